"""A framework's exception, raised again as ivy_core's class for the mistake.

When a backend's implementation raises, the entry that called it hands the
exception and the call's arguments to the function :func:`make_fail` built
for that API function and backend. That decides the kind of mistake and
raises the kind's class (``_errors.py``), with a message naming the
function, the backend, what was wrong and the arguments, and the
framework's exception chained as ``__cause__``.

The kind is read from the arguments first, so that one mistake gets one
class on every backend whatever each framework raises for it (an axis out
of range is ``IndexError`` on torch and ``ValueError`` on JAX; shapes that
do not fit are ``RuntimeError``, ``TypeError`` or ``InvalidArgumentError``):

1. the framework ran out of memory: :class:`OutOfMemoryError`;
2. an argument not of the type the signature gives: :class:`ArgumentTypeError`;
3. an axis out of range for the array: :class:`AxisError`;
4. operands that do not broadcast, matrices whose inner dimensions differ,
   a reshape to another size: :class:`ShapeError`;
5. otherwise the exception's class: ``IndexError`` gives
   :class:`InvalidIndexError`, ``TypeError`` :class:`ArgumentTypeError`,
   ``ValueError``, ``ArithmeticError`` and the backend's ``VALUE_ERRORS``
   :class:`ArgumentValueError`; anything else is a failure of the backend
   (:class:`BackendFailure`).

A backend's optional runtime hook ``error_kind(exc)`` names what a class
cannot tell: ``"memory"`` (JAX reports exhaustion as a generic runtime
error) or ``"keep"`` for the framework's own errors that must reach the
caller as they are (converting a traced value to a Python ``bool`` inside
``jax.jit``): those get a note naming the function instead. Errors ivy_core
raised itself pass unchanged.

All of this runs only once a call has failed: the success path costs
nothing for it (a ``try`` block is free in Python 3.11).
"""

from __future__ import annotations

from .._base import _state
from .._base._errors import (
    ArgumentTypeError,
    ArgumentValueError,
    AxisError,
    BackendFailure,
    InvalidIndexError,
    IvyError,
    OutOfMemoryError,
    ShapeError,
)
from .._base._state import backend_of_type, captured
from .._spec import _argtypes, _shapes
from . import _devices, _suspect

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, NoReturn

    from .._spec._api import ApiFunction
    from ._backend import Backend

__all__ = ["make_fail", "make_precheck", "method_failure", "renamed", "describe", "framework_message", "python_value"]

# Longest part of a framework's message kept in ours (the whole is chained).
_MESSAGE_CHARS = 300
_VALUE_CHARS = 60


def make_fail(b: Backend, api: ApiFunction) -> Callable[[BaseException, tuple[Any, ...]], NoReturn]:
    """The function an entry of ``api`` on ``b`` calls with the exception
    its implementation raised and the call's arguments (positional, in
    signature order); it always raises."""
    where = f"{api.public_name} (backend {b.name!r})"
    framework = b.info.framework or b.name
    value_classes = b.value_errors
    hints: dict[str, Any] = {}

    def fail(exc: BaseException, args: tuple[Any, ...]) -> NoReturn:
        if isinstance(exc, IvyError):
            raise exc
        kind = _kind(b, exc)
        if kind == "keep":
            exc.add_note(f"raised in {where}")
            raise exc
        if kind == "memory":
            cls: type[IvyError] = OutOfMemoryError
            why = "the framework ran out of memory; use smaller arrays or a smaller dtype"
        elif (mixed := _devices.mixed_devices(b, api.public_name, args)) is not None:
            raise mixed from exc
        else:
            if not hints:
                hints.update(_argtypes.hints(api))
            cls, why = _diagnose(api, b, exc, args, hints, value_classes)
        called = describe(api, b, args)
        said = framework_message(exc)
        if said.startswith(f"{type(exc).__name__}: {where}: "):  # the plugin named the call itself
            said = type(exc).__name__ + ": " + said[len(type(exc).__name__) + len(where) + 4 :]
        raise cls(f"{where}: {why}. Called with {called}. {framework} said: {said}") from exc

    return fail


def _kind(b: Backend, exc: BaseException) -> str | None:
    """``"keep"`` or ``"memory"`` from the backend's ``error_kind`` hook
    (``"memory"`` for any MemoryError), else None."""
    kind = b.runtime.error_kind(exc)
    return "memory" if kind is None and isinstance(exc, MemoryError) else kind


def renamed(exc: BaseException, outer: str) -> BaseException:
    """``exc``, raised by a function that the compositional function
    ``outer`` calls, as the same class naming ``outer`` (the one the user
    called) and then the inner function. An exception whose class cannot be
    made from a message alone gets a note instead."""
    text = str(exc)
    if not text.startswith("ivy_core.") or text.startswith((outer + " ", outer + ":")):
        return exc
    inner = text.split(" ", 1)[0].split(":", 1)[0]
    message = f"{outer}{text[len(inner):]} (raised in {inner}, which {outer} calls)"
    try:
        again = type(exc)(message)
    except Exception:
        exc.add_note(f"raised in {inner}, which {outer} calls")
        return exc
    again.__cause__ = exc
    return again


