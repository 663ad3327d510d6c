"""The index keys and values of ``Array.__getitem__``/``__setitem__``: an
index unwrapped and checked against the shape (so every backend raises the
same ``IndexError`` for the same bad index), a stored value checked against
the array's dtype, and why an assignment did not fit."""

from __future__ import annotations

import _operator as operator  # the functions operator.py re-exports, without loading it
import sys

from .._backends import _devices, _failure
from .._base import _state
from .._base._errors import ArgumentTypeError, ArgumentValueError, InvalidIndexError
from .._dtype import _promotion
from .._spec import _shapes

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "checked_getitem", "checked_setitem", "native_key", "setitem_value", "unfit",
    "FAST", "SCALARS", "INDEX_DTYPES", "SEEN", "learn",
]  # fmt: skip

# -- the fast path of ``Array.__getitem__``/``__setitem__`` -------------------------
# A basic key (an int, a slice, None, ..., or a tuple of those with at most
# one ...) or one index array (an Array or native array of the indexed
# array's type, of a dtype in NATIVE_BASIC) on an array of a backend whose
# own indexing gives ivy_core's result for it goes straight to the native
# array: no validation first. Such a framework raises for every such key
# ivy_core refuses (an int out of range, too many indices, a mask of another
# shape, a slice bound without ``__index__``), and then the Array method takes
# the checked path, which raises ivy_core's error as before (or, for a key
# the framework refuses and ivy_core does not, such as a negative step on
# torch, gives the result). Bool keys and slice bounds (which frameworks read
# as 0 and 1, ivy_core refuses), NumPy-integer keys, lists, index arrays in
# tuples, two ellipses, and a recording ``trace_graph`` keep the checked path.
# JAX clamps an int out of range, TensorFlow's basic keys differ from
# NumPy's: neither is listed.

#: (backend name, distribution) of the backends whose native basic indexing
#: and item assignment are ivy_core's -> the dtypes of the index arrays their
#: framework reads as ivy_core does (torch reads uint8 as a mask, refuses
#: int8, int16 and the wide unsigned), and their runtime's getitem and
#: setitem hooks (``module:qualname``), which do nothing else for such keys
#: (torch's negative steps raise natively): a runtime whose hooks are others
#: (replaced, as the conformance kit's tests do, before the first indexing of
#: its arrays) keeps the checked path.
NATIVE_BASIC: dict[tuple[str, str], tuple[frozenset[str], str, str]] = {
    ("numpy", "ivy-numpy"): (
        frozenset(("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")),
        "ivy_core._plugins._contract:Runtime.getitem",
        "ivy_numpy._runtime:setitem",
    ),
    ("torch", "ivy-torch"): (
        frozenset(("bool", "int32", "int64")),
        "ivy_torch._runtime:getitem",
        "ivy_torch._runtime:setitem",
    ),
}

#: Exact native array type -> its backend, when the fast path applies to it.
FAST: dict[type, Any] = {}
#: Exact native array type -> the backend it was decided for (``learn``).
SEEN: dict[type, Any] = {}
#: Python scalar type -> {native dtype: its int range (``(lo, hi)``) or None}:
#: the dtypes ``setitem_value`` stores a value of that type into without
#: changing them (``dtype_with_scalar``), and for an int into an integer
#: dtype the range ``check_scalar_fits`` allows. A scalar the framework then
#: refuses (torch: a float overflowing float32) takes the checked path.
SCALARS: dict[type, dict[Any, tuple[int, int] | None]] = {}
#: The native dtypes of the index arrays (an ``Array`` or a native array of
#: the indexed array's type, alone) that take the fast path.
INDEX_DTYPES: set[Any] = set()


