"""Reductions. ``sum`` and ``prod`` follow the Array API standard's result
dtype rule; ``mean`` and ``var`` compute integer input in the default float
dtype."""

from __future__ import annotations

from ._arrays._array import Array
from ._base._errors import ArgumentTypeError, AxisError
from ._base._state import calls
from ._spec._api import axis_args, compositional, flag_arg, primary
from .manipulation import flip

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._arrays._typing import ArrayLike, Axis, DtypeLike

__all__ = [
    "sum", "prod", "mean", "var", "max", "min", "std",
    "cumulative_sum", "cumulative_prod", "cumsum",
]  # fmt: skip


@primary(arrays=("x",), dtype="sum", normalize=axis_args)
def sum(
    x: ArrayLike,
    /,
    *,
    axis: Axis = None,
    dtype: DtypeLike | None = None,
    keepdims: bool = False,
    out: Array | None = None,
) -> Array:
    """Add up the elements of ``x`` over the given axes.

    With no ``dtype``: floating and complex input keep their dtype; signed
    integers and bool give the default int dtype (or the input's, if wider);
    unsigned integers give the unsigned dtype of the default int's width (or
    the input's, if wider). An empty reduction gives 0.

    Args:
        x: The array to reduce.
        axis: An axis or tuple of axes to reduce; None reduces every axis.
        dtype: Dtype to accumulate in and return; chosen as above when None.
        keepdims: Keep the reduced axes as axes of size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x`` without (or, with ``keepdims``, with
        size one along) the reduced axes; 0-d when every axis is reduced.

    Raises:
        ValueError: an axis is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([[1, 2], [3, 4]], dtype="int8")
        >>> ivy.sum(x, axis=0).tolist()
        [4, 6]
        >>> ivy.sum(x).dtype
        ivy_core.int32
    """
    return calls.sum(x, axis, dtype, keepdims, out)


@primary(arrays=("x",), dtype="sum", normalize=axis_args)
def prod(
    x: ArrayLike,
    /,
    *,
    axis: Axis = None,
    dtype: DtypeLike | None = None,
    keepdims: bool = False,
    out: Array | None = None,
) -> Array:
    """Multiply the elements of ``x`` over the given axes.

    The result dtype follows :func:`sum`'s rule (integers widen to the
    default int width); an empty reduction gives 1.

    Args:
        x: The array to reduce.
        axis: An axis or tuple of axes to reduce; None reduces every axis.
        dtype: Dtype to accumulate in and return; chosen by :func:`sum`'s rule
            when None.
        keepdims: Keep the reduced axes as axes of size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x`` without (or, with ``keepdims``, with
        size one along) the reduced axes.

    Raises:
        ValueError: an axis is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.prod(ivy.asarray([1, 2, 3, 4])).tolist()
        24
        >>> ivy.prod(ivy.asarray([[1, 2], [3, 4]]), axis=1).tolist()
        [2, 12]
    """
    return calls.prod(x, axis, dtype, keepdims, out)


