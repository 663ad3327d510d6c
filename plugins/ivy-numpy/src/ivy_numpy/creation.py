"""Creation functions. ``dtype`` arrives resolved to a numpy dtype and
``device`` to ``"cpu"``.

While ``ivy_core.trace_graph`` traces a function in this thread (or task),
``tracing()`` gives its tracer, passed as NumPy's ``like=`` (NEP 35): the
call is then recorded like any other; outside a trace it is ``like=None``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ._trace import TracedArray, tracing

__all__ = [
    "asarray", "array", "zeros", "ones", "full", "empty", "arange", "linspace",
    "zeros_like", "ones_like",
    "eye", "meshgrid", "tril", "triu", "from_dlpack",
]  # fmt: skip


def asarray(obj: Any, /, *, dtype: Any, device: str, copy: bool | None = None) -> np.ndarray:
    if copy is False and not isinstance(obj, (list, tuple, bool, int, float, complex)):
        # Never copy an existing buffer (building from Python values is no copy).
        out = np.asarray(obj, like=tracing())
        if out.dtype != dtype:
            raise ValueError(
                f"ivy_core.asarray (backend 'numpy'): copy=False but converting {out.dtype} "
                f"to {dtype} needs a copy; pass copy=None"
            )
        return out
    like = tracing()
    return np.array(obj, dtype=dtype, copy=True, like=like) if copy else np.asarray(obj, dtype=dtype, like=like)


array = asarray


def zeros(shape: Any, *, dtype: Any, device: str) -> np.ndarray:
    return np.zeros(shape, dtype=dtype, like=tracing())


def ones(shape: Any, *, dtype: Any, device: str) -> np.ndarray:
    return np.ones(shape, dtype=dtype, like=tracing())


def empty(shape: Any, *, dtype: Any, device: str) -> np.ndarray:
    return np.empty(shape, dtype=dtype, like=tracing())


def full(shape: Any, fill_value: Any, *, dtype: Any, device: str) -> np.ndarray:
    return np.full(shape, fill_value, dtype=dtype, like=tracing())


def arange(start: Any, /, stop: Any = None, step: Any = 1, *, dtype: Any, device: str) -> np.ndarray:
    if stop is None:
        start, stop = 0, start
    return np.arange(start, stop, step, dtype=dtype, like=tracing())


def linspace(
    start: Any, stop: Any, /, num: int, *, dtype: Any, device: str, endpoint: bool = True
) -> np.ndarray:
    tracer = tracing()  # numpy.linspace has no like=
    if tracer is not None:
        return tracer.create(np.linspace, start, stop, num, endpoint=endpoint, dtype=dtype)
    # The scalar type: np.linspace's issubdtype check of a dtype object costs about 0.6 us more.
    return np.linspace(start, stop, num, endpoint=endpoint, dtype=dtype.type)


def zeros_like(x: np.ndarray, /, *, dtype: Any, device: str) -> np.ndarray:
    return np.zeros_like(x, dtype=dtype)


def ones_like(x: np.ndarray, /, *, dtype: Any, device: str) -> np.ndarray:
    return np.ones_like(x, dtype=dtype)


# ivy_core checks eye's sizes and k, and meshgrid's indexing and 1-D inputs,
# before these run (the spec's normalize= hooks).


def eye(n_rows: int, n_cols: int | None = None, /, *, k: int = 0, dtype: Any, device: str) -> np.ndarray:
    return np.eye(n_rows, n_cols, k=k, dtype=dtype, like=tracing())


def meshgrid(*arrays: np.ndarray, indexing: str = "xy") -> list[np.ndarray]:
    return np.meshgrid(*arrays, indexing=indexing)


# ivy_core gives tril and triu an x of two dimensions or more and an int k.


def tril(x: np.ndarray, /, *, k: int = 0) -> np.ndarray:
    return np.tril(x, k=k)


def triu(x: np.ndarray, /, *, k: int = 0) -> np.ndarray:
    return np.triu(x, k=k)


def from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> np.ndarray:
    from ._runtime import native_device

    try:
        target = None if device is None else native_device(device)
    except ValueError as exc:
        raise ValueError(f"ivy_core.from_dlpack (backend 'numpy'): {exc}") from None
    if isinstance(x, np.ndarray):  # no DLPack round trip (it has no bfloat16)
        return np.array(x, copy=True) if copy else x
    if type(x) is TracedArray:  # the same, while ivy_core.trace_graph runs
        return x.copy(order="K") if copy else x
    return np.from_dlpack(x, device=target, copy=copy)
