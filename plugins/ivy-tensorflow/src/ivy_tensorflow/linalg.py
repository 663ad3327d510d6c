"""Linear algebra.

TensorFlow's matmul has no kernels for int8, int16, unsigned integers or
bool. Those are computed exactly: narrow integers sign/zero-extended to
int64 (the sum of products wraps mod 2**64, which reduces to NumPy's
wrapped result in the narrow type), uint64 bitcast to int64 (bit-identical
products and sums), bool as a count of true products compared with zero.
"""

from __future__ import annotations

import functools
from typing import Any

from ivy_core.plugin import computed_in, with_unsupported_dtypes

from ._framework import tf, zero
from ._util import HALF, KERNEL_ERRORS, NARROW_INTS, reraise, transpose
from .statistical import sum as _sum

__all__ = [
    "matmul", "matrix_transpose", "tensordot", "vecdot", "diag", "trace",
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matrix_norm",
    "matrix_power", "outer", "pinv", "qr", "slogdet", "solve", "svd", "svdvals", "vector_norm",
]  # fmt: skip


#: Dtypes no TensorFlow build has a matmul kernel for: emulated directly
#: (trying the kernel first would only cost an error, and a C++ log line).
_EMULATED = NARROW_INTS.difference((tf.int32,)) | {tf.uint64, tf.bool}


def _matmul(x1: Any, x2: Any) -> Any:
    dt = x1.dtype
    if dt not in _EMULATED:
        try:
            if len(x1.shape) == 2 and len(x2.shape) == 2:
                return tf.raw_ops.MatMul(a=x1, b=x2)
            return tf.raw_ops.BatchMatMulV2(x=x1, y=x2)
        except KERNEL_ERRORS as exc:
            if dt not in HALF:
                raise reraise(exc)  # noqa: B904
    try:
        if dt in NARROW_INTS:
            return tf.cast(tf.linalg.matmul(tf.cast(x1, tf.int64), tf.cast(x2, tf.int64)), dt)
        if dt == tf.uint64:
            r = tf.linalg.matmul(tf.bitcast(x1, tf.int64), tf.bitcast(x2, tf.int64))
            return tf.bitcast(r, tf.uint64)
        if dt == tf.bool:
            r = tf.linalg.matmul(tf.cast(x1, tf.int64), tf.cast(x2, tf.int64))
            return tf.math.not_equal(r, zero(tf.int64, r))
        # float16/bfloat16 on a build without the kernel: float32, rounded.
        return tf.cast(tf.linalg.matmul(tf.cast(x1, tf.float32), tf.cast(x2, tf.float32)), dt)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def matmul(x1: Any, x2: Any, /) -> Any:
    n1, n2 = len(x1.shape), len(x2.shape)
    if n1 >= 2 and n2 >= 2:
        return _matmul(x1, x2)
    # A 0-d operand: TensorFlow refuses to index it below, and ivy_core reports a ShapeError.
    # 1-D operands as in NumPy: a row (x1) or column (x2) vector, removed after.
    r = _matmul(x1[None, :] if n1 == 1 else x1, x2[:, None] if n2 == 1 else x2)
    if n2 == 1:
        r = r[..., 0]
    if n1 == 1:
        r = r[..., 0, :] if n2 != 1 else r[..., 0]
    return r


# --- the rest of the main namespace and the linalg extension ----------------------

_V = "2.21.0 and below"
_HALF_REASON = "TensorFlow has no float16/bfloat16 kernel for this factorisation"
_BF16_REASON = "TensorFlow has no bfloat16 kernel for this factorisation (float16 has one)"


def _errors(fn: Any) -> Any:
    """Bad shapes or values reported by TensorFlow become ValueError."""

    @functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except KERNEL_ERRORS as exc:
            raise reraise(exc)  # noqa: B904

    return call


def _ndim(x: Any) -> int:
    return len(x.shape)


def _shape(x: Any) -> tuple[int, ...]:
    return tuple(int(s) for s in x.shape)


def _adjoint(x: Any) -> Any:
    return tf.linalg.adjoint(x) if x.dtype.is_complex else tf.linalg.matrix_transpose(x)


def _real_dtype(dt: Any) -> Any:
    return dt.real_dtype if dt.is_complex else dt


