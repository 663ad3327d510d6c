"""NumPy values next to ivy_core Arrays, on every backend (issue 30, items
12 and 13): what client libraries such as scikit-learn pass.

- A NumPy scalar is a 0-d array of its own dtype wherever an array or a
  Python scalar is accepted, promoting as NumPy 2 does (a "strong"
  operand: ``float32 + np.float64`` is float64, ``float32 * np.float32`` stays
  float32).
- Stored into an array, a NumPy scalar is a value of its kind, as a Python
  scalar is: the array keeps its dtype, and a float cannot go into an int
  array.
- A NumPy integer or boolean array is an index on every backend.
"""

from __future__ import annotations

import numpy as np
import pytest

import ivy_core as ivy


@pytest.mark.parametrize(
    ("make", "dtype", "expected"),
    [
        (lambda x: x + np.float64(1.0), "float64", [2.0, 3.0, 4.0]),
        (lambda x: np.float64(1.0) + x, "float64", [2.0, 3.0, 4.0]),
        (lambda x: x * np.float32(2.0), "float32", [2.0, 4.0, 6.0]),
        (lambda x: x - np.int8(1), "float32", [0.0, 1.0, 2.0]),
        (lambda x: ivy.add(x, np.float64(1.0)), "float64", [2.0, 3.0, 4.0]),
        (lambda x: ivy.where(x > 1, x, np.float32(0)), "float32", [0.0, 2.0, 3.0]),
        (lambda x: ivy.maximum(x, np.float32(2.5)), "float32", [2.5, 2.5, 3.0]),
    ],
    ids=["add", "radd", "mul-same-dtype", "int8-into-float32", "function", "where", "maximum"],
)
def test_a_numpy_scalar_is_a_0d_array_of_its_dtype(backend, make, dtype, expected):
    x = ivy.asarray([1.0, 2.0, 3.0], dtype="float32")
    r = make(x)
    assert isinstance(r, ivy.Array)
    assert r.dtype == dtype
    assert np.asarray(r).tolist() == expected


def test_comparison_with_a_numpy_integer(backend):
    r = ivy.asarray([0, 1], dtype="int32") == np.int64(0)
    assert r.dtype == "bool"
    assert np.asarray(r).tolist() == [True, False]


def test_a_lone_numpy_scalar_is_an_array_argument(backend):
    r = ivy.sum(np.float64(2.0))
    assert r.dtype == "float64" and np.asarray(r).item() == 2.0


@pytest.mark.parametrize(
    "value", [np.float64(0.0), np.float32(0.0), np.int64(0), np.bool_(False)], ids=lambda v: type(v).__name__
)
def test_a_numpy_scalar_stores_as_a_value_of_its_kind(backend, value):
    """scikit-learn's metrics write ``result[mask] = np.float64(0.0)``."""
    x = ivy.asarray([1.0, 2.0, 3.0], dtype="float32")
    x[x > 1.5] = value
    x[0] = value
    assert x.dtype == "float32"
    assert np.asarray(x).tolist() == [0.0, 0.0, 0.0]


def test_a_numpy_float_is_refused_by_an_int_array_as_a_python_float_is(backend):
    x = ivy.asarray([1, 2], dtype="int32")
    with pytest.raises(TypeError, match="cannot be stored in a int32 array"):
        x[0] = np.float64(1.5)
    with pytest.raises(OverflowError, match="does not fit"):
        ivy.asarray([1, 2], dtype="uint8").__setitem__(0, np.int64(300))


@pytest.mark.parametrize(
    "key",
    [np.array([0, 2]), np.array([True, False, True]), (np.array([0, 2]),), np.array([0, 2], dtype=np.uint8)],
    ids=["int", "bool", "tuple", "uint8"],
)
def test_a_numpy_index_array_is_an_index_on_every_backend(backend, key):
    x = ivy.asarray([1.0, 2.0, 3.0])
    assert np.asarray(x[key]).tolist() == [1.0, 3.0]
    x[key] = 0.0
    assert np.asarray(x).tolist() == [0.0, 2.0, 0.0]


def test_rows_chosen_by_a_numpy_array_then_ellipsis(backend):
    """GridSearchCV indexes ``X[train_indices, ...]``-style with NumPy arrays."""
    x = ivy.reshape(ivy.arange(8, dtype="float32"), (4, 2))
    assert np.asarray(x[np.array([3, 1]), ...]).tolist() == [[6.0, 7.0], [2.0, 3.0]]


def test_a_numpy_float_index_array_is_refused_clearly(backend):
    x = ivy.asarray([1.0, 2.0, 3.0])
    with pytest.raises(ivy.InvalidIndexError, match="bool or integer"):
        x[np.array([0.0])]


def test_numpy_scalar_bounds_of_clip_keep_xs_dtype(backend):
    x = ivy.asarray([1.0, 2.0, 3.0], dtype="float32")
    r = ivy.clip(x, np.float64(1.5), np.float64(2.5))
    assert r.dtype == "float32"
    assert np.asarray(r).tolist() == [1.5, 2.0, 2.5]


@pytest.mark.parametrize(
    "call",
    [lambda x: np.add(x, 1), lambda x: np.sum(x), lambda x: np.mean(x), lambda x: np.concatenate([x, x])],
    ids=["ufunc", "sum", "mean", "concatenate"],
)
def test_numpy_functions_on_arrays_give_numpy_results(backend, call):
    """One rule for every NumPy function (issue 30, item 13b): it computes with
    NumPy on the Array's values, as for any array-like (np.sum gave an Array,
    np.mean raised, np.add gave a NumPy array)."""
    x = ivy.asarray([1.0, 2.0], dtype="float32")
    r = call(x)
    assert not isinstance(r, ivy.Array)
    assert np.allclose(r, call(np.asarray([1.0, 2.0], dtype=np.float32)))
