"""The fast entries decide what the general entry would: the same results,
dtypes and error classes at the edges of what they take inline.

Each fast family (``_dispatch/_families``, ``_several``, ``_creation``)
handles the common case and sends the rest to the general entry; these
tests call both sides of each boundary (a default dtype changed, a block
of local defaults, ints that do not fit, axes out of range, mixed dtypes,
a device given) and check the answers a user sees.
"""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import installed_backends, is_lazy, is_valid

import ivy_core as ivy
from ivy_core import ArgumentTypeError, AxisError, ShapeError

BACKENDS = installed_backends()


def test_creation_follows_the_default_dtypes_as_they_change(backend):
    assert ivy.zeros((2, 3)).dtype == ivy.default_float_dtype()
    assert ivy.arange(5).dtype == ivy.default_int_dtype()
    ivy.set_default_float_dtype("float16")
    try:
        assert ivy.zeros((2,)).dtype == ivy.float16
        assert ivy.full((2,), 1.5).dtype == ivy.float16
        assert ivy.linspace(0, 1, 3).dtype == ivy.float16
    finally:
        ivy.unset_default_float_dtype()
    assert ivy.zeros((2,)).dtype == ivy.default_float_dtype()
    with ivy.using_default_dtypes(float="float16"):
        assert ivy.ones((2,)).dtype == ivy.float16
    assert ivy.ones((2,)).dtype != ivy.float16 or ivy.default_float_dtype() == ivy.float16


def test_creation_infers_the_dtype_of_python_values(backend):
    assert ivy.full((2,), 3).dtype == ivy.default_int_dtype()
    assert ivy.full((2,), 3.0).dtype == ivy.default_float_dtype()
    assert ivy.full((2,), True).dtype == ivy.bool
    assert ivy.arange(0, 5, 0.5).dtype == ivy.default_float_dtype()
    assert ivy.arange(100, dtype=ivy.float32).dtype == ivy.float32
    assert ivy.full((2,), 3, dtype=ivy.int8).tolist() == [3, 3]
    assert ivy.eye(3, k=1, dtype=ivy.float32).tolist()[0] == [0.0, 1.0, 0.0]


def test_creation_refuses_what_does_not_fit(backend):
    with pytest.raises(OverflowError):
        ivy.full((2,), 300, dtype=ivy.int8)
    with pytest.raises(TypeError):
        ivy.full((2,), 1.5, dtype=ivy.int32)
    with pytest.raises(TypeError):
        ivy.zeros((2, True))
    with pytest.raises(ValueError):
        ivy.zeros((2, -1))
    with pytest.raises(MemoryError):
        ivy.zeros((2**40, 2**40))


def test_creation_takes_a_device_it_names_and_refuses_one_it_does_not(backend):
    x = ivy.ones((2, 3))
    assert ivy.full_like(x, 2.0).device == x.device
    assert ivy.zeros((2,), device=x.device).device == x.device
    with pytest.raises((TypeError, ValueError)) as info:
        ivy.zeros((2,), device="no-such-device")
    assert "zeros" in str(info.value)


def test_like_and_asarray_keep_dtype_and_device(backend):
    x = ivy.full((2, 3), 2, dtype=ivy.int16)
    assert ivy.zeros_like(x).dtype == ivy.int16
    assert ivy.ones_like(x, dtype=ivy.float32).dtype == ivy.float32
    y = ivy.asarray(x.data)
    assert y.dtype == ivy.int16 and y.tolist() == x.tolist()
    z = ivy.asarray(x, copy=True)
    z[0, 0] = 7
    assert x.tolist()[0][0] == 2


def test_full_like_fast_and_general_paths_agree(backend):
    """full_like's fast entry (a Python float into a floating array, a small
    int into a signed one) and its body (everything else) give the same
    dtypes, values and refusals."""
    f = ivy.asarray([[1.0, 2.0, 3.0]], dtype=ivy.float32)
    i = ivy.asarray([1, 2], dtype=ivy.int16)
    r = ivy.full_like(f, 2.5)
    assert (r.dtype, r.shape, r.tolist()) == (ivy.float32, (1, 3), [[2.5, 2.5, 2.5]])
    assert ivy.full_like(f, 7).tolist() == [[7.0, 7.0, 7.0]]
    r = ivy.full_like(i, -5)
    assert (r.dtype, r.tolist()) == (ivy.int16, [-5, -5])
    r = ivy.full_like(i, 300)  # past the fast path's small ints: the body
    assert (r.dtype, r.tolist()) == (ivy.int16, [300, 300])
    assert ivy.full_like(i, 2.0, dtype=ivy.float32).tolist() == [2.0, 2.0]
    assert ivy.full_like(f.data, 1.5).tolist() == [[1.5, 1.5, 1.5]]  # a native array
    with pytest.raises(ArgumentTypeError, match="full_like"):
        ivy.full_like(i, 1.5)  # a float is not truncated into an int array
    with pytest.raises(OverflowError):
        ivy.full_like(ivy.asarray([1], dtype=ivy.int8), 1000)
    with pytest.raises(TypeError):
        ivy.full_like(f, "2")


def test_reshape_and_friends_check_as_before(backend):
    x = ivy.reshape(ivy.arange(6), (2, -1))
    assert x.shape == (2, 3)
    with pytest.raises(ShapeError):
        ivy.reshape(x, (-1, -1))
    with pytest.raises(ShapeError):
        ivy.reshape(x, (4, 2))
    with pytest.raises(ArgumentTypeError):
        ivy.reshape(x, (2, 3.0))
    with pytest.raises(ArgumentTypeError):
        ivy.reshape(x, (2, 3), copy="yes")
    assert ivy.expand_dims(x, axis=-3).shape == (1, 2, 3)
    with pytest.raises(AxisError):
        ivy.expand_dims(x, axis=3)
    with pytest.raises(ArgumentTypeError):
        ivy.expand_dims(x, axis=True)
    assert ivy.roll(x, 1, axis=1).tolist() == [[2, 0, 1], [5, 3, 4]]
    with pytest.raises(AxisError):
        ivy.roll(x, 1, axis=2)
    with pytest.raises(ArgumentTypeError):
        ivy.roll(x, 1.5, axis=1)
    assert ivy.broadcast_to(ivy.arange(3), (2, 3)).shape == (2, 3)


