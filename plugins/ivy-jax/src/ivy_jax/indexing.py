"""Indexing functions on jax."""

from __future__ import annotations

__all__: list[str] = []
