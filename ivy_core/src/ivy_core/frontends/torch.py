"""torch's functional API and ``Tensor`` on ivy_core, on any backend, with
torch's promotion (seed 002), default dtypes (int64, float32, complex64),
keywords (``dim``, ``keepdim``, ``out``) and results (``max(x, dim)`` gives
``(values, indices)``); and torch's promotion functions. torch is not
imported. A keyword the frontend does not implement raises
:class:`ivy_core.ArgumentValueError`.

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

import math as _math
from typing import Any

from .._arrays._array import Array
from .._dtype import _dtypes, _rules_torch
from ._common import promote_inputs
from ._common import promote_types as _promote_types
from ._torch import _creation, _misc, _pointwise, _reduce, _shape, linalg, nn
from ._torch._creation import *  # noqa: F403
from ._torch._misc import *  # noqa: F403
from ._torch._pointwise import *  # noqa: F403
from ._torch._reduce import *  # noqa: F403
from ._torch._shape import *  # noqa: F403
from ._torch._tensor import Size, Tensor
from ._torch.nn.functional import conv2d

#: The torch functions this frontend implements, by the name torch gives them
#: (``linalg.norm`` for ``torch.linalg.norm``): the coverage table of the docs
#: is written from this list.
COVERED = (
    *_creation.__all__, *_pointwise.__all__, *_reduce.__all__, *_shape.__all__,
    *_misc.__all__, *(f"linalg.{n}" for n in linalg.__all__),
    *(f"nn.functional.{n}" for n in nn.functional.__all__), "promote_types", "conv2d",
)  # fmt: skip

#: torch's dtype names, as ivy_core dtypes.
bool = _dtypes.as_dtype("bool")  # noqa: A001
int8, int16, int32, int64 = (_dtypes.as_dtype(n) for n in ("int8", "int16", "int32", "int64"))
uint8 = _dtypes.as_dtype("uint8")
float16, bfloat16 = _dtypes.as_dtype("float16"), _dtypes.as_dtype("bfloat16")
float32, float64 = _dtypes.as_dtype("float32"), _dtypes.as_dtype("float64")
complex64, complex128 = _dtypes.as_dtype("complex64"), _dtypes.as_dtype("complex128")
half, float, double = float16, float32, float64  # noqa: A001
short, int, long = int16, int32, int64  # noqa: A001
cfloat, cdouble = complex64, complex128
pi = 3.141592653589793
e = 2.718281828459045
inf = _math.inf
nan = _math.nan

__all__ = [
    "promote_types_torch", "promote_types_of_torch_inputs", "promote_types", "Tensor", "Size", "linalg",
    "COVERED", "nn", "conv2d", *_misc.__all__, *_creation.__all__, *_pointwise.__all__, *_reduce.__all__, *_shape.__all__,
]  # fmt: skip


def promote_types_torch(type1: Any, type2: Any, /) -> _dtypes.Dtype:
    """``torch.promote_types``: the dtype two dtypes promote to under torch's table.

    Raises:
        PromotionError: torch refuses the pair (uint16, uint32 or uint64 with
            anything but itself or a float).
    """
    return _promote_types(_rules_torch.RULES, type1, type2, "ivy_core.frontends.torch.promote_types_torch")


def promote_types(type1: Any, type2: Any, /) -> _dtypes.Dtype:
    """``torch.promote_types``."""
    return promote_types_torch(type1, type2)


def promote_types_of_torch_inputs(x1: Any, x2: Any, /) -> tuple[Array, Array]:
    """Both inputs as Arrays of the dtype torch would compute ``x1 + x2`` in,
    with torch's ranks: n-d tensors over 0-d tensors over Python scalars."""
    return promote_inputs("torch", x1, x2)
