"""Activation functions Ivy provides beyond the standard on torch."""

from __future__ import annotations

__all__: list[str] = []
