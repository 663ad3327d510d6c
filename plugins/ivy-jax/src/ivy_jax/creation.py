"""Creation functions. ``dtype`` arrives resolved to a numpy dtype (jax's
dtype type) and ``device`` to a ``jax.Device``; every array is created on
(committed to) that device."""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp

__all__ = [
    "asarray", "array", "zeros", "ones", "full", "empty", "arange", "linspace",
    "zeros_like", "ones_like",
]  # fmt: skip

_Array = jax.Array


def asarray(obj: Any, /, *, dtype: Any, device: Any, copy: bool | None = None) -> Any:
    if copy is False:
        # Like the numpy backend: no conversion that changes the dtype, and
        # (jax arrays being immutable) a jax array on the right device is
        # returned as is. Other inputs are converted without a dtype change.
        out = obj if isinstance(obj, _Array) else jnp.asarray(obj)
        if out.dtype != dtype:
            raise ValueError(
                f"ivy_core.asarray (backend 'jax'): copy=False but converting to {dtype} "
                "needs a copy; pass copy=None"
            )
        if device is not None and device not in out.devices():
            raise ValueError(
                f"ivy_core.asarray (backend 'jax'): copy=False but moving the array to "
                f"{device} needs a copy; pass copy=None"
            )
        return out
    if copy:
        return jnp.array(obj, dtype=dtype, copy=True, device=device)
    return jnp.asarray(obj, dtype=dtype, device=device)


array = asarray


def zeros(shape: Any, *, dtype: Any, device: Any) -> Any:
    return jnp.zeros(shape, dtype=dtype, device=device)


def ones(shape: Any, *, dtype: Any, device: Any) -> Any:
    return jnp.ones(shape, dtype=dtype, device=device)


def empty(shape: Any, *, dtype: Any, device: Any) -> Any:
    # XLA has no uninitialised buffers; jnp.empty gives zeros.
    return jnp.empty(shape, dtype=dtype, device=device)


def full(shape: Any, fill_value: Any, *, dtype: Any, device: Any) -> Any:
    return jnp.full(shape, fill_value, dtype=dtype, device=device)


def arange(start: Any, /, stop: Any = None, step: Any = 1, *, dtype: Any, device: Any) -> Any:
    if stop is None:
        start, stop = 0, start
    return jnp.arange(start, stop, step, dtype=dtype, device=device)


def linspace(
    start: Any, stop: Any, /, num: int, *, dtype: Any, device: Any, endpoint: bool = True
) -> Any:
    return jnp.linspace(start, stop, num, endpoint=endpoint, dtype=dtype, device=device)


def zeros_like(x: Any, /, *, dtype: Any, device: Any) -> Any:
    return jnp.zeros_like(x, dtype=dtype, device=device)


def ones_like(x: Any, /, *, dtype: Any, device: Any) -> Any:
    return jnp.ones_like(x, dtype=dtype, device=device)
