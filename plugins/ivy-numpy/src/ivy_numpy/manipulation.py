"""Shape manipulation."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._trace import METHOD_TYPES

__all__ = [
    "reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to",
    "broadcast_arrays", "flip", "moveaxis", "repeat", "roll", "squeeze", "tile", "unstack",
]  # fmt: skip


def reshape(x: np.ndarray, /, shape: Any, *, copy: bool | None = None) -> np.ndarray:
    if copy:
        return np.reshape(x, shape).copy()
    if copy is False:
        view = x.view()
        try:
            view.shape = shape
        except AttributeError as exc:
            raise ValueError(
                f"ivy_core.reshape (backend 'numpy'): cannot reshape to {tuple(shape)} "
                "without copying; pass copy=None"
            ) from exc
        return view
    # The method (np.reshape's Python wrapper costs about 0.3 us); the same
    # for expand_dims, permute_dims and squeeze.
    return x.reshape(shape) if type(x) in METHOD_TYPES else np.reshape(x, shape)


def concat(arrays: list[np.ndarray], /, *, axis: int | None = 0) -> np.ndarray:
    return np.concatenate(arrays, axis=axis)


def stack(arrays: list[np.ndarray], /, *, axis: int = 0) -> np.ndarray:
    return np.stack(arrays, axis=axis)


def expand_dims(x: np.ndarray, /, axis: int = 0) -> np.ndarray:
    if type(x) in METHOD_TYPES:  # what np.expand_dims does (a reshape), without its ~1.4 us of Python
        shape = x.shape
        at = axis if axis >= 0 else axis + len(shape) + 1  # ivy_core has checked the range
        return x.reshape(shape[:at] + (1,) + shape[at:])
    return np.expand_dims(x, axis)


def permute_dims(x: np.ndarray, /, axes: Any) -> np.ndarray:
    return x.transpose(axes) if type(x) in METHOD_TYPES else np.transpose(x, axes)


def broadcast_to(x: np.ndarray, /, shape: Any) -> np.ndarray:
    return np.broadcast_to(x, shape)


def broadcast_arrays(*arrays: np.ndarray) -> tuple[np.ndarray, ...]:
    return tuple(np.broadcast_arrays(*arrays))


def flip(x: np.ndarray, /, *, axis: Any = None) -> np.ndarray:
    return np.flip(x, axis=tuple(axis) if isinstance(axis, list) else axis)


def moveaxis(x: np.ndarray, source: Any, destination: Any, /) -> np.ndarray:
    return np.moveaxis(x, source, destination)


def repeat(x: np.ndarray, repeats: Any, /, *, axis: int | None = None) -> np.ndarray:
    # ivy_core has checked repeats (a non-negative int, or integer counts of
    # the right length) and axis; numpy refuses negative counts in an array.
    if isinstance(repeats, np.ndarray):
        if repeats.dtype == np.uint64:  # np.repeat casts counts to intp only safely
            if repeats.size and int(repeats.max()) > np.iinfo(np.intp).max:
                raise ValueError("ivy_core.repeat (backend 'numpy'): a repeat count is too large")
            repeats = repeats.astype(np.intp)
    return np.repeat(x, repeats, axis=axis)


def roll(x: np.ndarray, /, shift: Any, *, axis: Any = None) -> np.ndarray:
    return np.roll(x, shift, axis=axis)


def squeeze(x: np.ndarray, /, axis: Any) -> np.ndarray:
    axis = tuple(axis) if isinstance(axis, list) else axis
    return x.squeeze(axis) if type(x) in METHOD_TYPES else np.squeeze(x, axis=axis)


def tile(x: np.ndarray, repetitions: Any, /) -> np.ndarray:
    return np.tile(x, repetitions)


def unstack(x: np.ndarray, /, *, axis: int = 0) -> tuple[np.ndarray, ...]:
    # ivy_core passes an axis of x, non-negative (x has one dimension or more).
    return tuple(np.moveaxis(x, axis, 0))