def framework_message(exc: BaseException) -> str:
    """``Type: first line of the message``, cut to a readable length."""
    text = str(exc).strip().splitlines()
    first = text[0] if text else ""
    if len(first) > _MESSAGE_CHARS:
        first = first[: _MESSAGE_CHARS - 3] + "..."
    return f"{type(exc).__name__}: {first}" if first else type(exc).__name__


def describe(api: ApiFunction, b: Backend, args: tuple[Any, ...]) -> str:
    """The arguments of a call as ``name=value`` (arrays by dtype and shape)."""
    parts = []
    for p, v in zip(api.params, args, strict=False):
        if v is None:
            continue
        parts.append(f"{p.name}={_value(v, b)}")
    return ", ".join(parts) if parts else "no arguments"


def _value(v: Any, b: Backend) -> str:
    d = getattr(v, "_data", v)
    shape = _shapes.shape_of(v)
    if shape is not None and hasattr(d, "dtype"):
        dtype = b.from_native.get(d.dtype, d.dtype) if _suspect.hashable(d.dtype) else d.dtype
        kind = "Array" if d is not v else type(d).__name__
        return f"{kind}({dtype}, shape={shape})"
    if isinstance(v, (list, tuple)) and v and all(_shapes.shape_of(e) is not None for e in v):
        shapes = ", ".join(str(_shapes.shape_of(e)) for e in v)
        return f"{len(v)} arrays of shapes {shapes}"
    text = repr(v)
    return text if len(text) <= _VALUE_CHARS else text[: _VALUE_CHARS - 3] + "..."


# -- the diagnosis --------------------------------------------------------------------


def make_precheck(b: Backend, api: ApiFunction) -> Callable[[tuple[Any, ...]], None]:
    """For a lazy backend (Dask), whose framework finds a bad argument only
    when the result is computed (or never: a gufunc broadcasts a (1, n)
    "square" matrix): the check :func:`make_fail` makes after a failure,
    run on every call, so that a mistake raises at the call what an eager
    backend raises for it: the types and ``Literal`` values of the
    parameters that take a plain value (flags, ``correction``, ``ord``...)
    against the signature, an axis out of range, and shapes that break the
    function's ``shapes=`` rule (square matrices, 1-d vectors...). The plugin
    needs no check of its own for these. Sequences (shapes, axes) are left
    to the function's ``normalize=`` hook, which also takes the forms their
    annotation does not spell (``reshape(x, 6)``); sizes a lazy array does
    not know yet are skipped."""
    where = f"{api.public_name} (backend {b.name!r})"
    hints: dict[str, Any] = {}

    def precheck(args: tuple[Any, ...]) -> None:
        if not hints:
            hints.update({n: t for n, t in _argtypes.hints(api).items() if not _argtypes.has_sequence(t)})
        found = _mistake(api, b, args, hints)
        if found is not None:
            cls, why = found
            raise cls(f"{where}: {why}")

    return precheck


def _diagnose(
    api: ApiFunction,
    b: Backend,
    exc: BaseException,
    args: tuple[Any, ...],
    hints: dict[str, Any],
    value_classes: tuple[type[BaseException], ...],
) -> tuple[type[IvyError], str]:
    found = _mistake(api, b, args, hints)
    if found is not None:
        return found
    hint = f"check the arguments against help({api.public_name})"
    return _by_class(exc, b, value_classes, hint, _suspect.suspect(api, b, exc, args, _value))


def _mistake(
    api: ApiFunction, b: Backend, args: tuple[Any, ...], hints: dict[str, Any], shapes: bool = True
) -> tuple[type[IvyError], str] | None:
    """The mistake in a call's arguments ivy_core can see, if any (with
    ``shapes``, also axes out of range and shapes that do not fit)."""
    for p, v in zip(api.params, args, strict=False):
        expected = hints.get(p.name)
        # None too: an annotation that takes None says so (``int | None``).
        if expected is not None and not _argtypes.matches(v, expected):
            return ArgumentTypeError, (
                f"argument {p.name!r} must be {_argtypes.spell(expected)}, not {type(v).__name__} {_value(v, b)}; "
                f"pass a value of that type (see help({api.public_name}))"
            )
    for p, v in zip(api.params, args, strict=False):
        expected = hints.get(p.name)
        allowed = _argtypes.literals(expected) if expected is not None else ()
        if allowed and v not in allowed and type(v) in {type(a) for a in allowed}:
            return ArgumentValueError, (
                f"argument {p.name!r} must be one of {', '.join(map(repr, allowed))}, not {v!r}; pass one of those"
            )
    if not shapes:
        return None
    found = _shapes.axis_out_of_range(api, args)
    if found is not None:
        return AxisError, found
    found = _shapes.shapes_that_do_not_fit(api, args)
    if found is not None:
        return ShapeError, found
    return None


