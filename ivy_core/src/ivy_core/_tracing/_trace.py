"""``ivy_core.trace_graph``: run a function once, keep the native calls that
make its outputs, replay them as plain Python source.

The recording is the backend plugin's (its runtime's ``trace`` hook, through
the framework's own interception: a torch function mode, ``__array_function__``
on a proxy, a jaxpr, a ``tf.function`` graph); pruning, caching and the
source are ``_graph``'s. This module holds what a user touches: the
``Graph`` object, its cache of traces keyed by the arguments' shapes, dtypes
and static values, the guards' outcome (trace again, or ``GuardError``),
printing, drawing, saving and loading.
"""

from __future__ import annotations

import contextlib
import functools

from .._arrays._array import Array
from .._backends import _calls, _devices
from .._base import _state
from .._base._errors import GuardError, TraceError
from .._dtype._dtypes import settings_key
from .._select import _handler
from . import _graph, _graph_args, _graph_call, _graph_draw, _persist_graph, _reads, _trace_ivy
from ._graph import Slot, Variant
from ._record import Recorder

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["trace_graph", "load_graph", "Graph"]

_new = object.__new__

#: How many traces one set of shapes, dtypes and static values may hold
#: (each for another outcome of its guards) before a failing guard raises.
MAX_VARIANTS = 8


def trace_graph(
    fn: Callable[..., Any],
    *args: Any,
    to: str | None = None,
    include_generators: bool = True,
    array_caching: bool = True,
    static_argnums: int | tuple[int, ...] | None = None,
    static_argnames: str | tuple[str, ...] | None = None,
    backend_compile: bool = False,
    **kwargs: Any,
) -> Graph:
    """The graph of native calls ``fn`` makes, as a callable ``Graph``.

    ``fn`` runs once (now, with ``args``/``kwargs``; or at the first call when
    none are given) while the backend's framework records every call that
    reaches it, through ivy_core or directly. The calls the outputs do not
    need are dropped; what remains replays as generated Python source, one
    native call per line, with no ivy_core dispatch in between.

    Args:
        fn: the function; it may mix ivy_core calls and the framework's own.
        *args: example arguments; give none (and no ``kwargs``) for a lazy graph.
        **kwargs: example keyword arguments.
        to: the backend to trace with (its framework's calls are recorded);
            by default the backend in force, else the arguments' one.
        include_generators: random draws and array creation re-run at each
            replay (fresh draws per call); ``False`` computes them once.
        array_caching: calls that depend on no input are computed once,
            when tracing, and replay as constants.
        static_argnums, static_argnames: arguments that are Python values to
            trace for (one trace per value); every other argument that is not
            an array is treated the same way.
        backend_compile: hand the replay function to the framework's compiler
            (``jax.jit``, ``torch.compile``, ``tf.function``).

    Returns:
        A ``Graph``: call it like ``fn``; ``print`` it to read its source.

    Raises:
        TraceError: ``fn`` turned a traced value into Python where no replay
            check can stand for it, or left the framework (the message names
            the line).
        NotImplementedError: the backend's plugin has no tracer.

    >>> import ivy_core as ivy
    >>> g = ivy.trace_graph(lambda x: ivy.sin(x) * 2.0, ivy.asarray([0.0, 1.0]), to="numpy")
    >>> [round(v, 4) for v in g(ivy.asarray([0.5, 1.5])).tolist()]
    [0.9589, 1.995]
    """
    if not callable(fn):
        raise TypeError(f"ivy_core.trace_graph: fn must be a callable, got {type(fn).__name__} {fn!r:.60}")
    if to is not None and not isinstance(to, str):
        raise TypeError(f"ivy_core.trace_graph: to= must be a backend name or 'ivy_core', got {to!r:.60}")
    for flag, value in (("include_generators", include_generators), ("array_caching", array_caching),
                        ("backend_compile", backend_compile)):
        if not isinstance(value, bool):
            raise TypeError(f"ivy_core.trace_graph: {flag}= must be True or False, got {value!r:.60}")
    nums = (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums or ())
    names = (static_argnames,) if isinstance(static_argnames, str) else tuple(static_argnames or ())
    if not all(type(n) is int for n in nums) or not all(type(n) is str for n in names):
        raise TypeError(
            f"ivy_core.trace_graph: static_argnums= takes ints and static_argnames= strings, got "
            f"{static_argnums!r:.60} and {static_argnames!r:.60}"
        )
    graph = Graph(fn, to=to, include_generators=include_generators, array_caching=array_caching,
                  static_argnums=nums, static_argnames=names, backend_compile=backend_compile)
    if args or kwargs:
        graph._trace(args, kwargs)
        graph._first = None
    return graph


