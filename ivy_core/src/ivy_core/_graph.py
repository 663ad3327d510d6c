"""From recorded nodes (``_record``) to the Python source a graph replays.

Three passes over one trace:

1. **Prune**: keep the nodes the outputs, the guards and the in-place calls
   need; a ``print`` or an unused intermediate leaves nothing behind.
2. **Cache** (``array_caching``): a kept call that depends on no input, no
   random draw (with ``include_generators``) and on nothing changed in place
   is computed once, now, and replays as a constant.
3. **Write** the replay function, one native call per line with the result's
   dtype and shape as a comment, and a check per guard right after the call
   it reads.

The source is written to a file of a private per-process directory and
imported from there (``_load``), so a debugger steps through a graph like any
module; ``Graph.save`` writes the same source beside its constants.
"""

from __future__ import annotations

import atexit
import importlib
import importlib.util
import math
import os
import shutil
import sys
import tempfile

from ._record import Node, Recorder, Ref

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["Program", "Variant", "Slot", "build", "load_source", "load_module", "GuardFailed", "fail"]


class GuardFailed(Exception):
    """Raised by a replay whose guard ``index`` does not hold."""

    def __init__(self, index: int) -> None:
        super().__init__(index)
        self.index = index


def fail(index: int) -> None:
    raise GuardFailed(index)


class Program:
    """A built graph: its source and what the source reads at run time.

    ``constants`` maps a name of the source (``c3``, ``f7``) to the value it
    stands for: arrays from outside the function or computed once, and
    callables or objects with no importable name. ``emitted`` are the nodes
    that replay, in order; ``n_inputs`` the number of array arguments.
    """

    def __init__(self) -> None:
        self.source = ""
        self.name = "graph"
        self.backend = ""
        self.constants: dict[str, Any] = {}
        self.emitted: list[Node] = []
        self.cached: list[Node] = []
        self.nodes: list[Node] = []
        self.guards: list[Any] = []
        self.outputs: list[Any] = []
        self.n_inputs = 0
        self.imports: set[str] = set()
        #: ``"native"``: calls of the backend's framework; ``"ivy_core"``:
        #: ivy_core calls, replayed on any backend.
        self.level = "native"


class Variant:
    """One trace of a graph: its program, its replay function, the backend
    it replays on, and where each replayed output goes in the result."""

    __slots__ = ("program", "replay", "backend", "out_template")

    def __init__(self, program: Program, replay: Callable[..., Any], backend: Any, out_template: Any) -> None:
        self.program = program
        self.replay = replay
        self.backend = backend
        self.out_template = out_template


class Slot:
    """Where an array leaf sits in a call's arguments or result (``array``:
    it was an ``ivy_core.Array``, not a native array)."""

    __slots__ = ("index", "array")

    def __init__(self, index: int, array: bool) -> None:
        self.index = index
        self.array = array

    def __repr__(self) -> str:
        return f"<{'Array' if self.array else 'native'} {self.index}>"


def build(rec: Recorder, *, name: str, include_generators: bool, array_caching: bool) -> Program:
    """The program for one finished trace."""
    nodes = rec.nodes
    live = _live(rec)
    varying = _varying(nodes, include_generators)
    prog = Program()
    prog.name = name if name.isidentifier() else "graph"
    prog.backend = rec.backend
    prog.nodes = nodes
    prog.guards = rec.guards
    prog.outputs = list(rec.outputs or ())
    prog.n_inputs = sum(1 for n in nodes if n.kind == "input")
    values: dict[int, Any] = {n.id: n.value for n in nodes if n.kind == "constant"}
    # An output is made afresh by each call: a caller may change it in place.
    outputs = {r.node for r in _refs(rec.outputs)}
    for n in nodes:
        if n.id not in live or n.kind != "call":
            continue
        if array_caching and n.id not in varying and n.id not in outputs:
            values[n.id] = n.fn(*_resolve(n.args, values), **_resolve(n.kwargs, values))  # type: ignore[misc]
            prog.cached.append(n)
        else:
            prog.emitted.append(n)
    prog.source = _write(prog, rec, values)
    return prog


def _live(rec: Recorder) -> set[int]:
    """The nodes the outputs, guards and in-place calls depend on."""
    nodes = rec.nodes
    todo = [r.node for r in _refs(rec.outputs)]
    todo += [g.ref.node for g in rec.guards]
    todo += [n.id for n in nodes if n.mutates]
    live: set[int] = set()
    while todo:
        i = todo.pop()
        if i in live:
            continue
        live.add(i)
        todo.extend(r.node for r in nodes[i].refs())
        # a call that changes a live value in place is needed by it
    for n in nodes:
        if n.mutates and any(t.node in live for t in n.mutates):
            live.add(n.id)
    return live


