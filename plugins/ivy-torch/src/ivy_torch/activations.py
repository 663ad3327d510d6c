"""Activation functions Ivy provides beyond the standard on torch."""

from __future__ import annotations

import torch
from ivy_core.plugin import with_unsupported_dtypes

__all__ = ["sigmoid", "relu", "softmax"]


def sigmoid(x: torch.Tensor, /) -> torch.Tensor:
    return torch.sigmoid(x)


@with_unsupported_dtypes(
    {"2.13.0 and below": ("bool", "complex")},
    reason="torch has no relu (clamp_min) kernel for bool or complex tensors",
)
def relu(x: torch.Tensor, /) -> torch.Tensor:
    return torch.relu(x)


@with_unsupported_dtypes(
    {"2.13.0 and below": ("complex",)}, reason="torch has no softmax kernel for complex tensors"
)
def softmax(x: torch.Tensor, /, *, axis: int = -1) -> torch.Tensor:
    # ivy_core gives an axis of x (torch would take 0 and -1 for a 0-d tensor).
    return torch.softmax(x, axis)
