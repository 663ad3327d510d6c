"""Helpers of the ivy-dask tests."""

from __future__ import annotations

from typing import Any


def nbytes(result: Any) -> int:
    """The bytes of the arrays in a task's result, however nested in
    tuples and lists (the sort's cut tasks give a tuple of pieces, each a
    tuple of arrays)."""
    if isinstance(result, (tuple, list)):
        return sum(nbytes(r) for r in result)
    return int(getattr(result, "nbytes", 0))
