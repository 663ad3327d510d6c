"""The standard's ``fft`` extension, reachable as ``ivy_core.fft`` on tensorflow.

``tf.signal`` transforms the innermost axis only, with no ``norm`` and (for
complex transforms) no length argument: each 1-D transform here moves its
axis last, crops or zero-pads it to ``n`` points, transforms, scales for
``norm`` and moves the axis back. The N-D transforms are successive 1-D ones
(as the DFT is separable); ``hfft``/``ihfft`` are ``irfft``/``rfft`` of the
conjugate with the normalisation direction swapped, as NumPy defines them.
Arguments arrive checked by ivy_core (``axis`` >= 0, ``s``/``axes`` tuples).
"""

from __future__ import annotations

import math
from typing import Any

from ivy_core.plugin import with_unsupported_dtypes

from ._framework import tf

__all__ = [
    "fft", "ifft", "fftn", "ifftn",
    "rfft", "irfft", "rfftn", "irfftn",
    "hfft", "ihfft",
    "fftshift", "ifftshift",
]  # fmt: skip

_HALF = {"2.21.0 and below": ("float16", "bfloat16")}
_WHY = (
    "tf.signal has FFT kernels for complex64/complex128 (rfft: float32/float64) only, "
    "and there is no half-precision complex dtype to return"
)


# -- 1-D building blocks on any axis --------------------------------------------------

_COMPLEX_OF = {tf.float32: tf.complex64, tf.float64: tf.complex128}
_SWAP = {"backward": "forward", "ortho": "ortho", "forward": "backward"}


def _complex(x: Any) -> Any:
    return x if x.dtype.is_complex else tf.cast(x, _COMPLEX_OF[x.dtype])


def _to_last(x: Any, axis: int) -> tuple[Any, list[int] | None]:
    """``x`` with ``axis`` swapped with the last axis (the swap undoes itself)."""
    nd = len(x.shape)
    if axis == nd - 1:
        return x, None
    perm = list(range(nd))
    perm[axis], perm[-1] = perm[-1], perm[axis]
    return tf.transpose(x, perm), perm


def _back(y: Any, perm: list[int] | None) -> Any:
    return y if perm is None else tf.transpose(y, perm)


def _fit(x: Any, n: int) -> Any:
    """``x`` cropped or zero-padded to ``n`` points along its last axis."""
    m = x.shape[-1]
    if m > n:
        return x[..., :n]
    if m < n:
        return tf.pad(x, [[0, 0]] * (len(x.shape) - 1) + [[0, n - m]])
    return x


def _scale(y: Any, n: int, norm: str, inverse: bool) -> Any:
    """Normalise ``y``: tf.signal leaves forward transforms unscaled and
    scales inverse ones by ``1 / n`` (the standard's ``"backward"``)."""
    if norm == "backward":
        return y
    if norm == "ortho":
        factor = math.sqrt(n) if inverse else 1.0 / math.sqrt(n)
    else:  # "forward"
        factor = float(n) if inverse else 1.0 / n
    return y * tf.constant(factor, dtype=y.dtype)


def _c2c(x: Any, n: int, axis: int, norm: str, inverse: bool) -> Any:
    x, perm = _to_last(x, axis)
    y = (tf.signal.ifft if inverse else tf.signal.fft)(_fit(x, n))
    return _back(_scale(y, n, norm, inverse), perm)


def _r2c(x: Any, n: int, axis: int, norm: str) -> Any:
    x, perm = _to_last(x, axis)
    # crop or pad here: tf.signal.rfft reads past an empty input when padding
    y = tf.signal.rfft(_fit(x, n), fft_length=[n])
    return _back(_scale(y, n, norm, False), perm)


def _c2r(x: Any, n: int, axis: int, norm: str) -> Any:
    x, perm = _to_last(x, axis)
    y = tf.signal.irfft(_fit(x, n // 2 + 1), fft_length=[n])
    return _back(_scale(y, n, norm, True), perm)


# -- transforms ----------------------------------------------------------------------


@with_unsupported_dtypes(_HALF, reason=_WHY)
def fft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    return _c2c(_complex(x), n, axis, norm, False)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ifft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    return _c2c(_complex(x), n, axis, norm, True)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def fftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    y = _complex(x)
    for n, a in zip(s, axes, strict=True):
        y = _c2c(y, n, a, norm, False)
    return y


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ifftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    y = _complex(x)
    for n, a in zip(s, axes, strict=True):
        y = _c2c(y, n, a, norm, True)
    return y


@with_unsupported_dtypes(_HALF, reason=_WHY)
def rfft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    return _r2c(x, n, axis, norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def irfft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    return _c2r(_complex(x), n, axis, norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def rfftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    y = _r2c(x, s[-1], axes[-1], norm)
    for n, a in zip(s[:-1], axes[:-1], strict=True):
        y = _c2c(y, n, a, norm, False)
    return y


@with_unsupported_dtypes(_HALF, reason=_WHY)
def irfftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    y = _complex(x)
    for n, a in zip(s[:-1], axes[:-1], strict=True):
        y = _c2c(y, n, a, norm, True)
    return _c2r(y, s[-1], axes[-1], norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def hfft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    return _c2r(tf.math.conj(_complex(x)), n, axis, _SWAP[norm])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ihfft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    return tf.math.conj(_r2c(x, n, axis, _SWAP[norm]))


def fftshift(x: Any, /, *, axes: Any = None) -> Any:
    return tf.signal.fftshift(x, axes=axes) if axes else tf.identity(x)


def ifftshift(x: Any, /, *, axes: Any = None) -> Any:
    return tf.signal.ifftshift(x, axes=axes) if axes else tf.identity(x)
