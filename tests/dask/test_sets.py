"""unique_* of ivy-dask on arrays of several chunks: through the sample
sort, never gathered into one task, the same answers as NumPy."""

from __future__ import annotations

import numpy as np
import pytest
from dask_helpers import nbytes

import ivy_core as ivy

da = pytest.importorskip("dask.array")
dask = pytest.importorskip("dask")


def _numpy_unique_all(a: np.ndarray):
    """NumPy's unique with NaNs distinct (one entry each, by position)."""
    flat = a.reshape(-1)
    nan = np.isnan(flat) if flat.dtype.kind in "fc" else np.zeros(flat.shape, bool)
    u, i, inv, c = np.unique(flat[~nan], return_index=True, return_inverse=True, return_counts=True)
    where = np.flatnonzero(~nan)
    nans = np.flatnonzero(nan)
    values = np.concatenate([u, flat[nans]])
    first = np.concatenate([where[i], nans])
    counts = np.concatenate([c, np.ones(nans.shape, np.int64)])
    inverse = np.empty(flat.shape, np.int64)
    inverse[where] = inv
    inverse[nans] = len(u) + np.arange(len(nans))
    return values, first, inverse.reshape(a.shape), counts


@pytest.mark.parametrize("kind", ["ties", "nan", "int8", "distinct", "one_value"])
def test_unique_of_several_chunks_matches_numpy(kind):
    rng = np.random.default_rng(4)
    a = {
        "ties": rng.integers(0, 6, (40, 9)).astype(np.float64),
        "nan": np.where(rng.random((40, 9)) < 0.2, np.nan, rng.integers(0, 5, (40, 9))).astype(np.float32),
        "int8": rng.integers(-3, 3, (40, 9)).astype(np.int8),
        "distinct": rng.permutation(360).reshape(40, 9).astype(np.int64),
        "one_value": np.full((40, 9), 7, np.int16),
    }[kind]
    expected = _numpy_unique_all(a)
    ivy.set_backend("dask")
    try:
        x = ivy.asarray(da.from_array(a, chunks=(7, 9)))  # 6 chunks, flat
        with dask.config.set({"array.chunk-size": "64B"}):  # many buckets
            got_all = ivy.unique_all(x)
            got_counts = ivy.unique_counts(x)
            got_inverse = ivy.unique_inverse(x)
            got_values = ivy.unique_values(x)
        assert got_values.shape == (None,)  # a size only the data decides
        computed = ivy.compute(*got_all, *got_counts, *got_inverse, got_values)
    finally:
        ivy.previous_backend()
    v, i, inv, c = (np.asarray(r) for r in computed[:4])
    np.testing.assert_array_equal(v, expected[0])
    np.testing.assert_array_equal(i, expected[1])
    np.testing.assert_array_equal(inv, expected[2])
    np.testing.assert_array_equal(c, expected[3])
    np.testing.assert_array_equal(np.asarray(computed[4]), expected[0])
    np.testing.assert_array_equal(np.asarray(computed[5]), expected[3])
    np.testing.assert_array_equal(np.asarray(computed[6]), expected[0])
    np.testing.assert_array_equal(np.asarray(computed[7]), expected[2])
    np.testing.assert_array_equal(np.asarray(computed[8]), expected[0])


def test_no_task_holds_all_the_unique_values():
    """Every value distinct: no task result is near the whole array."""
    from dask.callbacks import Callback

    n, chunk = 100_000, 5_000
    biggest = [0]

    def posttask(key, result, dsk, state, worker_id):
        if str(key).startswith("finalize"):
            return
        biggest[0] = max(biggest[0], nbytes(result))

    ivy.set_backend("dask")
    try:
        x = ivy.asarray(da.arange(n, chunks=chunk, dtype=np.int64)[::-1])
        with dask.config.set({"array.chunk-size": "64B"}):
            values, counts = ivy.unique_counts(x)
        with dask.config.set(scheduler="sync"), Callback(posttask=posttask):
            values, counts = ivy.compute(values, counts)
    finally:
        ivy.previous_backend()
    np.testing.assert_array_equal(np.asarray(values), np.arange(n))
    assert np.all(np.asarray(counts) == 1)
    assert biggest[0] <= 4 * chunk * 8 * 2, f"a task held {biggest[0]} bytes; a chunk is {chunk * 8}"
    assert biggest[0] >= chunk * 8, "the sizes were not seen: a sorted chunk alone holds a chunk of values"