def _varying(nodes: list[Node], include_generators: bool) -> set[int]:
    """The nodes whose value may differ between replays: inputs, random
    draws (with ``include_generators``), what is changed in place and what
    it was derived from (it may be a view), and everything computed from
    those. A creation call from Python values (``zeros``, ``arange``, a
    scalar operand) gives the same array every time: it is a constant
    unless something changes it in place."""
    changed: set[int] = set()
    todo = [t.node for n in nodes for t in n.mutates] + [n.id for n in nodes if n.mutates]
    while todo:
        i = todo.pop()
        if i not in changed:
            changed.add(i)
            todo.extend(r.node for r in nodes[i].refs())
    varying: set[int] = set()
    for n in nodes:
        if (
            n.kind == "input"
            or n.id in changed
            or (include_generators and n.random)
            or any(r.node in varying for r in n.refs())
        ):
            varying.add(n.id)
    return varying


# -- writing the source ---------------------------------------------------------


def _write(prog: Program, rec: Recorder, values: dict[int, Any]) -> str:
    w = _Writer(prog, rec, values)
    inputs = sorted((n for n in prog.nodes if n.kind == "input"), key=lambda n: n.index)
    body: list[str] = []
    by_node: dict[int, list[int]] = {}
    for k, g in enumerate(prog.guards):
        by_node.setdefault(g.after, []).append(k)
    for k in by_node.pop(-1, []):
        body.append(w.guard(k))
    for n in prog.emitted:
        call = f"{w.callee(n)}({w.arguments(n)})"
        body.append(f"{w.ref(Ref(n.id))} = {call}" + (f"  # {n.meta}" if n.meta else ""))
        for k in by_node.pop(n.id, []):
            body.append(w.guard(k))
    for after in sorted(by_node):  # guards on cached nodes: constant, checked once
        for k in by_node[after]:
            body.append(w.guard(k))
    outs = ", ".join(w.value(o) for o in prog.outputs)
    body.append(f"return ({outs}{',' if len(prog.outputs) == 1 else ''})")
    params = ", ".join(f"v{n.id}" for n in inputs)
    head = [f'"""Graph of {prog.name}, traced by ivy_core.trace_graph on {rec.backend}."""', ""]
    head += [f"import {m}" for m in sorted(prog.imports | w.imports)]
    lines = [*head, "", "", "def make(C, fail):"]
    lines += [f"    {c} = C[{c!r}]" for c in w.order]
    lines += [f"    {alias} = {path}" for path, alias in w.aliases.items()]
    lines += ["", f"    def {prog.name}({params}):"]
    lines += [f"        {b}" for b in body]
    lines += ["", f"    return {prog.name}", ""]
    return "\n".join(lines)


class _Writer:
    def __init__(self, prog: Program, rec: Recorder, values: dict[int, Any]) -> None:
        self.prog = prog
        self.rec = rec
        self.values = values
        self.cached = {n.id for n in prog.cached}
        self.order: list[str] = []
        self.imports: set[str] = set()
        #: dotted callee -> the name make() binds it to
        self.aliases: dict[str, str] = {}
        self._named: dict[int, str] = {}

    def hold(self, prefix: str, value: Any, key: int | None = None) -> str:
        """A name of the source for ``value`` (read from ``C``)."""
        k = id(value) if key is None else key
        name = self._named.get(k)
        if name is None:
            name = self._named[k] = f"{prefix}{len(self.order)}"
            self.order.append(name)
            self.prog.constants[name] = value
        return name

    def ref(self, r: Ref) -> str:
        node = self.prog.nodes[r.node]
        if node.kind == "constant" or r.node in self.cached:
            base = self.hold("c", self.values[r.node], key=-1 - r.node)
        else:
            base = f"v{r.node}"
        return base + "".join(f"[{k!r}]" for k in r.path)

    def callee(self, n: Node) -> str:
        path = n.source or _dotted(n.fn)
        if not path:
            return self.hold("f", n.fn)
        self.imports.add(_module_of(path))
        alias = self.aliases.get(path)
        if alias is None:  # read once by make(), a local of the replay's closure
            alias = self.aliases[path] = f"{path.replace('.', '_')}"
        return alias

    def arguments(self, n: Node) -> str:
        parts = [self.value(a) for a in n.args]
        parts += [f"{k}={self.value(v)}" for k, v in n.kwargs.items()]
        return ", ".join(parts)

    def value(self, x: Any) -> str:
        t = type(x)
        if t is Ref:
            return self.ref(x)
        if x is None or t is bool or t is int or t is str or x is Ellipsis:
            return "..." if x is Ellipsis else repr(x)
        if t is float or t is complex:
            return _number(x)
        if t is tuple:
            inner = ", ".join(self.value(v) for v in x)
            return f"({inner}{',' if len(x) == 1 else ''})"
        if t is list:
            return "[" + ", ".join(self.value(v) for v in x) + "]"
        if t is dict:
            return "{" + ", ".join(f"{k!r}: {self.value(v)}" for k, v in x.items()) + "}"
        if t is slice:
            return f"slice({self.value(x.start)}, {self.value(x.stop)}, {self.value(x.step)})"
        text = self.rec.literal(x)
        if text is None and (isinstance(x, type) or callable(x)):
            text = _dotted(x)
        if text is not None:
            self.imports.add(_module_of(text.split("(", 1)[0]))
            return text
        return self.hold("k", x)

    def guard(self, k: int) -> str:
        g = self.prog.guards[k]
        subject = self.ref(g.ref)
        if g.attr:
            expr = f"{subject}.{g.how}"
        else:
            fn = _dotted(g.how)
            if fn and fn.startswith("builtins."):
                fn = fn[len("builtins."):]
            elif fn:
                self.imports.add(_module_of(fn))
            expr = f"{fn or self.hold('f', g.how)}({subject})"
        e = g.expected
        if isinstance(e, float) and math.isnan(e):
            self.imports.add("math")
            test = f"not math.isnan({expr})"
        else:
            test = f"{expr} != {self.value(e)}"
        return f"if {test}: fail({k})  # {g.what} at {g.line or '?'}"


