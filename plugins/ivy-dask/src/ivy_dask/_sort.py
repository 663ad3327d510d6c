"""Sorting a Dask array without gathering an axis into one chunk.

``sort_1d`` is a sample sort over the chunks of a 1-d array, built as a
graph of small tasks whose dependencies are fixed when the graph is built
(Dask needs them so), and whose sizes are bounded by about a chunk:

1. each chunk is sorted on its own, as ``(value, global position)`` keys,
   so that every key is distinct: ties spread over the buckets like any
   other value, and a stable order comes for free;
2. a few evenly spaced keys of each sorted chunk are gathered (small), and
   ``p - 1`` splitters chosen among them;
3. each sorted chunk is cut at the splitters; bucket ``j`` merges the
   ``j``-th piece of every chunk (one bucket holds about ``n / p`` keys);
4. one small task counts the buckets; each output chunk (the input's
   chunks, so the result's shape and chunks are known without computing)
   takes from every bucket the part of its global rank range that falls
   there, through one slicing task per (bucket, output chunk) pair, most
   of them empty.

No task holds more than a bucket or an output chunk of data, whatever the
length of the array. An axis of an n-d array that is not split into chunks
is sorted chunk by chunk; one that is split is first rechunked to be whole,
with the other axes split finely enough to keep chunks at Dask's size.
"""

from __future__ import annotations

from typing import Any

import dask
import dask.array as da
import numpy as np

__all__ = ["sort", "argsort"]


def sort(x: Any, axis: int, descending: bool, stable: bool) -> Any:
    return _sorted(x, axis, descending, want="values")


def argsort(x: Any, axis: int, descending: bool, stable: bool) -> Any:
    return _sorted(x, axis, descending, want="indices")


def _sorted(x: Any, axis: int, descending: bool, want: str) -> Any:
    axis = axis % x.ndim if x.ndim else 0
    if x.ndim == 0:
        return x if want == "values" else da.zeros((), dtype=np.int64)
    if x.ndim == 1 and len(x.chunks[0]) > 1:
        return sort_1d(x, descending, want)
    if len(x.chunks[axis]) > 1:
        # One whole axis per chunk, the other axes split to keep chunks small.
        x = x.rechunk({axis: -1, **{i: "auto" for i in range(x.ndim) if i != axis}})
    func = _block_values if want == "values" else _block_indices
    dtype = x.dtype if want == "values" else np.dtype(np.int64)
    return x.map_blocks(func, axis=axis, descending=descending, dtype=dtype)


def _block_values(b: np.ndarray, axis: int, descending: bool) -> np.ndarray:
    return np.take_along_axis(b, _block_indices(b, axis, descending), axis=axis)


def _block_indices(b: np.ndarray, axis: int, descending: bool) -> np.ndarray:
    if not descending:
        return np.argsort(b, axis=axis, kind="stable")
    # Descending and stable: sort the reversed axis, then map positions back.
    flipped = np.flip(b, axis=axis)
    order = np.argsort(flipped, axis=axis, kind="stable")
    return np.flip(b.shape[axis] - 1 - order, axis=axis)


# --- the sample sort of a 1-d array -------------------------------------------------


def _local(block: np.ndarray, offset: int, descending: bool) -> tuple[np.ndarray, np.ndarray]:
    """A chunk's keys sorted: values, and global positions, ties in position
    order. For a descending sort the positions are negated (ties then in
    reverse position order), so that reversing the ascending result keeps
    ties in position order."""
    n = block.shape[0]
    if descending:
        order = n - 1 - np.argsort(block[::-1], kind="stable")
        positions = -(offset + order.astype(np.int64))
    else:
        order = np.argsort(block, kind="stable")
        positions = offset + order.astype(np.int64)
    return block[order], positions


def _order(values: np.ndarray, positions: np.ndarray) -> np.ndarray:
    """Sort by (value, position): NumPy's order (NaN last, complex by real
    then imaginary part), ties by position."""
    if values.dtype.kind == "c":
        return np.lexsort((positions, values.imag, values.real))
    return np.lexsort((positions, values))


def _samples(keys: tuple[np.ndarray, np.ndarray], count: int) -> tuple[np.ndarray, np.ndarray]:
    values, positions = keys
    if values.shape[0] == 0:
        return values, positions
    at = np.linspace(0, values.shape[0] - 1, num=min(count, values.shape[0])).astype(np.int64)
    return values[at], positions[at]


