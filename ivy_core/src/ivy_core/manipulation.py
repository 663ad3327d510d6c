"""Shape manipulation."""

from __future__ import annotations

import _operator as operator  # the functions operator.py re-exports, without loading it
import builtins

from ._arrays._array import Array
from ._backends import _memory
from ._base._errors import ArgumentTypeError, ArgumentValueError, AxisError, ShapeError
from ._base._state import calls
from ._spec import _shapes
from ._spec._api import axis_args, compositional, flag_arg, none_axis, primary
from ._spec._api import is_int as _is_int
from ._spec._axes import ndim_of
from ._spec._shapes import broadcast_shapes
from .creation import asarray
from .indexing import _dtype_of

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from ._arrays._typing import ArrayLike, Axis

__all__ = [
    "reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to",
    "broadcast_arrays", "flip", "moveaxis", "repeat", "roll", "squeeze", "tile", "unstack", "split",
]  # fmt: skip


def _ndim(x: Any) -> int:
    return len(tuple(x.shape))


def _in_range(where: str, axis: int, ndim: int, what: str = "axis") -> int:
    """``axis`` made non-negative; AxisError (naming it) when out of range."""
    if not -ndim <= axis < ndim:
        raise AxisError(
            f"{where}: {what} {axis} is out of range for an array of {ndim} dimension(s); "
            f"pass an axis in [-{ndim}, {ndim - 1}]"
        )
    return axis


def _reshape_args(where: str, x: Any, shape: Any, copy: Any) -> tuple[Any, Any, Any]:
    # A shape is an int or a sequence of ints (TensorFlow reads "3" as 3,
    # NumPy takes None as "keep the shape" and -2 as -1), with at most one
    # -1 and no other negative size.
    if type(shape) is tuple and (copy is None or type(copy) is bool):
        # The common case, checked without a call: positive Python ints, at most one -1.
        for d in shape:
            if type(d) is not int or (d <= 0 and d != -1):
                break
        else:
            if -1 not in shape or shape.count(-1) == 1:
                return x, shape, copy
    if _is_int(shape):
        dims = [operator.index(shape)]
    elif isinstance(shape, (tuple, list)) and builtins.all(_is_int(d) for d in shape):
        dims = [operator.index(d) for d in shape]
    else:
        raise ArgumentTypeError(
            f"{where}: argument 'shape' must be an int or a sequence of ints, not "
            f"{type(shape).__name__} {shape!r:.80}"
        )
    unknown = dims.count(-1)
    if unknown > 1 or builtins.any(d < -1 for d in dims):
        raise ShapeError(
            f"{where}: shape {shape!r} may hold one -1 and otherwise sizes of at least 0; "
            "pass the new sizes, with -1 for at most one of them"
        )
    if 0 in dims:
        # An empty target whose other sizes overflow the product frameworks
        # compute (XLA aborts on reshape(zeros(0), (2**62, 0))): OutOfMemoryError.
        _memory.check(where, [d for d in dims if d != -1], x.dtype)
    # A size that does not hold x's elements: the framework's error,
    # translated to ShapeError (``_failure``).
    return x, shape, copy if copy is None else flag_arg(where, "copy", copy)


@primary(arrays=("x",), normalize=_reshape_args, shapes=_shapes.same_size)
def reshape(
    x: ArrayLike, /, shape: Sequence[int], *, copy: bool | None = None, out: Array | None = None
) -> Array:
    """Give ``x`` a new shape without changing its elements.

    Args:
        x: The array to reshape.
        shape: The new shape; its sizes multiply to ``x.size``. One entry may
            be -1 and is then computed from the others.
        copy: True always copies, False never copies (raises when the data
            cannot be viewed in the new shape), None copies only if needed.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of ``shape`` and the dtype of ``x``, with the elements of ``x``
        in row-major order.

    Raises:
        ShapeError: ``shape`` does not hold ``x.size`` elements, has more
            than one -1 or another negative size (a ``ValueError``).
        ValueError: ``copy=False`` and the reshape needs a copy.
        TypeError: ``shape`` is not an int or a sequence of ints.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.reshape(ivy.arange(6), (2, 3)).tolist()
        [[0, 1, 2], [3, 4, 5]]
        >>> ivy.reshape(ivy.arange(6), (3, -1)).shape
        (3, 2)
    """
    return calls.reshape(x, shape, copy, out)


