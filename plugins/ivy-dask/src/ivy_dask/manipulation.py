"""Shape manipulation on dask.array (graph operations; nothing computes)."""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np

__all__ = [
    "reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to",
    "broadcast_arrays", "flip", "moveaxis", "repeat", "roll", "squeeze", "tile", "unstack",
]  # fmt: skip


def _tuple(axis: Any) -> Any:
    return tuple(axis) if isinstance(axis, list) else axis


def reshape(x: da.Array, /, shape: Any, *, copy: bool | None = None) -> da.Array:
    # A dask array is a graph: the result never shares a buffer with x, so
    # copy=False (no copy of data) and copy=True (an independent array) both hold.
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    if x.size == 0 and not any(np.isnan(c) for cs in x.chunks for c in cs):
        return _empty_reshape(x, shape)
    return da.reshape(x, shape)


def _empty_reshape(x: da.Array, shape: tuple[int, ...]) -> da.Array:
    """An empty array reshaped (dask's reshape loses blocks of empty arrays):
    a new empty array, after NumPy's checks."""
    np.empty(x.shape, dtype=np.bool_).reshape(shape)  # raises NumPy's errors
    shape = np.empty(x.shape, dtype=np.bool_).reshape(shape).shape
    return da.zeros(shape, dtype=x.dtype, chunks=shape)


def concat(arrays: list[da.Array], /, *, axis: int | None = 0) -> da.Array:
    if axis is None:
        return da.concatenate([a.reshape(-1) for a in arrays], axis=0)
    return da.concatenate(list(arrays), axis=axis)


def stack(arrays: list[da.Array], /, *, axis: int = 0) -> da.Array:
    return da.stack(list(arrays), axis=axis)


def expand_dims(x: da.Array, /, axis: int = 0) -> da.Array:
    return da.expand_dims(x, axis)


def permute_dims(x: da.Array, /, axes: Any) -> da.Array:
    return da.transpose(x, tuple(axes))


def broadcast_to(x: da.Array, /, shape: Any) -> da.Array:
    return da.broadcast_to(x, tuple(shape))


def broadcast_arrays(*arrays: da.Array) -> tuple[da.Array, ...]:
    return tuple(da.broadcast_arrays(*arrays))


def flip(x: da.Array, /, *, axis: Any = None) -> da.Array:
    if axis is None:
        axis = tuple(range(x.ndim))
    if isinstance(axis, (list, tuple)):
        for a in axis:
            x = da.flip(x, a)
        return x
    return da.flip(x, axis)


def moveaxis(x: da.Array, source: Any, destination: Any, /) -> da.Array:
    return da.moveaxis(x, _tuple(source), _tuple(destination))


def _repeat_block(block: np.ndarray, counts: np.ndarray, axis: int) -> np.ndarray:
    return np.repeat(block, counts.reshape(-1).astype(np.intp), axis=axis)


def repeat(x: da.Array, repeats: Any, /, *, axis: int | None = None) -> da.Array:
    # ivy_core passes axis None or non-negative.
    if axis is None:
        x, axis = x.reshape(-1), 0
    if x.shape[axis] == 0:  # nothing to repeat: the result is x (dask's repeat concatenates no blocks)
        return x
    if not isinstance(repeats, da.Array):
        return da.repeat(x, int(repeats), axis=axis)
    # ivy_core has checked repeats: integer counts, 0-d or one per element.
    n = x.shape[axis]
    # One count per element of the axis, chunked like it; each block repeats
    # its own elements (the result's chunk lengths are known once computed).
    counts = da.broadcast_to(repeats.reshape(-1), (n,)).rechunk((x.chunks[axis],))
    shape = [1] * x.ndim
    shape[axis] = n
    counts = counts.reshape(shape)
    chunks = tuple((np.nan,) * len(c) if d == axis else c for d, c in enumerate(x.chunks))
    return da.map_blocks(_repeat_block, x, counts, axis, chunks=chunks, dtype=x.dtype)


def roll(x: da.Array, /, shift: Any, *, axis: Any = None) -> da.Array:
    shift, axis = _tuple(shift), _tuple(axis)
    if x.size == 0:  # nothing moves (dask's roll fails on empty arrays)
        if axis is not None:
            da.moveaxis(x, axis, axis)  # checks the axes
        return da.zeros(x.shape, dtype=x.dtype, chunks=x.shape)
    if isinstance(axis, tuple) and not isinstance(shift, tuple):
        shift = (shift,) * len(axis)  # one shift for every axis, as NumPy
    elif isinstance(shift, tuple) and isinstance(axis, int):
        axis = (axis,) * len(shift)
    return da.roll(x, shift, axis=axis)


def squeeze(x: da.Array, /, axis: Any) -> da.Array:
    return da.squeeze(x, axis=_tuple(axis))


def tile(x: da.Array, repetitions: Any, /) -> da.Array:
    return da.tile(x, tuple(repetitions) if isinstance(repetitions, list) else repetitions)


def unstack(x: da.Array, /, *, axis: int = 0) -> tuple[da.Array, ...]:
    # ivy_core gives an x of one dimension or more and an axis of it in [0, x.ndim).
    m = da.moveaxis(x, axis, 0)
    return tuple(m[i] for i in range(m.shape[0]))
