"""Utility functions (``all``, ``any``, ``diff``)."""

from __future__ import annotations

from ._api import compositional, primary
from ._state import calls
from .manipulation import concat

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from typing import Any

    from ._array import Array
    from ._typing import ArrayLike, Axis

__all__ = ["all", "any", "diff"]


@primary(arrays=("x",))
def all(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Whether every element over ``axis`` is true (nonzero; NaN is true),
    as a bool array; an empty reduction gives ``True``."""
    return calls.all(x, axis, keepdims, out)


@primary(arrays=("x",))
def any(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Whether some element over ``axis`` is true (nonzero; NaN is true),
    as a bool array; an empty reduction gives ``False``."""
    return calls.any(x, axis, keepdims, out)


def _diff_body(x, axis, n, prepend, append, /) -> Array:
    """The computation of :func:`diff` (its parameters positionally)."""

    # Only concat and subtract here: they decide diff's dtype support.
    axis, n = _diff_args(x, axis, n)
    if prepend is not None or append is not None:
        x = concat([p for p in (prepend, x, append) if p is not None], axis=axis)
    upper, lower = _diff_keys(axis)
    for _ in range(n):
        x = x[upper] - x[lower]
    return x


@compositional(_diff_body, arrays=("x", "prepend", "append"))
def diff(
    x: ArrayLike,
    /,
    *,
    axis: int = -1,
    n: int = 1,
    prepend: ArrayLike | None = None,
    append: ArrayLike | None = None,
) -> Array:
    """The ``n``-th discrete difference along ``axis``: ``out[i] = x[i+1] - x[i]``,
    applied ``n`` times, after ``prepend`` and ``append`` are joined to
    ``x`` along ``axis`` (they are promoted with ``x``, as by :func:`concat`).
    Bool input is not supported (as by :func:`subtract`)."""
    return calls.diff(x, axis, n, prepend, append)


def _diff_args(x: Any, axis: Any, n: Any) -> tuple[int, int]:
    where = f"ivy_core.diff (backend {x.backend!r})"
    ndim = x.ndim
    if ndim == 0:
        raise ValueError(f"{where}: x must have at least one dimension")
    if isinstance(axis, bool) or not hasattr(axis, "__index__"):
        raise TypeError(f"{where}: axis must be an int, got {type(axis).__name__}")
    if isinstance(n, bool) or not hasattr(n, "__index__") or n.__index__() < 0:
        raise ValueError(f"{where}: n must be a non-negative int, got {n!r}")
    axis = axis.__index__()
    if not -ndim <= axis < ndim:
        raise ValueError(f"{where}: axis {axis} is out of bounds for an array of dimension {ndim}")
    return axis % ndim, n.__index__()


def _diff_keys(axis: int) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    lead = (slice(None),) * axis
    return (*lead, slice(1, None)), (*lead, slice(None, -1))