def _concat_args(where: str, arrays: Any, axis: Any) -> tuple[Any, Any]:
    if axis is None or not arrays:
        return arrays, axis
    if type(axis) is int and -len(arrays[0].shape) <= axis < len(arrays[0].shape):
        return arrays, axis  # the common case: an axis in range
    if not _is_int(axis):
        raise ArgumentTypeError(f"{where}: axis must be None or an int, got {axis!r} ({type(axis).__name__})")
    axis = operator.index(axis)
    nd = _ndim(arrays[0])
    if nd == 0:
        raise ShapeError(f"{where}: 0-d arrays cannot be concatenated along axis {axis}; pass axis=None")
    return arrays, _in_range(where, axis, nd)


@primary(sequences=("arrays",), promote=("arrays",), normalize=_concat_args, shapes=_shapes.joined)
def concat(arrays: Sequence[ArrayLike], /, *, axis: int | None = 0, out: Array | None = None) -> Array:
    """Join a sequence of arrays along an existing axis.

    Args:
        arrays: The arrays to join; they are promoted to one dtype and have the
            same shape except along ``axis``.
        axis: The axis to join along; None flattens every array first.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array whose length along ``axis`` is the sum of the inputs' lengths,
        of the promoted dtype.

    Raises:
        ValueError: the shapes differ outside ``axis``, or ``axis`` is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.concat([ivy.asarray([[1, 2]]), ivy.asarray([[3, 4]])], axis=1).tolist()
        [[1, 2, 3, 4]]
        >>> ivy.concat([ivy.asarray([1, 2]), ivy.asarray([3.5])]).tolist()
        [1.0, 2.0, 3.5]
    """
    return calls.concat(arrays, axis, out)


def _stack_args(where: str, arrays: Any, axis: Any) -> tuple[Any, Any]:
    if type(axis) is int and arrays and -len(arrays[0].shape) - 1 <= axis <= len(arrays[0].shape):
        return arrays, axis  # the common case: an axis in range
    if not _is_int(axis):
        raise ArgumentTypeError(f"{where}: axis must be an int, got {axis!r} ({type(axis).__name__})")
    axis = operator.index(axis)
    if arrays:
        nd = _ndim(arrays[0]) + 1  # the result's rank
        _in_range(where, axis, nd)
    return arrays, axis


@primary(sequences=("arrays",), promote=("arrays",), normalize=_stack_args, shapes=_shapes.joined, axis_range="stacked")
def stack(arrays: Sequence[ArrayLike], /, *, axis: int = 0, out: Array | None = None) -> Array:
    """Join a sequence of arrays of one shape along a new axis.

    Args:
        arrays: The arrays to join, all of the same shape; they are promoted to
            one dtype.
        axis: Position of the new axis in the result (negative counts from the end).
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of rank ``arrays[0].ndim + 1`` with ``len(arrays)`` entries
        along ``axis``, of the promoted dtype.

    Raises:
        ValueError: the arrays differ in shape, or ``axis`` is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> a, b = ivy.asarray([1, 2]), ivy.asarray([3, 4])
        >>> ivy.stack([a, b]).tolist()
        [[1, 2], [3, 4]]
        >>> ivy.stack([a, b], axis=1).tolist()
        [[1, 3], [2, 4]]
    """
    return calls.stack(arrays, axis, out)


def _expand_dims_args(where: str, x: Any, axis: Any) -> tuple[Any, Any]:
    # An axis out of range is AxisError (an IndexError, the standard's
    # class, and a ValueError) on every backend.
    ndim = len(tuple(x.shape))
    if type(axis) is int and -ndim - 1 <= axis <= ndim:
        return x, axis
    if isinstance(axis, bool) or not hasattr(type(axis), "__index__"):
        raise ArgumentTypeError(
            f"{where}: axis must be an int, not {type(axis).__name__} {axis!r}; pass an int"
        )
    axis = operator.index(axis)
    if not -ndim - 1 <= axis <= ndim:
        raise AxisError(
            f"{where}: axis {axis} is out of range for an array of {ndim} dimensions; "
            f"pass an axis in [-{ndim + 1}, {ndim}]"
        )
    return x, axis


