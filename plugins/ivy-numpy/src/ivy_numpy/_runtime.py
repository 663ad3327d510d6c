"""What ivy_core needs to know about NumPy at run time (imports numpy)."""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np

from . import _trace
from ._trace import TracedArray, TracedScalar, as_array

VERSION: str = np.__version__
#: ``ndarray``, and its stand-in while ``ivy_core.trace_graph`` runs a function.
ARRAY_TYPES: tuple[type, ...] = (np.ndarray, TracedArray)
DTYPE_TYPE = np.dtype
DEVICE_TYPE = str

DTYPES: dict[str, Any] = {
    "int8": np.dtype(np.int8), "int16": np.dtype(np.int16),
    "int32": np.dtype(np.int32), "int64": np.dtype(np.int64),
    "uint8": np.dtype(np.uint8), "uint16": np.dtype(np.uint16),
    "uint32": np.dtype(np.uint32), "uint64": np.dtype(np.uint64),
    "bfloat16": np.dtype(ml_dtypes.bfloat16), "float16": np.dtype(np.float16),
    "float32": np.dtype(np.float32), "float64": np.dtype(np.float64),
    "complex64": np.dtype(np.complex64), "complex128": np.dtype(np.complex128),
    "bool": np.dtype(np.bool_),
}  # fmt: skip


def canonical_dtype(d: Any) -> Any:
    """``np.float32`` (a scalar type) and ``"float32"`` both name ``np.dtype('float32')``."""
    try:
        return np.dtype(d)
    except TypeError:
        return None


_NAMES = {v: k for k, v in DTYPES.items()}


def dtype_of_object(obj: Any) -> str | None:
    """The ivy dtype of a non-ndarray object asarray receives: a numpy scalar,
    or another framework's array or scalar whose dtype numpy understands."""
    dtype = getattr(obj, "dtype", None)
    if dtype is None:
        return None
    try:
        return _NAMES.get(np.dtype(dtype)) or _NAMES.get(np.dtype(str(dtype).rsplit(".", 1)[-1]))
    except TypeError:
        try:
            return _NAMES.get(np.dtype(str(dtype).rsplit(".", 1)[-1]))
        except TypeError:
            return None


def as_native(value: Any) -> Any:
    """NumPy returns scalars from 0-d operations; make them 0-d arrays."""
    if isinstance(value, np.generic):
        return np.asarray(value)
    if type(value) is TracedScalar:  # a traced one, while ivy_core.trace_graph runs
        return as_array(value)
    return None


# NumPy 2 treats Python scalars as weak (NEP 50): next to an array of one of
# its own dtypes, a scalar ivy_core lets through (of a kind the dtype holds,
# and fitting it) leaves the dtype as it is. ml_dtypes' bfloat16 does not
# follow that rule (bfloat16 + 1.5 gives float32), nor does NumPy 1.
_WEAK_SCALARS = (
    frozenset(d for d in DTYPES.values() if d.isbuiltin == 1)
    if int(np.__version__.split(".")[0]) >= 2
    else frozenset()
)


def scalar_operand(value: Any, like: Any) -> Any:
    """A Python scalar next to ``like`` in a binary function (ivy_core has
    checked that the value keeps ``like``'s dtype and fits it): as it is
    where NumPy keeps the dtype itself, else a NumPy scalar of that dtype.
    Either is much cheaper than a 0-d array."""
    dtype = like.dtype
    if dtype in _WEAK_SCALARS:
        return value
    return dtype.type(value)


#: The binary functions ivy_numpy implements by the ufunc itself, which casts
#: arrays of two dtypes inside its loop, in blocks, to the dtype it computes
#: in: given float32 and int32 arrays, ivy_core hands them over uncast (26x
#: faster than casting both of 512x512 first). The plugin's tests check each
#: is a ufunc.
MIXED_DTYPES = frozenset((
    "add", "subtract", "multiply", "remainder", "maximum", "minimum", "atan2", "logaddexp", "hypot",
    "copysign", "nextafter", "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift",
    "bitwise_right_shift",
))  # fmt: skip


def native_device(device: Any) -> str:
    if device is None or device == "cpu" or device == "cpu:0":
        return "cpu"
    raise ValueError(f"device {device!r} is not available; numpy arrays live on 'cpu'")


def device_of(x: Any) -> str:
    return "cpu"


def device_string(x: Any) -> str:
    return "cpu"


def inplace_update(out: Any, value: Any) -> Any:
    np.copyto(out, value)
    return out


def to_numpy(x: Any) -> Any:
    if type(x) is TracedArray:  # a traced array's data would leave the graph: TraceError
        x.__array__()
    return x


def to_list(x: Any) -> Any:
    return x.tolist()


def to_dlpack(x: Any, **kwargs: Any) -> Any:
    return x.__dlpack__(**kwargs)


def dlpack_device(x: Any) -> tuple[int, int]:
    return x.__dlpack_device__()  # type: ignore[no-any-return]


# --- item assignment --------------------------------------------------------------


def setitem(x: Any, key: Any, value: Any) -> Any:
    """``x[key] = value`` in place (ivy_core has checked the key and cast the value)."""
    x[key] = value
    return x


# --- ivy_core.trace_graph -----------------------------------------------------------

#: The tracer reports each call while the function runs (a graph of ivy_core
#: calls, ``trace_graph(to="ivy_core")``, can be recorded on top of it).
TRACE_LIVE = True

#: ``ivy_core.trace_graph``'s hook, ``trace(call, inputs, recorder)``: runs
#: ``call`` on proxies of ``inputs`` whose NumPy calls go to ``recorder``.
trace = _trace.trace