class Graph:
    """A traced function: call it like the function; ``print`` shows the
    replayed source; ``to_dot``/``to_svg`` draw it; ``save`` writes it."""

    def __init__(
        self,
        fn: Callable[..., Any] | None,
        *,
        to: str | None,
        include_generators: bool,
        array_caching: bool,
        static_argnums: tuple[int, ...],
        static_argnames: tuple[str, ...],
        backend_compile: bool,
    ) -> None:
        self.fn = fn
        self._to = to
        self.include_generators = include_generators
        self.array_caching = array_caching
        self.static_argnums = static_argnums
        self.static_argnames = static_argnames
        self.backend_compile = backend_compile
        self._variants: dict[Any, list[Variant]] = {}
        self._last: Variant | None = None
        #: The fast path (``_set_direct``): the argument types, the trace,
        #: whether to unwrap Arrays, whether to check for an array passed
        #: twice, and the result's Slot when it is a single array.
        self._direct: tuple[tuple[type, ...], Variant, bool, bool, Slot | None, Any, Any] | None = None
        #: The fastest path, where the latest trace reads no Array from
        #: outside its arguments: a ``__call__`` written for that trace
        #: (``_graph_call.fast``), installed on a class of this graph's own.
        self._fast: Callable[..., Any] | None = None
        #: The outputs of the latest trace, when it ran the function on real
        #: data: the result of the call that traced.
        self._first: list[Any] | None = None
        #: A loaded graph's call signature (``_persist_graph.signature``),
        #: and the latest trace's (what ``save`` writes).
        self._signature: list[Any] | None = None
        self._last_signature: list[Any] = []
        #: The places fn reads from outside its arguments (``_reads``), found
        #: at its first trace: the Arrays there are inputs of every trace.
        self._places: list[_reads.Place] | None = None
        if fn is not None:
            functools.update_wrapper(self, fn)

    # -- calling ---------------------------------------------------------------

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        # A graph with a fast path has a class of its own whose __call__ is
        # that path (``_graph_call.fast``); it comes here through ``_call``.
        return self._call(args, kwargs)

    def _call(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if self._direct is not None and not kwargs:  # a trace that reads Arrays from outside
            out = _graph_call.direct(self, args)
            if out is not _graph_call.MISS:
                return out
        b, leaves, key, _, seen = self._split(args, kwargs)
        natives = [_graph_args.native_for(b, x._data if type(x) is Array else x) for x in leaves]
        if self.fn is None:
            return self._call_loaded(key, leaves, natives)
        failed: tuple[Variant, int] | None = None
        for v in self._variants.get(key, ()):
            try:
                out = v.replay(*natives)
            except _graph.GuardFailed as exc:
                if exc.final:
                    raise _graph.guard_error(v, exc.index, "") from None
                failed = (v, exc.index)
                continue
            self._set_direct(args, kwargs, leaves, key, v, seen)
            _graph_args.write_back(v, leaves, out)
            return _graph_args.rebuild(v.out_template, out)
        if failed is not None and len(self._variants[key]) >= MAX_VARIANTS:
            raise _graph.guard_error(*failed, f" after {MAX_VARIANTS} traces")
        v = self._trace(args, kwargs)
        first, self._first = self._first, None
        out = first if first is not None else v.replay(*natives)  # first: the trace ran on these arrays
        _graph_args.write_back(v, leaves, out)
        return _graph_args.rebuild(v.out_template, out)

    def _call_loaded(self, key: Any, leaves: list[Any], natives: list[Any]) -> Any:
        v = self._last
        assert v is not None
        sig = _persist_graph.signature(key[1], key[2], natives, key[6])
        if sig != self._signature:
            saved = self._signature or []
            what = (f"under the settings {saved[3:]}, not {sig[3:]}" if sig[:3] == saved[:3]
                    else f"for arguments {saved[:3]}, not {sig[:3]}")
            raise GuardError(f"ivy_core.load_graph: graph {v.program.name!r} was traced {what}; "
                             "trace the function again for these")
        try:
            out = v.replay(*natives)
        except _graph.GuardFailed as exc:
            raise _graph.guard_error(v, exc.index, "") from None
        _graph_args.write_back(v, leaves, out)
        return _graph_args.rebuild(v.out_template, out)

    def _split(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """The backend, the array leaves, the cache key, a function putting traced leaves
        back in place of the array leaves, the objects at the places fn reads from outside."""
        statics: list[Any] = []
        leaves: list[Any] = []
        def walk(x: Any, static: bool) -> Any:
            if not static and (type(x) is Array or _graph_args.is_array(x)):
                leaves.append(x)
                return Slot(len(leaves) - 1, type(x) is Array)
            t = type(x)
            if not static and (t is tuple or t is list):
                return t(walk(v, False) for v in x)
            if not static and t is dict:
                return {k: walk(v, False) for k, v in x.items()}
            try:
                hash(x)
            except TypeError:
                raise TraceError(
                    f"ivy_core.trace_graph: argument {x!r} of type {t.__name__} is neither an array "
                    "nor a hashable Python value to trace for; pass arrays, containers of arrays, "
                    "or hashable static values"
                ) from None
            statics.append((t, repr(x) if t is float or t is complex else x))  # -0.0 apart from 0.0
            return x

        spec_args = tuple(walk(a, i in self.static_argnums) for i, a in enumerate(args))
        spec_kwargs = {k: walk(v, k in self.static_argnames) for k, v in kwargs.items()}
        b = self._backend(leaves)
        # The Arrays fn reads from outside (a closure, a global, self.w) are
        # inputs after the arguments': a replay takes what they hold now.
        if self._places is None and self.fn is not None:
            self._places = _reads.places(self.fn, Array)
        seen = [p.get() for p in self._places or ()]
        held, reads = _reads.read(self._places or [], Array, b.array_types)
        leaves += held
        key_of = _graph_args.ivy_key if self._to == "ivy_core" else (b.runtime.trace_key or _graph_args.default_key)
        natives = [x._data if type(x) is Array else x for x in leaves]
        # An array passed twice is one traced value: part of the key.
        ids = [id(x) for x in natives]
        aliases = tuple(ids.index(i) for i in ids)
        key = (self._to == "ivy_core" or b.name, _graph_args.layout(spec_args, spec_kwargs), tuple(statics),
               tuple(key_of(x) for x in natives), aliases, reads, settings_key())

        def rebuild(traced: list[Any]) -> tuple[tuple[Any, ...], dict[str, Any]]:
            return _graph_args.fill(spec_args, traced), _graph_args.fill(spec_kwargs, traced)

        return b, leaves, key, rebuild, seen

    def _backend(self, leaves: list[Any]) -> Any:
        if self._to is not None and self._to != "ivy_core":
            return _handler.resolve(self._to, "ivy_core.trace_graph")
        b = _state.current_backend()
        if b is None:
            b = _handler.infer(tuple(leaves), "ivy_core.trace_graph")
        return b

    def _trace(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Variant:
        if self.fn is None:
            raise GuardError("ivy_core.trace_graph: a loaded graph cannot trace again")
        b, leaves, key, rebuild, seen = self._split(args, kwargs)
        n_held = key[5].count("array")
        ivy_level = self._to == "ivy_core"
        tracer = _trace_ivy.tracer_for(b) if ivy_level else b
        hook = tracer.runtime.trace
        if hook is None:
            raise NotImplementedError(
                f"ivy_core.trace_graph: backend {b.name!r} ({b.info.distribution}) provides no tracer "
                "(a 'trace' hook in its runtime); use ivy_core.compile, or another backend"
            )
        natives = [_graph_args.native_for(tracer, x._data if type(x) is Array else x, copy=tracer is not b)
                   for x in leaves]
        template: list[Any] = []
        rebound: list[tuple[int, int]] = []
        fn = self.fn

        name = getattr(fn, "__name__", "graph")
        options: dict[str, Any] = {
            "name": name, "include_generators": self.include_generators, "array_caching": self.array_caching
        }
        capture = _trace_ivy.Capture(tracer, b) if ivy_level else None
        if capture is not None:
            block: Any = _calls.local_backend(capture.backend)
        else:
            # The backend in force while fn runs is the caller's, as in eager
            # code: with none set, each call infers its own from its arrays
            # (creation without arrays is NumPy's), unless to= names one.
            block = _handler.using_backend(b) if self._to is not None or _state.current_backend() else contextlib.nullcontext()
        call = _graph_args.runner(fn, leaves, len(leaves) - n_held, rebuild, block, template, rebound,
                                  capture.changed_in_place if capture is not None else None)
        if capture is not None:
            program, replay = self._record_ivy_calls(capture, call, natives, options)
        else:
            program, replay = self._record_native_calls(b, call, natives, options)
        if _devices.needs_guard(b):  # several devices: the replay runs on its arrays' one device
            replay = _devices.guard(b, f"graph {program.name!r} (ivy_core.trace_graph)", program.name, replay)
        v = Variant(program, replay, b, template[0], tuple(rebound))
        self._variants.setdefault(key, []).append(v)
        self._last = v
        self._last_signature = _persist_graph.signature(key[1], key[2], natives, key[6])
        self._set_direct(args, kwargs, leaves, key, v, seen)
        return v

    def _record_ivy_calls(self, capture: Any, call: Any, natives: list[Any], options: dict[str, Any]) -> Any:
        """Run ``call`` under ``capture`` (``to="ivy_core"``): the program of
        ivy_core calls it made and its replay."""
        tracer = capture.real  # the backend that traces (NumPy in place of JAX, TensorFlow, Dask)

        def call_ivy(traced: list[Any]) -> list[Any]:
            return [x._data if type(x) is Array else x for x in call([t._data for t in traced])]

        try:
            ivy_rec, native = _trace_ivy.trace_live(capture, call_ivy, natives)
        finally:
            _state.in_blocks.pop(id(capture.backend), None)
        with _handler.using_backend(tracer):
            program = _graph.build(ivy_rec, **options)
        program.level = "ivy_core"
        self._first = native.concrete if capture.user is None else None
        return program, _trace_ivy.replayer(_graph.load_module(program.source), program.constants)

    def _record_native_calls(self, b: Any, call: Any, natives: list[Any], options: dict[str, Any]) -> Any:
        """Run ``call`` under backend ``b``'s tracer: the program of native
        calls it made and its replay (compiled when ``backend_compile``)."""
        rec = Recorder(b.name, (b.runtime.__name__.split(".", 1)[0], b.spec.framework))
        b.runtime.trace(call, natives, rec)
        if rec.outputs is None:
            raise TraceError(f"ivy_core.trace_graph: backend {b.name!r}'s tracer reported no outputs")
        program = _graph.build(rec, **options)
        replay = _graph.load_source(program.source, program.constants)
        self._first = rec.concrete
        if self.backend_compile and b.runtime.compile is not None:
            replay = b.runtime.compile(replay, (), (), {})
        return program, replay

    def _set_direct(self, args: tuple[Any, ...], kwargs: dict[str, Any], leaves: list[Any], key: Any,
                    v: Variant, seen: list[Any]) -> None:
        """Make ``v`` the fast path's trace for calls like this one, if it has
        one (``_graph_call.statics_of``; ``seen``: the objects at the places fn reads)."""
        reads = key[5]
        n_held = reads.count("array")
        statics = _graph_call.statics_of(args, leaves, n_held, key)
        if kwargs or statics is None:
            return
        types = tuple(map(type, args))
        # Aliased arguments matter only to a graph that changes arrays in place
        # (or gives an Array argument a new value).
        distinct = len(leaves) > 1 and (bool(v.rebound) or any(n.mutates for n in v.program.emitted))
        slot = v.out_template if type(v.out_template) is Slot else None
        settings = _state.global_settings()
        _graph_call.install(self, None, Graph)
        self._direct = None
        if settings is None:  # a settings block is open somewhere: no fast path
            return
        plain = v.program.level == "native" and not (self.backend_compile and v.backend.runtime.compile)
        plain = plain and not v.backend.several_devices  # the replay's device guard is a call
        places = _graph_call.reads(self._places or [], reads, seen)
        fast = _graph_call.fast(v, types, distinct, settings, plain, Graph._call, places, statics)
        if fast is not None:
            _graph_call.install(self, fast, Graph)
        if statics or (fast is not None and not reads):  # (the direct path takes arrays only)
            return
        # Reads from outside: a call the fast path misses (a place rebound) tries this one first.
        self._direct = (types, v, Array in types, distinct, slot, reads, settings)

    # -- showing ---------------------------------------------------------------

    @property
    def program(self) -> _graph.Program:
        if self._last is None:
            raise TraceError("ivy_core.trace_graph: this graph is lazy and has not been called yet")
        return self._last.program

    @property
    def source(self) -> str:
        """The replayed Python source of the latest trace."""
        return self.program.source

    def __str__(self) -> str:
        return self.source if self._last is not None else repr(self)

    def __repr__(self) -> str:
        if self._last is None:
            return f"<ivy_core Graph of {getattr(self.fn, '__name__', '?')}, not traced yet>"
        p = self._last.program
        return (f"<ivy_core Graph {p.name!r} on {self._last.backend.name}: {len(p.emitted)} calls, "
                f"{len(p.cached)} cached, {len(p.guards)} guards>")

    def to_dot(self) -> str:
        """The latest trace as Graphviz DOT text."""
        return _graph_draw.to_dot(self.program)

    def to_svg(self, path: str | None = None) -> str:
        """The latest trace drawn as SVG (written to ``path`` when given)."""
        svg = _graph_draw.to_svg(self.program)
        if path is not None:
            with open(path, "w", encoding="utf-8") as f:
                f.write(svg)
        return svg

    # -- saving ----------------------------------------------------------------

    def save(self, directory: str) -> None:
        """Write the latest trace to ``directory``: ``graph.json`` (the
        program as data: its calls by name, their arguments, the guards, the
        outputs, what calling it expects), ``constants.npz`` (its arrays) and
        ``graph.py`` (the source, to read). No pickle: ``ivy_core.load_graph``
        reads them back."""
        if self._last is None:
            raise TraceError("ivy_core.trace_graph: nothing to save; call the graph once first")
        sig = self._signature if self._signature is not None else self._last_signature
        # The Arrays fn reads from outside are the last inputs of its traces:
        # the saved graph holds them as constants, with their values now.
        held = _reads.read(self._places, Array, self._last.backend.array_types)[0] if self._places else []
        _persist_graph.save(self._last, sig, directory, held)


def load_graph(directory: str) -> Graph:
    """A graph written by ``Graph.save``; it replays for the shapes and dtypes
    it was traced for and raises ``GuardError`` otherwise.

    Loading runs nothing from the directory: ``graph.py`` is not read, the
    callees named in ``graph.json`` are resolved against an allow-list (the
    backend's framework and plugin, ``operator``, a few builtins, ivy_core's
    Array API functions), the arrays are read without pickle, and the replay
    source is written again from the checked data.

    Raises:
        ArgumentValueError: the directory holds no graph, or a malformed one
            (the message names the file and the place), or one saved by
            another ivy_core version (save it again).
    """
    v, sig = _persist_graph.load(directory)
    to = "ivy_core" if v.program.level == "ivy_core" else v.backend.name
    g = Graph(None, to=to, include_generators=True, array_caching=True,
              static_argnums=(), static_argnames=(), backend_compile=False)
    g._last = v
    g._signature = sig
    return g
