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
