"""Utility functions on tensorflow (nonzero is true: NaN and complex
values with either part nonzero count as true)."""

from __future__ import annotations

from typing import Any

from ._framework import tf
from ._util import KERNEL_ERRORS, axes_of, axis_arg, cast, reraise

_R = tf.raw_ops

__all__ = ["all", "any"]


def _reduce(op: Any, x: Any, axis: Any, keepdims: bool) -> Any:
    ndim = len(x.shape)
    axes = axes_of(axis, ndim)  # axes of x, each once (ivy_core's axis_args)
    b = x if x.dtype == tf.bool else cast(x, tf.bool)
    try:
        return op(input=b, axis=axis_arg(list(axes), ndim), keep_dims=keepdims)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def all(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return _reduce(_R.All, x, axis, keepdims)


def any(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return _reduce(_R.Any, x, axis, keepdims)
