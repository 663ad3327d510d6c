"""Casting."""

from __future__ import annotations

from typing import Any

import dask.array as da

__all__ = ["astype"]


def astype(x: da.Array, dtype: Any, /, *, copy: bool = True, device: Any = None) -> da.Array:
    if x.dtype == dtype:
        return da.Array(x.dask, x.name, x.chunks, meta=x._meta) if copy else x
    return x.astype(dtype)
