"""Casting."""

from __future__ import annotations

from functools import partial
from typing import Any

import jax
import jax.numpy as jnp
from jax import lax

from ._runtime import _CONCRETE
from ._runtime import placed_on as _placed_on

__all__ = ["astype"]

_put = jax.device_put

#: (dtype of x, dtype) -> the conversion between them, jitted. Called
#: outside jit, ``x.astype`` runs its primitive through JAX's Python dispatch
#: (about 15 us for an (8, 16) array); a jitted function takes the C++ path
#: (about 4 us). It binds the primitive ``astype`` binds: the same bits for
#: every pair of dtypes (tests/test_fast_impls.py). Complex to real keeps
#: ``astype``, which warns at each call where a jitted function would warn
#: only as it traces (None here); so do traced values (inside jax.jit, grad,
#: ivy_core's graph tracer), whose conversion is traced as ``astype`` traces it.
_CONVERT: dict[tuple[Any, Any], Any] = {}


def convert(x: Any, dtype: Any) -> Any:
    """``x.astype(dtype)``, through a jitted conversion when ``x`` is a concrete array."""
    if type(x) is not _CONCRETE:
        return x.astype(dtype)
    key = (x.dtype, dtype)
    f = _CONVERT.get(key, _CONVERT)
    if f is _CONVERT:
        d = jnp.dtype(dtype)
        warns = x.dtype.kind == "c" and d.kind != "c"
        f = _CONVERT[key] = None if warns else jax.jit(partial(lax.convert_element_type, new_dtype=d))
    return x.astype(dtype) if f is None else f(x)


def astype(x: Any, dtype: Any, /, *, copy: bool = True, device: Any = None) -> Any:
    # jax arrays are immutable, so "no copy" (copy=False, nothing to change)
    # is returning x itself.
    if x.dtype != dtype:
        x = convert(x, dtype)
    elif copy:
        x = x.copy()
    if device is not None and not _placed_on(x, device):
        x = _put(x, device)
    return x
