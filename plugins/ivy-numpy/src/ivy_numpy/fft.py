"""The standard's ``fft`` extension, reachable as ``ivy_core.fft`` on numpy."""

from __future__ import annotations

__all__: list[str] = []
