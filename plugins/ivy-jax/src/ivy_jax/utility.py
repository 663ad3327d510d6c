"""Utility functions on jax."""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp

__all__ = ["all", "any"]


def _axis(axis: Any) -> Any:
    return tuple(axis) if isinstance(axis, list) else axis


def _truth(x: Any) -> Any:
    # jnp.all/jnp.any look only at the real part of complex input
    return x != 0 if jnp.iscomplexobj(x) else x


def all(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return jnp.all(_truth(x), axis=_axis(axis), keepdims=keepdims)


def any(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return jnp.any(_truth(x), axis=_axis(axis), keepdims=keepdims)
