"""The Array API standard's complex special values where TensorFlow's
kernels differ (``expm1``, ``sqrt``, ``sign``), as selects on the parts:
they run only for complex input and stay inside ``tf.function``."""

from __future__ import annotations

from typing import Any

from ._framework import np, tf, zero

_R = tf.raw_ops

__all__ = ["complex_expm1", "complex_sign", "complex_sqrt", "complex_tanh"]


def _parts(z: Any) -> tuple[Any, Any]:
    return _R.Real(input=z, Tout=z.dtype.real_dtype), _R.Imag(input=z, Tout=z.dtype.real_dtype)


def _const(v: float, like: Any) -> Any:
    return tf.constant(v, like.dtype)


def _finite(z: Any) -> Any:
    a, b = _parts(z)
    return _R.LogicalAnd(x=_R.IsFinite(x=a), y=_R.IsFinite(x=b))


def complex_expm1(z: Any, r: Any) -> Any:
    """``r`` (TensorFlow's expm1 of ``z``, NaN + NaN j wherever a part is
    infinite or NaN), with exp(z) - 1 there and at 0: TensorFlow's exp has
    the special values; the subtraction is done on the real part alone."""
    e = _R.Exp(x=z)
    ea, eb = _parts(e)
    fixed = _R.Complex(real=_R.Sub(x=ea, y=_const(1.0, ea)), imag=eb, Tout=z.dtype)
    at_zero = _R.Equal(x=z, y=zero(z.dtype, z))
    special = _R.LogicalOr(x=_R.LogicalNot(x=_finite(z)), y=at_zero)
    return _R.SelectV2(condition=special, t=fixed, e=r)


def complex_sqrt(z: Any, r: Any) -> Any:
    """C99's csqrt at the infinities, NaNs and the signed zeros: b = +-inf
    gives +inf + b j, a = -inf gives 0 (NaN) + copysign(inf, b) j, a = +inf
    gives inf + 0 (NaN) j, and +-0 +- 0j gives +0 + b j."""
    a, b = _parts(z)
    inf = _const(np.inf, a)
    z0 = zero(a.dtype, a)
    b_inf = _R.IsInf(x=b)
    b_zero_or_nan = _R.Mul(x=b, y=z0)  # +-0 of b's sign, or NaN
    signed_inf = _R.SelectV2(condition=_signbit(b), t=-inf, e=inf)
    re = _R.SelectV2(condition=_R.Equal(x=a, y=-inf), t=_R.Abs(x=b_zero_or_nan), e=inf)
    im = _R.SelectV2(condition=_R.Equal(x=a, y=-inf), t=signed_inf, e=b_zero_or_nan)
    at_inf = _R.Complex(real=re, imag=im, Tout=z.dtype)
    r = _R.SelectV2(condition=_R.IsInf(x=a), t=at_inf, e=r)
    at_zero = _R.LogicalAnd(x=_R.Equal(x=a, y=z0), y=_R.Equal(x=b, y=z0))
    r = _R.SelectV2(condition=at_zero, t=_R.Complex(real=_R.Abs(x=a), imag=b, Tout=z.dtype), e=r)
    return _R.SelectV2(condition=b_inf, t=_R.Complex(real=_R.Abs(x=b), imag=b, Tout=z.dtype), e=r)


def complex_sign(z: Any, r: Any) -> Any:
    """NaN + NaN j where either part is NaN (TensorFlow keeps the other part)."""
    a, b = _parts(z)
    nan = _R.LogicalOr(x=_R.IsNan(x=a), y=_R.IsNan(x=b))
    return _R.SelectV2(condition=nan, t=tf.constant(complex(np.nan, np.nan), z.dtype), e=r)


def _signbit(x: Any) -> Any:
    return _R.Less(x=tf.bitcast(x, _BITS[x.dtype]), y=zero(_BITS[x.dtype], x))


def complex_tanh(z: Any, r: Any) -> Any:
    """At a = +-inf C99 gives +-1 + 0j * sin(2b); the standard gives the zero
    the sign of b (conj flips exactly that sign)."""
    a, b = _parts(z)
    _, rb = _parts(r)
    flip = _R.LogicalAnd(x=_R.IsInf(x=a), y=_R.NotEqual(x=_signbit(rb), y=_signbit(b)))
    return _R.SelectV2(condition=flip, t=_R.Conj(input=r), e=r)


_BITS = {tf.float32: tf.int32, tf.float64: tf.int64}
