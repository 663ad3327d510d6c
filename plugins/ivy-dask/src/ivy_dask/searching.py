"""Searching functions on dask.array. ``nonzero`` gives arrays whose length
is unknown until computed (ivy_core shows it as ``None``)."""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np

from ivy_core import default_int_dtype

from ._runtime import DTYPES

__all__ = ["where", "argmax", "argmin", "count_nonzero", "nonzero", "searchsorted"]


def index_dtype() -> Any:
    """The native dtype of ivy_core's default int dtype (of index results)."""
    return DTYPES[str(default_int_dtype())]


def where(condition: da.Array, x1: da.Array, x2: da.Array, /) -> da.Array:
    return da.where(condition.astype(bool), x1, x2)


def _arg(fn: Any, x: da.Array, axis: Any, keepdims: bool) -> da.Array:
    if x.ndim and (x.size == 0 if axis is None else (-x.ndim <= axis < x.ndim and x.shape[axis] == 0)):
        # The sizes are known when the graph is built: NumPy's error now.
        raise ValueError(
            f"ivy_core.{fn.__name__} (backend 'dask'): attempt to get {fn.__name__} of an empty sequence"
        )
    if axis is None and x.ndim > 1:
        r = fn(x.reshape(-1), axis=0)
        if keepdims:
            r = r.reshape((1,) * x.ndim)
    else:
        r = fn(x, axis=axis, keepdims=keepdims)
    return r.astype(index_dtype())


def argmax(x: da.Array, /, *, axis: int | None = None, keepdims: bool = False) -> da.Array:
    return _arg(da.argmax, x, axis, keepdims)


def argmin(x: da.Array, /, *, axis: int | None = None, keepdims: bool = False) -> da.Array:
    return _arg(da.argmin, x, axis, keepdims)


def count_nonzero(x: da.Array, /, *, axis: Any = None, keepdims: bool = False) -> da.Array:
    return da.sum(x != 0, axis=axis, keepdims=keepdims, dtype=index_dtype())


# ivy_core checks nonzero's x (not 0-d) and searchsorted's x1 (1-D), side
# and sorter (integers of the shape of x1) before these run; it passes
# reductions an axis of None, an int or a tuple of distinct ints.


def nonzero(x: da.Array, /) -> tuple[da.Array, ...]:
    d = index_dtype()
    if x.size == 0 and not any(np.isnan(c) for cs in x.chunks for c in cs):
        return tuple(da.zeros((0,), dtype=d, chunks=(0,)) for _ in range(x.ndim))  # known: empty
    return tuple(i.astype(d) for i in da.nonzero(x))


def searchsorted(
    x1: da.Array, x2: da.Array, /, *, side: str = "left", sorter: da.Array | None = None
) -> da.Array:
    if sorter is not None:
        x1 = x1[sorter]  # NumPy's sorter: the same as searching x1 in sorted order
    if x2.ndim == 0:
        return da.searchsorted(x1, x2.reshape(1), side=side).reshape(()).astype(index_dtype())
    return da.searchsorted(x1, x2, side=side).astype(index_dtype())
