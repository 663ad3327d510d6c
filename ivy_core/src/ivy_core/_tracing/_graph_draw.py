"""Drawing a traced graph (``Graph.to_dot`` / ``Graph.to_svg``).

What is drawn is what replays: the inputs (by argument index), the constants
the replay reads (arrays from outside, and calls computed once when tracing),
each emitted call with its result's dtype and shape, an edge from each traced
argument to the call reading it, the outputs, and each guard as a hexagon
off the value it checks; in-place calls and what they write in red.

``to_dot`` writes Graphviz DOT text. ``to_svg`` renders it with Graphviz's
``dot`` when on ``PATH``, else lays the graph out itself: a row per longest
path from the inputs, barycenter sweeps to order the rows, boxes with text
and cubic edges with arrowheads, in one self-contained SVG file.
"""

from __future__ import annotations

from .._base._errors import TraceError
from . import _graph, _graph_source
from ._record import Ref

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = ["to_dot", "to_svg"]

#: Seconds Graphviz's ``dot`` may take before the drawing falls back to the
#: built-in layout.
DOT_TIMEOUT = 20.0

_BIG = 300  # boxes past which Graphviz is told to spend less time on crossings
_CLIP = 60  # longest line of text inside a box (the full text is in its tooltip)

#: kind -> (fill, stroke, dashed, DOT shape)
_STYLE = {
    "input": ("#dbeafe", "#2563eb", False, "box"),
    "constant": ("#f3f4f6", "#6b7280", True, "note"),
    "call": ("#ffffff", "#374151", False, "box"),
    "random": ("#fef9c3", "#a16207", False, "box"),
    "inplace": ("#fee2e2", "#dc2626", False, "box"),
    "output": ("#dcfce7", "#15803d", False, "box"),
    "guard": ("#ffedd5", "#ea580c", True, "hexagon"),
}
#: edge style -> (stroke, dashed)
_EDGE = {"data": ("#4b5563", False), "write": ("#dc2626", False), "guard": ("#ea580c", True)}


class _Item:
    """One box of the drawing."""

    __slots__ = ("key", "kind", "lines", "tip", "preds", "succs", "layer", "x", "y", "w", "h")

    def __init__(self, key: str, kind: str, lines: list[str], tip: str) -> None:
        self.key = key
        self.kind = kind
        self.lines = [_clip(t) for t in lines if t]
        self.tip = tip
        self.preds: list[int] = []
        self.succs: list[int] = []
        self.layer = 0
        self.x = self.y = self.w = self.h = 0.0


