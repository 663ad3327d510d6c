"""``torch.linalg`` on ivy_core: ``ivy_core.frontends.torch.linalg.norm`` and
its neighbours."""

from __future__ import annotations

from typing import Any, NamedTuple

from ... import linalg as la
from ... import manipulation
from ..._base._errors import InvalidDtypeError
from ...data_type import is_complex_dtype, is_float_dtype
from ._convert import dims, name, to_array
from ._reduce_methods import int64
from ._tensor import Tensor

__all__ = [
    "norm", "vector_norm", "matrix_norm", "det", "inv", "solve", "cholesky", "qr", "svd", "svdvals",
    "eigh", "eigvalsh", "slogdet", "pinv", "matrix_rank", "cross",
]  # fmt: skip


class _Pair(NamedTuple):
    first: Any
    second: Any


def _f(a: Any, fn: str) -> Any:
    x = to_array(a, name(f"linalg.{fn}"))
    if not (is_float_dtype(x.dtype) or is_complex_dtype(x.dtype)):
        raise InvalidDtypeError(
            f"{name(f'linalg.{fn}')}: expects a floating or complex tensor, not {x.dtype}"
        )
    return x


def vector_norm(x: Any, ord: Any = 2, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Tensor:
    a = _f(x, "vector_norm")
    if dim is None:
        r = la.vector_norm(manipulation.reshape(a, (-1,)), ord=ord)
        return Tensor(manipulation.reshape(r, (1,) * len(a.shape)) if keepdim else r)
    return Tensor(la.vector_norm(a, axis=dims(dim), keepdims=keepdim, ord=ord))


def matrix_norm(
    A: Any, ord: Any = "fro", dim: Any = (-2, -1), keepdim: bool = False, *, dtype: Any = None
) -> Tensor:
    a = manipulation.moveaxis(_f(A, "matrix_norm"), tuple(dim), (-2, -1))
    r = la.matrix_norm(a, ord=ord, keepdims=keepdim)
    return Tensor(manipulation.moveaxis(r, (-2, -1), tuple(dim)) if keepdim else r)


def norm(A: Any, ord: Any = None, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Tensor:
    """``torch.linalg.norm``: the 2-norm of the flattened tensor, a vector norm
    along one dim, a matrix norm along two."""
    a = _f(A, "norm")
    if dim is None and ord is None:
        return vector_norm(a, 2, None, keepdim)
    if dim is None:
        dim = tuple(range(len(a.shape)))
    if isinstance(dim, int) or len(dim) == 1:
        return vector_norm(a, 2 if ord is None else ord, dim, keepdim)
    return matrix_norm(a, "fro" if ord is None else ord, dim, keepdim)


def det(A: Any) -> Tensor:
    return Tensor(la.det(_f(A, "det")))


def inv(A: Any) -> Tensor:
    return Tensor(la.inv(_f(A, "inv")))


def solve(A: Any, B: Any, *, left: bool = True) -> Tensor:
    return Tensor(la.solve(_f(A, "solve"), _f(B, "solve")))


def cholesky(A: Any, *, upper: bool = False) -> Tensor:
    return Tensor(la.cholesky(_f(A, "cholesky"), upper=upper))


def qr(A: Any, mode: str = "reduced") -> Any:
    q, r = la.qr(_f(A, "qr"), mode=mode)
    return _Pair(Tensor(q), Tensor(r))


def svd(A: Any, full_matrices: bool = True) -> Any:
    return tuple(Tensor(r) for r in la.svd(_f(A, "svd"), full_matrices=full_matrices))


def svdvals(A: Any) -> Tensor:
    return Tensor(la.svdvals(_f(A, "svdvals")))


def eigh(A: Any, UPLO: str = "L") -> Any:
    w, v = la.eigh(_f(A, "eigh"))
    return _Pair(Tensor(w), Tensor(v))


def eigvalsh(A: Any, UPLO: str = "L") -> Tensor:
    return Tensor(la.eigvalsh(_f(A, "eigvalsh")))


def slogdet(A: Any) -> Any:
    s, v = la.slogdet(_f(A, "slogdet"))
    return _Pair(Tensor(s), Tensor(v))


def pinv(A: Any, *, atol: Any = None, rtol: Any = None, hermitian: bool = False) -> Tensor:
    return Tensor(la.pinv(_f(A, "pinv"), rtol=rtol))


def matrix_rank(A: Any, *, atol: Any = None, rtol: Any = None, hermitian: bool = False) -> Tensor:
    return Tensor(int64(la.matrix_rank(_f(A, "matrix_rank"), rtol=rtol)))


def cross(input: Any, other: Any, *, dim: int = -1) -> Tensor:
    return Tensor(
        la.cross(to_array(input, name("linalg.cross")), to_array(other, name("linalg.cross")), axis=dim)
    )
