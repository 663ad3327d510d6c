"""Which dtypes a function supports on a backend, and why not.

For a primary function the answer is read from what the backend declared
(resolved when it loaded); for a compositional function, or any Python
function written with ivy_core calls and operators, it is found by walking
the function's syntax tree (seed 000): a dtype is unsupported when any
ivy_core function the body calls is unsupported for it.
"""

from __future__ import annotations

from .._base import _state
from .._base._errors import UnsupportedDtypeError
from .._dispatch._sums import sum_dtype
from .._dtype import _dtypes, _support
from .._select import _handler
from .._spec import _operators
from .._spec._api import API, ApiFunction

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from .._backends._backend import Backend

__all__ = [
    "function_supported_dtypes",
    "function_unsupported_dtypes",
    "dtype_status",
    "callees",
    "Status",
    "CODES",
    "SUPPORTED",
]

#: The status codes of a function x dtype on a backend, in the order the
#: support matrix's legend lists them (the matrix adds ``"error"``: the
#: declaration could not be read).
CODES = (
    "ok",  # supported
    "cast",  # supported, computed in another dtype (float_inputs, computed_in)
    "unsupported",  # declared unsupported by the backend
    "missing",  # not implemented by the backend
    "invalid",  # the backend has no such dtype at all
    "undefined",  # not defined for this dtype kind (kinds=), on every backend
)
#: The codes of the dtypes a function supports (``function_supported_dtypes``).
SUPPORTED = frozenset({"ok", "cast"})


class Status:
    """Whether a function supports a dtype on a backend: a code of
    :data:`CODES` and, for people, why (``"ok"``, ``"ok (computed in
    float32 ...)"`` or the reason it is not supported)."""

    __slots__ = ("code", "text")

    def __init__(self, code: str, text: str) -> None:
        if code not in CODES:
            raise ValueError(f"ivy_core: unknown support status {code!r}; expected one of {CODES}")
        self.code = code
        self.text = text

    @property
    def supported(self) -> bool:
        return self.code in SUPPORTED

    def via(self, callee: str) -> Status:
        """This status as inherited by a compositional function calling ``callee``."""
        return Status(self.code, f"via {callee}: {self.text}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Status):
            return NotImplemented
        return self.code == other.code and self.text == other.text

    def __hash__(self) -> int:
        return hash((self.code, self.text))

    def __repr__(self) -> str:
        return f"Status({self.code!r}, {self.text!r})"


OK = Status("ok", "ok")


def _backend(backend: Any, where: str) -> Backend:
    if backend is None:
        b = _state.current_backend()
        return b if b is not None else _handler._default_backend(where)
    return _handler.resolve(backend, where)


def _api_of(fn: Any, where: str) -> ApiFunction | None:
    """The API function ``fn`` stands for (a dispatcher, its name, an Array
    method or operator), or ``None`` for any other Python function."""
    if isinstance(fn, str):
        api = API.get(fn)
        if api is None:
            raise ValueError(f"{where}: ivy_core has no function {fn!r}")
        return api
    marked: ApiFunction | None = getattr(fn, "__ivy_api__", None)
    if marked is not None:
        return marked
    name = getattr(fn, "__name__", None)
    if getattr(fn, "__qualname__", "").startswith("Array.") and name in _operators.DUNDERS:
        return API[_operators.DUNDERS[name]]
    if not callable(fn):
        raise TypeError(f"{where}: expected a function, got {type(fn).__name__} {fn!r}")
    return None


def _called_functions(fn: Callable[..., Any], where: str) -> set[str]:
    """Names of the API functions ``fn``'s body calls, directly or through
    operators (found in its syntax tree)."""
    # Imported here, not at the top: only a syntax-tree walk needs them, and
    # ``import ivy_core`` (which imports this module) would pay ~9 ms for them.
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
    # The nodes that run when ``fn`` is called: not annotations (``x: int |
    # None`` is no bitwise_or), nor the decorators and defaults of ``fn``
    # itself (evaluated once, when it is defined).
    top = next(
        (n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))),
        None,
    )
    skip = {
        (top, "decorator_list"),
        (getattr(top, "args", None), "defaults"),
        (getattr(top, "args", None), "kw_defaults"),
    }
    names: set[str] = set()
    todo: list[Any] = [tree]
    while todo:
        node = todo.pop()
        for field, value in ast.iter_fields(node):
            if field in ("annotation", "returns") or (node, field) in skip:
                continue
            todo.extend(v for v in (value if isinstance(value, list) else [value]) if isinstance(v, ast.AST))
        if isinstance(node, ast.Call):
            f = node.func
            n = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            if n in API:
                names.add(n)
            continue
        ops: list[Any]
        if isinstance(node, (ast.BinOp, ast.AugAssign, ast.UnaryOp)):
            ops = [node.op]
        elif isinstance(node, ast.Compare):
            ops = node.ops
        else:
            continue
        for op in ops:
            n = _operators.AST.get(type(op).__name__)
            if n is not None:
                names.add(n)
    own = getattr(fn, "__name__", None)
    names.discard(own)  # a compositional body does not call itself
    return names


def callees(api: ApiFunction) -> set[str]:
    """The API functions a compositional function's body calls (it does not
    call itself)."""
    body = api.body if api.body is not None else api.spec
    return _called_functions(body, f"ivy_core.{api.name}") - {api.name}