def _by_class(
    exc: BaseException,
    b: Backend,
    value_classes: tuple[type[BaseException], ...],
    hint: str,
    suspect: str | None = None,
) -> tuple[type[IvyError], str]:
    """The kind of mistake the framework's exception class says; ``suspect``
    names the argument at fault where one could be told."""
    if isinstance(exc, IndexError):
        return InvalidIndexError, f"an index {'in ' + suspect + ' ' if suspect else ''}is out of range; {hint}"
    if isinstance(exc, TypeError) and not isinstance(exc, value_classes):
        what = suspect or "an argument"
        return ArgumentTypeError, f"{what} has a type the backend does not take; {hint}"
    if isinstance(exc, (ValueError, ArithmeticError)) or isinstance(exc, value_classes):
        what = f"the value of {suspect.rstrip(',')}" if suspect else "the arguments' values"
        return ArgumentValueError, f"the backend rejected {what}; {hint}"
    return BackendFailure, (
        f"the backend failed on a call that names no mistake ivy_core can see; if the arguments "
        f"are valid, report this to the authors of {b.info.distribution} with the chained traceback"
    )


def method_failure(b: Backend, where: str, exc: BaseException, called: str, shapes: str | None) -> BaseException:
    """The exception an ``Array`` method (indexing, item assignment) raises
    for ``exc`` from the framework: ``shapes`` describes shapes that do not
    fit when the method found some."""
    if isinstance(exc, IvyError):
        return exc
    kind = _kind(b, exc)
    if kind == "keep":
        exc.add_note(f"raised in {where}")
        return exc
    cls: type[IvyError]
    if kind == "memory":
        cls, why = OutOfMemoryError, "the framework ran out of memory"
    elif shapes is not None:
        cls, why = ShapeError, shapes
    else:
        cls, why = _by_class(exc, b, b.value_errors, "see help(ivy_core.Array)", called if isinstance(exc, IndexError) else None)
    framework = b.info.framework or b.name
    error = cls(f"{where}: {why}. Called with {called}. {framework} said: {framework_message(exc)}")
    error.__cause__ = exc
    return error


#: The Python type each conversion method gives, and the dtype kinds it
#: refuses (Python's ``float(1j)``, ``operator.index(1.5)`` raise TypeError).
_CONVERSIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "__bool__": ("bool", ()),
    "__int__": ("int", ("complex",)),
    "__float__": ("float", ("complex",)),
    "__complex__": ("complex", ()),
    "__index__": ("index", ("bool", "float", "complex")),
}


#: The conversions that refuse some dtypes.
_BY_DTYPE = frozenset(m for m, (_, kinds) in _CONVERSIONS.items() if kinds)
#: (backend name, conversion method) -> the backend's native dtypes the method refuses.
_refused_natives: dict[tuple[str, str], tuple[Any, ...]] = {}


def python_value(convert: Any, x: Any, method: str) -> Any:
    """``convert(x._data)`` for the Array method ``method`` (``__int__``,
    ``__float__``, ...), the same on every backend: an array of other than
    one element raises ArgumentValueError for ``bool`` and ArgumentTypeError
    otherwise; a complex array has no ``int`` or ``float`` value, and only an
    integer array is an index (ArgumentTypeError, as Python's ``float(1j)``
    and ``operator.index(1.5)``; TensorFlow would drop the imaginary part).
    A framework's error names the method, the backend and the value, with
    the same class everywhere (``int`` of NaN: ArgumentValueError, of
    infinity: OverflowError, as Python). The framework's error for a traced
    value (under jax.jit, torch.compile, tf.function) keeps its class and
    names ``method``."""
    capture = captured()
    if capture is not None:  # trace_graph(to="ivy_core"): a guard
        return capture.python(x, convert, lambda: python_value(convert, x, method), f"{method}()")
    data = x._data
    computed = False
    b = _state.array_backends.get(type(data)) or backend_of_type(type(data))
    if b is not None:
        if data.shape != () or method in _BY_DTYPE:
            _check_convertible(b, x, method)
        if _state.lazy_loaded and b.lazy:
            data = _lazy_data(b, x, method)
            computed = True
    try:
        return convert(data)
    except Exception as exc:
        if b is None:
            raise
        where = f"ivy_core.Array.{method} (backend {b.name!r})"
        if not computed and type(data) is not b.array_type:
            exc.add_note(
                f"{where}: the array is a traced "
                f"{type(data).__name__}, which has no Python value while the framework "
                "compiles or differentiates the function; use ivy_core.where (or the "
                "framework's control flow) instead of a Python branch, or mark the argument static"
            )
            raise
        if _kind(b, exc) == "keep":
            exc.add_note(f"raised in {where}")
            raise
        _check_convertible(b, x, method, exact=True)
        target = _CONVERSIONS[method][0]
        described = _described(x, b)
        framework = b.info.framework or b.name
        said = f"{framework} said: {framework_message(exc)}"
        error: BaseException
        if isinstance(exc, OverflowError):
            error = OverflowError(f"{where}: x, {described}, is too large for a Python {target}. {said}")
        elif isinstance(exc, (ValueError, TypeError)) and _kind(b, exc) is None:
            cls = ArgumentTypeError if isinstance(exc, TypeError) else ArgumentValueError
            error = cls(f"{where}: x, {described}, has no Python {target} value. {said}")
        else:
            error = method_failure(b, where, exc, f"x={described}", None)
        error.__cause__ = exc
        raise error from exc


