"""Utility functions on numpy."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._trace import tracing

__all__ = ["all", "any"]


def _axis(axis: Any) -> Any:
    return tuple(axis) if isinstance(axis, list) else axis


def all(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> np.ndarray:
    return np.asarray(np.all(x, axis=_axis(axis), keepdims=keepdims), like=tracing())


def any(x: np.ndarray, /, *, axis: Any = None, keepdims: bool = False) -> np.ndarray:
    return np.asarray(np.any(x, axis=_axis(axis), keepdims=keepdims), like=tracing())
