"""``trace_graph(fn, to="ivy_core")``: a graph of ivy_core calls, which
replays on any backend.

The function runs under a backend's own tracer, one that reports native
calls while the function runs (NumPy's or PyTorch's; a JAX or TensorFlow
input is traced on NumPy), so everything the native tracer refuses is
refused here too; ivy_core calls are recorded one level up:

- **API calls** through a recording backend: an object that stands for
  the tracing ``Backend`` in a ``using_backend`` block, whose entries record the
  call (``ivy_core.add(v0, v1)``) and run the real entry. Calls made inside
  an ivy_core function (compositional bodies) are not recorded: replaying
  the outer call makes them again. The per-call path of every other call is
  untouched: only this block's entries record.
- **Array methods** that do not go through the API (indexing, item
  assignment, in-place operators, conversions to Python) report to the
  capture in force (``_state.ivy_capture``) and are recorded as the
  ``operator`` call or the guard they stand for.

A native call or conversion the native tracer sees outside any recorded
ivy_core call (``x.data`` handed to NumPy directly) has no ivy_core form:
``TraceError`` naming the line.
"""

from __future__ import annotations

import operator

from .._arrays._array import Array
from .._base import _state
from .._dtype._dtypes import Dtype
from .._dtype._promotion import PYTHON_SCALARS
from .._select import _handler
from .._spec._api import API, POSITIONAL_ONLY, POSITIONAL_OR_KEYWORD, VAR_POSITIONAL
from .._spec._operators import BINARY
from ..creation import asarray
from ._graph import fail
from ._record import Recorder, Ref

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["Capture", "RecordingBackend", "INPLACE"]

#: API name of an in-place operator's function -> its ``operator`` function
#: (``add`` -> ``operator.iadd``), from the one table of operators.
INPLACE = {function: getattr(operator, f"i{stem}") for stem, function in BINARY.items()}

#: ivy_core functions that draw random numbers.
RANDOM = frozenset({"random_uniform", "random_normal"})

_PY_SCALARS = PYTHON_SCALARS


