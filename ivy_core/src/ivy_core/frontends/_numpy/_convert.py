"""How the NumPy frontend reads its inputs: Python scalars and lists with
NumPy's default dtypes (int64, float64, complex128), dtype arguments,
NumPy's keywords the frontend does not implement, and ``out=``."""

from __future__ import annotations

from typing import Any

from ..._arrays._array import Array
from ..._base._errors import ArgumentTypeError
from ..._dtype import _modes
from ..._dtype._promotion import PYTHON_SCALARS
from ...creation import asarray
from ...data_type import astype
from ...manipulation import stack
from .._common import Wrapped, call, dtype_of_arg, in_mode, python_kind, refuse
from .._support import refuse_dtype, resolve

MODE = "numpy"
#: NumPy's dtype of a Python scalar, or of a list of them, by its widest kind.
DEFAULT_DTYPE = {
    "bool": "bool",
    "int": "int64",
    "float": "float64",
    "complex": "complex128",
    "empty": "float64",
}
#: A ufunc's keywords and the one value of each that the frontend implements.
UFUNC_KEYWORDS = {"where": True, "casting": "same_kind", "order": "K", "subok": True, "signature": None}

_RULES = _modes.MODES[MODE]

#: NumPy has no bfloat16 (in any version): an array or ``dtype=`` of it is
#: refused by every function of the frontend (read in :func:`to_array` and
#: :func:`dtype_arg`).
NO_BFLOAT16 = {"2.4.6 and below": ("bfloat16",)}
_REFUSED = resolve(NO_BFLOAT16, MODE, "ivy_core.frontends.numpy")


def name(fn: str) -> str:
    return f"ivy_core.frontends.numpy.{fn}"


def mode() -> Any:
    """NumPy's promotion for the block."""
    return in_mode(MODE)


def run(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """``fn(*args, **kwargs)`` with NumPy's promotion, without a block where
    ``fn`` is a primary API function (see ``_common.call``)."""
    return call(MODE, fn, *args, **kwargs)


def dtype_arg(dtype: Any, where: str) -> Any:
    """A ``dtype=`` argument as an ivy_core dtype (None stays None); NumPy's
    gaps refused."""
    d = dtype_of_arg(dtype, where)
    if d is not None and d in _REFUSED:
        refuse_dtype(where, MODE, d)
    return d


def to_array(x: Any, where: str, dtype: Any = None) -> Array:
    """``x`` as an ivy_core Array, as ``numpy.asarray`` reads it."""
    if isinstance(x, Wrapped):
        a = x.ivy_array
    elif isinstance(x, Array):
        a = x
    elif type(x) in PYTHON_SCALARS or isinstance(x, (list, tuple)):
        kind = python_kind(x)
        if kind is None:  # a list holding arrays: stack them, then promote
            items = [to_array(i, where) for i in x]
            with mode():
                a = stack(items) if items else asarray([], dtype="float64")
        else:
            a = asarray(x, dtype=dtype_arg(dtype, where) or DEFAULT_DTYPE[kind])
    else:
        a = asarray(x)
    if a.dtype in _REFUSED:
        refuse_dtype(where, MODE, a.dtype)
    if dtype is not None:
        d = dtype_arg(dtype, where)
        if a.dtype != d:
            a = astype(a, d)
    return a


def operand(x: Any, where: str) -> Any:
    """An operand of a promoting function: Python scalars stay as they are
    (NumPy reads them weakly, NEP 50), everything else becomes an Array."""
    return x if type(x) in PYTHON_SCALARS else to_array(x, where)


def operands(x1: Any, x2: Any, where: str) -> tuple[Any, Any]:
    """Two operands; two Python scalars: the first becomes an array of its
    default dtype, as NumPy does."""
    a, b = operand(x1, where), operand(x2, where)
    if not isinstance(a, Array) and not isinstance(b, Array):
        a = to_array(a, where)
    return a, b


def check_ufunc(where: str, kwargs: dict[str, Any]) -> None:
    """Refuse a ufunc keyword the frontend does not implement (``where=``,
    ``order='F'``, ...), or one NumPy does not have."""
    for key, value in kwargs.items():
        if key not in UFUNC_KEYWORDS:
            raise ArgumentTypeError(f"{where}: unexpected keyword argument {key!r}")
        check_default(where, key, value, UFUNC_KEYWORDS[key])


def check_default(where: str, key: str, value: Any, default: Any) -> None:
    """Refuse ``key=value`` unless it is the default (compared as a Python
    value: an array given for a default of True is refused, not compared)."""
    if value is default or (type(value) is type(default) and value == default):
        return
    refuse(where, key, value if type(value) in (bool, int, float, str, type(None)) else type(value).__name__)
