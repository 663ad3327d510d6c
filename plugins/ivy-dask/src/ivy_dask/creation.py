"""Creation functions on dask.array. ``dtype`` arrives resolved to a NumPy
dtype and ``device`` to ``"cpu"``. Arrays get dask's default ("auto")
chunks; rechunk with ``x.data.rechunk(...)`` on the native array, or build
one with ``dask.array`` and pass it to ``ivy_core.asarray``."""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np

__all__ = [
    "asarray", "array", "zeros", "ones", "full", "empty", "arange", "linspace",
    "zeros_like", "ones_like",
    "eye", "meshgrid", "tril", "triu", "from_dlpack",
]  # fmt: skip


def _from_numpy(a: np.ndarray) -> da.Array:
    # name=False: no hashing of the data for a graph key (a random key instead).
    return da.from_array(a, chunks="auto", name=False, asarray=True)


def _has_dask(obj: Any) -> bool:
    if isinstance(obj, da.Array):
        return True
    if isinstance(obj, (list, tuple)):
        return any(_has_dask(o) for o in obj)
    return False


def _stack_nested(obj: Any, dtype: Any) -> da.Array:
    """A nested sequence holding dask arrays, stacked lazily (never computed)."""
    if isinstance(obj, da.Array):
        return obj.astype(dtype)
    if isinstance(obj, (list, tuple)):
        if not obj:
            return _from_numpy(np.asarray(obj, dtype=dtype))
        return da.stack([_stack_nested(o, dtype) for o in obj])
    return _from_numpy(np.asarray(obj, dtype=dtype))


def asarray(obj: Any, /, *, dtype: Any, device: str, copy: bool | None = None) -> da.Array:
    if isinstance(obj, da.Array):
        if obj.dtype != dtype:
            if copy is False:
                raise ValueError(
                    f"ivy_core.asarray (backend 'dask'): copy=False but converting {obj.dtype} "
                    f"to {dtype} needs a copy; pass copy=None"
                )
            return obj.astype(dtype)
        # A dask array is a graph: a "copy" is a new Array object on the same
        # graph (item assignment on it never changes the original).
        return da.Array(obj.dask, obj.name, obj.chunks, meta=obj._meta) if copy else obj
    if _has_dask(obj):
        return _stack_nested(obj, dtype)
    if copy is False and not isinstance(obj, (list, tuple, bool, int, float, complex)):
        a = np.asarray(obj)
        if a.dtype != dtype:
            raise ValueError(
                f"ivy_core.asarray (backend 'dask'): copy=False but converting {a.dtype} "
                f"to {dtype} needs a copy; pass copy=None"
            )
        return _from_numpy(a)
    # The graph holds the data: a copy, so that changing the source later
    # never changes what the array computes to.
    return _from_numpy(np.array(obj, dtype=dtype, copy=True))


array = asarray


def _chunks(shape: Any) -> Any:
    """dask's "auto" chunks, or one (empty) chunk for an empty array, whose
    other axes may be of any length."""
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    return shape if 0 in shape else "auto"


def zeros(shape: Any, *, dtype: Any, device: str) -> da.Array:
    return da.zeros(shape, dtype=dtype, chunks=_chunks(shape))


def ones(shape: Any, *, dtype: Any, device: str) -> da.Array:
    return da.ones(shape, dtype=dtype, chunks=_chunks(shape))


def empty(shape: Any, *, dtype: Any, device: str) -> da.Array:
    return da.empty(shape, dtype=dtype, chunks=_chunks(shape))


def full(shape: Any, fill_value: Any, *, dtype: Any, device: str) -> da.Array:
    if isinstance(fill_value, da.Array):  # 0-d (ivy_core refuses another shape)
        return da.broadcast_to(fill_value.astype(dtype), (shape,) if isinstance(shape, int) else shape)
    return da.full(shape, np.asarray(fill_value, dtype=dtype)[()], dtype=dtype, chunks=_chunks(shape))


