"""Elementwise functions. Inputs arrive promoted to one dtype (integer input
of always-floating functions already cast to the default float), so jax's own
promotion never changes the result dtype."""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp
from ivy_core.plugin import with_unsupported_dtypes

__all__ = [
    "add", "subtract", "multiply", "divide", "pow", "negative", "abs",
    "exp", "log", "sqrt", "sin", "cos", "tan", "tanh",
    "equal", "less", "greater", "logical_not",
]  # fmt: skip

# jnp functions take (x1, x2) / (x) positionally, exactly as ivy_core calls them.
add = jnp.add
multiply = jnp.multiply
divide = jnp.true_divide  # inputs are floating here
abs = jnp.abs
exp = jnp.exp
log = jnp.log
sqrt = jnp.sqrt
sin = jnp.sin
cos = jnp.cos
tan = jnp.tan
tanh = jnp.tanh
equal = jnp.equal
less = jnp.less
greater = jnp.greater
# Non-bool input counts nonzero as true (the result is x == 0), as ivy_core says.
logical_not = jnp.logical_not


@with_unsupported_dtypes(
    {"0.10.2 and below": ("bool",)},
    reason="jnp.power has no bool loop: bool ** bool comes back int32, not the promoted bool; refuse it rather than answer in another dtype (numpy does the same)",
)
def pow(x1: Any, x2: Any, /) -> Any:
    return jnp.power(x1, x2)


@with_unsupported_dtypes(
    {"0.10.2 and below": ("bool",)},
    reason="jax (like numpy) refuses `-` on bool arrays (use logical_xor / logical_not)",
)
def subtract(x1: Any, x2: Any, /) -> Any:
    return jnp.subtract(x1, x2)


@with_unsupported_dtypes(
    {"0.10.2 and below": ("bool",)},
    reason="jax (like numpy) refuses `-` on bool arrays (use logical_xor / logical_not)",
)
def negative(x: Any, /) -> Any:
    return jnp.negative(x)
