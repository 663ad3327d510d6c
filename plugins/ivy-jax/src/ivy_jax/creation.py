"""Creation functions. ``dtype`` arrives resolved to a numpy dtype (jax's
dtype type) and ``device`` to a ``jax.Device``.

Placement: when ``device`` is jax's default device the array is created
without ``device=`` (jax puts it there, uncommitted, and skips a costly
placement step); any other device is passed on, so the array is committed to
it.
"""

from __future__ import annotations

import math
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from ivy_core.plugin import with_unsupported_dtypes
from jax import lax

from ._runtime import _CONCRETE
from ._runtime import is_default_device as _is_default
from ._runtime import placed_on as _placed_on

__all__ = [
    "asarray", "array", "zeros", "ones", "full", "empty", "arange", "linspace",
    "zeros_like", "ones_like",
    "eye", "meshgrid", "tril", "triu", "from_dlpack",
]  # fmt: skip

_Array = jax.Array
_PY_VALUES = (list, tuple, bool, int, float, complex)
_np_asarray = np.asarray
_jnp_asarray = jnp.asarray
_put = jax.device_put


# 0-d arrays made from Python bool/int/float scalars, by (type, value, dtype,
# device). jax arrays are immutable, so sharing one is safe; this makes
# `x + 1` (ivy_core converts the scalar through asarray) cost one jnp call.
_scalars: dict[Any, Any] = {}
_SCALAR_CACHE_SIZE = 512


def _scalar(obj: Any, dtype: Any, device: Any) -> Any:
    # A zero's sign is part of its key: 0.0 == -0.0 would share one entry.
    key = (type(obj), obj, dtype, device) if obj else (type(obj), obj, math.copysign(1.0, obj), dtype, device)
    r = _scalars.get(key)
    if r is None:
        host = _np_asarray(obj, dtype=dtype)
        r = _put(host) if device is None or _is_default(device) else _put(host, device)
        if type(r) is not _CONCRETE:  # staged inside jax.jit: never keep a tracer
            return r
        if len(_scalars) >= _SCALAR_CACHE_SIZE:
            _scalars.clear()
        _scalars[key] = r
    return r


def asarray(obj: Any, /, *, dtype: Any, device: Any, copy: bool | None = None) -> Any:
    t = type(obj)
    # NaNs compare unequal to themselves: they stay out of the cache.
    if t is int or t is bool or (t is float and obj == obj):
        return _scalar(obj, dtype, device)
    if isinstance(obj, _PY_VALUES):
        # Python values go through a fresh numpy array (never aliased, so the
        # explicit-device device_put below may adopt it without a copy).
        host = _np_asarray(obj, dtype=dtype)
        # device_put moves host data without compiling anything; jnp.asarray
        # compiles a conversion kernel for every new shape and dtype (~25 ms).
        # Under jax.jit the array is made now, a constant of the compiled
        # code with its values known (index arrays stay checkable).
        with jax.ensure_compile_time_eval():
            if device is None or _is_default(device):
                return _put(host)
            return _put(host, device)
    if isinstance(obj, _Array):
        if copy is False:
            # jax arrays are immutable: one already of this dtype on this
            # device is returned as is; anything else would need a copy.
            if obj.dtype != dtype:
                raise ValueError(
                    f"ivy_core.asarray (backend 'jax'): copy=False but converting {obj.dtype} "
                    f"to {dtype} needs a copy; pass copy=None"
                )
            if device is not None and not _placed_on(obj, device):
                raise ValueError(
                    f"ivy_core.asarray (backend 'jax'): copy=False but moving the array to "
                    f"{device} needs a copy; pass copy=None"
                )
            return obj
        out = obj if obj.dtype == dtype else obj.astype(dtype)
        if device is not None and not _placed_on(out, device):
            out = _put(out, device)
        elif copy and out is obj:
            out = obj.copy()
        return out
    if copy is False:
        # A NumPy (or other) buffer cannot become a jax array without a copy:
        # jax arrays are immutable device buffers and never alias host memory.
        raise ValueError(
            f"ivy_core.asarray (backend 'jax'): copy=False but turning a "
            f"{type(obj).__name__} into a jax array needs a copy; pass copy=None"
        )
    if isinstance(obj, (np.ndarray, np.generic)):
        # A private copy first (device_put may alias host memory on CPU), then
        # a transfer that compiles nothing.
        host = np.array(obj, dtype=dtype, copy=True)
        return _put(host) if device is None or _is_default(device) else _put(host, device)
    # Other buffers: jnp.asarray copies them.
    if device is None or _is_default(device):
        return _jnp_asarray(obj, dtype=dtype)
    return _jnp_asarray(obj, dtype=dtype, device=device)


array = asarray


#: (min, max) of each integer dtype seen, by dtype (jnp.iinfo costs ~1 us).
_int_ranges: dict[Any, tuple[int, int]] = {}


