"""Activation functions Ivy provides beyond the standard on numpy."""

from __future__ import annotations

import numpy as np

__all__ = ["sigmoid", "relu", "softmax"]

_maximum_reduce = np.maximum.reduce
_add_reduce = np.add.reduce
_exp = np.exp
_OWN_FLOATS = frozenset(np.dtype(t) for t in (np.float16, np.float32, np.float64))


def sigmoid(x: np.ndarray, /) -> np.ndarray:
    # exp(-x) overflows to inf for very negative x, giving the limit 0.
    with np.errstate(over="ignore"):
        return 1 / (1 + np.exp(-x))


def relu(x: np.ndarray, /) -> np.ndarray:
    return np.maximum(x, np.zeros((), x.dtype))


def softmax(x: np.ndarray, /, *, axis: int = -1) -> np.ndarray:
    # ivy_core gives an axis of x (so x is not 0-d).
    if x.size == 0:
        return x.copy()
    # The ufunc reductions np.max/np.sum call, without their Python wrappers;
    # a plain ndarray of a NumPy float dtype reuses one buffer (the same values).
    e = x - _maximum_reduce(x, axis=axis, keepdims=True)
    if type(e) is np.ndarray and e.dtype in _OWN_FLOATS:
        _exp(e, out=e)
        e /= _add_reduce(e, axis=axis, keepdims=True)
        return e
    e = _exp(e)
    return e / _add_reduce(e, axis=axis, keepdims=True)
