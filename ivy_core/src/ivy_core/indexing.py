"""Indexing functions (``take``, ``take_along_axis``)."""

from __future__ import annotations

from ._api import primary
from ._state import calls

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike

__all__ = ["take", "take_along_axis"]


@primary(arrays=("x", "indices"))
def take(x: ArrayLike, indices: ArrayLike, /, *, axis: int | None = None, out: Array | None = None) -> Array:
    """The elements of ``x`` at ``indices`` (an integer array) along ``axis``.

    The result has shape ``x.shape[:axis] + indices.shape + x.shape[axis+1:]``
    and the dtype of ``x``. Negative indices count from the end; an index
    out of range raises ``IndexError``. With ``axis=None`` ``x`` is
    flattened first (the standard requires ``axis`` for ``x.ndim > 1``).
    """
    return calls.take(x, indices, axis, out)


@primary(arrays=("x", "indices"))
def take_along_axis(
    x: ArrayLike, indices: ArrayLike, /, *, axis: int = -1, out: Array | None = None
) -> Array:
    """The elements of ``x`` at ``indices`` along ``axis``, pairing each
    index with its position on the other axes (as returned by
    :func:`argsort`). ``indices`` has the rank of ``x`` and broadcasts with
    it on the other axes; negative indices count from the end; an index out
    of range raises ``IndexError``."""
    return calls.take_along_axis(x, indices, axis, out)
