"""Sorting functions on torch."""

from __future__ import annotations

import torch
from ivy_core.plugin import with_unsupported_dtypes

from .searching import index_dtype

# ivy_core gives an axis of x (0 or -1 for a 0-d x, sorted as its one element).

__all__ = ["argsort", "sort"]


@with_unsupported_dtypes({"2.13.0 and below": ("complex",)}, reason="torch.sort has no complex kernel")
def argsort(
    x: torch.Tensor, /, *, axis: int = -1, descending: bool = False, stable: bool = True
) -> torch.Tensor:
    if x.ndim == 0:
        return torch.zeros((), dtype=index_dtype())
    # int64 indices: ivy_core casts index results to its default int dtype.
    return torch.argsort(x, dim=axis, descending=descending, stable=True)


@with_unsupported_dtypes({"2.13.0 and below": ("complex",)}, reason="torch.sort has no complex kernel")
def sort(
    x: torch.Tensor, /, *, axis: int = -1, descending: bool = False, stable: bool = True
) -> torch.Tensor:
    if x.ndim == 0:
        return x.clone()
    return torch.sort(x, dim=axis, descending=descending, stable=True).values
