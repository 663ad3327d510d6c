"""The operators of ``frontends.torch.Tensor``: torch's promotion, ``&``/``|``/``^``
logical on bools, in-place operators that keep the tensor's dtype."""

from __future__ import annotations

from typing import Any

from ... import elementwise as el
from ... import linalg
from ..._arrays._array import Array
from ...data_type import is_bool_dtype
from ._convert import name
from ._pointwise_methods import PointwiseMethods, binary


class Operators(PointwiseMethods):
    """torch's operators over ``ivy_array``."""

    __slots__ = ()

    # --- operators --------------------------------------------------------------------

    def __add__(self, o: Any) -> Any:
        return self._new(binary(el.add, self, o, name("add")))

    def __radd__(self, o: Any) -> Any:
        return self._new(binary(el.add, o, self, name("add")))

    def __sub__(self, o: Any) -> Any:
        return self._new(binary(el.subtract, self, o, name("sub")))

    def __rsub__(self, o: Any) -> Any:
        return self._new(binary(el.subtract, o, self, name("sub")))

    def __mul__(self, o: Any) -> Any:
        return self._new(binary(el.multiply, self, o, name("mul")))

    def __rmul__(self, o: Any) -> Any:
        return self._new(binary(el.multiply, o, self, name("mul")))

    def __truediv__(self, o: Any) -> Any:
        return self._new(binary(el.divide, self, o, name("div")))

    def __rtruediv__(self, o: Any) -> Any:
        return self._new(binary(el.divide, o, self, name("div")))

    def __floordiv__(self, o: Any) -> Any:
        return self._new(binary(el.floor_divide, self, o, name("floor_divide")))

    def __rfloordiv__(self, o: Any) -> Any:
        return self._new(binary(el.floor_divide, o, self, name("floor_divide")))

    def __mod__(self, o: Any) -> Any:
        return self._new(binary(el.remainder, self, o, name("remainder")))

    def __rmod__(self, o: Any) -> Any:
        return self._new(binary(el.remainder, o, self, name("remainder")))

    def __pow__(self, o: Any) -> Any:
        return self._new(binary(el.pow, self, o, name("pow")))

    def __rpow__(self, o: Any) -> Any:
        return self._new(binary(el.pow, o, self, name("pow")))

    def __matmul__(self, o: Any) -> Any:
        return self._new(binary(linalg.matmul, self, o, name("matmul")))

    def __rmatmul__(self, o: Any) -> Any:
        return self._new(binary(linalg.matmul, o, self, name("matmul")))

    def __and__(self, o: Any) -> Any:
        return self._new(binary(_and, self, o, name("bitwise_and")))

    def __or__(self, o: Any) -> Any:
        return self._new(binary(_or, self, o, name("bitwise_or")))

    def __xor__(self, o: Any) -> Any:
        return self._new(binary(_xor, self, o, name("bitwise_xor")))

    def __eq__(self, o: Any) -> Any:
        return self.eq(o)

    def __ne__(self, o: Any) -> Any:
        return self.ne(o)

    def __lt__(self, o: Any) -> Any:
        return self.lt(o)

    def __le__(self, o: Any) -> Any:
        return self.le(o)

    def __gt__(self, o: Any) -> Any:
        return self.gt(o)

    def __ge__(self, o: Any) -> Any:
        return self.ge(o)

    def __neg__(self) -> Any:
        return self.neg()

    def __pos__(self) -> Any:
        return self._new(el.positive(self.ivy_array))

    def __abs__(self) -> Any:
        return self.abs()

    def __invert__(self) -> Any:
        x = self.ivy_array
        return self._new(el.logical_not(x) if is_bool_dtype(x.dtype) else el.bitwise_invert(x))

    __hash__ = object.__hash__  # torch tensors hash by identity

    def __iadd__(self, o: Any) -> Any:
        return self.add_(o)

    def __isub__(self, o: Any) -> Any:
        return self.sub_(o)

    def __imul__(self, o: Any) -> Any:
        return self.mul_(o)

    def __itruediv__(self, o: Any) -> Any:
        return self.div_(o)


def _both_bool(a: Any, b: Any) -> bool:
    return all(type(v) is bool or (isinstance(v, Array) and is_bool_dtype(v.dtype)) for v in (a, b))


def _and(a: Any, b: Any) -> Any:
    return el.logical_and(a, b) if _both_bool(a, b) else el.bitwise_and(a, b)


def _or(a: Any, b: Any) -> Any:
    return el.logical_or(a, b) if _both_bool(a, b) else el.bitwise_or(a, b)


def _xor(a: Any, b: Any) -> Any:
    return el.logical_xor(a, b) if _both_bool(a, b) else el.bitwise_xor(a, b)
