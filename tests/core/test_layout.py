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


def _imports(module: str, *, at_import_only: bool = False) -> set[str]:
    """The ivy_core modules ``module`` imports: every import (at module level,
    in functions, under ``if TYPE_CHECKING:``), or with ``at_import_only``
    those run when it is imported (not in functions or TYPE_CHECKING)."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    tree = _tree(module)
    if at_import_only:
        statements: list[ast.AST] = []
        for node in tree.body:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                continue
            statements += list(ast.walk(node)) if isinstance(node, (ast.If, ast.Try)) else [node]
    else:
        statements = list(ast.walk(tree))
    found: set[str] = set()
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


#: The layers of the package, lowest first (ARCHITECTURE.md): a module may
#: import modules of its own layer and of the layers below it, never above,
#: counting imports in functions and under TYPE_CHECKING. Each private
#: subpackage's docstring says the same.
LAYERS = (
    ("_base",),
    ("_dtype",),
    ("_spec",),
    ("_backends",),
    ("_arrays",),
    ("_dispatch",),
    ("_plugins",),
    ("_select",),
    (
        "activations", "creation", "data_type", "elementwise", "fft", "gradients", "indexing", "linalg",
        "manipulation", "random", "searching", "sets", "sorting", "statistical", "utility", "frontends",
    ),
    ("_tracing",),
    ("_tools",),
    ("__init__", "__main__", "plugin", "testing"),  # the faces: the package, the CLI, the plugin contract, the kit
)  # fmt: skip
LAYER_OF = {part: i for i, parts in enumerate(LAYERS) for part in parts}


def _layer(module: str) -> int:
    parts = module.split(".")
    return LAYER_OF["__init__" if len(parts) == 1 else parts[1]]


def test_every_module_has_a_layer() -> None:
    """A new top-level module or subpackage gets a row in ``LAYERS`` (and a
    place in ARCHITECTURE.md) rather than slipping past the check."""
    assert {_layer(m) for m in MODULES}  # raises KeyError for a module with no layer


def test_imports_run_down_the_layers() -> None:
    upward = [
        f"{m} (layer {_layer(m)}) imports {n} (layer {_layer(n)})"
        for m in MODULES
        for n in sorted(_imports(m))
        if _layer(n) > _layer(m)
    ]
    assert not upward, "\n".join(upward)


def test_every_private_subpackage_says_what_it_owns_and_may_import() -> None:
    for parts in LAYERS:
        for part in parts:
            init = PACKAGE / part / "__init__.py"
            if part.startswith("_") and init.exists():
                doc = ast.get_docstring(ast.parse(init.read_text())) or ""
                assert "Layer" in doc and "Import" in doc, f"{part}/__init__.py: say its layer and imports"


def _first_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    done: set[str] = set()

    def visit(m: str, path: list[str]) -> list[str] | None:
        if m in path:
            return path[path.index(m) :] + [m]
        if m in done:
            return None
        for n in sorted(graph[m]):
            found = visit(n, path + [m])
            if found:
                return found
        done.add(m)
        return None

    for m in sorted(graph):
        found = visit(m, [])
        if found:
            return found
    return None


def test_the_module_level_import_graph_has_no_cycle() -> None:
    graph = {m: _imports(m, at_import_only=True) for m in MODULES}
    cycle = _first_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


def test_no_import_cycle_at_all_counting_type_checking_and_function_imports() -> None:
    graph = {m: _imports(m) for m in MODULES}
    cycle = _first_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


def test_the_checks_see_a_cycle_and_an_upward_import() -> None:
    """The readers above find what they look for (a graph with a known edge,
    a cycle made by hand, an import that runs up the layers)."""
    assert "ivy_core._base._state" in _imports("ivy_core._backends._calls", at_import_only=True)
    assert "ivy_core._spec._api" in _imports("ivy_core._spec._shapes")
    assert _first_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _layer("ivy_core._tracing._trace") > _layer("ivy_core.creation") > _layer("ivy_core._select._handler")


def test_plugins_import_only_the_public_faces() -> None:
    """A backend distribution imports ``ivy_core``, ``ivy_core.plugin`` and the
    public namespace, never a private module (the plugin contract)."""
    root = PACKAGE.parents[2] / "plugins"
    private = []
    for path in sorted(root.glob("*/src/*/*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                if name.startswith("ivy_core.") and any(p.startswith("_") for p in name.split(".")[1:]):
                    private.append(f"{path.relative_to(root)}:{node.lineno} {name}")
    assert not private


def _plugin_graph(src: Path) -> dict[str, set[str]]:
    """Every import between the modules of one plugin package (in functions
    and under TYPE_CHECKING too)."""
    package = src.name
    modules = {p.stem: p for p in src.glob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for m, path in modules.items():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                if node.level == 1:
                    base = node.module or ""
                elif node.module and node.module.startswith(package + "."):
                    base = node.module[len(package) + 1 :]
                else:
                    continue
                targets = [base] if base else [a.name for a in node.names]
                graph[m] |= {t.split(".")[0] for t in targets if t.split(".")[0] in modules and t != m}
    return graph


def test_plugins_have_no_import_cycle() -> None:
    """Each backend distribution's modules form layers too: the runtime may
    import its tracer on first use, so the tracer and what it imports never
    import the runtime back."""
    root = PACKAGE.parents[2] / "plugins"
    srcs = sorted(p for p in root.glob("*/src/*") if (p / "plugin.py").exists())
    assert len(srcs) >= 5
    for src in srcs:
        cycle = _first_cycle(_plugin_graph(src))
        assert cycle is None, f"{src.name}: import cycle " + " -> ".join(cycle or ())
    jax = next(p for p in srcs if p.name == "ivy_jax")
    assert "_trace" in _plugin_graph(jax)["_runtime"]  # the reader sees function-level imports


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
