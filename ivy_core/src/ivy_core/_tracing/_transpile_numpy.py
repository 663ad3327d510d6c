"""What ``ivy_core.transpile`` needs to know of NumPy code: which
``ivy_core.frontends.numpy`` function stands for each NumPy call the NumPy
tracer records (``ivy_numpy._trace``), and how an argument of NumPy's
(a dtype, a NumPy scalar) reads on another backend.

The table is built from the frontend's own list of the functions it covers
(``frontends.numpy.COVERED``) and the methods of its ``ndarray``, matched to
NumPy's objects by name: adding a function to the frontend makes it
transpilable, with nothing to change here. NumPy is imported when a NumPy
function is transpiled, never by ``import ivy_core``.
"""

from __future__ import annotations

import builtins
import functools
import operator

from ..frontends import numpy as fnp

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from ._record import Node

__all__ = ["NAME", "FRONTEND", "wrap", "lookup", "label", "argument", "makes_view", "covered"]

NAME = "numpy"
#: The frontend module, named in messages and in the docs.
FRONTEND = "ivy_core.frontends.numpy"
#: A frontend array around an ``ivy_core.Array``.
wrap = fnp.ndarray

#: ``ufunc.reduce`` and ``ufunc.accumulate`` of these ufuncs, as the frontend
#: function that computes the same (with the ufunc's default ``axis=0``).
_UFUNC_METHODS = {
    ("add", "reduce"): "sum", ("multiply", "reduce"): "prod", ("maximum", "reduce"): "max",
    ("minimum", "reduce"): "min", ("logical_and", "reduce"): "all", ("logical_or", "reduce"): "any",
    ("add", "accumulate"): "cumsum", ("multiply", "accumulate"): "cumprod",
}  # fmt: skip
#: Calls whose result may share memory with their first argument in NumPy
#: (a view): changing it in place changes that argument too, which the
#: frontend's arrays do not follow, so such a change is refused.
_VIEWS = frozenset((
    "operator.getitem", "numpy.ndarray.reshape", "numpy.ndarray.ravel", "numpy.ndarray.transpose",
    "numpy.ndarray.swapaxes", "numpy.ndarray.squeeze", "numpy.ndarray.view", "numpy.ndarray.diagonal",
    "numpy.ndarray.T", "numpy.ndarray.mT", "numpy.ndarray.real", "numpy.ndarray.imag", "numpy.reshape",
    "numpy.ravel", "numpy.transpose", "numpy.swapaxes", "numpy.moveaxis", "numpy.squeeze",
    "numpy.expand_dims", "numpy.broadcast_to", "numpy.broadcast_arrays", "numpy.diagonal", "numpy.asarray",
    "numpy.asanyarray", "numpy.atleast_1d", "numpy.atleast_2d", "numpy.atleast_3d", "numpy.split",
    "numpy.real", "numpy.imag",
))  # fmt: skip


def lookup(node: Node) -> Callable[..., Any] | None:
    """The frontend function that replays ``node``'s NumPy call, or None."""
    fn: Any = node.fn
    table = _table()
    try:
        found = table.get(fn)
    except TypeError:  # an unhashable callable
        found = None
    if found is not None:
        return found
    owner = getattr(fn, "__self__", None)
    if owner is not None and type(owner).__name__ == "ufunc":  # numpy.add.reduce(...)
        front = _UFUNC_METHODS.get((owner.__name__, fn.__name__))
        return None if front is None else functools.partial(_ufunc_method, getattr(fnp, front))
    if fn is builtins.getattr:  # an attribute that is an array (a.T, a.real)
        attr = node.args[1] if len(node.args) > 1 else None
        return builtins.getattr if isinstance(attr, str) and _attribute(attr) else None
    return None


