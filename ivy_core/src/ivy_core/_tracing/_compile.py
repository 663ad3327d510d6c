"""``ivy_core.compile``: a function written with ivy_core, handed to the
backend's own compiler.

The compiler comes from the backend's runtime module (its optional
``compile(fn, static_argnums, static_argnames, options)`` hook: ``jax.jit``,
``torch.compile``, ``tf.function(jit_compile=True)``); nothing here knows a
framework. What is common to every backend is done here: ``Array``s are
unwrapped to native arrays on the way into the compiled function and wrapped
again inside it and on the way out, the backend is loaded before anything
is traced, and an error raised while compiling names the ivy_core function
that raised it.
"""

from __future__ import annotations

import functools
import os

from .._arrays._array import Array
from .._backends import _devices
from .._base import _state
from .._dtype._dtypes import settings_key
from .._spec._api import API
from . import _reads
from ._compile_args import (
    NUMBERS,
    aliases,
    arrays_by_path,
    inward,
    layout,
    leaves,
    python_leaves,
    rebind,
    rebound,
    retyped,
    shared,
    tree,
    unwrap,
    wrap,
    write_back,
)

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    #: fn compiled, its array types, the Python numbers its traces returned,
    #: and the compiled function for calls with no Python number.
    Compiled = tuple[Callable[..., Any], tuple[type, ...], list[Any], Callable[..., Any]]

__all__ = ["compile"]

