"""Activation functions Ivy provides beyond the standard on tensorflow."""

from __future__ import annotations

from typing import Any

from ivy_core.plugin import with_unsupported_dtypes

from ._framework import tf

__all__ = ["sigmoid", "relu", "softmax"]


def sigmoid(x: Any, /) -> Any:
    return tf.math.sigmoid(x)


@with_unsupported_dtypes(
    {"2.21.0 and below": ("bool", "complex")},
    reason="TensorFlow has no Relu kernel for bool or complex tensors",
)
def relu(x: Any, /) -> Any:
    return tf.nn.relu(x)


@with_unsupported_dtypes(
    {"2.21.0 and below": ("complex",)}, reason="TensorFlow has no Softmax kernel for complex tensors"
)
def softmax(x: Any, /, *, axis: int = -1) -> Any:
    # ivy_core gives an axis of x (so x is not 0-d).
    return tf.nn.softmax(x, axis=axis)