def test_concat_and_stack_promote_and_check_axes(backend):
    a = ivy.ones((2, 2), dtype=ivy.float32)
    b = ivy.ones((2, 2), dtype=ivy.int8)
    assert ivy.concat([a, b]).dtype == ivy.float32
    assert ivy.concat((a, a), axis=-1).shape == (2, 4)
    assert ivy.stack([a, a], axis=-1).shape == (2, 2, 2)
    with pytest.raises(AxisError):
        ivy.concat([a, a], axis=2)
    with pytest.raises(AxisError):
        ivy.stack([a, a], axis=3)
    with pytest.raises((TypeError, ValueError)):
        ivy.concat([])
    with pytest.raises(TypeError):
        ivy.concat(a)


def test_where_keeps_the_dtype_of_its_arrays(backend):
    x = ivy.asarray([1.0, -2.0, 3.0], dtype=ivy.float32)
    m = x > 0
    r = ivy.where(m, x, 0.0)
    assert r.dtype == ivy.float32 and r.tolist() == [1.0, 0.0, 3.0]
    assert ivy.where(m, 0.0, x).tolist() == [0.0, -2.0, 0.0]
    assert ivy.where(m, x, ivy.zeros(3, dtype=ivy.float64)).dtype == ivy.float64
    i = ivy.asarray([1, 2, 3], dtype=ivy.int8)
    assert ivy.where(m, i, 0).dtype == ivy.int8
    with pytest.raises(TypeError):
        ivy.where(x, x, x)  # a float condition


def test_take_and_astype(backend):
    x = ivy.reshape(ivy.arange(6, dtype=ivy.float32), (3, 2))
    idx = ivy.asarray([2, 0])
    assert ivy.take(x, idx, axis=0).tolist() == [[4.0, 5.0], [0.0, 1.0]]
    with pytest.raises(AxisError):
        ivy.take(x, idx, axis=2)
    with pytest.raises(ArgumentTypeError):
        ivy.take(x, ivy.asarray([0.0]), axis=0)
    assert ivy.astype(x, ivy.int32).dtype == ivy.int32
    assert ivy.astype(x, "float64").dtype == ivy.float64
    with pytest.raises(ArgumentTypeError):
        ivy.astype(x, ivy.int32, copy="no")
    with pytest.raises(TypeError):
        ivy.astype(x, None)


def test_creation_with_no_backend_set_uses_the_default_whatever_was_inferred_last():
    """With no backend set, ``calls`` holds the entries of the backend
    inferred last; creation has no array to infer from and must still give
    the default backend's array (a fast path of the inferred backend's
    would not)."""
    others = [b for b in BACKENDS if b != "numpy"]
    if "numpy" not in BACKENDS or not others:
        pytest.skip("needs numpy (the default) and another backend")
    with ivy.using_backend(others[0]):
        x = ivy.ones((2,))
    ivy.abs(x)  # inferred: the other backend's entries are in force now
    native = type(x.data)
    assert native is not np.ndarray
    assert type(ivy.zeros((2,)).data) is np.ndarray
    assert type(ivy.full((2,), 1.5).data) is np.ndarray
    assert type(ivy.asarray([1.0, 2.0]).data) is np.ndarray
    assert type(ivy.zeros_like(x).data) is native
    assert type(ivy.asarray(x).data) is native


def test_asarray_of_python_numbers_infers_and_checks_as_before(backend):
    assert ivy.asarray([[1.0, 2.0], [3, 4]]).dtype == ivy.default_float_dtype()
    assert ivy.asarray((1, 2, 3)).dtype == ivy.default_int_dtype()
    assert ivy.asarray([True, False]).dtype == ivy.bool
    assert ivy.asarray([1 + 2j]).dtype == ivy.default_complex_dtype()
    assert ivy.asarray([2**40]).tolist() == [2**40]  # wider than the default int: inferred wider
    with ivy.using_default_dtypes(int="int8"):
        assert ivy.asarray([1, 2]).dtype == ivy.int8
    ivy.set_default_int_dtype("int8")
    try:
        assert ivy.asarray([1, 300]).tolist() == [1, 300]  # never wrapped into the default int
    finally:
        ivy.unset_default_int_dtype()
    assert ivy.asarray([1.5, 2], dtype=ivy.float64).dtype == ivy.float64
    with ivy.using_default_dtypes(float="float64"):
        assert ivy.asarray([1.5]).dtype == ivy.float64
    with pytest.raises(OverflowError):
        ivy.asarray([1, 300], dtype=ivy.int8)
    with pytest.raises(TypeError):
        ivy.asarray([1.0, "2"])
    with pytest.raises(ValueError):
        ivy.asarray([[1.0], [2.0, 3.0]])  # ragged


def test_clip_takes_float_bounds_fast_and_checks_the_rest(backend):
    x = ivy.asarray([-2.0, 0.5, 3.0], dtype=ivy.float32)
    assert ivy.clip(x, -1.0, 1.0).tolist() == [-1.0, 0.5, 1.0]
    assert ivy.clip(x, None, 1.0).tolist() == [-2.0, 0.5, 1.0]
    assert ivy.clip(x, ivy.asarray(-1.0, dtype=ivy.float32), 2.0).tolist() == [-1.0, 0.5, 2.0]
    i = ivy.asarray([1, 5, 9], dtype=ivy.int16)
    assert ivy.clip(i, 2, 7).tolist() == [2, 5, 7]
    assert ivy.clip(i, -(2**40), 2**40).dtype == ivy.int16
    with pytest.raises(TypeError):
        ivy.clip(i, 2.5, 7.0)  # float bounds for an integer array
    with pytest.raises(TypeError):
        ivy.clip(x, ivy.asarray(0.0, dtype=ivy.float64), 1.0)  # a bound of another dtype


def test_zero_scalars_keep_their_sign(backend):
    """Python zeros as operands (cached as 0-d tensors on torch): 0.0 and
    -0.0 stay apart, whichever comes first."""
    x = ivy.asarray([1.0, -2.0], dtype=ivy.float32)
    m = x > 0
    for value in (0.0, -0.0, 0.0):
        r = np.asarray(ivy.where(m, x, value).tolist())
        assert np.signbit(r[1]) == np.signbit(value)
        p = np.asarray(ivy.multiply(x, value).tolist())
        assert list(np.signbit(p)) == [np.signbit(value), not np.signbit(value)]


