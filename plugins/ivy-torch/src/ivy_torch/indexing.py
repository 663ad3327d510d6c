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


#: Index dtypes torch.index_select takes as they are.
_SELECT_DTYPES = (torch.int64, torch.int32)
_is_compiling = _runtime.is_tracing
#: Whether a torch function mode is active. ivy_core.trace_graph records
#: through one (``_runtime.graph_tracing()`` is then true), so without one
#: the call is plain eager code; asking costs 50 ns where graph_tracing()
#: costs 400. Where torch lacks the function, every call takes the checked path.
_function_mode = getattr(torch._C, "_is_torch_function_mode_enabled", lambda: True)


def take(x: torch.Tensor, indices: torch.Tensor, /, *, axis: int | None = None) -> Any:
    if axis is None:
        x, axis = x.reshape(-1), 0
    if (
        not _is_compiling()
        and not _function_mode()
        and x.is_cpu
        and indices.is_cpu
        and indices.dtype in _SELECT_DTYPES
    ):
        # On the CPU, index_select checks the bounds itself and raises for an
        # index out of range or negative: try it as it is (no aminmax, no
        # .item()), and take the checked path below only when it refuses
        # (negative indices are then wrapped, or ivy_core's IndexError raised).
        # Never on CUDA, where a bad index is a device assert that kills the context.
        one_d = indices.ndim == 1
        try:
            r = torch.index_select(x, axis, indices if one_d else indices.reshape(-1))
        except (IndexError, RuntimeError):
            pass
        else:
            return r if one_d else r.reshape(x.shape[:axis] + indices.shape + x.shape[axis + 1 :])
    idx = _indices(indices, x.shape[axis], "take")
    r = torch.index_select(x, axis, idx.reshape(-1))
    return r.reshape(x.shape[:axis] + idx.shape + x.shape[axis + 1 :])


def take_along_axis(x: torch.Tensor, indices: torch.Tensor, /, *, axis: int = -1) -> Any:
    idx = _indices(indices, x.shape[axis], "take_along_axis")
    return torch.take_along_dim(x, idx, axis)
