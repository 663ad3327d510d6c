"""Sorting a Dask array without gathering an axis into one chunk.

``sort_1d`` is a sample sort over the chunks of a 1-d array, built as a
graph of small tasks whose dependencies are fixed when the graph is built
(Dask needs them so), and whose sizes are bounded by about a chunk:

1. a few keys of every chunk are drawn at random, keys being
   ``(value, global position)`` pairs so that every key is distinct (ties
   spread over the buckets like any other value, and a stable order comes
   for free); ``p - 1`` splitters are chosen among them (small);
2. each chunk is sorted on its own and cut at the splitters in one task
   (one piece per bucket, the chunk's size in all); the pieces' sizes give
   each bucket's first global rank before any bucket is merged;
3. bucket ``j`` merges the ``j``-th piece of every chunk (about ``n / p``
   keys) and cuts the result at once into the parts of the output chunks
   (the input's chunks, so the result's shape and chunks are known without
   computing), most of them empty;
4. each output chunk joins its part of every bucket.

No task holds more than a bucket or an output chunk of data, whatever the
length of the array. Memory, at most about 2.6x each worker's share of the
data at the peak, input included (``benchmarks/on_dask.py``):

- the sorted chunks are never kept beside their pieces (the splitters come
  from the unsorted chunks, so sorting and cutting are one task);
- the pieces and parts are copies, and every one of them is taken out of
  its task's tuple before the next step starts (small counting tasks that
  the next step waits on force it): each is then freed as soon as it is
  used, where Dask's own order would take each just before its use and keep
  every tuple whole until the last;
- positions are int32 while they fit; a sort of values moves only values
  from step 3 on and merges a bucket in place; a bucket keeps only the
  column the result needs.

The graph is written out as a dict of tasks: ``dask.delayed`` merges the
graphs of its arguments on every call, which for a graph this wide costs
time in the square of its size. An axis of an n-d array that is not
split into chunks is sorted chunk by chunk; one that is split is first
rechunked to be whole, with the other axes split finely enough to keep
chunks at Dask's size.
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
        if _row_too_big(x, axis):
            return _each_row(x, axis, descending, want)
        # One whole axis per chunk, the other axes split to keep chunks small.
        x = x.rechunk({axis: -1, **{i: "auto" for i in range(x.ndim) if i != axis}})
    func = _block_values if want == "values" else _block_indices
    dtype = x.dtype if want == "values" else np.dtype(np.int64)
    return x.map_blocks(func, axis=axis, descending=descending, dtype=dtype)


def _row_too_big(x: Any, axis: int) -> bool:
    """Whether one whole row along ``axis`` is more than Dask's chunk size
    (``array.chunk-size``): such a row is not gathered into one chunk."""
    from dask.utils import parse_bytes

    if x.size == 0:
        return False
    limit = parse_bytes(dask.config.get("array.chunk-size"))
    return x.shape[axis] * x.dtype.itemsize > limit


def _each_row(x: Any, axis: int, descending: bool, want: str) -> Any:
    """Every row along ``axis`` sorted by the sample sort on its own (rows
    longer than a chunk: a few, or the graph would be huge)."""
    moved = da.moveaxis(x, axis, -1)
    lead = moved.shape[:-1]
    rows = [sort_1d(moved[index], descending, want) for index in np.ndindex(*lead)]
    return da.moveaxis(da.stack(rows).reshape((*lead, moved.shape[-1])), -1, axis)


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
#
# Keys are (value, global position) pairs, so that every key is distinct. For a
# descending sort the positions are negated: ties then come in reverse position
# order, and reversing the ascending result puts them back in position order.


def _order(values: np.ndarray, positions: np.ndarray) -> np.ndarray:
    """Sort by (value, position): NumPy's order (NaN last, complex by real
    then imaginary part), ties by position."""
    if values.dtype.kind == "c":
        return np.lexsort((positions, values.imag, values.real))
    return np.lexsort((positions, values))


def _sample(block: np.ndarray, offset: int, count: int, descending: bool) -> tuple[np.ndarray, np.ndarray]:
    """``count`` keys of a chunk drawn at random (with replacement, from a
    generator seeded by the chunk's offset: the same graph gives the same
    splitters), without sorting it."""
    n = block.shape[0]
    if n == 0:
        return block[:0], np.zeros(0, dtype=np.int64)
    at = np.random.default_rng(offset).integers(0, n, size=count)
    positions = at + offset
    return block[at], -positions if descending else positions


def _splitters(buckets: int, *samples: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """``buckets - 1`` keys that cut the sample into equal parts."""
    values = np.concatenate([s[0] for s in samples])
    positions = np.concatenate([s[1] for s in samples])
    order = _order(values, positions)
    values, positions = values[order], positions[order]
    at = (np.arange(1, buckets) * values.shape[0]) // buckets
    return values[at], positions[at]


def _split(
    block: np.ndarray, offset: int, split: tuple[np.ndarray, np.ndarray], descending: bool, want: str, pos: np.dtype
) -> tuple[tuple[np.ndarray, ...], ...]:
    """A chunk sorted by key and cut at the splitters: one piece per bucket,
    the chunk's size in all. A piece is its values, and its positions (of
    dtype ``pos``: int32 while they fit) when the sort gives indices. The
    pieces are copies, each freed as soon as its bucket is merged (views
    would keep the whole sorted chunk until the last bucket is)."""
    n = block.shape[0]
    if descending:
        order = n - 1 - np.argsort(block[::-1], kind="stable")
    else:
        order = np.argsort(block, kind="stable")
    values = block[order]
    positions = order + offset
    del order
    if descending:
        np.negative(positions, out=positions)
    cuts = np.empty(split[0].shape[0] + 2, dtype=np.int64)
    cuts[0], cuts[-1] = 0, n
    for j, (v, p) in enumerate(zip(*split, strict=True)):
        # NumPy's searchsorted orders as its sort does (NaN last), so this
        # finds the run of keys equal to ``v`` (NaN too), ties by position.
        lo = int(np.searchsorted(values, v, side="left"))
        hi = int(np.searchsorted(values, v, side="right"))
        cuts[j + 1] = lo + int(np.searchsorted(positions[lo:hi], p, side="left"))
    bounds = list(zip(cuts[:-1].tolist(), cuts[1:].tolist(), strict=True))
    if want == "values":
        return tuple((values[a:b].copy(),) for a, b in bounds)
    return tuple((values[a:b].copy(), positions[a:b].astype(pos)) for a, b in bounds)


def _piece(pieces: tuple[Any, ...], j: int) -> Any:
    """Item ``j`` of a task's tuple: bucket ``j``'s piece of a chunk, or
    output chunk ``j``'s part of a bucket."""
    return pieces[j]


