"""all, any (bool results; NaN and complex values with a nonzero part are
true) and diff (n, axis, prepend/append, promotion): values against NumPy."""

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
    py,
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
        return v * (v % 2) + 1j * (v == 2)
    return v


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_every_dtype(backend, dtype):
    require_valid(dtype)
    v = _vals(dtype, (3, 4))
    x = make(v, dtype)
    for fn, ref in ((ivy.all, np.all), (ivy.any, np.any)):
        for axis in (None, 0, -1, (0, 1)):
            assert_values(fn(x, axis=axis), ref(v, axis=axis), "bool")
        assert_values(fn(x, axis=1, keepdims=True), ref(v, axis=1, keepdims=True), "bool")
    if kind(dtype) == "bool":
        # diff subtracts, which the standard defines for numeric dtypes only
        with pytest.raises((ivy.UnsupportedDtypeError, TypeError)):
            ivy.diff(x)
        return
    if _unsupported("subtract", dtype):
        with pytest.raises(ivy.UnsupportedDtypeError):
            ivy.diff(x)
        return
    w = v.astype(np.int64) if kind(dtype) == "unsigned" else v  # unsigned wraps; values chosen not to
    vv = np.sort(w, axis=1) if kind(dtype) == "unsigned" else w
    xx = make(vv, dtype)
    assert_values(ivy.diff(xx), np.diff(vv), dtype)
    assert_values(ivy.diff(xx, axis=0, n=2), np.diff(vv, axis=0, n=2) if kind(dtype) != "unsigned" else
                  np.diff(vv, axis=0, n=2).astype(str(dtype)), dtype)  # fmt: skip


@FAST
@given(data=st.data())
def test_all_any_property(backend, data):
    dtype = data.draw(st.sampled_from(["float32", "int8", "uint8", "bool", "complex64", "float16"]))
    shape = data.draw(shapes(min_dims=0, max_dims=3, min_side=0, max_side=3))
    v = data.draw(np_arrays(dtype, shape))
    x = make(v, dtype)
    nd = len(shape)
    axis = data.draw(
        st.one_of(st.none(), st.lists(st.integers(0, nd - 1), unique=True, max_size=nd).map(tuple))
        if nd
        else st.one_of(st.none(), st.just(()))
    )
    keepdims = data.draw(st.booleans())
    assert_values(ivy.all(x, axis=axis, keepdims=keepdims), np.all(v, axis=axis, keepdims=keepdims), "bool")
    assert_values(ivy.any(x, axis=axis, keepdims=keepdims), np.any(v, axis=axis, keepdims=keepdims), "bool")


def test_all_any_special_values(backend):
    x = ivy.asarray([np.nan, 1.0], dtype="float32")
    assert py(bool, ivy.all(x)) and py(bool, ivy.any(ivy.asarray([np.nan, 0.0])))
    c = ivy.asarray([1j, 0j])
    assert_values(ivy.any(c), np.asarray(True))
    assert_values(ivy.all(c), np.asarray(False))
    e = ivy.zeros((0, 2))
    assert_values(ivy.all(e), np.asarray(True))
    assert_values(ivy.any(e, axis=0), np.zeros(2, bool))
    assert_values(ivy.all(ivy.asarray(0)), np.asarray(False))
    with pytest.raises(SHAPE_ERRORS):
        ivy.all(ivy.zeros((2, 2)), axis=2)


@FAST
@given(data=st.data())
def test_diff_property(backend, data):
    dtype = data.draw(st.sampled_from(["float32", "float64", "int16", "int64"]))
    shape = data.draw(shapes(min_dims=1, max_dims=3, min_side=0, max_side=4))
    v = data.draw(np_arrays(dtype, shape))
    nd = len(shape)
    axis = data.draw(st.integers(-nd, nd - 1))
    n = data.draw(st.integers(0, 3))
    assert_values(ivy.diff(make(v, dtype), axis=axis, n=n), np.diff(v, axis=axis, n=n), dtype)


def test_diff_prepend_append(backend):
    v = np.array([[1.0, 4.0, 9.0], [2.0, 3.0, 5.0]])
    x = ivy.asarray(v, dtype="float64")
    p = np.array([[0.0], [1.0]])
    a = np.array([[10.0, 20.0], [0.0, 0.0]])
    got = ivy.diff(x, axis=1, prepend=ivy.asarray(p, dtype="float64"), append=ivy.asarray(a, dtype="float64"))
    assert_values(got, np.diff(v, axis=1, prepend=p, append=a), "float64")
    got = ivy.diff(x, axis=0, n=2, prepend=ivy.asarray([[0.0, 0.0, 0.0]], dtype="float64"))
    assert_values(got, np.diff(v, axis=0, n=2, prepend=np.zeros((1, 3))), "float64")
    # prepend/append are promoted with x (int32 and int64 give int64)
    xi = ivy.asarray([1, 3, 6], dtype="int32")
    r = ivy.diff(xi, prepend=ivy.asarray([0], dtype="int64"))
    assert_values(r, np.array([1, 2, 3]), "int64")


def test_diff_errors(backend):
    with pytest.raises(ValueError):
        ivy.diff(ivy.asarray(1.0))
    with pytest.raises(ValueError):
        ivy.diff(ivy.zeros((3,)), n=-1)
    with pytest.raises(ValueError):
        ivy.diff(ivy.zeros((3,)), axis=1)
    with pytest.raises(SHAPE_ERRORS):
        ivy.diff(ivy.zeros((2, 3)), axis=1, prepend=ivy.zeros((3, 1)))


def test_diff_takes_n_by_position_as_the_frameworks_do(backend):
    """``diff(x, 2)`` is ``diff(x, n=2)`` (NumPy, PyTorch and JAX take n
    second; scikit-learn's roc_curve calls it so); axis stays keyword-only."""
    v = np.array([1.0, 4.0, 9.0, 16.0, 30.0])
    x = ivy.asarray(v, dtype="float64")
    assert_values(ivy.diff(x, 2), np.diff(v, 2), "float64")
    assert ivy.diff(x, 2).tolist() == ivy.diff(x, n=2).tolist()
    with pytest.raises(TypeError):
        ivy.diff(x, 1, 0)  # axis is keyword-only
