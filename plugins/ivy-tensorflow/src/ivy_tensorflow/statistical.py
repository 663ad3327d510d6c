"""Reductions. ``dtype`` arrives resolved for sum and prod; mean and var get
floating input (ivy_core casts integers first).

Emulations (exact with respect to NumPy): bool sum/prod are any/all (NumPy's
add/multiply on bool); bool max/min likewise; complex max/min use NumPy's
lexicographic order; unsigned sum/prod run bit-identically on the signed
type of the same width when a build lacks the kernel. float16/bfloat16
mean and var are computed in float32 and rounded, as NumPy does for float16
(TensorFlow would accumulate in float16 and overflow).
"""

from __future__ import annotations

import builtins
from typing import Any

from ._framework import tf, zero
from ._util import HALF, KERNEL_ERRORS, SIGNED_OF, axes_of, axis_arg, cast, reraise

_R = tf.raw_ops


def _raw(name: str) -> Any:
    op = getattr(_R, name)
    return lambda x, axis, keepdims: op(input=x, axis=axis, keep_dims=keepdims)


_sum, _prod, _mean, _max, _min, _any, _all = (
    _raw(n) for n in ("Sum", "Prod", "Mean", "Max", "Min", "Any", "All")
)

__all__ = ["sum", "prod", "mean", "var", "max", "min", "std", "cumulative_sum", "cumulative_prod"]


def _reduce(op: Any, bool_op: Any, x: Any, axis: Any, keepdims: bool) -> Any:
    axis = axis_arg(axis, len(x.shape))
    try:
        return op(x, axis=axis, keepdims=keepdims)
    except KERNEL_ERRORS as exc:
        dt = x.dtype
        try:
            if dt == tf.bool:
                return bool_op(x, axis=axis, keepdims=keepdims)
            signed = SIGNED_OF.get(dt)
            if signed is not None:
                return tf.bitcast(op(tf.bitcast(x, signed), axis=axis, keepdims=keepdims), dt)
        except KERNEL_ERRORS as again:
            raise reraise(again)  # noqa: B904
        raise reraise(exc)  # noqa: B904


def sum(x: Any, /, *, axis: Any = None, dtype: Any, keepdims: bool = False) -> Any:
    if x.dtype != dtype:
        x = cast(x, dtype)
    return _reduce(_sum, _any, x, axis, keepdims)


def prod(x: Any, /, *, axis: Any = None, dtype: Any, keepdims: bool = False) -> Any:
    if x.dtype != dtype:
        x = cast(x, dtype)
    return _reduce(_prod, _all, x, axis, keepdims)


