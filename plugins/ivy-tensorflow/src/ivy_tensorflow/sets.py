"""Set functions on tensorflow, by sorting: the flattened input is sorted
stably on the integer key of :mod:`.sorting` (NumPy's order, NaNs last), a
new unique value starts wherever the key changes or the value is NaN (NaNs
are distinct, as the standard asks), and the first element of each run is
its first occurrence (the sort is stable)."""

from __future__ import annotations

from typing import Any

from ivy_core.plugin import with_unsupported_dtypes

from ._runtime import tf
from .sorting import _order_last, index_dtype, sort_key

_R = tf.raw_ops

__all__ = ["unique_all", "unique_counts", "unique_inverse", "unique_values"]

_COMPLEX = {"2.21.0 and below": ("complex",)}
_REASON = "tensorflow has no ordering kernel for complex numbers"


def _unique(x: Any) -> tuple[Any, Any, Any, Any]:
    """values, first indices, inverse (flat), counts; indices in int64."""
    flat = _R.Reshape(tensor=x, shape=[-1])
    n = flat.shape[0]
    if n == 0:
        empty = tf.zeros([0], tf.int64)
        return flat, empty, empty, empty
    perm = _R.Cast(x=_order_last(flat, False), DstT=tf.int64)
    key = tf.gather(sort_key(flat), perm)
    values = tf.gather(flat, perm)
    starts = _R.NotEqual(x=key[1:], y=key[:-1])
    if flat.dtype.is_floating:
        starts = _R.LogicalOr(x=starts, y=_R.IsNan(x=values[1:]))
    starts = _R.ConcatV2(values=[tf.ones([1], tf.bool), starts], axis=0)
    run = _R.Cumsum(x=_R.Cast(x=starts, DstT=tf.int64), axis=0) - 1
    m = int(run[-1]) + 1
    first = tf.boolean_mask(perm, starts)
    counts = _R.UnsortedSegmentSum(data=tf.ones([n], tf.int64), segment_ids=run, num_segments=m)
    inverse = _R.ScatterNd(
        indices=_R.ExpandDims(input=perm, axis=1), updates=run, shape=tf.constant([n], tf.int64)
    )
    return tf.boolean_mask(values, starts), first, inverse, counts


@with_unsupported_dtypes(_COMPLEX, reason=_REASON)
def unique_all(x: Any, /) -> tuple[Any, ...]:
    v, first, inv, counts = _unique(x)
    d = index_dtype()
    inv = _R.Reshape(tensor=inv, shape=tf.shape(x))
    return v, _R.Cast(x=first, DstT=d), _R.Cast(x=inv, DstT=d), _R.Cast(x=counts, DstT=d)


@with_unsupported_dtypes(_COMPLEX, reason=_REASON)
def unique_counts(x: Any, /) -> tuple[Any, ...]:
    v, _, _, counts = _unique(x)
    return v, _R.Cast(x=counts, DstT=index_dtype())


@with_unsupported_dtypes(_COMPLEX, reason=_REASON)
def unique_inverse(x: Any, /) -> tuple[Any, ...]:
    v, _, inv, _ = _unique(x)
    return v, _R.Cast(x=_R.Reshape(tensor=inv, shape=tf.shape(x)), DstT=index_dtype())


@with_unsupported_dtypes(_COMPLEX, reason=_REASON)
def unique_values(x: Any, /) -> Any:
    return _unique(x)[0]
