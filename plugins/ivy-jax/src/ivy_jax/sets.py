"""Set functions on jax (``jnp.unique_*``: sorted, NaNs distinct)."""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp

from .searching import index_dtype

__all__ = ["unique_all", "unique_counts", "unique_inverse", "unique_values"]


def unique_all(x: Any, /) -> tuple[Any, ...]:
    r = jnp.unique_all(x)
    d = index_dtype()
    return r.values, r.indices.astype(d), r.inverse_indices.reshape(x.shape).astype(d), r.counts.astype(d)


def unique_counts(x: Any, /) -> tuple[Any, ...]:
    r = jnp.unique_counts(x)
    return r.values, r.counts.astype(index_dtype())


def unique_inverse(x: Any, /) -> tuple[Any, ...]:
    r = jnp.unique_inverse(x)
    return r.values, r.inverse_indices.reshape(x.shape).astype(index_dtype())


def unique_values(x: Any, /) -> Any:
    return jnp.unique_values(x)
