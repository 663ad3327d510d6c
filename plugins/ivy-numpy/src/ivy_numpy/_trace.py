"""Recording the NumPy calls of a function for ``ivy_core.trace_graph`` (the
``trace`` hook of ``ivy_numpy._runtime``).

The function runs once, eagerly, on proxies: a :class:`TracedArray` (or a
:class:`TracedScalar`, for the NumPy scalars reductions give) holds the real
value and its ``Ref``. It is not an ``ndarray``, so nothing reaches NumPy
unseen: NumPy hands every ufunc and public function called on it to
``__array_ufunc__``/``__array_function__`` (NEP 13, NEP 18), which run the
call on the real values and report it (``numpy.add(v0, v1)``,
``numpy.add.reduce(v0, axis=0)``, ``numpy.concatenate([v1, v2], axis=-1)``);
operators, indexing, item assignment and methods go to the same recording
(``operator.getitem``, ``numpy.ndarray.sum``). Calls with no traced argument
that ivy_numpy makes (creation, random draws) pass the tracer of this thread
or task (:data:`TRACING`, a context variable) as ``like=`` or ask it
directly. Nothing of the ``numpy`` module changes, and another thread never
sees a proxy.

Where the function takes a Python value from a traced one (``bool``,
``int``, ``float``, ``.item()``, ``.tolist()``, a formatted number) the value
becomes a guard checked at replay; shapes are in the graph's cache key, so
only the shapes of data-dependent results (``nonzero``, a boolean mask) are
guarded. Handing the data out of the graph (``numpy.asarray``, the buffer,
DLPack, ``tobytes``, pickling, ``numpy.save``) is a ``TraceError``.

Limits: NumPy creation calls with no traced argument and no ``like=``
(``numpy.zeros(3)`` in the user's code) are not seen: their arrays are
constants, and storing a traced value into one takes its Python value (a
guard); ``repr`` and ``str`` show the dtype and shape, not the data.
"""

from __future__ import annotations

import builtins
import operator
from contextvars import ContextVar
from typing import Any

import numpy as np

from ivy_core import TraceError

__all__ = [
    "TRACING", "tracing", "TracedArray", "TracedScalar", "TracedGenerator", "trace", "describe", "literal", "is_array",
    "METHOD_TYPES",
]  # fmt: skip

#: The tracer of the trace running in this thread or task, else None: how
#: ivy_numpy's creation and random functions (no traced argument) reach it.
TRACING: ContextVar[Any] = ContextVar("ivy_numpy.tracing", default=None)
#: ``TRACING.get``, bound once: ``like=tracing()`` costs an eager call about 15 ns.
tracing = TRACING.get

_ND = np.ndarray
_GEN = np.generic
#: Functions that read only dtypes and shapes (fixed by the cache key).
_META = frozenset((np.shape, np.ndim, np.size, np.result_type, np.iscomplexobj, np.isrealobj))
#: Functions that change their first argument in place.
_IN_PLACE = frozenset((np.copyto, np.put, np.place, np.putmask, np.fill_diagonal, np.put_along_axis))
#: Functions whose result's shape depends on the data ...
_DYNAMIC = frozenset((
    np.nonzero, np.argwhere, np.flatnonzero, np.unique, np.unique_all, np.unique_counts,
    np.unique_inverse, np.unique_values, np.compress, np.extract, np.trim_zeros, np.intersect1d,
    np.union1d, np.setdiff1d, np.setxor1d, np.bincount,
))  # fmt: skip
#: ... and those where it depends on a traced argument after the first.
_SHAPED_BY = frozenset((
    np.repeat, np.delete, np.insert, np.pad, np.reshape, np.broadcast_to, np.tile, np.resize,
    np.split, np.array_split, np.full, np.full_like,
))  # fmt: skip
_LEAVE_FUNCTIONS = {np.save: "numpy.save", np.savez: "numpy.savez", np.savez_compressed: "numpy.savez_compressed",
                    np.savetxt: "numpy.savetxt"}  # fmt: skip
#: Methods and attributes that hand the data out of the graph.
_LEAVE = frozenset(("tobytes", "tofile", "dump", "dumps", "data", "ctypes", "base", "flat", "tostring", "__buffer__"))
#: Methods that change the array in place (``byteswap`` with ``inplace=True``).
_MUTATING = frozenset(("sort", "fill", "put", "partition", "resize", "itemset", "setflags", "setfield"))
_DYNAMIC_METHODS = frozenset(("nonzero", "compress"))
#: Metadata reads fixed by the cache key (``strides`` is not: a layout).
_FIXED = frozenset(("itemsize", "flags", "device", "__array_priority__"))
_PY = (bool, int, float, complex, str)


