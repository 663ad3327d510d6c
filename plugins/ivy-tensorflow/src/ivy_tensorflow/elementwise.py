"""Elementwise functions. Inputs arrive promoted to one dtype (floating for
divide and the transcendental functions).

Each function calls the TensorFlow op directly; only when TensorFlow raises
for the dtype does a fallback run, which emulates NumPy's result exactly:

* unsigned integers: +, -, *, negation are bit-identical on the signed type
  of the same width (two's complement), so they run there through bitcasts;
  integer powers run in int64, whose wrap-around reduces exactly to the
  narrower width (uint64 via bitcast, see ``_pow_uint64``);
* float16/bfloat16 where a build lacks the kernel: computed in float32 and
  rounded, which is what NumPy (and ml_dtypes) do;
* bool: add is logical or, multiply logical and (NumPy's ufunc loops);
  subtract, negative and pow are declared unsupported for bool (NumPy and
  PyTorch refuse them too; NumPy's bool ** bool answers in int8);
* complex less/greater: NumPy's lexicographic order.

Shape errors are raised as ValueError, as NumPy does. The ops are called
through ``tf.raw_ops`` (public and stable): the inputs are already tensors of
one dtype, so the conversion and dispatch layers of ``tf.math`` would only
add per-call overhead.
"""

from __future__ import annotations

import math
from typing import Any

from ._framework import has_zero, np, tf, zero
from ._special import complex_expm1, complex_sign, complex_sqrt, complex_tanh
from ._util import HALF, KERNEL_ERRORS, SIGNED_OF, UNSIGNED, reraise

_R = tf.raw_ops
# ``x.dtype is tf.bool``: a tensor's dtype is TensorFlow's interned DType object,
# and ``==`` (DType.__eq__ converts its operand) costs ~0.6 us a call.


def _op2(name: str) -> Any:
    raw = getattr(_R, name)
    return lambda x1, x2: raw(x=x1, y=x2)


def _op1(name: str) -> Any:
    raw = getattr(_R, name)
    return lambda x: raw(x=x)


_add, _sub, _mul, _div, _pow = (_op2(n) for n in ("AddV2", "Sub", "Mul", "RealDiv", "Pow"))
_less, _greater, _or, _and = (_op2(n) for n in ("Less", "Greater", "LogicalOr", "LogicalAnd"))
_neg, _not = _op1("Neg"), _op1("LogicalNot")

__all__ = [
    "add", "subtract", "multiply", "divide", "pow", "negative", "abs",
    "exp", "log", "sqrt", "sin", "cos", "tan", "tanh",
    "equal", "less", "greater", "logical_not",
]  # fmt: skip


def _no_bool(name: str, hint: str) -> TypeError:
    return TypeError(
        f"ivy_core.{name} (backend 'tensorflow'): bool input is not supported "
        f"(as in NumPy and PyTorch); use {hint}"
    )


def _binary_fallback(
    op: Any, x1: Any, x2: Any, exc: Exception, bool_op: Any, name: str, hint: str = ""
) -> Any:
    dt = x1.dtype
    try:
        if dt == tf.bool:
            if bool_op is None:
                raise _no_bool(name, hint)
            return bool_op(x1, x2)
        signed = SIGNED_OF.get(dt)
        if signed is not None:
            return tf.bitcast(op(tf.bitcast(x1, signed), tf.bitcast(x2, signed)), dt)
        if dt in HALF:
            return tf.cast(op(tf.cast(x1, tf.float32), tf.cast(x2, tf.float32)), dt)
    except KERNEL_ERRORS as again:
        raise reraise(again)  # noqa: B904
    raise reraise(exc)


def add(x1: Any, x2: Any, /) -> Any:
    try:
        return _R.AddV2(x=x1, y=x2)
    except KERNEL_ERRORS as exc:
        return _binary_fallback(_add, x1, x2, exc, _or, "add")


def subtract(x1: Any, x2: Any, /) -> Any:
    try:
        return _R.Sub(x=x1, y=x2)
    except KERNEL_ERRORS as exc:
        return _binary_fallback(_sub, x1, x2, exc, None, "subtract", "ivy_core.logical_xor or cast first")


def multiply(x1: Any, x2: Any, /) -> Any:
    try:
        return _R.Mul(x=x1, y=x2)
    except KERNEL_ERRORS as exc:
        return _binary_fallback(_mul, x1, x2, exc, _and, "multiply")


