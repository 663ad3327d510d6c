"""Shape manipulation. jax reports incompatible shapes as TypeError; ivy_core
raises those as ValueError too (VALUE_ERRORS in the runtime)."""

from __future__ import annotations

import operator
from typing import Any

import jax
import jax.numpy as jnp

from ._runtime import _CONCRETE

__all__ = [
    "reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to",
    "broadcast_arrays", "flip", "moveaxis", "repeat", "roll", "squeeze", "tile", "unstack",
]  # fmt: skip


# Data movement on concrete arrays, jitted with the shapes and axes static.
# Called outside jit, jnp's functions run their primitives through JAX's
# Python dispatch (on an (8, 16) float32 array: reshape ~17 us, concatenate
# ~35 us, transpose ~14 us); a jitted function takes the C++ path (~5 us)
# and moves the same elements. Eager jnp compiles each primitive per shape
# too, so the compilations are as many. Traced values (inside jax.jit, grad
# or ivy_core's tracer) and arguments that are not plain ints keep jnp's
# calls, as does anything but the default path of each function.
_reshape = jax.jit(lambda x, shape: jnp.reshape(x, shape), static_argnames=("shape",))
_expand_dims = jax.jit(lambda x, axis: jnp.expand_dims(x, axis), static_argnames=("axis",))
_transpose = jax.jit(lambda x, axes: jnp.transpose(x, axes), static_argnames=("axes",))
_broadcast_to = jax.jit(lambda x, shape: jnp.broadcast_to(x, shape), static_argnames=("shape",))
_concat = jax.jit(lambda arrays, axis: jnp.concatenate(arrays, axis=axis), static_argnames=("axis",))
_stack = jax.jit(lambda arrays, axis: jnp.stack(arrays, axis=axis), static_argnames=("axis",))
_flip = jax.jit(lambda x, axis: jnp.flip(x, axis=axis), static_argnames=("axis",))
_squeeze = jax.jit(lambda x, axis: jnp.squeeze(x, axis=axis), static_argnames=("axis",))
_INT = frozenset({int})


def _ints(v: Any) -> Any:
    """``v`` as a static argument (an int, or a tuple of ints from a tuple or
    list of ints), or None where jnp's eager call decides."""
    if type(v) is int:
        return v
    if (type(v) is tuple or type(v) is list) and _INT.issuperset(map(type, v)):
        return tuple(v)
    return None


def _all_concrete(arrays: Any) -> bool:
    return (type(arrays) is list or type(arrays) is tuple) and all(type(a) is _CONCRETE for a in arrays)


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
    static = _ints(shape) if type(x) is _CONCRETE else None
    out = jnp.reshape(x, shape) if static is None else _reshape(x, shape=static)
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
    if (axis is None or type(axis) is int) and _all_concrete(arrays):
        return _concat(list(arrays), axis=axis)
    return jnp.concatenate(arrays, axis=axis)


def stack(arrays: list[Any], /, *, axis: int = 0) -> Any:
    if type(axis) is int and _all_concrete(arrays):
        return _stack(list(arrays), axis=axis)
    return jnp.stack(arrays, axis=axis)


def expand_dims(x: Any, /, axis: int = 0) -> Any:
    static = _ints(axis) if type(x) is _CONCRETE else None
    return jnp.expand_dims(x, axis) if static is None else _expand_dims(x, axis=static)


def permute_dims(x: Any, /, axes: Any) -> Any:
    # ivy_core refuses axes that are not a permutation of x's axes (jax would
    # raise TypeError for some); an axis out of range reaches jax, and its
    # error becomes ivy_core's AxisError.
    static = _ints(axes) if type(x) is _CONCRETE else None
    return jnp.transpose(x, axes) if static is None else _transpose(x, axes=static)


def broadcast_to(x: Any, /, shape: Any) -> Any:
    static = _ints(shape) if type(x) is _CONCRETE else None
    return jnp.broadcast_to(x, shape) if static is None else _broadcast_to(x, shape=static)


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    return tuple(jnp.broadcast_arrays(*arrays))


def flip(x: Any, /, *, axis: Any = None) -> Any:
    if type(x) is _CONCRETE and (axis is None or _ints(axis) is not None):
        return _flip(x, axis=None if axis is None else _ints(axis))
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
    static = _ints(axis) if type(x) is _CONCRETE else None
    if static is not None:
        return _squeeze(x, axis=static)
    return jnp.squeeze(x, axis=tuple(axis) if isinstance(axis, list) else axis)


def tile(x: Any, repetitions: Any, /) -> Any:
    return jnp.tile(x, repetitions)


def unstack(x: Any, /, *, axis: int = 0) -> tuple[Any, ...]:
    # ivy_core passes an axis of x, non-negative (x has one dimension or more).
    return tuple(jnp.unstack(x, axis=axis))
