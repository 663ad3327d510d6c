"""Activation functions Ivy provides beyond the standard on jax."""

from __future__ import annotations

from typing import Any

import jax
from ivy_core.plugin import with_unsupported_dtypes

__all__ = ["sigmoid", "relu", "softmax"]


def sigmoid(x: Any, /) -> Any:
    return jax.nn.sigmoid(x)


@with_unsupported_dtypes(
    {"0.10.2 and below": ("bool",)},
    reason="jax.nn.relu turns bool input into the default integer dtype; it has no bool relu",
)
def relu(x: Any, /) -> Any:
    return jax.nn.relu(x)


def softmax(x: Any, /, *, axis: int = -1) -> Any:
    return jax.nn.softmax(x, axis=axis)  # an axis out of range: jax raises, ivy_core reports an AxisError
