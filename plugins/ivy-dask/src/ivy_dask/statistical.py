"""Reductions on dask.array (tree reductions over the chunks). ``dtype``
arrives resolved for sum and prod."""

from __future__ import annotations

from typing import Any

import dask.array as da
from ivy_core.plugin import computed_in

__all__ = ["sum", "prod", "mean", "var", "max", "min", "std", "cumulative_sum", "cumulative_prod"]

# dask's var/std keep per-chunk moments in an array of x's dtype through
# item assignment, which ml_dtypes' bfloat16 scalars refuse; bfloat16 holds
# in float32 exactly, and the result is rounded back.
_BF16 = {"bfloat16": "float32"}
_BF16_REASON = "dask's var/std cannot hold bfloat16 moments (ml_dtypes scalars refuse item assignment)"


def sum(x: da.Array, /, *, axis: Any = None, dtype: Any, keepdims: bool = False) -> da.Array:
    return da.sum(x, axis=axis, dtype=dtype, keepdims=keepdims)


def prod(x: da.Array, /, *, axis: Any = None, dtype: Any, keepdims: bool = False) -> da.Array:
    return da.prod(x, axis=axis, dtype=dtype, keepdims=keepdims)


def mean(x: da.Array, /, *, axis: Any = None, keepdims: bool = False) -> da.Array:
    return da.mean(x, axis=axis, keepdims=keepdims)


def _count(x: da.Array, axis: Any) -> float:
    """How many elements each result of a reduction over ``axis`` reads (NaN
    where a size is unknown until computed)."""
    axes = range(x.ndim) if axis is None else (axis if isinstance(axis, (tuple, list)) else (axis,))
    n = 1.0
    for a in axes:
        n *= x.shape[a]
    return n


@computed_in(_BF16, reason=_BF16_REASON)
def var(x: da.Array, /, *, axis: Any = None, correction: float = 0.0, keepdims: bool = False) -> da.Array:
    if correction and correction >= _count(x, axis):
        # NumPy divides the sum of squares by max(n - correction, 0): inf, or
        # NaN for a zero sum (dask's var gives NaN for both).
        return da.var(x, axis=axis, keepdims=keepdims) * _count(x, axis) / 0.0
    return da.var(x, axis=axis, ddof=correction, keepdims=keepdims)


@computed_in(_BF16, reason=_BF16_REASON)
def std(x: da.Array, /, *, axis: Any = None, correction: float = 0.0, keepdims: bool = False) -> da.Array:
    if correction and correction >= _count(x, axis):
        return da.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))  # as var: inf or NaN
    return da.std(x, axis=axis, ddof=correction, keepdims=keepdims)


def _identityless(name: str, x: da.Array, axis: Any) -> None:
    """max/min over an empty selection has no value: NumPy's ValueError, now
    (the sizes are known when the graph is built), not at compute time."""
    axes = range(x.ndim) if axis is None else (axis if isinstance(axis, (tuple, list)) else (axis,))
    if x.ndim == 0:
        return
    if any(x.shape[a % x.ndim] == 0 for a in axes if -x.ndim <= a < x.ndim):
        raise ValueError(
            f"ivy_core.{name} (backend 'dask'): zero-size reduction; {name} of an empty selection "
            "has no identity"
        )


def max(x: da.Array, /, *, axis: Any = None, keepdims: bool = False) -> da.Array:
    _identityless("max", x, axis)
    return da.max(x, axis=axis, keepdims=keepdims)


def min(x: da.Array, /, *, axis: Any = None, keepdims: bool = False) -> da.Array:
    _identityless("min", x, axis)
    return da.min(x, axis=axis, keepdims=keepdims)


def _cumulative(fn: Any, initial: int, x: da.Array, axis: Any, dtype: Any, include_initial: bool) -> da.Array:
    # ivy_core gives an axis of x, or None for a 1-d x.
    axis = 0 if axis is None else axis % x.ndim
    r = fn(x, axis=axis, dtype=dtype)
    if dtype is not None and r.dtype != dtype:
        r = r.astype(dtype)
    if include_initial:
        shape = list(r.shape)
        shape[axis] = 1
        first = da.full(tuple(shape), initial, dtype=r.dtype)
        r = da.concatenate([first, r], axis=axis)
    return r


def cumulative_sum(
    x: da.Array, /, *, axis: Any = None, dtype: Any, include_initial: bool = False
) -> da.Array:
    return _cumulative(da.cumsum, 0, x, axis, dtype, include_initial)


def cumulative_prod(
    x: da.Array, /, *, axis: Any = None, dtype: Any, include_initial: bool = False
) -> da.Array:
    return _cumulative(da.cumprod, 1, x, axis, dtype, include_initial)
