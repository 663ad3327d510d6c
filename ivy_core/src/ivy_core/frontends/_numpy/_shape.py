"""NumPy's shape, joining, searching, sorting and set functions on ivy_core."""

from __future__ import annotations

from typing import Any

from ... import creation, manipulation, searching, sets, sorting
from ..._arrays._array import Array
from ...data_type import astype
from ...indexing import take_along_axis as take_along
from ...utility import diff as diff_
from ._convert import check_default, mode, name, run, to_array
from ._ndarray import finish, ndarray

__all__ = [
    "reshape", "ravel", "concatenate", "stack", "hstack", "vstack", "dstack", "column_stack",
    "moveaxis", "swapaxes", "transpose", "squeeze", "expand_dims", "broadcast_to",
    "broadcast_arrays", "tile", "repeat", "roll", "flip", "split", "append", "where", "nonzero",
    "flatnonzero", "argwhere", "sort", "argsort", "searchsorted", "unique", "diff", "take",
    "take_along_axis", "diagonal", "trace", "clip", "round", "around",
]  # fmt: skip


def _arr(a: Any, fn: str) -> ndarray:
    return ndarray(to_array(a, name(fn)))


def _int64(a: Array) -> Array:
    return a if a.dtype == "int64" else astype(a, "int64")


def reshape(
    a: Any, /, shape: Any = None, order: str = "C", *, newshape: Any = None, copy: bool | None = None
) -> ndarray:
    return _arr(a, "reshape").reshape(shape if shape is not None else newshape, order=order, copy=copy)


def ravel(a: Any, order: str = "C") -> ndarray:
    return _arr(a, "ravel").ravel(order)


def _join(fn: Any, arrays: Any, axis: Any, out: Any, dtype: Any, casting: str, fname: str) -> Any:
    w = name(fname)
    check_default(w, "casting", casting, "same_kind")
    xs = [to_array(x, w) for x in arrays]
    if axis is None:
        xs, axis = [manipulation.reshape(x, (-1,)) for x in xs], 0
    return finish(run(fn, xs, axis=axis), out, w, dtype)


def concatenate(
    arrays: Any, /, axis: int | None = 0, out: Any = None, *, dtype: Any = None, casting: str = "same_kind"
) -> Any:  # noqa: E501
    """``numpy.concatenate``: NumPy's promotion across the arrays."""
    return _join(manipulation.concat, arrays, axis, out, dtype, casting, "concatenate")


def stack(
    arrays: Any, axis: int = 0, out: Any = None, *, dtype: Any = None, casting: str = "same_kind"
) -> Any:
    return _join(manipulation.stack, arrays, axis, out, dtype, casting, "stack")


def _at_least(arrays: Any, n: int, fn: str) -> list[Array]:
    out = []
    for a in arrays:
        x = to_array(a, name(fn))
        s = tuple(x.shape)
        if len(s) < n:
            s = (
                (1,) * (n - len(s)) + s
                if n < 3
                else ((1, 1, 1) if not s else (1, s[0], 1) if len(s) == 1 else (*s, 1))
            )
            x = manipulation.reshape(x, s)
        out.append(x)
    return out


def hstack(tup: Any, *, dtype: Any = None, casting: str = "same_kind") -> Any:
    xs = _at_least(tup, 1, "hstack")
    return _join(manipulation.concat, xs, 0 if len(xs[0].shape) == 1 else 1, None, dtype, casting, "hstack")


def vstack(tup: Any, *, dtype: Any = None, casting: str = "same_kind") -> Any:
    return _join(manipulation.concat, _at_least(tup, 2, "vstack"), 0, None, dtype, casting, "vstack")


def dstack(tup: Any) -> Any:
    return _join(manipulation.concat, _at_least(tup, 3, "dstack"), 2, None, None, "same_kind", "dstack")


def column_stack(tup: Any) -> Any:
    xs = [to_array(a, name("column_stack")) for a in tup]
    xs = [manipulation.reshape(x, (-1, 1)) if len(x.shape) < 2 else x for x in xs]
    return _join(manipulation.concat, xs, 1, None, None, "same_kind", "column_stack")


def moveaxis(a: Any, source: Any, destination: Any) -> ndarray:
    return ndarray(manipulation.moveaxis(to_array(a, name("moveaxis")), source, destination))