class _Scene:
    """The boxes and edges (source, target, label, style) of a program."""

    def __init__(self, program: _graph.Program) -> None:
        if not program.nodes and not program.outputs and program.source:
            raise TraceError(
                f"ivy_core.trace_graph: graph {program.name!r} holds no recorded calls to draw "
                "(only its source is known, as for a graph saved without its nodes; print it to read it)"
            )
        self.name = program.name
        self.items: list[_Item] = []
        self.edges: list[tuple[int, int, str, str]] = []
        nodes = program.nodes
        emitted = {n.id for n in program.emitted}
        cached = {n.id for n in program.cached}
        guards = [(k, g) for k, g in enumerate(program.guards) if type(getattr(g, "ref", None)) is Ref]
        wanted = {n.id for n in nodes if n.kind == "input"} | emitted
        for n in program.emitted:
            wanted.update(r.node for r in n.refs())
        wanted.update(r.node for r in _graph_source.refs(program.outputs))
        wanted.update(g.ref.node for _, g in guards)
        names: dict[int, str | None] = {}
        at: dict[int, int] = {}
        for n in (n for n in nodes if n.id in wanted):
            at[n.id] = len(self.items)
            if n.kind == "input":
                self._add(f"n{n.id}", "input", [f"input {n.index}", n.meta], f"v{n.id}: argument {n.index}")
            elif n.kind == "constant":
                self._add(f"n{n.id}", "constant", ["constant", n.meta], f"v{n.id}: array from outside")
            else:
                callee = _callee(n, names)
                tip = f"v{n.id} = {callee}({_arguments(n)})" + (f"  # {n.meta}" if n.meta else "")
                tip += f"  at {n.line}" if n.line else ""
                if n.id in cached:
                    self._add(f"n{n.id}", "constant", [f"cached {callee}", n.meta], f"computed once: {tip}")
                else:
                    kind = "inplace" if n.mutates else "random" if n.random else "call"
                    extra = " (in place)" if n.mutates else " (random)" if n.random else ""
                    self._add(f"n{n.id}", kind, [callee + extra, n.meta], tip)
        for n in program.emitted:
            for r in n.refs():
                self._edge(at[r.node], at[n.id], _path(r), "write" if r in n.mutates else "data")
        for i, o in enumerate(program.outputs):
            if type(o) is Ref:
                meta = "" if o.path else nodes[o.node].meta
                self._add(f"o{i}", "output", [f"output {i}", meta], f"output {i}: {o!r}")
                self._edge(at[o.node], len(self.items) - 1, _path(o), "data")
            else:
                text = f"output {i} = {_short(o)}"
                self._add(f"o{i}", "output", [text], text)
        for k, g in guards:  # k: the guard's index in the source's ``fail(k)``
            text = f"{g.what} == {_short(g.expected)}"
            tip = f"guard {k}: {g.what} of {g.ref!r} == {g.expected!r}" + (f" at {g.line}" if g.line else "")
            self._add(f"g{k}", "guard", [text], tip)
            self._edge(at[g.ref.node], len(self.items) - 1, "", "guard")

    def _add(self, key: str, kind: str, lines: list[str], tip: str) -> None:
        self.items.append(_Item(key, kind, lines, tip))

    def _edge(self, a: int, b: int, label: str, style: str) -> None:
        self.edges.append((a, b, label, style))
        self.items[a].succs.append(b)
        self.items[b].preds.append(a)


# -- DOT --------------------------------------------------------------------------


def to_dot(program: _graph.Program) -> str:
    """The program as Graphviz DOT text (``dot -Tsvg`` draws it): one
    statement per line, an edge per traced argument, output and guard."""
    return _dot(_Scene(program))


def _dot(scene: _Scene) -> str:
    out = [
        f"digraph {_q(scene.name)} {{",
        f"  graph [rankdir=TB, label={_q(scene.name)}, labelloc=t, fontname=\"Helvetica\", nodesep=0.3"
        + (", mclimit=0.2, nslimit=1, nslimit1=1];" if len(scene.items) > _BIG else "];"),
        '  node [fontname="Courier", fontsize=11, style="rounded,filled", penwidth=1.2];',
        '  edge [fontname="Courier", fontsize=9, arrowsize=0.7];',
    ]
    for it in scene.items:
        fill, stroke, dashed, shape = _STYLE[it.kind]
        style = "filled,dashed" if dashed else "rounded,filled"
        if it.kind == "inplace":
            style += ",bold"
        out.append(f"  {it.key} [label={_q(chr(10).join(it.lines))}, tooltip={_q(it.tip)}, shape={shape}, "
                   f"style=\"{style}\", fillcolor=\"{fill}\", color=\"{stroke}\"];")
    for kind, rank in (("input", "source"), ("output", "sink")):
        keys = [it.key for it in scene.items if it.kind == kind]
        if keys:
            out.append(f"  {{ rank={rank}; {'; '.join(keys)}; }}")
    for a, b, label, style in scene.edges:
        color, dashed = _EDGE[style]
        attrs = f"color=\"{color}\"" + (", style=dashed" if dashed else "")
        attrs += ", penwidth=2" if style == "write" else ""
        attrs += f", label={_q(label)}" if label else ""
        out.append(f"  {scene.items[a].key} -> {scene.items[b].key} [{attrs}];")
    out.append("}")
    return "\n".join(out) + "\n"


def _q(text: str) -> str:
    """A DOT quoted string: backslashes and quotes escaped, newlines as
    Graphviz's centred line break."""
    text = text.replace("\\", "\\\\").replace('"', '\\"').replace("\r", "")
    return '"' + text.replace("\n", "\\n") + '"'


# -- SVG --------------------------------------------------------------------------


