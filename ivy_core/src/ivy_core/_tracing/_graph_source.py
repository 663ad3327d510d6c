"""The Python source a graph replays, written from its pruned nodes
(``_graph.build``).

The module defines ``make(C, fail)``, which binds the constants (``C``) and
the callees to local names once and returns the replay function. The
function checks its inputs' shapes and dtypes, makes one native call per
line (the result's dtype and shape as a comment), checks each guard right
after the call it reads (``fail(k)``; ``fail(k, True)`` once an input or an
outside array has been changed in place, since the call cannot be made
again), and deletes each value after its last use, as eager code would.
"""

from __future__ import annotations

import importlib
import math
import sys

from ._record import Node, Recorder, Ref

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    # ``prog`` is a ``_graph.Program``, which imports this module: not
    # imported here, even for typing (no import cycle).
    Program = Any

__all__ = ["write", "refs", "dotted", "Parts"]


def write(prog: Program, rec: Recorder, values: dict[int, Any]) -> str:
    w = _Writer(prog, rec, values)
    inputs = sorted((n for n in prog.nodes if n.kind == "input"), key=lambda n: n.index)
    body: list[str] = []
    by_node: dict[int, list[int]] = {}
    for k, g in enumerate(prog.guards):
        by_node.setdefault(g.after, []).append(k)
    for n in inputs:  # the arrays this graph was traced for
        if hasattr(n.value, "shape") and hasattr(n.value, "dtype"):
            body.append(w.input_check(n))
    for k in by_node.pop(-1, []):
        body.append(w.guard(k))
    last = _last_uses(prog, by_node)
    donors = _donors(prog, last)
    for n in prog.emitted:
        into = f", {n.into}={w.ref(Ref(donors[n.id]))}" if n.id in donors else ""
        call = f"{w.callee(n)}({w.arguments(n)}{into})"
        body.append(f"{w.ref(Ref(n.id))} = {call}" + (f"  # {n.meta}" if n.meta else ""))
        if n.outside:
            w.final = True  # an input or outside array changed: no retry after this
        for k in by_node.pop(n.id, []):
            body.append(w.guard(k))
        done = last.get(n.id)
        if done:  # free what nothing reads any more, as eager code would
            body.append("del " + ", ".join(f"v{i}" for i in done))
    for after in sorted(by_node):  # guards on cached nodes: constant, checked once
        for k in by_node[after]:
            body.append(w.guard(k))
    outs = [w.value(o) for o in prog.outputs]
    body.append(f"return ({', '.join(outs)}{',' if len(prog.outputs) == 1 else ''})")
    params = ", ".join(f"v{n.id}" for n in inputs)
    imports = [f"import {m}" for m in sorted(prog.imports | w.imports)]
    head = [f'"""Graph of {prog.name}, traced by ivy_core.trace_graph on {rec.backend}."""', "", *imports]
    bind = [f"{c} = C[{c!r}]" for c in w.order] + [f"{alias} = {path}" for path, alias in w.aliases.items()]
    prog.parts = Parts(imports, bind, [f"v{n.id}" for n in inputs], body[:-1], outs)
    lines = [*head, "", "", "def make(C, fail):"]
    lines += [f"    {b}" for b in bind]
    lines += ["", f"    def {prog.name}({params}):"]
    lines += [f"        {b}" for b in body]
    lines += ["", f"    return {prog.name}", ""]
    return "\n".join(lines)


class Parts:
    """The pieces of a replay's source, for code that writes the replay
    into a function of its own (``_graph_call``): the import lines, the
    lines of ``make`` binding the constants and callees, the parameters (the
    inputs in order), the body's lines up to its ``return`` and the
    expressions of the outputs. Every name the body makes is ``v``, ``c``,
    ``d``, ``f``, ``k`` and a number, or a dotted path with ``_`` for dots."""

    __slots__ = ("imports", "bind", "params", "body", "outputs")

    def __init__(self, imports: list[str], bind: list[str], params: list[str], body: list[str],
                 outputs: list[str]) -> None:
        self.imports = imports
        self.bind = bind
        self.params = params
        self.body = body
        self.outputs = outputs


