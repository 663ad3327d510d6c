"""Shape manipulation."""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to"]


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
    return np.reshape(x, shape)


def concat(arrays: list[np.ndarray], /, *, axis: int | None = 0) -> np.ndarray:
    return np.concatenate(arrays, axis=axis)


def stack(arrays: list[np.ndarray], /, *, axis: int = 0) -> np.ndarray:
    return np.stack(arrays, axis=axis)


def expand_dims(x: np.ndarray, /, *, axis: int = 0) -> np.ndarray:
    return np.expand_dims(x, axis)


def permute_dims(x: np.ndarray, /, axes: Any) -> np.ndarray:
    return np.transpose(x, axes)


def broadcast_to(x: np.ndarray, /, shape: Any) -> np.ndarray:
    return np.broadcast_to(x, shape)
