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

from . import _state

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["API", "ApiFunction", "primary", "compositional"]

_POSONLY, _POS, _VARARGS, _KWONLY, _VARKW = range(5)


class Param:
    """One parameter of a spec function."""

    __slots__ = ("name", "kind", "has_default")

    def __init__(self, name: str, kind: int, has_default: bool) -> None:
        self.name = name
        self.kind = kind
        self.has_default = has_default


class ApiFunction:
    """What ivy_core knows about one public function (the options of
    :func:`primary` / :func:`compositional`)."""

    def __init__(
        self,
        name: str,
        kind: str,
        spec: Callable[..., Any],
        params: tuple[Param, ...],
        *,
        arrays: tuple[str, ...] = (),
        sequences: tuple[str, ...] = (),
        promote: tuple[str, ...] = (),
        scalars: tuple[str, ...] = (),
        float_inputs: tuple[str, ...] = (),
        dtype: str | None = None,
        relevant: tuple[str, ...] = (),
        unwrap: tuple[str, ...] = (),
        device: bool = False,
        returns: str = "array",
        fields: tuple[str, ...] = (),
        normalize: Callable[..., tuple[Any, ...]] | None = None,
        infer_from: tuple[str, ...] = (),
        kinds: tuple[str, ...] = (),
        kinds_of: tuple[str, ...] = (),
        fits: tuple[str, ...] | None = None,
    ) -> None:
        self.name = name
        #: ``"primary"`` (each backend implements it) or ``"compositional"``
        #: (written in ivy_core functions; a backend may override it).
        self.kind = kind
        self.spec = spec
        self.params = params
        #: Parameters that take one array (``Array`` or native).
        self.arrays = arrays
        #: Parameters that take a sequence of arrays.
        self.sequences = sequences
        #: Array parameters promoted to one common dtype (Python scalars allowed).
        self.promote = promote
        #: Array parameters that also accept a Python scalar on their own.
        self.scalars = scalars
        #: Array parameters whose integer or bool dtype is first cast to the
        #: default float dtype (functions whose result is always floating).
        self.float_inputs = float_inputs
        #: How ``dtype=`` is resolved: ``None`` (no such parameter), ``"infer"``
        #: (seed 000's four steps from ``relevant``), ``"float"`` (default float
        #: unless given), ``"sum"`` (the standard's sum/prod rule), ``"given"``
        #: (required) or ``"optional"`` (passed through when given).
        self.dtype = dtype
        #: Parameters whose values decide the dtype under ``dtype="infer"``.
        self.relevant = relevant
        #: Parameters where an ``Array`` is unwrapped but anything else passes.
        self.unwrap = unwrap
        #: Whether the function takes ``device=``.
        self.device = device
        #: ``"array"``, ``"arrays"`` (a tuple of arrays) or ``"value"`` (as is).
        self.returns = returns
        #: For ``returns="arrays"``: field names of the named tuple returned
        #: (``unique_counts`` gives ``values`` and ``counts``); empty: a tuple.
        self.fields = tuple(fields)
        #: Argument checks written once for every backend:
        #: ``normalize(where, *params)`` (every parameter but ``out``, after
        #: arrays are unwrapped, promoted and dtype-checked) raises the
        #: function's errors and returns those parameters in canonical form
        #: (an axis made non-negative, say), which the implementation receives.
        self.normalize = normalize
        self._result_type: Any = None
        #: Parameters whose arrays decide the backend when none is set.
        self.infer_from = infer_from
        #: The dtype kinds (``bool``, ``signed``, ``unsigned``, ``float``,
        #: ``complex``) the standard defines the function for; empty: all.
        #: Another kind raises :class:`~ivy_core.InvalidDtypeError` on every
        #: backend, before any casting mode or backend declaration is
        #: consulted: it is a property of the function, not a backend gap.
        self.kinds = frozenset(kinds)
        #: The parameters ``kinds`` applies to (default: the promoted arrays,
        #: else every array parameter, and ``dtype=``).
        self.kinds_of = kinds_of
        #: The ``relevant`` parameters whose Python ints must fit the dtype
        #: (default: all; ``arange``'s exclusive ``stop`` and its ``step``
        #: need not: ``arange(5, -1, -1, dtype="uint8")`` is valid).
        self.fits = relevant if fits is None else fits
        #: The public callable (set when the dispatchers are generated).
        self.dispatcher: Callable[..., Any] | None = None

    def __repr__(self) -> str:
        return f"<ivy_core {self.kind} function {self.name}>"

    @property
    def public_name(self) -> str:
        """How users reach it: ``ivy_core.add``, or ``ivy_core.fft.fft`` for the
        fft extension, whose functions are not in the main namespace."""
        if self.spec.__module__ == "ivy_core.fft":
            return f"ivy_core.fft.{self.name}"
        return f"ivy_core.{self.name}"

    @property
    def result_type(self) -> Any:
        """The named tuple class of ``fields`` (one per function, shared by
        every backend), or ``None``."""
        if self.fields and self._result_type is None:
            from collections import namedtuple

            cls = namedtuple(f"{''.join(w.title() for w in self.name.split('_'))}Result", self.fields)  # type: ignore[misc]
            cls.__module__ = "ivy_core"
            self._result_type = cls
        return self._result_type

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

    def internal_params(self) -> str:
        """Parameter list of the internal (all positional) form."""
        return ", ".join(p.name for p in self.params) + (", /" if self.params else "")

    def internal_args(self) -> str:
        """Arguments passing every parameter to the internal form."""
        return ", ".join(p.name for p in self.params)

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
    out = [Param(names[i], _POSONLY if i < nposonly else _POS, i >= npos - ndefaults) for i in range(npos)]
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
#: Generated sources by file name, handed to ``linecache`` so tracebacks show
#: them (linecache is imported lazily: it pulls in ``re`` and ``tokenize``).
_SOURCES: dict[str, str] = {}


