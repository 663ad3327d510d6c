"""The standard's array object on every backend: attributes, conversions,
protocols, operators (reflected ones with Python scalars), NumPy-style
indexing (masks, integer arrays, negative steps), ``__setitem__`` that keeps
the Array's identity (JAX and TensorFlow included), in-place operators that
keep dtype and shape, the generated instance methods, ``to_device`` and the
``__ivy_array_function__`` protocol."""

from __future__ import annotations

import math
import operator

import numpy as np
import pytest
from api_helpers import (
    SETTINGS,
    assert_values,
    dtype_ids,
    is_lazy,
    kind,
    make,
    np_arrays,
    py,
    raises_with_data,
    ref,
    require_valid,
    shape_fits,
    shapes,
    to_np,
)
from hypothesis import given
from hypothesis import strategies as st

import ivy_core as ivy

ALL = ivy.all_dtypes


# --- attributes, construction, conversions, protocols -------------------------------------


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
    if is_lazy():
        # Refused by default (test_lazy.py); the opt-in converts.
        with ivy.implicit_compute():
            _scalar_conversions()
    else:
        _scalar_conversions()


def _scalar_conversions():
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


def test_format_spec(backend):
    """``f"{loss:.4f}"`` formats a 0-d array as the number it holds (NumPy's,
    PyTorch's and JAX's scalars do; an Array raised TypeError); no spec is
    ``str``; a spec for an array of several numbers is refused."""
    if is_lazy():
        with ivy.implicit_compute():
            _format_spec()
    else:
        _format_spec()


def _format_spec():
    assert f"{ivy.asarray(2.5, dtype='float32'):.3f}" == "2.500"
    assert f"{ivy.asarray(7, dtype='int16'):05d}" == "00007"
    assert f"{ivy.asarray(True):}" == str(ivy.asarray(True))
    assert f"{ivy.asarray(1 + 2j, dtype='complex64'):.1f}" == "1.0+2.0j"
    assert format(ivy.asarray(-1.5), "+.1e") == "-1.5e+00"
    x = ivy.asarray([1.0, 2.0])
    assert f"{x}" == str(x)
    with pytest.raises(TypeError, match="shape"):
        f"{x:.2f}"


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


def test_to_device(backend):
    x = ivy.asarray([1.0, 2.0])
    y = x.to_device(x.device)
    assert y.device == x.device and y.tolist() == [1.0, 2.0]
    with pytest.raises(ValueError, match="stream"):
        x.to_device(x.device, stream=1)


def test_constants(backend):
    assert ivy.e == math.e and ivy.pi == math.pi
    assert math.isinf(ivy.inf) and ivy.inf > 0 and math.isnan(ivy.nan)
    x = ivy.asarray([1.0, 2.0], dtype="float64")
    assert x[ivy.newaxis].shape == (1, 2)
    r = x * ivy.pi  # a Python float: takes the array's dtype
    assert r.dtype == ivy.float64 and r.tolist() == [math.pi, 2 * math.pi]


# --- operators ----------------------------------------------------------------------------

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
            assert_values(
                r, expected if kind(result_dtype) != "signed" else expected.astype("int64"), result_dtype
            )


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


@SETTINGS
@given(data=st.data())
def test_operator_matches_function(backend, data):
    dtype = data.draw(st.sampled_from(["float32", "int32", "float64"]))
    shape = data.draw(shapes(min_side=0))
    a = make(data.draw(np_arrays(dtype, shape)), dtype)
    b = make(data.draw(np_arrays(dtype, shape, domain="positive")), dtype)
    for op, fn in (
        (operator.add, ivy.add),
        (operator.sub, ivy.subtract),
        (operator.mul, ivy.multiply),
        (operator.truediv, ivy.divide),
        (operator.lt, ivy.less),
    ):
        r1, r2 = op(a, b), fn(a, b)
        assert r1.dtype == r2.dtype
        np.testing.assert_array_equal(to_np(r1), to_np(r2))


