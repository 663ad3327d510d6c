"""Creation functions. ``dtype`` arrives resolved to a torch dtype and
``device`` to a torch.device (``None`` only when ivy_core converts a Python
scalar operand with no array to take the device from)."""

from __future__ import annotations

import sys
import warnings
from typing import Any

import torch
from ivy_core.plugin import with_unsupported_dtypes

from ivy_core import InvalidDtypeError

from ._runtime import DTYPES

__all__ = [
    "asarray", "array", "zeros", "ones", "full", "empty", "arange", "linspace",
    "zeros_like", "ones_like",
    "eye", "meshgrid", "tril", "triu", "from_dlpack",
]  # fmt: skip

_SCALARS = (bool, int, float, complex)
_VALID = frozenset(DTYPES.values())
_NESTED = (list, tuple, *_SCALARS)


def _no_copy(what: str) -> ValueError:
    return ValueError(
        f"ivy_core.asarray (backend 'torch'): copy=False but {what} needs a copy; pass copy=None"
    )


def _same_device(have: torch.device, want: Any) -> bool:
    return want is None or (have.type == want.type and (want.index is None or have.index == want.index))


def _from_tensor(t: torch.Tensor, dtype: Any, device: Any, copy: bool | None) -> torch.Tensor:
    if copy is False:
        if t.dtype != dtype:
            raise _no_copy(f"converting {t.dtype} to {dtype}")
        if not _same_device(t.device, device):
            raise _no_copy(f"moving the tensor from {t.device} to {device}")
        return t
    if copy is None and t.dtype is dtype and _same_device(t.device, device):
        return t  # nothing to convert (what t.to would find, at a fifth of its cost)
    return t.to(device=device, dtype=dtype, copy=bool(copy))


def _from_numpy(a: Any, dtype: Any, device: Any, copy: bool | None) -> torch.Tensor:
    np = sys.modules["numpy"]
    a = np.asarray(a)  # NumPy scalars -> 0-d arrays
    if any(s < 0 for s in a.strides):  # torch has no negative strides
        if copy is False:
            raise _no_copy("an array with negative strides")
        a = np.ascontiguousarray(a)
    elif not a.flags.writeable and copy is not True:
        # A torch tensor is always writable: sharing a read-only array (a
        # broadcast view, a memory-mapped file, an array the program froze)
        # would let x[0] = 5 or x += 1 write into it (into every row at once
        # for a broadcast view). NumPy's backend refuses such writes.
        if copy is False:
            raise _no_copy("a read-only NumPy array (a torch tensor would let it be written)")
        a = a.copy()
    with warnings.catch_warnings():
        # torch warns of sharing a read-only array; only writable ones reach here,
        # or read-only ones copied by _from_tensor (copy=True).
        warnings.simplefilter("ignore", UserWarning)
        if a.dtype.name == "bfloat16":  # ml_dtypes: share the bits, reinterpret
            t = torch.from_numpy(a.view(np.int16)).view(torch.bfloat16)
        else:
            t = torch.from_numpy(a)
    return _from_tensor(t, dtype, device, copy)


def _unwrap(o: Any) -> Any:
    return getattr(o, "_data", o)  # an ivy_core.Array inside a nested sequence


def asarray(obj: Any, /, *, dtype: Any, device: Any, copy: bool | None = None) -> torch.Tensor:
    if type(obj) in _SCALARS:  # the hot path: ivy_core converting a scalar operand
        try:
            return torch.scalar_tensor(obj, dtype=dtype, device=device)
        except RuntimeError:
            if type(obj) is not float:
                raise
            # torch.scalar_tensor refuses a float beyond float32's range, even one
            # that rounds to its largest value; torch.tensor rounds (to inf past it),
            # as NumPy, JAX and TensorFlow do.
            return torch.tensor(obj, dtype=dtype, device=device)
    if isinstance(obj, torch.Tensor):
        if copy is None and obj.dtype is dtype and (device is None or obj.device == device):
            return obj  # nothing to convert (_from_tensor's first answer, without its calls)
        return _from_tensor(obj, dtype, device, copy)
    if isinstance(obj, _NESTED):
        # Building from Python values always makes new memory; copy=False is
        # not violated by it.
        try:
            return torch.tensor(obj, dtype=dtype, device=device)
        except (TypeError, ValueError, RuntimeError):
            if not isinstance(obj, (list, tuple)) or not obj:
                raise
            # A sequence of arrays: convert each, then stack.
            return torch.stack([asarray(_unwrap(o), dtype=dtype, device=device, copy=None) for o in obj])
    np = sys.modules.get("numpy")
    if np is not None and isinstance(obj, (np.ndarray, np.generic)):
        return _from_numpy(obj, dtype, device, copy)
    if hasattr(obj, "__dlpack__"):
        return _from_tensor(torch.from_dlpack(obj), dtype, device, copy)
    if np is not None:  # the buffer protocol, __array__, ...
        return _from_numpy(np.asarray(obj), dtype, device, copy)
    return _from_tensor(torch.as_tensor(obj), dtype, device, copy)


array = asarray


def zeros(shape: Any, *, dtype: Any, device: Any) -> torch.Tensor:
    return torch.zeros(shape, dtype=dtype, device=device)


def ones(shape: Any, *, dtype: Any, device: Any) -> torch.Tensor:
    return torch.ones(shape, dtype=dtype, device=device)


