"""Shape manipulation."""

from __future__ import annotations

from ._api import primary

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from collections.abc import Sequence

if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike

__all__ = ["reshape", "concat", "stack", "expand_dims", "permute_dims", "broadcast_to"]


@primary(arrays=("x",))
def reshape(
    x: ArrayLike, /, shape: Sequence[int], *, copy: bool | None = None, out: Array | None = None
) -> Array:
    """``x`` with a new ``shape`` (one entry may be -1)."""


@primary(sequences=("arrays",), promote=("arrays",))
def concat(arrays: Sequence[ArrayLike], /, *, axis: int | None = 0, out: Array | None = None) -> Array:
    """Join ``arrays`` along an existing ``axis`` (``None`` flattens first);
    the arrays are promoted to one dtype."""


@primary(sequences=("arrays",), promote=("arrays",))
def stack(arrays: Sequence[ArrayLike], /, *, axis: int = 0, out: Array | None = None) -> Array:
    """Join ``arrays`` along a new ``axis``; the arrays are promoted to one dtype."""


@primary(arrays=("x",))
def expand_dims(x: ArrayLike, /, *, axis: int = 0, out: Array | None = None) -> Array:
    """``x`` with a new axis of size one at ``axis``."""


@primary(arrays=("x",))
def permute_dims(x: ArrayLike, /, axes: Sequence[int], *, out: Array | None = None) -> Array:
    """``x`` with its axes reordered as ``axes``."""


@primary(arrays=("x",))
def broadcast_to(x: ArrayLike, /, shape: Sequence[int], *, out: Array | None = None) -> Array:
    """``x`` broadcast to ``shape``."""
