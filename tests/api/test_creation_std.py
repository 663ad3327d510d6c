"""Creation functions of the standard beyond the basics: eye, meshgrid, tril,
triu, from_dlpack, logspace; and the conversions to_numpy, to_scalar,
to_native. Values are compared with NumPy."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import assert_values, dtype_ids, kind, make, np_dtype, require_valid, to_np

import ivy_core as ivy

ALL = ivy.all_dtypes


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


# --- eye ---------------------------------------------------------------------------------

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


# --- meshgrid ------------------------------------------------------------------------------


@pytest.mark.parametrize("indexing", ["xy", "ij"])
@pytest.mark.parametrize("lengths", [(3,), (2, 3), (3, 1, 2), (0, 2)])
def test_meshgrid_values(backend, indexing, lengths):
    refs = [np.arange(1, n + 1, dtype=np.float32) * (i + 1) for i, n in enumerate(lengths)]
    grids = ivy.meshgrid(*[ivy.asarray(r.tolist(), dtype="float32") for r in refs], indexing=indexing)
    expected = np.meshgrid(*refs, indexing=indexing)
    assert isinstance(grids, tuple) and len(grids) == len(lengths)
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


def test_meshgrid_errors(backend):
    with pytest.raises(ValueError, match="one-dimensional"):
        ivy.meshgrid(ivy.ones((2, 2)), ivy.ones(3))
    with pytest.raises(ValueError, match="one-dimensional"):
        ivy.meshgrid(ivy.asarray(1.0))
    with pytest.raises(ValueError, match="indexing"):
        ivy.meshgrid(ivy.ones(2), indexing="xz")


# --- tril / triu -----------------------------------------------------------------------------

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


# --- from_dlpack -------------------------------------------------------------------------------

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


def test_from_dlpack_between_backends(backend):
    from api_helpers import installed_backends

    for other in installed_backends():
        with ivy.using_backend(other):
            src = ivy.asarray([[1.5, 2.5], [3.5, 4.5]], dtype="float64")
        r = ivy.from_dlpack(src)
        assert r.backend == backend, other
        assert_values(r, [[1.5, 2.5], [3.5, 4.5]], "float64")


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
    elif backend == "tensorflow":  # never shares foreign host memory
        with pytest.raises(ValueError, match="copy=False"):
            ivy.from_dlpack(src, copy=False)


def test_from_dlpack_errors(backend):
    with pytest.raises(TypeError, match="from_dlpack"):
        ivy.from_dlpack([1, 2])
    with pytest.raises(ValueError, match="from_dlpack"):
        ivy.from_dlpack(np.arange(3), device="gpu:7")


# --- logspace ------------------------------------------------------------------------------------

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


# --- conversions ---------------------------------------------------------------------------------


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
