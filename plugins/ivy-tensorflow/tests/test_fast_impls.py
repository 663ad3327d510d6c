"""The cheap paths of ivy_tensorflow's implementations (issue 24) give what
the checked paths give: values, dtypes and errors, eagerly and in graphs."""

from __future__ import annotations

import numpy as np
import pytest
import tensorflow as tf

import ivy_core as ivy


@pytest.fixture(autouse=True)
def _tf() -> None:
    ivy.set_backend("tensorflow")


X = np.arange(8 * 5, dtype=np.float32).reshape(8, 5)


@pytest.mark.parametrize("dtype", ["int64", "int32", "int16", "int8", "uint8", "uint64"])
@pytest.mark.parametrize("indices", [[0, 2, 7], [7, 0, 0], [], [-1, 3], [-8, 7], [[1, 2], [3, -4]], 5, -3])
@pytest.mark.parametrize("axis", [0, None])
def test_take_matches_numpy(dtype: str, indices: object, axis: int | None) -> None:
    idx = np.asarray(indices, dtype=np.int64)
    if dtype[0] == "u" and (idx < 0).any():
        return
    i = ivy.asarray(idx.astype(dtype))
    for _ in range(2):  # the second time with the remembered bounds
        got = ivy.take(ivy.asarray(X), i, axis=axis)
        assert got.shape == np.take(X, idx, axis=axis).shape and str(got.dtype) == "float32"
        np.testing.assert_array_equal(np.asarray(got), np.take(X, idx, axis=axis))


@pytest.mark.parametrize("dtype", ["int64", "int32", "uint64"])
@pytest.mark.parametrize("bad", [8, 9, -9, 100])
def test_take_out_of_range(dtype: str, bad: int) -> None:
    if dtype[0] == "u" and bad < 0:
        return
    idx = ivy.asarray(np.array([0, bad]).astype(dtype))
    msg = "an index is out of bounds" if dtype == "uint64" and bad > 8 else f"index {bad} is out of bounds"
    for _ in range(2):
        with pytest.raises(IndexError, match=f"{msg} for an axis of size 8"):
            ivy.take(ivy.asarray(X), idx, axis=0)


def _wide(x):
    """``x`` as float64 NumPy values (complex128 for a complex ``x``: a
    complex Array is not cast to a real dtype)."""
    a = ivy.to_numpy(x)
    return a.astype("complex128" if a.dtype.kind == "c" else "float64")


def test_take_along_axis_and_fresh_arrays() -> None:
    idx = np.array([[0, 1, 2, 3, 4], [7, -1, 0, 0, 3]])
    got = ivy.take_along_axis(ivy.asarray(X), ivy.asarray(idx), axis=0)
    np.testing.assert_array_equal(np.asarray(got), np.take_along_axis(X, idx % 8, axis=0))
    for k in range(600):  # tensors come and go: ids reused, the cache cleared
        i = ivy.asarray(np.array([k % 8, -(k % 8) - 1]))
        np.testing.assert_array_equal(
            np.asarray(ivy.take(ivy.asarray(X), i, axis=0)), X[[k % 8, -(k % 8) - 1]]
        )
    with pytest.raises(IndexError, match="out of bounds for an axis of size 0"):
        ivy.take(ivy.zeros((0, 3)), ivy.asarray(np.array([0])), axis=0)


def test_take_in_a_graph() -> None:
    graph = ivy.trace_graph(lambda x, i: ivy.take(x, i, axis=0))
    x = ivy.asarray(X)
    for idx in ([1, -1], [0, 3], [-8, 2]):
        np.testing.assert_array_equal(
            np.asarray(graph(x, ivy.asarray(np.array(idx)))), np.take(X, idx, axis=0)
        )


