"""Elementwise functions. Inputs arrive promoted to one dtype (integer input
of always-floating functions already cast to the default float), so jax's own
promotion never changes the result dtype."""

from __future__ import annotations

from math import copysign as _copysign
from typing import Any

import jax
import jax.numpy as jnp
import numpy as _np

from ._runtime import _CONCRETE as _Concrete

_put = jax.device_put

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
sin = jnp.sin
cos = jnp.cos
tan = jnp.tan
equal = jnp.equal
less = jnp.less
greater = jnp.greater
# Non-bool input counts nonzero as true (the result is x == 0), as ivy_core says.
logical_not = jnp.logical_not


def pow(x1: Any, x2: Any, /) -> Any:
    # A concrete integer exponent with a negative value is refused, as NumPy
    # and TensorFlow refuse it (jnp.power raises TypeError for a scalar one
    # and gives 0 or 1 for an array); a traced one computes what XLA gives.
    if type(x2) is _Concrete and x2.dtype.kind in "iu" and x1.dtype.kind in "iu" and x2.size and _np.asarray(x2).min() < 0:
        raise ValueError(
            "ivy_core.pow (backend 'jax'): an integer base with a negative integer exponent is not "
            "defined (its value is not an integer); cast the base to a floating dtype first"
        )
    return jnp.power(x1, x2)


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
atan = jnp.arctan


def _special() -> Any:
    """``ivy_jax._special``, imported on the first complex input (its
    eleven jitted fix-ups cost about 1 ms to make, which real input never
    needs): the functions below call it while jax traces them."""
    from . import _special as module

    return module


def _complex_fixed(f: Any, name: str) -> Any:
    """``f`` (a jnp function) for real input; complex input goes to
    ``_special``'s function ``name``, with the standard's special values.
    One jitted call inlined into an enclosing trace, as ``f`` is: the dtype
    test runs once per trace, and a real input's compiled call is ``f``'s
    own kernel."""

    def fn(x: Any, /) -> Any:
        if x.dtype.kind == "c":
            return getattr(_special(), name)(x)
        return f(x)

    fn.__name__ = name
    fn.__doc__ = f"jnp.{f.__name__}; complex input: ivy_jax._special.{name}."
    return jax.jit(fn, inline=True)


exp = _complex_fixed(jnp.exp, "exp")
expm1 = _complex_fixed(jnp.expm1, "expm1")
sinh = _complex_fixed(jnp.sinh, "sinh")
cosh = _complex_fixed(jnp.cosh, "cosh")
tanh = _complex_fixed(jnp.tanh, "tanh")
sqrt = _complex_fixed(jnp.sqrt, "sqrt")
acos = _complex_fixed(jnp.arccos, "acos")
acosh = _complex_fixed(jnp.arccosh, "acosh")
asinh = _complex_fixed(jnp.arcsinh, "asinh")
atanh = _complex_fixed(jnp.arctanh, "atanh")


def _sign(x: Any, /) -> Any:
    return _special().sign(x)


_sign.__name__ = "sign"
# x / |x| for complex input; 0 at any zero, -0 too (jnp.sign keeps -0's
# sign where the standard says 0), the select fused into the same call.
sign = jax.jit(_sign, inline=True)


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


# Integer and bool input comes back unchanged from these three.
floor = jnp.floor
ceil = jnp.ceil
trunc = jnp.trunc
signbit = jnp.signbit  # inputs are floating here (ivy_core casts integers first)


def round(x: Any, /) -> Any:
    if x.dtype.kind in "biu":
        return x  # jnp.round refuses bool; integers are already integral
    return jnp.round(x)  # halves to even; complex: both parts


@jax.jit
def remainder(x1: Any, x2: Any, /) -> Any:
    # One jitted call, as jnp.remainder is: the fix fuses into its kernel.
    r = jnp.remainder(x1, x2)  # Python's %, but -0 % 2 == -0 and 0 % -2 == +0
    if not jnp.issubdtype(r.dtype, jnp.floating):
        return r
    # A nonzero r has x2's sign already; a zero takes it too (the standard's).
    return jnp.copysign(r, x2)


@jax.jit
def floor_divide(x1: Any, x2: Any, /) -> Any:
    r = jnp.floor_divide(x1, x2)  # Python's //
    if not jnp.issubdtype(r.dtype, jnp.floating):
        return r
    # With an infinite operand Python's // gives NaN (inf // 2) or -1.0
    # (-3 // inf), and jax loses the sign of some zeros; the standard asks
    # for the quotient there (+-inf, +-0), and for a zero a zero of the
    # quotient's sign.
    q = jnp.true_divide(x1, x2)
    use_q = jnp.isinf(x1) | jnp.isinf(x2) | (r == 0)
    return jnp.where(use_q, jnp.where(r == 0, jnp.copysign(r, q), q), r)


maximum = jnp.maximum  # NaN propagates
minimum = jnp.minimum
# Inputs are floating here (ivy_core casts integers first).
atan2 = jnp.arctan2
logaddexp = jnp.logaddexp
hypot = jnp.hypot
copysign = jnp.copysign
nextafter = jnp.nextafter


#: clip's bounds made from Python numbers, 0-d arrays of x's dtype on the
#: default device, by (type, value, dtype, sign); jax arrays are immutable,
#: so sharing one is safe. NaN bounds are not kept (NaN != NaN).
_bounds: dict[Any, Any] = {}
_BOUNDS_CACHE_SIZE = 256


def _bound(v: Any, dtype: Any) -> Any:
    """``jnp.asarray(v, dtype=dtype)`` for a bound of clip: a Python number
    (converted on the host as jnp.asarray does, and kept), or an array of x's
    dtype, returned as it is."""
    t = type(v)
    if t is not int and t is not float:
        return v if v.dtype == dtype else jnp.asarray(v, dtype=dtype)
    # 0.0 and -0.0 compare equal; the sign tells them apart (floats only: an
    # int may be too large for a float, which the conversion below reports).
    key = (t, v, dtype, _copysign(1.0, v)) if t is float else (t, v, dtype)
    r = _bounds.get(key)
    if r is None:
        r = _put(_np.asarray(v, dtype=dtype))
        if type(r) is not _Concrete or v != v:  # staged inside jax.jit, or NaN: never kept
            return r
        if len(_bounds) >= _BOUNDS_CACHE_SIZE:
            _bounds.clear()
        _bounds[key] = r
    return r


# One jitted call (jax's C++ fast path, one dispatch) instead of two eager
# ops; maximum and minimum are exact, so fusing them changes no value.
_clip_both = jax.jit(lambda x, lo, hi: jnp.minimum(jnp.maximum(x, lo), hi))
_clip_min = jax.jit(lambda x, lo: jnp.maximum(x, lo))
_clip_max = jax.jit(lambda x, hi: jnp.minimum(x, hi))


def clip(x: Any, /, min: Any = None, max: Any = None) -> Any:
    # ivy_core has checked the bounds: None, an array of x's dtype or a number
    # (an int within the range of an integer x). Bounds broadcast; NaN in x
    # stays NaN.
    if min is None:
        if max is None:
            return x
        return _clip_max(x, _bound(max, x.dtype))
    if max is None:
        return _clip_min(x, _bound(min, x.dtype))
    d = x.dtype
    return _clip_both(x, _bound(min, d), _bound(max, d))


bitwise_and = jnp.bitwise_and
bitwise_or = jnp.bitwise_or
bitwise_xor = jnp.bitwise_xor
bitwise_left_shift = jnp.left_shift
bitwise_right_shift = jnp.right_shift


bitwise_invert = jnp.invert
