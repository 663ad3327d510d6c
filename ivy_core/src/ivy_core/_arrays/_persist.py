"""Pickling an ``Array`` through ivy_core, and the keywords of its DLPack export.

``Array.__reduce__`` stores the backend's name, the values on the host (a
NumPy array of the same dtype), the dtype's name and the device string;
:func:`rebuild` loads that backend *first* (so the JAX backend has turned
``jax_enable_x64`` on before a 64-bit value is made: unpickling a jax array
directly in a fresh process gives int32/float32), then builds the native
array in the same dtype, on the same device when this process has it.
"""

from __future__ import annotations

from .._base import _state
from .._base._errors import ArgumentTypeError
from .._dtype import _dtypes

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = ["host_values", "reduce", "rebuild", "dlpack_keywords"]

_WHERE = "ivy_core.Array (unpickling)"


def host_values(b: Any, data: Any) -> Any:
    """The values of ``data`` (a native array of backend ``b``) as a NumPy
    array; bfloat16 as float32 (which holds it exactly) where NumPy cannot
    hold bfloat16 (no ``ml_dtypes``)."""
    import numpy as np

    try:
        return np.asarray(b.runtime.to_numpy(data))
    except (TypeError, ImportError):
        wide = b.impls["astype"](data, b.to_native[_dtypes.float32], copy=False)
        return np.asarray(b.runtime.to_numpy(wide))


def reduce(b: Any, data: Any) -> tuple[Any, tuple[str, Any, str, str]]:
    """``Array.__reduce__`` of an Array holding ``data`` (of backend ``b``)."""
    dtype = str(b.from_native[data.dtype])
    return rebuild, (b.name, host_values(b, data), dtype, str(b.runtime.device_string(data)))


def rebuild(backend: str, values: Any, dtype: str, device: str | None) -> Any:
    """The ``Array`` a pickle holds (see the module docstring)."""
    b = _state.load_backend.value(backend, _WHERE)  # _plugins._registry.load
    try:
        b.runtime.native_device(device)
    except (TypeError, ValueError):  # not in this process (a GPU array on a CPU machine)
        device = None
    return b.entries["asarray"](values, dtype, device, None)


def dlpack_keywords(backend: str, stream: Any, max_version: Any, dl_device: Any, copy: Any) -> dict[str, Any]:
    """The keywords ``Array.__dlpack__`` passes on: those given (left as
    None, they are not passed, so frameworks predating them still export);
    ``copy`` is True, False or None, as the standard has it."""
    if copy is not None and type(copy) is not bool:
        raise ArgumentTypeError(
            f"ivy_core.Array.__dlpack__ (backend {backend!r}): copy must be True, False or None, not {copy!r:.40}"
        )
    given = {"stream": stream, "max_version": max_version, "dl_device": dl_device, "copy": copy}
    return {k: v for k, v in given.items() if v is not None}
