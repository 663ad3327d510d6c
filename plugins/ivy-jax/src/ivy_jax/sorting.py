"""Sorting functions on jax (always stable)."""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp

from .searching import index_dtype

__all__ = ["argsort", "sort"]


def _check_0d(x: Any, axis: int, name: str) -> None:
    if x.ndim == 0 and axis not in (0, -1):
        raise ValueError(f"ivy_core.{name} (backend 'jax'): axis {axis} is out of bounds for a 0-d array")


def argsort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    _check_0d(x, axis, "argsort")
    if x.ndim == 0:
        return jnp.zeros((), index_dtype())
    d = index_dtype()
    # (An axis out of range reaches jnp.argsort, which raises.)
    n = x.shape[axis] if -x.ndim <= axis < x.ndim else 0
    if n <= (1 << (8 * d.itemsize - 1)) - 1:
        # Every index fits the index dtype: counted in it (jnp.argsort's
        # dtype=), the same values as a cast of jax's int64 ones, without a
        # second op (an eager astype costs ~15 us; one fused in a jit slows
        # XLA's sort).
        return jnp.argsort(x, axis=axis, descending=descending, stable=True, dtype=d)
    return jnp.argsort(x, axis=axis, descending=descending, stable=True).astype(d)


def sort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    _check_0d(x, axis, "sort")
    if x.ndim == 0:
        return x
    return jnp.sort(x, axis=axis, descending=descending, stable=True)
