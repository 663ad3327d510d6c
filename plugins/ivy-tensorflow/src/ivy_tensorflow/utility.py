"""Utility functions on tensorflow (nonzero is true: NaN and complex
values with either part nonzero count as true)."""

from __future__ import annotations

from typing import Any

from ._framework import tf
from ._util import KERNEL_ERRORS, axis_arg, cast, reraise
from .searching import _axes

_R = tf.raw_ops

__all__ = ["all", "any"]


def _reduce(op: Any, name: str, x: Any, axis: Any, keepdims: bool) -> Any:
    ndim = len(x.shape)
    axes = _axes(axis, ndim, name)  # a tuple arrives checked (axis_args): no axis twice
    b = x if x.dtype == tf.bool else cast(x, tf.bool)
    try:
        return op(input=b, axis=axis_arg(list(axes), ndim), keep_dims=keepdims)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def all(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return _reduce(_R.All, "all", x, axis, keepdims)


def any(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return _reduce(_R.Any, "any", x, axis, keepdims)
