"""Which argument a framework's exception points at, when ivy_core's own
diagnosis (``_failure._mistake``) found no mistake: the message then names
that argument and its value rather than "an argument" (the dump of every
argument follows it). Runs only once a call has failed."""

from __future__ import annotations

from .._spec import _shapes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from .._spec._api import ApiFunction
    from ._backend import Backend

__all__ = ["suspect"]


def suspect(
    api: ApiFunction, b: Backend, exc: BaseException, args: tuple[Any, ...], describe: Callable[[Any, Backend], str]
) -> str | None:
    """The one argument the framework's exception points at, spelled with
    its value, if one can be told: for an IndexError, the integer array
    among the arguments after the first (``take``'s ``indices``); otherwise
    a nested sequence whose rows differ in length; for a TypeError, the
    value of no plain type whose type the framework's message names (``not
    'dict'``), or the only such value."""
    found: list[str] = []
    odd: list[tuple[bool, str]] = []  # values of no plain type: (the message names the type, spelled)
    text = str(exc)
    for i, (p, v) in enumerate(zip(api.params, args, strict=False)):
        if v is None:
            continue
        if isinstance(exc, IndexError):
            d = getattr(v, "_data", v)
            dtype = b.from_native.get(d.dtype) if i and hasattr(d, "dtype") and hashable(d.dtype) else None
            if dtype is not None and dtype.kind in ("signed", "unsigned"):
                found.append(f"argument {p.name!r} ({describe(v, b)}{_values(d, b)})")
        elif _ragged(v):
            found.append(f"argument {p.name!r}, {describe(v, b)}, whose rows differ in length,")
        elif _shapes.shape_of(v) is None and type(v) not in _PLAIN:
            odd.append((f"'{type(v).__name__}'" in text, f"argument {p.name!r}, {type(v).__name__} {describe(v, b)},"))
    if isinstance(exc, TypeError) and not found:  # the one the message names, else the only odd one
        found = [what for named, what in odd if named] or [what for _, what in odd]
    return found[0] if len(found) == 1 else None


#: Types whose name in a framework's message does not point at one argument.
_PLAIN = frozenset({int, float, bool, complex, str, list, tuple})


def _values(d: Any, b: Backend) -> str:
    """``, values [..]`` of a small array, else nothing."""
    try:
        if _shapes.shape_of(d) is not None and 0 < len(d.shape) <= 1 and 0 < d.shape[0] <= 8:
            return f", values {b.runtime.to_list(d)!r:.60}"
    except Exception:  # the values are a help, not needed: the dtype and shape say enough
        pass
    return ""


def _ragged(v: Any) -> bool:
    """A nested list or tuple whose rows differ in length (at any depth)."""
    if not isinstance(v, (list, tuple)) or not v or not all(isinstance(e, (list, tuple)) for e in v):
        return False
    return len({len(e) for e in v}) > 1 or any(_ragged(e) for e in v)


def hashable(value: Any) -> bool:
    """Whether ``value`` can be a dict key (a dtype object that cannot is looked up no further)."""
    try:
        hash(value)
    except TypeError:
        return False
    return True
