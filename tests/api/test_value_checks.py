"""Python values given to creation functions must fit the dtype asked for:
the same error on every backend, never a silent wrap-around or dropped part."""

from __future__ import annotations

import pytest

import ivy_core as ivy


@pytest.mark.parametrize(
    ("dtype", "value"),
    [("uint8", 256), ("uint8", -1), ("int8", 128), ("int16", -(2**15) - 1), ("int32", 2**31)],
)
def test_full_rejects_an_int_outside_the_dtype(backend, dtype, value):
    with pytest.raises(OverflowError, match=rf"ivy_core.full \(backend '{backend}'\).*{value}.*{dtype}"):
        ivy.full((2,), value, dtype=dtype)


def test_full_accepts_the_dtype_bounds(backend):
    assert ivy.full((1,), 255, dtype="uint8").tolist() == [255]
    assert ivy.full((1,), -128, dtype="int8").tolist() == [-128]


def test_full_rejects_a_complex_value_for_a_real_dtype(backend):
    with pytest.raises(TypeError, match="imaginary part"):
        ivy.full((2,), 1 + 2j, dtype="float32")
    assert ivy.full((1,), 1 + 2j, dtype="complex64").dtype == "complex64"


def test_arange_rejects_bounds_outside_the_dtype(backend):
    with pytest.raises(OverflowError, match="arange"):
        ivy.arange(2**40, 2**40 + 2, dtype="int32")
    assert ivy.arange(2**40, 2**40 + 2).dtype == "int64"  # inferred wide enough
