"""Casting."""

from __future__ import annotations

from typing import Any

import torch

__all__ = ["astype"]


def astype(x: torch.Tensor, dtype: Any, /, *, copy: bool = True, device: Any = None) -> torch.Tensor:
    return x.to(device=device, dtype=dtype, copy=copy)
