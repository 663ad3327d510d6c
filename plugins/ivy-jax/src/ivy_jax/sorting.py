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
    return jnp.argsort(x, axis=axis, descending=descending, stable=True).astype(index_dtype())


def sort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    _check_0d(x, axis, "sort")
    if x.ndim == 0:
        return x
    return jnp.sort(x, axis=axis, descending=descending, stable=True)
