"""Sorting functions. Indices are returned in the default int dtype."""

from __future__ import annotations

from ._api import primary
from ._state import calls

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike

__all__ = ["argsort", "sort"]


@primary(arrays=("x",))
def argsort(
    x: ArrayLike,
    /,
    *,
    axis: int = -1,
    descending: bool = False,
    stable: bool = True,
    out: Array | None = None,
) -> Array:
    """Indices that sort ``x`` along ``axis`` (default int dtype).

    ``descending`` sorts from the largest; with ``stable`` equal elements
    keep their relative order (in both directions). NaNs sort after every
    other value when ascending and before them when descending.
    """
    return calls.argsort(x, axis, descending, stable, out)


@primary(arrays=("x",))
def sort(
    x: ArrayLike,
    /,
    *,
    axis: int = -1,
    descending: bool = False,
    stable: bool = True,
    out: Array | None = None,
) -> Array:
    """``x`` sorted along ``axis`` (see :func:`argsort` for the options)."""
    return calls.sort(x, axis, descending, stable, out)
