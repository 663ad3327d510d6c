"""Shape manipulation."""

from __future__ import annotations

from typing import Any

import torch

__all__ = [
    "reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to",
    "broadcast_arrays", "flip", "moveaxis", "repeat", "roll", "squeeze", "tile", "unstack",
]  # fmt: skip


def reshape(x: torch.Tensor, /, shape: Any, *, copy: bool | None = None) -> torch.Tensor:
    # torch.reshape(x, s): 0.5 us less than the method x.reshape(s), which
    # parses its sizes as varargs; the function takes a tuple only.
    if type(shape) is not tuple:
        shape = (shape,) if type(shape) is int else tuple(shape)
    if copy:
        return torch.reshape(x, shape).clone()
    if copy is False:
        try:
            return x.view(shape)
        except RuntimeError as exc:
            raise ValueError(
                f"ivy_core.reshape (backend 'torch'): cannot reshape {tuple(x.shape)} to "
                f"{tuple(shape)} without copying; pass copy=None ({exc})"
            ) from None
    return torch.reshape(x, shape)


def concat(arrays: list[torch.Tensor], /, *, axis: int | None = 0) -> torch.Tensor:
    if axis is None:
        return torch.cat([a.reshape(-1) for a in arrays])
    return torch.cat(arrays, axis)


def stack(arrays: list[torch.Tensor], /, *, axis: int = 0) -> torch.Tensor:
    # ivy_core passes axis= by name; torch.stack(arrays, axis=...) takes it as
    # an alias of dim, which costs its argument parser about 0.5 us.
    return torch.stack(arrays, axis)


# ivy_core calls these as (x, axis), (x, axes) and (x, shape), positionally.
expand_dims = torch.unsqueeze
permute_dims = torch.permute
broadcast_to = torch.broadcast_to


def _axes(axis: Any, ndim: int) -> tuple[int, ...]:
    """``axis`` (None, an int or a tuple) as non-negative axes: ivy_core gives
    axes of x, each once (``axis_args``; a 0-d x takes None or ())."""
    if axis is None:
        return tuple(range(ndim))
    return tuple(a % ndim for a in ((axis,) if isinstance(axis, int) else axis))


def broadcast_arrays(*arrays: torch.Tensor) -> tuple[torch.Tensor, ...]:
    return tuple(torch.broadcast_tensors(*arrays))


def flip(x: torch.Tensor, /, *, axis: Any = None) -> torch.Tensor:
    if x.ndim == 0:
        return x.clone()
    n = x.ndim
    if type(axis) is int and -n <= axis < n:
        return torch.flip(x, (axis + n if axis < 0 else axis,))
    return torch.flip(x, _axes(axis, n))


def moveaxis(x: torch.Tensor, source: Any, destination: Any, /) -> torch.Tensor:
    # ivy_core gives as many destinations as sources, each an axis of x named once.
    return torch.movedim(x, source, destination)


def repeat(x: torch.Tensor, repeats: Any, /, *, axis: int | None = None) -> torch.Tensor:
    # ivy_core has checked repeats (a non-negative int, or integer counts of
    # the right length) and axis (None or non-negative); torch refuses
    # negative counts in a tensor.
    if isinstance(repeats, torch.Tensor):
        repeats = repeats.to(torch.int64)
    if axis is None:
        x, axis = x.reshape(-1), 0
    return torch.repeat_interleave(x, repeats, dim=axis)


def roll(x: torch.Tensor, /, shift: Any, *, axis: Any = None) -> torch.Tensor:
    if axis is None:
        if not isinstance(shift, int):
            shift = int(sum(shift))
        return torch.roll(x.reshape(-1), shift).reshape(x.shape)
    if isinstance(axis, int):  # ivy_core has checked the axes and their number
        if type(shift) is int:
            return torch.roll(x, shift, axis)
        axis = (axis,)
    if isinstance(shift, int):
        shift = (shift,) * len(axis)
    return torch.roll(x, tuple(shift), tuple(axis))


def squeeze(x: torch.Tensor, /, axis: Any) -> torch.Tensor:
    n = x.ndim
    if type(axis) is int and -n <= axis < n and x.shape[axis] == 1:
        return torch.squeeze(x, axis)
    axes = _axes(axis, n)
    for a in axes:
        if x.shape[a] != 1:
            raise ValueError(
                f"ivy_core.squeeze (backend 'torch'): cannot squeeze axis {a} of size {x.shape[a]} "
                f"(shape {tuple(x.shape)}); only axes of size one can be removed"
            )
    if not axes:
        return x
    return torch.squeeze(x, axes)


def tile(x: torch.Tensor, repetitions: Any, /) -> torch.Tensor:
    return torch.tile(x, tuple(repetitions))


def unstack(x: torch.Tensor, /, *, axis: int = 0) -> tuple[torch.Tensor, ...]:
    # ivy_core passes an axis of x, non-negative (x has one dimension or more).
    return torch.unbind(x, axis)
