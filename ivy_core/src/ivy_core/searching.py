"""Searching functions."""

from __future__ import annotations

from ._api import primary

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike, Scalar

__all__ = ["where"]


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
