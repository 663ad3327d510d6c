"""The distributed sample sort of ivy-dask (issue 14): the same answers as
NumPy's stable sort, no axis gathered into one chunk, and no task result
much larger than a chunk."""

from __future__ import annotations

import numpy as np
import pytest

import ivy_core as ivy

da = pytest.importorskip("dask.array")
dask = pytest.importorskip("dask")


def _stable_order(a: np.ndarray, descending: bool) -> np.ndarray:
    if not descending:
        return np.argsort(a, kind="stable")
    n = a.shape[0]
    return (n - 1 - np.argsort(a[::-1], kind="stable"))[::-1]


@pytest.mark.parametrize("kind", ["ties", "normal", "nan", "int8", "complex", "bool"])
@pytest.mark.parametrize("descending", [False, True])
def test_sort_matches_numpy(kind, descending):
    rng = np.random.default_rng(7)
    ivy.set_backend("dask")
    try:
        for n, chunk in ((1, 1), (7, 2), (64, 5), (500, 37)):
            a = {
                "ties": rng.integers(0, 4, n).astype(np.float64),
                "normal": rng.normal(size=n),
                "nan": np.where(rng.random(n) < 0.2, np.nan, rng.normal(size=n)),
                "int8": rng.integers(-5, 5, n).astype(np.int8),
                "complex": (rng.integers(0, 3, n) + 1j * rng.integers(0, 3, n)).astype(np.complex64),
                "bool": rng.random(n) < 0.5,
            }[kind]
            x = ivy.asarray(da.from_array(a, chunks=chunk))
            order = _stable_order(a, descending)
            values, indices = ivy.compute(ivy.sort(x, descending=descending), ivy.argsort(x, descending=descending))
            np.testing.assert_array_equal(np.asarray(indices), order)
            np.testing.assert_array_equal(np.asarray(values), a[order])
            assert ivy.sort(x).shape == (n,)  # known without computing
    finally:
        ivy.previous_backend()


def test_sort_along_each_axis_of_an_nd_array():
    rng = np.random.default_rng(3)
    a = rng.integers(0, 5, (6, 9, 4)).astype(np.float32)
    ivy.set_backend("dask")
    try:
        x = ivy.asarray(da.from_array(a, chunks=(4, 4, 3)))
        for axis in (0, 1, 2, -1):
            got = ivy.compute(ivy.argsort(x, axis=axis))[0]
            np.testing.assert_array_equal(np.asarray(got), np.argsort(a, axis=axis, kind="stable"))
    finally:
        ivy.previous_backend()


def test_no_task_holds_much_more_than_a_chunk():
    """Run the sort's graph on the synchronous scheduler and record the size
    of every task's result: none is the whole array."""
    from dask.callbacks import Callback

    n, chunk = 200_000, 10_000
    biggest = [0]

    def posttask(key, result, dsk, state, worker_id):
        if str(key).startswith("finalize"):  # compute's gathering of the result for the caller
            return
        size = 0
        for part in result if isinstance(result, tuple) else (result,):
            size += getattr(part, "nbytes", 0)
        biggest[0] = max(biggest[0], size)

    ivy.set_backend("dask")
    try:
        # Made chunk by chunk on the workers (from_array would hold the whole input in one task).
        x = ivy.asarray(da.random.default_rng(0).random(n, chunks=chunk))
        y = ivy.sort(x)
        with dask.config.set(scheduler="sync"), Callback(posttask=posttask):
            out, a = ivy.compute(y, x)
    finally:
        ivy.previous_backend()
    np.testing.assert_array_equal(np.asarray(out), np.sort(np.asarray(a)))
    chunk_bytes = chunk * 8 * 2  # a sorted chunk's values and positions
    assert biggest[0] <= 3 * chunk_bytes, f"a task held {biggest[0]} bytes; a chunk's keys are {chunk_bytes}"
