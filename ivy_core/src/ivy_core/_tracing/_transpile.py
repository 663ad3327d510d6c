"""``ivy_core.transpile``: a function written for one framework, as a graph
that runs on another backend.

Three steps, each the work of machinery that already exists:

1. **Record** the function on its own framework with the live tracer
   (``trace_graph(fn, ..., to=source)``): the program of native calls it
   made, each with the user's line.
2. **Map** each recorded call to the frontend function of the source
   framework that computes the same on ivy_core
   (``_transpile_<source>.lookup``); a call with none is collected, and all
   of them are refused together in one ``TranspileError``.
3. **Trace the mapped program** on the target backend
   (``trace_graph(replay, ..., to=to)``): ``replay`` (:func:`_replayer`)
   runs the recorded program step by step through the frontend functions,
   so the target's tracer records the target's native calls. The result is
   an ordinary ``Graph`` of the target: it replays at native speed, compiles
   with ``backend_compile=True`` or ``ivy_core.compile``, prints as source
   and saves with ``Graph.save``.

The graph holds for the shapes, dtypes and Python arguments it was
transpiled for (the source trace fixed them, as ``trace_graph`` keys a
trace on them): other ones raise ``GuardError``; transpile again for them.
"""

from __future__ import annotations

import importlib

from .._arrays._array import Array
from .._base._errors import ArgumentTypeError, ArgumentValueError, GuardError, TranspileError
from .._select import _handler
from . import _graph_args, _transpile_views
from ._graph import Slot, _resolve
from ._record import Ref
from ._trace import Graph, trace_graph

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from ._graph import Program
    from ._record import Node

__all__ = ["transpile", "SOURCES"]

#: The frameworks whose code transpiles, and the module that maps their
#: recorded calls to their frontend's functions.
SOURCES = {"numpy": "._transpile_numpy", "torch": "._transpile_torch"}


def transpile(
    fn: Callable[..., Any],
    /,
    *,
    source: str = "numpy",
    to: str = "jax",
    args: tuple[Any, ...] = (),
    kwargs: dict[str, Any] | None = None,
    backend_compile: bool = False,
) -> Graph:
    """``fn``, written with ``source``'s own functions, as a graph that runs on
    backend ``to``.

    ``fn`` runs once on ``args`` while ``source``'s tracer records its calls;
    each call is replaced by the ``ivy_core.frontends.<source>`` function that
    computes the same with ``source``'s semantics (its promotion, default
    dtypes, keywords), and the result is traced on ``to``.

    Args:
        fn: a function of ``source``'s arrays, written with ``source``.
        source: the framework ``fn`` is written for (``"numpy"``, ``"torch"``).
        to: the backend the graph runs on (``"jax"``, ``"torch"``,
            ``"tensorflow"``, ``"numpy"``...).
        args, kwargs: example arguments of ``fn``: ``source``'s arrays (or
            Arrays, or arrays of another framework, converted) and Python
            values. The graph holds for their shapes, dtypes and Python values.
        backend_compile: hand the graph's replay to ``to``'s compiler
            (``jax.jit``, ``torch.compile``, ``tf.function``).

    Returns:
        A ``Graph`` on ``to``: call it with ``to``'s arrays or ``Array``\\ s
        of the shapes and dtypes of ``args`` (it returns ``Array``\\ s when
        given some, else native arrays); ``print`` it to read its source.

    Raises:
        TranspileError: calls of ``fn`` that have no frontend function, all
            listed with the line that made each.
        TraceError: ``fn`` did something the tracer cannot record.
        BackendNotFoundError: ``to`` (or ``source``'s backend) is not installed.

    >>> import numpy as np
    >>> import ivy_core as ivy
    >>> g = ivy.transpile(lambda x: np.exp(x).sum(axis=0), source="numpy", to="numpy",
    ...                   args=(np.zeros((2, 3), dtype=np.float32),))
    >>> y = g(ivy.asarray([[0.0, 1.0, 2.0], [0.0, 0.0, 0.0]], dtype="float32"))
    >>> [round(v, 4) for v in y.tolist()], y.dtype
    ([2.0, 3.7183, 8.3891], ivy_core.float32)
    """
    where = "ivy_core.transpile"
    if not callable(fn):
        raise ArgumentTypeError(f"{where}: fn must be a callable, got {type(fn).__name__} {fn!r:.60}")
    if source not in SOURCES:
        raise ArgumentValueError(
            f"{where}: source={source!r:.40} is not a framework with a frontend; use one of {sorted(SOURCES)}"
        )
    if not isinstance(to, str) or to == "ivy_core":
        raise ArgumentValueError(f"{where}: to= must name a backend such as 'jax', got {to!r:.60}")
    if not isinstance(args, (tuple, list)) or (kwargs is not None and not isinstance(kwargs, dict)):
        raise ArgumentTypeError(
            f"{where}: args= takes a tuple and kwargs= a dict, got {args!r:.60}, {kwargs!r:.60}"
        )
    if not isinstance(backend_compile, bool):
        raise ArgumentTypeError(
            f"{where}: backend_compile= must be True or False, got {backend_compile!r:.60}"
        )
    kwargs = dict(kwargs or {})
    mapping = importlib.import_module(SOURCES[source], __package__)
    target = _handler.resolve(to, where)
    recorded = trace_graph(fn, *args, to=source, array_caching=False, **kwargs)
    leaves, statics = _flatten(args, kwargs)
    program = recorded.program
    with _handler.using_backend(target):  # the arguments' NumPy scalars become the target's arrays
        steps, initial = _plan(program, mapping, len(leaves))
    name = getattr(fn, "__name__", "graph")
    # The result's layout, every leaf as it comes (the replay makes it an Array or not).
    template = _plain(recorded._last.out_template) if recorded._last is not None else None
    specs = [_graph_args.ivy_key(x._data if type(x) is Array else x) for x in leaves]
    with _handler.using_backend(target):
        constants = {
            n.id: mapping.wrap(_target_array(target, n.value)) for n in program.nodes if n.kind == "constant"
        }
    replay = _replayer(
        name, f"{source} -> {to}", steps, initial, program, constants, specs, statics, template, mapping
    )
    example_args, example_kwargs = _to_target(target, args, kwargs)
    return trace_graph(replay, *example_args, to=to, backend_compile=backend_compile, **example_kwargs)


