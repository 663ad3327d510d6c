"""Sorting on dask.array, which has no sort: ``_sort.py``'s sample sort for
a 1-d array split into chunks (no axis gathered into one chunk), a sort per
chunk along an axis that is whole in each chunk."""

from __future__ import annotations

from typing import Any

import dask.array as da

from . import _sort
from .searching import index_dtype

__all__ = ["argsort", "sort"]


# ivy_core gives an axis of x (0 or -1 for a 0-d x, sorted as its one element).


def argsort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    if x.ndim == 0:
        return da.zeros((), dtype=index_dtype())
    return _sort.argsort(x, axis, descending, stable).astype(index_dtype(), copy=False)


def sort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    if x.ndim == 0:
        return x.copy()
    return _sort.sort(x, axis, descending, stable)