def mean(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    dt = x.dtype
    axis = axis_arg(axis, len(x.shape))
    if dt in HALF:
        return tf.cast(_mean(tf.cast(x, tf.float32), axis, keepdims), dt)
    try:
        r = _mean(x, axis, keepdims)
        if dt.is_complex and 0 in x.shape:
            # TensorFlow's complex mean of nothing is 0; NumPy's is 0/0 = nan+nanj.
            r = r + tf.constant(complex("nan+nanj"), dt)
        return r
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def var(x: Any, /, *, axis: Any = None, correction: float = 0.0, keepdims: bool = False) -> Any:
    dt = x.dtype
    work = tf.float32 if dt in HALF else dt
    if work != dt:
        x = tf.cast(x, work)
    shape = x.shape
    axes = axes_of(axis, len(shape))
    n = 1
    for a in axes:
        n *= int(shape[a])
    ax = axis_arg(axes, len(shape))
    d = x - _mean(x, ax, True)
    if work.is_complex:
        sq = tf.math.square(tf.math.real(d)) + tf.math.square(tf.math.imag(d))
    else:
        sq = d * d
    s = _sum(sq, ax, keepdims)
    # NumPy: sum / max(n - correction, 0), so n <= correction gives inf/nan.
    r = s / tf.constant(builtins.max(n - correction, 0), s.dtype)
    return tf.cast(r, dt.real_dtype) if work != dt else r


def _check_nonempty(x: Any, axis: Any, name: str) -> None:
    shape = x.shape
    if 0 in shape:
        for a in axes_of(axis, len(shape)):
            if shape[a] == 0:
                raise ValueError(
                    f"ivy_core.{name} (backend 'tensorflow'): zero-size array to reduction "
                    "operation which has no identity"
                )


def _complex_extreme(x: Any, axis: Any, keepdims: bool, reduce: Any, fill: float) -> Any:
    # NumPy's lexicographic order: extreme real part, then the extreme
    # imaginary part among the entries that have it.
    re, im = tf.math.real(x), tf.math.imag(x)
    best_re = reduce(re, axis, True)
    im = tf.where(re == best_re, im, tf.constant(fill, im.dtype))
    best_im = reduce(im, axis, keepdims)
    if not keepdims:
        best_re = reduce(re, axis, False)
    return tf.complex(best_re, best_im)


def _extreme(x: Any, axis: Any, keepdims: bool, reduce: Any, bool_op: Any, fill: float, name: str) -> Any:
    _check_nonempty(x, axis, name)
    axis = axis_arg(axis, len(x.shape))
    try:
        return reduce(x, axis, keepdims)
    except KERNEL_ERRORS as exc:
        dt = x.dtype
        try:
            if dt == tf.bool:
                return bool_op(x, axis, keepdims)
            if dt.is_complex:
                return _complex_extreme(x, axis, keepdims, reduce, fill)
            if dt in HALF:
                return tf.cast(reduce(tf.cast(x, tf.float32), axis, keepdims), dt)
        except KERNEL_ERRORS as again:
            raise reraise(again)  # noqa: B904
        raise reraise(exc)  # noqa: B904


def max(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return _extreme(x, axis, keepdims, _max, _any, float("-inf"), "max")


def min(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return _extreme(x, axis, keepdims, _min, _all, float("inf"), "min")


def std(x: Any, /, *, axis: Any = None, correction: float = 0.0, keepdims: bool = False) -> Any:
    dt = x.dtype
    if dt in HALF:  # the variance and its root in float32, rounded once
        r = var(tf.cast(x, tf.float32), axis=axis, correction=correction, keepdims=keepdims)
        return tf.cast(tf.math.sqrt(r), dt)
    return tf.math.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))


def _cumulative(op: Any, x: Any, axis: Any, dtype: Any, include_initial: bool, initial: int) -> Any:
    # ivy_core gives an axis of x, or None for a 1-d x.
    axis = 0 if axis is None else axis % len(x.shape)
    x = cast(x, dtype)
    if dtype == tf.bool:
        # NumPy's bool running sum is a running "or", its product a running "and".
        r = op(tf.cast(x, tf.int64), axis)
        r = tf.math.not_equal(r, zero(tf.int64, r))
    else:
        try:
            r = op(x, axis)
        except KERNEL_ERRORS as exc:
            raise reraise(exc)  # noqa: B904
    if include_initial:
        shape = list(r.shape)
        shape[axis] = 1
        r = tf.concat(
            [tf.fill(shape, tf.constant(initial, r.dtype) if dtype != tf.bool else initial == 1), r], axis
        )
    return r


def _cumsum(x: Any, axis: int) -> Any:
    return _R.Cumsum(x=x, axis=axis)  # the raw op: ~11 us, tf.math.cumsum ~16 us


def _cumprod(x: Any, axis: int) -> Any:
    return _R.Cumprod(x=x, axis=axis)


def cumulative_sum(x: Any, /, *, axis: Any = None, dtype: Any, include_initial: bool = False) -> Any:
    return _cumulative(_cumsum, x, axis, dtype, include_initial, 0)


def cumulative_prod(x: Any, /, *, axis: Any = None, dtype: Any, include_initial: bool = False) -> Any:
    return _cumulative(_cumprod, x, axis, dtype, include_initial, 1)
