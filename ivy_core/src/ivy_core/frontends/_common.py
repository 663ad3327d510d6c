"""What the three frontend modules share: a rules object applied to dtypes
and to values."""

from __future__ import annotations

from typing import Any

from .._arrays._array import Array
from .._dtype import _dtypes
from .._dtype._promotion import PYTHON_SCALARS
from ..creation import asarray
from ..data_type import _dtype_arg, astype, result_type

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._dtype._rules import Rules


def promote_types(rules: Rules, type1: Any, type2: Any, where: str) -> _dtypes.Dtype:
    a = _dtype_arg(type1, where)
    b = _dtype_arg(type2, where)
    return _dtypes.as_dtype(rules.promote_types(a, b, where))


def promote_inputs(mode: str, x1: Any, x2: Any) -> tuple[Array, Array]:
    dtype = result_type(x1, x2, mode=mode)
    out = []
    for x in (x1, x2):
        if type(x) in PYTHON_SCALARS:
            out.append(asarray(x, dtype=dtype))
        else:
            x = x if isinstance(x, Array) else asarray(x)
            out.append(x if x.dtype == dtype else astype(x, dtype))
    return out[0], out[1]
