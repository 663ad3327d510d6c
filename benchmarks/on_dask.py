"""ivy_core on Dask across workers (issue 14): a benchmark, never a test.

On a 2-worker ``dask.distributed.LocalCluster`` with a memory limit per
worker, times and prints:

- a reduction (``mean(x**2)``) and a matmul-then-reduce over arrays larger
  than one worker's memory limit, with NumPy in one process where it fits;
- ``sort`` of 10**8 float64 (800 MB) by ivy_core's distributed sample sort,
  with the peak memory of each worker next to its share of the data
  (target: at most 3x), on workers that do not spill to disk (spilling
  would cap the peak, and hide what the sort holds);
- the graph-building cost per call of ivy_core over ``dask.array`` on small
  arrays (no compute).

    python benchmarks/on_dask.py            # the whole run (a few minutes)
    python benchmarks/on_dask.py --quick    # half the memory limit, a 10x smaller sort
    python benchmarks/on_dask.py --sort     # the sort (and the per-call cost) only

Each worker samples its own memory every 10 ms (a thread started through
``Client.run``): the process's RSS, and the bytes of the task results it
holds (Dask's own count).
"""

from __future__ import annotations

import statistics
import sys
import threading
import time
from typing import Any

import ivy_core as ivy


def _start_sampler(dask_worker: Any) -> int:
    """On a worker: a thread that samples the process's memory (RSS) and
    the bytes of the task results it holds every 10 ms, keeping the peaks.
    Returns the RSS now."""
    import psutil

    proc = psutil.Process()
    state = {"rss": 0, "held": 0, "stop": False}

    def loop() -> None:
        while not state["stop"]:
            state["rss"] = max(state["rss"], proc.memory_info().rss)
            state["held"] = max(state["held"], dask_worker.state.nbytes)
            time.sleep(0.01)

    threading.Thread(target=loop, daemon=True).start()
    dask_worker.ivy_core_peak = state
    return int(proc.memory_info().rss)


def _stop_sampler(dask_worker: Any) -> tuple[int, int]:
    state = dask_worker.ivy_core_peak
    state["stop"] = True
    return int(state["rss"]), int(state["held"])


def _gb(n: float) -> str:
    return f"{n / 2**30:.2f} GB"


