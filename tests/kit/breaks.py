"""A pytest plugin that breaks the numpy backend on purpose, for the tests of
the conformance kit's guidance (tests/plugins/test_kit_guidance.py), which
run the kit in a subprocess with ``-p breaks`` and this folder on the path.

``IVY_KIT_BREAK`` names the breaks, comma-separated:

- ``asarray``: ``asarray`` turns int16 into int32 (a basic the kit checks first);
- ``setitem``: item assignment raises (another basic);
- ``strict``: ``sum``, ``prod`` and ``cumulative_sum`` raise the framework's
  own TypeError for bool input, as array-api-strict does, undeclared;
- ``missing``: ``tan``, ``hypot`` and ``bitwise_left_shift`` are not implemented;
- ``wrong``: ``add`` and ``multiply`` of floats are off by one.

The broken backend replaces ivy-numpy's under the name ``numpy`` in this
process only (the registry's cache of loaded backends).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import Any

import numpy as np
from ivy_core._backends._backend import Backend
from ivy_core._plugins import _registry

_STRICT = ("sum", "prod", "cumulative_sum")
_MISSING = ("tan", "hypot", "bitwise_left_shift")
_WRONG = ("add", "multiply")


def _int16_to_int32(f: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(f)
    def asarray(*args: Any, **kwargs: Any) -> Any:
        r = f(*args, **kwargs)
        return r.astype(np.int32) if r.dtype == np.int16 else r

    return asarray


def _refuse_bool(name: str, f: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(f)
    def strict(x: Any, *args: Any, **kwargs: Any) -> Any:
        if x.dtype == np.bool_:
            raise TypeError(f"Only numeric dtypes are allowed in {name}")
        return f(x, *args, **kwargs)

    return strict


def _off_by_one(f: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(f)
    def wrong(*args: Any, **kwargs: Any) -> Any:
        r = f(*args, **kwargs)
        return r + 1 if r.dtype.kind == "f" else r

    return wrong


def _no_setitem(x: Any, key: Any, value: Any) -> Any:
    raise IndexError("item assignment is not supported")


def broken(breaks: set[str]) -> Backend:
    base = _registry.load("numpy", "kit test")
    table = dict(base.impls)
    if "asarray" in breaks:
        table["asarray"] = _int16_to_int32(table["asarray"])
    if "strict" in breaks:
        table.update({n: _refuse_bool(n, table[n]) for n in _STRICT})
    if "missing" in breaks:
        for n in _MISSING:
            del table[n]
    if "wrong" in breaks:
        table.update({n: _off_by_one(table[n]) for n in _WRONG})
    if "setitem" in breaks:
        # Array methods find the backend by the array's type, which stays
        # ivy-numpy's: its runtime's hook is replaced (in this process only).
        base.runtime.setitem = _no_setitem
    return Backend(base.info, base.spec, base.runtime, table, dict(base.origins), base.find_backend, base.build_entry)


def pytest_configure(config: Any) -> None:
    breaks = {b for b in os.environ.get("IVY_KIT_BREAK", "").split(",") if b}
    if breaks:
        _registry._loaded["numpy"] = broken(breaks)
