"""std, cumulative_sum, cumulative_prod and Ivy's cumsum: values against
NumPy, the result dtype rules (std: default float for integers, real for
complex; the running sums: sum's rule), axes, include_initial, edge cases."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import assert_values, kind, sum_dtype
from test_linalg_ext import check_declarations

import ivy_core as ivy

DTYPES = [
    "bool",
    "int8",
    "uint8",
    "int32",
    "int64",
    "float16",
    "bfloat16",
    "float32",
    "float64",
    "complex128",
]


def _values(d, shape, seed=0):
    rng = np.random.default_rng(seed)
    if d == "bool":
        return rng.integers(0, 2, shape).astype(bool)
    a = rng.integers(0 if kind(d) == "unsigned" else -3, 4, shape)
    if kind(d) == "complex":
        return a + 1j * rng.integers(-2, 3, shape)
    return a.astype("float64") * (0.5 if kind(d) == "float" else 1)


def _rtol(d):
    return {"float16": 1e-2, "bfloat16": 3e-2}.get(str(d))


@pytest.mark.parametrize("dtype", ["int32", "float16", "float32", "float64", "complex128"])
@pytest.mark.parametrize("correction", [0, 1])
def test_std(backend, dtype, correction):
    a = _values(dtype, (3, 4))
    x = ivy.asarray(a, dtype=dtype)
    expected_dtype = {"int32": "float32", "complex128": "float64"}.get(dtype, dtype)
    for axis, keepdims in ((None, False), (0, False), (-1, True), ((0, 1), False)):
        r = ivy.std(x, axis=axis, correction=correction, keepdims=keepdims)
        assert_values(
            r,
            np.std(a, axis=axis, ddof=correction, keepdims=keepdims),
            expected_dtype,
            rtol=_rtol(dtype),
            atol=_rtol(dtype),
        )
    assert float(ivy.std(ivy.asarray(2.5))) == 0.0


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("fn", ["cumulative_sum", "cumulative_prod"])
def test_cumulative(backend, fn, dtype):
    if dtype not in ivy.valid_dtypes:
        pytest.skip(f"{dtype} is not a dtype of this backend")
    expected_dtype = sum_dtype(dtype)
    if expected_dtype not in ivy.valid_dtypes:
        pytest.skip(f"the result dtype {expected_dtype} is not a dtype of this backend")
    ref = {"cumulative_sum": np.cumulative_sum, "cumulative_prod": np.cumulative_prod}[fn]
    a = _values(dtype, (3, 4))
    x = ivy.asarray(a, dtype=dtype)
    f = getattr(ivy, fn)
    np_d = np.dtype("float32" if str(expected_dtype) == "bfloat16" else str(expected_dtype))
    rtol = _rtol(dtype)
    for axis in (0, 1, -1):
        for init in (False, True):
            r = f(x, axis=axis, include_initial=init)
            assert r.dtype == expected_dtype
            assert_values(
                r, ref(a.astype(np_d), axis=axis, include_initial=init), expected_dtype, rtol=rtol, atol=rtol
            )
    v = ivy.asarray(a[0], dtype=dtype)
    assert_values(f(v), ref(a[0].astype(np_d)), expected_dtype, rtol=rtol, atol=rtol)
    # an explicit dtype
    target = "complex128" if kind(dtype) == "complex" else "float64"
    r = f(x, axis=1, dtype=target)
    assert_values(r, ref(a.astype(target), axis=1), target)


def test_cumulative_edges(backend):
    for f, init in ((ivy.cumulative_sum, 0), (ivy.cumulative_prod, 1)):
        e = ivy.zeros((0,), dtype="int32")
        assert f(e).shape == (0,)
        assert_values(f(e, include_initial=True), np.array([init]), "int32")
        assert f(ivy.zeros((2, 0)), axis=1, include_initial=True).shape == (2, 1)
        with pytest.raises(ValueError):
            f(ivy.asarray(1.0))  # 0-d
        with pytest.raises(ValueError):
            f(ivy.ones((2, 3)))  # axis needed for N-D
        with pytest.raises(ValueError):
            f(ivy.ones((2, 3)), axis=2)
    # sum's dtype rule: int8 -> int32 without overflow
    r = ivy.cumulative_sum(ivy.full((3,), 100, dtype="int8"))
    assert_values(r, np.array([100, 200, 300]), "int32")


@pytest.mark.parametrize("dtype", ["int32", "float32", "float64"])
def test_cumsum_ivy(backend, dtype):
    a = _values(dtype, (3, 4), seed=3)
    x = ivy.asarray(a, dtype=dtype)
    for axis in (0, 1, -1):
        inc = np.cumsum(a, axis=axis)
        total = np.sum(a, axis=axis, keepdims=True)
        rev = np.flip(np.cumsum(np.flip(a, axis), axis=axis), axis)
        cases = {
            (False, False): inc,
            (True, False): inc - a,
            (False, True): rev,
            (True, True): rev - a,
        }
        for (exclusive, reverse), expected in cases.items():
            r = ivy.cumsum(x, axis, exclusive, reverse)
            assert_values(r, expected, dtype)
        assert total.shape[axis] == 1
    # default axis 0, dtype= and out=
    assert_values(ivy.cumsum(x), np.cumsum(a, axis=0), dtype)
    assert ivy.cumsum(x, dtype="float64").dtype == "float64"
    out = ivy.zeros((3, 4), dtype=dtype)
    r = ivy.cumsum(x, 1, True, True, out=out)
    assert r is out
    assert_values(out, np.flip(np.cumsum(np.flip(a, 1), axis=1), 1) - a, dtype)
    out2 = ivy.zeros((3, 4), dtype=dtype)
    ivy.cumsum(x, 1, exclusive=True, out=out2)
    assert_values(out2, np.cumsum(a, axis=1) - a, dtype)
    assert ivy.cumsum(ivy.zeros((0, 2)), exclusive=True).shape == (0, 2)
    with pytest.raises(ValueError):
        ivy.cumsum(x, axis=2)


def test_declarations_hold(backend):
    def mat(d):
        return ivy.ones((2, 3), dtype=d)

    calls = {
        "std": (
            lambda d: ivy.std(mat(d), axis=0),
            lambda d: ivy.Dtype(
                {"complex64": "float32", "complex128": "float64"}.get(
                    str(d), str(d) if kind(d) in ("float", "complex") else str(ivy.default_float_dtype())
                )
            ),
        ),
        "cumulative_sum": (
            lambda d: ivy.cumulative_sum(mat(d), axis=1),
            lambda d: ivy.Dtype(str(sum_dtype(d))),
        ),
        "cumulative_prod": (
            lambda d: ivy.cumulative_prod(mat(d), axis=1),
            lambda d: ivy.Dtype(str(sum_dtype(d))),
        ),
    }
    problems = check_declarations(calls)
    assert not problems, "\n".join(problems)
