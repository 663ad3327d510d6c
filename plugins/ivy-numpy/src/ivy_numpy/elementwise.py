"""Elementwise functions. Inputs arrive promoted to one dtype, so the numpy
ufunc's own promotion never changes the result dtype."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._trace import METHOD_TYPES, tracing

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


def tanh(x: np.ndarray, /) -> np.ndarray:
    r = np.tanh(x)
    if x.dtype.kind != "c":
        return r
    # At a = +-inf C99 gives +-1 + 0j * sin(2b); the standard gives the zero
    # the sign of b (conj flips exactly that sign).
    flip = np.isinf(x.real) & (np.signbit(r.imag) != np.signbit(x.imag))
    return np.where(flip, np.conj(r), r)


def divide(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    # Inputs are floating here (ivy_core casts integers first).
    return np.divide(x1, x2)


subtract = np.subtract


negative = np.negative


def pow(x1: np.ndarray, x2: Any, /) -> np.ndarray:
    # ``x ** 2``: np.power converts a Python exponent on every call (about
    # 1 us on a small array); np.square gives the same bits for a real x
    # (NumPy's own ``x ** 2`` is np.square; for a complex x it gives -0.0j
    # for a zero where the standard's power gives 0j).
    if (type(x2) is int or type(x2) is float) and x2 == 2 and x1.dtype.kind != "c":
        return np.square(x1)
    return np.power(x1, x2)


# numpy raises bool ** bool to int8; there is no bool power to give.


abs = np.abs


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
log1p = np.log1p
log2 = np.log2
log10 = np.log10
reciprocal = np.reciprocal  # inputs are floating here (ivy_core casts integers)


positive = np.positive


square = np.square


sign = np.sign  # complex: x / |x| (NumPy 2)


def _unchanged_if_integral(op: object, name: str) -> object:
    def fn(x: np.ndarray, /) -> np.ndarray:
        if x.dtype.kind in "biu":
            return x.copy()  # already integral; a copy, as the ufunc would give
        return op(x)  # type: ignore[operator]

    fn.__name__ = fn.__qualname__ = name
    return fn


floor = _unchanged_if_integral(np.floor, "floor")
ceil = _unchanged_if_integral(np.ceil, "ceil")
trunc = _unchanged_if_integral(np.trunc, "trunc")


def round(x: np.ndarray, /) -> np.ndarray:
    if x.dtype.kind in "biu":
        return x.copy()  # np.round answers bool in float16
    return np.round(x)  # halves to even; complex: both parts


remainder = np.remainder  # Python's %, signed zeros included (as the standard)


def floor_divide(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    r = np.floor_divide(x1, x2)  # Python's //, also for finite floats
    if r.dtype.kind != "f":
        return r
    # With an infinite operand Python's // gives NaN (inf // 2) or -1.0
    # (-3 // inf); the standard asks for the quotient there: +-inf, +-0.
    # (The check costs ~2.5 us on small arrays, a few % on large ones: NumPy
    # cannot tell without looking, and floor(x1 / x2) would round where //
    # does not, as 1.0 // 0.1 == 9.0.)
    inf = np.isinf(x1) | np.isinf(x2)
    if type(r) is not np.ndarray:  # 0-d inputs give a scalar; a trace, its proxy
        return np.where(inf, np.divide(x1, x2), r)
    np.copyto(r, np.divide(x1, x2), where=inf)
    return r


def expm1(x: np.ndarray, /) -> np.ndarray:
    r = np.expm1(x)
    if x.dtype.kind != "c":
        return r
    # NumPy's complex expm1 gives NaN + NaN j wherever a part is infinite or
    # NaN, and -0 + 0j at -0 + 0j; there the standard's value is exp(x) - 1
    # (exactly: NumPy's exp has the special values, and subtracting a real
    # 1 keeps the imaginary part's sign).
    return np.where(~np.isfinite(x) | (x == 0), np.exp(x) - 1, r)


maximum = np.maximum  # NaN propagates; bool: logical or


minimum = np.minimum


#: Dtypes whose clip takes ndarray.clip with number bounds (see :func:`clip`).
_CLIPPED = frozenset(np.dtype(t) for t in (np.float32, np.float64, np.int8, np.int16, np.int32, np.int64,
                                           np.uint8, np.uint16, np.uint32, np.uint64))  # fmt: skip


def _plain_bound(b: object, integer: bool) -> bool:
    """None, or a Python number the clip ufunc and maximum/minimum treat
    alike: for a floating x, a float or int that is not zero (they order
    -0.0 and 0.0 differently) and of magnitude below 1e38 (float32 holds it);
    for an integer x, an int (ivy_core has checked that x's dtype holds it)."""
    t = type(b)
    if integer:
        return b is None or t is int
    return b is None or ((t is float or t is int) and b != 0 and -1e38 < b < 1e38)  # type: ignore[operator]


def clip(x: np.ndarray, /, min: object = None, max: object = None) -> np.ndarray:
    # ivy_core has checked the bounds: None, an array of x's dtype or a number
    # (an int within the range of an integer x). The clip ufunc is one pass
    # where maximum then minimum are two, and NumPy's maximum with a scalar is
    # slow besides (200 us against 30 us on 512x512 float32); NaN in x stays
    # NaN in both.
    d = x.dtype
    if type(x) in METHOD_TYPES and d in _CLIPPED and (min is not None or max is not None):
        integer = d.kind != "f"
        if _plain_bound(min, integer) and _plain_bound(max, integer):
            cast = d.type  # the bounds in x's dtype, as the general path below makes them
            return x.clip(None if min is None else cast(min), None if max is None else cast(max))
    r = x
    if min is not None:
        r = np.maximum(r, np.asarray(min, dtype=x.dtype, like=tracing()))
    if max is not None:
        r = np.minimum(r, np.asarray(max, dtype=x.dtype, like=tracing()))
    return r.copy() if r is x else r


signbit = np.signbit  # inputs are floating here


bitwise_and = np.bitwise_and
bitwise_or = np.bitwise_or
bitwise_xor = np.bitwise_xor
bitwise_left_shift = np.left_shift
bitwise_right_shift = np.right_shift


bitwise_invert = np.invert


# Inputs are floating here (ivy_core casts integers first).
atan2 = np.arctan2
logaddexp = np.logaddexp
hypot = np.hypot
copysign = np.copysign
nextafter = np.nextafter


def real(x: np.ndarray, /) -> np.ndarray:
    return np.real(x) if x.dtype.kind == "c" else x.copy()


def imag(x: np.ndarray, /) -> np.ndarray:
    return np.imag(x) if x.dtype.kind == "c" else np.zeros_like(x)


def conj(x: np.ndarray, /) -> np.ndarray:
    return np.conj(x) if x.dtype.kind == "c" else x.copy()
