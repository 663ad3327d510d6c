"""torch's gradient-mode contexts and dtype information on ivy_core."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ...data_type import finfo as finfo_
from ...data_type import iinfo as iinfo_
from ._convert import dtype_arg, name

__all__ = ["no_grad", "enable_grad", "finfo", "iinfo"]


class no_grad:
    """``torch.no_grad``, as a context or a decorator. The frontend records no
    gradients (``requires_grad=True`` is refused), so there is nothing to switch off."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None

    def __call__(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(fn)
        def run(*args: Any, **kwargs: Any) -> Any:
            with self:
                return fn(*args, **kwargs)

        return run


class enable_grad(no_grad):
    """``torch.enable_grad``: no tensor of the frontend requires a gradient, so
    the block computes what it computes outside."""


def finfo(type: Any = None) -> Any:
    """``torch.finfo``: float32 (torch's default dtype) when no dtype is given."""
    return finfo_(dtype_arg("float32" if type is None else type, name("finfo")))


def iinfo(type: Any) -> Any:
    return iinfo_(dtype_arg(type, name("iinfo")))