def to_svg(program: _graph.Program, *, graphviz: bool = True) -> str:
    """The program drawn as SVG text: rendered by Graphviz's ``dot`` when it
    is on ``PATH`` (and ``graphviz``), else (or when ``dot`` fails or takes
    longer than ``DOT_TIMEOUT`` seconds) laid out here."""
    scene = _Scene(program)
    if graphviz:
        import shutil

        exe = shutil.which("dot")
        if exe is not None:
            svg = _run_dot(exe, _dot(scene))
            if svg is not None:
                return svg
    return _svg(scene)


def _run_dot(exe: str, text: str) -> str | None:
    import subprocess

    try:
        proc = subprocess.run([exe, "-Tsvg"], input=text.encode("utf-8"), capture_output=True,
                              timeout=DOT_TIMEOUT, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    svg = proc.stdout.decode("utf-8", "replace")
    return svg if proc.returncode == 0 and "<svg" in svg else None


_CHAR_W, _LINE_H, _PAD, _GAP_X, _GAP_Y, _MARGIN, _TITLE_H = 7.2, 15.0, 8.0, 24.0, 46.0, 16.0, 28.0


def _svg(scene: _Scene) -> str:
    items = scene.items
    for it in items:
        it.w = max(56.0, max((len(t) for t in it.lines), default=0) * _CHAR_W + 2 * _PAD)
        it.h = len(it.lines) * _LINE_H + _PAD
        if it.kind == "guard":
            it.w += it.h  # the hexagon's points
    rows = _order(_layers(items), items)
    _place(rows, items)
    width = max((it.x + it.w / 2 for it in items), default=0.0) + _MARGIN
    height = max((it.y + it.h / 2 for it in items), default=_TITLE_H) + _MARGIN
    width = max(width, len(scene.name) * 8.0 + 2 * _MARGIN)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="monospace" font-size="12">',
        f"<title>{_x(scene.name)}</title>",
        "<defs>",
    ]
    for style, (color, _) in _EDGE.items():
        out.append(f'<marker id="arrow-{style}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="9" '
                   f'markerHeight="9" markerUnits="userSpaceOnUse" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="{color}"/></marker>')
    out += [
        "</defs>",
        '<rect width="100%" height="100%" fill="#ffffff"/>',
        f'<text x="{_MARGIN}" y="{_MARGIN + 6}" font-family="sans-serif" font-size="14" '
        f'font-weight="bold">{_x(scene.name)}</text>',
    ]
    out += _edges_svg(scene)
    out += [_box_svg(it) for it in items]
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _layers(items: list[_Item]) -> list[list[int]]:
    """Rows of item indices: an input on row 0, a call one row below the
    lowest thing it reads, a value read from nowhere (a constant, a creation
    call) right above the first thing reading it, a guard below what it
    checks, the outputs on the last row."""
    calls = ("call", "random", "inplace")
    base = 0
    for it in items:  # items of recorded nodes come first, in recorded order
        if it.kind in calls and it.preds:
            it.layer = 1 + max(items[p].layer for p in it.preds)
            base = max(base, it.layer)
    for it in items:
        if it.kind == "output":
            it.layer = base + 1
    for it in items:
        if it.kind not in ("output", "guard", "input") and not it.preds:
            below = [items[s].layer for s in it.succs if items[s].kind != "guard"]
            it.layer = min(below) - 1 if below else 0
    last = base
    for it in items:
        if it.kind == "guard":
            it.layer = items[it.preds[0]].layer + 1
            last = max(last, it.layer)
    rows: dict[int, list[int]] = {}
    for i, it in enumerate(items):
        if it.kind == "output":
            it.layer = last + 1
        rows.setdefault(it.layer, []).append(i)
    return [rows[k] for k in sorted(rows)]


