"""Sorting functions on torch."""

from __future__ import annotations

import torch
from ivy_core.plugin import with_unsupported_dtypes

from .searching import _axes, index_dtype

__all__ = ["argsort", "sort"]


@with_unsupported_dtypes({"2.13.0 and below": ("complex",)}, reason="torch.sort has no complex kernel")
def argsort(
    x: torch.Tensor, /, *, axis: int = -1, descending: bool = False, stable: bool = True
) -> torch.Tensor:
    if x.ndim == 0:
        if axis not in (0, -1):
            raise ValueError(
                f"ivy_core.argsort (backend 'torch'): axis {axis} is out of bounds for a 0-d array"
            )
        return torch.zeros((), dtype=index_dtype())
    n = x.ndim
    if not -n <= axis < n:
        _axes(axis, n, "argsort")  # raises
    # int64 indices: ivy_core casts index results to its default int dtype.
    return torch.argsort(x, dim=axis, descending=descending, stable=True)


@with_unsupported_dtypes({"2.13.0 and below": ("complex",)}, reason="torch.sort has no complex kernel")
def sort(
    x: torch.Tensor, /, *, axis: int = -1, descending: bool = False, stable: bool = True
) -> torch.Tensor:
    if x.ndim == 0:
        if axis not in (0, -1):
            raise ValueError(f"ivy_core.sort (backend 'torch'): axis {axis} is out of bounds for a 0-d array")
        return x.clone()
    n = x.ndim
    if not -n <= axis < n:
        _axes(axis, n, "sort")  # raises
    return torch.sort(x, dim=axis, descending=descending, stable=True).values