def _complex_by_zero(x1: Any, x2: Any, r: Any) -> Any:
    # NumPy divides a complex number by 0 part by part (a/0 + b/0 j: inf or
    # nan per part); TensorFlow's kernel gives nan+nanj.
    re, im = tf.math.real(x1), tf.math.imag(x1)
    z = zero(re.dtype, re)
    by_zero = tf.complex(re / z, im / z)
    return _R.SelectV2(condition=_R.Equal(x=x2, y=_zero(x2)), t=by_zero, e=r)


def divide(x1: Any, x2: Any, /) -> Any:
    try:
        r = _R.RealDiv(x=x1, y=x2)
        return _complex_by_zero(x1, x2, r) if x1.dtype.is_complex else r
    except KERNEL_ERRORS as exc:
        return _binary_fallback(_div, x1, x2, exc, None, "divide")


_BIG_EXPONENT = 1 << 62


def _pow_uint64(x1: Any, x2: Any) -> Any:
    # Base: bitcast to int64, congruent mod 2**64. Exponent e >= 2**62 (which
    # int64 cannot hold as a non-negative value, or could but only after
    # 2**62): odd bases have order dividing 2**62 mod 2**64 and even bases
    # reach 0 after 64 steps, so e and 2**62 + e mod 2**62 give the same power.
    base = tf.bitcast(x1, tf.int64)
    e = tf.bitcast(x2, tf.int64)
    big = tf.logical_or(e < 0, e >= _BIG_EXPONENT)
    e = tf.where(big, tf.bitwise.bitwise_or(tf.bitwise.bitwise_and(e, _BIG_EXPONENT - 1), _BIG_EXPONENT), e)
    return tf.bitcast(tf.pow(base, e), tf.uint64)


def pow(x1: Any, x2: Any, /) -> Any:
    try:
        return _R.Pow(x=x1, y=x2)
    except KERNEL_ERRORS as exc:
        dt = x1.dtype
        try:
            if dt == tf.uint64:
                return _pow_uint64(x1, x2)
            if dt in UNSIGNED:
                # Zero-extended into int64: powers wrap mod 2**64, which
                # reduces exactly to the narrower width.
                return tf.cast(tf.math.pow(tf.cast(x1, tf.int64), tf.cast(x2, tf.int64)), dt)
            if dt in HALF:
                return tf.cast(tf.math.pow(tf.cast(x1, tf.float32), tf.cast(x2, tf.float32)), dt)
        except KERNEL_ERRORS as again:
            raise reraise(again)  # noqa: B904
        # Includes "Integers to negative integer powers are not allowed." (ValueError, as NumPy)
        raise reraise(exc)  # noqa: B904


def negative(x: Any, /) -> Any:
    try:
        return _R.Neg(x=x)
    except KERNEL_ERRORS as exc:
        dt = x.dtype
        if dt == tf.bool:
            raise _no_bool("negative", "ivy_core.logical_not") from None
        signed = SIGNED_OF.get(dt)
        if signed is not None:  # modular negation, as NumPy wraps
            return tf.bitcast(_neg(tf.bitcast(x, signed)), dt)
        if dt in HALF:
            return tf.cast(_neg(tf.cast(x, tf.float32)), dt)
        raise reraise(exc)  # noqa: B904


def abs(x: Any, /) -> Any:
    try:
        if x.dtype.is_complex:
            return _R.ComplexAbs(x=x, Tout=x.dtype.real_dtype)
        return _R.Abs(x=x)
    except KERNEL_ERRORS as exc:
        dt = x.dtype
        if dt in UNSIGNED or dt == tf.bool:
            return x  # |x| is x (NumPy keeps the dtype)
        if dt in HALF:
            return tf.cast(_R.Abs(x=tf.cast(x, tf.float32)), dt)
        raise reraise(exc)  # noqa: B904


def _unary_float(op: Any) -> Any:
    def fn(x: Any, /) -> Any:
        try:
            return op(x)
        except KERNEL_ERRORS as exc:
            if x.dtype in HALF:
                return tf.cast(op(tf.cast(x, tf.float32)), x.dtype)
            raise reraise(exc)  # noqa: B904

    return fn


