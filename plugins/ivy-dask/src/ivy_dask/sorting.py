"""Sorting on dask.array, which has no sort: ``_sort.py``'s sample sort for
a 1-d array split into chunks (no axis gathered into one chunk), a sort per
chunk along an axis that is whole in each chunk."""

from __future__ import annotations

from typing import Any

import dask.array as da

from . import _sort
from .searching import index_dtype

__all__ = ["argsort", "sort"]


def _check_0d(axis: int, name: str) -> None:
    if axis not in (0, -1):
        raise ValueError(f"ivy_core.{name} (backend 'dask'): axis {axis} is out of bounds for a 0-d array")


def _check_axis(x: Any, axis: int, name: str) -> None:
    if not -x.ndim <= axis < x.ndim:
        raise ValueError(
            f"ivy_core.{name} (backend 'dask'): axis {axis} is out of bounds for a {x.ndim}-d array"
        )


def argsort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    if x.ndim == 0:
        _check_0d(axis, "argsort")
        return da.zeros((), dtype=index_dtype())
    _check_axis(x, axis, "argsort")
    return _sort.argsort(x, axis, descending, stable).astype(index_dtype(), copy=False)


def sort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    if x.ndim == 0:
        _check_0d(axis, "sort")
        return x.copy()
    _check_axis(x, axis, "sort")
    return _sort.sort(x, axis, descending, stable)

