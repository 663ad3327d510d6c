"""The distributed sample sort of ivy-dask (issue 14): the same answers as
NumPy's stable sort, no axis gathered into one chunk, and no task result
much larger than a chunk."""

from __future__ import annotations

import numpy as np
import pytest
from dask_helpers import nbytes

import ivy_core as ivy

da = pytest.importorskip("dask.array")
dask = pytest.importorskip("dask")


@pytest.fixture(autouse=True)
def small_buckets():
    """Dask's chunk size made tiny, so that these small arrays sort through
    as many buckets as chunks (a bucket is a quarter of that size, or a chunk)."""
    with dask.config.set({"array.chunk-size": "64B"}):
        yield


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
        biggest[0] = max(biggest[0], nbytes(result))

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
    assert biggest[0] >= chunk * 8, "the sizes were not seen: a cut chunk alone holds a chunk of values"


@pytest.mark.parametrize("descending", [False, True])
def test_rows_longer_than_a_chunk_are_sample_sorted(descending):
    """An axis whose rows are each more than Dask's chunk size is not
    gathered into one chunk: every row gets the sample sort."""
    rng = np.random.default_rng(5)
    a = rng.integers(0, 50, (3, 2, 400)).astype(np.float64)
    ivy.set_backend("dask")
    try:
        x = ivy.asarray(da.from_array(a, chunks=(2, 1, 64)))
        with dask.config.set({"array.chunk-size": "1KiB"}):  # a row is 3.2 KB: sorted row by row
            values, indices = ivy.sort(x, axis=-1, descending=descending), ivy.argsort(x, axis=2, descending=descending)
            moved = ivy.argsort(ivy.asarray(da.moveaxis(x.to_native(), 2, 0)), axis=0, descending=descending)
        for y in (values, indices, moved):
            assert max(y.to_native().chunks[-1 if y is not moved else 0]) < 400  # no row in one chunk
        values, indices, moved = ivy.compute(values, indices, moved)
    finally:
        ivy.previous_backend()
    order = np.stack([[_stable_order(row, descending) for row in plane] for plane in a])
    np.testing.assert_array_equal(np.asarray(indices), order)
    np.testing.assert_array_equal(np.asarray(values), np.take_along_axis(a, order, axis=-1))
    np.testing.assert_array_equal(np.asarray(moved), np.moveaxis(order, 2, 0))


def test_buckets_follow_dask_chunk_size():
    from ivy_dask._sort import _buckets

    with dask.config.set({"array.chunk-size": "128MiB"}):
        assert _buckets((10**6,) * 100, 8) == 24  # 800 MB in buckets of 32 MiB
        assert _buckets((2**24,) * 6, 8) == 6  # no more buckets than chunks
        assert _buckets((10,) * 7, 8) == 1  # a small array: one bucket


@pytest.mark.parametrize("descending", [False, True])
def test_fewer_buckets_than_chunks(descending):
    from ivy_dask._sort import _buckets

    rng = np.random.default_rng(11)
    a = rng.integers(0, 9, 3000).astype(np.float64)
    with dask.config.set({"array.chunk-size": "16KiB"}):
        assert _buckets((100,) * 30, 8) == 6  # 24,000 bytes in buckets of 4 KiB
        ivy.set_backend("dask")
        try:
            x = ivy.asarray(da.from_array(a, chunks=100))
            values, indices = ivy.compute(ivy.sort(x, descending=descending), ivy.argsort(x, descending=descending))
        finally:
            ivy.previous_backend()
    order = _stable_order(a, descending)
    np.testing.assert_array_equal(np.asarray(indices), order)
    np.testing.assert_array_equal(np.asarray(values), a[order])


def test_empty_chunks():
    a = np.array([3.0, 1.0, 2.0, 0.0])
    ivy.set_backend("dask")
    try:
        x = ivy.asarray(da.from_array(a, chunks=((0, 2, 0, 2, 0),)))
        values, indices = ivy.compute(ivy.sort(x), ivy.argsort(x, descending=True))
    finally:
        ivy.previous_backend()
    np.testing.assert_array_equal(np.asarray(values), np.sort(a))
    np.testing.assert_array_equal(np.asarray(indices), [0, 2, 1, 3])