def test_a_read_only_numpy_array_is_never_written_through_an_array(backend):
    """A read-only NumPy array (frozen, a broadcast view, a memory-mapped
    file) given to ``asarray`` or ``from_dlpack`` is never changed by
    writing into the Array: NumPy's backend refuses the write with an
    ivy_core error naming it; a backend whose arrays are always writable
    (torch) copies it; JAX and TensorFlow copy anyway."""
    frozen = np.arange(3.0, dtype=np.float32)
    frozen.flags.writeable = False
    broadcast = np.broadcast_to(np.arange(3.0, dtype=np.float32), (2, 3))
    for a in (frozen, broadcast):
        before = a.copy()
        for convert in (ivy.asarray, ivy.from_dlpack):
            if convert is ivy.from_dlpack and a is broadcast:
                continue  # DLPack has no zero strides to share on every backend
            for write in (lambda x: x.__setitem__(0, 5.0), lambda x: x.__iadd__(1.0)):
                x = convert(a)
                try:
                    write(x)
                except ivy.ArgumentValueError as exc:  # NumPy's backend: refused, and said so
                    assert "read-only" in str(exc)
                np.testing.assert_array_equal(a, before)
    if ivy.current_backend_str() == "numpy":  # shared as it is, read-only
        assert np.shares_memory(ivy.asarray(frozen, copy=False).data, frozen)
    if ivy.current_backend_str() == "torch":  # a tensor sharing it could be written: copy=False refused
        for a in (frozen, broadcast):
            with pytest.raises(ValueError, match="read-only"):
                ivy.asarray(a, copy=False)


def test_inplace_operators_keep_identity_dtype_and_shape(backend):
    x = ivy.asarray([1, 2, 3], dtype="int32")
    alias = x
    x += 2
    x *= ivy.asarray([1, 2, 3], dtype="int16")
    x -= 1
    assert x is alias and x.dtype == ivy.int32
    assert x.tolist() == [2, 7, 14]
    with pytest.raises(ivy.ArgumentTypeError, match="in-place operators keep the dtype"):
        x += 1.5
    with pytest.raises(ivy.ArgumentTypeError, match="keep the dtype"):
        x /= 2
    with pytest.raises(ivy.ShapeError, match="cannot broadcast"):
        x += ivy.ones((2, 3), dtype="int32")
    f = ivy.asarray([1.0, 4.0])
    f /= 2
    f **= 2
    assert f.tolist() == [0.25, 4.0]
    m = ivy.asarray([[1.0, 2.0], [3.0, 4.0]])
    m @= ivy.asarray([[1.0, 0.0], [0.0, 1.0]])
    assert m.tolist() == [[1.0, 2.0], [3.0, 4.0]]


# --- indexing -----------------------------------------------------------------------------

REF = np.arange(24, dtype=np.float32).reshape(2, 3, 4)


def np_key(key):
    def conv(k):
        return np.asarray(k) if isinstance(k, ivy.Array) else k

    return tuple(conv(k) for k in key) if isinstance(key, tuple) else conv(key)


def keys():
    """Indices of every kind the standard names, built under the backend in force."""
    return [
        1,
        -1,
        (0, 1),
        (slice(None), 2),
        (Ellipsis, -1),
        (None, 0),
        (0, None, slice(1, 3)),
        slice(None, None, -1),
        (0, slice(3, None, -2)),
        (slice(None), slice(None), slice(None, None, -3)),
        ivy.asarray(REF > 10),
        (ivy.asarray([True, False]),),
        (0, ivy.asarray([2, 0, 1])),
        (slice(None), ivy.asarray([0, 0, 2]), slice(1, 3)),
        (ivy.asarray([1, 0]), ivy.asarray([2, 1])),
        (ivy.asarray([-1, 0], dtype="int8"), Ellipsis),
        (Ellipsis,),
        (),
    ]


