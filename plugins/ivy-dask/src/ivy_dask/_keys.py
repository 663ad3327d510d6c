"""Index keys on dask arrays, as NumPy reads them.

ivy_core has checked a key against the shape (integers, the number of axes,
boolean masks' shapes); what only the data shows is left here. Two things
``dask.array``'s own indexing does not do:

- an integer index array's values are checked against its axis: at the
  call where they are already in memory (an array made from a Python list
  or a NumPy array: :func:`in_memory_blocks`), else when the result is
  computed (Dask would gather from a wrong place silently);
- several advanced indices (integer arrays, and integers beside them) are
  broadcast together, as NumPy does, and an index array may have any number
  of dimensions: Dask takes one 1-d array. Their positions are turned into one flat position
  over the indexed axes, and one ``take`` gathers along it.
"""

from __future__ import annotations

import math
from typing import Any

import dask.array as da
import numpy as np

from ivy_core import InvalidIndexError

__all__ = ["canonical", "getitem", "checked", "in_memory_blocks"]

#: An index array of at most this many elements whose values are in memory
#: is checked at the call (a vectorised pass over them); a larger one, like
#: an index array still to be computed, when the result is computed.
CHECK_AT_CALL = 1 << 22


def in_memory_blocks(k: Any) -> list[np.ndarray] | None:
    """The blocks of the dask array ``k`` where its graph holds nothing
    but them (an array made from a Python list or a NumPy array, or one
    persisted on the threaded scheduler): reading them computes nothing.
    None where ``k`` is still to be computed, or too large to read at the
    call (``CHECK_AT_CALL``)."""
    if not isinstance(k, da.Array) or not k.size <= CHECK_AT_CALL:  # NaN: unknown size
        return None
    layers = getattr(k.dask, "layers", None)
    if layers is None or len(layers) != 1:
        return None
    blocks = list(k.dask.values())
    if len(blocks) != k.npartitions or not all(isinstance(b, np.ndarray) for b in blocks):
        return None
    return blocks


def _is_array(k: Any) -> bool:
    return isinstance(k, (da.Array, np.ndarray))


def _is_int_array(k: Any) -> bool:
    return _is_array(k) and k.dtype.kind in "iu"


def _in_bounds(block: np.ndarray, n: int, axis: int, method: str) -> np.ndarray:
    b = block.astype(np.int64)
    if b.size and (b.min() < -n or b.max() >= n):
        bad = b[(b < -n) | (b >= n)][0]
        raise InvalidIndexError(
            f"ivy_core.Array.{method} (backend 'dask'): index {bad} is out of bounds for axis "
            f"{axis} with size {n}"
        )
    return np.where(b < 0, b + n, b)


def _checked_array(k: Any, n: Any, axis: int, method: str) -> Any:
    """Integer index array ``k`` for an axis of size ``n``: non-negative
    int64 positions, checked when computed (NumPy arrays, and dask arrays
    whose values are in memory, at once)."""
    if n != n or n is None:  # an unknown size: Dask checks what it can
        return k
    if isinstance(k, np.ndarray):
        return _in_bounds(k, int(n), axis, method)
    for block in in_memory_blocks(k) or ():
        _in_bounds(block, int(n), axis, method)  # raises at the call
    return k.map_blocks(_in_bounds, int(n), axis, method, dtype=np.int64)


def _consumed(k: Any) -> int:
    """How many axes index ``k`` (no None, no Ellipsis) consumes."""
    return k.ndim if _is_array(k) and k.dtype.kind == "b" else 1


def _expanded(key: tuple[Any, ...], ndim: int) -> tuple[Any, ...] | None:
    """``key`` with its Ellipsis spelled out and trailing axes sliced
    whole; None where it is not a key of this module's kind."""
    consumed = sum(0 if k is None or k is Ellipsis else _consumed(k) for k in key)
    at = [i for i, k in enumerate(key) if k is Ellipsis]
    if len(at) > 1:
        return None
    fill = (slice(None),) * max(ndim - consumed, 0)
    if at:
        return key[: at[0]] + fill + key[at[0] + 1 :]
    return key + fill


def checked(x: Any, key: Any, method: str = "__getitem__") -> Any:
    """``key`` with each integer index array checked against its axis (when
    computed; the error names ``method``)."""
    items = key if isinstance(key, tuple) else (key,)
    if not any(_is_int_array(k) for k in items):
        return key
    full = _expanded(items, x.ndim)
    if full is None:
        return key
    out = []
    axis = 0
    for k in full:
        if k is None:
            out.append(k)
            continue
        if _is_int_array(k):
            k = _checked_array(k, x.shape[axis], axis, method)
        out.append(k)
        axis += _consumed(k)
    return tuple(out)


def _gathered(key: tuple[Any, ...]) -> bool:
    """Whether ``key`` (no None in it) needs the flat gather: integer index
    arrays and no mask, with several advanced indices or an index array of
    more than one dimension (Dask takes one 1-d array)."""
    arrays = [k for k in key if _is_array(k)]
    if not arrays or any(a.dtype.kind == "b" for a in arrays):
        return False
    advanced = [k for k in key if not isinstance(k, slice)]
    return len(advanced) > 1 or arrays[0].ndim > 1