def _order(rows: list[list[int]], items: list[_Item]) -> list[list[int]]:
    """Each row sorted by the mean relative position of its neighbours above
    (down) or below (up), of the other side for a box with none: down, up,
    down; fewer crossing edges."""
    frac = [0.0] * len(items)
    for down in (None, True, False, True):
        for row in reversed(rows) if down is False else rows:
            if down is not None:
                near = {v: (items[v].preds if down else items[v].succs)
                        or (items[v].succs if down else items[v].preds) for v in row}
                keys = {v: _mean([frac[u] for u in near[v]], frac[v]) for v in row}
                row.sort(key=keys.__getitem__)
                slots = [i for i, v in enumerate(row) if items[v].kind == "input"]  # kept in argument order
                for i, v in zip(slots, sorted(row[i] for i in slots), strict=True):
                    row[i] = v
            for i, v in enumerate(row):
                frac[v] = (i + 0.5) / len(row)
    return rows


def _mean(values: list[float], empty: Any) -> Any:
    return sum(values) / len(values) if values else empty


def _place(rows: list[list[int]], items: list[_Item]) -> None:
    """Coordinates: each box under the mean of what it reads (down), then
    each box reading nothing over the mean of what reads it (up), then down
    again; the boxes of a row kept apart and in order."""
    y = _TITLE_H + _MARGIN
    for row in rows:
        h = max(items[v].h for v in row)
        for v in row:
            items[v].y = y + h / 2
        y += h + _GAP_Y
    for sweep, down in enumerate((True, False, True)):
        for row in rows if down else reversed(rows):
            its = [items[v] for v in row]
            want = [_mean([items[u].x for u in (it.preds if down else [] if it.preds else it.succs)],
                          None if sweep == 0 else it.x) for it in its]
            for it, x in zip(its, _spread(its, want), strict=True):
                it.x = x
    left = min((it.x - it.w / 2 for it in items), default=0.0)
    for it in items:
        it.x += _MARGIN - left


def _spread(row: list[_Item], want: list[float | None]) -> list[float]:
    """The positions nearest ``want`` that keep the row's boxes apart (a box
    wanting nowhere goes beside its neighbour): the mean of pushing right
    from the left and pushing left from the right."""
    n = len(row)
    sep = [0.0] + [(row[i - 1].w + row[i].w) / 2 + _GAP_X for i in range(1, n)]
    if all(w is None for w in want):
        want[0] = 0.0
    for i in range(1, n):
        if want[i] is None and want[i - 1] is not None:
            want[i] = want[i - 1] + sep[i]  # type: ignore[operator]
    for i in range(n - 2, -1, -1):
        if want[i] is None:
            want[i] = want[i + 1] - sep[i + 1]  # type: ignore[operator]
    right = list(want)
    for i in range(1, n):
        right[i] = max(right[i], right[i - 1] + sep[i])  # type: ignore[type-var,operator]
    left = list(want)
    for i in range(n - 2, -1, -1):
        left[i] = min(left[i], left[i + 1] - sep[i + 1])  # type: ignore[type-var,operator]
    return [(a + b) / 2 for a, b in zip(right, left, strict=True)]  # type: ignore[operator]


def _edges_svg(scene: _Scene) -> list[str]:
    """One path per edge, from a port on the bottom of its source to a port
    on the top of its target; ports are spread in the order of the other
    ends, so edges of one box do not cross at it."""
    items = scene.items
    outs: dict[int, list[int]] = {}
    ins: dict[int, list[int]] = {}
    for k, (a, b, _, _) in enumerate(scene.edges):
        outs.setdefault(a, []).append(k)
        ins.setdefault(b, []).append(k)
    start: dict[int, float] = {}
    end: dict[int, float] = {}
    target_x = [items[b].x for _, b, _, _ in scene.edges]
    source_x = [items[a].x for a, _, _, _ in scene.edges]
    for ports, other_x, where in ((outs, target_x, start), (ins, source_x, end)):
        for v, ks in ports.items():
            ks.sort(key=other_x.__getitem__)
            it = items[v]
            span = it.w - (it.h if it.kind == "guard" else 0.0)
            for j, k in enumerate(ks):
                where[k] = it.x - span / 2 + span * (j + 1) / (len(ks) + 1)
    out = []
    for k, (a, b, label, style) in enumerate(scene.edges):
        x1, y1 = start[k], items[a].y + items[a].h / 2
        x2, y2 = end[k], items[b].y - items[b].h / 2
        bend = min((y2 - y1) / 2, 80.0)
        dash = ' stroke-dasharray="4,3"' if _EDGE[style][1] else ""
        out.append(f'<path class="edge {style}" d="M{x1:.1f},{y1:.1f} C{x1:.1f},{y1 + bend:.1f} '
                   f'{x2:.1f},{y2 - bend:.1f} {x2:.1f},{y2:.1f}" fill="none" stroke="{_EDGE[style][0]}" '
                   f'stroke-width="{2 if style == "write" else 1.2}"{dash} marker-end="url(#arrow-{style})">'
                   f"<title>{_x(items[a].key)} -&gt; {_x(items[b].key)}</title></path>")
        if label:
            out.append(f'<text x="{x1 + 4:.1f}" y="{y1 + 12:.1f}" font-size="10" fill="#6b7280">{_x(label)}</text>')
    return out


