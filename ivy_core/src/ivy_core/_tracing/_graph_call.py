"""The fast path of a ``Graph`` call, written for one trace when it is made.

A call of a traced graph with the arrays it was last traced for, given
positionally, needs no cache key: what the slow path (``Graph._split``)
would find out at every call is decided once here, at trace time, and
written into the graph's own ``__call__`` (``fast``), with the replay's
body written into it (no call of the replay function, no tuple of
outputs), that does only what cannot be decided ahead:

- the number and the exact types of the arguments (``Array`` or native);
- the settings that change what a traced function computes (default
  dtypes, precise, casting and promotion modes) are still those of the
  trace, and no block overrides them;
- the backend in force, if any, is still the one traced on;
- no array is passed twice, where the graph changes arrays in place;
- then the replay's lines (which check each input's shape and dtype, and
  the guards), the Arrays given new values, and the result wrapped into
  its layout with the layout's code written out.

Anything else (keywords, another number or types of arguments, another
backend or settings, a guard that fails) goes to the slow path
(``Graph._call``), which finds or makes the right trace. The checks compare by identity where the value
was captured (``is not``): a mismatch that is only apparent costs a slow
call, never a wrong answer.
"""

from __future__ import annotations

from .._arrays._array import Array
from .._base import _state
from . import _graph, _graph_args, _reads
from ._graph import GuardFailed, Slot, guard_error
from ._graph_args import rebuild

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from ._graph import Variant

__all__ = ["fast", "install", "direct", "MISS", "MAX_ARGS"]

#: The most arguments a fast path is written for.
MAX_ARGS = 64

#: A default no caller can pass: the argument was not given.
_MISSING: Any = object()
#: What ``direct`` returns for a call it does not make.
MISS: Any = object()


def fast(v: Variant, types: tuple[type, ...], distinct: bool, settings: tuple[Any, ...], plain: bool,
         slow: Callable[..., Any]) -> Callable[..., Any] | None:
    """The ``__call__`` of a graph whose latest trace is ``v``, for
    positional arguments of ``types`` (its arrays, none read from outside);
    ``plain``: ``v.replay`` is the function of ``v.program.source`` itself,
    whose lines it takes in. Any other call goes to ``slow(self, args,
    kwargs)``. None where there are too many arguments."""
    # The settings by identity (the function compares them so); the
    # function holds them, so their ids are not reused.
    key = (types, distinct, tuple(map(id, settings)), plain, slow)
    made = v.calls.get(key)
    if made is None:
        made = v.calls[key] = _write(v, types, distinct, settings, plain, slow)
    return made


def _write(v: Variant, types: tuple[type, ...], distinct: bool, settings: tuple[Any, ...], plain: bool,
           slow: Callable[..., Any]) -> Callable[..., Any] | None:
    n = len(types)
    parts = v.program.parts
    if n > MAX_ARGS or (plain and (parts is None or len(parts.params) != n)):
        plain = False
    a = [f"a{i}" for i in range(n)]
    given = ", ".join(a) + ("," if n == 1 else "")
    x = [f"a{i}._data" if t is Array else f"a{i}" for i, t in enumerate(types)]
    miss = f"return ivy__slow(self, ({given}), kwargs)"
    lines: list[str] = []
    add = lines.append
    add("def __call__(self, " + "".join(f"a{i}=ivy__missing, " for i in range(n)) + "*rest, **kwargs):")
    last = f" or a{n - 1} is ivy__missing" if n else ""
    add(f"    if rest or kwargs{last}:")
    add(f"        return ivy__slow(self, tuple(a for a in ({given}) if a is not ivy__missing) + rest, kwargs)"
        if n else "        return ivy__slow(self, rest, kwargs)")
    if n:
        add("    if " + " or ".join(f"ivy__type(a{i}) is not ivy__T{i}" for i in range(n)) + ":")
        add(f"        {miss}")
    # The settings of the trace (_state.global_settings), compared in place:
    # an override open anywhere, or another process-wide value, misses.
    add("    if (ivy__ds.overrides or ivy__pr.overrides or ivy__ca.overrides or ivy__po.overrides")
    add("            or ivy__ep.value is not ivy__E or ivy__pr.value is not ivy__P")
    add("            or ivy__ca.value is not ivy__CA or ivy__po.value is not ivy__PO):")
    add(f"        {miss}")
    # The backend in force: none (each call infers its own, which the
    # argument types decide), or the one traced on.
    add("    if ivy__bk.overrides:")
    add("        if ivy__current_backend() is not ivy__B:")
    add(f"            {miss}")
    add("    elif ivy__bk.value and ivy__bk.value[-1] is not ivy__B:")
    add(f"        {miss}")
    if distinct and n > 1:  # one array passed twice would be one traced value
        add(f"    if len({{{', '.join(f'ivy__id({e})' for e in x)}}}) != {n}:")
        add(f"        {miss}")
    add("    try:")
    if plain:
        for p, e in zip(parts.params, x, strict=True):
            add(f"        {p} = {e}")
        lines += [f"        {b}" for b in parts.body]
        outs = [f"ivy__o{k}" for k in range(len(parts.outputs))]
        lines += [f"        {o} = {e}" for o, e in zip(outs, parts.outputs, strict=True)]
    else:
        add(f"        ivy__out = ivy__replay({', '.join(x)})")
        outs = [f"ivy__out[{k}]" for k in range(_count(v))]
    add("    except ivy__GuardFailed as exc:")
    add("        if exc.final:")
    add('            raise ivy__guard_error(ivy__v, exc.index, "") from None')
    add(f"        {miss}")
    for i, k in v.rebound:  # Array arguments the function gave new values
        add(f"    a{i}._data = {outs[k]}")
    result = _result(v.out_template, outs)
    if result is None:  # dicts, namedtuples, Python values: the general rebuild
        listed = f"({', '.join(outs)}{',' if len(outs) == 1 else ''})" if plain else "ivy__out"
        result = f"ivy__rebuild(ivy__template, {listed})"
    add(f"    return {result}")
    names: dict[str, Any] = {
        "missing": _MISSING, "slow": slow, "type": type, "id": id, "replay": v.replay, "v": v,
        "GuardFailed": GuardFailed, "guard_error": guard_error, "wrap": _wrap, "rebuild": rebuild,
        "template": v.out_template, "current_backend": _state.current_backend, "B": v.backend,
        "bk": _state.backend, "ds": _state.default_dtypes, "pr": _state.precise, "ca": _state.casting,
        "po": _state.promotion, "ep": _state.epoch,
    }  # fmt: skip
    names["E"], names["P"], names["CA"], names["PO"] = settings
    for i, t in enumerate(types):
        names[f"T{i}"] = t
    head = [f'"""The call of graph {v.program.name}: its fast path, written by ivy_core.trace_graph."""', ""]
    head += parts.imports if plain else []
    src = [*head, "", "", "def make(C, fail, env):"]
    src += [f"    ivy__{k} = env[{k!r}]" for k in names]
    src += [f"    {b}" for b in parts.bind] if plain else []
    src += [""] + [f"    {line}" for line in lines] + ["", "    return __call__", ""]
    module = _graph.load_module("\n".join(src))
    return module.make(v.program.constants, _graph.fail, names)  # type: ignore[no-any-return]


