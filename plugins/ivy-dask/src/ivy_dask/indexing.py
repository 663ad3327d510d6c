"""Indexing functions on dask.array. An out-of-bounds index raises ivy_core's
``InvalidIndexError`` (an ``IndexError``), never a silently wrong result: at
the call where the indices' values are in memory (an array made from a
Python list or a NumPy array), else when the result is computed (indices
still to be computed)."""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np

from ivy_core import InvalidIndexError

from ._keys import in_memory_blocks

__all__ = ["take", "take_along_axis"]


def _in_bounds_block(block: np.ndarray, n: int, name: str) -> np.ndarray:
    b = block.astype(np.int64)
    if b.size and (b.min() < -n or b.max() >= n):
        bad = b[(b < -n) | (b >= n)][0]
        raise InvalidIndexError(
            f"ivy_core.{name} (backend 'dask'): indices holds {bad}, out of bounds for an axis of size {n}; "
            f"pass indices in [{-n}, {n - 1}]"
        )
    return np.where(b < 0, b + n, b)


def _normalized(indices: da.Array, n: int, name: str) -> da.Array:
    """Non-negative int64 indices, checked against ``n``: at once where
    their values are in memory, else when computed."""
    for block in in_memory_blocks(indices) or ():
        _in_bounds_block(block, n, name)  # raises at the call
    return indices.map_blocks(_in_bounds_block, n, name, dtype=np.int64)


def take(x: da.Array, indices: da.Array, /, *, axis: int | None = None) -> Any:
    # ivy_core has checked that the indices are integers and made axis an
    # axis of x in [0, x.ndim) (a 0-d x takes only axis=None).
    if axis is None:
        x, axis = x.reshape(-1), 0
    idx = _normalized(indices, x.shape[axis], "take")
    flat = idx.reshape(-1)
    r = x[(slice(None),) * axis + (flat,)]
    if indices.ndim != 1:
        r = r.reshape(x.shape[:axis] + indices.shape + x.shape[axis + 1 :])
    return r


def take_along_axis(x: da.Array, indices: da.Array, /, *, axis: int = -1) -> Any:
    # ivy_core has checked the indices' dtype and rank and made axis non-negative.
    n = x.shape[axis]
    # Broadcast the other axes (as NumPy does), then gather through flat positions.
    other = np.broadcast_shapes(
        x.shape[:axis] + (1,) + x.shape[axis + 1 :], indices.shape[:axis] + (1,) + indices.shape[axis + 1 :]
    )
    xs = other[:axis] + (n,) + other[axis + 1 :]
    out = other[:axis] + (indices.shape[axis],) + other[axis + 1 :]
    xb = da.broadcast_to(x, xs)
    idx = da.broadcast_to(_normalized(indices, n, "take_along_axis"), out)
    if 0 in out or 0 in xs:
        return da.zeros(out, dtype=x.dtype)
    strides = np.cumprod((xs[1:] + (1,))[::-1])[::-1].astype(np.int64)
    flat = idx * strides[axis]
    for d in range(len(out)):
        if d != axis:
            shape = [1] * len(out)
            shape[d] = out[d]
            flat = flat + da.arange(out[d], dtype=np.int64).reshape(shape) * strides[d]
    return xb.reshape(-1)[flat.reshape(-1)].reshape(out)
