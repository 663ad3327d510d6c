"""The standard's ``fft`` extension, reachable as ``ivy_core.fft`` on numpy.

``numpy.fft`` does each transform, and the result is cast to the dtype of the
input's precision (the standard's rule). ivy_core has checked the arguments
(see ``ivy_core.fft``): ``n``/``axis`` are ints, ``s``/``axes`` resolved tuples.
"""

from __future__ import annotations

from typing import Any

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
    "numpy.fft has no half-precision transforms (it computes float16 in float32) "
    "and there is no half-precision complex dtype to return"
)


# -- result dtypes -----------------------------------------------------------------

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


def _as(r: np.ndarray, dtype: np.dtype) -> np.ndarray:
    return r if r.dtype == dtype else r.astype(dtype)


# NumPy's complex-to-real transforms (irfft, hfft, irfftn) of an input whose
# transformed axis is empty return uninitialised memory (numpy 2.4: values
# like 1e-310, or 1e14), where the input zero-padded to n points is all
# zeros and so is its transform. These give the zeros.


def _c2r_of_nothing(x: np.ndarray, sizes: dict[int, int]) -> np.ndarray | None:
    """Zeros of the result's shape (axis -> its size in the result, from
    ``n`` or ``s``) when one of those axes of ``x`` is empty; else None."""
    if not any(x.shape[a] == 0 for a in sizes):
        return None
    shape = tuple(sizes.get(a, d) for a, d in enumerate(x.shape))
    return np.zeros(shape, _REAL[x.dtype])


# -- transforms ----------------------------------------------------------------------


@with_unsupported_dtypes(_HALF, reason=_WHY)
def fft(x: np.ndarray, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> np.ndarray:
    return _as(np.fft.fft(x, n=n, axis=axis, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ifft(x: np.ndarray, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> np.ndarray:
    return _as(np.fft.ifft(x, n=n, axis=axis, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def fftn(x: np.ndarray, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> np.ndarray:
    return _as(np.fft.fftn(x, s=s, axes=axes, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ifftn(x: np.ndarray, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> np.ndarray:
    return _as(np.fft.ifftn(x, s=s, axes=axes, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def rfft(x: np.ndarray, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> np.ndarray:
    return _as(np.fft.rfft(x, n=n, axis=axis, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def irfft(x: np.ndarray, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> np.ndarray:
    if n is not None and x.ndim and (zeros := _c2r_of_nothing(x, {axis % x.ndim: n})) is not None:
        return zeros
    return _as(np.fft.irfft(x, n=n, axis=axis, norm=norm), _REAL[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def rfftn(x: np.ndarray, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> np.ndarray:
    return _as(np.fft.rfftn(x, s=s, axes=axes, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def irfftn(x: np.ndarray, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> np.ndarray:
    if s is not None and axes is not None and x.ndim:
        zeros = _c2r_of_nothing(x, {a % x.ndim: k for a, k in zip(axes, s, strict=True)})
        if zeros is not None:
            return zeros
    return _as(np.fft.irfftn(x, s=s, axes=axes, norm=norm), _REAL[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def hfft(x: np.ndarray, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> np.ndarray:
    if n is not None and x.ndim and (zeros := _c2r_of_nothing(x, {axis % x.ndim: n})) is not None:
        return zeros
    return _as(np.fft.hfft(x, n=n, axis=axis, norm=norm), _REAL[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ihfft(x: np.ndarray, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> np.ndarray:
    return _as(np.fft.ihfft(x, n=n, axis=axis, norm=norm), _COMPLEX[x.dtype])


def fftshift(x: np.ndarray, /, *, axes: Any = None) -> np.ndarray:
    return np.fft.fftshift(x, axes=axes) if axes else x.copy()


def ifftshift(x: np.ndarray, /, *, axes: Any = None) -> np.ndarray:
    return np.fft.ifftshift(x, axes=axes) if axes else x.copy()
