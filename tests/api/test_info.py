"""Dtype information (finfo, iinfo, isdtype) and the namespace inspection
object ``__array_namespace_info__()``.

finfo/iinfo/isdtype are pure Python: under every backend they give the same
answer, checked against NumPy (and ml_dtypes for bfloat16)."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest
from api_helpers import dtype_ids, kind, make

import ivy_core as ivy

ALL = ivy.all_dtypes
FLOATS = ivy.all_float_dtypes
INTS = ivy.all_int_dtypes
COMPLEX = ivy.all_complex_dtypes


def _np_finfo(dtype):
    return ml_dtypes.finfo(ml_dtypes.bfloat16) if dtype == "bfloat16" else np.finfo(str(dtype))


# --- finfo / iinfo ----------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", FLOATS + COMPLEX, ids=dtype_ids(FLOATS + COMPLEX))
def test_finfo_matches_numpy(backend, dtype):
    info = ivy.finfo(dtype)
    ref = _np_finfo(dtype)
    real = {"complex64": "float32", "complex128": "float64"}.get(str(dtype), str(dtype))
    assert info.dtype == real and isinstance(info.dtype, ivy.Dtype)
    assert info.bits == ref.bits
    for field in ("eps", "max", "min", "smallest_normal"):
        value = getattr(info, field)
        assert type(value) is float, field
        assert value == float(getattr(ref, field)), (field, value, getattr(ref, field))


@pytest.mark.parametrize("dtype", INTS, ids=dtype_ids(INTS))
def test_iinfo_matches_numpy(backend, dtype):
    info = ivy.iinfo(dtype)
    ref = np.iinfo(str(dtype))
    assert info.dtype == dtype and info.bits == ref.bits
    assert (info.max, info.min) == (int(ref.max), int(ref.min))
    assert type(info.max) is int and type(info.min) is int


def test_info_of_arrays_and_native_dtypes(backend):
    x = ivy.asarray([1.0, 2.0], dtype="float64")
    assert ivy.finfo(x).eps == np.finfo(np.float64).eps
    assert ivy.finfo(x.to_native()).bits == 64
    assert ivy.finfo(ivy.as_native_dtype("float16")).max == 65504.0
    assert ivy.iinfo(ivy.asarray([1], dtype="int8")).min == -128
    assert ivy.iinfo(ivy.as_native_dtype("uint8")).max == 255
    assert ivy.finfo(ivy.float32).smallest_normal == 2.0**-126


def test_info_same_on_every_backend(backend):
    """Including dtypes the backend cannot represent (uint32 on torch)."""
    assert ivy.iinfo("uint32").max == 2**32 - 1
    assert ivy.finfo("bfloat16").eps == 2.0**-7
    assert ivy.finfo("bfloat16").max == float(ml_dtypes.finfo(ml_dtypes.bfloat16).max)


def test_info_objects_are_read_only(backend):
    info = ivy.finfo("float32")
    with pytest.raises(AttributeError):
        info.eps = 1.0
    with pytest.raises(AttributeError):
        ivy.iinfo("int8").max = 3
    assert "float32" in repr(info) and "int8" in repr(ivy.iinfo("int8"))


def test_info_errors(backend):
    with pytest.raises(TypeError, match="finfo"):
        ivy.finfo("int32")
    with pytest.raises(TypeError, match="finfo"):
        ivy.finfo("bool")
    with pytest.raises(TypeError, match="iinfo"):
        ivy.iinfo("float32")
    with pytest.raises(TypeError, match="iinfo"):
        ivy.iinfo(ivy.asarray([1.5]))
    with pytest.raises(TypeError):
        ivy.finfo("float128")
    with pytest.raises(TypeError, match="finfo"):
        ivy.finfo(1)  # not a dtype enum, whatever a framework makes of it


# --- isdtype -------------------------------------------------------------------------------------

KIND_RULES = {
    "bool": {"bool"},
    "signed integer": {"signed"},
    "unsigned integer": {"unsigned"},
    "integral": {"signed", "unsigned"},
    "real floating": {"float"},
    "complex floating": {"complex"},
    "numeric": {"signed", "unsigned", "float", "complex"},
}


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_isdtype_kinds(backend, dtype):
    for name, kinds in KIND_RULES.items():
        assert ivy.isdtype(dtype, name) is (kind(dtype) in kinds), name
    assert ivy.isdtype(dtype, dtype) is True
    assert ivy.isdtype(dtype, ivy.Dtype(str(dtype)))
    assert ivy.isdtype(dtype, ("bool", "numeric")) is True
    assert ivy.isdtype(dtype, ()) is False


def test_isdtype_dtype_kinds_and_native(backend):
    assert ivy.isdtype("float32", ("int8", "float32"))
    assert not ivy.isdtype("float32", "float64")
    assert ivy.isdtype(ivy.as_native_dtype("int16"), "signed integer")
    assert ivy.isdtype("int16", ivy.as_native_dtype("int16"))
    assert ivy.isdtype("bfloat16", "real floating")


def test_isdtype_errors(backend):
    with pytest.raises(ValueError, match="isdtype"):
        ivy.isdtype("float32", "floating")
    with pytest.raises(TypeError, match="isdtype"):
        ivy.isdtype("float32", 3)
    with pytest.raises(TypeError, match="isdtype"):
        ivy.isdtype(make([1.0], "float32"), "numeric")
    with pytest.raises(TypeError):
        ivy.isdtype("floaty", "numeric")


# --- __array_namespace_info__ ---------------------------------------------------------------------


def test_info_capabilities(backend):
    caps = ivy.__array_namespace_info__().capabilities()
    assert set(caps) == {"boolean indexing", "data-dependent shapes", "max dimensions"}
    assert caps["boolean indexing"] is True and caps["data-dependent shapes"] is True
    n = caps["max dimensions"]
    assert n == {"numpy": 64, "torch": 64, "jax": 64, "tensorflow": 254, "dask": 64}[backend]
    assert ivy.zeros((1,) * n).ndim == n  # the limit is reachable


def test_info_capabilities_hold(backend):
    """What capabilities() claims works: a boolean mask selects elements."""
    x = ivy.asarray([1.0, 2.0, 3.0, 4.0])
    assert x[x > 2.0].tolist() == [3.0, 4.0]


def test_info_devices(backend):
    info = ivy.__array_namespace_info__()
    default = info.default_device()
    assert default == ivy.zeros(()).device
    devices = info.devices()
    assert isinstance(devices, list) and devices[0] == default
    assert len(set(devices)) == len(devices)
    for d in devices:
        assert ivy.zeros((2,), device=d).device == d


def test_info_default_dtypes(backend):
    info = ivy.__array_namespace_info__()
    defaults = info.default_dtypes()
    assert defaults == {
        "real floating": "float32", "complex floating": "complex64",
        "integral": "int32", "indexing": "int32",
    }  # fmt: skip
    assert all(isinstance(d, ivy.Dtype) for d in defaults.values())
    assert info.default_dtypes(device=info.default_device()) == defaults
    with ivy.using_default_dtypes(float="float64", int="int64", complex="complex128"):
        now = info.default_dtypes()
    assert now == {
        "real floating": "float64", "complex floating": "complex128",
        "integral": "int64", "indexing": "int64",
    }  # fmt: skip


#: The dtypes the standard defines (``dtypes()`` answers only these).
STANDARD = {
    "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float32", "float64", "complex64", "complex128",
}  # fmt: skip


def test_info_dtypes(backend):
    info = ivy.__array_namespace_info__()
    everything = info.dtypes()
    assert set(everything) == {str(d) for d in ivy.valid_dtypes} & STANDARD
    assert all(everything[name] == name and isinstance(everything[name], ivy.Dtype) for name in everything)
    for name in KIND_RULES:
        got = info.dtypes(kind=name)
        assert set(got) == {str(d) for d in ivy.valid_dtypes if ivy.isdtype(d, name)} & STANDARD, name
    both = info.dtypes(kind=("bool", "complex floating"), device=info.default_device())
    assert set(both) == {"bool", "complex64", "complex128"}
    if backend == "torch":
        assert "uint16" not in everything and "uint8" in info.dtypes(kind="unsigned integer")


def test_info_dtypes_only_the_standards(backend):
    """Regression (issue 9): float16 and bfloat16 are Ivy's extras; the
    standard's ``dtypes()`` holds only its own dtypes, with or without
    ``kind=``, while ``ivy_core.valid_dtypes`` keeps the extras."""
    info = ivy.__array_namespace_info__()
    extras = {"float16", "bfloat16"}
    assert not extras & set(info.dtypes())
    assert not extras & set(info.dtypes(kind="real floating"))
    assert not extras & set(info.dtypes(kind=("real floating", "complex floating")))
    assert not extras & set(info.dtypes(kind="numeric"))
    assert set(info.dtypes(kind="real floating")) == {"float32", "float64"}
    assert set(info.dtypes()) <= STANDARD
    # Ivy's own lists keep the half-precision dtypes the backend has.
    assert {str(d) for d in ivy.valid_dtypes} & extras
    assert set(info.dtypes()) == {str(d) for d in ivy.valid_dtypes} & STANDARD


def test_info_answers_for_the_backend_in_force(backend):
    from api_helpers import installed_backends

    for other in installed_backends():
        with ivy.using_backend(other):
            info = ivy.__array_namespace_info__()
            valid = {str(d) for d in ivy.valid_dtypes} & STANDARD
        assert set(info.dtypes()) == valid
        assert other in repr(info)


def test_namespace_info_errors(backend):
    info = ivy.__array_namespace_info__()
    with pytest.raises(ValueError, match="dtypes"):
        info.dtypes(kind="floating")
    with pytest.raises(ValueError, match="dtypes"):
        info.dtypes(kind=("bool", 3))
    with pytest.raises(ValueError, match="default_dtypes"):
        info.default_dtypes(device="gpu:9")
    with pytest.raises(ValueError, match="dtypes"):
        info.dtypes(device="gpu:9")
