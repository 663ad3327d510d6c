"""Searching functions."""

from __future__ import annotations

from typing import Any

from ivy_core.plugin import with_unsupported_dtypes

from ._framework import EagerTensor, np, tf, zero
from ._util import KERNEL_ERRORS, axes_of, cast, reraise
from .sorting import index_dtype, sort_key

_R = tf.raw_ops

__all__ = ["where", "argmax", "argmin", "count_nonzero", "nonzero", "searchsorted"]


def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    if condition.dtype != tf.bool:
        condition = cast(condition, tf.bool)
    try:
        return tf.raw_ops.SelectV2(condition=condition, t=x1, e=x2)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904 (the TF error is the context)


def _arg(op: Any, name: str, x: Any, axis: int | None, keepdims: bool) -> Any:
    """ArgMax/ArgMin; TensorFlow skips NaN, NumPy returns the first NaN."""
    shape = tuple(x.shape)
    ndim = len(shape)
    if axis is None:
        flat = _R.Reshape(tensor=x, shape=[-1])
        r = _arg(op, name, flat, 0, False)
        return _R.Reshape(tensor=r, shape=[1] * ndim) if keepdims else r
    (a,) = axes_of(axis, ndim)  # an axis of x (ivy_core)
    if shape[a] == 0:
        raise ValueError(f"ivy_core.{name} (backend 'tensorflow'): attempt to get {name} of an empty axis")
    d = index_dtype()
    out = d if d in (tf.int32, tf.int64) else tf.int64
    try:
        r = op(input=x, dimension=a, output_type=out)
        if x.dtype.is_floating and not _no_nan_on_host(x):
            nan = _R.IsNan(x=x)
            first_nan = _R.ArgMax(input=nan, dimension=a, output_type=out)
            r = _R.SelectV2(condition=_R.Any(input=nan, axis=a), t=first_nan, e=r)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904
    if keepdims:
        r = _R.ExpandDims(input=r, axis=a)
    return r if out == d else _R.Cast(x=r, DstT=d)


def _no_nan_on_host(x: Any) -> bool:
    """Whether eager ``x`` on the CPU holds no NaN: its minimum, read by
    NumPy without a copy, is a number (NumPy's min propagates NaN); ~2 us for
    small tensors, where IsNan, Any, a second ArgMax and SelectV2 cost ~40 us.
    False where unknown (a graph, another device, an empty x): the NaN-aware
    ops then run."""
    if not isinstance(x, EagerTensor) or "CPU" not in x.device:
        return False
    h = x._numpy()
    if not h.size:
        return False
    if x.dtype == tf.bfloat16:  # ml_dtypes' min warns on a NaN; isnan does not
        return not np.isnan(h).any()
    m = h.min()
    return bool(m == m)


_NO_COMPLEX = {"2.21.0 and below": ("complex",)}


@with_unsupported_dtypes(_NO_COMPLEX, reason="tensorflow's ArgMax has no complex kernel")
def argmax(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    return _arg(_R.ArgMax, "argmax", x, axis, keepdims)


@with_unsupported_dtypes(_NO_COMPLEX, reason="tensorflow's ArgMin has no complex kernel")
def argmin(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    return _arg(_R.ArgMin, "argmin", x, axis, keepdims)


def _nonzero_mask(x: Any) -> Any:
    return x if x.dtype == tf.bool else _R.NotEqual(x=x, y=zero(x.dtype, x))


def count_nonzero(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    axes = list(axes_of(axis, len(x.shape)))  # axes of x, checked by ivy_core (axis_args)
    n = _R.Cast(x=_nonzero_mask(x), DstT=tf.int64)
    r = _R.Sum(input=n, axis=tf.constant(axes, tf.int32), keep_dims=keepdims)
    return _R.Cast(x=r, DstT=index_dtype())


# ivy_core checks nonzero's x (not 0-d) and searchsorted's x1 (1-D), side
# and sorter (integers of the shape of x1) before these run.


def nonzero(x: Any, /) -> tuple[Any, ...]:
    ndim = len(x.shape)
    where_ = _R.Cast(x=_R.Where(condition=_nonzero_mask(x)), DstT=index_dtype())
    return tuple(_R.Unpack(value=where_, num=ndim, axis=1))


@with_unsupported_dtypes(_NO_COMPLEX, reason="tensorflow has no ordering kernel for complex numbers")
def searchsorted(x1: Any, x2: Any, /, *, side: str = "left", sorter: Any = None) -> Any:
    if sorter is not None:
        x1 = tf.gather(x1, _R.Cast(x=sorter, DstT=tf.int64))
    # Integer keys order NaN last, as NumPy's searchsorted does.
    k1, k2 = sort_key(x1), sort_key(x2)
    d = index_dtype()
    out = d if d in (tf.int32, tf.int64) else tf.int64
    op = _R.LowerBound if side == "left" else _R.UpperBound
    try:
        r = op(
            sorted_inputs=_R.Reshape(tensor=k1, shape=[1, -1]),
            values=_R.Reshape(tensor=k2, shape=[1, -1]),
            out_type=out,
        )
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904
    r = _R.Reshape(tensor=r, shape=tf.shape(x2))
    return r if out == d else _R.Cast(x=r, DstT=d)
