"""The runtime of a backend bound by name (``_by_name``): what can be read
from a framework namespace and the functions bound from it, so that its
author writes only the hooks that differ (in the backend's runtime module,
which overrides these hook by hook).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .._dtype import _dtypes
from .._spec._api import API
from ._adapter import _device_text
from ._by_name import array_type
from ._contract import Runtime


def runtime_for(spec: Any, ns: Any, version: str, impls: Mapping[str, Callable[..., Any]]) -> Runtime:
    """The runtime hooks read from ``ns``: ``VERSION`` (``version``),
    ``ARRAY_TYPES`` (the spec's dotted names), ``DTYPES`` (the namespace's
    dtype objects, named as ivy_core or ``spec.names`` names them, less the
    dtypes of ``spec.gaps``), devices (the default one is that of an array
    ``asarray`` makes; strings name it as ivy_core shows it), ``to_numpy``
    through DLPack or ``numpy.asarray``, ``as_native`` through ``asarray``
    for a scalar with a dtype, ``UNSUPPORTED`` from ``spec.gaps``."""
    import numpy as np

    rt = Runtime()
    rt.__name__ = f"{ns.__name__} (bound by name)"
    rt.VERSION = version
    rt.ARRAY_TYPES = tuple(array_type(t) for t in spec.native_array_types)
    named = {n: spec.names.get(n, n) for n in _dtypes.DTYPE_NAMES if n not in spec.gaps}
    rt.DTYPES = {n: getattr(ns, v) for n, v in named.items() if v and hasattr(ns, v)}
    make = impls.get("asarray")
    if make is not None:
        _reported_dtypes(rt, make)
    rt.DTYPE_TYPE = type(next(iter(rt.DTYPES.values()))) if rt.DTYPES else None
    rt.UNSUPPORTED = {k: v for k, v in spec.gaps.items() if k in API}
    default = getattr(make(0), "device", "cpu") if make is not None else "cpu"
    devices = {_device_text(default): default}

    def native_device(device: Any) -> Any:
        if device is None:
            return default
        if isinstance(device, str):
            text = device.lower()
            found = devices.get(text, devices.get(text[:-2]) if text.endswith(":0") else None)
            if found is None:
                raise ValueError(
                    f"device {device!r} is not available; the devices are {sorted(devices)} "
                    "(write native_device in the runtime module for others)"
                )
            return found
        return device

    def to_numpy(x: Any) -> Any:
        try:
            return np.from_dlpack(x)
        except (TypeError, ValueError, BufferError, RuntimeError, AttributeError):
            return np.asarray(x)

    if make is not None and "flip" in impls and "broadcast_to" in impls and not _negative_steps(make):
        _index_with_positive_steps(rt, impls)
    if make is not None:
        # A scalar with a dtype (NumPy's x[1, 2], a 0-d reduction) as a 0-d array.
        rt.as_native = lambda value: make(value) if hasattr(value, "dtype") else None  # type: ignore[method-assign]
    rt.native_device = native_device  # type: ignore[method-assign]
    rt.device_of = lambda x: getattr(x, "device", default)  # type: ignore[method-assign]
    rt.device_string = lambda x: _device_text(getattr(x, "device", default))  # type: ignore[method-assign]
    rt.device_string_of = _device_text  # type: ignore[method-assign]
    rt.to_numpy = to_numpy  # type: ignore[method-assign]
    return rt


def _reported_dtypes(rt: Runtime, make: Callable[..., Any]) -> None:
    """``rt.DTYPES`` as arrays report their dtypes (``np.dtype("float32")``
    where the namespace names the scalar type ``np.float32``); the names
    the namespace gives stay valid spellings (``canonical_dtype``)."""
    spellings: dict[Any, Any] = {}
    table = dict(rt.DTYPES)
    for n, named in rt.DTYPES.items():
        try:
            reported = make(0, dtype=named).dtype
        except Exception:  # a dtype asarray refuses: the kit's basics report it
            continue
        if reported is not named:
            table[n] = spellings[named] = reported
    rt.DTYPES = table
    if spellings:

        def canonical_dtype(dtype: Any) -> Any:
            return spellings.get(dtype) if getattr(dtype, "__hash__", None) else None

        rt.canonical_dtype = canonical_dtype  # type: ignore[method-assign]


def _negative_steps(make: Callable[..., Any]) -> bool:
    """Whether the framework's arrays take slices with negative steps."""
    try:
        make([0, 1])[::-1]
    except Exception:  # torch: "step must be greater than zero"
        return False
    return True


def _positive(key: Any, shape: Any) -> tuple[Any, tuple[int, ...]]:
    """``key`` with each negative-step slice made the positive-step slice
    over the same elements, and the axes of the result to flip back. A key
    with an index array is left as it is."""
    items = list(key) if type(key) is tuple else [key]
    taken = sum(k is not None and k is not Ellipsis for k in items)
    axis = dim = 0
    flips: list[int] = []
    for j, k in enumerate(items):
        if k is Ellipsis:
            axis, dim = axis + len(shape) - taken, dim + len(shape) - taken
        elif k is None:
            dim += 1
        elif type(k) is slice:
            r = range(*k.indices(shape[axis]))
            if r.step < 0:
                items[j] = slice(r[-1], r[0] + 1, -r.step) if r else slice(0, 0)
                flips.append(dim)
            axis, dim = axis + 1, dim + 1
        elif isinstance(k, int):
            axis += 1
        else:  # an index array: its axes follow other rules
            return key, ()
    return (tuple(items) if type(key) is tuple else items[0]), tuple(flips)


def _index_with_positive_steps(rt: Runtime, impls: Mapping[str, Callable[..., Any]]) -> None:
    """``getitem``/``setitem`` for a framework without negative slice
    steps: the positive slice, then the backend's ``flip`` (looked up when
    called: the backend's own implementation modules may replace it)."""

    def getitem(x: Any, key: Any) -> Any:
        key, flips = _positive(key, x.shape)
        return impls["flip"](x[key], axis=flips) if flips else x[key]

    def setitem(x: Any, key: Any, value: Any) -> Any:
        key, flips = _positive(key, x.shape)
        if flips and getattr(value, "ndim", None):
            value = impls["flip"](impls["broadcast_to"](value, tuple(x[key].shape)), axis=flips)
        x[key] = value
        return x

    rt.getitem = getitem  # type: ignore[method-assign]
    rt.setitem = setitem  # type: ignore[method-assign]
