"""What a trace records: the calls a traced function made, as a list of
nodes (``ivy_core.trace_graph``).

A backend plugin's ``trace`` hook runs the user's function under its
framework's own interception mechanism and reports every native call to a
:class:`Recorder`; the graph is then built from the recorded nodes
(``_graph``). Nothing here knows a framework: a recorded call is a Python
callable with arguments in which traced values appear as :class:`Ref`.

The contract for a plugin's hook (``trace(call, inputs, recorder)`` in its
runtime module):

1. For each native array in ``inputs``, make the value the framework's
   interception sees (a tensor under a function mode, a proxy, a tracer) and
   register it with ``recorder.input(i, value)``, which returns its
   :class:`Ref`.
2. Run ``outputs = call(traced_inputs)`` under the interception; it returns
   the list of output leaves (traced values, untraced arrays, Python
   values).
3. Report each native call made meanwhile with :meth:`Recorder.call`, in
   the order they ran, each traced argument replaced by its ``Ref`` and each
   array that is not traced by ``recorder.constant(array)``.
4. Report every place a traced value became a Python value with
   :meth:`Recorder.guard` (checked at every replay) or refuse it with
   :meth:`Recorder.fail` (a ``TraceError`` naming the user's line).
5. Finish with ``recorder.output(leaves, concrete)``, the output leaves
   with traced values replaced by their ``Ref`` and, when the function ran
   on real data, the outputs as plain native arrays (else ``None``).
"""

from __future__ import annotations

import os
import sys

from .._base._errors import TraceError

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["Ref", "Node", "Guard", "Recorder"]


class Ref:
    """A traced value inside a recorded call's arguments: the result of
    node ``node``, or the part of it at ``path`` (indices into a tuple or
    list result, keys into a dict)."""

    __slots__ = ("node", "path")

    def __init__(self, node: int, path: tuple[Any, ...] = ()) -> None:
        self.node = node
        self.path = path

    def __getitem__(self, key: Any) -> Ref:
        """The ``Ref`` of one part of a multi-output result."""
        return Ref(self.node, (*self.path, key))

    def __repr__(self) -> str:
        return f"v{self.node}" + "".join(f"[{k!r}]" for k in self.path)

    def __eq__(self, other: object) -> bool:
        return type(other) is Ref and other.node == self.node and other.path == self.path

    def __hash__(self) -> int:
        return hash((self.node, self.path))


class Node:
    """One recorded step.

    ``kind`` is ``"input"`` (argument ``index`` of the graph), ``"constant"``
    (an array from outside the function, held in ``value``) or ``"call"``
    (``fn(*args, **kwargs)``). ``meta`` describes the result for a person
    (``"float32[4, 3]"``), ``line`` is the user's ``file:line`` that made
    the call.
    """

    __slots__ = ("id", "kind", "fn", "name", "source", "args", "kwargs", "value", "index",
                 "meta", "line", "random", "creates", "mutates", "dynamic", "into", "outside")

    def __init__(self, id: int, kind: str) -> None:
        self.id = id
        self.kind = kind
        self.fn: Callable[..., Any] | None = None
        self.name = ""
        self.source: str | None = None
        self.args: tuple[Any, ...] = ()
        self.kwargs: dict[str, Any] = {}
        self.value: Any = None
        self.index = -1
        self.meta = ""
        self.line = ""
        self.random = False
        self.creates = False
        self.mutates: tuple[Ref, ...] = ()
        self.dynamic = False
        self.into: str | None = None
        self.outside = False

    def refs(self) -> list[Ref]:
        """The traced values this node reads (mutated ones included)."""
        found: list[Ref] = []
        _collect((self.args, self.kwargs), found)
        return found

    def __repr__(self) -> str:
        return f"<node v{self.id} {self.kind} {self.name} {self.meta}>"


class Guard:
    """A Python value taken from a traced value while tracing, checked at
    replay: ``how(ref)`` (a callable, or an attribute name when ``attr``)
    must equal ``expected`` again, else the graph does not hold for these
    inputs. ``after`` is the node after which the check runs."""

    __slots__ = ("ref", "how", "attr", "expected", "what", "line", "after")

    def __init__(self, ref: Ref, how: Any, attr: bool, expected: Any, what: str, line: str, after: int) -> None:
        self.ref = ref
        self.how = how
        self.attr = attr
        self.expected = expected
        self.what = what
        self.line = line
        self.after = after


