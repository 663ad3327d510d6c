"""Process-wide backend state, read by every dispatcher on every call.

Kept in one tiny module so the generated dispatchers bind it once:
``g.stack`` is the global backend stack (its top is in force),
``g.local_users`` counts live ``using_backend`` blocks in any thread, so the
``contextvars`` lookup is skipped while there are none. The dispatchers reach
the global backend's functions through the cells of ``_api.point_cells``.
"""

from __future__ import annotations

import _thread
import contextvars

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from typing import Any


class _Global:
    __slots__ = ("stack", "local_users", "lock")

    def __init__(self) -> None:
        self.stack: list[Any] = []
        self.local_users = 0
        self.lock = _thread.RLock()


g = _Global()

#: The backend set by ``using_backend`` in this thread or task, if any.
local_backend: contextvars.ContextVar[Any] = contextvars.ContextVar("ivy_core_backend", default=None)


def current() -> Any:
    """The Backend in force here (local, then global), or None."""
    if g.local_users:
        b = local_backend.get()
        if b is not None:
            return b
    return g.stack[-1] if g.stack else None


class Override(Exception):  # noqa: N818 - a signal, not an error
    """Raised inside a call when an argument's type implements
    ``__ivy_array_function__``: the dispatcher catches it and hands the call
    to that protocol (see ``_protocol.py``)."""

    def __init__(self, value: Any) -> None:
        self.value = value
