"""Process-wide backend state, read by every dispatcher on every call.

Kept in one tiny module so the generated dispatchers bind it once:
``_g.table`` is the global backend's function table (``None`` when no backend
is set), ``_g.local_users`` counts live ``using_backend`` blocks in any thread,
so that the ``contextvars`` lookup is skipped while there are none.
"""

from __future__ import annotations

import _thread
import contextvars

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from typing import Any


class _Global:
    __slots__ = ("table", "stack", "local_users", "lock")

    def __init__(self) -> None:
        self.table: Any = None
        self.stack: list[Any] = []
        self.local_users = 0
        self.lock = _thread.RLock()


g = _Global()

#: The backend set by ``using_backend`` in this thread or task, if any.
local_backend: contextvars.ContextVar[Any] = contextvars.ContextVar(
    "ivy_core_backend", default=None
)


def current() -> Any:
    """The Backend in force here (local, then global), or None."""
    if g.local_users:
        b = local_backend.get()
        if b is not None:
            return b
    return g.stack[-1] if g.stack else None