def _log_modulus(re: Any, im: Any) -> Any:
    """``log(hypot(re, im))`` without overflow or underflow in between (TF's
    complex Log squares the parts: NaN for tiny or huge moduli). NaN unless
    a part is infinite (then +inf), as NumPy."""
    a, b = _R.Abs(x=re), _R.Abs(x=im)
    big, small = _R.Maximum(x=a, y=b), _R.Minimum(x=a, y=b)
    zero = _R.Equal(x=big, y=_zero(big))
    ratio = _R.DivNoNan(x=small, y=big)
    r = _R.AddV2(x=_R.Log(x=big), y=0.5 * _R.Log1p(x=ratio * ratio))
    r = _R.SelectV2(condition=zero, t=tf.constant(-np.inf, r.dtype), e=r)
    nan = _R.LogicalOr(x=_R.IsNan(x=re), y=_R.IsNan(x=im))
    r = _R.SelectV2(condition=nan, t=tf.constant(np.nan, r.dtype), e=r)
    inf = _R.LogicalOr(x=_R.IsInf(x=re), y=_R.IsInf(x=im))
    return _R.SelectV2(condition=inf, t=tf.constant(np.inf, r.dtype), e=r)


def _complex_log(z: Any) -> Any:
    re, im = tf.math.real(z), tf.math.imag(z)
    return tf.complex(_log_modulus(re, im), tf.math.angle(z))


def _complex_log1p(z: Any) -> Any:
    """``log(1 + z)`` as NumPy gives it at -1 (-inf+0j) and at infinities,
    with ``log1p`` accuracy for the real part when ``|1 + z|`` is near 1."""
    x, y = tf.math.real(z), tf.math.imag(z)
    x1 = x + 1.0
    # |1 + z|**2 - 1 = x * (2 + x) + y * y, exact enough where it is small
    near = x * (x + 2.0) + y * y
    use_near = _R.LogicalAnd(x=_R.Greater(x=near, y=-0.5), y=_R.Less(x=near, y=1.0))
    re = _R.SelectV2(condition=use_near, t=0.5 * _R.Log1p(x=near), e=_log_modulus(x1, y))
    return tf.complex(re, tf.math.atan2(y, x1))


def _log(x: Any) -> Any:
    return _complex_log(x) if x.dtype.is_complex else _R.Log(x=x)


exp = _unary_float(_op1("Exp"))
log = _unary_float(_log)
sqrt = _unary_float(lambda x: complex_sqrt(x, _R.Sqrt(x=x)) if x.dtype.is_complex else _R.Sqrt(x=x))
sin = _unary_float(_op1("Sin"))
cos = _unary_float(_op1("Cos"))
tan = _unary_float(_op1("Tan"))
tanh = _unary_float(lambda x: complex_tanh(x, _R.Tanh(x=x)) if x.dtype.is_complex else _R.Tanh(x=x))
for _fn, _name in (
    (exp, "exp"),
    (log, "log"),
    (sqrt, "sqrt"),
    (sin, "sin"),
    (cos, "cos"),
    (tan, "tan"),
    (tanh, "tanh"),
):
    _fn.__name__ = _fn.__qualname__ = _name


def equal(x1: Any, x2: Any, /) -> Any:
    try:
        return _R.Equal(x=x1, y=x2)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def _complex_less(a: Any, b: Any) -> Any:
    # NumPy's order for complex numbers (npy_math CLT):
    # (ar < br and ai, bi not NaN) or (ar == br and ai < bi)
    ar, ai, br, bi = tf.math.real(a), tf.math.imag(a), tf.math.real(b), tf.math.imag(b)
    first = tf.math.logical_and(ar < br, tf.math.logical_and(ai == ai, bi == bi))
    return tf.math.logical_or(first, tf.math.logical_and(ar == br, ai < bi))


def _compare_fallback(x1: Any, x2: Any, exc: Exception) -> Any:
    dt = x1.dtype
    try:
        if dt == tf.bool:
            return _less(tf.cast(x1, tf.int8), tf.cast(x2, tf.int8))
        if dt.is_complex:
            return _complex_less(x1, x2)
        if dt in HALF:
            return _less(tf.cast(x1, tf.float32), tf.cast(x2, tf.float32))
    except KERNEL_ERRORS as again:
        raise reraise(again)  # noqa: B904
    raise reraise(exc)


def less(x1: Any, x2: Any, /) -> Any:
    try:
        return _R.Less(x=x1, y=x2)
    except KERNEL_ERRORS as exc:
        return _compare_fallback(x1, x2, exc)


