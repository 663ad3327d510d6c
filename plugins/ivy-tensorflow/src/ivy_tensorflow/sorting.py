"""Sorting functions on tensorflow.

TensorFlow's ``TopKV2`` is stable (equal values keep index order) but
orders NaN arbitrarily, so the sort runs on an integer *key* of the same
order as NumPy's sort: floats are canonicalised (every NaN the same, largest
value; ``-0.0`` equal to ``0.0``) and their bits mapped to an order-keeping
signed integer; unsigned integers are bit-flipped into the signed range.
Ascending order is ``TopKV2`` of the bitwise complement of the key (an exact
order reversal). Complex input is not supported (no ordering kernel).
"""

from __future__ import annotations

from typing import Any

from ivy_core.plugin import with_unsupported_dtypes

from ivy_core import default_int_dtype

from ._framework import tf, zero
from ._runtime import DTYPES
from ._util import KERNEL_ERRORS, reraise

_R = tf.raw_ops

__all__ = ["argsort", "sort"]

_FLOAT_KEY = {tf.bfloat16: tf.int16, tf.float16: tf.int16, tf.float32: tf.int32, tf.float64: tf.int64}
_UNSIGNED_KEY = {tf.uint8: tf.int8, tf.uint16: tf.int16, tf.uint32: tf.int32, tf.uint64: tf.int64}


def index_dtype() -> Any:
    """The native dtype of ivy_core's default int dtype (of index results)."""
    return DTYPES[str(default_int_dtype())]


def sort_key(x: Any) -> Any:
    """A signed integer tensor ordered as NumPy sorts ``x`` (real or bool)."""
    dt = x.dtype
    if dt == tf.bool:
        return _R.Cast(x=x, DstT=tf.int8)
    if dt in _UNSIGNED_KEY:
        s = _UNSIGNED_KEY[dt]
        return _R.BitwiseXor(x=_R.Bitcast(input=x, type=s), y=tf.constant(s.min, s))
    if dt in _FLOAT_KEY:
        s = _FLOAT_KEY[dt]
        z = zero(dt, x)
        canon = _R.SelectV2(condition=_R.Equal(x=x, y=z), t=z, e=x)
        canon = _R.SelectV2(condition=_R.IsNan(x=x), t=tf.constant(float("nan"), dt), e=canon)
        b = _R.Bitcast(input=canon, type=s)
        return _R.SelectV2(
            condition=_R.Less(x=b, y=zero(s, x)), t=_R.BitwiseXor(x=b, y=tf.constant(s.max, s)), e=b
        )
    if dt.is_complex:
        raise TypeError(f"complex {dt.name} has no ordering kernel on tensorflow")
    return x


def _to_last(ndim: int, axis: int) -> tuple[list[int] | None, list[int] | None]:
    """The permutations moving ``axis`` last and back (``None``: already last)."""
    if axis == ndim - 1:
        return None, None
    perm = [i for i in range(ndim) if i != axis] + [axis]
    inv = [0] * ndim
    for i, p in enumerate(perm):
        inv[p] = i
    return perm, inv


def _order_last(x: Any, descending: bool) -> Any:
    """Stable int32 sorting indices of ``x`` along its last axis."""
    key = sort_key(x)
    if not descending:
        key = _R.Invert(x=key)
    return _R.TopKV2(input=key, k=x.shape[-1], sorted=True).indices


def order(x: Any, axis: int, descending: bool) -> Any:
    """Stable int32 sorting indices of ``x`` along non-negative ``axis``."""
    perm, inv = _to_last(len(x.shape), axis)
    if perm is None:
        return _order_last(x, descending)
    return _R.Transpose(x=_order_last(_R.Transpose(x=x, perm=perm), descending), perm=inv)


def _sorted(x: Any, axis: int, descending: bool) -> Any:
    perm, inv = _to_last(len(x.shape), axis)
    if perm is not None:
        x = _R.Transpose(x=x, perm=perm)
    r = tf.gather(x, _order_last(x, descending), axis=-1, batch_dims=len(x.shape) - 1)
    return r if inv is None else _R.Transpose(x=r, perm=inv)


_COMPLEX = {"2.21.0 and below": ("complex",)}
_REASON = "tensorflow has no sorting or comparison kernel for complex numbers"


@with_unsupported_dtypes(_COMPLEX, reason=_REASON)
def argsort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    # ivy_core gives an axis of x (0 or -1 for a 0-d x, sorted as its one element).
    n = len(x.shape)
    if n == 0:
        return tf.zeros((), index_dtype())
    axis %= n
    try:
        return _R.Cast(x=order(x, axis, descending), DstT=index_dtype())
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


@with_unsupported_dtypes(_COMPLEX, reason=_REASON)
def sort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    n = len(x.shape)
    if n == 0:
        return tf.identity(x)
    axis %= n
    try:
        return _sorted(x, axis, descending)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904
