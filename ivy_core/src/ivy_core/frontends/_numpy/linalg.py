"""``numpy.linalg`` on ivy_core: ``ivy_core.frontends.numpy.linalg.norm`` and
its neighbours."""

from __future__ import annotations

from typing import Any

from ... import linalg as la
from ... import manipulation
from ..._base._errors import ArgumentValueError
from ...data_type import astype, is_bool_dtype, is_int_dtype
from ._convert import name, to_array
from ._ndarray import ndarray

__all__ = [
    "norm",
    "det",
    "inv",
    "solve",
    "svd",
    "qr",
    "eigh",
    "eigvalsh",
    "cholesky",
    "pinv",
    "matrix_rank",
    "slogdet",
]


def _float(a: Any, fn: str) -> Any:
    x = to_array(a, name(f"linalg.{fn}"))
    return astype(x, "float64") if is_int_dtype(x.dtype) or is_bool_dtype(x.dtype) else x


def norm(x: Any, ord: Any = None, axis: Any = None, keepdims: bool = False) -> ndarray:
    """``numpy.linalg.norm``: the 2-norm of the flattened array by default, the
    Frobenius norm of a matrix, a vector norm along one axis."""
    a = _float(x, "norm")
    if axis is None and ord is None:
        r = la.vector_norm(manipulation.reshape(a, (-1,)), ord=2)
        if keepdims:
            r = manipulation.reshape(r, (1,) * len(a.shape))
        return ndarray(r)
    if axis is None:
        axis = tuple(range(len(a.shape)))
    if isinstance(axis, int) or len(axis) == 1:
        return ndarray(la.vector_norm(a, axis=axis, keepdims=keepdims, ord=2 if ord is None else ord))
    if len(axis) == 2:
        moved = manipulation.moveaxis(a, tuple(axis), (-2, -1))
        r = la.matrix_norm(moved, ord="fro" if ord is None else ord, keepdims=keepdims)
        if keepdims:
            r = manipulation.moveaxis(r, (-2, -1), tuple(axis))
        return ndarray(r)
    raise ArgumentValueError(f"{name('linalg.norm')}: improper number of dimensions to norm")


def det(a: Any) -> ndarray:
    return ndarray(la.det(_float(a, "det")))


def inv(a: Any) -> ndarray:
    return ndarray(la.inv(_float(a, "inv")))


def solve(a: Any, b: Any) -> ndarray:
    return ndarray(la.solve(_float(a, "solve"), _float(b, "solve")))


def svd(a: Any, full_matrices: bool = True, compute_uv: bool = True, hermitian: bool = False) -> Any:
    x = _float(a, "svd")
    if not compute_uv:
        return ndarray(la.svdvals(x))
    return tuple(ndarray(r) for r in la.svd(x, full_matrices=full_matrices))


def qr(a: Any, mode: str = "reduced") -> Any:
    return tuple(ndarray(r) for r in la.qr(_float(a, "qr"), mode=mode))


def eigh(a: Any, UPLO: str = "L") -> Any:
    return tuple(ndarray(r) for r in la.eigh(_float(a, "eigh")))


def eigvalsh(a: Any, UPLO: str = "L") -> ndarray:
    return ndarray(la.eigvalsh(_float(a, "eigvalsh")))


def cholesky(a: Any, /, *, upper: bool = False) -> ndarray:
    return ndarray(la.cholesky(_float(a, "cholesky"), upper=upper))


def pinv(a: Any, rcond: Any = None, hermitian: bool = False, *, rtol: Any = None) -> ndarray:
    return ndarray(la.pinv(_float(a, "pinv")))


def matrix_rank(A: Any, tol: Any = None, hermitian: bool = False, *, rtol: Any = None) -> ndarray:
    r = la.matrix_rank(_float(A, "matrix_rank"))
    return ndarray(r if r.dtype == "int64" else astype(r, "int64"))


def slogdet(a: Any) -> Any:
    return tuple(ndarray(r) for r in la.slogdet(_float(a, "slogdet")))