def greater(x1: Any, x2: Any, /) -> Any:
    try:
        return _R.Greater(x=x1, y=x2)
    except KERNEL_ERRORS as exc:
        return _compare_fallback(x2, x1, exc)


def logical_not(x: Any, /) -> Any:
    if x.dtype is tf.bool:
        return _R.LogicalNot(x=x)
    return _R.Equal(x=x, y=_zero(x))  # nonzero (NaN included) is true


# --- Array API standard 2024.12: the remaining elementwise functions -----------------
#
# Where TensorFlow has no op (trunc, log2, log10, logaddexp, hypot, copysign,
# signbit, isnan & co. on integers, shifts by the bit width or more), the
# function is composed of exact operations, or of the formulas NumPy's own
# loops use (logaddexp, hypot) within the dtype's rounding.

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

_INTS = frozenset((tf.int8, tf.int16, tf.int32, tf.int64)) | UNSIGNED
_INTEGRAL = _INTS | {tf.bool}
#: Floating dtype -> the signed integer dtype of its width (for the sign bit).
_BITS_OF = {tf.bfloat16: tf.int16, tf.float16: tf.int16, tf.float32: tf.int32, tf.float64: tf.int64}


def _errors(fn: Any) -> Any:
    """Raise TensorFlow's errors for bad shapes as ValueError (as NumPy does)."""

    def wrapped(*args: Any) -> Any:
        try:
            return fn(*args)
        except KERNEL_ERRORS as exc:
            raise reraise(exc)  # noqa: B904

    wrapped.__name__ = wrapped.__qualname__ = fn.__name__
    return wrapped


def _zero(x: Any) -> Any:
    return zero(x.dtype, x)


def _in_float32(op: Any, *xs: Any) -> Any:
    """``op`` on half-precision inputs, computed in float32 and rounded (as NumPy does)."""
    dt = xs[0].dtype
    return tf.cast(op(*(tf.cast(x, tf.float32) for x in xs)), dt)


def _float_op(op: Any, name: str) -> Any:
    """A floating function: the op, or float32 for half types a build lacks."""

    def fn(*xs: Any) -> Any:
        try:
            return op(*xs)
        except KERNEL_ERRORS as exc:
            if xs[0].dtype in HALF:
                try:
                    return _in_float32(op, *xs)
                except KERNEL_ERRORS as again:
                    raise reraise(again)  # noqa: B904
            raise reraise(exc)  # noqa: B904

    fn.__name__ = fn.__qualname__ = name
    return fn


asin = _float_op(_op1("Asin"), "asin")
acos = _float_op(_op1("Acos"), "acos")
atan = _float_op(_op1("Atan"), "atan")
sinh = _float_op(_op1("Sinh"), "sinh")
cosh = _float_op(_op1("Cosh"), "cosh")
asinh = _float_op(_op1("Asinh"), "asinh")
acosh = _float_op(_op1("Acosh"), "acosh")
atanh = _float_op(_op1("Atanh"), "atanh")
expm1 = _float_op(lambda x: complex_expm1(x, _R.Expm1(x=x)) if x.dtype.is_complex else _R.Expm1(x=x), "expm1")
log1p = _float_op(lambda x: _complex_log1p(x) if x.dtype.is_complex else _R.Log1p(x=x), "log1p")
reciprocal = _float_op(_op1("Reciprocal"), "reciprocal")


def _log_base(base: float, name: str) -> Any:
    # TensorFlow has no log2/log10 op: log(x) / log(base), within a rounding or two.
    def op(x: Any) -> Any:
        if x.dtype.is_complex:  # part by part: complex division turns inf into NaN
            z, c = _complex_log(x), tf.constant(math.log(base), x.dtype.real_dtype)
            return tf.complex(_R.RealDiv(x=tf.math.real(z), y=c), _R.RealDiv(x=tf.math.imag(z), y=c))
        return _R.RealDiv(x=_R.Log(x=x), y=tf.constant(math.log(base), x.dtype))

    return _float_op(op, name)


log2 = _log_base(2.0, "log2")
log10 = _log_base(10.0, "log10")


def positive(x: Any, /) -> Any:
    return _R.Identity(input=x)


