"""What the three frontend modules share: a rules object applied to dtypes
and to values."""

from __future__ import annotations

from typing import Any

from .._arrays._array import Array
from .._backends._calls import inferring_in
from .._base import _state
from .._base._errors import ArgumentValueError
from .._dtype import _dtypes, _modes
from .._dtype._promotion import PYTHON_SCALARS
from .._spec._api import API, VAR_POSITIONAL
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

    # Python's conversions, the same in both frameworks: those of the Array.

    def __iter__(self) -> Any:
        return (self[i] for i in range(len(self)))  # type: ignore[index, arg-type]

    def __bool__(self) -> bool:
        return bool(self.ivy_array)

    def __float__(self) -> float:
        return float(self.ivy_array)

    def __int__(self) -> int:
        return int(self.ivy_array)

    def __index__(self) -> int:
        return self.ivy_array.__index__()

    def tolist(self) -> Any:
        return self.ivy_array.tolist()


class _Same:
    """A context that changes nothing (the frontend's mode is already in force)."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


_SAME = _Same()


#: The dtype a Python type names as a ``dtype=`` argument, the same in NumPy
#: and torch (``dtype=float`` is float64 in both).
_TYPE_DTYPE = {bool: "bool", int: "int64", float: "float64", complex: "complex128"}


def dtype_of_arg(dtype: Any, where: str) -> Any:
    """A ``dtype=`` argument as an ivy_core dtype: a Python type as the
    frameworks read it, else any dtype ivy_core takes (None stays None)."""
    if dtype is None:
        return None
    if isinstance(dtype, type) and dtype in _TYPE_DTYPE:
        return _dtype_arg(_TYPE_DTYPE[dtype], where)
    return _dtype_arg(dtype, where)


def in_mode(mode: str) -> Any:
    """The promotion mode ``mode`` for the block, entered only if another mode
    is in force (entering repoints the call table: about 10 us)."""
    return _SAME if _modes.current() == mode else promotion_mode(mode)


#: Public function -> (its API name, the numbers of its required and of its
#: positional parameters, the defaults of its parameters in the entries'
#: all-positional form), or None where :func:`call` opens a block.
_DIRECT: dict[Any, tuple[str, int, int, tuple[Any, ...]] | None] = {}


def _direct(fn: Any) -> tuple[str, int, int, tuple[Any, ...]] | None:
    """What :func:`call` needs to run ``fn``'s entry itself: ``fn`` must be a
    primary API function (a compositional body calls other public functions,
    which need the mode in force)."""
    api = API.get(getattr(fn, "__name__", ""))
    if api is None or api.spec is not fn:  # not kept: only API functions are (a bounded set)
        return None
    found = None
    if api.kind == "primary":
        if all(p.kind != VAR_POSITIONAL for p in api.params):
            code = fn.__code__
            names = code.co_varnames[: code.co_argcount]
            values = fn.__defaults__ or ()
            given = dict(zip(names[len(names) - len(values) :], values, strict=True))
            given.update(fn.__kwdefaults__ or {})
            required = [p.name for p in api.params if p.name not in given]
            if required == [p.name for p in api.params[: len(required)]]:
                defaults = tuple(given.get(p.name) for p in api.params)
                found = (api.name, len(required), code.co_argcount, defaults)
    _DIRECT[fn] = found
    return found


def call(mode: str, fn: Any, *args: Any, **kwargs: Any) -> Any:
    """``fn(*args, **kwargs)`` under promotion mode ``mode``.

    A primary API function runs the mode's entry on the backend in force
    directly, as the public function would inside a ``promotion_mode`` block
    (about 0.5 us more than the plain call, against ~10 us for entering and
    leaving the block, which repoints the whole call table twice); any other
    function runs inside the block (:func:`in_mode`).
    """
    direct = _DIRECT[fn] if fn in _DIRECT else _direct(fn)
    if direct is None or not direct[1] <= len(args) <= direct[2]:  # (a wrong call: fn says what)
        with in_mode(mode):
            return fn(*args, **kwargs)
    api_name, _, _, defaults = direct
    full = [*args, *defaults[len(args) :]]
    if kwargs:
        index = API[api_name].index
        for key, value in kwargs.items():
            if key not in index or index[key] < len(args):  # fn raises the TypeError
                return fn(*args, **kwargs)
            full[index[key]] = value
    b = _state.current_backend()
    if b is None:
        return inferring_in(mode)[api_name](*full)
    table = b.by_mode.get(mode)
    return (table if table is not None else b.entries_in(mode))[api_name](*full)


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