def _sizes(*pieces: tuple[np.ndarray, ...]) -> np.ndarray:
    """How many keys a chunk gives each bucket (from its pieces)."""
    return np.array([p[0].shape[0] for p in pieces], dtype=np.int64)


def _starts(*sizes: np.ndarray) -> np.ndarray:
    """The global rank of each bucket's first key (and the total), from the
    chunks' piece sizes: known before any bucket is merged."""
    return np.concatenate([[0], np.cumsum(np.sum(sizes, axis=0), dtype=np.int64)])


def _merge(
    descending: bool, ranges: list[tuple[int, int]], starts: np.ndarray, j: int, *pieces: tuple[np.ndarray, ...]
) -> tuple[np.ndarray | None, ...]:
    """Bucket ``j``: the pieces of every chunk, merged, and cut at once into
    the parts of each output chunk (whose global rank ranges are
    ``ranges``): copies, each freed as soon as its output chunk is joined;
    None for an output chunk the bucket has no part of. Its values, or its
    positions when the pieces carry them.

    Laid end to end in chunk order (reversed for a descending sort) the
    keys' positions already rise within each run of equal values, so a
    stable sort by value alone orders them. Equal values are
    interchangeable in a sort of values: that one sorts in place, with no
    order array."""
    if descending:
        pieces = pieces[::-1]
    values = np.concatenate([p[0] for p in pieces])
    if len(pieces[0]) == 1:
        values.sort()
        bucket = values
    else:
        order = np.argsort(values, kind="stable")
        del values
        bucket = np.concatenate([p[1] for p in pieces])[order]
    del pieces
    first, last = int(starts[j]), int(starts[j + 1])
    return tuple(
        bucket[max(lo, first) - first : min(hi, last) - first].copy() if lo < last and first < hi else None
        for lo, hi in ranges
    )


def _taken(*parts: Any) -> int:
    """How many parts a bucket gave, or all buckets (a count of counts): a
    small result the joins wait on."""
    return sum(p if isinstance(p, int) else p is not None for p in parts)


