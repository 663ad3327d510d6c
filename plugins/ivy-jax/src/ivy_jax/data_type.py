"""Casting."""

from __future__ import annotations

from typing import Any

import jax

from ._runtime import placed_on as _placed_on

__all__ = ["astype"]

_put = jax.device_put


def astype(x: Any, dtype: Any, /, *, copy: bool = True, device: Any = None) -> Any:
    # jax arrays are immutable, so "no copy" (copy=False, nothing to change)
    # is returning x itself.
    if x.dtype != dtype:
        x = x.astype(dtype)
    elif copy:
        x = x.copy()
    if device is not None and not _placed_on(x, device):
        x = _put(x, device)
    return x