def _eps(dt: Any) -> float:
    return {tf.float32: 2.0**-23, tf.float64: 2.0**-52}[_real_dtype(dt)]


@_errors
def matrix_transpose(x: Any, /) -> Any:
    n = x.shape.rank
    if n is not None and n >= 2:  # one raw op with a cached perm (tf.linalg's wrapper costs ~10x)
        return transpose(x, (*range(n - 2), n - 1, n - 2))
    return tf.linalg.matrix_transpose(x)  # a 1-D x: TensorFlow raises, ivy_core reports a ShapeError


def _exact(x1: Any, x2: Any, fn: Any) -> Any:
    """``fn`` for dtypes TensorFlow's matmul lacks, computed exactly as in
    :func:`_matmul` (int64 arithmetic reduces to the narrow type's wrapped
    result; uint64 is bit-identical as int64; bool counts true products)."""
    dt = x1.dtype
    if dt == tf.bool:
        r = fn(tf.cast(x1, tf.int64), tf.cast(x2, tf.int64))
        return tf.math.not_equal(r, zero(tf.int64, r))
    if dt == tf.uint64:
        return tf.bitcast(fn(tf.bitcast(x1, tf.int64), tf.bitcast(x2, tf.int64)), tf.uint64)
    return tf.cast(fn(tf.cast(x1, tf.int64), tf.cast(x2, tf.int64)), dt)


@_errors
def tensordot(x1: Any, x2: Any, /, *, axes: Any = 2) -> Any:
    # ivy_core passes a checked count or two tuples of non-negative axes.
    if not isinstance(axes, int):
        axes = [list(axes[0]), list(axes[1])]

    def dot(a: Any, b: Any) -> Any:
        return tf.tensordot(a, b, axes)

    if x1.dtype in _EMULATED:
        return _exact(x1, x2, dot)
    return dot(x1, x2)


@_errors
def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    # ivy_core has checked that both arrays have the axis, of one size.
    n = max(_ndim(x1), _ndim(x2))
    a = axis % n
    if x1.dtype == tf.bool:
        return tf.reduce_any(tf.math.logical_and(x1, x2), axis=a - n)
    if x1.dtype.is_complex:
        x1 = tf.math.conj(x1)
    return _sum(tf.raw_ops.Mul(x=x1, y=x2), axis=a - n, dtype=x1.dtype)  # the raw op: ~8 us, ``*`` ~15


def _last_two(x: Any, axis1: int, axis2: int) -> Any:
    """``x`` with ``axis1`` and ``axis2`` moved to the end, in that order
    (ivy_core has checked: two distinct axes of an array of 2 or more
    dimensions)."""
    n = _ndim(x)
    a1, a2 = axis1 % n, axis2 % n
    if (a1, a2) == (n - 2, n - 1):
        return x
    perm = [i for i in range(n) if i not in (a1, a2)] + [a1, a2]
    return transpose(x, perm)


def _diagonal(x: Any, offset: int) -> Any:
    rows, cols = _shape(x)[-2:]
    length = max(0, min(rows, cols - offset) if offset >= 0 else min(rows + offset, cols))
    if length == 0:
        return tf.zeros(_shape(x)[:-2] + (0,), x.dtype)
    return tf.linalg.diag_part(x, k=offset)


@_errors
def diag(x: Any, /, *, k: int = 0) -> Any:
    # ivy_core gives an x of one or two dimensions and an int k.
    return tf.linalg.diag(x, k=k) if _ndim(x) == 1 else _diagonal(x, k)


@_errors
def diagonal(x: Any, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1) -> Any:
    return _diagonal(_last_two(x, axis1, axis2), offset)


@_errors
def trace(x: Any, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1, dtype: Any) -> Any:
    return _sum(_diagonal(_last_two(x, axis1, axis2), offset), axis=-1, dtype=dtype)


@with_unsupported_dtypes({_V: ("float16", "bfloat16")}, reason=_HALF_REASON)
@_errors
def cholesky(x: Any, /, *, upper: bool = False) -> Any:
    r = tf.linalg.cholesky(x)
    return _adjoint(r) if upper else r