def getitem(x: Any, key: Any) -> Any:
    """``x[key]`` (``key`` canonical and checked)."""
    items = key if isinstance(key, tuple) else (key,)
    if not any(_is_array(k) for k in items):
        return x[key]
    full = _expanded(items, x.ndim)
    if full is None:
        return x[key]
    if any(k is None for k in full):
        # New axes first (Dask miscounts None beside an index array); each
        # None then indexes its size-1 axis whole, which NumPy reads the
        # same way (a basic index, between advanced ones too).
        new_axes: list[Any] = []
        for k in full:
            new_axes.extend([None] if k is None else [slice(None)] * _consumed(k))
        x = x[tuple(new_axes)]
        full = tuple(slice(None) if k is None else k for k in full)
    masks = [k for k in full if _is_array(k) and k.dtype.kind == "b"]
    if masks:
        return _masked(x, full)
    return _advanced(x, full) if _gathered(full) else x[full]


def _masked(x: Any, key: tuple[Any, ...]) -> Any:
    """``x[key]`` for a key with one boolean mask and no integer array:
    the integers and slices first, then the mask's axes made one and the
    mask, flattened, applied along it (Dask takes a 1-d mask on one axis)."""
    masks = [i for i, k in enumerate(key) if _is_array(k)]
    if len(masks) > 1 or any(_is_int_array(k) for k in key):
        raise NotImplementedError(
            "ivy_core.Array.__getitem__ (backend 'dask'): a boolean mask together with another index "
            "array; index with the mask alone first, or use ivy_core.nonzero(mask) as integer arrays"
        )
    at = masks[0]
    mask = key[at]
    basic: list[Any] = []
    for i, k in enumerate(key):
        basic.extend([slice(None)] * mask.ndim if i == at else [k])
    y = x[tuple(basic)]
    q = sum(isinstance(k, slice) for k in key[:at])  # where the mask's axes start in y
    merged = math.prod(y.shape[q : q + mask.ndim])  # 1 for a 0-d mask: a new axis
    y = y.reshape(y.shape[:q] + (merged,) + y.shape[q + mask.ndim :])
    r = y[(slice(None),) * q + (mask.reshape(-1),)]
    advanced = [i for i, k in enumerate(key) if not isinstance(k, slice)]
    if advanced != list(range(advanced[0], advanced[-1] + 1)):
        r = da.moveaxis(r, q, 0)  # advanced indices apart: their axis goes first
    return r


def _advanced(x: Any, key: tuple[Any, ...]) -> Any:
    adv = [i for i, k in enumerate(key) if not isinstance(k, slice)]
    # The slices first (the advanced axes kept whole), then the gather.
    y = x[tuple(slice(None) if i in adv else k for i, k in enumerate(key))]
    sizes = [y.shape[i] for i in adv]
    if any(s != s for s in sizes):  # an unknown size: no flat position
        raise NotImplementedError(
            "ivy_core.Array.__getitem__ (backend 'dask'): several index arrays over an axis whose size "
            "is unknown until computed; compute (or persist) the array first"
        )
    parts = []
    for i, n in zip(adv, sizes, strict=True):
        k = key[i]
        if not _is_array(k):
            k = np.asarray(int(k) % n if n else int(k), dtype=np.int64)
        parts.append(da.asarray(k).astype(np.int64))
    parts = da.broadcast_arrays(*parts)
    flat = parts[0]
    for p, n in zip(parts[1:], sizes[1:], strict=True):
        flat = flat * n + p
    rest = [i for i in range(y.ndim) if i not in adv]
    rest_shape = tuple(y.shape[i] for i in rest)
    merged = y.transpose(adv + rest).reshape((math.prod(sizes),) + rest_shape)
    r = merged[(flat.reshape(-1),)].reshape(flat.shape + rest_shape)
    if adv == list(range(adv[0], adv[-1] + 1)) and adv[0]:
        # Adjacent advanced indices keep their place; apart, they go first.
        nb = flat.ndim
        r = da.moveaxis(r, list(range(nb)), list(range(adv[0], adv[0] + nb)))
    return r


def canonical(key: Any, shape: tuple[Any, ...]) -> Any:
    """Slices in ``key`` rewritten with explicit, in-range bounds (dask
    mis-sizes some negative-step slices with out-of-range bounds)."""
    original = key
    if not isinstance(key, tuple):
        key = (key,)
    if any(k is Ellipsis or k is None or _is_array(k) or not isinstance(k, (slice, int)) for k in key):
        return original  # a key dask reads as it is
    out = []
    for k, n in zip(key, shape, strict=False):  # a key may name fewer axes
        if isinstance(k, slice) and isinstance(n, int):
            r = range(*k.indices(n))
            if len(r) == 0:
                out.append(slice(0, 0, 1))
            elif r.step > 0:
                out.append(slice(r.start, r[-1] + 1, r.step))
            else:
                out.append(slice(r.start, r[-1] - 1 if r[-1] > 0 else None, r.step))
        else:
            out.append(k)
    return tuple(out) + tuple(key[len(out) :])
