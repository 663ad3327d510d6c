"""The cheap paths of ivy_torch's implementations (issue 24) give what the
checked paths give: results, dtypes and errors, eagerly and while traced."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import ivy_core as ivy


@pytest.fixture(autouse=True)
def _torch() -> None:
    ivy.set_backend("torch")


X = np.arange(8 * 5, dtype=np.float32).reshape(8, 5)


@pytest.mark.parametrize("dtype", ["int64", "int32", "int16", "int8", "uint8"])
@pytest.mark.parametrize("indices", [[0, 2, 7], [7, 0, 0], [], [-1, 3], [-8, 7], [[1, 2], [3, -4]], 5, -3])
@pytest.mark.parametrize("axis", [0, None])
def test_take_matches_numpy(dtype: str, indices: object, axis: int | None) -> None:
    idx = np.asarray(indices, dtype=np.int64)
    if dtype == "uint8" and (idx < 0).any():
        return
    want = np.take(X, idx, axis=axis)
    got = ivy.take(ivy.asarray(X), ivy.asarray(idx.astype(dtype)), axis=axis)
    assert got.shape == want.shape and str(got.dtype) == "float32"
    np.testing.assert_array_equal(np.asarray(got), want)


@pytest.mark.parametrize("bad", [8, -9, 100])
def test_take_out_of_range(bad: int) -> None:
    idx = ivy.asarray(np.array([0, bad]))
    with pytest.raises(IndexError, match=f"index {bad} is out of bounds for an axis of size 8"):
        ivy.take(ivy.asarray(X), idx, axis=0)


def test_take_empty_axis() -> None:
    x = ivy.zeros((0, 3))
    assert ivy.take(x, ivy.asarray(np.array([], dtype=np.int64)), axis=0).shape == (0, 3)
    with pytest.raises(IndexError, match="out of bounds for an axis of size 0"):
        ivy.take(x, ivy.asarray(np.array([0])), axis=0)


def test_take_traced_negative_indices() -> None:
    graph = ivy.trace_graph(lambda x, i: ivy.take(x, i, axis=0))
    x = ivy.asarray(X)
    for idx in ([1, -1], [0, 3], [-8, 2]):
        i = ivy.asarray(np.array(idx))
        np.testing.assert_array_equal(np.asarray(graph(x, i)), np.take(X, idx, axis=0))


def test_take_under_a_function_mode() -> None:
    from torch.overrides import TorchFunctionMode

    class PassThrough(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):  # type: ignore[no-untyped-def]
            return func(*args, **(kwargs or {}))

    x, i = ivy.asarray(X), ivy.asarray(np.array([-1, 0]))
    with PassThrough():
        r = ivy.take(x, i, axis=0)
    np.testing.assert_array_equal(np.asarray(r), X[[-1, 0]])
    assert not torch._C._is_torch_function_mode_enabled()


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
        np.testing.assert_array_equal(np.asarray(got), want)


def test_argmax_errors() -> None:
    # checked by the core, the same class and words on every backend
    with pytest.raises(ivy.AxisError, match=r"argmax \(backend 'torch'\): axis 2 is out of range for an array of 2"):
        ivy.argmax(ivy.asarray(VALUES), axis=2)
    with pytest.raises(ivy.AxisError, match="axis -3 is out of range"):
        ivy.argmin(ivy.asarray(VALUES), axis=-3)
    with pytest.raises(ValueError, match="attempt to get argmax of an empty axis"):
        ivy.argmax(ivy.zeros((2, 0)), axis=1)
    with pytest.raises(ValueError, match="attempt to get argmin of an empty array"):
        ivy.argmin(ivy.zeros((2, 0)))


@pytest.mark.parametrize("axis", [0, 1, -1, -2])
@pytest.mark.parametrize("descending", [False, True])
def test_argsort(index_dtype: str, axis: int, descending: bool) -> None:
    got = ivy.argsort(ivy.asarray(VALUES), axis=axis, descending=descending)
    want = np.argsort(-VALUES if descending else VALUES, axis=axis, kind="stable")
    assert str(got.dtype) == index_dtype
    np.testing.assert_array_equal(np.asarray(got), want)
    zero = ivy.argsort(ivy.asarray(np.float32(2.0)))
    assert zero.shape == () and str(zero.dtype) == index_dtype
    with pytest.raises(ivy.AxisError, match="axis 2 is out of range"):
        ivy.argsort(ivy.asarray(VALUES), axis=2)


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
    graph = ivy.trace_graph(lambda x: (ivy.argmax(x, axis=1), ivy.argsort(x, axis=0), *ivy.nonzero(x)))
    for g, w in zip(
        graph(ivy.asarray(VALUES)),
        (np.argmax(VALUES, axis=1), np.argsort(VALUES, axis=0, kind="stable"), *np.nonzero(VALUES)),
        strict=True,
    ):
        assert str(g.dtype) == index_dtype
        np.testing.assert_array_equal(np.asarray(g), w)


def test_compiled() -> None:
    def fn(x: ivy.Array, i: ivy.Array) -> tuple[ivy.Array, ...]:
        return ivy.argmax(x, axis=1), ivy.argsort(x, axis=0), ivy.take(x, i, axis=0)

    torch._dynamo.reset()
    x, i = ivy.asarray(VALUES), ivy.asarray(np.array([-1, 0, 2]))
    got = torch.compile(fn, backend="eager")(x, i)
    for g, w in zip(got, fn(x, i), strict=True):
        assert g.dtype == w.dtype
        np.testing.assert_array_equal(np.asarray(g), np.asarray(w))
    with pytest.raises(IndexError):
        torch.compile(fn, backend="eager")(x, ivy.asarray(np.array([3])))


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "int32", "uint8"])
def test_clip_number_bounds(dtype: str) -> None:
    """Numbers as bounds: torch.maximum/minimum with 0-d tensors of x's dtype
    (NaN, signed zeros and rounding to x's dtype as those give)."""
    floating = dtype.startswith("float")
    values = (
        [-2.0, -0.5, 0.0, -0.0, 0.3, 0.5, 7.0, np.nan, np.inf, -np.inf, 1e-8] if floating else [0, 1, 5, 100]
    )
    t = torch.tensor(values).to(getattr(torch, dtype))
    bounds = [None, -0.5, 0.5, 0, 1, -0.0, 0.0, 3, 0.1, 1e30, np.nan] if floating else [None, 0, 1, 3, 200]
    for lo in bounds:
        for hi in bounds:
            want = t
            if lo is not None:
                want = torch.maximum(want, torch.tensor(lo, dtype=t.dtype))
            if hi is not None:
                want = torch.minimum(want, torch.tensor(hi, dtype=t.dtype))
            for _ in range(2):  # the second time with the cached 0-d tensors
                got = ivy.clip(ivy.asarray(t), lo, hi)
                assert got.dtype == ivy.asarray(t).dtype
                assert str(got.data.tolist()) == str(want.tolist())
                assert got.data is not t


def test_small_paths() -> None:
    x = ivy.asarray(X)
    t = x.data
    assert ivy.asarray(t).data is t
    assert ivy.asarray(t, copy=True).data is not t
    assert ivy.asarray(t, dtype=ivy.float64).dtype == ivy.float64
    for k in (0, 1, -2):
        np.testing.assert_array_equal(np.asarray(ivy.eye(3, 5, k=k)), np.eye(3, 5, k=k))
        np.testing.assert_array_equal(np.asarray(ivy.tril(x, k=k)), np.tril(X, k=k))
    np.testing.assert_array_equal(np.asarray(ivy.eye(4, dtype=ivy.bool)), np.eye(4, dtype=bool))
    for axis in (0, 1, -1, -2):
        np.testing.assert_array_equal(np.asarray(ivy.flip(x, axis=axis)), np.flip(X, axis=axis))
        np.testing.assert_array_equal(np.asarray(ivy.roll(x, 3, axis=axis)), np.roll(X, 3, axis=axis))
    b = ivy.reshape(x, (1, 8, 1, 5))
    for axis in (0, 2, -2, -4):
        np.testing.assert_array_equal(
            np.asarray(ivy.squeeze(b, axis=axis)), np.squeeze(X.reshape(1, 8, 1, 5), axis)
        )
    with pytest.raises(ValueError, match="cannot squeeze axis 1 of size 8"):
        ivy.squeeze(b, axis=1)
    with pytest.raises(ivy.AxisError, match="axis 2 is out of range"):
        ivy.flip(x, axis=2)


@pytest.mark.parametrize("ord", [2, 1, 2.0, float("inf"), 0])
@pytest.mark.parametrize("axis", [None, 0, -1, (0, 1)])
@pytest.mark.parametrize("keepdims", [False, True])
def test_vector_norm(ord: float, axis: object, keepdims: bool) -> None:
    t = torch.from_numpy(X)
    want = torch.linalg.vector_norm(t, ord=ord, dim=axis, keepdim=keepdims)
    got = ivy.vector_norm(ivy.asarray(X), axis=axis, keepdims=keepdims, ord=ord).data
    assert got.dtype == want.dtype and torch.equal(got, want)


@pytest.mark.parametrize("axis", [0, 1, -1, -2])
@pytest.mark.parametrize("descending", [False, True])
def test_sort(axis: int, descending: bool) -> None:
    got = ivy.sort(ivy.asarray(VALUES), axis=axis, descending=descending)
    want = np.sort(VALUES, axis=axis)
    np.testing.assert_array_equal(np.asarray(got), np.flip(want, axis) if descending else want)
    with pytest.raises(ivy.AxisError, match="axis 2 is out of range"):
        ivy.sort(ivy.asarray(VALUES), axis=2)


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


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64", "int8", "int32", "uint8", "complex64"])
def test_square_of_a_scalar_two(dtype: str) -> None:
    """``x ** 2`` (the cached 0-d tensor of 2 that scalar_operand makes)
    squares by x * x, x**2 correctly rounded: on these values what
    torch.pow gives with a tensor exponent of the user's (its general
    kernel is within an ulp of it elsewhere), the standard's special values
    included; other exponents and a user's own 0-d tensor take torch.pow.
    Gradients flow as through torch.pow."""
    inf = float("inf")
    values = [-inf, -3.5, -1.0, -0.0, 0.0, 0.1, 0.5, 2.0, 3.0, 1e-3, inf, float("nan")]
    if not dtype.startswith(("float", "bfloat", "complex")):
        values = [-3, -1, 0, 1, 2, 5, 11] if dtype.startswith("int") else [0, 1, 2, 5, 11, 15]
    t = torch.tensor(values).to(getattr(torch, dtype))
    x = ivy.asarray(t)
    two = torch.tensor(2, dtype=t.dtype)  # a tensor of the user's: never the cached one
    want = torch.pow(t, two)
    ok = ~want.isnan()
    two_spelled = 2.0 if dtype.startswith(("float", "bfloat", "complex")) else 2
    for got in (x**2, ivy.pow(x, 2), x**two_spelled, ivy.pow(x, ivy.asarray(two))):
        assert got.data.dtype == t.dtype
        assert torch.equal(got.data.isnan(), want.isnan())
        assert torch.equal(got.data[ok], want[ok])
        assert torch.equal(torch.signbit(got.data[ok].real), torch.signbit(want[ok].real))
    if dtype == "float32":
        np.testing.assert_allclose((x**3).data.numpy(), torch.pow(t, torch.tensor(3.0)).numpy(), rtol=1e-6)
        w = torch.tensor([1.5, -2.0], requires_grad=True)
        (ivy.asarray(w) ** 2).data.sum().backward()
        assert torch.equal(w.grad, torch.tensor([3.0, -4.0]))
