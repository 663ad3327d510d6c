"""The Array class: attributes, conversions, protocols, operators (reflected
ones with Python scalars), indexing and the generated instance methods."""

from __future__ import annotations

import operator

import numpy as np
import pytest
from api_helpers import (
    SETTINGS,
    assert_values,
    dtype_ids,
    kind,
    make,
    np_arrays,
    ref,
    require_valid,
    shapes,
    to_np,
)
from hypothesis import given
from hypothesis import strategies as st

import ivy_core as ivy

ALL = ivy.all_dtypes


def test_attributes(backend):
    x = ivy.asarray([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    assert x.shape == (2, 3) and type(x.shape) is tuple and all(type(s) is int for s in x.shape)
    assert x.ndim == 2 and x.size == 6 and len(x) == 2
    assert x.dtype == "float32" and isinstance(x.dtype, ivy.Dtype)
    assert isinstance(x.device, str) and x.device
    assert x.backend == backend
    assert isinstance(x.data, ivy.NativeArray)
    assert x.data is x.to_native()
    s = ivy.asarray(1)
    assert s.shape == () and s.ndim == 0 and s.size == 1
    with pytest.raises(TypeError):
        len(s)
    e = ivy.zeros((0, 4))
    assert e.size == 0 and e.shape == (0, 4)


def test_array_constructor(backend):
    x = ivy.Array([1.0, 2.0])
    assert x.dtype == "float32" and x.backend == backend
    assert x.tolist() == [1.0, 2.0]
    y = ivy.Array(x)
    assert y.data is x.data
    z = ivy.Array(x.to_native())
    assert z.data is x.data


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_repr(backend, dtype):
    require_valid(dtype)
    x = make(np.array([1, 0]), dtype)
    r = repr(x)
    assert r.startswith("ivy_core.array(")
    assert f"dtype={dtype}" in r
    assert repr(backend) in r


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_array_protocol_and_tolist(backend, dtype):
    require_valid(dtype)
    v = np.array([[1, 0], [2, 3]]) if kind(dtype) != "bool" else np.array([[True, False], [False, True]])
    x = make(v, dtype)
    if dtype != "bfloat16":
        a = np.asarray(x)
        assert isinstance(a, np.ndarray)
        assert a.dtype == np.dtype(str(dtype))
        np.testing.assert_array_equal(a, v.astype(str(dtype)))
        if kind(dtype) != "complex":
            assert np.asarray(x, dtype="float64").dtype == np.float64
    lst = x.tolist()
    assert isinstance(lst, list)
    assert np.array(lst).tolist() == v.astype(ref(x).dtype).tolist()


@pytest.mark.parametrize("dtype", ["int32", "int64", "uint8", "float32", "float64", "complex64", "bool"])
def test_dlpack_roundtrip(backend, dtype):
    require_valid(dtype)
    v = np.array([[1, 0, 2], [3, 4, 5]])
    if dtype == "bool":
        v = v > 1
    x = make(v, dtype)
    dev = x.__dlpack_device__()
    assert isinstance(dev, tuple) and len(dev) == 2
    if dev[0] != 1:  # kDLCPU
        pytest.skip("array is not on the CPU")
    y = np.from_dlpack(x)
    assert y.dtype == np.dtype(dtype)
    np.testing.assert_array_equal(y, v.astype(dtype))
    # and back into ivy_core through asarray
    z = ivy.asarray(y)
    assert_values(z, v, dtype)


def test_scalar_conversions(backend):
    assert bool(ivy.asarray(True)) is True
    assert bool(ivy.asarray(0)) is False
    assert bool(ivy.asarray([2.5])) is True
    f = float(ivy.asarray(2.5))
    assert type(f) is float and f == 2.5
    i = int(ivy.asarray(7))
    assert type(i) is int and i == 7
    assert int(ivy.asarray(-2.7)) == -2
    assert float(ivy.asarray(3)) == 3.0
    c = complex(ivy.asarray(1 + 2j))
    assert c == 1 + 2j
    assert [10, 20, 30][ivy.asarray(1)] == 20  # __index__
    assert int(ivy.asarray(2**40)) == 2**40


def test_transposes(backend):
    v = np.arange(6).reshape(2, 3)
    x = ivy.asarray(v.tolist())
    assert_values(x.T, v.T, "int32")
    with pytest.raises(ValueError):
        _ = ivy.asarray([1, 2]).T
    with pytest.raises(ValueError):
        _ = ivy.zeros((2, 2, 2)).T
    w = np.arange(24).reshape(2, 3, 4)
    assert_values(ivy.asarray(w.tolist()).mT, np.swapaxes(w, -1, -2), "int32")
    assert_values(x.mT, v.T, "int32")
    with pytest.raises(ValueError):
        _ = ivy.asarray([1, 2]).mT


def test_array_namespace(backend):
    x = ivy.asarray([1])
    assert x.__array_namespace__() is ivy
    assert x.__array_namespace__(api_version="2024.12") is ivy
    assert x.__array_namespace__(api_version="2023.12") is ivy
    with pytest.raises(ValueError):
        x.__array_namespace__(api_version="1999.01")
    xp = x.__array_namespace__()
    assert xp.add(x, x).tolist() == [2]


BIN_OPS = {
    "+": (operator.add, np.add),
    "-": (operator.sub, np.subtract),
    "*": (operator.mul, np.multiply),
    "/": (operator.truediv, np.divide),
    "**": (operator.pow, np.power),
    "==": (operator.eq, np.equal),
    "<": (operator.lt, np.less),
    ">": (operator.gt, np.greater),
}


@pytest.mark.parametrize("op", list(BIN_OPS))
@pytest.mark.parametrize("dtype", ["int32", "int8", "float32", "float64", "float16"])
@pytest.mark.parametrize("scalar", [2, 0.5, True], ids=lambda s: type(s).__name__)
def test_operators_with_python_scalars(backend, op, dtype, scalar):
    require_valid(dtype)
    pyop, npop = BIN_OPS[op]
    x = make(np.array([1, 2, 4]), dtype)
    if op == "**" and kind(dtype) == "signed" and type(scalar) is bool:
        pass
    promoted = ivy.result_type(x, scalar)
    if op == "/":
        result_dtype = promoted if kind(promoted) == "float" else ivy.default_float_dtype()
    elif op in ("==", "<", ">"):
        result_dtype = ivy.Dtype("bool")
    else:
        result_dtype = promoted
    with np.errstate(all="ignore"):
        for left, right in ((x, scalar), (scalar, x)):
            r = pyop(left, right)
            assert isinstance(r, ivy.Array), f"{type(left).__name__} {op} {type(right).__name__}"
            assert r.dtype == result_dtype
            lv = ref(x).astype("float64") if left is x else np.float64(scalar)
            rv = ref(x).astype("float64") if right is x else np.float64(scalar)
            expected = npop(lv, rv)
            assert_values(r, expected if kind(result_dtype) != "signed" else expected.astype("int64"),
                          result_dtype)


def test_operators_between_arrays(backend):
    a = ivy.asarray([[1.0, 2.0], [3.0, 4.0]])
    b = ivy.asarray([1, 2], dtype="int8")
    assert_values(a + b, np.array([[2.0, 4.0], [4.0, 6.0]]), ivy.promote_types("float32", "int8"))
    assert_values(a - b, np.array([[0.0, 0.0], [2.0, 2.0]]), "float32")
    assert_values(a * b, np.array([[1.0, 4.0], [3.0, 8.0]]), "float32")
    assert_values(a / b, np.array([[1.0, 1.0], [3.0, 2.0]]), "float32")
    assert_values(a**b, np.array([[1.0, 4.0], [3.0, 16.0]]), "float32")
    assert_values(a @ a, np.array([[7.0, 10.0], [15.0, 22.0]]), "float32")
    assert_values(a == b, np.array([[True, True], [False, False]]), "bool")
    assert_values(a < b, np.array([[False, False], [False, False]]), "bool")
    assert_values(a > b, np.array([[False, False], [True, True]]), "bool")
    assert_values(-a, -np.array([[1.0, 2.0], [3.0, 4.0]]), "float32")
    assert_values(+a, np.array([[1.0, 2.0], [3.0, 4.0]]), "float32")  # positive(): a new array
    assert_values(abs(ivy.asarray([-1, 2])), np.array([1, 2]), "int32")
    assert_values(~ivy.asarray([True, False]), np.array([False, True]), "bool")
    i = ivy.asarray([1, 2])
    j = i + 1.5  # int array with a float scalar: the default float dtype
    assert_values(j, np.array([2.5, 3.5]), "float32")
    assert_values(2.5 - i, np.array([1.5, 0.5]), "float32")
    assert_values(1 / i, np.array([1.0, 0.5]), "float32")
    assert_values(2**i, np.array([2, 4]), "int32")
    assert_values(1j * i, np.array([1j, 2j]), "complex64")


def test_array_is_unhashable_and_eq_is_elementwise(backend):
    x = ivy.asarray([1, 2])
    with pytest.raises(TypeError):
        hash(x)
    assert isinstance(x == x, ivy.Array)


def test_operator_with_native_array(backend):
    x = ivy.asarray([1.0, 2.0])
    n = ivy.asarray([1.0, 1.0]).to_native()
    assert_values(x + n, np.array([2.0, 3.0]), "float32")
    assert_values(x * n, np.array([1.0, 2.0]), "float32")


def test_indexing(backend):
    v = np.arange(24).reshape(2, 3, 4)
    x = ivy.asarray(v.tolist())
    cases = [
        0, -1, (1, 2), (1, 2, 3), slice(1, None), (slice(None), 1), (Ellipsis, 0),
        (0, slice(None, None, 2)), (slice(None), slice(1, 3), -1), (None, 0), (0, None, 1),
    ]
    for key in cases:
        r = x[key]
        assert isinstance(r, ivy.Array), key
        assert_values(r, v[key], "int32")
    s = x[1, 2, 3]
    assert s.shape == () and int(s) == 23
    mask = ivy.asarray((v[0, 0] % 2 == 0).tolist())
    assert_values(x[0, 0][mask], np.array([0, 2]), "int32")
    idx = ivy.asarray(1)
    assert_values(x[idx], v[1], "int32")
    assert_values(x[0, idx], v[0, 1], "int32")


def test_iteration(backend):
    x = ivy.asarray([[1, 2], [3, 4]])
    rows = list(x)
    assert len(rows) == 2 and all(isinstance(r, ivy.Array) for r in rows)
    assert [r.tolist() for r in rows] == [[1, 2], [3, 4]]
    with pytest.raises(TypeError):
        iter(ivy.asarray(1)).__next__()


def test_instance_methods(backend):
    v = np.arange(6).reshape(2, 3)
    x = ivy.asarray(v.tolist())
    assert_values(x.sum(), np.array(15), "int32")
    assert_values(x.sum(axis=0), v.sum(axis=0), "int32")
    assert_values(x.mean(axis=1), v.mean(axis=1), "float32")
    assert_values(x.reshape((3, 2)), v.reshape(3, 2), "int32")
    assert_values(x.reshape((-1,)), v.reshape(-1), "int32")
    assert_values(x.astype("float64"), v.astype("float64"), "float64")
    assert_values(x.permute_dims((1, 0)), v.T, "int32")
    assert_values(x.expand_dims(axis=0), v[None], "int32")
    assert_values(x.max(), np.array(5), "int32")
    assert_values(x.min(axis=1, keepdims=True), v.min(axis=1, keepdims=True), "int32")
    assert_values(x.exp(), np.exp(v.astype("float64")), "float32")
    assert_values(x.add(1.5), v + 1.5, "float32")
    assert_values(x.matmul(x.T), v @ v.T, "int32")
    assert_values(x.broadcast_to((2, 2, 3)), np.broadcast_to(v, (2, 2, 3)), "int32")
    c = x > 2
    assert_values(c.where(x, 0), np.where(v > 2, v, 0), "int32")
    assert_values(ivy.zeros((2,)).zeros_like(), np.zeros(2), "float32")
    # methods are the API functions with self first
    assert ivy.Array.sum.__name__ == "sum"
    for name in ("sum", "prod", "mean", "var", "reshape", "astype", "abs", "exp", "concat" if False else "stack"):
        if name == "stack":
            continue
        assert callable(getattr(x, name))


@SETTINGS
@given(data=st.data())
def test_operator_matches_function(backend, data):
    dtype = data.draw(st.sampled_from(["float32", "int32", "float64"]))
    shape = data.draw(shapes(min_side=0))
    a = make(data.draw(np_arrays(dtype, shape)), dtype)
    b = make(data.draw(np_arrays(dtype, shape, domain="positive")), dtype)
    for op, fn in ((operator.add, ivy.add), (operator.sub, ivy.subtract), (operator.mul, ivy.multiply),
                   (operator.truediv, ivy.divide), (operator.lt, ivy.less)):
        r1, r2 = op(a, b), fn(a, b)
        assert r1.dtype == r2.dtype
        np.testing.assert_array_equal(to_np(r1), to_np(r2))
