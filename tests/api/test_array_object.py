"""The standard's array object on every backend: NumPy-style indexing
(masks, integer arrays, negative steps), ``__setitem__`` that keeps the
Array's identity (JAX and TensorFlow included), in-place operators that
keep dtype and shape, ``to_device`` and the ``__ivy_array_function__``
protocol."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import SETTINGS
from hypothesis import given
from hypothesis import strategies as st

import ivy_core as ivy

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


def test_getitem_matches_numpy(backend):
    x = ivy.asarray(REF)
    for k in keys():
        r = x[k]
        assert isinstance(r, ivy.Array) and r.backend == backend
        expected = REF[np_key(k)]
        assert r.shape == expected.shape, k
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
    with pytest.raises(IndexError, match="out of bounds"):
        x[0, ivy.asarray([0, 3])]
    with pytest.raises(IndexError):
        x[ivy.asarray([True, False, True])]  # mask of the wrong shape


def test_float_index_array_is_refused(backend):
    x = ivy.asarray(REF)
    with pytest.raises(IndexError, match="bool or integer"):
        x[ivy.asarray([0.0])]


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


def test_inplace_operators_keep_identity_dtype_and_shape(backend):
    x = ivy.asarray([1, 2, 3], dtype="int32")
    alias = x
    x += 2
    x *= ivy.asarray([1, 2, 3], dtype="int16")
    x -= 1
    assert x is alias and x.dtype == ivy.int32
    assert x.tolist() == [2, 7, 14]
    with pytest.raises(TypeError, match="in-place operators keep the dtype"):
        x += 1.5
    with pytest.raises(TypeError, match="keep the dtype"):
        x /= 2
    with pytest.raises(ValueError, match="cannot broadcast"):
        x += ivy.ones((2, 3), dtype="int32")
    f = ivy.asarray([1.0, 4.0])
    f /= 2
    f **= 2
    assert f.tolist() == [0.25, 4.0]
    m = ivy.asarray([[1.0, 2.0], [3.0, 4.0]])
    m @= ivy.asarray([[1.0, 0.0], [0.0, 1.0]])
    assert m.tolist() == [[1.0, 2.0], [3.0, 4.0]]


def test_to_device(backend):
    x = ivy.asarray([1.0, 2.0])
    y = x.to_device(x.device)
    assert y.device == x.device and y.tolist() == [1.0, 2.0]
    with pytest.raises(ValueError, match="stream"):
        x.to_device(x.device, stream=1)


# --- __ivy_array_function__ --------------------------------------------------------------


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


def test_constants(backend):
    import math

    assert ivy.e == math.e and ivy.pi == math.pi
    assert math.isinf(ivy.inf) and ivy.inf > 0 and math.isnan(ivy.nan)
    x = ivy.asarray([1.0, 2.0], dtype="float64")
    assert x[ivy.newaxis].shape == (1, 2)
    r = x * ivy.pi  # a Python float: takes the array's dtype
    assert r.dtype == ivy.float64 and r.tolist() == [math.pi, 2 * math.pi]
