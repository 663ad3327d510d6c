"""Indexing functions (``take``, ``take_along_axis``)."""

from __future__ import annotations

from ._api import primary

# The annotations' names exist at run time, so typing.get_type_hints works.
from ._array import Array
from ._state import calls
from ._typing import ArrayLike

__all__ = ["take", "take_along_axis"]


@primary(arrays=("x", "indices"))
def take(x: ArrayLike, indices: ArrayLike, /, *, axis: int | None = None, out: Array | None = None) -> Array:
    """Select elements of ``x`` at the given indices along an axis.

    Args:
        x: The array to select from.
        indices: An integer array of indices; negative ones count from the end.
        axis: The axis to select along. With None ``x`` is flattened first (the
            standard requires ``axis`` for ``x.ndim > 1``).
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of shape ``x.shape[:axis] + indices.shape + x.shape[axis+1:]``
        and the dtype of ``x``.

    Raises:
        IndexError: an index is out of range.
        ValueError: ``axis`` is out of range.
        TypeError: ``indices`` is not of an integer dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.take(ivy.asarray([10, 20, 30]), ivy.asarray([2, 0, -1])).tolist()
        [30, 10, 30]
        >>> ivy.take(ivy.asarray([[1, 2], [3, 4]]), ivy.asarray([1]), axis=1).tolist()
        [[2], [4]]
    """
    return calls.take(x, indices, axis, out)


@primary(arrays=("x", "indices"))
def take_along_axis(
    x: ArrayLike, indices: ArrayLike, /, *, axis: int = -1, out: Array | None = None
) -> Array:
    """Select elements of ``x`` along an axis by an index array of the same rank.

    Each index is paired with its position on the other axes, as the result of
    :func:`argsort` is; negative indices count from the end.

    Args:
        x: The array to select from.
        indices: Integer array of the rank of ``x``; on the axes other than
            ``axis`` it broadcasts with ``x``.
        axis: The axis the indices refer to.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the broadcast shape (``indices.shape[axis]`` along
        ``axis``) and the dtype of ``x``.

    Raises:
        IndexError: an index is out of range.
        ValueError: ``indices`` does not have the rank of ``x``.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([[3, 1], [0, 5]])
        >>> ivy.take_along_axis(x, ivy.argsort(x, axis=1), axis=1).tolist()
        [[1, 3], [0, 5]]
        >>> ivy.take_along_axis(x, ivy.asarray([[1], [0]])).tolist()
        [[1], [0]]
    """
    return calls.take_along_axis(x, indices, axis, out)
