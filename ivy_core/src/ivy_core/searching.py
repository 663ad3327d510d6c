"""Searching functions. Indices are returned in the default int dtype
(:func:`ivy_core.default_int_dtype`) on every backend."""

from __future__ import annotations

from ._api import primary
from ._state import calls

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from typing import Literal

    from ._array import Array
    from ._typing import ArrayLike, Axis, Scalar

__all__ = ["where", "argmax", "argmin", "count_nonzero", "nonzero", "searchsorted"]


@primary(arrays=("condition", "x1", "x2"), promote=("x1", "x2"))
def where(
    condition: ArrayLike,
    x1: ArrayLike | Scalar,
    x2: ArrayLike | Scalar,
    /,
    *,
    out: Array | None = None,
) -> Array:
    """Elements of ``x1`` where ``condition`` is true, else of ``x2``
    (broadcast together; ``x1`` and ``x2`` promoted)."""
    return calls.where(condition, x1, x2, out)


@primary(arrays=("x",))
def argmax(
    x: ArrayLike, /, *, axis: int | None = None, keepdims: bool = False, out: Array | None = None
) -> Array:
    """Index of the first maximum along ``axis`` (of the flattened array when
    ``None``), in the default int dtype. An empty reduction raises
    ``ValueError``."""
    return calls.argmax(x, axis, keepdims, out)


@primary(arrays=("x",))
def argmin(
    x: ArrayLike, /, *, axis: int | None = None, keepdims: bool = False, out: Array | None = None
) -> Array:
    """Index of the first minimum along ``axis`` (of the flattened array when
    ``None``), in the default int dtype. An empty reduction raises
    ``ValueError``."""
    return calls.argmin(x, axis, keepdims, out)


@primary(arrays=("x",))
def count_nonzero(
    x: ArrayLike, /, *, axis: Axis = None, keepdims: bool = False, out: Array | None = None
) -> Array:
    """Number of nonzero elements over ``axis`` (all axes by default), in the
    default int dtype. A complex element is nonzero when either part is;
    NaN is nonzero."""
    return calls.count_nonzero(x, axis, keepdims, out)


@primary(arrays=("x",), returns="arrays")
def nonzero(x: ArrayLike, /) -> tuple[Array, ...]:
    """The indices of the nonzero elements of ``x``: one array per axis, in
    row-major order, in the default int dtype. A 0-d ``x`` raises
    ``ValueError``."""
    return calls.nonzero(x)


@primary(arrays=("x1", "x2", "sorter"), promote=("x1", "x2"), scalars=("x2",))
def searchsorted(
    x1: ArrayLike,
    x2: ArrayLike | Scalar,
    /,
    *,
    side: Literal["left", "right"] = "left",
    sorter: ArrayLike | None = None,
    out: Array | None = None,
) -> Array:
    """Insertion indices of the values ``x2`` into the 1-D array ``x1``
    (sorted ascending, or sorted by the indices ``sorter``) that keep it
    sorted: before equal values with ``side="left"``, after them with
    ``side="right"``. ``x1`` and ``x2`` are promoted to one dtype; the
    result has the shape of ``x2`` and the default int dtype."""
    return calls.searchsorted(x1, x2, side, sorter, out)
