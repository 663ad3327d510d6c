"""The support matrix rendered: a text grid, a self-contained HTML page or
JSON, for ``python -m ivy_core support-matrix`` (see ``__main__.py``). The
matrix itself is collected by :mod:`ivy_core._tools._matrix`. Not imported by
``import ivy_core``.
"""

from __future__ import annotations

import json
from html import escape

from .. import __version__
from .._dtype import _support
from .._plugins._entry_points import install_hint
from ._matrix import STATUSES, WHERE, BackendMatrix, Matrix, dtype_names

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any

__all__ = ["SHORT", "reasons", "render", "render_text", "render_html", "render_json", "to_json"]

#: Short dtype names: the matrix's column headers.
SHORT = {
    "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64",
    "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64",
    "bfloat16": "bf16", "float16": "f16", "float32": "f32", "float64": "f64",
    "complex64": "c64", "complex128": "c128", "bool": "bool",
}  # fmt: skip

# --- grouping shared by the renderers ------------------------------------------


def _dtype_list(dtypes: list[str], bm: BackendMatrix) -> str:
    if len(dtypes) > 1 and dtypes == bm.valid_dtypes:
        return "all valid dtypes"
    return ", ".join(dtypes)


def reasons(bm: BackendMatrix, statuses: Iterable[str]) -> list[tuple[list[str], str, str]]:
    """(functions, dtypes, reason) for the cells of ``statuses``: the dtypes
    of one function sharing a reason are listed together, and so are the
    functions sharing both dtypes and reason (in API order)."""
    wanted = set(statuses)
    groups: dict[tuple[str, str], list[str]] = {}
    for row in bm.rows.values():
        by_text: dict[str, list[str]] = {}
        for d, cell in row.cells.items():
            if cell.status in wanted:
                by_text.setdefault(cell.text, []).append(d)
        for text, ds in by_text.items():
            groups.setdefault((_dtype_list(ds, bm), text), []).append(row.name)
    return [(fns, ds, text) for (ds, text), fns in groups.items()]


def _header(bm: BackendMatrix) -> str:
    if not bm.loaded:
        return f"backend {bm.name}: {bm.distribution} {bm.version}: FAILED TO LOAD"
    return (
        f"backend {bm.name}: {bm.distribution} {bm.version}, framework {bm.framework} {bm.framework_version}"
    )


def _summary(bm: BackendMatrix, n_functions: int, n_dtypes: int) -> str:
    if not bm.loaded:
        return f"{bm.name}: not loaded"
    c = bm.counts()
    parts = ", ".join(f"{c[s]} {STATUSES[s][0]}" for s in STATUSES if s != "error" or c[s])
    supported = c["ok"] + c["cast"]
    return (
        f"{bm.name}: {n_functions} functions x {n_dtypes} dtypes = {n_functions * n_dtypes} cells, "
        f"{supported} supported: {parts}"
    )


def _invalid_note(bm: BackendMatrix) -> str | None:
    invalid = [d for d in dtype_names() if d not in bm.valid_dtypes]
    if not invalid:
        return None
    return f"invalid for the whole backend (x): {', '.join(invalid)}"


def _device_note(bm: BackendMatrix, device: str) -> str | None:
    kind = _support.device_kind(device)
    if bm.devices and kind not in bm.devices:
        return f"note: {bm.name} declares no {kind} device (its devices: {', '.join(bm.devices)})"
    return None


# --- text -----------------------------------------------------------------------------


def render_text(matrix: Matrix) -> str:
    lines = [
        f"ivy_core support matrix (ivy_core {_version()}, device {matrix.device}; "
        "generated from the backends' declarations)",
        "legend: " + "  ".join(f"{sym} {meaning.split(' (')[0]}" for sym, meaning in STATUSES.values()),
    ]
    if not matrix.backends:
        lines += ["", f"no backend is installed; to add NumPy's, {install_hint('numpy')}"]
    name_w = max(len(n) for n in matrix.functions) + 2
    col_w = max(len(s) for s in SHORT.values()) + 1
    for bm in matrix.backends:
        lines += ["", "=" * 8 + " " + _header(bm) + " " + "=" * 8]
        if not bm.loaded:
            lines.append(f"error: {bm.error}")
            continue
        for note in (_invalid_note(bm), _device_note(bm, matrix.device)):
            if note:
                lines.append(note)
        lines.append("")
        lines.append(
            ("function".ljust(name_w) + "".join(SHORT[d].ljust(col_w) for d in matrix.dtypes)).rstrip()
        )
        area = None
        for row in bm.rows.values():
            if row.area != area:
                area = row.area
                lines.append(f"[{area}]")
            label = row.name + ("*" if row.kind == "compositional" and row.implemented_by is None else "")
            cells = "".join(row.cells[d].symbol.ljust(col_w) for d in matrix.dtypes)
            lines.append((label.ljust(name_w) + cells).rstrip())
        if any(r.kind == "compositional" and r.implemented_by is None for r in bm.rows.values()):
            lines.append(
                "* compositional: run from its ivy_core body; support derived from the functions it calls"
            )
        unsupported = reasons(bm, ("unsupported", "missing", "error"))
        lines += ["", "Reasons:" if unsupported else "Reasons: none (every valid dtype is supported)"]
        for fns, ds, text in unsupported:
            lines.append(f"  {', '.join(fns)}: {ds}: {text}")
        cast = reasons(bm, ("cast",))
        if cast:
            lines += ["", "Computed in another dtype (~):"]
            for fns, ds, text in cast:
                lines.append(f"  {', '.join(fns)}: {ds}: {text}")
        undefined = reasons(bm, ("undefined",))
        if undefined:
            lines += ["", "Not defined for these dtype kinds (.), refused on every backend:"]
            for fns, ds, text in undefined:
                lines.append(f"  {', '.join(fns)}: {ds}: {text}")
        lines += ["", "summary: " + _summary(bm, len(matrix.functions), len(matrix.dtypes))]
    loaded = [b for b in matrix.backends if b.loaded]
    failed = [b for b in matrix.backends if not b.loaded]
    lines += [
        "",
        f"total: {len(loaded)} backend(s) loaded"
        + (f" ({', '.join(b.name for b in loaded)})" if loaded else "")
        + f", {len(failed)} failed to load"
        + (f" ({', '.join(b.name for b in failed)})" if failed else ""),
    ]
    return "\n".join(lines) + "\n"


