"""The support matrix (``python -m ivy_core support-matrix``): generated from
the backends' declarations, in agreement with ``function_supported_dtypes``,
rendered as text, HTML and JSON, and robust to backends that fail to load
(the fixture plugins under tests/fixtures, when installed)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
from html.parser import HTMLParser
from pathlib import Path

import pytest
from ivy_core._dtype._dtypes import CATEGORIES
from ivy_core._plugins import _registry
from ivy_core._spec._api import API
from ivy_core._tools import _introspect, _matrix, _matrix_render

import ivy_core as ivy

if "numpy" not in _registry.discover():
    pytest.skip("needs the ivy-numpy plugin installed", allow_module_level=True)

DTYPES = [d.name for d in CATEGORIES["all_dtypes"]]
#: What ivy-numpy declares (plugins/ivy-numpy/src/ivy_numpy/elementwise.py).
#: numpy.linalg has no half-precision kernels: declared by the plugin.
NUMPY_NO_FLOAT16 = ("cholesky", "eigh", "solve")
#: The standard defines these for numbers only: refused by the core (kinds=).
NOT_FOR_BOOL = ("subtract", "negative", "pow")
BROKEN_FIXTURES = ("broken_import", "wrong_api", "inconsistent")


def run_cli(*args: str, timeout: int = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ivy_core", *args], capture_output=True, text=True, timeout=timeout
    )


def numpy_backend():
    return _registry.load("numpy", "test")


@pytest.fixture(scope="module")
def numpy_matrix() -> _matrix.Matrix:
    return _matrix.collect(["numpy"])


# --- text -----------------------------------------------------------------------------


def grid_rows(text: str) -> dict[str, list[str]]:
    """function name -> its 15 symbols, from the first backend's grid."""
    rows: dict[str, list[str]] = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 1 + len(DTYPES) and parts[0].rstrip("*") in API:
            name = parts[0].rstrip("*")
            assert name not in rows, f"two rows for {name}"
            rows[name] = parts[1:]
    return rows


def test_text_has_a_row_per_function_and_the_declarations(numpy_matrix: _matrix.Matrix) -> None:
    text = _matrix_render.render_text(numpy_matrix)
    b = numpy_backend()
    header = [line for line in text.splitlines() if line.startswith("function")]
    assert header and header[0].split()[1:] == [_matrix_render.SHORT[d] for d in DTYPES]
    assert f"backend numpy: {b.info.distribution} {b.info.version}" in text
    assert f"framework {b.spec.framework} {b.framework_version}" in text
    rows = grid_rows(text)
    assert set(rows) == set(API)
    bool_col = DTYPES.index("bool")
    for name, symbols in rows.items():
        assert all(s in "+~-?x!." for s in symbols), (name, symbols)
        supported = {d.name for d in ivy.function_supported_dtypes(name, "numpy")}
        assert {d for d, s in zip(DTYPES, symbols, strict=True) if s in "+~"} == supported, name
    f16_col = DTYPES.index("float16")
    for name in NUMPY_NO_FLOAT16:
        assert rows[name][f16_col] == "-", name
    for name in NOT_FOR_BOOL:
        assert rows[name][bool_col] == ".", name
    assert rows["add"][bool_col] == "+"
    # float_inputs: integer input to sin is computed in the default float dtype.
    assert rows["sin"][DTYPES.index("int8")] == "~"
    assert rows["sin"][DTYPES.index("float32")] == "+"
    # The reasons name each function, its dtype and the declared reason.
    reasons = text.split("Reasons:", 1)[1].split("summary:", 1)[0]
    for name in NUMPY_NO_FLOAT16:
        support = b.support[name]
        line = next(ln for ln in reasons.splitlines() if name in ln.split(":")[0].replace(",", " ").split())
        assert "float16: unsupported: declared by with_unsupported_dtypes" in line
        assert support.reason and support.reason in line
    undefined = text.split("Not defined for these dtype kinds (.)", 1)[1].split("summary:", 1)[0]
    for name in NOT_FOR_BOOL:
        line = next(ln for ln in undefined.splitlines() if name in ln.split(":")[0].replace(",", " ").split())
        assert ": bool: undefined: defined for integer" in line
    summary = [ln for ln in text.splitlines() if ln.startswith("summary: numpy")]
    counts = numpy_matrix.backends[0].counts()
    assert summary and f"{counts['unsupported']} -" in summary[0]
    assert sum(counts.values()) == len(API) * len(DTYPES)


