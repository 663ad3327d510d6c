"""Reductions. ``dtype`` arrives resolved for sum and prod."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._trace import METHOD_TYPES

__all__ = ["sum", "prod", "mean", "var", "max", "min", "std", "cumulative_sum", "cumulative_prod"]


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


# For a plain or traced ndarray the methods: np.mean/np.var/np.std call the
# same numpy._core._methods functions after a Python wrapper (about 0.8 us).
# NumPy's _var takes a float ddof through a slower path (about 0.9 us) to the
# same bits as the int: the usual corrections are passed as ints.
_INT_DDOF = {0.0: 0, 1.0: 1}


def mean(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    if type(x) in METHOD_TYPES:
        return x.mean(axis=_axis(axis), keepdims=keepdims)
    return np.mean(x, axis=_axis(axis), keepdims=keepdims)


def var(x: np.ndarray, /, *, axis: Any = None, correction: float = 0.0, keepdims: bool = False) -> Any:
    ddof = _INT_DDOF.get(correction, correction)
    if type(x) in METHOD_TYPES:
        return x.var(axis=_axis(axis), ddof=ddof, keepdims=keepdims)
    return np.var(x, axis=_axis(axis), ddof=ddof, keepdims=keepdims)


def max(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return _maximum_reduce(x, axis=_axis(axis), keepdims=keepdims)


def min(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return _minimum_reduce(x, axis=_axis(axis), keepdims=keepdims)


def std(x: np.ndarray, /, *, axis: Any = None, correction: float = 0.0, keepdims: bool = False) -> Any:
    ddof = _INT_DDOF.get(correction, correction)
    if type(x) in METHOD_TYPES:
        return x.std(axis=_axis(axis), ddof=ddof, keepdims=keepdims)
    return np.std(x, axis=_axis(axis), ddof=ddof, keepdims=keepdims)


# ivy_core gives the running sum and product an axis of x, or None for a 1-d x.


# np.cumulative_sum/prod call the ufunc's accumulate after three Python
# frames of argument handling (about 0.5 us); a plain ndarray of one or more
# dimensions without the initial value takes accumulate directly.
_add_accumulate = np.add.accumulate
_multiply_accumulate = np.multiply.accumulate


def cumulative_sum(
    x: np.ndarray, /, *, axis: Any = None, dtype: Any, include_initial: bool = False
) -> np.ndarray:
    if type(x) is np.ndarray and not include_initial and x.ndim:
        return _add_accumulate(x, axis=0 if axis is None else axis, dtype=dtype)  # type: ignore[no-any-return]
    return np.cumulative_sum(x, axis=axis, dtype=dtype, include_initial=include_initial)


def cumulative_prod(
    x: np.ndarray, /, *, axis: Any = None, dtype: Any, include_initial: bool = False
) -> np.ndarray:
    if type(x) is np.ndarray and not include_initial and x.ndim:
        return _multiply_accumulate(x, axis=0 if axis is None else axis, dtype=dtype)  # type: ignore[no-any-return]
    return np.cumulative_prod(x, axis=axis, dtype=dtype, include_initial=include_initial)