# -- planning: every call mapped, or every missing one named ------------------------------


class _Step:
    """One call of the replayed program: node ``id`` is ``fn(*args, **kwargs)``
    (arguments as recorded, ``Ref`` for traced values, Python values
    converted for the frontend), then the source's ``guards`` on it."""

    __slots__ = ("id", "fn", "args", "kwargs", "guards", "label", "line")

    def __init__(self, node: Node, fn: Callable[..., Any], args: Any, kwargs: Any, label: str) -> None:
        self.id = node.id
        self.fn = fn
        self.args = args
        self.kwargs = kwargs
        self.guards: list[Any] = []
        self.label = label
        self.line = node.line


def _plan(program: Program, mapping: Any, n_args: int) -> tuple[list[_Step], list[Any]]:
    """The steps of ``program``, each with its frontend function and the
    guards checked after it, and the guards on the inputs; raises one
    ``TranspileError`` naming every call that has none (and everything else
    the frontends cannot follow: in-place changes of inputs or of views)."""
    missing: list[tuple[str, str]] = []
    refused: list[str] = []
    nodes = program.nodes
    for n in nodes:
        if n.kind == "input" and n.index >= n_args:
            refused.append(
                f"{n.name}: the function reads an ivy_core Array from outside its arguments; "
                "pass it as an argument"
            )
    steps: list[_Step] = []
    for n in program.emitted:
        label = mapping.label(n)
        fn = mapping.lookup(n)
        if fn is None:
            missing.append((label, n.line))
            continue
        if n.random:
            refused.append(
                f"{label} at {n.line or '?'}: random draws are not transpiled (pass the numbers in)"
            )
        refused += _transpile_views.problems(n, program, mapping, label)
        steps.append(_Step(n, fn, _convert(n.args, mapping), _convert(n.kwargs, mapping), label))
    by_id = {s.id: s for s in steps}
    initial: list[Any] = []
    for g in program.guards:
        if g.attr and g.how != "shape":
            missing.append((f"the attribute .{g.how} of an array", g.line))
        step = by_id.get(g.after)
        (step.guards if step is not None else initial).append(g)
    if missing or refused:
        raise TranspileError(_message(mapping, missing, refused))
    return steps, initial


def _message(mapping: Any, missing: list[tuple[str, str]], refused: list[str]) -> str:
    parts = []
    if missing:
        by_name: dict[str, list[str]] = {}
        for label, line in missing:
            by_name.setdefault(label, []).append(line or "an unknown line")
        lines = "\n".join(f"  {label}  (called at {', '.join(where)})" for label, where in by_name.items())
        parts.append(
            f"{len(by_name)} {mapping.NAME} function(s) have no {mapping.FRONTEND} function:\n{lines}\n"
            f"add them to the frontend (docs: Frontends, 'Adding a function') or leave them out of "
            "the transpiled function"
        )
    if refused:
        parts.append("what the frontends cannot follow:\n" + "\n".join(f"  {r}" for r in refused))
    return f"ivy_core.transpile (source {mapping.NAME!r}): " + "\n".join(parts)


def _convert(x: Any, mapping: Any) -> Any:
    """A call's recorded arguments with the source's Python values (dtypes,
    scalars) as the frontend reads them; ``Ref`` stays."""
    t = type(x)
    if t is Ref:
        return x
    if t is tuple or t is list:
        return t(_convert(v, mapping) for v in x)
    if t is dict:
        return {k: _convert(v, mapping) for k, v in x.items()}
    if t is slice:
        return slice(*(_convert(v, mapping) for v in (x.start, x.stop, x.step)))
    return mapping.argument(x)


# -- the replayed program --------------------------------------------------------------------