def test_text_reports_a_device_the_backend_lacks() -> None:
    text = _matrix_render.render_text(_matrix.collect(["numpy"], device="gpu"))
    assert "device gpu" in text
    if "gpu" not in numpy_backend().spec.devices:
        assert "numpy declares no gpu device" in text


# --- HTML -----------------------------------------------------------------------------

VOID = {"meta", "br", "hr", "img", "input", "link", "wbr", "col", "source"}


class MatrixParser(HTMLParser):
    """Checks nesting and collects, per backend section, the matrix cells."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.section: str | None = None
        self.cells: dict[str, list[dict[str, str]]] = {}
        self.row_names: dict[str, list[str]] = {}
        self.failed: dict[str, str] = {}
        self.in_matrix = False
        self.in_row_th = False
        self.in_error = False
        self.external: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag not in VOID:
            self.stack.append(tag)
        if tag in ("link", "img", "iframe") or (tag == "script" and "src" in a):
            self.external.append(tag)
        if tag == "section" and a.get("id", "").startswith("backend-"):
            self.section = a["id"][len("backend-") :]
            self.cells[self.section] = []
            self.row_names[self.section] = []
        if tag == "table" and "matrix" in a.get("class", "").split():
            self.in_matrix = True
        if self.in_matrix and tag == "td":
            assert self.section is not None
            self.cells[self.section].append(a)
        if self.in_matrix and tag == "th" and a.get("scope") == "row":
            self.in_row_th = True
        if tag == "p" and "error" in a.get("class", "").split() and self.section:
            self.in_error = True

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()
        if tag == "table":
            self.in_matrix = False
        if tag == "th":
            self.in_row_th = False
        if tag == "p":
            self.in_error = False
        if tag == "section":
            self.section = None

    def handle_data(self, data: str) -> None:
        if self.in_row_th and self.section:
            self.row_names[self.section].append(data.strip().rstrip("*"))
        if self.in_error and self.section:
            self.failed[self.section] = self.failed.get(self.section, "") + data


def parse_html(page: str) -> MatrixParser:
    p = MatrixParser()
    p.feed(page)
    p.close()
    assert page.lstrip().startswith("<!DOCTYPE html>")
    assert p.errors == [] and p.stack == [], (p.errors, p.stack)
    assert p.external == [], "the page must be self-contained"
    return p


def check_numpy_html(p: MatrixParser) -> None:
    cells = p.cells["numpy"]
    assert len(cells) == len(API) * len(DTYPES)
    assert p.row_names["numpy"] == list(API)
    b = numpy_backend()
    by_key = {}
    for i, a in enumerate(cells):
        name, d = list(API)[i // len(DTYPES)], DTYPES[i % len(DTYPES)]
        assert a["title"].startswith(f"numpy {name} {d}: "), a["title"]
        by_key[name, d] = a
    for name in NUMPY_NO_FLOAT16:
        a = by_key[name, "float16"]
        assert a["class"] == "s-unsupported"
        assert "declared by with_unsupported_dtypes" in a["title"]
        assert b.support[name].reason in a["title"]
    for name in NOT_FOR_BOOL:
        a = by_key[name, "bool"]
        assert a["class"] == "s-undefined" and "undefined: defined for" in a["title"], a
    assert by_key["add", "bool"]["class"] == "s-ok"
    assert by_key["sin", "int8"]["class"] == "s-cast"
    assert "int8: ok (computed in float32" in by_key["sin", "int8"]["title"]


def test_html_is_well_formed_with_a_cell_per_function_and_dtype(numpy_matrix: _matrix.Matrix) -> None:
    page = _matrix_render.render_html(numpy_matrix)
    p = parse_html(page)
    check_numpy_html(p)
    assert "<style>" in page and "Legend" in page and "Reasons" in page
    for status in _matrix.STATUSES:
        assert f'class="s-{status}"' in page  # every status is in the legend


def test_html_escapes_text(numpy_matrix: _matrix.Matrix) -> None:
    bm = numpy_matrix.backends[0]
    evil = _matrix.BackendMatrix("<b>evil</b>", "dist&co", '"1"')
    evil.error = "<script>alert(1)</script> & 'quotes'"
    page = _matrix_render.render_html(_matrix.Matrix(numpy_matrix.device, [bm, evil]))
    assert "<script>alert(1)" not in page and "<b>evil</b>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#x27;quotes&#x27;" in page
    p = parse_html(page)
    assert "<script>alert(1)</script> & 'quotes'" in p.failed["<b>evil</b>"]


# --- JSON -----------------------------------------------------------------------------


def test_json_round_trips_and_agrees_with_function_supported_dtypes(numpy_matrix: _matrix.Matrix) -> None:
    data = json.loads(_matrix_render.render_json(numpy_matrix))
    assert data["dtypes"] == DTYPES and data["functions"] == list(API) and data["device"] == "cpu"
    (entry,) = data["backends"]
    b = numpy_backend()
    assert entry["loaded"] is True and entry["error"] is None
    assert entry["distribution"] == b.info.distribution and entry["framework_version"] == b.framework_version
    assert set(entry["functions"]) == set(API)
    for name, fn in entry["functions"].items():
        want = [d.name for d in ivy.function_supported_dtypes(name, "numpy")]
        assert fn["supported_dtypes"] == want, name
        assert list(fn["cells"]) == DTYPES
        assert [d for d, c in fn["cells"].items() if c["status"] in ("ok", "cast")] == want, name
        unsupported = [d.name for d in ivy.function_unsupported_dtypes(name, "numpy")]
        assert [d for d, c in fn["cells"].items() if c["status"] not in ("ok", "cast")] == unsupported
        for c in fn["cells"].values():
            assert c["symbol"] == _matrix.STATUSES[c["status"]][0]
            assert (c["status"] == "ok") == (c["text"] == "ok")
        assert fn["kind"] == API[name].kind
    for name in NUMPY_NO_FLOAT16:
        cell = entry["functions"][name]["cells"]["float16"]
        assert cell["status"] == "unsupported" and b.support[name].reason in cell["text"]
    for name in NOT_FOR_BOOL:
        assert entry["functions"][name]["cells"]["bool"]["status"] == "undefined"
    assert sum(entry["counts"].values()) == len(API) * len(DTYPES)


# --- one source of truth: the introspection's status codes -------------------------------


def test_statuses_are_the_introspection_codes_and_error() -> None:
    assert list(_matrix.STATUSES) == [*_introspect.CODES, "error"]
    assert _matrix.SUPPORTED == _introspect.SUPPORTED
    with pytest.raises(ValueError, match="unknown support status 'nope'"):
        _introspect.Status("nope", "ok")


def test_cells_take_the_code_of_the_introspection_never_its_text(monkeypatch: pytest.MonkeyPatch) -> None:
    real = _introspect.dtype_status

    def fake(api, backend, device=None):
        out = real(api, backend, device)
        if api.name == "add":  # text and code disagree: the code wins
            out = {d: _introspect.Status("missing", "ok") for d in out}
        return out

    monkeypatch.setattr(_introspect, "dtype_status", fake)
    (bm,) = _matrix.collect(["numpy"]).backends
    assert {(c.status, c.text) for c in bm.rows["add"].cells.values()} == {("missing", "ok")}
    assert not hasattr(_matrix, "classify")


def test_a_compositional_cell_names_the_callee_it_inherits_from(numpy_matrix: _matrix.Matrix) -> None:
    # lstm_update declares no kinds; its body calls functions (negative,
    # sigmoid, ...) that are not defined for bool, and its cell says which.
    assert not API["lstm_update"].kinds
    rows = numpy_matrix.backends[0].rows
    cell = rows["lstm_update"].cells["bool"]
    found = re.match(r"via (\w+): undefined: ", cell.text)
    assert cell.status == "undefined" and found, cell.text
    callee = found.group(1)
    assert callee in _introspect.callees(API["lstm_update"])
    assert rows[callee].cells["bool"].status == "undefined"


def test_cells_agree_with_dtype_status(numpy_matrix: _matrix.Matrix) -> None:
    b = numpy_backend()
    (bm,) = numpy_matrix.backends
    for name, api in API.items():
        status = _introspect.dtype_status(api, b, "cpu")
        assert {d.name: (s.code, s.text) for d, s in status.items()} == {
            d: (c.status, c.text) for d, c in bm.rows[name].cells.items()
        }, name


def test_computed_in_cells_are_supported_with_a_note() -> None:
    """A backend's superset support (computed_in) shows as "~" with the dtype it runs in."""
    import numpy as np
    from ivy_core._backends._backend import Backend
    from ivy_core.plugin import computed_in

    b = numpy_backend()

    @computed_in({"uint8": "int16"}, reason="no uint8 kernel (simulated)")
    def add(x1, x2, /):
        return np.add(x1, x2)

    other = Backend(b.info, b.spec, b.runtime, dict(b.impls, add=add), dict(b.origins), b.find_backend, b.build_entry)
    bm = _matrix.BackendMatrix("numpy", b.info.distribution, b.info.version)
    _matrix._fill(bm, other, "cpu")
    cell = bm.rows["add"].cells["uint8"]
    assert cell.status == "cast" and cell.supported
    assert cell.text.startswith("ok (computed in int16") and "no uint8 kernel (simulated)" in cell.text
    assert bm.rows["add"].cells["int8"].status == "ok"


