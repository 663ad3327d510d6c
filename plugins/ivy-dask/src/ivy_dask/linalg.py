"""Linear algebra on dask.array.

Products and norms (``matmul``, ``tensordot``, ``vecdot``, ``outer``,
``vector_norm``, ``trace``, ``diagonal``, ...) are distributed graphs over
the chunks. The factorisations, solvers and matrix functions (``inv``,
``det``, ``eigh``, ``qr``, ``svd``, ``solve``, ``cholesky``, ``pinv``,
``matrix_norm``, ``matrix_power``, ...) run ``numpy.linalg`` on one whole
matrix per task through ``dask.array.apply_gufunc``: the batch axes stay
chunked and distributed, each matrix must fit in one worker. NumPy's
dtype gaps apply (the chunks are NumPy arrays): no half-precision LAPACK
kernels.
"""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np
from ivy_core.plugin import computed_in, with_unsupported_dtypes

__all__ = [
    "matmul", "matrix_transpose", "tensordot", "vecdot", "diag", "trace",
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matrix_norm",
    "matrix_power", "outer", "pinv", "qr", "slogdet", "solve", "svd", "svdvals", "vector_norm",
]  # fmt: skip

# Keyed to the installed NumPy (the chunks' kernels), not to dask's version.
_HALF = {"2.4.6 and below": ("float16", "bfloat16")}
_IN_FLOAT32 = {"float16": "float32", "bfloat16": "float32"}
_HALF_REASON = (
    "numpy.linalg (which computes each chunk) has no half-precision LAPACK kernels: float16 is "
    "refused and bfloat16 (ml_dtypes) is computed and returned in float64"
)


def _same_dtype(r: da.Array, like: da.Array) -> da.Array:
    return r if r.dtype == like.dtype else r.astype(like.dtype)


def _real(dtype: Any) -> np.dtype:
    d = np.dtype(dtype)
    return np.dtype(d.char.lower()) if d.kind == "c" else d


def _gufunc(
    fn: Any, signature: str, *args: Any, dtypes: Any = None, sizes: dict[str, int] | None = None, **kw: Any
) -> Any:
    """``fn`` on one whole matrix per task. The result dtypes are NumPy's,
    found by calling ``fn`` on 1x1 identity matrices of the input dtypes
    when the graph is built (``dtypes`` is not used): a dtype numpy.linalg
    refuses fails now, not at compute time."""
    if any(isinstance(a, da.Array) and a.size == 0 for a in args):
        # apply_gufunc divides by the chunk sizes, and an empty array has
        # none: with no values to read, NumPy's answer for empty arrays of
        # these shapes is the result (its shapes, broadcasting and dtypes).
        empties = [np.empty(a.shape, dtype=a.dtype) if isinstance(a, da.Array) else a for a in args]
        # One chunk each: dask's automatic chunking divides by the largest block, 0 here.
        got = fn(*empties, **kw)
        if isinstance(got, tuple):
            return tuple(da.from_array(np.asarray(o), chunks=-1) for o in got)
        return da.from_array(np.asarray(got), chunks=-1)
    probes = [np.ones((1,) * a.ndim, dtype=a.dtype) if isinstance(a, da.Array) else a for a in args]
    out = fn(*probes, **kw)
    found = tuple(np.asarray(o).dtype for o in out) if isinstance(out, tuple) else np.asarray(out).dtype
    return da.apply_gufunc(
        fn, signature, *args, output_dtypes=found, output_sizes=sizes, allow_rechunk=True, **kw
    )


# -- distributed products ----------------------------------------------------------


def matmul(x1: da.Array, x2: da.Array, /) -> da.Array:
    return _same_dtype(da.matmul(x1, x2), x1)


def matrix_transpose(x: da.Array, /) -> da.Array:
    # ivy_core refuses a non-matrix before the result is handed out (dask's
    # swapaxes takes a 1-d x: the spec's shapes= rule, run by the lazy precheck).
    return da.swapaxes(x, -1, -2)


def tensordot(x1: da.Array, x2: da.Array, /, *, axes: Any = 2) -> da.Array:
    if isinstance(axes, (list, tuple)):
        axes = tuple(tuple(a) if isinstance(a, (list, tuple)) else a for a in axes)
    return _same_dtype(da.tensordot(x1, x2, axes=axes), x1)


def vecdot(x1: da.Array, x2: da.Array, /, *, axis: int = -1) -> da.Array:
    a, b = da.broadcast_arrays(x1, x2)
    # ivy_core gives an axis of the broadcast shape, of one size in both arrays.
    if a.dtype.kind == "c":
        a = da.conj(a)
    return _same_dtype(da.sum(a * b, axis=axis, dtype=a.dtype), x1)


