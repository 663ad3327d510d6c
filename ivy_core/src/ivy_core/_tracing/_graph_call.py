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
- the places the function reads from outside (``_reads``: a global
  number, a closure's Array, ``self.w``) hold an Array of the same native
  type where the trace's input was (its value is an input after the
  arguments', the replay checks its shape and dtype), else the very
  objects they held for this trace (a rebound number goes to the slow
  path once, which takes the new object in), an integer or bool Array
  there the same native array;
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

__all__ = ["fast", "statics_of", "reads", "seen", "Reads", "install", "direct", "MISS", "MAX_ARGS"]

#: The most arguments a fast path is written for.
MAX_ARGS = 64

#: A default no caller can pass: the argument was not given.
_MISSING: Any = object()
#: What ``direct`` returns for a call it does not make.
MISS: Any = object()


def fast(v: Variant, types: tuple[type, ...], distinct: bool, settings: tuple[Any, ...], plain: bool,
         slow: Callable[..., Any], reads: Reads | None = None,
         statics: tuple[tuple[int, Any], ...] = ()) -> Callable[..., Any] | None:
    """The ``__call__`` of a graph whose latest trace is ``v``, for
    positional arguments of ``types`` (its arrays, and at the positions of
    ``statics`` Python numbers, strings or None equal to the values given
    there, of the same type, as the trace's key compares them); ``reads``: the places
    the function reads from outside and what they held for this trace
    (``Reads``), when any; ``plain``: ``v.replay`` is the function of
    ``v.program.source`` itself, whose lines it takes in. Any other call
    goes to ``slow(self, args, kwargs)``. None where there are too many
    arguments."""
    # The settings by identity (the function compares them so); the
    # function holds them, so their ids are not reused.
    kinds = reads.kinds if reads is not None else ()
    key = (types, distinct, tuple(map(id, settings)), plain, slow, kinds, statics)
    made = v.calls.get(key)
    if made is None:
        made = v.calls[key] = _write(v, types, distinct, settings, plain, slow, reads, statics)
    if made is not None and reads is not None:
        # What the places hold now, read by the function in place: a new
        # object there costs a call of the general path, not a new function.
        vars(made)["ivy_seen"][:] = reads.seen
    return made


def statics_of(args: tuple[Any, ...], leaves: list[Any], n_held: int, key: tuple[Any, ...]) -> Any:
    """The Python numbers, strings and None among ``args`` as (position,
    value) pairs, where a fast path can take a call like this one (``key``
    its trace's key): every other argument is one array leaf (no container),
    the leaves are ``args``' arrays then ``n_held`` read from outside, none
    twice, and there is no other static value; else None."""
    statics = tuple((i, a) for i, a in enumerate(args) if type(a) in _reads.SCALARS)
    if any(a == 0 and type(a) in (float, complex) for _, a in statics):
        return None  # the fast path compares with ``!=``, as 0.0 == -0.0: a zero takes the general path
    arrays = [a for a in args if type(a) not in _reads.SCALARS]
    if (len(leaves) != len(arrays) + n_held or any(x is not a for x, a in zip(leaves[: len(arrays)], arrays, strict=True))
            or key[4] != tuple(range(len(leaves))) or len(statics) != len(key[2])):
        return None
    return statics


def reads(places: list[Any], key: tuple[Any, ...], objects: list[Any]) -> Reads | None:
    """What the fast path checks of the places a trace read (``_reads``):
    ``key`` is their part of the trace's key, ``objects`` what they hold."""
    if not key:
        return None
    kinds: list[str] = []
    inputs: list[int] = []  # the places of the Arrays whose values are inputs, in order
    for i, r in enumerate(key):
        if r == "array":
            kinds.append("input")
            inputs.append(i)
        elif type(r) is _reads.Same:
            kinds.append("same")
        elif type(r) is tuple and len(r) == 2 and r[0] == "alias":
            kinds.append(f"alias{inputs[r[1]]}")
        else:
            kinds.append("check")
    return Reads([p.get for p in places], tuple(kinds), seen(objects, key))


def seen(objects: list[Any], key: tuple[Any, ...]) -> list[Any]:
    """What the fast path compares the places' objects with (``Reads.seen``)."""
    found = [type(o._data) if r == "array" else o for o, r in zip(objects, key, strict=True)]
    return found + [r.obj for r in key if type(r) is _reads.Same]


class Reads:
    """The places a traced function reads from outside (``_reads``), as a
    graph's fast path checks them: ``gets`` their getters, ``kinds`` what
    each place held when traced (``"input"``: an Array whose value is an
    input of the trace, any Array of the same native type will do (the
    replay checks its shape and dtype); ``"aliasK"``: the Array at input
    place K; ``"same"``: an Array of an integer or bool dtype, whose native
    array is a constant of the trace; ``"check"``: anything else, part of
    the trace's key), ``seen`` what to find there by identity: per place the
    native type of an input, else the object, then the native array of each
    ``"same"`` one."""

    __slots__ = ("gets", "kinds", "seen")

    def __init__(self, gets: list[Callable[[], Any]], kinds: tuple[str, ...], seen: list[Any]) -> None:
        self.gets = gets
        self.kinds = kinds
        self.seen = seen


def _write(v: Variant, types: tuple[type, ...], distinct: bool, settings: tuple[Any, ...], plain: bool,
           slow: Callable[..., Any], reads: Reads | None, statics: tuple[tuple[int, Any], ...]) -> Callable[..., Any] | None:
    n = len(types)
    parts = v.program.parts
    kinds = reads.kinds if reads is not None else ()
    n_held = kinds.count("input")
    static = dict(statics)
    arrays = [i for i in range(n) if i not in static]  # the positions of the array arguments
    if n > MAX_ARGS or (plain and (parts is None or len(parts.params) != len(arrays) + n_held)):
        plain = False
    a = [f"a{i}" for i in range(n)]
    given = ", ".join(a) + ("," if n == 1 else "")
    x = [f"a{i}._data" if types[i] is Array else f"a{i}" for i in arrays]
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
    if static:  # the Python values traced for, compared as the trace's key compares them
        add("    if " + " or ".join(f"a{i} != ivy__S{i}" for i in static) + ":")
        add(f"        {miss}")
    # The settings of the trace (_state.global_settings), compared in place:
    # an override open anywhere, or another process-wide value, misses.
    add("    if (ivy__ds.overrides or ivy__pr.overrides or ivy__ca.overrides or ivy__po.overrides")
    add("            or ivy__ep.value is not ivy__E or ivy__pr.value is not ivy__P")
    add("            or ivy__ca.value is not ivy__CA or ivy__po.value is not ivy__PO):")
    add(f"        {miss}")
    # The backend in force: none (each call infers its own, which the
    # argument types decide), or the one traced on.
    # (``_state.current_backend`` written out: a block's backend is the value
    # of the setting's context variable.)
    add("    if ivy__bk.overrides:")
    add("        ivy__now = ivy__bvar.get()")
    add("        if ivy__now is ivy__unset:")
    add("            ivy__now = ivy__bk.value[-1] if ivy__bk.value else None")
    add("        if ivy__now is not ivy__B:")
    add(f"            {miss}")
    add("    elif ivy__bk.value and ivy__bk.value[-1] is not ivy__B:")
    add(f"        {miss}")
    # The places read from outside (``Reads``): an Array of the traced
    # native type where an input was, else the same objects as for this
    # trace (``seen``, by identity) and the same native array in an integer
    # or bool Array (a constant of the trace); the inputs' values follow the
    # arguments'.
    held: dict[int, str] = {}  # leaf index -> the Array read from outside there
    if kinds:
        tests: list[str] = []
        same = len(kinds)
        for i, kind in enumerate(kinds):
            q = f"ivy__q{i}"
            add(f"    {q} = ivy__get{i}()")
            if kind == "input":  # an Array rebound there each call keeps the fast path
                tests.append(f"ivy__type({q}) is not ivy__Array or ivy__type({q}._data) is not ivy__seen[{i}]")
                held[len(arrays) + len(held)] = q
            elif kind.startswith("alias"):
                tests.append(f"{q} is not ivy__q{kind[5:]}")
            else:
                tests.append(f"{q} is not ivy__seen[{i}]")
            if kind == "same":
                tests.append(f"{q}._data is not ivy__seen[{same}]")
                same += 1
        add("    if " + " or ".join(tests) + ":")
        add(f"        {miss}")
        x += [f"{q}._data" for q in held.values()]
    if distinct and len(x) > 1:  # one array passed twice would be one traced value
        add(f"    if len({{{', '.join(f'ivy__id({e})' for e in x)}}}) != {len(x)}:")
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
    for i, k in v.rebound:  # Array arguments (and Arrays read) the function gave new values
        add(f"    {held[i] if i in held else f'a{arrays[i]}'}._data = {outs[k]}")
    wraps: list[str] = []
    result = _result(v.out_template, outs, wraps)
    if result is None:  # dicts, namedtuples, Python values: the general rebuild
        listed = f"({', '.join(outs)}{',' if len(outs) == 1 else ''})" if plain else "ivy__out"
        result = f"ivy__rebuild(ivy__template, {listed})"
    else:  # the Arrays of the result made here (no call of a wrapping function)
        for k, o in enumerate(wraps):
            add(f"    ivy__r{k} = ivy__new(ivy__Array)")
            add(f"    ivy__r{k}._data = {o}")
    add(f"    return {result}")
    names: dict[str, Any] = {
        "missing": _MISSING, "slow": slow, "type": type, "id": id, "replay": v.replay, "v": v,
        "GuardFailed": GuardFailed, "guard_error": guard_error, "new": _new, "Array": Array, "rebuild": rebuild,
        "template": v.out_template, "bvar": _state.backend.var, "unset": _state._UNSET, "B": v.backend,
        "bk": _state.backend, "ds": _state.default_dtypes, "pr": _state.precise, "ca": _state.casting,
        "po": _state.promotion, "ep": _state.epoch,
    }  # fmt: skip
    names["E"], names["P"], names["CA"], names["PO"] = settings
    for i, t in enumerate(types):
        names[f"T{i}"] = t
    for i, value in statics:
        names[f"S{i}"] = value
    if reads is not None:
        for i, get in enumerate(reads.gets):
            names[f"get{i}"] = get
        names["seen"] = []
    head = [f'"""The call of graph {v.program.name}: its fast path, written by ivy_core.trace_graph."""', ""]
    head += parts.imports if plain else []
    src = [*head, "", "", "def make(C, fail, env):"]
    src += [f"    ivy__{k} = env[{k!r}]" for k in names]
    src += [f"    {b}" for b in parts.bind] if plain else []
    src += [""] + [f"    {line}" for line in lines] + ["", "    return __call__", ""]
    module = _graph.load_module("\n".join(src))
    made = module.make(v.program.constants, _graph.fail, names)
    made.ivy_seen = names.get("seen")
    return made  # type: ignore[no-any-return]


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
    places = graph._places or []
    fast = graph._fast
    objects = [p.get() for p in places] if fast is not None else None
    held, now = _reads.read(places, Array, v.backend.array_types)
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
    if objects is not None and fast.ivy_seen is not None:  # the fast path takes these objects from now on
        fast.ivy_seen[:] = seen(objects, now)
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


def _result(tree: Any, outs: list[str], wraps: list[str]) -> str | None:
    """The expression building the result from the outputs ``outs``, or
    None for a layout not written out here; ``wraps`` gets the outputs
    to wrap as Arrays, which the expression names ``ivy__r0``, ``ivy__r1``..."""
    t = type(tree)
    if t is Slot:
        out: str = outs[tree.index]
        if not tree.array:
            return out
        wraps.append(out)
        return f"ivy__r{len(wraps) - 1}"
    if t is tuple or t is list:
        items = [_result(e, outs, wraps) for e in tree]
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