def test_indexing(backend):
    v = np.arange(24).reshape(2, 3, 4)
    x = ivy.asarray(v.tolist())
    cases = [
        0,
        -1,
        (1, 2),
        (1, 2, 3),
        slice(1, None),
        (slice(None), 1),
        (Ellipsis, 0),
        (0, slice(None, None, 2)),
        (slice(None), slice(1, 3), -1),
        (None, 0),
        (0, None, 1),
    ]
    for key in cases:
        r = x[key]
        assert isinstance(r, ivy.Array), key
        assert_values(r, v[key], "int32")
    s = x[1, 2, 3]
    assert s.shape == () and py(int, s) == 23
    mask = ivy.asarray((v[0, 0] % 2 == 0).tolist())
    assert_values(x[0, 0][mask], np.array([0, 2]), "int32")
    idx = ivy.asarray(1)
    assert_values(x[idx], v[1], "int32")
    assert_values(x[0, idx], v[0, 1], "int32")


def test_getitem_matches_numpy(backend):
    x = ivy.asarray(REF)
    for k in keys():
        r = x[k]
        assert isinstance(r, ivy.Array) and r.backend == backend
        expected = REF[np_key(k)]
        assert shape_fits(r.shape, expected.shape), k
        np.testing.assert_array_equal(np.asarray(r), expected, err_msg=str(k))


@pytest.mark.parametrize(
    "bad",
    [5, -3, (0, 3), (0, 0, 4), (0, 0, 0, 0), (Ellipsis, Ellipsis), 1.5, "a"],
    ids=str,
)
def test_bad_index_is_index_error(backend, bad):
    x = ivy.asarray(REF)
    with pytest.raises(IndexError, match="ivy_core.Array.__getitem__"):
        x[bad]


def test_out_of_range_index_array_raises_everywhere(backend):
    # JAX alone would clamp silently; ivy_core checks first.
    x = ivy.asarray(REF)
    # On a lazy backend only the computed values show the index.
    raises_with_data(IndexError, lambda: x[0, ivy.asarray([0, 3])], match="out of bounds")
    with pytest.raises(IndexError):
        x[ivy.asarray([True, False, True])]  # mask of the wrong shape


def test_float_index_array_is_refused(backend):
    x = ivy.asarray(REF)
    with pytest.raises(IndexError, match="bool or integer"):
        x[ivy.asarray([0.0])]


def test_iteration(backend):
    x = ivy.asarray([[1, 2], [3, 4]])
    rows = list(x)
    assert len(rows) == 2 and all(isinstance(r, ivy.Array) for r in rows)
    assert [r.tolist() for r in rows] == [[1, 2], [3, 4]]
    with pytest.raises(TypeError):
        iter(ivy.asarray(1)).__next__()


# --- __setitem__ --------------------------------------------------------------------------


def test_setitem_matches_numpy_and_keeps_identity(backend):
    y = ivy.asarray(REF.copy())
    ident = id(y)
    expected = REF.copy()
    y[0, 1] = 7.0
    expected[0, 1] = 7.0
    y[ivy.asarray(REF > 20)] = -1.0
    expected[REF > 20] = -1.0
    y[:, ::-1, 0] = ivy.asarray(np.array([1, 2, 3], dtype=np.float32))
    expected[:, ::-1, 0] = [1, 2, 3]
    y[1, ivy.asarray([0, 2])] = 5
    expected[1, [0, 2]] = 5
    y[..., 3] = ivy.asarray(np.float32(9.5))
    expected[..., 3] = 9.5
    assert id(y) == ident
    assert y.dtype == ivy.float32
    np.testing.assert_array_equal(np.asarray(y), expected)


def test_setitem_is_seen_through_other_references(backend):
    y = ivy.asarray([1, 2, 3])
    alias = y
    y[1] = 20
    assert alias.tolist() == [1, 20, 3]


