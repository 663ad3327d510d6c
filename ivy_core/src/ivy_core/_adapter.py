"""The generic Array API adapter: a backend for a library whose namespace
follows the Array API standard (array-api-strict, CuPy, ndonnx, JAX's and
NumPy's own namespaces) from that namespace alone.

A backend whose ``BackendSpec`` names ``array_api="array_api_strict"`` gets

- its runtime from :func:`runtime_for`: dtypes, devices and conversions read
  from the namespace and ``__array_namespace_info__()``;
- its implementations from :func:`implementations_for`: each API function
  is the namespace's function of that name (``xp.linalg.cholesky`` for the
  linalg extension, ``xp.fft.fft`` for fft), called directly, with no
  wrapper, since ivy_core's implementation signatures are the standard's.
  The few ivy_core functions the standard lacks (``relu``, ``sigmoid``,
  ``softmax``, ``diag``, ``array``) are written here in the namespace's
  functions; ``random_*`` and ``seed`` are left out, since the standard has
  no random numbers (the backend can add them).

The backend's own ``runtime_module`` and ``implementation_modules``, when it
names them, override what the adapter gives, hook by hook and function by
function: that is where it declares its gaps (an implementation decorated
with ``with_unsupported_dtypes``) and fixes what its library does
differently.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from . import _dtypes
from ._api import API
from ._contract import Runtime

#: Areas whose functions live in an extension namespace of the standard.
_EXTENSIONS = ("linalg", "fft")

#: Functions the standard leaves out, with the reason a backend built by the
#: adapter gives for not having them (unless it implements them itself).
LEFT_OUT: dict[str, str] = {
    "random_uniform": "the Array API standard has no random numbers; implement random_uniform in the backend",
    "random_normal": "the Array API standard has no random numbers; implement random_normal in the backend",
    "seed": "the Array API standard has no random numbers; implement seed in the backend",
}


def namespace(name: str) -> Any:
    """Import the namespace a ``BackendSpec.array_api`` names."""
    return importlib.import_module(name)


def _device_text(device: Any) -> str:
    """A native device as ivy_core shows it: ``"cpu"`` for a CPU device
    whatever the library calls it, else its lower-cased name."""
    text = str(device)
    inner = text.split("(", 1)[-1].rstrip(")").strip("'\"") if "(" in text else text
    return "cpu" if "cpu" in inner.lower() else inner.lower()


def runtime_for(xp: Any, version: str) -> Runtime:
    """The runtime hooks of the namespace ``xp`` (``version``: its
    distribution's version, for declarations by version range)."""
    import numpy as np

    info = xp.__array_namespace_info__()
    default = info.default_device()
    devices = {_device_text(d): d for d in reversed(tuple(info.devices()))}
    devices[_device_text(default)] = default
    rt = Runtime()
    rt.__name__ = xp.__name__
    rt.VERSION = version
    rt.ARRAY_TYPES = (type(xp.asarray(0)),)
    rt.DTYPES = {n: getattr(xp, n) for n in _dtypes.DTYPE_NAMES if n in info.dtypes(device=default)}
    rt.CHECK_INDEX_ARRAYS = True  # the standard leaves out-of-range indices unspecified

    def native_device(device: Any) -> Any:
        if device is None:
            return default
        if isinstance(device, str):
            text = device.lower()
            found = devices.get(text) or devices.get(text.split(":", 1)[0] if text.endswith(":0") else text)
            if found is None:
                raise ValueError(f"device {device!r} is not available; the devices are {sorted(devices)}")
            return found
        return device

    def to_numpy(x: Any) -> Any:
        try:
            return np.from_dlpack(x)
        except (TypeError, ValueError, BufferError, RuntimeError):
            return np.asarray(x)

    rt.native_device = native_device  # type: ignore[method-assign]
    rt.device_of = lambda x: x.device  # type: ignore[method-assign]
    rt.device_string = lambda x: _device_text(x.device)  # type: ignore[method-assign]
    rt.device_string_of = _device_text  # type: ignore[method-assign]
    rt.to_numpy = to_numpy  # type: ignore[method-assign]
    array_type = rt.ARRAY_TYPES[0]

    def full(key: Any) -> Any:
        # The standard leaves a key that indexes fewer axes than the array
        # has unspecified unless it ends in an ellipsis; NumPy's meaning
        # (the axes left out are whole) is that of a trailing ellipsis.
        items = key if type(key) is tuple else (key,)
        if any(k is Ellipsis or isinstance(k, array_type) for k in items):
            return key
        return (*items, Ellipsis)

    def getitem(x: Any, key: Any) -> Any:
        taken = _one_index_array(xp, x, key, array_type)
        return taken if taken is not None else x[full(key)]

    def setitem(x: Any, key: Any, value: Any) -> Any:
        x[full(key)] = value
        return x

    rt.getitem = getitem  # type: ignore[method-assign]
    rt.setitem = setitem  # type: ignore[method-assign]
    rt.UNSUPPORTED = dict(LEFT_OUT)
    return rt


def _one_index_array(xp: Any, x: Any, key: Any, array_type: type) -> Any:
    """``x[key]`` for a key of ints, slices, an ellipsis and one integer
    array (NumPy's ``x[i]``, ``x[:, i]``), which the standard leaves out
    unless every axis has an array: the slices first, then ``take`` along
    the array's axis. ``None`` for any other key."""
    items = list(key) if type(key) is tuple else [key]
    found = [j for j, k in enumerate(items) if isinstance(k, array_type)]
    if len(found) != 1 or any(k is None for k in items):
        return None
    index = items[found[0]]
    if index.dtype == xp.bool:
        return None
    dots = [j for j, k in enumerate(items) if k is Ellipsis]
    if dots:
        items[dots[0] : dots[0] + 1] = [slice(None)] * (x.ndim - len(items) + 1)
    items += [slice(None)] * (x.ndim - len(items))
    where = next(j for j, k in enumerate(items) if k is index)
    axis = sum(1 for k in items[:where] if isinstance(k, slice))
    items[where] = slice(None)
    y = x[tuple(items)]
    flat = xp.take(y, xp.reshape(index, (-1,)), axis=axis)
    return xp.reshape(flat, (*y.shape[:axis], *index.shape, *y.shape[axis + 1 :]))


def implementations_for(xp: Any) -> dict[str, Callable[..., Any]]:
    """API function name -> the namespace's function, for every function
    the namespace has (and the ones :func:`_composed` writes in it)."""
    found: dict[str, Callable[..., Any]] = {}
    composed = _composed(xp)
    for name, api in API.items():
        area = api.spec.__module__.rsplit(".", 1)[-1]
        fn = None
        if area in _EXTENSIONS:
            fn = getattr(getattr(xp, area, None), name, None)
        if fn is None:
            fn = getattr(xp, name, None)
        if fn is None:
            fn = composed.get(name)
        if callable(fn):
            found[name] = fn
    return found


def _composed(xp: Any) -> dict[str, Callable[..., Any]]:
    """The ivy_core functions the standard lacks, in ``xp``'s functions."""

    def relu(x: Any, /) -> Any:
        return xp.maximum(x, xp.zeros_like(x))

    def sigmoid(x: Any, /) -> Any:
        return 1 / (1 + xp.exp(-x))

    def softmax(x: Any, /, *, axis: int = -1) -> Any:
        e = xp.exp(x - xp.max(x, axis=axis, keepdims=True))
        return e / xp.sum(e, axis=axis, keepdims=True)

    def diag(x: Any, /, *, k: int = 0) -> Any:
        if x.ndim == 2:
            return xp.linalg.diagonal(x, offset=k)
        if x.ndim != 1:
            raise ValueError(f"ivy_core.diag: x must be 1-D or 2-D, got {x.ndim}-D")
        n = x.shape[0] + abs(k)
        rows = xp.arange(n)[:, None]
        cols = xp.arange(n)[None, :]
        hit = (cols - rows) == k
        # Element i of x sits at row i (k >= 0) or row i - k (k < 0).
        src = xp.clip(rows if k >= 0 else rows + k, 0, max(x.shape[0] - 1, 0))
        values = xp.take(x, xp.reshape(src, (-1,)), axis=0) if x.shape[0] else xp.zeros((n,), dtype=x.dtype)
        values = xp.broadcast_to(xp.reshape(values, (n, 1)), (n, n))
        return xp.where(hit, values, xp.zeros((), dtype=x.dtype, device=x.device))

    return {"relu": relu, "sigmoid": sigmoid, "softmax": softmax, "diag": diag, "array": xp.asarray}
