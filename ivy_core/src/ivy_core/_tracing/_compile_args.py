"""The arguments of a compiled call, on their way in and out of the
framework's compiler (``ivy_core.compile``, and the autodiff functions).

On the way in, each ``Array`` becomes its native array, and the kind of each
Python number (``bool``, ``int``, ``float``, ``complex``; an argument, or a
leaf of a tuple, list or dict argument) goes into the call's *number key*,
part of the key of ``ivy_core.compile``'s own cache. The compilers key the
Python values of a call by equality (``tf.function``'s trace cache,
Dynamo's guards, ``jax.jit``'s static arguments), and ``1 == 1.0 == True``
and ``0.0 == -0.0``, which compute differently: ``x * 1.0`` of an int32
``x`` is float32 and ``x * 1`` int32, and ``x * -0.0`` keeps the sign of a
zero. With each number's type, and the sign of a float zero, in the key,
such numbers get compilations of their own; the numbers themselves stay
where they are, for the compiler to treat as it treats them natively
(``torch.compile`` makes a float that changes an input of its graph,
``tf.function`` compiles for each value; ``ivy_jax`` makes them static).

On the way out, the Arrays given new values inside are given them
(``write_back``, ``rebind``), and Python numbers come back as numbers.
"""

from __future__ import annotations

from math import copysign

from .._arrays._array import Array
from .._base._errors import TraceError

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = [
    "NUMBERS", "inward", "leaves", "wrap", "unwrap", "tree", "arrays_by_path", "layout", "rebound", "rebind",
    "python_leaves", "retyped", "aliases", "shared", "write_back",
]

#: The Python numbers a compiled function is compiled for (``type(v)``:
#: NumPy's scalars are arrays to the frameworks).
NUMBERS = frozenset((bool, int, float, complex))

_new = object.__new__


def inward(x: Any, path: tuple[Any, ...], found: list[tuple[Any, ...]]) -> Any:
    """``x`` with each ``Array`` in it unwrapped, the kind of each Python
    number in it appended to ``found`` as ``(path, kind)``: see the module's
    docstring."""
    t = type(x)
    if t is Array:
        return x._data
    if t in NUMBERS:
        found.append((path, _kind(x, t)))
        return x
    if t is tuple or t is list:
        return t(inward(v, (*path, i), found) for i, v in enumerate(x))
    if t is dict:
        return {k: inward(v, (*path, k), found) for k, v in x.items()}
    if isinstance(x, tuple) and hasattr(x, "_fields"):  # a namedtuple
        return t(*(inward(v, (*path, i), found) for i, v in enumerate(x)))
    return x


def _kind(x: Any, t: type) -> str:
    """``x``'s type, with the sign of a zero float (or zero part of a complex)."""
    if t is float:
        return "-0.0" if x == 0.0 and copysign(1.0, x) < 0 else "float"
    if t is complex:
        return f"complex{copysign(1.0, x.real) < 0 and x.real == 0.0:d}{copysign(1.0, x.imag) < 0 and x.imag == 0.0:d}"
    return t.__name__


def leaves(x: Any) -> Any:
    """The values inside tuples, lists and dicts (for backend inference)."""
    t = type(x)
    if t is tuple or t is list:
        for v in x:
            yield from leaves(v)
    elif t is dict:
        for v in x.values():
            yield from leaves(v)
    else:
        yield x


def wrap(x: Any) -> Array:
    a = _new(Array)
    a._data = x
    return a


def unwrap(x: Array) -> Any:
    return x._data


def tree(x: Any, types: tuple[type, ...], f: Callable[[Any], Any]) -> Any:
    """``x`` with ``f`` applied to every leaf of one of ``types`` inside
    tuples (named ones too), lists and dicts."""
    if isinstance(x, types):
        return f(x)
    t = type(x)
    if t is tuple or t is list:
        return t(tree(v, types, f) for v in x)
    if t is dict:
        return {k: tree(v, types, f) for k, v in x.items()}
    if isinstance(x, tuple) and hasattr(x, "_fields"):  # a namedtuple
        return t(*(tree(v, types, f) for v in x))
    return x


def arrays_by_path(x: Any, path: str = "") -> dict[str, Array]:
    """The ``Array``s inside ``x`` (tuples, lists, dicts) by their path
    (``"/0/1"``, ``"/1/'scale'"``): the same names inside the compiled
    function, whose containers the compiler may have rebuilt, and out."""
    t = type(x)
    if t is Array:
        return {path: x}
    found: dict[str, Array] = {}
    if isinstance(x, (tuple, list)):
        for i, v in enumerate(x):
            found.update(arrays_by_path(v, f"{path}/{i}"))
    elif t is dict:
        for k, v in x.items():
            found.update(arrays_by_path(v, f"{path}/{k!r}"))
    return found


def layout(x: Any) -> tuple[Any, list[Any]]:
    """The lists and dicts inside ``x`` (their types, lengths and keys) and
    the leaves that are not ``Array``s, to tell after a function ran whether
    it changed a container argument other than by giving an ``Array`` entry
    a new ``Array`` (``rebound``)."""
    others: list[Any] = []
    return _shape(x, others), others


def _shape(x: Any, others: list[Any]) -> Any:
    t = type(x)
    if t is Array:
        return "A"
    if t is tuple or t is list or (isinstance(x, tuple) and hasattr(x, "_fields")):
        return (t, tuple(_shape(v, others) for v in x))
    if t is dict:
        return (t, tuple(x), tuple(_shape(v, others) for v in x.values()))
    others.append(x)
    return None


