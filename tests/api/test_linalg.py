"""Linear algebra: matmul (shapes: 2-D, 1-D, batched with broadcasting;
promotion; values), the linalg extension (``ivy_core.linalg.<name>``) and the
main-namespace linear algebra (matrix_transpose, tensordot, vecdot, diag,
trace): values against NumPy in float64/complex128, result dtypes,
reconstruction properties for the factorisations (their vectors are
determined only up to a unit factor), shapes and errors."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import (
    SETTINGS,
    SHAPE_ERRORS,
    assert_values,
    declared_unsupported,
    dtype_ids,
    float_result_dtype,
    kind,
    make,
    np_arrays,
    py,
    ref,
    require_valid,
    sum_dtype,
)
from hypothesis import given
from hypothesis import strategies as st

import ivy_core as ivy

NUMERIC = ivy.all_numeric_dtypes

L = ivy.linalg

FLOATS = ["float32", "float64", "complex64", "complex128"]

EXTENSION = [
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matmul", "matrix_norm",
    "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr", "slogdet", "solve",
    "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm",
]  # fmt: skip


def _real(d):
    return {"complex64": "float32", "complex128": "float64"}.get(str(d), str(d))


def _tol(d):
    return (2e-4, 2e-4) if _real(d) == "float32" else (1e-9, 1e-9)


def _mat(d, shape, seed=0):
    """Well-conditioned values: a random matrix plus a multiple of the identity."""
    rng = np.random.default_rng(seed)
    a = rng.uniform(-1, 1, shape)
    if kind(d) == "complex":
        a = a + 1j * rng.uniform(-1, 1, shape)
    if len(shape) >= 2 and shape[-1] == shape[-2]:
        a = a + 3 * np.eye(shape[-1])
    return a


def _hermitian_pd(d, shape, seed=0):
    a = _mat(d, shape, seed)
    return a @ np.conj(np.swapaxes(a, -1, -2)) + shape[-1] * np.eye(shape[-1])


def _close(r, expected, d):
    rtol, atol = _tol(d)
    assert_values(r, expected, ivy.Dtype(str(r.dtype)), rtol=rtol, atol=atol)


# --- matmul -------------------------------------------------------------------------------


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
    [
        ((2, 3), (3, 4)),
        ((3,), (3,)),
        ((3,), (3, 2)),
        ((2, 3), (3,)),
        ((2, 2, 3), (3, 1)),
        ((1, 2, 3), (4, 3, 2)),
        ((2, 0), (0, 3)),
        ((0, 3), (3, 2)),
    ],
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


@pytest.mark.parametrize(
    "d1,d2",
    [
        ("int32", "float32"),
        ("int8", "uint8"),
        ("float16", "float32"),
        ("float32", "complex64"),
        ("int64", "float64"),
        ("bool", "int32"),
    ],
)
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


# --- the extension namespace --------------------------------------------------------------


def test_extension_namespace():
    for name in EXTENSION:
        fn = getattr(L, name)
        assert callable(fn), name
        assert getattr(ivy, name) is fn, name
    assert "cholesky" in L.__all__ and "svd" in L.__all__


# --- factorisations and solvers -----------------------------------------------------------


@pytest.mark.parametrize("dtype", FLOATS)
def test_det_inv_slogdet(backend, dtype):
    a = _mat(dtype, (2, 3, 3))
    x = ivy.asarray(a, dtype=dtype)
    _close(L.det(x), np.linalg.det(a), dtype)
    assert L.det(x).dtype == dtype
    _close(L.inv(x), np.linalg.inv(a), dtype)
    s = L.slogdet(x)
    assert type(s).__name__ == "SlogdetResult" and s._fields == ("sign", "logabsdet")
    ref = np.linalg.slogdet(a)
    assert s.sign.dtype == dtype and s.logabsdet.dtype == _real(dtype)
    _close(s.sign, ref.sign, dtype)
    _close(s.logabsdet, ref.logabsdet, dtype)


@pytest.mark.parametrize("dtype", FLOATS)
def test_cholesky(backend, dtype):
    a = _hermitian_pd(dtype, (2, 3, 3))
    x = ivy.asarray(a, dtype=dtype)
    lo = L.cholesky(x)
    _close(lo, np.linalg.cholesky(a), dtype)
    up = L.cholesky(x, upper=True)
    _close(up, np.conj(np.swapaxes(np.linalg.cholesky(a), -1, -2)), dtype)


@pytest.mark.parametrize("dtype", FLOATS)
def test_eigh_reconstructs(backend, dtype):
    a = _hermitian_pd(dtype, (2, 4, 4))
    x = ivy.asarray(a, dtype=dtype)
    r = L.eigh(x)
    assert r._fields == ("eigenvalues", "eigenvectors")
    assert r.eigenvalues.dtype == _real(dtype) and r.eigenvectors.dtype == dtype
    w, v = np.asarray(r.eigenvalues), np.asarray(r.eigenvectors)
    _close(r.eigenvalues, np.linalg.eigvalsh(a), dtype)
    rtol, atol = _tol(dtype)
    np.testing.assert_allclose(a @ v, v * w[..., None, :], rtol=rtol * 50, atol=atol * 50)
    np.testing.assert_allclose(
        np.conj(np.swapaxes(v, -1, -2)) @ v, np.broadcast_to(np.eye(4), (2, 4, 4)), atol=atol * 10
    )
    _close(L.eigvalsh(x), np.linalg.eigvalsh(a), dtype)


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("shape", [(3, 3), (2, 4, 3), (3, 5)], ids=str)
def test_svd_reconstructs(backend, dtype, shape):
    a = _mat(dtype, shape, seed=1)
    x = ivy.asarray(a, dtype=dtype)
    k = min(shape[-2:])
    for full in (True, False):
        r = L.svd(x, full_matrices=full)
        assert r._fields == ("U", "S", "Vh")
        u, s, vh = (np.asarray(t) for t in r)
        assert r.S.dtype == _real(dtype) and r.U.dtype == dtype and r.Vh.dtype == dtype
        m, n = shape[-2:]
        assert u.shape[-2:] == ((m, m) if full else (m, k)) and vh.shape[-2:] == ((n, n) if full else (k, n))
        rtol, atol = _tol(dtype)
        np.testing.assert_allclose(
            (u[..., :, :k] * s[..., None, :]) @ vh[..., :k, :], a, rtol=rtol * 10, atol=atol * 10
        )
        assert np.all(np.diff(s, axis=-1) <= 0)  # descending
    _close(L.svdvals(x), np.linalg.svd(a, compute_uv=False), dtype)


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("shape", [(3, 3), (4, 2), (2, 2, 3)], ids=str)
def test_qr_reconstructs(backend, dtype, shape):
    a = _mat(dtype, shape, seed=2)
    x = ivy.asarray(a, dtype=dtype)
    m, n = shape[-2:]
    rtol, atol = _tol(dtype)
    for mode in ("reduced", "complete"):
        q, r = L.qr(x, mode=mode)
        assert q.dtype == dtype and r.dtype == dtype
        k = min(m, n) if mode == "reduced" else m
        assert q.shape[-2:] == (m, k) and r.shape[-2:] == (k, n)
        qn, rn = np.asarray(q), np.asarray(r)
        np.testing.assert_allclose(qn @ rn, a, rtol=rtol * 10, atol=atol * 10)
        np.testing.assert_allclose(
            np.conj(np.swapaxes(qn, -1, -2)) @ qn,
            np.broadcast_to(np.eye(k), qn.shape[:-2] + (k, k)),
            atol=atol * 10,
        )
        assert np.allclose(np.tril(rn, -1), 0)
    with pytest.raises(ValueError):
        L.qr(x, mode="raw")


@pytest.mark.parametrize("dtype", FLOATS)
def test_solve(backend, dtype):
    a = _mat(dtype, (2, 3, 3))
    x1 = ivy.asarray(a, dtype=dtype)
    b = _mat(dtype, (3, 2), seed=5)
    # a matrix right-hand side broadcast over the stack
    _close(L.solve(x1, ivy.asarray(b, dtype=dtype)), np.linalg.solve(a, b), dtype)
    # a 1-D right-hand side is one vector
    v = _mat(dtype, (3,), seed=6)
    _close(L.solve(x1, ivy.asarray(v, dtype=dtype)), np.linalg.solve(a, v), dtype)
    # x2 of shape x1.shape[:-1] is a stack of matrices (not of vectors)
    sq = _mat(dtype, (3, 3, 3), seed=7)
    rhs = _mat(dtype, (3, 3), seed=8)
    r = L.solve(ivy.asarray(sq, dtype=dtype), ivy.asarray(rhs, dtype=dtype))
    _close(r, np.linalg.solve(sq, rhs), dtype)
    assert r.shape == (3, 3, 3)


@pytest.mark.parametrize(("s1", "s2"), [((0, 2, 3, 3), (3, 0)), ((0, 3, 3), (3,)), ((2, 0, 0), (2, 0, 4))])
def test_solve_empty(backend, s1, s2):
    """Empty stacks and empty right-hand sides give NumPy's empty result
    (Dask's automatic chunking divided by the empty block's size)."""
    a, b = np.zeros(s1), np.zeros(s2)
    r = L.solve(ivy.asarray(a), ivy.asarray(b))
    assert r.shape == np.linalg.solve(a, b).shape
    assert_values(r, np.linalg.solve(a, b))


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex128"])
def test_pinv_rtol_array(backend, dtype):
    """Regression (issue 9): an ``Array`` rtol (the standard allows
    ``float | array``) reaches every backend unwrapped."""
    a = np.array([[2.0, 0.0, 0.0], [0.0, 1e-3, 0.0]])  # singular values 2 and 1e-3
    x = ivy.asarray(a, dtype=dtype)
    rtol = ivy.asarray(0.01, dtype=_real(dtype))
    assert rtol.ndim == 0
    r = L.pinv(x, rtol=rtol)
    assert r.dtype == ivy.Dtype(dtype) and r.shape == (3, 2)
    _close(r, np.linalg.pinv(a, rcond=0.01), dtype)
    _close(r, [[0.5, 0.0], [0.0, 0.0], [0.0, 0.0]], dtype)
    _close(L.pinv(x, rtol=0.01), np.asarray(r), dtype)
    # a small rtol keeps the small singular value
    _close(L.pinv(x, rtol=ivy.asarray(1e-6, dtype=_real(dtype))), np.linalg.pinv(a), dtype)


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex128"])
def test_pinv_matrix_power_rank(backend, dtype):
    a = _mat(dtype, (4, 3), seed=3)
    x = ivy.asarray(a, dtype=dtype)
    _close(L.pinv(x), np.linalg.pinv(a), dtype)
    sq = ivy.asarray(_mat(dtype, (2, 3, 3)), dtype=dtype)
    for n in (0, 1, 3, -2):
        _close(L.matrix_power(sq, n), np.linalg.matrix_power(np.asarray(sq), n), dtype)
    # rank: a rank-2 4x3 matrix (third column the sum of the first two)
    a2 = a.copy()
    a2[:, 2] = a2[:, 0] + a2[:, 1]
    r = L.matrix_rank(ivy.asarray(a2, dtype=dtype))
    assert r.dtype == ivy.default_int_dtype() and py(int, r) == 2
    assert py(int, L.matrix_rank(x)) == 3
    stack = ivy.asarray(np.stack([a, a2]), dtype=dtype)
    np.testing.assert_array_equal(np.asarray(L.matrix_rank(stack)), [3, 2])
    # a huge rtol leaves only the singular values equal to the largest
    assert py(int, L.matrix_rank(x, rtol=0.9999999)) == 1
    assert L.matrix_rank(ivy.zeros((2, 0, 3))).shape == (2,)


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex128"])
@pytest.mark.parametrize("ord", ["fro", "nuc", 1, -1, 2, -2, float("inf"), -float("inf")], ids=str)
def test_matrix_norm(backend, dtype, ord):
    a = _mat(dtype, (2, 3, 4), seed=4)
    x = ivy.asarray(a, dtype=dtype)
    r = L.matrix_norm(x, ord=ord)
    assert r.dtype == _real(dtype)
    _close(r, np.linalg.matrix_norm(a, ord=ord), dtype)
    assert L.matrix_norm(x, ord=ord, keepdims=True).shape == (2, 1, 1)


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "complex64", "complex128"])
@pytest.mark.parametrize("ord", [2, 1, 0, 3, 0.5, float("inf"), -float("inf")], ids=str)
def test_vector_norm(backend, dtype, ord):
    a = _mat(dtype, (2, 3, 4), seed=9)
    a[0, 0, 0] = 0
    x = ivy.asarray(a, dtype=dtype)
    ref = np.asarray(x).astype("complex128" if kind(dtype) == "complex" else "float64")
    rtol = 1e-2 if dtype == "float16" else None
    for axis, keepdims in ((None, False), (-1, False), ((0, 2), True), (1, True)):
        r = L.vector_norm(x, axis=axis, keepdims=keepdims, ord=ord)
        expected = np.linalg.vector_norm(ref, axis=axis, keepdims=keepdims, ord=ord)
        assert r.dtype == _real(dtype)
        assert_values(
            r, expected, ivy.Dtype(_real(dtype)), rtol=rtol or _tol(dtype)[0], atol=rtol or _tol(dtype)[1]
        )
    assert L.vector_norm(ivy.asarray(-3.0)).shape == ()
    assert py(float, L.vector_norm(ivy.asarray(-3.0))) == 3.0


def test_integer_input_is_computed_in_default_float(backend):
    x = ivy.asarray([[2, 1], [1, 3]], dtype="int32")
    assert_values(L.det(x), np.array(5.0), "float32")
    assert_values(L.inv(x), np.linalg.inv(np.array([[2.0, 1], [1, 3]])), "float32", rtol=1e-5)
    assert_values(L.vector_norm(x), np.array(np.sqrt(15.0)), "float32")
    assert L.eigvalsh(x).dtype == "float32" and L.svdvals(x).dtype == "float32"
    assert L.solve(x, ivy.asarray([1, 2])).dtype == "float32"
    assert L.matrix_power(x, 2).dtype == float_result_dtype("int32")
    with ivy.using_default_dtypes(float="float64"):
        assert L.det(x).dtype == "float64"


def test_errors(backend):
    rect = ivy.ones((2, 3))
    for fn in (L.det, L.inv, L.cholesky, L.eigvalsh, L.slogdet):
        with pytest.raises(SHAPE_ERRORS):
            fn(rect)
    with pytest.raises(SHAPE_ERRORS):
        L.matrix_power(rect, 2)
    with pytest.raises(SHAPE_ERRORS):
        L.solve(ivy.ones((3, 3)), ivy.ones((2,)))
    with pytest.raises(SHAPE_ERRORS):
        L.cross(ivy.ones((4,)), ivy.ones((4,)))
    with pytest.raises(SHAPE_ERRORS):
        L.outer(ivy.ones((2, 2)), ivy.ones((2,)))
    with pytest.raises(SHAPE_ERRORS):
        L.svdvals(ivy.ones((3,)))
    with pytest.raises(SHAPE_ERRORS):
        ivy.matrix_transpose(ivy.ones((3,)))
    with pytest.raises(SHAPE_ERRORS):
        ivy.diag(ivy.ones((2, 2, 2)))
    with pytest.raises(SHAPE_ERRORS):
        L.vecdot(ivy.ones((3,)), ivy.ones((4,)))


# --- products and diagonals ---------------------------------------------------------------

INTS_AND_FLOATS = ["int8", "int32", "uint8", "int64", "float32", "float64", "complex128"]


def _ints(d, shape, seed=0):
    rng = np.random.default_rng(seed)
    a = rng.integers(0 if kind(d) == "unsigned" else -4, 5, shape)
    if kind(d) == "complex":
        return a + 1j * rng.integers(-3, 4, shape)
    return a.astype("float64") if kind(d) == "float" else a


def _exact(r, expected, d):
    if kind(d) in ("signed", "unsigned"):
        expected = np.asarray(expected).astype(d)
    assert_values(r, expected, d)


@pytest.mark.parametrize("dtype", INTS_AND_FLOATS)
def test_tensordot(backend, dtype):
    a, b = _ints(dtype, (2, 3, 4)), _ints(dtype, (3, 4, 5), 1)
    x1, x2 = ivy.asarray(a, dtype=dtype), ivy.asarray(b, dtype=dtype)
    _exact(L.tensordot(x1, x2), np.tensordot(a, b), dtype)
    _exact(L.tensordot(x1, x2, axes=0), np.tensordot(a, b, axes=0), dtype)
    _exact(L.tensordot(x1, x2, axes=((1, 2), (0, 1))), np.tensordot(a, b, axes=((1, 2), (0, 1))), dtype)
    _exact(L.tensordot(x1, x2, axes=([1], [0])), np.tensordot(a, b, axes=([1], [0])), dtype)
    with pytest.raises(SHAPE_ERRORS):
        L.tensordot(x1, x2, axes=((0,), (0,)))


@pytest.mark.parametrize("dtype", INTS_AND_FLOATS)
def test_vecdot_outer_cross(backend, dtype):
    a, b = _ints(dtype, (2, 3)), _ints(dtype, (3,), 1)
    x1, x2 = ivy.asarray(a, dtype=dtype), ivy.asarray(b, dtype=dtype)
    # vecdot conjugates x1 and broadcasts
    _exact(L.vecdot(x1, x2), np.sum(np.conj(a) * b, axis=-1), dtype)
    _exact(L.vecdot(x1, x1, axis=0), np.sum(np.conj(a) * a, axis=0), dtype)
    _exact(L.outer(x2, x1[0]), np.outer(b, a[0]), dtype)
    _exact(L.cross(x1, x2), np.cross(a, b), dtype)
    _exact(
        L.cross(ivy.asarray(a.T, dtype=dtype), ivy.asarray(a.T[::-1], dtype=dtype), axis=0),
        np.cross(a.T, a.T[::-1], axis=0),
        dtype,
    )


def test_products_promote(backend):
    i = ivy.asarray([1, 2, 3], dtype="int8")
    f = ivy.asarray([0.5, 1.0, 2.0], dtype="float32")
    assert L.vecdot(i, f).dtype == "float32"
    assert L.outer(i, f).dtype == "float32"
    assert L.cross(i, f).dtype == "float32"
    assert L.tensordot(i, f, axes=1).dtype == "float32"


@pytest.mark.parametrize("dtype", ["bool", "int16", "uint8", "float32", "complex64"])
def test_transpose_diag_diagonal(backend, dtype):
    a = _ints(dtype, (2, 3, 4)) if dtype != "bool" else (_ints("int8", (2, 3, 4)) > 0)
    x = ivy.asarray(a, dtype=dtype)
    _exact(ivy.matrix_transpose(x), np.swapaxes(a, -1, -2), dtype)
    for off in (0, 1, -2, 5, -7):
        _exact(L.diagonal(x, offset=off), np.diagonal(a, off, -2, -1), dtype)
    _exact(L.diagonal(x, axis1=0, axis2=2), np.diagonal(a, 0, 0, 2), dtype)
    _exact(L.diagonal(x, offset=1, axis1=-1, axis2=0), np.diagonal(a, 1, -1, 0), dtype)
    for k in (0, 1, -1):
        _exact(ivy.diag(x[0], k=k), np.diag(a[0], k), dtype)
        _exact(ivy.diag(x[0, 0], k=k), np.diag(a[0, 0], k), dtype)


@pytest.mark.parametrize("dtype", ["bool", "int8", "uint8", "int64", "float32", "complex128"])
def test_trace(backend, dtype):
    a = _ints(dtype, (2, 3, 3)) if dtype != "bool" else (_ints("int8", (2, 3, 3)) > 0)
    x = ivy.asarray(a, dtype=dtype)
    expected_dtype = sum_dtype(dtype)
    if expected_dtype not in ivy.valid_dtypes:
        pytest.skip(f"{expected_dtype} is not a dtype of this backend")
    _exact(L.trace(x), np.trace(a, axis1=-2, axis2=-1).astype(np.dtype(str(expected_dtype))), expected_dtype)
    _exact(L.trace(x, offset=1), np.trace(a, 1, -2, -1).astype(np.dtype(str(expected_dtype))), expected_dtype)
    # Ivy's keywords pick other axes
    _exact(
        L.trace(x, axis1=0, axis2=1, offset=-1),
        np.trace(a, -1, 0, 1).astype(np.dtype(str(expected_dtype))),
        expected_dtype,
    )
    target = "complex128" if kind(dtype) == "complex" else "float64"
    assert L.trace(x, dtype=target).dtype == target


EMPTY_CASES = [
    ("cholesky", [(0, 0)], {}),
    ("inv", [(0, 0)], {}),
    ("inv", [(2, 0, 0)], {}),
    ("det", [(0, 0)], {}),
    ("solve", [(0, 0), (0,)], {}),
    ("solve", [(0, 0, 0), (1, 0, 0)], {}),
    ("eigvalsh", [(0, 0)], {}),
    ("pinv", [(0, 3)], {}),
    ("svdvals", [(2, 0)], {}),
    ("matrix_power", [(0, 0)], {"n": 2}),
]


@pytest.mark.parametrize(("name", "shapes", "kw"), EMPTY_CASES, ids=[f"{c[0]}-{c[1]}" for c in EMPTY_CASES])
def test_empty_matrices_give_numpys_result(backend, name, shapes, kw):
    """Matrices with a zero-length side: the result's shape and values are
    NumPy's (det of a 0x0 matrix is 1); Dask's gufuncs divided by the empty
    chunk size (ZeroDivisionError)."""
    args = [np.zeros(s, dtype=np.float64) for s in shapes]
    fn = getattr(L, name)
    np_fn = getattr(np.linalg, name)
    if "n" in kw:
        got, expected = fn(*[ivy.asarray(a) for a in args], kw["n"]), np_fn(*args, kw["n"])
    else:
        got, expected = fn(*[ivy.asarray(a) for a in args]), np_fn(*args)
    assert_values(got, expected, "float64")


def test_vecdot_reads_a_positive_axis_in_the_broadcast_shape(backend):
    # (2, 3) with (3,): axis 1 of the broadcast shape is the last one on every
    # backend (NumPy and JAX would read axis 1 of each array, which x2 lacks).
    a = np.arange(6.0).reshape(2, 3)
    b = np.array([1.0, 2.0, 3.0])
    x1, x2 = ivy.asarray(a, dtype="float32"), ivy.asarray(b, dtype="float32")
    np.testing.assert_array_equal(ivy.to_numpy(ivy.vecdot(x1, x2, axis=1)), a @ b)
    np.testing.assert_array_equal(ivy.to_numpy(ivy.vecdot(x2, x1, axis=1)), a @ b)
    with pytest.raises(ivy.ShapeError, match="x2 of shape \\(3,\\) has no axis 0"):
        ivy.vecdot(x1, x2, axis=0)


def test_a_singular_matrix_is_refused_alike(backend):
    # NumPy, torch and TensorFlow refuse it; JAX's LU would give inf and NaN.
    singular = ivy.asarray(np.array([[1.0, 2.0], [2.0, 4.0]]), dtype="float32")
    stack = ivy.asarray(np.stack([np.eye(2), [[1.0, 2.0], [2.0, 4.0]]]), dtype="float32")
    for call in (
        lambda: L.inv(singular),
        lambda: L.inv(ivy.zeros((2, 2))),
        lambda: L.inv(stack),
        lambda: L.solve(singular, ivy.ones((2,))),
        lambda: L.matrix_power(singular, -1),
    ):
        with pytest.raises(ValueError):  # ArgumentValueError; on Dask its framework's when computed
            ivy.to_numpy(call())
    np.testing.assert_allclose(ivy.to_numpy(L.inv(ivy.asarray([[2.0, 0.0], [0.0, 4.0]]))), [[0.5, 0.0], [0.0, 0.25]])
    np.testing.assert_allclose(ivy.to_numpy(L.matrix_power(singular, 2)), [[5.0, 10.0], [10.0, 20.0]])