@primary(arrays=("x",), normalize=_expand_dims_args, axis_range="result")
def expand_dims(x: ArrayLike, /, axis: int = 0, *, out: Array | None = None) -> Array:
    """Insert an axis of size one into ``x``.

    Args:
        x: The array to expand.
        axis: Position of the new axis in the result, in
            ``[-x.ndim - 1, x.ndim]``.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of rank ``x.ndim + 1`` with the elements and dtype of ``x``.

    Raises:
        IndexError: ``axis`` is out of range (on every backend).
        TypeError: ``axis`` is not an int.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.expand_dims(ivy.asarray([1, 2]), axis=1).tolist()
        [[1], [2]]
        >>> ivy.expand_dims(ivy.asarray([1, 2]), 0).shape
        (1, 2)
    """
    return calls.expand_dims(x, axis, out)


_INT_ONLY = frozenset({int})


def _axes_arg(where: str, name: str, value: Any, one: bool) -> Any:
    """``value`` of the axes parameter ``name``: a sequence of ints (or, with
    ``one``, also a single int), as Python ints. A bool is no axis
    (``True`` is not axis 1): ArgumentTypeError, naming it."""
    if type(value) is tuple and _INT_ONLY.issuperset(map(type, value)):
        return value  # the common case, checked without a Python loop
    if one and _is_int(value):
        return operator.index(value)
    if isinstance(value, (tuple, list)) and builtins.all(_is_int(a) for a in value):
        return tuple(operator.index(a) for a in value)
    spelled = "an int or a tuple of ints" if one else "a sequence of ints"
    items = value if isinstance(value, (tuple, list)) else (value,)
    raise ArgumentTypeError(
        f"{where}: argument {name!r} must be {spelled}, not {type(value).__name__} {value!r:.60}"
        + ("; a bool is not an axis" if builtins.any(isinstance(a, bool) for a in items) else "")
    )


#: The axes 0..n-1 of an n-d array, for n up to 32 (permute_dims' common case).
_AXES_OF = tuple(frozenset(range(n)) for n in range(33))


def _permute_dims_args(where: str, x: Any, axes: Any) -> tuple[Any, Any]:
    axes = _axes_arg(where, "axes", axes, False)
    ndim = len(x.shape)
    if len(axes) == ndim <= 32 and _AXES_OF[ndim].issuperset(axes) and len(set(axes)) == ndim:
        return x, axes  # each of 0..ndim-1 once (negative axes take the check below)
    if len(axes) != ndim or len({a % ndim for a in axes if -ndim <= a < ndim}) != ndim:
        if builtins.all(-ndim <= a < ndim for a in axes):  # else an axis out of range: AxisError
            raise ArgumentValueError(
                f"{where}: axes={tuple(axes)!r} is not a permutation of the {ndim} axes of x; "
                f"name each of 0..{ndim - 1} once"
            )
    return x, axes


def _moveaxis_args(where: str, x: Any, source: Any, destination: Any) -> tuple[Any, Any, Any]:
    """moveaxis: as many destinations as sources, each an axis of x named
    once (JAX would raise TypeError for a repeated one, torch wrap some)."""
    n = ndim_of(x)
    if type(source) is int and type(destination) is int and n is not None:
        if -n <= source < n and -n <= destination < n:
            return x, source, destination  # the common case: one axis to one place, both in range
    source = _axes_arg(where, "source", source, True)
    destination = _axes_arg(where, "destination", destination, True)
    ndim = _ndim(x)
    counts = []
    for name, axes in (("source", source), ("destination", destination)):
        if type(axes) is int:
            _in_range(where, axes, ndim, f"{name} axis")
            counts.append(1)
            continue
        seen = {_in_range(where, a, ndim, f"{name} axis") % ndim for a in axes}
        if len(seen) != len(axes):
            raise ArgumentValueError(f"{where}: {name}={axes!r} names an axis twice; name each axis once")
        counts.append(len(axes))
    if counts[0] != counts[1]:
        raise ArgumentValueError(
            f"{where}: source={source!r} and destination={destination!r} name {counts[0]} and {counts[1]} "
            "axes; pass one destination per source axis"
        )
    return x, source, destination


@primary(arrays=("x",), normalize=_permute_dims_args)
def permute_dims(x: ArrayLike, /, axes: Sequence[int], *, out: Array | None = None) -> Array:
    """Reorder the axes of ``x``.

    Args:
        x: The array to permute.
        axes: A permutation of ``range(x.ndim)``: axis ``i`` of the result is
            axis ``axes[i]`` of ``x``.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of shape ``tuple(x.shape[a] for a in axes)`` and the dtype of ``x``.

    Raises:
        ValueError: ``axes`` is not a permutation of the axes of ``x``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.permute_dims(ivy.zeros((2, 3, 4)), (2, 0, 1)).shape
        (4, 2, 3)
    """
    return calls.permute_dims(x, axes, out)


