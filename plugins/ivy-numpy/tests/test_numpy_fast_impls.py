"""The cheap paths of ivy_numpy's implementations (issue 24) give what the
general paths give: results, dtypes and errors, eagerly and while traced."""

from __future__ import annotations

import numpy as np
import pytest

import ivy_core as ivy


@pytest.fixture(autouse=True)
def _numpy() -> None:
    ivy.set_backend("numpy")


@pytest.fixture(params=["int32", "int64"])
def index_dtype(request: pytest.FixtureRequest) -> str:
    ivy.set_default_int_dtype(request.param)
    return str(request.param)


VALUES = np.array([[3, 1, 3, 0], [2, 2, 5, 5], [0, 7, 7, 1]], dtype=np.float32)


@pytest.mark.parametrize("dtype", ["float32", "int16", "bool"])
@pytest.mark.parametrize("axis", [None, 0, 1, -1, -2])
@pytest.mark.parametrize("keepdims", [False, True])
def test_argmax_argmin(index_dtype: str, dtype: str, axis: int | None, keepdims: bool) -> None:
    a = VALUES.astype(dtype)
    for fn, ref in ((ivy.argmax, np.argmax), (ivy.argmin, np.argmin)):
        got = fn(ivy.asarray(a), axis=axis, keepdims=keepdims)
        want = ref(a, axis=axis, keepdims=keepdims)
        assert str(got.dtype) == index_dtype and got.shape == np.shape(want)
        assert type(got.data) is np.ndarray
        np.testing.assert_array_equal(np.asarray(got), want)


@pytest.mark.parametrize("axis", [0, 1, -1, -2])
@pytest.mark.parametrize("descending", [False, True])
def test_argsort(index_dtype: str, axis: int, descending: bool) -> None:
    got = ivy.argsort(ivy.asarray(VALUES), axis=axis, descending=descending)
    want = np.argsort(-VALUES if descending else VALUES, axis=axis, kind="stable")
    assert str(got.dtype) == index_dtype
    np.testing.assert_array_equal(np.asarray(got), want)
    zero = ivy.argsort(ivy.asarray(np.float32(2.0)))
    assert zero.shape == () and str(zero.dtype) == index_dtype


@pytest.mark.parametrize("shape", [(7,), (3, 4), (2, 3, 2), (0, 3)])
def test_nonzero(index_dtype: str, shape: tuple[int, ...]) -> None:
    a = (np.arange(int(np.prod(shape))).reshape(shape) % 3 == 1).astype(np.float32)
    got = ivy.nonzero(ivy.asarray(a))
    want = np.nonzero(a)
    assert type(got) is tuple and len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        assert str(g.dtype) == index_dtype
        np.testing.assert_array_equal(np.asarray(g), w)


def test_index_results_traced(index_dtype: str) -> None:
    def fn(x: ivy.Array) -> tuple[ivy.Array, ...]:
        return ivy.argmax(x, axis=1), ivy.argmax(x), ivy.argsort(x, axis=0), *ivy.nonzero(x)

    graph = ivy.trace_graph(fn)
    x = ivy.asarray(VALUES)
    for _ in range(2):
        for g, w in zip(graph(x), fn(x), strict=True):
            assert g.dtype == w.dtype and str(g.dtype) == index_dtype
            np.testing.assert_array_equal(np.asarray(g), np.asarray(w))


RNG = np.random.default_rng(0)
X = RNG.standard_normal((4, 6)).astype(np.float32)


