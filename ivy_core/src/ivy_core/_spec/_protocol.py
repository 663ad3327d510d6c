"""The ``__ivy_array_function__`` protocol.

A class that defines ``__ivy_array_function__(self, func, types, args,
kwargs)`` can stand in for arrays in any ivy_core function: when one of its
instances reaches a call, the call is handed to that method instead of a
backend. ``func`` is the public ivy_core function, ``types`` the overriding
types found among the arguments, ``args``/``kwargs`` the call's arguments as
given. Returning ``NotImplemented`` lets the next overriding argument try
(subclasses before their base classes, otherwise in argument order); if all
decline, ``TypeError`` is raised. Anything the method raises reaches the
caller unchanged.

Detection costs nothing on the normal path: the fast entries take only
arrays of their backend and Python scalars; the general entry, which every
other call reaches, looks for the method first (:func:`overriding`).
"""

from __future__ import annotations

from ._api import POSITIONAL_ONLY, POSITIONAL_OR_KEYWORD, VAR_POSITIONAL

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._api import ApiFunction

__all__ = ["dispatch"]

_METHOD = "__ivy_array_function__"


# Types that never define the protocol (skipped without a lookup, 25 ns
# against hasattr's 160): Python's plain values, ivy_core's ``Array`` (added
# where it is defined) and the array types of each backend loaded (added by
# the loader). A set, not the dict of native array types
# (``_state.array_backends``): torch.compile failed on that dict once it had
# traced the call with a NumPy scalar of one type and met one of another
# (Dynamo's guard on a dict's keys cannot take NumPy's scalar types).
WITHOUT: set[type] = {bool, int, float, complex, str, bytes, type(None), slice, type(Ellipsis)}


def _candidates(values: Any, out: list[Any]) -> None:
    for v in values:
        t = type(v)
        if t in WITHOUT:
            continue
        if hasattr(t, _METHOD):
            if not any(v is seen for seen in out):
                out.append(v)
        elif t is list or t is tuple:
            _candidates(v, out)


def overriding(args: tuple[Any, ...]) -> list[Any]:
    """The arguments (searched into lists and tuples) whose type defines
    ``__ivy_array_function__``, in order; usually empty."""
    for v in args:  # the common case: no argument to look into
        t = type(v)
        if t not in WITHOUT and (t is list or t is tuple or hasattr(t, _METHOD)):
            break
    else:
        return []
    found: list[Any] = []
    _candidates(args, found)
    return found


def dispatch(api: ApiFunction, args: tuple[Any, ...], found: list[Any]) -> Any:
    """Hand the call (``args``: every parameter, positionally) to the
    ``__ivy_array_function__`` of the ``found`` arguments."""
    func = api.spec
    positional: list[Any] = []
    kwargs: dict[str, Any] = {}
    for p, v in zip(api.params, args, strict=True):
        if p.kind == VAR_POSITIONAL:
            positional.extend(v)
        elif p.kind in (POSITIONAL_ONLY, POSITIONAL_OR_KEYWORD):
            positional.append(v)
        else:
            kwargs[p.name] = v
    args = tuple(positional)
    types: list[type] = []
    for v in found:
        if type(v) not in types:
            types.append(type(v))
    # Subclasses go before the classes they derive from.
    order: list[Any] = []
    for v in found:
        i = len(order)
        for j, w in enumerate(order):
            if issubclass(type(v), type(w)) and type(v) is not type(w):
                i = j
                break
        order.insert(i, v)
    t = tuple(types)
    for v in order:
        result = getattr(type(v), _METHOD)(v, func, t, args, kwargs)
        if result is not NotImplemented:
            return result
    raise TypeError(
        f"ivy_core.{api.name}: every __ivy_array_function__ among the arguments "
        f"({', '.join(c.__qualname__ for c in t)}) returned NotImplemented; "
        "no implementation handles this combination of types"
    )
