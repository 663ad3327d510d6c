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
multiply = jnp.multiply
divide = jnp.true_divide  # inputs are floating here
abs = jnp.abs
exp = jnp.exp
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


pow = jnp.power


subtract = jnp.subtract


negative = jnp.negative


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


def _complex_log(f: Any) -> Any:
    """``f`` (a jnp logarithm) with the standard's value where one part of a
    complex input is infinite and the other NaN: +inf + NaN j (jax gives
    NaN + NaN j). Real input goes straight to ``f``."""

    def log_fn(x: Any) -> Any:
        r = f(x)
        if not jnp.iscomplexobj(x):
            return r
        re, im = jnp.real(x), jnp.imag(x)
        odd = (jnp.isnan(re) & jnp.isinf(im)) | (jnp.isinf(re) & jnp.isnan(im))
        return jnp.where(odd, jnp.asarray(complex(float("inf"), float("nan")), dtype=r.dtype), r)

    log_fn.__name__ = f.__name__
    log_fn.__doc__ = f"jnp.{f.__name__}, with +inf + NaN j at (NaN, ±inf) and (±inf, NaN)."
    return log_fn


log = _complex_log(jnp.log)
log1p = _complex_log(jnp.log1p)
log2 = _complex_log(jnp.log2)
log10 = _complex_log(jnp.log10)
reciprocal = jnp.reciprocal  # inputs are floating here (ivy_core casts integers)
real = jnp.real  # complex -> its real dtype; real input as is (arrays are immutable)
imag = jnp.imag  # real input: zeros of its dtype
conj = jnp.conj


positive = jnp.positive


square = jnp.square


sign = jnp.sign  # complex: x / |x|


# Integer and bool input comes back unchanged from these three.
floor = jnp.floor
ceil = jnp.ceil
trunc = jnp.trunc
signbit = jnp.signbit  # inputs are floating here (ivy_core casts integers first)


def round(x: Any, /) -> Any:
    if x.dtype.kind in "biu":
        return x  # jnp.round refuses bool; integers are already integral
    return jnp.round(x)  # halves to even; complex: both parts


remainder = jnp.remainder


floor_divide = jnp.floor_divide


maximum = jnp.maximum  # NaN propagates
minimum = jnp.minimum
# Inputs are floating here (ivy_core casts integers first).
atan2 = jnp.arctan2
logaddexp = jnp.logaddexp
hypot = jnp.hypot
copysign = jnp.copysign
nextafter = jnp.nextafter


def clip(x: Any, /, min: Any = None, max: Any = None) -> Any:
    # ivy_core has checked the bounds: None, an array of x's dtype or a number
    # (an int within the range of an integer x).
    r = x
    if min is not None:
        r = jnp.maximum(r, jnp.asarray(min, dtype=x.dtype))  # broadcasts; NaN in x stays NaN
    if max is not None:
        r = jnp.minimum(r, jnp.asarray(max, dtype=x.dtype))
    return r


bitwise_and = jnp.bitwise_and
bitwise_or = jnp.bitwise_or
bitwise_xor = jnp.bitwise_xor
bitwise_left_shift = jnp.left_shift
bitwise_right_shift = jnp.right_shift


bitwise_invert = jnp.invert