@pytest.mark.parametrize("correction", [0.0, 1.0, 0.5, 2.0, 0, 1])
@pytest.mark.parametrize("axis", [None, 0, 1, (0, 1)])
@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "complex64"])
def test_var_std_mean(correction: float, axis: object, dtype: str) -> None:
    a = X.astype(dtype)
    for fn, ref in ((ivy.var, np.var), (ivy.std, np.std)):
        got = fn(ivy.asarray(a), axis=axis, correction=correction)
        want = ref(a, axis=axis, ddof=correction)
        assert got.dtype == ivy.asarray(np.asarray(want)).dtype
        assert np.asarray(got).tobytes() == np.asarray(want).tobytes()
    got = ivy.mean(ivy.asarray(a), axis=axis, keepdims=True)
    assert np.asarray(got).tobytes() == np.mean(a, axis=axis, keepdims=True).tobytes()


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "bfloat16"])
@pytest.mark.parametrize("axis", [0, 1, -1])
def test_softmax(dtype: str, axis: int) -> None:
    x = ivy.astype(ivy.asarray(X * 30), getattr(ivy, dtype))
    a = x.data
    e = np.exp(a - np.max(a, axis=axis, keepdims=True))
    want = e / np.sum(e, axis=axis, keepdims=True)
    got = ivy.softmax(x, axis=axis)
    assert got.data.dtype == want.dtype and got.data.tobytes() == want.tobytes()


def test_statistics_traced() -> None:
    def fn(x: ivy.Array) -> tuple[ivy.Array, ...]:
        return ivy.softmax(x, axis=0), ivy.var(x, axis=1), ivy.std(x, correction=1.0), ivy.mean(x, axis=0)

    graph = ivy.trace_graph(fn)
    for x in (ivy.asarray(X), ivy.asarray(X + 1)):
        for g, w in zip(graph(x), fn(x), strict=True):
            assert g.dtype == w.dtype and np.asarray(g).tobytes() == np.asarray(w).tobytes()


def test_traced_graphs_replay_the_methods() -> None:
    """A traced ndarray takes the methods too: the graph records
    ``numpy.ndarray.reshape`` for expand_dims (its shape fixed by the
    trace's), ``argmax``, ``swapaxes``, ``mean``..., never NumPy's slower
    functions, nor an ``asarray`` of an array result, and replays the eager
    results bit for bit, at other values and shapes too."""

    def fn(x: ivy.Array) -> tuple[ivy.Array, ...]:
        e = ivy.expand_dims(x, axis=1)
        return (
            e, ivy.expand_dims(x, axis=-1), ivy.argmax(x, axis=1), ivy.argmin(x, axis=0, keepdims=True),
            ivy.matrix_transpose(x), ivy.permute_dims(e, (2, 0, 1)), ivy.squeeze(e, axis=1),
            ivy.reshape(x, (-1,)), ivy.mean(x, axis=0), ivy.var(x, axis=1), ivy.std(x, axis=0), *ivy.nonzero(x > 0),
        )  # fmt: skip

    graph = ivy.trace_graph(fn)
    other_shape = RNG.standard_normal((3, 5)).astype(np.float32)
    for x in (ivy.asarray(X), ivy.asarray(X - 1), ivy.asarray(other_shape)):
        for g, w in zip(graph(x), fn(x), strict=True):
            assert g.dtype == w.dtype and g.shape == w.shape
            assert np.asarray(g).tobytes() == np.asarray(w).tobytes()
    source = graph._last.program.source
    for slow in ("numpy.expand_dims", "numpy.argmax", "numpy.argmin", "numpy.linalg.matrix_transpose",
                 "numpy.transpose", "numpy.squeeze", "numpy.reshape", "numpy.mean", "numpy.var", "numpy.std",
                 "numpy.nonzero", "numpy.asarray"):  # fmt: skip
        assert f"= {slow}\n" not in source, source
    methods = ("reshape", "argmax", "argmin", "swapaxes", "transpose", "squeeze", "mean", "var", "std", "nonzero")  # fmt: skip
    for fast in methods:
        assert f"= numpy.ndarray.{fast}\n" in source, source


def test_where() -> None:
    c = np.array([[0, 1, 2], [3, 0, 1]]) > 0
    a, b = np.arange(6, dtype=np.float32).reshape(2, 3), -np.ones((2, 3), np.float32)
    got = ivy.where(ivy.asarray(c), ivy.asarray(a), ivy.asarray(b))
    np.testing.assert_array_equal(np.asarray(got), np.where(c, a, b))
    got = ivy.where(ivy.asarray(c), ivy.asarray(a), 0.5)
    assert got.dtype == ivy.float32
    np.testing.assert_array_equal(np.asarray(got), np.where(c, a, np.float32(0.5)))
    with pytest.raises(TypeError, match="condition must be a bool array"):
        ivy.where(ivy.asarray(c.astype(np.int32)), ivy.asarray(a), ivy.asarray(b))


