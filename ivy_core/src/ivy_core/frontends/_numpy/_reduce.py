"""NumPy's reductions and comparisons of whole arrays on ivy_core; most call
the ndarray method of the same name, as NumPy's own functions do."""

from __future__ import annotations

from typing import Any

from ... import elementwise as el
from ... import manipulation, sorting, statistical, utility
from ...data_type import astype, result_type
from ...indexing import take
from ...searching import count_nonzero as count
from ...searching import where as where_
from ._convert import check_default, mode, name, to_array
from ._ndarray import NO_VALUE, finish, float_input, ndarray

__all__ = [
    "sum", "prod", "max", "amax", "min", "amin", "mean", "std", "var", "any", "all", "argmax",
    "argmin", "cumsum", "cumprod", "count_nonzero", "ptp", "median", "nanmax", "nanmin", "nansum",
    "allclose", "isclose", "array_equal", "average",
]  # fmt: skip


def _a(a: Any, fn: str) -> ndarray:
    return ndarray(to_array(a, name(fn)))


def sum(
    a: Any, axis: Any = None, dtype: Any = None, out: Any = None, keepdims: bool = False,
    initial: Any = NO_VALUE, where: Any = True,
) -> Any:  # fmt: skip
    """``numpy.sum``: integers sum in int64 (uint64 for unsigned), bools count."""
    return _a(a, "sum").sum(axis, dtype, out, keepdims, initial, where)


def prod(
    a: Any, axis: Any = None, dtype: Any = None, out: Any = None, keepdims: bool = False,
    initial: Any = NO_VALUE, where: Any = True,
) -> Any:  # fmt: skip
    return _a(a, "prod").prod(axis, dtype, out, keepdims, initial, where)


def max(
    a: Any,
    axis: Any = None,
    out: Any = None,
    keepdims: bool = False,
    initial: Any = NO_VALUE,
    where: Any = True,
) -> Any:
    return _a(a, "max").max(axis, out, keepdims, initial, where)


amax = max


def min(
    a: Any,
    axis: Any = None,
    out: Any = None,
    keepdims: bool = False,
    initial: Any = NO_VALUE,
    where: Any = True,
) -> Any:
    return _a(a, "min").min(axis, out, keepdims, initial, where)


amin = min


def mean(
    a: Any, axis: Any = None, dtype: Any = None, out: Any = None, keepdims: bool = False, *, where: Any = True
) -> Any:
    """``numpy.mean``: float64 for integers, the input's dtype for floats."""
    return _a(a, "mean").mean(axis, dtype, out, keepdims, where=where)


def std(
    a: Any, axis: Any = None, dtype: Any = None, out: Any = None, ddof: float = 0, keepdims: bool = False,
    *, where: Any = True,
) -> Any:  # fmt: skip
    return _a(a, "std").std(axis, dtype, out, ddof, keepdims, where=where)


def var(
    a: Any, axis: Any = None, dtype: Any = None, out: Any = None, ddof: float = 0, keepdims: bool = False,
    *, where: Any = True,
) -> Any:  # fmt: skip
    return _a(a, "var").var(axis, dtype, out, ddof, keepdims, where=where)


def any(a: Any, axis: Any = None, out: Any = None, keepdims: bool = False, *, where: Any = True) -> Any:
    return _a(a, "any").any(axis, out, keepdims, where=where)


def all(a: Any, axis: Any = None, out: Any = None, keepdims: bool = False, *, where: Any = True) -> Any:
    return _a(a, "all").all(axis, out, keepdims, where=where)


def argmax(a: Any, axis: int | None = None, out: Any = None, *, keepdims: bool = False) -> Any:
    """``numpy.argmax``: int64 indices, into the flattened array when ``axis`` is None."""
    return _a(a, "argmax").argmax(axis, out, keepdims=keepdims)


def argmin(a: Any, axis: int | None = None, out: Any = None, *, keepdims: bool = False) -> Any:
    return _a(a, "argmin").argmin(axis, out, keepdims=keepdims)


def cumsum(a: Any, axis: int | None = None, dtype: Any = None, out: Any = None) -> Any:
    return _a(a, "cumsum").cumsum(axis, dtype, out)


def cumprod(a: Any, axis: int | None = None, dtype: Any = None, out: Any = None) -> Any:
    return _a(a, "cumprod").cumprod(axis, dtype, out)


def count_nonzero(a: Any, axis: Any = None, *, keepdims: bool = False) -> ndarray:
    """``numpy.count_nonzero``: int64 counts."""
    counts = count(to_array(a, name("count_nonzero")), axis=axis, keepdims=keepdims)
    return ndarray(counts if counts.dtype == "int64" else astype(counts, "int64"))


