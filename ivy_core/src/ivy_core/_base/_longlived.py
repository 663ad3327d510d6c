"""Building objects that live as long as the process, with the cyclic
garbage collector paused.

Loading a backend (importing its plugin's modules, resolving its dtype
support, building a table of entries) allocates some 10,000-30,000 objects,
every one of which stays alive. The collector counts allocations and runs a
young collection every 700 of them: during a load that is dozens of
collections that free nothing, and, after a large framework's import (torch,
JAX), the cascade ends in the full collection the import left due (about
100 ms after torch's). Pausing the collector for the load makes those one
young collection when it ends; the full collection the framework left due
still runs, at the next burst of allocations of the program's own, as it
would without ivy_core. (Where the program has not imported the framework,
its import runs inside the load, paused too: the collections it would have
run become one when the load ends.)

The pause is process-wide (``gc.disable``), as the collector is: a thread
allocating meanwhile collects nothing for those few milliseconds. A pause
inside another, or while the program has the collector off, leaves it as it
found it; only the pause that turned it off turns it back on.
"""

from __future__ import annotations

import gc


class long_lived:  # noqa: N801 - used as a statement: ``with long_lived():``
    """``with long_lived():`` runs its block with the collector paused."""

    __slots__ = ("paused",)

    def __enter__(self) -> None:
        self.paused = gc.isenabled()
        if self.paused:
            gc.disable()

    def __exit__(self, *exc: object) -> None:
        if self.paused:
            gc.enable()
