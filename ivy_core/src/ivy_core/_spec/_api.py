"""The API spec: every public function is declared once, by a decorator
that records what the per-call path needs to know about it.

A public function is an ordinary function in its area module (``elementwise``,
``creation``, ...) with its real signature and docstring, whose body passes
its arguments on to the entry of the backend in force::

    @primary(arrays=("x1", "x2"), promote=("x1", "x2"))
    def add(x1, x2, /, *, out=None):
        '''``x1 + x2`` elementwise.'''
        return calls.add(x1, x2, out)

``calls`` (``_state.calls``) holds one entry per function, the one of the
backend in force (``_calls.py`` keeps it pointed); an entry takes every
parameter positionally, in signature order. The decorators record the
options in an :class:`ApiFunction`; the entries are built from them when a
backend loads (``_entries.py``).
"""

from __future__ import annotations

from .._base import _state
from .._base._errors import ArgumentTypeError, ArgumentValueError, AxisError
from ._axes import AXIS_CHECKS, AXIS_FUNCTIONS, axis_function, axis_of_x

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, NoReturn

__all__ = [
    "API", "ApiFunction", "is_int", "primary", "compositional", "axis_args", "flag_arg", "choice_arg",
    "none_arg", "none_axis", "where_of",
]  # fmt: skip

#: The kinds of a :class:`Param` (the order of ``inspect.Parameter``'s kinds).
POSITIONAL_ONLY, POSITIONAL_OR_KEYWORD, VAR_POSITIONAL, KEYWORD_ONLY = range(4)

_DTYPE_KINDS = frozenset({"bool", "signed", "unsigned", "float", "complex"})
_AXIS_RANGES = ("array", "broadcast", "result", "stacked", None)
_INF = float("inf")
_OPTION_PARAMS = ("arrays", "sequences", "promote", "scalars", "float_inputs", "relevant", "unwrap")
#: Every option of a declaration (an attribute of :class:`ApiFunction`).
_OPTIONS = frozenset(
    {
        *_OPTION_PARAMS, "body", "dtype", "device", "returns", "fields", "normalize", "infer_from", "kinds",
        "kinds_of", "fits", "indices", "shapes", "axis_range", "axis_check",
    }
)  # fmt: skip


class Param:
    """One parameter of a spec function; ``kind`` is one of
    :data:`POSITIONAL_ONLY`, :data:`POSITIONAL_OR_KEYWORD`,
    :data:`VAR_POSITIONAL`, :data:`KEYWORD_ONLY`."""

    __slots__ = ("name", "kind", "has_default")

    def __init__(self, name: str, kind: int, has_default: bool) -> None:
        self.name = name
        self.kind = kind
        self.has_default = has_default