def test_arange_of_small_ints_still_refuses_what_a_dtype_cannot_hold(backend):
    assert ivy.arange(2, 11, 3).tolist() == [2, 5, 8]
    assert ivy.arange(5, 0, -2).tolist() == [5, 3, 1]
    assert ivy.arange(3, dtype=ivy.float32).tolist() == [0.0, 1.0, 2.0]
    assert ivy.arange(120, 130, 20, dtype=ivy.int8).tolist() == [120]
    with pytest.raises(OverflowError):
        ivy.arange(200, dtype=ivy.int8)  # the last value does not fit
    with pytest.raises(OverflowError):
        ivy.arange(-5, 3, dtype=ivy.uint8)  # the first does not
    with pytest.raises(OverflowError):
        ivy.arange(300, 0, dtype=ivy.int8)  # a bound that does not fit, even for no values
    assert ivy.arange(100, 0, dtype=ivy.int8).shape == (0,)


@pytest.mark.parametrize("dtype", [None, "int8", "int16", "int64", "float16", "float32", "complex64"])
def test_arange_of_small_ints_is_the_range_python_gives(backend, dtype):
    """arange's entry takes small ints (|v| < 128, a nonzero step) without
    its hook: every such range, in every dtype that holds it, is Python's
    ``range`` exactly; a zero step and a wider int still get the hook."""
    if dtype is not None and dtype not in ivy.valid_dtypes:
        pytest.skip(f"{dtype} is not a dtype of this backend")
    want = ivy.default_int_dtype() if dtype is None else ivy.as_ivy_dtype(dtype)
    try:
        ivy.arange(1, dtype=dtype)
    except ivy.UnsupportedDtypeError:
        pytest.skip(f"arange declares {dtype} unsupported on this backend")
    for start, stop, step in [(5, None, 1), (-127, 127, 126), (127, -127, -127), (3, 3, 1), (0, -5, 1), (-3, None, 1), (2, 11, 3)]:
        r = ivy.arange(start, stop, step, dtype=dtype)
        lo, hi = (0, start) if stop is None else (start, stop)
        assert r.dtype == want
        assert [int(v.real) if isinstance(v, complex) else int(v) for v in r.tolist()] == list(range(lo, hi, step))
    with pytest.raises(ValueError, match="step=0"):
        ivy.arange(0, 5, 0, dtype=dtype)
    if dtype == "int8":
        with pytest.raises(OverflowError):
            ivy.arange(100, 200, 50, dtype=dtype)  # past the small ints: the hook refuses the last value, 150


def test_arange_hook_has_nothing_to_check_for_the_small_ints_its_entry_skips_it_for(backend):
    """The fast entry of ``arange`` (``_creation.ranged``) leaves out the
    spec's ``normalize=`` hook for small ints (|v| < 128, a nonzero step)
    and a signed, floating or complex dtype, on the ground that the hook
    passes those unchanged: a check added to the hook that such a call
    could fail makes this test fail, rather than being skipped silently."""
    from ivy_core._spec._api import API

    hook = API["arange"].normalize
    b = ivy.current_backend()
    kinds = ("signed", "float", "complex")
    natives = [n for d, n in b.to_native.items() if d.kind in kinds and d not in b.checked_dtypes]
    assert natives
    ends = (-127, -100, -1, 0, 1, 5, 100, 127)
    for nd in natives:
        for start in ends:
            for stop in (None, *ends):
                for step in (-127, -3, -1, 1, 2, 127):
                    args = (start, stop, step, nd, "cpu")
                    assert hook("arange", *args) == args, args


def test_arange_of_wide_ints_is_the_range_python_gives(backend):
    """Ints within ``INT_LIMIT`` and no dtype take the default int, with the
    hook only for a range of ``SMALL`` values or more: the ranges are
    Python's, near the default int's ends too."""
    edge = 2**31 - 1
    for start, stop, step in [(1000, None, 1), (-5, edge, 2**30), (edge, -edge, -(2**30)), (200, 100, -7),
                              (-edge, -edge + 9, 2), (edge - 3, edge, 1), (300, 300, 5), (0, 129, 128)]:  # fmt: skip
        r = ivy.arange(start, stop, step)
        lo, hi = (0, start) if stop is None else (start, stop)
        assert r.dtype == ivy.default_int_dtype()
        assert r.tolist() == list(range(lo, hi, step)), (start, stop, step)


