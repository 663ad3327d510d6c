"""The ``Tensor`` methods and operators that work element by element, with
torch's promotion (Python scalars weak, 0-d tensors weaker than n-d ones,
integers divided in the default float dtype), and their in-place forms,
which keep the tensor's dtype where torch's casting allows."""

from __future__ import annotations

from typing import Any

from ... import activations as act
from ... import elementwise as el
from ... import linalg
from ..._arrays._array import Array
from ..._base._errors import ArgumentTypeError, ArgumentValueError, InvalidDtypeError
from ..._dtype import _modes
from ...creation import zeros_like
from ...data_type import astype, is_bool_dtype, is_complex_dtype, is_float_dtype
from ...manipulation import broadcast_to
from ...searching import where as where_
from .._common import Wrapped
from ._convert import MODE, mode, name, operand, run, to_array

_RULES = _modes.MODES[MODE]


def binary(fn: Any, x1: Any, x2: Any, where: str) -> Any:
    """A promoting function of two operands under torch's rules."""
    a, b = operand(x1, where), operand(x2, where)
    if not isinstance(a, Array) and not isinstance(b, Array):
        a = to_array(a, where)
    return run(fn, a, b)


def unary(fn: Any, x: Any, where: str) -> Any:
    return run(fn, to_array(x, where))


def as_float(a: Array) -> Array:
    """Integers and bools in torch's default float dtype (float32), as torch's
    float functions read them."""
    return a if is_float_dtype(a.dtype) or is_complex_dtype(a.dtype) else astype(a, "float32")


def divide(a: Any, b: Any, rounding_mode: str | None, where: str) -> Any:
    """``torch.div``: true division, or rounded toward -inf (``"floor"``) or 0 (``"trunc"``)."""
    if rounding_mode is None:
        return binary(el.divide, a, b, where)
    if rounding_mode == "floor":
        return binary(el.floor_divide, a, b, where)
    if rounding_mode == "trunc":
        return binary(_trunc_divide, a, b, where)
    raise ArgumentValueError(
        f"{where}: rounding_mode must be None, 'trunc' or 'floor', not {rounding_mode!r}"
    )


def _trunc_divide(a: Any, b: Any) -> Any:
    q = el.floor_divide(a, b)
    if isinstance(q, Array) and is_float_dtype(q.dtype):
        return el.trunc(el.divide(a, b))
    inexact = el.not_equal(el.multiply(q, b), a)
    negative = el.logical_xor(el.less(a, 0), el.less(b, 0))
    return el.add(q, astype(el.logical_and(inexact, negative), q.dtype))


def _sign(a: Array) -> Any:
    if is_bool_dtype(a.dtype):
        return el.logical_and(a, True)
    s = el.sign(a)
    return where_(el.isnan(a), zeros_like(s), s) if is_float_dtype(a.dtype) else s  # torch: sign(nan) is 0


def no_bool(a: Array, where: str) -> Array:
    """Refuse a bool tensor where torch has no bool kernel (``abs``, ``floor``, ``relu``, ...)."""
    if is_bool_dtype(a.dtype):
        raise InvalidDtypeError(
            f"{where}: torch implements this for numeric tensors, not bool; convert with .int() first"
        )
    return a


def not_scalar(other: Any, where: str) -> Any:
    """torch's functions that take ``other`` as a Tensor only (``maximum``, ``minimum``, ``atan2``)."""
    if type(other) in (bool, int, float, complex):
        raise ArgumentTypeError(f"{where}: argument 'other' must be a Tensor, not {type(other).__name__}")
    return other


def _rsqrt(a: Array) -> Any:
    return el.reciprocal(el.sqrt(a))


def clamp(a: Any, lo: Any, hi: Any, where: str) -> Any:
    if lo is None and hi is None:
        raise ArgumentValueError(f"{where}: at least one of 'min' or 'max' must not be None")
    r = to_array(a, where)
    with mode():
        if lo is not None:
            r = el.maximum(r, operand(lo, where))
        if hi is not None:
            r = el.minimum(r, operand(hi, where))
    return r


