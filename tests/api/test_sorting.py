"""sort and argsort: values against NumPy for every dtype, both directions,
stability (equal values keep their order), NaN placement, axes, 0-d and
empty input; indices in the default int dtype."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import (
    FAST,
    SHAPE_ERRORS,
    assert_values,
    dtype_ids,
    kind,
    make,
    np_arrays,
    require_valid,
    shapes,
)
from hypothesis import given
from hypothesis import strategies as st

import ivy_core as ivy

ALL = ivy.all_dtypes


def _unsupported(name, dtype):
    return dtype in ivy.function_unsupported_dtypes(name, ivy.current_backend_str())


def _vals(dtype, shape):
    n = int(np.prod(shape))
    v = (np.arange(n) * 7 % 5).reshape(shape)
    if kind(dtype) == "bool":
        return v % 2 == 0
    if kind(dtype) == "complex":
        return v + 1j * (v % 3)
    return v


def _index(expected):
    return np.asarray(expected).astype(str(ivy.default_int_dtype()))


def _np_argsort(v, axis, descending):
    """NumPy's stable argsort, descending keeping equal values in order."""
    if not descending:
        return np.argsort(v, axis=axis, stable=True)
    n = v.shape[axis]
    return n - 1 - np.flip(np.argsort(np.flip(v, axis), axis=axis, stable=True), axis)


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_every_dtype(backend, dtype):
    require_valid(dtype)
    v = _vals(dtype, (3, 5))
    x = make(v, dtype)
    if kind(dtype) == "complex" and not _unsupported("sort", dtype):
        pytest.skip("the order of complex values is not specified by the standard")
    for descending in (False, True):
        for axis in (-1, 0):
            if _unsupported("argsort", dtype):
                with pytest.raises(ivy.UnsupportedDtypeError):
                    ivy.argsort(x, axis=axis, descending=descending)
            else:
                r = ivy.argsort(x, axis=axis, descending=descending)
                assert_values(r, _index(_np_argsort(v, axis, descending)))
            if _unsupported("sort", dtype):
                with pytest.raises(ivy.UnsupportedDtypeError):
                    ivy.sort(x, axis=axis, descending=descending)
            else:
                e = np.sort(v, axis=axis)
                assert_values(
                    ivy.sort(x, axis=axis, descending=descending),
                    np.flip(e, axis) if descending else e,
                    dtype,
                )


@FAST
@given(data=st.data())
def test_sort_property(backend, data):
    dtype = data.draw(st.sampled_from(["float32", "float16", "int8", "uint8", "int64", "bool"]))
    shape = data.draw(shapes(min_dims=1, max_dims=3, min_side=0, max_side=5))
    v = data.draw(np_arrays(dtype, shape))
    x = make(v, dtype)
    axis = data.draw(st.integers(-len(shape), len(shape) - 1))
    descending = data.draw(st.booleans())
    assert_values(ivy.argsort(x, axis=axis, descending=descending), _index(_np_argsort(v, axis, descending)))
    e = np.sort(v, axis=axis)
    assert_values(ivy.sort(x, axis=axis, descending=descending), np.flip(e, axis) if descending else e, dtype)


def test_stability_with_many_ties(backend):
    v = np.array([2, 1, 2, 1, 2, 0, 1, 2, 0, 0, 1, 2] * 5)
    x = ivy.asarray(v, dtype="int32")
    assert_values(ivy.argsort(x), _index(np.argsort(v, stable=True)))
    assert_values(ivy.argsort(x, descending=True), _index(_np_argsort(v, 0, True)))
    assert_values(ivy.argsort(x, stable=False), _index(np.argsort(v, stable=True)))  # stable anyway


def test_nan_and_signed_zero(backend):
    v = np.array([1.0, np.nan, -np.inf, 0.0, -0.0, np.nan, np.inf, -1.0])
    x = ivy.asarray(v, dtype="float64")
    assert_values(ivy.argsort(x), _index(np.argsort(v, stable=True)))  # NaNs last
    assert_values(ivy.argsort(x, descending=True), _index(_np_argsort(v, 0, True)))  # NaNs first
    assert_values(ivy.sort(x), np.sort(v))
    assert_values(ivy.sort(x, descending=True), np.sort(v)[::-1])


def test_0d_empty_and_errors(backend):
    s = ivy.asarray(3.0)
    assert_values(ivy.sort(s), np.asarray(3.0, np.float32))
    assert_values(ivy.argsort(s), _index(0))
    e = ivy.zeros((2, 0))
    assert ivy.sort(e, axis=1).shape == (2, 0)
    assert_values(ivy.argsort(e, axis=0), _index(np.zeros((2, 0))))
    with pytest.raises(SHAPE_ERRORS):
        ivy.sort(ivy.zeros((2, 2)), axis=2)
    with pytest.raises(SHAPE_ERRORS):
        ivy.argsort(ivy.zeros((2, 2)), axis=-3)


def test_index_dtype_follows_default(backend):
    with ivy.using_default_dtypes(int="int64"):
        assert ivy.argsort(ivy.asarray([3, 1, 2])).dtype == ivy.int64
