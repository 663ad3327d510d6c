"""Casting."""

from __future__ import annotations

from typing import Any

from ._framework import tf
from ._runtime import device_of
from ._util import cast

__all__ = ["astype"]


def astype(x: Any, dtype: Any, /, *, copy: bool = True, device: Any = None) -> Any:
    if device is not None and device_of(x) != device:
        with tf.device(device):
            return tf.identity(cast(x, dtype))
    if x.dtype == dtype:
        # Tensors are immutable; copy=True still gives a new tensor object.
        return tf.identity(x) if copy else x
    return cast(x, dtype)
