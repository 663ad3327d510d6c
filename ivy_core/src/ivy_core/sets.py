"""Set functions (``unique_*``). Every backend returns the unique values
sorted ascending (NaNs last), and indices and counts in the default int
dtype. As the standard asks, NaNs compare unequal, so each NaN is a unique
value of its own, while ``-0.0`` and ``0.0`` are one value."""

from __future__ import annotations

from ._api import primary
from ._state import calls

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike

__all__ = ["unique_all", "unique_counts", "unique_inverse", "unique_values"]


@primary(arrays=("x",), returns="arrays", fields=("values", "indices", "inverse_indices", "counts"))
def unique_all(x: ArrayLike, /) -> tuple[Array, Array, Array, Array]:
    """The unique values of ``x`` (flattened), the index of the first
    occurrence of each in flattened ``x``, the index into ``values`` of each
    element of ``x`` (shape of ``x``), and the count of each."""
    return calls.unique_all(x)


@primary(arrays=("x",), returns="arrays", fields=("values", "counts"))
def unique_counts(x: ArrayLike, /) -> tuple[Array, Array]:
    """The unique values of ``x`` (flattened) and how often each occurs."""
    return calls.unique_counts(x)


@primary(arrays=("x",), returns="arrays", fields=("values", "inverse_indices"))
def unique_inverse(x: ArrayLike, /) -> tuple[Array, Array]:
    """The unique values of ``x`` (flattened) and the index into ``values``
    of each element of ``x`` (same shape as ``x``)."""
    return calls.unique_inverse(x)


@primary(arrays=("x",))
def unique_values(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """The unique values of ``x`` (flattened), sorted."""
    return calls.unique_values(x, out)