_new = object.__new__
#: The ivy_core package's directory, where the public API modules are (this
#: module sits in ``_tracing/``).
_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def compile(
    fn: Callable[..., Any],
    /,
    *,
    backend: str | None = None,
    static_argnums: int | tuple[int, ...] | None = None,
    static_argnames: str | tuple[str, ...] | None = None,
    **options: Any,
) -> Callable[..., Any]:
    """``fn``, compiled by the backend's own compiler.

    ``jax.jit`` on JAX, ``torch.compile`` on PyTorch,
    ``tf.function(jit_compile=True)`` on TensorFlow. On NumPy, which has no
    compiler, the function itself is returned (it runs eagerly);
    ``ivy_core.trace_graph`` gives a graph of its NumPy calls that replays
    without ivy_core's dispatch.

    The compiled function takes and returns ``Array``s (native arrays too);
    inside it every array argument is an ``Array`` holding the framework's
    traced value, so ``fn`` is written with ivy_core alone. It computes
    what ``fn`` computes eagerly at each call:

    - ``fn`` is compiled once per backend and per settings in force (default
      dtypes, precise, casting and promotion modes);
    - the ``Array``s ``fn`` reads from outside its arguments (a closure, a
      global, a default, ``self.w``; see ``_reads``) are read at each call:
      a floating one is one more input of the compiled function, an integer
      or bool one a constant compiled again when it changes, and a Python
      number read there is compiled for;
    - a Python number given as an argument (or inside a tuple, list or dict
      argument) is a Python scalar inside, as eagerly (it keeps the dtype of
      the array it meets); on JAX, which would trace it as an array of its
      widest dtype, the function is compiled for its value (one compilation
      per value, as ``tf.function`` does): an ``Array`` is the way to pass a
      value that changes at every call. Numbers equal in Python but
      computing differently (``1``, ``1.0``, ``True``; ``0.0``, ``-0.0``) get
      compilations of their own on every backend (``_compile_args``);
    - a new value ``fn`` gives an ``Array`` argument or an ``Array`` it reads
      (``x[0] = 0.``, ``x += 1`` on JAX and TensorFlow) is the caller's
      after the call;
    - a random draw without ``seed=`` draws fresh numbers at each call.

    Args:
        fn: the function to compile, written with ivy_core.
        backend: the backend whose compiler to use; by default the backend
            in force at each call (``set_backend``/``using_backend``), else
            the one its array arguments belong to, as for any ivy_core
            function (one compilation per backend).
        static_argnums: positions of arguments that are Python values to
            compile for (one compilation per value), not arrays.
        static_argnames: the same by name.
        **options: passed to the framework's compiler as they are
            (``donate_argnums=`` for ``jax.jit``, ``mode=``/``dynamic=``/
            ``fullgraph=`` for ``torch.compile``, ``reduce_retracing=`` for
            ``tf.function``).

    Returns:
        The compiled function (``functools.wraps`` of ``fn``).

    Raises:
        BackendNotFoundError: ``backend`` is not installed.
        NotImplementedError: the backend's plugin provides no compiler while
            ``options`` are given (without options, ``fn`` is returned).

    An error raised while the framework compiles ``fn`` keeps its class and
    gains a note naming the ivy_core function it came from.

    >>> import ivy_core as ivy
    >>> f = ivy.compile(lambda x, y: ivy.sin(x) * y + 1.0, backend="numpy")
    >>> y = f(ivy.asarray([0.0, 1.0]), ivy.asarray([2.0, 2.0]))
    >>> [round(v, 4) for v in y.tolist()]
    [1.0, 2.6829]
    """
    from .._select import _handler

    fixed = None
    if backend is not None:
        fixed = _handler.resolve(backend, "ivy_core.compile")
    nums = (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums or ())
    names = (static_argnames,) if isinstance(static_argnames, str) else tuple(static_argnames or ())
    opts = dict(options)
    #: (backend, backend in force, settings, reads, number key) -> (fn
    #: compiled by its compiler, its array types, the Python numbers its
    #: traces returned: ``_compiled``; the compiled function for calls
    #: with no Python number: ``Runtime.compile``). The backend in force is
    #: part of the key even where ``backend=`` names another: the entries
    #: ivy_core's functions call, and so what the compiled code computes (a
    #: creation call with no array to infer from), depend on it. The number
    #: key (``_compile_args``) keeps apart the calls with Python numbers that
    #: compare equal but compute differently, in a cache of their own.
    compiled: dict[tuple[Any, ...], Compiled] = {}
    #: The places fn reads (``_reads``), found at its first call.
    found: list[list[_reads.Place]] = []
    #: The latest (backend in force, an entry of ``compiled``, the four values
    #: of ``global_settings()``, the argument types or None) compiled_for gave,
    #: with no place to read and no Python number: a call under the same
    #: backend and settings (and, where the backend is inferred, with
    #: arguments of the same types, from which inference finds the same
    #: backend) goes straight to that compiled function. The settings are
    #: compared by identity: a value equal but not the same only costs a
    #: call of the general path, which takes it in.
    latest: list[Any] = [(None, (None, (), [], None), *_NEVER, None)]
    #: Whether a trace of fn gave an Array argument a new value, on a compiler
    #: that hands it back (not Dynamo): then an Array passed as two arguments
    #: is one Array inside (``_compile_args.aliases``), part of the key.
    changes = [False]

    def compiled_for(b: Any, now: Any, places: list[_reads.Place], reads: tuple[Any, ...],
                     numbers: tuple[Any, ...]) -> Compiled:
        # One compilation per backend, per settings in force (a traced function
        # keeps the dtypes of the settings it was traced under), per Python
        # value fn reads from outside and per number key.
        snap: Any = global_settings()  # before settings_key, which it stands for
        settings = settings_key()
        key = (b, now, settings, reads, numbers)
        got = compiled.get(key)
        if got is None:
            n_held = reads.count("array")
            returned: list[Any] = []
            same = tuple(e for e in numbers if e[0] == "same")
            run = _compiled(fn, b, nums, names, opts, places, n_held, returned, changes, same)
            direct = getattr(run, "arrays_only", run)  # for calls with no Python number (``Runtime.compile``)
            if _devices.needs_guard(b):  # several devices: each call runs on its arrays' one device
                run = direct = _devices.guard(b, "ivy_core.compile", getattr(fn, "__name__", "compiled"), run)
            got = compiled[key] = (run, b.array_types, returned, direct)
        if places or snap is None or numbers:
            snap = _NEVER  # reads, settings overridden here or there, or Python numbers
        # A backend inferred: the caller records the argument types it was inferred from.
        latest[0] = (now, got, *snap, _NO_TYPES if fixed is None and now is None else None)
        return got

    if fixed is not None and fixed.runtime.compile is None:
        _no_compiler(fixed, opts)
        return fn

    current = _state.current_backend
    global_settings = _state.global_settings
    bk, ds, pr, ca, po, ep = (_state.backend, _state.default_dtypes, _state.precise, _state.casting,
                              _state.promotion, _state.epoch)

    @functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> Any:
        # The backend in force (``current_backend``, read in place where no
        # block overrides it).
        if bk.overrides:
            now = current()
        else:
            stack = bk.value
            now = stack[-1] if stack else None
        was, (_, types, returned, run), e0, p0, c0, o0, kinds = latest[0]
        natives: list[Any] = []
        inside = kwargs
        numbers = _NO_NUMBERS
        flat = not kwargs
        if flat:  # positional arguments, none a container or number: the common case, no tree walk
            for a in args:  # (natives.append, not a bound copy: CPython calls it specially)
                if type(a) is Array:
                    natives.append(a._data)
                elif isinstance(a, _CONTAINERS) or type(a) in NUMBERS:
                    flat = False
                    break
                else:
                    natives.append(a)
        if not flat:  # Arrays unwrapped in containers, the kinds of the Python numbers taken
            found_numbers: list[tuple[Any, ...]] = []
            natives = [inward(a, (i,), found_numbers) for i, a in enumerate(args)]
            inside = {k: inward(v, (k,), found_numbers) for k, v in kwargs.items()}
            if found_numbers:
                numbers = tuple(found_numbers)
        same = aliases((args, kwargs)) if changes[0] else ()
        if same:  # one Array as two arguments of a function that changes them: part of the key
            numbers = numbers + same
        held: list[Array] = _NOTHING
        # The latest call's backend in force and process-wide settings (no
        # block overriding any, the same values: ``global_settings()``), and
        # where the backend is inferred, the same types of arguments: its
        # compiled function again.
        if not (now is was and ep.value is e0 and pr.value is p0 and ca.value is c0 and po.value is o0
                and not (ds.overrides or pr.overrides or ca.overrides or po.overrides or numbers)
                and (kinds is None or (flat and tuple(map(type, natives)) == kinds))):
            b = fixed or now
            if b is None:  # like any ivy_core function: the arguments' backend
                b = _handler.infer(tuple(leaves((args, kwargs))), "ivy_core.compile")
            if b.runtime.compile is None:  # no compiler: the function itself, on the Arrays
                _no_compiler(b, opts)
                return fn(*args, **kwargs)
            if not found:
                found.append(_reads.places(fn, Array))
            # A compiler that traces bytecode (Dynamo) reads and guards what fn
            # reads itself; the others would keep it as constants.
            places = found[0] if b.runtime.is_tracing is None else _NOTHING
            held, reads = _reads.read(places, Array, b.array_types) if places else (_NOTHING, ())
            if places and (b, now, settings_key(), reads, numbers) not in compiled:
                # A new compilation: the places are searched again first, as
                # what fn reads may have changed (an object swapped for one
                # of another class, with other Arrays).
                places = found[0] = _reads.places(fn, Array)
                held, reads = _reads.read(places, Array, b.array_types)
            every, types, returned, run = compiled_for(b, now, places, reads, numbers)
            if numbers:  # Python numbers: the compiled function that takes them
                run = every
            if latest[0][6] is _NO_TYPES and flat:
                seen = tuple(map(type, natives))
                if any(t in types for t in seen):  # inferred from these types: the same next time
                    latest[0] = (*latest[0][:6], seen)
            if held:  # the Arrays fn reads come first, then the arguments
                natives[:0] = [a._data for a in held]
        try:
            got = run(*natives, **inside) if inside else run(*natives)
        except Exception as exc:
            b = fixed or now or _handler.infer(tuple(leaves((args, kwargs))), "ivy_core.compile")
            _name_the_function(exc, b.name)
            raise
        if type(got) is not tuple:  # the result alone (``_compiled``)
            out = got
        elif len(got) == 1:
            out = got[0]
        else:
            if changes[0] and not same and aliases((args, kwargs)):
                return call(*args, **kwargs)  # just traced: again, with the Arrays passed twice shared
            out, changed, changed_held, new = got
            write_back(changed, changed_held, args, kwargs, held)
            if new:  # entries of list or dict arguments given new Arrays
                rebind((args, kwargs), new)
        if type(out) in types:
            a = _new(Array)
            a._data = out
            return a
        if returned and returned[0] and returned.count(returned[0]) == len(returned):
            out = retyped(out, returned[0])  # the Python numbers fn returned, as it returned them
        return tree(out, types, wrap)

    return call