class ApiFunction:
    """What ivy_core knows about one public function (the options of
    :func:`primary` / :func:`compositional`).

    An option a declaration does not give keeps its default, read from the
    class: ``import ivy_core`` runs all 174 declarations, and each stores
    only what it gives (about 3 M instructions less than 28 stores each).
    """

    #: ``"primary"`` (each backend implements it) or ``"compositional"``
    #: (written in ivy_core functions; a backend may override it).
    kind: str
    #: The public function (its signature, docstring and dispatching body).
    spec: Callable[..., Any]
    params: tuple[Param, ...]
    #: Parameter name -> its position in the entries' all-positional form.
    index: dict[str, int]
    #: How users reach it: ``ivy_core.add``, or ``ivy_core.fft.fft`` for
    #: the fft extension, whose functions are not in the main namespace.
    public_name: str
    #: Whether it takes ``out=``.
    has_out: bool
    #: A compositional function's body: the computation in ivy_core
    #: functions, taking every parameter positionally in signature order.
    body: Callable[..., Any] | None = None
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
    #: How ``dtype=`` is resolved: ``None`` (no such parameter), ``"infer"``
    #: (seed 000's four steps from ``relevant``), ``"float"`` (default float
    #: unless given), ``"sum"`` (the standard's sum/prod rule), ``"given"``
    #: (required) or ``"optional"`` (passed through when given).
    dtype: str | None = None
    #: Parameters whose values decide the dtype under ``dtype="infer"``.
    relevant: tuple[str, ...] = ()
    #: Parameters where an ``Array`` is unwrapped but anything else passes.
    unwrap: tuple[str, ...] = ()
    #: Whether the function takes ``device=``.
    device: bool = False
    #: ``"array"``, ``"arrays"`` (a tuple of arrays), ``"list"`` (a list
    #: of arrays: the standard's ``meshgrid``, ``broadcast_arrays``) or
    #: ``"value"`` (as is).
    returns: str = "array"
    #: For ``returns="arrays"``: field names of the named tuple returned
    #: (``unique_counts`` gives ``values`` and ``counts``); empty: a tuple.
    fields: tuple[str, ...] = ()
    #: Argument checks written once for every backend:
    #: ``normalize(where, *params)`` (every parameter but ``out``, after
    #: arrays are unwrapped, promoted and dtype-checked) raises the
    #: function's errors and returns those parameters in canonical form
    #: (an axis made non-negative, say), which the implementation receives.
    normalize: Callable[..., tuple[Any, ...]] | None = None
    _result_type: Any = None
    #: Parameters whose arrays decide the backend when none is set.
    infer_from: tuple[str, ...] = ()
    #: The dtype kinds (``bool``, ``signed``, ``unsigned``, ``float``,
    #: ``complex``) the standard defines the function for; empty: all.
    #: Another kind raises :class:`~ivy_core.InvalidDtypeError` on every
    #: backend, before any casting mode or backend declaration is
    #: consulted: it is a property of the function, not a backend gap.
    kinds: frozenset[str] = frozenset()
    #: The parameters ``kinds`` applies to (default: the promoted arrays,
    #: else every array parameter, and ``dtype=``).
    kinds_of: tuple[str, ...] = ()
    #: The ``relevant`` parameters whose Python ints must fit the dtype
    #: (default: all; ``arange``'s exclusive ``stop`` and its ``step``
    #: need not: ``arange(5, -1, -1, dtype="uint8")`` is valid).
    fits: tuple[str, ...]
    #: Results that are indices or counts, which the standard gives in
    #: the default integer dtype: ``True`` (every array returned) or the
    #: ``fields`` that are. ivy_core casts what a backend returns
    #: (``_backend.indexing``), so no backend has to.
    indices: bool | tuple[str, ...] = ()
    #: The rule the shapes of a call must follow, as a function of
    #: ``_spec._shapes`` (``square_matrices`` for ``inv``,
    #: ``matrix_product`` for ``matmul``): when a backend rejects a call,
    #: it says which shapes do not fit (an elementwise function's
    #: operands must broadcast together without one).
    shapes: Callable[[ApiFunction, tuple[Any, ...]], str | None] | None = None
    #: How the function's axis arguments are counted when a backend
    #: rejects one: ``"array"`` (axes of the first array), ``"broadcast"``
    #: (of the two arrays broadcast: ``vecdot``, ``cross``), ``"result"``
    #: (of the result: ``expand_dims``), ``"stacked"`` (``stack``), or
    #: None (its ``axes`` are not axes of one array: ``tensordot``).
    axis_range: str | None = "array"
    #: For a function of :func:`axis_args`: which int ``axis`` ivy_core
    #: refuses on every call, before the backend runs (frameworks differ:
    #: numpy's sum and torch's flip take axis 0 of a 0-d array): one of
    #: ``_axes.AXIS_CHECKS``, ``"x"`` (the default: an axis of ``x``),
    #: ``"x or 0-d"`` for ``sort``, ``"x, or None for 1-d"`` for
    #: ``cumulative_sum``. None for any other function.
    axis_check: str | None = None
    #: The flags: parameters whose default is ``True`` or ``False``
    #: (``keepdims``, ``descending``, ``copy=True``...). Each takes only a
    #: bool (:func:`flag_arg`, run by the function's ``normalize``); the
    #: fast entries send a call whose flag is not a ``bool`` to the general
    #: entry, which runs ``normalize``.
    flags: tuple[str, ...]

    def __init__(
        self, name: str, kind: str, spec: Callable[..., Any], params: tuple[Param, ...], **options: Any
    ) -> None:
        if not _OPTIONS.issuperset(options):
            raise TypeError(f"ivy_core spec {name}: unknown options {sorted(set(options) - _OPTIONS)}")
        self.name = name
        self.kind = kind
        self.spec = spec
        self.params = params
        self.index = {p.name: i for i, p in enumerate(params)}
        self.public_name = f"ivy_core.fft.{name}" if spec.__module__ == "ivy_core.fft" else f"ivy_core.{name}"
        self.has_out = "out" in self.index
        self.__dict__.update(options)  # the options given, each an attribute above
        if "kinds" in options:
            self.kinds = frozenset(options["kinds"])
        if "fields" in options:
            self.fields = tuple(options["fields"])
        if "fits" not in options:
            self.fits = self.relevant
        code, defaults = spec.__code__, spec.__defaults__ or ()
        with_defaults = code.co_varnames[code.co_argcount - len(defaults) : code.co_argcount]
        flags = [n for n, v in zip(with_defaults, defaults, strict=True) if type(v) is bool]
        flags += [n for n, v in (spec.__kwdefaults__ or {}).items() if type(v) is bool]
        self.flags = tuple(flags)

    def __repr__(self) -> str:
        return f"<ivy_core {self.kind} function {self.name}>"

    @property
    def result_type(self) -> Any:
        """The named tuple class of ``fields`` (one per function, shared by
        every backend), or ``None``."""
        if self.fields and self._result_type is None:
            from collections import namedtuple  # (not imported with ivy_core: it imports all of collections)

            cls = namedtuple(f"{''.join(w.title() for w in self.name.split('_'))}Result", self.fields)  # type: ignore[misc]
            cls.__module__ = "ivy_core"
            self._result_type = cls
        return self._result_type



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
    if code.co_flags & 0x08:  # **kwargs
        raise TypeError(f"ivy_core spec {fn.__name__}: **kwargs is not supported")
    out = [Param(names[i], POSITIONAL_ONLY if i < nposonly else POSITIONAL_OR_KEYWORD, i >= npos - ndefaults) for i in range(npos)]
    if code.co_flags & 0x04:  # *args sits between positional and keyword-only parameters
        out.append(Param(names[npos + nkw], VAR_POSITIONAL, False))
    for j in range(nkw):
        n = names[npos + j]
        out.append(Param(n, KEYWORD_ONLY, n in kwdefaults))
    return tuple(out)


