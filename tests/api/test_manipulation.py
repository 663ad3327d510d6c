"""Shape manipulation: reshape, concat, stack, expand_dims, permute_dims,
broadcast_to; dtypes kept or promoted; values against NumPy."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import (
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
)
from hypothesis import given
from hypothesis import strategies as st

import ivy_core as ivy

ALL = ivy.all_dtypes


def _vals(dtype, shape):
    n = int(np.prod(shape))
    v = np.arange(n).reshape(shape)
    return (v % 2 == 0) if kind(dtype) == "bool" else v


def _check_unsupported(name, dtype, call):
    if declared_unsupported(name, dtype):
        with pytest.raises(ivy.UnsupportedDtypeError):
            call()
        return True
    return False


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
        r = ivy.concat([ivy.asarray([1], dtype="int8"), ivy.asarray([2], dtype="uint8"),
                        ivy.asarray([0.5], dtype="float16")])
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


@pytest.mark.parametrize("axis", [0, 1, 2, -1, -2])
def test_expand_dims(backend, axis):
    v = np.arange(6).reshape(2, 3)
    r = ivy.expand_dims(ivy.asarray(v.tolist()), axis=axis)
    assert_values(r, np.expand_dims(v, axis), "int32")


def test_expand_dims_default_axis_and_0d(backend):
    assert ivy.expand_dims(ivy.asarray([1, 2])).shape == (1, 2)
    assert ivy.expand_dims(ivy.asarray(1.0)).shape == (1,)


@SETTINGS
@given(data=st.data())
def test_permute_dims_property(backend, data):
    shape = data.draw(shapes(min_dims=0, max_dims=4, min_side=0, max_side=3))
    v = data.draw(np_arrays("float32", shape))
    perm = tuple(data.draw(st.permutations(list(range(len(shape))))))
    r = ivy.permute_dims(make(v, "float32"), perm)
    assert_values(r, np.transpose(v.astype("float64"), perm), "float32")


@pytest.mark.parametrize(
    "src,dst", [((3,), (2, 3)), ((1,), (4,)), ((), (2, 2)), ((2, 1), (2, 5)), ((1, 3), (4, 2, 3)), ((0,), (2, 0))]
)
def test_broadcast_to(backend, src, dst):
    v = np.arange(int(np.prod(src))).reshape(src).astype("float64") + 1
    r = ivy.broadcast_to(ivy.asarray(v, dtype="float64"), dst)
    assert_values(r, np.broadcast_to(v, dst), "float64")


def test_broadcast_to_incompatible_raises(backend):
    with pytest.raises(SHAPE_ERRORS):
        ivy.broadcast_to(ivy.ones((3,)), (4,))
    with pytest.raises(SHAPE_ERRORS):
        ivy.broadcast_to(ivy.ones((2, 3)), (3,))


def test_manipulation_accepts_native_arrays(backend):
    n = ivy.asarray([[1, 2], [3, 4]]).to_native()
    assert isinstance(ivy.reshape(n, (4,)), ivy.Array)
    assert ivy.permute_dims(n, (1, 0)).shape == (2, 2)
    assert ivy.concat([n, n]).shape == (4, 2)
    assert_values(ivy.stack([n, ivy.asarray([[5, 6], [7, 8]])]),
                  np.array([[[1, 2], [3, 4]], [[5, 6], [7, 8]]]), "int32")