def _no_compiler(b: Any, options: dict[str, Any]) -> None:
    if options:
        raise NotImplementedError(
            f"ivy_core.compile: backend {b.name!r} ({b.info.distribution}) has no compiler, "
            f"so the options {sorted(options)} have nothing to reach; leave them out"
        )


def _compiled(
    fn: Callable[..., Any],
    b: Any,
    nums: tuple[int, ...],
    names: tuple[str, ...],
    options: dict[str, Any],
    places: list[_reads.Place],
    n_held: int,
    returned: list[Any],
    changes: list[bool],
    same: tuple[Any, ...],
) -> Callable[..., Any]:
    """``fn`` compiled by backend ``b``'s compiler (once per key of
    ``compile``'s cache), as ``run(*held, *args, **kwargs)``: ``held`` the
    native arrays of the ``n_held`` Arrays ``fn`` reads at ``places``, then
    ``fn``'s arguments, native. It returns ``out`` itself (an array: no
    tuple for the compiler to build and take apart at each call) or
    ``(out,)`` (a tuple, list, dict, Python value or None), or ``(out, changed,
    changed_held, rebound)`` where ``fn`` gave its array arguments or those
    Arrays new values (native arrays by path and by position), or entries of
    its list and dict arguments new Arrays (``rebound``, by path, or None):
    one more output only
    for the functions that change something, and no container passed in
    or out (a list or dict argument costs tf.function 30 us per call).

    Where the compiler makes arrays of the Python numbers ``fn`` returns
    (``x.shape[0]``: jax.jit and tf.function do), each trace appends to
    ``returned`` where they were and their types (``python_leaves``), for
    the caller to give them back as Python numbers. A compiler that traces
    bytecode (Dynamo) returns them as they are, and would repeat the append
    at each call: nothing is recorded there."""
    types = b.array_types
    record = returned.append if b.runtime.is_tracing is None else None

    def traced(*args: Any, **kwargs: Any) -> Any:
        # Called by the framework's compiler with native (traced) arrays.
        args, kwargs = tree((args, kwargs), types, wrap)
        if same:
            args, kwargs = shared(args, kwargs, same)
        inside = arrays_by_path((args, kwargs))
        start = {p: a._data for p, a in inside.items()}
        before = layout((args, kwargs))
        out = tree(fn(*args, **kwargs), (Array,), unwrap)
        if record is not None:
            record(python_leaves(out))
        changed = {p: a._data for p, a in inside.items() if a._data is not start[p]}
        new = rebound((args, kwargs), before, inside)
        if changed and record is not None:
            changes[0] = True
        if changed or new:
            return out, changed, {}, new
        return (out,) if type(out) in _PACKED else out

    def traced_reading(*args: Any, **kwargs: Any) -> Any:
        # The same, where fn reads Arrays from outside: their traced values
        # come first, and stand in for their values while fn runs.
        held_now, args = args[:n_held], args[n_held:]
        held, _ = _reads.read(places, Array, types)
        before = [h._data for h in held]
        for h, t in zip(held, held_now, strict=True):
            h._data = t  # the traced input in place of the Array's value
        try:
            args, kwargs = tree((args, kwargs), types, wrap)
            if same:
                args, kwargs = shared(args, kwargs, same)
            inside = arrays_by_path((args, kwargs))
            start = {p: a._data for p, a in inside.items()}
            shape = layout((args, kwargs))
            out = tree(fn(*args, **kwargs), (Array,), unwrap)
            if record is not None:
                record(python_leaves(out))
            changed = {p: a._data for p, a in inside.items() if a._data is not start[p]}
            new = rebound((args, kwargs), shape, inside)
            if changed and record is not None:
                changes[0] = True
            changed_held = {i: h._data for i, (h, t) in enumerate(zip(held, held_now, strict=True)) if h._data is not t}
        finally:
            for h, v in zip(held, before, strict=True):
                h._data = v
        if changed or changed_held or new:
            return out, changed, changed_held, new
        return (out,) if type(out) in _PACKED else out

    run = traced_reading if n_held else traced
    # Named as fn (for the frameworks' messages), not wrapping it: its own
    # signature, with the read Arrays in front, is what the compilers read.
    run.__name__ = run.__qualname__ = getattr(fn, "__name__", "traced")
    shift = tuple(n + n_held if n >= 0 else n for n in nums)
    opts = dict(options)
    if isinstance(opts.get("donate_argnums"), (int, tuple)):  # jax.jit's: positions move too
        d = opts["donate_argnums"]
        opts["donate_argnums"] = tuple(n + n_held if n >= 0 else n for n in ((d,) if isinstance(d, int) else d))
    return b.runtime.compile(run, shift, names, opts)  # type: ignore[no-any-return]


