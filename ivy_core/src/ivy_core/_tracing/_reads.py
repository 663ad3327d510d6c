"""What a function reads from outside its arguments: the ``Array``s and
Python values it closes over, names as globals, takes as defaults or finds
on the object it is a method of.

``jax.jit`` and ``tf.function`` keep every such value as a constant of the
compiled function, and so did the graphs ``trace_graph`` records on them.
Eager code reads the current value at each call, so after ``w[0] = 10.``
(which gives a JAX or TensorFlow ``Array`` a new native array) or
``scale = 3.0`` a compiled function would silently use the old one.
``ivy_core.compile`` and ``trace_graph`` find these places once, with
:func:`places`, and at each call read what is there now:

- an ``Array`` of the backend with a floating or complex dtype becomes one
  more input of the compiled function or graph (held by reference: the
  value it holds at the call);
- one of an integer or bool dtype (an index array, a mask) stays a
  constant, as bounds checks and result shapes need its values; the
  native array it holds is part of the key (a new value compiles again);
- a Python number, string, ``None``, a NumPy scalar or a tuple of Python
  values is part of the cache key (a new value compiles or traces again);
- a user function or object the search went through is part of the key by
  identity (rebinding a helper compiles again, as its reads may differ).

The search follows closure cells, the globals a function's code names
(nested code included), default arguments, a bound method's object and the
attributes of user objects that the code names (and the methods it
names), lists, tuples and dicts, up to :data:`DEPTH` steps from the
function. It stops at modules, classes and the functions
and objects of libraries (ivy_core, its plugins and the frameworks): their
state is not the user's data. What lies deeper or elsewhere is read once,
when compiling, as the frameworks themselves do.
"""

from __future__ import annotations

import types

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["Place", "places", "read", "DEPTH"]

#: How many steps (a cell, a global, an attribute, an item) from the
#: function the search goes.
DEPTH = 4
#: The most places one function's search reports.
MAX_PLACES = 256
#: Top-level packages whose functions and objects are library code, not read.
LIBRARIES = frozenset((
    "ivy_core", "numpy", "torch", "jax", "jaxlib", "tensorflow", "keras", "tf_keras", "dask",
    "distributed", "builtins", "functools", "typing", "collections", "math", "operator", "abc",
    "contextlib", "itertools", "threading", "enum", "dataclasses", "re", "os", "sys",
))  # fmt: skip
#: Python values a compiled function is specialised on (part of the key).
SCALARS = (bool, int, float, complex, str, bytes, type(None))


class Place:
    """One place a function reads: ``get()`` gives what is there now.

    ``kind`` is ``"array"`` (an ``Array`` there is an input), ``"value"`` (a
    Python value there is part of the key) or ``"identity"`` (the object
    there, searched further, is part of the key by identity).
    """

    __slots__ = ("get", "kind", "where")

    def __init__(self, get: Callable[[], Any], kind: str, where: str) -> None:
        self.get = get
        self.kind = kind
        #: How it was reached (``"w"``, ``"self.layer.weight"``): for messages.
        self.where = where

    def __repr__(self) -> str:
        return f"<read {self.kind} {self.where}>"


_MISSING: Any = object()


def places(fn: Any, array_type: type) -> list[Place]:
    """The places ``fn`` reads that hold an ``array_type`` (``Array``), a
    Python value to specialise on, or a user function or object searched
    further (see the module docstring)."""
    search = _Search(array_type)
    search.visit(fn, lambda: fn, getattr(fn, "__name__", "fn"), 0, root=True)
    return search.found


class _Search:
    """One search of what a function reads: the places found, the objects
    seen, and the names the code searched so far mentions (an object's
    attributes are read only under those names: a model's step counter or
    loss history that the function never reads is not part of its key)."""

    def __init__(self, array_type: type) -> None:
        self.array_type = array_type
        self.found: list[Place] = []
        self.seen: set[int] = set()
        self.names: set[str] = set()
        self.functions: set[int] = set()

    def visit(self, value: Any, get: Callable[[], Any], where: str, depth: int, root: bool = False) -> None:
        found = self.found
        if len(found) >= MAX_PLACES:
            return
        t = type(value)
        if t is self.array_type:
            found.append(Place(get, "array", where))
            return
        if t in SCALARS or (t is tuple and all(type(v) in SCALARS for v in value)) or _numpy_scalar(t):
            if not root:
                found.append(Place(get, "value", where))
            return
        if depth >= DEPTH or id(value) in self.seen:
            return
        if t is not tuple and t is not list and t is not dict and _is_library(value):
            return
        self.seen.add(id(value))
        if t is tuple or t is list:
            for i, v in enumerate(value):
                self.visit(v, _item(get, i), f"{where}[{i}]", depth + 1)
            return
        if t is dict:
            for k, v in value.items():
                if type(k) in SCALARS:
                    self.visit(v, _item(get, k), f"{where}[{k!r}]", depth + 1)
            return
        if t is types.FunctionType:
            if not root:
                found.append(Place(get, "identity", where))
            self.visit_function(value, where, depth)
            return
        if t is types.MethodType:
            if not root:
                found.append(Place(get, "identity", where))
            self.visit_function(value.__func__, where, depth)
            self.visit(value.__self__, _attr(get, "__self__"), f"{where}.__self__", depth + 1)
            return
        if isinstance(value, (type, types.ModuleType, types.BuiltinFunctionType)):
            return
        attrs = getattr(value, "__dict__", None)
        if type(attrs) is dict:  # a user object (a model, a layer): its attributes
            if not root:
                found.append(Place(get, "identity", where))
            # First the methods the code names (and __call__), until no new
            # one is named: the attribute names they mention count too.
            methods = {k: m for c in reversed(t.__mro__) for k, m in vars(c).items()
                       if type(m) is types.FunctionType and not _is_library(m)}
            todo = True
            while todo:
                todo = False
                for k, m in methods.items():
                    if (k == "__call__" or k in self.names) and id(m) not in self.functions:
                        self.visit_function(m, f"{where}.{k}", depth)
                        todo = True
            for k, v in attrs.items():
                if type(k) is str and k in self.names:
                    self.visit(v, _attr(get, k), f"{where}.{k}", depth + 1)

    def visit_function(self, f: types.FunctionType, where: str, depth: int) -> None:
        if id(f) in self.functions:
            return
        self.functions.add(id(f))
        code = f.__code__
        names = _global_names(code)
        self.names.update(names)
        for name, cell in zip(code.co_freevars, f.__closure__ or (), strict=True):
            try:
                v = cell.cell_contents
            except ValueError:  # an empty cell: nothing bound yet
                continue
            self.visit(v, _cell(cell), name, depth + 1)
        g = f.__globals__
        the_globals, the_function = _constant(g), _constant(f)
        for name in names:
            v = g.get(name, _MISSING)
            if v is not _MISSING:
                self.visit(v, _item(the_globals, name), name, depth + 1)
        for i, v in enumerate(f.__defaults__ or ()):
            self.visit(v, _item(_attr(the_function, "__defaults__"), i), f"{where} default {i}", depth + 1)
        for k, v in (f.__kwdefaults__ or {}).items():
            self.visit(v, _item(_attr(the_function, "__kwdefaults__"), k), f"{where} default {k}", depth + 1)


