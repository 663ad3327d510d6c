"""Sorting functions on torch."""

from __future__ import annotations

import torch
from ivy_core.plugin import with_unsupported_dtypes

# ivy_core gives an axis of x (0 or -1 for a 0-d x, sorted as its one element).

__all__ = ["argsort", "sort"]


@with_unsupported_dtypes({"2.13.0 and below": ("complex",)}, reason="torch.sort has no complex kernel")
def argsort(
    x: torch.Tensor, /, *, axis: int = -1, descending: bool = False, stable: bool = True
) -> torch.Tensor:
    # int64 indices: ivy_core casts index results to its default int dtype.
    # torch sorts a 0-d tensor as its one element. Each keyword costs torch's
    # argument parser about 0.2 us: the common call passes only stable=.
    if axis == -1 and not descending:
        return torch.argsort(x, stable=True)
    return torch.argsort(x, dim=axis, descending=descending, stable=True)


@with_unsupported_dtypes({"2.13.0 and below": ("complex",)}, reason="torch.sort has no complex kernel")
def sort(
    x: torch.Tensor, /, *, axis: int = -1, descending: bool = False, stable: bool = True
) -> torch.Tensor:
    # A new tensor, a 0-d x included (as argsort above).
    if axis == -1 and not descending:
        return torch.sort(x, stable=True).values
    return torch.sort(x, dim=axis, descending=descending, stable=True).values