def label(node: Node) -> str:
    """NumPy's name of ``node``'s callable, for a person (``numpy.add``,
    ``numpy.ndarray.sum``, ``numpy.add.reduce``)."""
    fn: Any = node.fn
    if fn is builtins.getattr and len(node.args) > 1:
        return f"numpy.ndarray.{node.args[1]}"
    if node.source:
        return node.source
    owner = getattr(fn, "__self__", None)
    if owner is not None and type(owner).__name__ == "ufunc":
        return f"numpy.{owner.__name__}.{fn.__name__}"
    module = getattr(fn, "__module__", None) or "numpy"
    return f"{module}.{getattr(fn, '__qualname__', node.name)}"


def argument(value: Any) -> Any:
    """A Python value among a NumPy call's arguments as the frontend reads
    it on any backend: a NumPy dtype or scalar type becomes an ivy_core
    dtype, a NumPy scalar a 0-d frontend array of its dtype (NumPy scalars
    are not weak, as Python's are)."""
    import numpy as np  # the traced function's framework, loaded by its trace

    if isinstance(value, np.dtype) or (isinstance(value, type) and issubclass(value, np.generic)):
        return fnp.dtype(np.dtype(value).name)
    if isinstance(value, np.generic):
        return fnp.asarray(value.item(), dtype=np.dtype(value.dtype).name)
    return value


def makes_view(node: Node) -> bool:
    """Whether ``node``'s result may be a view of its first argument."""
    return label(node) in _VIEWS


def covered() -> list[str]:
    """NumPy's names of everything this source maps (for the docs)."""
    return sorted({_name_of(k) for k in _table()} | {f"numpy.{u}.{m}" for u, m in _UFUNC_METHODS})


# -- the table ---------------------------------------------------------------------


@functools.cache
def _table() -> dict[Any, Callable[..., Any]]:
    """NumPy's callables -> the frontend's: functions by the names in
    ``frontends.numpy.COVERED``, ``ndarray`` methods by the frontend
    ``ndarray``'s, and the operator module's indexing."""
    import numpy as np

    table: dict[Any, Callable[..., Any]] = {}
    for name in fnp.COVERED:
        linalg = name.startswith("linalg.")
        attr = name[len("linalg.") :] if linalg else name
        native = getattr(np.linalg if linalg else np, attr, None)
        front = getattr(fnp.linalg if linalg else fnp, attr, None)
        if callable(native) and callable(front) and not isinstance(native, type):
            table[native] = front
    for name in dir(fnp.ndarray):
        front = getattr(fnp.ndarray, name)
        if name.startswith("_") or not callable(front):
            continue
        for home in (np.ndarray, np.generic):
            native = getattr(home, name, None)
            if native is not None:
                table[native] = front  # an unbound method: the array is the first argument
    table[operator.getitem] = operator.getitem
    table[operator.setitem] = operator.setitem
    table[builtins.round] = _round
    return table


def _attribute(attr: str) -> bool:
    return isinstance(getattr(fnp.ndarray, attr, None), property)


def _name_of(native: Any) -> str:
    if native is operator.getitem or native is operator.setitem:
        return f"operator.{native.__name__}"
    if native is builtins.round:
        return "builtins.round"
    owner = getattr(native, "__objclass__", None)
    if owner is not None:
        return f"numpy.{owner.__name__}.{native.__name__}"
    module = getattr(native, "__module__", None) or "numpy"
    return f"{module}.{native.__name__}"


def _ufunc_method(
    front: Callable[..., Any],
    a: Any,
    axis: Any = 0,
    dtype: Any = None,
    out: Any = None,
    keepdims: bool = False,
    **kwargs: Any,
) -> Any:
    """``ufunc.reduce``/``accumulate`` through the frontend function for the
    ufunc (``add.reduce`` -> ``sum``), with the ufunc's default axis 0."""
    if dtype is not None:
        kwargs["dtype"] = dtype
    if keepdims:
        kwargs["keepdims"] = keepdims
    return front(a, axis=axis, out=out, **kwargs)


def _round(x: Any, ndigits: Any = None) -> Any:
    """``round(a)`` of a NumPy array: ``a.round(ndigits)``."""
    return x.round(0 if ndigits is None else ndigits)
