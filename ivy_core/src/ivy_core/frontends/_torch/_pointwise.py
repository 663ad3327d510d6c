"""torch's pointwise functions on ivy_core; each is the ``Tensor`` method of
its name, with ``out=``."""

from __future__ import annotations

from typing import Any

from ... import elementwise as el
from ...data_type import astype, result_type
from ...searching import where as where_
from .._support import with_unsupported_dtypes
from ._convert import NO_WIDE_UINT, mode, name, operand, to_array
from ._pointwise_methods import binary
from ._tensor import Tensor, finish

__all__ = [
    "add", "sub", "subtract", "mul", "multiply", "div", "divide", "true_divide", "floor_divide",
    "remainder", "pow", "abs", "absolute", "neg", "negative", "exp", "log", "log1p", "log2", "log10",
    "expm1", "sqrt", "rsqrt", "square", "sin", "cos", "tan", "tanh", "asin", "arcsin", "acos",
    "arccos", "atan", "arctan", "sinh", "cosh", "sigmoid", "relu", "floor", "ceil", "trunc", "round",
    "sign", "reciprocal", "isnan", "isinf", "isfinite", "logical_not", "logical_and", "logical_or",
    "logical_xor", "eq", "ne", "lt", "le", "gt", "ge", "greater", "less", "maximum", "minimum",
    "atan2", "arctan2", "clamp", "clip", "where", "masked_fill", "lerp", "softmax", "log_softmax",
    "isclose", "allclose", "equal",
]  # fmt: skip


def _t(x: Any, fn: str) -> Tensor:
    return x if isinstance(x, Tensor) else Tensor(to_array(x, name(fn)))


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def add(input: Any, other: Any, *, alpha: Any = 1, out: Any = None) -> Any:
    """``torch.add``: ``input + alpha * other`` with torch's promotion."""
    return finish(_t(input, "add").add(other, alpha=alpha), out, name("add"))


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def sub(input: Any, other: Any, *, alpha: Any = 1, out: Any = None) -> Any:
    return finish(_t(input, "sub").sub(other, alpha=alpha), out, name("sub"))


subtract = sub


def mul(input: Any, other: Any, *, out: Any = None) -> Any:
    return finish(_t(input, "mul").mul(other), out, name("mul"))


multiply = mul


def div(input: Any, other: Any, *, rounding_mode: str | None = None, out: Any = None) -> Any:
    """``torch.div``: integers divide in float32 unless ``rounding_mode`` is ``"floor"`` or ``"trunc"``."""
    return finish(_t(input, "div").div(other, rounding_mode=rounding_mode), out, name("div"))


divide = div


def true_divide(dividend: Any, divisor: Any, *, out: Any = None) -> Any:
    return div(dividend, divisor, out=out)


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def floor_divide(input: Any, other: Any, *, out: Any = None) -> Any:
    return finish(_t(input, "floor_divide").floor_divide(other), out, name("floor_divide"))


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def remainder(input: Any, other: Any, *, out: Any = None) -> Any:
    return finish(_t(input, "remainder").remainder(other), out, name("remainder"))


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def pow(input: Any, exponent: Any, *, out: Any = None) -> Any:
    if not isinstance(input, Tensor) and type(input) in (bool, int, float, complex):
        return finish(
            Tensor(binary(el.pow, input, operand(exponent, name("pow")), name("pow"))), out, name("pow")
        )
    return finish(_t(input, "pow").pow(exponent), out, name("pow"))


def _unary(method: str, input: Any, out: Any) -> Any:
    return finish(getattr(_t(input, method), method)(), out, name(method))


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def abs(input: Any, *, out: Any = None) -> Any:
    return _unary("abs", input, out)


absolute = abs


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def neg(input: Any, *, out: Any = None) -> Any:
    return _unary("neg", input, out)


negative = neg


