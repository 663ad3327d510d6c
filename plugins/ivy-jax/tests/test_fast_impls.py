"""The cheap paths of ivy_jax's implementations (issue 24) give what the
formulations they replaced give: values, dtypes, errors and derivatives,
eagerly, under jax.jit and in a traced graph."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import ivy_core as ivy


@pytest.fixture(autouse=True)
def _jax() -> None:
    ivy.set_backend("jax")


def _impl(name: str):  # type: ignore[no-untyped-def]
    from ivy_core._base import _state

    return _state.current_backend().impls[name]


def _same(got: object, want: object) -> None:
    got, want = np.asarray(got), np.asarray(want)
    assert got.dtype == want.dtype and got.shape == want.shape
    if got.dtype == jnp.bfloat16:  # NumPy compares NaNs of ml_dtypes' type as unequal
        got, want = got.astype(np.float32), want.astype(np.float32)
    np.testing.assert_array_equal(got, want)
    if got.dtype.kind == "f":
        np.testing.assert_array_equal(np.signbit(got), np.signbit(want))


# --- clip: bounds cached, max/min in one jitted call ------------------------------------

X = np.array([-3.0, -0.0, 0.0, 0.25, 1.0, np.nan, np.inf, -np.inf], dtype=np.float32)


def _old_clip(x, lo, hi):  # type: ignore[no-untyped-def]
    r = x
    if lo is not None:
        r = jnp.maximum(r, jnp.asarray(lo, dtype=x.dtype))
    if hi is not None:
        r = jnp.minimum(r, jnp.asarray(hi, dtype=x.dtype))
    return r


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64"])
@pytest.mark.parametrize(
    "lo, hi",
    [
        (-0.5, 0.5),
        (0.0, 1.0),
        (-0.0, 0.0),
        (None, 0.1),
        (1 / 3, None),
        (None, None),
        (2, 3),
        (float("nan"), 1.0),
        (-1e39, 1e39),
    ],
)
def test_clip_float(dtype: str, lo: object, hi: object) -> None:
    x = jnp.asarray(X).astype(dtype)
    for _ in range(2):  # the second time from the cache of bounds
        _same(_impl("clip")(x, lo, hi), _old_clip(x, lo, hi))


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int32", "int64", "uint64"])
def test_clip_int_and_array_bounds(dtype: str) -> None:
    x = jnp.asarray(np.arange(0, 100, 7)).astype(dtype)
    lo, hi = jnp.asarray(np.full(x.shape, 10)).astype(dtype), jnp.asarray(50).astype(dtype)
    for a, b in ((3, 60), (lo, hi), (None, hi), (lo, 70), (0, None)):
        _same(_impl("clip")(x, a, b), _old_clip(x, a, b))


def test_clip_public_and_traced() -> None:
    x = ivy.asarray(X)
    _same(ivy.clip(x, -0.5, 0.5).data, _old_clip(x.data, -0.5, 0.5))
    graph = ivy.trace_graph(lambda a: ivy.clip(a, 0.0, 1.0))
    _same(graph(x).data, _old_clip(x.data, 0.0, 1.0))
    jitted = jax.jit(lambda a: _impl("clip")(a, -1.0, 2.0))
    _same(jitted(x.data), _old_clip(x.data, -1.0, 2.0))
    g = jax.grad(lambda a: _impl("clip")(a, -1.0, 0.5).sum())(jnp.asarray([-2.0, 0.0, 0.5, 3.0]))
    _same(g, jax.grad(lambda a: _old_clip(a, -1.0, 0.5).sum())(jnp.asarray([-2.0, 0.0, 0.5, 3.0])))


# --- arange: a unit step left out -------------------------------------------------------


@pytest.mark.parametrize(
    "dtype", ["int8", "uint8", "int32", "int64", "float16", "bfloat16", "float32", "float64", "complex64"]
)
@pytest.mark.parametrize(
    "args",
    [
        (100,),
        (0, 17),
        (3, 40),
        (-5, 5),
        (0.5, 9.5),
        (2048, 2100),
        (-3, 7, 2),
        (10, 0, -3),
        (0, 1, 0.1),
        (1.5, 3000),
    ],
)
def test_arange(dtype: str, args: tuple) -> None:
    d = jnp.dtype(dtype)
    if d.kind in "iu" and any(type(a) is float for a in args):
        return
    if d.kind == "u" and any(a < 0 for a in args):
        return
    if d.kind in "iu" and any(a > 127 for a in args) and d.itemsize == 1:
        return
    start, stop, step = (
        (0, args[0], 1) if len(args) == 1 else (args[0], args[1], 1) if len(args) == 2 else args
    )
    want = jnp.arange(start, stop, step, dtype=d)  # the call the implementation made before
    _same(_impl("arange")(*args, dtype=d, device=jax.devices()[0]), want)


def test_arange_bounds_outside_the_dtype() -> None:
    dev = jax.devices()[0]
    _same(
        _impl("arange")(250, 256, dtype=jnp.dtype("uint8"), device=dev), np.arange(250, 256, dtype=np.uint8)
    )
    with pytest.raises(OverflowError, match="out of bounds for int8"):
        _impl("arange")(200, 210, dtype=jnp.dtype("int8"), device=dev)


# --- take: the bounds check on the host, remembered per array ---------------------------

T = np.arange(8 * 5, dtype=np.float32).reshape(8, 5)


@pytest.mark.parametrize("dtype", ["int64", "int32", "int8", "uint8"])
@pytest.mark.parametrize("indices", [[0, 2, 7], [7, 0, 0], [], [-1, 3], [-8, 7], [[1, 2], [3, -4]], 5, -3])
@pytest.mark.parametrize("axis", [0, None])
def test_take_matches_numpy(dtype: str, indices: object, axis: int | None) -> None:
    idx = np.asarray(indices, dtype=np.int64)
    if dtype == "uint8" and (idx < 0).any():
        return
    i = ivy.asarray(idx.astype(dtype))
    for _ in range(2):  # the second time with the remembered bounds
        got = ivy.take(ivy.asarray(T), i, axis=axis)
        _same(got.data, np.take(T, idx, axis=axis))


@pytest.mark.parametrize("bad", [8, -9, 100])
def test_take_out_of_range(bad: int) -> None:
    idx = ivy.asarray(np.array([0, bad]))
    for _ in range(2):
        with pytest.raises(IndexError, match=f"index {bad} is out of bounds for an axis of size 8"):
            ivy.take(ivy.asarray(T), idx, axis=0)
    with pytest.raises(IndexError, match=f"index {bad} is out of bounds for an axis of size 8"):
        ivy.take_along_axis(ivy.asarray(T), ivy.asarray(np.array([[0] * 5, [bad] * 5])), axis=0)


def test_take_empty_axis_and_fresh_arrays() -> None:
    x = ivy.zeros((0, 3))
    assert ivy.take(x, ivy.asarray(np.array([], dtype=np.int64)), axis=0).shape == (0, 3)
    with pytest.raises(IndexError, match="out of bounds for an axis of size 0"):
        ivy.take(x, ivy.asarray(np.array([0])), axis=0)
    for k in range(600):  # arrays come and go: ids reused, the cache cleared
        i = ivy.asarray(np.array([k % 8, (k * 3) % 8]))
        _same(ivy.take(ivy.asarray(T), i, axis=0).data, T[[k % 8, (k * 3) % 8]])
    with pytest.raises(IndexError):
        ivy.take(ivy.asarray(T), ivy.asarray(np.array([8])), axis=0)


def test_take_traced_and_jitted() -> None:
    x = ivy.asarray(T)
    for idx in ([1, -1], [0, 3], [-8, 2]):
        i = ivy.asarray(np.array(idx))  # a constant of the graph: checked as it is traced
        graph = ivy.trace_graph(lambda a, i=i: ivy.take(a, i, axis=0))
        _same(graph(x).data, np.take(T, idx, axis=0))
    bad = ivy.asarray(np.array([0, 8]))
    with pytest.raises(IndexError, match="index 8 is out of bounds"):
        ivy.trace_graph(lambda a: ivy.take(a, bad, axis=0))(x)
    # Traced indices have no values to check: refused, as before.
    with pytest.raises(ivy.TraceError):
        ivy.trace_graph(lambda a, i: ivy.take(a, i, axis=0))(x, ivy.asarray(np.array([1])))
    const = jnp.asarray([1, 9])
    with pytest.raises(IndexError, match="index 9 is out of bounds"):
        jax.jit(lambda a: _impl("take")(a, const, axis=0))(jnp.asarray(T))
    with pytest.raises(jax.errors.ConcretizationTypeError):
        jax.jit(lambda a, i: _impl("take")(a, i, axis=0))(jnp.asarray(T), jnp.asarray([1, 2]))


# --- matrix_transpose, relu, argsort, argmax ---------------------------------------------


def test_matrix_transpose() -> None:
    x = jnp.asarray(np.arange(24.0).reshape(2, 3, 4))
    _same(_impl("matrix_transpose")(x), jnp.linalg.matrix_transpose(x))
    with pytest.raises(ValueError, match="matrix_transpose requires at least 2 dimensions"):
        _impl("matrix_transpose")(jnp.arange(3))


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64", "int8", "uint8", "int64"])
def test_relu(dtype: str) -> None:
    x = jnp.asarray(X if dtype[0] in "fb" else np.array([-3, 0, 4])).astype(dtype)
    _same(_impl("relu")(x), jax.nn.relu(x))
    _same(jax.jit(_impl("relu"))(x), jax.nn.relu(x))
    if dtype[0] in "fb":
        _same(jax.grad(lambda a: _impl("relu")(a).sum())(x), jax.grad(lambda a: jax.nn.relu(a).sum())(x))
    graph = ivy.trace_graph(ivy.relu)
    _same(graph(ivy.asarray(x)).data, jax.nn.relu(x))


V = np.array(
    [[3.0, 1.0, 2.0, 1.0, np.nan, -0.0, 0.0], [5.0, 5.0, -1.0, 5.0, 2.0, np.inf, -np.inf]], dtype=np.float32
)


@pytest.mark.parametrize("axis", [0, 1, -1])
@pytest.mark.parametrize("descending", [False, True])
@pytest.mark.parametrize("default_int", ["int32", "int64", "int16"])
def test_argsort_and_argmax(axis: int, descending: bool, default_int: str) -> None:
    ivy.set_default_int_dtype(default_int)
    d = jnp.dtype(default_int)
    x = jnp.asarray(V)
    want = jnp.argsort(x, axis=axis, descending=descending, stable=True).astype(d)
    _same(_impl("argsort")(x, axis=axis, descending=descending), want)
    for name, fn in (("argmax", jnp.argmax), ("argmin", jnp.argmin)):
        for keepdims in (False, True):
            _same(_impl(name)(x, axis=axis, keepdims=keepdims), fn(x, axis=axis, keepdims=keepdims).astype(d))
        _same(_impl(name)(x), fn(x).astype(d))
    _same(ivy.argsort(ivy.asarray(V), axis=axis, descending=descending).data, want)


def test_argmax_errors_and_jit() -> None:
    with pytest.raises(ValueError, match="empty sequence"):
        _impl("argmax")(jnp.zeros((0, 3)), axis=0)
    x = jnp.asarray(V)
    _same(jax.jit(lambda a: _impl("argmax")(a, axis=1))(x), jnp.argmax(x, axis=1).astype(jnp.int32))
    graph = ivy.trace_graph(lambda a: ivy.argmax(a, axis=1))
    _same(graph(ivy.asarray(V)).data, jnp.argmax(x, axis=1).astype(jnp.int32))


def test_functions_taking_two_dtypes_uncast_are_jax_numpy_s_own() -> None:
    """The runtime's MIXED_DTYPES names functions ivy_core hands two dtypes
    uncast (or with one cast): each must be jax.numpy's function itself,
    which promotes inside the computation; a pair whose result has the
    promoted dtype then gives the bits of casting first, under jax.jit too."""
    from ivy_jax import _runtime, elementwise

    assert _runtime.MIXED_DTYPES
    for name in _runtime.MIXED_DTYPES:
        f = getattr(elementwise, name)
        assert any(f is getattr(jnp, k, None) for k in dir(jnp) if not k.startswith("_")), name
    x = ivy.asarray(jnp.asarray([1.5, -2.25, 3.0], dtype=jnp.float32))
    i = ivy.asarray(jnp.asarray([2, 3, -4], dtype=jnp.int32))
    to = ivy.result_type(x, i)
    want = ivy.atan2(ivy.astype(x, to), ivy.astype(i, to))
    for _ in range(3):
        got = ivy.atan2(x, i)
        assert got.dtype == to and np.asarray(got).tobytes() == np.asarray(want).tobytes()
    jitted = jax.jit(lambda a, b: ivy.atan2(ivy.asarray(a), ivy.asarray(b)).data)
    assert np.asarray(jitted(x.data, i.data)).tobytes() == np.asarray(want).tobytes()
