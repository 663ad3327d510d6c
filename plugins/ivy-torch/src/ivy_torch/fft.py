"""The standard's ``fft`` extension, reachable as ``ivy_core.fft`` on torch.

``torch.fft`` does each transform; the arguments are checked here first so
that every backend refuses the same bad input with the same error types.
"""

from __future__ import annotations

import operator
from typing import Any

import torch
from ivy_core.plugin import with_unsupported_dtypes

__all__ = [
    "fft", "ifft", "fftn", "ifftn",
    "rfft", "irfft", "rfftn", "irfftn",
    "hfft", "ihfft",
    "fftshift", "ifftshift",
]  # fmt: skip

_HALF = {"2.13.0 and below": ("float16", "bfloat16")}
_WHY = (
    'torch has no half-precision FFT kernels on CPU ("Unsupported dtype Half"), and the '
    "half-precision complex dtype it returns elsewhere (complex32) is not an ivy_core dtype"
)
_REAL_INPUT = {"2.13.0 and below": ("float16", "bfloat16", "complex")}
_WHY_REAL = (
    "a real-input transform: the standard defines it for real floating input only "
    "(take ivy_core.real(x), or use fft for complex input); half precision: " + _WHY
)


# -- argument checks (the same in every backend) ----------------------------------

_NORMS = ("backward", "ortho", "forward")


def _error(name: str, message: str, cls: type[Exception] = ValueError) -> Exception:
    return cls(f"ivy_core.fft.{name} (backend 'torch'): {message}")


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


# -- empty input ---------------------------------------------------------------------

_COMPLEX = {
    torch.float32: torch.complex64,
    torch.float64: torch.complex128,
    torch.complex64: torch.complex64,
    torch.complex128: torch.complex128,
}
_REAL = {
    torch.float32: torch.float32,
    torch.float64: torch.float64,
    torch.complex64: torch.float32,
    torch.complex128: torch.float64,
}


def _zeros(x: torch.Tensor, sizes: list[int], axes: list[int], kind: str) -> torch.Tensor:
    """The result for an ``x`` with no elements (torch's MKL plans fail on
    them): the transform of zero padding is zero. ``kind``: ``"c2c"``,
    ``"r2c"`` (the last axis keeps ``n // 2 + 1`` terms) or ``"c2r"``."""
    shape = list(x.shape)
    for i, (n, a) in enumerate(zip(sizes, axes, strict=True)):
        shape[a] = n // 2 + 1 if kind == "r2c" and i == len(axes) - 1 else n
    dtype = _REAL[x.dtype] if kind == "c2r" else _COMPLEX[x.dtype]
    return torch.zeros(shape, dtype=dtype, device=x.device)


def _floating(x: torch.Tensor) -> torch.Tensor:
    """Integer or bool ``x`` in float64. The core casts such input to the
    default float dtype first; this is only reached when a casting mode hands
    an integer array over, and then computes as NumPy does."""
    return x if x.dtype.is_floating_point or x.dtype.is_complex else x.to(torch.float64)


# -- transforms ----------------------------------------------------------------------


@with_unsupported_dtypes(_HALF, reason=_WHY)
def fft(x: torch.Tensor, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> torch.Tensor:
    x = _floating(x)
    n, axis = _one("fft", tuple(x.shape), n, axis, norm)
    if x.numel() == 0:
        return _zeros(x, [n], [axis], "c2c")
    return torch.fft.fft(x, n=n, dim=axis, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ifft(x: torch.Tensor, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> torch.Tensor:
    x = _floating(x)
    n, axis = _one("ifft", tuple(x.shape), n, axis, norm)
    if x.numel() == 0:
        return _zeros(x, [n], [axis], "c2c")
    return torch.fft.ifft(x, n=n, dim=axis, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def fftn(x: torch.Tensor, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> torch.Tensor:
    x = _floating(x)
    s, axes = _many("fftn", tuple(x.shape), s, axes, norm)
    if x.numel() == 0:
        return _zeros(x, s, axes, "c2c")
    return torch.fft.fftn(x, s=s, dim=axes, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ifftn(x: torch.Tensor, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> torch.Tensor:
    x = _floating(x)
    s, axes = _many("ifftn", tuple(x.shape), s, axes, norm)
    if x.numel() == 0:
        return _zeros(x, s, axes, "c2c")
    return torch.fft.ifftn(x, s=s, dim=axes, norm=norm)


@with_unsupported_dtypes(_REAL_INPUT, reason=_WHY_REAL)
def rfft(x: torch.Tensor, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> torch.Tensor:
    x = _floating(x)
    n, axis = _one("rfft", tuple(x.shape), n, axis, norm)
    if x.numel() == 0:
        return _zeros(x, [n], [axis], "r2c")
    return torch.fft.rfft(x, n=n, dim=axis, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def irfft(x: torch.Tensor, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> torch.Tensor:
    x = _floating(x)
    n, axis = _one("irfft", tuple(x.shape), n, axis, norm, half=True)
    if x.numel() == 0:
        return _zeros(x, [n], [axis], "c2r")
    return torch.fft.irfft(x, n=n, dim=axis, norm=norm)


@with_unsupported_dtypes(_REAL_INPUT, reason=_WHY_REAL)
def rfftn(x: torch.Tensor, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> torch.Tensor:
    x = _floating(x)
    s, axes = _many("rfftn", tuple(x.shape), s, axes, norm)
    if x.numel() == 0:
        return _zeros(x, s, axes, "r2c")
    return torch.fft.rfftn(x, s=s, dim=axes, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def irfftn(x: torch.Tensor, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> torch.Tensor:
    x = _floating(x)
    s, axes = _many("irfftn", tuple(x.shape), s, axes, norm, half=True)
    if x.numel() == 0:
        return _zeros(x, s, axes, "c2r")
    return torch.fft.irfftn(x, s=s, dim=axes, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def hfft(x: torch.Tensor, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> torch.Tensor:
    x = _floating(x)
    n, axis = _one("hfft", tuple(x.shape), n, axis, norm, half=True)
    if x.numel() == 0:
        return _zeros(x, [n], [axis], "c2r")
    return torch.fft.hfft(x, n=n, dim=axis, norm=norm)


@with_unsupported_dtypes(_REAL_INPUT, reason=_WHY_REAL)
def ihfft(x: torch.Tensor, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> torch.Tensor:
    x = _floating(x)
    n, axis = _one("ihfft", tuple(x.shape), n, axis, norm)
    if x.numel() == 0:
        return _zeros(x, [n], [axis], "r2c")
    return torch.fft.ihfft(x, n=n, dim=axis, norm=norm)


def fftshift(x: torch.Tensor, /, *, axes: Any = None) -> torch.Tensor:
    axes = _shift_axes("fftshift", tuple(x.shape), axes)
    return torch.fft.fftshift(x, dim=axes) if axes else x.clone()


def ifftshift(x: torch.Tensor, /, *, axes: Any = None) -> torch.Tensor:
    axes = _shift_axes("ifftshift", tuple(x.shape), axes)
    return torch.fft.ifftshift(x, dim=axes) if axes else x.clone()