def _broadcast_to_args(where: str, x: Any, shape: Any) -> tuple[Any, Any]:
    # A shape no machine can hold raises MemoryError before the framework
    # is asked (frameworks that materialise the result may abort instead).
    if type(shape) is tuple and _INT_ONLY.issuperset(map(type, shape)) and _memory.check(where, shape, x.dtype):
        return x, shape  # non-negative sizes that fit in memory
    sizes = _memory.dims(shape)
    if sizes is None:
        raise ArgumentTypeError(
            f"{where}: shape must be an int or a sequence of ints, got {shape!r:.80} ({type(shape).__name__})"
        )
    if any(size < 0 for size in sizes):
        raise ArgumentValueError(f"{where}: shape {shape!r:.80} has a negative size; every size is 0 or more")
    _memory.check(where, shape, x.dtype)
    return x, shape


@primary(arrays=("x",), normalize=_broadcast_to_args, shapes=_shapes.broadcast_target)
def broadcast_to(x: ArrayLike, /, shape: Sequence[int], *, out: Array | None = None) -> Array:
    """Broadcast ``x`` to a given shape.

    Args:
        x: The array to broadcast.
        shape: The target shape, compatible with ``x.shape`` under the
            broadcasting rules.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of ``shape`` and the dtype of ``x``.

    Raises:
        ValueError: ``x.shape`` does not broadcast to ``shape``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.broadcast_to(ivy.asarray([1, 2]), (2, 2)).tolist()
        [[1, 2], [1, 2]]
    """
    return calls.broadcast_to(x, shape, out)


def _broadcast_arrays_args(where: str, arrays: Any) -> tuple[Any]:
    shapes = [tuple(a.shape) for a in arrays]
    if builtins.all(_is_int(d) for s in shapes for d in s):  # unknown sizes: the backend's to check
        result: tuple[int, ...] | None = ()
        for s in shapes:
            result = broadcast_shapes(result, s) if result is not None else None
        if result is None:
            listed = " and ".join(str(s) for s in shapes)
            raise ShapeError(
                f"{where}: shapes {listed} do not broadcast together; reshape or expand_dims one of the arrays"
            )
    return (arrays,)


@primary(sequences=("arrays",), returns="list", normalize=_broadcast_arrays_args, shapes=_shapes.broadcast_all)
def broadcast_arrays(*arrays: ArrayLike) -> list[Array]:
    """Broadcast arrays against each other to one common shape.

    Args:
        *arrays: The arrays to broadcast.

    Returns:
        A list (as the standard's signature says) with one array per input,
        all of the broadcast shape; each keeps its own dtype (no promotion).

    Raises:
        ValueError: the shapes do not broadcast together.

    Example:
        >>> import ivy_core as ivy
        >>> a, b = ivy.broadcast_arrays(ivy.asarray([1, 2]), ivy.asarray([[0.5], [1.5]]))
        >>> a.shape, a.dtype, b.dtype
        ((2, 2), ivy_core.int32, ivy_core.float32)
        >>> type(ivy.broadcast_arrays(ivy.asarray(1), ivy.asarray([2])))
        <class 'list'>
    """
    return calls.broadcast_arrays(arrays)


@primary(arrays=("x",), normalize=axis_args)
def flip(x: ArrayLike, /, *, axis: Axis = None, out: Array | None = None) -> Array:
    """Reverse the order of the elements of ``x`` along some axes.

    Args:
        x: The array to flip.
        axis: An axis or tuple of axes to reverse; None reverses every axis.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape and dtype of ``x``.

    Raises:
        ValueError: an axis is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.flip(ivy.asarray([1, 2, 3])).tolist()
        [3, 2, 1]
        >>> ivy.flip(ivy.asarray([[1, 2], [3, 4]]), axis=1).tolist()
        [[2, 1], [4, 3]]
    """
    return calls.flip(x, axis, out)


