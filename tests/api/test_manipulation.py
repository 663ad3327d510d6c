"""Shape manipulation: reshape, concat, stack, expand_dims, permute_dims,
broadcast_to, broadcast_arrays, flip, moveaxis, repeat, roll, squeeze, tile,
unstack, and Ivy's split. Values against NumPy, dtypes kept (concat and stack
promote), edge cases and errors."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import (
    FAST,
    SETTINGS,
    SHAPE_ERRORS,
    assert_values,
    declared_unsupported,
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


def _vals(dtype, shape):
    n = int(np.prod(shape))
    v = np.arange(n).reshape(shape)
    return (v % 2 == 0) if kind(dtype) == "bool" else v


def _shuffled_vals(dtype, shape):
    n = int(np.prod(shape))
    v = (np.arange(n) * 7 % 5).reshape(shape)
    return (v % 2 == 0) if kind(dtype) == "bool" else v


def _check_unsupported(name, dtype, call):
    if declared_unsupported(name, dtype):
        with pytest.raises(ivy.UnsupportedDtypeError):
            call()
        return True
    return False


def _unsupported(name, dtype):
    """Whether the backend in force declares ``name`` unsupported for ``dtype``."""
    return dtype in ivy.function_unsupported_dtypes(name, ivy.current_backend_str())


def _np_split(v, sizes, axis):
    return np.split(v, np.cumsum(sizes)[:-1], axis=axis)


# --- every function keeps the dtype -------------------------------------------------------


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_all_manipulations_keep_dtype(backend, dtype):
    require_valid(dtype)
    v = _vals(dtype, (2, 3))
    x = make(v, dtype)
    calls = {
        "reshape": (lambda: ivy.reshape(x, (3, 2)), v.reshape(3, 2)),
        "concat": (lambda: ivy.concat([x, x], axis=1), np.concatenate([v, v], axis=1)),
        "stack": (lambda: ivy.stack([x, x]), np.stack([v, v])),
        "expand_dims": (lambda: ivy.expand_dims(x, axis=1), np.expand_dims(v, 1)),
        "permute_dims": (lambda: ivy.permute_dims(x, (1, 0)), v.T),
        "broadcast_to": (lambda: ivy.broadcast_to(x, (4, 2, 3)), np.broadcast_to(v, (4, 2, 3))),
    }
    for name, (call, expected) in calls.items():
        if _check_unsupported(name, dtype, call):
            continue
        assert_values(call(), expected, dtype)


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
def test_every_function_keeps_dtype(backend, dtype):
    require_valid(dtype)
    v = _shuffled_vals(dtype, (2, 3))
    x = make(v, dtype)
    calls = {
        "flip": (lambda: ivy.flip(x), np.flip(v)),
        "moveaxis": (lambda: ivy.moveaxis(x, 0, -1), np.moveaxis(v, 0, -1)),
        "repeat": (lambda: ivy.repeat(x, 2, axis=1), np.repeat(v, 2, axis=1)),
        "roll": (lambda: ivy.roll(x, 1, axis=1), np.roll(v, 1, axis=1)),
        "squeeze": (lambda: ivy.squeeze(ivy.reshape(x, (1, 2, 3)), 0), v),
        "tile": (lambda: ivy.tile(x, (2, 1)), np.tile(v, (2, 1))),
    }
    for name, (call, expected) in calls.items():
        if _unsupported(name, dtype):
            with pytest.raises(ivy.UnsupportedDtypeError):
                call()
            continue
        assert_values(call(), expected, dtype)
    multi = {
        "unstack": (lambda: ivy.unstack(x, axis=1), list(np.moveaxis(v, 1, 0))),
        "split": (lambda: ivy.split(x, num_or_size_splits=3, axis=1), np.split(v, 3, axis=1)),
        "broadcast_arrays": (
            lambda: ivy.broadcast_arrays(x, make(v[:1], dtype)),
            np.broadcast_arrays(v, v[:1]),
        ),
    }
    for name, (call, expected) in multi.items():
        if _unsupported(name, dtype):
            with pytest.raises(ivy.UnsupportedDtypeError):
                call()
            continue
        r = call()
        # broadcast_arrays returns a list (2024.12), unstack and split tuples
        assert type(r) is (list if name == "broadcast_arrays" else tuple) and len(r) == len(expected), name
        for got, e in zip(r, expected, strict=True):
            assert_values(got, e, dtype)


# --- reshape ------------------------------------------------------------------------------


@SETTINGS
@given(data=st.data())
def test_reshape_property(backend, data):
    dtype = data.draw(st.sampled_from(["int32", "float32", "bool", "float64", "int8"]))
    shape = data.draw(shapes(min_dims=0, max_dims=4, min_side=0, max_side=4))
    v = data.draw(np_arrays(dtype, shape))
    x = make(v, dtype)
    n = v.size
    target = data.draw(st.sampled_from([(n,), (1, n), (n, 1), (-1,), (1, -1, 1)]))
    r = ivy.reshape(x, target)
    assert_values(r, ref(x).reshape(target), dtype)
    r2 = x.reshape(target)
    assert r2.shape == r.shape


def test_reshape_variants(backend):
    x = ivy.arange(24)
    assert ivy.reshape(x, (2, 3, 4)).shape == (2, 3, 4)
    assert ivy.reshape(x, [4, -1]).shape == (4, 6)
    assert ivy.reshape(x, (2, 3, 4), copy=True).shape == (2, 3, 4)
    assert_values(ivy.reshape(ivy.asarray(5), (1, 1)), np.array([[5]]), "int32")
    assert ivy.reshape(ivy.zeros((0, 3)), (3, 0)).shape == (3, 0)
    with pytest.raises(SHAPE_ERRORS):
        ivy.reshape(x, (5, 5))


# --- concat and stack ---------------------------------------------------------------------


@pytest.mark.parametrize("axis", [0, 1, -1, None])
def test_concat_axes(backend, axis):
    a = np.arange(6).reshape(2, 3)
    b = np.arange(6, 12).reshape(2, 3)
    r = ivy.concat([ivy.asarray(a.tolist()), ivy.asarray(b.tolist())], axis=axis)
    expected = np.concatenate([a, b], axis=axis)
    assert_values(r, expected, "int32")


def test_concat_single_and_empty(backend):
    a = ivy.asarray([[1.0, 2.0]])
    assert_values(ivy.concat([a]), np.array([[1.0, 2.0]]), "float32")
    e = ivy.zeros((0, 2))
    assert_values(ivy.concat([e, a], axis=0), np.array([[1.0, 2.0]]), "float32")
    assert ivy.concat((a, a, a), axis=0).shape == (3, 2)


@pytest.mark.parametrize("d1", ALL, ids=dtype_ids(ALL))
def test_concat_stack_promote_mixed(backend, d1):
    require_valid(d1)
    for d2 in ivy.valid_dtypes:
        x1 = make(_vals(d1, (2,)), d1)
        x2 = make(_vals(d2, (2,)), d2)
        expected = ivy.promote_types(d1, d2)
        for fn, ref_fn in ((ivy.concat, np.concatenate), (ivy.stack, np.stack)):
            if expected not in ivy.valid_dtypes or declared_unsupported(fn.__name__, expected):
                with pytest.raises(ivy.UnsupportedDtypeError):
                    fn([x1, x2])
                continue
            r = fn([x1, x2])
            assert r.dtype == expected, f"{fn.__name__}([{d1}, {d2}])"
            e = ref_fn([ref(ivy.astype(x1, expected)), ref(ivy.astype(x2, expected))])
            assert_values(r, e, expected)
    # three arrays promote together
    if all(d in ivy.valid_dtypes for d in ("int8", "uint8", "float16")):
        r = ivy.concat(
            [
                ivy.asarray([1], dtype="int8"),
                ivy.asarray([2], dtype="uint8"),
                ivy.asarray([0.5], dtype="float16"),
            ]
        )
        assert r.dtype == ivy.result_type("int8", "uint8", "float16")


@pytest.mark.parametrize("axis", [0, 1, 2, -1, -3])
def test_stack_axes(backend, axis):
    a = np.arange(6.0).reshape(2, 3)
    b = a + 10
    r = ivy.stack([ivy.asarray(a.tolist()), ivy.asarray(b.tolist())], axis=axis)
    assert_values(r, np.stack([a, b], axis=axis), "float32")


def test_concat_stack_reject_non_sequences_and_scalars(backend):
    x = ivy.asarray([1, 2])
    with pytest.raises(TypeError):
        ivy.concat(x)
    with pytest.raises(TypeError):
        ivy.stack([x, 3])


# --- expand_dims, permute_dims, squeeze ---------------------------------------------------


@pytest.mark.parametrize("axis", [0, 1, 2, -1, -2])
def test_expand_dims(backend, axis):
    v = np.arange(6).reshape(2, 3)
    r = ivy.expand_dims(ivy.asarray(v.tolist()), axis=axis)
    assert_values(r, np.expand_dims(v, axis), "int32")


def test_expand_dims_default_axis_and_0d(backend):
    assert ivy.expand_dims(ivy.asarray([1, 2])).shape == (1, 2)
    assert ivy.expand_dims(ivy.asarray(1.0)).shape == (1,)


@pytest.mark.parametrize("axis", [0, 1, -1, -2])
def test_expand_dims_axis_positional(backend, axis):
    """Regression (issue 9): the standard's ``expand_dims(x, /, axis=0)``
    takes ``axis`` positionally too."""
    v = np.arange(6).reshape(2, 3)
    x = ivy.asarray(v.tolist())
    assert_values(ivy.expand_dims(x, axis), np.expand_dims(v, axis), "int32")
    assert ivy.expand_dims(x, axis).shape == ivy.expand_dims(x, axis=axis).shape


@pytest.mark.parametrize("shape,axis", [((2, 3), 3), ((2, 3), -4), ((), 1), ((), -2), ((4,), 100)])
def test_expand_dims_axis_out_of_range_is_index_error(backend, shape, axis):
    """Regression (issue 9): one class on every backend (jax and tensorflow
    raised ValueError), naming the function and the backend."""
    x = ivy.zeros(shape)
    with pytest.raises(IndexError, match=r"expand_dims \(backend"):
        ivy.expand_dims(x, axis)
    with pytest.raises(IndexError, match="expand_dims"):
        ivy.expand_dims(x, axis=axis)
    with pytest.raises(TypeError, match="expand_dims"):
        ivy.expand_dims(x, 0.5)


@SETTINGS
@given(data=st.data())
def test_permute_dims_property(backend, data):
    shape = data.draw(shapes(min_dims=0, max_dims=4, min_side=0, max_side=3))
    v = data.draw(np_arrays("float32", shape))
    perm = tuple(data.draw(st.permutations(list(range(len(shape))))))
    r = ivy.permute_dims(make(v, "float32"), perm)
    assert_values(r, np.transpose(v.astype("float64"), perm), "float32")


def test_squeeze(backend):
    v = np.arange(3.0).reshape(1, 3, 1)
    x = ivy.asarray(v, dtype="float32")
    assert_values(ivy.squeeze(x, axis=0), v[0])
    assert_values(ivy.squeeze(x, axis=(0, -1)), v[0, :, 0])
    assert_values(ivy.squeeze(x, -1), v[..., 0])
    with pytest.raises(SHAPE_ERRORS):
        ivy.squeeze(x, axis=1)  # size 3
    with pytest.raises(SHAPE_ERRORS):
        ivy.squeeze(x, axis=3)


# --- broadcast_to and broadcast_arrays ----------------------------------------------------


@pytest.mark.parametrize(
    "src,dst",
    [
        ((3,), (2, 3)), ((1,), (4,)), ((), (2, 2)), ((2, 1), (2, 5)), ((1, 3), (4, 2, 3)), ((0,), (2, 0)),
        ((2, 1, 2, 1, 2), (2, 2, 2, 2, 2, 2)),  # six axes broadcasting in turn (TensorFlow's kernel takes five)
    ],
)  # fmt: skip
def test_broadcast_to(backend, src, dst):
    v = np.arange(int(np.prod(src))).reshape(src).astype("float64") + 1
    r = ivy.broadcast_to(ivy.asarray(v, dtype="float64"), dst)
    assert_values(r, np.broadcast_to(v, dst), "float64")


def test_broadcast_to_incompatible_raises(backend):
    with pytest.raises(SHAPE_ERRORS):
        ivy.broadcast_to(ivy.ones((3,)), (4,))
    with pytest.raises(SHAPE_ERRORS):
        ivy.broadcast_to(ivy.ones((2, 3)), (3,))


@pytest.mark.parametrize("dtype", ["float64", "uint16", "bool"])
def test_broadcasts_on_six_axes(backend, dtype):
    require_valid(dtype)
    a = (np.arange(8) % 3).reshape(2, 1, 2, 1, 2).astype(dtype)
    b = (np.arange(2) % 2).reshape(2, 1, 1, 1, 1, 1).astype(dtype)  # a's axes broadcast in turn
    got = ivy.broadcast_arrays(ivy.asarray(a), ivy.asarray(b))
    for g, e in zip(got, np.broadcast_arrays(a, b), strict=True):
        np.testing.assert_array_equal(ivy.to_numpy(g), e)
        assert ivy.to_numpy(g).dtype == e.dtype
    got = ivy.to_numpy(ivy.broadcast_to(ivy.asarray(a), (2,) * 6))
    np.testing.assert_array_equal(got, np.broadcast_to(a, (2,) * 6))
    assert got.dtype == a.dtype


def test_broadcast_arrays_keeps_dtypes(backend):
    a = ivy.asarray([[1], [2]], dtype="int8")
    b = ivy.asarray([0.5, 1.5, 2.5], dtype="float32")
    c = ivy.asarray(True)
    ra, rb, rc = ivy.broadcast_arrays(a, b, c)
    assert (ra.dtype, rb.dtype, rc.dtype) == (ivy.int8, ivy.float32, ivy.bool)
    ea, eb, ec = np.broadcast_arrays(np.array([[1], [2]]), np.array([0.5, 1.5, 2.5]), np.array(True))
    assert_values(ra, ea, "int8")
    assert_values(rb, eb, "float32")
    assert_values(rc, ec, "bool")
    (only,) = ivy.broadcast_arrays(a)
    assert_values(only, [[1], [2]], "int8")
    assert ivy.broadcast_arrays() == []
    with pytest.raises(SHAPE_ERRORS):
        ivy.broadcast_arrays(ivy.zeros((2,)), ivy.zeros((3,)))
    with pytest.raises(TypeError):
        ivy.broadcast_arrays(a, 1)


def test_broadcast_arrays_returns_a_list(backend):
    """Regression (issue 9): the 2024.12 signature returns ``List[array]``."""
    assert ivy.__array_api_version__ == "2024.12"
    r = ivy.broadcast_arrays(ivy.asarray([1, 2]), ivy.asarray([[1], [2], [3]]))
    assert type(r) is list and len(r) == 2
    assert all(type(a) is ivy.Array and a.shape == (3, 2) for a in r)
    assert type(ivy.broadcast_arrays(ivy.asarray(1.0))) is list


# --- flip, roll, moveaxis, repeat, tile ---------------------------------------------------


@FAST
@given(data=st.data())
def test_flip_roll_moveaxis_property(backend, data):
    dtype = data.draw(st.sampled_from(["float32", "int16", "uint8", "bool"]))
    shape = data.draw(shapes(min_dims=1, max_dims=3, min_side=0))
    v = data.draw(np_arrays(dtype, shape))
    x = make(v, dtype)
    nd = len(shape)
    axis = data.draw(st.integers(-nd, nd - 1))
    assert_values(ivy.flip(x, axis=axis), np.flip(v, axis), dtype)
    assert_values(ivy.flip(x), np.flip(v), dtype)
    shift = data.draw(st.integers(-5, 5))
    assert_values(ivy.roll(x, shift, axis=axis), np.roll(v, shift, axis=axis), dtype)
    assert_values(ivy.roll(x, shift), np.roll(v, shift), dtype)
    dest = data.draw(st.integers(-nd, nd - 1))
    assert_values(ivy.moveaxis(x, axis, dest), np.moveaxis(v, axis, dest), dtype)


def test_flip_roll_tuples_and_0d(backend):
    v = np.arange(24).reshape(2, 3, 4)
    x = ivy.asarray(v)
    assert_values(ivy.flip(x, axis=(0, -1)), np.flip(v, (0, -1)))
    assert_values(ivy.roll(x, (1, -2), axis=(0, 2)), np.roll(v, (1, -2), axis=(0, 2)))
    assert_values(ivy.roll(x, 2, axis=(1, 2)), np.roll(v, 2, axis=(1, 2)))
    assert_values(ivy.moveaxis(x, (0, 1), (2, 0)), np.moveaxis(v, (0, 1), (2, 0)))
    s = ivy.asarray(5.0)
    assert_values(ivy.flip(s), np.asarray(5.0))
    assert_values(ivy.roll(s, 3), np.asarray(5.0))
    with pytest.raises(SHAPE_ERRORS):
        ivy.flip(x, axis=3)
    with pytest.raises(SHAPE_ERRORS):
        ivy.moveaxis(x, 0, 5)


@pytest.mark.parametrize(
    ("shift", "axis", "exact"),
    [
        (2**63, None, 2**63 % 6),
        (2**64, None, 2**64 % 6),
        (-(2**63), 1, -(2**63) % 3),
        (2**40, -1, 2**40 % 3),
        ((2**63, -(2**70)), (0, 1), (2**63 % 2, -(2**70) % 3)),
        (2**64 + 1, (0, 1), (1, (2**64 + 1) % 3)),
    ],
)
def test_roll_by_a_huge_shift_is_the_roll_by_its_remainder(backend, shift, axis, exact):
    """A shift beyond the frameworks' int64 is reduced modulo the axis length
    in Python first: JAX rolled ``arange(5)`` by 2**63 as if by 2**63 modulo
    2**64 read as an int64 (a wrong answer), torch refused the call."""
    v = np.arange(6).reshape(2, 3)
    assert ivy.roll(ivy.asarray(v), shift, axis=axis).tolist() == np.roll(v, exact, axis=axis).tolist()
    assert ivy.roll(ivy.arange(5), 2**63).tolist() == [2, 3, 4, 0, 1]
    assert ivy.roll(ivy.zeros((0,)), 2**63).shape == (0,)


def test_repeat(backend):
    v = np.arange(6).reshape(2, 3)
    x = ivy.asarray(v)
    assert_values(ivy.repeat(x, 2), np.repeat(v, 2))
    assert_values(ivy.repeat(x, ivy.asarray([1, 0, 3]), axis=-1), np.repeat(v, [1, 0, 3], axis=-1))
    assert_values(ivy.repeat(x, ivy.asarray([2, 1], dtype="int64"), axis=0), np.repeat(v, [2, 1], axis=0))
    assert_values(ivy.repeat(x, 0, axis=0), np.repeat(v, 0, axis=0))
    with pytest.raises(ValueError):
        ivy.repeat(x, -1)
    with pytest.raises(SHAPE_ERRORS):
        ivy.repeat(x, ivy.asarray([1, 2]), axis=1)
    with pytest.raises(TypeError):
        ivy.repeat(x, ivy.asarray([1.0, 2.0]), axis=0)


def test_repeat_never_wraps_a_count_past_32_bits(backend):
    """TensorFlow's repeat reads its counts in 32 bits: a count of 2**32 + 1
    repeated once and 2**32 not at all. It now raises; the other backends
    compute the full result (not built here: gigabytes), or run out of memory."""
    if ivy.current_backend_str() != "tensorflow":
        pytest.skip("a count past 2**31 allocates gigabytes on the backends that compute it")
    x = ivy.asarray([1, 2], dtype="int8")
    for repeats in (2**32 + 1, 2**32, ivy.asarray([2**40, 1]), ivy.asarray([2**31, 0])):
        with pytest.raises(ivy.ArgumentValueError, match="2\\*\\*31"):
            ivy.repeat(x, repeats)
    assert ivy.repeat(x, ivy.asarray([3, 1])).tolist() == [1, 1, 1, 2]


@pytest.mark.parametrize(("shape", "axis"), [((0,), None), ((0,), 0), ((2, 0), 1), ((0, 3), 0), ((2, 0), 0)])
def test_repeat_empty(backend, shape, axis):
    """Repeating an axis of length 0 gives an empty result (Dask's own
    repeat concatenated no blocks and raised)."""
    v = np.zeros(shape, dtype=bool)
    x = ivy.asarray(v)
    assert_values(ivy.repeat(x, 2, axis=axis), np.repeat(v, 2, axis=axis))
    n = v.size if axis is None else shape[axis]
    counts = ivy.asarray(np.full(n, 2), dtype="int64")
    assert_values(ivy.repeat(x, counts, axis=axis), np.repeat(v, 2, axis=axis))


@pytest.mark.parametrize("reps", [(2,), (1, 2), (2, 1, 3), (0, 2), ()])
def test_tile(backend, reps):
    v = np.arange(6).reshape(2, 3)
    assert_values(ivy.tile(ivy.asarray(v), reps), np.tile(v, reps))


# --- unstack and split --------------------------------------------------------------------


def test_unstack(backend):
    v = np.arange(24.0).reshape(2, 3, 4)
    x = ivy.asarray(v, dtype="float64")
    for axis in (0, 1, -1):
        r = ivy.unstack(x, axis=axis)
        assert isinstance(r, tuple) and len(r) == v.shape[axis]
        for got, e in zip(r, np.moveaxis(v, axis, 0), strict=True):
            assert_values(got, e)
    assert ivy.unstack(ivy.zeros((0, 2))) == ()
    with pytest.raises(SHAPE_ERRORS):
        ivy.unstack(ivy.asarray(1.0))
    with pytest.raises(SHAPE_ERRORS):
        ivy.unstack(x, axis=3)


@pytest.mark.parametrize(
    "length,spec,remainder,sizes",
    [
        (6, None, False, [1] * 6),
        (6, 3, False, [2, 2, 2]),
        (6, 1, False, [6]),
        (7, 3, True, [3, 3, 1]),
        (7, 2, True, [2, 2, 2, 1]),
        (6, 3, True, [2, 2, 2]),
        (6, [1, 0, 5], False, [1, 0, 5]),
        (6, (4, 2), False, [4, 2]),
    ],
)
def test_split(backend, length, spec, remainder, sizes):
    v = np.arange(2 * length).reshape(2, length)
    x = ivy.asarray(v)
    r = ivy.split(x, num_or_size_splits=spec, axis=-1, with_remainder=remainder)
    expected = _np_split(v, sizes, 1)
    assert isinstance(r, tuple) and len(r) == len(expected)
    for got, e in zip(r, expected, strict=True):
        assert_values(got, e, x.dtype)


def test_split_array_sizes_axis0_and_errors(backend):
    v = np.arange(10.0)
    x = ivy.asarray(v, dtype="float32")
    r = ivy.split(x, num_or_size_splits=ivy.asarray([3, 7]))
    assert [tuple(p.shape) for p in r] == [(3,), (7,)]
    assert_values(r[1], v[3:], "float32")
    (only,) = ivy.split(ivy.asarray(2.0))
    assert_values(only, np.asarray(2.0))
    with pytest.raises(ValueError):
        ivy.split(x, num_or_size_splits=3)  # 10 is not divisible by 3
    with pytest.raises(ValueError):
        ivy.split(x, num_or_size_splits=[3, 3])  # does not sum to 10
    with pytest.raises(ValueError):
        ivy.split(x, num_or_size_splits=0)
    with pytest.raises(ValueError):
        ivy.split(x, axis=1)
    with pytest.raises(ValueError):
        ivy.split(ivy.asarray(2.0), num_or_size_splits=2)


# --- methods and native inputs ------------------------------------------------------------


def test_manipulation_accepts_native_arrays(backend):
    n = ivy.asarray([[1, 2], [3, 4]]).to_native()
    assert isinstance(ivy.reshape(n, (4,)), ivy.Array)
    assert ivy.permute_dims(n, (1, 0)).shape == (2, 2)
    assert ivy.concat([n, n]).shape == (4, 2)
    assert_values(
        ivy.stack([n, ivy.asarray([[5, 6], [7, 8]])]), np.array([[[1, 2], [3, 4]], [[5, 6], [7, 8]]]), "int32"
    )


def test_methods_and_native_inputs(backend):
    x = ivy.asarray([[1, 2], [3, 4]])
    assert_values(x.flip(axis=0), [[3, 4], [1, 2]])
    native = x.data
    assert_values(ivy.roll(native, 1), [[4, 1], [2, 3]])
    assert to_np(ivy.tile(native, (1, 2))).shape == (2, 4)
