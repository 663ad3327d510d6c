"""Creation functions: dtype inference, dtype=, values, shapes, *_like."""

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
    shapes,
    to_np,
)
from hypothesis import given
from hypothesis import strategies as st

import ivy_core as ivy

ALL = ivy.all_dtypes
NUMERIC = ivy.all_numeric_dtypes
REAL_FLOATS = ivy.all_float_dtypes


def test_fixture_sets_backend(backend):
    assert ivy.current_backend_str() == backend
    x = ivy.asarray([1, 2])
    assert x.backend == backend
    assert isinstance(x.to_native(), ivy.NativeArray)


# --- default dtype inference ------------------------------------------------------

DEFAULT_CASES = [
    (lambda: ivy.asarray([1, 2]), "int32"),
    (lambda: ivy.asarray([1.0]), "float32"),
    (lambda: ivy.asarray([True]), "bool"),
    (lambda: ivy.asarray([2**40]), "int64"),
    (lambda: ivy.asarray(-(2**40)), "int64"),
    (lambda: ivy.asarray([[1, 2], [3, 2**40]]), "int64"),
    (lambda: ivy.asarray(3), "int32"),
    (lambda: ivy.asarray(1j), "complex64"),
    (lambda: ivy.asarray([1.0, 2j]), "complex64"),
    (lambda: ivy.array([1.5]), "float32"),
    (lambda: ivy.full((2,), 1.5), "float32"),
    (lambda: ivy.full((2,), 1), "int32"),
    (lambda: ivy.full((2,), True), "bool"),
    (lambda: ivy.full((2,), 1j), "complex64"),
    (lambda: ivy.full((2,), 2**40), "int64"),
    (lambda: ivy.arange(3), "int32"),
    (lambda: ivy.arange(1, 7, 2), "int32"),
    (lambda: ivy.arange(0.0, 1.0, 0.5), "float32"),
    (lambda: ivy.linspace(0, 1, 5), "float32"),
    (lambda: ivy.linspace(0.0, 1.0, 5), "float32"),
    (lambda: ivy.linspace(0, 1j, 3), "complex64"),
    (lambda: ivy.zeros((2,)), "float32"),
    (lambda: ivy.ones((2, 3)), "float32"),
    (lambda: ivy.empty((2,)), "float32"),
]


@pytest.mark.parametrize("case", range(len(DEFAULT_CASES)))
def test_default_dtype_inference(backend, case):
    fn, expected = DEFAULT_CASES[case]
    x = fn()
    assert isinstance(x, ivy.Array)
    assert x.dtype == expected


DEFAULT_CASES_F64 = [
    (lambda: ivy.asarray([1.0]), "float64"),
    (lambda: ivy.asarray([1, 2]), "int32"),
    (lambda: ivy.full((2,), 1.5), "float64"),
    (lambda: ivy.arange(0.0, 1.0, 0.5), "float64"),
    (lambda: ivy.linspace(0, 1, 3), "float64"),
    (lambda: ivy.zeros((2,)), "float64"),
    (lambda: ivy.ones((1,)), "float64"),
    (lambda: ivy.mean(ivy.asarray([1, 2])), "float64"),
    (lambda: ivy.asarray([1, 2]) / 2, "float64"),
    (lambda: ivy.asarray([1, 2]) + 0.5, "float64"),
]


@pytest.mark.parametrize("case", range(len(DEFAULT_CASES_F64)))
def test_default_dtype_inference_float64_default(backend, case):
    fn, expected = DEFAULT_CASES_F64[case]
    with ivy.using_default_dtypes(float="float64"):
        assert ivy.default_float_dtype() == "float64"
        x = fn()
        assert x.dtype == expected
    assert ivy.default_float_dtype() == "float32"
    assert ivy.asarray([1.0]).dtype == "float32"


def test_default_int_dtype_int64(backend):
    with ivy.using_default_dtypes(int="int64"):
        assert ivy.asarray([1, 2]).dtype == "int64"
        assert ivy.arange(3).dtype == "int64"
        assert ivy.full((1,), 3).dtype == "int64"


# Python scalars of different kinds in one call take the default dtype of the
# highest kind (creation.py docstrings), not the array promotion table's
# int32+float32 -> float64.


