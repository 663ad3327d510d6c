"""What the three frontend modules share: a rules object applied to dtypes
and to values."""

from __future__ import annotations

from typing import Any

from .._arrays._array import Array
from .._base._errors import ArgumentValueError
from .._dtype import _dtypes, _modes
from .._dtype._promotion import PYTHON_SCALARS
from ..creation import asarray
from ..data_type import _dtype_arg, astype, promotion_mode, result_type

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._dtype._rules import Rules


def promote_types(rules: Rules, type1: Any, type2: Any, where: str) -> _dtypes.Dtype:
    a = _dtype_arg(type1, where)
    b = _dtype_arg(type2, where)
    return _dtypes.as_dtype(rules.promote_types(a, b, where))


def promote_inputs(mode: str, x1: Any, x2: Any) -> tuple[Array, Array]:
    dtype = result_type(x1, x2, mode=mode)
    out = []
    for x in (x1, x2):
        if type(x) in PYTHON_SCALARS:
            out.append(asarray(x, dtype=dtype))
        else:
            x = x if isinstance(x, Array) else asarray(x)
            out.append(x if x.dtype == dtype else astype(x, dtype))
    return out[0], out[1]


# --- what both frontends' arrays and functions share -----------------------------------


class Wrapped:
    """Base of the frontend arrays (``frontends.numpy.ndarray``,
    ``frontends.torch.Tensor``): one ivy_core :class:`~ivy_core.Array`,
    ``ivy_array``, that a frontend function unwraps and rewraps."""

    __slots__ = ("ivy_array",)

    def __init__(self, array: Array, /) -> None:
        if not isinstance(array, Array):
            raise TypeError(f"{type(self).__name__} wraps an ivy_core.Array, not {type(array).__name__}")
        self.ivy_array = array


class _Same:
    """A context that changes nothing (the frontend's mode is already in force)."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


_SAME = _Same()


def in_mode(mode: str) -> Any:
    """The promotion mode ``mode`` for the block, entered only if another mode
    is in force (entering repoints the call table: about 10 us)."""
    return _SAME if _modes.current() == mode else promotion_mode(mode)


def python_kind(obj: Any) -> str | None:
    """The widest Python scalar kind in a nested list/tuple of Python scalars
    (``"bool"`` < ``"int"`` < ``"float"`` < ``"complex"``); None if something
    else is inside (an array)."""
    if type(obj) in PYTHON_SCALARS:
        return type(obj).__name__
    if not isinstance(obj, (list, tuple)):
        return None
    rank = -1
    for item in obj:
        kind = python_kind(item)
        if kind is None:
            return None
        rank = max(rank, _KINDS.index(kind))
    return _KINDS[rank] if rank >= 0 else "empty"


_KINDS = ("bool", "int", "float", "complex")


def refuse(where: str, name: str, value: Any, what: str = "") -> None:
    """Raise the typed error of a keyword the frontend does not implement."""
    raise ArgumentValueError(
        f"{where}: {name}={value!r} is not supported by the ivy_core frontend"
        + (f" ({what})" if what else "")
        + f"; leave {name} at its default, or compute it another way"
    )
