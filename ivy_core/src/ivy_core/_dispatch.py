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
"""

from __future__ import annotations

from . import _state
from ._api import API

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["repoint", "local_backend", "INFERRING"]

#: API name -> the entry used while no backend is set (see ``_handler``).
INFERRING: dict[str, Callable[..., Any]] = {}
_LOCAL_AWARE: dict[str, Callable[..., Any]] = {}


def _entries_in_force() -> dict[str, Callable[..., Any]]:
    if _state.backend.overrides:
        if len(_LOCAL_AWARE) != len(API):
            for name in API:
                if name not in _LOCAL_AWARE:
                    _LOCAL_AWARE[name] = _local_aware(name)
        return _LOCAL_AWARE
    stack = _state.backend.value
    if stack:
        entries_of_set: dict[str, Callable[..., Any]] = stack[-1].entries
        return entries_of_set
    inferred = _state.inferred[0]
    if inferred is None:
        return INFERRING
    entries: dict[str, Callable[..., Any]] = inferred.inference_entries(INFERRING)
    return entries


def repoint() -> None:
    """Point ``calls`` at the entries the current backend state asks for."""
    with _state._lock:
        _state.calls.__dict__.update(_entries_in_force())


def inferred(b: Any) -> None:
    """Record that a call with no backend set ran on ``b`` (found from its
    arrays): ``calls`` takes ``b``'s inference entries."""
    if _state.inferred[0] is not b:
        with _state._lock:
            _state.inferred[0] = b
            if not _state.backend.value and not _state.backend.overrides:
                repoint()


def _local_aware(name: str) -> Callable[..., Any]:
    """The entry of ``name`` while some ``using_backend`` block is open: the
    block's backend in this thread or task, else the global one."""
    var = _state.backend.var
    unset = _state._UNSET
    setting = _state.backend

    def entry(*args: Any) -> Any:
        b = var.get()
        if b is not unset:
            return b.entries[name](*args)
        stack = setting.value
        if stack:
            return stack[-1].entries[name](*args)
        return INFERRING[name](*args)

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
        with _state._lock:
            first = not _state.backend.overrides
            _state.backend.enter(self, self._backend)
            if first:
                repoint()
        return self._backend

    def __exit__(self, *exc: object) -> None:
        with _state._lock:
            _state.backend.exit(self)
            if not _state.backend.overrides:
                repoint()
