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
    return _relu(x)


# jax.nn.relu is a custom_jvp around a jit: called eagerly, the custom_jvp
# goes through JAX's Python dispatch (~100 us); under jax.jit the whole call
# takes the C++ fast path (~6 us). The function, its compiled code and its
# derivative rule are jax.nn.relu's own (jit keeps the custom_jvp inside).
_relu = jax.jit(jax.nn.relu)


def softmax(x: Any, /, *, axis: int = -1) -> Any:
    return jax.nn.softmax(x, axis=axis)  # an axis out of range: jax raises, ivy_core reports an AxisError
