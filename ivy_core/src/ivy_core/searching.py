"""Searching functions. Indices are returned in the default int dtype
(:func:`ivy_core.default_int_dtype`) on every backend."""

from __future__ import annotations

from ._arrays._array import Array
from ._backends import _memory
from ._base import _state
from ._base._errors import ArgumentTypeError, ArgumentValueError, ShapeError
from ._base._state import calls
from ._spec import _shapes
from ._spec._api import axis_args, choice_arg, is_int, primary
from .indexing import _dtype_of

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any, Literal

    from ._arrays._typing import ArrayLike, Axis, Scalar

__all__ = ["where", "argmax", "argmin", "count_nonzero", "nonzero", "searchsorted"]


def _where_args(where: str, condition: Any, x1: Any, x2: Any) -> tuple[Any, Any, Any]:
    # A numeric condition would be read as "nonzero" by some backends only.
    native = condition.dtype
    if _memory.kind_of(native) == "bool":
        return condition, x1, x2
    d = _state.backend_of_type(type(condition)).from_native.get(native)
    raise ArgumentTypeError(f"{where}: condition must be a bool array, got dtype {d or native}")


class _NonzeroForm:
    """The default of ``where``'s ``x1`` and ``x2``: neither given is
    NumPy's one-argument form, :func:`nonzero` of the condition."""

    def __repr__(self) -> str:
        return "<not given: nonzero(condition)>"


_NONZERO_FORM: Any = _NonzeroForm()


@primary(arrays=("condition", "x1", "x2"), promote=("x1", "x2"), normalize=_where_args, shapes=_shapes.broadcast_together)
def where(
    condition: ArrayLike,
    x1: ArrayLike | Scalar = _NONZERO_FORM,
    x2: ArrayLike | Scalar = _NONZERO_FORM,
    /,
    *,
    out: Array | None = None,
) -> Array | tuple[Array, ...]:
    """Pick elements from ``x1`` where ``condition`` is true and from ``x2`` elsewhere.

    Args:
        condition: Boolean array selecting ``x1``.
        x1: Array or Python scalar taken where ``condition`` is true.
        x2: Array or Python scalar taken where ``condition`` is false.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape ``condition``, ``x1`` and ``x2`` broadcast to,
        of the dtype ``x1`` and ``x2`` promote to (scalars by the scalar rule).
        With neither ``x1`` nor ``x2`` (NumPy's one-argument form, which the
        standard does not have; scikit-learn calls it), :func:`nonzero` of
        ``condition``: a tuple of index arrays.

    Raises:
        ValueError: the shapes do not broadcast together.
        TypeError: only one of ``x1`` and ``x2`` is given, or ``out=`` with
            neither.

    Example:
        >>> import ivy_core as ivy
        >>> c = ivy.asarray([True, False, True])
        >>> ivy.where(c, ivy.asarray([1, 2, 3]), ivy.asarray([10, 20, 30])).tolist()
        [1, 20, 3]
        >>> ivy.where(c, ivy.asarray([1, 2, 3]), 0.5).tolist()
        [1.0, 0.5, 3.0]
    """
    if x1 is _NONZERO_FORM or x2 is _NONZERO_FORM:
        return _where_one_argument(condition, x1, x2, out)
    return calls.where(condition, x1, x2, out)


def _where_one_argument(condition: Any, x1: Any, x2: Any, out: Any) -> tuple[Array, ...]:
    if x1 is not x2 or out is not None:
        b = _state.current_backend()
        where = "ivy_core.where" + (f" (backend {b.name!r})" if b is not None else "")
        given = "out=" if x1 is x2 else "x1 without x2"
        raise ArgumentTypeError(
            f"{where}: takes condition, x1 and x2, or condition alone (NumPy's form, nonzero(condition)); "
            f"got {given}"
        )
    return nonzero(condition)


@primary(arrays=("x",), normalize=axis_args, indices=True)
def argmax(
    x: ArrayLike, /, *, axis: int | None = None, keepdims: bool = False, out: Array | None = None
) -> Array:
    """Find the index of the first maximum along an axis.

    Args:
        x: The array to search.
        axis: The axis to search along; None searches the flattened array.
        keepdims: Keep the reduced axis as an axis of size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of indices in the default int dtype: 0-d for ``axis=None``
        (unless ``keepdims``), else the shape of ``x`` without ``axis``.

    Raises:
        ValueError: the search is over zero elements, or ``axis`` is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([[1, 5], [7, 2]])
        >>> ivy.argmax(x).tolist(), ivy.argmax(x, axis=0).tolist()
        (2, [1, 0])
        >>> ivy.argmax(ivy.asarray([1, 3, 3, 2])).tolist()
        1
    """
    return calls.argmax(x, axis, keepdims, out)


