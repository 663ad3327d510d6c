"""Utility functions on numpy."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._trace import tracing

__all__ = ["all", "any"]


def _axis(axis: Any) -> Any:
    return tuple(axis) if isinstance(axis, list) else axis


# A bool ndarray reduces by the logical ufuncs directly, what np.all/np.any
# call after four Python frames of argument handling (about 1 us); they give
# a NumPy bool scalar for a whole-array reduction, hence the asarray.
_and_reduce = np.logical_and.reduce
_or_reduce = np.logical_or.reduce
_BOOL = np.dtype(bool)


def all(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> np.ndarray:
    if type(x) is np.ndarray and x.dtype is _BOOL:
        r = _and_reduce(x, axis=_axis(axis), keepdims=keepdims)
        return r if type(r) is np.ndarray else np.asarray(r)
    return np.asarray(np.all(x, axis=_axis(axis), keepdims=keepdims), like=tracing())


def any(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> np.ndarray:
    if type(x) is np.ndarray and x.dtype is _BOOL:
        r = _or_reduce(x, axis=_axis(axis), keepdims=keepdims)
        return r if type(r) is np.ndarray else np.asarray(r)
    return np.asarray(np.any(x, axis=_axis(axis), keepdims=keepdims), like=tracing())