def learn(backend: Any, t: type) -> None:
    """Decide once whether the native array type ``t`` of ``backend`` takes
    the fast path of ``Array.__getitem__``/``__setitem__`` (not while a
    framework compiler traces: its caches are left alone then)."""
    if _state.tracing and _state.is_tracing():
        return
    SEEN[t] = backend
    FAST.pop(t, None)
    native_basic = NATIVE_BASIC.get((backend.name, backend.info.distribution))
    held: bool = _state.array_backends.get(t) is backend  # not another plugin's type
    if native_basic is None or t is not backend.array_type or not held:
        return
    index_dtypes, getitem, setitem = native_basic
    if (_origin(backend.runtime.getitem), _origin(backend.runtime.setitem)) == (getitem, setitem):
        if not backend.runtime.CHECK_INDEX_ARRAYS:
            INDEX_DTYPES.update(n for n, d in backend.from_native.items() if d in index_dtypes)
        for native, dtype in backend.from_native.items():
            for scalar in _promotion.PYTHON_SCALARS:
                if _promotion.dtype_with_scalar(dtype, scalar) == dtype:
                    fits = _promotion.INT_RANGE.get(dtype) if scalar is int else None
                    SCALARS.setdefault(scalar, {})[native] = fits
        FAST[t] = backend


def _origin(hook: Any) -> str:
    return f"{getattr(hook, '__module__', None)}:{getattr(hook, '__qualname__', None)}"


def checked_getitem(x: Any, key: Any, array_type: Any) -> Any:
    """``x[key]`` (``x`` an ``Array``), the key checked first (``native_key``):
    the path of every key the fast path of ``Array.__getitem__`` leaves."""
    if (capture := _state.captured()) is not None:
        return capture.method(operator.getitem, (x, key), None, lambda: x[key])
    b = x._backend()
    data = x._data
    if SEEN.get(type(data)) is not b:
        learn(b, type(data))
    key = native_key(key, data, b, "__getitem__", array_type)
    try:
        if _devices.needs_guard(b):  # several devices: index on the array's own
            r = _devices.run(b, "ivy_core.Array.__getitem__", b.runtime.getitem, (data, key), {})
        else:
            r = b.runtime.getitem(data, key)
    except Exception as exc:
        where = f"ivy_core.Array.__getitem__ (backend {b.name!r})"
        raise _failure.method_failure(b, where, exc, f"key={key!r:.60}", None) from exc
    if not isinstance(r, b.array_types):
        native = b.runtime.as_native(r)
        if native is None:
            raise ArgumentTypeError(
                f"ivy_core.Array.__getitem__ (backend {b.name!r}): indexing gave a "
                f"{type(r).__name__}, not a native array, and the runtime's as_native hook "
                f"did not convert it; {b.info.distribution} must handle it in as_native"
            )
        r = native
    a = object.__new__(array_type)
    a._data = r
    return a


def checked_setitem(x: Any, key: Any, value: Any, array_type: Any) -> None:
    """``x[key] = value``, key and value checked first (``native_key``,
    ``setitem_value``): the path of every assignment the fast path of
    ``Array.__setitem__`` leaves."""
    if (capture := _state.captured()) is not None:
        capture.method(operator.setitem, (x, key, value), x, lambda: x.__setitem__(key, value))
        return
    b = x._backend()
    if SEEN.get(type(x._data)) is not b:
        learn(b, type(x._data))
    key = native_key(key, x._data, b, "__setitem__", array_type)
    native = setitem_value(x, value._data if type(value) is array_type else value, b)
    try:
        if _devices.needs_guard(b):  # several devices: the value must be on the array's
            x._data = _devices.run(b, "ivy_core.Array.__setitem__", b.runtime.setitem, (x._data, key, native), {})
        else:
            x._data = b.runtime.setitem(x._data, key, native)
    except Exception as exc:
        where = f"ivy_core.Array.__setitem__ (backend {b.name!r})"
        if (mixed := _devices.mixed_devices(b, "ivy_core.Array.__setitem__", (x._data, key, native))) is not None:
            raise mixed from exc
        raise _failure.method_failure(b, where, exc, f"key={key!r:.60}", unfit(x, key, native)) from exc