def test_asarray_mixed_int_float_list_gives_default_float(backend):
    # asarray docstring: "Python values take the default dtype of their kind".
    assert ivy.asarray([1, 2.5]).dtype == "float32"


def test_asarray_mixed_int_complex_list_gives_default_complex(backend):
    assert ivy.asarray([1, 2j]).dtype == "complex64"


def test_arange_int_start_float_step_gives_default_float(backend):
    # arange docstring: "Integer arguments give the default int dtype, any float
    # one the default float dtype."
    assert ivy.arange(0, 1.0, 0.25).dtype == "float32"


@pytest.mark.parametrize("args", [(2.5,), (0.0, 3.0)], ids=str)
def test_arange_float_with_default_step_gives_default_float(backend, args):
    assert ivy.arange(*args).dtype == "float32"


def test_asarray_keeps_array_dtype(backend):
    for d in ivy.valid_dtypes:
        x = ivy.zeros((2,), dtype=d)
        y = ivy.asarray(x)
        assert y.dtype == d
        z = ivy.asarray(x.to_native())
        assert z.dtype == d


def test_asarray_from_numpy_keeps_dtype(backend):
    # asarray accepts objects supporting the buffer / DLPack protocol; an
    # array keeps its dtype.
    for d in ("int64", "float64", "int8", "float32"):
        if d not in ivy.valid_dtypes:
            continue
        x = ivy.asarray(np.arange(3, dtype=d))
        assert x.dtype == d
        np.testing.assert_array_equal(to_np(x), np.arange(3))


def test_asarray_nested_and_scalar_values(backend):
    x = ivy.asarray([[1, 2, 3], [4, 5, 6]])
    assert x.shape == (2, 3) and x.ndim == 2 and x.size == 6
    assert_values(x, np.array([[1, 2, 3], [4, 5, 6]]), "int32")
    s = ivy.asarray(2.5)
    assert s.shape == () and s.ndim == 0 and s.size == 1
    assert float(s) == 2.5
    b = ivy.asarray([[True, False]])
    assert_values(b, np.array([[True, False]]), "bool")
    big = ivy.asarray([1, 2**40])
    assert_values(big, np.array([1, 2**40]), "int64")


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_asarray_with_dtype(backend, dtype):
    require_valid(dtype)
    vals = [0, 1, 2] if kind(dtype) != "bool" else [True, False, True]
    x = ivy.asarray(vals, dtype=dtype)
    assert x.dtype == dtype
    assert x.shape == (3,)
    assert_values(x, np.array(vals), dtype)
    # dtype given as a string name and as the ivy Dtype object agree
    assert ivy.asarray(vals, dtype=str(dtype)).dtype == ivy.Dtype(str(dtype))


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
@pytest.mark.parametrize("fn", ["zeros", "ones", "empty"])
def test_zeros_ones_empty(backend, fn, dtype):
    require_valid(dtype)
    for shape in [(2, 3), (0,), (), (1, 0, 2)]:
        x = getattr(ivy, fn)(shape, dtype=dtype)
        assert isinstance(x, ivy.Array)
        assert x.dtype == dtype
        assert x.shape == shape
        assert x.size == int(np.prod(shape))
        if fn != "empty":
            assert_values(x, np.full(shape, 0 if fn == "zeros" else 1), dtype)
    # an int shape is a 1-D shape
    assert getattr(ivy, fn)(3, dtype=dtype).shape == (3,)


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_full(backend, dtype):
    require_valid(dtype)
    k = kind(dtype)
    value = {"bool": True, "signed": -3, "unsigned": 7, "float": 2.5, "complex": 1.5 - 2j}[k]
    x = ivy.full((2, 2), value, dtype=dtype)
    assert_values(x, np.full((2, 2), value), dtype)
    assert ivy.full((), value, dtype=dtype).shape == ()


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_like_functions(backend, dtype):
    require_valid(dtype)
    x = make(np.zeros((2, 3)), dtype)
    z, o, e = ivy.zeros_like(x), ivy.ones_like(x), ivy.empty_like(x)
    for y in (z, o, e):
        assert y.shape == (2, 3) and y.dtype == dtype
    assert_values(z, np.zeros((2, 3)), dtype)
    assert_values(o, np.ones((2, 3)), dtype)
    fill = {"bool": True, "signed": 4, "unsigned": 4, "float": 0.5, "complex": 1j}[kind(dtype)]
    f = ivy.full_like(x, fill)
    assert_values(f, np.full((2, 3), fill), dtype)
    # dtype= overrides the input's dtype
    for other in ("float64", "int64", "bool"):
        if other in ivy.valid_dtypes:
            assert ivy.zeros_like(x, dtype=other).dtype == other
            assert ivy.ones_like(x, dtype=other).dtype == other
            assert ivy.empty_like(x, dtype=other).dtype == other
    assert ivy.full_like(x, 1, dtype="float32").dtype == "float32"
    # a native array is accepted too
    assert ivy.zeros_like(x.to_native()).dtype == dtype
    assert ivy.full_like(x.to_native(), fill).dtype == dtype


