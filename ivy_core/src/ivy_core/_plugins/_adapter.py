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
import math
from collections.abc import Callable
from typing import Any

from .._dtype import _dtypes
from .._dtype._support import with_unsupported_dtypes
from .._spec._api import API
from ._contract import Runtime

#: Areas whose functions live in an extension namespace of the standard.
_EXTENSIONS = ("linalg", "fft")

#: ivy_core functions the standard does not have, or whose standard
#: version takes less than ivy_core's (``matrix_rank`` of integers): a
#: namespace function of the same name is not taken (``torch.cumsum`` has
#: another signature); ivy_core's own version (``_composed`` below, or the
#: compositional body) runs instead.
NOT_STANDARD = frozenset(
    "array cumsum diag logspace lstm_update random_normal random_uniform relu seed sigmoid softmax split "
    "matrix_rank".split()
)

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
    # ivy_core's dtypes are the same on every device: a device with fewer
    # (array-api-strict's "no_float64") is not listed, though it can be named.
    every_dtype = set(info.dtypes(device=default))
    listed = [d for d in info.devices() if d != default and set(info.dtypes(device=d)) >= every_dtype]
    rt.devices = lambda: [default, *listed]  # type: ignore[method-assign]
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


#: The dtype kinds of each category the standard names for a function's
#: input ("Should have a numeric data type").
_CATEGORIES: dict[str, tuple[str, ...]] = {
    "numeric": ("signed", "unsigned", "float", "complex"),
    "real numeric": ("signed", "unsigned", "float"),
    "integer": ("signed", "unsigned"),
    "integer or boolean": ("signed", "unsigned", "bool"),
    "floating": ("float", "complex"),
    "real floating": ("float",),
    "complex floating": ("complex",),
    "boolean": ("bool",),
}

#: The input category the standard gives each function (those it leaves
#: out accept every dtype). A function of the adapter declares the dtypes
#: ivy_core's spec accepts beyond it unsupported: a conforming library may
#: refuse them (array-api-strict does). A backend whose library computes
#: them lifts that by naming the namespace's function in its own
#: implementation module (``abs = xp.abs``).
STANDARD_INPUTS: dict[str, str] = {
    **dict.fromkeys(
        ("abs add subtract multiply divide negative positive pow square sign conj isfinite isinf "
         "isnan sum prod cumulative_sum cumulative_prod matmul tensordot vecdot outer cross trace round "
         "cumsum").split(), "numeric"),
    **dict.fromkeys(
        ("ceil floor trunc floor_divide greater greater_equal less less_equal maximum minimum remainder "
         "clip max min argmax argmin sort argsort searchsorted relu").split(), "real numeric"),
    **dict.fromkeys(
        ("acos acosh asin asinh atan atanh cos cosh exp expm1 log log1p log2 log10 sin sinh sqrt tan tanh "
         "reciprocal mean cholesky det eigh eigvalsh inv matrix_norm matrix_power pinv qr "
         "slogdet solve svd svdvals vector_norm fft ifft fftn ifftn hfft irfft irfftn").split(),
        "floating"),
    **dict.fromkeys(
        "atan2 logaddexp copysign hypot nextafter signbit std var rfft rfftn ihfft softmax".split(),
        "real floating"),
    **dict.fromkeys("logical_and logical_or logical_xor logical_not".split(), "boolean"),
    **dict.fromkeys("bitwise_and bitwise_or bitwise_xor bitwise_invert".split(), "integer or boolean"),
    **dict.fromkeys("bitwise_left_shift bitwise_right_shift".split(), "integer"),
}  # fmt: skip