class Capture:
    """The ivy_core-level recording of one trace."""

    def __init__(self, real: Any, user: Any = None) -> None:
        self.rec = Recorder("ivy_core", (real.runtime.__name__.split(".", 1)[0], real.spec.framework))
        self.rec.describe = _describe
        self.rec.literal = _literal
        self.rec.is_array = lambda v: type(v) is Array
        self.real = real
        #: The backend of the caller's arrays when ``real`` traces in its
        #: place (a JAX, TensorFlow or Dask input traced on NumPy), else None.
        self.user = user if user is not real else None
        self.backend = RecordingBackend(real, self)
        self.depth = 0
        #: The native tracer's recorder (set by ``trace_live``): it knows
        #: whether an in-place call changed an input through a view.
        self.native: Recorder | None = None
        self._ids: dict[int, Ref] = {}
        self._keep: list[Any] = []

    # -- values ----------------------------------------------------------------

    def bind(self, x: Any, ref: Ref) -> None:
        """``x`` (an ``Array``) is the value of ``ref`` from now on."""
        self._ids[id(x)] = ref
        self._ids[id(x._data)] = ref
        self._keep.append(x)

    def arg(self, x: Any) -> Any:
        """``x`` with every array replaced by its ``Ref`` (an array from
        outside the function becomes a constant)."""
        t = type(x)
        if t is Array or isinstance(x, self.real.array_types):
            ref = self._ids.get(id(x))
            if ref is None and t is Array:
                ref = self._ids.get(id(x._data))
            if ref is None:
                ref = self.rec.constant(x if t is Array else _wrap(x))
            return ref
        if t is tuple or t is list:
            return t(self.arg(v) for v in x)
        if t is dict:
            return {k: self.arg(v) for k, v in x.items()}
        if t is slice:
            return slice(self.arg(x.start), self.arg(x.stop), self.arg(x.step))
        return x

    def _stand_in(self, x: Any) -> Any:
        """``x`` with each ``Array`` of the caller's backend (one the function
        closes over: its inputs are traced already) converted to the tracing
        backend, where it becomes a constant of the graph, taken by value
        (a lazy array is computed)."""
        t = type(x)
        if t is Array:
            if x._backend() is not self.user:
                return x
            # Converted through NumPy outside the native tracer, which would
            # otherwise record the conversion as a call of the graph.
            value = self.user.runtime.to_numpy(x._data)
            return Array(value) if isinstance(value, self.real.array_types) else asarray(value)
        if t is tuple or t is list:
            return t(self._stand_in(v) for v in x)
        return x

    def changed_in_place(self, x: Any) -> bool:
        """Whether a recorded call changed the input ``x`` (a native) in
        place (``x[0] = 1`` on the NumPy stand-in of a JAX input): its new
        value is then an output too, as on a backend whose arrays are
        immutable."""
        ref = self._ids.get(id(x))
        return ref is not None and any(r.node == ref.node for n in self.rec.nodes for r in n.mutates)

    def output(self, x: Any) -> Any:
        """An output leaf (a traced native, or a Python value) for the recorder."""
        ref = self._ids.get(id(x))
        return ref if ref is not None else self.arg(x)

    def ref_of(self, x: Array) -> Ref:
        ref = self._ids.get(id(x))
        return ref if ref is not None else self.arg(x)

    def result(self, ref: Ref, value: Any, path: tuple[Any, ...] = ()) -> None:
        """Bind every ``Array`` in ``value`` to its part of ``ref``."""
        if type(value) is Array:
            self.bind(value, Ref(ref.node, path))
        elif isinstance(value, (tuple, list)):
            for i, v in enumerate(value):
                self.result(ref, v, (*path, i))

    # -- what the recording entries and Array methods report ---------------------

    def api_call(self, name: str, args: tuple[Any, ...], run: Callable[..., Any]) -> Any:
        """Run API function ``name`` (its entry ``run``) and record it."""
        self.depth += 1
        try:
            if self.user is not None:
                args = tuple(self._stand_in(a) for a in args)
            value = run(*args)
        finally:
            self.depth -= 1
        pos, kw = _public_arguments(name, tuple(self.arg(a) for a in args))
        ref = self.rec.call(API[name].spec, pos, kw, result=value, name=f"ivy_core.{name}",
                            source=f"ivy_core.{name}", random=name in RANDOM)
        if not _has_array(value):
            self._python(ref, value, f"ivy_core.{name}()")
        self.result(ref, value)
        return value

    def method(self, fn: Callable[..., Any], args: tuple[Any, ...], mutated: Array | None, run: Callable[[], Any]) -> Any:
        """Run an ``Array`` method (``run``) recorded as ``fn(*args)``."""
        start = len(self.native.nodes) if self.native is not None else 0
        self.depth += 1
        try:
            value = run()
        finally:
            self.depth -= 1
        mutates = (self.ref_of(mutated),) if mutated is not None else ()
        outside = self.native is not None and any(n.outside for n in self.native.nodes[start:])
        ref = self.rec.call(fn, tuple(self.arg(a) for a in args), result=value, source=f"operator.{fn.__name__}",
                            mutates=mutates, outside=outside)
        if type(value) is Array and value is not mutated:
            self.bind(value, ref)
        return value

    def python(self, x: Array, how: Any, fetch: Callable[[], Any], what: str, attr: bool = False) -> Any:
        """``x`` becomes a Python value (``fetch()``, by ``how``): a guard."""
        self.depth += 1
        try:
            value = fetch()
        finally:
            self.depth -= 1
        ref = self.ref_of(x)
        if not (attr and how == "shape" and self.rec.nodes[ref.node].kind == "input"):
            self.rec.guard(ref, how, value, what=what, attr=attr)  # input shapes are in the key
        return value

    def inplace(self, x: Array, name: str, other: Any, run: Callable[[], Any]) -> Any:
        """``x op= other`` (``run``), recorded as ``operator.i<op>``."""
        return self.method(INPLACE[name], (x, other), x, run)

    def _python(self, ref: Ref, value: Any, what: str) -> None:
        if value is None or isinstance(value, str) or type(value).__name__ in ("finfo_object", "iinfo_object"):
            return  # dtypes, devices, finfo: fixed by the dtypes in the key
        if isinstance(value, _PY_SCALARS) or (isinstance(value, (list, tuple)) and _plain(value)):
            self.rec.guard(ref, None, value, what=what)
            return
        self.rec.fail(f"{what} gives a {type(value).__name__}, which a graph of ivy_core calls cannot follow; "
                      "keep the function's data in ivy_core arrays, or trace it on its backend (to=None)")

    def leave(self, what: str) -> None:
        """The data leaves ivy_core (``x.data``, ``__array__``, DLPack)."""
        self.rec.fail(f"{what} hands the traced data to code outside ivy_core, which a graph of ivy_core "
                      "calls cannot replay on another backend; trace with to=None (the backend's own calls), "
                      "or stay within ivy_core functions")

    def native_event(self, what: str) -> None:
        """The native tracer saw ``what`` (a call or a conversion): refused
        unless an ivy_core call or Array method is running."""
        if not self.depth:
            self.rec.fail(f"a native {what} outside ivy_core functions cannot replay on another backend; "
                          "use ivy_core functions, or trace with to=None")


