"""Creation functions. ``dtype`` arrives resolved to a numpy dtype and
``device`` to ``"cpu"``."""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = [
    "asarray", "array", "zeros", "ones", "full", "empty", "arange", "linspace",
    "zeros_like", "ones_like",
]  # fmt: skip


def asarray(obj: Any, /, *, dtype: Any, device: str, copy: bool | None = None) -> np.ndarray:
    if copy is False and not isinstance(obj, (list, tuple, bool, int, float, complex)):
        # Never copy an existing buffer (building from Python values is no copy).
        out = np.asarray(obj)
        if out.dtype != dtype:
            raise ValueError(
                f"ivy_core.asarray (backend 'numpy'): copy=False but converting {out.dtype} "
                f"to {dtype} needs a copy; pass copy=None"
            )
        return out
    return np.array(obj, dtype=dtype, copy=True) if copy else np.asarray(obj, dtype=dtype)


array = asarray


def zeros(shape: Any, *, dtype: Any, device: str) -> np.ndarray:
    return np.zeros(shape, dtype=dtype)


def ones(shape: Any, *, dtype: Any, device: str) -> np.ndarray:
    return np.ones(shape, dtype=dtype)


def empty(shape: Any, *, dtype: Any, device: str) -> np.ndarray:
    return np.empty(shape, dtype=dtype)


def full(shape: Any, fill_value: Any, *, dtype: Any, device: str) -> np.ndarray:
    return np.full(shape, fill_value, dtype=dtype)


def arange(start: Any, /, stop: Any = None, step: Any = 1, *, dtype: Any, device: str) -> np.ndarray:
    if stop is None:
        start, stop = 0, start
    return np.arange(start, stop, step, dtype=dtype)


def linspace(
    start: Any, stop: Any, /, num: int, *, dtype: Any, device: str, endpoint: bool = True
) -> np.ndarray:
    return np.linspace(start, stop, num, endpoint=endpoint, dtype=dtype)


def zeros_like(x: np.ndarray, /, *, dtype: Any, device: str) -> np.ndarray:
    return np.zeros_like(x, dtype=dtype)


def ones_like(x: np.ndarray, /, *, dtype: Any, device: str) -> np.ndarray:
    return np.ones_like(x, dtype=dtype)