def install(graph: Any, fast: Callable[..., Any] | None, base: type) -> None:
    """Make ``fast`` (or, with None, the general path) the ``__call__`` of
    ``graph`` (a ``base``, ``Graph``): a special method is looked up on the
    class, so a graph with a fast path gets a subclass of its own to hold it."""
    graph._fast = fast
    cls = type(graph)
    if fast is None:
        if cls is not base:
            cls.__call__ = base.__call__
        return
    if cls is base:
        cls = type(base.__name__, (base,), {"__module__": base.__module__, "__qualname__": base.__qualname__})
        graph.__class__ = cls
    cls.__call__ = fast


def direct(graph: Any, args: tuple[Any, ...]) -> Any:
    """The call of ``graph`` whose latest trace reads Arrays from outside
    its arguments (``graph._direct``, for positional arguments of its
    types), or ``MISS``: that path reads the places each time, then checks
    what ``fast`` checks."""
    types, v, unwrap, distinct, slot, reads, settings = graph._direct
    if tuple(map(type, args)) != types:
        return MISS
    natives: Any = [a._data if type(a) is Array else a for a in args] if unwrap else args
    held, now = _reads.read(graph._places or [], Array, v.backend.array_types)
    if now != reads or settings != _state.global_settings():
        return MISS
    natives = [*natives, *(h._data for h in held)]
    setting = _state.backend
    if (distinct and len(set(map(id, natives))) != len(natives)) or (
        (setting.overrides or setting.value) and _state.current_backend() is not v.backend
    ):
        return MISS
    try:
        out = v.replay(*natives)  # checks shapes and dtypes first
    except GuardFailed as exc:
        if exc.final:
            raise guard_error(v, exc.index, "") from None
        return MISS
    if v.rebound:
        _graph_args.write_back(v, [*args, *held], out)
    if slot is not None:
        return _wrap(out[slot.index]) if slot.array else out[slot.index]
    return rebuild(v.out_template, out)


def _count(v: Variant) -> int:
    """How many outputs ``v.replay`` returns: one past the largest index
    the result and the rebound Arrays read."""
    found: list[int] = [k for _, k in v.rebound]

    def walk(t: Any) -> None:
        if type(t) is Slot:
            found.append(t.index)
        elif isinstance(t, (tuple, list)):
            for e in t:
                walk(e)
        elif type(t) is dict:
            for e in t.values():
                walk(e)

    walk(v.out_template)
    return max(found, default=-1) + 1


def _result(tree: Any, outs: list[str]) -> str | None:
    """The expression building the result from the outputs ``outs``, or
    None for a layout not written out here."""
    t = type(tree)
    if t is Slot:
        return f"ivy__wrap({outs[tree.index]})" if tree.array else outs[tree.index]
    if t is tuple or t is list:
        items = [_result(e, outs) for e in tree]
        if any(i is None for i in items):
            return None
        inner = ", ".join(items)  # type: ignore[arg-type]
        return f"({inner}{',' if len(items) == 1 else ''})" if t is tuple else f"[{inner}]"
    if tree is None:
        return "None"
    return None


def _wrap(x: Any) -> Array:
    a = _new(Array)
    a._data = x
    return a


_new = object.__new__