def _int_range(dtype: Any) -> tuple[int, int]:
    r = _int_ranges.get(dtype)
    if r is None:
        info = jnp.iinfo(dtype)
        r = _int_ranges[dtype] = (int(info.min), int(info.max))
    return r


def _check_ints(dtype: Any, *values: Any) -> None:
    """A Python int that does not fit an integer ``dtype`` raises OverflowError
    (as numpy does) instead of wrapping around silently."""
    if dtype.kind in "iu":
        lo, hi = _int_range(dtype)
        for v in values:
            if type(v) is int and not lo <= v <= hi:
                raise OverflowError(f"Python integer {v} out of bounds for {dtype}")


def _dev(device: Any) -> Any:
    """``device=`` for a jnp creation function: None for the default device."""
    return None if _is_default(device) else device


# zeros, ones, empty, full, zeros_like and ones_like on the default device,
# jitted with the shape and dtype static. Called outside jit, jnp's creation
# functions run their primitives through JAX's Python dispatch (an (8, 16)
# float32 array: jnp.zeros about 48 us, jnp.full with a dtype about 110 us);
# a jitted function takes the C++ path (about 5 us). Inside a trace the
# jitted function is inlined.
# The fill value is an argument, so each value needs no compilation of its
# own: a Python float, bool or int of 32 bits, which JAX converts to ``dtype``
# as jnp.full does (the same bits: tests/test_fast_impls.py); any other value
# (complex, a wider int, an array) takes jnp.full.
_zeros = jax.jit(lambda shape, dtype: lax.full(shape, 0, dtype), static_argnames=("shape", "dtype"))
_ones = jax.jit(lambda shape, dtype: lax.full(shape, 1, dtype), static_argnames=("shape", "dtype"))
_full = jax.jit(lambda shape, fill, dtype: lax.full(shape, fill, dtype), static_argnames=("shape", "dtype"))
_INT_ONLY = frozenset({int})


def _static_shape(shape: Any, device: Any) -> Any:
    """``shape`` as a tuple of Python ints for the jitted functions above, or
    None where jnp's function must run (a shape of other ints, a device other
    than the default)."""
    if type(shape) is int:
        shape = (shape,)
    elif type(shape) is not tuple or not _INT_ONLY.issuperset(map(type, shape)):
        return None
    return shape if _is_default(device) else None


def zeros(shape: Any, *, dtype: Any, device: Any) -> Any:
    static = _static_shape(shape, device)
    if static is not None:
        return _zeros(shape=static, dtype=dtype)
    return jnp.zeros(shape, dtype=dtype, device=_dev(device))


def ones(shape: Any, *, dtype: Any, device: Any) -> Any:
    static = _static_shape(shape, device)
    if static is not None:
        return _ones(shape=static, dtype=dtype)
    return jnp.ones(shape, dtype=dtype, device=_dev(device))


def empty(shape: Any, *, dtype: Any, device: Any) -> Any:
    # XLA has no uninitialised buffers; jnp.empty gives zeros.
    return zeros(shape, dtype=dtype, device=device)


def full(shape: Any, fill_value: Any, *, dtype: Any, device: Any) -> Any:
    t = type(fill_value)
    if t is int:
        _check_ints(dtype, fill_value)
    if t is float or t is bool or (t is int and -(2**31) <= fill_value < 2**31):
        static = _static_shape(shape, device)
        if static is not None:
            return _full(static, fill_value, dtype=dtype)
    return jnp.full(shape, fill_value, dtype=dtype, device=_dev(device))


@with_unsupported_dtypes(
    {"0.10.2 and below": ("bool",)},
    reason="jnp.arange has no bool kernel (lax.iota accepts only integer, floating and complex dtypes)",
)
def arange(start: Any, /, stop: Any = None, step: Any = 1, *, dtype: Any, device: Any) -> Any:
    if stop is None:
        start, stop = 0, start
    kind = dtype.kind
    if kind in "iu":
        lo, hi = _int_range(dtype)
        if type(start) is int and not lo <= start <= hi:
            raise OverflowError(f"Python integer {start} out of bounds for {dtype}")
        if not all(lo <= v <= hi for v in (stop, step) if type(v) is int):
            # The exclusive stop or the step lies outside the dtype (uint8
            # counting down to -1, or up to 256); the values produced do not,
            # but jnp.arange refuses the bounds: count on the host.
            values = np.arange(start, stop, step, dtype=dtype)
            return _jnp_asarray(values) if _is_default(device) else _put(values, device)
    if type(step) is int and step == 1 and (kind in "iu" or (kind == "f" and (start == 0 or dtype.itemsize >= 4))):
        # A unit step is left out: jnp.arange is then one iota (start 0) or
        # start + iota, instead of convert(start) + convert(step) * iota
        # (five eager ops). The values are the same: a product by 1 is exact,
        # and so is an iota's integer; only float16/bfloat16 from a non-zero
        # start (rounded in float32 once with a step, twice without) keep it.
        return jnp.arange(start, stop, dtype=dtype, device=_dev(device))
    return jnp.arange(start, stop, step, dtype=dtype, device=_dev(device))


