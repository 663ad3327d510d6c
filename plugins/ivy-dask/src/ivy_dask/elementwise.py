"""Elementwise functions: dask's ufunc wrappers (``da.add``, ...), which run
NumPy's ufunc on each block. Inputs arrive promoted to one dtype."""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np
from dask.array.core import elemwise
from ivy_numpy import elementwise as _numpy

__all__ = [
    "add", "subtract", "multiply", "divide", "pow", "negative", "abs",
    "exp", "log", "sqrt", "sin", "cos", "tan", "tanh",
    "equal", "less", "greater", "logical_not",
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

add = da.add
subtract = da.subtract
multiply = da.multiply
divide = da.divide  # inputs are floating here (ivy_core casts integers first)


def pow(x1: Any, x2: Any, /) -> Any:
    # An integer base with a negative Python int exponent is refused now, as
    # on every backend (dask's meta computation would raise TypeError); an
    # array exponent's values are known when the result is computed, where
    # NumPy refuses a negative one with ValueError.
    if type(x2) is int and x2 < 0 and getattr(x1, "dtype", None) is not None and x1.dtype.kind in "iu":
        raise ValueError(
            "ivy_core.pow (backend 'dask'): an integer base with a negative integer exponent is not "
            "defined (its value is not an integer); cast the base to a floating dtype first"
        )
    return da.power(x1, x2)


negative = da.negative
abs = da.absolute
exp = da.exp
log = da.log
sqrt = da.sqrt
sin = da.sin
cos = da.cos
tan = da.tan
equal = da.equal
less = da.less
greater = da.greater
not_equal = da.not_equal
less_equal = da.less_equal  # complex: NumPy's lexicographic order, as less/greater
greater_equal = da.greater_equal
logical_not = da.logical_not
logical_and = da.logical_and
logical_or = da.logical_or
logical_xor = da.logical_xor
isnan = da.isnan
isinf = da.isinf
isfinite = da.isfinite
signbit = da.signbit
asin = da.arcsin
acos = da.arccos
atan = da.arctan
sinh = da.sinh
cosh = da.cosh
asinh = da.arcsinh
acosh = da.arccosh
atanh = da.arctanh
atan2 = da.arctan2
log1p = da.log1p
log2 = da.log2
log10 = da.log10
logaddexp = da.logaddexp
hypot = da.hypot
copysign = da.copysign
nextafter = da.nextafter
reciprocal = da.reciprocal
positive = da.positive
square = da.square
remainder = da.remainder
maximum = da.maximum  # NaN propagates; bool: logical or
minimum = da.minimum
bitwise_and = da.bitwise_and
bitwise_or = da.bitwise_or
bitwise_xor = da.bitwise_xor
bitwise_invert = da.invert
bitwise_left_shift = da.left_shift
bitwise_right_shift = da.right_shift


def _copy(x: da.Array) -> da.Array:
    # A dask array is a graph: a new Array object on the same graph is a copy.
    return da.Array(x.dask, x.name, x.chunks, meta=x._meta)


def _unchanged_if_integral(op: Any, name: str) -> Any:
    def fn(x: da.Array, /) -> da.Array:
        if x.dtype.kind in "biu":
            return _copy(x)  # already integral
        return op(x)  # type: ignore[no-any-return]

    fn.__name__ = fn.__qualname__ = name
    return fn


floor = _unchanged_if_integral(da.floor, "floor")
ceil = _unchanged_if_integral(da.ceil, "ceil")
trunc = _unchanged_if_integral(da.trunc, "trunc")


def round(x: da.Array, /) -> da.Array:
    if x.dtype.kind in "biu":
        return _copy(x)
    return da.round(x)  # halves to even; complex: both parts


def clip(x: da.Array, /, min: Any = None, max: Any = None) -> da.Array:
    # ivy_core has checked the bounds: None, an array of x's dtype or a number.
    r = x
    if min is not None:
        r = da.maximum(r, min if isinstance(min, da.Array) else np.asarray(min, dtype=x.dtype))
    if max is not None:
        r = da.minimum(r, max if isinstance(max, da.Array) else np.asarray(max, dtype=x.dtype))
    return _copy(r) if r is x else r


def real(x: da.Array, /) -> da.Array:
    return da.real(x) if x.dtype.kind == "c" else _copy(x)


def imag(x: da.Array, /) -> da.Array:
    if x.dtype.kind == "c":
        return da.imag(x)
    return x.map_blocks(np.zeros_like, dtype=x.dtype)


def conj(x: da.Array, /) -> da.Array:
    return da.conj(x) if x.dtype.kind == "c" else _copy(x)


# Where NumPy's own kernels miss the standard's special values, each block
# goes through ivy-numpy's corrected function (one task per block, as a
# ufunc's; no extra pass over the data on the graph).


def tanh(x: da.Array, /) -> da.Array:
    return da.tanh(x) if x.dtype.kind != "c" else x.map_blocks(_numpy.tanh, dtype=x.dtype)


def expm1(x: da.Array, /) -> da.Array:
    return da.expm1(x) if x.dtype.kind != "c" else x.map_blocks(_numpy.expm1, dtype=x.dtype)


def sign(x: da.Array, /) -> da.Array:
    # complex: x / |x| (NumPy 2), per block with ivy-numpy's sign
    return da.sign(x) if x.dtype.kind != "c" else x.map_blocks(_numpy.sign, dtype=x.dtype)


def floor_divide(x1: Any, x2: Any, /) -> da.Array:
    # Arrays arrive promoted to one dtype, and one operand may be a Python
    # scalar (which has none); integers keep NumPy's //.
    dtype = np.dtype(x1.dtype if hasattr(x1, "dtype") else x2.dtype)
    if dtype.kind != "f":
        return da.floor_divide(x1, x2)
    return elemwise(_numpy.floor_divide, x1, x2, dtype=dtype)