def outer(x1: da.Array, x2: da.Array, /) -> da.Array:
    # ivy_core refuses other than two 1-d arrays (the spec's shapes= rule, run
    # by the lazy precheck): the product below would broadcast them.
    return _same_dtype(x1[:, None] * x2[None, :], x1)


def diag(x: da.Array, /, *, k: int = 0) -> da.Array:
    # ivy_core gives an x of one or two dimensions and an int k (dask's diag
    # returns None for a k that is no int).
    if x.size == 0:  # dask's diag divides by the (empty) chunk size
        shape = np.diag(np.empty(x.shape, dtype=np.bool_), k).shape
        return da.zeros(shape, dtype=x.dtype, chunks=shape)
    return da.diag(x, k)


def diagonal(x: da.Array, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1) -> da.Array:
    return da.diagonal(x, offset=offset, axis1=axis1, axis2=axis2)


def trace(x: da.Array, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1, dtype: Any) -> da.Array:
    return da.sum(da.diagonal(x, offset=offset, axis1=axis1, axis2=axis2), axis=-1, dtype=dtype)


@with_unsupported_dtypes({"2.4.6 and below": ("bool",)}, "numpy", reason="numpy refuses `-` on bool arrays")
def cross(x1: da.Array, x2: da.Array, /, *, axis: int = -1) -> da.Array:
    a, b = da.broadcast_arrays(x1, x2)
    # ivy_core gives shapes that broadcast, of size 3 along an axis of both.
    a = da.moveaxis(a, axis, -1)
    b = da.moveaxis(b, axis, -1)
    a0, a1, a2 = a[..., 0], a[..., 1], a[..., 2]
    b0, b1, b2 = b[..., 0], b[..., 1], b[..., 2]
    r = da.stack([a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0], axis=-1)
    return da.moveaxis(r, -1, axis)


def vector_norm(x: da.Array, /, *, axis: Any = None, keepdims: bool = False, ord: Any = 2) -> da.Array:
    if isinstance(axis, list):
        axis = tuple(axis)
    real = _real(x.dtype)
    a = da.absolute(x) if x.dtype.kind == "c" else da.absolute(x)
    if ord == 2:
        r = da.sqrt(da.sum(a * a, axis=axis, keepdims=keepdims))
    elif ord == 1:
        r = da.sum(a, axis=axis, keepdims=keepdims)
    elif ord == np.inf:
        r = da.max(a, axis=axis, keepdims=keepdims)
    elif ord == -np.inf:
        r = da.min(a, axis=axis, keepdims=keepdims)
    elif ord == 0:
        r = da.sum(a != 0, axis=axis, keepdims=keepdims, dtype=real)
    else:
        p = np.asarray(ord, dtype=real)
        r = da.sum(a**p, axis=axis, keepdims=keepdims) ** (np.ones((), real) / p)
    return r if r.dtype == real else r.astype(real)


# -- one matrix per task -----------------------------------------------------------
# ivy_core refuses shapes the functions do not take (not square, not a matrix,
# x2 not fitting x1) before a result is handed out: the spec's shapes= rules,
# which the lazy precheck runs (a gufunc would broadcast a (1, n) "square" matrix).


@with_unsupported_dtypes(_HALF, "numpy", reason=_HALF_REASON)
def cholesky(x: da.Array, /, *, upper: bool = False) -> da.Array:
    return _gufunc(np.linalg.cholesky, "(m,m)->(m,m)", x, dtypes=x.dtype, upper=upper)


def _det(m: np.ndarray) -> np.ndarray:
    return np.asarray(np.linalg.det(m))


@with_unsupported_dtypes(_HALF, "numpy", reason=_HALF_REASON)
def det(x: da.Array, /) -> da.Array:
    return _gufunc(_det, "(m,m)->()", x, dtypes=x.dtype)


