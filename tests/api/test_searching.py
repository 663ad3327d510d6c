"""Searching: where (selection, broadcasting, promotion of x1/x2, Python
scalars); argmax, argmin, count_nonzero, nonzero, searchsorted (values against
NumPy, index results in the default int dtype on every backend, NaN, empty
and 0-d inputs, errors)."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import (
    FAST,
    SETTINGS,
    SHAPE_ERRORS,
    assert_values,
    declared_unsupported,
    dtype_ids,
    kind,
    make,
    np_arrays,
    ref,
    require_valid,
    shapes,
    to_np,
)
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy_core as ivy

ALL = ivy.all_dtypes


def _unsupported(name, dtype):
    """Whether the backend in force declares ``name`` unsupported for ``dtype``."""
    return dtype in ivy.function_unsupported_dtypes(name, ivy.current_backend_str())


# --- where --------------------------------------------------------------------------------


def _where_vals(dtype, n):
    return np.arange(n) % 2 == 0 if kind(dtype) == "bool" else np.arange(n) + 1


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_where_same_dtype(backend, dtype):
    require_valid(dtype)
    c = ivy.asarray([True, False, True, False])
    x1, x2 = make(_where_vals(dtype, 4), dtype), make(_where_vals(dtype, 4)[::-1].copy(), dtype)
    if declared_unsupported("where", dtype):
        with pytest.raises(ivy.UnsupportedDtypeError):
            ivy.where(c, x1, x2)
        return
    r = ivy.where(c, x1, x2)
    assert_values(r, np.where(ref(c), ref(x1), ref(x2)), dtype)


@SETTINGS
@given(data=st.data())
def test_where_broadcasting_property(backend, data):
    dtype = data.draw(st.sampled_from(["float32", "int32", "int8", "float64", "bool"]))
    bs = data.draw(
        hnp.mutually_broadcastable_shapes(num_shapes=3, min_dims=0, max_dims=3, min_side=0, max_side=3)
    )
    c = data.draw(hnp.arrays(np.bool_, bs.input_shapes[0]))
    v1 = data.draw(np_arrays(dtype, bs.input_shapes[1]))
    v2 = data.draw(np_arrays(dtype, bs.input_shapes[2]))
    r = ivy.where(ivy.asarray(c), make(v1, dtype), make(v2, dtype))
    assert_values(r, np.where(c, v1, v2), dtype)


@pytest.mark.parametrize("d1", ALL, ids=dtype_ids(ALL))
def test_where_promotes(backend, d1):
    require_valid(d1)
    c = ivy.asarray([True, False])
    for d2 in ivy.valid_dtypes:
        x1, x2 = make(_where_vals(d1, 2), d1), make(_where_vals(d2, 2), d2)
        expected = ivy.promote_types(d1, d2)
        if expected not in ivy.valid_dtypes or declared_unsupported("where", expected):
            with pytest.raises(ivy.UnsupportedDtypeError):
                ivy.where(c, x1, x2)
            continue
        r = ivy.where(c, x1, x2)
        assert r.dtype == expected, f"where(c, {d1}, {d2})"
        e = np.where([True, False], ref(ivy.astype(x1, expected)), ref(ivy.astype(x2, expected)))
        assert_values(r, e, expected)


@pytest.mark.parametrize(
    "dtype,scalar,expected",
    [
        ("int32", 0, "int32"),
        ("int32", 0.5, "float32"),
        ("float16", 2, "float16"),
        ("float64", 1j, "complex128"),
        ("bool", False, "bool"),
        ("uint8", 7, "uint8"),
        ("int8", 1.5, "float32"),
    ],
)
def test_where_python_scalar(backend, dtype, scalar, expected):
    if not all(d in ivy.valid_dtypes for d in (dtype, expected)):
        pytest.skip("dtype not valid on this backend")
    c = ivy.asarray([True, False])
    x = make(_where_vals(dtype, 2), dtype)
    r = ivy.where(c, x, scalar)
    assert r.dtype == expected
    assert_values(r, np.where([True, False], ref(x), scalar), expected)
    r2 = ivy.where(c, scalar, x)
    assert r2.dtype == expected
    assert_values(r2, np.where([True, False], scalar, ref(x)), expected)


def test_where_scalar_overflow(backend):
    x = ivy.asarray([1, 2], dtype="int8")
    with pytest.raises(OverflowError):
        ivy.where(ivy.asarray([True, False]), x, 1000)


def test_where_condition_from_comparison(backend):
    x = ivy.asarray([-2.0, 3.0, -1.0])
    r = ivy.where(x > 0, x, 0.0)
    assert_values(r, np.array([0.0, 3.0, 0.0]), "float32")
    r = ivy.where(ivy.less(x, 0), -x, x)
    assert_values(r, np.array([2.0, 3.0, 1.0]), "float32")


# --- argmax, argmin, count_nonzero, nonzero, searchsorted ---------------------------------


def _vals(dtype, shape):
    n = int(np.prod(shape))
    v = (np.arange(n) * 7 % 5).reshape(shape)
    if kind(dtype) == "bool":
        return v % 2 == 0
    if kind(dtype) == "complex":
        return v + 1j * (v % 2)
    return v


def _index(expected):
    return np.asarray(expected).astype(str(ivy.default_int_dtype()))


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_every_dtype(backend, dtype):
    require_valid(dtype)
    v = _vals(dtype, (3, 4))
    x = make(v, dtype)
    idx = ivy.default_int_dtype()
    calls = [
        ("argmax", lambda: ivy.argmax(x, axis=1), np.argmax(v, axis=1)),
        ("argmax", lambda: ivy.argmax(x), np.argmax(v)),
        ("argmin", lambda: ivy.argmin(x, axis=0, keepdims=True), np.argmin(v, axis=0, keepdims=True)),
        ("argmin", lambda: ivy.argmin(x, keepdims=True), np.argmin(v, keepdims=True)),
        ("count_nonzero", lambda: ivy.count_nonzero(x, axis=1), np.count_nonzero(v, axis=1)),
        ("count_nonzero", lambda: ivy.count_nonzero(x), np.count_nonzero(v)),
    ]
    for name, call, expected in calls:
        if _unsupported(name, dtype):
            with pytest.raises(ivy.UnsupportedDtypeError):
                call()
            continue
        assert_values(call(), expected, idx)
    if _unsupported("nonzero", dtype):
        with pytest.raises(ivy.UnsupportedDtypeError):
            ivy.nonzero(x)
    else:
        r = ivy.nonzero(x)
        assert isinstance(r, tuple) and len(r) == 2
        for got, e in zip(r, np.nonzero(v), strict=True):
            assert_values(got, e, idx)
    sv = np.sort(v.reshape(-1)) if kind(dtype) != "complex" else v.reshape(-1)
    s = make(sv, dtype)
    q = make(v[:2], dtype)
    if _unsupported("searchsorted", dtype):
        with pytest.raises(ivy.UnsupportedDtypeError):
            ivy.searchsorted(s, q)
    elif kind(dtype) != "complex":
        for side in ("left", "right"):
            assert_values(ivy.searchsorted(s, q, side=side), np.searchsorted(sv, v[:2], side=side), idx)


@pytest.mark.parametrize("default", ["int64", "int16"])
def test_index_dtype_follows_default(backend, default):
    x = ivy.asarray([[1.0, 3.0], [2.0, 0.0]])
    with ivy.using_default_dtypes(int=default):
        for r in (
            ivy.argmax(x, axis=0), ivy.argmin(x), ivy.count_nonzero(x), *ivy.nonzero(x),
            ivy.searchsorted(ivy.asarray([1.0, 2.0]), x),
        ):  # fmt: skip
            assert r.dtype == default


@FAST
@given(data=st.data())
def test_arg_reductions_property(backend, data):
    dtype = data.draw(st.sampled_from(["float32", "float64", "int8", "uint8", "int64"]))
    shape = data.draw(shapes(min_dims=1, max_dims=3))
    v = data.draw(np_arrays(dtype, shape))
    x = make(v, dtype)
    nd = len(shape)
    axis = data.draw(st.one_of(st.none(), st.integers(-nd, nd - 1)))
    keepdims = data.draw(st.booleans())
    for fn, np_fn in ((ivy.argmax, np.argmax), (ivy.argmin, np.argmin)):
        assert_values(fn(x, axis=axis, keepdims=keepdims), _index(np_fn(v, axis=axis, keepdims=keepdims)))
    axes = data.draw(st.one_of(st.none(), st.lists(st.integers(0, nd - 1), unique=True).map(tuple)))
    assert_values(
        ivy.count_nonzero(x, axis=axes, keepdims=keepdims),
        _index(np.count_nonzero(v, axis=axes, keepdims=keepdims)),
    )


def test_nan_and_complex(backend):
    v = np.array([[1.0, np.nan, 3.0, np.nan], [2.0, 0.0, -1.0, 5.0]])
    x = ivy.asarray(v, dtype="float32")
    assert_values(ivy.argmax(x, axis=1), _index(np.argmax(v, axis=1)))  # the first NaN
    assert_values(ivy.argmin(x, axis=1), _index(np.argmin(v, axis=1)))
    assert_values(ivy.count_nonzero(x), _index(7))
    c = ivy.asarray([0j, 1j, 0.5 + 0j, 0j])
    assert_values(ivy.count_nonzero(c), _index(2))
    assert_values(ivy.nonzero(c)[0], _index([1, 2]))


def test_empty_and_0d(backend):
    with pytest.raises(ValueError):
        ivy.argmax(ivy.zeros((0,)))
    with pytest.raises(ValueError):
        ivy.argmin(ivy.zeros((2, 0)), axis=1)
    assert_values(ivy.argmax(ivy.zeros((0, 3)), axis=1), _index(np.zeros((0,))))
    assert_values(ivy.argmax(ivy.asarray(4.0)), _index(0))
    assert_values(ivy.count_nonzero(ivy.zeros((0, 2))), _index(0))
    assert_values(ivy.count_nonzero(ivy.asarray(3)), _index(1))
    (r,) = ivy.nonzero(ivy.zeros((0,)))
    assert_values(r, _index(np.zeros((0,))))
    with pytest.raises(ValueError):
        ivy.nonzero(ivy.asarray(1.0))
    with pytest.raises(SHAPE_ERRORS):
        ivy.argmax(ivy.zeros((2, 2)), axis=2)


def test_searchsorted_options(backend):
    x1 = np.array([1.0, 2.0, 2.0, 4.0])
    a = ivy.asarray(x1, dtype="float64")
    q = np.array([[0.0, 2.0], [3.0, 9.0]])
    for side in ("left", "right"):
        assert_values(
            ivy.searchsorted(a, ivy.asarray(q), side=side), _index(np.searchsorted(x1, q, side=side))
        )
    # a Python scalar; promotion of an int array with a float value
    assert_values(ivy.searchsorted(ivy.asarray([1, 2, 3]), 2.5), _index(2))
    assert_values(ivy.searchsorted(a, 2, side="right"), _index(3))
    # sorter
    u = np.array([4.0, 1.0, 3.0, 2.0])
    order = np.argsort(u)
    got = ivy.searchsorted(ivy.asarray(u), ivy.asarray([2.5, 0.0, 5.0]), sorter=ivy.asarray(order))
    assert_values(got, _index(np.searchsorted(u, [2.5, 0.0, 5.0], sorter=order)))
    assert_values(ivy.searchsorted(ivy.asarray([], dtype="float32"), ivy.asarray([1.0])), _index([0]))
    with pytest.raises(ValueError):
        ivy.searchsorted(ivy.zeros((2, 2)), ivy.zeros((2,)))
    with pytest.raises(ValueError):
        ivy.searchsorted(a, ivy.asarray([1.0]), side="middle")


def test_where_with_the_condition_alone_is_nonzero(backend):
    """NumPy's one-argument form (scikit-learn's roc_curve calls it):
    ``where(c)`` is ``nonzero(c)``; one of x1/x2 alone, or out= with
    neither, is a type mistake naming the function."""
    c = ivy.asarray([[True, False], [False, True]])
    got, want = ivy.where(c), ivy.nonzero(c)
    assert isinstance(got, tuple) and len(got) == 2
    for g, w in zip(got, want, strict=True):
        assert_values(g, to_np(w), w.dtype)
    with pytest.raises(ivy.ArgumentTypeError, match=r"ivy_core\.where .*x1 without x2"):
        ivy.where(c, ivy.asarray([1.0]))
    with pytest.raises(ivy.ArgumentTypeError, match=r"ivy_core\.where .*out="):
        ivy.where(c, out=ivy.zeros((2, 2)))
