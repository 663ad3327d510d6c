"""Linear algebra. jax reports mismatched shapes as TypeError; ivy_core turns
those into ValueError (see VALUE_ERRORS in the runtime)."""

from __future__ import annotations

import jax.numpy as jnp

__all__ = ["matmul"]

matmul = jnp.matmul