def native_key(key: Any, data: Any, backend: Any, where: str, array_type: Any) -> Any:
    """Unwrap ``Array``s in an index and check it against the shape, so every
    backend gives the same ``IndexError`` for the same bad index."""
    items = key if type(key) is tuple else (key,)
    out = []
    # None: a size a traced value leaves unknown (checked by the framework).
    shape = tuple(None if d is None else int(d) for d in data.shape)
    types = backend.array_types
    # How many axes each item consumes (None consumes none; ... the rest).
    consumed = 0
    ellipses = 0
    for k in items:
        if isinstance(k, array_type):
            k = k._data
        elif _is_numpy_array(k) and not isinstance(k, types):
            # An index array from NumPy is an index on every backend (what
            # scikit-learn passes): the backend's array of the same values.
            native = backend.to_native.get(k.dtype.name)
            if native is None or k.dtype.kind not in "biu":
                raise InvalidIndexError(
                    f"ivy_core.Array.{where} (backend {backend.name!r}): an index array must be "
                    f"bool or integer, got a NumPy {k.dtype} array"
                )
            k = backend.impls["asarray"](k, dtype=native, device=backend.runtime.device_of(data), copy=None)
        elif type(k) is list or (
            k is not None and not isinstance(k, (int, slice, *types)) and k is not Ellipsis
        ):
            if isinstance(k, bool) or not hasattr(k, "__index__"):
                raise InvalidIndexError(
                    f"ivy_core.Array.{where} (backend {backend.name!r}): index {k!r:.60} of type "
                    f"{type(k).__name__} is not supported; use integers, slices, ..., None, or "
                    "boolean/integer arrays of this backend"
                )
        if type(k) is slice and not all(
            e is None or (hasattr(type(e), "__index__") and not isinstance(e, bool))
            or isinstance(e, array_type) and e.ndim == 0
            for e in (k.start, k.stop, k.step)
        ):
            raise InvalidIndexError(
                f"ivy_core.Array.{where} (backend {backend.name!r}): slice {k!r:.60} has a bound "
                "that is not an integer; slice bounds are ints or None"
            )
        if type(k) is slice and k.step is not None and not isinstance(k.step, array_type) and k.step.__index__() == 0:
            raise ArgumentValueError(
                f"ivy_core.Array.{where} (backend {backend.name!r}): slice {k!r:.60} has step 0, which "
                "selects nothing; pass a nonzero step (negative to go backwards)"
            )
        out.append(k)
        if k is Ellipsis:
            ellipses += 1
        elif k is None:
            pass
        elif isinstance(k, types):
            dt = backend.from_native.get(k.dtype)
            if dt is None or dt.kind not in ("bool", "signed", "unsigned"):
                raise InvalidIndexError(
                    f"ivy_core.Array.{where} (backend {backend.name!r}): an index array must be "
                    f"bool or integer, got {dt}"
                )
            consumed += len(k.shape) if dt.kind == "bool" else 1
        else:
            consumed += 1
    if ellipses > 1:
        raise InvalidIndexError(
            f"ivy_core.Array.{where} (backend {backend.name!r}): an index can only have a single ellipsis ('...')"
        )
    if consumed > len(shape):
        raise InvalidIndexError(
            f"ivy_core.Array.{where} (backend {backend.name!r}): too many indices for an "
            f"array of shape {shape}: {consumed} axes indexed"
        )
    # Integer bounds, axis by axis, in the order the items consume axes.
    check_arrays = backend.runtime.CHECK_INDEX_ARRAYS
    axis = 0
    for i, k in enumerate(out):
        if k is Ellipsis:
            axis += len(shape) - consumed
        elif k is None:
            continue
        elif isinstance(k, types):
            if backend.from_native[k.dtype].kind == "bool":
                mask = tuple(None if d is None else int(d) for d in k.shape)
                axes = shape[axis : axis + len(mask)]
                if None not in mask and None not in shape and mask != axes:
                    if len(mask) != len(axes) or not all(m in (a, 0) for m, a in zip(mask, axes, strict=True)):
                        raise InvalidIndexError(
                            f"ivy_core.Array.{where} (backend {backend.name!r}): a boolean index of "
                            f"shape {mask} does not match the indexed axes {axes}; each of its sizes "
                            "must equal the axis's size (or be 0, which selects nothing)"
                        )
                    # The standard's rule: a mask axis of size 0 selects no element
                    # (NumPy and the frameworks refuse it): an all-False mask of the axes' shape.
                    out[i] = backend.impls["zeros"](axes, dtype=k.dtype, device=backend.runtime.device_of(data))
                axis += len(mask)
                continue
            # (Values exist only for a concrete array, not a traced one.)
            n = shape[axis]
            concrete = type(k) is backend.array_type and n is not None
            if check_arrays and concrete and all(int(d) for d in k.shape):  # not empty (torch: size() is a Size)
                assert n is not None
                values = backend.runtime.to_numpy(k)
                lo, hi = int(values.min()), int(values.max())
                if lo < -n or hi >= n:
                    raise InvalidIndexError(
                        f"ivy_core.Array.{where} (backend {backend.name!r}): index "
                        f"{hi if hi >= n else lo} is out of bounds for axis {axis} with size {n}"
                    )
            axis += 1
        elif isinstance(k, slice):
            axis += 1
        else:
            i = k.__index__()
            n = shape[axis]
            if n is not None and not -n <= i < n:
                raise InvalidIndexError(
                    f"ivy_core.Array.{where} (backend {backend.name!r}): index {i} is out of "
                    f"bounds for axis {axis} with size {n}"
                )
            axis += 1
    return tuple(out) if type(key) is tuple else out[0]


