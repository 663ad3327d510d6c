"""Linear algebra."""

from __future__ import annotations

import numpy as np

__all__ = ["matmul"]


def matmul(x1: np.ndarray, x2: np.ndarray, /) -> np.ndarray:
    out = np.matmul(x1, x2)
    # ml_dtypes computes bfloat16 products in float32 and returns float32;
    # the inputs' dtype is the result dtype.
    return out if out.dtype == x1.dtype else out.astype(x1.dtype)
