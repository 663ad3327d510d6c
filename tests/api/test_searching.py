"""where: selection, broadcasting, promotion of x1/x2, Python scalars."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import (
    SETTINGS,
    assert_values,
    declared_unsupported,
    dtype_ids,
    kind,
    make,
    np_arrays,
    ref,
    require_valid,
)
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy_core as ivy

ALL = ivy.all_dtypes


def _vals(dtype, n):
    return np.arange(n) % 2 == 0 if kind(dtype) == "bool" else np.arange(n) + 1


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_where_same_dtype(backend, dtype):
    require_valid(dtype)
    c = ivy.asarray([True, False, True, False])
    x1, x2 = make(_vals(dtype, 4), dtype), make(_vals(dtype, 4)[::-1].copy(), dtype)
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
    bs = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=3, min_dims=0, max_dims=3, min_side=0, max_side=3))
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
        x1, x2 = make(_vals(d1, 2), d1), make(_vals(d2, 2), d2)
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
    [("int32", 0, "int32"), ("int32", 0.5, "float32"), ("float16", 2, "float16"),
     ("float64", 1j, "complex128"), ("bool", False, "bool"), ("uint8", 7, "uint8"), ("int8", 1.5, "float32")],
)
def test_where_python_scalar(backend, dtype, scalar, expected):
    if not all(d in ivy.valid_dtypes for d in (dtype, expected)):
        pytest.skip("dtype not valid on this backend")
    c = ivy.asarray([True, False])
    x = make(_vals(dtype, 2), dtype)
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
