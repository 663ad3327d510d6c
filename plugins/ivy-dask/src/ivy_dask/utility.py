"""Utility functions on dask.array (tree reductions)."""

from __future__ import annotations

from typing import Any

import dask.array as da

__all__ = ["all", "any"]


def all(x: da.Array, /, *, axis: Any = None, keepdims: bool = False) -> da.Array:
    return da.all(x, axis=axis, keepdims=keepdims)


def any(x: da.Array, /, *, axis: Any = None, keepdims: bool = False) -> da.Array:
    return da.any(x, axis=axis, keepdims=keepdims)
