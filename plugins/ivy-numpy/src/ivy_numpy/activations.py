"""Activation functions Ivy provides beyond the standard on numpy."""

from __future__ import annotations

import numpy as np

__all__ = ["sigmoid", "relu", "softmax"]


def sigmoid(x: np.ndarray, /) -> np.ndarray:
    # exp(-x) overflows to inf for very negative x, giving the limit 0.
    with np.errstate(over="ignore"):
        return 1 / (1 + np.exp(-x))


def relu(x: np.ndarray, /) -> np.ndarray:
    return np.maximum(x, np.zeros((), x.dtype))


def softmax(x: np.ndarray, /, *, axis: int = -1) -> np.ndarray:
    if x.ndim == 0:
        raise ValueError(f"ivy_core.softmax (backend 'numpy'): axis {axis} is out of range for a 0-d array")
    if x.size == 0:
        np.sum(x, axis=axis)  # checks the axis
        return x.copy()
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / np.sum(e, axis=axis, keepdims=True)