def swapaxes(a: Any, axis1: int, axis2: int) -> ndarray:
    return _arr(a, "swapaxes").swapaxes(axis1, axis2)


def transpose(a: Any, axes: Any = None) -> ndarray:
    return _arr(a, "transpose").transpose(axes) if axes is not None else _arr(a, "transpose").transpose()


def squeeze(a: Any, axis: Any = None) -> ndarray:
    return _arr(a, "squeeze").squeeze(axis)


def expand_dims(a: Any, axis: Any) -> ndarray:
    x = to_array(a, name("expand_dims"))
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    n = len(x.shape) + len(axes)
    axes = tuple(sorted(ax % n for ax in axes))
    for ax in axes:
        x = manipulation.expand_dims(x, axis=ax)
    return ndarray(x)


def broadcast_to(array: Any, shape: Any, subok: bool = False) -> ndarray:
    s = (shape,) if isinstance(shape, int) else tuple(shape)
    return ndarray(manipulation.broadcast_to(to_array(array, name("broadcast_to")), s))


def broadcast_arrays(*args: Any, subok: bool = False) -> tuple[ndarray, ...]:
    xs = [to_array(a, name("broadcast_arrays")) for a in args]
    return tuple(ndarray(x) for x in manipulation.broadcast_arrays(*xs))


def tile(A: Any, reps: Any) -> ndarray:
    x = to_array(A, name("tile"))
    r = (reps,) if isinstance(reps, int) else tuple(reps)
    if len(r) < len(x.shape):
        r = (1,) * (len(x.shape) - len(r)) + r
    return ndarray(manipulation.tile(x, r))


def repeat(a: Any, repeats: Any, axis: int | None = None) -> ndarray:
    return _arr(a, "repeat").repeat(repeats, axis)


def roll(a: Any, shift: Any, axis: Any = None) -> ndarray:
    x = to_array(a, name("roll"))
    if axis is None:
        return ndarray(
            manipulation.reshape(manipulation.roll(manipulation.reshape(x, (-1,)), shift), tuple(x.shape))
        )
    return ndarray(manipulation.roll(x, shift, axis=axis))


def flip(m: Any, axis: Any = None) -> ndarray:
    return ndarray(manipulation.flip(to_array(m, name("flip")), axis=axis))


