"""Shape manipulation. jax reports incompatible shapes as TypeError; ivy_core
raises those as ValueError too (VALUE_ERRORS in the runtime)."""

from __future__ import annotations

import operator
from typing import Any

import jax.numpy as jnp

__all__ = [
    "reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to",
    "broadcast_arrays", "flip", "moveaxis", "repeat", "roll", "squeeze", "tile", "unstack",
]  # fmt: skip


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
    _refuse_overflowing_extent(shape, x.dtype.itemsize)
    out = jnp.reshape(x, shape)
    if copy and out is x:
        out = x.copy()
    return out


#: The most a 64-bit (signed) index counts.
_INDEX_MAX = 2**63 - 1


def _refuse_overflowing_extent(shape: Any, itemsize: int) -> None:
    """XLA multiplies a shape's sizes (times the element's bytes) one after
    the other in 64-bit integers and aborts the process on an overflow, even
    when a later size is 0 (``reshape(zeros(0), (2**62, 0))``): raise
    MemoryError (ivy_core's OutOfMemoryError, naming the call) instead. The
    core refuses such shapes for the creation functions before jax is asked."""
    sizes = tuple(shape) if isinstance(shape, (tuple, list)) else (shape,)
    extent = itemsize
    for s in sizes:
        if hasattr(type(s), "__index__") and operator.index(s) > 0:
            extent *= operator.index(s)
    if extent > _INDEX_MAX:
        raise MemoryError(
            f"ivy_core.reshape (backend 'jax'): the non-zero sizes of shape {sizes} times the "
            f"{itemsize} bytes of an element multiply to {extent}, more than a 64-bit index can count"
            f" ({_INDEX_MAX}); XLA would abort the process. Use a smaller shape"
        )


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


def expand_dims(x: Any, /, axis: int = 0) -> Any:
    return jnp.expand_dims(x, axis)


def permute_dims(x: Any, /, axes: Any) -> Any:
    # ivy_core refuses axes that are not a permutation of x's axes (jax would
    # raise TypeError for some); an axis out of range reaches jax, and its
    # error becomes ivy_core's AxisError.
    return jnp.transpose(x, axes)


def broadcast_to(x: Any, /, shape: Any) -> Any:
    return jnp.broadcast_to(x, shape)


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    return tuple(jnp.broadcast_arrays(*arrays))


def flip(x: Any, /, *, axis: Any = None) -> Any:
    return jnp.flip(x, axis=tuple(axis) if isinstance(axis, list) else axis)


def moveaxis(x: Any, source: Any, destination: Any, /) -> Any:
    return jnp.moveaxis(x, source, destination)


def repeat(x: Any, repeats: Any, /, *, axis: int | None = None) -> Any:
    # ivy_core has checked repeats (a non-negative int, or integer counts of
    # the right length) and axis; jnp.repeat would take negative counts in
    # an array as zero.
    if not isinstance(repeats, int) and repeats.size and int(repeats.min()) < 0:
        raise ValueError("ivy_core.repeat (backend 'jax'): repeats must be non-negative")
    return jnp.repeat(x, repeats, axis=axis)


def roll(x: Any, /, shift: Any, *, axis: Any = None) -> Any:
    return jnp.roll(x, shift, axis=axis)


def squeeze(x: Any, /, axis: Any) -> Any:
    return jnp.squeeze(x, axis=tuple(axis) if isinstance(axis, list) else axis)


def tile(x: Any, repetitions: Any, /) -> Any:
    return jnp.tile(x, repetitions)


def unstack(x: Any, /, *, axis: int = 0) -> tuple[Any, ...]:
    # ivy_core passes an axis of x, non-negative (x has one dimension or more).
    return tuple(jnp.unstack(x, axis=axis))
