"""How the torch frontend reads its inputs: Python scalars and lists with
torch's default dtypes (int64, float32, complex64), ``dtype=`` arguments
(``dtype=float`` is float64, as in torch), ``dim`` arguments, and torch's
keywords the frontend does not implement."""

from __future__ import annotations

from typing import Any

from ..._arrays._array import Array
from ..._dtype._promotion import PYTHON_SCALARS
from ...creation import asarray
from ...data_type import astype
from ...manipulation import stack
from .._common import Wrapped, call, dtype_of_arg, in_mode, python_kind, refuse

MODE = "torch"
#: torch's dtype of a Python scalar, or of a list of them, by its widest kind
#: (``torch.get_default_dtype()`` is float32 unless a program changes it).
DEFAULT_DTYPE = {
    "bool": "bool",
    "int": "int64",
    "float": "float32",
    "complex": "complex64",
    "empty": "float32",
}

#: torch has uint16, uint32 and uint64 from 2.3 on, with few CPU kernels: no
#: addition, subtraction, ordering comparisons, min/max, abs, sign, pow,
#: remainder, where, topk or matmul (checked on torch 2.13); before
#: 2.3 it has no such dtypes. The functions that lack them are declared with it.
NO_WIDE_UINT = {"2.13.0 and below": ("uint16", "uint32", "uint64")}


def name(fn: str) -> str:
    return f"ivy_core.frontends.torch.{fn}"


def mode() -> Any:
    """torch's promotion for the block."""
    return in_mode(MODE)


def run(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """``fn(*args, **kwargs)`` with torch's promotion, without a block where
    ``fn`` is a primary API function (see ``_common.call``)."""
    return call(MODE, fn, *args, **kwargs)


#: A ``dtype=`` argument as an ivy_core dtype (None stays None).
dtype_arg = dtype_of_arg


def to_array(x: Any, where: str, dtype: Any = None) -> Array:
    """``x`` as an ivy_core Array, as ``torch.as_tensor`` reads it."""
    if isinstance(x, Wrapped):
        a = x.ivy_array
    elif isinstance(x, Array):
        a = x
    elif type(x) in PYTHON_SCALARS or isinstance(x, (list, tuple)):
        kind = python_kind(x)
        if kind is None:  # a list holding tensors (0-d ones, as torch.tensor takes them)
            items = [to_array(i, where) for i in x]
            with mode():
                a = stack(items) if items else asarray([], dtype="float32")
        else:
            a = asarray(x, dtype=dtype_arg(dtype, where) or DEFAULT_DTYPE[kind])
    else:
        a = asarray(x)
    if dtype is not None:
        d = dtype_arg(dtype, where)
        if a.dtype != d:
            a = astype(a, d)
    return a


def operand(x: Any, where: str) -> Any:
    """An operand of a promoting function: Python scalars stay as they are
    (torch reads them weakly), everything else becomes an Array."""
    return x if type(x) in PYTHON_SCALARS else to_array(x, where)


def dims(dim: Any) -> Any:
    """A ``dim`` argument as ivy_core's ``axis`` (a list becomes a tuple)."""
    return tuple(dim) if isinstance(dim, list) else dim


def check_default(where: str, key: str, value: Any, default: Any) -> None:
    """Refuse ``key=value`` unless it is the default."""
    if value is default or (type(value) is type(default) and value == default):
        return
    refuse(where, key, value if type(value) in (bool, int, float, str, type(None)) else type(value).__name__)


def size_args(size: tuple[Any, ...]) -> tuple[int, ...]:
    """``zeros(2, 3)``, ``zeros((2, 3))`` and ``zeros([2, 3])`` alike."""
    if len(size) == 1 and isinstance(size[0], (tuple, list)):
        return tuple(int(s) for s in size[0])
    return tuple(int(s) for s in size)