def _box_svg(it: _Item) -> str:
    fill, stroke, dashed, _ = _STYLE[it.kind]
    x0, y0 = it.x - it.w / 2, it.y - it.h / 2
    paint = f'fill="{fill}" stroke="{stroke}" stroke-width="{2 if it.kind == "inplace" else 1.2}"'
    paint += ' stroke-dasharray="5,3"' if dashed else ""
    if it.kind == "guard":
        x1, y1, d = x0 + it.w, y0 + it.h, it.h / 2
        pts = f"{x0 + d:.1f},{y0:.1f} {x1 - d:.1f},{y0:.1f} {x1:.1f},{it.y:.1f} {x1 - d:.1f},{y1:.1f} " \
              f"{x0 + d:.1f},{y1:.1f} {x0:.1f},{it.y:.1f}"
        shape = f'<polygon points="{pts}" {paint}/>'
    else:
        shape = f'<rect x="{x0:.1f}" y="{y0:.1f}" width="{it.w:.1f}" height="{it.h:.1f}" rx="4" {paint}/>'
    top = it.y - len(it.lines) * _LINE_H / 2 + _LINE_H * 0.75
    grey = ' fill="#4b5563"'
    text = "".join(
        f'<tspan x="{it.x:.1f}" y="{top + j * _LINE_H:.1f}"{grey if j else ""}>{_x(t)}</tspan>'
        for j, t in enumerate(it.lines)
    )
    return (f'<g class="node {it.kind}" id="{it.key}"><title>{_x(it.tip)}</title>{shape}'
            f'<text text-anchor="middle">{text}</text></g>')


def _x(text: str) -> str:
    """``text`` as XML character data or attribute value: markup escaped,
    characters XML cannot hold dropped."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    if any(c < " " and c not in "\t\n" for c in text) or "\ufffe" in text or "\uffff" in text:
        text = "".join(c for c in text if (c >= " " or c in "\t\n") and c not in "\ufffe\uffff")
    return text


# -- labels -----------------------------------------------------------------------


def _callee(n: Any, names: dict[int, str | None]) -> str:
    """The name the replayed source calls (``torch.sin``), else the
    recorded name."""
    if n.source:
        return str(n.source)
    if id(n.fn) not in names:
        try:
            names[id(n.fn)] = _graph_source.dotted(n.fn)
        except Exception:
            names[id(n.fn)] = None
    return names[id(n.fn)] or n.name


def _arguments(n: Any) -> str:
    parts = [_short(a) for a in n.args] + [f"{k}={_short(v)}" for k, v in n.kwargs.items()]
    return _clip(", ".join(parts), 200)


def _short(x: Any) -> str:
    t = type(x)
    if t is Ref:
        return repr(x)
    if t is tuple or t is list:
        inner = ", ".join(_short(v) for v in x[:8]) + (", ..." if len(x) > 8 else "")
        return f"({inner}{',' if len(x) == 1 else ''})" if t is tuple else f"[{inner}]"
    try:
        return _clip(repr(x), 40)
    except Exception:
        return f"<{t.__name__}>"


def _path(r: Ref) -> str:
    return "".join(f"[{k!r}]" for k in r.path)


def _clip(text: str, n: int = _CLIP) -> str:
    text = text.replace("\n", " ")
    return text if len(text) <= n else text[: n - 1] + "…"
