"""Set functions on torch. ``torch.unique`` sorts and keeps NaNs distinct;
the index of each first occurrence is found with a scatter minimum."""

from __future__ import annotations

import torch
from ivy_core.plugin import with_unsupported_dtypes

from .searching import index_dtype

__all__ = ["unique_all", "unique_counts", "unique_inverse", "unique_values"]

_REASON = "torch.unique has no complex kernel"


@with_unsupported_dtypes({"2.13.0 and below": ("complex",)}, reason=_REASON)
def unique_all(x: torch.Tensor, /) -> tuple[torch.Tensor, ...]:
    flat = x.reshape(-1)
    v, inv, c = torch.unique(flat, sorted=True, return_inverse=True, return_counts=True)
    n = flat.shape[0]
    first = torch.full((v.shape[0],), n, dtype=torch.int64, device=x.device)
    first = first.scatter_reduce(0, inv, torch.arange(n, device=x.device), reduce="amin")
    d = index_dtype()
    return v, first.to(d), inv.reshape(x.shape).to(d), c.to(d)


@with_unsupported_dtypes({"2.13.0 and below": ("complex",)}, reason=_REASON)
def unique_counts(x: torch.Tensor, /) -> tuple[torch.Tensor, ...]:
    v, c = torch.unique(x.reshape(-1), sorted=True, return_counts=True)
    return v, c.to(index_dtype())


@with_unsupported_dtypes({"2.13.0 and below": ("complex",)}, reason=_REASON)
def unique_inverse(x: torch.Tensor, /) -> tuple[torch.Tensor, ...]:
    v, inv = torch.unique(x.reshape(-1), sorted=True, return_inverse=True)
    return v, inv.reshape(x.shape).to(index_dtype())


@with_unsupported_dtypes({"2.13.0 and below": ("complex",)}, reason=_REASON)
def unique_values(x: torch.Tensor, /) -> torch.Tensor:
    return torch.unique(x.reshape(-1), sorted=True)
