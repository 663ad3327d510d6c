"""Reductions. ``dtype`` arrives resolved for sum and prod."""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["sum", "prod", "mean", "var", "max", "min"]


def _axis(axis: Any) -> Any:
    return tuple(axis) if isinstance(axis, list) else axis


def sum(x: np.ndarray, /, *, axis: Any = None, dtype: Any, keepdims: bool = False) -> Any:
    return np.sum(x, axis=_axis(axis), dtype=dtype, keepdims=keepdims)


def prod(x: np.ndarray, /, *, axis: Any = None, dtype: Any, keepdims: bool = False) -> Any:
    return np.prod(x, axis=_axis(axis), dtype=dtype, keepdims=keepdims)


def mean(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return np.mean(x, axis=_axis(axis), keepdims=keepdims)


def var(x: np.ndarray, /, *, axis: Any = None, correction: float = 0.0, keepdims: bool = False) -> Any:
    return np.var(x, axis=_axis(axis), ddof=correction, keepdims=keepdims)


def max(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return np.max(x, axis=_axis(axis), keepdims=keepdims)


def min(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return np.min(x, axis=_axis(axis), keepdims=keepdims)
