"""Kit cases: (being written)."""

from __future__ import annotations

from ._case import Case

CASES: list[Case] = []