@given(
    data=st.data(),
    shape=st.lists(st.integers(1, 4), min_size=1, max_size=3).map(tuple),
)
@SETTINGS
def test_setitem_slices_property(backend, data, shape):
    ref = np.arange(int(np.prod(shape)), dtype=np.int32).reshape(shape)
    key = tuple(
        data.draw(
            st.builds(
                slice,
                st.none() | st.integers(-n - 1, n),
                st.none() | st.integers(-n - 1, n),
                st.none() | st.sampled_from([-2, -1, 1, 2]),
            )
        )
        for n in shape
    )
    x = ivy.asarray(ref.copy())
    expected = ref.copy()
    expected[key] = -7
    x[key] = -7
    np.testing.assert_array_equal(np.asarray(x), expected)
    np.testing.assert_array_equal(np.asarray(ivy.asarray(ref)[key]), ref[key])


@pytest.mark.parametrize("dtype", list(ivy.all_dtypes), ids=str)
def test_setitem_every_dtype(backend, dtype):
    if dtype not in ivy.valid_dtypes:
        pytest.skip(f"{dtype} is invalid under {backend}")
    x = ivy.zeros((3,), dtype=dtype)
    one = True if dtype == "bool" else 1
    x[ivy.asarray([True, False, True])] = one
    x[1:2] = ivy.ones((1,), dtype=dtype)
    assert x.dtype == dtype
    assert np.all(np.asarray(ivy.astype(x, "bool")))


def test_setitem_never_changes_the_dtype(backend):
    i8 = ivy.asarray([1, 2, 3], dtype="int8")
    with pytest.raises(OverflowError, match="does not fit in int8"):
        i8[0] = 300
    with pytest.raises(TypeError, match="cannot be stored in a int8"):
        i8[0] = 1.5
    with pytest.raises(TypeError, match="without changing its dtype"):
        i8[0] = ivy.asarray([1.0])
    i8[0:2] = ivy.asarray([5, 6], dtype="int8")
    f32 = ivy.asarray([0.0, 0.0])
    f32[0] = ivy.asarray(3, dtype="int8")  # int8 promotes into float32: allowed
    assert f32.dtype == ivy.float32 and f32.tolist() == [3.0, 0.0]
    assert i8.tolist() == [5, 6, 3] and i8.dtype == ivy.int8


def test_setitem_refuses_foreign_values(backend):
    x = ivy.asarray([1.0, 2.0])
    with pytest.raises(TypeError, match="must be an array of this backend or a Python scalar"):
        x[0] = [1.0]


# --- instance methods ---------------------------------------------------------------------


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
    for name in (
        "sum",
        "prod",
        "mean",
        "var",
        "reshape",
        "astype",
        "abs",
        "exp",
        "concat" if False else "stack",
    ):
        if name == "stack":
            continue
        assert callable(getattr(x, name))


# --- __ivy_array_function__ ---------------------------------------------------------------


class Quantity:
    """A value with a unit: overrides add; declines everything else."""

    def __init__(self, value, unit):
        self.value, self.unit = value, unit

    def __ivy_array_function__(self, func, types, args, kwargs):
        if func is ivy.add:
            a, b = args
            ua = a.unit if isinstance(a, Quantity) else None
            ub = b.unit if isinstance(b, Quantity) else None
            if ua and ub and ua != ub:
                raise ValueError(f"cannot add {ua} to {ub}")
            va = a.value if isinstance(a, Quantity) else a
            vb = b.value if isinstance(b, Quantity) else b
            return Quantity(func(va, vb, **kwargs), ua or ub)
        return NotImplemented


class Seconds(Quantity):
    def __ivy_array_function__(self, func, types, args, kwargs):
        if func is ivy.add:
            return ("Seconds handled it", types)
        return NotImplemented


def test_protocol_overrides_a_function(backend):
    m = Quantity(ivy.asarray([1.0, 2.0]), "m")
    r = ivy.add(m, m)
    assert isinstance(r, Quantity) and r.unit == "m" and r.value.tolist() == [2.0, 4.0]
    r = ivy.add(ivy.asarray([1.0, 1.0]), m)  # in either position
    assert r.unit == "m" and r.value.tolist() == [2.0, 3.0]
    r = ivy.asarray([1.0, 1.0]) + m  # operators and methods go through the functions
    assert isinstance(r, Quantity)


