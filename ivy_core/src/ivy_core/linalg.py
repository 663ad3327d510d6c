"""Linear algebra (the slice that is in the main namespace)."""

from __future__ import annotations

from ._api import primary

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike

__all__ = ["matmul"]


@primary(arrays=("x1", "x2"), promote=("x1", "x2"))
def matmul(x1: ArrayLike, x2: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Matrix product with the Array API's broadcasting rules; the inputs are
    promoted to one dtype."""