@_errors
def square(x: Any, /) -> Any:
    try:
        return _R.Square(x=x)
    except KERNEL_ERRORS:
        signed = SIGNED_OF.get(x.dtype)
        if signed is not None:  # modular, as on the signed type of the width
            return tf.bitcast(_R.Square(x=tf.bitcast(x, signed)), x.dtype)
        if x.dtype in HALF:
            return _in_float32(lambda v: _R.Square(x=v), x)
        raise


@_errors
def sign(x: Any, /) -> Any:
    if x.dtype in UNSIGNED:  # no kernel: 1 where nonzero
        return tf.cast(_R.NotEqual(x=x, y=_zero(x)), x.dtype)
    try:
        if x.dtype.is_complex:  # x / |x|, NaN + NaN j where a part is NaN
            return complex_sign(x, _R.Sign(x=x))
        return _R.Sign(x=x)
    except KERNEL_ERRORS:
        if x.dtype in HALF:
            return _in_float32(lambda v: _R.Sign(x=v), x)
        raise


def _trunc(x: Any) -> Any:
    # No Trunc op: ceil below zero, floor above (ceil(-0.5) is -0.0, as NumPy).
    return _R.SelectV2(condition=_R.Less(x=x, y=_zero(x)), t=_R.Ceil(x=x), e=_R.Floor(x=x))


def _integral_unchanged(op: Any, name: str) -> Any:
    fop = _float_op(op, name)

    def fn(x: Any, /) -> Any:
        if x.dtype in _INTEGRAL:
            return x  # already integral (tensors are immutable)
        return fop(x)

    fn.__name__ = fn.__qualname__ = name
    return fn


floor = _integral_unchanged(_op1("Floor"), "floor")
ceil = _integral_unchanged(_op1("Ceil"), "ceil")
trunc = _integral_unchanged(_trunc, "trunc")
_round_real = _float_op(_op1("Round"), "round")  # halves to even
_floormod = _float_op(_op2("FloorMod"), "remainder")
_floordiv = _float_op(_op2("FloorDiv"), "floor_divide")
_less_equal = _float_op(_op2("LessEqual"), "less_equal")


def round(x: Any, /) -> Any:
    if x.dtype in _INTEGRAL:
        return x
    if x.dtype.is_complex:  # no kernel: round both parts (exact)
        return tf.complex(_round_real(tf.math.real(x)), _round_real(tf.math.imag(x)))
    return _round_real(x)




# TensorFlow's floormod (Python's %) gives +0 for 0 % -2 where the standard
# says -0: a fix-up (sign(x2) * |r|) measured 3.2x the native call on small
# arrays, each eager op costing ~10 us; docs/known-gaps.rst lists it.
remainder = _floormod


floor_divide = _floordiv


_max_op = _float_op(_op2("Maximum"), "maximum")
_min_op = _float_op(_op2("Minimum"), "minimum")


def maximum(x1: Any, x2: Any, /) -> Any:
    if x1.dtype is tf.bool:
        return _errors(_or)(x1, x2)
    return _max_op(x1, x2)  # NaN propagates


def minimum(x1: Any, x2: Any, /) -> Any:
    if x1.dtype is tf.bool:
        return _errors(_and)(x1, x2)
    return _min_op(x1, x2)


def _bound(b: Any, x: Any) -> Any:
    if isinstance(b, (int, float)):  # NumPy keeps the sign of a zero (see has_zero)
        return tf.constant(np.asarray(b, x.dtype.as_numpy_dtype) if has_zero(b) else b, x.dtype)
    return tf.convert_to_tensor(b)


def clip(x: Any, /, min: Any = None, max: Any = None) -> Any:
    # ivy_core has checked the bounds: None, a tensor of x's dtype or a number
    # (an int within the range of an integer x).
    r = x
    if min is not None:
        r = _max_op(r, _bound(min, x))  # broadcasts; NaN in x stays NaN
    if max is not None:
        r = _min_op(r, _bound(max, x))
    return r


@_errors
def not_equal(x1: Any, x2: Any, /) -> Any:
    return _R.NotEqual(x=x1, y=x2)


def _complex_less_equal(a: Any, b: Any) -> Any:
    # NumPy's order for complex numbers (npy_math CLE):
    # (ar < br and ai, bi not NaN) or (ar == br and ai <= bi)
    ar, ai, br, bi = tf.math.real(a), tf.math.imag(a), tf.math.real(b), tf.math.imag(b)
    first = tf.math.logical_and(ar < br, tf.math.logical_and(ai == ai, bi == bi))
    return tf.math.logical_or(first, tf.math.logical_and(ar == br, ai <= bi))


