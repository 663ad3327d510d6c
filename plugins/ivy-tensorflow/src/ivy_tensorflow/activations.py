"""Activation functions Ivy provides beyond the standard on tensorflow."""

from __future__ import annotations

__all__: list[str] = []