def main(argv: list[str]) -> None:
    quick = "--quick" in argv
    scale = 10 if quick else 1
    if "--sort" not in argv:
        _big_reductions(quick)
    _sort(10**8 // scale)
    _per_call()


def _big_reductions(quick: bool) -> None:
    import dask.array as da
    import numpy as np
    from distributed import Client, LocalCluster

    limit = 2**30 if not quick else 2**29  # per worker (a worker process itself takes ~0.1 GB)
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, memory_limit=limit, processes=True)
    client = Client(cluster)
    ivy.set_backend("dask")
    print(f"LocalCluster: 2 workers, 1 thread each, memory limit {_gb(limit)} per worker")
    try:
        # --- a reduction and a matmul-then-reduce, larger than a worker's limit
        n = 3 * limit // 8 * 2  # float64 elements: 1.5x one worker's limit in all
        x = ivy.asarray(da.random.default_rng(0).random(n, chunks=n // 64))
        t = time.perf_counter()
        (m,) = ivy.compute(ivy.mean(x * x))
        took = time.perf_counter() - t
        print(f"mean(x*x), {_gb(n * 8)} of float64: {took:.2f} s on the cluster (result {float(m):.4f})")
        side = int((limit // 8 * 3 // 4) ** 0.5) // 64 * 64
        a = ivy.asarray(da.random.default_rng(1).random((side * 2, side), chunks=(side // 4, side // 4)))
        t = time.perf_counter()
        (s,) = ivy.compute(ivy.sum(ivy.matmul(ivy.matrix_transpose(a), a)))
        took = time.perf_counter() - t
        print(f"sum(a.T @ a), a {side * 2}x{side} float64 ({_gb(a.size * 8)}): {took:.2f} s on the cluster")
        an = np.random.default_rng(1).random((side * 2, side))
        t = time.perf_counter()
        float(np.sum(an.T @ an))
        print(f"  NumPy in one process (fits here): {time.perf_counter() - t:.2f} s")
    finally:
        client.close()
        cluster.close()


def _sort(n: int) -> None:
    """The distributed sample sort of ``n`` float64 on 2 workers whose
    memory limit is high and whose spilling to disk is off, so that the
    peak is what the sort holds (a worker that spills would cap it)."""
    import dask
    import dask.array as da
    import numpy as np
    from distributed import Client, LocalCluster, wait

    share = n * 8 / 2
    off = {f"distributed.worker.memory.{k}": False for k in ("target", "spill", "pause", "terminate")}
    with dask.config.set(off):
        cluster = LocalCluster(n_workers=2, threads_per_worker=1, memory_limit=int(8 * share + 2**29), processes=True)
        client = Client(cluster)
    print(f"LocalCluster: 2 workers, 1 thread each, memory limit {_gb(8 * share + 2**29)}, no spilling")
    ivy.set_backend("dask")
    try:
        spill = client.run(lambda dask_worker: dask_worker.memory_manager.memory_spill_fraction)
        assert not any(spill.values()), f"the workers spill to disk: {spill}"
        x = ivy.asarray(da.random.default_rng(2).random(n, chunks=n // 100))
        (x,) = ivy.persist(x)  # the data on the workers before the clock starts
        wait(x.data)  # persist returns at once under distributed; its futures finish here
        base = client.run(_start_sampler)
        t = time.perf_counter()
        (y,) = ivy.persist(ivy.sort(x))
        wait(y.data)
        took = time.perf_counter() - t
        peaks = client.run(_stop_sampler)
        ok = bool(ivy.compute(ivy.all(y[1:] >= y[:-1]))[0])
        print(f"sort of {n:,} float64 ({_gb(n * 8)}): {took:.2f} s, sorted: {ok}")
        for addr, (rss, held) in sorted(peaks.items()):
            extra = rss - base[addr]
            # The worker held its share of the input before the sort began;
            # what the sort adds on top of that, over the share, is the ratio
            # the target is about (the process's own ~0.1 GB aside).
            print(
                f"  worker {addr}: process peak {_gb(rss)}, {_gb(extra)} above its memory with the input "
                f"held; share of the data {_gb(share)}: (share + added) / share = {(share + extra) / share:.2f}x "
                f"(target <= 3x); task results held at the peak {_gb(held)} = {held / share:.2f}x the share"
            )
        t = time.perf_counter()
        np.sort(np.random.default_rng(2).random(n))
        print(f"  NumPy sort in one process: {time.perf_counter() - t:.2f} s")
    finally:
        client.close()
        cluster.close()


def _per_call() -> None:
    """The graph-building cost per call of ivy_core over dask.array."""
    import dask.array as da

    small = da.ones(4, chunks=2)
    xs = ivy.asarray(small)

    def per_call(f: Any) -> float:
        times = []
        for _ in range(7):
            t = time.perf_counter()
            for _ in range(2000):
                f()
            times.append((time.perf_counter() - t) / 2000)
        return statistics.median(times) * 1e6

    print("graph building per call, shape (4,), no compute:")
    for name, ivy_call, native in (
        ("add", lambda: ivy.add(xs, xs), lambda: da.add(small, small)),
        ("x + 1.0", lambda: xs + 1.0, lambda: small + 1.0),
        ("sum", lambda: ivy.sum(xs), lambda: da.sum(small)),
    ):
        ti, tn = per_call(ivy_call), per_call(native)
        print(f"  {name:<8} ivy_core {ti:7.2f} us  dask.array {tn:7.2f} us  overhead {ti - tn:+6.2f} us")


if __name__ == "__main__":
    main(sys.argv[1:])
