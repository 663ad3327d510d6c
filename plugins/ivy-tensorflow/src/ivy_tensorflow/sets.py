"""Set functions on tensorflow, by sorting: the flattened input is sorted
stably on the integer key of :mod:`.sorting` (NumPy's order, NaNs last), a
new unique value starts wherever the key changes or the value is NaN (NaNs
are distinct, as the standard asks), and the first element of each run is
its first occurrence (the sort is stable). Complex input is sorted in NumPy's
order (lexicographic on (real, imag), values with a NaN part last) by stable
sorts on the keys of its parts, and a new unique value starts wherever the
value changes (NaN != NaN; -0.0 == 0.0)."""

from __future__ import annotations

from typing import Any

from ._framework import tf
from .sorting import _order_last, index_dtype, sort_key

_R = tf.raw_ops

__all__ = ["unique_all", "unique_counts", "unique_inverse", "unique_values"]


def _then_by(perm: Any, key: Any) -> Any:
    """``perm`` stably re-sorted by ``key`` (taken at ``perm``)."""
    return tf.gather(perm, _order_last(tf.gather(key, perm), False))


def _complex_order(flat: Any) -> Any:
    """Stable int32 permutation sorting complex ``flat`` as ``np.sort`` does:
    non-NaN values by (real, imag), then real+nanj by real, nan+imag*j by
    imag, nan+nanj (the part keys put NaN last and -0.0 equal to 0.0)."""
    re, im = tf.math.real(flat), tf.math.imag(flat)
    nan_class = _R.Cast(x=_R.IsNan(x=im), DstT=tf.int32) + 2 * _R.Cast(x=_R.IsNan(x=re), DstT=tf.int32)
    perm = _order_last(im, False)
    perm = _then_by(perm, re)
    return _then_by(perm, nan_class)


def _unique(x: Any) -> tuple[Any, Any, Any, Any]:
    """values, first indices, inverse (flat), counts; indices in int64."""
    flat = _R.Reshape(tensor=x, shape=[-1])
    n = flat.shape[0]
    if n == 0:
        empty = tf.zeros([0], tf.int64)
        return flat, empty, empty, empty
    if flat.dtype.is_complex:
        perm = _R.Cast(x=_complex_order(flat), DstT=tf.int64)
        values = tf.gather(flat, perm)
        starts = _R.NotEqual(x=values[1:], y=values[:-1])  # NaN != NaN
    else:
        perm = _R.Cast(x=_order_last(flat, False), DstT=tf.int64)
        key = tf.gather(sort_key(flat), perm)
        values = tf.gather(flat, perm)
        starts = _R.NotEqual(x=key[1:], y=key[:-1])
    if flat.dtype.is_floating:
        starts = _R.LogicalOr(x=starts, y=_R.IsNan(x=values[1:]))
    starts = _R.ConcatV2(values=[tf.ones([1], tf.bool), starts], axis=0)
    run = _R.Cumsum(x=_R.Cast(x=starts, DstT=tf.int64), axis=0) - 1
    m = run[-1] + 1  # a tensor: no Python value, so this works inside a graph too
    first = tf.boolean_mask(perm, starts)
    counts = _R.UnsortedSegmentSum(data=tf.ones([n], tf.int64), segment_ids=run, num_segments=m)
    inverse = _R.ScatterNd(
        indices=_R.ExpandDims(input=perm, axis=1), updates=run, shape=tf.constant([n], tf.int64)
    )
    return tf.boolean_mask(values, starts), first, inverse, counts


def unique_all(x: Any, /) -> tuple[Any, ...]:
    v, first, inv, counts = _unique(x)
    d = index_dtype()
    inv = _R.Reshape(tensor=inv, shape=tf.shape(x))
    return v, _R.Cast(x=first, DstT=d), _R.Cast(x=inv, DstT=d), _R.Cast(x=counts, DstT=d)


def unique_counts(x: Any, /) -> tuple[Any, ...]:
    v, _, _, counts = _unique(x)
    return v, _R.Cast(x=counts, DstT=index_dtype())


def unique_inverse(x: Any, /) -> tuple[Any, ...]:
    v, _, inv, _ = _unique(x)
    return v, _R.Cast(x=_R.Reshape(tensor=inv, shape=tf.shape(x)), DstT=index_dtype())


def unique_values(x: Any, /) -> Any:
    return _unique(x)[0]
