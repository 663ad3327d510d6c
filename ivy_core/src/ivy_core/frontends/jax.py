"""JAX's promotion (its type lattice with weak types), without importing JAX.

Example:
    >>> import ivy_core as ivy
    >>> from ivy_core.frontends.jax import promote_types_jax, promote_types_of_jax_inputs
    >>> promote_types_jax("int64", "uint64", x64=True), promote_types_jax("int8", "uint8")
    (ivy_core.float64, ivy_core.int16)
    >>> x, y = promote_types_of_jax_inputs(ivy.asarray([1], dtype="float16"), 1.0)
    >>> x.dtype, y.dtype
    (ivy_core.float16, ivy_core.float16)
"""

from __future__ import annotations

from typing import Any

from .._arrays._array import Array
from .._dtype import _dtypes, _rules_jax
from ._common import promote_inputs, promote_types

__all__ = ["promote_types_jax", "promote_types_of_jax_inputs"]


def promote_types_jax(type1: Any, type2: Any, /, *, x64: bool = False) -> _dtypes.Dtype:
    """``jax.numpy.promote_types``, with 64-bit dtypes off (JAX's default) or on.

    Raises:
        PromotionError: a 64-bit dtype while ``x64`` is off.
    """
    rules = _rules_jax.RULES_X64 if x64 else _rules_jax.RULES
    return promote_types(rules, type1, type2, "ivy_core.frontends.jax.promote_types_jax")


def promote_types_of_jax_inputs(x1: Any, x2: Any, /, *, x64: bool = False) -> tuple[Array, Array]:
    """Both inputs as Arrays of the dtype JAX would compute ``x1 + x2`` in:
    Python scalars and weakly-typed values take the other operand's dtype
    where the lattice allows."""
    return promote_inputs("jax_x64" if x64 else "jax", x1, x2)