@primary(arrays=("x",), normalize=axis_args, indices=True)
def argmin(
    x: ArrayLike, /, *, axis: int | None = None, keepdims: bool = False, out: Array | None = None
) -> Array:
    """Find the index of the first minimum along an axis.

    Args:
        x: The array to search.
        axis: The axis to search along; None searches the flattened array.
        keepdims: Keep the reduced axis as an axis of size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of indices in the default int dtype: 0-d for ``axis=None``
        (unless ``keepdims``), else the shape of ``x`` without ``axis``.

    Raises:
        ValueError: the search is over zero elements, or ``axis`` is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.argmin(ivy.asarray([3, 1, 1, 2])).tolist()
        1
        >>> ivy.argmin(ivy.asarray([[1, 5], [7, 2]]), axis=1).tolist()
        [0, 1]
    """
    return calls.argmin(x, axis, keepdims, out)


@primary(arrays=("x",), normalize=axis_args, indices=True)
def count_nonzero(
    x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None
) -> Array:
    """Count the nonzero elements of ``x`` over the given axes.

    A complex element is nonzero when either part is; NaN is nonzero.

    Args:
        x: The array to count in.
        axis: An axis or tuple of axes to count over; None counts over all axes.
        keepdims: Keep the reduced axes as axes of size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of counts in the default int dtype, of the shape of ``x``
        without (or, with ``keepdims``, with size one along) the reduced axes.

    Raises:
        ValueError: an axis is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.count_nonzero(ivy.asarray([[0, 1], [2, 3]])).tolist()
        3
        >>> ivy.count_nonzero(ivy.asarray([[0, 1], [2, 3]]), axis=1).tolist()
        [1, 2]
    """
    return calls.count_nonzero(x, axis, keepdims, out)


def _nonzero_args(where: str, x: Any) -> tuple[Any]:
    if not len(tuple(x.shape)):
        raise ShapeError(
            f"{where}: x is 0-d; nonzero takes an array of at least one dimension "
            "(reshape it with ivy_core.reshape(x, (1,)))"
        )
    return (x,)


def _searchsorted_args(where: str, x1: Any, x2: Any, side: Any, sorter: Any) -> tuple[Any, Any, Any, Any]:
    """searchsorted: a 1-D ``x1``, ``side`` ``"left"`` or ``"right"``, and a
    ``sorter`` of integers of the shape of ``x1``."""
    s1 = tuple(x1.shape)
    if len(s1) != 1:
        raise ShapeError(f"{where}: x1 has shape {s1}; pass a 1-D array (sorted, or with a sorter)")
    choice_arg(where, "side", side, ("left", "right"))
    if sorter is not None:
        d = _dtype_of(sorter)
        if d is not None and d.kind not in ("signed", "unsigned"):
            raise ArgumentValueError(
                f"{where}: sorter must be an array of integer indices, got dtype {d}; pass the "
                "result of ivy_core.argsort(x1)"
            )
        if len(sorter.shape) != 1 or (is_int(sorter.shape[0]) and is_int(s1[0]) and sorter.shape[0] != s1[0]):
            raise ShapeError(
                f"{where}: sorter has shape {tuple(sorter.shape)}, x1 {s1}; pass one index per element of x1"
            )
    return x1, x2, side, sorter


@primary(arrays=("x",), returns="arrays", indices=True, normalize=_nonzero_args)
def nonzero(x: ArrayLike, /) -> tuple[Array, ...]:
    """Find the indices of the nonzero elements of ``x``.

    Args:
        x: Array of at least one dimension.

    Returns:
        A tuple of ``x.ndim`` 1-D arrays, one per axis, in the default int
        dtype: element ``i`` of each gives the position of the ``i``-th nonzero
        element along that axis, in row-major order.

    Raises:
        ValueError: ``x`` is 0-d.

    Example:
        >>> import ivy_core as ivy
        >>> rows, cols = ivy.nonzero(ivy.asarray([[0, 1], [2, 0]]))
        >>> rows.tolist(), cols.tolist()
        ([0, 1], [1, 0])
    """
    return calls.nonzero(x)


@primary(
    arrays=("x1", "x2", "sorter"),
    promote=("x1", "x2"),
    scalars=("x2",),
    indices=True,
    normalize=_searchsorted_args,
)
def searchsorted(
    x1: ArrayLike,
    x2: ArrayLike | Scalar,
    /,
    *,
    side: Literal["left", "right"] = "left",
    sorter: ArrayLike | None = None,
    out: Array | None = None,
) -> Array:
    """Find where values would be inserted into a sorted array to keep it sorted.

    Args:
        x1: A 1-D array, sorted ascending (or in the order ``sorter`` gives).
        x2: The values to insert: an array or a Python scalar. ``x1`` and
            ``x2`` are promoted to one dtype to compare.
        side: ``"left"`` puts a value before equal elements, ``"right"`` after them.
        sorter: Integer indices that sort ``x1`` ascending, if it is not sorted.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x2`` in the default int dtype.

    Raises:
        ValueError: ``x1`` is not 1-D, or ``side`` is neither ``"left"`` nor
            ``"right"``.

    Example:
        >>> import ivy_core as ivy
        >>> x1 = ivy.asarray([1, 2, 2, 3])
        >>> ivy.searchsorted(x1, ivy.asarray([2, 4])).tolist()
        [1, 4]
        >>> ivy.searchsorted(x1, ivy.asarray([2, 4]), side="right").tolist()
        [3, 4]
    """
    return calls.searchsorted(x1, x2, side, sorter, out)
