"""Shape manipulation. Errors for impossible shapes or axes are raised as
ValueError, as NumPy does."""

from __future__ import annotations

from typing import Any

from ._runtime import tf
from ._util import KERNEL_ERRORS, reraise, shape_arg

_R = tf.raw_ops  # the inputs are tensors already; skip tf's conversion layers

__all__ = ["reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to"]


def reshape(x: Any, /, shape: Any, *, copy: bool | None = None) -> Any:
    # Tensors are immutable, so a reshaped tensor behaves exactly like a view
    # (TensorFlow shares the buffer): copy=False always succeeds and copy=True
    # gives a new tensor object. A tf.Variable cannot be viewed: reshaping
    # reads a snapshot, so copy=False raises for it.
    if copy is False and isinstance(x, tf.Variable):
        raise ValueError(
            "ivy_core.reshape (backend 'tensorflow'): copy=False on a tf.Variable would "
            "need a copy (its reshaped value is a snapshot); pass copy=None"
        )
    try:
        r = _R.Reshape(tensor=x, shape=shape_arg(shape))
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904
    return tf.identity(r) if copy and r is x else r


def concat(arrays: list[Any], /, *, axis: int | None = 0) -> Any:
    try:
        if axis is None:
            arrays, axis = [_R.Reshape(tensor=a, shape=shape_arg(-1)) for a in arrays], 0
        if len(arrays) == 1:
            return tf.concat(arrays, axis)  # ConcatV2 needs two or more
        return _R.ConcatV2(values=arrays, axis=axis)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def stack(arrays: list[Any], /, *, axis: int = 0) -> Any:
    try:
        return _R.Pack(values=arrays, axis=axis)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def expand_dims(x: Any, /, *, axis: int = 0) -> Any:
    try:
        return _R.ExpandDims(input=x, axis=axis)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def permute_dims(x: Any, /, axes: Any) -> Any:
    try:
        return _R.Transpose(x=x, perm=shape_arg(axes))
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def broadcast_to(x: Any, /, shape: Any) -> Any:
    try:
        return _R.BroadcastTo(input=x, shape=shape_arg(shape))
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904
