"""Indexing functions on jax. jax clamps or fills out-of-range indices
silently, so the bounds are checked here (IndexError, as NumPy raises).
ivy_core has checked the rest (integer indices, ``axis`` a non-negative axis
of ``x``, the ranks and shapes of take_along_axis)."""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp

__all__ = ["take", "take_along_axis"]


def _check(indices: Any, n: int, name: str) -> None:
    if indices.size:
        # Concrete indices are checked now even inside jax.jit or a traced
        # graph (where jnp calls are staged); traced ones need their values
        # and raise jax's error, which a graph turns into a TraceError.
        with jax.ensure_compile_time_eval():
            lo, hi = int(indices.min()), int(indices.max())
        if lo < -n or hi >= n:
            bad = lo if lo < -n else hi
            raise IndexError(
                f"ivy_core.{name} (backend 'jax'): index {bad} is out of bounds for an axis of size {n}"
            )


def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
    if axis is None:
        x, axis = x.reshape(-1), 0
    _check(indices, x.shape[axis], "take")
    return jnp.take(x, indices, axis=axis)


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    _check(indices, x.shape[axis], "take_along_axis")
    return jnp.take_along_axis(x, indices, axis=axis)