def test_arange_hook_has_nothing_to_check_for_the_wide_ints_its_entry_skips_it_for(backend):
    """The fast entry of ``arange`` leaves out the hook for ints within
    ``INT_LIMIT`` (no dtype: the default int, of 32 bits or more) whose
    range has fewer than ``SMALL`` values, on the ground that the hook
    passes those unchanged (it checks only a long range's size there): a
    check added to the hook that such a call could fail makes this test
    fail, rather than being skipped silently."""
    from ivy_core._backends._memory import SMALL
    from ivy_core._dispatch._creation import INT_LIMIT
    from ivy_core._spec._api import API

    hook = API["arange"].normalize
    b = ivy.current_backend()
    natives = [b.to_native[d] for d in (ivy.int32, ivy.int64) if d in b.to_native and d not in b.checked_dtypes]
    assert natives
    edge = INT_LIMIT - 1
    ends = (-edge, -edge + 5, -(2**24), -1000, -128, 0, 128, 1000, 2**24, edge - 5, edge)
    steps = (-edge, -(2**23), -7, -1, 1, 7, 2**23, edge)
    checked = 0
    for nd in natives:
        for start in ends:
            for stop in (None, *ends):
                for step in steps:
                    lo, hi = (0, start) if stop is None else (start, stop)
                    if -((lo - hi) // step) >= SMALL:
                        continue  # the entry calls the hook for these
                    args = (start, stop, step, nd, "cpu")
                    assert hook("arange", *args) == args, args
                    checked += 1
    assert checked > 400 * len(natives)  # (904 ranges per dtype)


def test_hooks_have_nothing_to_check_for_the_calls_their_entries_by_name_skip_them_for(backend):
    """``linspace`` (a count below ``_FEW`` and a bool endpoint), ``concat``
    and ``stack`` (an int axis of the first array, or of the result for
    stack) and ``vector_norm`` (axis None or an int axis, an int or float
    ord) skip their ``normalize=`` hooks on the ground that the hooks pass
    those calls unchanged: a check added to one of these hooks that such a
    call could fail makes this test fail, rather than being skipped."""
    from ivy_core._dispatch._creation import _FEW
    from ivy_core._spec._api import API

    b = ivy.current_backend()
    floating = [n for d, n in b.to_native.items() if d.kind == "float" and d not in b.checked_dtypes]
    hook = API["linspace"].normalize
    for nd in floating:
        for args in [(0, 1, n, nd, "cpu", e) for n in (0, 1, 50, _FEW - 1) for e in (True, False)]:
            assert hook("linspace", *args) == args
    data = ivy.asarray(np.zeros((2, 3, 4), np.float32)).data
    for name, extra in (("concat", 0), ("stack", 1)):
        hook = API[name].normalize
        for axis in range(-3 - extra, 3 + extra):
            got = hook(name, [data, data], axis)
            assert got[1] is axis and got[0][0] is data
    hook = API["vector_norm"].normalize
    for axis in (None, -3, 0, 2):
        for ord in (2, 1, 0, -1, 2.5, float("inf"), -float("inf")):
            for keepdims in (True, False):
                assert hook("vector_norm", data, axis, keepdims, ord)[1:] == (axis, keepdims, ord)


def test_full_hook_has_nothing_to_check_for_the_small_shapes_its_entries_skip_it_for(backend):
    """The fast entries of ``full`` and ``full_like`` leave out ``full``'s
    ``normalize=`` hook for a shape ``small_shape`` takes, with a fill value
    of the dtype's kind (a float into a floating or complex dtype, an int
    of at most 7 bits into a signed, floating or complex one, an int within
    ``INT_LIMIT`` into the default int), on the ground that the hook passes
    those unchanged: a check added to the hook that such a call could fail
    makes this test fail, rather than being skipped silently."""
    from ivy_core._backends._memory import SMALL
    from ivy_core._dispatch._creation import INT_LIMIT, small_shape
    from ivy_core._spec._api import API

    hook = API["full"].normalize
    b = ivy.current_backend()
    usable = {d: n for d, n in b.to_native.items() if d not in b.checked_dtypes}
    floating = [n for d, n in usable.items() if d.kind in ("float", "complex")]
    signed = [n for d, n in usable.items() if d.kind == "signed"]
    wide = [usable[d] for d in (ivy.int32, ivy.int64) if d in usable and d == ivy.default_int_dtype()]
    shapes = [(), (0,), (1,), (8, 16), (0, 2**23), (2**12, 2**11, 1), (SMALL - 1,), (0, 0, SMALL - 1), (1,) * 40]
    assert all(small_shape(s) for s in shapes)
    assert not any(small_shape(s) for s in [(SMALL,), [8, 16], (8, 16.0), (-1,), (2, True), (2**13, 2**11)])
    cases = [(v, n) for v in (0.0, -1.5, 1e300, float("inf"), float("nan")) for n in floating]
    cases += [(v, n) for v in (-127, -1, 0, 5, 127) for n in floating + signed]
    cases += [(v, n) for v in (-INT_LIMIT + 1, -1000, 128, 1000, INT_LIMIT - 1) for n in wide]
    assert cases
    for shape in shapes:
        for value, nd in cases:
            args = (shape, value, nd, "cpu")
            got = hook("full", *args)
            assert len(got) == 4 and all(g is a for g, a in zip(got, args, strict=True)), args  # (nan too)


def test_the_inline_layouts_of_three_parameters_check_as_before(backend):
    """``where(condition, x1, x2)`` and ``vecdot(x1, x2, axis)`` check their
    common case inline: a native array among them, an Array as the axis,
    mixed dtypes and a wrong condition give what the general entry gives."""
    x = ivy.reshape(ivy.arange(6, dtype=ivy.float32), (2, 3))
    m = x > 2.0
    assert ivy.where(m, x, -x).tolist() == [[-0.0, -1.0, -2.0], [3.0, 4.0, 5.0]]
    assert ivy.where(m.data, x.data, x).dtype == ivy.float32  # native arrays are taken as they are
    r = ivy.where(m, x, ivy.zeros(3, dtype=ivy.float16))
    assert (r.dtype, r.tolist()[0]) == (ivy.float32, [0.0, 0.0, 0.0])  # promoted, as the general entry does
    with pytest.raises(ArgumentTypeError, match="condition"):
        ivy.where(x, x, x)
    assert ivy.vecdot(x, x).tolist() == [5.0, 50.0]
    axis = ivy.asarray(0)  # an Array axis reaches the hook whole
    if is_lazy():  # choosing the axis needs its value: a lazy backend asks for a compute
        with pytest.raises(ValueError, match="lazy"):
            ivy.vecdot(x, x, axis=axis)
    else:
        assert ivy.vecdot(x, x, axis=axis).tolist() == [9.0, 17.0, 29.0]
    assert ivy.vecdot(x, ivy.astype(x, ivy.float64)).dtype == ivy.float64
    with pytest.raises(AxisError):
        ivy.vecdot(x, x, axis=2)
    with pytest.raises(ArgumentTypeError, match="axis"):
        ivy.cross(ivy.ones((3,)), ivy.ones((3,)), axis=True)


def test_index_results_follow_the_default_int_as_it_changes(backend):
    """Index results are cast to the default int, read again whenever the
    defaults change: process-wide, in a block, and back after it."""
    x = ivy.asarray([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]])
    before = ivy.default_int_dtype()
    assert ivy.argsort(x).dtype == before
    assert [i.dtype for i in ivy.nonzero(x)] == [before, before]
    with ivy.using_default_dtypes(int="int16"):
        assert ivy.argmax(x, axis=1).dtype == ivy.int16
        assert [i.dtype for i in ivy.nonzero(x)] == [ivy.int16, ivy.int16]
        assert ivy.argsort(x).tolist() == [[1, 2, 0], [0, 2, 1]]
    assert ivy.argmax(x, axis=1).dtype == before
    ivy.set_default_int_dtype("int16")
    try:
        assert ivy.argsort(x).dtype == ivy.int16
        assert ivy.nonzero(x)[1].tolist() == [0, 1, 2, 1, 2]
    finally:
        ivy.unset_default_int_dtype()
    assert ivy.argsort(x).dtype == before


