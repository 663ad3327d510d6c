"""unique_all, unique_counts, unique_inverse, unique_values: sorted values on
every backend, NaNs distinct, -0.0 equal to 0.0, inverse indices in the shape
of the input, counts and indices in the default int dtype."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import FAST, assert_values, dtype_ids, kind, make, np_arrays, require_valid, shapes
from hypothesis import given
from hypothesis import strategies as st

import ivy_core as ivy

ALL = ivy.all_dtypes
NAMES = ("unique_all", "unique_counts", "unique_inverse", "unique_values")


def _unsupported(name, dtype):
    return dtype in ivy.function_unsupported_dtypes(name, ivy.current_backend_str())


def _index(expected):
    return np.asarray(expected).astype(str(ivy.default_int_dtype()))


def _vals(dtype, shape):
    n = int(np.prod(shape))
    v = (np.arange(n) * 7 % 5).reshape(shape)
    if kind(dtype) == "bool":
        return v % 2 == 0
    if kind(dtype) == "complex":
        return v + 1j * (v % 2)
    return v


def _check(x, v):
    """All four functions on Array ``x`` against NumPy on ``v`` (NaNs distinct)."""
    ev, ei, einv, ec = np.unique(
        v, return_index=True, return_inverse=True, return_counts=True, equal_nan=False
    )
    einv = einv.reshape(v.shape)
    dtype = x.dtype
    r = ivy.unique_all(x)
    assert type(r).__name__ == "UniqueAllResult"
    assert r._fields == ("values", "indices", "inverse_indices", "counts")
    assert_values(r.values, ev, dtype)
    assert_values(r.indices, _index(ei))
    assert_values(r.inverse_indices, _index(einv))
    assert_values(r.counts, _index(ec))
    c = ivy.unique_counts(x)
    assert c._fields == ("values", "counts")
    assert_values(c.values, ev, dtype)
    assert_values(c.counts, _index(ec))
    i = ivy.unique_inverse(x)
    assert i._fields == ("values", "inverse_indices")
    assert_values(i.values, ev, dtype)
    assert_values(i.inverse_indices, _index(einv))
    assert_values(ivy.unique_values(x), ev, dtype)


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_every_dtype(backend, dtype):
    require_valid(dtype)
    v = _vals(dtype, (3, 4))
    x = make(v, dtype)
    if _unsupported("unique_values", dtype):
        for name in NAMES:
            assert _unsupported(name, dtype)
            with pytest.raises(ivy.UnsupportedDtypeError):
                getattr(ivy, name)(x)
        return
    _check(x, v)


@FAST
@given(data=st.data())
def test_unique_property(backend, data):
    dtype = data.draw(st.sampled_from(["float32", "int8", "uint8", "int64", "bool", "float16"]))
    shape = data.draw(shapes(min_dims=0, max_dims=3, min_side=0, max_side=4))
    v = data.draw(np_arrays(dtype, shape))
    _check(make(v, dtype), v)


def test_nan_distinct_and_signed_zero(backend):
    v = np.array([[1.0, np.nan, -0.0], [np.nan, 0.0, 1.0]])
    x = ivy.asarray(v, dtype="float32")
    r = ivy.unique_all(x)
    # 0 (once: -0.0 == 0.0), 1, and each NaN on its own
    got = np.asarray(r.values)
    assert got.shape == (4,) and got[0] == 0 and got[1] == 1 and np.isnan(got[2:]).all()
    assert_values(r.counts, _index([2, 2, 1, 1]))
    assert_values(r.indices, _index([2, 0, 1, 3]))
    assert_values(r.inverse_indices, _index([[1, 2, 0], [3, 0, 1]]))


def test_empty_and_0d(backend):
    r = ivy.unique_all(ivy.zeros((0, 3)))
    assert r.values.shape == (0,) and r.indices.shape == (0,) and r.counts.shape == (0,)
    assert r.inverse_indices.shape == (0, 3)
    assert r.counts.dtype == ivy.default_int_dtype()
    s = ivy.unique_inverse(ivy.asarray(5))
    assert_values(s.values, np.array([5], np.int32))
    assert_values(s.inverse_indices, _index(0))


_NAN = float("nan")
_COMPLEX_VALUES = [
    [1 + 1j, 1j, 1 + 1j, complex(-1, 2)],
    [complex(1, -0.0), 0j, complex(-0.0, 0.0), complex(-1, 2)],
    [-1j, complex(2, -1), 1j, complex(-0.0, -1)],
]


def _parts(a) -> list:
    """(real, imag) pairs with NaN spelled out, to compare NaN positions exactly."""
    return [(str(z.real), str(z.imag)) for z in np.asarray(a, np.complex128).reshape(-1)]


@pytest.mark.parametrize("dtype", ["complex64", "complex128"])
def test_complex_sorted_lexicographically_like_numpy(backend, dtype):
    # issue 9: unique_* of complex input raised on torch and tensorflow.
    v = np.asarray(_COMPLEX_VALUES, dtype=dtype)
    _check(make(v, dtype), v)  # (real, imag) order, -0.0 == 0.0, first occurrences
    assert ivy.unique_values(make(np.zeros((0,), dtype), dtype)).shape == (0,)


@pytest.mark.parametrize("dtype", ["complex64", "complex128"])
def test_complex_nans_distinct_and_last(backend, dtype):
    # The order among values with a NaN part is the framework's (NumPy and
    # JAX differ, and JAX returns each as nan+0j); every one is a distinct
    # value, after all the others.
    v = np.asarray(
        [[1 + 1j, complex(_NAN, 1), 1 + 1j], [complex(1, _NAN), 0j, complex(_NAN, _NAN)]], dtype=dtype
    )
    r = ivy.unique_all(make(v, dtype))
    values = np.asarray(r.values).astype(np.complex128)
    assert _parts(values[:2]) == _parts([0j, 1 + 1j])
    assert np.isnan(values[2:]).all()
    assert np.asarray(r.counts).tolist() == [1, 2, 1, 1, 1]
    inverse = np.asarray(r.inverse_indices)
    assert inverse.shape == v.shape and sorted(inverse[np.isnan(v)].tolist()) == [2, 3, 4]
    np.testing.assert_array_equal(values[inverse][~np.isnan(v)], v[~np.isnan(v)])
    assert sorted(np.asarray(r.indices)[2:].tolist()) == [1, 3, 5]
    assert np.asarray(r.indices)[1] == 0  # the first occurrence of 1+1j
    assert _parts(ivy.unique_values(make(v, dtype))) == _parts(values)


@FAST
@given(data=st.data())
def test_complex_unique_property(backend, data):
    dtype = data.draw(st.sampled_from(["complex64", "complex128"]))
    shape = data.draw(shapes(min_dims=0, max_dims=2, min_side=0, max_side=5))
    parts = st.sampled_from([0.0, -0.0, 1.0, -2.0, float("inf")])
    v = data.draw(
        st.lists(st.builds(complex, parts, parts), min_size=int(np.prod(shape)), max_size=int(np.prod(shape)))
    )
    v = np.asarray(v, dtype=dtype).reshape(shape)
    _check(make(v, dtype), v)
