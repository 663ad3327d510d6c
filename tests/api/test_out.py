"""``out=``: the result is written into the given Array, which is returned
(same object, identity kept); a native array as ``out`` raises TypeError; an
``out`` of the wrong shape or dtype raises ValueError."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import assert_values, to_np

import ivy_core as ivy


def _cases():
    a = np.array([[1.0, 2.0], [3.0, 4.0]])
    b = np.array([[0.5, -1.0], [2.0, 0.25]])
    return {
        # name: (call taking out=, expected values, result dtype)
        "add": (
            lambda out: ivy.add(ivy.asarray((a).tolist()), ivy.asarray((b).tolist()), out=out),
            a + b,
            "float32",
        ),
        "add_scalar": (lambda out: ivy.add(ivy.asarray((a).tolist()), 1.5, out=out), a + 1.5, "float32"),
        "subtract": (
            lambda out: ivy.subtract(ivy.asarray((a).tolist()), ivy.asarray((b).tolist()), out=out),
            a - b,
            "float32",
        ),
        "multiply": (
            lambda out: ivy.multiply(ivy.asarray((a).tolist()), ivy.asarray((b).tolist()), out=out),
            a * b,
            "float32",
        ),
        "divide_int": (
            lambda out: ivy.divide(ivy.asarray([1, 2]), ivy.asarray([4, 4]), out=out),
            np.array([0.25, 0.5]),
            "float32",
        ),
        "pow": (lambda out: ivy.pow(ivy.asarray((a).tolist()), 2, out=out), a**2, "float32"),
        "negative": (lambda out: ivy.negative(ivy.asarray((a).tolist()), out=out), -a, "float32"),
        "abs": (lambda out: ivy.abs(ivy.asarray((b).tolist()), out=out), np.abs(b), "float32"),
        "exp_int": (lambda out: ivy.exp(ivy.asarray([0, 1]), out=out), np.exp([0.0, 1.0]), "float32"),
        "log": (lambda out: ivy.log(ivy.asarray((a).tolist()), out=out), np.log(a), "float32"),
        "sqrt": (lambda out: ivy.sqrt(ivy.asarray((a).tolist()), out=out), np.sqrt(a), "float32"),
        "sin": (lambda out: ivy.sin(ivy.asarray((a).tolist()), out=out), np.sin(a), "float32"),
        "tanh": (lambda out: ivy.tanh(ivy.asarray((a).tolist()), out=out), np.tanh(a), "float32"),
        "equal": (lambda out: ivy.equal(ivy.asarray((a).tolist()), 2.0, out=out), a == 2.0, "bool"),
        "less": (
            lambda out: ivy.less(ivy.asarray((a).tolist()), ivy.asarray((b).tolist()), out=out),
            a < b,
            "bool",
        ),
        "logical_not": (
            lambda out: ivy.logical_not(ivy.asarray([True, False]), out=out),
            np.array([False, True]),
            "bool",
        ),
        "sum_axis": (
            lambda out: ivy.sum(ivy.asarray((a).tolist()), axis=0, out=out),
            a.sum(axis=0),
            "float32",
        ),
        "sum_int8": (lambda out: ivy.sum(ivy.asarray([1, 2], dtype="int8"), out=out), np.array(3), "int32"),
        "prod_keepdims": (
            lambda out: ivy.prod(ivy.asarray((a).tolist()), axis=1, keepdims=True, out=out),
            a.prod(axis=1, keepdims=True),
            "float32",
        ),
        "mean": (lambda out: ivy.mean(ivy.asarray([1, 2, 4]), out=out), np.array(7 / 3), "float32"),
        "var": (lambda out: ivy.var(ivy.asarray((a).tolist()), axis=1, out=out), a.var(axis=1), "float32"),
        "max": (lambda out: ivy.max(ivy.asarray((a).tolist()), axis=1, out=out), a.max(axis=1), "float32"),
        "min": (lambda out: ivy.min(ivy.asarray((a).tolist()), out=out), np.array(a.min()), "float32"),
        "reshape": (
            lambda out: ivy.reshape(ivy.asarray((a).tolist()), (4,), out=out),
            a.reshape(4),
            "float32",
        ),
        "concat": (
            lambda out: ivy.concat([ivy.asarray((a).tolist()), ivy.asarray((b).tolist())], out=out),
            np.concatenate([a, b]),
            "float32",
        ),
        "stack": (
            lambda out: ivy.stack([ivy.asarray((a).tolist()), ivy.asarray((b).tolist())], axis=1, out=out),
            np.stack([a, b], axis=1),
            "float32",
        ),
        "expand_dims": (
            lambda out: ivy.expand_dims(ivy.asarray((a).tolist()), axis=0, out=out),
            a[None],
            "float32",
        ),
        "permute_dims": (
            lambda out: ivy.permute_dims(ivy.asarray((a).tolist()), (1, 0), out=out),
            a.T,
            "float32",
        ),
        "broadcast_to": (
            lambda out: ivy.broadcast_to(ivy.asarray((a[0]).tolist()), (3, 2), out=out),
            np.broadcast_to(a[0], (3, 2)),
            "float32",
        ),
        "matmul": (
            lambda out: ivy.matmul(ivy.asarray((a).tolist()), ivy.asarray((b).tolist()), out=out),
            a @ b,
            "float32",
        ),
        "where": (
            lambda out: ivy.where(ivy.asarray((a > 2).tolist()), ivy.asarray((a).tolist()), 0.0, out=out),
            np.where(a > 2, a, 0.0),
            "float32",
        ),
    }


CASES = list(_cases())


@pytest.mark.parametrize("case", CASES)
def test_out_writes_into_given_array(backend, case):
    call, expected, dtype = _cases()[case]
    expected = np.asarray(expected)
    out = ivy.zeros(expected.shape, dtype=dtype)
    out_id = id(out)
    alias = out
    r = call(out)
    assert r is out
    assert id(r) == out_id
    assert alias is out
    assert isinstance(out, ivy.Array)
    assert out.shape == expected.shape and out.dtype == dtype
    assert_values(out, expected, dtype)
    assert_values(alias, expected, dtype)
    # without out= the same call gives the same values in a new Array
    fresh = call(None)
    assert fresh is not out
    np.testing.assert_array_equal(to_np(fresh), to_np(out))


@pytest.mark.parametrize("case", ["add", "sum_axis", "reshape", "matmul", "where", "exp_int", "concat"])
def test_out_native_array_raises_type_error(backend, case):
    call, expected, dtype = _cases()[case]
    native = ivy.zeros(np.asarray(expected).shape, dtype=dtype).to_native()
    with pytest.raises(TypeError):
        call(native)


@pytest.mark.parametrize(
    "case", ["add", "sum_axis", "reshape", "matmul", "where", "exp_int", "concat", "less"]
)
def test_out_wrong_shape_raises_shape_error(backend, case):
    call, expected, dtype = _cases()[case]
    shape = np.asarray(expected).shape
    for bad in ((7,), shape + (1,), (1,) + shape):
        out = ivy.zeros(bad, dtype=dtype)
        with pytest.raises(ivy.ShapeError, match=rf"\(backend '{backend}'\): out= has shape"):
            call(out)
        # out is left as it was
        assert out.shape == bad
        assert not np.any(to_np(out))


@pytest.mark.parametrize(
    "case", ["add", "sum_axis", "reshape", "matmul", "where", "exp_int", "less", "sum_int8"]
)
def test_out_wrong_dtype_raises_type_error(backend, case):
    """out= is never cast: another dtype is a TypeError (as NumPy's casting error)."""
    call, expected, dtype = _cases()[case]
    shape = np.asarray(expected).shape
    for bad_dtype in ("float64", "int64", "bool", "float16"):
        if bad_dtype == dtype or bad_dtype not in ivy.valid_dtypes:
            continue
        out = ivy.zeros(shape, dtype=bad_dtype)
        with pytest.raises(ivy.ArgumentTypeError, match=f"out= has dtype {bad_dtype}"):
            call(out)
        assert out.dtype == bad_dtype


def test_out_broadcastable_but_different_shape_raises(backend):
    # out must have exactly the result's shape, not one it broadcasts to
    out = ivy.zeros((2, 2))
    with pytest.raises(ivy.ShapeError):
        ivy.add(ivy.asarray([1.0, 2.0]), 1.0, out=out)


def test_out_same_array_as_input(backend):
    x = ivy.asarray([1.0, 2.0, 3.0])
    r = ivy.multiply(x, 2.0, out=x)
    assert r is x
    assert_values(x, np.array([2.0, 4.0, 6.0]), "float32")
    r = ivy.add(x, x, out=x)
    assert r is x
    assert_values(x, np.array([4.0, 8.0, 12.0]), "float32")


def test_out_repeated_use(backend):
    out = ivy.zeros((3,))
    for k in range(3):
        r = ivy.add(ivy.asarray([0.0, 1.0, 2.0]), float(k), out=out)
        assert r is out
        assert_values(out, np.array([0.0, 1.0, 2.0]) + k, "float32")


def test_out_through_instance_method(backend):
    x = ivy.asarray([[1, 2], [3, 4]])
    out = ivy.zeros((2,), dtype="int32")
    r = x.sum(axis=1, out=out)
    assert r is out
    assert_values(out, np.array([3, 7]), "int32")
