"""NumPy's array creation on ivy_core, with NumPy's default dtypes: float64
for ``zeros``/``ones``/``empty``/``linspace``/``eye``, int64 for integer
``arange``/``full``, the dtype of the data for ``array``/``asarray``."""

from __future__ import annotations

from typing import Any

from ... import creation, linalg, manipulation
from ...data_type import astype, is_float_dtype
from ...elementwise import isfinite
from ...utility import all as all_
from .._common import python_kind
from ._convert import DEFAULT_DTYPE, check_default, dtype_arg, name, to_array
from ._ndarray import ndarray

__all__ = [
    "array", "asarray", "asanyarray", "ascontiguousarray", "asarray_chkfinite", "copy", "zeros",
    "ones", "empty", "full", "zeros_like", "ones_like", "empty_like", "full_like", "arange",
    "linspace", "logspace", "eye", "identity", "meshgrid", "tril", "triu", "diag", "atleast_1d",
    "atleast_2d", "atleast_3d",
]  # fmt: skip


def _order(fn: str, order: Any) -> None:
    if order not in ("K", "A", "C", None):
        check_default(name(fn), "order", order, "C")


def array(
    object: Any,
    dtype: Any = None,
    *,
    copy: bool = True,
    order: str = "K",
    subok: bool = False,
    ndmin: int = 0,
) -> ndarray:
    """``numpy.array``: Python ints as int64, floats as float64."""
    _order("array", order)
    a = to_array(object, name("array"), dtype)
    if copy and isinstance(object, (ndarray,)) and a is object.ivy_array:
        a = astype(a, a.dtype, copy=True)
    if ndmin > len(a.shape):
        a = manipulation.reshape(a, (1,) * (ndmin - len(a.shape)) + tuple(a.shape))
    return ndarray(a)


def asarray(a: Any, dtype: Any = None, order: Any = None, *, copy: bool | None = None) -> ndarray:
    _order("asarray", order)
    return ndarray(to_array(a, name("asarray"), dtype))


def asanyarray(a: Any, dtype: Any = None, order: Any = None) -> ndarray:
    return asarray(a, dtype, order)


def ascontiguousarray(a: Any, dtype: Any = None) -> ndarray:
    return asarray(a, dtype)


def asarray_chkfinite(a: Any, dtype: Any = None, order: Any = None) -> ndarray:
    """``numpy.asarray_chkfinite``: raises ValueError on inf or NaN."""
    x = asarray(a, dtype, order)
    if is_float_dtype(x.dtype) and not bool(all_(isfinite(x.ivy_array))):
        raise ValueError(f"{name('asarray_chkfinite')}: array must not contain infs or NaNs")
    return x


def copy(a: Any, order: str = "K", subok: bool = False) -> ndarray:
    x = to_array(a, name("copy"))
    return ndarray(astype(x, x.dtype, copy=True))


def _shape(shape: Any) -> tuple[int, ...]:
    return (int(shape),) if not isinstance(shape, (tuple, list)) else tuple(int(s) for s in shape)


def zeros(shape: Any, dtype: Any = float, order: str = "C", *, like: Any = None) -> ndarray:
    """``numpy.zeros``: float64 unless ``dtype`` says otherwise."""
    _order("zeros", order)
    return ndarray(creation.zeros(_shape(shape), dtype=dtype_arg(dtype, name("zeros"))))


def ones(shape: Any, dtype: Any = None, order: str = "C", *, like: Any = None) -> ndarray:
    _order("ones", order)
    return ndarray(creation.ones(_shape(shape), dtype=dtype_arg(dtype or float, name("ones"))))


def empty(shape: Any, dtype: Any = float, order: str = "C", *, like: Any = None) -> ndarray:
    _order("empty", order)
    return ndarray(creation.empty(_shape(shape), dtype=dtype_arg(dtype, name("empty"))))


def full(shape: Any, fill_value: Any, dtype: Any = None, order: str = "C", *, like: Any = None) -> ndarray:
    """``numpy.full``: the fill value's dtype (int64 for a Python int) unless ``dtype`` is given."""
    _order("full", order)
    fill = to_array(fill_value, name("full"), dtype)
    return ndarray(_full(fill, _shape(shape)))


def _full(fill: Any, shape: tuple[int, ...]) -> Any:
    return astype(manipulation.broadcast_to(fill, shape), fill.dtype, copy=True)


def _like(fn: str, a: Any, dtype: Any, shape: Any) -> tuple[Any, Any, tuple[int, ...]]:
    x = to_array(a, name(fn))
    d = dtype_arg(dtype, name(fn)) or x.dtype
    return x, d, tuple(x.shape) if shape is None else _shape(shape)


def zeros_like(a: Any, dtype: Any = None, order: str = "K", subok: bool = True, shape: Any = None) -> ndarray:
    _, d, s = _like("zeros_like", a, dtype, shape)
    return ndarray(creation.zeros(s, dtype=d))


def ones_like(a: Any, dtype: Any = None, order: str = "K", subok: bool = True, shape: Any = None) -> ndarray:
    _, d, s = _like("ones_like", a, dtype, shape)
    return ndarray(creation.ones(s, dtype=d))


