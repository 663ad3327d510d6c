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

_V = "2.4.6 and below"
_REAL_ONLY = "the Array API standard defines it for real-valued input only"
_NO_BOOL_ARITH = (
    "numpy has no bool loop for it (it answers in int8), and the standard defines it for numbers only"
)


not_equal = np.not_equal
less_equal = np.less_equal  # complex: NumPy's lexicographic order, as less/greater
greater_equal = np.greater_equal
logical_and = np.logical_and  # any dtype in, bool out; nonzero counts as true
logical_or = np.logical_or
logical_xor = np.logical_xor
isnan = np.isnan
isinf = np.isinf
isfinite = np.isfinite
asin = np.arcsin
acos = np.arccos
atan = np.arctan
sinh = np.sinh
cosh = np.cosh
asinh = np.arcsinh
acosh = np.arccosh
atanh = np.arctanh
expm1 = np.expm1
log1p = np.log1p
log2 = np.log2
log10 = np.log10
reciprocal = np.reciprocal  # inputs are floating here (ivy_core casts integers)


@with_unsupported_dtypes({_V: ("bool",)}, reason="numpy refuses unary `+` on bool arrays")
def positive(x: np.ndarray, /) -> np.ndarray:
    return np.positive(x)


@with_unsupported_dtypes({_V: ("bool",)}, reason=_NO_BOOL_ARITH)
def square(x: np.ndarray, /) -> np.ndarray:
    return np.square(x)


@with_unsupported_dtypes({_V: ("bool",)}, reason="numpy has no sign of a bool")
def sign(x: np.ndarray, /) -> np.ndarray:
    return np.sign(x)  # complex: x / |x| (NumPy 2)


def _unchanged_if_integral(op: object, name: str) -> object:
    def fn(x: np.ndarray, /) -> np.ndarray:
        if x.dtype.kind in "biu":
            return x.copy()  # already integral; a copy, as the ufunc would give
        return op(x)  # type: ignore[operator]

    fn.__name__ = fn.__qualname__ = name
    return with_unsupported_dtypes({_V: ("complex",)}, reason=_REAL_ONLY)(fn)


floor = _unchanged_if_integral(np.floor, "floor")
ceil = _unchanged_if_integral(np.ceil, "ceil")
trunc = _unchanged_if_integral(np.trunc, "trunc")


def round(x: np.ndarray, /) -> np.ndarray:
    if x.dtype.kind in "biu":
        return x.copy()  # np.round answers bool in float16
    return np.round(x)  # halves to even; complex: both parts


@with_unsupported_dtypes({_V: ("bool", "complex")}, reason=f"{_NO_BOOL_ARITH}; {_REAL_ONLY}")
def remainder(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    return np.remainder(x1, x2)


@with_unsupported_dtypes({_V: ("bool", "complex")}, reason=f"{_NO_BOOL_ARITH}; {_REAL_ONLY}")
def floor_divide(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    return np.floor_divide(x1, x2)


@with_unsupported_dtypes({_V: ("complex",)}, reason=_REAL_ONLY)
def maximum(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    return np.maximum(x1, x2)  # NaN propagates; bool: logical or


@with_unsupported_dtypes({_V: ("complex",)}, reason=_REAL_ONLY)
def minimum(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    return np.minimum(x1, x2)


@with_unsupported_dtypes({_V: ("bool", "complex")}, reason=_REAL_ONLY + " (bool is not a number there)")
def clip(x: np.ndarray, /, min: object = None, max: object = None) -> np.ndarray:
    # ivy_core has checked the bounds: None, an array of x's dtype or a number
    # (an int within the range of an integer x).
    r = x
    if min is not None:
        r = np.maximum(r, np.asarray(min, dtype=x.dtype))
    if max is not None:
        r = np.minimum(r, np.asarray(max, dtype=x.dtype))
    return r.copy() if r is x else r


@with_unsupported_dtypes({_V: ("complex",)}, reason=_REAL_ONLY)
def signbit(x: np.ndarray, /) -> np.ndarray:
    return np.signbit(x)  # inputs are floating here


_NOT_INTEGER = "the Array API standard defines bitwise operations for integer and bool input only"
_NOT_INTEGER_SHIFT = (
    "the Array API standard defines shifts for integer input only (numpy shifts bool as int8)"
)


def _bitwise(op: object, name: str, unsupported: tuple[str, ...], reason: str) -> object:
    def fn(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
        return op(x1, x2)  # type: ignore[operator]

    fn.__name__ = fn.__qualname__ = name
    return with_unsupported_dtypes({_V: unsupported}, reason=reason)(fn)


bitwise_and = _bitwise(np.bitwise_and, "bitwise_and", ("float", "complex"), _NOT_INTEGER)
bitwise_or = _bitwise(np.bitwise_or, "bitwise_or", ("float", "complex"), _NOT_INTEGER)
bitwise_xor = _bitwise(np.bitwise_xor, "bitwise_xor", ("float", "complex"), _NOT_INTEGER)
bitwise_left_shift = _bitwise(
    np.left_shift, "bitwise_left_shift", ("bool", "float", "complex"), _NOT_INTEGER_SHIFT
)
bitwise_right_shift = _bitwise(
    np.right_shift, "bitwise_right_shift", ("bool", "float", "complex"), _NOT_INTEGER_SHIFT
)


@with_unsupported_dtypes({_V: ("float", "complex")}, reason=_NOT_INTEGER)
def bitwise_invert(x: np.ndarray, /) -> np.ndarray:
    return np.invert(x)


def _real_only(op: object, name: str) -> object:
    def fn(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
        return op(x1, x2)  # type: ignore[operator]

    fn.__name__ = fn.__qualname__ = name
    return with_unsupported_dtypes({_V: ("complex",)}, reason=_REAL_ONLY)(fn)


# Inputs are floating here (ivy_core casts integers first).
atan2 = _real_only(np.arctan2, "atan2")
logaddexp = _real_only(np.logaddexp, "logaddexp")
hypot = _real_only(np.hypot, "hypot")
copysign = _real_only(np.copysign, "copysign")
nextafter = _real_only(np.nextafter, "nextafter")


def real(x: np.ndarray, /) -> np.ndarray:
    return np.real(x) if x.dtype.kind == "c" else x.copy()


def imag(x: np.ndarray, /) -> np.ndarray:
    return np.imag(x) if x.dtype.kind == "c" else np.zeros_like(x)


def conj(x: np.ndarray, /) -> np.ndarray:
    return np.conj(x) if x.dtype.kind == "c" else x.copy()