# --- backends that fail to load -------------------------------------------------------------


def test_a_backend_that_fails_to_load_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(name: str):
        raise ivy.BackendLoadError(f"ivy_core: backend {name!r} simulated failure: <boom>")

    monkeypatch.setattr(_matrix, "_load", fail)
    m = _matrix.collect(["numpy"])
    (bm,) = m.backends
    assert not bm.loaded and "simulated failure: <boom>" in (bm.error or "")
    text = _matrix_render.render_text(m)
    assert "backend numpy: " in text and "FAILED TO LOAD" in text and "simulated failure" in text
    assert "0 backend(s) loaded, 1 failed to load (numpy)" in text
    p = parse_html(_matrix_render.render_html(m))
    assert "simulated failure: <boom>" in p.failed["numpy"] and p.cells["numpy"] == []
    data = json.loads(_matrix_render.render_json(m))
    assert data["backends"][0]["loaded"] is False and "<boom>" in data["backends"][0]["error"]


def test_an_unexpected_exception_while_loading_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(name: str):
        raise RuntimeError("plugin hook exploded")

    monkeypatch.setattr(_matrix, "_load", fail)
    (bm,) = _matrix.collect(["numpy"]).backends
    assert bm.error == "RuntimeError: plugin hook exploded"


def test_every_installed_backend_including_broken_fixtures() -> None:
    installed = _registry.discover()
    m = _matrix.collect()
    assert [b.name for b in m.backends][0] == "numpy"
    assert {b.name for b in m.backends} == set(installed)
    for bm in m.backends:
        if bm.name in BROKEN_FIXTURES:
            assert not bm.loaded and bm.distribution in (bm.error or "")
        if bm.loaded:
            assert set(bm.rows) == set(API)
            for name in bm.rows:
                want = [d.name for d in ivy.function_supported_dtypes(name, bm.name)]
                assert bm.supported_dtypes(name) == want, (bm.name, name)
    text = _matrix_render.render_text(m)
    p = parse_html(_matrix_render.render_html(m))
    for bm in m.backends:
        if bm.loaded:
            assert len(p.cells[bm.name]) == len(API) * len(DTYPES)
        else:
            assert bm.name in p.failed
            assert f"backend {bm.name}: {bm.distribution} {bm.version}: FAILED TO LOAD" in text