def empty_like(a: Any, dtype: Any = None, order: str = "K", subok: bool = True, shape: Any = None) -> ndarray:
    _, d, s = _like("empty_like", a, dtype, shape)
    return ndarray(creation.empty(s, dtype=d))


def full_like(
    a: Any, fill_value: Any, dtype: Any = None, order: str = "K", subok: bool = True, shape: Any = None
) -> ndarray:
    _, d, s = _like("full_like", a, dtype, shape)
    return ndarray(_full(astype(to_array(fill_value, name("full_like")), d), s))


def arange(start: Any, stop: Any = None, step: Any = None, dtype: Any = None, *, like: Any = None) -> ndarray:
    """``numpy.arange``: int64 for Python ints, float64 once one bound or the step is a float."""
    values = [v for v in (start, stop, step) if v is not None]
    kind = python_kind(values)
    d = dtype_arg(dtype, name("arange")) or DEFAULT_DTYPE[kind or "float"]
    return ndarray(creation.arange(start, stop, 1 if step is None else step, dtype=d))


def linspace(
    start: Any,
    stop: Any,
    num: int = 50,
    endpoint: bool = True,
    retstep: bool = False,
    dtype: Any = None,
    axis: int = 0,
) -> Any:
    w = name("linspace")
    check_default(w, "axis", axis, 0)
    kind = python_kind([start, stop])
    d = dtype_arg(dtype, w) or ("complex128" if kind == "complex" else "float64")
    r = ndarray(creation.linspace(start, stop, num, dtype=d, endpoint=endpoint))
    if retstep:
        return r, (stop - start) / ((num - 1) if endpoint else num) if num > int(endpoint) else float("nan")
    return r


def logspace(
    start: Any,
    stop: Any,
    num: int = 50,
    endpoint: bool = True,
    base: float = 10.0,
    dtype: Any = None,
    axis: int = 0,
) -> ndarray:
    d = dtype_arg(dtype, name("logspace")) or "float64"
    return ndarray(creation.logspace(start, stop, num, base=base, axis=axis, endpoint=endpoint, dtype=d))


def eye(
    N: int, M: int | None = None, k: int = 0, dtype: Any = float, order: str = "C", *, like: Any = None
) -> ndarray:
    _order("eye", order)
    return ndarray(creation.eye(N, M, k=k, dtype=dtype_arg(dtype, name("eye"))))


def identity(n: int, dtype: Any = None, *, like: Any = None) -> ndarray:
    return eye(n, dtype=dtype or float)


def meshgrid(*xi: Any, copy: bool = True, sparse: bool = False, indexing: str = "xy") -> tuple[ndarray, ...]:
    check_default(name("meshgrid"), "sparse", sparse, False)
    arrays = [manipulation.reshape(to_array(x, name("meshgrid")), (-1,)) for x in xi]
    sizes = [a.shape[0] for a in arrays]
    if indexing == "xy" and len(arrays) > 1:  # the first two axes swap: (len(y), len(x), ...)
        sizes[0], sizes[1] = sizes[1], sizes[0]
    out = []
    for i, a in enumerate(arrays):
        axis = (1 - i if i < 2 else i) if indexing == "xy" and len(arrays) > 1 else i
        shape = [1] * len(arrays)
        shape[axis] = -1
        grid = manipulation.broadcast_to(manipulation.reshape(a, tuple(shape)), tuple(sizes))
        out.append(ndarray(astype(grid, grid.dtype, copy=True) if copy else grid))
    return tuple(out)


def tril(m: Any, k: int = 0) -> ndarray:
    return ndarray(creation.tril(to_array(m, name("tril")), k=k))


def triu(m: Any, k: int = 0) -> ndarray:
    return ndarray(creation.triu(to_array(m, name("triu")), k=k))


def diag(v: Any, k: int = 0) -> ndarray:
    """``numpy.diag``: the diagonal of a 2-d array, or a 2-d array of a 1-d one's values."""
    x = to_array(v, name("diag"))
    if len(x.shape) == 2:
        return ndarray(linalg.diagonal(x, offset=k))
    return ndarray(linalg.diag(x, k=k))


def atleast_1d(*arys: Any) -> Any:
    xs = [to_array(a, name("atleast_1d")) for a in arys]
    out = [ndarray(a if a.shape else manipulation.reshape(a, (1,))) for a in xs]
    return out[0] if len(out) == 1 else tuple(out)


def atleast_2d(*arys: Any) -> Any:
    out = []
    for a in arys:
        x = to_array(a, name("atleast_2d"))
        out.append(
            ndarray(
                x
                if len(x.shape) >= 2
                else manipulation.reshape(x, (1,) * (2 - len(x.shape)) + tuple(x.shape))
            )
        )
    return out[0] if len(out) == 1 else tuple(out)


def atleast_3d(*arys: Any) -> Any:
    out = []
    for a in arys:
        x = to_array(a, name("atleast_3d"))
        s = tuple(x.shape)
        shape = s if len(s) >= 3 else (1, 1, 1) if not s else (1, s[0], 1) if len(s) == 1 else (*s, 1)
        out.append(ndarray(manipulation.reshape(x, shape)))
    return out[0] if len(out) == 1 else tuple(out)
