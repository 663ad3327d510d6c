"""Shape manipulation. Errors for impossible shapes or axes are raised as
ValueError, as NumPy does."""

from __future__ import annotations

from typing import Any

from ._framework import tf
from ._util import KERNEL_ERRORS, axes_of, reraise, shape_arg, transpose

_R = tf.raw_ops  # the inputs are tensors already; skip tf's conversion layers

__all__ = [
    "reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to",
    "broadcast_arrays", "flip", "moveaxis", "repeat", "roll", "squeeze", "tile", "unstack",
]  # fmt: skip


def reshape(x: Any, /, shape: Any, *, copy: bool | None = None) -> Any:
    # Tensors are immutable, so a reshaped tensor behaves exactly like a view
    # (TensorFlow shares the buffer): copy=False always succeeds and copy=True
    # gives a new tensor object. A tf.Variable cannot be viewed: reshaping
    # reads a snapshot, so copy=False raises for it.
    if copy is False and isinstance(x, tf.Variable):
        raise ValueError(
            "ivy_core.reshape (backend 'tensorflow'): copy=False on a tf.Variable would "
            "need a copy (its reshaped value is a snapshot); pass copy=None"
        )
    try:
        r = _R.Reshape(tensor=x, shape=shape_arg(shape))
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904
    return tf.identity(r) if copy and r is x else r


def concat(arrays: list[Any], /, *, axis: int | None = 0) -> Any:
    try:
        if axis is None:
            arrays, axis = [_R.Reshape(tensor=a, shape=shape_arg(-1)) for a in arrays], 0
        if len(arrays) == 1:
            return tf.concat(arrays, axis)  # ConcatV2 needs two or more
        return _R.ConcatV2(values=arrays, axis=axis)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def stack(arrays: list[Any], /, *, axis: int = 0) -> Any:
    try:
        return _R.Pack(values=arrays, axis=axis)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def expand_dims(x: Any, /, axis: int = 0) -> Any:
    try:
        return _R.ExpandDims(input=x, axis=axis)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def permute_dims(x: Any, /, axes: Any) -> Any:
    try:
        return transpose(x, axes)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def _tiled(x: Any, shape: Any) -> Any:
    """``x`` broadcast to ``shape`` by a reshape and a Tile: BroadcastTo's
    kernel handles at most 5 axes once the neighbouring axes that broadcast
    alike are merged (``(2, 1, 2, 1, 2)`` to 6 axes is refused)."""
    target = [int(d) for d in shape]
    have = [1] * (len(target) - len(x.shape)) + [int(d) for d in x.shape]
    return tile(x, [t if h == 1 else 1 for h, t in zip(have, target, strict=True)])  # (uint16 too)


def broadcast_to(x: Any, /, shape: Any) -> Any:
    try:
        return _R.BroadcastTo(input=x, shape=shape_arg(shape))
    except tf.errors.UnimplementedError as exc:
        if not x.shape.is_fully_defined():
            raise reraise(exc)  # noqa: B904
        return _tiled(x, shape)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    shape = tf.TensorShape([])  # ivy_core has checked that the shapes broadcast
    for a in arrays:
        shape = tf.broadcast_static_shape(shape, a.shape)
    target = shape_arg(shape.as_list())
    return tuple(a if a.shape == shape else broadcast_to(a, target) for a in arrays)


def flip(x: Any, /, *, axis: Any = None) -> Any:
    axes = axes_of(axis, len(x.shape))
    return _R.ReverseV2(tensor=x, axis=tf.constant(axes, tf.int32))


def moveaxis(x: Any, source: Any, destination: Any, /) -> Any:
    # ivy_core gives as many destinations as sources, each an axis of x named once.
    ndim = len(x.shape)
    src = axes_of(source, ndim)
    dst = axes_of(destination, ndim)
    order = [i for i in range(ndim) if i not in src]
    for d, s in sorted(zip(dst, src, strict=True)):
        order.insert(d, s)
    return _R.Transpose(x=x, perm=shape_arg(order))


