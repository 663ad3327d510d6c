"""Linear algebra. torch.linalg has no float16/bfloat16 kernels on the CPU
for the factorisations and solvers (ivy_core casts integer input to the
default float before they run). Bad shapes raise torch's RuntimeError, which
ivy_core turns into ValueError."""

from __future__ import annotations

from typing import Any

import torch
from ivy_core.plugin import computed_in, with_unsupported_dtypes

__all__ = [
    "matmul", "matrix_transpose", "tensordot", "vecdot", "diag", "trace",
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matrix_norm",
    "matrix_power", "outer", "pinv", "qr", "slogdet", "solve", "svd", "svdvals", "vector_norm",
]  # fmt: skip

_HALF = {"2.13.0 and below": ("float16", "bfloat16")}
_HALF_REASON = "torch.linalg has no float16/bfloat16 kernels for this factorisation on the CPU"


@with_unsupported_dtypes(
    {"2.13.0 and below": ("bool",)}, reason="torch has no matmul (dot/addmm) kernel for bool"
)
def matmul(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    return torch.matmul(x1, x2)


def matrix_transpose(x: torch.Tensor, /) -> torch.Tensor:
    # A view, as permute_dims gives. torch's x.mT is the identity on a 0-d x
    # (deprecated); transpose refuses it and a 1-D x, which ivy_core reports as a ShapeError.
    return x.mT if x.ndim >= 2 else x.transpose(-2, -1)


@with_unsupported_dtypes(
    {"2.13.0 and below": ("bool",)},
    reason="torch has no matmul (dot/addmm) kernel for bool, which tensordot uses",
)
def tensordot(x1: torch.Tensor, x2: torch.Tensor, /, *, axes: Any = 2) -> torch.Tensor:
    # ivy_core passes a checked count or two tuples of non-negative axes.
    if isinstance(axes, int):
        return torch.tensordot(x1, x2, dims=axes)
    return torch.tensordot(x1, x2, dims=(list(axes[0]), list(axes[1])))


def vecdot(x1: torch.Tensor, x2: torch.Tensor, /, *, axis: int = -1) -> torch.Tensor:
    if x1.dtype.is_floating_point or x1.dtype.is_complex:
        # dim= only where it is not the default: the keyword costs about 0.4 us.
        return torch.linalg.vecdot(x1, x2) if axis == -1 else torch.linalg.vecdot(x1, x2, dim=axis)
    # torch.linalg.vecdot has no integer kernels: the same sum of products
    # (ivy_core has checked that both arrays have the axis, of one size).
    if axis >= 0:
        axis -= max(x1.ndim, x2.ndim)
    if x1.dtype == torch.bool:
        return torch.any(x1 & x2, dim=axis)
    return torch.sum(x1 * x2, dim=axis, dtype=x1.dtype)


def diag(x: torch.Tensor, /, *, k: int = 0) -> torch.Tensor:
    # ivy_core gives an x of one or two dimensions and an int k.
    return torch.diag(x, k)


def trace(
    x: torch.Tensor, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1, dtype: Any
) -> torch.Tensor:
    return torch.sum(torch.diagonal(x, offset, axis1, axis2), -1, dtype=dtype)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def cholesky(x: torch.Tensor, /, *, upper: bool = False) -> torch.Tensor:
    return torch.linalg.cholesky(x, upper=upper)


@with_unsupported_dtypes({"2.13.0 and below": ("bool",)}, reason="torch has no cross-product kernel for bool")
def cross(x1: torch.Tensor, x2: torch.Tensor, /, *, axis: int = -1) -> torch.Tensor:
    x1, x2 = torch.broadcast_tensors(x1, x2)
    return torch.linalg.cross(x1, x2, dim=axis)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def det(x: torch.Tensor, /) -> torch.Tensor:
    return torch.linalg.det(x)


def diagonal(x: torch.Tensor, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1) -> torch.Tensor:
    return torch.diagonal(x, offset, axis1, axis2).clone()


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def eigh(x: torch.Tensor, /) -> tuple[torch.Tensor, torch.Tensor]:
    r = torch.linalg.eigh(x)
    return r.eigenvalues, r.eigenvectors


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def eigvalsh(x: torch.Tensor, /) -> torch.Tensor:
    return torch.linalg.eigvalsh(x)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def inv(x: torch.Tensor, /) -> torch.Tensor:
    return torch.linalg.inv(x)


@computed_in(
    {"float16": "float32", "bfloat16": "float32"},
    reason="torch.linalg has no half-precision singular values on the CPU (ord 2, -2 and 'nuc')",
)
def matrix_norm(x: torch.Tensor, /, *, keepdims: bool = False, ord: Any = "fro") -> torch.Tensor:
    return torch.linalg.matrix_norm(x, ord=ord, keepdim=keepdims)


@computed_in(
    {"float16": "float32", "bfloat16": "float32"},
    reason="torch.linalg has no half-precision inverse on the CPU (negative powers)",
)
def matrix_power(x: torch.Tensor, n: int, /) -> torch.Tensor:
    return torch.linalg.matrix_power(x, n)


def outer(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    return torch.outer(x1, x2)  # inputs not 1-D: torch raises, ivy_core reports a ShapeError


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def pinv(x: torch.Tensor, /, *, rtol: Any = None) -> torch.Tensor:
    return torch.linalg.pinv(x, rtol=rtol)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def qr(x: torch.Tensor, /, *, mode: str = "reduced") -> tuple[torch.Tensor, torch.Tensor]:
    r = torch.linalg.qr(x, mode=mode)
    return r.Q, r.R


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def slogdet(x: torch.Tensor, /) -> tuple[torch.Tensor, torch.Tensor]:
    r = torch.linalg.slogdet(x)
    return r.sign, r.logabsdet


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def solve(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    if x2.ndim == 1 or x1.ndim < 2:
        return torch.linalg.solve(x1, x2)
    # torch reads x2 of shape x1.shape[:-1] as a stack of vectors; the
    # standard reads any x2 of two or more dimensions as a stack of matrices.
    batch = torch.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
    return torch.linalg.solve(x1.expand(*batch, *x1.shape[-2:]), x2.expand(*batch, *x2.shape[-2:]))


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def svd(x: torch.Tensor, /, *, full_matrices: bool = True) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    r = torch.linalg.svd(x, full_matrices=full_matrices)
    return r.U, r.S, r.Vh


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def svdvals(x: torch.Tensor, /) -> torch.Tensor:
    return torch.linalg.svdvals(x)


def vector_norm(
    x: torch.Tensor, /, *, axis: Any = None, keepdims: bool = False, ord: Any = 2
) -> torch.Tensor:
    if axis is None and not keepdims and type(ord) is int and ord == 2:
        return _vector_norm(x)  # torch's defaults: its argument parsing is cheapest so
    if isinstance(axis, list):
        axis = tuple(axis)
    return _vector_norm(x, ord, axis, keepdims)  # positional: 0.3 us less than by keyword


_vector_norm = torch.linalg.vector_norm
