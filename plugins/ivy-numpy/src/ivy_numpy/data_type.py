"""Casting."""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["astype"]


def astype(x: np.ndarray, dtype: Any, /, *, copy: bool = True, device: Any = None) -> np.ndarray:
    return x.astype(dtype, copy=copy)