def arange(start: Any, /, stop: Any = None, step: Any = 1, *, dtype: Any, device: str) -> da.Array:
    if stop is None:
        start, stop = 0, start
    # dask splits the range into chunks of NumPy aranges; the length is NumPy's.
    if any(isinstance(v, float) for v in (start, stop, step)):
        n = len(np.arange(start, stop, step, dtype=np.float64))
    else:
        n = max(0, -(-(stop - start) // step))
    if n == 0:
        return da.zeros((0,), dtype=dtype)
    if any(isinstance(v, float) for v in (start, stop, step)):
        return (da.arange(0, n, dtype=np.int64) * step + start).astype(dtype)
    lo, hi = min(start, stop), max(start, stop)
    if lo >= np.iinfo(np.int64).min and hi <= np.iinfo(np.int64).max:
        return da.arange(start, stop, step, dtype=dtype)
    # Beyond int64 (uint64 near its top): offsets from start, in uint64.
    i = da.arange(0, n, dtype=np.uint64)
    first = np.uint64(start)
    if step > 0:
        return (first + i * np.uint64(step)).astype(dtype)
    return (first - i * np.uint64(-step)).astype(dtype)


def linspace(
    start: Any, stop: Any, /, num: int, *, dtype: Any, device: str, endpoint: bool = True
) -> da.Array:
    if np.dtype(dtype).kind == "c" or isinstance(start, complex) or isinstance(stop, complex):
        step_n = (num - 1) if endpoint else num
        i = da.arange(num, dtype=np.float64)
        if step_n > 0:
            r = start + i * ((stop - start) / step_n)
        else:
            r = da.full((num,), start, dtype=np.complex128)
        if endpoint and num > 1:
            r = da.where(i == num - 1, stop, r)
        return r.astype(dtype)
    r = da.linspace(start, stop, num, endpoint=endpoint, dtype=dtype)
    if endpoint and num > 1:
        # dask computes the last value as start + (num - 1) * step, which
        # misses stop when start is far larger (NumPy and the standard end on stop).
        r[num - 1] = stop
    return r


def _like(fn: Any, x: da.Array, dtype: Any) -> da.Array:
    # Block by block: works also where x's sizes are unknown (nan).
    dtype = x.dtype if dtype is None else dtype
    return x.map_blocks(fn, dtype=dtype, dt=dtype)


def _zeros_block(b: np.ndarray, dt: Any) -> np.ndarray:
    return np.zeros(b.shape, dtype=dt)


def _ones_block(b: np.ndarray, dt: Any) -> np.ndarray:
    return np.ones(b.shape, dtype=dt)


def zeros_like(x: da.Array, /, *, dtype: Any, device: str) -> da.Array:
    return _like(_zeros_block, x, dtype)


def ones_like(x: da.Array, /, *, dtype: Any, device: str) -> da.Array:
    return _like(_ones_block, x, dtype)


def eye(n_rows: int, n_cols: int | None = None, /, *, k: int = 0, dtype: Any, device: str) -> da.Array:
    n, m = n_rows, n_rows if n_cols is None else n_cols  # Python ints >= 0, checked by ivy_core
    # The diagonal as a comparison of two broadcast ranges (dask's own eye
    # loses blocks when the matrix is not square).
    rows = da.arange(n, dtype=np.int64)[:, None]
    cols = da.arange(m, dtype=np.int64)[None, :]
    return (cols - rows == k).astype(dtype)


def meshgrid(*arrays: da.Array, indexing: str = "xy") -> list[da.Array]:
    # ivy_core has checked indexing and that every array is 1-D.
    return list(da.meshgrid(*arrays, indexing=indexing))


def _triangle(lower: bool, x: da.Array, k: int) -> da.Array:
    # ivy_core gives an x of two dimensions or more and an int k.
    n, m = x.shape[-2:]
    rows = da.arange(n, chunks=x.chunks[-2])[:, None]
    cols = da.arange(m, chunks=x.chunks[-1])[None, :]
    keep = (cols - rows <= k) if lower else (cols - rows >= k)
    return da.where(keep, x, da.zeros((), dtype=x.dtype))


def tril(x: da.Array, /, *, k: int = 0) -> da.Array:
    return _triangle(True, x, k)


def triu(x: da.Array, /, *, k: int = 0) -> da.Array:
    return _triangle(False, x, k)


def from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> da.Array:
    from ._runtime import native_device

    try:
        if device is not None:
            native_device(device)
    except ValueError as exc:
        raise ValueError(f"ivy_core.from_dlpack (backend 'dask'): {exc}") from None
    if isinstance(x, da.Array):
        return da.Array(x.dask, x.name, x.chunks, meta=x._meta) if copy else x
    if isinstance(x, np.ndarray):  # no DLPack round trip (it has no bfloat16)
        return _from_numpy(np.array(x, copy=True) if copy else x)
    if not hasattr(x, "__dlpack__"):
        raise TypeError(
            f"ivy_core.from_dlpack (backend 'dask'): {type(x).__name__} does not implement "
            "the DLPack protocol (__dlpack__)"
        )
    return _from_numpy(np.from_dlpack(x, copy=copy))
