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

import operator
import typing
from collections.abc import Sequence

from ._errors import (
    ArgumentTypeError,
    ArgumentValueError,
    AxisError,
    BackendFailure,
    InvalidIndexError,
    IvyError,
    OutOfMemoryError,
    ShapeError,
)

TYPE_CHECKING = False  # typing's names below are used at run time only on failure
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, NoReturn

    from ._api import ApiFunction
    from ._backend import Backend

__all__ = ["make_fail", "method_failure", "renamed", "describe", "framework_message", "broadcast_shapes"]

# Parameters that name axes of the (first) array argument. tensordot's
# ``axes`` is a count or pairs of axes, checked by the backend.
_AXIS_PARAMS = ("axis", "axes", "source", "destination", "axis1", "axis2")
_NOT_AXES = frozenset(("tensordot",))
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
    error_kind = getattr(b.runtime, "error_kind", None)
    hints: dict[str, Any] = {}

    def fail(exc: BaseException, args: tuple[Any, ...]) -> NoReturn:
        if isinstance(exc, IvyError):
            raise exc
        kind = error_kind(exc) if error_kind is not None else None
        if kind == "keep":
            exc.add_note(f"raised in {where}")
            raise exc
        if kind == "memory" or isinstance(exc, MemoryError):
            cls: type[IvyError] = OutOfMemoryError
            why = "the framework ran out of memory; use smaller arrays or a smaller dtype"
        else:
            if not hints:
                hints.update(_hints(api))
            cls, why = _diagnose(api, b, exc, args, hints, value_classes)
        called = describe(api, b, args)
        said = framework_message(exc)
        if said.startswith(f"{type(exc).__name__}: {where}: "):  # the plugin named the call itself
            said = type(exc).__name__ + ": " + said[len(type(exc).__name__) + len(where) + 4 :]
        raise cls(f"{where}: {why}. Called with {called}. {framework} said: {said}") from exc

    return fail


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
    shape = _shape_of(v)
    if shape is not None and hasattr(d, "dtype"):
        dtype = b.from_native.get(d.dtype, d.dtype) if _hashable(d.dtype) else d.dtype
        kind = "Array" if d is not v else type(d).__name__
        return f"{kind}({dtype}, shape={shape})"
    if isinstance(v, (list, tuple)) and v and all(_shape_of(e) is not None for e in v):
        shapes = ", ".join(str(_shape_of(e)) for e in v)
        return f"{len(v)} arrays of shapes {shapes}"
    text = repr(v)
    return text if len(text) <= _VALUE_CHARS else text[: _VALUE_CHARS - 3] + "..."


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def _shape_of(v: Any) -> tuple[int, ...] | None:
    """The shape of an array argument (``Array`` or native), else None."""
    d = getattr(v, "_data", v)
    if isinstance(v, (bool, int, float, complex, str, bytes)) or not hasattr(d, "shape"):
        return None
    try:
        return tuple(int(s) for s in d.shape)
    except (TypeError, ValueError):  # a traced value of unknown size
        return None


# -- the diagnosis --------------------------------------------------------------------


def _diagnose(
    api: ApiFunction,
    b: Backend,
    exc: BaseException,
    args: tuple[Any, ...],
    hints: dict[str, Any],
    value_classes: tuple[type[BaseException], ...],
) -> tuple[type[IvyError], str]:
    for p, v in zip(api.params, args, strict=False):
        expected = hints.get(p.name)
        if expected is not None and v is not None and not _matches(v, expected):
            return ArgumentTypeError, (
                f"argument {p.name!r} must be {_spell(expected)}, not {type(v).__name__} {_value(v, b)}; "
                f"pass a value of that type (see help({api.public_name}))"
            )
    for p, v in zip(api.params, args, strict=False):
        expected = hints.get(p.name)
        allowed = _literals(expected) if expected is not None else ()
        if allowed and v not in allowed and type(v) in {type(a) for a in allowed}:
            return ArgumentValueError, (
                f"argument {p.name!r} must be one of {', '.join(map(repr, allowed))}, not {v!r}; pass one of those"
            )
    found = _axis_out_of_range(api, args)
    if found is not None:
        return AxisError, found
    found = _shapes_that_do_not_fit(api, args)
    if found is not None:
        return ShapeError, found
    return _by_class(exc, b, value_classes, f"check the arguments against help({api.public_name})")


