"""Linear algebra. jax reports mismatched shapes as TypeError; ivy_core turns
those into ValueError (see VALUE_ERRORS in the runtime). XLA's CPU
factorisations (LU, Cholesky, QR, eigh, SVD) have no float16/bfloat16
kernels: they are declared unsupported, except for ``det`` and ``slogdet``, computed
in float32 (jax has half-precision closed forms only up to 3x3 and 2x2; LU is needed
beyond). ivy_core casts integer input to the default float before these run.
Singular matrices give inf/nan rather than an error, as XLA computes them."""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as _np
from ivy_core.plugin import computed_in, with_unsupported_dtypes

from ._runtime import _CONCRETE

__all__ = [
    "matmul", "matrix_transpose", "tensordot", "vecdot", "diag", "trace",
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matrix_norm",
    "matrix_power", "outer", "pinv", "qr", "slogdet", "solve", "svd", "svdvals", "vector_norm",
]  # fmt: skip

_HALF = {"0.10.2 and below": ("float16", "bfloat16")}
# Functions whose half-precision gaps depend on the arguments (ord, the sign of
# n) compute those dtypes in float32 and round the result back.
_IN_FLOAT32 = {"float16": "float32", "bfloat16": "float32"}
_HALF_REASON = (
    "XLA's CPU linear-algebra kernels (LU, Cholesky, QR, eigh, SVD) have no float16/bfloat16 versions"
)

_EPS = {jnp.dtype(k): v for k, v in (("float32", 2.0**-23), ("float64", 2.0**-52))}
_EPS[jnp.dtype("complex64")] = _EPS[jnp.dtype("float32")]
_EPS[jnp.dtype("complex128")] = _EPS[jnp.dtype("float64")]

matmul = jnp.matmul


def matrix_transpose(x: Any, /) -> Any:
    if x.ndim < 2:  # ivy_core refuses these first; jnp.linalg's message otherwise
        return jnp.linalg.matrix_transpose(x)
    # One transpose, as jnp.linalg.matrix_transpose computes, without its
    # argument checks (~15 us -> ~6 us eagerly); jitted on a concrete array
    # (~5 us, see manipulation.py).
    return _swap_last(x) if type(x) is _CONCRETE else jnp.swapaxes(x, -1, -2)


_swap_last = jax.jit(lambda x: jnp.swapaxes(x, -1, -2))


def tensordot(x1: Any, x2: Any, /, *, axes: Any = 2) -> Any:
    return jnp.tensordot(x1, x2, axes=axes)


def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    if type(x1) is _CONCRETE and type(x2) is _CONCRETE and type(axis) is int:
        # jnp.linalg.vecdot eagerly runs its vmap'd dot through JAX's Python
        # dispatch (~500 us on (8, 16)); jitted: one dot_general, ~6 us.
        return _vecdot(x1, x2, axis=axis)
    return jnp.linalg.vecdot(x1, x2, axis=axis)


_vecdot = jax.jit(lambda x1, x2, axis: jnp.linalg.vecdot(x1, x2, axis=axis), static_argnames=("axis",))


def diag(x: Any, /, *, k: int = 0) -> Any:
    # ivy_core gives an x of one or two dimensions and an int k.
    return jnp.diag(x, k)


def trace(x: Any, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1, dtype: Any) -> Any:
    return jnp.trace(x, offset=offset, axis1=axis1, axis2=axis2, dtype=dtype)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def cholesky(x: Any, /, *, upper: bool = False) -> Any:
    return jnp.linalg.cholesky(x, upper=upper)


@with_unsupported_dtypes(
    {"0.10.2 and below": ("bool",)}, reason="jax refuses `-` on bool arrays, which cross needs"
)
def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    return jnp.linalg.cross(x1, x2, axis=axis)


@computed_in(
    {"float16": "float32", "bfloat16": "float32"},
    reason="jax computes half-precision determinants only up to 3x3 (closed forms); larger "
    "matrices need LU, which XLA's CPU kernels lack in half precision",
)
def det(x: Any, /) -> Any:
    return jnp.linalg.det(x)


def diagonal(x: Any, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1) -> Any:
    return jnp.diagonal(x, offset=offset, axis1=axis1, axis2=axis2)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def eigh(x: Any, /) -> tuple[Any, Any]:
    # The lower triangle only, as the other backends read it (jax would
    # otherwise average x with its conjugate transpose).
    r = jnp.linalg.eigh(x, UPLO="L", symmetrize_input=False)
    return r.eigenvalues, r.eigenvectors


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def eigvalsh(x: Any, /) -> Any:
    return jnp.linalg.eigvalsh(x, UPLO="L", symmetrize_input=False)


