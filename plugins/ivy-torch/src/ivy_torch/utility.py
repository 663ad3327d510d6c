"""Utility functions on torch."""

from __future__ import annotations

from typing import Any

import torch

from .searching import _axes

__all__ = ["all", "any"]


def all(x: torch.Tensor, /, *, axis: Any = None, keepdims: bool = False) -> torch.Tensor:
    axes = _axes(axis, x.ndim)
    b = x != 0 if x.dtype != torch.bool else x
    if not axes:  # no axis to reduce (axis=() or a 0-d array)
        return b.clone() if b is x else b
    return torch.all(b, dim=axes, keepdim=keepdims)


def any(x: torch.Tensor, /, *, axis: Any = None, keepdims: bool = False) -> torch.Tensor:
    axes = _axes(axis, x.ndim)
    b = x != 0 if x.dtype != torch.bool else x
    if not axes:
        return b.clone() if b is x else b
    return torch.any(b, dim=axes, keepdim=keepdims)
