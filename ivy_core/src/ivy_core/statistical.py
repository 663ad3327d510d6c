"""Reductions. ``sum`` and ``prod`` follow the Array API standard's result
dtype rule; ``mean`` and ``var`` compute integer input in the default float
dtype."""

from __future__ import annotations

from ._api import primary

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike, Axis, DtypeLike

__all__ = ["sum", "prod", "mean", "var", "max", "min"]


@primary(arrays=("x",), dtype="sum")
def sum(
    x: ArrayLike,
    /,
    *,
    axis: Axis = None,
    dtype: DtypeLike | None = None,
    keepdims: bool = False,
    out: Array | None = None,
) -> Array:
    """Sum over ``axis`` (all axes by default).

    With no ``dtype``: floating and complex input keep their dtype; signed
    integers and bool give the default int dtype (or the input's, if wider);
    unsigned integers the unsigned dtype of the default int's width.
    """


@primary(arrays=("x",), dtype="sum")
def prod(
    x: ArrayLike,
    /,
    *,
    axis: Axis = None,
    dtype: DtypeLike | None = None,
    keepdims: bool = False,
    out: Array | None = None,
) -> Array:
    """Product over ``axis``; the result dtype follows :func:`sum`'s rule."""


@primary(arrays=("x",), float_inputs=("x",))
def mean(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Arithmetic mean over ``axis``."""


@primary(arrays=("x",), float_inputs=("x",))
def var(
    x: ArrayLike,
    /,
    *,
    axis: Axis = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
    out: Array | None = None,
) -> Array:
    """Variance over ``axis`` with ``correction`` degrees of freedom removed
    (0 for the population variance, 1 for the sample variance)."""


@primary(arrays=("x",))
def max(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Maximum over ``axis``; an empty reduction raises ``ValueError``."""


@primary(arrays=("x",))
def min(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Minimum over ``axis``; an empty reduction raises ``ValueError``."""
