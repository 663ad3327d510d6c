"""Keeping ``_state.calls`` pointed at the right entries.

A public function is ``return calls.add(x1, x2, out)``: one attribute read
on ``calls`` reaches the entry to run. What ``calls`` holds depends on the
backend state, and changes only when that state does:

- a global backend is set and no ``using_backend`` block is open anywhere:
  that backend's entries, so a call costs nothing for dispatch;
- no backend is set: the *inference entries* of the backend inferred last
  (its fast paths, which take only its own arrays, falling back to the
  inferring entries) or, before any inference, the inferring entries, which
  pick the backend from the arguments' types (installed by ``_handler``,
  which knows the registry);
- a ``using_backend`` block is open in some thread or task: *local-aware*
  entries, which read the context variable on each call.

Under a framework promotion mode (``_modes``) each of these is the same
with the entries of that mode (``Backend.entries_in``); while a
``promotion_mode`` block is open in some thread or task, ``calls`` holds
*mode-aware* entries, which read both context variables on each call.
"""

from __future__ import annotations

from .._base import _state
from .._base._longlived import long_lived
from .._dtype import _modes
from .._spec._api import API

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["Entries", "repoint", "local_backend", "INFERRING", "TRACE_CONSTANTS"]

#: API name -> the entry used while no backend is set (see ``_handler``).
INFERRING: dict[str, Callable[..., Any]] = {}
#: Promotion mode -> its inferring entries (``INFERRING`` for ivy_core's own),
#: made on first use by the function ``_handler`` installs in ``_state.make_inferring``.
INFERRING_IN: dict[str, dict[str, Callable[..., Any]]] = {_modes.DEFAULT: INFERRING}
_LOCAL_AWARE: dict[str, Callable[..., Any]] = {}
_MODE_AWARE: dict[str, Callable[..., Any]] = {}


class Entries(dict):  # type: ignore[type-arg]
    """API name -> entry, each built the first time it is asked for.

    A backend's tables (its entries, those of a promotion mode, its
    inference entries) are of this class: building all 174 entries costs
    several milliseconds on a backend's first use, and a program calls a few
    dozen. ``table[name]`` builds a missing entry (``make(name)``) and keeps
    it. ``calls`` holds a *stub* for each entry not built yet (see
    :meth:`complete`), which builds it on its first call; building an entry
    puts it in ``calls`` in its stub's place. Tables that a compiler tracing Python
    bytecode may meet are built whole at once (:meth:`fill`): it cannot
    trace the building.
    """

    __slots__ = ("make", "stubs")

    def __init__(self, make: Callable[[str], Callable[..., Any]]) -> None:
        super().__init__()
        #: ``make(name)``: the entry of the API function ``name``.
        self.make = make
        #: API name -> the stub ``calls`` holds while it is not built.
        self.stubs: dict[str, Callable[..., Any]] = {}

    def __missing__(self, name: str) -> Callable[..., Any]:
        if name not in API:
            raise KeyError(name)
        entry: Callable[..., Any] = self.setdefault(name, self.make(name))  # one answer if two threads build
        stub = self.stubs.get(name)
        if stub is not None:
            with _state._lock:  # ``repoint`` may be moving ``calls`` to another table meanwhile
                if _state.calls.__dict__.get(name) is stub:
                    setattr(_state.calls, name, entry)
        return entry

    def fill(self) -> Entries:
        """Build every entry now; the table."""
        with long_lived():  # the entries stay alive: no collections meanwhile
            for name in API:
                if name not in self:
                    self[name]  # noqa: B018 - builds it
        return self

    def complete(self) -> dict[str, Callable[..., Any]]:
        """An entry per API function: the built ones, a stub for the others."""
        if len(self) == len(API):
            return self
        if not self.stubs:
            self.stubs = {name: _stub(self, name) for name in API}
        return {**self.stubs, **self}


def _stub(table: Entries, name: str) -> Callable[..., Any]:
    """What ``calls`` holds for ``table``'s entry of ``name`` before it is
    built: builds it (which puts it in ``calls`` in the stub's place, see
    ``Entries.__missing__``) and runs it."""

    def entry(*args: Any) -> Any:
        return table[name](*args)

    entry.__name__ = name
    return entry


def inferring_in(mode: str) -> dict[str, Callable[..., Any]]:
    found = INFERRING_IN.get(mode)
    if found is None:
        found = INFERRING_IN[mode] = _state.make_inferring.value(mode)
    return found