def ptp(a: Any, axis: Any = None, out: Any = None, keepdims: bool = False) -> Any:
    x = _a(a, "ptp")
    with mode():
        r = el.subtract(x.max(axis, keepdims=keepdims).ivy_array, x.min(axis, keepdims=keepdims).ivy_array)
    return finish(r, out, name("ptp"))


def median(
    a: Any, axis: int | None = None, out: Any = None, overwrite_input: bool = False, keepdims: bool = False
) -> Any:
    """``numpy.median``: the mean of the middle one or two sorted values;
    NaN where a value is NaN. Integers give float64."""
    w = name("median")
    x = float_input(to_array(a, w))
    if axis is None:
        if keepdims:
            check_default(w, "keepdims with axis=None", keepdims, False)
        x, axis = manipulation.reshape(x, (-1,)), 0
    n = x.shape[axis]
    mid = take(sorting.sort(x, axis=axis), to_array([(n - 1) // 2, n // 2], w), axis=axis)
    r = statistical.mean(mid, axis=axis, keepdims=keepdims)
    nan = utility.any(el.isnan(x), axis=axis, keepdims=keepdims)
    return finish(where_(nan, astype(to_array(float("nan"), w), r.dtype), r), out, w)


def _nan_to(a: Any, value: float, fn: str) -> Any:
    x = to_array(a, name(fn))
    return where_(el.isnan(x), astype(to_array(value, name(fn)), x.dtype), x) if "float" in x.dtype else x


def nanmax(a: Any, axis: Any = None, out: Any = None, keepdims: bool = False) -> Any:
    """``numpy.nanmax``: NaNs ignored (NaN where a slice is all NaN)."""
    x = to_array(a, name("nanmax"))
    r = statistical.max(_nan_to(x, float("-inf"), "nanmax"), axis=axis, keepdims=keepdims)
    return finish(_all_nan(x, r, axis, keepdims), out, name("nanmax"))


def nanmin(a: Any, axis: Any = None, out: Any = None, keepdims: bool = False) -> Any:
    x = to_array(a, name("nanmin"))
    r = statistical.min(_nan_to(x, float("inf"), "nanmin"), axis=axis, keepdims=keepdims)
    return finish(_all_nan(x, r, axis, keepdims), out, name("nanmin"))


def _all_nan(x: Any, r: Any, axis: Any, keepdims: bool) -> Any:
    if "float" not in x.dtype:
        return r
    empty = utility.all(el.isnan(x), axis=axis, keepdims=keepdims)
    return where_(empty, astype(to_array(float("nan"), ""), r.dtype), r)


def nansum(a: Any, axis: Any = None, dtype: Any = None, out: Any = None, keepdims: bool = False) -> Any:
    return sum(ndarray(_nan_to(a, 0.0, "nansum")), axis, dtype, out, keepdims)


def isclose(a: Any, b: Any, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> ndarray:
    """``numpy.isclose``: ``|a - b| <= atol + rtol * |b|``, infinities equal to themselves."""
    w = name("isclose")
    x, y = to_array(a, w), to_array(b, w)
    with mode():
        d = _float_of(x, y)
        x, y = astype(x, d), astype(y, d)
        close = el.less_equal(el.abs(el.subtract(x, y)), el.add(atol, el.multiply(rtol, el.abs(y))))
        same = el.equal(x, y)
        r = el.logical_or(close, same)
        if equal_nan:
            r = el.logical_or(r, el.logical_and(el.isnan(x), el.isnan(y)))
        r = el.logical_and(r, el.logical_or(el.isfinite(el.subtract(x, y)), same))
    return ndarray(r)


def _float_of(x: Any, y: Any) -> Any:
    """The float dtype NumPy compares ``x`` and ``y`` in."""
    return result_type(x, y, 1.0, mode="numpy")


def allclose(a: Any, b: Any, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> bool:
    return bool(utility.all(isclose(a, b, rtol, atol, equal_nan).ivy_array))


def array_equal(a1: Any, a2: Any, equal_nan: bool = False) -> bool:
    w = name("array_equal")
    x, y = to_array(a1, w), to_array(a2, w)
    if tuple(x.shape) != tuple(y.shape):
        return False
    with mode():
        eq = el.equal(x, y)
        if equal_nan:
            eq = el.logical_or(eq, el.logical_and(el.isnan(x), el.isnan(y)))
    return bool(utility.all(eq))


def average(
    a: Any, axis: Any = None, weights: Any = None, returned: bool = False, *, keepdims: bool = False
) -> Any:
    """``numpy.average`` without weights (``mean``); ``weights=`` is refused."""
    check_default(name("average"), "weights", weights, None)
    check_default(name("average"), "returned", returned, False)
    return mean(a, axis, keepdims=keepdims)