def _declare(
    kind: str, fn: Callable[..., Any], body: Callable[..., Any] | None, options: dict[str, Any]
) -> Callable[..., Any]:
    # Run for each of the 174 functions by ``import ivy_core``: written for
    # speed (no comprehension unless an option is wrong).
    params = _params(fn)
    names = {p.name for p in params}
    for key in _OPTION_PARAMS + (("fits",) if "fits" in options else ()):
        opt = options.get(key)
        if opt is None:  # not given: the class's default, ()
            continue
        opt = options[key] = tuple(opt)
        if not names.issuperset(opt):
            bad = [n for n in opt if n not in names]
            raise TypeError(f"ivy_core spec {fn.__name__}: {key} names unknown parameters {bad}")
    get = options.get
    kinds = get("kinds")
    if kinds:
        if not _DTYPE_KINDS.issuperset(kinds):
            bad_kinds = sorted(set(kinds) - _DTYPE_KINDS)
            raise TypeError(f"ivy_core spec {fn.__name__}: unknown dtype kinds {bad_kinds}")
        if "kinds_of" not in options:
            of = get("promote") or get("arrays", ()) + get("sequences", ())
            options["kinds_of"] = of + (("dtype",) if "dtype" in names else ())
    if "infer_from" not in options:
        options["infer_from"] = get("arrays", ()) + get("sequences", ()) + get("unwrap", ())
    if "device" not in options and "device" in names:
        options["device"] = True
    if options.get("axis_range", "array") not in _AXIS_RANGES:
        raise TypeError(f"ivy_core spec {fn.__name__}: axis_range must be one of {_AXIS_RANGES}")
    if options.get("normalize") is axis_args:  # an int axis must be an axis of x, unless declared otherwise
        options.setdefault("axis_check", "x")
    check = options.get("axis_check")
    if check not in AXIS_CHECKS or (check is not None and options.get("normalize") is not axis_args):
        raise TypeError(f"ivy_core spec {fn.__name__}: axis_check must be one of {AXIS_CHECKS}, with axis_args")
    if body is not None:
        options["body"] = body
    api = ApiFunction(fn.__name__, kind, fn, params, **options)
    if api.name in API:
        raise TypeError(f"ivy_core spec: {api.name} is declared twice")
    if body is not None and body.__code__.co_argcount != len(params):
        raise TypeError(
            f"ivy_core spec {fn.__name__}: its body takes {body.__code__.co_argcount} positional "
            f"parameters, the function {len(params)}"
        )
    if api.normalize is axis_args:
        axis_function(api)
    API[api.name] = api
    fn.__ivy_api__ = api  # type: ignore[attr-defined]
    return fn


