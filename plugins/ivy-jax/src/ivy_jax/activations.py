"""Activation functions Ivy provides beyond the standard on jax."""

from __future__ import annotations

__all__: list[str] = []
