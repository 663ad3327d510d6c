"""What a framework's promotion rules answer, and the names they share.

A *rules* object (one per framework mode: ``_rules_torch``, ``_rules_numpy``,
``_rules_jax``) answers, for an operation class and its operands, the dtype
the framework computes in and the dtype of its result, or raises what the
framework raises. Nothing here imports a framework: the rules are data and
plain functions, checked cell by cell against grids generated from the real
frameworks (``tests/promotion``).

An operand is ``(rank, dtype, value)``:

- ``rank``: :data:`ND` (an array of one or more dimensions), :data:`ZERO_D`
  (a 0-d array, or a NumPy scalar), :data:`WEAK` (a JAX weakly-typed value)
  or :data:`PYTHON` (a Python ``bool``/``int``/``float``/``complex``);
- ``dtype``: the dtype name, or for a Python scalar its kind (``"bool"``,
  ``"int"``, ``"float"``, ``"complex"``);
- ``value``: the Python scalar (for the checks that depend on it), else None.

Operation classes (``_modes.OP_CLASS`` maps each API function to one):
``arith`` (add, multiply, maximum...), ``subtract``, ``divide`` (true
division), ``float2`` (the binary float functions: atan2...),
``floor_divide``, ``pow``, ``compare``, ``bitwise``, ``where``, ``matmul``,
``concat`` (concat, stack), ``float`` (unary float functions: sqrt, exp,
...), ``negative``, ``sum`` (sum, prod, cumulative_sum...), ``mean``,
``index`` (argmax, argmin: the index dtype).
"""

from __future__ import annotations

from .._base._errors import PromotionError
from ._dtypes import _INTERNED, BITS
from ._promotion import BINARY, INT_RANGE, ND, PYTHON, UNARY, WEAK, ZERO_D

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    Operand = tuple[int, str, Any]

__all__ = [
    "ND", "ZERO_D", "WEAK", "PYTHON", "BINARY", "UNARY", "Rules", "PromotionError", "KIND", "BITS", "fits",
]  # fmt: skip

# The operand ranks (ND, ZERO_D, WEAK, PYTHON) and the operation classes
# (BINARY, UNARY) are ``_promotion``'s, imported above.

#: Each dtype's category, from its kind (``_dtypes``): bool < int (signed
#: and unsigned) < float < complex.
KIND: dict[str, int] = {
    str(d): {"bool": 0, "signed": 1, "unsigned": 1, "float": 2, "complex": 3}[d.kind] for d in _INTERNED.values()
}
#: A Python scalar's category, by its kind name.
PY_KIND = {"bool": 0, "int": 1, "float": 2, "complex": 3}



def fits(value: int, dtype: str) -> bool:
    lo, hi = INT_RANGE[dtype]
    return lo <= value <= hi


def name(op: Operand) -> str:
    """An operand as the grids write it: ``nd:int8``, ``py:float``..."""
    rank, dtype, value = op
    prefix = ("py", "weak", "0d", "nd")[rank]
    return f"{prefix}:{dtype}"


class Rules:
    """The interface every framework's rules implement (see the module
    docstring). ``where`` prefixes every error message: the function, the
    backend and the mode."""

    #: The mode's name (``"torch"``, ``"numpy"``, ``"jax"``, ``"jax_x64"``).
    name = ""
    #: The framework's name as users know it.
    framework = ""
    #: The dtypes the framework has (an operand of another raises).
    dtypes: frozenset[str] = frozenset()

    def promote_types(self, a: str, b: str, where: str) -> str:
        """The framework's ``promote_types`` of two dtypes."""
        raise NotImplementedError

    def result_type(self, ops: Sequence[Operand], where: str) -> str:
        """The dtype the framework promotes ``ops`` to (``result_type``)."""
        raise NotImplementedError

    def binary(self, op: str, x: Operand, y: Operand, where: str) -> tuple[str, str]:
        """(dtype to compute in, result dtype) of a binary class ``op``."""
        raise NotImplementedError

    def unary(self, op: str, dtype: str, where: str) -> tuple[str, str]:
        """(dtype to compute in, result dtype) of a unary class ``op``."""
        raise NotImplementedError

    def many(self, dtypes: Sequence[str], where: str) -> str:
        """The dtype ``concat``/``stack`` give arrays of ``dtypes``."""
        result = dtypes[0]
        for d in dtypes[1:]:
            result = self.promote_types(result, d, where)
        return result

    def int_limits(self, dtype: str) -> tuple[int, int]:
        """The Python ints an array of integer ``dtype`` takes as they are
        (the fast path's range; others take the mode's slow path)."""
        return INT_RANGE[dtype]

    def can_write(self, result: str, target: str) -> bool | None:
        """Whether a result of dtype ``result`` may be written into an array
        of dtype ``target`` (in-place operators and ``out=``); None: the
        framework has no in-place writes (ivy_core's own rule applies)."""
        return None

    def check_dtypes(self, ops: Sequence[Operand], where: str) -> None:
        for rank, dtype, _ in ops:  # a weak value stands for its kind only
            if rank > WEAK and dtype not in self.dtypes:
                raise PromotionError(
                    f"{where}: {self.framework} has no {dtype}; cast the array with "
                    f"ivy_core.astype, or leave the {self.name!r} promotion mode"
                )

    def __repr__(self) -> str:
        return f"<ivy_core promotion rules {self.name!r}>"