def _entries_in_force() -> dict[str, Callable[..., Any]]:
    promotion = _state.promotion
    if promotion.overrides or (_state.backend.overrides and promotion.value != _modes.DEFAULT):
        if len(_MODE_AWARE) != len(API):
            for name in API:
                if name not in _MODE_AWARE:
                    _MODE_AWARE[name] = _mode_aware(name)
        return _MODE_AWARE
    if _state.backend.overrides:
        if len(_LOCAL_AWARE) != len(API):
            for name in API:
                if name not in _LOCAL_AWARE:
                    _LOCAL_AWARE[name] = _local_aware(name)
        return _LOCAL_AWARE
    mode = _state.promotion.value
    stack = _state.backend.value
    if stack:
        entries_of_set: dict[str, Callable[..., Any]] = stack[-1].entries_in(mode)
        return entries_of_set
    inferred = _state.inferred.value
    if inferred is None:
        return inferring_in(mode)
    entries: dict[str, Callable[..., Any]] = inferred.inference_entries(inferring_in(mode), mode)
    return entries


def repoint() -> None:
    """Point ``calls`` at the entries the current backend state asks for."""
    with _state._lock:
        table = _entries_in_force()
        _state.calls.__dict__.update(table.complete() if isinstance(table, Entries) else table)


def inferred(b: Any) -> None:
    """Record that a call with no backend set ran on ``b`` (found from its
    arrays): ``calls`` takes ``b``'s inference entries."""
    if _state.inferred.value is not b:
        if _state.is_tracing():  # a cache: not to be changed while traced
            return
        with _state._lock:
            _state.inferred.value = b
            if not _state.backend.value and not _state.backend.overrides:
                repoint()


def _local_aware(name: str) -> Callable[..., Any]:
    """The entry of ``name`` while some ``using_backend`` block is open: the
    block's backend in this thread or task, else the global one."""
    local = _state.local_backend_key
    in_blocks = _state.in_blocks
    setting = _state.backend

    def entry(*args: Any) -> Any:
        key = local()
        if key is not None:
            return in_blocks[key].entries[name](*args)
        stack = setting.value
        if stack:
            return stack[-1].entries[name](*args)
        return INFERRING[name](*args)

    entry.__name__ = name
    return entry


def _mode_aware(name: str) -> Callable[..., Any]:
    """The entry of ``name`` while some ``promotion_mode`` block is open, or
    a ``using_backend`` block under a process-wide framework mode: the
    block's mode (else the process-wide one) on the backend in force."""
    local = _state.local_backend_key
    in_blocks = _state.in_blocks
    setting = _state.backend
    mode_setting = _state.promotion
    mode_local = mode_setting.local
    unset = _state._UNSET

    def entry(*args: Any) -> Any:
        mode = mode_local()
        if mode is unset:
            mode = mode_setting.value
        if setting.overrides:
            key = local()
            if key is not None:
                b = in_blocks[key]
                return (b.by_mode.get(mode) or b.entries_in(mode))[name](*args)
        stack = setting.value
        if stack:
            b = stack[-1]
            return (b.by_mode.get(mode) or b.entries_in(mode))[name](*args)
        return inferring_in(mode)[name](*args)

    entry.__name__ = name
    return entry


class local_backend:
    """Run the block on ``backend`` in this thread or task only (the
    mechanism behind ``using_backend`` and compositional bodies). Each
    ``with`` on one object is independent: it may be nested or shared by
    threads."""

    __slots__ = ("_backend",)

    def __init__(self, backend: Any) -> None:
        self._backend = backend

    def __enter__(self) -> Any:
        if _state.tracing and _state.is_tracing():
            # Traced by torch.compile: the entries ``calls`` holds must stay
            # as they are (the compiled code is guarded on them), so the
            # block only names the backend for calls that have no array to
            # infer one from (see ``_handler.infer``).
            _state.traced_blocks.append(self._backend)
        else:
            enter_local(self, self._backend)
        return self._backend

    def __exit__(self, *exc: object) -> None:
        if _state.tracing and _state.is_tracing():
            _state.traced_blocks.pop()
        else:
            exit_local(self)


def enter_local(owner: object, backend: Any) -> None:
    """Open ``owner``'s block on ``backend`` here (see :class:`local_backend`)."""
    with _state._lock:
        first = not _state.backend.overrides
        _state.in_blocks.setdefault(id(backend), backend)
        _state.backend.enter(owner, backend)
        if first:
            repoint()


def exit_local(owner: object) -> None:
    """Close ``owner``'s innermost block here."""
    with _state._lock:
        _state.backend.exit(owner)
        if not _state.backend.overrides:
            repoint()


#: The functions of the per-call path whose result is fixed for the length
#: of one trace: the backend and settings in force in this thread or task,
#: and the lookup of the backend of a type. They read context variables and
#: take locks, which a compiler tracing Python bytecode cannot follow; a backend whose framework has such a compiler
#: gets them when it loads (the runtime's optional ``trace_constants`` hook)
#: and has its compiler call them while tracing instead of tracing into them.
#: Their results are part of the traced graph, as every Python value read
#: while tracing is under ``jax.jit`` and ``tf.function``.
TRACE_CONSTANTS: tuple[Callable[..., Any], ...] = (
    _state.local_backend_key,
    _state.local_default,
    _state.Setting.get,
    _state.Setting.local,
    _state.captured,
)
