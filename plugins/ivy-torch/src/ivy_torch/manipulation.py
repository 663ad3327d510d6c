"""Shape manipulation."""

from __future__ import annotations

from typing import Any

import torch

__all__ = ["reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to"]


def reshape(x: torch.Tensor, /, shape: Any, *, copy: bool | None = None) -> torch.Tensor:
    if copy:
        return x.reshape(shape).clone()
    if copy is False:
        try:
            return x.view(shape)
        except RuntimeError as exc:
            raise ValueError(
                f"ivy_core.reshape (backend 'torch'): cannot reshape {tuple(x.shape)} to "
                f"{tuple(shape)} without copying; pass copy=None ({exc})"
            ) from None
    return x.reshape(shape)


def concat(arrays: list[torch.Tensor], /, *, axis: int | None = 0) -> torch.Tensor:
    if axis is None:
        return torch.cat([a.reshape(-1) for a in arrays])
    return torch.cat(arrays, axis)


# ivy_core calls these as (arrays, axis=...), (x, axis=...), (x, axes) and
# (x, shape); torch accepts ``axis`` as an alias of ``dim``.
stack = torch.stack
expand_dims = torch.unsqueeze
permute_dims = torch.permute
broadcast_to = torch.broadcast_to
