"""Indexing functions on tensorflow. ``GatherV2`` takes no negative indices
and does not check bounds on GPU, so indices are checked and wrapped here.
ivy_core has checked the rest (integer indices, ``axis`` a non-negative axis
of ``x``, the ranks and shapes of take_along_axis)."""

from __future__ import annotations

from typing import Any
from weakref import ref as _ref

from ._framework import EagerTensor, tf
from ._util import KERNEL_ERRORS, reraise

_R = tf.raw_ops

__all__ = ["take", "take_along_axis"]


#: Index dtypes GatherV2 takes as they are (no cast to int64 needed).
_GATHER_DTYPES = frozenset((tf.int32, tf.int64))
#: Up to this many indices on a GPU, a copy to the host is cheaper than two
#: reductions and two transfers.
_SMALL = 4096
#: Host bounds of index tensors checked lately, by id: (a weak reference to
#: the tensor, its min, its max). Eager tensors are immutable, so one still
#: alive (the reference gives it back) has the same bounds.
_seen: dict[int, tuple[Any, int, int]] = {}
_SEEN_SIZE = 256


def _host_bounds(indices: Any) -> tuple[int, int] | None:
    """(min, max) of an eager tensor read by NumPy (zero copy on the CPU),
    (0, -1) when empty; None where reductions on its device are cheaper."""
    e = _seen.get(id(indices))
    if e is not None and e[0]() is indices:
        return e[1], e[2]
    n = indices.shape.num_elements()
    if n > _SMALL and "CPU" not in indices.device:
        return None
    host = indices._numpy()
    lo, hi = (int(host.min()), int(host.max())) if n else (0, -1)
    if len(_seen) >= _SEEN_SIZE:
        _seen.clear()
    _seen[id(indices)] = (_ref(indices), lo, hi)
    return lo, hi


def _indices(indices: Any, n: int, name: str) -> Any:
    """``indices`` as int32 or int64 with negative ones wrapped; out of range raises."""
    if not isinstance(indices, EagerTensor):
        return _graph_indices(indices, n, name)
    bounds = _host_bounds(indices)
    if bounds is not None:
        # Read on the host (uint64 too: NumPy compares it exactly): about
        # 5 us, where a cast, two reductions and two .item() cost ~100 us.
        lo, hi = bounds
        if hi > n and indices.dtype == tf.uint64:
            raise IndexError(
                f"ivy_core.{name} (backend 'tensorflow'): an index is out of bounds for an axis of size {n}"
            )
        if lo < -n or hi >= n:
            bad = lo if lo < -n else hi
            raise IndexError(
                f"ivy_core.{name} (backend 'tensorflow'): index {bad} is out of bounds for an axis of size {n}"
            )
        if lo < 0:  # wrapped in int64, as below
            indices = _R.Cast(x=indices, DstT=tf.int64)
            return _R.SelectV2(condition=indices < 0, t=indices + n, e=indices)
        # GatherV2 takes int32 and int64 indices as they are.
        return indices if indices.dtype in _GATHER_DTYPES else _R.Cast(x=indices, DstT=tf.int64)
    if indices.dtype == tf.uint64:
        big = _R.Greater(x=indices, y=tf.constant(n, tf.uint64))
        if bool(_R.Any(input=big, axis=list(range(len(indices.shape))))):
            raise IndexError(
                f"ivy_core.{name} (backend 'tensorflow'): an index is out of bounds for an axis of size {n}"
            )
    indices = _R.Cast(x=indices, DstT=tf.int64)
    if indices.shape.num_elements():
        lo, hi = int(tf.reduce_min(indices)), int(tf.reduce_max(indices))
        if lo < -n or hi >= n:
            bad = lo if lo < -n else hi
            raise IndexError(
                f"ivy_core.{name} (backend 'tensorflow'): index {bad} is out of bounds for an axis of size {n}"
            )
        if lo < 0:
            indices = _R.SelectV2(condition=indices < 0, t=indices + n, e=indices)
    return indices


def _graph_indices(indices: Any, n: int, name: str) -> Any:
    """``_indices`` inside a graph, where the values are unknown: negative
    indices are wrapped always, and the range is checked by an op that
    raises when it runs."""
    axes = list(range(len(indices.shape)))
    if indices.dtype == tf.uint64:  # before the cast, which would wrap big ones
        ok = _R.All(input=_R.Less(x=indices, y=tf.constant(n, tf.uint64)), axis=axes)
        indices = _R.Cast(x=indices, DstT=tf.int64)
    else:
        indices = _R.Cast(x=indices, DstT=tf.int64)
        ok = _R.All(input=(indices >= -n) & (indices < n), axis=axes)
    check = tf.debugging.Assert(ok, [f"ivy_core.{name}: an index is out of bounds for an axis of size {n}"])
    with tf.control_dependencies([check]):
        return _R.SelectV2(condition=indices < 0, t=indices + n, e=indices)


def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
    if axis is None:
        x, axis = _R.Reshape(tensor=x, shape=[-1]), 0
    idx = _indices(indices, x.shape[axis], "take")
    try:
        return _R.GatherV2(params=x, indices=idx, axis=axis)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    ndim = len(x.shape)
    idx = _indices(indices, x.shape[axis], "take_along_axis")
    # Move the axis last, broadcast the other axes, gather with batch dims.
    perm = [i for i in range(ndim) if i != axis] + [axis]
    inv = [perm.index(i) for i in range(ndim)]
    xt, it = _R.Transpose(x=x, perm=perm), _R.Transpose(x=idx, perm=perm)
    batch = tf.broadcast_static_shape(xt.shape[:-1], it.shape[:-1]).as_list()
    xt = _R.BroadcastTo(input=xt, shape=batch + [xt.shape[-1]])
    it = _R.BroadcastTo(input=it, shape=batch + [it.shape[-1]])
    r = tf.gather(xt, it, axis=ndim - 1, batch_dims=ndim - 1)
    return _R.Transpose(x=r, perm=inv)
