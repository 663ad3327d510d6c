"""Sorting functions on jax (always stable)."""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp

from .searching import index_dtype

__all__ = ["argsort", "sort"]


# ivy_core gives an axis of x (0 or -1 for a 0-d x, sorted as its one element).


def argsort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    if x.ndim == 0:
        return jnp.zeros((), index_dtype())
    d = index_dtype()
    n = x.shape[axis]
    if n <= (1 << (8 * d.itemsize - 1)) - 1:
        # Every index fits the index dtype: counted in it (jnp.argsort's
        # dtype=), the same values as a cast of jax's int64 ones, without a
        # second op (an eager astype costs ~15 us; one fused in a jit slows
        # XLA's sort).
        return jnp.argsort(x, axis=axis, descending=descending, stable=True, dtype=d)
    return jnp.argsort(x, axis=axis, descending=descending, stable=True).astype(d)


def sort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    if x.ndim == 0:
        return x
    return jnp.sort(x, axis=axis, descending=descending, stable=True)
