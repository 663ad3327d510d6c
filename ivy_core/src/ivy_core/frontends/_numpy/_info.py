"""NumPy's dtype and array queries, and its products (``dot``, ``matmul``,
``inner``, ``outer``, ``cross``)."""

from __future__ import annotations

from typing import Any

from ... import creation, linalg
from ... import elementwise as el
from ..._arrays._array import Array
from ...data_type import can_cast as can_cast_
from ...data_type import finfo as finfo_
from ...data_type import iinfo as iinfo_
from ...data_type import isdtype
from ...data_type import result_type as result_type_
from ...manipulation import reshape
from .._common import Wrapped
from ._convert import check_default, check_ufunc, dtype_arg, mode, name, to_array
from ._ndarray import dot_arrays, finish, ndarray
from ._operators import binary

__all__ = [
    "shape", "ndim", "size", "isscalar", "iscomplexobj", "isrealobj", "isreal", "iterable",
    "result_type", "can_cast", "issubdtype", "finfo", "iinfo", "dtype", "dot", "matmul", "inner",
    "outer", "cross",
]  # fmt: skip

#: NumPy's abstract dtype classes, by the name ``issubdtype`` is given, and
#: the ivy_core kind they stand for.
_ABSTRACT = {
    "number": "numeric", "integer": "integral", "signedinteger": "signed integer",
    "unsignedinteger": "unsigned integer", "floating": "real floating", "complexfloating": "complex floating",
    "inexact": ("real floating", "complex floating"), "bool": "bool", "generic": None,
}  # fmt: skip


def shape(a: Any) -> tuple[int, ...]:
    return tuple(to_array(a, name("shape")).shape)


def ndim(a: Any) -> int:
    return len(to_array(a, name("ndim")).shape)


def size(a: Any, axis: int | None = None) -> int:
    s = shape(a)
    if axis is not None:
        return s[axis]
    n = 1
    for d in s:
        n *= d
    return n


def isscalar(element: Any) -> bool:
    """``numpy.isscalar``: Python numbers and strings (a 0-d array is not a scalar)."""
    return isinstance(element, (bool, int, float, complex, str, bytes))


def iscomplexobj(x: Any) -> bool:
    return "complex" in to_array(x, name("iscomplexobj")).dtype


def isrealobj(x: Any) -> bool:
    return not iscomplexobj(x)


def isreal(x: Any) -> ndarray:
    a = to_array(x, name("isreal"))
    if "complex" not in a.dtype:
        return ndarray(creation.ones(tuple(a.shape), dtype="bool"))
    return ndarray(el.equal(el.imag(a), 0))


def iterable(y: Any) -> bool:
    try:
        iter(y)
    except TypeError:
        return False
    return True


def _dtype_or_array(v: Any) -> Any:
    if isinstance(v, Wrapped):
        return v.ivy_array
    if isinstance(v, (Array, bool, int, float, complex)):
        return v
    return dtype_arg(v, name("result_type"))


def result_type(*arrays_and_dtypes: Any) -> Any:
    """``numpy.result_type`` under NEP 50 (Python scalars weak)."""
    return result_type_(*[_dtype_or_array(v) for v in arrays_and_dtypes], mode="numpy")


def can_cast(from_: Any, to: Any, casting: str = "safe") -> bool:
    w = name("can_cast")
    check_default(w, "casting", casting, "safe")
    return bool(can_cast_(_dtype_or_array(from_), dtype_arg(to, w)))


def issubdtype(arg1: Any, arg2: Any) -> bool:
    """``numpy.issubdtype``: ``arg2`` a dtype or one of NumPy's abstract
    classes, by name (``"floating"``, ``"integer"``, ``"number"``, ...)."""
    w = name("issubdtype")
    d1 = dtype_arg(arg1, w)
    if isinstance(arg2, str) and arg2 in _ABSTRACT:
        kind = _ABSTRACT[arg2]
        return True if kind is None else bool(isdtype(d1, kind))
    return bool(d1 == dtype_arg(arg2, w))


def finfo(dtype: Any) -> Any:
    return finfo_(
        dtype_arg(dtype, name("finfo")) if not isinstance(dtype, Wrapped) else dtype.ivy_array.dtype
    )


def iinfo(int_type: Any) -> Any:
    return iinfo_(
        dtype_arg(int_type, name("iinfo")) if not isinstance(int_type, Wrapped) else int_type.ivy_array.dtype
    )


def dtype(obj: Any) -> Any:
    """``numpy.dtype``: the ivy_core dtype a name, a Python type or an array stands for."""
    if isinstance(obj, Wrapped):
        return obj.ivy_array.dtype
    return dtype_arg(obj, name("dtype"))


def dot(a: Any, b: Any, out: Any = None) -> Any:
    """``numpy.dot``: products for 0-d operands, ``matmul`` up to 2-d, the last
    axis of ``a`` against the second-last of ``b`` beyond."""
    w = name("dot")
    return finish(dot_arrays(to_array(a, w), to_array(b, w), w), out, w)


def matmul(x1: Any, x2: Any, /, out: Any = None, **kwargs: Any) -> Any:
    w = name("matmul")
    check_ufunc(w, kwargs)
    return finish(binary(linalg.matmul, to_array(x1, w), to_array(x2, w), w), out, w)


def inner(a: Any, b: Any, /) -> ndarray:
    w = name("inner")
    x, y = to_array(a, w), to_array(b, w)
    with mode():
        if not x.shape or not y.shape:
            return ndarray(binary(el.multiply, x, y, w))
        return ndarray(linalg.tensordot(x, y, axes=([len(x.shape) - 1], [len(y.shape) - 1])))


def outer(a: Any, b: Any, out: Any = None) -> Any:
    w = name("outer")
    x, y = reshape(to_array(a, w), (-1,)), reshape(to_array(b, w), (-1,))
    with mode():
        return finish(linalg.outer(x, y), out, w)


def cross(
    a: Any, b: Any, axisa: int = -1, axisb: int = -1, axisc: int = -1, axis: int | None = None
) -> ndarray:
    w = name("cross")
    with mode():
        return ndarray(linalg.cross(to_array(a, w), to_array(b, w), axis=-1 if axis is None else axis))