@_errors
def less_equal(x1: Any, x2: Any, /) -> Any:
    dt = x1.dtype
    if dt == tf.bool:
        return _R.LessEqual(x=tf.cast(x1, tf.int8), y=tf.cast(x2, tf.int8))
    if dt.is_complex:
        return _complex_less_equal(x1, x2)
    return _less_equal(x1, x2)


def greater_equal(x1: Any, x2: Any, /) -> Any:
    return less_equal(x2, x1)


def _truth(x: Any) -> Any:
    return x if x.dtype is tf.bool else _R.NotEqual(x=x, y=_zero(x))  # nonzero (NaN included) is true


@_errors
def logical_and(x1: Any, x2: Any, /) -> Any:
    return _R.LogicalAnd(x=_truth(x1), y=_truth(x2))


@_errors
def logical_or(x1: Any, x2: Any, /) -> Any:
    return _R.LogicalOr(x=_truth(x1), y=_truth(x2))


@_errors
def logical_xor(x1: Any, x2: Any, /) -> Any:
    return _R.NotEqual(x=_truth(x1), y=_truth(x2))


def _parts_any(op: Any, x: Any) -> Any:
    return _R.LogicalOr(x=op(tf.math.real(x)), y=op(tf.math.imag(x)))


def _is_special(op: Any, name: str, integral: bool) -> Any:
    fop = _float_op(op, name)

    def fn(x: Any, /) -> Any:
        dt = x.dtype
        if dt in _INTEGRAL:
            return tf.fill(tf.shape(x), integral)
        if dt.is_complex:
            if integral:  # isfinite: both parts finite
                return _R.LogicalAnd(x=fop(tf.math.real(x)), y=fop(tf.math.imag(x)))
            return _parts_any(fop, x)
        return fop(x)

    fn.__name__ = fn.__qualname__ = name
    return fn


isnan = _is_special(_op1("IsNan"), "isnan", False)
isinf = _is_special(_op1("IsInf"), "isinf", False)
isfinite = _is_special(_op1("IsFinite"), "isfinite", True)


def _signbit(x: Any) -> Any:
    # The sign bit itself: true for -0.0 and negative NaN too.
    return _R.Less(x=tf.bitcast(x, _BITS_OF[x.dtype]), y=zero(_BITS_OF[x.dtype], x))


signbit = _signbit  # inputs are floating here (ivy_core casts integers)


_NOT_INTEGER = "the Array API standard defines bitwise operations for integer and bool input only"
_NOT_INTEGER_SHIFT = "the Array API standard defines shifts for integer input only (NumPy and PyTorch do not shift bool in bool)"


def _bitwise(raw: str, bool_op: Any, name: str) -> Any:
    op = getattr(_R, raw)

    @_errors
    def fn(x1: Any, x2: Any, /) -> Any:
        if x1.dtype is tf.bool:
            return bool_op(x1, x2)
        return op(x=x1, y=x2)

    fn.__name__ = fn.__qualname__ = name
    return fn


bitwise_and = _bitwise("BitwiseAnd", _and, "bitwise_and")
bitwise_or = _bitwise("BitwiseOr", _or, "bitwise_or")
bitwise_xor = _bitwise("BitwiseXor", lambda a, b: _R.NotEqual(x=a, y=b), "bitwise_xor")


def bitwise_invert(x: Any, /) -> Any:
    if x.dtype is tf.bool:
        return _R.LogicalNot(x=x)
    return _R.Invert(x=x)


def _shift_count(x1: Any, x2: Any) -> tuple[Any, Any]:
    """(x2 >= width, x2 clamped to width - 1). TensorFlow leaves shifts by the
    bit width or more undefined; NumPy, PyTorch and JAX shift every bit out."""
    last = tf.constant(x1.dtype.size * 8 - 1, x1.dtype)
    out_of_range = _R.Greater(x=x2, y=last)
    return out_of_range, _R.SelectV2(condition=out_of_range, t=last, e=x2)


@_errors
def bitwise_left_shift(x1: Any, x2: Any, /) -> Any:
    out_of_range, count = _shift_count(x1, x2)
    return _R.SelectV2(condition=out_of_range, t=_zero(x1), e=_R.LeftShift(x=x1, y=count))