V = np.array([[3.0, 1.0, np.nan, 1.0, np.nan], [5.0, 5.0, -1.0, np.inf, 2.0], [-np.inf, 0.0, -0.0, 2.0, 2.0]])


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64"])
@pytest.mark.parametrize("axis", [0, 1, None])
@pytest.mark.parametrize("keepdims", [False, True])
def test_argmax_argmin_nan_first(dtype: str, axis: int | None, keepdims: bool) -> None:
    x = ivy.asarray(tf.constant(V, dtype=dtype))
    for name in ("argmax", "argmin"):
        got = getattr(ivy, name)(x, axis=axis, keepdims=keepdims)
        want = getattr(np, name)(V, axis=axis, keepdims=keepdims)
        np.testing.assert_array_equal(np.asarray(got), want)
        no_nan = getattr(ivy, name)(
            ivy.asarray(tf.constant(np.nan_to_num(V, posinf=9.0, neginf=-9.0), dtype=dtype)), axis=axis
        )
        np.testing.assert_array_equal(
            np.asarray(no_nan), getattr(np, name)(np.nan_to_num(V, posinf=9.0, neginf=-9.0), axis=axis)
        )
        assert str(got.dtype) == "int32"


@pytest.mark.filterwarnings("error")
def test_argmax_no_warning_on_nan() -> None:
    """No warning (errors here) and NumPy's answer, the first NaN of a row."""
    for dtype in ("float16", "bfloat16", "float32", "float64"):
        r = ivy.argmax(ivy.asarray(tf.constant(V, dtype=dtype)), axis=1)
        np.testing.assert_array_equal(np.asarray(r), np.argmax(V, axis=1))


def test_argmax_empty_and_graph() -> None:
    assert ivy.argmax(ivy.zeros((0, 3)), axis=1).shape == (0,)
    graph = ivy.trace_graph(lambda a: ivy.argmax(a, axis=1))
    np.testing.assert_array_equal(np.asarray(graph(ivy.asarray(V))), np.argmax(V, axis=1))


# --- a Python zero next to a tensor: one 0-d tensor per dtype ---------------------------------


def test_zero_scalar_operands_are_asarray_s_and_keep_their_sign() -> None:
    from ivy_core._base import _state
    from ivy_tensorflow import _runtime

    b = _state.current_backend()
    _runtime._zeros.clear()
    for name in [str(d) for d in ivy.valid_dtypes]:
        like = ivy.asarray(np.ones(3), dtype=name).data
        for value in (0.0, -0.0, 0, False, -0.0, 0.0):  # each twice: made, then from the cache
            got = _runtime.scalar_operand(value, like)
            want = b.impls["asarray"](value, dtype=like.dtype, device=_runtime.device_of(like), copy=None)
            assert got.dtype == want.dtype and got.shape == () and _runtime.device_of(got) == _runtime.device_of(want)
            assert got.numpy().tobytes() == want.numpy().tobytes(), (name, value)
    assert len(_runtime._zeros) == 4 * len(ivy.valid_dtypes)  # 0.0, -0.0, 0 and False per dtype, made once
    x = ivy.asarray(np.array([1.0, -1.0], np.float32))
    for _ in range(2):
        assert np.signbit(ivy.to_numpy(x * 0.0)).tolist() == [False, True]
        assert np.signbit(ivy.to_numpy(x * -0.0)).tolist() == [True, False]


def test_zero_scalar_operand_inside_tf_function_is_cached_eagerly() -> None:
    from ivy_tensorflow import _runtime

    _runtime._zeros.clear()
    f = tf.function(lambda v: ivy.maximum(ivy.asarray(v), 0.0).data)
    np.testing.assert_array_equal(f(tf.constant([-1.0, 2.0])).numpy(), [0.0, 2.0])
    assert all(isinstance(t, tf.__internal__.EagerTensor) for t in _runtime._zeros.values())
    np.testing.assert_array_equal(ivy.to_numpy(ivy.maximum(ivy.asarray([-3.0, 4.0]), 0.0)), [0.0, 4.0])


# --- small float32 transposes through Einsum ------------------------------------------------


def _odd_values(shape: tuple[int, ...]) -> np.ndarray:
    a = np.random.default_rng(len(shape)).standard_normal(shape).astype(np.float32)
    if a.size:
        a.flat[0], a.flat[-1] = np.nan, -0.0
    if a.size > 2:
        a.flat[1] = np.inf
    return a


