"""NumPy's selection and counting functions on ivy_core: ``delete``,
``extract``, ``isin``, ``bincount``, ``unravel_index``, ``indices``,
constant ``pad``, ``percentile``/``quantile``."""

from __future__ import annotations

from typing import Any

from ... import creation, manipulation, sorting, statistical, utility
from ... import elementwise as el
from ..._base._errors import ArgumentValueError
from ...data_type import astype
from ...indexing import take
from ...searching import nonzero
from ._convert import check_default, dtype_arg, mode, name, to_array
from ._ndarray import float_input, ndarray

__all__ = [
    "delete", "extract", "isin", "bincount", "unravel_index", "indices", "pad", "percentile",
    "quantile", "polyval",
]  # fmt: skip


def _int64(a: Any) -> Any:
    return a if a.dtype == "int64" else astype(a, "int64")


def delete(arr: Any, obj: Any, axis: int | None = None) -> ndarray:
    """``numpy.delete``: the array without the entries ``obj`` (an int, a slice or indices) along ``axis``."""
    w = name("delete")
    x = to_array(arr, w)
    if axis is None:
        x, axis = manipulation.reshape(x, (-1,)), 0
    n = x.shape[axis]
    if isinstance(obj, slice):
        gone = set(range(n)[obj])
    else:
        idx = to_array(obj, w).tolist()
        gone = {i % n for i in (idx if isinstance(idx, list) else [idx])}
    keep = [i for i in range(n) if i not in gone]
    return ndarray(take(x, to_array(keep, w, "int64"), axis=axis))


def extract(condition: Any, arr: Any) -> ndarray:
    w = name("extract")
    c = manipulation.reshape(to_array(condition, w), (-1,))
    x = manipulation.reshape(to_array(arr, w), (-1,))
    return ndarray(take(x, nonzero(astype(c, "bool"))[0], axis=0))


def isin(
    element: Any, test_elements: Any, assume_unique: bool = False, invert: bool = False, *, kind: Any = None
) -> ndarray:
    """``numpy.isin``: whether each element occurs in ``test_elements`` (compared
    against every test element: memory grows with both sizes)."""
    w = name("isin")
    x = to_array(element, w)
    t = manipulation.reshape(to_array(test_elements, w), (-1,))
    with mode():
        hit = utility.any(el.equal(manipulation.expand_dims(x, axis=-1), t), axis=-1)
    return ndarray(el.logical_not(hit) if invert else hit)


def bincount(x: Any, /, weights: Any = None, minlength: int = 0) -> ndarray:
    """``numpy.bincount``: int64 counts of each value of a 1-d array of
    non-negative ints (float64 sums of ``weights``)."""
    w = name("bincount")
    v = to_array(x, w)
    if len(v.shape) != 1:
        raise ArgumentValueError(f"{w}: object too deep for desired array (1-d input only)")
    if v.shape[0] and int(statistical.min(v)) < 0:
        raise ArgumentValueError(f"{w}: the input holds negative values")
    n = max(int(statistical.max(v)) + 1 if v.shape[0] else 0, minlength)
    onehot = el.equal(manipulation.expand_dims(v, axis=-1), creation.arange(n, dtype=v.dtype))
    if weights is None:
        return ndarray(_int64(statistical.sum(astype(onehot, "int64"), axis=0)))
    wt = astype(to_array(weights, w), "float64")
    return ndarray(
        statistical.sum(el.multiply(astype(onehot, "float64"), manipulation.expand_dims(wt, axis=-1)), axis=0)
    )


def unravel_index(indices: Any, shape: Any, order: str = "C") -> tuple[ndarray, ...]:
    w = name("unravel_index")
    check_default(w, "order", order, "C")
    flat = _int64(to_array(indices, w))
    out = []
    for size in reversed(tuple(shape)):
        out.append(ndarray(el.remainder(flat, size)))
        flat = el.floor_divide(flat, size)
    return tuple(out[::-1])


def indices(dimensions: Any, dtype: Any = int, sparse: bool = False) -> ndarray:
    check_default(name("indices"), "sparse", sparse, False)
    d = dtype_arg(dtype, name("indices"))
    ranges = [creation.arange(n, dtype=d) for n in dimensions]
    if not ranges:
        return ndarray(creation.zeros((0,), dtype=d))
    return ndarray(manipulation.stack(creation.meshgrid(*ranges, indexing="ij"), axis=0))


