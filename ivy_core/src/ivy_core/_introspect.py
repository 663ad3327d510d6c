"""Which dtypes a function supports on a backend, and why not.

For a primary function the answer is read from what the backend declared
(resolved when it loaded); for a compositional function, or any Python
function written with ivy_core calls and operators, it is found by walking
the function's syntax tree (seed 000): a dtype is unsupported when any
ivy_core function the body calls is unsupported for it.
"""

from __future__ import annotations

from . import _dtypes, _support
from ._api import API, ApiFunction

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from ._backend import Backend

__all__ = ["function_supported_dtypes", "function_unsupported_dtypes", "dtype_status"]

#: Array operators and the API functions they call.
OPERATORS = {
    "__add__": "add", "__radd__": "add", "__iadd__": "add",
    "__sub__": "subtract", "__rsub__": "subtract", "__isub__": "subtract",
    "__mul__": "multiply", "__rmul__": "multiply", "__imul__": "multiply",
    "__truediv__": "divide", "__rtruediv__": "divide", "__itruediv__": "divide",
    "__pow__": "pow", "__rpow__": "pow", "__ipow__": "pow",
    "__matmul__": "matmul", "__rmatmul__": "matmul", "__imatmul__": "matmul",
    "__neg__": "negative", "__abs__": "abs",
    "__eq__": "equal", "__lt__": "less", "__gt__": "greater",
    "__invert__": "logical_not",
}  # fmt: skip

_BINOPS = {
    "Add": "add",
    "Sub": "subtract",
    "Mult": "multiply",
    "Div": "divide",
    "Pow": "pow",
    "MatMult": "matmul",
}
_UNARY = {"USub": "negative"}
_COMPARE = {"Eq": "equal", "Lt": "less", "Gt": "greater"}


def _backend(backend: Any, where: str) -> Backend:
    from . import _handler, _state

    if backend is None:
        b = _state.current()
        return b if b is not None else _handler._default_backend(where)
    return _handler._resolve(backend, where)


def _api_of(fn: Any, where: str) -> ApiFunction | None:
    """The API function ``fn`` stands for (a dispatcher, its name, an Array
    method or operator), or ``None`` for any other Python function."""
    if isinstance(fn, str):
        api = API.get(fn)
        if api is None:
            raise ValueError(f"{where}: ivy_core has no function {fn!r}")
        return api
    api = getattr(fn, "__ivy_api__", None)
    if api is not None:
        return api
    name = getattr(fn, "__name__", None)
    if getattr(fn, "__qualname__", "").startswith("Array.") and name in OPERATORS:
        return API[OPERATORS[name]]
    if not callable(fn):
        raise TypeError(f"{where}: expected a function, got {type(fn).__name__} {fn!r}")
    return None


def _called_functions(fn: Callable[..., Any], where: str) -> set[str]:
    """Names of the API functions ``fn``'s body calls, directly or through
    operators (found in its syntax tree)."""
    import ast
    import inspect
    import textwrap

    try:
        source = textwrap.dedent(inspect.getsource(fn))
    except (OSError, TypeError):
        raise TypeError(
            f"{where}: the source of {fn!r} is not available, so its dtype support "
            "cannot be derived; pass an ivy_core function or a function defined in a file"
        ) from None
    tree = ast.parse(source)
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            n = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            if n in API:
                names.add(n)
        elif isinstance(node, (ast.BinOp, ast.AugAssign)):
            n = _BINOPS.get(type(node.op).__name__)
            if n:
                names.add(n)
        elif isinstance(node, ast.UnaryOp):
            n = _UNARY.get(type(node.op).__name__)
            if n:
                names.add(n)
        elif isinstance(node, ast.Compare):
            for op in node.ops:
                n = _COMPARE.get(type(op).__name__)
                if n:
                    names.add(n)
    own = getattr(fn, "__name__", None)
    names.discard(own)  # a compositional body does not call itself
    return names


def dtype_status(api: ApiFunction, backend: Backend, device: str | None = None) -> dict[str, str]:
    """For each of the 15 dtypes, ``"ok"`` or why the function does not
    support it on ``backend``: the core of the support matrix."""
    return _status(api.name, backend, _support.device_kind(device) if device else "cpu", set())


