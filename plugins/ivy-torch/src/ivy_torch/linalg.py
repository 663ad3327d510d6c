"""Linear algebra."""

from __future__ import annotations

import torch
from ivy_core.plugin import with_unsupported_dtypes

__all__ = ["matmul"]


@with_unsupported_dtypes(
    {"2.13.0 and below": ("bool",)}, reason="torch has no matmul (dot/addmm) kernel for bool"
)
def matmul(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    return torch.matmul(x1, x2)