def pad(array: Any, pad_width: Any, mode: str = "constant", **kwargs: Any) -> ndarray:
    """``numpy.pad`` in ``"constant"`` mode (``constant_values``, one value); other modes are refused."""
    w = name("pad")
    check_default(w, "mode", mode, "constant")
    value = kwargs.pop("constant_values", 0)
    if kwargs:
        raise ArgumentValueError(f"{w}: keywords {sorted(kwargs)} are not supported")
    if not isinstance(value, (bool, int, float)):
        raise ArgumentValueError(f"{w}: constant_values must be one number, not {value!r}")
    x = to_array(array, w)
    widths = _widths(pad_width, len(x.shape), w)
    for axis, (before, after) in enumerate(widths):
        parts = []
        for size in (before, after):
            shape = list(x.shape)
            shape[axis] = size
            parts.append(astype(creation.full(tuple(shape), value), x.dtype))
        x = manipulation.concat([parts[0], x, parts[1]], axis=axis)
    return ndarray(x)


def _widths(pad_width: Any, ndim: int, where: str) -> list[tuple[int, int]]:
    if isinstance(pad_width, int):
        return [(pad_width, pad_width)] * ndim
    pw = [tuple(p) if isinstance(p, (tuple, list)) else (p, p) for p in pad_width]
    if len(pw) == 2 and all(isinstance(p, int) for p in pad_width):
        return [(int(pad_width[0]), int(pad_width[1]))] * ndim
    if len(pw) == 1:
        return [(int(pw[0][0]), int(pw[0][1]))] * ndim
    if len(pw) != ndim:
        raise ArgumentValueError(f"{where}: pad_width has {len(pw)} entries for {ndim} dims")
    return [(int(a), int(b)) for a, b in pw]


def quantile(
    a: Any,
    q: Any,
    axis: int | None = None,
    out: Any = None,
    overwrite_input: bool = False,
    method: str = "linear",
    keepdims: bool = False,
) -> Any:
    """``numpy.quantile`` with ``method="linear"``: sorted values interpolated
    at ``q * (n - 1)``; integers give float64; ``q`` one value or a 1-d list."""
    w = name("quantile")
    check_default(w, "method", method, "linear")
    check_default(w, "keepdims", keepdims, False)
    x = float_input(to_array(a, w))
    if axis is None:
        x, axis = manipulation.reshape(x, (-1,)), 0
    s = sorting.sort(x, axis=axis)
    n = x.shape[axis]
    qs = to_array(q, w).tolist()
    one = not isinstance(qs, list)
    rows = []
    for p in [qs] if one else qs:
        pos = p * (n - 1)
        lo, hi = int(pos // 1), min(int(pos // 1) + 1, n - 1)
        frac = pos - lo
        a_lo = take(s, to_array([lo], w, "int64"), axis=axis)
        a_hi = take(s, to_array([hi], w, "int64"), axis=axis)
        rows.append(manipulation.squeeze(el.add(a_lo, el.multiply(el.subtract(a_hi, a_lo), frac)), axis))
    r = rows[0] if one else manipulation.stack(rows, axis=0)
    if out is not None:
        raise ArgumentValueError(f"{w}: out= is not supported")
    return ndarray(r)


def percentile(
    a: Any,
    q: Any,
    axis: int | None = None,
    out: Any = None,
    overwrite_input: bool = False,
    method: str = "linear",
    keepdims: bool = False,
) -> Any:
    qs = to_array(q, name("percentile")).tolist()
    frac = [v / 100 for v in qs] if isinstance(qs, list) else qs / 100
    return quantile(a, frac, axis, out, overwrite_input, method, keepdims)


def polyval(p: Any, x: Any) -> ndarray:
    """``numpy.polyval``: ``p[0] * x**(n-1) + ... + p[n-1]`` by Horner's rule, NumPy's promotion."""
    w = name("polyval")
    coeffs = to_array(p, w)
    v = to_array(x, w)
    with mode():
        r = el.multiply(v, 0)
        for i in range(coeffs.shape[0]):
            r = el.add(el.multiply(r, v), coeffs[i])
    return ndarray(r)
