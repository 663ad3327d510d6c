"""Reductions. ``sum`` and ``prod`` follow the Array API standard's result
dtype rule; ``mean`` and ``var`` compute integer input in the default float
dtype."""

from __future__ import annotations

from ._api import compositional, primary
from ._state import calls
from .manipulation import flip

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from typing import Any

    from ._array import Array
    from ._typing import ArrayLike, Axis, DtypeLike

__all__ = [
    "sum", "prod", "mean", "var", "max", "min", "std",
    "cumulative_sum", "cumulative_prod", "cumsum",
]  # fmt: skip


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
    return calls.sum(x, axis, dtype, keepdims, out)


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
    return calls.prod(x, axis, dtype, keepdims, out)


@primary(arrays=("x",), float_inputs=("x",))
def mean(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Arithmetic mean over ``axis``."""
    return calls.mean(x, axis, keepdims, out)


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
    return calls.var(x, axis, correction, keepdims, out)


@primary(arrays=("x",))
def max(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Maximum over ``axis``; an empty reduction raises ``ValueError``."""
    return calls.max(x, axis, keepdims, out)


@primary(arrays=("x",))
def min(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Minimum over ``axis``; an empty reduction raises ``ValueError``."""
    return calls.min(x, axis, keepdims, out)


@primary(arrays=("x",), float_inputs=("x",))
def std(
    x: ArrayLike,
    /,
    *,
    axis: Axis = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
    out: Array | None = None,
) -> Array:
    """Standard deviation over ``axis``: the square root of :func:`var` with
    the same ``correction``; integer input is computed in the default float."""
    return calls.std(x, axis, correction, keepdims, out)


@primary(arrays=("x",), dtype="sum")
def cumulative_sum(
    x: ArrayLike,
    /,
    *,
    axis: int | None = None,
    dtype: DtypeLike | None = None,
    include_initial: bool = False,
    out: Array | None = None,
) -> Array:
    """Running sum along ``axis`` (which may be omitted only for 1-D input).

    With ``include_initial`` the result starts with the sum of nothing (0),
    so it is one longer along ``axis``. The dtype follows :func:`sum`'s rule.
    ``x`` needs at least one dimension (``ValueError`` otherwise).
    """
    return calls.cumulative_sum(x, axis, dtype, include_initial, out)


@primary(arrays=("x",), dtype="sum")
def cumulative_prod(
    x: ArrayLike,
    /,
    *,
    axis: int | None = None,
    dtype: DtypeLike | None = None,
    include_initial: bool = False,
    out: Array | None = None,
) -> Array:
    """Running product along ``axis``, as :func:`cumulative_sum` (the initial
    value is 1); the dtype follows :func:`sum`'s rule."""
    return calls.cumulative_prod(x, axis, dtype, include_initial, out)


def _cumsum_body(x, axis, exclusive, reverse, dtype, out, /) -> Array:
    """The computation of :func:`cumsum` (its parameters positionally)."""

    # Python-int checks live in _cumsum_axis: the operators in this body
    # decide cumsum's dtype support (only flip and cumulative_sum do).
    axis, head = _cumsum_axis(x, axis)
    if reverse:
        x = flip(x, axis=axis)
    if exclusive and x.shape[axis]:
        # The sums of the elements before each one: the running sum of all
        # but the last element, preceded by the sum of nothing.
        r = cumulative_sum(
            x[head], axis=axis, dtype=dtype, include_initial=True, out=None if reverse else out
        )
    else:
        r = cumulative_sum(x, axis=axis, dtype=dtype, out=None if reverse else out)
    return flip(r, axis=axis, out=out) if reverse else r


@compositional(_cumsum_body, arrays=("x",))
def cumsum(
    x: ArrayLike,
    axis: int = 0,
    exclusive: bool = False,
    reverse: bool = False,
    *,
    dtype: DtypeLike | None = None,
    out: Array | None = None,
) -> Array:
    """Ivy's running sum along ``axis``. ``exclusive`` leaves each element out
    of its own sum (the result starts with 0); ``reverse`` sums from the end.
    The dtype follows :func:`sum`'s rule (see :func:`cumulative_sum`)."""
    return calls.cumsum(x, axis, exclusive, reverse, dtype, out)


def _cumsum_axis(x: Any, axis: Any) -> tuple[int, tuple[Any, ...]]:
    """cumsum's axis (non-negative) and the key of all but the last element along it."""
    if not isinstance(axis, int) or isinstance(axis, bool):
        raise TypeError(f"ivy_core.cumsum: axis must be an int, got {axis!r}")
    ndim = x.ndim
    if not -ndim <= axis < ndim:
        raise ValueError(f"ivy_core.cumsum: axis {axis} is out of range for an array of {ndim} dimensions")
    axis = axis + ndim if axis < 0 else axis
    return axis, (slice(None),) * axis + (slice(0, -1),)
