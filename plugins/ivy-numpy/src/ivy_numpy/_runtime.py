"""What ivy_core needs to know about NumPy at run time (imports numpy)."""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np

VERSION: str = np.__version__
ARRAY_TYPES: tuple[type, ...] = (np.ndarray,)
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
    return None


def scalar_operand(value: Any, like: Any) -> Any:
    """A Python scalar next to ``like`` in a binary function: a NumPy scalar
    of ``like``'s dtype (ivy_core has checked that the value keeps that
    dtype and fits it). Much cheaper than a 0-d array."""
    return like.dtype.type(value)


def native_device(device: Any) -> str:
    if device is None or device == "cpu":
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
