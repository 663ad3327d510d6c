"""From recorded nodes (``_record``) to the Python source a graph replays.

Three passes over one trace:

1. **Prune**: keep the nodes the outputs, the guards and the in-place calls
   need; a ``print`` or an unused intermediate leaves nothing behind.
2. **Cache** (``array_caching``): a kept call that depends on no input, no
   random draw (with ``include_generators``) and on nothing changed in place
   is computed once, now, and replays as a constant.
3. **Write** the replay function (``_graph_source``), one native call per
   line with the result's dtype and shape as a comment, and a check per
   guard right after the call it reads.

The source is written to a file of a private per-process directory and
imported from there (``load_module``), so a debugger steps through a graph
like any module; ``Graph.save`` writes the same source beside its data, for
reading only (``ivy_core.load_graph`` writes it again from the data).
"""

from __future__ import annotations

import os
import threading

from .._base._errors import GuardError
from ._graph_source import refs, write
from ._record import Node, Recorder, Ref

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["Program", "Variant", "Slot", "build", "load_source", "load_module", "GuardFailed", "fail"]


class GuardFailed(Exception):
    """Raised by a replay whose guard ``index`` does not hold (-1: an input
    of another type, shape or dtype than traced). ``final``: the replay had
    already changed an input or an outside array in place, so it must not
    be run again for these arguments."""

    def __init__(self, index: int, final: bool = False) -> None:
        super().__init__(index)
        self.index = index
        self.final = final


def fail(index: int, final: bool = False) -> None:
    raise GuardFailed(index, final)


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
        #: The values of the constant and cached nodes the source reads, by
        #: node id (what ``Graph.save`` writes to ``constants.npz``).
        self.values: dict[int, Any] = {}
        #: The recorder's ``literal`` hook: the source text of a framework
        #: object among the arguments (``torch.float32``), for ``Graph.save``.
        self.literal: Callable[[Any], str | None] = _no_literal
        #: ``"native"``: calls of the backend's framework; ``"ivy_core"``:
        #: ivy_core calls, replayed on any backend.
        self.level = "native"
        #: The pieces of ``source`` (``_graph_source.Parts``), for the fast
        #: path of a call, which writes the replay into itself.
        self.parts: Any = None


def _no_literal(value: Any) -> str | None:
    return None


class Variant:
    """One trace of a graph: its program, its replay function, the backend
    it replays on, where each replayed output goes in the result, and the
    Array arguments the function gave new values: (argument leaf, output
    leaf) pairs, written back after each replay."""

    __slots__ = ("program", "replay", "backend", "out_template", "rebound", "calls")

    def __init__(
        self, program: Program, replay: Callable[..., Any], backend: Any, out_template: Any,
        rebound: tuple[tuple[int, int], ...] = (),
    ) -> None:
        self.program = program
        self.replay = replay
        self.backend = backend
        self.out_template = out_template
        self.rebound = rebound
        #: The fast paths of calls written for this trace (``_graph_call``),
        #: by what each was written for.
        self.calls: dict[Any, Any] = {}


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
    prog.literal = rec.literal
    values: dict[int, Any] = {n.id: n.value for n in nodes if n.kind == "constant"}
    # An output is made afresh by each call: a caller may change it in place.
    outputs = {r.node for r in refs(rec.outputs)}
    for n in nodes:
        if n.id not in live or n.kind != "call":
            continue
        if array_caching and n.id not in varying and n.id not in outputs:
            values[n.id] = n.fn(*_resolve(n.args, values), **_resolve(n.kwargs, values))  # type: ignore[misc]
            prog.cached.append(n)
        else:
            prog.emitted.append(n)
    prog.source = write(prog, rec, values)
    return prog


def _live(rec: Recorder) -> set[int]:
    """The nodes the outputs, the guards and the in-place calls depend on
    (every in-place call is kept: what it changes may be seen outside)."""
    nodes = rec.nodes
    todo = [r.node for r in refs(rec.outputs)]
    todo += [g.ref.node for g in rec.guards]
    todo += [n.id for n in nodes if n.mutates]
    live: set[int] = set()
    while todo:
        i = todo.pop()
        if i in live:
            continue
        live.add(i)
        todo.extend(r.node for r in nodes[i].refs())
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


# -- loading the source ---------------------------------------------------------

_DIR: list[str] = []
_DIR_LOCK = threading.Lock()


def _directory() -> str:
    """This process's private directory of graph sources (removed at exit)."""
    with _DIR_LOCK:
        if not _DIR:
            import atexit
            import shutil
            import tempfile

            _DIR.append(tempfile.mkdtemp(prefix="ivy_core-graphs-"))
            atexit.register(shutil.rmtree, _DIR[0], True)
    return _DIR[0]


def load_source(source: str, constants: dict[str, Any]) -> Callable[..., Any]:
    """The replay function of ``source`` (``load_module``), its ``make``
    given the constants."""
    return load_module(source).make(constants, fail)  # type: ignore[no-any-return]


def load_module(source: str) -> Any:
    """The module of a graph's ``source``, imported from a file of this
    process's private directory. Only source ivy_core wrote comes here (a
    trace's, or one written again from a loaded graph's checked data),
    never a file of the user's."""
    import importlib.util  # not at import time: import ivy_core stays cheap

    path = os.path.join(_directory(), f"graph_{abs(hash(source)):x}.py")
    if not os.path.exists(path):
        # Written under another name first: a trace in another thread
        # never imports a file half written.
        tmp = f"{path}.{threading.get_ident()}.tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(source)
        os.replace(tmp, path)
    spec = importlib.util.spec_from_file_location(f"ivy_core_graph_{abs(hash(path)):x}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def guard_error(v: Variant, index: int, after: str) -> GuardError:
    """The error of a replay whose check ``index`` failed (-1: the inputs'
    shapes and dtypes), ``after`` some traces."""
    if index < 0:
        return GuardError(
            f"ivy_core.trace_graph: graph {v.program.name!r} was traced for arrays of other shapes or "
            "dtypes than these; trace the function for these inputs"
        )
    g = v.program.guards[index]
    hint = "trace the function for these inputs, or pass what the branch reads as a static argument"
    if after and type(g.expected) in (int, float, complex) and type(g.expected) is not bool:
        # A Python number taken from data: every new value is one more trace.
        hint = (
            f"{g.what} of an array gives a number that each new value must be traced for; compare "
            "the Array itself instead (``if ivy.mean(x) > 0:`` checks only the comparison's outcome, "
            "two traces at most), use ivy_core.where, or pass the number as a static argument"
        )
    return GuardError(
        f"ivy_core.trace_graph: graph {v.program.name!r} was traced for {g.what} == {g.expected!r} "
        f"(at {g.line or 'an unknown line'}), which does not hold for these inputs{after}; {hint}"
    )