@primary(arrays=("x",), normalize=_moveaxis_args)
def moveaxis(
    x: ArrayLike,
    source: int | tuple[int, ...],
    destination: int | tuple[int, ...],
    /,
    *,
    out: Array | None = None,
) -> Array:
    """Move axes of ``x`` to new positions; the other axes keep their order.

    Args:
        x: The array whose axes to move.
        source: The axis, or tuple of axes, to move.
        destination: The new position of each axis of ``source`` (same length).
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array with the elements and dtype of ``x`` and its axes reordered.

    Raises:
        AxisError: an axis is out of range.
        ArgumentValueError: an axis is named twice, or ``source`` and
            ``destination`` have different lengths.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.moveaxis(ivy.zeros((2, 3, 4)), 0, -1).shape
        (3, 4, 2)
    """
    return calls.moveaxis(x, source, destination, out)


def _repeat_args(where: str, x: Any, repeats: Any, axis: Any) -> tuple[Any, Any, Any]:
    """repeat: ``repeats`` a non-negative int, or an integer array (unwrapped
    to a native one) of 0 or 1 dimension with one count per element along
    ``axis`` (or a single one); a float count would be truncated by some
    backends and fail oddly on others. The backend receives ``axis`` None
    or non-negative. Negative counts in an array are the backend's to find
    (their values are data)."""
    if isinstance(repeats, bool) or not (hasattr(type(repeats), "__index__") or hasattr(repeats, "dtype")):
        raise ArgumentTypeError(
            f"{where}: repeats must be an int or an integer array, got {repeats!r} ({type(repeats).__name__})"
        )
    shape = tuple(x.shape)
    known = builtins.all(_is_int(d) for d in shape)  # not None (a graph) or NaN (Dask)
    if axis is not None:
        if not _is_int(axis):
            raise ArgumentTypeError(
                f"{where}: axis must be None or an int, got {axis!r:.60} ({type(axis).__name__})"
            )
        nd = len(shape)
        if nd == 0:
            raise AxisError(f"{where}: x is 0-d and has no axis {axis}; pass axis=None")
        axis = _in_range(where, operator.index(axis), nd) % nd
    if hasattr(repeats, "dtype"):
        d = _dtype_of(repeats)
        if d is not None and d.kind not in ("signed", "unsigned"):
            raise ArgumentTypeError(
                f"{where}: repeats must be an int or an integer array, got an array of {d}"
            )
        counts = tuple(repeats.shape)
        if len(counts) > 1:
            raise ShapeError(
                f"{where}: repeats has shape {counts}; pass an int or a 0-d or 1-D array of counts"
            )
        if counts and counts[0] != 1 and _is_int(counts[0]) and known:
            length = shape[axis] if axis is not None else _size(shape)
            if counts[0] != length:
                raise ShapeError(
                    f"{where}: repeats of shape {counts} has {counts[0]} counts for {length} elements along "
                    f"{'axis ' + str(axis) if axis is not None else 'the flattened x'}; pass one count per element"
                )
        return x, repeats, axis
    count = operator.index(repeats)
    if count < 0:
        raise ArgumentValueError(
            f"{where}: repeats must not be negative, got {count}; pass a count of 0 or more"
        )
    if known:  # one count for every element: the result's size is known here
        out = [int(d) for d in shape]
        if axis is None:
            out = [count * _size(out)]
        else:
            out[axis] *= count
        _memory.check(f"{where} with repeats={count}", out, x.dtype)
    return x, repeats, axis


def _size(shape: Any) -> Any:
    n = 1
    for d in shape:
        n *= d
    return n


@primary(arrays=("x",), unwrap=("repeats",), normalize=_repeat_args)
def repeat(
    x: ArrayLike, repeats: int | ArrayLike, /, *, axis: int | None = None, out: Array | None = None
) -> Array:
    """Repeat each element of ``x`` along an axis.

    Args:
        x: The array whose elements to repeat.
        repeats: An int (the same count for every element) or a 1-D integer
            array with one non-negative count per element along ``axis``.
        axis: The axis to repeat along; None flattens ``x`` first.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the dtype of ``x``, longer along ``axis`` (1-D when ``axis``
        is None).

    Raises:
        ValueError: a count is negative, or ``repeats`` does not match the
            length of ``axis``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.repeat(ivy.asarray([1, 2]), 2).tolist()
        [1, 1, 2, 2]
        >>> ivy.repeat(ivy.asarray([[1, 2], [3, 4]]), ivy.asarray([1, 2]), axis=0).tolist()
        [[1, 2], [3, 4], [3, 4]]
    """
    return calls.repeat(x, repeats, axis, out)