def _module_of(path: str) -> str:
    """The module to import for a dotted expression: its longest prefix
    that is an imported module (``jax.extend.core.primitives`` for
    ``jax.extend.core.primitives.sin_p.bind``)."""
    parts = path.split(".")
    for i in range(len(parts) - 1, 0, -1):
        if ".".join(parts[:i]) in sys.modules:
            return ".".join(parts[:i])
    return parts[0]


def _number(x: float | complex) -> str:
    if isinstance(x, complex):
        return f"complex({_number(x.real)}, {_number(x.imag)})"
    if math.isfinite(x):
        return repr(x)
    return f"float({repr(x)!r})"


def _dotted(fn: Any) -> str | None:
    """An importable dotted name that evaluates to ``fn``, or ``None``."""
    mod = getattr(fn, "__module__", None)
    qual = getattr(fn, "__qualname__", None)
    if not isinstance(mod, str) or not isinstance(qual, str) or "<" in qual:
        return None
    candidates = [mod]
    if mod.startswith("_"):  # _operator.add is operator.add
        candidates.insert(0, mod[1:])
    if mod.startswith("torch._C") or mod.startswith("numpy."):
        candidates.append(mod.split(".", 1)[0])
    if mod == "builtins":
        return f"builtins.{qual}"
    for m in candidates:
        try:
            obj: Any = importlib.import_module(m)
            for part in qual.split("."):
                obj = getattr(obj, part)
        except (ImportError, AttributeError):
            continue
        if obj is fn or obj == fn:
            if m.split(".", 1)[0] != m and m.rsplit(".", 1)[-1].startswith("_"):
                continue  # keep private module paths out of the source
            return f"{m}.{qual}"
    return None


def _resolve(x: Any, values: dict[int, Any]) -> Any:
    t = type(x)
    if t is Ref:
        v = values[x.node]
        for k in x.path:
            v = v[k]
        return v
    if t is tuple or t is list:
        return t(_resolve(v, values) for v in x)
    if t is dict:
        return {k: _resolve(v, values) for k, v in x.items()}
    if t is slice:
        return slice(*(_resolve(v, values) for v in (x.start, x.stop, x.step)))
    return x


def _refs(x: Any) -> list[Ref]:
    found: list[Ref] = []
    n = Node(-1, "output")
    n.args = (x,)
    found.extend(n.refs())
    return found


# -- loading the source ---------------------------------------------------------

_DIR: list[str] = []


def load_source(source: str, constants: dict[str, Any], path: str | None = None) -> Callable[..., Any]:
    """The replay function of ``source``: the module is imported from
    ``path`` (or from a file of a private temporary directory) and its
    ``make`` given the constants."""
    return load_module(source, path).make(constants, fail)  # type: ignore[no-any-return]


def load_module(source: str, path: str | None = None) -> Any:
    """The module of a graph's ``source``, imported from ``path`` or from a
    file of a private temporary directory."""
    if path is None:
        if not _DIR:
            _DIR.append(tempfile.mkdtemp(prefix="ivy_core-graphs-"))
            atexit.register(shutil.rmtree, _DIR[0], True)
        path = os.path.join(_DIR[0], f"graph_{abs(hash(source)):x}.py")
        if not os.path.exists(path):
            with open(path, "w", encoding="utf-8") as f:
                f.write(source)
    spec = importlib.util.spec_from_file_location(f"ivy_core_graph_{abs(hash(path)):x}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
