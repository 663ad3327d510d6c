"""The standard's ``fft`` extension, reachable as ``ivy_core.fft`` on torch."""

from __future__ import annotations

__all__: list[str] = []