#: No places, no held Arrays (shared, never changed).
_NOTHING: list[Any] = []
#: Settings no snapshot matches (the first call, or one that must take the
#: general path every time).
_NEVER = (object(),) * 4
#: Argument types no call has (a backend inferred, its types not recorded).
_NO_TYPES = (object(),)

# The containers ``inward`` looks into (namedtuples too, as tuple subclasses).
_CONTAINERS = (tuple, list, dict)
#: The results ``_compiled``'s functions return in a one-tuple (a tuple
#: alone would read as one; the others are given back the way they came).
_PACKED = frozenset((tuple, list, dict, int, float, complex, bool, str, type(None)))
#: The number key of a call with no Python number.
_NO_NUMBERS: tuple[Any, ...] = ()


def _name_the_function(exc: BaseException, backend: str) -> None:
    """Add a note naming the innermost ivy_core API function among the
    frames ``exc`` went through (its traceback, its causes, and the traced
    user frames a framework attaches, like Dynamo's ``real_stack``)."""
    found = None
    seen: set[int] = set()
    e: BaseException | None = exc
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        frames: list[tuple[str, str]] = []
        tb = e.__traceback__
        while tb is not None:
            frames.append((tb.tb_frame.f_code.co_filename, tb.tb_frame.f_code.co_name))
            tb = tb.tb_next
        frames += [(s.filename, s.name) for s in getattr(e, "real_stack", None) or ()]
        for filename, name in frames:
            if name in API and _is_api_module(filename):
                found = name
        e = e.__cause__ or e.__context__
    if found is not None:
        exc.add_note(
            f"ivy_core.compile (backend {backend!r}): raised while compiling, in ivy_core.{found}"
        )


def _is_api_module(filename: str) -> bool:
    """Whether ``filename`` is one of ivy_core's public API modules."""
    head, base = os.path.split(filename)
    return head == _PACKAGE and base.endswith(".py") and not base.startswith("_")
