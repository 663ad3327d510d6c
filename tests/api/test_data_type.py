"""astype across every pair of valid dtypes, copy semantics, and the pure
dtype functions the suite relies on (promote_types, result_type, can_cast)."""

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
)
from hypothesis import given
from hypothesis import strategies as st

import ivy_core as ivy

ALL = ivy.all_dtypes


def _source_values(dtype):
    k = kind(dtype)
    if k == "bool":
        return np.array([True, False, True])
    if k == "complex":
        return np.array([0, 1, 5, 2.5])
    if k == "float":
        return np.array([0.0, 1.0, 5.0, 2.5, 7.75])
    return np.array([0, 1, 5, 100])


@pytest.mark.parametrize("src", ALL, ids=dtype_ids(ALL))
def test_astype_all_pairs(backend, src):
    require_valid(src)
    x = make(_source_values(src), src)
    for dst in ivy.valid_dtypes:
        if kind(src) == "complex" and kind(dst) != "complex":
            continue  # complex -> real casting is not specified
        if declared_unsupported("astype", src):
            with pytest.raises(ivy.UnsupportedDtypeError):
                ivy.astype(x, dst)
            continue
        r = ivy.astype(x, dst)
        assert isinstance(r, ivy.Array)
        assert r.dtype == dst, f"astype({src} -> {dst}) gave {r.dtype}"
        assert r.shape == x.shape
        v = ref(x)
        if kind(dst) == "bool":
            expected = v != 0
        elif kind(dst) in ("signed", "unsigned"):
            expected = np.trunc(v.real if np.iscomplexobj(v) else v).astype("int64")
            if dst in ("int8",):
                expected = expected.astype("int8")  # 100 fits; wraps otherwise
        else:
            expected = v.astype("complex128" if kind(dst) == "complex" else "float64")
        assert_values(r, expected, dst)


def test_astype_float_to_int_truncates_toward_zero(backend):
    x = ivy.asarray([1.7, -1.7, 2.5, -2.5, 0.2])
    assert_values(ivy.astype(x, "int32"), np.array([1, -1, 2, -2, 0]), "int32")
    assert_values(ivy.astype(x, "int64"), np.array([1, -1, 2, -2, 0]), "int64")


def test_astype_to_bool(backend):
    x = ivy.asarray([0.0, -0.5, 3.0, np.nan])
    assert_values(ivy.astype(x, "bool"), np.array([False, True, True, True]), "bool")
    assert_values(ivy.astype(ivy.asarray([0, 2]), "bool"), np.array([False, True]), "bool")


def test_astype_copy(backend):
    x = ivy.asarray([1.0, 2.0])
    y = ivy.astype(x, "float32")
    assert y is not x
    assert_values(y, np.array([1.0, 2.0]), "float32")
    z = ivy.astype(x, "float32", copy=False)
    assert z.dtype == "float32"
    assert_values(z, np.array([1.0, 2.0]), "float32")
    w = ivy.astype(x, "float64", copy=False)
    assert w.dtype == "float64"


def test_astype_accepts_dtype_forms_and_rejects_others(backend):
    x = ivy.asarray([1, 2])
    assert ivy.astype(x, ivy.float64).dtype == "float64"
    assert ivy.astype(x, "float64").dtype == "float64"
    assert ivy.astype(x, ivy.as_native_dtype("int8")).dtype == "int8"
    with pytest.raises(TypeError):
        ivy.astype(x, "float")
    with pytest.raises(TypeError):
        ivy.astype([1, 2], "float32")


def test_astype_invalid_dtype_for_backend(backend):
    for d in ivy.invalid_dtypes:
        with pytest.raises(TypeError):
            ivy.astype(ivy.asarray([1]), d)


@SETTINGS
@given(data=st.data())
def test_astype_roundtrip_widening(backend, data):
    pairs = [
        ("int8", "int32"),
        ("int32", "int64"),
        ("uint8", "int16"),
        ("float16", "float32"),
        ("float32", "float64"),
        ("int16", "float32"),
        ("float32", "complex64"),
        ("bool", "int8"),
        ("bfloat16", "float32"),
    ]
    src, dst = data.draw(st.sampled_from(pairs))
    if not (src in ivy.valid_dtypes and dst in ivy.valid_dtypes):
        return
    v = data.draw(np_arrays(src, shapes(min_side=0)))
    x = make(v, src)
    y = ivy.astype(x, dst)
    assert y.dtype == dst
    if kind(dst) != "complex":
        back = ivy.astype(y, src)
        assert back.dtype == src
        np.testing.assert_array_equal(ref(back), ref(x))
    # widening casts are exact
    np.testing.assert_array_equal(ref(y).astype("complex128"), ref(x).astype("complex128"))


def test_promotion_functions_are_backend_independent(backend):
    # The expected dtypes the suite uses come from these; check a few documented rows.
    assert ivy.promote_types("int32", "float32") == "float64"
    assert ivy.promote_types("uint8", "int8") == "int16"
    assert ivy.promote_types("uint64", "int64") == "float64"
    assert ivy.promote_types("bool", "float16") == "float16"
    assert ivy.promote_types("bfloat16", "float16") == "float32"
    assert ivy.result_type(ivy.asarray([1], dtype="int8"), 1) == "int8"
    assert ivy.result_type(ivy.asarray([1], dtype="int8"), 1.0) == ivy.default_float_dtype()
    assert ivy.result_type("float16", 1j) == "complex64"
    assert ivy.can_cast("int8", "int16") and not ivy.can_cast("int16", "int8")
    for a in ivy.all_dtypes:
        for b in ivy.all_dtypes:
            assert ivy.promote_types(a, b) == ivy.promote_types(b, a)


def test_dtype_of_array(backend):
    for d in ivy.valid_dtypes:
        x = ivy.zeros((1,), dtype=d)
        assert ivy.dtype(x) == d
        assert ivy.dtype(x.to_native()) == d
        assert ivy.dtype(x, as_native=True) == ivy.as_native_dtype(d)
    for d in ("int8", "uint8", "float16", "int16"):
        if d in ivy.valid_dtypes:
            assert ivy.as_ivy_dtype(ivy.as_native_dtype(d)) == d
    assert ivy.as_ivy_dtype(float) == ivy.default_float_dtype()
    assert ivy.as_ivy_dtype(int) == ivy.default_int_dtype()
    assert ivy.as_ivy_dtype(bool) == "bool"


def test_as_ivy_dtype_of_numpy_native_dtypes():
    if "numpy" not in [b.name for b in ivy.backends()]:
        pytest.skip("numpy backend not installed")
    with ivy.using_backend("numpy"):
        ivy.zeros((1,))  # the numpy backend is loaded
        for d in ("float64", "complex128", "int64", "bool"):
            assert ivy.as_ivy_dtype(np.dtype(d)) == d