# --- JSON -----------------------------------------------------------------------------


def to_json(matrix: Matrix) -> dict[str, Any]:
    backends = []
    for bm in matrix.backends:
        entry: dict[str, Any] = {
            "name": bm.name,
            "distribution": bm.distribution,
            "version": bm.version,
            "loaded": bm.loaded,
            "error": bm.error,
        }
        if bm.loaded:
            entry.update(
                framework=bm.framework,
                framework_version=bm.framework_version,
                devices=list(bm.devices),
                valid_dtypes=bm.valid_dtypes,
                counts=bm.counts(),
                functions={
                    row.name: {
                        "kind": row.kind,
                        "area": row.area,
                        "implemented_by": row.implemented_by,
                        "supported_dtypes": bm.supported_dtypes(row.name),
                        "cells": {
                            d: {"status": c.status, "symbol": c.symbol, "text": c.text}
                            for d, c in row.cells.items()
                        },
                    }
                    for row in bm.rows.values()
                },
            )
        backends.append(entry)
    return {
        "ivy_core_version": _version(),
        "device": matrix.device,
        "dtypes": matrix.dtypes,
        "functions": matrix.functions,
        "legend": {s: {"symbol": sym, "meaning": meaning} for s, (sym, meaning) in STATUSES.items()},
        "backends": backends,
    }


def render_json(matrix: Matrix) -> str:
    return json.dumps(to_json(matrix), indent=1) + "\n"


# --- HTML -----------------------------------------------------------------------------

_CSS = """
body { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.5em; margin-bottom: .2em; }
h2 { margin-top: 2em; border-bottom: 1px solid #ccc; }
.meta, .note { color: #555; }
table { border-collapse: collapse; }
table.matrix th, table.matrix td { border: 1px solid #ddd; padding: 2px 6px; }
table.matrix td { text-align: center; font-family: ui-monospace, Menlo, Consolas, monospace; min-width: 2.2em; cursor: help; }
table.matrix thead th { position: sticky; top: 0; background: #f4f4f4; font-weight: 600; }
table.matrix tbody th[scope=row] { text-align: left; font-weight: normal; font-family: ui-monospace, Menlo, Consolas, monospace; }
tr.area th { text-align: left; background: #eee; font-weight: 600; }
table.legend td { padding: 2px 8px; }
.s-ok { background: #c8e6c9; }
.s-cast { background: #dcedc8; color: #33691e; }
.s-unsupported { background: #ffcdd2; color: #b71c1c; font-weight: bold; }
.s-missing { background: #ffe0b2; color: #e65100; }
.s-invalid { background: #e0e0e0; color: #757575; }
.s-undefined { background: #f5f5f5; color: #9e9e9e; }
.s-error { background: #e1bee7; color: #4a148c; }
.error { background: #fff3f3; border: 1px solid #e57373; padding: .5em 1em; white-space: pre-wrap; }
ul.reasons li { margin: .2em 0; }
ul.reasons code, ul.reasons .dtypes { font-family: ui-monospace, Menlo, Consolas, monospace; }
.summary { font-weight: 600; }
body.gaps-only tr.full { display: none; }
"""

_SCRIPT = """
document.getElementById('gaps').addEventListener('change', function (e) {
  document.body.classList.toggle('gaps-only', e.target.checked);
});
"""


def _e(s: object) -> str:
    return escape(str(s), quote=True)


