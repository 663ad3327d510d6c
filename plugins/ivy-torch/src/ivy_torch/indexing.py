"""Indexing functions on torch. torch checks no bounds in ``take_along_dim``
and refuses negative indices, so indices are checked and wrapped here."""

from __future__ import annotations

from typing import Any

import torch

from . import _runtime

__all__ = ["take", "take_along_axis"]


def _indices(indices: torch.Tensor, n: int, name: str) -> torch.Tensor:
    """``indices`` as int64 with negative ones wrapped; out of range raises."""
    if indices.dtype.is_floating_point or indices.dtype.is_complex or indices.dtype == torch.bool:
        raise TypeError(
            f"ivy_core.{name} (backend 'torch'): indices must have an integer dtype, got {indices.dtype}"
        )
    indices = indices.to(torch.int64)
    if indices.numel():
        lo, hi = torch.aminmax(indices)
        if _runtime.graph_tracing():
            # ivy_core.trace_graph: the checks become guards that hold for
            # any indices in range, not for these extremes only
            out_of_range, negative = bool((lo < -n) | (hi >= n)), bool(lo < 0)
        else:
            low, high = lo.item(), hi.item()
            out_of_range, negative = low < -n or high >= n, low < 0
        if out_of_range:
            bad = int(lo) if lo < -n else int(hi)
            raise IndexError(
                f"ivy_core.{name} (backend 'torch'): index {bad} is out of bounds for an axis of size {n}"
            )
        if negative:
            indices = torch.where(indices < 0, indices + n, indices)
    return indices


def _axis(x: torch.Tensor, axis: int, name: str) -> int:
    if not -x.ndim <= axis < x.ndim:
        raise ValueError(
            f"ivy_core.{name} (backend 'torch'): axis {axis} is out of bounds for an array of dimension {x.ndim}"
        )
    return axis % x.ndim


def take(x: torch.Tensor, indices: torch.Tensor, /, *, axis: int | None = None) -> Any:
    if axis is None:
        x, axis = x.reshape(-1), 0
    if x.ndim == 0:
        raise ValueError("ivy_core.take (backend 'torch'): x must have at least one dimension")
    axis = _axis(x, axis, "take")
    idx = _indices(indices, x.shape[axis], "take")
    r = torch.index_select(x, axis, idx.reshape(-1))
    return r.reshape(x.shape[:axis] + idx.shape + x.shape[axis + 1 :])


def take_along_axis(x: torch.Tensor, indices: torch.Tensor, /, *, axis: int = -1) -> Any:
    if x.ndim != indices.ndim:
        raise ValueError(
            f"ivy_core.take_along_axis (backend 'torch'): indices must have the rank of x "
            f"({x.ndim}), got {indices.ndim}"
        )
    axis = _axis(x, axis, "take_along_axis")
    idx = _indices(indices, x.shape[axis], "take_along_axis")
    return torch.take_along_dim(x, idx, axis)