def _global_names(code: types.CodeType) -> list[str]:
    """The names ``code`` (and the code nested in it: lambdas, inner
    functions, comprehensions) may read as globals or attributes."""
    names = list(code.co_names)
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            names += _global_names(c)
    return names


def _is_library(value: Any) -> bool:
    module = getattr(value, "__module__", None)
    if type(module) is not str:
        module = getattr(type(value), "__module__", "") or ""
    top = module.partition(".")[0]
    return top in LIBRARIES or top.startswith("ivy_")


def read(places: list[Place], array_type: Any, types: tuple[type, ...]) -> tuple[list[Any], tuple[Any, ...]]:
    """The ``array_type`` objects (``Array``s) holding arrays of ``types``
    (the backend's) at ``places`` now (each once), and the
    key of what the places hold: their Python values, which place holds an
    input Array, which objects were searched."""
    held: list[Any] = []
    key: list[Any] = []
    for p in places:
        v: Any = p.get()
        # What a place holds now decides (a place found holding None or a
        # number may hold an Array later: ``self.bias = ivy.zeros(...)``).
        if type(v) is array_type and isinstance(v._data, types):
            if v.dtype.kind in _EXACT:
                # Index arrays and masks stay constants of the compiled code
                # (bounds checks and shapes need their values), which a
                # new value there compiles again.
                key.append(Same(v._data))
                continue
            for i, h in enumerate(held):
                if h is v:  # one Array at two places: one input
                    key.append(("alias", i))
                    break
            else:
                held.append(v)
                key.append("array")
        elif p.kind == "identity":
            key.append(id(v))
        else:
            key.append(_value_key(v))
    return held, tuple(key)


#: The dtype kinds of the Arrays read as constants, not inputs.
_EXACT = frozenset(("bool", "signed", "unsigned"))


class Same:
    """A key part equal to another only for the very same object (kept
    alive by the key, so that its id is not reused)."""

    __slots__ = ("obj",)

    def __init__(self, obj: Any) -> None:
        self.obj = obj

    def __eq__(self, other: object) -> bool:
        return type(other) is Same and other.obj is self.obj

    def __hash__(self) -> int:
        return id(self.obj)


def _value_key(v: Any) -> Any:
    t = type(v)
    if t is float or t is complex:
        return (t, repr(v))  # NaN equal to itself; 1.0 apart from 1 and True
    if t is tuple:
        return (t, tuple(_value_key(x) for x in v))
    if t in SCALARS:
        return (t, v)
    if _numpy_scalar(t):
        return (t, repr(v))  # its value, exactly (NaN equal to itself, the sign of a zero)
    return (t, id(v))  # an Array of another backend, or something else now


def _numpy_scalar(t: type) -> bool:
    """Whether ``t`` is one of NumPy's scalar types (``np.float64``,
    ``np.int32``: immutable values, such as ``np.cos(...)`` gives), found
    without importing NumPy."""
    return t.__module__ == "numpy" and hasattr(t, "dtype") and hasattr(t, "item") and t.__name__ != "ndarray"


# The getters: plain closures, one per kind of step.


def _constant(value: Any) -> Callable[[], Any]:
    def get() -> Any:
        return value
    return get


def _cell(cell: types.CellType) -> Callable[[], Any]:
    def get() -> Any:
        try:
            return cell.cell_contents
        except ValueError:
            return _MISSING
    return get


def _item(get: Callable[[], Any], key: Any) -> Callable[[], Any]:
    def item() -> Any:
        try:
            return get()[key]
        except (LookupError, TypeError):
            return _MISSING
    return item


def _attr(get: Callable[[], Any], name: str) -> Callable[[], Any]:
    def attr() -> Any:
        return getattr(get(), name, _MISSING)
    return attr