class RecordingBackend:
    """The tracing ``Backend`` with entries that record (see the module doc);
    every other attribute is the real backend's."""

    def __init__(self, real: Any, capture: Capture) -> None:
        self._real = real
        self.entries = {name: _recording_entry(name, real.entries[name], capture) for name in API}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


def _recording_entry(name: str, real_entry: Callable[..., Any], capture: Capture) -> Callable[..., Any]:
    def entry(*args: Any) -> Any:
        if capture.depth:
            return real_entry(*args)
        return capture.api_call(name, args, real_entry)

    entry.__name__ = name
    return entry


def _public_arguments(name: str, args: tuple[Any, ...]) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """An entry's positional arguments as a call of the public function
    (keyword-only parameters by name, those left at None dropped)."""
    pos: list[Any] = []
    kw: dict[str, Any] = {}
    for p, a in zip(API[name].params, args, strict=True):
        if p.kind == VAR_POSITIONAL:
            pos.extend(a)
        elif p.kind in (POSITIONAL_ONLY, POSITIONAL_OR_KEYWORD):
            pos.append(a)
        elif not (p.has_default and a is None):
            kw[p.name] = a
    return tuple(pos), kw


def _has_array(x: Any) -> bool:
    if type(x) is Array:
        return True
    if isinstance(x, (tuple, list)):
        return any(_has_array(v) for v in x)
    return False


def _plain(x: Any) -> bool:
    return all(_plain(v) if isinstance(v, (list, tuple)) else isinstance(v, _PY_SCALARS) for v in x)


def _describe(v: Any) -> str:
    if type(v) is not Array:
        return ""
    return f"{v.dtype}[{', '.join(str(d) for d in v._data.shape)}]"  # not .shape: that is a guard


def _literal(v: Any) -> str | None:
    if isinstance(v, Dtype):
        return f"ivy_core.{v}"
    return None


def _wrap(x: Any) -> Array:
    a: Array = object.__new__(Array)
    a._data = x
    return a


def tracer_for(b: Any) -> Any:
    """The backend to trace a graph of ivy_core calls on: ``b`` when its
    tracer reports native calls while the function runs (``TRACE_LIVE`` in
    its runtime: NumPy, PyTorch), else NumPy."""
    if b.runtime.TRACE_LIVE:
        return b
    return _handler.resolve("numpy", "ivy_core.trace_graph(to='ivy_core') on a backend whose tracer is not live")


def trace_live(
    capture: Capture, call: Callable[[list[Any]], list[Any]], natives: list[Any]
) -> tuple[Recorder, Recorder]:
    """Run ``call`` under the native tracer of ``capture``'s backend with
    ivy_core calls recorded by ``capture`` (whose backend ``call`` opens a
    block on); returns the ivy_core-level and the native recorders."""
    real = capture.real
    hook = real.runtime.trace
    rec = capture.rec
    native = Recorder(real.name, (real.runtime.__name__.split(".", 1)[0], real.spec.framework))
    native.watch = capture.native_event
    capture.native = native

    def run(traced: list[Any]) -> list[Any]:
        wrapped = [_wrap(t) for t in traced]
        for i, w in enumerate(wrapped):
            capture.bind(w, rec.input(i, w))
        token = _state.ivy_capture.set(capture)
        try:
            outs = call(wrapped)
        finally:
            _state.ivy_capture.reset(token)
        rec.output([capture.output(o) for o in outs])
        return [o._data if type(o) is Array else o for o in outs]

    hook(run, natives, native)
    return rec, native


def replayer(module: Any, constants: dict[str, Any]) -> Callable[..., Any]:
    """The replay function of a graph of ivy_core calls: on the backend of
    its array arguments (its constants converted once per backend), inside
    a ``using_backend`` block so that calls with no array argument run there
    too; native arrays in and out."""
    runs: dict[str, Callable[..., Any]] = {}

    def replay(*xs: Any) -> tuple[Any, ...]:
        b = _handler.infer(xs, "ivy_core graph")
        run = runs.get(b.name)
        if run is None:
            with _handler.using_backend(b):
                mine = {k: _on(v, b) for k, v in constants.items()}
            run = runs[b.name] = module.make(mine, fail)
        with _handler.using_backend(b):
            out = run(*[_wrap(x) for x in xs])
        return tuple(o._data if type(o) is Array else o for o in out)

    return replay


def _on(value: Any, b: Any) -> Any:
    """A constant of the graph as an ``Array`` of backend ``b``."""
    if type(value) is not Array:
        return value
    if isinstance(value._data, b.array_types):
        return value
    return asarray(value._backend().runtime.to_numpy(value._data))
