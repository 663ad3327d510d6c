"""Utility functions on dask.array (tree reductions)."""

from __future__ import annotations

from typing import Any

import dask.array as da

__all__ = ["all", "any"]


def _axis(axis: Any) -> Any:
    if isinstance(axis, (list, tuple)):
        axis = tuple(axis)
        if len(set(axis)) != len(axis):
            raise ValueError(f"duplicate value in 'axis': {axis}")
    return axis


def all(x: da.Array, /, *, axis: Any = None, keepdims: bool = False) -> da.Array:
    return da.all(x, axis=_axis(axis), keepdims=keepdims)


def any(x: da.Array, /, *, axis: Any = None, keepdims: bool = False) -> da.Array:
    return da.any(x, axis=_axis(axis), keepdims=keepdims)