def _splitters(buckets: int, *samples: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    values = np.concatenate([s[0] for s in samples])
    positions = np.concatenate([s[1] for s in samples])
    order = _order(values, positions)
    values, positions = values[order], positions[order]
    at = (np.arange(1, buckets) * values.shape[0]) // buckets
    return values[at], positions[at]


def _rank_of(keys: tuple[np.ndarray, np.ndarray], split: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    """How many of the sorted keys come before each splitter key."""
    values, positions = keys
    out = np.empty(split[0].shape[0], dtype=np.int64)
    for j, (v, p) in enumerate(zip(*split, strict=True)):
        # NumPy's searchsorted orders as its sort does (NaN last), so this
        # finds the run of keys equal to ``v`` (NaN too), ties by position.
        lo = int(np.searchsorted(values, v, side="left"))
        hi = int(np.searchsorted(values, v, side="right"))
        out[j] = lo + int(np.searchsorted(positions[lo:hi], p, side="left"))
    return out


def _cut(keys: tuple[np.ndarray, np.ndarray], split: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    return np.concatenate([[0], _rank_of(keys, split), [keys[0].shape[0]]])


def _piece(keys: tuple[np.ndarray, np.ndarray], cuts: np.ndarray, j: int) -> tuple[np.ndarray, np.ndarray]:
    return keys[0][cuts[j] : cuts[j + 1]], keys[1][cuts[j] : cuts[j + 1]]


def _merge(descending: bool, *pieces: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """One bucket: the pieces of every chunk, merged. Laid end to end in
    chunk order (reversed for a descending sort) their positions already
    rise within each run of equal values, so a stable sort by value alone
    orders the keys."""
    if descending:
        pieces = pieces[::-1]
    values = np.concatenate([p[0] for p in pieces])
    positions = np.concatenate([p[1] for p in pieces])
    order = np.argsort(values, kind="stable")
    return values[order], positions[order]


def _size(keys: tuple[np.ndarray, np.ndarray]) -> int:
    return int(keys[0].shape[0])


def _starts(*sizes: int) -> np.ndarray:
    return np.concatenate([[0], np.cumsum(sizes, dtype=np.int64)])


def _take(bucket: tuple[np.ndarray, np.ndarray], starts: np.ndarray, j: int, lo: int, hi: int) -> tuple[np.ndarray, np.ndarray]:
    """The part of bucket ``j`` with global ranks in ``[lo, hi)``."""
    a = max(lo - int(starts[j]), 0)
    b = min(hi - int(starts[j]), int(starts[j + 1] - starts[j]))
    if b <= a:
        return bucket[0][:0], bucket[1][:0]
    return bucket[0][a:b], bucket[1][a:b]


def _join(want: str, descending: bool, *parts: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    column = 0 if want == "values" else 1
    out = np.concatenate([p[column] for p in parts])
    if want == "indices" and descending:
        out = -out
    return out


def sort_1d(x: Any, descending: bool, want: str) -> Any:
    """The sample sort (see the module docstring) of a 1-d Dask array with
    more than one chunk: its values (``want="values"``) or the positions
    that sort it (``"indices"``), in the input's chunks."""
    chunks = x.chunks[0]
    n = sum(chunks)
    buckets = len(chunks)
    offsets = np.concatenate([[0], np.cumsum(chunks)])
    blocks = x.to_delayed().ravel()
    local = [dask.delayed(_local, pure=True)(b, int(offsets[i]), descending) for i, b in enumerate(blocks)]
    per_chunk = max(4, 8 * buckets // max(len(local), 1) + 4)  # oversampling
    samples = [dask.delayed(_samples, pure=True)(k, per_chunk) for k in local]
    split = dask.delayed(_splitters, pure=True)(buckets, *samples)
    cuts = [dask.delayed(_cut, pure=True)(k, split) for k in local]
    merged = [
        dask.delayed(_merge, pure=True)(descending, *[dask.delayed(_piece, pure=True)(k, c, j) for k, c in zip(local, cuts, strict=True)])
        for j in range(buckets)
    ]
    starts = dask.delayed(_starts, pure=True)(*[dask.delayed(_size, pure=True)(m) for m in merged])
    dtype = x.dtype if want == "values" else np.dtype(np.int64)
    out = []
    # The ranks of an ascending sort; a descending one is its reverse, so
    # output chunk m takes the ranks counted from the end.
    ranges = [(int(offsets[m]), int(offsets[m + 1])) for m in range(len(chunks))]
    if descending:
        ranges = [(n - hi, n - lo) for lo, hi in ranges]
    for (lo, hi), size in zip(ranges, chunks, strict=True):
        parts = [dask.delayed(_take, pure=True)(m, starts, j, lo, hi) for j, m in enumerate(merged)]
        block = dask.delayed(_join, pure=True)(want, descending, *parts)
        if descending:
            block = dask.delayed(np.flip, pure=True)(block)
        out.append(da.from_delayed(block, shape=(size,), dtype=dtype))
    return da.concatenate(out)
