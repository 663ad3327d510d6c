"""The dask nox session's cluster: one scheduler and N single-threaded
worker processes (a ``distributed.LocalCluster``) that every pytest run
of the session, and each of their xdist workers, connects to through
``IVY_DASK_SCHEDULER=<address>``.

    python tests/dask/cluster.py N ADDRESS_FILE

writes the scheduler's address to ADDRESS_FILE once the N workers are up,
then runs until its standard input closes (the session closes it when it
is done, failed or not; a session that dies closes it too) or it gets
SIGTERM/SIGINT, and shuts the cluster down.
"""

from __future__ import annotations

import os
import signal
import sys


def _stop(signum: int, frame: object) -> None:
    raise SystemExit(0)


#: NumPy's floating-point flags, which the special-value cases raise in the
#: workers' tasks (asin(2) is NaN, as the standard says): the workers would
#: print each to the session's output. Their processes read this at start.
QUIET = "ignore:invalid value encountered,ignore:divide by zero encountered,ignore:overflow encountered"


def _quiet_task_failures() -> None:
    """Run on each worker: drop the worker's log of a task that raised
    ("Compute Failed", the whole traceback): the tests raise errors in tasks
    on purpose, and each error reaches the client, and the test, anyway."""
    import logging

    class DropComputeFailed(logging.Filter):
        def filter(self, record: logging.LogRecord) -> bool:
            return not str(record.msg).startswith("Compute Failed")

    logging.getLogger("distributed.worker").addFilter(DropComputeFailed())


def main(workers: int, address_file: str) -> None:
    from distributed import Client, LocalCluster

    os.environ["PYTHONWARNINGS"] = ",".join(filter(None, [os.environ.get("PYTHONWARNINGS"), QUIET]))
    signal.signal(signal.SIGTERM, _stop)
    with (
        LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0"
        ) as cluster,
        Client(cluster) as client,
    ):
        client.wait_for_workers(workers, timeout=120)
        client.run(_quiet_task_failures)
        partial = address_file + ".partial"
        with open(partial, "w") as f:
            f.write(cluster.scheduler_address)
        os.replace(partial, address_file)  # the reader never sees half an address
        sys.stdin.read()  # until the session closes the pipe


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(int(sys.argv[1]), sys.argv[2])
