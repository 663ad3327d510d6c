"""Shape manipulation."""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp

__all__ = ["reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to"]

_SHAPE_WORDS = ("shape", "dimension", "permutation", "axis", "axes")


def _shape_error(exc: TypeError) -> Exception:
    """jax reports incompatible shapes as TypeError; numpy (and the Array API)
    as ValueError. Re-raise those as ValueError so backends agree."""
    msg = str(exc)
    if any(w in msg for w in _SHAPE_WORDS):
        return ValueError(msg)
    return exc


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
    try:
        out = jnp.reshape(x, shape)
    except TypeError as exc:
        raise _shape_error(exc) from exc
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
    try:
        return jnp.concatenate(arrays, axis=axis)
    except TypeError as exc:
        raise _shape_error(exc) from exc


def stack(arrays: list[Any], /, *, axis: int = 0) -> Any:
    try:
        return jnp.stack(arrays, axis=axis)
    except TypeError as exc:
        raise _shape_error(exc) from exc


def expand_dims(x: Any, /, *, axis: int = 0) -> Any:
    return jnp.expand_dims(x, axis)


def permute_dims(x: Any, /, axes: Any) -> Any:
    try:
        return jnp.transpose(x, axes)
    except TypeError as exc:
        raise _shape_error(exc) from exc


def broadcast_to(x: Any, /, shape: Any) -> Any:
    try:
        return jnp.broadcast_to(x, shape)
    except TypeError as exc:
        raise _shape_error(exc) from exc