def split(ary: Any, indices_or_sections: Any, axis: int = 0) -> list[ndarray]:
    """``numpy.split``: into equal sections, or at the given indices."""
    w = name("split")
    x = to_array(ary, w)
    n = x.shape[axis]
    if isinstance(indices_or_sections, int):
        if n % indices_or_sections:
            raise ValueError(f"{w}: array split does not result in an equal division")
        sizes = [n // indices_or_sections] * indices_or_sections
    else:
        bounds = [0, *[min(int(i), n) for i in indices_or_sections], n]
        sizes = [max(b - a, 0) for a, b in zip(bounds, bounds[1:], strict=False)]
    out, start = [], 0
    for s in sizes:
        key = (slice(None),) * (axis % len(x.shape)) + (slice(start, start + s),)
        out.append(ndarray(x[key]))
        start += s
    return out


def append(arr: Any, values: Any, axis: int | None = None) -> Any:
    return concatenate([arr, values], axis=axis)


def where(condition: Any, x: Any = None, y: Any = None) -> Any:
    """``numpy.where``: NumPy's promotion of ``x`` and ``y``; one argument is ``nonzero``."""
    w = name("where")
    c = to_array(condition, w)
    if x is None and y is None:
        return nonzero(c)
    if x is None or y is None:
        raise ValueError(f"{w}: either both or neither of x and y should be given")
    xs = [v if type(v) in (bool, int, float, complex) else to_array(v, w) for v in (x, y)]
    if not isinstance(xs[0], Array) and not isinstance(xs[1], Array):
        xs[0] = to_array(xs[0], w)
    return ndarray(run(searching.where, astype(c, "bool"), xs[0], xs[1]))


def nonzero(a: Any) -> tuple[ndarray, ...]:
    return _arr(a, "nonzero").nonzero()


def flatnonzero(a: Any) -> ndarray:
    return _arr(a, "flatnonzero").ravel().nonzero()[0]


def argwhere(a: Any) -> ndarray:
    x = to_array(a, name("argwhere"))
    if not x.shape:  # NumPy: shape (1, 0) for a true scalar, (0, 0) for a false one
        return ndarray(creation.zeros((int(bool(x)), 0), dtype="int64"))
    idx = [_int64(i) for i in searching.nonzero(x)]
    return ndarray(manipulation.stack(idx, axis=1))


def sort(
    a: Any, axis: int | None = -1, kind: Any = None, order: Any = None, *, stable: Any = None
) -> ndarray:
    check_default(name("sort"), "order", order, None)
    x = to_array(a, name("sort"))
    if axis is None:
        x, axis = manipulation.reshape(x, (-1,)), -1
    return ndarray(sorting.sort(x, axis=axis))


def argsort(
    a: Any, axis: int | None = -1, kind: Any = None, order: Any = None, *, stable: Any = None
) -> ndarray:
    return _arr(a, "argsort").argsort(axis, kind, order)


def searchsorted(a: Any, v: Any, side: str = "left", sorter: Any = None) -> ndarray:
    w = name("searchsorted")
    s = None if sorter is None else to_array(sorter, w)
    r = searching.searchsorted(to_array(a, w), to_array(v, w), side=side, sorter=s)
    return ndarray(_int64(r))


def unique(
    ar: Any, return_index: bool = False, return_inverse: bool = False, return_counts: bool = False,
    axis: int | None = None, *, equal_nan: bool = True,
) -> Any:  # fmt: skip
    """``numpy.unique``: the sorted unique values, and with the flags the first
    indices, the inverse (in ``ar``'s shape) and the counts, in that order."""
    w = name("unique")
    check_default(w, "axis", axis, None)
    x = to_array(ar, w)
    flat = manipulation.reshape(x, (-1,))
    values, first, inverse, counts = sets.unique_all(flat)
    order = sorting.argsort(values)
    out: list[Any] = [ndarray(take_along(values, order, axis=0))]
    if return_index:
        out.append(ndarray(_int64(take_along(first, order, axis=0))))
    if return_inverse:
        rank = sorting.argsort(order)
        inv = take_along(rank, manipulation.reshape(inverse, (-1,)), axis=0)
        out.append(ndarray(_int64(manipulation.reshape(inv, tuple(x.shape)))))
    if return_counts:
        out.append(ndarray(_int64(take_along(counts, order, axis=0))))
    return out[0] if len(out) == 1 else tuple(out)


def diff(a: Any, n: int = 1, axis: int = -1, prepend: Any = None, append: Any = None) -> ndarray:
    w = name("diff")
    p = None if prepend is None else to_array(prepend, w)
    q = None if append is None else to_array(append, w)
    with mode():
        return ndarray(diff_(to_array(a, w), n, axis=axis, prepend=p, append=q))


def take(a: Any, indices: Any, axis: int | None = None, out: Any = None, mode: str = "raise") -> Any:
    return _arr(a, "take").take(indices, axis, out, mode)


def take_along_axis(arr: Any, indices: Any, axis: int | None) -> ndarray:
    w = name("take_along_axis")
    x = to_array(arr, w)
    if axis is None:
        x, axis = manipulation.reshape(x, (-1,)), 0
    return ndarray(take_along(x, to_array(indices, w), axis=axis))


def diagonal(a: Any, offset: int = 0, axis1: int = 0, axis2: int = 1) -> ndarray:
    return _arr(a, "diagonal").diagonal(offset, axis1, axis2)


def trace(a: Any, offset: int = 0, axis1: int = 0, axis2: int = 1, dtype: Any = None, out: Any = None) -> Any:
    return _arr(a, "trace").trace(offset, axis1, axis2, dtype, out)


def clip(
    a: Any, a_min: Any = None, a_max: Any = None, out: Any = None, *, min: Any = None, max: Any = None
) -> Any:
    lo = a_min if a_min is not None else min
    hi = a_max if a_max is not None else max
    return _arr(a, "clip").clip(lo, hi, out)


def round(a: Any, decimals: int = 0, out: Any = None) -> Any:
    return _arr(a, "round").round(decimals, out)


around = round
