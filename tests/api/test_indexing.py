"""take and take_along_axis: values against NumPy for every dtype, index
dtypes, negative indices, out-of-range errors, axis handling."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import SHAPE_ERRORS, assert_values, dtype_ids, kind, make, raises_with_data, require_valid

import ivy_core as ivy


def _unsupported(name, dtype):
    """Whether the backend in force declares ``name`` unsupported for ``dtype``."""
    return dtype in ivy.function_unsupported_dtypes(name, ivy.current_backend_str())


ALL = ivy.all_dtypes
INDEX_DTYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]


def _vals(dtype, shape):
    n = int(np.prod(shape))
    v = (np.arange(n) * 7 % 5).reshape(shape)
    return (v % 2 == 0) if kind(dtype) == "bool" else v


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_take_every_dtype(backend, dtype):
    require_valid(dtype)
    v = _vals(dtype, (3, 4))
    x = make(v, dtype)
    i = ivy.asarray([2, 0, -1, 2])
    calls = [
        ("take", lambda: ivy.take(x, i, axis=0), np.take(v, [2, 0, -1, 2], axis=0)),
        ("take", lambda: ivy.take(x, i, axis=-1), np.take(v, [2, 0, -1, 2], axis=1)),
        ("take_along_axis", lambda: ivy.take_along_axis(x, ivy.asarray([[0], [3], [-1]]), axis=1),
         np.take_along_axis(v, np.array([[0], [3], [-1]]), axis=1)),
    ]  # fmt: skip
    for name, call, expected in calls:
        if _unsupported(name, dtype):
            with pytest.raises(ivy.UnsupportedDtypeError):
                call()
            continue
        assert_values(call(), expected, dtype)


@pytest.mark.parametrize("idtype", INDEX_DTYPES)
def test_index_dtypes(backend, idtype):
    if idtype not in ivy.valid_dtypes:
        pytest.skip(f"{idtype} is not valid on {backend}")
    v = np.arange(12.0).reshape(3, 4)
    x = ivy.asarray(v, dtype="float64")
    i = ivy.asarray([3, 1, 1], dtype=idtype)
    assert_values(ivy.take(x, i, axis=1), v[:, [3, 1, 1]], "float64")
    j = ivy.asarray([[1, 0, 2, 2]], dtype=idtype)
    assert_values(
        ivy.take_along_axis(x, j, axis=0), np.take_along_axis(v, np.array([[1, 0, 2, 2]]), 0), "float64"
    )


def test_take_shapes_and_flattening(backend):
    v = np.arange(24).reshape(2, 3, 4)
    x = ivy.asarray(v)
    i2 = np.array([[0, 1], [2, 0]])
    assert_values(ivy.take(x, ivy.asarray(i2), axis=1), np.take(v, i2, axis=1))
    assert_values(ivy.take(x, ivy.asarray([5, 23])), np.take(v, [5, 23]))  # flattened
    assert_values(ivy.take(x, ivy.asarray([], dtype="int64"), axis=2), np.take(v, np.array([], int), axis=2))
    assert_values(ivy.take(ivy.asarray([1.5, 2.5]), ivy.asarray(1)), np.asarray(2.5, np.float32))


def test_take_along_axis_matches_sort(backend):
    v = np.array([[3.0, 1.0, 2.0], [0.5, 9.0, -1.0]])
    x = ivy.asarray(v, dtype="float64")
    order = ivy.argsort(x, axis=1)
    assert_values(ivy.take_along_axis(x, order, axis=1), np.sort(v, axis=1))
    order0 = ivy.argsort(x, axis=0)
    assert_values(ivy.take_along_axis(x, order0, axis=0), np.sort(v, axis=0))
    # indices broadcast on the other axes
    assert_values(
        ivy.take_along_axis(x, ivy.asarray([[2, 0]]), axis=1), np.take_along_axis(v, np.array([[2, 0]]), 1)
    )


def test_errors(backend):
    x = ivy.asarray([[1, 2, 3], [4, 5, 6]])
    # Out-of-bounds indices: only the values show them (on a lazy backend,
    # when the result is computed).
    raises_with_data(IndexError, lambda: ivy.take(x, ivy.asarray([3]), axis=1))
    raises_with_data(IndexError, lambda: ivy.take(x, ivy.asarray([-4]), axis=1))
    raises_with_data(IndexError, lambda: ivy.take_along_axis(x, ivy.asarray([[0], [2]]), axis=0))
    with pytest.raises(TypeError):
        ivy.take(x, ivy.asarray([0.0]), axis=0)
    with pytest.raises(SHAPE_ERRORS):
        ivy.take(x, ivy.asarray([0]), axis=2)
    with pytest.raises(SHAPE_ERRORS):
        ivy.take_along_axis(x, ivy.asarray([0]), axis=0)  # rank differs
    with pytest.raises(SHAPE_ERRORS):
        ivy.take_along_axis(x, ivy.asarray([[0]]), axis=-3)


def test_a_slice_step_of_zero_is_refused_alike(backend):
    x = ivy.asarray(np.arange(6.0).reshape(2, 3))
    for key in (slice(None, None, 0), (0, slice(1, None, 0)), (Ellipsis, slice(0, 2, 0))):
        with pytest.raises(ivy.ArgumentValueError, match="has step 0, which selects nothing; pass a nonzero step"):
            x[key]
        with pytest.raises(ivy.ArgumentValueError, match="has step 0"):
            x[key] = 1.0
    np.testing.assert_array_equal(ivy.to_numpy(x), np.arange(6.0).reshape(2, 3))  # unchanged


@pytest.mark.parametrize("mask_shape", [(0,), (0, 3), (2, 0), (0, 0)])
def test_a_mask_axis_of_size_zero_selects_nothing(backend, mask_shape):
    # The standard: each mask axis equals the indexed axis or is 0 (NumPy refuses the 0).
    v = np.arange(6.0).reshape(2, 3)
    x = ivy.asarray(v)
    mask = ivy.zeros(mask_shape, dtype=ivy.bool)
    out = ivy.to_numpy(x[mask])  # (a lazy backend knows the shape once computed)
    assert out.shape == (0,) + v.shape[len(mask_shape) :]
    assert ivy.to_numpy(ivy.zeros((1,), dtype=x.dtype)).dtype == out.dtype
    x[mask] = -1.0
    np.testing.assert_array_equal(ivy.to_numpy(x), v)  # nothing selected, nothing written


def test_a_mask_axis_of_another_size_is_refused(backend):
    x = ivy.asarray(np.arange(6.0).reshape(2, 3))
    for shape in ((1,), (2, 2), (3,)):
        with pytest.raises(ivy.InvalidIndexError, match="does not match the indexed axes"):
            x[ivy.zeros(shape, dtype=ivy.bool)]


@pytest.mark.parametrize(
    "key",
    [(0,) * 10, (1, 2, slice(None, None, -1), 0), (Ellipsis, 1), (None, 0, Ellipsis, slice(0, 1)), (0, None, 1)],
    ids=str,
)
def test_basic_keys_on_ten_axes(backend, key):
    # TensorFlow's strided-slice kernels walk at most 8 axes.
    v = np.arange(288.0).reshape(2, 3, 2, 2, 1, 2, 1, 1, 2, 3)
    x = ivy.asarray(v)
    np.testing.assert_array_equal(ivy.to_numpy(x[key]), v[key])
    expected = v.copy()
    expected[key] = -1.0
    x[key] = -1.0
    np.testing.assert_array_equal(ivy.to_numpy(x), expected)


def test_basic_keys_of_many_items(backend):
    # A key of more than 31 items (TensorFlow's masks hold a bit per item in an int32).
    v = np.arange(2.0).reshape((2,) + (1,) * 31)
    x = ivy.asarray(v)
    for key in ((1,) + (0,) * 31, (0, Ellipsis) + (None,) * 30, (None,) * 10 + (Ellipsis,) + (0,) * 25):
        np.testing.assert_array_equal(ivy.to_numpy(x[key]), v[key])
        expected = v.copy()
        expected[key] = -1.0
        y = ivy.asarray(v)
        y[key] = -1.0
        np.testing.assert_array_equal(ivy.to_numpy(y), expected)


@pytest.mark.parametrize(
    "key, value",
    [
        ((None, 0), np.array([[7.0, 8.0, 9.0]])),
        ((0, None, 1), np.array([[-1.0]])),
        (None, np.array([[[1.0, 2.0, 3.0]]])),
        (0, np.array([[7.0, 8.0, 9.0]])),  # leading axes of size one, dropped as NumPy does
        (slice(0, 1), np.array([[[7.0, 8.0, 9.0]]])),
    ],
    ids=str,
)
def test_assignment_fits_values_as_numpy(backend, key, value):
    v = np.arange(6.0).reshape(2, 3)
    x = ivy.asarray(v)
    x[key] = ivy.asarray(value)
    expected = v.copy()
    expected[key] = value
    np.testing.assert_array_equal(ivy.to_numpy(x), expected)
