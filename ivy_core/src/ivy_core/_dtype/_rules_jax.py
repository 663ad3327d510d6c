"""JAX's promotion rules (its type lattice with weak types), with 64-bit
dtypes enabled (``jax_enable_x64``) or not (JAX's default), without
importing JAX.

- Promotion is the least upper bound in JAX's lattice, whose nodes are the
  dtypes and three *weak* kinds: ``i*`` (Python ints), ``f*`` (Python
  floats), ``c*`` (Python complex numbers)::

      bool -> i* -> uint8 -> uint16 -> uint32 -> uint64 -> f*
                 -> int8 -> int16 -> int32 -> int64 -> f*
      uint8 -> int16, uint16 -> int32, uint32 -> int64
      f* -> bfloat16, float16 -> float32 -> float64 -> complex128;
      f* -> c* -> complex64; float32 -> complex64 -> complex128

  so a Python scalar, or a weakly-typed JAX value (``jnp.asarray(1.0)``),
  takes the array's dtype whenever it can (``float16 + 1.0`` is float16).
  0-d arrays are as strong as any other array. A result at a weak node is
  the default dtype of its kind, and is itself weak.
- Without 64-bit dtypes, a 64-bit result is narrowed to its 32-bit sibling,
  and an operand of a 64-bit dtype cannot exist.
- Per operation: true division, float functions and ``mean`` of integers
  give float32 (float64 for 64-bit integers); ``sum``/``prod`` of small
  integers give the default integer of their signedness; ``//`` and ``**``
  of bools compute in int32; ``x ** n`` with a 0-d integer ``n`` (a
  concrete scalar: ``lax.integer_pow``) keeps ``x``'s dtype.
"""

from __future__ import annotations

from ._promotion import INT_RANGE
from ._rules import BITS, KIND, PYTHON, WEAK, PromotionError, Rules, fits

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from ._rules import Operand

_UP = {
    "bool": ("i*",),
    "i*": ("uint8", "int8"),
    "uint8": ("uint16", "int16"), "uint16": ("uint32", "int32"), "uint32": ("uint64", "int64"),
    "uint64": ("f*",),
    "int8": ("int16",), "int16": ("int32",), "int32": ("int64",), "int64": ("f*",),
    "f*": ("c*", "float16", "bfloat16"),
    "bfloat16": ("float32",), "float16": ("float32",), "float32": ("float64", "complex64"),
    "float64": ("complex128",),
    "c*": ("complex64",), "complex64": ("complex128",), "complex128": (),
}  # fmt: skip


def _closure(node: str) -> frozenset[str]:
    seen = {node}
    todo = [node]
    while todo:
        for n in _UP[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return frozenset(seen)


#: Every node's upper bounds (itself included).
_ABOVE = {n: _closure(n) for n in _UP}
_WEAK_OF_KIND = {1: "i*", 2: "f*", 3: "c*"}
_NARROW = {"int64": "int32", "uint64": "uint32", "float64": "float32", "complex128": "complex64"}


def _join(a: str, b: str) -> str:
    common = _ABOVE[a] & _ABOVE[b]
    for n in common:  # the least: every other common bound is above it
        if common <= _ABOVE[n]:
            return n
    raise AssertionError(f"no least upper bound of {a} and {b}")  # the lattice has one


class Jax(Rules):
    framework = "jax"

    def __init__(self, x64: bool) -> None:
        self.x64 = x64
        self.name = "jax_x64" if x64 else "jax"
        self.dtypes = frozenset(KIND) if x64 else frozenset(KIND) - set(_NARROW)
        self.default = (
            {"i*": "int64", "f*": "float64", "c*": "complex128"}
            if x64
            else {"i*": "int32", "f*": "float32", "c*": "complex64"}
        )

    def inexact(self, dtype: str) -> str:
        """The float an integer or bool result becomes (true division, float
        functions): float64 for 64-bit integers, else float32."""
        return "float64" if self.x64 and dtype in ("int64", "uint64") else "float32"

    def int_limits(self, dtype: str) -> tuple[int, int]:
        lo, hi = INT_RANGE[dtype]
        dlo, dhi = INT_RANGE[self.canonical("i*")]  # a Python int is first a default int
        return max(lo, dlo), min(hi, dhi)

    def canonical(self, node: str) -> str:
        """The dtype of a lattice node (a weak node's default dtype)."""
        d = self.default.get(node, node)
        return d if self.x64 else _NARROW.get(d, d)

    def node(self, op: Operand) -> str:
        rank, dtype, _ = op
        if rank == PYTHON:
            return "bool" if dtype == "bool" else _WEAK_OF_KIND[{"int": 1, "float": 2, "complex": 3}[dtype]]
        if rank == WEAK and KIND[dtype] > 0:
            return _WEAK_OF_KIND[KIND[dtype]]
        return dtype

    def promote_types(self, a: str, b: str, where: str) -> str:
        self.check_dtypes(((3, a, None), (3, b, None)), where)
        return self.canonical(_join(a, b))

    def result_type(self, ops: Sequence[Operand], where: str) -> str:
        self.check_dtypes(ops, where)
        node = self.node(ops[0])
        for op in ops[1:]:
            node = _join(node, self.node(op))
        result = self.canonical(node)
        default_int = self.canonical("i*")
        for rank, dtype, value in ops:
            if rank != PYTHON or dtype != "int":
                continue
            if not fits(value, default_int):  # JAX converts it to the default int first
                raise OverflowError(f"{where}: the Python int {value} is too large for {default_int}")
            if KIND[result] == 1 and not fits(value, result):  # JAX would wrap it around
                raise OverflowError(
                    f"{where}: the Python int {value} does not fit in {result}; jax would wrap "
                    "it around: cast the array to a wider dtype first"
                )
        return result

    def binary(self, op: str, x: Operand, y: Operand, where: str) -> tuple[str, str]:
        if op == "pow" and y[0] != 3 and (y[1] == "int" or KIND.get(y[1]) == 1):
            # ``x ** n`` with a concrete integer scalar n is ``lax.integer_pow``:
            # x's dtype, bools as the default int.
            self.result_type((x, y), where)  # the same checks
            r = "int32" if x[1] == "bool" else self.canonical(self.node(x))
            return r, r
        r = self.result_type((x, y), where)
        if op == "subtract" and r == "bool":
            raise PromotionError(f"{where}: jax does not subtract bools; use ivy_core.logical_xor")
        if op in ("floor_divide", "pow") and r == "bool":  # computed on int32
            return "int32", "int32"
        if op in ("divide", "float2") and KIND[r] <= 1:
            f = self.inexact(r)
            return f, f
        if op == "compare":
            return r, "bool"
        return r, r

    def unary(self, op: str, dtype: str, where: str) -> tuple[str, str]:
        self.check_dtypes(((3, dtype, None),), where)
        kind = KIND[dtype]
        if op in ("float", "mean") and kind <= 1:
            f = self.inexact(dtype)
            return f, f
        if op == "sum" and kind <= 1:
            wide = self.canonical("uint64" if dtype.startswith("u") else "int64")
            return dtype, wide if dtype == "bool" or BITS[dtype] < BITS[wide] else dtype
        if op == "index":
            return dtype, self.canonical("i*")
        if op == "negative" and dtype == "bool":
            raise PromotionError(f"{where}: jax does not negate bools; use ivy_core.logical_not")
        return dtype, dtype


RULES = Jax(x64=False)
RULES_X64 = Jax(x64=True)
