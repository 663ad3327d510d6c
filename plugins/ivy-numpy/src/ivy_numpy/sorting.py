"""Sorting functions on numpy."""

from __future__ import annotations

import numpy as np

from .searching import index_dtype

__all__ = ["argsort", "sort"]


# ivy_core gives an axis of x (0 or -1 for a 0-d x, sorted as its one element).


def argsort(x: np.ndarray, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> np.ndarray:
    if x.ndim == 0:
        return np.zeros((), index_dtype())
    if not descending:
        # int64: ivy_core casts index results. The method for a plain ndarray
        # (np.argsort's Python wrapper costs about 0.9 us).
        if type(x) is np.ndarray:
            return x.argsort(axis, stable=True)
        return np.argsort(x, axis=axis, stable=True)
    # Descending and stable: sort the reversed array ascending, reverse the
    # order found and map the positions back (equal values keep their order).
    n = x.shape[axis]
    i = np.flip(np.argsort(np.flip(x, axis), axis=axis, stable=True), axis)
    return (n - 1 - i).astype(index_dtype(), copy=False)


def sort(x: np.ndarray, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> np.ndarray:
    if x.ndim == 0:
        return x.copy()
    if type(x) is np.ndarray:  # what np.sort does, without its Python wrapper
        r = x.copy()
        r.sort(axis, stable=True)
    else:
        r = np.sort(x, axis=axis, stable=True)
    return np.flip(r, axis) if descending else r
