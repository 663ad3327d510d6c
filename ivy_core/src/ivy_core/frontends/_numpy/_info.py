"""NumPy's dtype and array queries, and its products (``dot``, ``matmul``,
``inner``, ``outer``, ``cross``)."""

from __future__ import annotations

import functools
from typing import Any

from ... import creation, linalg
from ... import elementwise as el
from ..._arrays._array import Array
from ...data_type import astype, isdtype
from ...data_type import can_cast as can_cast_
from ...data_type import finfo as finfo_
from ...data_type import iinfo as iinfo_
from ...data_type import result_type as result_type_
from ...manipulation import reshape
from .. import _einsum
from .._common import Wrapped
from ._convert import check_default, check_ufunc, dtype_arg, mode, name, to_array
from ._ndarray import dot_arrays, finish, ndarray
from ._operators import binary

__all__ = [
    "shape", "ndim", "size", "isscalar", "iscomplexobj", "isrealobj", "isreal", "iterable",
    "result_type", "can_cast", "issubdtype", "finfo", "iinfo", "dtype", "dot", "matmul", "inner",
    "outer", "cross", "einsum", "vdot", "errstate", "broadcast_shapes",
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


def einsum(
    *operands: Any,
    out: Any = None,
    dtype: Any = None,
    order: str = "K",
    casting: str = "safe",
    optimize: Any = False,
) -> Any:
    """``numpy.einsum("ij,jk->ik", a, b)``: in the operands' promoted dtype
    (NumPy's rules); ``...`` and repeated letters in one operand are refused."""
    w = name("einsum")
    check_default(w, "order", order, "K")
    check_default(w, "casting", casting, "safe")
    subscripts, arrays = _einsum.operands(operands, w)
    xs = [to_array(x, w) for x in arrays]
    common = result_type_(*xs, mode="numpy")
    xs = [x if x.dtype == common else astype(x, common) for x in xs]
    r = _einsum.einsum(subscripts, xs, w)
    return finish(r if r.dtype == common else astype(r, common), out, w, dtype)


def vdot(a: Any, b: Any, /) -> ndarray:
    """``numpy.vdot``: the flattened arrays' dot product, the first conjugated."""
    w = name("vdot")
    x, y = reshape(to_array(a, w), (-1,)), reshape(to_array(b, w), (-1,))
    with mode():
        return ndarray(linalg.matmul(el.conj(x) if "complex" in x.dtype else x, y))


#: What ``errstate`` can honour: the backends compute IEEE results and NumPy's
#: ``"ignore"`` and ``"warn"`` differ only in a warning.
_ERRSTATE_OK = ("ignore", "warn")


class errstate:
    """``numpy.errstate`` as a context or a decorator, for ``"ignore"`` and
    ``"warn"``; ``"raise"``, ``"call"``, ``"print"`` and ``"log"`` are refused
    (the backends report no floating-point errors to act on)."""

    def __init__(self, *, call: Any = None, **kwargs: Any) -> None:
        w = name("errstate")
        if call is not None:
            check_default(w, "call", call, None)
        for key, value in kwargs.items():
            if key not in ("all", "divide", "over", "under", "invalid"):
                raise TypeError(f"{w}: unexpected keyword argument {key!r}")
            if value is not None and value not in _ERRSTATE_OK:
                check_default(w, key, value, "ignore")

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None

    def __call__(self, fn: Any) -> Any:
        @functools.wraps(fn)
        def run(*args: Any, **kwargs: Any) -> Any:
            with self:
                return fn(*args, **kwargs)

        return run


def broadcast_shapes(*args: Any) -> tuple[int, ...]:
    """The shape the given shapes broadcast to."""
    out: list[int] = []
    for s in args:
        s = (s,) if isinstance(s, int) else tuple(s)
        n = max(len(out), len(s))
        a, b = [1] * (n - len(out)) + out, [1] * (n - len(s)) + list(s)
        if any(x != y and x != 1 and y != 1 for x, y in zip(a, b, strict=True)):
            raise ValueError(f"{name('broadcast_shapes')}: shapes {tuple(out)} and {s} do not broadcast")
        out = [y if x == 1 else x for x, y in zip(a, b, strict=True)]
    return tuple(out)
