"""The core's layout: the per-call path is plain code a debugger can step
through, and the package's modules form layers (no import cycle)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import ivy_core

PACKAGE = Path(ivy_core.__file__).parent
MODULES = {
    "ivy_core" + ("" if p.name == "__init__.py" else "." + ".".join(p.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(".__init__"): p
    for p in sorted(PACKAGE.rglob("*.py"))
}  # fmt: skip


def _tree(module: str) -> ast.Module:
    return ast.parse(MODULES[module].read_text())


def _module_level_imports(module: str) -> set[str]:
    """The ivy_core modules ``module`` imports when it is imported (imports in
    functions and under ``if TYPE_CHECKING:`` are not run then)."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in _tree(module).body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        statements = list(ast.walk(node)) if isinstance(node, (ast.If, ast.Try)) else [node]
        for s in statements:
            if isinstance(s, ast.Import):
                found |= {a.name for a in s.names if a.name in MODULES}
            elif isinstance(s, ast.ImportFrom):
                base = s.module or ""
                if s.level:
                    parts = package.split(".")[: len(package.split(".")) - s.level + 1]
                    base = ".".join(parts + ([base] if base else []))
                for a in s.names:
                    target = f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base
                    if target in MODULES:
                        found.add(target)
    found.discard(module)
    found.discard("ivy_core")  # submodules importing the package face see it half-built, by design
    return found


def test_the_module_level_import_graph_has_no_cycle() -> None:
    graph = {m: _module_level_imports(m) for m in MODULES}
    assert graph["ivy_core._backends._backend"], "the graph reader found no imports at all"
    done: set[str] = set()

    def visit(m: str, path: list[str]) -> None:
        if m in path:
            pytest.fail("import cycle: " + " -> ".join(path[path.index(m) :] + [m]))
        if m in done:
            return
        for n in sorted(graph[m]):
            visit(n, path + [m])
        done.add(m)

    for m in sorted(graph):
        visit(m, [])


def test_the_graph_reader_sees_relative_imports() -> None:
    """The reader above sees relative imports (a graph with a known edge)."""
    assert "ivy_core._base._state" in _module_level_imports("ivy_core._backends._calls")
    assert "ivy_core._dispatch._entries" in _module_level_imports("ivy_core._backends._backend")


def test_no_source_is_compiled_or_frames_read() -> None:
    bad = []
    for m in MODULES:
        for node in ast.walk(_tree(m)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                if node.func.id in ("exec", "eval", "compile"):
                    bad.append(f"{m}:{node.lineno} {node.func.id}")
            if isinstance(node, ast.Attribute) and node.attr in ("_getframe", "f_lasti", "co_code", "f_back"):
                bad.append(f"{m}:{node.lineno} {node.attr}")
    assert not bad


@pytest.mark.parametrize("module", [m for m in MODULES if m.rpartition(".")[2].startswith("_") and ".testing" not in m])
def test_private_modules_hold_one_concept_each(module: str) -> None:
    lines = len(MODULES[module].read_text().splitlines())
    assert lines <= 450, f"{module} has {lines} lines: split it by concept"


def test_every_public_function_is_a_plain_function_of_its_module() -> None:
    """``ivy_core.add`` is the function defined in ``elementwise.py`` (its code
    object comes from that file), whatever backend is set."""
    from ivy_core._spec._api import API

    for name, api in API.items():
        fn = api.spec
        assert fn.__code__.co_filename == str(MODULES[fn.__module__]), name
        assert getattr(ivy_core.fft if fn.__module__ == "ivy_core.fft" else ivy_core, name) is fn


def test_py_typed_ships() -> None:
    assert (PACKAGE / "py.typed").exists()
