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

from typing import Any

from ivy_core.plugin import with_unsupported_dtypes

from ._runtime import tf
from ._util import HALF, KERNEL_ERRORS, SIGNED_OF, UNSIGNED, reraise

_R = tf.raw_ops


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


_NO_BOOL = (
    "NumPy and PyTorch refuse bool subtraction, negation and powers (NumPy's bool ** bool "
    "gives int8, not the promoted bool), so no backend has a result to match"
)


@with_unsupported_dtypes({"2.21.0 and below": ("bool",)}, reason=_NO_BOOL)
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
    zero = tf.zeros((), re.dtype)
    by_zero = tf.complex(re / zero, im / zero)
    return _R.SelectV2(condition=_R.Equal(x=x2, y=tf.zeros((), x2.dtype)), t=by_zero, e=r)


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


@with_unsupported_dtypes({"2.21.0 and below": ("bool",)}, reason=_NO_BOOL)
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


@with_unsupported_dtypes({"2.21.0 and below": ("bool",)}, reason=_NO_BOOL)
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


exp = _unary_float(_op1("Exp"))
log = _unary_float(_op1("Log"))
sqrt = _unary_float(_op1("Sqrt"))
sin = _unary_float(_op1("Sin"))
cos = _unary_float(_op1("Cos"))
tan = _unary_float(_op1("Tan"))
tanh = _unary_float(_op1("Tanh"))
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
    if x.dtype == tf.bool:
        return _R.LogicalNot(x=x)
    return _R.Equal(x=x, y=tf.zeros((), x.dtype))  # nonzero (NaN included) is true