def _join(want: str, descending: bool, dtype: np.dtype, taken: int, *parts: np.ndarray | None) -> np.ndarray:
    """An output chunk from its parts of the buckets, in bucket order
    (``taken``: only waited on)."""
    kept = [p for p in parts if p is not None]
    if not kept:  # an empty output chunk
        return np.empty(0, dtype=dtype)
    out = np.concatenate(kept)
    if want == "indices":
        out = out.astype(np.int64, copy=False)
        if descending:
            np.negative(out, out=out)
    if descending:
        out = out[::-1].copy()
    return out


def _buckets(chunks: tuple[int, ...], itemsize: int) -> int:
    """How many buckets: each about a quarter of Dask's chunk size
    (``array.chunk-size``) or the largest chunk, whichever is more, and no
    more buckets than chunks. Every (chunk, bucket) pair costs two small
    tasks, whose overhead on a cluster (about a millisecond each) is most
    of the sort's time when chunks are small (10**8 float64 in 100 chunks
    on two workers: 84 s with a bucket per chunk, 14 s with 24 buckets)."""
    from dask.utils import parse_bytes

    target = max(max(chunks) * itemsize, parse_bytes(dask.config.get("array.chunk-size")) // 4, 1)
    return max(1, min(len(chunks), -(-sum(chunks) * itemsize // target)))


def sort_1d(x: Any, descending: bool, want: str) -> Any:
    """The sample sort (see the module docstring) of a 1-d Dask array with
    more than one chunk: its values (``want="values"``) or the positions
    that sort it (``"indices"``), in the input's chunks."""
    chunks = x.chunks[0]
    n = sum(chunks)
    buckets = _buckets(chunks, x.dtype.itemsize)
    offsets = [int(o) for o in np.concatenate([[0], np.cumsum(chunks)])]
    pos = np.dtype(np.int32) if n < 2**31 else np.dtype(np.int64)
    # About 32 samples per bucket or more: the largest bucket stays within
    # a few tens of percent of the average.
    count = max(8, -(-32 * buckets // len(chunks)))
    from dask.base import tokenize
    from dask.highlevelgraph import HighLevelGraph

    token = tokenize(x, descending, want, buckets, count, pos)
    sample, splitters, cut, piece, sizes, starts, merge, part, taken, total, name = (
        f"ivy-sort-{step}-{token}"
        for step in ("sample", "splitters", "cut", "piece", "sizes", "starts", "merge", "part", "taken",
                     "total", "out")
    )  # fmt: skip
    k = len(chunks)
    inputs = [key for key in x.__dask_keys__()]
    # The ranks of an ascending sort; a descending one is its reverse, so
    # output chunk m takes the ranks counted from the end.
    ranges = [(offsets[m], offsets[m + 1]) for m in range(k)]
    if descending:
        ranges = [(n - hi, n - lo) for lo, hi in ranges]
    dtype = x.dtype if want == "values" else np.dtype(np.int64)
    dsk: dict[Any, Any] = {}
    for i in range(k):
        dsk[(sample, i)] = (_sample, inputs[i], offsets[i], count, descending)
        dsk[(cut, i)] = (_split, inputs[i], offsets[i], splitters, descending, want, pos)
        for j in range(buckets):
            dsk[(piece, i, j)] = (_piece, (cut, i), j)
        # Every piece is taken from its chunk's tuple before any bucket is
        # merged (the sizes are counted from the pieces, and every merge
        # waits on them): the tuple is then freed at once, and each piece
        # when its bucket is merged. Taken just before each merge, as Dask
        # would order them, the tuples would hold every sorted chunk until
        # the last merge.
        dsk[(sizes, i)] = (_sizes, *[(piece, i, j) for j in range(buckets)])
    dsk[splitters] = (_splitters, buckets, *[(sample, i) for i in range(k)])
    dsk[starts] = (_starts, *[(sizes, i) for i in range(k)])
    for j in range(buckets):
        dsk[(merge, j)] = (_merge, descending, ranges, starts, j, *[(piece, i, j) for i in range(k)])
        # The same for the parts of the output chunks: all taken from their
        # bucket's tuple before any output chunk is joined (every join waits
        # on a count of them, counted where each bucket is), each then freed
        # when its output chunk is joined.
        for m in range(k):
            dsk[(part, j, m)] = (_piece, (merge, j), m)
        dsk[(taken, j)] = (_taken, *[(part, j, m) for m in range(k)])
    dsk[total] = (_taken, *[(taken, j) for j in range(buckets)])
    for m in range(k):
        dsk[(name, m)] = (_join, want, descending, dtype, total, *[(part, j, m) for j in range(buckets)])
    graph = HighLevelGraph.from_collections(name, dsk, dependencies=[x])
    return da.Array(graph, name, chunks=(chunks,), dtype=dtype)
