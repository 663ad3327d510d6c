"""Indexing functions (``take``, ``take_along_axis``)."""

from __future__ import annotations

from ._api import compositional, primary  # noqa: F401

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from ._array import Array  # noqa: F401
    from ._typing import ArrayLike, Scalar  # noqa: F401

__all__: list[str] = []