def _by_class(
    exc: BaseException, b: Backend, value_classes: tuple[type[BaseException], ...], hint: str
) -> tuple[type[IvyError], str]:
    """The kind of mistake the framework's exception class says."""
    if isinstance(exc, IndexError):
        return InvalidIndexError, f"an index is out of range; {hint}"
    if isinstance(exc, TypeError) and not isinstance(exc, value_classes):
        return ArgumentTypeError, f"an argument has a type the backend does not take; {hint}"
    if isinstance(exc, (ValueError, ArithmeticError)) or isinstance(exc, value_classes):
        return ArgumentValueError, f"the backend rejected the arguments' values; {hint}"
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
    error_kind = getattr(b.runtime, "error_kind", None)
    kind = error_kind(exc) if error_kind is not None else None
    if kind == "keep":
        exc.add_note(f"raised in {where}")
        return exc
    cls: type[IvyError]
    if kind == "memory" or isinstance(exc, MemoryError):
        cls, why = OutOfMemoryError, "the framework ran out of memory"
    elif shapes is not None:
        cls, why = ShapeError, shapes
    else:
        cls, why = _by_class(exc, b, b.value_errors, "see help(ivy_core.Array)")
    framework = b.info.framework or b.name
    error = cls(f"{where}: {why}. Called with {called}. {framework} said: {framework_message(exc)}")
    error.__cause__ = exc
    return error


def _hints(api: ApiFunction) -> dict[str, Any]:
    """Parameter name -> its annotation, for the parameters whose annotation
    says something checkable (not an array, not ``Any``)."""
    try:
        found = typing.get_type_hints(api.spec)
    except Exception:  # an annotation that does not resolve: check nothing
        return {"": None}
    arrays = set(api.arrays) | set(api.sequences) | set(api.unwrap)
    checkable = {n: t for n, t in found.items() if n not in arrays and n != "return" and _checkable(t)}
    return checkable or {"": None}


def _checkable(t: Any) -> bool:
    if t is typing.Any:
        return False
    if typing.get_origin(t) in (typing.Union, _UnionType):
        return all(_checkable(a) for a in typing.get_args(t))
    return True


_UnionType = type(int | None)


def _matches(v: Any, t: Any) -> bool:
    """Whether ``v`` is a value of the annotation ``t`` (the forms the API's
    signatures use: plain classes, unions, ``Literal``, ``Sequence[int]``,
    ``tuple[int, ...]``, ``list[...]``)."""
    if t is typing.Any:
        return True
    if t is None or t is type(None):
        return v is None
    origin = typing.get_origin(t)
    if origin in (typing.Union, _UnionType):
        return any(_matches(v, a) for a in typing.get_args(t))
    if origin is typing.Literal:  # the type here; the value in _literal_miss
        return any(type(v) is type(a) for a in typing.get_args(t))
    if origin in (tuple, list, Sequence):
        if not isinstance(v, (tuple, list)) or (origin is tuple and not isinstance(v, tuple)):
            return origin is Sequence and _is_array(v)
        items = typing.get_args(t)
        if origin is tuple and items and items[-1] is not Ellipsis:
            return len(v) == len(items) and all(_matches(e, a) for e, a in zip(v, items, strict=True))
        return not items or all(_matches(e, items[0]) for e in v)
    if t is int:
        return _is_int(v)
    if t is float:
        return _is_int(v) or isinstance(v, float) or _is_real_scalar(v)
    if t is complex:
        return isinstance(v, (int, float, complex)) or _is_real_scalar(v)
    if isinstance(t, type):
        return isinstance(v, t) or _is_array(v)
    return True


