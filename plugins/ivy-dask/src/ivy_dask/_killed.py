"""What a dead worker means for an ivy-dask compute.

When every worker that ran a task died, ``distributed`` raises
``KilledWorker`` naming only the task's key and the last worker's address.
The usual cause is memory: the nanny restarts a worker that passes 95% of
its memory limit, and a task that holds a chunk too big for the worker
kills every worker it is retried on. :func:`annotate` adds a note to the
exception (its type and message stay as they are) with the task, the size of
its chunks, the worker's memory limit and threads, and what to do: a chunk
size that fits, and how to get it.

``distributed`` is never imported here: an exception of its class exists
only once it is loaded.
"""

from __future__ import annotations

import math
import sys
from typing import Any

import dask
from dask.utils import format_bytes, key_split

#: A chunk should be at most this share of a worker's memory per thread:
#: a task holds its inputs and its result, and the worker keeps results
#: waiting to be sent on (docs/dask-cluster.rst, "Chunks and worker memory").
_SHARE = 10


def annotate(exc: BaseException, arrays: tuple[Any, ...]) -> None:
    """Add a note saying what to do to ``exc`` if it is distributed's
    ``KilledWorker`` raised computing ``arrays`` (dask arrays)."""
    killed = getattr(sys.modules.get("distributed.scheduler"), "KilledWorker", None)
    if killed is None or not isinstance(exc, killed) or not hasattr(exc, "add_note"):  # notes: 3.11+
        return
    exc.add_note(note(exc.task, exc.last_worker, exc.allowed_failures, arrays))


def note(task: Any, worker: Any, allowed_failures: int, arrays: tuple[Any, ...]) -> str:
    """The text :func:`annotate` adds, for the key ``task``, the
    ``WorkerState`` ``worker`` (its ``memory_limit`` and ``nthreads``) and the
    dask arrays computed."""
    limit = int(getattr(worker, "memory_limit", 0) or 0)
    threads = max(1, int(getattr(worker, "nthreads", 1) or 1))
    chunks = _chunks(arrays)
    own = _task_chunk(task, chunks)
    largest = max(chunks.values(), key=lambda c: c[2], default=None)
    tried = allowed_failures + 1
    whom = "the worker that ran it" if tried == 1 else f"each of the {tried} workers that ran it"
    lines = [
        f"ivy-dask: task {key_split(task)!r} (key {task!r}) killed {whom}. A worker is "
        "restarted when its memory passes 95% of its limit, so the usual cause is a chunk "
        "too big for the workers:",
    ]
    if own is not None:
        lines.append(f"- that task's chunks: {_describe(own)}")
    if largest is not None and largest != own:
        lines.append(f"- the largest chunk of the computation: {_describe(largest)}")
    per_thread = limit // threads
    if limit:
        lines.append(
            f"- the worker: memory limit {format_bytes(limit)}, {threads} thread{'s' if threads > 1 else ''} "
            f"({format_bytes(per_thread)} per thread)"
        )
        target = max(1, _power_of_two_mib(per_thread // _SHARE))
        why = f"well under the memory per thread (a tenth of it: {target}MiB)"
    else:
        lines.append("- the worker: no memory limit (the machine's memory ran out, or it crashed)")
        target = max(1, _power_of_two_mib(largest[2] // 4)) if largest else 16
        why = f"smaller (a quarter of the largest: {target}MiB)" if largest else f"smaller ({target}MiB)"
    size = f"{target}MiB"
    lines += [
        f"What to do: make the chunks {why}. Create the "
        f'arrays under `with dask.config.set({{"array.chunk-size": "{size}"}}):` (in force now: '
        f"{dask.config.get('array.chunk-size')}), or rechunk the dask array of one "
        "(`ivy.asarray(ivy.to_native(x).rechunk(...))`); or give the workers more memory "
        "(`LocalCluster(memory_limit=...)`, `dask worker --memory-limit`). linalg "
        "factorisations, FFTs and sorts take more than one chunk per task (ivy-core's docs, "
        "'Dask on a cluster'). If memory was not the cause, the worker's log says what was.",
    ]
    return "\n".join(lines)


def _chunks(arrays: tuple[Any, ...]) -> dict[str, tuple[tuple[int, ...], str, int]]:
    """Every array layer of the arrays' graphs: name -> (chunk shape, dtype,
    bytes of its largest chunk), from the annotations dask keeps on each."""
    found: dict[str, tuple[tuple[int, ...], str, int]] = {}
    for x in arrays:
        for name, layer in getattr(getattr(x, "dask", None), "layers", {}).items():
            meta = getattr(layer, "collection_annotations", None) or {}
            shape, dtype = meta.get("chunksize"), meta.get("dtype")
            if shape is None or dtype is None or not hasattr(dtype, "itemsize"):
                continue
            found[name] = (tuple(shape), str(dtype), math.prod(shape) * dtype.itemsize)
    return found


def _task_chunk(task: Any, chunks: dict[str, Any]) -> Any:
    """The layer of ``task``: its name, or for a task fused from several
    layers (``standard_normal-sum-<token>``) the layer of that token."""
    name = task[0] if isinstance(task, tuple) and task else task
    if not isinstance(name, str):
        return None
    if name in chunks:
        return chunks[name]
    token = name.rpartition("-")[2]
    matches = [c for n, c in chunks.items() if n.rpartition("-")[2] == token]
    return matches[0] if len(matches) == 1 else None


def _describe(chunk: tuple[tuple[int, ...], str, int]) -> str:
    shape, dtype, nbytes = chunk
    return f"{shape} {dtype}, {format_bytes(nbytes)} each"


def _power_of_two_mib(nbytes: int) -> int:
    """The largest power of two of MiB at most ``nbytes`` (0 under 1 MiB)."""
    mib = nbytes >> 20
    return 1 << (mib.bit_length() - 1) if mib else 0