#: roll's shifts of this magnitude or more are reduced modulo the axis length
#: first: JAX took 2**63 modulo 2**64 as an int64 (a wrong roll), torch refused it.
_HUGE_SHIFT = 2**31


def _roll_args(where: str, x: Any, shift: Any, axis: Any) -> tuple[Any, Any, Any]:
    # NumPy and JAX would truncate a float shift (1.5 -> 1, NaN -> a huge int).
    if type(shift) is int and type(axis) is int and -len(x.shape) <= axis < len(x.shape):
        if -_HUGE_SHIFT < shift < _HUGE_SHIFT:
            return x, shift, axis
    shifts = shift if isinstance(shift, (tuple, list)) else (shift,)
    if not builtins.all(_is_int(v) for v in shifts):
        raise ArgumentTypeError(
            f"{where}: shift must be an int or a tuple of ints, got {shift!r} ({type(shift).__name__})"
        )
    if axis is not None:
        axes = axis if isinstance(axis, (tuple, list)) else (axis,)
        if not builtins.all(_is_int(a) for a in axes):
            raise ArgumentTypeError(
                f"{where}: axis must be None, an int or a tuple of ints, got {axis!r} ({type(axis).__name__})"
            )
        nd = _ndim(x)
        for a in axes:
            _in_range(where, operator.index(a), nd)
        if isinstance(shift, (tuple, list)) and len(shift) != len(axes):
            raise ArgumentValueError(
                f"{where}: shift {shift!r} has {len(shift)} entries but axis {axis!r} names {len(axes)} "
                "axes; pass one shift per axis, or an int shift for every axis"
            )
    if builtins.any(not -_HUGE_SHIFT < operator.index(v) < _HUGE_SHIFT for v in shifts):
        shift = _reduced_shifts(x, shift, shifts, axis)
    return x, shift, axis


def _reduced_shifts(x: Any, shift: Any, shifts: Any, axis: Any) -> Any:
    """roll's shifts modulo the length of their axes (of ``x``'s size when
    ``axis`` is None), computed exactly in Python: one shift for several
    axes becomes one per axis. A length that is not known (a lazy array's)
    leaves the shifts as they are."""
    import math  # not imported with ivy_core; a framework has imported it

    shape = tuple(x.shape)
    if not builtins.all(type(n) is int for n in shape):
        return shift
    if axis is None:
        lengths = [math.prod(shape)] * len(shifts)
    else:
        axes = tuple(axis) if isinstance(axis, (tuple, list)) else (axis,)
        if len(shifts) == 1:  # one shift for every axis (the hook refused other counts)
            shifts = tuple(shifts) * len(axes)
        lengths = [shape[operator.index(a)] for a in axes]
    reduced = tuple(operator.index(v) % n if n else 0 for v, n in zip(shifts, lengths, strict=True))
    return reduced if len(reduced) > 1 or isinstance(axis, (tuple, list)) else reduced[0]


@primary(arrays=("x",), normalize=_roll_args)
def roll(
    x: ArrayLike,
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
    out: Array | None = None,
) -> Array:
    """Shift the elements of ``x`` cyclically along axes.

    Elements moved past the end come back at the start.

    Args:
        x: The array to roll.
        shift: Number of places to shift (negative: toward the start); a tuple
            gives one shift per axis of ``axis``.
        axis: An axis or tuple of axes; None flattens ``x``, rolls it and
            restores its shape.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape and dtype of ``x``.

    Raises:
        AxisError: an axis is out of range (an ``IndexError`` and a ``ValueError``).
        TypeError: ``shift`` or ``axis`` is not an int or a tuple of ints.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.roll(ivy.asarray([1, 2, 3, 4]), 1).tolist()
        [4, 1, 2, 3]
        >>> ivy.roll(ivy.asarray([[1, 2], [3, 4]]), 1, axis=1).tolist()
        [[2, 1], [4, 3]]
    """
    return calls.roll(x, shift, axis, out)


@primary(arrays=("x",), normalize=axis_args)
def squeeze(x: ArrayLike, /, axis: int | tuple[int, ...], *, out: Array | None = None) -> Array:
    """Remove axes of size one from ``x``.

    Args:
        x: The array to squeeze.
        axis: The axis or tuple of axes to remove; each must have size one.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array with the elements and dtype of ``x`` and without ``axis``.

    Raises:
        ValueError: an axis of ``axis`` does not have size one, or is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.squeeze(ivy.zeros((1, 2, 1)), 0).shape
        (2, 1)
        >>> ivy.squeeze(ivy.zeros((1, 2, 1)), (0, 2)).shape
        (2,)
    """
    if axis is None:  # NumPy, JAX and Dask would drop every axis of size one; the fast entries pass None on
        none_axis("ivy_core.squeeze", x)
    return calls.squeeze(x, axis, out)


