"""The standard's ``fft`` extension, reachable as ``ivy_core.fft`` on torch.

``torch.fft`` does each transform, on arguments ivy_core has already checked
and resolved (``normalize=`` in ``ivy_core.fft``: ints, tuples of ints).
"""

from __future__ import annotations

from collections.abc import Sequence
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


def _zeros(x: torch.Tensor, sizes: Sequence[int], axes: Sequence[int], kind: str) -> torch.Tensor:
    """The result for an ``x`` with no elements (torch's MKL plans fail on
    them): the transform of zero padding is zero. ``kind``: ``"c2c"``,
    ``"r2c"`` (the last axis keeps ``n // 2 + 1`` terms) or ``"c2r"``."""
    shape = list(x.shape)
    for i, (n, a) in enumerate(zip(sizes, axes, strict=True)):
        shape[a] = n // 2 + 1 if kind == "r2c" and i == len(axes) - 1 else n
    dtype = _REAL[x.dtype] if kind == "c2r" else _COMPLEX[x.dtype]
    return torch.zeros(shape, dtype=dtype, device=x.device)


# -- transforms ----------------------------------------------------------------------


@with_unsupported_dtypes(_HALF, reason=_WHY)
def fft(x: torch.Tensor, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> torch.Tensor:
    if x.numel() == 0:
        return _zeros(x, [n], [axis], "c2c")
    return torch.fft.fft(x, n=n, dim=axis, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ifft(x: torch.Tensor, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> torch.Tensor:
    if x.numel() == 0:
        return _zeros(x, [n], [axis], "c2c")
    return torch.fft.ifft(x, n=n, dim=axis, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def fftn(x: torch.Tensor, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> torch.Tensor:
    if x.numel() == 0:
        return _zeros(x, s, axes, "c2c")
    return torch.fft.fftn(x, s=s, dim=axes, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ifftn(x: torch.Tensor, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> torch.Tensor:
    if x.numel() == 0:
        return _zeros(x, s, axes, "c2c")
    return torch.fft.ifftn(x, s=s, dim=axes, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def rfft(x: torch.Tensor, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> torch.Tensor:
    if x.numel() == 0:
        return _zeros(x, [n], [axis], "r2c")
    return torch.fft.rfft(x, n=n, dim=axis, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def irfft(x: torch.Tensor, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> torch.Tensor:
    if x.numel() == 0:
        return _zeros(x, [n], [axis], "c2r")
    return torch.fft.irfft(x, n=n, dim=axis, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def rfftn(x: torch.Tensor, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> torch.Tensor:
    if x.numel() == 0:
        return _zeros(x, s, axes, "r2c")
    return torch.fft.rfftn(x, s=s, dim=axes, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def irfftn(x: torch.Tensor, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> torch.Tensor:
    if x.numel() == 0:
        return _zeros(x, s, axes, "c2r")
    return torch.fft.irfftn(x, s=s, dim=axes, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def hfft(x: torch.Tensor, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> torch.Tensor:
    if x.numel() == 0:
        return _zeros(x, [n], [axis], "c2r")
    return torch.fft.hfft(x, n=n, dim=axis, norm=norm)


@with_unsupported_dtypes(_HALF, reason=_WHY)
def ihfft(x: torch.Tensor, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> torch.Tensor:
    if x.numel() == 0:
        return _zeros(x, [n], [axis], "r2c")
    return torch.fft.ihfft(x, n=n, dim=axis, norm=norm)


def fftshift(x: torch.Tensor, /, *, axes: Any = None) -> torch.Tensor:
    return torch.fft.fftshift(x, dim=axes) if axes else x.clone()


def ifftshift(x: torch.Tensor, /, *, axes: Any = None) -> torch.Tensor:
    return torch.fft.ifftshift(x, dim=axes) if axes else x.clone()
