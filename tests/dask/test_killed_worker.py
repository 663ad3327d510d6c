"""A worker that dies running a task (distributed's ``KilledWorker``) comes
out of ``ivy.compute`` as that exception, its message unchanged, with a
note: the task, the size of its chunks, the worker's memory limit and
threads, and a chunk size that fits (issue 25).

The note's content is checked on a ``KilledWorker`` raised in place of
``dask.compute``; one test kills a real worker: a 1-worker ``LocalCluster``
with a 400 MiB limit computing 1 GiB chunks, in a subprocess (its own
cluster, not the session's; about 10 s).
"""

from __future__ import annotations

import os
import subprocess
import sys
import types

import pytest

import ivy_core as ivy

da = pytest.importorskip("dask.array")
KilledWorker = pytest.importorskip("distributed.scheduler").KilledWorker


@pytest.fixture(autouse=True)
def on_dask():
    ivy.set_backend("dask")
    yield
    ivy.previous_backend()


def _worker(memory_limit: int, nthreads: int) -> types.SimpleNamespace:
    """What ``KilledWorker.last_worker`` carries (a ``WorkerState``)."""
    return types.SimpleNamespace(address="tcp://10.0.0.7:40000", memory_limit=memory_limit, nthreads=nthreads)


def _killed_by(monkeypatch: pytest.MonkeyPatch, exc: BaseException) -> None:
    from ivy_dask import _runtime

    def compute(*xs, **kwargs):
        raise exc

    monkeypatch.setattr(_runtime.dask, "compute", compute)


def _layer(y, prefix: str) -> str:
    (name,) = [n for n in ivy.to_native(y).dask.layers if n.startswith(prefix + "-")]
    return name


@pytest.mark.parametrize("fused", [False, True])
def test_a_killed_worker_says_what_to_do(monkeypatch: pytest.MonkeyPatch, fused: bool) -> None:
    x = ivy.asarray(da.ones((4096, 2048), chunks=(1024, 2048), dtype="float64"))  # 16 MiB chunks
    y = ivy.sum(x * 2.0, axis=1)
    name = _layer(y, "multiply")
    # A task fused from several layers has a key made of their names and the last one's token.
    key = ("ones_like-" + name if fused else name, 1, 0)
    exc = KilledWorker(key, _worker(256 * 2**20, 2), 2)
    _killed_by(monkeypatch, exc)
    with pytest.raises(KilledWorker) as info:
        ivy.compute(y)
    assert info.value is exc and str(exc).startswith(f"Attempted to run task {key!r} on 3 different workers")
    (note,) = exc.__notes__
    assert f"task {key[0].rpartition('-')[0]!r}" in note and "each of the 3 workers" in note
    assert "that task's chunks: (1024, 2048) float64, 16.00 MiB each" in note
    assert "memory limit 256.00 MiB, 2 threads (128.00 MiB per thread)" in note
    # A tenth of the memory per thread, down to a power of two: 12.8 MiB -> 8 MiB.
    assert 'dask.config.set({"array.chunk-size": "8MiB"})' in note


def test_the_largest_chunk_when_the_task_is_not_found(monkeypatch: pytest.MonkeyPatch) -> None:
    x = ivy.asarray(da.ones((4096, 2048), chunks=(1024, 2048), dtype="float32"))  # 8 MiB chunks
    exc = KilledWorker(("finalize-0123abcd",), _worker(0, 1), 0)
    _killed_by(monkeypatch, exc)
    with pytest.raises(KilledWorker):
        ivy.compute(ivy.sum(x))
    (note,) = exc.__notes__
    assert "that task's chunks" not in note and "killed the worker that ran it" in note
    assert "the largest chunk of the computation: (1024, 2048) float32, 8.00 MiB each" in note
    # No memory limit: a quarter of the largest chunk.
    assert "no memory limit" in note and '"array.chunk-size": "2MiB"' in note


def test_other_errors_pass_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    exc = RuntimeError("a task failed")
    _killed_by(monkeypatch, exc)
    with pytest.raises(RuntimeError) as info:
        ivy.compute(ivy.ones((4,)))
    assert info.value is exc and not getattr(exc, "__notes__", None)


KILL = """
import dask
dask.config.set({"distributed.scheduler.allowed-failures": 0, "logging.distributed": "critical"})
from distributed import Client, LocalCluster
from distributed.scheduler import KilledWorker
import ivy_core as ivy

if __name__ == "__main__":
    with LocalCluster(n_workers=1, threads_per_worker=1, memory_limit="400MiB",
                      dashboard_address=None) as cluster, Client(cluster):
        ivy.set_backend("dask")
        with dask.config.set({"array.chunk-size": "1GiB"}):
            x = ivy.random_normal(shape=(20_000, 20_000))   # float32 chunks of 1 GiB
        try:
            ivy.compute(ivy.sum(x * 2.0))
        except KilledWorker as e:
            print("\\n".join(e.__notes__))
"""


def test_a_worker_over_its_memory_limit(tmp_path) -> None:
    script = tmp_path / "kill.py"
    script.write_text(KILL)
    env = {k: v for k, v in os.environ.items() if k != "IVY_DASK_SCHEDULER"}  # its own cluster
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=240, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "(16384, 16384) float32, 1.00 GiB each" in done.stdout, done.stdout + done.stderr[-3000:]
    assert "memory limit 400.00 MiB, 1 thread" in done.stdout
    assert '"array.chunk-size": "32MiB"' in done.stdout
