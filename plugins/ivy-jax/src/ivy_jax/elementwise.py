"""Elementwise functions. Inputs arrive promoted to one dtype (integer input
of always-floating functions already cast to the default float), so jax's own
promotion never changes the result dtype."""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp

__all__ = [
    "add", "subtract", "multiply", "divide", "pow", "negative", "abs",
    "exp", "log", "sqrt", "sin", "cos", "tan", "tanh",
    "equal", "less", "greater", "logical_not",
]  # fmt: skip

# jnp functions take (x1, x2) / (x) positionally, exactly as ivy_core calls them.
add = jnp.add
subtract = jnp.subtract
multiply = jnp.multiply
divide = jnp.true_divide  # inputs are floating here
pow = jnp.power
negative = jnp.negative  # bool raises TypeError, as numpy does
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


def logical_not(x: Any, /) -> Any:
    # Non-bool input: nonzero counts as true, so the result is x == 0.
    return jnp.logical_not(x)
