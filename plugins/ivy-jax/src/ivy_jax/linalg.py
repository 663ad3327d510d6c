"""Linear algebra."""

from __future__ import annotations

import jax.numpy as jnp

__all__ = ["matmul"]

matmul = jnp.matmul
