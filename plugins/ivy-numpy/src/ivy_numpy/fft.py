"""The standard's ``fft`` extension, reachable as ``ivy_core.fft`` on numpy.

``numpy.fft`` does each transform; the arguments are checked here first so
that every backend refuses the same bad input with the same error types, and
the result is cast to the dtype of the input's precision (the standard's rule).
"""

from __future__ import annotations

import operator
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
_REAL_INPUT = {"2.4.6 and below": ("float16", "bfloat16", "complex")}
_WHY_REAL = (
    "a real-input transform: the standard defines it for real floating input only "
    "(take ivy_core.real(x), or use fft for complex input); half precision: " + _WHY
)


# -- argument checks (the same in every backend) ----------------------------------

_NORMS = ("backward", "ortho", "forward")


def _error(name: str, message: str, cls: type[Exception] = ValueError) -> Exception:
    return cls(f"ivy_core.fft.{name} (backend 'numpy'): {message}")


def _int(name: str, what: str, value: Any) -> int:
    if isinstance(value, bool):
        raise _error(name, f"{what} must be an int, got bool {value!r}", TypeError)
    try:
        return operator.index(value)
    except TypeError:
        raise _error(
            name, f"{what} must be an int, got {type(value).__name__} {value!r}", TypeError
        ) from None


def _check_norm(name: str, norm: Any) -> None:
    if not isinstance(norm, str) or norm not in _NORMS:
        raise _error(name, f"norm must be 'backward', 'ortho' or 'forward', got {norm!r}")


def _axis(name: str, shape: tuple[int, ...], axis: Any) -> int:
    a = _int(name, "axis", axis)
    nd = len(shape)
    if not -nd <= a < nd:
        raise _error(name, f"axis {a} is out of range for an array of {nd} dimension(s)")
    return a % nd


def _one(
    name: str, shape: tuple[int, ...], n: Any, axis: Any, norm: Any, half: bool = False
) -> tuple[int, int]:
    """The checked (n, axis) of a 1-D transform; ``half``: the input holds the
    non-negative frequency half of a real signal (irfft, hfft)."""
    _check_norm(name, norm)
    a = _axis(name, shape, axis)
    if n is None:
        m = shape[a]
        size = 2 * (m - 1) if half else m
        if size < 1:
            raise _error(name, f"axis {a} of length {m} gives {size} points; pass n >= 1")
        return size, a
    size = _int(name, "n", n)
    if size < 1:
        raise _error(name, f"n must be at least 1, got {size}")
    return size, a


def _many(
    name: str, shape: tuple[int, ...], s: Any, axes: Any, norm: Any, half: bool = False
) -> tuple[list[int], list[int]]:
    """The checked (sizes, axes) of an N-D transform; ``half`` as in :func:`_one`
    for the last axis."""
    _check_norm(name, norm)
    if axes is None:
        if s is not None:
            raise _error(name, "s is given without axes; the standard requires axes whenever s is given")
        ax = list(range(len(shape)))
    else:
        if not isinstance(axes, (list, tuple)):
            raise _error(
                name, f"axes must be a sequence of ints, got {type(axes).__name__} {axes!r}", TypeError
            )
        ax = [_axis(name, shape, a) for a in axes]
    if not ax:
        raise _error(name, "there is no axis to transform (axes is empty or x is 0-d)")
    if len(set(ax)) != len(ax):
        raise _error(name, f"axes {tuple(axes)} name an axis twice")
    if s is None:
        given = [-1] * len(ax)
    else:
        if not isinstance(s, (list, tuple)):
            raise _error(name, f"s must be a sequence of ints, got {type(s).__name__} {s!r}", TypeError)
        given = [_int(name, f"s[{i}]", v) for i, v in enumerate(s)]
        if len(given) != len(ax):
            raise _error(name, f"s {tuple(s)} and axes {tuple(axes)} differ in length")
    sizes = []
    for i, (v, a) in enumerate(zip(given, ax, strict=True)):
        if v == -1:
            v = 2 * (shape[a] - 1) if half and i == len(ax) - 1 else shape[a]
        if v < 1:
            raise _error(name, f"axis {a} would have {v} points; every transformed length must be at least 1")
        sizes.append(v)
    return sizes, ax


