"""Elementwise functions. Inputs arrive promoted to one dtype, so torch's own
type promotion never changes the result dtype."""

from __future__ import annotations

import torch
from ivy_core.plugin import with_unsupported_dtypes

__all__ = [
    "add", "subtract", "multiply", "divide", "pow", "negative", "abs",
    "exp", "log", "sqrt", "sin", "cos", "tan", "tanh",
    "equal", "less", "greater", "logical_not",
]  # fmt: skip

# torch takes (x1, x2) / (x) positionally, exactly as ivy_core calls them.
add = torch.add
multiply = torch.multiply
divide = torch.divide  # inputs are floating or complex here (ivy_core casts integers)
equal = torch.eq
logical_not = torch.logical_not  # any dtype in, bool out; nonzero counts as true
exp = torch.exp
log = torch.log
sqrt = torch.sqrt
sin = torch.sin
cos = torch.cos
tan = torch.tan
tanh = torch.tanh


@with_unsupported_dtypes(
    {"2.13.0 and below": ("bool",)}, reason="torch refuses `-` on two bool tensors (as NumPy does)"
)
def subtract(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    return torch.subtract(x1, x2)


@with_unsupported_dtypes({"2.13.0 and below": ("bool",)}, reason="torch has no pow kernel for bool")
def pow(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    return torch.pow(x1, x2)


@with_unsupported_dtypes({"2.13.0 and below": ("bool",)}, reason="torch refuses negation of a bool tensor")
def negative(x: torch.Tensor, /) -> torch.Tensor:
    return torch.negative(x)


@with_unsupported_dtypes({"2.13.0 and below": ("bool",)}, reason="torch has no abs kernel for bool")
def abs(x: torch.Tensor, /) -> torch.Tensor:
    return torch.abs(x)  # complex -> its real dtype, as ivy_core specifies


@with_unsupported_dtypes(
    {"2.13.0 and below": ("complex",)},
    reason="torch does not order complex numbers (no lt/gt kernels for them)",
)
def less(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    return torch.lt(x1, x2)


@with_unsupported_dtypes(
    {"2.13.0 and below": ("complex",)},
    reason="torch does not order complex numbers (no lt/gt kernels for them)",
)
def greater(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    return torch.gt(x1, x2)