@pytest.mark.parametrize(
    ("shape", "axes"),
    [((8, 16), (1, 0)), ((16, 8), (1, 0)), ((1, 7), (1, 0)), ((0, 3), (1, 0)), ((2, 3, 4), (2, 0, 1)),
     ((2, 3, 4), (0, 2, 1)), ((2, 1, 3, 2), (3, 1, 0, 2)), ((5,), (0,)), ((64, 64), (1, 0)), ((65, 64), (1, 0))],
)  # fmt: skip
def test_permute_dims_is_bit_exact_through_either_kernel(
    shape: tuple[int, ...], axes: tuple[int, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    einsums = []
    real = tf.raw_ops.Einsum
    monkeypatch.setattr(tf.raw_ops, "Einsum", lambda **kw: einsums.append(kw["equation"]) or real(**kw))
    a = _odd_values(shape)
    got = ivy.permute_dims(ivy.asarray(a), axes)
    assert got.shape == np.transpose(a, axes).shape and str(got.dtype) == "float32"
    assert ivy.to_numpy(got).tobytes() == np.transpose(a, axes).tobytes()
    # Up to 4,096 elements the permutation runs as an Einsum, larger ones as Transpose.
    assert len(einsums) == (a.size <= 4096)
    if len(shape) >= 2:
        mt = ivy.matrix_transpose(ivy.asarray(a))
        assert ivy.to_numpy(mt).tobytes() == np.swapaxes(a, -1, -2).tobytes()
        assert ivy.to_numpy(ivy.asarray(a).mT).tobytes() == np.swapaxes(a, -1, -2).tobytes()


@pytest.mark.parametrize("dtype", ["float64", "float16", "bfloat16", "int32", "uint8", "bool", "complex64"])
def test_permute_dims_other_dtypes(dtype: str) -> None:
    a = np.arange(24).reshape(2, 3, 4) % 3
    x = ivy.astype(ivy.asarray(a), dtype)
    got = ivy.permute_dims(x, (2, 0, 1))
    assert str(got.dtype) == dtype
    want = np.transpose(_wide(x), (2, 0, 1))
    np.testing.assert_array_equal(_wide(got), want)


def test_transpose_in_graphs_and_gradients() -> None:
    a = _odd_values((3, 5))
    a[0, 0] = 1.0
    f = tf.function(lambda v: ivy.matrix_transpose(ivy.asarray(v)).data)
    assert f(tf.constant(a)).numpy().tobytes() == a.T.tobytes()  # a shape known to the graph: Einsum
    g = tf.function(lambda v: ivy.matrix_transpose(ivy.asarray(v)).data, input_signature=[tf.TensorSpec([None, 5])])
    assert g(tf.constant(a)).numpy().tobytes() == a.T.tobytes()  # an unknown shape: Transpose
    w = tf.Variable(np.arange(15, dtype=np.float32).reshape(3, 5))
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(ivy.matrix_transpose(ivy.asarray(w)).data * tf.range(3.0))
    np.testing.assert_array_equal(tape.gradient(loss, w).numpy(), np.repeat(np.arange(3.0), 5).reshape(3, 5))


# --- tril/triu as one MatrixBandPart where it can be --------------------------------------------


@pytest.mark.parametrize("dtype", ["float32", "float64", "int8", "uint64", "bool", "complex64", "bfloat16"])
@pytest.mark.parametrize("shape", [(4, 6), (6, 4), (2, 3, 5), (0, 3), (3, 0), (1, 1)])
def test_tril_triu_every_k(dtype: str, shape: tuple[int, ...]) -> None:
    a = _odd_values(shape) if dtype == "float32" else (np.arange(int(np.prod(shape))).reshape(shape) % 5 + 1)
    x = ivy.astype(ivy.asarray(a), dtype)
    ref = _wide(x) if dtype != "float32" else a
    for k in range(-shape[-2] - 2, shape[-1] + 3):
        for fn, want in ((ivy.tril, np.tril(ref, k)), (ivy.triu, np.triu(ref, k))):
            got = fn(x, k=k)
            assert str(got.dtype) == dtype
            g = ivy.to_numpy(got) if dtype == "float32" else _wide(got)
            assert g.tobytes() == want.astype(g.dtype).tobytes(), (fn.__name__, k)


# --- arange's raw Range, roll with scalar arguments, raw cumulative ops -------------------------


@pytest.mark.parametrize("dtype", ["int32", "int64"])
@pytest.mark.parametrize(
    "args",
    [(10,), (0,), (-5,), (3, 17, 4), (17, 3, -4), (5, 5), (-3, 4), (2**31 - 5, 2**31 - 1), (-(2**31), -(2**31) + 3),
     (2**31 - 3, 2**31 + 2), (2**40, 2**40 + 3), (0, 2**31 - 1, 2**30)],
)  # fmt: skip
def test_arange_matches_numpy(dtype: str, args: tuple[int, ...]) -> None:
    try:
        want = np.arange(*args, dtype=dtype)
        fits = all(np.iinfo(dtype).min <= int(v) <= np.iinfo(dtype).max for v in range(*args))
    except (OverflowError, ValueError):
        fits = False
    if not fits:  # a value beyond the dtype: refused, as on every backend
        with pytest.raises(OverflowError, match="does not fit in " + dtype):
            ivy.arange(*args, dtype=dtype)
        return
    got = ivy.arange(*args, dtype=dtype)
    assert str(got.dtype) == dtype
    np.testing.assert_array_equal(ivy.to_numpy(got), want)
    default = ivy.arange(*args) if all(abs(v) < 2**31 for v in args) else None
    if default is not None:
        assert str(default.dtype) == str(ivy.default_int_dtype())


@pytest.mark.parametrize(("shift", "axis"), [(1, 0), (-3, 1), (7, -1), ((1, 2), (0, 1)), ((2, -1), (1, 1)), (3, None)])
def test_roll_matches_numpy(shift: object, axis: object) -> None:
    a = _odd_values((4, 5))
    got = ivy.roll(ivy.asarray(a), shift, axis=axis)
    assert ivy.to_numpy(got).tobytes() == np.roll(a, shift, axis=axis).tobytes()
    f = tf.function(lambda v: ivy.roll(ivy.asarray(v), shift, axis=axis).data)
    assert f(tf.constant(a)).numpy().tobytes() == np.roll(a, shift, axis=axis).tobytes()


@pytest.mark.parametrize("dtype", ["float32", "int32", "uint8", "bool", "complex64"])
def test_cumulative_sum_and_prod(dtype: str) -> None:
    a = np.arange(12).reshape(3, 4) % 3
    x = ivy.astype(ivy.asarray(a), dtype)
    for axis in (0, 1, -1):
        s = ivy.cumulative_sum(x, axis=axis, include_initial=axis == 1)
        p = ivy.cumulative_prod(x, axis=axis)
        ref = a.astype(dtype)
        want_s = np.cumsum(ref, axis=axis, dtype=str(s.dtype))
        if axis == 1:
            want_s = np.concatenate([np.zeros((3, 1), want_s.dtype), want_s], axis=1)
        np.testing.assert_array_equal(ivy.to_numpy(s), want_s)
        np.testing.assert_array_equal(ivy.to_numpy(p), np.cumprod(ref, axis=axis, dtype=str(p.dtype)))


# --- basic indexing as one raw StridedSlice -------------------------------------------------------

A4 = np.arange(2 * 3 * 4 * 5, dtype=np.float32).reshape(2, 3, 4, 5)
BASIC_KEYS = [
    0, -1, 1, (0, -1), (slice(None), 2), (Ellipsis, 0), None, (0, None, Ellipsis, -2), slice(1, None, -1),
    (slice(None, None, -2), Ellipsis, slice(1, 4, 2)), Ellipsis, slice(-100, 100), slice(5, 1), (Ellipsis, None),
    (1, 2, 3, 4), (None, None, 0), (slice(None, None, 3), 1, None, slice(-3, None)), (-2, -3, -4, -5),
    (slice(2**40), slice(-(2**40), None)), (),
]  # fmt: skip


@pytest.mark.parametrize("key", BASIC_KEYS, ids=repr)
@pytest.mark.parametrize("dtype", ["float32", "int64", "bool", "complex64", "uint8"])
def test_basic_indexing_matches_numpy(key: object, dtype: str, monkeypatch: pytest.MonkeyPatch) -> None:
    raw = []
    real = tf.raw_ops.StridedSlice
    monkeypatch.setattr(tf.raw_ops, "StridedSlice", lambda **kw: raw.append(1) or real(**kw))
    a = A4.astype(dtype)
    x = ivy.asarray(a)
    for _ in range(2):  # made, then from the cache
        got = x[key]
        assert got.shape == a[key].shape and str(got.dtype) == dtype
        np.testing.assert_array_equal(ivy.to_numpy(got), a[key])
    assert len(raw) == (0 if key == () else 2)  # the empty key is x itself


def test_basic_indexing_errors_graphs_and_gradients() -> None:
    x = ivy.asarray(A4)
    for key in (2, (0, 3), -3, (0, 0, 0, 5)):
        with pytest.raises(IndexError, match="out of bounds"):
            x[key]
    f = tf.function(lambda v: ivy.asarray(v)[1, ::2, None, -1].data)
    np.testing.assert_array_equal(f(tf.constant(A4)).numpy(), A4[1, ::2, None, -1])
    g = tf.function(lambda v: ivy.asarray(v)[..., 1:3].data, input_signature=[tf.TensorSpec([None, 3, 4, 5])])
    np.testing.assert_array_equal(g(tf.constant(A4)).numpy(), A4[..., 1:3])
    w = tf.Variable(A4)
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(ivy.asarray(w)[1, :, 2].data)
    want = np.zeros_like(A4)
    want[1, :, 2] = 1
    np.testing.assert_array_equal(tape.gradient(loss, w).numpy(), want)


# --- eye made on the host, full's int check without NumPy's iinfo ------------------------------


@pytest.mark.parametrize("dtype", ["float32", "bfloat16", "bool", "uint64", "int8", "complex128"])
@pytest.mark.parametrize(("n", "m"), [(3, 4), (4, 3), (1, 1), (0, 2), (300, 260)])
def test_eye_matches_numpy(dtype: str, n: int, m: int) -> None:
    for k in (-n - 1, -1, 0, 2, m):
        got = ivy.eye(n, m, k=k, dtype=dtype)
        assert str(got.dtype) == dtype and got.shape == (n, m)
        np.testing.assert_array_equal(_wide(got), np.eye(n, m, k))
    f = tf.function(lambda: ivy.eye(n, m, k=1, dtype=dtype).data)
    np.testing.assert_array_equal(tf.cast(f(), tf.float64).numpy(), np.eye(n, m, 1))


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int32", "int64", "uint64"])
def test_full_int_fill_bounds(dtype: str) -> None:
    lo, hi = int(np.iinfo(dtype).min), int(np.iinfo(dtype).max)
    for v in (lo, hi, 0):
        np.testing.assert_array_equal(ivy.to_numpy(ivy.full((2, 3), v, dtype=dtype)), np.full((2, 3), v, dtype))
    for v in (lo - 1, hi + 1):
        with pytest.raises(OverflowError, match=str(v)):
            ivy.full((2, 3), v, dtype=dtype)


# --- item assignment with a basic key as one TensorStridedSliceUpdate -----------------------------


@pytest.mark.parametrize("key", BASIC_KEYS, ids=repr)
@pytest.mark.parametrize("dtype", ["float32", "int8", "bool", "uint64", "complex64", "bfloat16"])
def test_basic_item_assignment_matches_numpy(key: object, dtype: str, monkeypatch: pytest.MonkeyPatch) -> None:
    raw = []
    real = tf.raw_ops.TensorStridedSliceUpdate
    monkeypatch.setattr(tf.raw_ops, "TensorStridedSliceUpdate", lambda **kw: raw.append(1) or real(**kw))
    a = (np.arange(A4.size) % 7).reshape(A4.shape).astype(dtype)
    selection = a[key].shape
    values = [True if dtype == "bool" else 3, (np.ones(selection[-1:]) * 2).astype(dtype)]
    if selection:  # (NumPy refuses a (1, 1) value for one element)
        values.append(np.ones((1, 1, *selection), dtype))
    for value in values:
        x = ivy.asarray(a)
        x[key] = value if not isinstance(value, np.ndarray) else ivy.asarray(value)
        want = a.copy()
        want[key] = value
        np.testing.assert_array_equal(ivy.to_numpy(x), want)
    assert len(raw) == (0 if key == () else len(values))  # the empty key: the whole array


@pytest.mark.parametrize("jit", [False, True])
def test_basic_item_assignment_in_graphs(jit: bool) -> None:
    """(The scatter of every key, where the eager path is TensorStridedSliceUpdate.)"""
    def f(v: tf.Tensor, row: tf.Tensor) -> tf.Tensor:
        x = ivy.asarray(v)
        x[1, ::2] = ivy.asarray(row)  # broadcast: (3,) into the (3, 5) selection
        x[0] = 9.0
        x[:, None, -1] = ivy.asarray(tf.ones((1, 1, 1, 5)))  # leading ones dropped, as NumPy does
        return x.data

    a = np.zeros((2, 6, 4, 5), np.float32)
    row = np.arange(5, dtype=np.float32)
    want = a.copy()
    want[1, ::2] = row
    want[0] = 9.0
    want[:, None, -1] = np.ones((1, 1, 1, 5), np.float32)
    g = tf.function(f, jit_compile=jit)
    np.testing.assert_array_equal(g(tf.constant(a), tf.constant(row)).numpy(), want)
    with pytest.raises(Exception, match="does not broadcast|Incompatible|incompatible"):
        tf.function(lambda v: f(v, tf.ones(4)), jit_compile=jit)(tf.constant(a))


def test_basic_item_assignment_variables_and_gradients() -> None:
    v = tf.Variable(np.zeros((3, 4), np.float32))
    x = ivy.asarray(v)
    x[1, 1:3] = 5.0
    assert x.data is v and v.numpy()[1].tolist() == [0.0, 5.0, 5.0, 0.0]
    with pytest.raises(ivy.ShapeError, match=r"does not broadcast to the selection's shape \(16,\)"):
        y = ivy.asarray(np.zeros((8, 16), np.float32))
        y[3] = ivy.asarray(np.zeros((2, 16), np.float32))
    w = tf.Variable(np.arange(12, dtype=np.float32).reshape(3, 4))
    r = tf.Variable(np.ones(4, np.float32))
    with tf.GradientTape() as tape:
        a = ivy.asarray(tf.identity(w))
        a[1] = ivy.asarray(r * 3.0)
        loss = tf.reduce_sum(a.data * tf.reshape(tf.range(12.0), (3, 4)))
    gw, gr = tape.gradient(loss, [w, r])
    np.testing.assert_array_equal(gw.numpy(), [[0, 1, 2, 3], [0, 0, 0, 0], [8, 9, 10, 11]])
    np.testing.assert_array_equal(gr.numpy(), [12, 15, 18, 21])


@pytest.mark.parametrize("shift", [2**40 + 1, -(2**33) - 2, 2**31, 7])
def test_roll_by_shifts_beyond_32_bits(shift: int) -> None:
    a = np.arange(10.0).reshape(2, 5)
    x = ivy.asarray(a)
    np.testing.assert_array_equal(ivy.to_numpy(ivy.roll(x, shift)), np.roll(a, shift))
    np.testing.assert_array_equal(ivy.to_numpy(ivy.roll(x, shift, axis=1)), np.roll(a, shift, axis=1))
    np.testing.assert_array_equal(ivy.to_numpy(ivy.roll(x, (shift, 3), axis=(1, 0))), np.roll(a, (shift, 3), axis=(1, 0)))
    np.testing.assert_array_equal(ivy.to_numpy(ivy.roll(ivy.zeros((0, 3)), shift, axis=0)), np.zeros((0, 3)))