def is_int(v: Any) -> bool:
    """Whether ``v`` is an integer (a Python int, a NumPy or 0-d framework
    integer: anything with ``__index__``), not a bool."""
    return not isinstance(v, bool) and hasattr(type(v), "__index__")


def axis_args(where: str, x: Any, axis: Any, *rest: Any) -> tuple[Any, ...]:
    """The ``normalize=`` hook of the functions of one array and an ``axis``
    that keep their fast entries (the reductions ``sum``, ``max``, ``std``,
    ``argmax``...; ``sort``, ``flip``, ``cumulative_sum``, ``softmax``...):
    ``axis`` is an int, or None or a tuple/list of ints where the function's
    annotation allows them, on every backend, and the backend receives None,
    an int or a tuple of distinct Python ints, in range (a backend never sees
    a list, a NumPy integer, a bool or a repeated axis). A bool is no axis
    (``axis=True`` is not axis 1): :class:`ArgumentTypeError`, as for any
    other type. The function's flags after ``axis`` (``keepdims``,
    ``descending``...) are checked by :func:`flag_arg`.

    An int axis is an axis of ``x`` (AxisError otherwise), by the function's
    ``axis_check`` (``_axes``). Their fast entries (``_entries``) skip it for
    None and an int in ``[-x.ndim, x.ndim)``, and for flags that are Python
    bools; they send every other ``axis`` or flag to the general entry.
    (The function is found in ``AXIS_FUNCTIONS`` by the public name that
    starts ``where``.)"""
    takes_none, takes_tuple, flags, numbers, check = AXIS_FUNCTIONS.get(
        where.partition(" (")[0], (True, True, (), (), None)
    )
    for i in numbers:
        v = rest[i]
        if isinstance(v, bool) or not (is_int(v) or isinstance(v, float) or type(v).__name__.startswith("float")):
            raise ArgumentTypeError(
                f"{where}: argument 'correction' must be int or float, not {type(v).__name__} {v!r:.60}; "
                "pass a number (0 for the population, 1 for the sample variance)"
            )
        if not is_int(v) and not -_INF < v < _INF:  # NaN too; torch gave inf for NaN, the others NaN
            raise ArgumentValueError(
                f"{where}: argument 'correction' must be finite, got {v!r}; "
                "pass a number (0 for the population, 1 for the sample variance)"
            )
    if flags:
        checked = list(rest)
        for i, name in flags:
            if type(checked[i]) is not bool:
                checked[i] = flag_arg(where, name, checked[i])
        rest = tuple(checked)
    if type(axis) is int or (axis is None and takes_none):
        if check is not None:
            axis_of_x(where, x, axis, check)
        return (x, axis, *rest)
    if is_int(axis):
        if check is not None:
            axis_of_x(where, x, int(axis), check)
        return (x, int(axis), *rest)
    if takes_tuple and isinstance(axis, (tuple, list)) and all(is_int(a) for a in axis):
        ndim = len(tuple(x.shape))
        seen: set[int] = set()
        for a in axis:
            if not -ndim <= a < ndim:
                raise AxisError(
                    f"{where}: axis {int(a)} in {axis!r} is out of range for an array of {ndim} "
                    f"dimension(s); pass axes in [-{ndim}, {ndim - 1}]"
                )
            if a % ndim in seen:
                raise ArgumentValueError(
                    f"{where}: axis {axis!r} names axis {a % ndim} twice; name each axis once"
                )
            seen.add(a % ndim)
        return (x, tuple(int(a) for a in axis), *rest)
    kinds = ["an int"] + (["None"] if takes_none else []) + (["a tuple of ints"] if takes_tuple else [])
    spelled = kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + " or " + kinds[-1]
    raise ArgumentTypeError(
        f"{where}: argument 'axis' must be {spelled}, not {type(axis).__name__} {axis!r:.60}"
        + ("; a bool is not an axis" if isinstance(axis, bool) or _is_numpy_bool(axis) else "")
    )


