"""Linear algebra."""

from __future__ import annotations

import torch

__all__ = ["matmul"]


def matmul(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    return torch.matmul(x1, x2)


# torch has no matmul (dot/addmm) kernel for bool.
matmul.unsupported_dtypes = ("bool",)  # type: ignore[attr-defined]