def exp(input: Any, *, out: Any = None) -> Any:
    """``torch.exp``: integers give float32 (torch's default float dtype)."""
    return _unary("exp", input, out)


def log(input: Any, *, out: Any = None) -> Any:
    return _unary("log", input, out)


def log1p(input: Any, *, out: Any = None) -> Any:
    return _unary("log1p", input, out)


def log2(input: Any, *, out: Any = None) -> Any:
    return _unary("log2", input, out)


def log10(input: Any, *, out: Any = None) -> Any:
    return _unary("log10", input, out)


def expm1(input: Any, *, out: Any = None) -> Any:
    return _unary("expm1", input, out)


def sqrt(input: Any, *, out: Any = None) -> Any:
    return _unary("sqrt", input, out)


def rsqrt(input: Any, *, out: Any = None) -> Any:
    return _unary("rsqrt", input, out)


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def square(input: Any, *, out: Any = None) -> Any:
    return _unary("square", input, out)


def sin(input: Any, *, out: Any = None) -> Any:
    return _unary("sin", input, out)


def cos(input: Any, *, out: Any = None) -> Any:
    return _unary("cos", input, out)


def tan(input: Any, *, out: Any = None) -> Any:
    return _unary("tan", input, out)


def tanh(input: Any, *, out: Any = None) -> Any:
    return _unary("tanh", input, out)


def asin(input: Any, *, out: Any = None) -> Any:
    return _unary("asin", input, out)


arcsin = asin


def acos(input: Any, *, out: Any = None) -> Any:
    return _unary("acos", input, out)


arccos = acos


def atan(input: Any, *, out: Any = None) -> Any:
    return _unary("atan", input, out)


arctan = atan


def sinh(input: Any, *, out: Any = None) -> Any:
    return _unary("sinh", input, out)


def cosh(input: Any, *, out: Any = None) -> Any:
    return _unary("cosh", input, out)


def sigmoid(input: Any, *, out: Any = None) -> Any:
    return _unary("sigmoid", input, out)


def relu(input: Any) -> Any:
    return _unary("relu", input, None)


def floor(input: Any, *, out: Any = None) -> Any:
    return _unary("floor", input, out)


def ceil(input: Any, *, out: Any = None) -> Any:
    return _unary("ceil", input, out)


def trunc(input: Any, *, out: Any = None) -> Any:
    return _unary("trunc", input, out)


def round(input: Any, *, decimals: int = 0, out: Any = None) -> Any:
    return finish(_t(input, "round").round(decimals=decimals), out, name("round"))


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def sign(input: Any, *, out: Any = None) -> Any:
    return _unary("sign", input, out)


def reciprocal(input: Any, *, out: Any = None) -> Any:
    return _unary("reciprocal", input, out)


def isnan(input: Any) -> Any:
    return _unary("isnan", input, None)


def isinf(input: Any) -> Any:
    return _unary("isinf", input, None)


def isfinite(input: Any) -> Any:
    return _unary("isfinite", input, None)


def logical_not(input: Any, *, out: Any = None) -> Any:
    return _unary("logical_not", input, out)


def _binary(method: str, input: Any, other: Any, out: Any) -> Any:
    return finish(getattr(_t(input, method), method)(other), out, name(method))


def logical_and(input: Any, other: Any, *, out: Any = None) -> Any:
    return _binary("logical_and", input, other, out)


def logical_or(input: Any, other: Any, *, out: Any = None) -> Any:
    return _binary("logical_or", input, other, out)


def logical_xor(input: Any, other: Any, *, out: Any = None) -> Any:
    return _binary("logical_xor", input, other, out)


def eq(input: Any, other: Any, *, out: Any = None) -> Any:
    return _binary("eq", input, other, out)


def ne(input: Any, other: Any, *, out: Any = None) -> Any:
    return _binary("ne", input, other, out)


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def lt(input: Any, other: Any, *, out: Any = None) -> Any:
    return _binary("lt", input, other, out)