def implementations_for(xp: Any, version: str, valid: tuple[str, ...]) -> dict[str, Callable[..., Any]]:
    """API function name -> the namespace's function (or the adapter's, in
    the namespace's functions: :func:`_composed`), for every function the
    namespace has, declared unsupported for the dtypes of ``valid`` (the
    backend's) outside the standard's input category (:data:`STANDARD_INPUTS`)."""
    found: dict[str, Callable[..., Any]] = {}
    composed = _composed(xp)
    for name, api in API.items():
        area = api.spec.__module__.rsplit(".", 1)[-1]
        fn = composed.get(name)
        if fn is None and name not in NOT_STANDARD:
            if area in _EXTENSIONS:
                fn = getattr(getattr(xp, area, None), name, None)
            if fn is None:
                fn = getattr(xp, name, None)
        if not callable(fn):
            continue
        category = STANDARD_INPUTS.get(name)
        if category is not None:
            kinds = _CATEGORIES[category]
            outside = tuple(
                d for d in valid
                if _dtypes.as_dtype(d).kind not in kinds and (not api.kinds or _dtypes.as_dtype(d).kind in api.kinds)
            )  # fmt: skip
            if outside:
                fn = with_unsupported_dtypes(
                    {f"{version} and below": outside},
                    reason=f"the Array API standard defines {name} for {category} dtypes only, "
                    f"and {xp.__name__} keeps to it",
                )(_forward(fn))
        found[name] = fn
    return found


def _forward(fn: Callable[..., Any]) -> Callable[..., Any]:
    """A function of our own calling ``fn`` (a declaration is an attribute
    of a function, and the namespace's are not ours to annotate)."""

    def forward(*args: Any, **kwargs: Any) -> Any:
        return fn(*args, **kwargs)

    forward.__name__ = getattr(fn, "__name__", "forward")
    forward.__wrapped__ = fn  # type: ignore[attr-defined]
    return forward


def _composed(xp: Any) -> dict[str, Callable[..., Any]]:
    """The ivy_core functions the standard lacks, in ``xp``'s functions."""

    def relu(x: Any, /) -> Any:
        return xp.maximum(x, xp.zeros_like(x))

    def sigmoid(x: Any, /) -> Any:
        return 1 / (1 + xp.exp(-x))

    def softmax(x: Any, /, *, axis: int = -1) -> Any:
        if x.ndim == 0:
            raise ValueError(f"ivy_core.softmax: axis {axis} is out of range for a 0-d array")
        if math.prod(x.shape) == 0:
            xp.sum(x, axis=axis)  # checks the axis
            return xp.asarray(x, copy=True)
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

    def diagonal(x: Any, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1) -> Any:
        return xp.linalg.diagonal(_axes_last(xp, x, axis1, axis2), offset=offset)

    def trace(x: Any, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1, dtype: Any = None) -> Any:
        return xp.linalg.trace(_axes_last(xp, x, axis1, axis2), offset=offset, dtype=dtype)

    def diff(x: Any, /, n: int = 1, *, axis: int = -1, prepend: Any = None, append: Any = None) -> Any:
        # NumPy's meaning for n=0 (the joined input), where array-api-strict
        # drops prepend and append; written with slices for every n.
        parts = [p for p in (prepend, x, append) if p is not None]
        y = xp.concat(parts, axis=axis) if len(parts) > 1 else xp.asarray(x, copy=True)
        before = (slice(None),) * (axis % y.ndim)
        for _ in range(n):
            m = y.shape[axis]
            if m == 0:  # nothing left to difference (n beyond the axis size)
                break
            hi, lo = y[(*before, slice(1, m), ...)], y[(*before, slice(0, m - 1), ...)]
            y = hi - lo
        return y

    def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
        # The standard's take wants 1-D indices and an axis for n-d x.
        if axis is None:
            x, axis = xp.reshape(x, (-1,)), 0
        flat = xp.take(x, xp.reshape(indices, (-1,)), axis=axis)
        a = axis % x.ndim
        return xp.reshape(flat, (*x.shape[:a], *indices.shape, *x.shape[a + 1 :]))

    def clip(x: Any, /, min: Any = None, max: Any = None) -> Any:
        # NumPy's meaning where min > max (max wins), which the standard
        # leaves open and array-api-strict refuses.
        r = x
        if min is not None:
            r = xp.maximum(r, min if isinstance(min, type(x)) else xp.asarray(min, dtype=x.dtype, device=x.device))
        if max is not None:
            r = xp.minimum(r, max if isinstance(max, type(x)) else xp.asarray(max, dtype=x.dtype, device=x.device))
        return r

    def astype(x: Any, dtype: Any, /, *, copy: bool = True, device: Any = None) -> Any:
        # Complex to real or bool, which the standard leaves out: NumPy's
        # meaning (the real part; nonzero).
        if xp.isdtype(x.dtype, "complex floating") and not xp.isdtype(dtype, "complex floating"):
            x = x != 0 if dtype == xp.bool else xp.real(x)
        return xp.astype(x, dtype, copy=copy, device=device) if device is not None else xp.astype(x, dtype, copy=copy)

    def real(x: Any, /) -> Any:
        return xp.real(x) if xp.isdtype(x.dtype, "complex floating") else xp.asarray(x, copy=True)

    def imag(x: Any, /) -> Any:
        return xp.imag(x) if xp.isdtype(x.dtype, "complex floating") else xp.zeros_like(x)

    def reshape(x: Any, /, shape: Any, *, copy: bool | None = None) -> Any:
        # array-api-strict fails copy=False on an empty array (nothing to copy).
        return xp.reshape(x, shape, copy=None if copy is False and math.prod(x.shape) == 0 else copy)

    found = {
        "relu": relu, "sigmoid": sigmoid, "softmax": softmax, "diag": diag, "array": xp.asarray,
        "diagonal": diagonal, "trace": trace, "diff": diff, "take": take, "clip": clip, "astype": astype,
        "real": real, "imag": imag, "reshape": reshape,
    }  # fmt: skip
    fft = getattr(xp, "fft", None)
    for name in ("fft", "ifft", "fftn", "ifftn", "hfft", "irfft", "irfftn"):
        if hasattr(fft, name):
            found[name] = _complex_input(xp, getattr(fft, name))
    for name in ("fftshift", "ifftshift"):
        if hasattr(fft, name):
            found[name] = _shift(xp, getattr(fft, name))
    return found


