"""PyTorch's promotion rules (seed 002), without importing torch.

- ``promote_types``: torch's pair table. Categories bool < integral <
  floating < complex; within a category the wider dtype; uint8 with a signed
  dtype the next signed dtype that holds both; float16 with bfloat16 gives
  float32; uint16/32/64 promote only with themselves and with floats.
- Operands rank: n-d tensors over 0-d tensors over Python scalars ("wrapped
  numbers"). Each rank is promoted on its own; a lower rank counts only when
  its category is higher than the higher rank's (``combine`` below). A
  wrapped float takes the default float dtype, a wrapped complex the complex
  dtype of it, a wrapped int int64.
- Per operation: true division and float functions take integer results to
  the default float dtype; ``sum``/``prod`` of integers give int64, indices
  (``argmax``) int64; ``mean`` of integers, subtraction or negation of
  bools, ``matmul`` of two dtypes and ``argmax`` of bools or complex raise.
- In-place results and ``out=`` are cast when torch's ``canCast`` allows:
  never complex to real, float to integer, or anything else to bool.
"""

from __future__ import annotations

from ._dtypes import get_default
from ._rules import BITS, KIND, ND, PYTHON, PromotionError, Rules, fits

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from ._rules import Operand

_BAREBONES_UNSIGNED = frozenset({"uint16", "uint32", "uint64"})
#: torch's ``toComplexType`` (float16's, complex32, ivy_core does not have).
_COMPLEX_OF = {"bfloat16": "complex64", "float32": "complex64", "float64": "complex128"}


def _promote(a: str, b: str, where: str) -> str:
    if a == b:
        return a
    if a in _BAREBONES_UNSIGNED or b in _BAREBONES_UNSIGNED:
        if KIND[a] == 2:
            return a
        if KIND[b] == 2:
            return b
        raise PromotionError(
            f"{where}: torch does not promote {a} with {b} (it promotes uint16, uint32 "
            "and uint64 only with themselves and with floats); cast one with ivy_core.astype"
        )
    ka, kb = KIND[a], KIND[b]
    if ka != kb:
        lo, hi = (a, b) if ka < kb else (b, a)
        if KIND[hi] == 3 and KIND[lo] == 2:  # a float with a complex: the wider precision
            return "complex128" if BITS[lo] == 64 or hi == "complex128" else "complex64"
        return hi
    if ka == 1:
        if a == "uint8" or b == "uint8":
            signed = b if a == "uint8" else a
            return "int16" if signed == "int8" else signed
        return a if BITS[a] > BITS[b] else b
    if ka == 2:
        if {a, b} == {"float16", "bfloat16"}:
            return "float32"
        return a if BITS[a] > BITS[b] else b
    return a if BITS[a] > BITS[b] else b  # complex


def _skip(a: str | None, b: str | None, where: str) -> str | None:
    if a is None:
        return b
    if b is None:
        return a
    return _promote(a, b, where)


def _to_complex(d: str, where: str) -> str:
    c = _COMPLEX_OF.get(d)
    if c is None and where.endswith("/compare"):  # the same bools from complex64
        return "complex64"
    if c is None:
        raise PromotionError(
            f"{where}: torch's result here is complex32, which ivy_core does not have; "
            "cast the float16 operand to float32 first"
        )
    return c


def _combine(higher: str | None, lower: str | None, where: str) -> str | None:
    """torch's ``combine_categories``: a lower rank counts only when its
    category is higher."""
    if higher is None:
        return lower
    if lower is None:
        return higher
    if KIND[higher] == 3:
        return higher
    if KIND[lower] == 3:
        return _to_complex(higher, where) if KIND[higher] == 2 else lower
    if KIND[higher] == 2:
        return higher
    if higher == "bool" or KIND[lower] == 2:
        return _promote(higher, lower, where)
    return higher


class Torch(Rules):
    name = "torch"
    framework = "torch"
    dtypes = frozenset(KIND)

    def promote_types(self, a: str, b: str, where: str) -> str:
        return _promote(a, b, where)

    def wrapped(self, kind: str) -> str:
        """The dtype a Python scalar of ``kind`` takes as a wrapped number."""
        if kind == "float":
            return get_default("float")
        if kind == "complex":
            return "complex128" if get_default("float") == "float64" else "complex64"
        return "int64" if kind == "int" else "bool"

    def result_type(self, ops: Sequence[Operand], where: str) -> str:
        self.check_dtypes(ops, where)
        dim = zero = wrapped = None
        for rank, dtype, _ in ops:
            if rank == PYTHON:
                wrapped = _skip(wrapped, self.wrapped(dtype), where)
            elif rank == ND:
                dim = _skip(dim, dtype, where)
            else:
                zero = _skip(zero, dtype, where)
        result = _combine(dim, _combine(zero, wrapped, where), where)
        assert result is not None
        for rank, dtype, value in ops:
            if rank == PYTHON and dtype == "int" and KIND[result] == 1 and not fits(value, result):
                raise OverflowError(
                    f"{where}: the Python int {value} does not fit in {result}; torch would "
                    "wrap it around: cast the array to a wider dtype first"
                )
        return result

    def binary(self, op: str, x: Operand, y: Operand, where: str) -> tuple[str, str]:
        if op == "matmul" and x[1] != y[1]:
            raise PromotionError(
                f"{where}: torch's matmul takes two arrays of one dtype, not {x[1]} and {y[1]}; "
                "cast one with ivy_core.astype"
            )
        if op == "subtract" and (x[1] == "bool" or y[1] == "bool"):
            both = x[1] == "bool" and y[1] == "bool"
            raise PromotionError(
                f"{where}: torch does not subtract {'two bools' if both else 'a bool'}; use "
                + ("ivy_core.logical_xor" if both else "ivy_core.logical_not to invert a mask")
                + " or cast to an integer dtype"
            )
        r = self.result_type((x, y), where + "/compare" if op == "compare" else where)
        if op in ("divide", "float2") and KIND[r] <= 1:
            f = get_default("float")
            return f, f
        if op == "compare":
            return r, "bool"
        return r, r

    def unary(self, op: str, dtype: str, where: str) -> tuple[str, str]:
        self.check_dtypes(((ND, dtype, None),), where)
        kind = KIND[dtype]
        if op == "float" and kind <= 1:
            f = get_default("float")
            return f, f
        if op == "sum" and kind <= 1:
            return dtype, "int64"
        if op == "index":
            if kind in (0, 3):
                raise PromotionError(f"{where}: torch's argmax and argmin do not take {dtype} arrays")
            return dtype, "int64"
        if op == "mean" and kind <= 1:
            raise PromotionError(
                f"{where}: torch's mean takes float and complex arrays only, not {dtype}; "
                "cast with ivy_core.astype first"
            )
        if op == "negative" and dtype == "bool":
            raise PromotionError(f"{where}: torch does not negate bools; use ivy_core.logical_not")
        return dtype, dtype

    def can_write(self, result: str, target: str) -> bool | None:
        if KIND[result] == 3 and KIND[target] != 3:
            return False
        if KIND[result] == 2 and KIND[target] == 1:
            return False
        return not (result != "bool" and target == "bool")


RULES = Torch()

