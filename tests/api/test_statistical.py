"""Statistical functions: the reductions (sum/prod result dtype rule, mean/var
floating results, max/min, axis (int, tuple, negative, None) and keepdims,
empty arrays); std (default float for integers, real for complex);
cumulative_sum, cumulative_prod and Ivy's cumsum (sum's dtype rule, axes,
include_initial, edge cases). Values against NumPy."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import (
    FAST,
    assert_values,
    declared_unsupported,
    elements,
    float_result_dtype,
    kind,
    make,
    np_dtype,
    py,
    ref,
    require_valid,
    sum_dtype,
    tolerance,
)
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy_core as ivy

ALL = ivy.all_dtypes


# --- sum, prod, mean, var, max, min -------------------------------------------------------


@st.composite
def array_and_axis(draw, dtype, elems, max_dims=3, max_side=4):
    shape = draw(hnp.array_shapes(min_dims=1, max_dims=max_dims, min_side=1, max_side=max_side))
    values = draw(hnp.arrays(np_dtype(dtype), shape, elements=elems))
    ndim = len(shape)
    axis = draw(
        st.one_of(
            st.none(),
            st.integers(-ndim, ndim - 1),
            st.lists(st.integers(0, ndim - 1), min_size=1, max_size=ndim, unique=True).map(tuple),
        )
    )
    keepdims = draw(st.booleans())
    return values, axis, keepdims


def _np_axis(axis):
    return tuple(axis) if isinstance(axis, (list, tuple)) else axis


REDUCTIONS = {
    "sum": lambda a, axis, keepdims: np.sum(a, axis=axis, keepdims=keepdims),
    "prod": lambda a, axis, keepdims: np.prod(a, axis=axis, keepdims=keepdims),
    "mean": lambda a, axis, keepdims: np.mean(a, axis=axis, keepdims=keepdims),
    "var": lambda a, axis, keepdims: np.var(a, axis=axis, keepdims=keepdims),
    "max": lambda a, axis, keepdims: np.max(a, axis=axis, keepdims=keepdims),
    "min": lambda a, axis, keepdims: np.min(a, axis=axis, keepdims=keepdims),
}


def _expected_dtype(name, dtype):
    if name in ("sum", "prod"):
        return sum_dtype(dtype)
    if name in ("mean", "var"):
        return float_result_dtype(dtype)
    return ivy.Dtype(str(dtype))


def _cases():
    out = []
    for name in REDUCTIONS:
        for d in ALL:
            if name in ("max", "min") and kind(d) == "complex":
                continue  # not defined for complex numbers
            if name in ("mean", "var") and kind(d) == "bool":
                continue
            if name == "var" and kind(d) == "complex":
                continue  # the result dtype of a complex variance is not documented
            out.append((name, d))
    return out


CASES = _cases()


@pytest.mark.parametrize("name,dtype", CASES, ids=[f"{n}-{d}" for n, d in CASES])
@FAST
@given(data=st.data())
def test_reduction(backend, name, dtype, data):
    require_valid(dtype)
    if name == "prod":
        # at most 9 factors of magnitude <= 3 (2 for floats): no overflow anywhere
        k = kind(dtype)
        elems = {
            "bool": st.booleans(),
            "signed": st.integers(-3, 3),
            "unsigned": st.integers(0, 3),
            "float": st.sampled_from([-2.0, -1.5, -1.0, -0.5, 0.0, 0.25, 0.5, 1.0, 1.25, 2.0]),
            "complex": st.sampled_from([1 + 1j, -0.5j, 1.5, 0.25 - 1j, 1j]),
        }[k]
        values, axis, keepdims = data.draw(array_and_axis(dtype, elems, max_dims=2, max_side=3))
    else:
        values, axis, keepdims = data.draw(array_and_axis(dtype, elements(dtype)))
    x = make(values, dtype)
    fn = getattr(ivy, name)
    expected_dtype = _expected_dtype(name, dtype)
    compute = expected_dtype if name in ("mean", "var") else dtype
    if expected_dtype not in ivy.valid_dtypes:
        with pytest.raises(ivy.UnsupportedDtypeError):
            fn(x, axis=axis, keepdims=keepdims)
        return
    if declared_unsupported(name, compute):
        with pytest.raises(ivy.UnsupportedDtypeError):
            fn(x, axis=axis, keepdims=keepdims)
        return
    r = fn(x, axis=axis, keepdims=keepdims)
    assert isinstance(r, ivy.Array)
    xr = ref(x)
    if name in ("mean", "var") and kind(dtype) in ("signed", "unsigned"):
        xr = xr.astype("float64")
    expected = REDUCTIONS[name](xr, _np_axis(axis), keepdims)
    if kind(expected_dtype) in ("signed", "unsigned"):
        expected = np.asarray(expected).astype(np_dtype(expected_dtype))
    rtol = None
    if dtype in ("float16", "bfloat16") and name in ("sum", "prod", "mean", "var"):
        rtol = 5e-2  # accumulation in half precision
    if name == "var" and dtype in ("float32", "complex64"):
        rtol = 1e-4
    atol = None
    if name in ("sum", "mean", "var") and kind(dtype) in ("float", "complex"):
        # cancellation: scale the absolute tolerance by the magnitudes summed
        atol = (
            tolerance(expected_dtype)[1]
            * max(1.0, float(np.max(np.abs(xr), initial=0.0))) ** (2 if name == "var" else 1)
            * 10
        )
    assert_values(r, expected, expected_dtype, rtol=rtol, atol=atol)


@pytest.mark.parametrize(
    "dtype,expected",
    [
        ("int8", "int32"),
        ("int16", "int32"),
        ("int32", "int32"),
        ("int64", "int64"),
        ("uint8", "uint32"),
        ("uint16", "uint32"),
        ("uint32", "uint32"),
        ("uint64", "uint64"),
        ("bool", "int32"),
        ("float16", "float16"),
        ("bfloat16", "bfloat16"),
        ("float32", "float32"),
        ("float64", "float64"),
        ("complex64", "complex64"),
        ("complex128", "complex128"),
    ],
)
def test_sum_prod_dtype_rule_literal(backend, dtype, expected):
    require_valid(dtype)
    x = ivy.ones((3,), dtype=dtype)
    holder = {"uint32": "int64", "uint16": "int32"}.get(expected)
    if expected not in ivy.valid_dtypes and holder in ivy.valid_dtypes:
        expected = holder  # torch lacks uint32: the smallest signed dtype holding it, as torch sums
    assert sum_dtype(dtype) == expected
    for fn in (ivy.sum, ivy.prod):
        if expected not in ivy.valid_dtypes:
            with pytest.raises(ivy.UnsupportedDtypeError):
                fn(x)
            continue
        if declared_unsupported(fn.__name__, dtype):
            with pytest.raises(ivy.UnsupportedDtypeError):
                fn(x)
            continue
        r = fn(x)
        assert r.dtype == expected
        assert r.shape == ()
        assert_values(r, np.array(3 if fn is ivy.sum else 1), expected)


def test_sum_dtype_rule_follows_default_int(backend):
    with ivy.using_default_dtypes(int="int64"):
        assert ivy.sum(ivy.ones((2,), dtype="int8")).dtype == "int64"
        if "uint64" in ivy.valid_dtypes:
            assert ivy.sum(ivy.ones((2,), dtype="uint8")).dtype == "uint64"
        assert ivy.prod(ivy.asarray([True, True])).dtype == "int64"


def test_sum_does_not_overflow_small_ints(backend):
    x = ivy.full((10,), 100, dtype="int8")
    assert_values(ivy.sum(x), np.array(1000), "int32")
    u = ivy.full((4,), 200, dtype="uint8")
    assert_values(ivy.sum(u), np.array(800), "uint32" if "uint32" in ivy.valid_dtypes else "int64")
    assert_values(ivy.cumulative_sum(u), np.array([200, 400, 600, 800]), sum_dtype("uint8"))
    assert_values(ivy.prod(u[:3]), np.array(8_000_000), sum_dtype("uint8"))
    assert_values(ivy.sum(ivy.asarray([True, True, True])), np.array(3), "int32")


@pytest.mark.parametrize("dtype", ["int32", "float32", "float64", "int8"])
def test_sum_prod_explicit_dtype(backend, dtype):
    x = ivy.asarray([1, 2, 3], dtype="int8")
    for fn, exp in ((ivy.sum, 6), (ivy.prod, 6)):
        r = fn(x, dtype=dtype)
        assert_values(r, np.array(exp), dtype)
    y = ivy.asarray([[1.5, 2.5], [3.0, 4.0]], dtype="float32")
    assert_values(ivy.sum(y, axis=0, dtype="float64"), np.array([4.5, 6.5]), "float64")


def test_mean_var_int_input_default_float(backend):
    x = ivy.asarray([[1, 2], [3, 5]])
    assert_values(ivy.mean(x), np.array(2.75), "float32")
    assert_values(ivy.mean(x, axis=0), np.array([2.0, 3.5]), "float32")
    assert_values(ivy.var(x, axis=1), np.array([0.25, 1.0]), "float32")
    assert_values(ivy.var(x, axis=1, correction=1), np.array([0.5, 2.0]), "float32")
    with ivy.using_default_dtypes(float="float64"):
        assert_values(ivy.mean(x), np.array(2.75), "float64")
        assert_values(ivy.var(x), np.var([1, 2, 3, 5]), "float64")
    b = ivy.asarray([True, False, True, True])
    assert_values(ivy.mean(b), np.array(0.75), "float32")


@pytest.mark.parametrize("correction", [0, 1, 0.5, 2])
def test_var_correction(backend, correction):
    v = np.array([[1.0, 4.0, 2.0], [8.0, 0.0, 3.0]])
    x = ivy.asarray(v, dtype="float64")
    assert_values(ivy.var(x, correction=correction), np.var(v, ddof=correction), "float64")
    assert_values(
        ivy.var(x, axis=1, correction=correction, keepdims=True),
        np.var(v, axis=1, ddof=correction, keepdims=True),
        "float64",
    )


@pytest.mark.parametrize("given", [np.float64, np.int64], ids=["numpy float", "numpy int"])
@pytest.mark.parametrize("correction", [0, 1])
def test_var_and_std_take_a_numpy_scalar_correction_of_0_or_1(backend, given, correction):
    """A correction of 0 or 1 given as a NumPy scalar (what NumPy code and
    client libraries pass) gives what the Python number gives: a backend
    may hand a Python 0 or 1 to its framework in a cheaper form, which a
    NumPy scalar must not reach."""
    v = np.array([[1.0, 4.0, 2.0], [8.0, 0.0, 3.0]])
    x = ivy.asarray(v, dtype="float64")
    given = given(correction)
    assert_values(ivy.var(x, correction=given), np.var(v, ddof=correction), "float64")
    assert_values(
        ivy.std(x, axis=1, correction=given, keepdims=True),
        np.std(v, axis=1, ddof=correction, keepdims=True),
        "float64",
    )


def test_keepdims_shapes(backend):
    x = ivy.ones((2, 3, 4))
    for fn in (ivy.sum, ivy.prod, ivy.mean, ivy.var, ivy.max, ivy.min):
        assert fn(x).shape == ()
        assert fn(x, keepdims=True).shape == (1, 1, 1)
        assert fn(x, axis=1).shape == (2, 4)
        assert fn(x, axis=-1, keepdims=True).shape == (2, 3, 1)
        assert fn(x, axis=(0, 2)).shape == (3,)
        assert fn(x, axis=[0, 2], keepdims=True).shape == (1, 3, 1)


def test_empty_sum_prod(backend):
    e = ivy.zeros((0,))
    assert_values(ivy.sum(e), np.array(0.0), "float32")
    assert_values(ivy.prod(e), np.array(1.0), "float32")
    ei = ivy.zeros((2, 0), dtype="int32")
    assert_values(ivy.sum(ei, axis=1), np.array([0, 0]), "int32")
    assert_values(ivy.prod(ei, axis=1), np.array([1, 1]), "int32")
    assert ivy.sum(ei, axis=0).shape == (0,)
    assert ivy.max(ei, axis=0).shape == (0,)


@pytest.mark.parametrize("fn", ["max", "min"])
@pytest.mark.parametrize("dtype", ["float32", "int32", "bool"])
def test_empty_max_min_raises_value_error(backend, fn, dtype):
    # statistical.py: "an empty reduction raises ValueError"
    x = ivy.zeros((0,), dtype=dtype)
    with pytest.raises(ValueError):
        getattr(ivy, fn)(x)
    y = ivy.zeros((3, 0), dtype=dtype)
    with pytest.raises(ValueError):
        getattr(ivy, fn)(y, axis=1)


def test_max_min_values_and_nan(backend):
    x = ivy.asarray([[3, -1, 7], [0, 9, -4]], dtype="int16")
    assert_values(ivy.max(x), np.array(9), "int16")
    assert_values(ivy.min(x, axis=1), np.array([-1, -4]), "int16")
    assert_values(ivy.max(x, axis=0, keepdims=True), np.array([[3, 9, 7]]), "int16")
    f = ivy.asarray([1.0, np.nan, 2.0])
    assert np.isnan(py(float, ivy.max(f)))
    assert np.isnan(py(float, ivy.min(f)))


def test_reduction_of_0d(backend):
    s = ivy.asarray(2.5)
    for fn in (ivy.sum, ivy.prod, ivy.mean, ivy.max, ivy.min):
        r = fn(s)
        assert r.shape == ()
        assert py(float, r) == 2.5
    assert py(float, ivy.var(s)) == 0.0


# --- std, cumulative_sum, cumulative_prod, cumsum -----------------------------------------

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
    assert py(float, ivy.std(ivy.asarray(2.5))) == 0.0


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


def test_a_correction_of_the_count_or_more_divides_by_zero_alike(backend):
    # NumPy divides by max(n - correction, 0): inf for a positive sum of squares, NaN for zero.
    x = ivy.asarray([[0.0, 1.0], [2.0, 2.0]])
    np.testing.assert_array_equal(ivy.to_numpy(ivy.var(x, axis=1, correction=2)), [np.inf, np.nan])
    np.testing.assert_array_equal(ivy.to_numpy(ivy.std(x, axis=1, correction=3.5)), [np.inf, np.nan])
    np.testing.assert_array_equal(ivy.to_numpy(ivy.var(x, correction=4)), np.inf)
    np.testing.assert_allclose(ivy.to_numpy(ivy.var(x, axis=1, correction=1)), [0.5, 0.0])
