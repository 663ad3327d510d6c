"""Whether a failed call's arguments have the types its signature gives.

Used by ``_failure`` once a backend has rejected a call: an argument that
does not match its annotation (``reshape(x, "3")``) is a TypeError on every
backend, whatever the framework raised. It reads the public function's
annotations (``typing.get_type_hints``) the first time a call of it fails,
and understands the forms the API's signatures use: classes, unions,
``Literal``, ``Sequence[int]``, ``tuple[int, ...]`` and ``list[...]``.
"""

from __future__ import annotations

# ``collections.abc.Sequence`` itself (that module re-exports this one, which
# the interpreter imports at start-up). ``typing`` is imported in the
# functions below, all of which run only once a call has failed:
# ``import ivy_core`` imports neither ``typing`` nor ``collections``.
from _collections_abc import Sequence

from ._api import is_int
from ._shapes import shape_of

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from ._api import ApiFunction

__all__ = ["ANNOTATION_NAMES", "type_hints", "hints", "matches", "literals", "spell", "has_sequence"]

#: The names the public functions' annotations use that their modules import
#: for type checkers only (``Any``, ``Literal``, ``Sequence`` and the aliases
#: of ``ivy_core._arrays._typing``, ``ArrayLike``...), by name. Filled in by
#: the loader with the first backend (``_plugins._loader``), before any call
#: can fail; it is read by :func:`type_hints`.
ANNOTATION_NAMES: dict[str, Any] = {}


def type_hints(fn: Any) -> dict[str, Any]:
    """``typing.get_type_hints`` of the public function ``fn``, its
    annotations' names taken from :data:`ANNOTATION_NAMES`."""
    import typing

    return typing.get_type_hints(fn, globalns={**ANNOTATION_NAMES, **fn.__globals__})


def hints(api: ApiFunction) -> dict[str, Any]:
    """Parameter name -> its annotation, for the parameters whose annotation
    says something checkable (not an array, not ``Any``)."""
    try:
        found = type_hints(api.spec)
    except Exception:  # an annotation that does not resolve: check nothing
        return {"": None}
    arrays = set(api.arrays) | set(api.sequences) | set(api.unwrap)
    checkable = {n: t for n, t in found.items() if n not in arrays and n != "return" and _checkable(t)}
    return checkable or {"": None}


def _checkable(t: Any) -> bool:
    import typing

    if t is typing.Any:
        return False
    if typing.get_origin(t) in (typing.Union, _UnionType):
        return all(_checkable(a) for a in typing.get_args(t))
    return True


_UnionType = type(int | None)


def has_sequence(t: Any) -> bool:
    """Whether the annotation ``t`` takes a sequence (a shape or axes) in some form."""
    import typing

    origin = typing.get_origin(t)
    if origin in (typing.Union, _UnionType):
        return any(has_sequence(a) for a in typing.get_args(t))
    return origin in (tuple, list, Sequence) or t in (tuple, list)


def matches(v: Any, t: Any) -> bool:
    """Whether ``v`` is a value of the annotation ``t`` (the forms the API's
    signatures use: plain classes, unions, ``Literal``, ``Sequence[int]``,
    ``tuple[int, ...]``, ``list[...]``)."""
    import typing

    if t is typing.Any:
        return True
    if t is None or t is type(None):
        return v is None
    origin = typing.get_origin(t)
    if origin in (typing.Union, _UnionType):
        return any(matches(v, a) for a in typing.get_args(t))
    if origin is typing.Literal:  # the type here; the value in _literal_miss
        return any(type(v) is type(a) for a in typing.get_args(t))
    if origin in (tuple, list, Sequence):
        if not isinstance(v, (tuple, list)) or (origin is tuple and not isinstance(v, tuple)):
            return origin is Sequence and _is_array(v)
        items = typing.get_args(t)
        if origin is tuple and items and items[-1] is not Ellipsis:
            return len(v) == len(items) and all(matches(e, a) for e, a in zip(v, items, strict=True))
        return not items or all(matches(e, items[0]) for e in v)
    if t is int:
        return is_int(v)
    if t is float:
        return is_int(v) or isinstance(v, float) or _is_real_scalar(v)
    if t is complex:
        return isinstance(v, (int, float, complex)) or _is_real_scalar(v)
    if isinstance(t, type):
        return isinstance(v, t) or _is_array(v)
    return True


def literals(t: Any) -> tuple[Any, ...]:
    """The values a ``Literal`` in the annotation ``t`` allows."""
    import typing

    origin = typing.get_origin(t)
    if origin is typing.Literal:
        return typing.get_args(t)
    if origin in (typing.Union, _UnionType):
        return tuple(v for a in typing.get_args(t) for v in literals(a))
    return ()


def _is_real_scalar(v: Any) -> bool:
    return shape_of(v) == () and hasattr(v, "dtype")


def _is_array(v: Any) -> bool:
    return shape_of(v) is not None


def spell(t: Any) -> str:
    import typing

    if t is type(None):
        return "None"
    if isinstance(t, type):
        return t.__name__
    origin = typing.get_origin(t)
    if origin in (typing.Union, _UnionType):
        return " or ".join(spell(a) for a in typing.get_args(t))
    if origin is typing.Literal:
        return "one of " + ", ".join(repr(a) for a in typing.get_args(t))
    if origin is Sequence:
        return f"a sequence of {spell(typing.get_args(t)[0])}"
    return str(t).replace("typing.", "").replace("collections.abc.", "")