class _Writer:
    def __init__(self, prog: Program, rec: Recorder, values: dict[int, Any]) -> None:
        self.prog = prog
        self.rec = rec
        self.values = values
        self.cached = {n.id for n in prog.cached}
        self.order: list[str] = []
        self.final = False
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
            value = self.prog.values[r.node] = self.values[r.node]  # Graph.save writes it
            base = self.hold("c", value, key=-1 - r.node)
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
        if g.how is None:  # the value itself (a Python result of the call)
            expr = subject
        elif g.attr:
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
        final = ", True" if self.final else ""
        return f"if {test}: fail({k}{final})  # {g.what} at {g.line or '?'}"

    def input_check(self, n: Node) -> str:
        x = n.value
        shape = tuple(None if d is None else int(d) for d in x.shape)
        dtype = self.value(x.dtype)
        # The traced input's dtype object (``d``) first: the same object is
        # the same dtype, a test by identity (a NumPy dtype compared with
        # ``numpy.float32`` converts it at each call; 30-40 ns an input).
        same = self.hold("d", x.dtype)
        v = f"v{n.id}"
        return f"if {v}.shape != {shape!r} or {v}.dtype is not {same} and {v}.dtype != {dtype}: fail(-1)  # {n.meta}"


def _module_of(path: str) -> str:
    """The module to import for a dotted expression: its longest prefix
    that is an imported module (``jax.extend.core.primitives`` for
    ``jax.extend.core.primitives.sin_p.bind``)."""
    parts = path.split(".")
    for i in range(len(parts) - 1, 0, -1):
        if ".".join(parts[:i]) in sys.modules:
            return ".".join(parts[:i])
    return parts[0]


def _last_uses(prog: Program, by_node: dict[int, list[int]]) -> dict[int, list[int]]:
    """Emitted node id -> the values (node ids) last read by it or by the
    guards after it; outputs are never freed."""
    emitted = {n.id for n in prog.emitted} | {n.id for n in prog.nodes if n.kind == "input"}
    reader: dict[int, int] = {}
    for n in prog.emitted:
        reader[n.id] = n.id  # a result nothing reads is freed at once
        for r in n.refs():
            reader[r.node] = n.id
        for k in by_node.get(n.id, ()):
            reader[prog.guards[k].ref.node] = n.id
    keep = {r.node for r in refs(prog.outputs)}
    keep |= {prog.guards[k].ref.node for k in by_node.get(-1, ())}
    keep |= {g.ref.node for g in prog.guards if g.after not in reader}
    last: dict[int, list[int]] = {}
    for i, at in reader.items():
        if i in emitted and i not in keep:
            last.setdefault(at, []).append(i)
    return {at: sorted(ids) for at, ids in last.items()}


def _donors(prog: Any, last: dict[int, list[int]]) -> dict[int, int]:
    """Call node -> the temporary whose buffer it writes its result into:
    a new array of the same dtype and shape, made by a call of the graph,
    read by no view and by nothing after this call (as NumPy's operators
    reuse a temporary, which a call of ``numpy.add`` by name does not)."""
    dies_at = {i: at for at, ids in last.items() for i in ids}
    emitted = {n.id: n for n in prog.emitted}
    readers: dict[int, list[Node]] = {}
    for n in prog.emitted:
        for r in n.refs():
            readers.setdefault(r.node, []).append(n)
    donors: dict[int, int] = {}
    for n in prog.emitted:
        if n.into is None or n.into in n.kwargs or n.mutates or not n.meta:
            continue
        for a in n.args:
            m = emitted.get(a.node) if type(a) is Ref and not a.path else None
            if (
                m is not None
                and m.into is not None
                and m.meta == n.meta
                and dies_at.get(m.id) == n.id
                and all(r.into is not None and not r.mutates for r in readers[m.id])
            ):
                donors[n.id] = m.id
                break
    return donors


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


def refs(x: Any) -> list[Ref]:
    """The ``Ref``s inside ``x`` (an output list, an argument tree)."""
    found: list[Ref] = []
    n = Node(-1, "output")
    n.args = (x,)
    found.extend(n.refs())
    return found


dotted = _dotted
