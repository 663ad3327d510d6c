"""Set functions on dask.array: NaNs are distinct values (``equal_nan=False``).

An array of one chunk: the chunk finds its unique values (with their first
position and count) in one task, and its inverse against them.

An array of several chunks is never gathered: it is sorted by the sample
sort (``_sort.sort_1d``: its values, and the stable order of positions),
and each sorted chunk keeps the values that differ from the one before
(the last value of the chunks before it comes through a chain of small
tasks). A value's count is the distance to the next kept rank (in a later
chunk for a run that spans chunks: a small task finds each chunk's next
one), its first position is the stable order's at its rank, and the
inverse (the rank of the run each sorted element is in) goes back to the
elements' places by gathering it at the inverse permutation (a sort of the
order). Each result is in the sorted chunks, of sizes unknown until
computed (``None`` in ivy_core's ``shape``).
"""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np
from dask import delayed

from ._sort import sort_1d
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


# --- several chunks: through the sample sort -----------------------------------------


def _carry(block: np.ndarray, before: np.ndarray) -> np.ndarray:
    """The last value of the chunks up to this one (empty: none yet)."""
    return block[-1:] if block.shape[0] else before


def _mask(block: np.ndarray, before: np.ndarray) -> np.ndarray:
    """Which sorted values start a run (NaN != NaN: every NaN does)."""
    mask = np.empty(block.shape, dtype=bool)
    if block.shape[0]:
        mask[1:] = block[1:] != block[:-1]
        mask[0] = before.shape[0] == 0 or bool(block[0] != before[0])
    return mask


def _summary(n: int, offsets: list[int], *masks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per chunk: the rank of the next run start after it (``n`` for none),
    and how many runs start before it."""
    k = len(masks)
    kept = np.array([int(m.sum()) for m in masks], dtype=np.int64)
    first = [offsets[c] + int(np.argmax(m)) if kept[c] else None for c, m in enumerate(masks)]
    following = np.full(k, n, dtype=np.int64)
    nxt = n
    for c in range(k - 1, -1, -1):
        following[c] = nxt
        if first[c] is not None:
            nxt = first[c]
    before = np.concatenate([[0], np.cumsum(kept)[:-1]]).astype(np.int64)
    return following, before


def _counts(mask: np.ndarray, offset: int, summary: tuple[np.ndarray, np.ndarray], c: int) -> np.ndarray:
    starts = offset + np.flatnonzero(mask)
    return np.diff(np.append(starts, summary[0][c])).astype(np.int64)


def _runs(mask: np.ndarray, summary: tuple[np.ndarray, np.ndarray], c: int) -> np.ndarray:
    """The run (the unique value's index) of every sorted element."""
    return summary[1][c] + np.cumsum(mask, dtype=np.int64) - 1


def _kept(block: np.ndarray, mask: np.ndarray) -> np.ndarray:
    return block[mask]


def _sorted_unique(x: da.Array, fields: str) -> dict[str, da.Array]:
    """The unique values (``"v"``), first positions (``"i"``), counts
    (``"c"``) and inverse (``"r"``, flat) that ``fields`` names, of an
    array of several chunks, through the sample sort."""
    v = x.reshape(-1)
    chunks = v.chunks[0]
    n = int(sum(chunks))
    offsets = [int(o) for o in np.concatenate([[0], np.cumsum(chunks)])]
    s = sort_1d(v, False, "values").to_delayed().ravel()
    carry = delayed(np.empty, pure=True)(0, dtype=v.dtype)
    masks = []
    for block in s:
        masks.append(delayed(_mask, pure=True)(block, carry))
        carry = delayed(_carry, pure=True)(block, carry)
    summary = delayed(_summary, pure=True, nout=2)(n, offsets[:-1], *masks)
    unknown = (np.nan,)
    out: dict[str, da.Array] = {}
    if "v" in fields:
        out["v"] = da.concatenate([
            da.from_delayed(delayed(_kept, pure=True)(b, m), shape=unknown, dtype=v.dtype)
            for b, m in zip(s, masks, strict=True)
        ])
    if "c" in fields:
        out["c"] = da.concatenate([
            da.from_delayed(delayed(_counts, pure=True)(m, offsets[c], summary, c), shape=unknown, dtype=np.int64)
            for c, m in enumerate(masks)
        ])
    if "i" in fields or "r" in fields:
        order = sort_1d(v, False, "indices")
    if "i" in fields:
        out["i"] = da.concatenate([
            da.from_delayed(delayed(_kept, pure=True)(b, m), shape=unknown, dtype=np.int64)
            for b, m in zip(order.to_delayed().ravel(), masks, strict=True)
        ])
    if "r" in fields:
        runs = da.concatenate([
            da.from_delayed(delayed(_runs, pure=True)(m, summary, c), shape=(chunks[c],), dtype=np.int64)
            for c, m in enumerate(masks)
        ])
        # Element p's run is runs[rank of p]: the ranks are the inverse
        # permutation of the order, which sorting the order gives.
        out["r"] = runs[sort_1d(order, False, "indices")]
    return out


def _several(x: da.Array) -> bool:
    """Whether ``x`` flat has several chunks, all of known size."""
    chunks = x.reshape(-1).chunks[0]
    return len(chunks) > 1 and not any(np.isnan(c) for c in chunks)


def unique_all(x: da.Array, /) -> tuple[da.Array, ...]:
    if (small := _small(x)) is not None:
        return small
    d = index_dtype()
    if _several(x):
        f = _sorted_unique(x, "vicr")
        return f["v"], f["i"].astype(d), f["r"].reshape(x.shape).astype(d), f["c"].astype(d)
    merged, v = _unique(x)
    return (
        _field(merged, 0, x.dtype),
        _field(merged, 1, np.int64).astype(d),
        _inverse(merged, v, x.shape),
        _field(merged, 2, np.int64).astype(d),
    )


def unique_counts(x: da.Array, /) -> tuple[da.Array, ...]:
    if (small := _small(x)) is not None:
        return small[0], small[3]
    if _several(x):
        f = _sorted_unique(x, "vc")
        return f["v"], f["c"].astype(index_dtype())
    merged, _ = _unique(x)
    return _field(merged, 0, x.dtype), _field(merged, 2, np.int64).astype(index_dtype())


def unique_inverse(x: da.Array, /) -> tuple[da.Array, ...]:
    if (small := _small(x)) is not None:
        return small[0], small[2]
    if _several(x):
        f = _sorted_unique(x, "vr")
        return f["v"], f["r"].reshape(x.shape).astype(index_dtype())
    merged, v = _unique(x)
    return _field(merged, 0, x.dtype), _inverse(merged, v, x.shape)


def unique_values(x: da.Array, /) -> da.Array:
    if (small := _small(x)) is not None:
        return small[0]
    if _several(x):
        return _sorted_unique(x, "v")["v"]
    merged, _ = _unique(x)
    return _field(merged, 0, x.dtype)
