"""Building objects that live as long as the process, with the cyclic
garbage collector's automatic runs held back.

Loading a backend (importing its plugin's modules, resolving its dtype
support, building a table of entries) allocates some 10,000-30,000 objects,
every one of which stays alive. The collector counts allocations and runs a
young collection every 700 of them: during a load that is dozens of
collections that free nothing, and, after a large framework's import (torch,
JAX), the cascade ends in the full collection the import left due (about
100 ms after torch's). Holding the collector back for the load makes those
one young collection when it ends; the full collection the framework left
due still runs, at the next burst of allocations of the program's own, as it
would without ivy_core. (Where the program has not imported the framework,
its import runs inside the load, held back too: the collections it would
have run become one when the load ends.)

The collector is held back by raising its first threshold out of reach
(``gc.set_threshold``), never by ``gc.disable``: code that runs inside a
load, a framework's import above all, sees ``gc.isenabled()`` as the program
left it. Dask reads it once, when ``dask.array`` is imported, in a decorator
that turns the collector off around each slicing and back on only if it was
on at that import: a load that turned it off would leave every later
``x[i]`` on a Dask array switching the collector off for good, and a long
program's cyclic garbage never freed (an array-api-tests run grew past
11 GB that way).

The hold is process-wide, as the collector is: a thread allocating meanwhile
collects nothing for those few milliseconds. A hold inside another leaves
the thresholds as it found them; only the outer one puts them back (a
threshold another thread sets meanwhile is then overwritten). Whether the
program turned the collector off is never touched.
"""

from __future__ import annotations

import gc

#: The first threshold while held back: more allocations than a load makes.
HELD = 1 << 30


class long_lived:  # noqa: N801 - used as a statement: ``with long_lived():``
    """``with long_lived():`` runs its block with the collector's automatic
    runs held back."""

    __slots__ = ("thresholds",)

    def __enter__(self) -> None:
        thresholds = gc.get_threshold()
        if thresholds[0] == HELD:  # inside another hold: that one puts them back
            self.thresholds = None
        else:
            self.thresholds = thresholds
            gc.set_threshold(HELD, *thresholds[1:])

    def __exit__(self, *exc: object) -> None:
        if self.thresholds is not None:
            gc.set_threshold(*self.thresholds)
