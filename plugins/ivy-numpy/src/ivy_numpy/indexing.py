"""Indexing functions on numpy. ivy_core has checked the arguments (integer
indices, ``axis`` a non-negative axis of ``x``, the ranks and shapes of
take_along_axis); NumPy raises IndexError for an index out of bounds."""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["take", "take_along_axis"]


def take(x: np.ndarray, indices: np.ndarray, /, *, axis: int | None = None) -> Any:
    if axis is None:
        x, axis = x.reshape(-1), 0
    if type(x) is np.ndarray:  # the method: np.take's Python wrapper costs about 0.3 us
        return x.take(indices, axis)
    return np.take(x, indices, axis=axis)


def take_along_axis(x: np.ndarray, indices: np.ndarray, /, *, axis: int = -1) -> Any:
    return np.take_along_axis(x, indices, axis=axis)