@with_unsupported_dtypes(
    {_V: ("bool",)}, reason="TensorFlow has no Sub kernel for bool, which the cross product needs"
)
@_errors
def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    # Written out (tf.linalg.cross takes only the last axis and has no
    # complex or unsigned kernels): the same products and differences.
    # ivy_core has checked the shapes (size 3 along axis in both).
    shape = tf.broadcast_static_shape(x1.shape, x2.shape)
    x1, x2 = tf.broadcast_to(x1, shape), tf.broadcast_to(x2, shape)
    a0, a1, a2 = tf.unstack(x1, axis=axis)
    b0, b1, b2 = tf.unstack(x2, axis=axis)
    return tf.stack([a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0], axis=axis)


@with_unsupported_dtypes({_V: ("float16", "bfloat16")}, reason=_HALF_REASON)
@_errors
def det(x: Any, /) -> Any:
    return tf.linalg.det(x)


@with_unsupported_dtypes({_V: ("float16", "bfloat16")}, reason=_HALF_REASON)
@_errors
def eigh(x: Any, /) -> tuple[Any, Any]:
    e, v = tf.linalg.eigh(x)
    # TensorFlow gives the (real) eigenvalues of a complex matrix in its complex dtype.
    return (tf.math.real(e) if e.dtype.is_complex else e), v


@with_unsupported_dtypes({_V: ("float16", "bfloat16")}, reason=_HALF_REASON)
@_errors
def eigvalsh(x: Any, /) -> Any:
    e = tf.linalg.eigvalsh(x)
    return tf.math.real(e) if e.dtype.is_complex else e


@with_unsupported_dtypes({_V: ("bfloat16",)}, reason=_BF16_REASON)
@_errors
def inv(x: Any, /) -> Any:
    return tf.linalg.inv(x)


def _svdvals(x: Any) -> Any:
    return tf.linalg.svd(x, compute_uv=False)


@computed_in(
    {"float16": "float32", "bfloat16": "float32"},
    reason=_HALF_REASON + " (ord 2, -2 and 'nuc' need singular values)",
)
@_errors
def matrix_norm(x: Any, /, *, keepdims: bool = False, ord: Any = "fro") -> Any:
    # ivy_core has checked x (2 or more dimensions) and ord (one of those below).
    a = tf.math.abs(x)
    inf = float("inf")
    if ord == "fro":
        r = tf.math.sqrt(tf.reduce_sum(a * a, axis=[-2, -1]))
    elif ord == "nuc":
        r = tf.reduce_sum(_svdvals(x), axis=-1)
    elif ord in (1, -1):
        col = tf.reduce_sum(a, axis=-2)
        r = tf.reduce_max(col, axis=-1) if ord == 1 else tf.reduce_min(col, axis=-1)
    elif ord in (inf, -inf):
        row = tf.reduce_sum(a, axis=-1)
        r = tf.reduce_max(row, axis=-1) if ord == inf else tf.reduce_min(row, axis=-1)
    else:  # 2 or -2
        s = _svdvals(x)
        r = tf.reduce_max(s, axis=-1) if ord == 2 else tf.reduce_min(s, axis=-1)
    return r[..., None, None] if keepdims else r


@computed_in({"bfloat16": "float32"}, reason=_BF16_REASON + " (negative powers need the inverse)")
@_errors
def matrix_power(x: Any, n: int, /) -> Any:
    # ivy_core gives square matrices (the powering below would take any for n = 0 and 1).
    if n < 0:
        x, n = tf.linalg.inv(x), -n
    shape = _shape(x)
    result = None
    base = x
    while n:  # binary powering, as numpy.linalg.matrix_power
        if n & 1:
            result = base if result is None else _matmul(result, base)
        n >>= 1
        if n:
            base = _matmul(base, base)
    if result is None:
        return tf.eye(shape[-1], batch_shape=shape[:-2], dtype=x.dtype)
    return tf.identity(result)


@_errors
def outer(x1: Any, x2: Any, /) -> Any:
    if _ndim(x1) != 1 or _ndim(x2) != 1:
        raise ValueError(
            f"ivy_core.outer (backend 'tensorflow'): needs 1-D inputs, got {_ndim(x1)}-D and {_ndim(x2)}-D"
        )
    if x1.dtype == tf.bool:
        return tf.math.logical_and(x1[:, None], x2[None, :])
    return x1[:, None] * x2[None, :]


