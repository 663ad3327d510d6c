"""Searching functions."""

from __future__ import annotations

import numpy as np

__all__ = ["where"]


def where(condition: np.ndarray, x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    return np.where(condition.astype(bool, copy=False), x1, x2)
