"""Creation functions. ``dtype`` arrives resolved to a numpy dtype (jax's
dtype type) and ``device`` to a ``jax.Device``.

Placement: when ``device`` is jax's default device the array is created
without ``device=`` (jax puts it there, uncommitted, and skips a costly
placement step); any other device is passed on, so the array is committed to
it.
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from ._runtime import is_default_device as _is_default
from ._runtime import placed_on as _placed_on

__all__ = [
    "asarray", "array", "zeros", "ones", "full", "empty", "arange", "linspace",
    "zeros_like", "ones_like",
]  # fmt: skip

_Array = jax.Array
_CONCRETE: Any = type(jnp.zeros(()))
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
    key = (type(obj), obj, dtype, device)
    r = _scalars.get(key)
    if r is None:
        host = _np_asarray(obj, dtype=dtype)
        r = _jnp_asarray(host) if device is None or _is_default(device) else _put(host, device)
        if type(r) is not _CONCRETE:  # staged inside jax.jit: never keep a tracer
            return r
        if len(_scalars) >= _SCALAR_CACHE_SIZE:
            _scalars.clear()
        _scalars[key] = r
    return r


def asarray(obj: Any, /, *, dtype: Any, device: Any, copy: bool | None = None) -> Any:
    t = type(obj)
    # 0.0 and -0.0 (and NaNs) compare equal / unequal; keep them out of the cache.
    if t is int or t is bool or (t is float and obj == obj and obj != 0.0):
        return _scalar(obj, dtype, device)
    if isinstance(obj, _PY_VALUES):
        # Python values go through a fresh numpy array (never aliased, so the
        # explicit-device device_put below may adopt it without a copy).
        host = _np_asarray(obj, dtype=dtype)
        if device is None or _is_default(device):
            return _jnp_asarray(host)
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
    # jnp.asarray copies host buffers (jax.device_put to an explicit device
    # may alias a NumPy array on CPU, so it is not used for caller-owned data).
    if device is None or _is_default(device):
        return _jnp_asarray(obj, dtype=dtype)
    return _jnp_asarray(obj, dtype=dtype, device=device)


array = asarray


def _check_ints(dtype: Any, *values: Any) -> None:
    """A Python int that does not fit an integer ``dtype`` raises OverflowError
    (as numpy does) instead of wrapping around silently."""
    if dtype.kind in "iu":
        info = jnp.iinfo(dtype)
        for v in values:
            if type(v) is int and not info.min <= v <= info.max:
                raise OverflowError(f"Python integer {v} out of bounds for {dtype}")


def _dev(device: Any) -> Any:
    """``device=`` for a jnp creation function: None for the default device."""
    return None if _is_default(device) else device


def zeros(shape: Any, *, dtype: Any, device: Any) -> Any:
    return jnp.zeros(shape, dtype=dtype, device=_dev(device))


def ones(shape: Any, *, dtype: Any, device: Any) -> Any:
    return jnp.ones(shape, dtype=dtype, device=_dev(device))


def empty(shape: Any, *, dtype: Any, device: Any) -> Any:
    # XLA has no uninitialised buffers; jnp.empty gives zeros.
    return jnp.empty(shape, dtype=dtype, device=_dev(device))


def full(shape: Any, fill_value: Any, *, dtype: Any, device: Any) -> Any:
    if type(fill_value) is int:
        _check_ints(dtype, fill_value)
    return jnp.full(shape, fill_value, dtype=dtype, device=_dev(device))


def arange(start: Any, /, stop: Any = None, step: Any = 1, *, dtype: Any, device: Any) -> Any:
    if stop is None:
        start, stop = 0, start
    _check_ints(dtype, start, stop)
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
    return jnp.zeros_like(x, dtype=dtype, device=_dev(device))


def ones_like(x: Any, /, *, dtype: Any, device: Any) -> Any:
    return jnp.ones_like(x, dtype=dtype, device=_dev(device))