def empty(shape: Any, *, dtype: Any, device: Any) -> torch.Tensor:
    return torch.empty(shape, dtype=dtype, device=device)


def full(shape: Any, fill_value: Any, *, dtype: Any, device: Any) -> torch.Tensor:
    if type(shape) is int:  # torch.full wants a sequence
        shape = (shape,)
    try:
        return torch.full(shape, fill_value, dtype=dtype, device=device)
    except RuntimeError:
        if type(fill_value) is not float:
            raise
        # As asarray: a float past float32's range is rounded (to its largest value, or to inf).
        rounded = torch.tensor(fill_value, dtype=dtype).item()
        return torch.full(shape, rounded, dtype=dtype, device=device)


@with_unsupported_dtypes(
    {"2.13.0 and below": ("bool", "complex64", "complex128")},
    reason="torch has no arange kernel for bool and complex dtypes",
)
def arange(start: Any, /, stop: Any = None, step: Any = 1, *, dtype: Any, device: Any) -> torch.Tensor:
    if stop is None:
        start, stop = 0, start
    if step != 0 and (stop - start) * step <= 0:
        # An empty range: torch raises for a step pointing away from stop.
        return torch.empty(0, dtype=dtype, device=device)
    return torch.arange(start, stop, step, dtype=dtype, device=device)


# torch has no arange kernel for bool and complex dtypes.


def linspace(
    start: Any, stop: Any, /, num: int, *, dtype: Any, device: Any, endpoint: bool = True
) -> torch.Tensor:
    if not (dtype.is_floating_point or dtype.is_complex):
        # An integer dtype takes the floor of the exact values (as NumPy does);
        # torch's integer linspace truncates toward zero instead.
        return (
            linspace(start, stop, num, dtype=torch.float64, device=device, endpoint=endpoint)
            .floor_()
            .to(dtype)
        )
    if endpoint:
        return torch.linspace(start, stop, num, dtype=dtype, device=device)
    return torch.linspace(start, stop, num + 1, dtype=dtype, device=device)[:-1]


def zeros_like(x: torch.Tensor, /, *, dtype: Any, device: Any) -> torch.Tensor:
    return torch.zeros_like(x, dtype=dtype, device=device)


def ones_like(x: torch.Tensor, /, *, dtype: Any, device: Any) -> torch.Tensor:
    return torch.ones_like(x, dtype=dtype, device=device)


# ivy_core checks eye's sizes and k, and meshgrid's indexing and 1-D inputs,
# before these run (the spec's normalize= hooks).


def eye(n_rows: int, n_cols: int | None = None, /, *, k: int = 0, dtype: Any, device: Any) -> torch.Tensor:
    m = n_rows if n_cols is None else n_cols
    if k == 0:
        return torch.eye(n_rows, m, dtype=dtype, device=device)
    out = torch.zeros((n_rows, m), dtype=dtype, device=device)
    if -n_rows < k < m:  # torch.eye has no k: set the k-th diagonal
        out.diagonal(k).fill_(1)
    return out


def meshgrid(*arrays: torch.Tensor, indexing: str = "xy") -> list[torch.Tensor]:
    # torch returns expanded views sharing memory between elements; give
    # each grid its own memory, as the other backends do. No arrays: no
    # grids (torch.meshgrid refuses an empty call).
    if not arrays:
        return []
    return [g.contiguous() for g in torch.meshgrid(*arrays, indexing=indexing)]


# ivy_core gives tril and triu an x of two dimensions or more and an int k.


def tril(x: torch.Tensor, /, *, k: int = 0) -> torch.Tensor:
    return torch.tril(x, k)


def triu(x: torch.Tensor, /, *, k: int = 0) -> torch.Tensor:
    return torch.triu(x, k)


def from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> torch.Tensor:
    from ._runtime import native_device

    try:
        target = None if device is None else native_device(device)
    except (TypeError, ValueError) as exc:
        raise type(exc)(f"ivy_core.from_dlpack (backend 'torch'): {exc}") from None
    strides = getattr(x, "strides", None) if type(x).__module__ == "numpy" else None
    if strides is not None and any(s < 0 for s in strides):
        # torch has no negative strides: importing such a buffer aborts the
        # interpreter inside torch (seen with a reversed NumPy view).
        if copy is False:
            raise ValueError(
                "ivy_core.from_dlpack (backend 'torch'): copy=False, but this NumPy array has "
                f"negative strides {strides}, which a torch tensor cannot share; pass copy=None"
            )
        x = x.copy()
    elif type(x).__module__ == "numpy" and not x.flags.writeable and copy is not True:
        # As asarray: a torch tensor sharing a read-only array would write into it.
        if copy is False:
            raise ValueError(
                "ivy_core.from_dlpack (backend 'torch'): copy=False, but this NumPy array is "
                "read-only, and a torch tensor sharing it would let it be written; pass copy=None"
            )
        x = x.copy()
    t = torch.from_dlpack(x, device=target, copy=copy)
    if t.dtype not in _VALID:
        # torch imports uint16/32/64 (and more) but has few kernels for them;
        # an Array of such a dtype would break on its first use.
        name = str(t.dtype).removeprefix("torch.")
        raise InvalidDtypeError(
            f"ivy_core.from_dlpack (backend 'torch'): the DLPack data has dtype {name}, which "
            f"is invalid for backend 'torch' (valid: {', '.join(DTYPES)}); convert it to a "
            "valid dtype (e.g. int64) before passing it"
        )
    return t