def _tile_args(where: str, x: Any, repetitions: Any) -> tuple[Any, Any]:
    reps = repetitions if isinstance(repetitions, (tuple, list)) else (repetitions,)
    for r in reps:
        if isinstance(r, bool) or not hasattr(type(r), "__index__"):
            raise ArgumentTypeError(f"{where}: repetitions must be an int or a tuple of ints, got {repetitions!r}")
        if operator.index(r) < 0:
            raise ArgumentValueError(f"{where}: repetitions must not be negative, got {repetitions!r}")
    shape = [int(d) for d in x.shape]
    counts = [operator.index(r) for r in reps]
    width = builtins.max(len(shape), len(counts))
    shape = [1] * (width - len(shape)) + shape
    counts = [1] * (width - len(counts)) + counts
    _memory.check(
        f"{where} with repetitions={repetitions!r}",
        [d * r for d, r in zip(shape, counts, strict=True)],
        x.dtype,
    )
    return x, repetitions


@primary(arrays=("x",), normalize=_tile_args)
def tile(x: ArrayLike, repetitions: tuple[int, ...], /, *, out: Array | None = None) -> Array:
    """Build an array by repeating ``x`` along each axis.

    Args:
        x: The array to repeat.
        repetitions: Number of copies along each axis: ``repetitions[i]`` for
            axis ``i``. The shorter of ``x.shape`` and ``repetitions`` is padded
            with leading ones.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the dtype of ``x`` whose size along each axis is that of
        (padded) ``x`` times the matching repetition.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.tile(ivy.asarray([1, 2]), (2,)).tolist()
        [1, 2, 1, 2]
        >>> ivy.tile(ivy.asarray([1, 2]), (2, 2)).tolist()
        [[1, 2, 1, 2], [1, 2, 1, 2]]
    """
    return calls.tile(x, repetitions, out)


def _unstack_args(where: str, x: Any, axis: Any) -> tuple[Any, int]:
    """unstack: an array of one dimension or more, and an int axis of it (the
    backend receives it non-negative)."""
    if not _is_int(axis):
        raise ArgumentTypeError(f"{where}: axis must be an int, got {axis!r:.60} ({type(axis).__name__})")
    nd = _ndim(x)
    if nd == 0:
        raise AxisError(
            f"{where}: x is 0-d and has no axis {axis} to unstack along; pass an array of one dimension or more"
        )
    return x, _in_range(where, operator.index(axis), nd) % nd


@primary(arrays=("x",), returns="arrays", normalize=_unstack_args)
def unstack(x: ArrayLike, /, *, axis: int = 0) -> tuple[Array, ...]:
    """Split ``x`` into its slices along an axis.

    Args:
        x: Array of at least one dimension.
        axis: The axis to slice along.

    Returns:
        A tuple of ``x.shape[axis]`` arrays of rank ``x.ndim - 1`` and the dtype
        of ``x``.

    Raises:
        ValueError: ``x`` is 0-d, or ``axis`` is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([[1, 2], [3, 4]])
        >>> [a.tolist() for a in ivy.unstack(x, axis=1)]
        [[1, 3], [2, 4]]
    """
    return calls.unstack(x, axis)


def _split_body(x: Any, num_or_size_splits: Any, axis: Any, with_remainder: Any, /) -> tuple[Array, ...]:
    """The computation of :func:`split` (its parameters positionally)."""
    # Only indexing here: the dtype support of split is that of slicing (all).
    return tuple(x[key] for key in _split_keys(x, num_or_size_splits, axis, with_remainder))