def _check_convertible(b: Backend, x: Any, method: str, exact: bool = False) -> None:
    """Refuse what ``method`` cannot convert, before the framework is asked
    (they differ: torch takes ``int`` of a tensor of shape (1, 1) and
    ``operator.index`` of a bool one, TensorFlow ``float`` of a complex
    tensor and ``bool`` of an empty one). ``bool`` takes an array of one
    element (as NumPy), the others a 0-d array (as the standard and NumPy 2).
    Before the call the dtype is compared by identity (cheap; a dtype object
    it misses is the framework's to refuse), after a failure ``exact``ly,
    so that the message is the same on every backend."""
    shape = x._data.shape
    target, refused = _CONVERSIONS[method]
    if method == "__bool__":
        size = 1
        for s in shape:
            if s is None or s != s:  # unknown (a traced or lazy array): the framework decides
                size = 1
                break
            size *= int(s)
        if size != 1:
            raise ArgumentValueError(
                f"ivy_core.Array.__bool__ (backend {b.name!r}): the truth value of an array of {size} "
                f"elements ({_described(x, b)}) is ambiguous; only an array of one element has one. "
                "Use ivy_core.any(x) or ivy_core.all(x)"
            )
    elif shape != () and _shapes.shape_of(x) not in ((), None):  # None: unknown, the framework decides
        raise ArgumentTypeError(
            f"ivy_core.Array.{method} (backend {b.name!r}): only a 0-d array has a Python {target} "
            f"value, not {_described(x, b)}; take one element first (x[i], or x.reshape(()) for one element)"
        )
    if refused:
        native = x._data.dtype
        if exact:
            d = b.from_native.get(native) if _suspect.hashable(native) else None
            refuses = d is not None and d.kind in refused
        else:  # the fast path: the backend's native dtypes of the refused kinds, by identity
            natives = _refused_natives.get((b.name, method))
            if natives is None:
                natives = _refused_natives[b.name, method] = tuple(
                    n for n, d in b.from_native.items() if d.kind in refused
                )
            refuses = False
            for n in natives:
                if native is n:
                    refuses = True
                    break
        if refuses:
            where = f"ivy_core.Array.{method} (backend {b.name!r})"
            if method == "__index__":
                raise ArgumentTypeError(
                    f"{where}: only an array of an integer dtype is an index, not {_described(x, b)}; "
                    "cast it first (ivy_core.astype(x, ivy_core.int64))"
                )
            raise ArgumentTypeError(
                f"{where}: a complex array has no Python {target} value, as a Python complex has none: "
                f"x is {_described(x, b)}; take ivy_core.real(x) or ivy_core.abs(x) first"
            )


def _described(x: Any, b: Backend) -> str:
    """``Array(dtype, shape=...)`` and, for one element, its value."""
    text = _value(x, b)
    if _shapes.shape_of(x) == ():
        try:
            value = repr(b.runtime.to_list(x._data))
        except Exception:  # a value the framework cannot give: the dtype and shape say enough
            return text
        text += f" of value {value if len(value) <= _VALUE_CHARS else value[: _VALUE_CHARS - 3] + '...'}"
    return text


def _lazy_data(b: Any, x: Any, method: str) -> Any:
    """The computed value of a lazy backend's array, for its Python value
    (``_lazy``): refused unless implicit computes are on, each one counted."""
    if not _state.implicit_compute.get():
        raise ValueError(
            f"ivy_core.Array.{method} (backend {b.name!r}): the array is lazy, and its Python "
            "value needs its whole graph computed; compute it explicitly with "
            "ivy_core.compute(x) (several arrays in one pass), or allow it with "
            "`with ivy_core.implicit_compute():`"
        )
    (value,) = b.runtime.compute(x._data)
    _state.computes.value += 1
    return value