def dtype_status(
    api: ApiFunction, backend: Backend, device: str | None = None
) -> dict[_dtypes.Dtype, Status]:
    """For each of the 15 dtypes, whether the function supports it on
    ``backend`` and why not: the core of the support matrix."""
    return _status(api.name, backend, _support.device_kind(device) if device else "cpu", set())


def _status(name: str, backend: Backend, kind: str, seen: set[str]) -> dict[_dtypes.Dtype, Status]:
    api = API[name]
    out: dict[_dtypes.Dtype, Status] = {}
    for d in _dtypes.CATEGORIES["all_dtypes"]:
        if d not in backend.to_native:
            out[d] = Status("invalid", f"invalid: {backend.name} has no {d} at all")
    if api.kinds:
        undefined = Status(
            "undefined",
            f"undefined: defined for {_dtypes.describe_kinds(api.kinds)} dtypes only, on every backend",
        )
        for d in backend.valid_dtypes:
            if d.kind not in api.kinds:
                out[d] = undefined
    impl = backend.impls.get(name)
    if impl is None and api.kind == "primary":
        missing = Status("missing", f"not implemented by {backend.info.distribution}")
        for d in backend.valid_dtypes:
            out.setdefault(d, missing)
        return out
    if impl is None:  # compositional, run from its body
        seen = seen | {name}
        for callee in sorted(callees(api)):
            if callee in seen:
                continue
            for d, st in _status(callee, backend, kind, seen).items():
                if not st.supported and st.code != "invalid" and d not in out:
                    out[d] = st.via(callee)
        for d in backend.valid_dtypes:
            out.setdefault(d, OK)
        return out
    support = backend.support[name]
    why = f" ({support.reason})" if support.reason else ""
    aside = _aside(api, support)
    for d in backend.valid_dtypes:
        if d in out:
            continue
        refused = d in support.unsupported_dtypes or d in support.by_device.get(kind, ())
        if aside and refused and kind not in support.unsupported_devices:
            out[d] = Status("ok", f"ok ({aside} of {d} unsupported: declared by {support.source}{why})")
        elif d in support.unsupported_dtypes:
            out[d] = Status("unsupported", f"unsupported: declared by {support.source}{why}")
        elif d in support.by_device.get(kind, ()) or kind in support.unsupported_devices:
            out[d] = Status("unsupported", f"unsupported on {kind}: declared by {support.source}{why}")
        elif d in support.computed_in:
            because = f"; {support.computed_reason}" if support.computed_reason else ""
            out[d] = Status(
                "cast",
                f"ok (computed in {support.computed_in[d].name} and cast back: declared by computed_in{because})",
            )
        else:
            out[d] = OK
    if api.dtype == "sum":
        # With no dtype= given, sum/prod follow the standard's rule (small
        # integers widen to the default int's size); where the backend lacks
        # that dtype the call raises.
        for d in backend.valid_dtypes:
            if out[d].supported:
                try:
                    sum_dtype(d, backend, f"ivy_core.{name}")
                except UnsupportedDtypeError as exc:
                    out[d] = Status(
                        "unsupported", f"unsupported without dtype=: {str(exc).split(': ', 1)[-1]}"
                    )
    if api.float_inputs:
        # Integer and bool input is cast to the default float dtype before the
        # backend sees it (and before its declarations are checked).
        f = _dtypes.get_default("float")
        cast = Status(
            "cast",
            f"ok (computed in {f.name}: the function casts integer and bool input to the default float dtype)",
        )
        for d in backend.valid_dtypes:
            if d.kind in ("signed", "unsigned", "bool") and out[d].code != "undefined":
                out[d] = cast if out.get(f, OK).supported else out[f]
    return out


def _aside(api: ApiFunction, support: _support.FunctionSupport) -> str:
    """The arguments a declaration narrowed with ``arguments=`` covers where
    none of them has the function's dtype (its first array's, or that of
    its operands promoted together: ``where``'s x1 and x2), so that the
    function supports the dtypes it names (``take``'s indices); else ""."""
    if support.arguments is None:
        return ""
    own = api.promote or (api.arrays + api.sequences)[:1]
    return "" if set(own) & set(support.arguments) else ", ".join(support.arguments)


def _unsupported(fn: Any, backend: Any, device: str | None, where: str) -> tuple[Backend, set[_dtypes.Dtype]]:
    b = _backend(backend, where)
    kind = _support.device_kind(device) if device else "cpu"
    api = _api_of(fn, where)
    if api is not None:
        status = _status(api.name, b, kind, set())
    else:
        status = {}
        for callee in _called_functions(fn, where):
            for d, st in _status(callee, b, kind, set()).items():
                if not st.supported:
                    status.setdefault(d, st)
    return b, {d for d, st in status.items() if not st.supported}


def function_unsupported_dtypes(
    fn: Any, /, backend: Any = None, *, device: str | None = None
) -> tuple[_dtypes.Dtype, ...]:
    """The dtypes ``fn`` does not support on ``backend`` (default: the
    backend in force here, else the default backend), on ``device`` (a
    device or device kind such as ``"gpu"``; default ``"cpu"``).

    ``fn`` is an ivy_core function (or its name), an ``Array`` method or
    operator, or any Python function written with ivy_core calls, whose
    support is derived from the functions its body calls. The backend's
    invalid dtypes are included: the function cannot take them either. A
    dtype is the function's when its first array argument (its operands
    promoted together) has it: a declaration narrowed to another argument
    (``arguments=("indices",)`` on ``take``) refuses no dtype here.

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