@_errors
def bitwise_right_shift(x1: Any, x2: Any, /) -> Any:
    out_of_range, count = _shift_count(x1, x2)
    r = _R.RightShift(x=x1, y=count)  # arithmetic for signed types
    if x1.dtype in UNSIGNED:
        return _R.SelectV2(condition=out_of_range, t=_zero(x1), e=r)
    return r  # shifting by width - 1 already gives 0, or -1 below zero


def _real_only(op: Any, name: str) -> Any:
    return _float_op(op, name)


# Inputs are floating here (ivy_core casts integers first).
atan2 = _real_only(lambda y, x: _R.Atan2(y=y, x=x), "atan2")


def _logaddexp(a: Any, b: Any) -> Any:
    # max + log1p(exp(-|a - b|)); equal inputs (infinities included) give a + log(2).
    m = _R.Maximum(x=a, y=b)
    d = _R.Abs(x=_R.Sub(x=a, y=b))
    r = _R.AddV2(x=m, y=_R.Log1p(x=_R.Exp(x=_R.Neg(x=d))))
    return _R.SelectV2(
        condition=_R.Equal(x=a, y=b), t=_R.AddV2(x=a, y=tf.constant(math.log(2.0), a.dtype)), e=r
    )


def _hypot(a: Any, b: Any) -> Any:
    # big * sqrt(1 + (small / big)**2): no overflow; an infinite input gives
    # inf even when the other is NaN (as C's hypot).
    a, b = _R.Abs(x=a), _R.Abs(x=b)
    big, small = _R.Maximum(x=a, y=b), _R.Minimum(x=a, y=b)
    q = _R.RealDiv(x=small, y=big)
    r = _R.Mul(x=big, y=_R.Sqrt(x=_R.AddV2(x=tf.ones((), a.dtype), y=_R.Square(x=q))))
    r = _R.SelectV2(condition=_R.Equal(x=big, y=_zero(a)), t=_zero(a), e=r)
    inf = tf.constant(float("inf"), a.dtype)
    any_inf = _R.LogicalOr(x=_R.Equal(x=a, y=inf), y=_R.Equal(x=b, y=inf))
    return _R.SelectV2(condition=any_inf, t=inf, e=r)


def _copysign(a: Any, b: Any) -> Any:
    mag = _R.Abs(x=a)
    return _R.SelectV2(condition=_signbit(b), t=_R.Neg(x=mag), e=mag)


logaddexp = _real_only(_logaddexp, "logaddexp")
hypot = _real_only(_hypot, "hypot")
copysign = _real_only(_copysign, "copysign")


def _nextafter_half(x1: Any, x2: Any) -> Any:
    # tf.math.nextafter has float32/float64 kernels only; the next
    # half-precision value is one step of the bit pattern: +1 moves away from
    # zero (for either sign), -1 toward it. From zero, the smallest subnormal
    # with the sign of x2; equal inputs give x2; NaN gives NaN.
    dt, ib = x1.dtype, _BITS_OF[x1.dtype]
    bits = tf.bitcast(x1, ib)
    zero = _zero(x1)
    away = _R.Equal(x=_R.Less(x=x1, y=x2), y=_R.Greater(x=x1, y=zero))
    step = _R.SelectV2(condition=away, t=tf.ones((), ib), e=tf.constant(-1, ib))
    r = tf.bitcast(_R.AddV2(x=bits, y=step), dt)
    tiny = tf.bitcast(tf.constant(1, ib), dt)
    r = _R.SelectV2(condition=_R.Equal(x=x1, y=zero), t=_copysign(tiny, x2), e=r)
    r = _R.SelectV2(condition=_R.Equal(x=x1, y=x2), t=x2, e=r)
    nan = _R.LogicalOr(x=_R.IsNan(x=x1), y=_R.IsNan(x=x2))
    return _R.SelectV2(condition=nan, t=tf.constant(float("nan"), dt), e=r)


@_errors
def nextafter(x1: Any, x2: Any, /) -> Any:
    if x1.dtype in HALF:
        return _nextafter_half(x1, x2)
    return _R.NextAfter(x1=x1, x2=x2)


def real(x: Any, /) -> Any:
    return tf.math.real(x) if x.dtype.is_complex else x


def imag(x: Any, /) -> Any:
    return tf.math.imag(x) if x.dtype.is_complex else tf.zeros_like(x)


def conj(x: Any, /) -> Any:
    return _R.Conj(input=x) if x.dtype.is_complex else x
