"""The API spec: every public function is declared once, here described by an
:class:`ApiFunction`, and exposed as a generated *dispatcher*.

A spec function is a signature, type hints and a docstring (like a pluggy
hookspec, its body is the docstring). The decorators :func:`primary` and
:func:`compositional` record what the wrappers need to know about it (which
parameters are arrays, which are promoted together, how the dtype is found)
and replace it with a dispatcher that has the same signature and does only
this on each call: find the backend's function table, call its entry.

The dispatcher's identity never changes; the table entries are composed per
backend when the backend loads (see ``_backend.py``).
"""

from __future__ import annotations

import linecache
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import _state

__all__ = ["API", "ApiFunction", "primary", "compositional"]

_POSONLY, _POS, _VARARGS, _KWONLY, _VARKW = range(5)


@dataclass(frozen=True)
class Param:
    name: str
    kind: int
    has_default: bool


@dataclass
class ApiFunction:
    """What ivy_core knows about one public function."""

    name: str
    #: ``"primary"`` (each backend implements it) or ``"compositional"``
    #: (written in ivy_core functions; a backend may override it).
    kind: str
    spec: Callable[..., Any]
    params: tuple[Param, ...]
    #: Parameters that take one array (``Array`` or native).
    arrays: tuple[str, ...] = ()
    #: Parameters that take a sequence of arrays.
    sequences: tuple[str, ...] = ()
    #: Array parameters promoted to one common dtype (Python scalars allowed).
    promote: tuple[str, ...] = ()
    #: Array parameters that also accept a Python scalar on their own.
    scalars: tuple[str, ...] = ()
    #: Array parameters whose integer or bool dtype is first cast to the
    #: default float dtype (functions whose result is always floating).
    float_inputs: tuple[str, ...] = ()
    #: How the ``dtype`` parameter is resolved: ``None`` (no such parameter),
    #: ``"infer"`` (seed 000's four steps from ``relevant``), ``"float"``
    #: (default float unless given), ``"sum"`` (the standard's sum/prod rule),
    #: ``"given"`` (required) or ``"optional"`` (passed through when given).
    dtype: str | None = None
    #: Parameters whose values decide the dtype under ``dtype="infer"``.
    relevant: tuple[str, ...] = ()
    #: Parameters where an ``Array`` is unwrapped but anything else passes.
    unwrap: tuple[str, ...] = ()
    #: Whether the function takes ``device=``.
    device: bool = False
    #: ``"array"``, ``"arrays"`` (a tuple of arrays) or ``"value"`` (as is).
    returns: str = "array"
    #: Parameters whose arrays decide the backend when none is set.
    infer_from: tuple[str, ...] = ()
    #: The public callable (set when the dispatcher is generated).
    dispatcher: Callable[..., Any] | None = None

    @property
    def has_out(self) -> bool:
        return any(p.name == "out" for p in self.params)

    def call_args(self, skip: tuple[str, ...] = ()) -> str:
        """Source text that passes this function's parameters on."""
        parts = []
        for p in self.params:
            if p.name in skip:
                continue
            if p.kind in (_POSONLY, _POS):
                parts.append(p.name)
            elif p.kind == _VARARGS:
                parts.append(f"*{p.name}")
            elif p.kind == _KWONLY:
                parts.append(f"{p.name}={p.name}")
            else:
                parts.append(f"**{p.name}")
        return ", ".join(parts)

    def signature_source(self) -> str:
        parts: list[str] = []
        seen_kwonly_marker = False
        for i, p in enumerate(self.params):
            if p.kind == _KWONLY and not seen_kwonly_marker:
                parts.append("*")
                seen_kwonly_marker = True
            if p.kind == _VARARGS:
                seen_kwonly_marker = True
                parts.append(f"*{p.name}")
            elif p.kind == _VARKW:
                parts.append(f"**{p.name}")
            else:
                parts.append(f"{p.name}=_DEFAULT" if p.has_default else p.name)
            nxt = self.params[i + 1] if i + 1 < len(self.params) else None
            if p.kind == _POSONLY and (nxt is None or nxt.kind != _POSONLY):
                parts.append("/")
        return ", ".join(parts)


#: Every public API function by name.
API: dict[str, ApiFunction] = {}