def _literals(t: Any) -> tuple[Any, ...]:
    """The values a ``Literal`` in the annotation ``t`` allows."""
    origin = typing.get_origin(t)
    if origin is typing.Literal:
        return typing.get_args(t)
    if origin in (typing.Union, _UnionType):
        return tuple(v for a in typing.get_args(t) for v in _literals(a))
    return ()


def _is_int(v: Any) -> bool:
    try:
        operator.index(v)
    except TypeError:
        return False
    return True


def _is_real_scalar(v: Any) -> bool:
    return _shape_of(v) == () and hasattr(v, "dtype")


def _is_array(v: Any) -> bool:
    return _shape_of(v) is not None


def _spell(t: Any) -> str:
    if t is type(None):
        return "None"
    if isinstance(t, type):
        return t.__name__
    origin = typing.get_origin(t)
    if origin in (typing.Union, _UnionType):
        return " or ".join(_spell(a) for a in typing.get_args(t))
    if origin is typing.Literal:
        return "one of " + ", ".join(repr(a) for a in typing.get_args(t))
    if origin is Sequence:
        return f"a sequence of {_spell(typing.get_args(t)[0])}"
    return str(t).replace("typing.", "").replace("collections.abc.", "")


def _first_array(api: ApiFunction, args: tuple[Any, ...]) -> tuple[int, ...] | None:
    """The shape of the first array argument (or of the first array of a
    sequence argument)."""
    for p, v in zip(api.params, args, strict=False):
        if p.name in api.arrays:
            shape = _shape_of(v)
            if shape is not None:
                return shape
        if p.name in api.sequences and isinstance(v, (list, tuple)) and v:
            return _shape_of(v[0])
    return None


