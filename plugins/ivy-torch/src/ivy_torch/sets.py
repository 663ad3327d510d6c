"""Set functions on torch. ``torch.unique`` sorts and keeps NaNs distinct;
the index of each first occurrence is found with a scatter minimum.

``torch.unique`` has no complex kernel: complex input is sorted in NumPy's
order (lexicographic on (real, imag), values with a NaN part last) by stable
sorts on the parts, and a new unique value starts wherever the value
changes (NaN != NaN, so NaNs are distinct; -0.0 == 0.0)."""

from __future__ import annotations

import torch

from .searching import index_dtype

__all__ = ["unique_all", "unique_counts", "unique_inverse", "unique_values"]


def _complex_order(flat: torch.Tensor) -> torch.Tensor:
    """Stable permutation sorting complex ``flat`` as ``np.sort`` does: non-NaN
    values by (real, imag), then real+nanj by real, nan+imag*j by imag, nan+nanj."""
    re, im = flat.real, flat.imag
    # torch.sort puts NaN last and keeps -0.0/0.0 ties in index order.
    nan_class = torch.isnan(im).to(torch.int8) + 2 * torch.isnan(re).to(torch.int8)
    perm = torch.sort(im, stable=True).indices
    perm = perm[torch.sort(re[perm], stable=True).indices]
    return perm[torch.sort(nan_class[perm], stable=True).indices]


def _complex_unique(x: torch.Tensor) -> tuple[torch.Tensor, ...]:
    """values, first indices, inverse (flat), counts (int64) of complex ``x``."""
    flat = x.reshape(-1)
    n = flat.shape[0]
    if n == 0:
        empty = torch.zeros(0, dtype=torch.int64, device=x.device)
        return flat, empty, empty, empty
    perm = _complex_order(flat)
    values = flat[perm]
    starts = torch.ones(n, dtype=torch.bool, device=x.device)
    starts[1:] = values[1:] != values[:-1]
    run = torch.cumsum(starts.to(torch.int64), 0) - 1
    m = int(run[-1]) + 1
    inverse = torch.empty(n, dtype=torch.int64, device=x.device)
    inverse[perm] = run
    counts = torch.zeros(m, dtype=torch.int64, device=x.device)
    counts.index_add_(0, run, torch.ones(n, dtype=torch.int64, device=x.device))
    # The sorts are stable, so a run's first element is its first occurrence.
    return values[starts], perm[starts], inverse, counts


def unique_all(x: torch.Tensor, /) -> tuple[torch.Tensor, ...]:
    d = index_dtype()
    if x.is_complex():
        v, first, inv, c = _complex_unique(x)
        return v, first.to(d), inv.reshape(x.shape).to(d), c.to(d)
    flat = x.reshape(-1)
    v, inv, c = torch.unique(flat, sorted=True, return_inverse=True, return_counts=True)
    n = flat.shape[0]
    first = torch.full_like(v, n, dtype=torch.int64)  # no shape read: v's size depends on the data
    first = first.scatter_reduce(0, inv, torch.arange(n, device=x.device), reduce="amin")
    return v, first.to(d), inv.reshape(x.shape).to(d), c.to(d)


def unique_counts(x: torch.Tensor, /) -> tuple[torch.Tensor, ...]:
    if x.is_complex():
        v, _, _, c = _complex_unique(x)
    else:
        v, c = torch.unique(x.reshape(-1), sorted=True, return_counts=True)
    return v, c.to(index_dtype())


def unique_inverse(x: torch.Tensor, /) -> tuple[torch.Tensor, ...]:
    if x.is_complex():
        v, _, inv, _ = _complex_unique(x)
    else:
        v, inv = torch.unique(x.reshape(-1), sorted=True, return_inverse=True)
    return v, inv.reshape(x.shape).to(index_dtype())


def unique_values(x: torch.Tensor, /) -> torch.Tensor:
    if x.is_complex():
        return _complex_unique(x)[0]
    return torch.unique(x.reshape(-1), sorted=True)