class PointwiseMethods(Wrapped):
    """torch's element-by-element methods over ``ivy_array``."""

    __slots__ = ()

    def _new(self, a: Array) -> Any:
        return type(self)(a)

    def _inplace(self, r: Array, where: str) -> Any:
        """Write ``r`` into this tensor, cast to its dtype where torch would."""
        have = self.ivy_array.dtype
        if r.dtype != have:
            _modes.can_write(_RULES, r.dtype, have, where)
            r = astype(r, have)
        if tuple(r.shape) != tuple(self.ivy_array.shape):
            raise ArgumentValueError(f"{where}: the result's shape {tuple(r.shape)} is not the tensor's")
        self.ivy_array = r
        return self

    # --- arithmetic ---------------------------------------------------------------

    def add(self, other: Any, *, alpha: Any = 1) -> Any:
        o = other if alpha == 1 else binary(el.multiply, other, alpha, name("add"))
        return self._new(binary(el.add, self, o, name("add")))

    def sub(self, other: Any, *, alpha: Any = 1) -> Any:
        o = other if alpha == 1 else binary(el.multiply, other, alpha, name("sub"))
        return self._new(binary(el.subtract, self, o, name("sub")))

    subtract = sub

    def mul(self, other: Any) -> Any:
        return self._new(binary(el.multiply, self, other, name("mul")))

    multiply = mul

    def div(self, other: Any, *, rounding_mode: str | None = None) -> Any:
        return self._new(divide(self, other, rounding_mode, name("div")))

    divide = true_divide = div

    def floor_divide(self, other: Any) -> Any:
        return self._new(binary(el.floor_divide, self, other, name("floor_divide")))

    def remainder(self, other: Any) -> Any:
        return self._new(binary(el.remainder, self, other, name("remainder")))

    def pow(self, exponent: Any) -> Any:
        return self._new(binary(el.pow, self, exponent, name("pow")))

    def maximum(self, other: Any) -> Any:
        return self._new(binary(el.maximum, self, not_scalar(other, name("maximum")), name("maximum")))

    def minimum(self, other: Any) -> Any:
        return self._new(binary(el.minimum, self, not_scalar(other, name("minimum")), name("minimum")))

    def atan2(self, other: Any) -> Any:
        return self._new(binary(el.atan2, self, not_scalar(other, name("atan2")), name("atan2")))

    arctan2 = atan2

    def clamp(self, min: Any = None, max: Any = None) -> Any:
        return self._new(clamp(self, min, max, name("clamp")))

    clip = clamp

    # --- one operand ----------------------------------------------------------------

    def abs(self) -> Any:
        return self._new(unary(el.abs, no_bool(self.ivy_array, name("abs")), name("abs")))

    absolute = abs

    def neg(self) -> Any:
        return self._new(unary(el.negative, self, name("neg")))

    negative = neg

    def exp(self) -> Any:
        return self._new(unary(el.exp, self, name("exp")))

    def log(self) -> Any:
        return self._new(unary(el.log, self, name("log")))

    def log1p(self) -> Any:
        return self._new(unary(el.log1p, self, name("log1p")))

    def log2(self) -> Any:
        return self._new(unary(el.log2, self, name("log2")))

    def log10(self) -> Any:
        return self._new(unary(el.log10, self, name("log10")))

    def expm1(self) -> Any:
        return self._new(unary(el.expm1, self, name("expm1")))

    def sqrt(self) -> Any:
        return self._new(unary(el.sqrt, self, name("sqrt")))

    def rsqrt(self) -> Any:
        return self._new(unary(_rsqrt, as_float(self.ivy_array), name("rsqrt")))

    def square(self) -> Any:
        return self._new(binary(el.pow, self, 2, name("square")))

    def sin(self) -> Any:
        return self._new(unary(el.sin, self, name("sin")))

    def cos(self) -> Any:
        return self._new(unary(el.cos, self, name("cos")))

    def tan(self) -> Any:
        return self._new(unary(el.tan, self, name("tan")))

    def tanh(self) -> Any:
        return self._new(unary(el.tanh, self, name("tanh")))

    def asin(self) -> Any:
        return self._new(unary(el.asin, self, name("asin")))

    def acos(self) -> Any:
        return self._new(unary(el.acos, self, name("acos")))

    def atan(self) -> Any:
        return self._new(unary(el.atan, self, name("atan")))

    def sinh(self) -> Any:
        return self._new(unary(el.sinh, self, name("sinh")))

    def cosh(self) -> Any:
        return self._new(unary(el.cosh, self, name("cosh")))

    def sigmoid(self) -> Any:
        return self._new(act.sigmoid(as_float(self.ivy_array)))

    def relu(self) -> Any:
        return self._new(act.relu(no_bool(self.ivy_array, name("relu"))))

    def floor(self) -> Any:
        return self._new(unary(el.floor, no_bool(self.ivy_array, name("floor")), name("floor")))

    def ceil(self) -> Any:
        return self._new(unary(el.ceil, no_bool(self.ivy_array, name("ceil")), name("ceil")))

    def trunc(self) -> Any:
        return self._new(unary(el.trunc, no_bool(self.ivy_array, name("trunc")), name("trunc")))

    def round(self, *, decimals: int = 0) -> Any:
        x = no_bool(self.ivy_array, name("round"))
        if decimals == 0:
            return self._new(el.round(x))
        scale = 10.0**decimals
        return self._new(el.divide(el.round(el.multiply(x, scale)), scale))

    def sign(self) -> Any:
        return self._new(_sign(self.ivy_array))

    def reciprocal(self) -> Any:
        return self._new(el.reciprocal(as_float(self.ivy_array)))

    def isnan(self) -> Any:
        return self._new(el.isnan(self.ivy_array))

    def isinf(self) -> Any:
        return self._new(el.isinf(self.ivy_array))

    def isfinite(self) -> Any:
        return self._new(el.isfinite(self.ivy_array))

    def logical_not(self) -> Any:
        return self._new(el.logical_not(self.ivy_array))

    # --- comparisons and logic --------------------------------------------------------

    def eq(self, other: Any) -> Any:
        return self._new(binary(el.equal, self, other, name("eq")))

    def ne(self, other: Any) -> Any:
        return self._new(binary(el.not_equal, self, other, name("ne")))

    def lt(self, other: Any) -> Any:
        return self._new(binary(el.less, self, other, name("lt")))

    def le(self, other: Any) -> Any:
        return self._new(binary(el.less_equal, self, other, name("le")))

    def gt(self, other: Any) -> Any:
        return self._new(binary(el.greater, self, other, name("gt")))

    def ge(self, other: Any) -> Any:
        return self._new(binary(el.greater_equal, self, other, name("ge")))

    def logical_and(self, other: Any) -> Any:
        return self._new(binary(el.logical_and, self, other, name("logical_and")))

    def logical_or(self, other: Any) -> Any:
        return self._new(binary(el.logical_or, self, other, name("logical_or")))

    def logical_xor(self, other: Any) -> Any:
        return self._new(binary(el.logical_xor, self, other, name("logical_xor")))

    def masked_fill(self, mask: Any, value: Any) -> Any:
        """Where ``mask`` is true, ``value`` (cast to this tensor's dtype)."""
        x = self.ivy_array
        fill = astype(to_array(value, name("masked_fill")), x.dtype)
        return self._new(where_(to_array(mask, name("masked_fill")), fill, x))

    def where(self, condition: Any, y: Any) -> Any:
        c = to_array(condition, name("where"))
        a, b = operand(self, name("where")), operand(y, name("where"))
        return self._new(run(where_, c, a, b))

    def matmul(self, other: Any) -> Any:
        return self._new(binary(linalg.matmul, self, other, name("matmul")))

    # --- in place -----------------------------------------------------------------------

    def add_(self, other: Any, *, alpha: Any = 1) -> Any:
        return self._inplace(self.add(other, alpha=alpha).ivy_array, name("Tensor.add_"))

    def sub_(self, other: Any, *, alpha: Any = 1) -> Any:
        return self._inplace(self.sub(other, alpha=alpha).ivy_array, name("Tensor.sub_"))

    def mul_(self, other: Any) -> Any:
        return self._inplace(self.mul(other).ivy_array, name("Tensor.mul_"))

    def div_(self, other: Any, *, rounding_mode: str | None = None) -> Any:
        return self._inplace(self.div(other, rounding_mode=rounding_mode).ivy_array, name("Tensor.div_"))

    def clamp_(self, min: Any = None, max: Any = None) -> Any:
        return self._inplace(self.clamp(min, max).ivy_array, name("Tensor.clamp_"))

    def masked_fill_(self, mask: Any, value: Any) -> Any:
        return self._inplace(self.masked_fill(mask, value).ivy_array, name("Tensor.masked_fill_"))

    def fill_(self, value: Any) -> Any:
        x = self.ivy_array
        fill = astype(to_array(value, name("Tensor.fill_")), x.dtype)
        self.ivy_array = astype(broadcast_to(fill, tuple(x.shape)), x.dtype, copy=True)
        return self

    def zero_(self) -> Any:
        return self.fill_(0)

    def copy_(self, src: Any) -> Any:
        x = self.ivy_array
        s = to_array(src, name("Tensor.copy_"))
        self.ivy_array = astype(broadcast_to(s, tuple(x.shape)), x.dtype, copy=True)
        return self