def test_every_form_of_an_index_result_takes_the_default_int(backend):
    """The fast entries of argmax, argmin, argsort, count_nonzero and nonzero
    cast their results themselves (the implementation unwrapped): a 0-d
    result (no axis), keepdims, a count, a 0-d argsort and each array of
    nonzero's, process-wide and in a block."""
    x = ivy.asarray([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]])
    found = (None,) if is_lazy() else (5,)  # a lazy array's count is unknown until computed
    calls = [
        (lambda: ivy.argmax(x), (), 4),
        (lambda: ivy.argmin(x, axis=1, keepdims=True), (2, 1), [[1], [0]]),
        (lambda: ivy.count_nonzero(x), (), 5),
        (lambda: ivy.count_nonzero(x, axis=0), (3,), [1, 2, 2]),
        (lambda: ivy.argsort(ivy.asarray(2.0)), (), 0),
        (lambda: ivy.nonzero(x)[0], found, [0, 0, 0, 1, 1]),
    ]
    for want in (ivy.default_int_dtype(), ivy.int16, ivy.int64):
        with ivy.using_default_dtypes(int=want):
            for call, shape, values in calls:
                r = call()
                assert type(r) is ivy.Array
                assert (r.dtype, r.shape, r.tolist()) == (want, shape, values)


def test_flip_squeeze_and_softmax_take_every_axis_form_and_refuse_the_rest(backend):
    """The entry of f(x, axis, out) by name (flip, squeeze, softmax): None,
    ints, negative ints and tuples of axes give NumPy's values; a bool, a
    float, an axis out of range, a repeated axis, squeezing a size above one
    and out= all take the general entry, which refuses or handles them."""
    data = np.arange(6.0, dtype=np.float32).reshape(1, 2, 3)
    x = ivy.asarray(data)
    for axis in (None, 0, 2, -1, (0, 2), (-1, 1)):
        assert ivy.flip(x, axis=axis).tolist() == np.flip(data, axis=axis).tolist()
    for axis in (0, -3, (0,)):
        assert ivy.squeeze(x, axis=axis).tolist() == np.squeeze(data, axis=axis).tolist()
    for axis in (0, 1, -1):
        e = np.exp(data - data.max(axis=axis, keepdims=True))
        np.testing.assert_allclose(ivy.to_numpy(ivy.softmax(x, axis=axis)), e / e.sum(axis=axis, keepdims=True), rtol=1e-6)
    for bad in (True, 1.0, 3, -4, (0, 0)):
        with pytest.raises((TypeError, ValueError, IndexError)) as flip_error:
            ivy.flip(x, axis=bad)
        assert "flip" in str(flip_error.value)
        with pytest.raises((TypeError, ValueError, IndexError)):
            ivy.squeeze(x, axis=bad)
    with pytest.raises(ValueError, match="squeeze"):
        ivy.squeeze(x, axis=1)  # size 2
    out = ivy.zeros((1, 2, 3))
    if not is_lazy():
        ivy.flip(x, axis=2, out=out)
        assert out.tolist() == np.flip(data, axis=2).tolist()


def test_sorts_and_moments_take_every_argument_form_and_refuse_the_rest(backend):
    """The entry of (x, axis, p2, p3, out) by name: sort and argsort (two
    flags), var and std (a correction, then keepdims). Their values match
    NumPy's; a flag or correction of the wrong type, an axis out of range
    and out= take the general entry."""
    data = np.array([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]], dtype=np.float32)
    x = ivy.asarray(data)
    for axis in (0, 1, -1):
        assert ivy.sort(x, axis=axis).tolist() == np.sort(data, axis=axis).tolist()
        assert ivy.sort(x, axis=axis, descending=True).tolist() == np.flip(np.sort(data, axis=axis), axis).tolist()
        assert ivy.argsort(x, axis=axis, stable=False).tolist() == np.argsort(data, axis=axis).tolist()
    for axis in (None, 0, -1, (0, 1)):
        for correction in (0, 1, 0.5):
            want = data.var(axis=axis, ddof=correction, keepdims=True)
            np.testing.assert_allclose(ivy.to_numpy(ivy.var(x, axis=axis, correction=correction, keepdims=True)), want, rtol=1e-5)
            np.testing.assert_allclose(ivy.to_numpy(ivy.std(x, axis=axis, correction=correction)), np.sqrt(want).reshape(np.shape(data.var(axis=axis))), rtol=1e-5)
    for bad in (dict(axis=2), dict(axis=True), dict(descending=1), dict(stable=None)):
        with pytest.raises((TypeError, ValueError, IndexError), match="sort"):
            ivy.sort(x, **bad)
    for bad in (dict(axis=-3), dict(correction=None), dict(correction=float("nan")), dict(correction="1"), dict(keepdims=0)):
        with pytest.raises((TypeError, ValueError, IndexError), match="var"):
            ivy.var(x, **bad)
    if not is_lazy():
        out = ivy.zeros((2, 3))
        ivy.sort(x, axis=1, out=out)
        assert out.tolist() == np.sort(data, axis=1).tolist()


