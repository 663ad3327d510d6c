"""PyTorch's promotion (seed 002), without importing torch.

Example:
    >>> import ivy_core as ivy
    >>> from ivy_core.frontends.torch import promote_types_torch, promote_types_of_torch_inputs
    >>> promote_types_torch("uint8", "int8"), promote_types_torch("bfloat16", "float16")
    (ivy_core.int16, ivy_core.float32)
    >>> x, y = promote_types_of_torch_inputs(ivy.asarray(3, dtype="int32"), 5)
    >>> x.dtype, y.dtype
    (ivy_core.int32, ivy_core.int32)
"""

from __future__ import annotations

from typing import Any

from .._arrays._array import Array
from .._dtype import _dtypes, _rules_torch
from ._common import promote_inputs, promote_types

__all__ = ["promote_types_torch", "promote_types_of_torch_inputs"]


def promote_types_torch(type1: Any, type2: Any, /) -> _dtypes.Dtype:
    """``torch.promote_types``: the dtype two dtypes promote to under torch's table.

    Raises:
        PromotionError: torch refuses the pair (uint16, uint32 or uint64 with
            anything but itself or a float).
    """
    return promote_types(_rules_torch.RULES, type1, type2, "ivy_core.frontends.torch.promote_types_torch")


def promote_types_of_torch_inputs(x1: Any, x2: Any, /) -> tuple[Array, Array]:
    """Both inputs as Arrays of the dtype torch would compute ``x1 + x2`` in,
    with torch's ranks: n-d tensors over 0-d tensors over Python scalars."""
    return promote_inputs("torch", x1, x2)