class Recorder:
    """Collects the nodes, guards and outputs of one trace.

    A plugin sets three hooks before running the function:

    - ``describe(value) -> str``: a result's dtype and shape for a person
      (``"float32[4, 3]"``), ``""`` for what is not an array;
    - ``literal(value) -> str | None``: Python source that rebuilds a
      framework object appearing as an argument (``"torch.float32"``), or
      ``None``; a dotted name or a class called with constants, tuples,
      lists and such literals (``"torch.device('cpu')"``), the forms
      ``ivy_core.load_graph`` accepts;
    - ``is_array(value) -> bool``: whether a value in a result is an array
      (a multi-output result's parts get their own description).
    """

    def __init__(self, backend: str, framework_roots: tuple[str, ...] = ()) -> None:
        self.backend = backend
        self.nodes: list[Node] = []
        self.guards: list[Guard] = []
        self.outputs: list[Any] | None = None
        #: The outputs' concrete values, when the tracer ran the function on
        #: real data (``output(..., concrete=)``): the first call returns them
        #: rather than replaying (which would apply in-place changes twice).
        self.concrete: list[Any] | None = None
        self.describe: Callable[[Any], str] = lambda v: ""
        self.literal: Callable[[Any], str | None] = lambda v: None
        self.is_array: Callable[[Any], bool] = lambda v: False
        #: Told of every call and guard before it is recorded (a graph of
        #: ivy_core calls refuses native ones made outside ivy_core).
        self.watch: Callable[[str], None] | None = None
        self._library = _library_roots(framework_roots)
        self._constants: dict[int, Ref] = {}
        self._keep: list[Any] = []

    # -- what a plugin reports -------------------------------------------------

    def input(self, index: int, value: Any) -> Ref:
        """Register input leaf ``index`` (its traced stand-in ``value``)."""
        node = self._new("input")
        node.index = index
        node.value = value  # its shape and dtype are checked at each replay
        node.name = f"input {index}"
        node.meta = self.describe(value)
        self._keep.append(value)
        return Ref(node.id)

    def constant(self, value: Any) -> Ref:
        """The ``Ref`` of an array that did not come from the inputs (a
        closure's array, a module attribute); the same object gets the same
        node, held by reference, so that a later change to it is seen."""
        ref = self._constants.get(id(value))
        if ref is not None:
            return ref
        node = self._new("constant")
        node.value = value
        node.name = "constant"
        node.meta = self.describe(value)
        ref = self._constants[id(value)] = Ref(node.id)
        self._keep.append(value)
        return ref

    def call(
        self,
        fn: Callable[..., Any],
        args: tuple[Any, ...],
        kwargs: dict[str, Any] | None = None,
        *,
        result: Any = None,
        name: str | None = None,
        source: str | None = None,
        random: bool = False,
        mutates: tuple[Ref, ...] = (),
        dynamic: bool = False,
        line: str | None = None,
        into: str | None = None,
        outside: bool = False,
    ) -> Ref:
        """Record ``fn(*args, **kwargs)`` and return the ``Ref`` of its result.

        Args:
            fn: the native callable (``torch.sin``, ``numpy.add``, a bound
                primitive's ``bind``).
            args, kwargs: its arguments, traced values replaced by ``Ref``.
            result: the (concrete or abstract) result, for its description.
            name: the name shown to a person (default ``fn.__name__``).
            source: a Python expression that evaluates to ``fn`` after the
                framework is imported (``"torch.sin"``); found from ``fn``'s
                module and qualified name when not given.
            random: the call draws random numbers (re-run at each replay
                with ``include_generators=True``).
            mutates: the traced values the call changes in place; such calls
                are never pruned nor cached, and neither is what they change.
            dynamic: the result's shape depends on the data (``nonzero``,
                a boolean mask); reading its shape is guarded.
            line: the user's ``file:line`` that made the call, when the
                plugin knows it (a jaxpr equation's source); by default the
                innermost user frame of the current stack.
            outside: the call changed, in place, memory of an input or of an
                array from outside (through a view: a tracer that sees the
                data knows, from :meth:`outside_values`); a replay that
                fails a guard after it cannot run again. A call that changes
                an input or a constant directly counts as such anyway.
            into: the keyword through which the call writes its result into
                an array given to it (NumPy's ufuncs: ``"out"``), when the
                result is a new array of its own: the replay may then reuse
                the buffer of an argument of the same dtype and shape that
                nothing reads afterwards, as NumPy's operators do with
                temporaries.
        """
        if self.watch is not None:
            self.watch(f"call of {name or getattr(fn, '__name__', fn)}")
        node = self._new("call")
        node.fn = fn
        node.args = tuple(args)
        node.kwargs = dict(kwargs or {})
        node.name = str(name or getattr(fn, "__name__", type(fn).__name__))
        node.source = source
        node.random = random
        node.mutates = tuple(mutates)
        node.creates = not node.refs()
        node.dynamic = dynamic or any(self.nodes[r.node].dynamic for r in node.refs())
        node.meta = self._meta(result)
        node.line = self.user_line() if line is None else line
        node.into = into
        node.outside = outside or any(self.nodes[t.node].kind in ("input", "constant") for t in node.mutates)
        return Ref(node.id)

    def guard(self, ref: Ref, how: Any, expected: Any, *, what: str = "", attr: bool = False) -> None:
        """Record that the function took ``how(value)`` (the attribute
        ``how`` when ``attr``; the value itself when ``how`` is None, for a
        call whose result is a Python value) of the traced value ``ref`` and got
        ``expected``; replay checks it again after the node that made
        ``ref`` (after the latest node, for inputs and constants)."""
        if self.watch is not None:
            self.watch(f"conversion {what or how} of a traced value")
        line = self.user_line()
        after = ref.node if self.nodes[ref.node].kind == "call" else -1
        for g in self.guards:
            if g.ref == ref and g.how is how and g.attr == attr:
                return  # one check per value and question
        label = what or (f".{how}" if attr else f"{getattr(how, '__name__', how)}()")
        self.guards.append(Guard(ref, how, attr, expected, label, line, after))

    def outside_values(self) -> list[Any]:
        """The inputs' traced stand-ins and the outside arrays recorded so
        far: what an in-place call must not change through a view unseen
        (see ``call(outside=)``)."""
        return [n.value for n in self.nodes if n.kind in ("input", "constant")]

    def fail(self, message: str, *, frames: Any = None) -> None:
        """Refuse what the traced function just did: raise ``TraceError``
        naming the user's file and line (from ``frames``, a
        ``traceback.StackSummary`` such as an exception's, when given)."""
        line = self.user_line(frames)
        where = f" at {line}" if line else ""
        raise TraceError(f"ivy_core.trace_graph (backend {self.backend!r}){where}: {message}")

    def output(self, leaves: list[Any], concrete: list[Any] | None = None) -> None:
        """The function's output leaves (``Ref`` for traced values), and,
        from a tracer that ran the function on real data, their values as
        native arrays (what the first call of a lazy graph returns)."""
        self.outputs = list(leaves)
        self.concrete = None if concrete is None else list(concrete)

    # -- helpers ---------------------------------------------------------------

    def user_line(self, frames: Any = None) -> str:
        """``file:line`` of the innermost frame outside ivy_core, the plugin,
        the framework and the standard library: the user's code (of
        ``frames`` when given, else of the current stack)."""
        import traceback  # not at import time: import ivy_core stays cheap

        for frame in reversed(frames if frames is not None else traceback.extract_stack()):
            f = frame.filename
            if f.startswith("<") or f.startswith(self._library):
                continue
            if f.startswith(_STDLIB) and "-packages" not in f:
                continue
            return f"{f}:{frame.lineno}"
        return ""

    def _new(self, kind: str) -> Node:
        node = Node(len(self.nodes), kind)
        self.nodes.append(node)
        return node

    def _meta(self, result: Any) -> str:
        if isinstance(result, (tuple, list)) and not self.is_array(result):
            return "(" + ", ".join(self._meta(r) for r in result) + ")"
        return self.describe(result)


def _collect(x: Any, found: list[Ref]) -> None:
    t = type(x)
    if t is Ref:
        found.append(x)
    elif t is tuple or t is list:
        for v in x:
            _collect(v, found)
    elif t is dict:
        for v in x.values():
            _collect(v, found)
    elif t is slice:
        _collect((x.start, x.stop, x.step), found)


_STDLIB = os.path.dirname(os.__file__) + os.sep
#: The ivy_core package's directory (this module sits in ``_tracing/``).
_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep


def _library_roots(framework_roots: tuple[str, ...]) -> tuple[str, ...]:
    """Directories whose frames are not the user's: ivy_core, the plugins,
    the frameworks, the standard library."""
    roots = [_PACKAGE]
    for name in framework_roots:
        mod = sys.modules.get(name)
        path = getattr(mod, "__file__", None)
        if path:
            roots.append(os.path.dirname(os.path.abspath(path)) + os.sep)
    for name in ("pluggy", "importlib"):
        path = getattr(sys.modules.get(name), "__file__", None)
        if path:
            roots.append(os.path.dirname(os.path.abspath(path)) + os.sep)
    return tuple(roots)