def _status(name: str, backend: Backend, kind: str, seen: set[str]) -> dict[str, str]:
    api = API[name]
    out: dict[str, str] = {}
    for d in _dtypes.CATEGORIES["all_dtypes"]:
        if d not in backend.to_native:
            out[d] = f"invalid: {backend.name} has no {d} at all"
    if api.kinds:
        kinds = _dtypes.describe_kinds(api.kinds)
        for d in backend.valid_dtypes:
            if d.kind not in api.kinds:
                out[d] = f"undefined: defined for {kinds} dtypes only, on every backend"
    impl = backend.impls.get(name)
    if impl is None and api.kind == "primary":
        for d in backend.valid_dtypes:
            out.setdefault(d, f"not implemented by {backend.info.distribution}")
        return out
    if impl is None:  # compositional, run from its body
        seen = seen | {name}
        for callee in sorted(_called_functions(api.spec, f"ivy_core.{name}")):
            if callee in seen:
                continue
            sub = _status(callee, backend, kind, seen)
            for name_, why in sub.items():
                if why != "ok" and not why.startswith("invalid") and name_ not in out:
                    out[name_] = f"via {callee}: {why}"
        for d in backend.valid_dtypes:
            out.setdefault(d, "ok")
        return out
    support = backend.support[name]
    why = f" ({support.reason})" if support.reason else ""
    for d in backend.valid_dtypes:
        if d in out:
            continue
        if d in support.unsupported_dtypes:
            out[d] = f"unsupported: declared by {support.source}{why}"
        elif d in support.by_device.get(kind, ()):
            out[d] = f"unsupported on {kind}: declared by {support.source}{why}"
        elif kind in support.unsupported_devices:
            out[d] = f"unsupported on {kind}: declared by {support.source}{why}"
        else:
            out[d] = "ok"
    if api.dtype == "sum":
        # With no dtype= given, sum/prod follow the standard's rule (small
        # integers widen to the default int's size); where the backend lacks
        # that dtype the call raises.
        from ._backend import _sum_dtype
        from ._errors import UnsupportedDtypeError

        for d in backend.valid_dtypes:
            if out.get(d) == "ok":
                try:
                    _sum_dtype(d, backend, f"ivy_core.{name}")
                except UnsupportedDtypeError as exc:
                    out[d] = f"unsupported without dtype=: {str(exc).split(': ', 1)[-1]}"
    if api.float_inputs:
        # Integer and bool input is cast to the default float dtype before the
        # backend sees it (and before its declarations are checked).
        f = _dtypes.get_default("float")
        for d in backend.valid_dtypes:
            if d.kind in ("signed", "unsigned", "bool") and not out.get(d, "").startswith("undefined"):
                out[d] = out[f] if out.get(f, "ok") != "ok" else "ok"
    return out


def _unsupported(fn: Any, backend: Any, device: str | None, where: str) -> tuple[Backend, set[str]]:
    b = _backend(backend, where)
    kind = _support.device_kind(device) if device else "cpu"
    api = _api_of(fn, where)
    if api is not None:
        status = _status(api.name, b, kind, set())
    else:
        status = {}
        for callee in _called_functions(fn, where):
            for d, why in _status(callee, b, kind, set()).items():
                if why != "ok":
                    status.setdefault(d, why)
        for d in _dtypes.CATEGORIES["all_dtypes"]:
            status.setdefault(d, "ok")
    return b, {d for d, why in status.items() if why != "ok"}


def function_unsupported_dtypes(
    fn: Any, /, backend: Any = None, *, device: str | None = None
) -> tuple[_dtypes.Dtype, ...]:
    """The dtypes ``fn`` does not support on ``backend`` (default: the
    backend in force here, else the default backend), on ``device`` (a
    device or device kind such as ``"gpu"``; default ``"cpu"``).

    ``fn`` is an ivy_core function (or its name), an ``Array`` method or
    operator, or any Python function written with ivy_core calls, whose
    support is derived from the functions its body calls. The backend's
    invalid dtypes are included: the function cannot take them either.

    >>> import ivy_core as ivy
    >>> ivy.function_unsupported_dtypes(ivy.subtract, "numpy")
    (ivy_core.bool,)
    """
    _, bad = _unsupported(fn, backend, device, "ivy_core.function_unsupported_dtypes")
    return tuple(d for d in _dtypes.CATEGORIES["all_dtypes"] if d in bad)


def function_supported_dtypes(
    fn: Any, /, backend: Any = None, *, device: str | None = None
) -> tuple[_dtypes.Dtype, ...]:
    """The dtypes ``fn`` supports on ``backend``: the backend's valid dtypes
    less :func:`function_unsupported_dtypes`. Dtypes a function computes in
    a wider dtype (superset support, integer input to ``sin``) count as
    supported: the call runs and returns what the spec promises."""
    b, bad = _unsupported(fn, backend, device, "ivy_core.function_supported_dtypes")
    return tuple(d for d in b.valid_dtypes if d not in bad)
