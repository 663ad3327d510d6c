"""Reductions. ``dtype`` arrives resolved for sum and prod."""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["sum", "prod", "mean", "var", "max", "min"]


def _axis(axis: Any) -> Any:
    return tuple(axis) if isinstance(axis, list) else axis


# The ufunc reductions are what np.sum/np.prod/np.max call, minus their
# Python-level argument handling (about a microsecond per call).
_add_reduce = np.add.reduce
_multiply_reduce = np.multiply.reduce
_maximum_reduce = np.maximum.reduce
_minimum_reduce = np.minimum.reduce


def sum(x: np.ndarray, /, *, axis: Any = None, dtype: Any, keepdims: bool = False) -> Any:
    return _add_reduce(x, axis=_axis(axis), dtype=dtype, keepdims=keepdims)


def prod(x: np.ndarray, /, *, axis: Any = None, dtype: Any, keepdims: bool = False) -> Any:
    return _multiply_reduce(x, axis=_axis(axis), dtype=dtype, keepdims=keepdims)


def mean(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return np.mean(x, axis=_axis(axis), keepdims=keepdims)


def var(x: np.ndarray, /, *, axis: Any = None, correction: float = 0.0, keepdims: bool = False) -> Any:
    return np.var(x, axis=_axis(axis), ddof=correction, keepdims=keepdims)


def max(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return _maximum_reduce(x, axis=_axis(axis), keepdims=keepdims)


def min(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return _minimum_reduce(x, axis=_axis(axis), keepdims=keepdims)
