"""Activation functions Ivy provides beyond the standard on numpy."""

from __future__ import annotations

__all__: list[str] = []
