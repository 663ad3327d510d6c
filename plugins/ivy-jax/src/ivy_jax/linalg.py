"""Linear algebra."""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp

__all__ = ["matmul"]

_matmul = jnp.matmul


def matmul(x1: Any, x2: Any, /) -> Any:
    try:
        return _matmul(x1, x2)
    except TypeError as exc:
        # jax reports mismatched core dimensions as TypeError; numpy and the
        # Array API as ValueError. Inputs are already promoted to one dtype,
        # so a TypeError here is about shapes.
        raise ValueError(str(exc)) from exc
