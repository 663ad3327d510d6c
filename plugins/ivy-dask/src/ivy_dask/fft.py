"""The standard's ``fft`` extension on ``dask.array.fft``.

A transform needs its whole axis: each transformed axis is made one chunk
(``rechunk``), the other axes stay chunked and distributed. The result is
cast to the dtype of the input's precision (the standard's rule). ivy_core
has checked the arguments (``n``/``axis`` ints, ``s``/``axes`` tuples).
"""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np
from ivy_core.plugin import with_unsupported_dtypes

__all__ = [
    "fft", "ifft", "fftn", "ifftn",
    "rfft", "irfft", "rfftn", "irfftn",
    "hfft", "ihfft",
    "fftshift", "ifftshift",
]  # fmt: skip

_HALF = {"2.4.6 and below": ("float16", "bfloat16")}
_WHY = (
    "numpy.fft (which transforms each chunk) has no half-precision transforms and there is "
    "no half-precision complex dtype to return"
)

_COMPLEX = {
    np.dtype(np.float32): np.dtype(np.complex64),
    np.dtype(np.float64): np.dtype(np.complex128),
    np.dtype(np.complex64): np.dtype(np.complex64),
    np.dtype(np.complex128): np.dtype(np.complex128),
}
_REAL = {
    np.dtype(np.float32): np.dtype(np.float32),
    np.dtype(np.float64): np.dtype(np.float64),
    np.dtype(np.complex64): np.dtype(np.float32),
    np.dtype(np.complex128): np.dtype(np.float64),
}


def _as(r: da.Array, dtype: np.dtype) -> da.Array:
    return r if r.dtype == dtype else r.astype(dtype)


def _whole(x: da.Array, axes: Any) -> da.Array:
    axes = [a % x.ndim for a in axes]
    if all(len(x.chunks[a]) == 1 for a in axes):
        return x
    return x.rechunk({a: -1 for a in axes})


def _one(fn: Any, x: da.Array, n: Any, axis: int, norm: str, dtype: np.dtype) -> da.Array:
    # ivy_core gives an axis of x in [0, x.ndim), n >= 1 or None, and a valid norm.
    if n is not None and (fn is da.fft.irfft or fn is da.fft.hfft):
        zeros = _c2r_of_nothing(x, {axis % x.ndim: n})
        if zeros is not None:
            return zeros
    return _as(fn(_whole(x, [axis]), n=n, axis=axis, norm=norm), dtype)


def _c2r_of_nothing(x: da.Array, sizes: dict[int, int]) -> da.Array | None:
    """Zeros of the result's shape (axis -> its size from ``n`` or ``s``) when
    one of those axes of ``x`` is empty, else None: NumPy's complex-to-real
    transforms (irfft, hfft, irfftn), which Dask runs on each chunk, return
    uninitialised memory there, where the zero-padded input and its
    transform are all zeros."""
    if not any(x.shape[a] == 0 for a in sizes):
        return None
    return da.zeros(tuple(sizes.get(a, d) for a, d in enumerate(x.shape)), dtype=_REAL[x.dtype])


def _many(fn: Any, x: da.Array, s: Any, axes: Any, norm: str, dtype: np.dtype) -> da.Array:
    if axes is None:
        axes = tuple(range(x.ndim)) if s is None else tuple(range(x.ndim - len(s), x.ndim))
    if s is not None:
        s = tuple(s)
    axes = tuple(axes)
    if not axes:
        return _as(x, dtype)
    if fn is da.fft.irfftn and s is not None:
        zeros = _c2r_of_nothing(x, {a % x.ndim: k for a, k in zip(axes, s, strict=True)})
        if zeros is not None:
            return zeros
    return _as(fn(_whole(x, axes), s=s, axes=axes, norm=norm), dtype)


@with_unsupported_dtypes(_HALF, "numpy", reason=_WHY)
def fft(x: da.Array, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> da.Array:
    return _one(da.fft.fft, x, n, axis, norm, _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, "numpy", reason=_WHY)
def ifft(x: da.Array, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> da.Array:
    return _one(da.fft.ifft, x, n, axis, norm, _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, "numpy", reason=_WHY)
def fftn(x: da.Array, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> da.Array:
    return _many(da.fft.fftn, x, s, axes, norm, _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, "numpy", reason=_WHY)
def ifftn(x: da.Array, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> da.Array:
    return _many(da.fft.ifftn, x, s, axes, norm, _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, "numpy", reason=_WHY)
def rfft(x: da.Array, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> da.Array:
    return _one(da.fft.rfft, x, n, axis, norm, _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, "numpy", reason=_WHY)
def irfft(x: da.Array, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> da.Array:
    return _one(da.fft.irfft, x, n, axis, norm, _REAL[x.dtype])


@with_unsupported_dtypes(_HALF, "numpy", reason=_WHY)
def rfftn(x: da.Array, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> da.Array:
    return _many(da.fft.rfftn, x, s, axes, norm, _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, "numpy", reason=_WHY)
def irfftn(x: da.Array, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> da.Array:
    return _many(da.fft.irfftn, x, s, axes, norm, _REAL[x.dtype])


@with_unsupported_dtypes(_HALF, "numpy", reason=_WHY)
def hfft(x: da.Array, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> da.Array:
    return _one(da.fft.hfft, x, n, axis, norm, _REAL[x.dtype])


@with_unsupported_dtypes(_HALF, "numpy", reason=_WHY)
def ihfft(x: da.Array, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> da.Array:
    return _one(da.fft.ihfft, x, n, axis, norm, _COMPLEX[x.dtype])


def fftshift(x: da.Array, /, *, axes: Any = None) -> da.Array:
    return da.fft.fftshift(x, axes=tuple(axes)) if axes else da.Array(x.dask, x.name, x.chunks, meta=x._meta)


def ifftshift(x: da.Array, /, *, axes: Any = None) -> da.Array:
    return da.fft.ifftshift(x, axes=tuple(axes)) if axes else da.Array(x.dask, x.name, x.chunks, meta=x._meta)