def test_protocol_exceptions_reach_the_caller_unchanged(backend):
    m = Quantity(ivy.asarray([1.0]), "m")
    s = Quantity(ivy.asarray([1.0]), "s")
    with pytest.raises(ValueError, match="cannot add m to s") as info:
        ivy.add(m, s)
    assert type(info.value) is ValueError
    assert info.value.__context__ is None and info.value.__cause__ is None


def test_protocol_not_implemented_everywhere_is_a_type_error(backend):
    m = Quantity(ivy.asarray([1.0]), "m")
    with pytest.raises(TypeError, match="returned NotImplemented"):
        ivy.multiply(m, m)


def test_protocol_subclass_goes_first(backend):
    q = Quantity(ivy.asarray([1.0]), "s")
    s = Seconds(ivy.asarray([1.0]), "s")
    result, types = ivy.add(q, s)
    assert result == "Seconds handled it"
    assert types == (Quantity, Seconds)


def test_protocol_in_sequences(backend):
    class Lazy:
        def __ivy_array_function__(self, func, types, args, kwargs):
            return f"lazy {func.__name__} of {len(args[0])}"

    assert ivy.concat([ivy.asarray([1.0]), Lazy()]) == "lazy concat of 2"


def test_plain_unknown_objects_still_raise_type_error(backend):
    class Plain:
        pass

    with pytest.raises(TypeError, match="must be an array"):
        ivy.add(ivy.asarray([1.0]), Plain())


@pytest.mark.parametrize("dtype", ["int8", "int16", "int32", "int64", "uint8"])
def test_0d_integer_array_of_any_dtype_as_slice_bound(backend, dtype):
    # issue 9: on tensorflow a 0-d int8/int16/uint8 Array as a slice bound failed.
    x = ivy.asarray([1, 2, 3, 4, 5])
    one, two, four = (ivy.asarray(v, dtype=dtype) for v in (1, 2, 4))
    if is_lazy():
        # A lazy bound has no value until computed, and a slice needs it now.
        with pytest.raises(ValueError, match=r"ivy_core\.compute"):
            x[one:]
        one, two, four = ivy.compute(one, two, four)
    assert to_np(x[one:]).tolist() == [2, 3, 4, 5]
    assert to_np(x[:four]).tolist() == [1, 2, 3, 4]
    assert to_np(x[one:four:two]).tolist() == [2, 4]
    assert to_np(x[np.int8(1) :]).tolist() == [2, 3, 4, 5]
    y = ivy.asarray([1, 2, 3, 4, 5])
    y[one:four] = 0
    assert to_np(y).tolist() == [1, 0, 0, 0, 5]


_SIGNED_ZEROS = [
    0.0,
    -0.0,
    0j,
    complex(-0.0, 0.0),
    complex(0.0, -0.0),
    complex(-0.0, -0.0),
    complex(1, 0.0),
    complex(1, -0.0),
]


def _signs(x) -> list:
    v = to_np(x).reshape(-1).astype(np.complex128)
    return [(bool(np.signbit(z.real)), bool(np.signbit(z.imag))) for z in v]


@pytest.mark.parametrize("order", [1, -1], ids=["forward", "reversed"])
def test_signed_zero_scalars_do_not_depend_on_call_order(backend, order):
    # issue 9: TensorFlow caches scalar constants by value (-0.0 == 0.0), so
    # after asarray(complex(-0.0, 0.0)), asarray(0j) came back as -0+0j.
    for value in _SIGNED_ZEROS[::order] * 2:
        expected = _signs_of_value(value)
        assert _signs(ivy.asarray(value)) == expected, value
        assert _signs(ivy.full((2,), value)) == expected * 2, value


def _signs_of_value(value) -> list:
    z = complex(value)
    return [(math.copysign(1.0, z.real) < 0, math.copysign(1.0, z.imag) < 0)]