def _refuse_singular(r: Any, x: Any, name: str) -> Any:
    """``r``, the result of ``name`` on the matrices ``x``; a concrete one
    that is not finite where ``x`` is raises, as NumPy, torch and TensorFlow
    refuse a singular matrix (JAX's LU divides by its zero pivot: inf and
    NaN). Traced values pass: a compiled call gives what XLA gives."""
    if type(r) is _CONCRETE and type(x) is _CONCRETE and r.size:
        if not _np.isfinite(_np.asarray(r)).all() and _np.isfinite(_np.asarray(x)).all():
            raise ValueError(
                f"ivy_core.{name} (backend 'jax'): a matrix of x is singular (not invertible); "
                "check the input or use ivy_core.linalg.pinv"
            )
    return r


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def inv(x: Any, /) -> Any:
    return _refuse_singular(jnp.linalg.inv(x), x, "inv")


@computed_in(_IN_FLOAT32, reason=_HALF_REASON + " (ord 2, -2 and 'nuc' need singular values)")
def matrix_norm(x: Any, /, *, keepdims: bool = False, ord: Any = "fro") -> Any:
    return jnp.linalg.matrix_norm(x, keepdims=keepdims, ord=ord)


@computed_in(_IN_FLOAT32, reason=_HALF_REASON + " (negative powers need the inverse)")
def matrix_power(x: Any, n: int, /) -> Any:
    r = jnp.linalg.matrix_power(x, n)
    return _refuse_singular(r, x, "linalg.matrix_power") if n < 0 else r  # a negative power inverts


def outer(x1: Any, x2: Any, /) -> Any:
    return jnp.linalg.outer(x1, x2)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def pinv(x: Any, /, *, rtol: Any = None) -> Any:
    if rtol is None:  # the standard's default (jax's own is ten times larger)
        rtol = max(x.shape[-2:], default=0) * _EPS[x.dtype]
    return jnp.linalg.pinv(x, rtol=rtol)


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def qr(x: Any, /, *, mode: str = "reduced") -> tuple[Any, Any]:
    q, r = jnp.linalg.qr(x, mode=mode)
    return q, r


_HALF_DTYPES = (jnp.dtype("float16"), jnp.dtype("bfloat16"))


def slogdet(x: Any, /) -> tuple[Any, Any]:
    if x.dtype in _HALF_DTYPES:
        # As det's computed_in: jax has half-precision paths only up to 2x2
        # (LU beyond, which XLA's CPU kernels lack in half precision), so half
        # precision is computed in float32 (a lossless cast) and both results
        # are rounded back (computed_in casts back single results only).
        sign, logabsdet = jnp.linalg.slogdet(x.astype(jnp.float32))
        return sign.astype(x.dtype), logabsdet.astype(x.dtype)
    r = jnp.linalg.slogdet(x)
    return r.sign, r.logabsdet


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def solve(x1: Any, x2: Any, /) -> Any:
    if x2.ndim == 1 or x1.ndim < 2:
        r = jnp.linalg.solve(x1, x2)
    else:
        batch = jnp.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
        r = jnp.linalg.solve(
            jnp.broadcast_to(x1, batch + x1.shape[-2:]), jnp.broadcast_to(x2, batch + x2.shape[-2:])
        )
    if type(x2) is _CONCRETE and not _np.isfinite(_np.asarray(x2)).all():
        return r  # a non-finite right-hand side: its own non-finite results
    return _refuse_singular(r, x1, "linalg.solve")


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def svd(x: Any, /, *, full_matrices: bool = True) -> tuple[Any, Any, Any]:
    u, s, vh = jnp.linalg.svd(x, full_matrices=full_matrices)
    return u, s, vh


@with_unsupported_dtypes(_HALF, reason=_HALF_REASON)
def svdvals(x: Any, /) -> Any:
    return jnp.linalg.svdvals(x)


def vector_norm(x: Any, /, *, axis: Any = None, keepdims: bool = False, ord: Any = 2) -> Any:
    if isinstance(axis, list):
        axis = tuple(axis)
    return jnp.linalg.vector_norm(x, axis=axis, keepdims=keepdims, ord=ord)