def _replayer(
    name: str,
    what: str,
    steps: list[_Step],
    initial: list[Any],
    program: Program,
    constants: dict[int, Any],
    specs: list[Any],
    statics: list[Any],
    template: Any,
    mapping: Any,
) -> Callable[..., Any]:
    """The function the target's tracer runs: the recorded program, each call
    through its frontend function, on the target's arrays."""
    inputs = [(n.id, n.index) for n in program.nodes if n.kind == "input"]
    outputs = program.outputs
    wrap = mapping.wrap

    def replay(*args: Any, **kwargs: Any) -> Any:
        leaves, given = _flatten(args, kwargs)
        if given != statics or len(leaves) != len(specs):
            raise GuardError(
                f"ivy_core.transpile: {name!r} ({what}) was transpiled for {len(specs)} arrays and the "
                f"Python arguments {[v[1] for v in statics if type(v) is tuple and len(v) == 2]!r:.80} in "
                "another layout or with other values than these; transpile it again for these"
            )
        env: dict[int, Any] = dict(constants)
        arrays = False
        for (node, index), spec in zip(inputs, specs, strict=True):
            x = leaves[index]
            arrays = arrays or type(x) is Array
            a = x if type(x) is Array else _graph_args.wrap(x)
            if _graph_args.ivy_key(a._data) != spec:
                raise GuardError(
                    f"ivy_core.transpile: {name!r} ({what}) was transpiled for argument {index} "
                    f"of dtype and shape {spec}, not {_graph_args.ivy_key(a._data)}; transpile it "
                    "again for these"
                )
            env[node] = wrap(a)
        for g in initial:
            _check(g, env, name)
        for s in steps:
            try:
                env[s.id] = s.fn(*_resolve(s.args, env), **_resolve(s.kwargs, env))
            except Exception as exc:  # the frontend refused (a keyword it lacks): say where in fn
                exc.add_note(f"ivy_core.transpile: in the frontend's {s.label}, called at {s.line or '?'}")
                raise
            for g in s.guards:
                _check(g, env, name)
        out = [_unwrap(_resolve(o, env), arrays) for o in outputs]
        return _graph_args.rebuild(template, out) if template is not None else out

    replay.__name__ = replay.__qualname__ = name
    replay.__doc__ = f"{name}, transpiled ({what}) by ivy_core.transpile"
    return replay


def _check(g: Any, env: dict[int, Any], name: str) -> None:
    """The source's guard ``g`` on the frontend's value (on the target, its
    tracer makes it a guard of its own, or refuses it)."""
    v = _resolve(g.ref, env)
    got = getattr(v, g.how) if g.attr else (v if g.how is None else g.how(v))
    if got != g.expected:
        raise GuardError(
            f"ivy_core.transpile: {name!r} was transpiled for {g.what} == {g.expected!r} (at "
            f"{g.line or 'an unknown line'}), which does not hold for these inputs; transpile it "
            "again for them"
        )


def _unwrap(x: Any, arrays: bool) -> Any:
    """An output: a frontend array as an Array (``arrays``) or its native array."""
    a = getattr(x, "ivy_array", None)
    if isinstance(a, Array):
        return a if arrays else a._data
    if type(x) is Array and not arrays:
        return x._data
    return x


# -- arguments -------------------------------------------------------------------------------


def _flatten(args: Any, kwargs: dict[str, Any]) -> tuple[list[Any], list[Any]]:
    """The array leaves of the arguments, in ``trace_graph``'s order, and
    their Python values (what the trace was made for)."""
    leaves: list[Any] = []
    statics: list[Any] = []

    def walk(x: Any) -> None:
        t = type(x)
        if t is Array or _graph_args.is_array(x):
            leaves.append(x)
        elif t is tuple or t is list:
            statics.append(t)
            for v in x:
                walk(v)
        elif t is dict:
            statics.append(tuple(x))
            for v in x.values():
                walk(v)
        else:
            statics.append((t, x))

    walk(tuple(args))
    walk(dict(kwargs))
    return leaves, statics


def _plain(tree: Any) -> Any:
    """A result's layout (``_graph_args.template``) with every leaf taken as
    it comes: the replay makes it an Array or not."""
    t = type(tree)
    if t is Slot:
        return Slot(tree.index, False)
    if t is tuple or t is list:
        return t(_plain(v) for v in tree)
    if t is dict:
        return {k: _plain(v) for k, v in tree.items()}
    if isinstance(tree, tuple) and hasattr(t, "_fields"):
        return t(*(_plain(v) for v in tree))
    return tree


def _target_array(target: Any, x: Any) -> Array:
    """``x`` (an array of any framework) as an Array of backend ``target``."""
    return _graph_args.wrap(_graph_args.native_for(target, x._data if type(x) is Array else x))


def _to_target(target: Any, args: Any, kwargs: dict[str, Any]) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """The example arguments with every array an Array of ``target``."""

    def conv(x: Any) -> Any:
        t = type(x)
        if t is Array or _graph_args.is_array(x):
            return _target_array(target, x)
        if t is tuple or t is list:
            return t(conv(v) for v in x)
        if t is dict:
            return {k: conv(v) for k, v in x.items()}
        return x

    return tuple(conv(a) for a in args), {k: conv(v) for k, v in kwargs.items()}
