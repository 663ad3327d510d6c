"""Shape manipulation. jax reports incompatible shapes as TypeError; ivy_core
raises those as ValueError too (VALUE_ERRORS in the runtime)."""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp

__all__ = ["reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to"]


def reshape(x: Any, /, shape: Any, *, copy: bool | None = None) -> Any:
    if copy is False:
        # DECISION: jax has no views, so a reshape that changes the shape is
        # always a new buffer; copy=False ("never copy") is honoured only when
        # the shape does not change, where x itself is returned.
        target = _resolved(tuple(shape), x.size)
        if target == x.shape:
            return x
        raise ValueError(
            f"ivy_core.reshape (backend 'jax'): copy=False is not supported on jax for a "
            f"shape change ({x.shape} -> {tuple(shape)}): jax arrays have no views, so "
            "reshaping always copies; pass copy=None"
        )
    out = jnp.reshape(x, shape)
    if copy and out is x:
        out = x.copy()
    return out


def _resolved(shape: tuple[Any, ...], size: int) -> tuple[Any, ...]:
    """``shape`` with one ``-1`` replaced by the length it stands for."""
    if shape.count(-1) != 1:
        return shape
    known = 1
    for s in shape:
        if s != -1:
            known *= s
    if known == 0:
        return shape
    return tuple(size // known if s == -1 else s for s in shape)


def concat(arrays: list[Any], /, *, axis: int | None = 0) -> Any:
    return jnp.concatenate(arrays, axis=axis)


def stack(arrays: list[Any], /, *, axis: int = 0) -> Any:
    return jnp.stack(arrays, axis=axis)


def expand_dims(x: Any, /, *, axis: int = 0) -> Any:
    return jnp.expand_dims(x, axis)


def permute_dims(x: Any, /, axes: Any) -> Any:
    return jnp.transpose(x, axes)


def broadcast_to(x: Any, /, shape: Any) -> Any:
    return jnp.broadcast_to(x, shape)
