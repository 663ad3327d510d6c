"""Linear algebra. ``numpy.linalg`` has no float16 kernels and computes
bfloat16 (ml_dtypes) input in float64, returning float64: the factorisations
and solvers declare both (ivy_core casts integer input to the default float
before they run)."""

from __future__ import annotations

from typing import Any

import numpy as np
from ivy_core.plugin import computed_in, with_unsupported_dtypes

from ._trace import METHOD_TYPES, tracing

__all__ = [
    "matmul", "matrix_transpose", "tensordot", "vecdot", "diag", "trace",
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matrix_norm",
    "matrix_power", "outer", "pinv", "qr", "slogdet", "solve", "svd", "svdvals", "vector_norm",
]  # fmt: skip

_HALF = {"2.4.6 and below": ("float16", "bfloat16")}
# Functions whose half-precision gaps depend on the arguments compute those
# dtypes in float32 and round the result back (lossless inputs, checked at load).
_IN_FLOAT32 = {"float16": "float32", "bfloat16": "float32"}
_HALF_REASON = (
    "numpy.linalg has no half-precision LAPACK kernels: float16 is refused and bfloat16 "
    "(ml_dtypes) is computed and returned in float64"
)


def _same_dtype(r: np.ndarray, like: np.ndarray) -> np.ndarray:
    # ml_dtypes computes bfloat16 products in float32 and returns float32;
    # the inputs' dtype is the result dtype.
    return r if r.dtype == like.dtype else r.astype(like.dtype)


def matmul(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    r = np.matmul(x1, x2)
    return r if r.dtype == x1.dtype else r.astype(x1.dtype)  # _same_dtype, inline (one frame less)


_ND = np.ndarray


def matrix_transpose(x: np.ndarray, /) -> np.ndarray:
    if type(x) in METHOD_TYPES and x.ndim >= 2:  # what np.linalg.matrix_transpose does, without its wrapper
        return x.swapaxes(-1, -2)
    return np.linalg.matrix_transpose(x)


def tensordot(x1: np.ndarray, x2: np.ndarray, /, *, axes: Any = 2) -> np.ndarray:
    return _same_dtype(np.asarray(np.tensordot(x1, x2, axes=axes), like=tracing()), x1)


def vecdot(x1: np.ndarray, x2: np.ndarray, /, *, axis: int = -1) -> np.ndarray:
    r = np.vecdot(x1, x2) if axis == -1 else np.vecdot(x1, x2, axis=axis)  # axis= costs 0.1 us
    if type(r) is not _ND:  # a NumPy scalar (1-D inputs), or a traced result
        r = np.asarray(r, like=tracing())
    return r if r.dtype == x1.dtype else r.astype(x1.dtype)


def diag(x: np.ndarray, /, *, k: int = 0) -> np.ndarray:
    # ivy_core gives an x of one or two dimensions and an int k.
    return np.diag(x, k).copy()


def trace(x: np.ndarray, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1, dtype: Any) -> np.ndarray:
    return np.asarray(np.trace(x, offset=offset, axis1=axis1, axis2=axis2, dtype=dtype), like=tracing())


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def cholesky(x: np.ndarray, /, *, upper: bool = False) -> np.ndarray:
    return np.linalg.cholesky(x, upper=upper)


@with_unsupported_dtypes({"2.4.6 and below": ("bool",)}, reason="numpy refuses `-` on bool arrays")
def cross(x1: np.ndarray, x2: np.ndarray, /, *, axis: int = -1) -> np.ndarray:
    return np.linalg.cross(x1, x2, axis=axis)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def det(x: np.ndarray, /) -> np.ndarray:
    return np.asarray(np.linalg.det(x), like=tracing())


def diagonal(x: np.ndarray, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1) -> np.ndarray:
    return np.diagonal(x, offset=offset, axis1=axis1, axis2=axis2).copy()


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def eigh(x: np.ndarray, /) -> tuple[np.ndarray, np.ndarray]:
    r = np.linalg.eigh(x)
    return r.eigenvalues, r.eigenvectors


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def eigvalsh(x: np.ndarray, /) -> np.ndarray:
    return np.linalg.eigvalsh(x)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def inv(x: np.ndarray, /) -> np.ndarray:
    return np.linalg.inv(x)


@computed_in(_IN_FLOAT32, reason="numpy.linalg has no half-precision singular values (ord 2, -2, 'nuc')")
def matrix_norm(x: np.ndarray, /, *, keepdims: bool = False, ord: Any = "fro") -> np.ndarray:
    return np.asarray(np.linalg.matrix_norm(x, keepdims=keepdims, ord=ord), like=tracing())


@computed_in(_IN_FLOAT32, reason="numpy.linalg has no half-precision inverse (negative powers)")
def matrix_power(x: np.ndarray, n: int, /) -> np.ndarray:
    return np.linalg.matrix_power(x, n)


def outer(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    return np.linalg.outer(x1, x2)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def pinv(x: np.ndarray, /, *, rtol: Any = None) -> np.ndarray:
    if rtol is None:  # numpy's default: max(M, N) * eps, as the standard's
        return np.linalg.pinv(x)
    return np.linalg.pinv(x, rtol=rtol)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def qr(x: np.ndarray, /, *, mode: str = "reduced") -> tuple[np.ndarray, np.ndarray]:
    r = np.linalg.qr(x, mode=mode)
    return r.Q, r.R


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def slogdet(x: np.ndarray, /) -> tuple[np.ndarray, np.ndarray]:
    r = np.linalg.slogdet(x)
    like = tracing()
    return np.asarray(r.sign, like=like), np.asarray(r.logabsdet, like=like)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def solve(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    return np.linalg.solve(x1, x2)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def svd(x: np.ndarray, /, *, full_matrices: bool = True) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    r = np.linalg.svd(x, full_matrices=full_matrices)
    return r.U, r.S, r.Vh


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def svdvals(x: np.ndarray, /) -> np.ndarray:
    return np.linalg.svdvals(x)


_vector_norm = np.linalg.vector_norm


def vector_norm(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False, ord: Any = 2) -> np.ndarray:
    if axis is None and not keepdims and type(x) is _ND and x.dtype.kind == "f" and (ord == 2 and type(ord) is int):
        # The Euclidean norm of everything, computed as np.linalg.vector_norm
        # computes it (the pairwise sum of squares of the flattened array,
        # then the square root: the same bits), without its ~1.5 us of Python.
        flat = x.ravel()
        return np.asarray(np.sqrt(np.add.reduce(flat * flat)))
    if isinstance(axis, list):
        axis = tuple(axis)
    r = _vector_norm(x, axis=axis, keepdims=keepdims, ord=ord)
    if type(r) is not _ND:  # a NumPy scalar (axis=None), or a traced result
        r = np.asarray(r, like=tracing())
    # bfloat16 (ml_dtypes) is computed in float64 and returned so; the norm of
    # a real input has the input's dtype (as the matmul result above).
    return r if r.dtype == x.dtype or x.dtype.kind == "c" else r.astype(x.dtype)