def none_arg(where: str, name: str, expected: str, hint: str = "") -> NoReturn:
    """:class:`ArgumentTypeError` for ``name=None`` where the annotation
    allows no None (``arange``'s ``step``, ``vector_norm``'s ``ord``): a
    framework may read None as its own default, another refuse it."""
    raise ArgumentTypeError(
        f"{where}: argument {name!r} must be {expected}, not NoneType None; " + (hint or f"pass {expected}")
    )


def none_axis(public_name: str, x: Any, *rest: Any) -> NoReturn:
    """Raise what :func:`axis_args` raises for ``axis=None`` of a function
    whose ``axis`` takes no None (``sort``, ``argsort``, ``softmax``,
    ``squeeze``; ``rest``: its parameters after ``axis``, out= aside). Their
    fast entries pass None on unchecked, as it is the default of most axis
    functions, and NumPy and JAX read it as the flattened array; so their
    bodies call this on ``axis is None`` (a test of about 20 ns)."""
    axis_args(where_of(public_name, x), x, None, *rest)
    raise ArgumentTypeError(f"{where_of(public_name, x)}: argument 'axis' must be an int, not NoneType None")


def where_of(public_name: str, x: Any = None) -> str:
    """How a check made in a public function's body names the call, as an
    entry does: ``ivy_core.sort (backend 'numpy')``, with the backend in
    force, else the one of the array ``x``."""
    b = _state.current_backend()
    if b is None and x is not None:
        b = _state.backend_of_type(type(getattr(x, "_data", x)))
    return public_name if b is None else f"{public_name} (backend {b.name!r})"


def _is_numpy_bool(value: Any) -> bool:
    t = type(value)
    return t.__module__ == "numpy" and t.__name__ in ("bool", "bool_")


def flag_arg(where: str, name: str, value: Any) -> bool:
    """``value`` of the flag ``name`` (a bool parameter: ``keepdims``,
    ``descending``, ``copy``...) as a Python bool. Only ``True`` and
    ``False`` are flags, and NumPy's ``numpy.bool_`` scalars (what NumPy
    code computes, ``np.all(...)``), which become Python bools; anything
    else (``"no"``, ``0``, ``None``, an array) is :class:`ArgumentTypeError`
    on every backend, never read as true or false."""
    if type(value) is bool:
        return value
    if _is_numpy_bool(value):
        return bool(value)
    raise ArgumentTypeError(
        f"{where}: argument {name!r} must be a bool (True or False), not {type(value).__name__} "
        f"{value!r:.60}; pass True or False"
    )


def choice_arg(where: str, name: str, value: Any, allowed: tuple[str, ...], hint: str = "pass one of those") -> str:
    """``value`` of the string option ``name``, checked to be one of
    ``allowed`` (``meshgrid``'s ``indexing``, ``qr``'s ``mode``,
    ``searchsorted``'s ``side``): ``ArgumentTypeError`` for a value that is
    not a string, ``ArgumentValueError`` for another string."""
    spelled = ", ".join(map(repr, allowed))
    if type(value) is not str:
        raise ArgumentTypeError(
            f"{where}: argument {name!r} must be one of {spelled}, not {type(value).__name__} {value!r:.60}"
        )
    if value not in allowed:
        raise ArgumentValueError(f"{where}: argument {name!r} must be one of {spelled}, not {value!r}; {hint}")
    return value


def primary(**options: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Declare a primary function: every backend implements it."""
    return lambda fn: _declare("primary", fn, None, dict(options))


def compositional(body: Callable[..., Any], **options: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Declare a compositional function: ``body``, written in ivy_core
    functions and taking every parameter positionally, runs on the backend
    in force unless that backend provides a native version."""
    return lambda fn: _declare("compositional", fn, body, dict(options))