def _is_numpy_array(k: Any) -> bool:
    """Whether ``k`` is a NumPy array (without importing NumPy)."""
    np = sys.modules.get("numpy")
    return np is not None and type(k) is np.ndarray


def unfit(x: Any, key: Any, value: Any) -> str | None:
    """Why ``value`` does not fit the elements ``key`` selects, if that is
    why an item assignment failed."""
    try:
        selected = tuple(int(d) for d in x[key].shape)
        shape = tuple(int(d) for d in value.shape)
    except Exception:  # the selection itself fails: not a shape problem
        return None
    if _shapes.broadcast_shapes(shape, selected) != selected:
        return f"a value of shape {shape} does not broadcast to the selection's shape {selected}"
    return None


def setitem_value(x: Any, value: Any, backend: Any) -> Any:
    where = f"ivy_core.Array.__setitem__ (backend {backend.name!r})"
    target = backend.from_native[x._data.dtype]
    if _promotion.numpy_scalar_dtype(value) is not None:
        value = value.item()  # stored as a value of its kind, as a Python scalar is
    if type(value) in _promotion.PYTHON_SCALARS:
        kind = _promotion.dtype_with_scalar(target, type(value))
        if kind != target:
            raise ArgumentTypeError(
                f"{where}: a Python {type(value).__name__} cannot be stored in a {target} array "
                f"without changing its dtype; cast the array or the value first"
            )
        _promotion.check_scalar_fits(value, target, where)
        return backend.impls["asarray"](
            value, dtype=x._data.dtype, device=backend.runtime.device_of(x._data), copy=None
        )
    if not isinstance(value, backend.array_types):
        raise ArgumentTypeError(
            f"{where}: the value must be an array of this backend or a Python scalar, got "
            f"{type(value).__name__}; wrap it with ivy_core.asarray first"
        )
    vd = backend.from_native[value.dtype]
    if vd != target:
        if _promotion.promote_pair(target, vd) != target:
            raise ArgumentTypeError(
                f"{where}: a {vd} value cannot be stored in a {target} array without changing "
                f"its dtype (they promote to {_promotion.promote_pair(target, vd)}); cast the value "
                "with ivy_core.astype first"
            )
        value = backend.impls["astype"](value, x._data.dtype, copy=False)
    return value
