"""Searching functions."""

from __future__ import annotations

from typing import Any

import torch
from ivy_core.plugin import with_unsupported_dtypes

from ivy_core import default_int_dtype

from ._runtime import DTYPES
from .data_type import astype

__all__ = ["where", "argmax", "argmin", "count_nonzero", "nonzero", "searchsorted"]


def index_dtype() -> Any:
    """The native dtype of ivy_core's default int dtype (of index results)."""
    return DTYPES[default_int_dtype()]  # a Dtype is a str: its name


def _axes(axis: Any, ndim: int) -> tuple[int, ...]:
    """``axis`` (None, an int or a tuple) as non-negative axes: ivy_core gives
    axes of x, each once (``axis_args``), which torch would otherwise wrap."""
    if axis is None:
        return tuple(range(ndim))
    return tuple(a % ndim for a in ((axis,) if isinstance(axis, int) else axis))


def where(condition: torch.Tensor, x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    # Nonzero counts as true; a bool condition goes as it is (.bool() would
    # return it, at 0.3 us).
    return torch.where(condition if condition.dtype is torch.bool else condition.bool(), x1, x2)


def _arg(fn: Any, name: str, x: torch.Tensor, axis: int | None, keepdims: bool) -> torch.Tensor:
    # The indices stay int64: ivy_core casts index results to its default
    # int dtype after the call (Backend.indexed), one cast in all.
    if x.dtype is torch.bool:
        x = x.to(torch.uint8)  # exact: torch has no bool kernel for argmax/argmin
    if axis is None:
        if x.numel() == 0:
            raise ValueError(f"ivy_core.{name} (backend 'torch'): attempt to get {name} of an empty array")
        r = fn(x)  # torch's argmax/argmin of no dim is over the flattened tensor
        return torch.reshape(r, (1,) * x.ndim) if keepdims else r
    a = axis % x.ndim  # an axis of x (ivy_core)
    if x.shape[a] == 0:
        raise ValueError(f"ivy_core.{name} (backend 'torch'): attempt to get {name} of an empty axis")
    return fn(x, a, keepdims)  # type: ignore[no-any-return]


@with_unsupported_dtypes({"2.13.0 and below": ("complex",)}, reason="torch.argmax has no complex kernel")
def argmax(x: torch.Tensor, /, *, axis: int | None = None, keepdims: bool = False) -> torch.Tensor:
    return _arg(torch.argmax, "argmax", x, axis, keepdims)


@with_unsupported_dtypes({"2.13.0 and below": ("complex",)}, reason="torch.argmin has no complex kernel")
def argmin(x: torch.Tensor, /, *, axis: int | None = None, keepdims: bool = False) -> torch.Tensor:
    return _arg(torch.argmin, "argmin", x, axis, keepdims)


def count_nonzero(x: torch.Tensor, /, *, axis: Any = None, keepdims: bool = False) -> torch.Tensor:
    axes = _axes(axis, x.ndim)
    nz = x != 0
    r = nz.sum(axes, keepdim=keepdims) if axes else nz
    return astype(r, index_dtype(), copy=False)


# ivy_core checks nonzero's x (not 0-d) and searchsorted's x1 (1-D), side
# and sorter (integers of the shape of x1) before these run.


def nonzero(x: torch.Tensor, /) -> tuple[torch.Tensor, ...]:
    # What as_tuple=True does (torch's nonzero_numpy: the columns of one
    # (n, ndim) tensor), with the index dtype cast once, not once a column.
    return astype(torch.nonzero(x), index_dtype(), copy=False).unbind(1)


@with_unsupported_dtypes(
    {"2.13.0 and below": ("bool", "complex")}, reason="torch.searchsorted has no bool or complex kernel"
)
def searchsorted(
    x1: torch.Tensor, x2: torch.Tensor, /, *, side: str = "left", sorter: torch.Tensor | None = None
) -> torch.Tensor:
    if sorter is not None:
        x1 = x1[sorter.to(torch.int64)]
    r = torch.searchsorted(x1, x2.reshape(-1) if x2.ndim == 0 else x2, side=side)
    return astype(torch.reshape(r, x2.shape), index_dtype(), copy=False)
