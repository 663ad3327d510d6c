"""Searching functions."""

from __future__ import annotations

from typing import Any

import numpy as np

from ivy_core import default_int_dtype

from ._runtime import DTYPES
from ._trace import tracing

__all__ = ["where", "argmax", "argmin", "count_nonzero", "nonzero", "searchsorted"]


def index_dtype() -> Any:
    """The native dtype of ivy_core's default int dtype (of index results)."""
    return DTYPES[str(default_int_dtype())]


def _axis(axis: Any) -> Any:
    return tuple(axis) if isinstance(axis, list) else axis


def where(condition: np.ndarray, x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    return np.where(condition.astype(bool, copy=False), x1, x2)


def argmax(x: np.ndarray, /, *, axis: int | None = None, keepdims: bool = False) -> np.ndarray:
    r = np.asarray(np.argmax(x, axis=axis, keepdims=keepdims), like=tracing())
    return r.astype(index_dtype(), copy=False)


def argmin(x: np.ndarray, /, *, axis: int | None = None, keepdims: bool = False) -> np.ndarray:
    r = np.asarray(np.argmin(x, axis=axis, keepdims=keepdims), like=tracing())
    return r.astype(index_dtype(), copy=False)


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
    d = index_dtype()
    return tuple(i.astype(d, copy=False) for i in np.nonzero(x))


def searchsorted(
    x1: np.ndarray, x2: np.ndarray, /, *, side: str = "left", sorter: np.ndarray | None = None
) -> np.ndarray:
    r = np.asarray(np.searchsorted(x1, x2, side=side, sorter=sorter), like=tracing())
    return r.astype(index_dtype(), copy=False)