def compile_source(source: str, namespace: dict[str, Any], label: str) -> None:
    """Compile and run generated ``source`` in ``namespace``."""
    _counter[0] += 1
    filename = f"<ivy_core {label} #{_counter[0]}>"
    _SOURCES[filename] = source
    exec(compile(source, filename, "exec"), namespace)


def register_sources() -> None:
    """Make generated sources visible to tracebacks (called when a backend loads)."""
    import linecache

    for filename, source in _SOURCES.items():
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)


def compile_function(name: str, source: str, namespace: dict[str, Any], label: str) -> Any:
    """Compile generated ``source`` defining ``name`` and return it."""
    compile_source(source, namespace, label)
    return namespace[name]


def _dispatcher_source(api: ApiFunction) -> str:
    """The public function: use the local backend's entry if a
    ``using_backend`` block is active in this thread, else the cell holding
    the global backend's entry (or the inferring function when none is set).
    Entries take every parameter positionally (cheaper than keywords)."""
    n = api.name
    args = api.internal_args()
    infer = api.infer_from
    values = f"({', '.join(infer)}{',' if len(infer) == 1 else ''})"
    positional = [
        f"*{p.name}" if p.kind == _VARARGS else p.name
        for p in api.params
        if p.kind in (_POSONLY, _POS, _VARARGS)
    ]
    keywords = [f"{p.name!r}: {p.name}" for p in api.params if p.kind == _KWONLY]
    varkw = [f"**{p.name}" for p in api.params if p.kind == _VARKW]
    call_args = f"({', '.join(positional)}{',' if len(positional) == 1 else ''})"
    call_kwargs = "{" + ", ".join(keywords + varkw) + "}"
    # The try block costs nothing on the normal path (zero-cost exceptions);
    # the protocol runs outside the handler so an override's own exceptions
    # reach the caller without a chained context.
    return (
        f"def {n}({api.signature_source()}):\n"
        "    try:\n"
        "        if _g.local_users:\n"
        "            b = _lget()\n"
        "            if b is not None:\n"
        f"                return b.table.{n}({args})\n"
        f"        return _cell_{n}[0]({args})\n"
        "    except _Override:\n"
        "        pass\n"
        f"    return _protocol(_API[{n!r}], {call_args}, {call_kwargs})\n"
        f"def _infer_{n}({api.internal_params()}):\n"
        f"    return _implicit({values}).{n}({args})\n"
    )


def dispatcher_key(api: ApiFunction) -> tuple[Any, ...]:
    """What :func:`_dispatcher_source` depends on: a generated dispatcher
    whose key differs from its function's is out of date."""
    return (tuple((p.name, p.kind, p.has_default) for p in api.params), api.infer_from)


def generated_module() -> str:
    """The source of ``_dispatchers.py``: the dispatcher of every core API
    function (``python -m ivy_core._regen`` writes it)."""
    core = list(API.values())  # at import: exactly the core's functions
    keys = ",\n".join(f"    {api.name!r}: {dispatcher_key(api)!r}" for api in core)
    return (
        '"""The dispatchers of the core API functions, generated from the spec by\n'
        "``python -m ivy_core._regen`` (see ``_api._dispatcher_source``); do not edit.\n"
        "Kept as a module so that its bytecode is cached: compiling them at import\n"
        'cost most of ``import ivy_core``. A test checks it is up to date."""\n'
        "# ruff: noqa\n"
        "# mypy: ignore-errors\n"
        "# fmt: off\n\n"
        "_DEFAULT = None  # defaults are the spec's, set when the dispatchers are installed\n"
        f"KEYS = {{\n{keys},\n}}\n\n\n" + "\n\n".join(_dispatcher_source(api) for api in core)
    )