def _params(fn: Callable[..., Any]) -> tuple[Param, ...]:
    """Read the parameter list from the code object (no ``inspect`` import)."""
    code = fn.__code__
    names = code.co_varnames
    npos = code.co_argcount
    nposonly = code.co_posonlyargcount
    nkw = code.co_kwonlyargcount
    ndefaults = len(fn.__defaults__ or ())
    kwdefaults = fn.__kwdefaults__ or {}
    out = [
        Param(names[i], _POSONLY if i < nposonly else _POS, i >= npos - ndefaults)
        for i in range(npos)
    ]
    i = npos
    varargs = None
    if code.co_flags & 0x04:
        varargs = Param(names[npos + nkw], _VARARGS, False)
    for j in range(nkw):
        n = names[npos + j]
        out.append(Param(n, _KWONLY, n in kwdefaults))
    if varargs is not None:
        # *args sits between positional and keyword-only parameters.
        out.insert(npos, varargs)
        i += 1
    if code.co_flags & 0x08:
        out.append(Param(names[npos + nkw + (1 if varargs else 0)], _VARKW, False))
    return tuple(out)


_counter = [0]


def compile_function(name: str, source: str, namespace: dict[str, Any], label: str) -> Any:
    """Compile generated ``source`` defining ``name``; keep the text for tracebacks."""
    _counter[0] += 1
    filename = f"<ivy_core {label} #{_counter[0]}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    exec(compile(source, filename, "exec"), namespace)
    return namespace[name]


def _make_dispatcher(api: ApiFunction) -> Callable[..., Any]:
    spec = api.spec
    infer = api.infer_from
    if len(infer) == 1:
        infer_src = f"_implicit1({infer[0]})"
    else:
        infer_src = f"_implicit(({', '.join(infer)}{',' if len(infer) == 1 else ''}))"
    lines = [
        f"def {api.name}({api.signature_source()}):",
        "    b = (_lget() or _g.table) if _g.local_users else _g.table",
        "    if b is None:",
        f"        b = {infer_src}",
        f"    return b.{api.name}({api.call_args()})",
    ]
    from ._handler import implicit_table, implicit_table1

    ns: dict[str, Any] = {
        "_g": _state.g,
        "_lget": _table_of_local,
        "_implicit": implicit_table,
        "_implicit1": implicit_table1,
        "_DEFAULT": None,
    }
    fn = compile_function(api.name, "\n".join(lines) + "\n", ns, f"dispatch {api.name}")
    fn.__defaults__ = spec.__defaults__
    fn.__kwdefaults__ = spec.__kwdefaults__
    fn.__doc__ = spec.__doc__
    fn.__module__ = spec.__module__
    fn.__qualname__ = spec.__qualname__
    fn.__annotations__ = spec.__annotations__
    fn.__wrapped__ = spec  # inspect.signature() follows this to the real signature
    fn.__ivy_api__ = api
    return fn


def _table_of_local() -> Any:
    b = _state.local_backend.get()
    return None if b is None else b.table


def _declare(kind: str, fn: Callable[..., Any], options: dict[str, Any]) -> Callable[..., Any]:
    params = _params(fn)
    names = {p.name for p in params}
    for key in ("arrays", "sequences", "promote", "scalars", "float_inputs", "relevant", "unwrap"):
        opt = tuple(options.get(key, ()))
        bad = [n for n in opt if n not in names]
        if bad:
            raise TypeError(f"ivy_core spec {fn.__name__}: {key} names unknown parameters {bad}")
        options[key] = opt
    if "infer_from" not in options:
        options["infer_from"] = options["arrays"] + options["sequences"] + options["unwrap"]
    options.setdefault("device", "device" in names)
    api = ApiFunction(name=fn.__name__, kind=kind, spec=fn, params=params, **options)
    if api.name in API:
        raise TypeError(f"ivy_core spec: {api.name} is declared twice")
    API[api.name] = api
    api.dispatcher = _make_dispatcher(api)
    return api.dispatcher


def primary(**options: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Declare a primary function: every backend implements it."""
    return lambda fn: _declare("primary", fn, dict(options))


def compositional(**options: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Declare a compositional function: its body, written in ivy_core
    functions, runs unless the backend provides a native version."""
    return lambda fn: _declare("compositional", fn, dict(options))
