"""What ``ivy_core.transpile`` needs to know of torch code: which
``ivy_core.frontends.torch`` function stands for each torch call the torch
tracer records (``ivy_torch._trace``, which names each call by its public
dotted name: ``torch.add``, ``torch.Tensor.sum``,
``torch.nn.functional.linear``, ``torch.Tensor.T.__get__``), and how a
torch argument (a dtype, a device, a ``Size``) reads on another backend.

The match is by name against the frontend's own list of what it covers
(``frontends.torch.COVERED``) and its ``Tensor``'s methods: adding a function
to the frontend makes it transpilable, with nothing to change here. torch
is imported only when a torch function is transpiled.
"""

from __future__ import annotations

import operator

from ..frontends import torch as ftorch

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from ._record import Node

__all__ = ["NAME", "FRONTEND", "wrap", "lookup", "label", "argument", "makes_view", "covered"]

NAME = "torch"
FRONTEND = "ivy_core.frontends.torch"
#: A frontend tensor around an ``ivy_core.Array``.
wrap = ftorch.Tensor

#: Tensor methods the tracer names by torch's older spelling.
_METHOD_ALIASES = {"__rdiv__": "__rtruediv__", "__idiv__": "__itruediv__"}
#: Calls whose result may share memory with their first argument in torch
#: (a view, or the argument itself): an in-place change of it changes that
#: argument too, which the frontend's tensors do not follow, so it is refused.
_VIEWS = frozenset((
    "view", "view_as", "reshape", "reshape_as", "transpose", "permute", "squeeze", "unsqueeze", "expand",
    "expand_as", "narrow", "select", "flatten", "unflatten", "t", "diagonal", "detach", "split", "chunk",
    "unbind", "movedim", "moveaxis", "swapaxes", "swapdims", "as_strided", "contiguous", "to", "float",
    "double", "half", "int", "long", "bool", "type", "type_as", "cpu", "real", "imag", "T", "mT", "H", "mH",
    "getitem", "broadcast_to", "as_tensor", "asarray", "from_numpy",
))  # fmt: skip


def lookup(node: Node) -> Callable[..., Any] | None:
    """The frontend function that replays ``node``'s torch call, or None."""
    name = label(node)
    if name == "operator.getitem":
        return operator.getitem
    if name == "operator.setitem":
        return operator.setitem
    if name.startswith("torch.Tensor."):
        rest = name[len("torch.Tensor.") :]
        if rest.endswith(".__get__"):  # an attribute that is a tensor (t.T, t.mT)
            attr = rest[: -len(".__get__")]
            return _getter(attr) if isinstance(getattr(ftorch.Tensor, attr, None), property) else None
        rest = _METHOD_ALIASES.get(rest, rest)
        if rest.startswith("_") and not rest.startswith("__"):
            return None
        method = getattr(ftorch.Tensor, rest, None)
        return method if callable(method) else None  # unbound: the tensor is the first argument
    if name == "torch.rsub":
        return _rsub
    if name.startswith("torch.") and name[len("torch.") :] in _covered():
        found: Any = ftorch
        for part in name[len("torch.") :].split("."):
            found = getattr(found, part, None)
        return found if callable(found) else None
    return None


def label(node: Node) -> str:
    """torch's dotted name of ``node``'s callable (``torch.add``)."""
    if node.source:
        return node.source
    fn: Any = node.fn
    module = getattr(fn, "__module__", None) or "torch"
    return f"{module}.{getattr(fn, '__qualname__', node.name)}"


def argument(value: Any) -> Any:
    """A Python value among a torch call's arguments as the frontend reads it
    on any backend: a ``torch.dtype`` becomes an ivy_core dtype, a device its
    name, a ``Size`` a tuple."""
    import torch  # the traced function's framework, loaded by its trace

    if isinstance(value, torch.dtype):
        return getattr(ftorch, str(value).removeprefix("torch."), value)
    if isinstance(value, torch.device):
        return value.type
    if isinstance(value, torch.Size):
        return tuple(value)
    return value


def makes_view(node: Node) -> bool:
    """Whether ``node``'s result may share memory with its first argument."""
    name = label(node).removesuffix(".__get__")
    return name.rsplit(".", 1)[-1] in _VIEWS


def covered() -> list[str]:
    """torch's names of everything this source maps (for the docs)."""
    methods = [n for n in dir(ftorch.Tensor) if not n.startswith("_") and callable(getattr(ftorch.Tensor, n))]
    return sorted([f"torch.{n}" for n in _covered()] + [f"torch.Tensor.{n}" for n in methods])


def _covered() -> frozenset[str]:
    return frozenset(getattr(ftorch, "COVERED", ()))


def _getter(attr: str) -> Callable[[Any], Any]:
    def get(x: Any) -> Any:
        return getattr(x, attr)

    return get


def _rsub(x: Any, other: Any, alpha: Any = 1) -> Any:
    """``torch.rsub(x, other)``: ``other - alpha * x``."""
    return (x if alpha == 1 else x * alpha).__rsub__(other)
