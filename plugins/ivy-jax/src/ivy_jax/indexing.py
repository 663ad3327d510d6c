"""Indexing functions on jax. jax clamps or fills out-of-range indices
silently, so the bounds are checked here (IndexError, as NumPy raises)."""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp

__all__ = ["take", "take_along_axis"]


def _check(indices: Any, n: int, name: str) -> None:
    if not jnp.issubdtype(indices.dtype, jnp.integer):
        raise TypeError(
            f"ivy_core.{name} (backend 'jax'): indices must have an integer dtype, got {indices.dtype}"
        )
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


def _axis(x: Any, axis: int, name: str) -> int:
    if not -x.ndim <= axis < x.ndim:
        raise ValueError(
            f"ivy_core.{name} (backend 'jax'): axis {axis} is out of bounds for an array of dimension {x.ndim}"
        )
    return axis % x.ndim


def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
    if axis is None:
        x, axis = x.reshape(-1), 0
    if x.ndim == 0:
        raise ValueError("ivy_core.take (backend 'jax'): x must have at least one dimension")
    axis = _axis(x, axis, "take")
    _check(indices, x.shape[axis], "take")
    return jnp.take(x, indices, axis=axis)


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    if x.ndim != indices.ndim:
        raise ValueError(
            f"ivy_core.take_along_axis (backend 'jax'): indices must have the rank of x ({x.ndim}), got {indices.ndim}"
        )
    axis = _axis(x, axis, "take_along_axis")
    _check(indices, x.shape[axis], "take_along_axis")
    return jnp.take_along_axis(x, indices, axis=axis)
