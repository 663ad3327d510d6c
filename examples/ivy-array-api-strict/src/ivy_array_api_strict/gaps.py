"""What array-api-strict does differently from ivy_core's spec."""

from __future__ import annotations

__all__: list[str] = []
