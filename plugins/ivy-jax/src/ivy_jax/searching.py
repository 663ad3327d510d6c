"""Searching functions."""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp

__all__ = ["where"]

_BOOL = jnp.dtype(jnp.bool_)


def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    if condition.dtype != _BOOL:
        condition = condition.astype(_BOOL)
    return jnp.where(condition, x1, x2)
