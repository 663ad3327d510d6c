"""NumPy's functional API and ``ndarray`` on ivy_core, on any backend,
with NumPy 2's promotion (NEP 50), default dtypes (int64, float64,
complex128) and keywords; and NumPy's promotion functions. NumPy is not
imported. A keyword the frontend does not implement (``where=``,
``order='F'``, ``initial=``) raises :class:`ivy_core.ArgumentValueError`.

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
from ._common import promote_inputs
from ._common import promote_types as _promote_types
from ._numpy import _creation, _info, _math, _reduce, _select, _shape, linalg
from ._numpy._creation import *  # noqa: F403
from ._numpy._info import *  # noqa: F403
from ._numpy._math import *  # noqa: F403
from ._numpy._ndarray import ndarray
from ._numpy._reduce import *  # noqa: F403
from ._numpy._select import *  # noqa: F403
from ._numpy._shape import *  # noqa: F403

#: The NumPy functions this frontend implements, by the name NumPy gives them
#: (``linalg.norm`` for ``numpy.linalg.norm``): the coverage table of the docs
#: is written from this list.
COVERED = (
    *_creation.__all__, *_math.__all__, *_reduce.__all__, *_shape.__all__, *_info.__all__,
    *_select.__all__, *(f"linalg.{n}" for n in linalg.__all__), "promote_types",
)  # fmt: skip

#: NumPy's dtype names, as ivy_core dtypes.
bool_ = _dtypes.as_dtype("bool")
int8, int16, int32, int64 = (_dtypes.as_dtype(n) for n in ("int8", "int16", "int32", "int64"))
uint8, uint16, uint32, uint64 = (_dtypes.as_dtype(n) for n in ("uint8", "uint16", "uint32", "uint64"))
float16, float32, float64 = (_dtypes.as_dtype(n) for n in ("float16", "float32", "float64"))
complex64, complex128 = _dtypes.as_dtype("complex64"), _dtypes.as_dtype("complex128")
#: NumPy's abstract dtype classes, by name: ``issubdtype(x.dtype, floating)``.
number, integer, signedinteger, unsignedinteger = "number", "integer", "signedinteger", "unsignedinteger"
floating, complexfloating, inexact, generic = "floating", "complexfloating", "inexact", "generic"
pi = 3.141592653589793
e = 2.718281828459045
inf = float("inf")
nan = float("nan")
newaxis = None

__all__ = [
    "promote_types_numpy", "promote_types_of_numpy_inputs", "promote_types", "ndarray", "linalg", "COVERED",
    *_creation.__all__, *_math.__all__, *_reduce.__all__, *_shape.__all__, *_info.__all__, *_select.__all__,
]  # fmt: skip


def promote_types_numpy(type1: Any, type2: Any, /) -> _dtypes.Dtype:
    """``numpy.promote_types``: the dtype two dtypes promote to under NumPy's table.

    Raises:
        PromotionError: bfloat16, which NumPy does not have.
    """
    return _promote_types(_rules_numpy.RULES, type1, type2, "ivy_core.frontends.numpy.promote_types_numpy")


def promote_types(type1: Any, type2: Any, /) -> _dtypes.Dtype:
    """``numpy.promote_types``."""
    return promote_types_numpy(type1, type2)


def promote_types_of_numpy_inputs(x1: Any, x2: Any, /) -> tuple[Array, Array]:
    """Both inputs as Arrays of the dtype NumPy 2 would compute ``x1 + x2``
    in: arrays strong, Python scalars weak (NEP 50).

    Raises:
        OverflowError: a Python int out of the bounds of the integer result.
    """
    return promote_inputs("numpy", x1, x2)