def _axis_out_of_range(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    if api.name in _NOT_AXES:
        return None
    shape = _first_array(api, args)
    if shape is None:
        return None
    ndim = len(shape)
    if api.name in ("vecdot", "cross"):  # the axis counts from the broadcast shape
        ndim = max(len(s) for s in (_shape_of(v) for v in args[:2]) if s is not None)
    for name in _AXIS_PARAMS:
        at = api.index.get(name)
        if at is None or at >= len(args):
            continue
        value = args[at]
        axes = value if isinstance(value, (tuple, list)) else (value,)
        if not all(_is_int(a) for a in axes):
            continue
        axes = [operator.index(a) for a in axes]
        bound = ndim + len(axes) if api.name == "expand_dims" else ndim + (api.name == "stack")
        bad = [a for a in axes if not -bound <= a < bound]
        if bad:
            of = "the result" if bound != ndim else "an array"
            if bound == 0:
                rule = "a 0-d array has no axis"
            else:
                rule = f"an axis of {of} of {bound} dimensions is in [{-bound}, {bound})"
            return f"{name}={value!r} is out of range: {rule}; pass an axis in that range"
    return None


def _shapes_that_do_not_fit(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    shapes = [s for s in (_shape_of(args[api.index[p]]) for p in api.promote) if s is not None]
    if api.name in ("matmul",) and len(shapes) == 2:
        s1, s2 = shapes
        if s1 and s2:
            inner1 = s1[-1]
            inner2 = s2[-2] if len(s2) > 1 else s2[0]
            if inner1 != inner2:
                return (
                    f"shapes {s1} and {s2} do not fit a matrix product: the last dimension of x1 "
                    f"({inner1}) must equal the second-to-last of x2 ({inner2}); transpose or reshape one"
                )
            s1, s2 = s1[:-2], s2[:-2]
            if broadcast_shapes(s1, s2) is None:
                return f"the batch dimensions {s1} and {s2} do not broadcast together"
        elif not s1 or not s2:
            return "matmul takes arrays of at least 1 dimension, not 0-d ones; use multiply"
        return None
    if api.name == "reshape":
        shape = _first_array(api, args)
        new = args[api.index["shape"]]
        new = new if isinstance(new, (tuple, list)) else (new,)
        if shape is not None and all(_is_int(n) for n in new):
            size = _product(shape)
            dims = [operator.index(n) for n in new]
            known = _product([n for n in dims if n != -1])
            unknown = dims.count(-1)
            fits = (unknown == 0 and known == size) or (unknown == 1 and known and size % known == 0)
            if unknown > 1:
                return f"the shape {tuple(dims)} has more than one -1; at most one size can be inferred"
            if not fits:
                return f"an array of shape {shape} ({size} elements) cannot take the shape {tuple(dims)}"
        return None
    if api.name in _SQUARE or api.name in _MATRICES:
        return _matrix_shape(api, args)
    if api.name == "tensordot":
        return _tensordot_shapes(args)
    if api.name in _PAIRS:
        return _PAIRS[api.name](*[_shape_of(v) for v in args[:2]], args)
    if api.name == "vecdot" and len(shapes) == 2:
        axis = args[api.index["axis"]]
        s1, s2 = shapes
        if _is_int(axis) and s1 and s2:
            try:
                n1, n2 = s1[operator.index(axis)], s2[operator.index(axis)]
            except IndexError:
                return None
            if n1 != n2:
                return f"vecdot needs one size along axis={axis}, not {n1} (x1 {s1}) and {n2} (x2 {s2})"
        return None
    if api.name in ("concat", "stack"):
        return _joined_shapes(api, args)
    if api.name == "broadcast_to":
        shape = _first_array(api, args)
        target = args[api.index["shape"]]
        target = target if isinstance(target, (tuple, list)) else (target,)
        if shape is not None and all(_is_int(n) for n in target):
            wanted = tuple(operator.index(n) for n in target)
            if broadcast_shapes(shape, wanted) != wanted:
                return f"an array of shape {shape} does not broadcast to the shape {wanted}"
        return None
    if api.name == "broadcast_arrays":
        given = args[0] if args and isinstance(args[0], (tuple, list)) else args  # (*arrays)
        shapes = [s for s in (_shape_of(v) for v in given) if s is not None]
    if len(shapes) >= 2 and (api.name == "broadcast_arrays" or api.spec.__module__.endswith(".elementwise") or api.name == "where"):
        result: tuple[int, ...] | None = ()
        for s in shapes:
            result = broadcast_shapes(result, s) if result is not None else None
        if result is None:
            listed = " and ".join(str(s) for s in shapes)
            return f"shapes {listed} do not broadcast together; reshape or expand_dims one of the operands"
    return None


# Functions of (stacks of) square matrices, and of matrices of any shape.
_SQUARE = frozenset(("cholesky", "det", "eigh", "eigvalsh", "inv", "matrix_power", "slogdet"))
_MATRICES = frozenset(
    (
        "matrix_transpose", "trace", "diagonal", "matrix_norm", "matrix_rank", "pinv", "qr", "svd",
        "svdvals", "tril", "triu",
    )
)  # fmt: skip


def _matrix_shape(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    shape = _first_array(api, args)
    if shape is None:
        return None
    if len(shape) < 2:
        return f"{api.name} takes a matrix or a stack of matrices (2 or more dimensions), not shape {shape}"
    if api.name in _SQUARE and shape[-1] != shape[-2]:
        return f"{api.name} takes square matrices, not shape {shape}"
    return None


def _tensordot_shapes(args: tuple[Any, ...]) -> str | None:
    s1, s2, axes = _shape_of(args[0]), _shape_of(args[1]), args[2]
    if s1 is None or s2 is None:
        return None
    try:
        if _is_int(axes):
            n = operator.index(axes)
            if n < 0 or n > min(len(s1), len(s2)):
                return None
            pairs = list(zip(range(len(s1) - n, len(s1)), range(n), strict=True))
        else:
            first, second = axes
            pairs = list(zip(first, second, strict=True))
        sizes = [(s1[a], s2[b]) for a, b in pairs]
    except (TypeError, ValueError, IndexError):
        return None
    if any(m != n for m, n in sizes):
        return (
            f"tensordot contracts axes of different sizes: x1 {s1} and x2 {s2} with axes={axes!r} "
            f"pair sizes {', '.join(f'{m} with {n}' for m, n in sizes)}"
        )
    return None


def _solve_shapes(s1: Any, s2: Any, args: tuple[Any, ...]) -> str | None:
    if s1 is None or s2 is None:
        return None
    if len(s1) < 2 or s1[-1] != s1[-2]:
        return f"solve takes square matrices as x1, not shape {s1}"
    n = s1[-1]
    if not s2 or (s2[-1] != n and (len(s2) < 2 or s2[-2] != n)):
        return f"x2 of shape {s2} does not fit x1 of shape {s1}: x2 needs {n} rows"
    return None


def _outer_shapes(s1: Any, s2: Any, args: tuple[Any, ...]) -> str | None:
    bad = [s for s in (s1, s2) if s is not None and len(s) != 1]
    return f"outer takes two 1-d arrays, not shape {bad[0]}" if bad else None


def _cross_shapes(s1: Any, s2: Any, args: tuple[Any, ...]) -> str | None:
    axis = args[2] if len(args) > 2 else -1
    if s1 is None or s2 is None or not _is_int(axis):
        return None
    axis = operator.index(axis)
    try:
        n1, n2 = s1[axis], s2[axis]
    except IndexError:
        return None
    if n1 != 3 or n2 != 3:
        return f"cross takes vectors of 3 elements along axis={axis}, not {n1} (x1 {s1}) and {n2} (x2 {s2})"
    return None


def _take_along_shapes(s1: Any, s2: Any, args: tuple[Any, ...]) -> str | None:
    if s1 is not None and s2 is not None and len(s1) != len(s2):
        return f"indices need as many dimensions as x: x has shape {s1}, indices {s2}"
    return None


_PAIRS: dict[str, Callable[[Any, Any, tuple[Any, ...]], str | None]] = {
    "solve": _solve_shapes,
    "outer": _outer_shapes,
    "cross": _cross_shapes,
    "take_along_axis": _take_along_shapes,
}


def _joined_shapes(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """concat: the arrays' shapes must agree but along ``axis``; stack: in full."""
    arrays = args[api.index["arrays"]]
    axis = args[api.index["axis"]]
    if not isinstance(arrays, (list, tuple)):
        return None
    shapes = [_shape_of(a) for a in arrays]
    if not shapes or any(s is None for s in shapes):
        return None
    first = shapes[0]
    assert first is not None
    if api.name == "stack":
        if any(s != first for s in shapes):
            return f"stack takes arrays of one shape, not {', '.join(map(str, shapes))}"
        return None
    if axis is None or not _is_int(axis):
        return None
    if any(s is not None and len(s) != len(first) for s in shapes):
        return f"concat takes arrays of one number of dimensions, not shapes {', '.join(map(str, shapes))}"
    at = operator.index(axis) % len(first) if first else 0
    if any(s is not None and (s[:at] + s[at + 1 :]) != (first[:at] + first[at + 1 :]) for s in shapes):
        return (
            f"shapes {', '.join(map(str, shapes))} differ along an axis other than axis={axis}; "
            "concat needs equal sizes on every other axis"
        )
    return None


def _product(dims: Sequence[int]) -> int:
    n = 1
    for d in dims:
        n *= d
    return n


def broadcast_shapes(s1: tuple[int, ...], s2: tuple[int, ...]) -> tuple[int, ...] | None:
    """The broadcast shape of two shapes, or None when they do not broadcast."""
    n = max(len(s1), len(s2))
    a = (1,) * (n - len(s1)) + s1
    c = (1,) * (n - len(s2)) + s2
    out = []
    for x, y in zip(a, c, strict=True):
        if x != y and x != 1 and y != 1:
            return None
        out.append(y if x == 1 else x)
    return tuple(out)
