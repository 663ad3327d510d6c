"""matmul: shapes (2-D, 1-D, batched with broadcasting), promotion, values."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import (
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
)
from hypothesis import given
from hypothesis import strategies as st

import ivy_core as ivy

NUMERIC = ivy.all_numeric_dtypes


def _mm_values(dtype, shape):
    k = kind(dtype)
    v = (np.arange(int(np.prod(shape))).reshape(shape) % 5) - (0 if k == "unsigned" else 2)
    if k == "complex":
        return v + 1j * (v % 2)
    if k == "float":
        return v * 0.5
    return v


@pytest.mark.parametrize("dtype", NUMERIC, ids=dtype_ids(NUMERIC))
@pytest.mark.parametrize(
    "s1,s2",
    [((2, 3), (3, 4)), ((3,), (3,)), ((3,), (3, 2)), ((2, 3), (3,)), ((2, 2, 3), (3, 1)),
     ((1, 2, 3), (4, 3, 2)), ((2, 0), (0, 3)), ((0, 3), (3, 2))],
    ids=str,
)
def test_matmul(backend, dtype, s1, s2):
    require_valid(dtype)
    a, b = make(_mm_values(dtype, s1), dtype), make(_mm_values(dtype, s2), dtype)
    if declared_unsupported("matmul", dtype):
        with pytest.raises(ivy.UnsupportedDtypeError):
            ivy.matmul(a, b)
        return
    r = ivy.matmul(a, b)
    expected = np.matmul(ref(a), ref(b))
    if kind(dtype) in ("signed", "unsigned"):
        expected = expected.astype(np.dtype(str(dtype)))
    rtol = 2e-2 if dtype in ("float16", "bfloat16") else None
    assert_values(r, expected, dtype, rtol=rtol)
    # the @ operator is the same function
    r2 = a @ b
    assert r2.dtype == dtype and r2.shape == r.shape


@SETTINGS
@given(data=st.data())
def test_matmul_property_float64(backend, data):
    n, k, m = data.draw(st.integers(1, 4)), data.draw(st.integers(1, 4)), data.draw(st.integers(1, 4))
    batch = data.draw(st.sampled_from([(), (2,), (1, 3)]))
    a = data.draw(np_arrays("float64", batch + (n, k)))
    b = data.draw(np_arrays("float64", (k, m)))
    r = ivy.matmul(make(a, "float64"), make(b, "float64"))
    assert_values(r, np.matmul(a, b), "float64", atol=1e-10)


@pytest.mark.parametrize("d1,d2", [("int32", "float32"), ("int8", "uint8"), ("float16", "float32"),
                                   ("float32", "complex64"), ("int64", "float64"), ("bool", "int32")])
def test_matmul_promotes(backend, d1, d2):
    if not all(d in ivy.valid_dtypes for d in (d1, d2)):
        pytest.skip("dtype not valid on this backend")
    expected = ivy.promote_types(d1, d2)
    a = make(np.array([[1, 0], [1, 1]]) if d1 != "bool" else np.array([[True, False], [True, True]]), d1)
    b = make(np.array([[2, 1], [0, 1]]), d2)
    if expected not in ivy.valid_dtypes or declared_unsupported("matmul", expected):
        with pytest.raises(ivy.UnsupportedDtypeError):
            ivy.matmul(a, b)
        return
    r = ivy.matmul(a, b)
    assert_values(r, np.array([[2, 1], [2, 2]]), expected)
    assert ivy.matmul(b, a).dtype == expected


def test_matmul_shape_mismatch_and_0d(backend):
    with pytest.raises(SHAPE_ERRORS):
        ivy.matmul(ivy.ones((2, 3)), ivy.ones((2, 3)))
    with pytest.raises(SHAPE_ERRORS):
        ivy.matmul(ivy.asarray(2.0), ivy.ones((2,)))


def test_rmatmul_with_native_left(backend):
    a = ivy.asarray([[1.0, 2.0]])
    b = ivy.asarray([[3.0], [4.0]])
    assert_values(a @ b, np.array([[11.0]]), "float32")
    assert_values(ivy.matmul(a.to_native(), b), np.array([[11.0]]), "float32")