#: name -> one-element list holding the global backend's composed function;
#: the handler swaps the contents when the global backend changes.
CELLS: dict[str, list[Any]] = {}
#: name -> the function a cell holds while no global backend is set.
INFERRING: dict[str, Any] = {}


def build_dispatchers() -> None:
    """Generate the dispatcher of every declared function, in one compile
    (one ``compile`` per function would cost several milliseconds of import),
    and put each in its spec's module in place of the spec function."""
    import sys

    from ._handler import implicit_table

    pending = [api for api in API.values() if api.dispatcher is None]
    if not pending:
        return
    from . import _dispatchers
    from ._protocol import dispatch

    # The core's dispatchers come from the generated module (its bytecode is
    # cached like any module's); a function it lacks or has out of date (an
    # extension's, or a spec edited without regenerating) is compiled here.
    ns: dict[str, Any] = _dispatchers.__dict__
    ns.update(
        _g=_state.g,
        _lget=_state.local_backend.get,
        _implicit=implicit_table,
        _DEFAULT=None,
        _Override=_state.Override,
        _protocol=dispatch,
        _API=API,
    )
    keys = _dispatchers.KEYS
    stale = [api for api in pending if keys.get(api.name) != dispatcher_key(api)]
    for api in pending:
        CELLS[api.name] = ns[f"_cell_{api.name}"] = [None]
    if stale:
        compile_source("\n".join(_dispatcher_source(api) for api in stale), ns, "dispatchers")
    for api in pending:
        spec = api.spec
        fn = ns[api.name]
        fn.__defaults__ = spec.__defaults__
        fn.__kwdefaults__ = spec.__kwdefaults__
        fn.__doc__ = spec.__doc__
        fn.__module__ = spec.__module__
        fn.__qualname__ = spec.__qualname__
        fn.__annotations__ = spec.__annotations__
        fn.__wrapped__ = spec  # inspect.signature() follows this to the real signature
        fn.__ivy_api__ = api
        api.dispatcher = fn
        INFERRING[api.name] = CELLS[api.name][0] = ns[f"_infer_{api.name}"]
        setattr(sys.modules[spec.__module__], api.name, fn)


def point_cells(table: Any) -> None:
    """Make every dispatcher use ``table`` (``None``: infer per call)."""
    for name, cell in CELLS.items():
        cell[0] = INFERRING[name] if table is None else getattr(table, name)


def _declare(kind: str, fn: Callable[..., Any], options: dict[str, Any]) -> Callable[..., Any]:
    params = _params(fn)
    names = {p.name for p in params}
    for key in ("arrays", "sequences", "promote", "scalars", "float_inputs", "relevant", "unwrap", "fits"):
        if key == "fits" and key not in options:
            continue
        opt = tuple(options.get(key, ()))
        bad = [n for n in opt if n not in names]
        if bad:
            raise TypeError(f"ivy_core spec {fn.__name__}: {key} names unknown parameters {bad}")
        options[key] = opt
    bad_kinds = set(options.get("kinds", ())) - {"bool", "signed", "unsigned", "float", "complex"}
    if bad_kinds:
        raise TypeError(f"ivy_core spec {fn.__name__}: unknown dtype kinds {sorted(bad_kinds)}")
    if options.get("kinds") and "kinds_of" not in options:
        of = options["promote"] or options["arrays"] + options["sequences"]
        options["kinds_of"] = of + (("dtype",) if "dtype" in names else ())
    if "infer_from" not in options:
        options["infer_from"] = options["arrays"] + options["sequences"] + options["unwrap"]
    options.setdefault("device", "device" in names)
    api = ApiFunction(name=fn.__name__, kind=kind, spec=fn, params=params, **options)
    if api.name in API:
        raise TypeError(f"ivy_core spec: {api.name} is declared twice")
    API[api.name] = api
    # The spec function stands in until build_dispatchers() replaces it,
    # at the end of ``import ivy_core``.
    return fn


def primary(**options: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Declare a primary function: every backend implements it."""
    return lambda fn: _declare("primary", fn, dict(options))


def compositional(**options: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Declare a compositional function: its body, written in ivy_core
    functions, runs unless the backend provides a native version."""
    return lambda fn: _declare("compositional", fn, dict(options))
