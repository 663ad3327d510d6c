"""Searching functions."""

from __future__ import annotations

from typing import Any

import numpy as np

from ivy_core import default_int_dtype

from ._runtime import DTYPES
from ._trace import METHOD_TYPES, tracing

__all__ = ["where", "argmax", "argmin", "count_nonzero", "nonzero", "searchsorted"]


def index_dtype() -> Any:
    """The native dtype of ivy_core's default int dtype (of index results)."""
    return DTYPES[default_int_dtype()]  # a Dtype is a str: its name


_ND = np.ndarray
_BOOL = np.dtype(bool)


def _axis(axis: Any) -> Any:
    return tuple(axis) if isinstance(axis, list) else axis


def where(condition: np.ndarray, x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    if type(condition) is not _ND or condition.dtype is not _BOOL:
        condition = condition.astype(bool, copy=False)  # nonzero counts as true
    return np.where(condition, x1, x2)


# Index results stay in NumPy's int64: ivy_core casts them to its default
# int dtype after the call (Backend.indexed), one cast in all. A plain or
# traced ndarray takes the method (np.argmax's Python wrapper costs about
# 0.9 us); the result of a whole reduction, a scalar, becomes an array.


def argmax(x: np.ndarray, /, *, axis: int | None = None, keepdims: bool = False) -> np.ndarray:
    if type(x) in METHOD_TYPES:
        r = x.argmax(axis, keepdims=keepdims)
        if type(r) in METHOD_TYPES:
            return r
    else:
        r = np.argmax(x, axis=axis, keepdims=keepdims)
    return np.asarray(r, like=tracing())  # a scalar for axis=None


def argmin(x: np.ndarray, /, *, axis: int | None = None, keepdims: bool = False) -> np.ndarray:
    if type(x) in METHOD_TYPES:
        r = x.argmin(axis, keepdims=keepdims)
        if type(r) in METHOD_TYPES:
            return r
    else:
        r = np.argmin(x, axis=axis, keepdims=keepdims)
    return np.asarray(r, like=tracing())


def count_nonzero(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> np.ndarray:
    like = tracing()
    if like is not None and axis is None:  # a traced count: numpy gives a Python int for axis=None
        axis = tuple(range(x.ndim))
    return np.asarray(np.count_nonzero(x, axis=_axis(axis), keepdims=keepdims), like=like).astype(
        index_dtype(), copy=False
    )


# ivy_core checks nonzero's x (not 0-d) and searchsorted's x1 (1-D), side
# and sorter (integers of the shape of x1) before these run.


def nonzero(x: np.ndarray, /) -> tuple[np.ndarray, ...]:
    return x.nonzero() if type(x) in METHOD_TYPES else np.nonzero(x)  # type: ignore[no-any-return]


def searchsorted(
    x1: np.ndarray, x2: np.ndarray, /, *, side: str = "left", sorter: np.ndarray | None = None
) -> np.ndarray:
    if type(x1) is _ND and type(x2) is _ND:  # the method: np.searchsorted's wrapper costs about 1 us
        r = x1.searchsorted(x2, side=side, sorter=sorter)  # int64: ivy_core casts index results
        return r if type(r) is _ND else np.asarray(r)
    r = np.asarray(np.searchsorted(x1, x2, side=side, sorter=sorter), like=tracing())
    return r.astype(index_dtype(), copy=False)
