"""NumPy 2's promotion (NEP 50), without importing NumPy.

Example:
    >>> import ivy_core as ivy
    >>> from ivy_core.frontends.numpy import promote_types_numpy, promote_types_of_numpy_inputs
    >>> promote_types_numpy("int16", "float16"), promote_types_numpy("uint64", "int8")
    (ivy_core.float32, ivy_core.float64)
    >>> x, y = promote_types_of_numpy_inputs(ivy.asarray([1], dtype="float16"), 2.5)
    >>> x.dtype, y.dtype
    (ivy_core.float16, ivy_core.float16)
"""

from __future__ import annotations

from typing import Any

from .._arrays._array import Array
from .._dtype import _dtypes, _rules_numpy
from ._common import promote_inputs, promote_types

__all__ = ["promote_types_numpy", "promote_types_of_numpy_inputs"]


def promote_types_numpy(type1: Any, type2: Any, /) -> _dtypes.Dtype:
    """``numpy.promote_types``: the dtype two dtypes promote to under NumPy's table.

    Raises:
        PromotionError: bfloat16, which NumPy does not have.
    """
    return promote_types(_rules_numpy.RULES, type1, type2, "ivy_core.frontends.numpy.promote_types_numpy")


def promote_types_of_numpy_inputs(x1: Any, x2: Any, /) -> tuple[Array, Array]:
    """Both inputs as Arrays of the dtype NumPy 2 would compute ``x1 + x2``
    in: arrays strong, Python scalars weak (NEP 50).

    Raises:
        OverflowError: a Python int out of the bounds of the integer result.
    """
    return promote_inputs("numpy", x1, x2)