def test_unknown_backend_raises_before_loading() -> None:
    with pytest.raises(ivy.BackendNotFoundError, match="no backend named 'no_such_backend'"):
        _matrix.collect(["numpy", "no_such_backend"])


# --- the command line -----------------------------------------------------------------------


def test_cli_writes_html(tmp_path: Path) -> None:
    out = tmp_path / "matrix.html"
    proc = run_cli("support-matrix", "--backend", "numpy", "--format", "html", "--output", str(out))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == ""
    check_numpy_html(parse_html(out.read_text(encoding="utf-8")))


def test_cli_text_and_json_to_stdout() -> None:
    proc = run_cli("support-matrix", "--backend", "numpy")
    assert proc.returncode == 0, proc.stderr
    assert set(grid_rows(proc.stdout)) == set(API)
    proc = run_cli("support-matrix", "-b", "numpy", "--format", "json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert [b["name"] for b in data["backends"]] == ["numpy"]


@pytest.mark.parametrize("name", BROKEN_FIXTURES)
def test_cli_reports_a_broken_backend(name: str) -> None:
    if name not in _registry.discover():
        pytest.skip(f"fixture backend {name!r} is not installed (pip install tests/fixtures/ivy-fixture-*)")
    proc = run_cli("support-matrix", "--backend", name, "--backend", "numpy")
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    assert f"backend {name}: " in proc.stdout and "FAILED TO LOAD" in proc.stdout
    assert "1 backend(s) loaded (numpy), 1 failed to load" in proc.stdout


def test_cli_unknown_backend_exits_2() -> None:
    proc = run_cli("support-matrix", "--backend", "no_such_backend")
    assert proc.returncode == 2
    assert "no backend named 'no_such_backend' is installed" in proc.stderr
    assert "installed:" in proc.stderr and "numpy" in proc.stderr
    assert "Traceback" not in proc.stderr and proc.stdout == ""


def test_cli_without_a_command_prints_help_and_exits_2() -> None:
    proc = run_cli()
    assert proc.returncode == 2
    assert "support-matrix" in proc.stderr + proc.stdout


def test_cli_bad_format_exits_2() -> None:
    proc = run_cli("support-matrix", "--format", "pdf")
    assert proc.returncode == 2 and "invalid choice" in proc.stderr


def test_cli_imports_no_framework_until_a_backend_loads() -> None:
    code = """
        import json, runpy, sys
        sys.argv = ["ivy_core"]
        try:
            runpy.run_module("ivy_core", run_name="__main__", alter_sys=True)
        except SystemExit as exc:
            code = exc.code
        heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("numpy", "torch", "jax", "tensorflow"))
        print(json.dumps({"code": code, "heavy": heavy}))
    """
    proc = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    assert got == {"code": 2, "heavy": []}


def test_import_ivy_core_imports_no_cli_machinery() -> None:
    code = """
        import json, sys
        import ivy_core
        print(json.dumps(sorted(m for m in ("argparse", "html", "html.parser", "ivy_core._tools._matrix",
                                            "ivy_core._tools._matrix_render", "ivy_core.__main__") if m in sys.modules)))
    """
    proc = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == []
