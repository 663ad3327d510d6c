"""Set functions on numpy: NaNs are distinct values (``equal_nan=False``)."""

from __future__ import annotations

import numpy as np

from .searching import index_dtype

__all__ = ["unique_all", "unique_counts", "unique_inverse", "unique_values"]


def unique_all(x: np.ndarray, /) -> tuple[np.ndarray, ...]:
    v, i, inv, c = np.unique(x, return_index=True, return_inverse=True, return_counts=True, equal_nan=False)
    d = index_dtype()
    return v, i.astype(d, copy=False), inv.reshape(x.shape).astype(d, copy=False), c.astype(d, copy=False)


def unique_counts(x: np.ndarray, /) -> tuple[np.ndarray, ...]:
    v, c = np.unique(x, return_counts=True, equal_nan=False)
    return v, c.astype(index_dtype(), copy=False)


def unique_inverse(x: np.ndarray, /) -> tuple[np.ndarray, ...]:
    v, inv = np.unique(x, return_inverse=True, equal_nan=False)
    return v, inv.reshape(x.shape).astype(index_dtype(), copy=False)


def unique_values(x: np.ndarray, /) -> np.ndarray:
    return np.unique(x, equal_nan=False)
