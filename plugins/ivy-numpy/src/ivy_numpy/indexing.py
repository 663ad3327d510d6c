"""Indexing functions on numpy."""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["take", "take_along_axis"]


def _check_indices(indices: np.ndarray, name: str) -> None:
    if indices.dtype.kind not in "iu":
        raise TypeError(
            f"ivy_core.{name} (backend 'numpy'): indices must have an integer dtype, got {indices.dtype}"
        )


def _axis_length(x: np.ndarray, axis: int, name: str) -> tuple[int, int]:
    if not -x.ndim <= axis < x.ndim:
        raise ValueError(
            f"ivy_core.{name} (backend 'numpy'): axis {axis} is out of bounds for an array of dimension {x.ndim}"
        )
    axis %= x.ndim
    return axis, x.shape[axis]


def take(x: np.ndarray, indices: np.ndarray, /, *, axis: int | None = None) -> Any:
    _check_indices(indices, "take")
    if axis is None:
        x, axis = x.reshape(-1), 0
    if x.ndim == 0:
        raise ValueError("ivy_core.take (backend 'numpy'): x must have at least one dimension")
    axis, _ = _axis_length(x, axis, "take")
    try:
        return np.take(x, indices, axis=axis)
    except IndexError as exc:
        raise IndexError(f"ivy_core.take (backend 'numpy'): {exc}") from None


def take_along_axis(x: np.ndarray, indices: np.ndarray, /, *, axis: int = -1) -> Any:
    _check_indices(indices, "take_along_axis")
    if x.ndim != indices.ndim:
        raise ValueError(
            f"ivy_core.take_along_axis (backend 'numpy'): indices must have the rank of x "
            f"({x.ndim}), got {indices.ndim}"
        )
    axis, _ = _axis_length(x, axis, "take_along_axis")
    try:
        return np.take_along_axis(x, indices, axis=axis)
    except IndexError as exc:
        raise IndexError(f"ivy_core.take_along_axis (backend 'numpy'): {exc}") from None
