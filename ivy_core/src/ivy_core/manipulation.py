"""Shape manipulation."""

from __future__ import annotations

import builtins

from ._api import compositional, primary
from ._state import calls
from .creation import asarray

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike, Axis

__all__ = [
    "reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to",
    "broadcast_arrays", "flip", "moveaxis", "repeat", "roll", "squeeze", "tile", "unstack", "split",
]  # fmt: skip


@primary(arrays=("x",))
def reshape(
    x: ArrayLike, /, shape: Sequence[int], *, copy: bool | None = None, out: Array | None = None
) -> Array:
    """``x`` with a new ``shape`` (one entry may be -1)."""
    return calls.reshape(x, shape, copy, out)


@primary(sequences=("arrays",), promote=("arrays",))
def concat(arrays: Sequence[ArrayLike], /, *, axis: int | None = 0, out: Array | None = None) -> Array:
    """Join ``arrays`` along an existing ``axis`` (``None`` flattens first);
    the arrays are promoted to one dtype."""
    return calls.concat(arrays, axis, out)


@primary(sequences=("arrays",), promote=("arrays",))
def stack(arrays: Sequence[ArrayLike], /, *, axis: int = 0, out: Array | None = None) -> Array:
    """Join ``arrays`` along a new ``axis``; the arrays are promoted to one dtype."""
    return calls.stack(arrays, axis, out)


@primary(arrays=("x",))
def expand_dims(x: ArrayLike, /, *, axis: int = 0, out: Array | None = None) -> Array:
    """``x`` with a new axis of size one at ``axis``."""
    return calls.expand_dims(x, axis, out)


@primary(arrays=("x",))
def permute_dims(x: ArrayLike, /, axes: Sequence[int], *, out: Array | None = None) -> Array:
    """``x`` with its axes reordered as ``axes``."""
    return calls.permute_dims(x, axes, out)


@primary(arrays=("x",))
def broadcast_to(x: ArrayLike, /, shape: Sequence[int], *, out: Array | None = None) -> Array:
    """``x`` broadcast to ``shape``."""
    return calls.broadcast_to(x, shape, out)


@primary(sequences=("arrays",), returns="arrays")
def broadcast_arrays(*arrays: ArrayLike) -> tuple[Array, ...]:
    """``arrays`` broadcast against each other to one shape; each keeps its
    dtype (no promotion). Returns a tuple of arrays."""
    return calls.broadcast_arrays(arrays)


@primary(arrays=("x",))
def flip(x: ArrayLike, /, *, axis: Axis = None, out: Array | None = None) -> Array:
    """``x`` with the order of its elements reversed along ``axis`` (all
    axes when ``None``); shape and dtype are kept."""
    return calls.flip(x, axis, out)


@primary(arrays=("x",))
def moveaxis(
    x: ArrayLike,
    source: int | tuple[int, ...],
    destination: int | tuple[int, ...],
    /,
    *,
    out: Array | None = None,
) -> Array:
    """``x`` with the axes ``source`` moved to the positions ``destination``;
    the other axes keep their order."""
    return calls.moveaxis(x, source, destination, out)


@primary(arrays=("x",), unwrap=("repeats",))
def repeat(
    x: ArrayLike, repeats: int | ArrayLike, /, *, axis: int | None = None, out: Array | None = None
) -> Array:
    """Each element of ``x`` repeated ``repeats`` times along ``axis``
    (``x`` flattened first when ``axis`` is ``None``). ``repeats`` is an int
    or a 1-D integer array with one count per element along ``axis``."""
    return calls.repeat(x, repeats, axis, out)


@primary(arrays=("x",))
def roll(
    x: ArrayLike,
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
    out: Array | None = None,
) -> Array:
    """``x`` with its elements shifted cyclically by ``shift`` along ``axis``
    (``x`` flattened, rolled and reshaped back when ``axis`` is ``None``)."""
    return calls.roll(x, shift, axis, out)


