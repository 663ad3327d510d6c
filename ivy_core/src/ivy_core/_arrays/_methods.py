"""``Array``'s operators and API methods, installed from the tables.

``install_methods`` (called once by ``ivy_core/__init__``) gives ``Array`` a
method for each operator in ``_operators`` (``__add__`` calls the ``add``
entry in force) and one for each API function taking an array first
(``x.sum()``: the function itself, bound), unless ``Array`` defines it
itself.
"""

from __future__ import annotations

from .._base._state import calls
from .._spec import _operators
from .._spec._api import API
from ._array import Array

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = ["install_methods"]


def _operator(form: str, name: str) -> Any:
    """The method of one operator: ``form`` and ``name`` from ``_operators.FORMS``
    and ``DUNDERS`` (``"reflected"``, ``"subtract"`` for ``__rsub__``). Entries
    take every parameter positionally: ``out`` (where the function has it) is
    passed as None."""
    # The entry in force is read at each call with getattr and a constant
    # name (which torch.compile traces; an operator.attrgetter it cannot).
    with_out = API[name].has_out
    if form == "unary":
        if with_out:
            return lambda self: getattr(calls, name)(self, None)
        return lambda self: getattr(calls, name)(self)
    if form == "reflected":
        if with_out:
            return lambda self, other: getattr(calls, name)(other, self, None)
        return lambda self, other: getattr(calls, name)(other, self)
    if form == "inplace":
        return lambda self, other: self._inplace(name, other)
    if with_out:
        return lambda self, other: getattr(calls, name)(self, other, None)
    return lambda self, other: getattr(calls, name)(self, other)


def install_methods() -> None:
    """Give ``Array`` its operators (from ``_operators``) and a method for
    every API function taking an array first, unless one is written above
    (``self`` is passed as that array)."""
    for dunder, form in _operators.FORMS.items():
        name = _operators.DUNDERS[dunder]
        method = _operator(form, name)
        method.__name__ = dunder
        method.__qualname__ = f"Array.{dunder}"
        method.__doc__ = f"``{dunder}``: :func:`ivy_core.{name}`" + (" (reflected)" if form == "reflected" else "")
        setattr(Array, dunder, method)
    own = set(dir(Array))  # a set, not hasattr per name: each name Array lacks raised an AttributeError
    for name, api in API.items():
        if not api.arrays or name in own or api.spec.__module__ == "ivy_core.fft":
            continue
        params = api.params
        if not params or params[0].kind > 1 or params[0].name != api.arrays[0]:
            continue
        # The public function itself: ``x.sum(axis=0)`` is ``sum(x, axis=0)``
        # with no frame between (Python binds ``self`` as its first,
        # positional-only parameter); help() and inspect.signature read
        # the function's own docstring and signature.
        setattr(Array, name, api.spec)
    Array.__torch_function__ = classmethod(_torch_function)  # type: ignore[attr-defined]
    Array.__format__ = _format  # type: ignore[method-assign,assignment]


def _format(self: Array, spec: str) -> str:
    """``f"{loss:.4f}"``: a 0-d array formats as the Python number it holds
    (as NumPy's, PyTorch's and JAX's scalars do); with no format spec any
    array formats as ``str(x)``."""
    if not spec:
        return str(self)
    if len(self.shape) != 0:
        raise TypeError(
            f"ivy_core.Array: the format spec {spec!r} applies to one number, and this array has shape "
            f"{tuple(self.shape)}; format its elements (x.tolist()), or index one"
        )
    kind = self.dtype.kind
    value: Any = (bool(self) if kind == "bool" else int(self) if kind in ("signed", "unsigned")
                  else complex(self) if kind == "complex" else float(self))  # fmt: skip
    return format(value, spec)


def _torch_function(cls: type, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
    """A torch function given ``Array`` arguments (``torch.sum(x)``) runs on
    the wrapped arrays and returns torch's own result (``tensor[x]`` too). A
    ``Tensor`` method called on a tensor (``tensor + x`` reaches torch as
    ``Tensor.add``) is declined, so the operator falls back to ``Array``'s
    reflected one and follows ivy_core's promotion."""
    if (
        args
        and type(args[0]) is not Array
        and getattr(func, "__qualname__", "").startswith(("TensorBase.", "Tensor."))
        and func.__name__ not in ("__getitem__", "__setitem__")
    ):
        return NotImplemented
    return func(*_unwrap(args), **_unwrap(kwargs or {}))


def _unwrap(x: Any) -> Any:
    t = type(x)
    if t is Array:
        return x._data
    if t is tuple or t is list:
        return t(_unwrap(v) for v in x)
    if t is dict:
        return {k: _unwrap(v) for k, v in x.items()}
    return x