def _complex_input(xp: Any, fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` of the standard's fft extension, which takes complex input,
    on real floating input too (cast to the complex dtype of its precision,
    as ivy_core's spec does)."""

    def transform(x: Any, /, *args: Any, **kwargs: Any) -> Any:
        if xp.isdtype(x.dtype, "real floating"):
            x = xp.astype(x, xp.complex64 if x.dtype == xp.float32 else xp.complex128)
        return fn(x, *args, **kwargs)

    transform.__name__ = fn.__name__
    return transform


def _shift(xp: Any, fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fftshift``/``ifftshift`` for every dtype and a 0-d array (where
    array-api-strict fails; there is nothing to shift)."""

    def shift(x: Any, /, *, axes: Any = None) -> Any:
        # With roll, so that every dtype shifts (the standard's takes floats).
        if x.ndim == 0:
            return xp.asarray(x, copy=True)
        axes = tuple(range(x.ndim)) if axes is None else (axes,) if isinstance(axes, int) else tuple(axes)
        sign = 1 if fn.__name__ == "fftshift" else -1
        return xp.roll(x, shift=tuple(sign * (x.shape[a] // 2) for a in axes), axis=axes)

    shift.__name__ = fn.__name__
    return shift


def _axes_last(xp: Any, x: Any, axis1: int, axis2: int) -> Any:
    """``x`` with ``axis1`` and ``axis2`` moved to the end, in that order."""
    a1, a2 = axis1 % x.ndim, axis2 % x.ndim
    if (a1, a2) == (x.ndim - 2, x.ndim - 1):
        return x
    rest = [i for i in range(x.ndim) if i not in (a1, a2)]
    return xp.permute_dims(x, (*rest, a1, a2))
