"""Elementwise functions. Inputs arrive promoted to one dtype, so the numpy
ufunc's own promotion never changes the result dtype."""

from __future__ import annotations

import numpy as np
from ivy_core.plugin import with_unsupported_dtypes

__all__ = [
    "add", "subtract", "multiply", "divide", "pow", "negative", "abs",
    "exp", "log", "sqrt", "sin", "cos", "tan", "tanh",
    "equal", "less", "greater", "logical_not",
]  # fmt: skip

# The ufuncs take (x1, x2) / (x) positionally, exactly as ivy_core calls them.
add = np.add
multiply = np.multiply
equal = np.equal
less = np.less
greater = np.greater
logical_not = np.logical_not
exp = np.exp
log = np.log
sqrt = np.sqrt
sin = np.sin
cos = np.cos
tan = np.tan
tanh = np.tanh


def divide(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    # Inputs are floating here (ivy_core casts integers first).
    return np.divide(x1, x2)


@with_unsupported_dtypes(
    {"2.4.6 and below": ("bool",)}, reason="numpy refuses `-` on bool arrays (use logical_xor / logical_not)"
)
def subtract(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    return np.subtract(x1, x2)


@with_unsupported_dtypes(
    {"2.4.6 and below": ("bool",)}, reason="numpy refuses `-` on bool arrays (use logical_xor / logical_not)"
)
def negative(x: np.ndarray, /) -> np.ndarray:
    return np.negative(x)


@with_unsupported_dtypes(
    {"2.4.6 and below": ("bool",)}, reason="numpy raises bool ** bool to int8; there is no bool power to give"
)
def pow(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    return np.power(x1, x2)


# numpy raises bool ** bool to int8; there is no bool power to give.


def abs(x: np.ndarray, /) -> np.ndarray:
    return np.abs(x)