class _Tracer:
    """One trace's state: its recorder, the latest in-place call, whether it
    has ended. As ``like=`` of a creation function it records that call."""

    __slots__ = ("rec", "mutated_at", "done")

    def __init__(self, rec: Any) -> None:
        self.rec = rec
        self.mutated_at = -1
        self.done = False

    def __array_function__(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        return self.call(func, args, kwargs)  # numpy.zeros(..., like=tracer): like= removed

    def unwrap(self, x: Any, found: list[Any]) -> tuple[Any, Any]:
        """``x`` with proxies replaced by their values, and by their refs
        (other arrays by constants); the proxies met go to ``found``."""
        t = type(x)
        if t is TracedArray or t is TracedScalar:
            if x._t is not self:
                self.rec.fail("a traced array of another trace (or of one that has ended) is used here; "
                              "pass it to the traced function as an argument")
            found.append(x)
            return x._v, x._r
        if isinstance(x, _ND):
            return x, self.rec.constant(x)
        if t is tuple or t is list:
            parts = [self.unwrap(v, found) for v in x]
            return t(p[0] for p in parts), t(p[1] for p in parts)
        if t is dict:
            pairs = {k: self.unwrap(v, found) for k, v in x.items()}
            return {k: p[0] for k, p in pairs.items()}, {k: p[1] for k, p in pairs.items()}
        if t is slice:
            (a, b, c), (ra, rb, rc) = self.unwrap((x.start, x.stop, x.step), found)
            return slice(a, b, c), slice(ra, rb, rc)
        return x, x

    def refs(self, xs: Any) -> tuple[Any, ...]:
        """The refs of the arrays among ``xs`` (what an in-place call changes)."""
        return tuple(self.unwrap(x, [])[1] for x in xs if isinstance(x, (_Traced, _ND)))

    def call(self, fn: Any, args: Any, kwargs: Any = None, *, source: str | None = None, name: str | None = None,
             random: bool = False, mutates: tuple[Any, ...] = (), dynamic: bool = False,
             into: str | None = None) -> Any:
        """Run ``fn`` on the real values, record it, return its result with
        proxies for arrays (a Python value of a result becomes a guard)."""
        if self.done:
            raise TraceError("ivy_core.trace_graph (backend 'numpy'): a traced array was used after its trace "
                             "ended; keep traced values inside the traced function")
        found: list[Any] = []
        cargs, rargs = self.unwrap(tuple(args), found)
        ckw, rkw = self.unwrap(dict(kwargs or {}), found)
        r = fn(*cargs, **ckw)
        ref = self.rec.call(fn, rargs, rkw, result=r, source=source, name=name, random=random,
                            mutates=mutates, dynamic=dynamic, into=into if isinstance(r, _ND) else None,
                            outside=bool(mutates) and self.changes_outside(found, mutates))
        if mutates:
            self.mutated_at = ref.node
        return self.wrap(r, ref, found)

    def changes_outside(self, found: list[Any], mutates: tuple[Any, ...]) -> bool:
        """Whether the arrays a call changed share memory with an input or
        an outside array (a view of one)."""
        changed = [p._v for p in found if p._r in mutates]
        outside = [v._v if isinstance(v, _Traced) else v for v in self.rec.outside_values()]
        return any(np.may_share_memory(c, o) for c in changed for o in outside if isinstance(o, _ND))

    def wrap(self, r: Any, ref: Any, found: list[Any]) -> Any:
        if isinstance(r, _ND):
            for p in found:  # the array a call changed in place (out=): that proxy, now this result
                if p._v is r and type(p) is TracedArray:
                    p._r = ref
                    return p
            return TracedArray(self, r, ref)
        if isinstance(r, _GEN):
            return TracedScalar(self, r, ref)
        if isinstance(r, (tuple, list)):
            parts = [self.wrap(v, ref[i], found) for i, v in enumerate(r)]
            return type(r)(*parts) if hasattr(r, "_fields") else type(r)(parts)
        if type(r) in _PY:
            self.rec.guard(ref, type(r), r)
        return r

    def create(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        """A creation call with no traced argument, recorded (re-run at
        replay with ``include_generators``)."""
        return self.call(fn, args, kwargs)


class TracedGenerator:
    """Stands for ivy_numpy's module generator while tracing: each draw is
    recorded as ``ivy_numpy.random.draw(method, ...)``, which draws from the
    generator current at replay (``ivy_core.seed`` replaces it)."""

    __slots__ = ("_t", "_draw")

    def __init__(self, t: _Tracer, draw: Any) -> None:
        self._t = t
        self._draw = draw

    def __getattr__(self, method: str) -> Any:
        return lambda *args, **kwargs: self._t.call(self._draw, (method, *args), kwargs, random=True,
                                                    source="ivy_numpy.random.draw", name=f"random.{method}")


class _Traced:
    """What :class:`TracedArray` and :class:`TracedScalar` share."""

    __slots__ = ("_t", "_v", "_r")
    __hash__ = None  # type: ignore[assignment]

    def __init__(self, t: _Tracer, v: Any, r: Any) -> None:
        self._t = t
        self._v = v
        self._r = r

    # -- NumPy's overrides -------------------------------------------------------

    def __array_ufunc__(self, ufunc: Any, method: str, *inputs: Any, **kwargs: Any) -> Any:
        fn = ufunc if method == "__call__" else getattr(ufunc, method)
        name = ufunc.__name__ if method == "__call__" else f"{ufunc.__name__}.{method}"
        source = f"numpy.{name}" if getattr(np, ufunc.__name__, None) is ufunc else None
        out = kwargs.get("out")
        targets = inputs[:1] if method == "at" else (out if type(out) is tuple else (out,))
        # A ufunc call makes a new array, and can write it into a given one
        # (out=): the replay reuses a temporary that dies there.
        into = "out" if method == "__call__" and out is None and ufunc.nout == 1 else None
        return self._t.call(fn, inputs, kwargs, source=source, name=name, mutates=self._t.refs(targets), into=into)

    def __array_function__(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        t = self._t
        if func in _LEAVE_FUNCTIONS:
            t.rec.fail(f"{_LEAVE_FUNCTIONS[func]} writes traced data out of the graph; save the graph's result")
        found: list[Any] = []
        t.unwrap((args, kwargs), found)
        dyn = any(t.rec.nodes[p._r.node].dynamic for p in found)
        if func in _META and not dyn:
            return func(*t.unwrap(args, [])[0], **t.unwrap(kwargs, [])[0])
        out = kwargs.get("out")
        targets = (*(args[:1] if func in _IN_PLACE else ()), *(out if type(out) is tuple else (out,)))
        later: list[Any] = []
        t.unwrap((args[1:], kwargs), later)
        dynamic = func in _DYNAMIC or (func in _SHAPED_BY and bool(later)) or (func is np.where and len(args) == 1)
        return t.call(func, args, kwargs, mutates=t.refs(targets), dynamic=dynamic)

    # -- metadata ----------------------------------------------------------------

    @property
    def dtype(self) -> Any:
        return self._v.dtype

    @property
    def ndim(self) -> int:
        return self._v.ndim  # type: ignore[no-any-return]

    @property
    def shape(self) -> tuple[int, ...]:
        s = self._v.shape
        if self._t.rec.nodes[self._r.node].dynamic:
            self._t.rec.guard(self._r, "shape", s, attr=True)
        return s  # type: ignore[no-any-return]

    @property
    def size(self) -> int:
        self.shape  # noqa: B018 (a guard on a data-dependent shape)
        return self._v.size  # type: ignore[no-any-return]

    def __array_namespace__(self, *, api_version: Any = None) -> Any:
        return np

    # -- methods and other attributes --------------------------------------------

    def __getattr__(self, name: str) -> Any:
        v = self._v
        attr = getattr(type(v), name, None)
        if attr is None or (name.startswith("__") and name != "__buffer__"):
            raise AttributeError(f"{type(v).__name__!r} object has no attribute {name!r}")
        if name in _LEAVE:
            self._leave(f"{type(v).__name__}.{name}")
        if name in ("item", "tolist"):
            return lambda *args: self._python(operator.methodcaller(name, *args), what=f"{name}()")
        if name in _FIXED:
            return getattr(v, name)
        if name in ("nbytes", "strides"):
            value = getattr(v, name)
            if name == "strides" or self._t.rec.nodes[self._r.node].dynamic:
                self._t.rec.guard(self._r, name, value, attr=True)
            return value
        if not callable(attr):  # T, mT, real, imag: arrays
            return self._t.call(builtins.getattr, (self, name), source="builtins.getattr", name=name)
        source = f"numpy.ndarray.{name}" if type(v) is _ND else None
        if source is None and isinstance(v, _GEN) and getattr(_GEN, name, None) is attr:
            source = f"numpy.generic.{name}"

        def method(*args: Any, **kwargs: Any) -> Any:
            mutating = name in _MUTATING or (name == "byteswap" and (args[:1] == (True,) or kwargs.get("inplace")))
            dynamic = name in _DYNAMIC_METHODS or (name == "repeat" and any(isinstance(a, _Traced) for a in args))
            return self._t.call(attr, (self, *args), kwargs, source=source, name=name,
                                mutates=(self._r,) if mutating else (), dynamic=dynamic)

        return method

    def __copy__(self, *memo: Any) -> Any:
        return self.copy()

    __deepcopy__ = __copy__

    # -- Python values: guards ---------------------------------------------------

    def _now(self) -> Any:
        """The ref of the value as it is now: read again after a later call
        changed it in place (a guard checks the value it reads)."""
        if self._t.mutated_at > self._r.node:
            return self._t.call(operator.getitem, (self, Ellipsis), source="operator.getitem")._r
        return self._r

    def _python(self, how: Any, what: str = "") -> Any:
        value = how(self._v)
        self._t.rec.guard(self._now(), how, value, what=what)
        return value

    def __format__(self, spec: str) -> str:
        return format(self.item(), spec) if spec else str(self)  # a number's text: a guard

    def __repr__(self) -> str:
        return f"{type(self).__name__}({describe(self._v)}, v{self._r.node})"

    __str__ = __repr__

    # -- leaving the graph: refused ----------------------------------------------

    def _leave(self, what: str) -> None:
        self._t.rec.fail(
            f"{what} hands a traced array's data out of the graph, which a replay cannot follow; "
            "use NumPy functions on it (numpy.asarray and friends are not seen), or return it from the function"
        )

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        self._leave("numpy.asarray/numpy.array (or storing it into an array the trace does not see)")

    def __dlpack__(self, **kwargs: Any) -> Any:
        self._leave("__dlpack__ (DLPack export)")

    def __dlpack_device__(self) -> tuple[int, int]:
        return (1, 0)

    def __reduce_ex__(self, protocol: Any) -> Any:
        self._leave("pickling")

    # -- indexing ----------------------------------------------------------------

    def __getitem__(self, key: Any) -> Any:
        parts = key if type(key) is tuple else (key,)
        dynamic = any(
            (isinstance(k, _Traced) and k.dtype == bool) or (type(k) is slice and isinstance(
                k.start, _Traced) | isinstance(k.stop, _Traced) | isinstance(k.step, _Traced)) for k in parts
        )
        return self._t.call(operator.getitem, (self, key), source="operator.getitem", dynamic=dynamic)


class TracedArray(_Traced):
    """An ``ndarray`` while a function is traced: its value and its ``Ref``."""

    __slots__ = ()

    def __setitem__(self, key: Any, value: Any) -> None:
        self._t.call(operator.setitem, (self, key, value), source="operator.setitem", mutates=(self._r,))

    def __len__(self) -> int:
        n = len(self._v)
        self.shape  # noqa: B018 (a guard on a data-dependent shape)
        return n

    def __iter__(self) -> Any:
        return (self[i] for i in range(len(self)))

    def __contains__(self, value: Any) -> bool:
        return bool(np.any(np.equal(self, value)))

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "shape":  # x.shape = (...): an in-place reshape; what follows reads the new shape
            self._t.call(builtins.setattr, (self, name, value), source="builtins.setattr", mutates=(self._r,))
            self._r = self._t.call(operator.getitem, (self, Ellipsis), source="operator.getitem")._r
        else:
            object.__setattr__(self, name, value)


class TracedScalar(_Traced):
    """A NumPy scalar (a reduction's result) while a function is traced."""

    __slots__ = ()


#: The types ivy_numpy calls ``ndarray``'s methods on rather than NumPy's
#: functions (``x.argmax()``, not ``np.argmax(x)``, whose Python wrapper
#: costs about 1 us): a plain ndarray, and a traced one, whose method the
#: graph records as ``numpy.ndarray.argmax`` and replays at the method's
#: speed (a subclass takes the function, which honours its overrides).
METHOD_TYPES = frozenset((np.ndarray, TracedArray))


def _binary(ufunc: Any, reflected: bool = False, inplace: bool = False) -> Any:
    def op(self: Any, other: Any) -> Any:
        t = type(other)
        hook = getattr(t, "__array_ufunc__", 0)
        if hook is None or (hook == 0 and getattr(other, "__array_priority__", 0.0) > 0.0):
            # As ndarray: the other operand's operator runs (an
            # ivy_core.Array's, which has the higher __array_priority__).
            return NotImplemented
        if inplace:
            return ufunc(self, other, out=(self,))
        return ufunc(other, self) if reflected else ufunc(self, other)

    return op


_OPERATORS = {
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "truediv": np.true_divide,
    "floordiv": np.floor_divide, "mod": np.remainder, "pow": np.power, "matmul": np.matmul,
    "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor, "lshift": np.left_shift,
    "rshift": np.right_shift, "divmod": np.divmod,
}  # fmt: skip
for _name, _ufunc in _OPERATORS.items():
    setattr(_Traced, f"__{_name}__", _binary(_ufunc))
    setattr(_Traced, f"__r{_name}__", _binary(_ufunc, reflected=True))
    if _name != "divmod":
        setattr(TracedArray, f"__i{_name}__", _binary(_ufunc, inplace=True))
for _name, _ufunc in {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
                      "gt": np.greater, "ge": np.greater_equal}.items():  # fmt: skip
    setattr(_Traced, f"__{_name}__", _binary(_ufunc))
for _name, _how in {"bool": bool, "int": int, "float": float, "complex": complex, "index": operator.index}.items():
    setattr(_Traced, f"__{_name}__", (lambda how: lambda self: self._python(how))(_how))  # a guard
for _name, _ufunc in {"neg": np.negative, "pos": np.positive, "abs": np.absolute, "invert": np.invert}.items():
    setattr(_Traced, f"__{_name}__", (lambda uf: lambda self: uf(self))(_ufunc))
_Traced.__round__ = lambda self, ndigits=None: self._t.call(  # type: ignore[attr-defined]
    builtins.round, (self,) if ndigits is None else (self, ndigits), source="builtins.round")


# -- the hook and the recorder's helpers ---------------------------------------------


def trace(call: Any, inputs: list[Any], recorder: Any) -> None:
    """Run ``call`` on proxies of ``inputs``, reporting to ``recorder`` (see
    ``ivy_core._tracing._record`` for the contract)."""
    if any(isinstance(x, _Traced) for x in inputs):
        recorder.fail("ivy_core.trace_graph is called inside a function being traced; "
                      "call the inner function directly, or trace it outside")
    recorder.describe = describe
    recorder.literal = literal
    recorder.is_array = is_array
    t = _Tracer(recorder)
    traced = [TracedArray(t, x, None) for x in inputs]
    for i, p in enumerate(traced):
        p._r = recorder.input(i, p)
    token = TRACING.set(t)
    try:
        outputs = call(traced)
    finally:
        TRACING.reset(token)
        t.done = True
    parts = [t.unwrap(o, []) if isinstance(o, (_Traced, _ND)) else (o, o) for o in outputs]
    # The values are real: the first call of a lazy graph returns them.
    recorder.output([p[1] for p in parts], concrete=[p[0] for p in parts])


def as_array(x: TracedScalar) -> TracedArray:
    """A traced NumPy scalar as a 0-d array (``numpy.asarray``), what the
    runtime's ``as_native`` gives for a NumPy scalar."""
    return x._t.call(np.asarray, (x,), source="numpy.asarray")  # type: ignore[no-any-return]


def describe(value: Any) -> str:
    """``"float32[4, 3]"`` for an array (``"float64[]"`` for a scalar), else ``""``."""
    if isinstance(value, _Traced):
        value = value._v
    if isinstance(value, (_ND, _GEN)):
        return f"{value.dtype.name}[{', '.join(str(d) for d in value.shape)}]"
    return ""


def literal(value: Any) -> str | None:
    """Source text for a dtype or a scalar type (``numpy.float32``), else None."""
    if isinstance(value, np.dtype):
        if value.fields is not None or not value.isnative or np.dtype(value.type) != value:
            return None
        value = value.type
    if isinstance(value, type) and issubclass(value, _GEN):
        mod = "numpy" if getattr(np, value.__name__, None) is value else value.__module__
        return f"{mod}.{value.__name__}" if mod in ("numpy", "ml_dtypes") else None
    return None


def is_array(value: Any) -> bool:
    return isinstance(value, (_ND, _GEN, _Traced))
