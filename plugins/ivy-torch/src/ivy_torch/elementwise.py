"""Elementwise functions. Inputs arrive promoted to one dtype, so torch's own
type promotion never changes the result dtype."""

from __future__ import annotations

import torch
from ivy_core.plugin import with_unsupported_dtypes

from ._scalars import scalar_operand

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
tanh = torch.tanh


subtract = torch.subtract


pow = torch.pow


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
acos = torch.acos
atan = torch.atan
sinh = torch.sinh
cosh = torch.cosh
asinh = torch.asinh
acosh = torch.acosh
atanh = torch.atanh
expm1 = torch.expm1


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


remainder = torch.remainder


floor_divide = torch.floor_divide  # floors (torch >= 1.13)


maximum = torch.maximum  # NaN propagates


minimum = torch.minimum


def _bound(b: object, x: torch.Tensor) -> torch.Tensor:
    # A number becomes a 0-d tensor of x's dtype on its device: the cached one
    # of scalar_operand (built as torch.tensor(b, dtype=x.dtype, device=x.device),
    # once per value, not once a call: a few microseconds each).
    return b if isinstance(b, torch.Tensor) else scalar_operand(b, x)


def clip(x: torch.Tensor, /, min: object = None, max: object = None) -> torch.Tensor:
    # ivy_core has checked the bounds: None, a tensor of x's dtype or a number
    # (an int within the range of an integer x). torch.clamp would be one
    # kernel, but orders -0.0 and 0.0 otherwise than maximum/minimum.
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
