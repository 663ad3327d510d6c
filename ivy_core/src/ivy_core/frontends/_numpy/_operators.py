"""The operators of ``frontends.numpy.ndarray`` (NumPy's promotion: Python
scalars weak, NEP 50; ``&``/``|``/``^`` logical on bools), and
:func:`binary`, which the promoting functions share."""

from __future__ import annotations

from typing import Any

from ... import elementwise as el
from ... import linalg
from ..._arrays._array import Array
from ..._dtype import _modes
from ...data_type import astype, is_bool_dtype
from .._common import Wrapped
from ._convert import MODE, name, operand, run, to_array

_RULES = _modes.MODES[MODE]


def binary(fn: Any, x1: Any, x2: Any, where: str) -> Any:
    """A promoting function of two operands under NumPy's rules."""
    a, b = operand(x1, where), operand(x2, where)
    if not isinstance(a, Array) and not isinstance(b, Array):
        a = to_array(a, where)
    return run(fn, a, b)


class Operators(Wrapped):
    """NumPy's operators over ``ivy_array``; results are of the subclass's type."""

    __slots__ = ()

    # --- operators: NumPy's promotion ---------------------------------------------------------

    def __add__(self, o: Any) -> Any:
        return type(self)(binary(el.add, self, o, name("add")))

    def __radd__(self, o: Any) -> Any:
        return type(self)(binary(el.add, o, self, name("add")))

    def __sub__(self, o: Any) -> Any:
        return type(self)(binary(el.subtract, self, o, name("subtract")))

    def __rsub__(self, o: Any) -> Any:
        return type(self)(binary(el.subtract, o, self, name("subtract")))

    def __mul__(self, o: Any) -> Any:
        return type(self)(binary(el.multiply, self, o, name("multiply")))

    def __rmul__(self, o: Any) -> Any:
        return type(self)(binary(el.multiply, o, self, name("multiply")))

    def __truediv__(self, o: Any) -> Any:
        return type(self)(binary(el.divide, self, o, name("divide")))

    def __rtruediv__(self, o: Any) -> Any:
        return type(self)(binary(el.divide, o, self, name("divide")))

    def __floordiv__(self, o: Any) -> Any:
        return type(self)(binary(el.floor_divide, self, o, name("floor_divide")))

    def __rfloordiv__(self, o: Any) -> Any:
        return type(self)(binary(el.floor_divide, o, self, name("floor_divide")))

    def __mod__(self, o: Any) -> Any:
        return type(self)(binary(el.remainder, self, o, name("remainder")))

    def __rmod__(self, o: Any) -> Any:
        return type(self)(binary(el.remainder, o, self, name("remainder")))

    def __pow__(self, o: Any) -> Any:
        return type(self)(binary(el.pow, self, o, name("power")))

    def __rpow__(self, o: Any) -> Any:
        return type(self)(binary(el.pow, o, self, name("power")))

    def __matmul__(self, o: Any) -> Any:
        return type(self)(binary(linalg.matmul, self, o, name("matmul")))

    def __rmatmul__(self, o: Any) -> Any:
        return type(self)(binary(linalg.matmul, o, self, name("matmul")))

    def __and__(self, o: Any) -> Any:
        return type(self)(binary(and_, self, o, name("bitwise_and")))

    def __or__(self, o: Any) -> Any:
        return type(self)(binary(or_, self, o, name("bitwise_or")))

    def __xor__(self, o: Any) -> Any:
        return type(self)(binary(xor_, self, o, name("bitwise_xor")))

    def __eq__(self, o: Any) -> Any:
        return type(self)(binary(el.equal, self, o, name("equal")))

    def __ne__(self, o: Any) -> Any:
        return type(self)(binary(el.not_equal, self, o, name("not_equal")))

    def __lt__(self, o: Any) -> Any:
        return type(self)(binary(el.less, self, o, name("less")))

    def __le__(self, o: Any) -> Any:
        return type(self)(binary(el.less_equal, self, o, name("less_equal")))

    def __gt__(self, o: Any) -> Any:
        return type(self)(binary(el.greater, self, o, name("greater")))

    def __ge__(self, o: Any) -> Any:
        return type(self)(binary(el.greater_equal, self, o, name("greater_equal")))

    def __neg__(self) -> Any:
        return type(self)(el.negative(self.ivy_array))

    def __pos__(self) -> Any:
        return type(self)(el.positive(self.ivy_array))

    def __abs__(self) -> Any:
        return type(self)(el.abs(self.ivy_array))

    def __invert__(self) -> Any:
        x = self.ivy_array
        return type(self)(el.logical_not(x) if is_bool_dtype(x.dtype) else el.bitwise_invert(x))

    __hash__ = None  # type: ignore[assignment]

    def _inplace(self, fn: Any, o: Any, where: str) -> Any:
        r = binary(fn, self, o, where)
        if r.dtype != self.ivy_array.dtype:
            _modes.can_write(_RULES, r.dtype, self.ivy_array.dtype, where)
            r = astype(r, self.ivy_array.dtype)
        self.ivy_array = r
        return self

    def __iadd__(self, o: Any) -> Any:
        return self._inplace(el.add, o, name("add"))

    def __isub__(self, o: Any) -> Any:
        return self._inplace(el.subtract, o, name("subtract"))

    def __imul__(self, o: Any) -> Any:
        return self._inplace(el.multiply, o, name("multiply"))

    def __itruediv__(self, o: Any) -> Any:
        return self._inplace(el.divide, o, name("divide"))


def and_(a: Any, b: Any) -> Any:
    return el.logical_and(a, b) if _both_bool(a, b) else el.bitwise_and(a, b)


def or_(a: Any, b: Any) -> Any:
    return el.logical_or(a, b) if _both_bool(a, b) else el.bitwise_or(a, b)


def xor_(a: Any, b: Any) -> Any:
    return el.logical_xor(a, b) if _both_bool(a, b) else el.bitwise_xor(a, b)


def _both_bool(a: Any, b: Any) -> bool:
    def is_b(v: Any) -> bool:
        return type(v) is bool or (isinstance(v, Array) and is_bool_dtype(v.dtype))

    return is_b(a) and is_b(b)
