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


# --- Array API standard 2024.12: the remaining elementwise functions -----------------

__all__ += [
    "positive", "square", "sign", "floor", "ceil", "trunc", "round",
    "remainder", "floor_divide", "maximum", "minimum", "clip",
    "not_equal", "less_equal", "greater_equal",
    "logical_and", "logical_or", "logical_xor",
    "isnan", "isinf", "isfinite", "signbit",
    "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_invert",
    "bitwise_left_shift", "bitwise_right_shift",
    "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "atan2",
    "expm1", "log1p", "log2", "log10", "logaddexp", "hypot",
    "copysign", "nextafter", "reciprocal", "real", "imag", "conj",
]  # fmt: skip

_V = "0.10.2 and below"
_REAL_ONLY = "the Array API standard defines it for real-valued input only"
_NO_BOOL = (
    "jax answers bool in int32 (NumPy refuses or answers in int8); the standard defines it for numbers only"
)


not_equal = jnp.not_equal
less_equal = jnp.less_equal  # complex: lexicographic order, as NumPy
greater_equal = jnp.greater_equal
logical_and = jnp.logical_and  # any dtype in, bool out; nonzero counts as true
logical_or = jnp.logical_or
logical_xor = jnp.logical_xor
isnan = jnp.isnan
isinf = jnp.isinf
isfinite = jnp.isfinite
asin = jnp.arcsin
acos = jnp.arccos
atan = jnp.arctan
sinh = jnp.sinh
cosh = jnp.cosh
asinh = jnp.arcsinh
acosh = jnp.arccosh
atanh = jnp.arctanh
expm1 = jnp.expm1
log1p = jnp.log1p
log2 = jnp.log2
log10 = jnp.log10
reciprocal = jnp.reciprocal  # inputs are floating here (ivy_core casts integers)
real = jnp.real  # complex -> its real dtype; real input as is (arrays are immutable)
imag = jnp.imag  # real input: zeros of its dtype
conj = jnp.conj


@with_unsupported_dtypes(
    {_V: ("bool",)}, reason="NumPy and PyTorch refuse unary `+` on bool; refused for agreement"
)
def positive(x: Any, /) -> Any:
    return jnp.positive(x)


@with_unsupported_dtypes({_V: ("bool",)}, reason=_NO_BOOL)
def square(x: Any, /) -> Any:
    return jnp.square(x)


@with_unsupported_dtypes({_V: ("bool",)}, reason="jnp.sign refuses bool")
def sign(x: Any, /) -> Any:
    return jnp.sign(x)  # complex: x / |x|


def _real_only_unary(op: Any, name: str) -> Any:
    def fn(x: Any, /) -> Any:
        return op(x)  # integer and bool input comes back unchanged

    fn.__name__ = fn.__qualname__ = name
    return with_unsupported_dtypes({_V: ("complex",)}, reason=_REAL_ONLY)(fn)


floor = _real_only_unary(jnp.floor, "floor")
ceil = _real_only_unary(jnp.ceil, "ceil")
trunc = _real_only_unary(jnp.trunc, "trunc")
signbit = _real_only_unary(jnp.signbit, "signbit")


def round(x: Any, /) -> Any:
    if x.dtype.kind in "biu":
        return x  # jnp.round refuses bool; integers are already integral
    return jnp.round(x)  # halves to even; complex: both parts


@with_unsupported_dtypes({_V: ("bool", "complex")}, reason=f"{_NO_BOOL}; {_REAL_ONLY}")
def remainder(x1: Any, x2: Any, /) -> Any:
    return jnp.remainder(x1, x2)


@with_unsupported_dtypes({_V: ("bool", "complex")}, reason=f"{_NO_BOOL}; {_REAL_ONLY}")
def floor_divide(x1: Any, x2: Any, /) -> Any:
    return jnp.floor_divide(x1, x2)


def _real_only(op: Any, name: str) -> Any:
    def fn(x1: Any, x2: Any, /) -> Any:
        return op(x1, x2)

    fn.__name__ = fn.__qualname__ = name
    return with_unsupported_dtypes({_V: ("complex",)}, reason=_REAL_ONLY)(fn)


maximum = _real_only(jnp.maximum, "maximum")  # NaN propagates
minimum = _real_only(jnp.minimum, "minimum")
# Inputs are floating here (ivy_core casts integers first).
atan2 = _real_only(jnp.arctan2, "atan2")
logaddexp = _real_only(jnp.logaddexp, "logaddexp")
hypot = _real_only(jnp.hypot, "hypot")
copysign = _real_only(jnp.copysign, "copysign")
nextafter = _real_only(jnp.nextafter, "nextafter")


@with_unsupported_dtypes({_V: ("bool", "complex")}, reason=_REAL_ONLY + " (bool is not a number there)")
def clip(x: Any, /, min: Any = None, max: Any = None) -> Any:
    # ivy_core has checked the bounds: None, an array of x's dtype or a number
    # (an int within the range of an integer x).
    r = x
    if min is not None:
        r = jnp.maximum(r, jnp.asarray(min, dtype=x.dtype))  # broadcasts; NaN in x stays NaN
    if max is not None:
        r = jnp.minimum(r, jnp.asarray(max, dtype=x.dtype))
    return r


_NOT_INTEGER = "the Array API standard defines bitwise operations for integer and bool input only"
_NOT_INTEGER_SHIFT = "the Array API standard defines shifts for integer input only (NumPy and PyTorch do not shift bool in bool)"


def _bitwise(op: Any, name: str, unsupported: tuple[str, ...], reason: str) -> Any:
    def fn(x1: Any, x2: Any, /) -> Any:
        return op(x1, x2)

    fn.__name__ = fn.__qualname__ = name
    return with_unsupported_dtypes({_V: unsupported}, reason=reason)(fn)


bitwise_and = _bitwise(jnp.bitwise_and, "bitwise_and", ("float", "complex"), _NOT_INTEGER)
bitwise_or = _bitwise(jnp.bitwise_or, "bitwise_or", ("float", "complex"), _NOT_INTEGER)
bitwise_xor = _bitwise(jnp.bitwise_xor, "bitwise_xor", ("float", "complex"), _NOT_INTEGER)
bitwise_left_shift = _bitwise(
    jnp.left_shift, "bitwise_left_shift", ("bool", "float", "complex"), _NOT_INTEGER_SHIFT
)
bitwise_right_shift = _bitwise(
    jnp.right_shift, "bitwise_right_shift", ("bool", "float", "complex"), _NOT_INTEGER_SHIFT
)


@with_unsupported_dtypes({_V: ("float", "complex")}, reason=_NOT_INTEGER)
def bitwise_invert(x: Any, /) -> Any:
    return jnp.invert(x)