def test_running_sums_and_vector_norm_take_every_argument_form_and_refuse_the_rest(backend):
    """cumulative_sum/prod and vector_norm by name: their values for each
    form of axis, dtype, include_initial, keepdims and ord match NumPy's; the
    forms their fast entries do not take (an integer input, dtype=, a tuple
    axis, None for a 2-d x, a non-number ord) give the general entry's
    answer or error."""
    data = np.array([[3.0, -1.0, 2.0], [0.5, 5.0, -4.0]], dtype=np.float32)
    x = ivy.asarray(data)
    for axis in (0, 1, -1):
        assert ivy.cumulative_sum(x, axis=axis).tolist() == np.cumsum(data, axis=axis).tolist()
        assert ivy.cumulative_prod(x, axis=axis).tolist() == np.cumprod(data, axis=axis).tolist()
    assert ivy.cumulative_sum(x, axis=1, include_initial=True).tolist() == [[0.0, 3.0, 2.0, 4.0], [0.0, 0.5, 5.5, 1.5]]
    assert ivy.cumulative_sum(ivy.asarray([1.0, 2.0])).tolist() == [1.0, 3.0]
    assert ivy.cumulative_sum(x, axis=0, dtype=ivy.float64).dtype == ivy.float64
    assert ivy.cumulative_sum(ivy.asarray([1, 2], dtype=ivy.int8)).dtype == ivy.default_int_dtype()
    with pytest.raises((TypeError, ValueError), match="cumulative_sum"):
        ivy.cumulative_sum(x)  # no axis for a 2-d x
    for bad in (dict(axis=2), dict(axis=1.0), dict(axis=0, include_initial=1)):
        with pytest.raises((TypeError, ValueError, IndexError), match="cumulative_prod"):
            ivy.cumulative_prod(x, **bad)
    inf = float("inf")
    for axis in (None, 0, -1, (0, 1)):
        for ord in (2, 1, 2.5, inf, -inf):
            want = np.linalg.norm(data.reshape(-1) if axis is None else data, ord=ord, axis=axis if axis != (0, 1) else None) if axis != (0, 1) else np.linalg.norm(data.reshape(-1), ord=ord)
            got = ivy.to_numpy(ivy.vector_norm(x, axis=axis, ord=ord, keepdims=False))
            np.testing.assert_allclose(got, want, rtol=1e-5)
        assert ivy.vector_norm(x, axis=axis, keepdims=True).ndim == 2
    for bad in (dict(ord=None), dict(ord="fro"), dict(axis=2), dict(axis=(0, 0)), dict(keepdims=None)):
        with pytest.raises((TypeError, ValueError, IndexError), match="vector_norm"):
            ivy.vector_norm(x, **bad)


def test_long_lists_of_python_numbers_convert_as_the_general_entry_converts_them(backend):
    """asarray of a list of more than eight Python numbers (whose types the
    fast entry gathers at once) gives the general entry's dtype and values
    (``copy=True`` takes that entry), or its error: ints, floats, both, an
    int past int32, NaN and infinities among ints, a bool, a complex."""
    nan, inf = float("nan"), float("inf")
    cases = [
        list(range(12)), [0.5 * i for i in range(12)], [1] * 9 + [2.5], [1] * 9 + [2**31 - 1],
        [1] * 9 + [-(2**31)], [1.0] * 9 + [2**40], [nan] + [1] * 9, [1] * 9 + [inf, -inf],
        [1] * 9 + [True], [1.0] * 9 + [1j], [[0.5] * 9, [1] * 9],
    ]
    for values in cases:
        try:
            want = ivy.asarray(values, copy=True)
        except Exception as exc:  # noqa: BLE001 - the same class is expected below
            with pytest.raises(type(exc)):
                ivy.asarray(values)
            continue
        got = ivy.asarray(values)
        assert got.dtype == want.dtype, values
        np.testing.assert_array_equal(ivy.to_numpy(got), ivy.to_numpy(want))


def test_concat_and_stack_take_each_axis_in_range_and_refuse_the_rest(backend):
    """concat's and stack's common axis (an int of the first array, or of the
    result for stack) skips their hooks: every axis in range gives NumPy's
    values, and the ones just outside, a 0-d concat and a bool still raise."""
    data = np.arange(6.0, dtype=np.float32).reshape(2, 3)
    x = ivy.asarray(data)
    for axis in (0, 1, -1, -2, None):
        assert ivy.concat([x, x], axis=axis).tolist() == np.concatenate([data, data], axis=axis).tolist()
    for axis in (0, 1, 2, -1, -3):
        assert ivy.stack((x, x), axis=axis).tolist() == np.stack([data, data], axis=axis).tolist()
    for call in (
        lambda: ivy.concat([x, x], axis=2),
        lambda: ivy.concat([x, x], axis=-3),
        lambda: ivy.concat([ivy.asarray(1.0), ivy.asarray(2.0)], axis=0),
        lambda: ivy.concat([x, x], axis=True),
        lambda: ivy.stack([x, x], axis=3),
        lambda: ivy.stack([x, x], axis=-4),
        lambda: ivy.stack([x, x], axis=1.0),
    ):
        with pytest.raises((TypeError, ValueError, IndexError), match="concat|stack"):
            call()


def test_linspace_by_name_gives_numpys_values_and_sends_the_rest_to_its_checks(backend):
    """linspace's entry by name: small ints and floats, a count below 2**20
    and a bool endpoint skip its hook; a NumPy int count, a NumPy bool
    endpoint and wide ints take the checked ways and give the same values;
    a bad count or endpoint is refused there."""
    for args, kw in [((0, 1, 5), {}), ((-2.5, 7, 4), {"endpoint": False}), ((3, -3, 1), {}), ((0, 1, 0), {})]:
        got = ivy.linspace(*args, **kw)
        assert got.dtype == ivy.default_float_dtype()
        np.testing.assert_allclose(ivy.to_numpy(got), np.linspace(*args, **kw), rtol=1e-6)
    np.testing.assert_allclose(ivy.to_numpy(ivy.linspace(0, 1, np.int64(3))), [0.0, 0.5, 1.0])
    np.testing.assert_allclose(ivy.to_numpy(ivy.linspace(0, 1, 2, endpoint=np.bool_(False))), [0.0, 0.5])
    np.testing.assert_allclose(ivy.to_numpy(ivy.linspace(0, 2**20, 3)), [0.0, 2.0**19, 2.0**20])
    assert ivy.linspace(0, 1, 3, dtype=ivy.float64).dtype == ivy.float64 or not is_valid("float64")
    for bad in [((0, 1, -1), {}), ((0, 1, 2.0), {}), ((0, 1, True), {}), ((0, 1, 3), {"endpoint": None}), ((0, 1, 3), {"endpoint": 1})]:
        with pytest.raises((TypeError, ValueError), match="linspace"):
            ivy.linspace(*bad[0], **bad[1])


