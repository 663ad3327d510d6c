"""Searching functions."""

from __future__ import annotations

from functools import partial
from typing import Any

import jax
import jax.numpy as jnp
from ivy_core.plugin import with_unsupported_dtypes

from ivy_core import default_int_dtype

from ._runtime import DTYPES

__all__ = ["where", "argmax", "argmin", "count_nonzero", "nonzero", "searchsorted"]


def index_dtype() -> Any:
    """The native dtype of ivy_core's default int dtype (of index results)."""
    return DTYPES[str(default_int_dtype())]


def _axis(axis: Any) -> Any:
    return tuple(axis) if isinstance(axis, list) else axis


_BOOL = jnp.dtype(jnp.bool_)


def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    if condition.dtype != _BOOL:
        condition = condition.astype(_BOOL)
    return jnp.where(condition, x1, x2)


def _arg(fn: Any, x: Any, axis: int | None, keepdims: bool) -> Any:
    if axis is None and x.ndim == 0:  # jnp.argmax fails on 0-d input
        r = fn(x.reshape(-1))
        return r.astype(index_dtype())
    # An axis out of range: jax raises, ivy_core reports an AxisError.
    return _arg_as(x, fn=fn, axis=axis, keepdims=keepdims, dtype=index_dtype())


# jnp.argmax/argmin and the cast to the index dtype in one jitted call (one
# dispatch; an eager astype alone costs ~15 us). Integer results: fusing
# changes no value, and jnp's errors (an empty axis, an axis out of range)
# are raised as it traces.
@partial(jax.jit, static_argnames=("fn", "axis", "keepdims", "dtype"))
def _arg_as(x: Any, *, fn: Any, axis: int | None, keepdims: bool, dtype: Any) -> Any:
    return fn(x, axis=axis, keepdims=keepdims).astype(dtype)


@with_unsupported_dtypes({"0.10.2 and below": ("complex",)}, reason="jnp.argmax refuses complex input")
def argmax(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    return _arg(jnp.argmax, x, axis, keepdims)


@with_unsupported_dtypes({"0.10.2 and below": ("complex",)}, reason="jnp.argmin refuses complex input")
def argmin(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    return _arg(jnp.argmin, x, axis, keepdims)


def count_nonzero(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return jnp.count_nonzero(x, axis=_axis(axis), keepdims=keepdims).astype(index_dtype())


# ivy_core checks nonzero's x (not 0-d) and searchsorted's x1 (1-D), side
# and sorter (integers of the shape of x1) before these run.


def nonzero(x: Any, /) -> tuple[Any, ...]:
    d = index_dtype()
    return tuple(i.astype(d) for i in jnp.nonzero(x))


def searchsorted(x1: Any, x2: Any, /, *, side: str = "left", sorter: Any = None) -> Any:
    if sorter is not None:
        x1 = x1[sorter]
    r = jnp.searchsorted(x1, x2, side=side)
    d = index_dtype()
    return r if r.dtype == d else r.astype(d)
