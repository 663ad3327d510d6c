"""NumPy 2's promotion rules (NEP 50), without importing NumPy.

- ``promote_types``: NumPy's pair table. A signed with an unsigned integer
  gives the smallest signed dtype holding both, and float64 for uint64; an
  integer with a float the smallest float whose mantissa holds the integer
  (int8 + float16 is float16, int16 + float16 float32, int32 + float32
  float64); no bfloat16.
- Every array is strong: 0-d arrays and NumPy scalars count as n-d arrays
  do. Python scalars are weak: one whose kind the arrays' kind holds takes
  the arrays' dtype (a Python int must then fit it, else ``OverflowError``);
  a higher kind gives that kind's default (int64, float64, complex128),
  except that a complex scalar with a float array keeps its precision.
- Per operation: true division of integers gives float64; float functions
  give the smallest float that holds the integer dtype (int8 -> float16);
  ``sum``/``prod`` of small integers give int64 (uint64 for unsigned);
  ``mean`` of integers gives float64; bools do not subtract or negate, and
  ``//``, ``**`` of two bools compute in int8.
- In-place results and ``out=`` are cast under ``casting="same_kind"``.
"""

from __future__ import annotations

from ._rules import BITS, KIND, PYTHON, PromotionError, Rules, fits

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from ._rules import Operand

_SIGNED_OF_BITS = {8: "int8", 16: "int16", 32: "int32", 64: "int64"}
#: The smallest float holding every value of an integer dtype (bool: float16).
_FLOAT_FOR = {
    "bool": "float16", "int8": "float16", "uint8": "float16", "int16": "float32", "uint16": "float32",
    "int32": "float64", "uint32": "float64", "int64": "float64", "uint64": "float64",
}  # fmt: skip
_COMPLEX_FOR_FLOAT = {"float16": "complex64", "float32": "complex64", "float64": "complex128"}


def _promote(a: str, b: str) -> str:
    if a == b:
        return a
    ka, kb = KIND[a], KIND[b]
    if ka == 0 or kb == 0:
        return b if ka == 0 else a
    if ka == kb == 1:
        ua, ub = a.startswith("u"), b.startswith("u")
        if ua == ub:
            return a if BITS[a] > BITS[b] else b
        u, s = (a, b) if ua else (b, a)
        if u == "uint64":
            return "float64"
        bits = max(BITS[u] * 2, BITS[s])
        return _SIGNED_OF_BITS[bits]
    if ka == kb:  # two floats, or two complex
        return a if BITS[a] > BITS[b] else b
    lo, hi = (a, b) if ka < kb else (b, a)
    if KIND[lo] == 1:  # an integer with a float or complex
        f = _FLOAT_FOR[lo]
        if KIND[hi] == 2:
            return hi if BITS[hi] >= BITS[f] else f
        return hi if BITS[hi] // 2 >= BITS[f] or hi == "complex128" else "complex128"
    # a float with a complex
    c = _COMPLEX_FOR_FLOAT[lo]
    return hi if BITS[hi] >= BITS[c] else c


class NumPy(Rules):
    name = "numpy"
    framework = "numpy"
    dtypes = frozenset(KIND) - {"bfloat16"}

    def promote_types(self, a: str, b: str, where: str) -> str:
        self.check_dtypes(((3, a, None), (3, b, None)), where)
        return _promote(a, b)

    def result_type(self, ops: Sequence[Operand], where: str, check_values: bool = True) -> str:
        self.check_dtypes(ops, where)
        strong = None
        for rank, dtype, _ in ops:
            if rank != PYTHON:
                strong = dtype if strong is None else _promote(strong, dtype)
        weak = [(dtype, value) for rank, dtype, value in ops if rank == PYTHON]
        if strong is None:  # Python scalars only: their kind's default
            kind = max(weak, key=lambda w: KIND_OF_PY[w[0]])[0]
            return _PY_DEFAULT[kind]
        result = strong
        for kind, _ in weak:
            k = KIND_OF_PY[kind]
            if k > KIND[result]:
                if k == 3 and KIND[result] == 2:
                    result = _COMPLEX_FOR_FLOAT[result]
                else:
                    result = _promote(result, _PY_DEFAULT[kind])
        if check_values:
            for kind, value in weak:
                if kind == "int" and KIND[result] == 1 and not fits(value, result):
                    raise OverflowError(f"{where}: the Python int {value} is out of bounds for {result}")
        return result

    def binary(self, op: str, x: Operand, y: Operand, where: str) -> tuple[str, str]:
        if op == "subtract" and x[1] == "bool" and y[1] == "bool":
            raise PromotionError(
                f"{where}: numpy does not subtract two bools; use ivy_core.logical_xor"
            )
        r = self.result_type((x, y), where, check_values=op != "compare")
        if op == "compare":
            # NumPy compares a Python int with any integer array exactly.
            for rank, kind, value in (x, y):
                if rank == PYTHON and kind == "int" and KIND[r] == 1 and not fits(value, r):
                    return ("int64" if fits(value, "int64") else "float64"), "bool"
            return r, "bool"
        if op == "divide" and KIND[r] <= 1:
            return "float64", "float64"
        if op == "float2" and KIND[r] <= 1:
            return _FLOAT_FOR[r], _FLOAT_FOR[r]
        if op in ("floor_divide", "pow") and r == "bool":
            return "int8", "int8"
        if op == "pow" and x[1] == "bool" and x[0] != PYTHON and y[:2] == (PYTHON, "int") and y[2] == 2:
            return "int8", "int8"  # ``x ** 2`` is ``numpy.square(x)``: int8 for bools
        return r, r

    def unary(self, op: str, dtype: str, where: str) -> tuple[str, str]:
        self.check_dtypes(((3, dtype, None),), where)
        kind = KIND[dtype]
        if op == "float" and kind <= 1:
            f = _FLOAT_FOR[dtype]
            return f, f
        if op == "sum" and kind <= 1:
            if dtype.startswith("u"):
                return dtype, "uint64"
            return dtype, "int64"
        if op == "mean" and kind <= 1:
            return "float64", "float64"
        if op == "index":
            return dtype, "int64"
        if op == "negative" and dtype == "bool":
            raise PromotionError(f"{where}: numpy does not negate bools; use ivy_core.logical_not")
        return dtype, dtype

    def can_write(self, result: str, target: str) -> bool | None:
        """``numpy.can_cast(result, target, "same_kind")``: to the same kind or
        a higher one (bool < unsigned < signed < float < complex)."""
        return _SAME_KIND[result] <= _SAME_KIND[target]


_SAME_KIND = {d: 2 * KIND[d] - (d.startswith("u") or d == "bool") for d in KIND}
KIND_OF_PY = {"bool": 0, "int": 1, "float": 2, "complex": 3}
_PY_DEFAULT = {"bool": "bool", "int": "int64", "float": "float64", "complex": "complex128"}

RULES = NumPy()
