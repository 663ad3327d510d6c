"""Creation functions: dtype inference, ``dtype=``, values, shapes, the
``*_like`` functions, arange, linspace, logspace, eye, meshgrid, tril, triu,
from_dlpack; and the conversions to_numpy, to_scalar, to_native. Values are
compared with NumPy."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import (
    SETTINGS,
    assert_values,
    dtype_ids,
    installed_backends,
    kind,
    make,
    np_arrays,
    np_dtype,
    py,
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


def _values(dtype, n: int) -> list:
    """``n`` distinct-ish small Python values of ``dtype`` (no zeros: a zero
    kept by tril/triu would look like one it set)."""
    k = kind(dtype)
    if k == "bool":
        return [True] * n
    if k in ("signed", "unsigned"):
        return [i % 7 + 1 for i in range(n)]
    if k == "float":
        return [(i % 7) + 0.5 for i in range(n)]
    return [complex(i % 5 + 1, -(i % 3) - 0.5) for i in range(n)]


def _array(dtype, shape):
    n = int(np.prod(shape)) if shape else 1
    flat = _values(dtype, n)
    ref = np.array(flat, dtype=np_dtype(dtype)).reshape(shape)
    return ivy.reshape(make(flat, dtype), shape), ref


def test_fixture_sets_backend(backend):
    assert ivy.current_backend_str() == backend
    x = ivy.asarray([1, 2])
    assert x.backend == backend
    assert isinstance(x.to_native(), ivy.NativeArray)


# --- default dtype inference --------------------------------------------------------------

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


# --- asarray ------------------------------------------------------------------------------


def test_asarray_of_a_range_is_its_ints(backend):
    """A ``range`` holds Python ints: it infers the default int (int64 past
    int32), as the list of its values does, and is checked as one (it was
    read as no values, in the default float: ``range(2**40, 2**40 + 2)``
    came back as two equal floats)."""
    r = ivy.asarray(range(5, 0, -2))
    assert (r.dtype, r.tolist()) == (ivy.default_int_dtype(), [5, 3, 1])
    big = ivy.asarray(range(2**40, 2**40 + 2))
    assert (big.dtype, big.tolist()) == (ivy.int64, [2**40, 2**40 + 1])
    assert ivy.asarray(range(0)).dtype == ivy.asarray([]).dtype
    assert ivy.asarray(range(3), dtype="float32").tolist() == [0.0, 1.0, 2.0]
    assert ivy.asarray([range(2), range(2)]).tolist() == [[0, 1], [0, 1]]
    with pytest.raises(OverflowError):
        ivy.asarray(range(300), dtype="int8")
    with pytest.raises(ValueError, match="copy"):
        ivy.asarray(range(3), copy=False)


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
    assert py(float, s) == 2.5
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


# --- zeros, ones, empty, full and the *_like functions ------------------------------------


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


@pytest.mark.parametrize("fn", ["asarray", "full"])
def test_floats_past_float32_round_as_ieee(backend, fn):
    # A float that rounds to float32's largest value gives it; one past that gives inf
    # (NumPy's cast); torch's scalar_tensor and full refused both.
    import warnings

    top = float(np.finfo(np.float32).max)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # NumPy's overflow warning
        for value, expected in ((3.402823466385289e38, top), (1e39, np.inf), (-1e39, -np.inf)):
            got = ivy.asarray(value, dtype=ivy.float32) if fn == "asarray" else ivy.full((2,), value, dtype=ivy.float32)
            np.testing.assert_array_equal(ivy.to_numpy(got), np.full(() if fn == "asarray" else (2,), expected, np.float32))


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


# --- arange, linspace, logspace -----------------------------------------------------------


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


@pytest.mark.parametrize(
    "dtype", REAL_FLOATS + ivy.all_complex_dtypes, ids=dtype_ids(REAL_FLOATS + ivy.all_complex_dtypes)
)
def test_linspace(backend, dtype):
    require_valid(dtype)
    x = ivy.linspace(0, 2, 5, dtype=dtype)
    assert_values(x, np.linspace(0, 2, 5), dtype)
    y = ivy.linspace(0, 2, 4, endpoint=False, dtype=dtype)
    assert_values(y, np.linspace(0, 2, 4, endpoint=False), dtype)
    assert ivy.linspace(1, 2, 1, dtype=dtype).shape == (1,)
    assert ivy.linspace(1, 2, 0, dtype=dtype).shape == (0,)


def test_linspace_ends_on_stop_when_start_is_far_larger(backend):
    """The last value is ``stop`` itself, as NumPy and the standard give it,
    also where ``start + (num - 1) * step`` rounds away from it (Dask's did)."""
    start, stop = -3.286181327231134e107, 3.296032412073847e16
    x = ivy.linspace(start, stop, 102, dtype="float64")
    assert py(float, x[-1]) == stop
    assert py(float, x[0]) == start


def test_linspace_complex_values(backend):
    x = ivy.linspace(0, 2 + 2j, 3)
    assert_values(x, np.linspace(0, 2 + 2j, 3), "complex64")


LOGSPACE_CASES = [
    (0, 3, 4, {}),
    (1.0, -1.0, 5, {}),
    (0, 2, 3, {"base": 2}),
    (0, 1, 4, {"endpoint": False}),
    (2, 2, 1, {}),
    (0, 1, 0, {}),
    (-1, 1, 3, {"base": 0.5, "axis": -1}),
]


@pytest.mark.parametrize("start,stop,num,kwargs", LOGSPACE_CASES)
def test_logspace_values(backend, start, stop, num, kwargs):
    np_kwargs = {k: v for k, v in kwargs.items() if k != "axis"}
    expected = np.logspace(start, stop, num, **np_kwargs)
    assert_values(ivy.logspace(start, stop, num, **kwargs), expected, "float32")
    assert_values(ivy.logspace(start, stop, num, dtype="float64", **kwargs), expected, "float64")


@pytest.mark.parametrize("dtype", ["int32", "int64", "uint8", "float16", "bfloat16"])
def test_logspace_dtypes(backend, dtype):
    require_valid(dtype)
    r = ivy.logspace(0, 2, 3, dtype=dtype)
    assert_values(r, np.logspace(0, 2, 3).astype(np_dtype(dtype)), dtype)


def test_logspace_complex(backend):
    r = ivy.logspace(0, 1j, 3)
    assert r.dtype == ivy.default_complex_dtype()
    assert_values(r, np.logspace(0, 1j, 3), "complex64")
    r = ivy.logspace(0, 2, 3, dtype="complex128")
    assert_values(r, np.logspace(0, 2, 3), "complex128")


def test_logspace_errors(backend):
    with pytest.raises(ValueError, match="axis"):
        ivy.logspace(0, 1, 3, axis=1)


# --- eye ----------------------------------------------------------------------------------

EYE_CASES = [(3, None, 0), (2, 4, 1), (4, 2, -1), (3, 3, 5), (3, 3, -5), (0, None, 0), (1, 0, 0), (5, 3, -2)]


@pytest.mark.parametrize("n_rows,n_cols,k", EYE_CASES)
def test_eye_values(backend, n_rows, n_cols, k):
    r = ivy.eye(n_rows, n_cols, k=k)
    assert_values(r, np.eye(n_rows, n_cols, k=k), "float32")


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_eye_dtypes(backend, dtype):
    require_valid(dtype)
    r = ivy.eye(3, 4, k=1, dtype=dtype)
    assert r.dtype == dtype and r.shape == (3, 4)
    assert_values(r, np.eye(3, 4, k=1), dtype)


def test_eye_follows_default_float(backend):
    with ivy.using_default_dtypes(float="float64"):
        assert ivy.eye(2).dtype == "float64"


@pytest.mark.parametrize(
    "args,kwargs,error",
    [((-1,), {}, ValueError), ((2, -3), {}, ValueError), ((1.5,), {}, TypeError),
     ((True,), {}, TypeError), ((2,), {"k": 0.5}, TypeError)],
)  # fmt: skip
def test_eye_errors(backend, args, kwargs, error):
    with pytest.raises(error, match="eye"):
        ivy.eye(*args, **kwargs)


# --- meshgrid -----------------------------------------------------------------------------


@pytest.mark.parametrize("indexing", ["xy", "ij"])
@pytest.mark.parametrize("lengths", [(3,), (2, 3), (3, 1, 2), (0, 2)])
def test_meshgrid_values(backend, indexing, lengths):
    refs = [np.arange(1, n + 1, dtype=np.float32) * (i + 1) for i, n in enumerate(lengths)]
    grids = ivy.meshgrid(*[ivy.asarray(r.tolist(), dtype="float32") for r in refs], indexing=indexing)
    expected = np.meshgrid(*refs, indexing=indexing)
    assert type(grids) is list and len(grids) == len(lengths)
    for g, e in zip(grids, expected, strict=True):
        assert_values(g, e, "float32")


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_meshgrid_dtypes(backend, dtype):
    require_valid(dtype)
    a, ra = _array(dtype, (3,))
    b, rb = _array(dtype, (2,))
    for indexing in ("xy", "ij"):
        grids = ivy.meshgrid(a, b, indexing=indexing)
        for g, e in zip(grids, np.meshgrid(ra, rb, indexing=indexing), strict=True):
            assert_values(g, e, dtype)


def test_meshgrid_promotes(backend):
    grids = ivy.meshgrid(ivy.asarray([1, 2], dtype="int8"), ivy.asarray([0.5], dtype="float32"))
    expected = ivy.promote_types("int8", "float32")
    assert [g.dtype for g in grids] == [expected, expected]
    assert_values(grids[0], [[1.0, 2.0]], expected)


def test_meshgrid_grids_own_their_memory(backend):
    """Each grid is a full array: writing one through out= leaves the others alone."""
    x, y = ivy.meshgrid(ivy.asarray([1.0, 2.0, 3.0]), ivy.asarray([4.0, 5.0]))
    ivy.add(x, 10.0, out=x)
    assert_values(x, [[11.0, 12.0, 13.0]] * 2, "float32")
    assert_values(y, [[4.0] * 3, [5.0] * 3], "float32")


def test_meshgrid_returns_a_list(backend):
    """Regression (issue 9): the 2024.12 signature returns ``List[array]``."""
    assert ivy.__array_api_version__ == "2024.12"
    for arrays in ([ivy.asarray([1, 2])], [ivy.asarray([1, 2]), ivy.asarray([1.5, 2.5, 3.5])]):
        grids = ivy.meshgrid(*arrays, indexing="ij")
        assert type(grids) is list and len(grids) == len(arrays)
        assert all(type(g) is ivy.Array for g in grids)


def test_meshgrid_errors(backend):
    with pytest.raises(ValueError, match="one-dimensional"):
        ivy.meshgrid(ivy.ones((2, 2)), ivy.ones(3))
    with pytest.raises(ValueError, match="one-dimensional"):
        ivy.meshgrid(ivy.asarray(1.0))
    with pytest.raises(ValueError, match="indexing"):
        ivy.meshgrid(ivy.ones(2), indexing="xz")


# --- tril / triu --------------------------------------------------------------------------

TRI_SHAPES = [(3, 4), (4, 3), (2, 3, 3), (0, 2), (2, 0, 3)]


@pytest.mark.parametrize("k", [-2, -1, 0, 1, 5])
@pytest.mark.parametrize("shape", TRI_SHAPES, ids=str)
def test_tril_triu_values(backend, shape, k):
    x, ref = _array("float32", shape)
    assert_values(ivy.tril(x, k=k), np.tril(ref, k=k), "float32")
    assert_values(ivy.triu(x, k=k), np.triu(ref, k=k), "float32")


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_tril_triu_dtypes(backend, dtype):
    require_valid(dtype)
    x, ref = _array(dtype, (2, 3, 4))
    for k in (-1, 1):
        assert_values(ivy.tril(x, k=k), np.tril(ref, k=k), dtype)
        assert_values(ivy.triu(x, k=k), np.triu(ref, k=k), dtype)


def test_tril_triu_keep_nan_and_inf(backend):
    x = ivy.asarray([[np.nan, np.inf], [-np.inf, np.nan]])
    got = to_np(ivy.tril(x))
    np.testing.assert_array_equal(got, np.array([[np.nan, 0.0], [-np.inf, np.nan]], dtype=np.float32))


def test_tril_triu_out(backend):
    x, ref = _array("float32", (3, 3))
    out = ivy.zeros((3, 3))
    r = ivy.triu(x, k=1, out=out)
    assert r is out
    assert_values(out, np.triu(ref, k=1), "float32")


@pytest.mark.parametrize("fn", ["tril", "triu"])
def test_tril_triu_errors(backend, fn):
    f = getattr(ivy, fn)
    with pytest.raises(ValueError, match=fn):
        f(ivy.ones(3))
    with pytest.raises(ValueError, match=fn):
        f(ivy.asarray(1.0))
    with pytest.raises(TypeError, match=fn):
        f(ivy.ones((2, 2)), k=1.5)


# --- from_dlpack --------------------------------------------------------------------------

DLPACK_DTYPES = [d for d in ALL if d != "bfloat16"]  # NumPy has no DLPack bfloat16


@pytest.mark.parametrize("dtype", DLPACK_DTYPES, ids=dtype_ids(DLPACK_DTYPES))
def test_from_dlpack_numpy_source(backend, dtype):
    require_valid(dtype)
    src = np.array(_values(dtype, 6), dtype=np_dtype(dtype)).reshape(2, 3)
    r = ivy.from_dlpack(src)
    assert isinstance(r, ivy.Array) and r.backend == backend
    assert_values(r, src, dtype)


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_from_dlpack_own_arrays(backend, dtype):
    require_valid(dtype)
    x, ref = _array(dtype, (2, 2))
    for source in (x, x.to_native()):
        for copy in (None, True):
            r = ivy.from_dlpack(source, copy=copy)
            assert r.backend == backend
            assert_values(r, ref, dtype)


@pytest.mark.parametrize("max_version", [(0, 0), (0, 8), (1, 0), (2, 0)])
def test_dlpack_export_for_every_consumer_version(backend, max_version):
    """``__dlpack__(max_version=...)`` exports a capsule a consumer of that
    DLPack version reads: before 1.0 the unversioned one (JAX refused
    versions below 0.5 by name)."""
    x = ivy.asarray([1.0, 2.0], dtype="float32")
    capsule = x.__dlpack__(max_version=max_version)
    assert type(capsule).__name__ == "PyCapsule"
    if max_version[0] < 1:
        assert repr(capsule).startswith('<capsule object "dltensor"')


def test_from_dlpack_between_backends(backend):
    for other in installed_backends():
        with ivy.using_backend(other):
            src = ivy.asarray([[1.5, 2.5], [3.5, 4.5]], dtype="float64")
        r = ivy.from_dlpack(src)
        assert r.backend == backend, other
        assert_values(r, [[1.5, 2.5], [3.5, 4.5]], "float64")


def test_from_dlpack_of_strided_numpy_arrays(backend):
    """Views with strides (a column slice, a reversed array): XLA imports only
    row-major DLPack buffers, so the JAX backend reads these through NumPy."""
    base = np.arange(16.0).reshape(4, 4)
    for view in (base[:, ::2], base[::-1], base.T):
        r = ivy.from_dlpack(view)
        assert_values(r, view.copy(), "float64")


def test_from_dlpack_of_a_numpy_bfloat16_array(backend):
    """NumPy cannot export ml_dtypes' bfloat16 over DLPack: a backend reads it
    another way, or refuses it with a typed error naming the call."""
    require_valid("bfloat16")
    ml_dtypes = pytest.importorskip("ml_dtypes")
    src = np.array([1.5, -2.0], dtype=ml_dtypes.bfloat16)
    try:
        r = ivy.from_dlpack(src)
    except ivy.IvyError as exc:
        assert f"ivy_core.from_dlpack (backend '{backend}')" in str(exc)
    else:
        assert r.dtype == "bfloat16" and r.tolist() == [1.5, -2.0]


def test_from_dlpack_copy_true_is_independent(backend):
    src = np.arange(6.0)
    r = ivy.from_dlpack(src, copy=True)
    src[0] = 100.0
    assert_values(r, np.arange(6.0), "float64")


def test_from_dlpack_copy_false(backend):
    src = np.arange(4.0)
    if backend in ("numpy", "torch"):  # CPU frameworks that share host memory
        r = ivy.from_dlpack(src, copy=False)
        src[1] = 42.0
        assert to_np(r)[1] == 42.0
    elif backend in ("jax", "tensorflow"):  # immutable arrays never share a producer's memory
        with pytest.raises(ValueError, match="copy=False"):
            ivy.from_dlpack(src, copy=False)


def test_from_dlpack_errors(backend):
    with pytest.raises(TypeError, match="from_dlpack"):
        ivy.from_dlpack([1, 2])
    with pytest.raises(ValueError, match="from_dlpack"):
        ivy.from_dlpack(np.arange(3), device="gpu:7")


# --- device and dtype arguments -----------------------------------------------------------


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


# --- conversions --------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_to_numpy(backend, dtype):
    require_valid(dtype)
    x, ref = _array(dtype, (2, 3))
    for source in (x, x.to_native()):
        got = ivy.to_numpy(source)
        assert isinstance(got, np.ndarray)
        assert got.dtype.name == str(dtype) and got.shape == (2, 3)
        np.testing.assert_array_equal(got.astype(np_dtype(dtype)), ref)


def test_to_numpy_copy(backend):
    x = ivy.asarray([1.0, 2.0])
    got = ivy.to_numpy(x)
    got[0] = 50.0
    assert to_np(x)[0] == 1.0
    assert np.array_equal(ivy.to_numpy(x, copy=False), [1.0, 2.0])


@pytest.mark.parametrize(
    "dtype,value,py",
    [("bool", True, bool), ("int8", -3, int), ("uint8", 200, int), ("int64", 2**40, int),
     ("float32", 1.5, float), ("bfloat16", 0.5, float), ("float64", -2.25, float),
     ("complex64", 1 - 2j, complex)],
)  # fmt: skip
def test_to_scalar(backend, dtype, value, py):
    require_valid(dtype)
    for shape in ((), (1,), (1, 1)):
        x = ivy.full(shape, value, dtype=dtype)
        got = ivy.to_scalar(x)
        assert type(got) is py and got == value
    assert ivy.to_scalar(ivy.full((), value, dtype=dtype).to_native()) == value


def test_to_scalar_errors(backend):
    with pytest.raises(ValueError, match="to_scalar"):
        ivy.to_scalar(ivy.ones(2))
    with pytest.raises(ValueError, match="to_scalar"):
        ivy.to_scalar(ivy.ones((0,)))
    with pytest.raises(TypeError, match="to_scalar"):
        ivy.to_scalar(3.0)
    with pytest.raises(TypeError, match="to_numpy"):
        ivy.to_numpy([1, 2])


def test_to_native(backend):
    x = ivy.asarray([1, 2])
    native = ivy.to_native(x)
    assert isinstance(native, ivy.NativeArray) and native is x.to_native()
    assert ivy.to_native(native) is native
    assert ivy.to_native(3) == 3
    nested = ivy.to_native({"a": [x, (x, 1)], "b": x}, nested=True)
    assert nested["a"][0] is native and nested["a"][1][0] is native and nested["a"][1][1] == 1
    assert isinstance(nested["a"][1], tuple) and nested["b"] is native
    shallow = ivy.to_native([x])
    assert shallow[0] is x
