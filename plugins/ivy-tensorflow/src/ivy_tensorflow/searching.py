"""Searching functions."""

from __future__ import annotations

from typing import Any

from ._runtime import tf
from ._util import KERNEL_ERRORS, cast, reraise

__all__ = ["where"]


def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    if condition.dtype != tf.bool:
        condition = cast(condition, tf.bool)
    try:
        return tf.raw_ops.SelectV2(condition=condition, t=x1, e=x2)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904 (the TF error is the context)
