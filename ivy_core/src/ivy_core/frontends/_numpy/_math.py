"""NumPy's ufuncs (elementwise functions) on ivy_core: NumPy's promotion
(NEP 50), ``out=`` with same_kind casting, ``dtype=``; the other ufunc
keywords are refused unless at their defaults."""

from __future__ import annotations

from typing import Any

from ... import elementwise as el
from ..._arrays._array import Array
from ..._dtype import _modes
from ...data_type import astype, is_bool_dtype, is_complex_dtype, is_float_dtype
from ._convert import MODE, check_ufunc, dtype_arg, name, run, to_array
from ._ndarray import finish
from ._operators import and_, binary, or_, xor_

__all__ = [
    "sqrt", "log", "exp", "abs", "absolute", "floor", "ceil", "trunc", "cos", "sin", "tan", "arctan",
    "arcsin", "arccos", "sinh", "cosh", "tanh", "arcsinh", "arccosh", "arctanh", "log1p", "log10",
    "log2", "expm1", "square", "sign", "negative", "positive", "isnan", "isfinite", "isinf",
    "logical_not", "signbit", "isposinf", "isneginf", "deg2rad", "rad2deg", "real", "imag", "conj",
    "conjugate", "add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "power",
    "float_power", "mod", "remainder", "maximum", "minimum", "arctan2", "hypot", "logical_and",
    "logical_or", "logical_xor", "equal", "not_equal", "less", "less_equal", "greater",
    "greater_equal", "nextafter", "copysign", "bitwise_and", "bitwise_or", "bitwise_xor", "fabs",
]  # fmt: skip

_RULES = _modes.MODES[MODE]


def _unary(fn: Any, x: Any, out: Any, dtype: Any, kwargs: dict[str, Any], fname: str) -> Any:
    where = name(fname)
    check_ufunc(where, kwargs)
    a = to_array(x, where)
    if dtype is not None:
        a = astype(a, dtype_arg(dtype, where))
    return finish(run(fn, a), out, where)


def _binary(fn: Any, x1: Any, x2: Any, out: Any, dtype: Any, kwargs: dict[str, Any], fname: str) -> Any:
    where = name(fname)
    check_ufunc(where, kwargs)
    if dtype is not None:
        d = dtype_arg(dtype, where)
        x1, x2 = astype(to_array(x1, where), d), astype(to_array(x2, where), d)
    return finish(binary(fn, x1, x2, where), out, where)


