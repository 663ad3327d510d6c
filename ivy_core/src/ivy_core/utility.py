"""Utility functions (``all``, ``any``, ``diff``)."""

from __future__ import annotations

from ._arrays._array import Array
from ._base._errors import ArgumentTypeError, ArgumentValueError, AxisError
from ._base._state import calls
from ._spec._api import axis_args, compositional, primary
from .manipulation import concat

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._arrays._typing import ArrayLike, Axis

__all__ = ["all", "any", "diff"]


@primary(arrays=("x",), normalize=axis_args)
def all(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Test whether every element of ``x`` over the given axes is true.

    An element is true when it is nonzero (NaN is true). An empty reduction
    gives True.

    Args:
        x: The array to test (any dtype).
        axis: An axis or tuple of axes to reduce; None reduces every axis.
        keepdims: Keep the reduced axes as axes of size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        A bool array of the shape of ``x`` without (or, with ``keepdims``, with
        size one along) the reduced axes.

    Raises:
        ValueError: an axis is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.all(ivy.asarray([1, 2, 0])).tolist()
        False
        >>> ivy.all(ivy.asarray([[True, False], [True, True]]), axis=1).tolist()
        [False, True]
    """
    return calls.all(x, axis, keepdims, out)


@primary(arrays=("x",), normalize=axis_args)
def any(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Test whether some element of ``x`` over the given axes is true.

    An element is true when it is nonzero (NaN is true). An empty reduction
    gives False.

    Args:
        x: The array to test (any dtype).
        axis: An axis or tuple of axes to reduce; None reduces every axis.
        keepdims: Keep the reduced axes as axes of size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        A bool array of the shape of ``x`` without (or, with ``keepdims``, with
        size one along) the reduced axes.

    Raises:
        ValueError: an axis is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.any(ivy.asarray([0, 0, 3])).tolist()
        True
        >>> ivy.any(ivy.asarray([[True, False], [False, False]]), axis=1).tolist()
        [True, False]
    """
    return calls.any(x, axis, keepdims, out)


def _diff_body(x: Any, n: Any, axis: Any, prepend: Any, append: Any, /) -> Array:
    """The computation of :func:`diff` (its parameters positionally)."""

    # Only concat and subtract here: they decide diff's dtype support.
    axis, n = _diff_args(x, axis, n)
    if prepend is not None or append is not None:
        x = concat([p for p in (prepend, x, append) if p is not None], axis=axis)
    upper, lower = _diff_keys(axis)
    for _ in range(n):
        x = x[upper] - x[lower]
    return x


@compositional(_diff_body, arrays=("x", "prepend", "append"), kinds=("signed", "unsigned", "float", "complex"))
def diff(
    x: ArrayLike,
    /,
    n: int = 1,
    *,
    axis: int = -1,
    prepend: ArrayLike | None = None,
    append: ArrayLike | None = None,
) -> Array:
    """Compute the ``n``-th discrete difference of ``x`` along an axis.

    One pass gives ``out[i] = x[i+1] - x[i]``; it is applied ``n`` times,
    after ``prepend`` and ``append`` are joined to ``x`` along ``axis``.

    Args:
        x: Array of at least one dimension; not bool (subtraction of bools is
            not defined).
        n: Number of passes, at least 0 (0 returns the joined input). The
            standard makes it keyword-only; it is also taken second by
            position, as NumPy, PyTorch and JAX take it (``diff(x, 2)``).
        axis: The axis to difference along.
        prepend: Array joined before ``x`` along ``axis`` (promoted with ``x``,
            as by :func:`concat`).
        append: Array joined after ``x`` along ``axis``, likewise.

    Returns:
        An array ``n`` shorter along ``axis`` than the joined input (empty
        when ``n`` reaches its length), of the dtype ``x``, ``prepend`` and
        ``append`` promote to.

    Raises:
        ValueError: ``x`` is 0-d or ``n`` is negative.
        AxisError: ``axis`` is out of range (an ``IndexError`` and a ``ValueError``).
        TypeError: ``axis`` or ``n`` is not an int (``1.5``, NaN, ``"2"``).
        InvalidDtypeError: ``x`` is bool, on every backend.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([1, 4, 9, 16])
        >>> ivy.diff(x).tolist(), ivy.diff(x, n=2).tolist()
        ([3, 5, 7], [2, 2])
        >>> ivy.diff(ivy.asarray([1, 4, 9]), prepend=ivy.asarray([0])).tolist()
        [1, 3, 5]
    """
    return calls.diff(x, n, axis, prepend, append)


def _diff_args(x: Any, axis: Any, n: Any) -> tuple[int, int]:
    where = f"ivy_core.diff (backend {x.backend!r})"
    ndim = x.ndim
    if ndim == 0:
        raise ArgumentValueError(f"{where}: x must have at least one dimension")
    if isinstance(axis, bool) or not hasattr(type(axis), "__index__"):
        raise ArgumentTypeError(f"{where}: axis must be an int, got {axis!r} ({type(axis).__name__})")
    if isinstance(n, bool) or not hasattr(type(n), "__index__"):
        raise ArgumentTypeError(f"{where}: n must be a non-negative int, got {n!r} ({type(n).__name__})")
    if n.__index__() < 0:
        raise ArgumentValueError(f"{where}: n must be a non-negative int, got {n!r}")
    axis = axis.__index__()
    if not -ndim <= axis < ndim:
        raise AxisError(
            f"{where}: axis {axis} is out of range for an array of {ndim} dimension(s); "
            f"pass an axis in [-{ndim}, {ndim - 1}]"
        )
    return axis % ndim, n.__index__()


def _diff_keys(axis: int) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    lead = (slice(None),) * axis
    return (*lead, slice(1, None)), (*lead, slice(None, -1))