@primary(arrays=("x",), float_inputs=("x",), normalize=axis_args)
def mean(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Compute the arithmetic mean of ``x`` over the given axes.

    Integer and bool input is computed in the default float dtype; floating
    and complex input keep their dtype. An empty reduction gives NaN.

    Args:
        x: The array to average.
        axis: An axis or tuple of axes to reduce; None reduces every axis.
        keepdims: Keep the reduced axes as axes of size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x`` without (or, with ``keepdims``, with
        size one along) the reduced axes, of the dtype above.

    Raises:
        ValueError: an axis is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> m = ivy.mean(ivy.asarray([1, 2, 3, 4]))
        >>> m.tolist(), m.dtype
        (2.5, ivy_core.float32)
        >>> ivy.mean(ivy.asarray([[1.0, 2.0], [3.0, 5.0]]), axis=0).tolist()
        [2.0, 3.5]
    """
    return calls.mean(x, axis, keepdims, out)


@primary(arrays=("x",), float_inputs=("x",), normalize=axis_args)
def var(
    x: ArrayLike,
    /,
    *,
    axis: Axis = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
    out: Array | None = None,
) -> Array:
    """Compute the variance of ``x`` over the given axes.

    The variance is ``sum(|x - mean(x)|**2) / (N - correction)`` for ``N``
    elements. Integer and bool input is computed in the default float dtype;
    complex input gives the real dtype of its precision.

    Args:
        x: The array to reduce.
        axis: An axis or tuple of axes to reduce; None reduces every axis.
        correction: Degrees of freedom removed from ``N``: 0 for the population
            variance, 1 for the sample variance.
        keepdims: Keep the reduced axes as axes of size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        A real floating array of the shape of ``x`` without (or, with
        ``keepdims``, with size one along) the reduced axes; where
        ``N - correction <= 0`` it is inf, or NaN for a zero numerator.

    Raises:
        ValueError: an axis is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.var(ivy.asarray([1, 2, 3, 4])).tolist()
        1.25
        >>> ivy.var(ivy.asarray([1.0, 3.0]), correction=1).tolist()
        2.0
    """
    return calls.var(x, axis, correction, keepdims, out)


@primary(arrays=("x",), normalize=axis_args)
def max(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Find the largest element of ``x`` over the given axes.

    NaN propagates: a reduction containing NaN gives NaN.

    Args:
        x: The array to reduce.
        axis: An axis or tuple of axes to reduce; None reduces every axis.
        keepdims: Keep the reduced axes as axes of size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the dtype of ``x`` and its shape without (or, with
        ``keepdims``, with size one along) the reduced axes.

    Raises:
        ValueError: a reduction is over zero elements, or an axis is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([[1, 5], [3, 2]])
        >>> ivy.max(x).tolist(), ivy.max(x, axis=0).tolist()
        (5, [3, 5])
    """
    return calls.max(x, axis, keepdims, out)


@primary(arrays=("x",), normalize=axis_args)
def min(x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None) -> Array:
    """Find the smallest element of ``x`` over the given axes.

    NaN propagates: a reduction containing NaN gives NaN.

    Args:
        x: The array to reduce.
        axis: An axis or tuple of axes to reduce; None reduces every axis.
        keepdims: Keep the reduced axes as axes of size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the dtype of ``x`` and its shape without (or, with
        ``keepdims``, with size one along) the reduced axes.

    Raises:
        ValueError: a reduction is over zero elements, or an axis is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([[1, 5], [3, 2]])
        >>> ivy.min(x).tolist(), ivy.min(x, axis=1).tolist()
        (1, [1, 2])
    """
    return calls.min(x, axis, keepdims, out)


@primary(arrays=("x",), float_inputs=("x",), normalize=axis_args)
def std(
    x: ArrayLike,
    /,
    *,
    axis: Axis = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
    out: Array | None = None,
) -> Array:
    """Compute the standard deviation of ``x`` over the given axes.

    This is the square root of :func:`var` with the same ``correction``.
    Integer and bool input is computed in the default float dtype; complex
    input gives the real dtype of its precision.

    Args:
        x: The array to reduce.
        axis: An axis or tuple of axes to reduce; None reduces every axis.
        correction: Degrees of freedom removed from the element count: 0 for
            the population, 1 for the sample standard deviation.
        keepdims: Keep the reduced axes as axes of size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        A real floating array of the shape of ``x`` without (or, with
        ``keepdims``, with size one along) the reduced axes.

    Raises:
        ValueError: an axis is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> s = ivy.std(ivy.asarray([2, 4, 4, 4, 5, 5, 7, 9]))
        >>> s.tolist(), s.dtype
        (2.0, ivy_core.float32)
    """
    return calls.std(x, axis, correction, keepdims, out)


@primary(arrays=("x",), dtype="sum", normalize=axis_args, axis_check="x, or None for 1-d")
def cumulative_sum(
    x: ArrayLike,
    /,
    *,
    axis: int | None = None,
    dtype: DtypeLike | None = None,
    include_initial: bool = False,
    out: Array | None = None,
) -> Array:
    """Compute the running sum of ``x`` along an axis.

    The result dtype follows :func:`sum`'s rule (e.g. int8 input gives the
    default int dtype).

    Args:
        x: Array of at least one dimension.
        axis: The axis to sum along; may be None only for 1-D ``x``.
        dtype: Dtype to accumulate in and return; chosen by :func:`sum`'s rule
            when None.
        include_initial: Start with the sum of nothing (0), making the result
            one longer along ``axis``.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x`` (one longer along ``axis`` with
        ``include_initial``).

    Raises:
        ValueError: ``x`` is 0-d, ``axis`` is None for ``x.ndim > 1``, or
            ``axis`` is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.cumulative_sum(ivy.asarray([1, 2, 3])).tolist()
        [1, 3, 6]
        >>> ivy.cumulative_sum(ivy.asarray([1, 2, 3]), include_initial=True).tolist()
        [0, 1, 3, 6]
    """
    return calls.cumulative_sum(x, axis, dtype, include_initial, out)


@primary(arrays=("x",), dtype="sum", normalize=axis_args, axis_check="x, or None for 1-d")
def cumulative_prod(
    x: ArrayLike,
    /,
    *,
    axis: int | None = None,
    dtype: DtypeLike | None = None,
    include_initial: bool = False,
    out: Array | None = None,
) -> Array:
    """Compute the running product of ``x`` along an axis.

    Works as :func:`cumulative_sum` with 1 as the initial value; the result
    dtype follows :func:`sum`'s rule.

    Args:
        x: Array of at least one dimension.
        axis: The axis to multiply along; may be None only for 1-D ``x``.
        dtype: Dtype to accumulate in and return; chosen by :func:`sum`'s rule
            when None.
        include_initial: Start with the product of nothing (1), making the
            result one longer along ``axis``.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x`` (one longer along ``axis`` with
        ``include_initial``).

    Raises:
        ValueError: ``x`` is 0-d, ``axis`` is None for ``x.ndim > 1``, or
            ``axis`` is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.cumulative_prod(ivy.asarray([1, 2, 3, 4])).tolist()
        [1, 2, 6, 24]
        >>> ivy.cumulative_prod(ivy.asarray([[1, 2], [3, 4]]), axis=1).tolist()
        [[1, 2], [3, 12]]
    """
    return calls.cumulative_prod(x, axis, dtype, include_initial, out)


def _cumsum_body(x: Any, axis: Any, exclusive: Any, reverse: Any, dtype: Any, out: Any, /) -> Array:
    """The computation of :func:`cumsum` (its parameters positionally)."""

    # Python-int checks live in _cumsum_axis: the operators in this body
    # decide cumsum's dtype support (only flip and cumulative_sum do).
    axis, head = _cumsum_axis(x, axis)
    where = f"ivy_core.cumsum (backend {x.backend!r})"
    exclusive = flag_arg(where, "exclusive", exclusive)
    reverse = flag_arg(where, "reverse", reverse)
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
    """Compute Ivy's running sum of ``x`` along an axis.

    The result dtype follows :func:`sum`'s rule (see :func:`cumulative_sum`).

    Args:
        x: Array of at least one dimension.
        axis: The axis to sum along (an int).
        exclusive: Leave each element out of its own sum, so the result starts
            with 0.
        reverse: Sum from the end of the axis toward its start.
        dtype: Dtype to accumulate in and return; chosen by :func:`sum`'s rule
            when None.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x``.

    Raises:
        AxisError: ``axis`` is out of range (a 0-d ``x`` has no axis); an
            ``IndexError`` and a ``ValueError``.
        TypeError: ``axis`` is not an int.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([1, 2, 3])
        >>> ivy.cumsum(x).tolist(), ivy.cumsum(x, exclusive=True).tolist()
        ([1, 3, 6], [0, 1, 3])
        >>> ivy.cumsum(x, reverse=True).tolist()
        [6, 5, 3]
    """
    return calls.cumsum(x, axis, exclusive, reverse, dtype, out)


def _cumsum_axis(x: Any, axis: Any) -> tuple[int, tuple[Any, ...]]:
    """cumsum's axis (non-negative) and the key of all but the last element along it."""
    where = f"ivy_core.cumsum (backend {x.backend!r})"
    if isinstance(axis, bool) or not hasattr(type(axis), "__index__"):
        raise ArgumentTypeError(
            f"{where}: argument 'axis' must be an int, not {type(axis).__name__} {axis!r:.60}"
        )
    axis = axis.__index__()
    ndim = x.ndim
    if not -ndim <= axis < ndim:
        raise AxisError(
            f"{where}: axis {axis} is out of range for an array of {ndim} dimension(s); "
            f"pass an axis in [-{ndim}, {ndim - 1}]"
        )
    axis = axis + ndim if axis < 0 else axis
    return axis, (slice(None),) * axis + (slice(0, -1),)
