"""What ivy_core needs to know about Dask at run time (imports dask.array).

Dask arrays are lazy: ``LAZY = True`` tells ivy_core never to compute one on
its own. Nothing here computes except the explicit conversions
(``compute``, ``persist``, ``to_numpy``, ``to_list``, ``to_dlpack``).

Where computes run: Dask's scheduler in force (a ``distributed.Client`` the
user made, else Dask's threads). ``IVY_DASK_SCHEDULER`` chooses one when the
backend loads: ``local:N`` starts a ``LocalCluster`` of N single-threaded
worker processes (the tests' setting), an address (``tcp://host:8786``)
connects to a running cluster.
"""

from __future__ import annotations

import os
from typing import Any

import dask
import dask.array as da
import ml_dtypes
import numpy as np

from . import _keys, _killed

VERSION: str = dask.__version__
ARRAY_TYPES: tuple[type, ...] = (da.Array,)
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

#: Arrays are graphs until computed: ivy_core never computes one on its own.
LAZY = True

#: API functions this backend leaves out, with the reason (ivy_core's
#: NotImplementedError quotes it). Also listed in the plugin's README.
UNSUPPORTED: dict[str, str] = {}

#: ``__array_namespace_info__().capabilities()``: each chunk is a NumPy array
#: (at most 64 dimensions); boolean indexing and data-dependent shapes work,
#: their sizes unknown (``None``) until computed.
CAPABILITIES: dict[str, Any] = {
    "boolean indexing": True,
    "data-dependent shapes": True,
    "max dimensions": 64,
}

_NAMES = {v: k for k, v in DTYPES.items()}


def canonical_dtype(d: Any) -> Any:
    """``np.float32`` (a scalar type) and ``"float32"`` both name ``np.dtype('float32')``."""
    try:
        return np.dtype(d)
    except TypeError:
        return None


def dtype_of_object(obj: Any) -> str | None:
    """The ivy dtype of a non-dask object asarray receives: a NumPy array or
    scalar, or another framework's array whose dtype NumPy understands."""
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
    """A NumPy array or scalar an operation gave (never a computed dask
    value: nothing here computes) as a 0-d or n-d dask array."""
    if isinstance(value, (np.ndarray, np.generic)):
        return da.from_array(np.asarray(value), chunks="auto", name=False)
    return None


# NumPy 2 treats Python scalars as weak (NEP 50), and so do dask's ufuncs,
# which compute their dtype with NumPy: next to an array of one of NumPy's own
# dtypes a scalar keeps the array's dtype. ml_dtypes' bfloat16 does not.
_WEAK_SCALARS = (
    frozenset(d for d in DTYPES.values() if d.isbuiltin == 1)
    if int(np.__version__.split(".")[0]) >= 2
    else frozenset()
)


def scalar_operand(value: Any, like: Any) -> Any:
    """A Python scalar next to the dask array ``like`` (ivy_core has checked
    it keeps ``like``'s dtype and fits it): as it is where NumPy keeps the
    dtype itself, else a NumPy scalar of that dtype. No graph node."""
    dtype = like.dtype
    if dtype in _WEAK_SCALARS:
        return value
    return dtype.type(value)


def native_device(device: Any) -> str:
    if device is None or device == "cpu" or device == "cpu:0":
        return "cpu"
    raise ValueError(f"device {device!r} is not available; dask arrays live on 'cpu'")


def device_of(x: Any) -> str:
    return "cpu"


def device_string(x: Any) -> str:
    return "cpu"


def inplace_update(out: Any, value: Any) -> Any:
    """Dask arrays are graphs: the result replaces the ``Array``'s data
    (ivy_core has checked shape and dtype)."""
    if value.dtype != out.dtype:
        value = value.astype(out.dtype)
    if value.shape != out.shape:
        value = da.broadcast_to(value, out.shape)
    return value


