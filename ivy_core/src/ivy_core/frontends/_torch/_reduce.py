"""torch's reductions, scans, sorts and searches on ivy_core; each is the
``Tensor`` method of its name."""

from __future__ import annotations

from typing import Any

from .._support import with_unsupported_dtypes
from ._convert import NO_WIDE_UINT, name, to_array
from ._tensor import Tensor, finish

__all__ = [
    "sum", "prod", "mean", "max", "min", "amax", "amin", "argmax", "argmin", "var", "std", "all",
    "any", "cumsum", "cumprod", "count_nonzero", "logsumexp", "norm", "sort", "argsort", "topk",
    "unique", "nonzero", "argwhere", "var_mean", "std_mean",
]  # fmt: skip


def _t(x: Any, fn: str) -> Tensor:
    return x if isinstance(x, Tensor) else Tensor(to_array(x, name(fn)))


def sum(input: Any, dim: Any = None, keepdim: bool = False, *, dtype: Any = None, out: Any = None) -> Any:
    """``torch.sum``: integers and bools sum in int64."""
    return finish(_t(input, "sum").sum(dim, keepdim, dtype=dtype), out, name("sum"))


def prod(
    input: Any, dim: int | None = None, keepdim: bool = False, *, dtype: Any = None, out: Any = None
) -> Any:
    return finish(_t(input, "prod").prod(dim, keepdim, dtype=dtype), out, name("prod"))


def mean(input: Any, dim: Any = None, keepdim: bool = False, *, dtype: Any = None, out: Any = None) -> Any:
    """``torch.mean``: of floating tensors only, as torch."""
    return finish(_t(input, "mean").mean(dim, keepdim, dtype=dtype), out, name("mean"))


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def max(input: Any, dim: Any = None, keepdim: bool = False, *, out: Any = None) -> Any:
    """``torch.max(input)``, ``max(input, dim)`` -> ``(values, indices)``, or ``max(input, other)``."""
    if isinstance(dim, Tensor):
        return finish(_t(input, "max").maximum(dim), out, name("max"))
    return _t(input, "max").max(dim, keepdim)


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def min(input: Any, dim: Any = None, keepdim: bool = False, *, out: Any = None) -> Any:
    if isinstance(dim, Tensor):
        return finish(_t(input, "min").minimum(dim), out, name("min"))
    return _t(input, "min").min(dim, keepdim)


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def amax(input: Any, dim: Any = (), keepdim: bool = False, *, out: Any = None) -> Any:
    return finish(_t(input, "amax").amax(dim, keepdim), out, name("amax"))


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def amin(input: Any, dim: Any = (), keepdim: bool = False, *, out: Any = None) -> Any:
    return finish(_t(input, "amin").amin(dim, keepdim), out, name("amin"))


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def argmax(input: Any, dim: int | None = None, keepdim: bool = False) -> Any:
    return _t(input, "argmax").argmax(dim, keepdim)


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def argmin(input: Any, dim: int | None = None, keepdim: bool = False) -> Any:
    return _t(input, "argmin").argmin(dim, keepdim)


def var(
    input: Any,
    dim: Any = None,
    unbiased: Any = None,
    keepdim: bool = False,
    *,
    correction: Any = None,
    out: Any = None,
) -> Any:
    """``torch.var``: unbiased (``correction=1``) by default; floating tensors only."""
    return finish(_t(input, "var").var(dim, unbiased, keepdim, correction=correction), out, name("var"))


def std(
    input: Any,
    dim: Any = None,
    unbiased: Any = None,
    keepdim: bool = False,
    *,
    correction: Any = None,
    out: Any = None,
) -> Any:
    return finish(_t(input, "std").std(dim, unbiased, keepdim, correction=correction), out, name("std"))


def var_mean(
    input: Any, dim: Any = None, unbiased: Any = None, keepdim: bool = False, *, correction: Any = None
) -> Any:
    t = _t(input, "var_mean")
    return t.var(dim, unbiased, keepdim, correction=correction), t.mean(dim, keepdim)


def std_mean(
    input: Any, dim: Any = None, unbiased: Any = None, keepdim: bool = False, *, correction: Any = None
) -> Any:
    t = _t(input, "std_mean")
    return t.std(dim, unbiased, keepdim, correction=correction), t.mean(dim, keepdim)


def all(input: Any, dim: Any = None, keepdim: bool = False, *, out: Any = None) -> Any:
    return finish(_t(input, "all").all(dim, keepdim), out, name("all"))


def any(input: Any, dim: Any = None, keepdim: bool = False, *, out: Any = None) -> Any:
    return finish(_t(input, "any").any(dim, keepdim), out, name("any"))


def cumsum(input: Any, dim: int, *, dtype: Any = None, out: Any = None) -> Any:
    return finish(_t(input, "cumsum").cumsum(dim, dtype=dtype), out, name("cumsum"))


def cumprod(input: Any, dim: int, *, dtype: Any = None, out: Any = None) -> Any:
    return finish(_t(input, "cumprod").cumprod(dim, dtype=dtype), out, name("cumprod"))


def count_nonzero(input: Any, dim: Any = None) -> Any:
    return _t(input, "count_nonzero").count_nonzero(dim)


def logsumexp(input: Any, dim: Any, keepdim: bool = False, *, out: Any = None) -> Any:
    return finish(_t(input, "logsumexp").logsumexp(dim, keepdim), out, name("logsumexp"))


def norm(
    input: Any, p: Any = "fro", dim: Any = None, keepdim: bool = False, out: Any = None, dtype: Any = None
) -> Any:
    return finish(_t(input, "norm").norm(p, dim, keepdim, dtype), out, name("norm"))


def sort(
    input: Any, dim: int = -1, descending: bool = False, stable: bool = False, *, out: Any = None
) -> Any:
    """``torch.sort``: ``(values, indices)``."""
    return _t(input, "sort").sort(dim, descending, stable)


def argsort(input: Any, dim: int = -1, descending: bool = False, stable: bool = False) -> Any:
    return _t(input, "argsort").argsort(dim, descending, stable)


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def topk(
    input: Any, k: int, dim: int = -1, largest: bool = True, sorted: bool = True, *, out: Any = None
) -> Any:
    return _t(input, "topk").topk(k, dim, largest, sorted)


def unique(
    input: Any,
    sorted: bool = True,
    return_inverse: bool = False,
    return_counts: bool = False,
    dim: Any = None,
) -> Any:
    return _t(input, "unique").unique(sorted, return_inverse, return_counts, dim)


def nonzero(input: Any, *, out: Any = None, as_tuple: bool = False) -> Any:
    return _t(input, "nonzero").nonzero(as_tuple=as_tuple)


def argwhere(input: Any) -> Any:
    return _t(input, "argwhere").argwhere()