@with_unsupported_dtypes(
    {_V: ("float16", "bfloat16")}, reason=_HALF_REASON + " (the pseudo-inverse needs the SVD)"
)
@_errors
def pinv(x: Any, /, *, rtol: Any = None) -> Any:
    # From the SVD (tf.linalg.pinv has no complex support and a default
    # cut-off ten times the standard's).
    s, u, v = tf.linalg.svd(x, full_matrices=False)
    if rtol is None:
        rtol = max(_shape(x)[-2:]) * _eps(x.dtype)
    rtol = tf.cast(rtol, s.dtype)
    cutoff = (
        rtol[..., None] * tf.reduce_max(s, axis=-1, keepdims=True)
        if rtol.shape.rank
        else rtol * tf.reduce_max(s, axis=-1, keepdims=True)
    )
    s_inv = tf.where(s > cutoff, 1 / tf.where(s > cutoff, s, tf.ones_like(s)), tf.zeros_like(s))
    return tf.linalg.matmul(v * tf.cast(s_inv, x.dtype)[..., None, :], _adjoint(u))


@with_unsupported_dtypes({_V: ("bfloat16",)}, reason=_BF16_REASON)
@_errors
def qr(x: Any, /, *, mode: str = "reduced") -> tuple[Any, Any]:
    q, r = tf.linalg.qr(x, full_matrices=mode == "complete")
    return q, r


@with_unsupported_dtypes({_V: ("float16", "bfloat16")}, reason=_HALF_REASON)
@_errors
def slogdet(x: Any, /) -> tuple[Any, Any]:
    sign, logabsdet = tf.linalg.slogdet(x)
    # TensorFlow gives the log of |det| in the complex dtype (zero imaginary part).
    return sign, tf.math.real(logabsdet) if logabsdet.dtype.is_complex else logabsdet


@with_unsupported_dtypes({_V: ("float16", "bfloat16")}, reason=_HALF_REASON)
@_errors
def solve(x1: Any, x2: Any, /) -> Any:
    vector = _ndim(x2) == 1
    if vector:
        x2 = x2[:, None]
    batch = tf.broadcast_static_shape(x1.shape[:-2], x2.shape[:-2])
    x1 = tf.broadcast_to(x1, batch.concatenate(x1.shape[-2:]))
    x2 = tf.broadcast_to(x2, batch.concatenate(x2.shape[-2:]))
    r = tf.linalg.solve(x1, x2)
    return r[..., 0] if vector else r


@with_unsupported_dtypes({_V: ("float16", "bfloat16")}, reason=_HALF_REASON)
@_errors
def svd(x: Any, /, *, full_matrices: bool = True) -> tuple[Any, Any, Any]:
    s, u, v = tf.linalg.svd(x, full_matrices=full_matrices)
    return u, s, _adjoint(v)


@with_unsupported_dtypes({_V: ("float16", "bfloat16")}, reason=_HALF_REASON)
@_errors
def svdvals(x: Any, /) -> Any:
    return _svdvals(x)  # fewer than 2 dimensions: TensorFlow raises, ivy_core reports a ShapeError


@_errors
def vector_norm(x: Any, /, *, axis: Any = None, keepdims: bool = False, ord: Any = 2) -> Any:
    n = _ndim(x)  # ivy_core has checked the axes (in range)
    if axis is None:
        axes = list(range(n))
    else:
        axes = [a % n for a in ((axis,) if isinstance(axis, int) else axis)]
    a = tf.math.abs(x)
    inf = float("inf")
    if ord == 2:
        r = tf.math.sqrt(tf.reduce_sum(a * a, axis=axes, keepdims=keepdims))
    elif ord == 1:
        r = tf.reduce_sum(a, axis=axes, keepdims=keepdims)
    elif ord == inf:
        r = tf.reduce_max(a, axis=axes, keepdims=keepdims)
    elif ord == -inf:
        r = tf.reduce_min(a, axis=axes, keepdims=keepdims)
    elif ord == 0:
        r = tf.reduce_sum(
            tf.cast(tf.math.not_equal(a, zero(a.dtype, a)), a.dtype), axis=axes, keepdims=keepdims
        )
    else:
        p = tf.constant(ord, a.dtype)
        r = tf.reduce_sum(a**p, axis=axes, keepdims=keepdims) ** (1 / p)
    return r