@compositional(_split_body, arrays=("x",), unwrap=("num_or_size_splits",), returns="arrays")
def split(
    x: ArrayLike,
    /,
    *,
    num_or_size_splits: int | Sequence[int] | ArrayLike | None = None,
    axis: int = 0,
    with_remainder: bool = False,
) -> tuple[Array, ...]:
    """Split ``x`` into consecutive pieces along an axis (Ivy's function).

    Args:
        x: The array to split. A 0-d ``x`` is returned as the only piece.
        num_or_size_splits: None gives pieces of size one. An int ``n`` gives
            ``n`` equal pieces; the axis length must be divisible by ``n``
            unless ``with_remainder`` is true, where (as in Ivy) the pieces have
            size ``n`` and the last one holds the remainder. A sequence (or 1-D
            integer array) gives the size of each piece and sums to the axis length.
        axis: The axis to split along.
        with_remainder: Allow an int ``n`` that does not divide the axis length.

    Returns:
        A tuple of arrays of the dtype of ``x``, one per piece.

    Raises:
        ValueError: ``axis`` is out of range, ``n`` is not positive or does not
            divide the axis length (without ``with_remainder``), or the sizes are
            negative or do not sum to the axis length.

    Example:
        >>> import ivy_core as ivy
        >>> [a.tolist() for a in ivy.split(ivy.arange(6), num_or_size_splits=3)]
        [[0, 1], [2, 3], [4, 5]]
        >>> [a.tolist() for a in ivy.split(ivy.arange(5), num_or_size_splits=2, with_remainder=True)]
        [[0, 1], [2, 3], [4]]
    """
    return calls.split(x, num_or_size_splits, axis, with_remainder)


def _split_keys(x: Any, spec: Any, axis: Any, with_remainder: bool) -> list[Any]:
    """The index of each piece of :func:`split`, checked."""

    where = f"ivy_core.split (backend {x.backend!r})"
    with_remainder = flag_arg(where, "with_remainder", with_remainder)
    if x.ndim == 0:
        if spec not in (None, 1):
            raise ArgumentValueError(
                f"{where}: a 0-d array can only be split into one piece, got num_or_size_splits={spec!r}"
            )
        return [()]
    ndim = x.ndim
    if isinstance(axis, bool) or not hasattr(axis, "__index__"):
        raise ArgumentTypeError(
            f"{where}: axis must be an int, not {type(axis).__name__} {axis!r}; pass an int"
        )
    axis = axis.__index__()
    if not -ndim <= axis < ndim:
        raise AxisError(
            f"{where}: axis {axis} is out of range for an array of {ndim} dimension(s); "
            f"pass an axis in [-{ndim}, {ndim - 1}]"
        )
    axis %= ndim
    length = x.shape[axis]
    if spec is not None and not isinstance(spec, (bool, int, list, tuple)):
        if not (hasattr(spec, "dtype") and hasattr(spec, "shape")):
            raise ArgumentTypeError(
                f"{where}: num_or_size_splits must be None, an int or a sequence of ints, "
                f"got {spec!r:.80} ({type(spec).__name__})"
            )
        d = getattr(spec, "dtype", None)
        if "int" not in str(d):
            raise ArgumentTypeError(
                f"{where}: num_or_size_splits must be an integer array, got one of dtype {d}: {spec!r:.80}"
            )
        spec = asarray(spec).tolist()  # an Array, a native array or a NumPy integer
    if spec is None:
        sizes = [1] * length
    elif isinstance(spec, bool) or not isinstance(spec, (int, list, tuple)):
        raise ArgumentTypeError(
            f"{where}: num_or_size_splits must be None, an int or a sequence of ints, got {spec!r:.80}"
        )
    elif isinstance(spec, int):
        if spec <= 0:
            raise ArgumentValueError(f"{where}: num_or_size_splits must be positive, got {spec}")
        if length % spec == 0:
            sizes = [length // spec] * spec
        elif with_remainder:
            sizes = [spec] * (length // spec) + [length % spec]
        else:
            raise ArgumentValueError(
                f"{where}: num_or_size_splits={spec} does not split an axis of length {length} into equal pieces; "
                "pass with_remainder=True or a list of sizes"
            )
    else:
        bad = [v for v in spec if isinstance(v, bool) or not hasattr(type(v), "__index__")]
        if bad:
            raise ArgumentTypeError(f"{where}: num_or_size_splits must hold ints, got {bad[0]!r} in {spec!r:.80}")
        sizes = [operator.index(v) for v in spec]
        if builtins.any(s < 0 for s in sizes) or builtins.sum(sizes) != length:
            raise ArgumentValueError(
                f"{where}: the sizes {sizes} must be non-negative and sum to the axis length {length}"
            )
    lead = (slice(None),) * axis
    keys = []
    start = 0
    for size in sizes:
        keys.append((*lead, slice(start, start + size)))
        start += size
    return keys
