"""Elementwise functions. Inputs arrive promoted to one dtype, so torch's own
type promotion never changes the result dtype."""

from __future__ import annotations

import math

import torch
from ivy_core.plugin import with_unsupported_dtypes

from . import _runtime
from ._scalars import SQUARING, scalar_operand
from .indexing import _function_mode  # (ivy_core.trace_graph's mode: no eager check then)

__all__ = [
    "add", "subtract", "multiply", "divide", "pow", "negative", "abs",
    "exp", "log", "sqrt", "sin", "cos", "tan", "tanh",
    "equal", "less", "greater", "logical_not",
]  # fmt: skip

# torch takes (x1, x2) / (x) positionally, exactly as ivy_core calls them.
add = torch.add
multiply = torch.multiply
divide = torch.divide  # inputs are floating or complex here (ivy_core casts integers)
equal = torch.eq
logical_not = torch.logical_not  # any dtype in, bool out; nonzero counts as true
exp = torch.exp
log = torch.log
sqrt = torch.sqrt
sin = torch.sin
cos = torch.cos
tan = torch.tan


def tanh(x: torch.Tensor, /) -> torch.Tensor:
    r = torch.tanh(x)
    if not x.is_complex():
        return r
    # At a = +-inf torch gives +-1 + 0j * sin(2b) (C99); the standard gives
    # the zero the sign of b (conj flips exactly that sign).
    flip = torch.isinf(x.real) & (torch.signbit(r.imag) != torch.signbit(x.imag))
    return torch.where(flip, torch.conj_physical(r), r)


subtract = torch.subtract