def render_html(matrix: Matrix) -> str:
    out: list[str] = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        "<title>ivy_core support matrix</title>",
        f"<style>{_CSS}</style>",
        "</head>",
        "<body>",
        "<h1>ivy_core support matrix</h1>",
        f'<p class="meta">ivy_core {_e(_version())}, device {_e(matrix.device)}: which dtypes each API '
        "function supports on each backend, and why not. Generated from the backends' declarations by "
        "<code>python -m ivy_core support-matrix --format html</code>. Hover a cell for the full reason.</p>",
        '<section id="legend"><h2>Legend</h2><table class="legend"><tbody>',
    ]
    for status, (sym, meaning) in STATUSES.items():
        out.append(f'<tr><td class="s-{_e(status)}">{_e(sym)}</td><td>{_e(meaning)}</td></tr>')
    out.append("</tbody></table>")
    out.append(
        '<p class="note">A function name marked * is compositional: it runs from its ivy_core body, '
        "and its support is derived from the functions it calls.</p>"
    )
    out.append('<p><label><input type="checkbox" id="gaps"> show only functions with gaps</label></p>')
    if matrix.backends:
        links = ", ".join(f'<a href="#backend-{_e(b.name)}">{_e(b.name)}</a>' for b in matrix.backends)
        out.append(f"<p>Backends: {links}</p>")
    else:
        out.append('<p class="error">No backend is installed.</p>')
    out.append("</section>")
    n_f, n_d = len(matrix.functions), len(matrix.dtypes)
    for bm in matrix.backends:
        out.append(f'<section class="backend" id="backend-{_e(bm.name)}">')
        out.append(f"<h2>{_e(bm.name)}</h2>")
        if not bm.loaded:
            out.append(f"<p>{_e(bm.distribution)} {_e(bm.version)}: failed to load</p>")
            out.append(f'<p class="error">{_e(bm.error)}</p></section>')
            continue
        out.append(
            f"<p>distribution {_e(bm.distribution)} {_e(bm.version)}, "
            f"framework {_e(bm.framework)} {_e(bm.framework_version)}, devices {_e(', '.join(bm.devices))}</p>"
        )
        for note in (_invalid_note(bm), _device_note(bm, matrix.device)):
            if note:
                out.append(f'<p class="note">{_e(note)}</p>')
        out.append(f'<p class="summary">{_e(_summary(bm, n_f, n_d))}</p>')
        out.append('<table class="matrix"><thead><tr><th>function</th>')
        out.append("".join(f'<th title="{_e(d)}">{_e(SHORT.get(d, d))}</th>' for d in matrix.dtypes))
        out.append("</tr></thead><tbody>")
        area = None
        for row in bm.rows.values():
            if row.area != area:
                area = row.area
                out.append(f'<tr class="area"><th colspan="{n_d + 1}">{_e(area)}</th></tr>')
            full = all(c.status in ("ok", "cast", "invalid", "undefined") for c in row.cells.values())
            star = "*" if row.kind == "compositional" and row.implemented_by is None else ""
            by = (
                f"implemented by {row.implemented_by}"
                if row.implemented_by
                else ("run from its ivy_core body" if row.kind == "compositional" else "not implemented")
            )
            tr = [
                f'<tr class="{"full" if full else "gaps"}"><th scope="row" '
                f'title="{_e(f"{row.kind} {row.area} function; {by}")}">{_e(row.name)}{star}</th>'
            ]
            for d in matrix.dtypes:
                c = row.cells[d]
                tip = f"{bm.name} {row.name} {d}: {c.text}"
                tr.append(f'<td class="s-{_e(c.status)}" title="{_e(tip)}">{_e(c.symbol)}</td>')
            out.append("".join(tr) + "</tr>")
        out.append("</tbody></table>")
        unsupported = reasons(bm, ("unsupported", "missing", "error"))
        out.append("<h3>Reasons</h3>")
        if unsupported:
            out.append('<ul class="reasons">')
            for fns, ds, text in unsupported:
                out.append(f'<li>{_codes(fns)}: <span class="dtypes">{_e(ds)}</span>: {_e(text)}</li>')
            out.append("</ul>")
        else:
            out.append("<p>None: every valid dtype is supported.</p>")
        cast = reasons(bm, ("cast",))
        if cast:
            out.append('<h3>Computed in another dtype (~)</h3><ul class="reasons">')
            for fns, ds, text in cast:
                out.append(f'<li>{_codes(fns)}: <span class="dtypes">{_e(ds)}</span>: {_e(text)}</li>')
            out.append("</ul>")
        undefined = reasons(bm, ("undefined",))
        if undefined:
            out.append('<h3>Not defined for these dtype kinds (.)</h3><ul class="reasons">')
            for fns, ds, text in undefined:
                out.append(f'<li>{_codes(fns)}: <span class="dtypes">{_e(ds)}</span>: {_e(text)}</li>')
            out.append("</ul>")
        out.append("</section>")
    out += [f"<script>{_SCRIPT}</script>", "</body>", "</html>"]
    return "\n".join(out) + "\n"


def _codes(names: list[str]) -> str:
    return ", ".join(f"<code>{_e(n)}</code>" for n in names)


def render(matrix: Matrix, fmt: str) -> str:
    if fmt == "text":
        return render_text(matrix)
    if fmt == "html":
        return render_html(matrix)
    if fmt == "json":
        return render_json(matrix)
    raise ValueError(f"{WHERE}: unknown format {fmt!r}; choose text, html or json")


def _version() -> str:
    return str(__version__)
