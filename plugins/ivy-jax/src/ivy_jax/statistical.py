"""Reductions. ``dtype`` arrives resolved for sum and prod."""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp

__all__ = ["sum", "prod", "mean", "var", "max", "min", "std", "cumulative_sum", "cumulative_prod"]


def _axis(axis: Any) -> Any:
    # jax wants an int or a tuple of ints.
    return tuple(axis) if isinstance(axis, list) else axis


# Floating and complex input keeps its dtype in jnp.sum/prod anyway; an
# explicit dtype= there only costs time (about 2 us per call). Integer and bool
# input needs it (jnp would widen int32 to int64 under x64).
_KEEPS_DTYPE = frozenset(
    jnp.dtype(d) for d in ("bfloat16", "float16", "float32", "float64", "complex64", "complex128")
)


def sum(x: Any, /, *, axis: Any = None, dtype: Any, keepdims: bool = False) -> Any:
    if dtype == x.dtype and dtype in _KEEPS_DTYPE:
        return jnp.sum(x, axis=_axis(axis), keepdims=keepdims)
    return jnp.sum(x, axis=_axis(axis), dtype=dtype, keepdims=keepdims)


def prod(x: Any, /, *, axis: Any = None, dtype: Any, keepdims: bool = False) -> Any:
    if dtype == x.dtype and dtype in _KEEPS_DTYPE:
        return jnp.prod(x, axis=_axis(axis), keepdims=keepdims)
    return jnp.prod(x, axis=_axis(axis), dtype=dtype, keepdims=keepdims)


def mean(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return jnp.mean(x, axis=_axis(axis), keepdims=keepdims)


def _count(x: Any, axis: Any) -> int:
    """How many elements each result of a reduction of ``x`` over ``axis`` reads."""
    axes = range(x.ndim) if axis is None else ((axis,) if isinstance(axis, int) else axis)
    n = 1
    for a in axes:
        n *= x.shape[a]
    return n


def var(x: Any, /, *, axis: Any = None, correction: float = 0.0, keepdims: bool = False) -> Any:
    axis = _axis(axis)
    if correction and correction >= _count(x, axis):
        # NumPy divides the sum of squares by max(n - correction, 0): inf, or
        # NaN for a zero sum (jnp.var divides by the negative count: NaN).
        return jnp.var(x, axis=axis, keepdims=keepdims) * _count(x, axis) / 0.0
    return jnp.var(x, axis=axis, ddof=correction, keepdims=keepdims)


def _empty_check(x: Any, axis: Any, name: str) -> None:
    # jax raises ValueError itself for most empty reductions; check explicitly
    # so every empty reduction raises with one message. axis=() reduces nothing.
    axes = range(x.ndim) if axis is None else ((axis,) if isinstance(axis, int) else axis)
    if any(x.shape[a] == 0 for a in axes):
        raise ValueError(
            f"ivy_core.{name} (backend 'jax'): zero-size reduction over an empty axis has no identity"
        )


def max(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    axis = _axis(axis)
    if x.size == 0:
        _empty_check(x, axis, "max")
    return jnp.max(x, axis=axis, keepdims=keepdims)


def min(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    axis = _axis(axis)
    if x.size == 0:
        _empty_check(x, axis, "min")
    return jnp.min(x, axis=axis, keepdims=keepdims)


def std(x: Any, /, *, axis: Any = None, correction: float = 0.0, keepdims: bool = False) -> Any:
    axis = _axis(axis)
    if correction and correction >= _count(x, axis):
        return jnp.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))  # as var: inf or NaN
    return jnp.std(x, axis=axis, ddof=correction, keepdims=keepdims)


# jax refuses a 0-d x, a missing axis for an n-D x and an axis out of range
# (ivy_core reports an AxisError for that one).


# Without include_initial and along a given axis, jnp.cumulative_sum is
# jnp.cumsum after argument checks that cost about 3x the scan itself on
# small arrays (ivy_core has checked the axis); the rest goes to it.


def cumulative_sum(x: Any, /, *, axis: Any = None, dtype: Any, include_initial: bool = False) -> Any:
    if axis is not None and not include_initial:
        return jnp.cumsum(x, axis=axis, dtype=dtype)
    return jnp.cumulative_sum(x, axis=axis, dtype=dtype, include_initial=include_initial)


def cumulative_prod(x: Any, /, *, axis: Any = None, dtype: Any, include_initial: bool = False) -> Any:
    if axis is not None and not include_initial:
        return jnp.cumprod(x, axis=axis, dtype=dtype)
    return jnp.cumulative_prod(x, axis=axis, dtype=dtype, include_initial=include_initial)
