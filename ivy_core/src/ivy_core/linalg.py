"""Linear algebra: the main-namespace functions (``matmul``,
``matrix_transpose``, ``tensordot``, ``vecdot``, Ivy's ``diag``) and the
standard's ``linalg`` extension, reached as ``ivy_core.linalg.<name>`` (and
also copied into the ``ivy_core`` namespace, as Ivy does).

The factorisations and solvers are defined for floating and complex input:
integer and bool input is computed in the default float dtype (the standard
asks for floating input there). Functions of real results (norms, singular
values, eigenvalues of Hermitian matrices, ``logabsdet``) give the real
dtype of a complex input.
"""

from __future__ import annotations

from ._api import compositional, primary
from ._state import calls
from .creation import zeros
from .data_type import default_int_dtype
from .manipulation import expand_dims
from .statistical import sum

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from typing import Any, Literal

    from ._array import Array
    from ._typing import ArrayLike, DtypeLike

__all__ = [
    "matmul", "matrix_transpose", "tensordot", "vecdot", "diag", "trace",
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matrix_norm",
    "matrix_power", "matrix_rank", "outer", "pinv", "qr", "slogdet", "solve", "svd",
    "svdvals", "vector_norm",
]  # fmt: skip


@primary(arrays=("x1", "x2"), promote=("x1", "x2"))
def matmul(x1: ArrayLike, x2: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Matrix product with the Array API's broadcasting rules; the inputs are
    promoted to one dtype."""
    return calls.matmul(x1, x2, out)


@primary(arrays=("x",))
def matrix_transpose(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``x`` with its last two axes swapped (a stack of transposed matrices)."""
    return calls.matrix_transpose(x, out)


@primary(arrays=("x1", "x2"), promote=("x1", "x2"))
def tensordot(
    x1: ArrayLike,
    x2: ArrayLike,
    /,
    *,
    axes: int | tuple[Any, Any] = 2,
    out: Array | None = None,
) -> Array:
    """Sum of products over the last ``axes`` axes of ``x1`` and the first
    ``axes`` of ``x2`` (an int), or over the axes listed in the pair
    ``axes = (axes of x1, axes of x2)``; the inputs are promoted."""
    return calls.tensordot(x1, x2, axes, out)


@primary(arrays=("x1", "x2"), promote=("x1", "x2"))
def vecdot(x1: ArrayLike, x2: ArrayLike, /, *, axis: int = -1, out: Array | None = None) -> Array:
    """Dot product ``sum(conj(x1) * x2)`` along ``axis`` (the inputs are
    broadcast against each other and promoted)."""
    return calls.vecdot(x1, x2, axis, out)


@primary(arrays=("x",))
def diag(x: ArrayLike, /, *, k: int = 0, out: Array | None = None) -> Array:
    """Ivy's ``diag``: for 1-D ``x``, a square matrix with ``x`` on its ``k``-th
    diagonal (zeros elsewhere); for 2-D ``x``, its ``k``-th diagonal."""
    return calls.diag(x, k, out)


@primary(arrays=("x",), dtype="sum")
def trace(
    x: ArrayLike,
    /,
    *,
    offset: int = 0,
    axis1: int = -2,
    axis2: int = -1,
    dtype: DtypeLike | None = None,
    out: Array | None = None,
) -> Array:
    """Sum of the ``offset``-th diagonal of the matrices spanned by ``axis1``
    and ``axis2`` (the last two axes by default, as the standard's
    ``linalg.trace``; Ivy's keywords ``axis1``/``axis2`` pick others). The
    dtype follows :func:`sum`'s rule."""
    return calls.trace(x, offset, axis1, axis2, dtype, out)


@primary(arrays=("x",), float_inputs=("x",))
def cholesky(x: ArrayLike, /, *, upper: bool = False, out: Array | None = None) -> Array:
    """Cholesky factor of a (stack of) Hermitian positive-definite matrices:
    lower ``L`` with ``x = L L^H``, or with ``upper`` the ``U = L^H``."""
    return calls.cholesky(x, upper, out)


@primary(arrays=("x1", "x2"), promote=("x1", "x2"))
def cross(x1: ArrayLike, x2: ArrayLike, /, *, axis: int = -1, out: Array | None = None) -> Array:
    """Cross product of 3-element vectors along ``axis`` (the inputs are
    broadcast against each other and promoted)."""
    return calls.cross(x1, x2, axis, out)


@primary(arrays=("x",), float_inputs=("x",))
def det(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Determinant of a (stack of) square matrices."""
    return calls.det(x, out)


@primary(arrays=("x",))
def diagonal(
    x: ArrayLike, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1, out: Array | None = None
) -> Array:
    """The ``offset``-th diagonal of the matrices spanned by ``axis1`` and
    ``axis2`` (the last two axes by default), as a new last axis."""
    return calls.diagonal(x, offset, axis1, axis2, out)


@primary(arrays=("x",), float_inputs=("x",), returns="arrays", fields=("eigenvalues", "eigenvectors"))
def eigh(x: ArrayLike, /) -> tuple[Array, Array]:
    """Eigenvalues (ascending, real) and eigenvectors (columns) of a (stack
    of) Hermitian matrices; only the lower triangle is read. Eigenvectors are
    determined up to a factor of modulus one."""
    return calls.eigh(x)


@primary(arrays=("x",), float_inputs=("x",))
def eigvalsh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Eigenvalues (ascending, real) of a (stack of) Hermitian matrices."""
    return calls.eigvalsh(x, out)


@primary(arrays=("x",), float_inputs=("x",))
def inv(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse of a (stack of) square matrices."""
    return calls.inv(x, out)


@primary(arrays=("x",), float_inputs=("x",))
def matrix_norm(
    x: ArrayLike,
    /,
    *,
    keepdims: bool = False,
    ord: int | float | Literal["fro", "nuc"] = "fro",
    out: Array | None = None,
) -> Array:
    """Norm of each matrix over the last two axes: ``"fro"``, ``"nuc"``,
    ``1``/``-1`` (max/min column sum), ``inf``/``-inf`` (max/min row sum),
    ``2``/``-2`` (largest/smallest singular value). Real dtype."""
    return calls.matrix_norm(x, keepdims, ord, out)


@primary(arrays=("x",), float_inputs=("x",))
def matrix_power(x: ArrayLike, n: int, /, *, out: Array | None = None) -> Array:
    """``x`` multiplied by itself ``n`` times; ``n = 0`` gives the identity and
    a negative ``n`` the power of the inverse."""
    return calls.matrix_power(x, n, out)


_EPS = {"float16": 2.0**-10, "bfloat16": 2.0**-7, "float32": 2.0**-23, "float64": 2.0**-52}


def _matrix_rank_body(x, rtol, /) -> Array:
    """The computation of :func:`matrix_rank` (its parameters positionally)."""

    # The dtype support of this function is derived from the calls in its
    # body (operators included, even on Python ints); the shape arithmetic
    # and the comparisons of the real singular values live in helpers so
    # that only svdvals and zeros decide it (torch's missing complex ``>``
    # does not refuse complex ``x``).
    m, n, stack = _matrix_dims(x)
    if not (m and n):
        return zeros(stack, dtype=default_int_dtype(), device=x.device)
    return _count_above(svdvals(x), m, n, rtol)


@compositional(_matrix_rank_body, arrays=("x",), unwrap=("rtol",))
def matrix_rank(x: ArrayLike, /, *, rtol: float | ArrayLike | None = None) -> Array:
    """Number of singular values above ``rtol`` times the largest (default
    ``rtol``: ``max(M, N)`` times the machine epsilon of the dtype), in the
    default integer dtype."""
    return calls.matrix_rank(x, rtol)


def _matrix_dims(x: Array) -> tuple[int, int, tuple[int, ...]]:
    if x.ndim < 2:
        raise ValueError(f"ivy_core.matrix_rank: needs a (stack of) matrices, got shape {x.shape}")
    return x.shape[-2], x.shape[-1], tuple(x.shape[:-2])


def _count_above(s: Array, m: int, n: int, rtol: Any) -> Array:
    """The rank from the singular values ``s`` (descending, of a real dtype)."""

    if rtol is None:
        rtol = (m if m > n else n) * _EPS[str(s.dtype)]
    elif not isinstance(rtol, (int, float)):
        rtol = expand_dims(rtol, axis=-1)
    tol = s[..., :1] * rtol  # the largest singular value comes first
    return sum(s > tol, axis=-1, dtype=default_int_dtype())


@primary(arrays=("x1", "x2"), promote=("x1", "x2"))
def outer(x1: ArrayLike, x2: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Outer product of two 1-D arrays (promoted to one dtype)."""
    return calls.outer(x1, x2, out)


@primary(arrays=("x",), float_inputs=("x",))
def pinv(x: ArrayLike, /, *, rtol: float | None = None, out: Array | None = None) -> Array:
    """Moore-Penrose pseudo-inverse; singular values at most ``rtol`` times the
    largest are treated as zero (default ``rtol``: ``max(M, N)`` times the
    machine epsilon of the dtype)."""
    return calls.pinv(x, rtol, out)


@primary(arrays=("x",), float_inputs=("x",), returns="arrays", fields=("Q", "R"))
def qr(x: ArrayLike, /, *, mode: Literal["reduced", "complete"] = "reduced") -> tuple[Array, Array]:
    """QR decomposition ``x = Q R`` (``mode="complete"``: square ``Q``)."""
    return calls.qr(x, mode)


@primary(arrays=("x",), float_inputs=("x",), returns="arrays", fields=("sign", "logabsdet"))
def slogdet(x: ArrayLike, /) -> tuple[Array, Array]:
    """Sign (of the dtype of ``x``; 0 for a singular matrix) and natural log of
    the absolute value (real dtype; ``-inf`` when singular) of the determinant."""
    return calls.slogdet(x)


@primary(arrays=("x1", "x2"), promote=("x1", "x2"), float_inputs=("x1", "x2"))
def solve(x1: ArrayLike, x2: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Solution ``X`` of ``x1 @ X = x2`` for square ``x1``. A 1-D ``x2`` is one
    right-hand-side vector; otherwise ``x2`` is a (stack of) matrices whose
    stack shape broadcasts with that of ``x1``."""
    return calls.solve(x1, x2, out)


@primary(arrays=("x",), float_inputs=("x",), returns="arrays", fields=("U", "S", "Vh"))
def svd(x: ArrayLike, /, *, full_matrices: bool = True) -> tuple[Array, Array, Array]:
    """Singular value decomposition ``x = U diag(S) Vh``, ``S`` descending and
    real; singular vectors are determined up to a factor of modulus one."""
    return calls.svd(x, full_matrices)


@primary(arrays=("x",), float_inputs=("x",))
def svdvals(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Singular values, descending, in the real dtype."""
    return calls.svdvals(x, out)


@primary(arrays=("x",), float_inputs=("x",))
def vector_norm(
    x: ArrayLike,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: bool = False,
    ord: int | float = 2,
    out: Array | None = None,
) -> Array:
    """``ord``-norm over ``axis`` (all axes by default, as one flat vector):
    ``inf``/``-inf`` the largest/smallest absolute value, ``0`` the count of
    non-zeros, other ``p`` ``sum(|x|**p)**(1/p)``. Real dtype."""
    return calls.vector_norm(x, axis, keepdims, ord, out)