less = lt


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def le(input: Any, other: Any, *, out: Any = None) -> Any:
    return _binary("le", input, other, out)


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def gt(input: Any, other: Any, *, out: Any = None) -> Any:
    return _binary("gt", input, other, out)


greater = gt


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def ge(input: Any, other: Any, *, out: Any = None) -> Any:
    return _binary("ge", input, other, out)


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def maximum(input: Any, other: Any, *, out: Any = None) -> Any:
    return _binary("maximum", input, other, out)


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def minimum(input: Any, other: Any, *, out: Any = None) -> Any:
    return _binary("minimum", input, other, out)


def atan2(input: Any, other: Any, *, out: Any = None) -> Any:
    return _binary("atan2", input, other, out)


arctan2 = atan2


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def clamp(input: Any, min: Any = None, max: Any = None, *, out: Any = None) -> Any:
    """``torch.clamp``: ``min`` and ``max`` promote with ``input`` as operands do."""
    return finish(_t(input, "clamp").clamp(min, max), out, name("clamp"))


clip = clamp


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def where(condition: Any, input: Any = None, other: Any = None, *, out: Any = None) -> Any:
    """``torch.where``: ``input`` where ``condition``, else ``other``; one
    argument is ``nonzero(as_tuple=True)``."""
    c = _t(condition, "where")
    if input is None and other is None:
        return c.nonzero(as_tuple=True)
    if not isinstance(input, Tensor) and type(input) in (bool, int, float, complex):
        a, b = operand(input, name("where")), operand(other, name("where"))
        if type(b) in (bool, int, float, complex):  # two scalars: torch's default dtypes
            a = to_array(a, name("where"))
        with mode():
            return finish(Tensor(where_(c.ivy_array, a, b)), out, name("where"))
    return finish(_t(input, "where").where(c, other), out, name("where"))


def masked_fill(input: Any, mask: Any, value: Any) -> Any:
    return _t(input, "masked_fill").masked_fill(mask, value)


def lerp(input: Any, end: Any, weight: Any, *, out: Any = None) -> Any:
    """``torch.lerp``: ``input + weight * (end - input)``."""
    a, b = _t(input, "lerp"), _t(end, "lerp")
    return finish(a + (b - a) * weight, out, name("lerp"))


def softmax(input: Any, dim: int, dtype: Any = None) -> Any:
    return _t(input, "softmax").softmax(dim, dtype)


def log_softmax(input: Any, dim: int, dtype: Any = None) -> Any:
    return _t(input, "log_softmax").log_softmax(dim, dtype)


def isclose(input: Any, other: Any, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> Any:
    """``torch.isclose``: ``|input - other| <= atol + rtol * |other|``, infinities equal to themselves."""
    w = name("isclose")
    x, y = to_array(input, w), to_array(other, w)
    if x.dtype != y.dtype:
        raise TypeError(f"{w}: {x.dtype} and {y.dtype} tensors; torch.isclose takes one dtype")
    d = result_type(x, 1.0, mode="torch")
    xf, yf = astype(x, d), astype(y, d)
    close = el.less_equal(el.abs(el.subtract(xf, yf)), el.add(el.multiply(el.abs(yf), rtol), atol))
    r = el.logical_or(el.equal(x, y), el.logical_and(close, el.isfinite(el.subtract(xf, yf))))
    if equal_nan:
        r = el.logical_or(r, el.logical_and(el.isnan(xf), el.isnan(yf)))
    return Tensor(r)


def allclose(
    input: Any, other: Any, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False
) -> bool:
    return bool(isclose(input, other, rtol, atol, equal_nan).all())


def equal(input: Any, other: Any) -> bool:
    """``torch.equal``: same shape and values."""
    x, y = to_array(input, name("equal")), to_array(other, name("equal"))
    if tuple(x.shape) != tuple(y.shape):
        return False
    return bool(_t(x, "equal").eq(Tensor(y)).all())