def _shift_axes(name: str, shape: tuple[int, ...], axes: Any) -> list[int]:
    if axes is None:
        return list(range(len(shape)))
    seq = list(axes) if isinstance(axes, (list, tuple)) else [axes]
    ax = [_axis(name, shape, a) for a in seq]
    if len(set(ax)) != len(ax):
        raise _error(name, f"axes {axes} name an axis twice")
    return ax


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


def _floating(x: np.ndarray) -> np.ndarray:
    """Integer or bool ``x`` in float64 (exact for the values NumPy itself
    would convert). The core casts such input to the default float dtype
    first; this is only reached when a casting mode hands an integer array
    over, and then computes as NumPy does."""
    return x.astype(np.float64) if x.dtype.kind in "biu" else x


# -- transforms ----------------------------------------------------------------------


@with_unsupported_dtypes(_HALF, reason=_WHY)
def fft(x: np.ndarray, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> np.ndarray:
    x = _floating(x)
    n, axis = _one("fft", x.shape, n, axis, norm)
    return _as(np.fft.fft(x, n=n, axis=axis, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ifft(x: np.ndarray, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> np.ndarray:
    x = _floating(x)
    n, axis = _one("ifft", x.shape, n, axis, norm)
    return _as(np.fft.ifft(x, n=n, axis=axis, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def fftn(x: np.ndarray, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> np.ndarray:
    x = _floating(x)
    s, axes = _many("fftn", x.shape, s, axes, norm)
    return _as(np.fft.fftn(x, s=s, axes=axes, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ifftn(x: np.ndarray, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> np.ndarray:
    x = _floating(x)
    s, axes = _many("ifftn", x.shape, s, axes, norm)
    return _as(np.fft.ifftn(x, s=s, axes=axes, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_REAL_INPUT, reason=_WHY_REAL)
def rfft(x: np.ndarray, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> np.ndarray:
    x = _floating(x)
    n, axis = _one("rfft", x.shape, n, axis, norm)
    return _as(np.fft.rfft(x, n=n, axis=axis, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def irfft(x: np.ndarray, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> np.ndarray:
    x = _floating(x)
    n, axis = _one("irfft", x.shape, n, axis, norm, half=True)
    return _as(np.fft.irfft(x, n=n, axis=axis, norm=norm), _REAL[x.dtype])


@with_unsupported_dtypes(_REAL_INPUT, reason=_WHY_REAL)
def rfftn(x: np.ndarray, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> np.ndarray:
    x = _floating(x)
    s, axes = _many("rfftn", x.shape, s, axes, norm)
    return _as(np.fft.rfftn(x, s=s, axes=axes, norm=norm), _COMPLEX[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def irfftn(x: np.ndarray, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> np.ndarray:
    x = _floating(x)
    s, axes = _many("irfftn", x.shape, s, axes, norm, half=True)
    return _as(np.fft.irfftn(x, s=s, axes=axes, norm=norm), _REAL[x.dtype])


@with_unsupported_dtypes(_HALF, reason=_WHY)
def hfft(x: np.ndarray, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> np.ndarray:
    x = _floating(x)
    n, axis = _one("hfft", x.shape, n, axis, norm, half=True)
    return _as(np.fft.hfft(x, n=n, axis=axis, norm=norm), _REAL[x.dtype])


@with_unsupported_dtypes(_REAL_INPUT, reason=_WHY_REAL)
def ihfft(x: np.ndarray, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> np.ndarray:
    x = _floating(x)
    n, axis = _one("ihfft", x.shape, n, axis, norm)
    return _as(np.fft.ihfft(x, n=n, axis=axis, norm=norm), _COMPLEX[x.dtype])


def fftshift(x: np.ndarray, /, *, axes: Any = None) -> np.ndarray:
    axes = _shift_axes("fftshift", x.shape, axes)
    return np.fft.fftshift(x, axes=axes) if axes else x.copy()


def ifftshift(x: np.ndarray, /, *, axes: Any = None) -> np.ndarray:
    axes = _shift_axes("ifftshift", x.shape, axes)
    return np.fft.ifftshift(x, axes=axes) if axes else x.copy()