@pytest.mark.parametrize(
    "args",
    [(5,), (2, 9), (2, 9, 3), (10, 0, -3), (0,), (5, 1), (-2, 3)],
    ids=str,
)
def test_arange_int(backend, args):
    x = ivy.arange(*args)
    assert_values(x, np.arange(*args), "int32")


@pytest.mark.parametrize("args", [(0.0, 1.0, 0.25), (1.0, -1.0, -0.5), (0.5, 2.0, 0.5)], ids=str)
def test_arange_float(backend, args):
    x = ivy.arange(*args)
    assert_values(x, np.arange(*args), "float32")


@pytest.mark.parametrize("dtype", NUMERIC, ids=dtype_ids(NUMERIC))
def test_arange_dtype(backend, dtype):
    require_valid(dtype)
    if kind(dtype) == "complex":
        return  # arange is for real numbers
    x = ivy.arange(0, 6, 2, dtype=dtype)
    assert_values(x, np.array([0, 2, 4]), dtype)


@pytest.mark.parametrize("dtype", REAL_FLOATS + ivy.all_complex_dtypes,
                         ids=dtype_ids(REAL_FLOATS + ivy.all_complex_dtypes))
def test_linspace(backend, dtype):
    require_valid(dtype)
    x = ivy.linspace(0, 2, 5, dtype=dtype)
    assert_values(x, np.linspace(0, 2, 5), dtype)
    y = ivy.linspace(0, 2, 4, endpoint=False, dtype=dtype)
    assert_values(y, np.linspace(0, 2, 4, endpoint=False), dtype)
    assert ivy.linspace(1, 2, 1, dtype=dtype).shape == (1,)
    assert ivy.linspace(1, 2, 0, dtype=dtype).shape == (0,)


def test_linspace_complex_values(backend):
    x = ivy.linspace(0, 2 + 2j, 3)
    assert_values(x, np.linspace(0, 2 + 2j, 3), "complex64")


def test_creation_device(backend):
    x = ivy.zeros((2,))
    assert isinstance(x.device, str)
    y = ivy.ones((2,), device=x.device)
    assert y.device == x.device
    z = ivy.asarray([1, 2], device=x.device)
    assert z.device == x.device
    assert ivy.zeros_like(z, device=x.device).device == x.device


def test_invalid_dtype_argument_raises(backend):
    with pytest.raises(TypeError):
        ivy.zeros((2,), dtype="float")
    with pytest.raises(TypeError):
        ivy.asarray([1], dtype="int33")


@SETTINGS
@given(data=st.data())
def test_asarray_roundtrip_property(backend, data):
    dtype = data.draw(st.sampled_from([d for d in ivy.all_dtypes]), label="dtype")
    require_valid(dtype)
    values = data.draw(np_arrays(dtype, shapes(min_side=0)), label="values")
    x = make(values, dtype)
    assert x.shape == values.shape
    if kind(dtype) in ("float",) and dtype in ("bfloat16", "float16"):
        assert_values(x, values.astype("float64"), dtype)
    else:
        np.testing.assert_array_equal(ref(x), values.astype(ref(x).dtype))
    # asarray of an Array is an Array of the same values and dtype
    y = ivy.asarray(x)
    assert y.dtype == dtype
    np.testing.assert_array_equal(ref(y), ref(x))
    assert not declared_unsupported("asarray", dtype)
