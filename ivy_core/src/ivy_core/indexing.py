"""Indexing functions (``take``, ``take_along_axis``)."""

from __future__ import annotations

from ._arrays._array import Array
from ._backends import _memory
from ._base import _state
from ._base._errors import ArgumentTypeError, AxisError, ShapeError
from ._base._state import calls
from ._spec import _shapes
from ._spec._api import is_int, primary

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._arrays._typing import ArrayLike

__all__ = ["take", "take_along_axis"]


# -- argument checks, once for every backend (the ``normalize=`` hook) ------------
# The backend receives ``axis`` as a non-negative int in range (or None for
# take), and integer indices; it still checks the indices' values (a
# framework that clamps or wraps them would return a wrong result).


def _dtype_of(x: Any) -> Any:
    """The ivy_core dtype of a native array (None if no loaded backend names it)."""
    b = _state.backend_of_type(type(x))
    return b.from_native.get(x.dtype) if b is not None else _memory.dtype_of(x.dtype)


def _integer_indices(where: str, indices: Any) -> None:
    d = _dtype_of(indices)
    if d is not None and d.kind not in ("signed", "unsigned"):
        raise ArgumentTypeError(
            f"{where}: indices must have an integer dtype, got {d}; cast them with ivy_core.astype(indices, 'int64')"
        )


def _an_axis(where: str, axis: Any, ndim: int, none_ok: bool) -> int:
    """``axis`` as a non-negative axis of ``x``; AxisError naming it."""
    if not is_int(axis):
        allowed = "None or an int" if none_ok else "an int"
        raise ArgumentTypeError(f"{where}: axis must be {allowed}, got {axis!r:.60} ({type(axis).__name__})")
    a = int(axis)
    if not -ndim <= a < ndim:
        if ndim == 0:
            rule = "x is 0-d and has no axis" + ("; pass axis=None" if none_ok else "")
        else:
            rule = f"pass an axis in [-{ndim}, {ndim - 1}]"
        raise AxisError(f"{where}: axis {a} is out of range for an array of {ndim} dimension(s); {rule}")
    return a % ndim


def _take_args(where: str, x: Any, indices: Any, axis: Any) -> tuple[Any, Any, Any]:
    if _memory.kind_of(indices.dtype) not in ("signed", "unsigned"):
        _integer_indices(where, indices)  # raises for a dtype a loaded backend names
    if axis is not None and (type(axis) is not int or not 0 <= axis < len(x.shape)):  # the common case passes
        axis = _an_axis(where, axis, len(tuple(x.shape)), True)
    return x, indices, axis


def _take_along_axis_args(where: str, x: Any, indices: Any, axis: Any) -> tuple[Any, Any, Any]:
    """take_along_axis: the rank of ``x``, and sizes that broadcast with
    those of ``x`` on every axis but ``axis``."""
    _integer_indices(where, indices)
    xs, js = tuple(x.shape), tuple(indices.shape)
    axis = _an_axis(where, axis, len(xs), False)
    if len(js) != len(xs):
        raise ShapeError(
            f"{where}: indices of shape {js} need as many dimensions as x of shape {xs}; "
            "add axes of size one with ivy_core.expand_dims"
        )
    for i, (m, n) in enumerate(zip(xs, js, strict=True)):
        if m != n and m != 1 and n != 1 and i != axis and is_int(m) and is_int(n):
            raise ShapeError(
                f"{where}: indices of shape {js} do not broadcast with x of shape {xs} along axis {i} "
                f"(sizes {n} and {m}); every axis but axis={axis} must have equal sizes or size one"
            )
    return x, indices, axis


@primary(arrays=("x", "indices"), normalize=_take_args)
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


@primary(arrays=("x", "indices"), normalize=_take_along_axis_args, shapes=_shapes.same_ndim)
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
