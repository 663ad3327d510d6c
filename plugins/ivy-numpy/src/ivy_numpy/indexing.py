"""Indexing functions on numpy."""

from __future__ import annotations

__all__: list[str] = []
