"""Reductions. ``dtype`` arrives resolved for sum and prod and must be passed
on (torch's own rule would sum int32 to int64). ``axis`` may be an int, a
sequence of ints or None; an empty sequence reduces nothing (torch would read
``dim=()`` as every axis)."""

from __future__ import annotations

from typing import Any

import torch
from ivy_core.plugin import with_unsupported_dtypes

__all__ = ["sum", "prod", "mean", "var", "max", "min", "std", "cumulative_sum", "cumulative_prod"]

_SEQ = (tuple, list)
#: A correction of these types that is 0 or 1 goes as torch's positional
#: ``unbiased`` bool; any other (a NumPy scalar, a 0-d tensor) by keyword.
_PY_NUMBERS = (int, float)


# Floating and complex input keeps its dtype in torch.sum anyway; torch's
# argument parsing makes an explicit dtype= or dim=None cost about 2 us more,
# so the full reduction of such input takes the short call.
_KEEPS_DTYPE = frozenset(
    (torch.bfloat16, torch.float16, torch.float32, torch.float64, torch.complex64, torch.complex128)
)


def sum(x: torch.Tensor, /, *, axis: Any = None, dtype: Any, keepdims: bool = False) -> torch.Tensor:
    if axis is None and not keepdims:
        if dtype in _KEEPS_DTYPE and dtype is x.dtype:
            return torch.sum(x)
        return torch.sum(x, dtype=dtype)
    if type(axis) in _SEQ:
        if not axis:
            return x.to(dtype, copy=True)
        axis = tuple(axis)
    return torch.sum(x, axis, keepdims, dtype=dtype)


def _axes_descending(axis: Any, ndim: int) -> list[int]:
    # A tuple axis arrives checked (in range, no axis twice: ivy_core's axis_args).
    return sorted((a + ndim if a < 0 else a for a in axis), reverse=True)


def prod(x: torch.Tensor, /, *, axis: Any = None, dtype: Any, keepdims: bool = False) -> torch.Tensor:
    if axis is None:
        r = torch.prod(x, dtype=dtype)
        return r.reshape((1,) * x.ndim) if keepdims else r
    if type(axis) not in _SEQ:
        return torch.prod(x, axis, keepdims, dtype=dtype)
    if not axis:
        return x.to(dtype, copy=True)
    # torch.prod takes one dim: reduce the axes one at a time, last first, so
    # the remaining axis numbers stay valid without keepdims.
    for a in _axes_descending(axis, x.ndim):
        x = torch.prod(x, a, keepdims, dtype=dtype)
    return x


def mean(x: torch.Tensor, /, *, axis: Any = None, keepdims: bool = False) -> torch.Tensor:
    if type(axis) in _SEQ:
        if not axis:
            return x.clone()
        axis = tuple(axis)
    return torch.mean(x, axis, keepdims)


def var(
    x: torch.Tensor, /, *, axis: Any = None, correction: float = 0.0, keepdims: bool = False
) -> torch.Tensor:
    if type(axis) in _SEQ:
        if not axis:  # each element is its own sample of one
            return torch.var(x.unsqueeze(0), 0, correction=correction)
        axis = tuple(axis)
    if type(correction) in _PY_NUMBERS and (correction == 0 or correction == 1):
        return torch.var(x, axis, correction == 1, keepdims)  # (dim, unbiased, keepdim): 0.4 us less parsing
    return torch.var(x, axis, correction=correction, keepdim=keepdims)


def _empty(name: str, x: torch.Tensor, exc: Exception) -> Exception:
    if x.numel() == 0:
        return ValueError(
            f"ivy_core.{name} (backend 'torch'): cannot reduce an empty array of shape "
            f"{tuple(x.shape)} over a zero-size axis (no identity)"
        )
    return exc


@with_unsupported_dtypes(
    {"2.13.0 and below": ("complex",)},
    reason="torch does not order complex numbers (no amax/amin kernels for them)",
)
def max(x: torch.Tensor, /, *, axis: Any = None, keepdims: bool = False) -> torch.Tensor:
    if axis is None:
        axis = ()  # torch.amax: dim=() is every axis
    elif type(axis) in _SEQ:
        if not axis:
            return x.clone()
        axis = tuple(axis)
    try:
        return torch.amax(x, axis, keepdims)
    except (RuntimeError, IndexError) as exc:
        raise _empty("max", x, exc) from exc


@with_unsupported_dtypes(
    {"2.13.0 and below": ("complex",)},
    reason="torch does not order complex numbers (no amax/amin kernels for them)",
)
def min(x: torch.Tensor, /, *, axis: Any = None, keepdims: bool = False) -> torch.Tensor:
    if axis is None:
        axis = ()
    elif type(axis) in _SEQ:
        if not axis:
            return x.clone()
        axis = tuple(axis)
    try:
        return torch.amin(x, axis, keepdims)
    except (RuntimeError, IndexError) as exc:
        raise _empty("min", x, exc) from exc


def std(
    x: torch.Tensor, /, *, axis: Any = None, correction: float = 0.0, keepdims: bool = False
) -> torch.Tensor:
    if type(axis) in _SEQ:
        if not axis:  # each element is its own sample of one
            return torch.std(x.unsqueeze(0), 0, correction=correction)
        axis = tuple(axis)
    if type(correction) in _PY_NUMBERS and (correction == 0 or correction == 1):
        return torch.std(x, axis, correction == 1, keepdims)  # (dim, unbiased, keepdim): 0.4 us less parsing
    return torch.std(x, axis, correction=correction, keepdim=keepdims)


def _cumulative_axis(x: torch.Tensor, axis: Any) -> int:
    """The non-negative axis (ivy_core gives an axis of x, or None for a 1-d x)."""
    if axis is None:
        return 0
    return axis + x.ndim if axis < 0 else axis  # type: ignore[no-any-return]


def _bool_running(op: Any, x: torch.Tensor, axis: int) -> torch.Tensor:
    # torch has no bool cumsum/cumprod kernels; NumPy's bool running sum is a
    # running "or" and its product a running "and": counted in int64, exactly.
    return op(x.to(torch.int64), axis) != 0


def _with_initial(r: torch.Tensor, axis: int, value: int) -> torch.Tensor:
    shape = list(r.shape)
    shape[axis] = 1
    return torch.cat([torch.full(shape, value, dtype=r.dtype, device=r.device), r], axis)


def cumulative_sum(
    x: torch.Tensor, /, *, axis: Any = None, dtype: Any, include_initial: bool = False
) -> torch.Tensor:
    a = _cumulative_axis(x, axis)
    r = _bool_running(torch.cumsum, x, a) if dtype == torch.bool else torch.cumsum(x, a, dtype=dtype)
    return _with_initial(r, a, 0) if include_initial else r


def cumulative_prod(
    x: torch.Tensor, /, *, axis: Any = None, dtype: Any, include_initial: bool = False
) -> torch.Tensor:
    a = _cumulative_axis(x, axis)
    r = _bool_running(torch.cumprod, x, a) if dtype == torch.bool else torch.cumprod(x, a, dtype=dtype)
    return _with_initial(r, a, 1) if include_initial else r
