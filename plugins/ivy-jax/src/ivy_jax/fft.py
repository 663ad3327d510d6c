"""The standard's ``fft`` extension, reachable as ``ivy_core.fft`` on jax.

``jax.numpy.fft`` does each transform; the arguments come checked by
ivy_core (non-negative ``axis``, int ``n``, ``s`` and ``axes`` as tuples).
"""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp
from ivy_core.plugin import with_unsupported_dtypes

__all__ = [
    "fft", "ifft", "fftn", "ifftn",
    "rfft", "irfft", "rfftn", "irfftn",
    "hfft", "ihfft",
    "fftshift", "ifftshift",
]  # fmt: skip

_HALF = {"0.10.2 and below": ("float16", "bfloat16")}
_WHY = (
    "XLA's FFT takes float32/float64 only: jax computes half precision in complex64 "
    "(or refuses it in rfft), and there is no half-precision complex dtype to return"
)


# -- result dtypes -----------------------------------------------------------------

_COMPLEX = {
    jnp.dtype(jnp.float32): jnp.dtype(jnp.complex64),
    jnp.dtype(jnp.float64): jnp.dtype(jnp.complex128),
    jnp.dtype(jnp.complex64): jnp.dtype(jnp.complex64),
    jnp.dtype(jnp.complex128): jnp.dtype(jnp.complex128),
}
_REAL = {
    jnp.dtype(jnp.float32): jnp.dtype(jnp.float32),
    jnp.dtype(jnp.float64): jnp.dtype(jnp.float64),
    jnp.dtype(jnp.complex64): jnp.dtype(jnp.float32),
    jnp.dtype(jnp.complex128): jnp.dtype(jnp.float64),
}


def _as(r: Any, dtype: Any) -> Any:
    return r if r.dtype == dtype else r.astype(dtype)


# -- transforms ----------------------------------------------------------------------


@with_unsupported_dtypes(_HALF, reason=_WHY)
def fft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    return _as(jnp.fft.fft(x, n=n, axis=axis, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ifft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    return _as(jnp.fft.ifft(x, n=n, axis=axis, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def fftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    return _as(jnp.fft.fftn(x, s=s, axes=axes, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ifftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    return _as(jnp.fft.ifftn(x, s=s, axes=axes, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def rfft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    return _as(jnp.fft.rfft(x, n=n, axis=axis, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def irfft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    return _as(jnp.fft.irfft(x, n=n, axis=axis, norm=norm), _REAL[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def rfftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    return _as(jnp.fft.rfftn(x, s=s, axes=axes, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def irfftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    return _as(jnp.fft.irfftn(x, s=s, axes=axes, norm=norm), _REAL[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def hfft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    return _as(jnp.fft.hfft(x, n=n, axis=axis, norm=norm), _REAL[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ihfft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    return _as(jnp.fft.ihfft(x, n=n, axis=axis, norm=norm), _COMPLEX[x.dtype])


def fftshift(x: Any, /, *, axes: Any = None) -> Any:
    return jnp.fft.fftshift(x, axes=axes)


def ifftshift(x: Any, /, *, axes: Any = None) -> Any:
    return jnp.fft.ifftshift(x, axes=axes)
