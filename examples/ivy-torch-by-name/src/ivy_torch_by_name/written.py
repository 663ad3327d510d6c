"""What torch has under no name with ivy_core's meaning (replaces what the route binds)."""

from __future__ import annotations

from typing import Any

import torch

__all__ = [
    "full", "arange", "linspace", "eye", "take", "trace", "flip", "concat", "count_nonzero", "prod", "clip", "imag",
    "cumulative_sum", "cumulative_prod", "unique_all", "all", "any", "cross", "vecdot", "fftshift", "ifftshift", "roll",
]  # fmt: skip


def full(shape: Any, fill_value: Any, *, dtype: Any, device: Any) -> Any:
    return torch.full((shape,) if isinstance(shape, int) else shape, fill_value, dtype=dtype, device=device)


def arange(start: Any, /, stop: Any = None, step: Any = 1, *, dtype: Any, device: Any) -> Any:
    start, stop = (0, start) if stop is None else (start, stop)
    if (stop - start) * step <= 0:  # torch refuses a range that runs away from stop
        return torch.empty(0, dtype=dtype, device=device)
    return torch.arange(start, stop, step, dtype=dtype, device=device)


def linspace(start: Any, stop: Any, /, num: int, *, dtype: Any, device: Any, endpoint: bool = True) -> Any:
    y = torch.linspace(start, stop, num + (not endpoint), dtype=dtype, device=device)
    return y if endpoint else y[:-1]


def eye(n_rows: int, n_cols: int | None = None, /, *, k: int = 0, dtype: Any, device: Any) -> Any:
    cols = torch.arange(n_rows if n_cols is None else n_cols, device=device)
    return (cols - torch.arange(n_rows, device=device)[:, None] == k).to(dtype)


def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
    if axis is None:
        return torch.take(x, indices.long())
    a = axis % x.ndim
    flat = torch.index_select(x, a, indices.reshape(-1).long() % max(x.shape[a], 1))  # no negative ones
    return flat.reshape(x.shape[:a] + indices.shape + x.shape[a + 1 :])


def trace(x: Any, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1, dtype: Any = None) -> Any:
    return torch.diagonal(x, offset, axis1, axis2).sum(-1, dtype=dtype)


def flip(x: Any, /, *, axis: Any = None) -> Any:
    return torch.flip(x, tuple(range(x.ndim)) if axis is None else (axis,) if isinstance(axis, int) else axis)


def concat(arrays: Any, /, *, axis: int | None = 0) -> Any:
    return torch.cat([a.reshape(-1) for a in arrays] if axis is None else arrays, dim=axis or 0)


def count_nonzero(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    # axis=() is every axis to torch and none to ivy_core
    return (x != 0).long() if axis == () else torch.sum(x != 0, dim=axis, keepdim=keepdims)


def prod(x: Any, /, *, axis: Any = None, dtype: Any = None, keepdims: bool = False) -> Any:
    axes = range(x.ndim) if axis is None else (axis,) if isinstance(axis, int) else axis
    x = x if dtype is None else x.to(dtype)
    for a in sorted((a % x.ndim for a in axes), reverse=True):  # torch reduces one axis at a time
        x = torch.prod(x, a, keepdim=keepdims, dtype=x.dtype)
    return x


def clip(x: Any, /, min: Any = None, max: Any = None) -> Any:
    return x.clone() if min is None and max is None else torch.clamp(x, min, max)


def imag(x: Any, /) -> Any:
    return torch.imag(x) if x.is_complex() else torch.zeros_like(x)


def _cumulative(fn: Any, x: Any, axis: Any, dtype: Any, include_initial: bool, initial: int) -> Any:
    axis = 0 if axis is None else axis % max(x.ndim, 1)
    y = fn(x, axis, dtype=torch.int64 if dtype is torch.bool else dtype)  # no bool cumsum in torch
    y = y.bool() if dtype is torch.bool else y
    start = y.new_full((*y.shape[:axis], 1, *y.shape[axis + 1 :]), initial)
    return torch.cat([start, y], dim=axis) if include_initial else y


def cumulative_sum(x: Any, /, *, axis: Any = None, dtype: Any = None, include_initial: bool = False) -> Any:
    return _cumulative(torch.cumsum, x, axis, dtype, include_initial, 0)


def cumulative_prod(x: Any, /, *, axis: Any = None, dtype: Any = None, include_initial: bool = False) -> Any:
    return _cumulative(torch.cumprod, x, axis, dtype, include_initial, 1)


def unique_all(x: Any, /) -> Any:
    values, inverse, counts = torch.unique(x, return_inverse=True, return_counts=True)
    first = torch.full(values.shape, x.numel(), dtype=torch.int64, device=x.device)
    first = first.scatter_reduce(0, inverse.reshape(-1), torch.arange(x.numel(), device=x.device), "amin")
    return values, first, inverse.reshape(x.shape), counts


def all(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return torch.all(x != 0, dim=axis, keepdim=keepdims)  # torch.all of uint8 gives uint8


def any(x: Any, /, *, axis: Any = None, keepdims: bool = False) -> Any:
    return torch.any(x != 0, dim=axis, keepdim=keepdims)


def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    return torch.linalg.cross(*torch.broadcast_tensors(x1, x2), dim=axis)


def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    return torch.sum(x1.conj() * x2, dim=axis, dtype=x1.dtype)  # torch.linalg.vecdot takes floats only


def fftshift(x: Any, /, *, axes: Any = None) -> Any:
    return torch.fft.fftshift(x, dim=axes) if x.ndim and axes != () else x.clone()


def ifftshift(x: Any, /, *, axes: Any = None) -> Any:
    return torch.fft.ifftshift(x, dim=axes) if x.ndim and axes != () else x.clone()


def roll(x: Any, /, shift: Any, *, axis: Any = None) -> Any:
    shift = (
        (shift,) * len(axis) if isinstance(shift, int) and isinstance(axis, tuple) else shift
    )  # one per axis
    return torch.roll(x, shift, axis)