def repeat(x: Any, repeats: Any, /, *, axis: int | None = None) -> Any:
    # ivy_core has checked repeats (a non-negative int, or 0-d or 1-D integer
    # counts, one per element or a single one) and axis (None or non-negative).
    if axis is None:
        x, axis = _R.Reshape(tensor=x, shape=shape_arg(-1)), 0
    n = x.shape[axis]
    if isinstance(repeats, int):
        largest = repeats
        counts = tf.fill([n], tf.constant(repeats, tf.int64))
    else:
        counts = _R.Cast(x=repeats, DstT=tf.int64)
        if len(counts.shape) == 0 or (counts.shape[0] == 1 and n != 1):
            counts = tf.fill([n], tf.reshape(counts, ()))
        if n and int(tf.reduce_min(counts)) < 0:
            raise ValueError("ivy_core.repeat (backend 'tensorflow'): repeats must be non-negative")
        largest = int(tf.reduce_max(counts)) if n else 0
    if largest >= 2**31:
        # tf.repeat reads the counts in 32 bits: 2**32 + 1 would repeat once, 2**32 not at all.
        raise ValueError(
            f"ivy_core.repeat (backend 'tensorflow'): a count of {largest} is past what TensorFlow's "
            "repeat takes (counts below 2**31); repeat in parts, or use another backend"
        )
    index = tf.repeat(tf.range(n, dtype=tf.int64), counts)
    return _R.GatherV2(params=x, indices=index, axis=axis)


def _wrapped(shift: int, size: Any) -> int:
    """``shift`` reduced modulo a known ``size``: the kernel reads a shift in
    32 bits (2**40 + 1 would roll by 1, not by 2**40 + 1 mod size)."""
    return shift % size if size else shift


def roll(x: Any, /, shift: Any, *, axis: Any = None) -> Any:
    if axis is None:
        total = _wrapped(shift if isinstance(shift, int) else sum(shift), x.shape.num_elements())
        flat = _R.Reshape(tensor=x, shape=shape_arg(-1))
        r = _R.Roll(input=flat, shift=total, axis=0)
        return _R.Reshape(tensor=r, shape=shape_arg(x.shape.as_list()))
    # ivy_core has checked the axes, and one shift per axis when shift is a tuple.
    axes = list(axis) if isinstance(axis, (tuple, list)) else [axis]
    shifts = [shift] * len(axes) if isinstance(shift, int) else list(shift)
    dims = x.shape.as_list() if x.shape.rank is not None else None
    if dims is not None:
        shifts = [_wrapped(int(s), dims[a]) for s, a in zip(shifts, axes, strict=True)]
    try:
        if len(axes) == 1:  # scalars: ~18 us, where list arguments cost ~160 us eagerly
            return _R.Roll(input=x, shift=int(shifts[0]), axis=int(axes[0]))
        return _R.Roll(input=x, shift=shape_arg(shifts), axis=shape_arg(axes))
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def squeeze(x: Any, /, axis: Any) -> Any:
    axes = axes_of(axis, len(x.shape))
    # An axis whose size is not one: TensorFlow's InvalidArgumentError, which
    # ivy_core reports as an ArgumentValueError naming axis.
    return _R.Squeeze(input=x, axis=list(axes)) if axes else x


def tile(x: Any, repetitions: Any, /) -> Any:
    reps = [int(r) for r in repetitions]  # ivy_core has checked them (ints, not negative)
    ndim = len(x.shape)
    if len(reps) > ndim:
        x = _R.Reshape(tensor=x, shape=shape_arg([1] * (len(reps) - ndim) + x.shape.as_list()))
    reps = [1] * (len(x.shape) - len(reps)) + reps
    dt = x.dtype
    if dt == tf.uint16:  # no Tile kernel for uint16: bit-identical on int16
        return tf.bitcast(_R.Tile(input=tf.bitcast(x, tf.int16), multiples=shape_arg(reps)), dt)
    try:
        return _R.Tile(input=x, multiples=shape_arg(reps))
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def unstack(x: Any, /, *, axis: int = 0) -> tuple[Any, ...]:
    # ivy_core passes an axis of x, non-negative (x has one dimension or more).
    return tuple(_R.Unpack(value=x, num=x.shape[axis], axis=axis))