def linspace(start: Any, stop: Any, /, num: int, *, dtype: Any, device: Any, endpoint: bool = True) -> Any:
    if dtype.kind in "iu":
        # Integer linspace rounds towards -inf from exactly computed values;
        # jax's float arithmetic can land just below an integer (3 -> -3 in 4
        # steps gave 0 instead of 1), so compute these on the host like numpy.
        values = np.linspace(start, stop, num, endpoint=endpoint, dtype=dtype)
        return _jnp_asarray(values) if _is_default(device) else _put(values, device)
    return jnp.linspace(start, stop, num, endpoint=endpoint, dtype=dtype, device=_dev(device))


def zeros_like(x: Any, /, *, dtype: Any, device: Any) -> Any:
    static = _static_shape(x.shape, device) if type(x) is _CONCRETE else None
    if static is not None:
        return _zeros(shape=static, dtype=x.dtype if dtype is None else dtype)
    return jnp.zeros_like(x, dtype=dtype, device=_dev(device))


def ones_like(x: Any, /, *, dtype: Any, device: Any) -> Any:
    static = _static_shape(x.shape, device) if type(x) is _CONCRETE else None
    if static is not None:
        return _ones(shape=static, dtype=x.dtype if dtype is None else dtype)
    return jnp.ones_like(x, dtype=dtype, device=_dev(device))


# A TypeError raised by an implementation reaches the caller through ivy_core,
# which prefixes the function and backend (jax's TypeError is one of the
# runtime's VALUE_ERRORS), so the TypeErrors below carry no prefix.


# ivy_core checks eye's sizes and k, and meshgrid's indexing and 1-D inputs,
# before these run (the spec's normalize= hooks).


#: jnp.eye jitted, every argument static (eager jnp.eye compiles per shape too).
_eye = jax.jit(jnp.eye, static_argnames=("N", "M", "k", "dtype"))
_EYE_COLS = frozenset({int, type(None)})


def eye(n_rows: int, n_cols: int | None = None, /, *, k: int = 0, dtype: Any, device: Any) -> Any:
    if type(n_rows) is int and type(n_cols) in _EYE_COLS and type(k) is int and _is_default(device):
        return _eye(N=n_rows, M=n_cols, k=k, dtype=dtype)
    return jnp.eye(n_rows, n_cols, k=k, dtype=dtype, device=_dev(device))


def meshgrid(*arrays: Any, indexing: str = "xy") -> list[Any]:
    return jnp.meshgrid(*arrays, indexing=indexing)


# ivy_core gives tril and triu an x of two dimensions or more and an int k.


def tril(x: Any, /, *, k: int = 0) -> Any:
    return jnp.tril(x, k=k)


def triu(x: Any, /, *, k: int = 0) -> Any:
    return jnp.triu(x, k=k)


def from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> Any:
    from ._runtime import native_device

    try:
        target = None if device is None else native_device(device)
    except ValueError as exc:
        raise ValueError(f"ivy_core.from_dlpack (backend 'jax'): {exc}") from None
    if isinstance(x, _Array):  # already a jax array: no DLPack round trip
        return asarray(x, dtype=x.dtype, device=target, copy=copy)
    if copy is False:
        # Sharing would let the producer's writes show through an array
        # ivy_core hands out as immutable.
        raise ValueError(
            f"ivy_core.from_dlpack (backend 'jax'): copy=False but a jax array never shares "
            f"memory with a {type(x).__name__} (jax arrays are immutable; the producer could "
            "still write to it); pass copy=None or copy=True"
        )
    # jax imports a DLPack buffer without copying where it can (aligned host
    # memory, a GPU buffer), even with copy=True in jax 0.10: copy it here,
    # and wait for the copy (dispatch is asynchronous), so the array never
    # changes when the producer writes to its memory afterwards.
    if isinstance(x, np.ndarray):
        # NumPy arrays of any strides and of ml_dtypes' bfloat16 (which
        # NumPy cannot export over DLPack): a copy through jnp.array.
        out = jnp.array(x, copy=True) if target is None else jax.device_put(np.array(x, copy=True), target)
    else:
        try:
            out = jax.dlpack.from_dlpack(x, device=target).copy()
        except (BufferError, jax.errors.JaxRuntimeError) as exc:
            # XLA imports only row-major buffers: read a strided host buffer
            # through NumPy (which takes any strides) and copy that.
            try:
                host = np.from_dlpack(x)
            except (BufferError, RuntimeError, TypeError, ValueError):
                raise ValueError(
                    f"jax cannot import this {type(x).__name__} over DLPack ({exc}); make it "
                    "contiguous first (for torch: x.contiguous())"
                ) from exc
            out = jax.device_put(np.array(host, copy=True), target)
    out.block_until_ready()
    return out