@primary(arrays=("x",))
def squeeze(x: ArrayLike, /, axis: int | tuple[int, ...], *, out: Array | None = None) -> Array:
    """``x`` without the axes ``axis``, which must have size one
    (``ValueError`` otherwise)."""
    return calls.squeeze(x, axis, out)


@primary(arrays=("x",))
def tile(x: ArrayLike, repetitions: tuple[int, ...], /, *, out: Array | None = None) -> Array:
    """``x`` repeated ``repetitions[i]`` times along axis ``i``; the shorter
    of ``x.shape`` and ``repetitions`` is padded with leading ones."""
    return calls.tile(x, repetitions, out)


@primary(arrays=("x",), returns="arrays")
def unstack(x: ArrayLike, /, *, axis: int = 0) -> tuple[Array, ...]:
    """The slices of ``x`` along ``axis``, as a tuple of arrays of rank
    ``x.ndim - 1``."""
    return calls.unstack(x, axis)


def _split_body(x, num_or_size_splits, axis, with_remainder, /) -> tuple[Array, ...]:
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
    """``x`` split along ``axis`` into a tuple of arrays (Ivy's function).

    ``num_or_size_splits``: ``None`` gives pieces of size one; an int ``n``
    gives ``n`` equal pieces, the axis length must be divisible by ``n``
    unless ``with_remainder`` is true, where (as in Ivy) the pieces have
    size ``n`` and the last one holds the remainder; a sequence (or 1-D
    integer array) gives the size of each piece, and must sum to the axis
    length. A 0-d ``x`` is returned as the only piece (``n`` must be 1).
    """
    return calls.split(x, num_or_size_splits, axis, with_remainder)


def _split_keys(x: Any, spec: Any, axis: Any, with_remainder: bool) -> list[Any]:
    """The index of each piece of :func:`split`, checked."""

    where = f"ivy_core.split (backend {x.backend!r})"
    if x.ndim == 0:
        if spec not in (None, 1):
            raise ValueError(
                f"{where}: a 0-d array can only be split into one piece, got num_or_size_splits={spec!r}"
            )
        return [()]
    ndim = x.ndim
    if isinstance(axis, bool) or not hasattr(axis, "__index__"):
        raise TypeError(f"{where}: axis must be an int, got {type(axis).__name__}")
    axis = axis.__index__()
    if not -ndim <= axis < ndim:
        raise ValueError(f"{where}: axis {axis} is out of bounds for an array of dimension {ndim}")
    axis %= ndim
    length = x.shape[axis]
    if spec is not None and not isinstance(spec, (bool, int, list, tuple)):
        spec = asarray(spec).tolist()  # an Array, a native array or a NumPy integer
    if spec is None:
        sizes = [1] * length
    elif isinstance(spec, bool) or not isinstance(spec, (int, list, tuple)):
        raise TypeError(
            f"{where}: num_or_size_splits must be None, an int or a sequence of ints, got {spec!r:.80}"
        )
    elif isinstance(spec, int):
        if spec <= 0:
            raise ValueError(f"{where}: num_or_size_splits must be positive, got {spec}")
        if length % spec == 0:
            sizes = [length // spec] * spec
        elif with_remainder:
            sizes = [spec] * (length // spec) + [length % spec]
        else:
            raise ValueError(
                f"{where}: an axis of length {length} cannot be split into {spec} equal pieces; "
                "pass with_remainder=True or a list of sizes"
            )
    else:
        sizes = [int(s) for s in spec]
        if builtins.any(s < 0 for s in sizes) or builtins.sum(sizes) != length:
            raise ValueError(
                f"{where}: the sizes {sizes} must be non-negative and sum to the axis length {length}"
            )
    lead = (slice(None),) * axis
    keys = []
    start = 0
    for size in sizes:
        keys.append((*lead, slice(start, start + size)))
        start += size
    return keys