def _clip_by_maximum_minimum(a: np.ndarray, lo: object, hi: object) -> np.ndarray:
    r = a
    if lo is not None:
        r = np.maximum(r, np.asarray(lo, dtype=a.dtype))
    if hi is not None:
        r = np.minimum(r, np.asarray(hi, dtype=a.dtype))
    return r.copy() if r is a else r


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "int8", "int32", "uint8", "int64"])
@pytest.mark.parametrize(
    "bounds", [(-0.5, 0.5), (None, 0.25), (-2, None), (0.0, 1.0), (-0.0, None), (3, 1), (1e30, None), (-1, 2)]
)
def test_clip_number_bounds(dtype: str, bounds: tuple[object, object]) -> None:
    """Number bounds take one pass of ndarray.clip where they allow it; the
    result is what maximum then minimum give, bit for bit (signed zeros,
    NaN and infinities in x included), eagerly and traced."""
    lo, hi = bounds
    if dtype.startswith(("int", "uint")):
        if not all(b is None or type(b) is int for b in bounds):
            return
        info = np.iinfo(dtype)
        values = np.array([info.min, -3, -1, 0, 1, 2, 5, info.max], dtype=np.int64)
        a = values[(values >= info.min) & (values <= info.max)].astype(dtype)
        if any(b is not None and not info.min <= b <= info.max for b in bounds):  # type: ignore[operator]
            return
    else:
        if dtype == "float16" and lo == 1e30:
            return
        inf = np.inf
        a = np.array([-inf, -3.5, -1.0, -0.5, -0.0, 0.0, 0.25, 0.5, 1.0, 7.0, inf, np.nan], dtype=dtype)
    want = _clip_by_maximum_minimum(a, lo, hi)
    got = ivy.clip(ivy.asarray(a), lo, hi)
    assert got.data.dtype == want.dtype and got.data.tobytes() == want.tobytes()
    graph = ivy.trace_graph(lambda x: ivy.clip(x, lo, hi))
    for _ in range(2):
        assert graph(ivy.asarray(a)).data.tobytes() == want.tobytes()


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "complex64", "int8", "int32", "uint8"])
def test_square_by_a_scalar_two(dtype: str) -> None:
    """``x ** 2`` with a Python 2 or 2.0 squares (np.square) for a real x:
    the bits of np.power with the exponent as an array, special values
    included, eagerly and traced; a complex x and other exponents take
    np.power."""
    if dtype.startswith(("int", "uint")):
        a = np.array([0, 1, 2, 5, 11, 15], dtype=dtype)
        twos: tuple[object, ...] = (2,)
    else:
        inf = np.inf
        a = ivy.asarray(np.array([-inf, -3.5, -1.0, -0.0, 0.0, 0.1, 2.0, inf, np.nan])).data
        a = ivy.astype(ivy.asarray(a), getattr(ivy, dtype)).data
        twos = (2, 2.0)
    x = ivy.asarray(a)
    want = np.power(a, np.asarray(2, dtype=a.dtype))
    graph = ivy.trace_graph(lambda v: v**2)
    for two in twos:
        for got in (x**two, ivy.pow(x, two), graph(x)):
            assert got.data.dtype == want.dtype and got.data.tobytes() == want.tobytes()
    if dtype == "float32":
        assert (x**3).data.tobytes() == np.power(a, np.float32(3)).tobytes()


def test_functions_taking_two_dtypes_uncast_are_ufuncs() -> None:
    """The runtime's MIXED_DTYPES names functions ivy_core hands two dtypes
    uncast: each must be NumPy's ufunc itself, which computes in the
    promoted dtype (a wrapper could compute in one operand's)."""
    from ivy_numpy import _runtime, elementwise

    assert _runtime.MIXED_DTYPES
    for name in _runtime.MIXED_DTYPES:
        assert isinstance(getattr(elementwise, name), np.ufunc), name
    b = ivy.current_backend()
    assert b.mixed_dtypes == _runtime.MIXED_DTYPES