def _eigh(m: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    r = np.linalg.eigh(m)
    return r.eigenvalues, r.eigenvectors


@with_unsupported_dtypes(_HALF, "numpy", reason=_HALF_REASON)
def eigh(x: da.Array, /) -> tuple[da.Array, da.Array]:
    w, v = _gufunc(_eigh, "(m,m)->(m),(m,m)", x, dtypes=(_real(x.dtype), x.dtype))
    return w, v


@with_unsupported_dtypes(_HALF, "numpy", reason=_HALF_REASON)
def eigvalsh(x: da.Array, /) -> da.Array:
    return _gufunc(np.linalg.eigvalsh, "(m,m)->(m)", x, dtypes=_real(x.dtype))


@with_unsupported_dtypes(_HALF, "numpy", reason=_HALF_REASON)
def inv(x: da.Array, /) -> da.Array:
    return _gufunc(np.linalg.inv, "(m,m)->(m,m)", x, dtypes=x.dtype)


def _matrix_norm(m: np.ndarray, ord: Any) -> np.ndarray:
    return np.asarray(np.linalg.matrix_norm(m, ord=ord))


@computed_in(_IN_FLOAT32, reason="numpy.linalg has no half-precision singular values (ord 2, -2, 'nuc')")
def matrix_norm(x: da.Array, /, *, keepdims: bool = False, ord: Any = "fro") -> da.Array:
    r = _gufunc(_matrix_norm, "(m,n)->()", x, dtypes=_real(x.dtype), ord=ord)
    return r[..., None, None] if keepdims else r


def _matrix_power(m: np.ndarray, n: int) -> np.ndarray:
    return np.linalg.matrix_power(m, n)


@computed_in(_IN_FLOAT32, reason="numpy.linalg has no half-precision inverse (negative powers)")
def matrix_power(x: da.Array, n: int, /) -> da.Array:
    return _gufunc(_matrix_power, "(m,m)->(m,m)", x, dtypes=x.dtype, n=n)


def _pinv(m: np.ndarray, rtol: Any = None) -> np.ndarray:
    return np.linalg.pinv(m) if rtol is None else np.linalg.pinv(m, rtol=rtol)


@with_unsupported_dtypes(_HALF, "numpy", reason=_HALF_REASON)
def pinv(x: da.Array, /, *, rtol: Any = None) -> da.Array:
    if isinstance(rtol, da.Array):
        return _gufunc(_pinv, "(m,n),()->(n,m)", x, rtol, dtypes=x.dtype)
    return _gufunc(_pinv, "(m,n)->(n,m)", x, dtypes=x.dtype, rtol=rtol)


def _qr(m: np.ndarray, mode: str) -> tuple[np.ndarray, np.ndarray]:
    r = np.linalg.qr(m, mode=mode)
    return r.Q, r.R


@with_unsupported_dtypes(_HALF, "numpy", reason=_HALF_REASON)
def qr(x: da.Array, /, *, mode: str = "reduced") -> tuple[da.Array, da.Array]:
    # ivy_core gives matrices and mode 'reduced' or 'complete'.
    m, n = x.shape[-2:]
    if mode == "reduced":
        sig, sizes = "(m,n)->(m,k),(k,n)", {"k": min(m, n)}
    else:
        sig, sizes = "(m,n)->(m,m),(m,n)", None
    q, r = _gufunc(_qr, sig, x, dtypes=(x.dtype, x.dtype), sizes=sizes, mode=mode)
    return q, r


def _slogdet(m: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    r = np.linalg.slogdet(m)
    return np.asarray(r.sign), np.asarray(r.logabsdet)


@with_unsupported_dtypes(_HALF, "numpy", reason=_HALF_REASON)
def slogdet(x: da.Array, /) -> tuple[da.Array, da.Array]:
    sign, logabs = _gufunc(_slogdet, "(m,m)->(),()", x, dtypes=(x.dtype, _real(x.dtype)))
    return sign, logabs


@with_unsupported_dtypes(_HALF, "numpy", reason=_HALF_REASON)
def solve(x1: da.Array, x2: da.Array, /) -> da.Array:
    if x2.ndim == 1:
        return _gufunc(np.linalg.solve, "(m,m),(m)->(m)", x1, x2, dtypes=x1.dtype)
    return _gufunc(np.linalg.solve, "(m,m),(m,k)->(m,k)", x1, x2, dtypes=x1.dtype)


def _svd(m: np.ndarray, full_matrices: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    r = np.linalg.svd(m, full_matrices=full_matrices)
    return r.U, r.S, r.Vh


@with_unsupported_dtypes(_HALF, "numpy", reason=_HALF_REASON)
def svd(x: da.Array, /, *, full_matrices: bool = True) -> tuple[da.Array, da.Array, da.Array]:
    m, n = x.shape[-2:]
    k = min(m, n)
    if full_matrices:
        sig, sizes = "(m,n)->(m,p),(k),(q,n)", {"k": k, "p": m, "q": n}
    else:
        sig, sizes = "(m,n)->(m,k),(k),(k,n)", {"k": k}
    u, s, vh = _gufunc(
        _svd, sig, x, dtypes=(x.dtype, _real(x.dtype), x.dtype), sizes=sizes, full_matrices=full_matrices
    )
    return u, s, vh


@with_unsupported_dtypes(_HALF, "numpy", reason=_HALF_REASON)
def svdvals(x: da.Array, /) -> da.Array:
    m, n = x.shape[-2:]
    return _gufunc(np.linalg.svdvals, "(m,n)->(k)", x, dtypes=_real(x.dtype), sizes={"k": min(m, n)})