def rebound(x: Any, before: tuple[Any, list[Any]], start: dict[str, Array],
            where: str = "ivy_core.compile") -> dict[str, Any] | None:
    """The entries of the lists and dicts in ``x`` that the function gave a
    new ``Array`` (``params["w"] = params["w"] - lr * g``), native by path,
    or None; ``before``: ``layout(x)`` and ``start``: ``arrays_by_path(x)``
    before it ran. Any other change to a container argument (an entry added,
    removed, or set to something else) would be lost on the way out of the
    compiled function, so it raises :class:`TraceError`."""
    now = layout(x)
    if now[0] != before[0] or any(a is not b for a, b in zip(now[1], before[1], strict=True)):
        raise TraceError(
            f"{where}: the function changed a list or dict argument other than by giving one of its "
            "Array entries a new Array (it added, removed or replaced an entry); a compiled or traced function "
            "cannot give that change back to the caller: return the new value instead"
        )
    new = {p: a._data for p, a in arrays_by_path(x).items() if start[p] is not a}
    return new or None


def rebind(x: Any, new: dict[str, Any]) -> None:
    """Give the caller's lists and dicts in ``x`` the new ``Array`` entries
    ``rebound`` found (by ``arrays_by_path``'s paths)."""
    for path, (container, key) in _slots(x, "").items():
        if path in new:
            container[key] = wrap(new[path])


def _slots(x: Any, path: str) -> dict[str, tuple[Any, Any]]:
    found: dict[str, tuple[Any, Any]] = {}
    items = enumerate(x) if isinstance(x, (tuple, list)) else x.items() if type(x) is dict else ()
    for k, v in items:
        p = f"{path}/{k}" if type(x) is not dict else f"{path}/{k!r}"
        if type(v) is Array and type(x) in (list, dict):
            found[p] = (x, k)
        else:
            found.update(_slots(v, p))
    return found


def python_leaves(x: Any, path: tuple[Any, ...] = ()) -> tuple[tuple[tuple[Any, ...], type], ...]:
    """Where in ``x`` (a function's result) the Python numbers are, by path
    of indices and keys, with their types."""
    t = type(x)
    if t in NUMBERS:
        return ((path, t),)
    if t is tuple or t is list or (isinstance(x, tuple) and hasattr(x, "_fields")):
        return tuple(leaf for i, v in enumerate(x) for leaf in python_leaves(v, (*path, i)))
    if t is dict:
        return tuple(leaf for k, v in x.items() for leaf in python_leaves(v, (*path, k)))
    return ()


def retyped(x: Any, where: tuple[tuple[tuple[Any, ...], type], ...]) -> Any:
    """``x`` (what a compiled function returned) with the 0-d arrays its
    compiler made of Python numbers (``python_leaves``) back as those numbers."""
    return _retyped(x, (), dict(where))


def _retyped(x: Any, path: tuple[Any, ...], at: dict[tuple[Any, ...], type]) -> Any:
    if path in at:
        t = at[path]
        return x if type(x) is t else t(x)
    t = type(x)
    if t is tuple or t is list:
        return t(_retyped(v, (*path, i), at) for i, v in enumerate(x))
    if t is dict:
        return {k: _retyped(v, (*path, k), at) for k, v in x.items()}
    if isinstance(x, tuple) and hasattr(x, "_fields"):
        return t(*(_retyped(v, (*path, i), at) for i, v in enumerate(x)))
    return x


def aliases(x: Any) -> tuple[tuple[str, str, str], ...]:
    """The ``Array``s found twice in ``x`` (one Array passed as two
    arguments): ``("same", path, first path)`` for each later place."""
    seen: dict[int, str] = {}
    found = []
    for path, a in arrays_by_path(x).items():
        first = seen.setdefault(id(a), path)
        if first != path:
            found.append(("same", path, first))
    return tuple(found)


def shared(args: tuple[Any, ...], kwargs: dict[str, Any], same: tuple[tuple[str, str, str], ...]) -> Any:
    """``args`` and ``kwargs`` (whose Arrays wrap the compiler's traced
    values) with one ``Array`` at the places ``aliases`` found holding the
    same one, so that a change made through one name is seen through the
    other, as in eager code (a compiler gives each argument a traced value
    of its own)."""
    x = [list(args), kwargs]
    wrappers = arrays_by_path(x)
    slots = _slots(x, "")
    for _, path, first in same:
        if path in slots:  # (one inside a tuple argument stays apart)
            container, key = slots[path]
            container[key] = wrappers[first]
    return tuple(x[0]), x[1]


def write_back(changed: dict[str, Any], changed_held: dict[int, Any], args: tuple[Any, ...],
               kwargs: dict[str, Any], held: list[Array]) -> None:
    """Give the caller's Arrays the new values the compiled function gave
    them (``x[0] = 0.``, ``x += 1`` on JAX and TensorFlow, whose arrays are
    immutable), as eager code does: ``changed`` by path among the
    arguments, ``changed_held`` by position among the Arrays read."""
    if changed:
        owners = arrays_by_path((args, kwargs))
        for path, new in changed.items():
            if path in owners:  # not a native array given as it is
                owners[path]._data = new
    for i, new in changed_held.items():
        held[i]._data = new