def sqrt(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    """``numpy.sqrt``: integers give NumPy's float (int8 -> float16, int32 -> float64)."""
    return _unary(el.sqrt, x, out, dtype, kwargs, "sqrt")


def log(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.log, x, out, dtype, kwargs, "log")


def exp(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.exp, x, out, dtype, kwargs, "exp")


def _abs(a: Array) -> Any:
    return el.logical_and(a, True) if is_bool_dtype(a.dtype) else el.abs(a)


def abs(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(_abs, x, out, dtype, kwargs, "abs")


absolute = abs


def floor(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.floor, x, out, dtype, kwargs, "floor")


def ceil(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.ceil, x, out, dtype, kwargs, "ceil")


def trunc(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.trunc, x, out, dtype, kwargs, "trunc")


def cos(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.cos, x, out, dtype, kwargs, "cos")


def sin(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.sin, x, out, dtype, kwargs, "sin")


def tan(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.tan, x, out, dtype, kwargs, "tan")


def arctan(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.atan, x, out, dtype, kwargs, "arctan")


def arcsin(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.asin, x, out, dtype, kwargs, "arcsin")


def arccos(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.acos, x, out, dtype, kwargs, "arccos")


def sinh(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.sinh, x, out, dtype, kwargs, "sinh")


def cosh(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.cosh, x, out, dtype, kwargs, "cosh")


def tanh(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.tanh, x, out, dtype, kwargs, "tanh")


def arcsinh(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.asinh, x, out, dtype, kwargs, "arcsinh")


def arccosh(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.acosh, x, out, dtype, kwargs, "arccosh")


def arctanh(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.atanh, x, out, dtype, kwargs, "arctanh")


def log1p(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.log1p, x, out, dtype, kwargs, "log1p")


def log10(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.log10, x, out, dtype, kwargs, "log10")


def log2(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.log2, x, out, dtype, kwargs, "log2")


def expm1(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.expm1, x, out, dtype, kwargs, "expm1")


def _square(a: Array) -> Any:
    return el.square(astype(a, "int8") if is_bool_dtype(a.dtype) else a)  # NumPy: no bool loop, int8


def square(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    """``numpy.square``: ``x * x`` in ``x``'s dtype (bools stay bools)."""
    return _unary(_square, x, out, dtype, kwargs, "square")


def sign(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.sign, x, out, dtype, kwargs, "sign")


def negative(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.negative, x, out, dtype, kwargs, "negative")


def positive(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.positive, x, out, dtype, kwargs, "positive")


def isnan(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.isnan, x, out, dtype, kwargs, "isnan")


def isfinite(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.isfinite, x, out, dtype, kwargs, "isfinite")


def isinf(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.isinf, x, out, dtype, kwargs, "isinf")


def logical_not(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(el.logical_not, x, out, dtype, kwargs, "logical_not")


def _signbit(a: Array) -> Any:
    return el.signbit(a) if is_float_dtype(a.dtype) else el.less(a, False if is_bool_dtype(a.dtype) else 0)


def signbit(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    """``numpy.signbit``: also for integers (``x < 0``) and bools (False)."""
    return _unary(_signbit, x, out, dtype, kwargs, "signbit")


def _posinf(a: Array) -> Any:
    return el.logical_and(el.isinf(a), el.greater(a, 0))


def _neginf(a: Array) -> Any:
    return el.logical_and(el.isinf(a), el.less(a, 0))


def isposinf(x: Any, /, out: Any = None) -> Any:
    return _unary(_posinf, x, out, None, {}, "isposinf")


def isneginf(x: Any, /, out: Any = None) -> Any:
    return _unary(_neginf, x, out, None, {}, "isneginf")


def _deg2rad(a: Array) -> Any:
    return el.multiply(_as_float(a), 0.017453292519943295)


def _rad2deg(a: Array) -> Any:
    return el.multiply(_as_float(a), 57.29577951308232)


def _as_float(a: Array) -> Any:
    """Integers and bools as NumPy's float functions read them (int8 -> float16, ...)."""
    compute, _ = _RULES.unary("float", a.dtype, name("deg2rad"))
    return a if compute == a.dtype else astype(a, compute)


def deg2rad(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(_deg2rad, x, out, dtype, kwargs, "deg2rad")


def rad2deg(x: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _unary(_rad2deg, x, out, dtype, kwargs, "rad2deg")


def real(val: Any, /) -> Any:
    return _unary(el.real, val, None, None, {}, "real")


def imag(val: Any, /) -> Any:
    return _unary(el.imag, val, None, None, {}, "imag")


def _conj(a: Array) -> Any:
    if is_complex_dtype(a.dtype):
        return el.conj(a)
    return el.positive(astype(a, "int8") if is_bool_dtype(a.dtype) else a)  # NumPy: no bool loop, int8


def conj(x: Any, /, out: Any = None, **kwargs: Any) -> Any:
    """``numpy.conj``: a copy for real arrays, int8 for bools."""
    return _unary(_conj, x, out, None, kwargs, "conj")


conjugate = conj


def add(x1: Any, x2: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    """``numpy.add``: Python scalars take the array's dtype where they fit (NEP 50)."""
    return _binary(el.add, x1, x2, out, dtype, kwargs, "add")


def subtract(x1: Any, x2: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _binary(el.subtract, x1, x2, out, dtype, kwargs, "subtract")


def multiply(x1: Any, x2: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _binary(el.multiply, x1, x2, out, dtype, kwargs, "multiply")


def divide(x1: Any, x2: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    """``numpy.divide``: integers divide in float64; a Python int with an
    integer array is never cast to the array's dtype (NumPy has no integer loop)."""
    scalars = (bool, int, float, complex)
    a, b = x1 if type(x1) in scalars else to_array(x1, name("divide")), x2
    if (
        type(b) is int
        and isinstance(a, Array)
        and not is_float_dtype(a.dtype)
        and not is_complex_dtype(a.dtype)
    ):
        b = to_array(b, name("divide"))
    if type(x1) is int and type(x2) not in scalars:
        b2 = to_array(x2, name("divide"))
        if not is_float_dtype(b2.dtype) and not is_complex_dtype(b2.dtype):
            a, b = to_array(x1, name("divide")), b2
    return _binary(el.divide, a, b, out, dtype, kwargs, "divide")


true_divide = divide


def floor_divide(x1: Any, x2: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _binary(el.floor_divide, x1, x2, out, dtype, kwargs, "floor_divide")


def power(x1: Any, x2: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _binary(el.pow, x1, x2, out, dtype, kwargs, "power")


def float_power(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    """``numpy.float_power``: in float64 (complex128 for complex operands)."""
    where = name("float_power")
    a, b = to_array(x1, where), to_array(x2, where)
    wide = "complex128" if "complex" in a.dtype or "complex" in b.dtype else "float64"
    return _binary(el.pow, astype(a, wide), astype(b, wide), out, None, kwargs, "float_power")


def _remainder(a: Any, b: Any) -> Any:
    if all(isinstance(v, Array) and is_bool_dtype(v.dtype) for v in (a, b)):  # NumPy's loop: int8
        a, b = astype(a, "int8"), astype(b, "int8")
    return el.remainder(a, b)


def remainder(x1: Any, x2: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _binary(_remainder, x1, x2, out, dtype, kwargs, "remainder")


mod = remainder


def maximum(x1: Any, x2: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _binary(el.maximum, x1, x2, out, dtype, kwargs, "maximum")


def minimum(x1: Any, x2: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _binary(el.minimum, x1, x2, out, dtype, kwargs, "minimum")


def arctan2(x1: Any, x2: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _binary(el.atan2, x1, x2, out, dtype, kwargs, "arctan2")


def hypot(x1: Any, x2: Any, /, out: Any = None, *, dtype: Any = None, **kwargs: Any) -> Any:
    return _binary(el.hypot, x1, x2, out, dtype, kwargs, "hypot")


def logical_and(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(el.logical_and, x1, x2, out, None, kwargs, "logical_and")


def logical_or(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(el.logical_or, x1, x2, out, None, kwargs, "logical_or")


def logical_xor(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(el.logical_xor, x1, x2, out, None, kwargs, "logical_xor")


def equal(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(el.equal, x1, x2, out, None, kwargs, "equal")


def not_equal(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(el.not_equal, x1, x2, out, None, kwargs, "not_equal")


def less(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(el.less, x1, x2, out, None, kwargs, "less")


def less_equal(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(el.less_equal, x1, x2, out, None, kwargs, "less_equal")


def greater(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(el.greater, x1, x2, out, None, kwargs, "greater")


def greater_equal(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(el.greater_equal, x1, x2, out, None, kwargs, "greater_equal")


def nextafter(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(el.nextafter, x1, x2, out, None, kwargs, "nextafter")


def copysign(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(el.copysign, x1, x2, out, None, kwargs, "copysign")


def bitwise_and(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(and_, x1, x2, out, None, kwargs, "bitwise_and")


def bitwise_or(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(or_, x1, x2, out, None, kwargs, "bitwise_or")


def bitwise_xor(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    return _binary(xor_, x1, x2, out, None, kwargs, "bitwise_xor")


def _fabs(a: Array) -> Any:
    return el.abs(_as_float(a))


def fabs(x: Any, /, out: Any = None, **kwargs: Any) -> Any:
    """``numpy.fabs``: the absolute value as a float (int8 -> float16, int32 -> float64)."""
    return _unary(_fabs, x, out, None, kwargs, "fabs")
