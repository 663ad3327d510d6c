"""Set functions on dask.array: NaNs are distinct values (``equal_nan=False``).

A tree of tasks: each chunk finds its own unique values (with their first
position and count); one task merges those (it holds the unique values,
never the data); the inverse is found chunk by chunk against the merged
values. The results' lengths are unknown until computed (``None`` in
ivy_core's ``shape``).
"""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np
from dask import delayed

from .searching import index_dtype

__all__ = ["unique_all", "unique_counts", "unique_inverse", "unique_values"]


def _chunk(block: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    u, i, c = np.unique(block, return_index=True, return_counts=True, equal_nan=False)
    return u, i.astype(np.int64), c.astype(np.int64), len(block)


def _merge(*parts: tuple[np.ndarray, np.ndarray, np.ndarray, int]) -> tuple[Any, ...]:
    """The unique values of all chunks, the first position of each and its
    count; NaNs last, one entry each, by position."""
    offsets = np.cumsum([0] + [p[3] for p in parts[:-1]])
    u = np.concatenate([p[0] for p in parts])
    i = np.concatenate([p[1] + o for p, o in zip(parts, offsets, strict=True)])
    c = np.concatenate([p[2] for p in parts])
    nan = np.isnan(u) if u.dtype.kind in "fc" else np.zeros(u.shape, bool)
    un, inv = np.unique(u[~nan], return_inverse=True)
    first = np.full(un.shape, np.iinfo(np.int64).max, np.int64)
    np.minimum.at(first, inv, i[~nan])
    counts = np.zeros(un.shape, np.int64)
    np.add.at(counts, inv, c[~nan])
    order = np.argsort(i[nan], kind="stable")
    values = np.concatenate([un, u[nan][order]])
    return values, np.concatenate([first, i[nan][order]]), np.concatenate([counts, c[nan][order]]), len(un)


def _inverse_block(block: np.ndarray, nan_rank: np.ndarray, merged: tuple[Any, ...]) -> np.ndarray:
    values, _, _, n_numbers = merged
    pos = np.searchsorted(values[:n_numbers], block)
    if block.dtype.kind in "fc":
        pos = np.where(np.isnan(block), n_numbers + nan_rank - 1, pos)
    return pos.astype(np.int64)


def _unique(x: da.Array) -> tuple[Any, da.Array]:
    v = x.reshape(-1)
    parts = [delayed(_chunk, pure=True)(b) for b in v.to_delayed().ravel()]
    merged = delayed(_merge, pure=True, nout=4)(*parts)
    return merged, v


def _field(merged: Any, i: int, dtype: Any) -> da.Array:
    return da.from_delayed(merged[i], shape=(np.nan,), dtype=dtype)


def _inverse(merged: Any, v: da.Array, shape: tuple[int, ...]) -> da.Array:
    if v.dtype.kind in "fc":
        nan_rank = da.cumsum(da.isnan(v), dtype=np.int64)
    else:
        nan_rank = da.zeros(v.shape, dtype=np.int64, chunks=v.chunks)
    inv = da.map_blocks(_inverse_block, v, nan_rank, merged, dtype=np.int64, meta=np.empty((0,), np.int64))
    return inv.reshape(shape).astype(index_dtype())


def _small(x: da.Array) -> tuple[da.Array, ...] | None:
    """The results for an input of 0 or 1 element, whose sizes are known
    without looking at the data; None for a larger input."""
    if any(np.isnan(c) for cs in x.chunks for c in cs) or x.size > 1:
        return None
    d = index_dtype()
    n = int(x.size)
    values = x.reshape(n) if n else da.zeros((0,), dtype=x.dtype, chunks=(0,))
    first = da.zeros((n,), dtype=d, chunks=(max(n, 0),))
    inverse = da.zeros(x.shape, dtype=d, chunks=x.shape)
    counts = da.ones((n,), dtype=d, chunks=(max(n, 0),))
    return values, first, inverse, counts


def unique_all(x: da.Array, /) -> tuple[da.Array, ...]:
    if (small := _small(x)) is not None:
        return small
    merged, v = _unique(x)
    d = index_dtype()
    return (
        _field(merged, 0, x.dtype),
        _field(merged, 1, np.int64).astype(d),
        _inverse(merged, v, x.shape),
        _field(merged, 2, np.int64).astype(d),
    )


def unique_counts(x: da.Array, /) -> tuple[da.Array, ...]:
    if (small := _small(x)) is not None:
        return small[0], small[3]
    merged, _ = _unique(x)
    return _field(merged, 0, x.dtype), _field(merged, 2, np.int64).astype(index_dtype())


def unique_inverse(x: da.Array, /) -> tuple[da.Array, ...]:
    if (small := _small(x)) is not None:
        return small[0], small[2]
    merged, v = _unique(x)
    return _field(merged, 0, x.dtype), _inverse(merged, v, x.shape)


def unique_values(x: da.Array, /) -> da.Array:
    if (small := _small(x)) is not None:
        return small[0]
    merged, _ = _unique(x)
    return _field(merged, 0, x.dtype)
