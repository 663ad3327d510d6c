"""Sorting functions. Indices are returned in the default int dtype."""

from __future__ import annotations

from ._arrays._array import Array
from ._base._state import calls
from ._spec._api import axis_args, none_axis, primary

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from ._arrays._typing import ArrayLike

__all__ = ["argsort", "sort"]


@primary(arrays=("x",), indices=True, normalize=axis_args, axis_check="x or 0-d")
def argsort(
    x: ArrayLike,
    /,
    *,
    axis: int = -1,
    descending: bool = False,
    stable: bool = True,
    out: Array | None = None,
) -> Array:
    """Find the indices that sort ``x`` along an axis.

    NaNs sort after every other value when ascending and before them when
    descending.

    Args:
        x: The array to sort.
        axis: The axis to sort along.
        descending: Sort from the largest value to the smallest.
        stable: Keep equal elements in their original relative order (in both
            directions).
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x`` in the default int dtype.

    Raises:
        ValueError: ``axis`` is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.argsort(ivy.asarray([3, 1, 2])).tolist()
        [1, 2, 0]
        >>> ivy.argsort(ivy.asarray([1, 2, 1, 2]), descending=True).tolist()
        [1, 3, 0, 2]
    """
    if axis is None:  # NumPy would sort the flattened array; the fast entries pass None on
        none_axis("ivy_core.argsort", x, descending, stable)
    return calls.argsort(x, axis, descending, stable, out)


@primary(arrays=("x",), normalize=axis_args, axis_check="x or 0-d")
def sort(
    x: ArrayLike,
    /,
    *,
    axis: int = -1,
    descending: bool = False,
    stable: bool = True,
    out: Array | None = None,
) -> Array:
    """Sort ``x`` along an axis.

    NaNs go after every other value when ascending and before them when
    descending (as for :func:`argsort`).

    Args:
        x: The array to sort.
        axis: The axis to sort along.
        descending: Sort from the largest value to the smallest.
        stable: Keep equal elements in their original relative order.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape and dtype of ``x``.

    Raises:
        ValueError: ``axis`` is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.sort(ivy.asarray([3, 1, 2]), descending=True).tolist()
        [3, 2, 1]
        >>> ivy.sort(ivy.asarray([[3, 1], [0, 5]])).tolist()
        [[1, 3], [0, 5]]
    """
    if axis is None:  # NumPy and JAX would sort the flattened array; the fast entries pass None on
        none_axis("ivy_core.sort", x, descending, stable)
    return calls.sort(x, axis, descending, stable, out)
