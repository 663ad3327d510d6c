"""Indexing functions on torch. torch checks no bounds in ``take_along_dim``
and refuses negative indices, so indices are checked and wrapped here.
ivy_core has checked the rest (integer indices, ``axis`` a non-negative axis
of ``x``, the ranks and shapes of take_along_axis)."""

from __future__ import annotations

from typing import Any

import torch

from . import _runtime

__all__ = ["take", "take_along_axis"]


def _indices(indices: torch.Tensor, n: int, name: str) -> torch.Tensor:
    """``indices`` as int64 with negative ones wrapped; out of range raises."""
    indices = indices.to(torch.int64)
    if indices.numel() and _runtime.is_tracing():
        # Inside torch.compile the values are unknown while tracing: negative
        # indices are wrapped without looking, and an index still out of
        # range makes torch's kernel raise when the compiled code runs.
        return torch.where(indices < 0, indices + n, indices)
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


def take(x: torch.Tensor, indices: torch.Tensor, /, *, axis: int | None = None) -> Any:
    if axis is None:
        x, axis = x.reshape(-1), 0
    idx = _indices(indices, x.shape[axis], "take")
    r = torch.index_select(x, axis, idx.reshape(-1))
    return r.reshape(x.shape[:axis] + idx.shape + x.shape[axis + 1 :])


def take_along_axis(x: torch.Tensor, indices: torch.Tensor, /, *, axis: int = -1) -> Any:
    idx = _indices(indices, x.shape[axis], "take_along_axis")
    return torch.take_along_dim(x, idx, axis)
