"""Bad calls on ivy-dask that the generated robustness suite found slipping
through (issue 30, item 19): each raises a typed error, at the call where the
mistake is visible there, else when the result is computed.

- An out-of-bounds index whose values are in memory (an index array made
  from a Python list or a NumPy array) raises ``InvalidIndexError`` at the
  call, as on the eager backends; one still to be computed raises it when
  the result is computed (run on the session's cluster, the error crosses
  from a worker).
- ``out=`` for a result whose size depends on the data (``unique_values``)
  raises ``ShapeError`` at the call, saying why; the dtype's mistake first.
- ``diag`` with a ``k`` that is no int raises ``ArgumentTypeError``, not
  the backend's None.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

import ivy_core as ivy

da = pytest.importorskip("dask.array")


@pytest.fixture(autouse=True)
def on_dask():
    ivy.set_backend("dask")
    yield
    ivy.previous_backend()


def _matrix():
    return ivy.reshape(ivy.arange(6, dtype="float32"), (2, 3))


INDEXING = {
    "take": lambda x, i: ivy.take(x, i, axis=1),
    "take_along_axis": lambda x, i: ivy.take_along_axis(x[0], i),
    "getitem": lambda x, i: x[:, i],
    "setitem": lambda x, i: x.__setitem__((slice(None), i), 1.0),
}


@pytest.mark.parametrize("call", INDEXING)
@pytest.mark.parametrize(
    "make",
    [
        lambda: ivy.asarray([1, 7]),  # from a Python list
        lambda: ivy.asarray(np.array([1, -4])),  # from a NumPy array
        lambda: ivy.asarray(da.from_array(np.array([0, 2, 9, 1]), chunks=2)),  # in memory, two blocks
    ],
    ids=["list", "numpy", "blocks"],
)
def test_an_index_in_memory_out_of_bounds_raises_at_the_call(call, make):
    x = _matrix()
    index = make()
    with pytest.raises(ivy.InvalidIndexError, match=r"(index|indices holds) (7|-4|9),? (is )?out of bounds") as info:
        INDEXING[call](x, index)
    assert "dask" in str(info.value)


def test_the_check_at_the_call_computes_nothing():
    x = _matrix()
    before = ivy.compute_count()
    with pytest.raises(ivy.InvalidIndexError):
        ivy.take(x, ivy.asarray([5]), axis=1)
    r = ivy.take(x, ivy.asarray([2, -1, 0]), axis=1)  # in bounds: a graph, as before
    assert ivy.compute_count() == before
    np.testing.assert_array_equal(ivy.to_numpy(r), np.arange(6.0).reshape(2, 3)[:, [2, -1, 0]])


@pytest.mark.parametrize("call", INDEXING)
def test_an_index_still_to_be_computed_raises_when_computed(call):
    """Its values are known only when computed: the call hands out a graph,
    whose compute raises ivy_core's InvalidIndexError (from a worker, on the
    nox session's cluster), never a builtin IndexError or a wrong value."""
    x = _matrix()
    index = ivy.asarray([1, 3]) * 2  # [2, 6]: a graph of two tasks
    r = INDEXING[call](x, index)
    target = x if call == "setitem" else r
    with pytest.raises(ivy.InvalidIndexError, match=r"(index|indices holds) 6,? (is )?out of bounds"):
        ivy.compute(target)


@pytest.mark.parametrize(
    ("out", "error", "match"),
    [
        (lambda: ivy.zeros((3,), dtype="float32"), ivy.ShapeError, r"shape \(None,\), a size that depends on the data"),
        (lambda: ivy.zeros((3, 2), dtype="float32"), ivy.ShapeError, r"out= has shape \(3, 2\)"),
        (lambda: ivy.zeros((3,), dtype="int32"), ivy.ArgumentTypeError, "out= has dtype int32"),
        (lambda: [0.0, 0.0, 0.0], TypeError, "list"),
    ],
    ids=["right size", "wrong shape", "wrong dtype", "list"],
)
def test_out_for_a_result_of_data_dependent_size_raises_at_the_call(out, error, match):
    x = ivy.asarray([3.0, 1.0, 3.0], dtype="float32")
    before = ivy.compute_count()
    with pytest.raises(error, match=match) as info:
        ivy.unique_values(x, out=out())
    assert "ivy_core.unique_values (backend 'dask')" in str(info.value)
    assert ivy.compute_count() == before


@pytest.mark.parametrize("k", [float("nan"), 1.5, "1"])
@pytest.mark.parametrize("ndim", [1, 2])
def test_diag_refuses_a_k_that_is_no_int_at_the_call(k, ndim):
    x = ivy.ones((3,) * ndim)
    with pytest.raises(ivy.ArgumentTypeError, match=r"argument 'k' must be int, not \w+ " + re.escape(repr(k))):
        ivy.diag(x, k=k)
    assert ivy.diag(x, k=1).shape == ((4, 4) if ndim == 1 else (2,))