def test_the_common_cases_of_eye_linspace_and_take_check_as_the_rest(backend):
    """The hooks of eye, linspace and take pass their common case (small
    Python ints, a bool flag, an axis in range) at once; everything next to
    it still gets the full check."""
    assert ivy.eye(2, 3, k=1).tolist() == [[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]
    assert ivy.eye(np.int64(2)).shape == (2, 2)
    for bad in (2.0, True, -1):
        with pytest.raises((TypeError, ValueError)):
            ivy.eye(bad)
    with pytest.raises(TypeError):
        ivy.eye(2, k=1.0)
    assert ivy.linspace(0, 1, 3, endpoint=False).tolist() == pytest.approx([0.0, 1 / 3, 2 / 3])
    with pytest.raises(TypeError):
        ivy.linspace(0, 1, 3, endpoint=1)
    with pytest.raises(TypeError):
        ivy.linspace(0, 1, 2.0)
    with pytest.raises(ValueError):
        ivy.linspace(0, 1, -1)
    x = ivy.reshape(ivy.arange(6, dtype=ivy.float32), (2, 3))
    idx = ivy.asarray([1, 0])
    assert ivy.take(x, idx, axis=-1).tolist() == [[1.0, 0.0], [4.0, 3.0]]
    assert ivy.take(x, idx, axis=1).tolist() == [[1.0, 0.0], [4.0, 3.0]]
    with pytest.raises(AxisError):
        ivy.take(x, idx, axis=-3)
    with pytest.raises(TypeError):
        ivy.take(x, idx, axis=True)
    with pytest.raises(ArgumentTypeError):
        ivy.take(x, ivy.asarray([True, False]), axis=0)


def test_cumulative_sum_and_prod_on_every_axis(backend):
    x = ivy.asarray([[1, 2, 3], [4, 5, 6]], dtype=ivy.int16)
    assert ivy.cumulative_sum(x, axis=0).tolist() == [[1, 2, 3], [5, 7, 9]]
    assert ivy.cumulative_sum(x, axis=-1).tolist() == [[1, 3, 6], [4, 9, 15]]
    assert ivy.cumulative_prod(x, axis=1).tolist() == [[1, 2, 6], [4, 20, 120]]
    assert ivy.cumulative_sum(x, axis=1, include_initial=True).tolist() == [[0, 1, 3, 6], [0, 4, 9, 15]]
    v = ivy.asarray([1.5, 2.5])
    assert ivy.cumulative_sum(v).tolist() == [1.5, 4.0]
    assert ivy.cumulative_prod(v, dtype=ivy.float64).dtype == ivy.float64


_PAIR_DTYPES = ("bool", "int8", "uint8", "int16", "int32", "int64", "uint32", "float16", "float32", "float64", "complex64")


def _outcome(f, *args):
    try:
        return f(*args).dtype
    except Exception as exc:  # the class is the answer: the same mistake, the same class
        return type(exc).__name__


def test_two_dtypes_promote_as_the_table_says(backend):
    """Binary functions and concat cast arrays of two dtypes inline; the
    dtype is the promotion table's in either precise mode, and a pair with
    no promotion or a dtype the backend lacks raises as before."""
    valid = [d for d in _PAIR_DTYPES if d in {str(v) for v in ivy.valid_dtypes}]
    for precise in (ivy.precise_mode(), not ivy.precise_mode()):
        with ivy.using_precise_mode(precise):
            for a in valid:
                x = ivy.ones((2,), dtype=a)
                for b in valid:
                    y = ivy.ones((2,), dtype=b)
                    try:
                        want: object = ivy.result_type(x, y)
                    except Exception as exc:
                        want = type(exc).__name__
                    for got in (_outcome(ivy.add, x, y), _outcome(ivy.concat, [x, y])):
                        # the table's dtype, or a refusal of a dtype the backend declares it lacks
                        assert got == want or got in ("UnsupportedDtypeError", "TypeError"), (a, b, precise, got)
    x, i = ivy.asarray([1.5, 2.5]), ivy.asarray([1, 2])
    assert (x + i).tolist() == [2.5, 4.5]
    assert ivy.concat([i, x]).tolist() == [1.0, 2.0, 1.5, 2.5]


def test_int_scalars_keep_the_array_dtype_or_go_the_general_way(backend):
    m = ivy.asarray([True, False, True])
    f = ivy.asarray([1.5, 2.5, 3.5])
    i8 = ivy.asarray([1, 2, 3], dtype=ivy.int8)
    assert ivy.where(m, f, 0).dtype == f.dtype
    assert ivy.where(m, f, 0).tolist() == [1.5, 0.0, 3.5]
    assert ivy.where(m, i8, -3).dtype == ivy.int8
    assert ivy.where(m, i8, -3).tolist() == [1, -3, 3]
    with pytest.raises(OverflowError):
        ivy.where(m, i8, 300)  # does not fit int8
    assert ivy.where(m, i8, True).dtype == _outcome(ivy.where, m, i8, ivy.asarray(True))


def test_where_with_a_scalar_gives_what_the_general_entry_gives(backend):
    """``where(m, x, s)`` with a Python scalar ``s`` is checked inline
    (``several.entry3``): for every dtype of ``x`` and scalars that keep
    it, do not fit it or change it, the dtype, the values and the error
    class are those of the general entry."""
    from ivy_core._dispatch._general import general
    from ivy_core._spec._api import API

    b = ivy.current_backend()
    slow = general(b, API["where"], b.impls["where"])

    def outcome(f, *args):
        try:
            r = f(*args)
        except Exception as exc:  # the class is the answer
            return type(exc).__name__
        return str(r.dtype), [str(v) for v in r.tolist()]

    m = ivy.asarray([True, False, True])
    checked = 0
    for d in ivy.valid_dtypes:
        x = ivy.astype(ivy.asarray([1, 0, 1]), d)
        for s in (0, -1, 7, 127, 300, -(2**40), 1.5, -0.0, float("inf"), True):
            assert outcome(ivy.where, m, x, s) == outcome(slow, m, x, s, None), (d, s)  # (out=None)
            checked += 1
    assert checked >= 60


def test_axis_tuples_and_integer_sums(backend):
    x = ivy.reshape(ivy.arange(6, dtype=ivy.float32), (2, 3))
    assert ivy.sum(x, axis=(0, 1)).tolist() == 15.0
    assert ivy.sum(x, axis=(1, 0), keepdims=True).shape == (1, 1)
    assert ivy.mean(x, axis=(-1,)).tolist() == [1.0, 4.0]
    assert ivy.var(x, axis=(0, 1)).tolist() == pytest.approx(35 / 12)
    with pytest.raises(ValueError):
        ivy.sum(x, axis=(0, -2))  # axis 0 twice
    with pytest.raises(AxisError):
        ivy.max(x, axis=(0, 2))
    with pytest.raises(ArgumentTypeError):
        ivy.sum(x, axis=(0, 1.0))
    with pytest.raises(ArgumentTypeError):
        ivy.argmax(x, axis=(0,))  # argmax takes one axis
    i8 = ivy.asarray([[100, 100], [100, 100]], dtype=ivy.int8)
    assert ivy.sum(i8).dtype == ivy.default_int_dtype()
    assert ivy.sum(i8).tolist() == 400  # no wrap-around in int8
    assert ivy.prod(ivy.asarray([True, True])).dtype == ivy.default_int_dtype()
    with ivy.using_default_dtypes(int="int16"):
        assert ivy.sum(i8, axis=0).dtype == ivy.int16
    assert ivy.sum(i8, axis=(0, 1), dtype=ivy.int8).dtype == ivy.int8


def test_dtypes_by_name_or_native_object_and_python_values(backend):
    x = ivy.asarray([1.5, 2.5])
    native = ivy.zeros(1, dtype=ivy.int16).data.dtype
    assert ivy.astype(x, "float16").dtype == ivy.float16
    assert ivy.astype(x, native).dtype == ivy.int16
    assert ivy.zeros((2,), dtype="int8").dtype == ivy.int8
    assert ivy.zeros((2,), dtype=native).dtype == ivy.int16
    assert ivy.ones_like(x, dtype="int16").tolist() == [1, 1]
    assert ivy.full((2,), 1000).tolist() == [1000, 1000]
    assert ivy.arange(1000)[-1].tolist() == 999
    for bad in ("float", "f4x", 3):
        with pytest.raises(TypeError):
            ivy.astype(x, bad)
        with pytest.raises(TypeError):
            ivy.zeros((2,), dtype=bad)
    assert ivy.asarray(3.0).dtype == ivy.default_float_dtype()
    assert ivy.asarray(3).dtype == ivy.default_int_dtype()
    assert ivy.asarray(True).dtype == ivy.bool
    assert ivy.asarray(3.0).shape == ()


_MIXED_FUNCTIONS = ("add", "subtract", "multiply", "divide", "pow", "maximum", "atan2", "remainder", "less", "equal")  # fmt: skip


def _cast_first(name, x, y, to):
    """The function of x and y each cast to ``to`` first: what a call of two dtypes means."""
    return getattr(ivy, name)(ivy.astype(x, to), ivy.astype(y, to))


@pytest.mark.parametrize("shape", [(5,), (2, 3), ()])
def test_two_dtypes_give_the_bits_of_casting_first(backend, shape):
    """However a backend takes two dtypes (cast inline, or handed over
    uncast where its framework promotes them itself: ``MIXED_DTYPES``),
    the result is the one of casting both first, bit for bit, on the first
    call of a pair and on later ones, 0-d arrays too."""
    rng = np.random.default_rng(0)
    valid = {str(v) for v in ivy.valid_dtypes}
    pairs = [("float32", "int32"), ("int32", "float32"), ("float32", "float64"), ("int8", "uint8"),
             ("uint8", "int16"), ("float16", "int8"), ("int16", "float64"), ("complex64", "float64")]  # fmt: skip
    n = int(np.prod(shape))
    for a, b in pairs:
        if a not in valid or b not in valid:
            continue
        x = ivy.asarray(np.asarray(rng.integers(1, 9, n).reshape(shape) * 0.75).astype(a))
        y = ivy.asarray(np.asarray(rng.integers(1, 5, n).reshape(shape)).astype(b))
        to = ivy.result_type(x, y)
        for name in _MIXED_FUNCTIONS:
            try:
                want = _cast_first(name, x, y, to)
            except Exception as exc:  # not defined for these dtypes: the same refusal, uncast
                with pytest.raises(type(exc)):
                    getattr(ivy, name)(x, y)
                continue
            for _ in range(3):  # the first call of the pair, then the learnt way
                got = getattr(ivy, name)(x, y)
                assert got.dtype == want.dtype, (a, b, name)
                assert ivy.to_numpy(got).tobytes() == ivy.to_numpy(want).tobytes(), (a, b, name)


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "int8", "int32", "uint8", "complex64"])
def test_a_python_two_as_exponent_squares(backend, dtype):
    """``x ** 2`` of a real x is ``square(x)`` (the same bits), where the pow
    kernel given a 0-d exponent is a general one; the result keeps pow's
    dtype, its special values, and its value within an ulp; a complex x, an
    array exponent and other exponents keep pow."""
    if dtype not in {str(v) for v in ivy.valid_dtypes}:
        pytest.skip(f"{backend} has no {dtype}")
    if dtype.startswith(("int", "uint")):
        x = ivy.asarray(np.array([0, 1, 3, 5, 11], dtype=dtype))
    else:
        inf = float("inf")
        x = ivy.astype(ivy.asarray([-inf, -3.5, -1.0, -0.0, 0.0, 0.1, 2.0, inf, float("nan")]), getattr(ivy, dtype))
    two = ivy.asarray(np.array(2, dtype=dtype))
    general = ivy.pow(x, two)  # an array exponent: pow itself
    for got in (x**2, ivy.pow(x, 2), x**2.0 if not dtype.startswith(("int", "uint")) else x**2):
        assert got.dtype == general.dtype
        g, w = ivy.to_numpy(got), ivy.to_numpy(general)
        if dtype.startswith(("int", "uint")):
            assert g.tobytes() == w.tobytes()
            continue
        assert (np.isnan(g) == np.isnan(w)).all()
        ok = ~np.isnan(w)
        np.testing.assert_allclose(g[ok], w[ok], rtol=2e-3 if dtype == "float16" else 1e-6)
        assert (np.signbit(g[ok].real) == np.signbit(w[ok].real)).all()
        if not dtype.startswith("complex"):
            assert g.tobytes() == ivy.to_numpy(ivy.square(x)).tobytes()