def pow(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    if SQUARING.get(id(x2)) is x2:
        # ``x ** 2``: torch.pow of a 0-d tensor exponent runs its general
        # kernel (about 20x the time of x * x on 512x512 float32, and within
        # an ulp of x**2); x * x is x**2 correctly rounded, with the same
        # special values.
        return torch.mul(x1, x1)
    if (
        not (x1.is_floating_point() or x1.is_complex()) and x1.dtype is not torch.bool
        and not _runtime.is_tracing() and not _function_mode() and bool((x2 < 0).any())
    ):  # fmt: skip
        # Eagerly, as NumPy, JAX and TensorFlow refuse it (torch would give 0 or 1).
        raise ValueError(
            "ivy_core.pow (backend 'torch'): an integer base with a negative integer exponent is not "
            "defined (its value is not an integer); cast the base to a floating dtype first"
        )
    return torch.pow(x1, x2)


negative = torch.negative


@with_unsupported_dtypes({"2.13.0 and below": ("bool",)}, reason="torch has no abs kernel for bool")
def abs(x: torch.Tensor, /) -> torch.Tensor:
    return torch.abs(x)  # complex -> its real dtype, as ivy_core specifies


@with_unsupported_dtypes(
    {"2.13.0 and below": ("complex",)},
    reason="torch does not order complex numbers (no lt/gt kernels for them)",
)
def less(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    return torch.lt(x1, x2)


@with_unsupported_dtypes(
    {"2.13.0 and below": ("complex",)},
    reason="torch does not order complex numbers (no lt/gt kernels for them)",
)
def greater(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    return torch.gt(x1, x2)


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

_INTEGRAL = (torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64)


not_equal = torch.ne
logical_and = torch.logical_and  # any dtype in, bool out; nonzero counts as true
logical_or = torch.logical_or
logical_xor = torch.logical_xor
isnan = torch.isnan
isinf = torch.isinf
isfinite = torch.isfinite
asin = torch.asin


def acos(x: torch.Tensor, /) -> torch.Tensor:
    r = torch.acos(x)
    if not x.is_complex():
        return r
    # At +-0 + 0j and +-0 + NaN j the standard gives pi/2 - b j (torch: +0j, NaN + NaN j).
    a, b = x.real, x.imag
    axis = (a == 0) & ((b == 0) | torch.isnan(b))
    return torch.where(axis, torch.complex(torch.full_like(a, math.pi / 2), -b), r)


atan = torch.atan
sinh = torch.sinh
cosh = torch.cosh
asinh = torch.asinh
acosh = torch.acosh
atanh = torch.atanh


def expm1(x: torch.Tensor, /) -> torch.Tensor:
    r = torch.expm1(x)
    if not x.is_complex():
        return r
    # torch's complex expm1 gives NaN + NaN j wherever a part is infinite or
    # NaN; there (and at 0) the standard's value is exp(x) - 1, exactly
    # (torch's exp has the special values), part by part: torch's complex
    # subtraction would turn an imaginary -0 into +0.
    e = torch.exp(x)
    return torch.where(~torch.isfinite(x) | (x == 0), torch.complex(e.real - 1, e.imag), r)




def log1p(x: torch.Tensor, /) -> torch.Tensor:
    r = torch.log1p(x)
    if x.is_complex():  # torch gives nan+nanj where a part is infinite and the other NaN
        r = torch.where(torch.isinf(x), torch.log(x + 1), r)
    return r


log2 = torch.log2
log10 = torch.log10
reciprocal = torch.reciprocal  # inputs are floating here (ivy_core casts integers)


@with_unsupported_dtypes(
    {"2.13.0 and below": ("complex",)},
    reason="torch does not order complex numbers (no le/ge kernels for them)",
)
def less_equal(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    return torch.le(x1, x2)


@with_unsupported_dtypes(
    {"2.13.0 and below": ("complex",)},
    reason="torch does not order complex numbers (no le/ge kernels for them)",
)
def greater_equal(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    return torch.ge(x1, x2)


def positive(x: torch.Tensor, /) -> torch.Tensor:
    return torch.positive(x).clone()  # torch.positive returns x itself


square = torch.square


def sign(x: torch.Tensor, /) -> torch.Tensor:
    if x.is_complex():
        return torch.sgn(x)  # x / |x| (torch.sign refuses complex)
    if x.is_floating_point():
        return torch.where(torch.isnan(x), x, torch.sign(x))  # torch gives 0 for NaN
    return torch.sign(x)


def _unchanged_if_integral(op: object, name: str) -> object:
    def fn(x: torch.Tensor, /) -> torch.Tensor:
        if x.dtype in _INTEGRAL:
            return x.clone()  # already integral (torch has no bool kernel)
        return op(x)  # type: ignore[operator]

    fn.__name__ = fn.__qualname__ = name
    return fn


floor = _unchanged_if_integral(torch.floor, "floor")
ceil = _unchanged_if_integral(torch.ceil, "ceil")
trunc = _unchanged_if_integral(torch.trunc, "trunc")


def round(x: torch.Tensor, /) -> torch.Tensor:
    if x.dtype in _INTEGRAL:
        return x.clone()
    if x.is_complex():  # no complex kernel: round both parts (exact)
        return torch.complex(torch.round(x.real), torch.round(x.imag))
    return torch.round(x)  # halves to even


# remainder and floor_divide are torch's own (Python's % and //). They miss
# the standard's values at signed zeros (-0 % 2 gives -0) and infinities
# (inf // 2 gives NaN, -3 // inf gives -1): a fix-up measured 3.9x (remainder)
# and 7.6x (floor_divide) torch's own call on (8, 16) float32 and 1.7x/2.5x
# at (512, 512), each extra kernel being a pass of its own in eager mode.
# docs/known-gaps.rst lists them.
remainder = torch.remainder


floor_divide = torch.floor_divide  # floors as Python's // (torch >= 1.13)


maximum = torch.maximum  # NaN propagates


minimum = torch.minimum


def _bound(b: object, x: torch.Tensor) -> torch.Tensor:
    # A number becomes a 0-d tensor of x's dtype on its device: the cached one
    # of scalar_operand (built as torch.tensor(b, dtype=x.dtype, device=x.device),
    # once per value, not once a call: a few microseconds each).
    return b if isinstance(b, torch.Tensor) else scalar_operand(b, x)


#: Floating dtypes whose range holds every bound :func:`_plain_bound` takes.
_CLAMPED = frozenset({torch.float32, torch.float64, torch.bfloat16})


def _plain_bound(b: object) -> bool:
    """None, or a Python float or int that is not zero and of magnitude
    below 1e38 (float32 and bfloat16 hold it: torch.clamp raises on a bound
    that overflows x's dtype, where maximum/minimum read it as inf)."""
    t = type(b)
    return b is None or ((t is float or t is int) and b != 0 and -1e38 < b < 1e38)  # type: ignore[operator]


def clip(x: torch.Tensor, /, min: object = None, max: object = None) -> torch.Tensor:
    # ivy_core has checked the bounds: None, a tensor of x's dtype or a number
    # (an int within the range of an integer x). torch.clamp would be one
    # kernel, but orders -0.0 and 0.0 otherwise than maximum/minimum; with
    # nonzero finite number bounds and a floating x the two agree (NaN in x
    # stays NaN), and the one kernel costs half as much.
    if (min is not None or max is not None) and _plain_bound(min) and _plain_bound(max) and x.dtype in _CLAMPED:
        return torch.clamp(x, min, max)
    r = x
    if min is not None:
        r = torch.maximum(r, _bound(min, x))  # broadcasts; NaN in x stays NaN
    if max is not None:
        r = torch.minimum(r, _bound(max, x))
    return r.clone() if r is x else r


signbit = torch.signbit


bitwise_and = torch.bitwise_and
bitwise_or = torch.bitwise_or
bitwise_xor = torch.bitwise_xor
bitwise_left_shift = torch.bitwise_left_shift
bitwise_right_shift = torch.bitwise_right_shift


bitwise_invert = torch.bitwise_not


# Inputs are floating here (ivy_core casts integers first).
atan2 = torch.atan2
logaddexp = torch.logaddexp
hypot = torch.hypot
copysign = torch.copysign
nextafter = torch.nextafter


def real(x: torch.Tensor, /) -> torch.Tensor:
    return torch.real(x).clone()  # torch.real is a view (x itself for real input)


def imag(x: torch.Tensor, /) -> torch.Tensor:
    return torch.imag(x).clone() if x.is_complex() else torch.zeros_like(x)


def conj(x: torch.Tensor, /) -> torch.Tensor:
    return torch.conj_physical(x) if x.is_complex() else x.clone()