def error_kind(exc: BaseException) -> str | None:
    return "memory" if isinstance(exc, MemoryError) else None


# --- the scheduler ----------------------------------------------------------------


def _connect(where: str | None) -> Any:
    """The ``distributed.Client`` that ``IVY_DASK_SCHEDULER`` asks for, or None.
    None in a worker process too: a worker that imports this module to run
    a task (it inherits the variable) must not start a cluster of its own."""
    import multiprocessing

    if not where or multiprocessing.current_process().daemon:
        return None
    from distributed import Client, LocalCluster

    if where.startswith("local"):
        _, _, n = where.partition(":")
        cluster = LocalCluster(
            n_workers=int(n or 2), threads_per_worker=1, processes=True, dashboard_address=None
        )
        return Client(cluster)
    return Client(where)


#: The client made from ``IVY_DASK_SCHEDULER`` (None: Dask's scheduler in force).
CLIENT = _connect(os.environ.get("IVY_DASK_SCHEDULER"))


# --- explicit computation ---------------------------------------------------------


def compute(*xs: Any) -> tuple[np.ndarray, ...]:
    """All of ``xs`` in one ``dask.compute`` pass, as NumPy arrays (0-d
    results as 0-d arrays). A ``KilledWorker`` gets a note: its task's chunk
    size, the worker's memory limit and what to do (``_killed``)."""
    try:
        results = dask.compute(*xs)
    except Exception as exc:
        _killed.annotate(exc, xs)
        raise
    return tuple(np.asarray(r) for r in results)


def persist(*xs: Any) -> tuple[Any, ...]:
    """``xs`` computed and kept by the scheduler (on the workers under
    ``dask.distributed``), still dask arrays. A worker killed later shows
    in the compute that reads them (annotated there)."""
    try:
        return tuple(dask.persist(*xs))
    except Exception as exc:
        _killed.annotate(exc, xs)
        raise


def to_numpy(x: Any) -> np.ndarray:
    """An explicit conversion: computes."""
    (r,) = compute(x)
    return r


def to_list(x: Any) -> Any:
    return to_numpy(x).tolist()


def to_dlpack(x: Any, **kwargs: Any) -> Any:
    return to_numpy(x).__dlpack__(**kwargs)


def dlpack_device(x: Any) -> tuple[int, int]:
    return (1, 0)  # kDLCPU: the computed NumPy array lives in host memory


# --- item assignment --------------------------------------------------------------


def setitem(x: Any, key: Any, value: Any) -> Any:
    """``x[key] = value`` through Dask's own item assignment, on a new
    Array object (cheap: the same graph): other ``Array``s holding ``x`` are
    left as they were. Index arrays are checked against their axes when the
    result is computed (Dask would skip an out-of-bounds position silently).
    Dask refuses some keys (several integer-array axes)."""
    if key is None or (type(key) is tuple and any(k is None for k in key)):
        # Dask's assignment fails on a None in the key. A None adds an axis of
        # size one to the selection: without it the selection holds the same
        # elements in the same order, so the value is fitted to the selection
        # with the axis, then reshaped to the one without.
        shape = getitem(x, key).shape
        key = tuple(k for k in key if k is not None) if type(key) is tuple else ()
        if getattr(value, "ndim", 0):
            value = value.reshape(value.shape[max(0, value.ndim - len(shape)) :])  # NumPy drops leading ones
            value = da.reshape(da.broadcast_to(value, shape), getitem(x, key).shape)
    y = da.Array(x.dask, x.name, x.chunks, meta=x._meta)
    y[_keys.checked(x, _keys.canonical(key, x.shape), "__setitem__")] = value
    return y


def getitem(x: Any, key: Any) -> Any:
    """``x[key]`` as NumPy reads it: index arrays checked against their axes
    when computed, several of them broadcast together (``_keys``)."""
    return _keys.getitem(x, _keys.checked(x, _keys.canonical(key, x.shape)))
