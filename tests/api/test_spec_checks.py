"""Argument rules the core owns for every backend (issue 26): one mistake
raises one ivy_core class on every backend, naming the function, the
backend and the offending value, at the call (a lazy backend too, before
its result is computed), and never a result a framework made up.

Each rule here was once checked by hand in some plugins only (or in each
plugin with its own class and words); it is now declared once, in the
function's spec (its ``normalize=`` hook or its ``shapes=`` rule, which the
lazy backends' entries also run before handing a result out).
"""

from __future__ import annotations

import numpy as np
import pytest

import ivy_core as ivy
from ivy_core import ArgumentTypeError, ArgumentValueError, AxisError, ShapeError

L = ivy.linalg


def ones(*shape):
    return ivy.ones(shape)


def _raises(cls, call, *, names):
    """``call()`` raises exactly ``cls`` (not a subclass or a relative), and
    its message names every string of ``names``."""
    with pytest.raises(cls) as info:
        call()
    assert type(info.value) is cls, f"{type(info.value).__name__}: {info.value}"
    text = str(info.value)
    for name in names:
        assert name in text, f"{name!r} not in {text!r}"


# (id, call, class, what the message names besides the function and backend)
NDIM_RULES = [
    ("diag 3-d", lambda: ivy.diag(ones(2, 2, 2)), ShapeError, "(2, 2, 2)"),
    ("diag 0-d", lambda: ivy.diag(ones()), ShapeError, "()"),
    ("tril 1-d", lambda: ivy.tril(ones(3)), ShapeError, "(3,)"),
    ("triu 0-d", lambda: ivy.triu(ones()), ShapeError, "()"),
    ("outer 2-d x1", lambda: L.outer(ones(2, 2), ones(2)), ShapeError, "(2, 2)"),
    ("outer 0-d x2", lambda: L.outer(ones(2), ones()), ShapeError, "()"),
    ("matrix_transpose 1-d", lambda: ivy.matrix_transpose(ones(3)), ShapeError, "(3,)"),
    ("matrix_transpose 0-d", lambda: ivy.matrix_transpose(ones()), ShapeError, "()"),
    ("matrix_power 2x3 n=0", lambda: L.matrix_power(ones(2, 3), 0), ShapeError, "(2, 3)"),
    ("matrix_power 2x3 n=1", lambda: L.matrix_power(ones(2, 3), 1), ShapeError, "(2, 3)"),
    ("matrix_power 1-d n=1", lambda: L.matrix_power(ones(3), 1), ShapeError, "(3,)"),
    ("eigh 1x2", lambda: L.eigh(ones(1, 2)), ShapeError, "(1, 2)"),
    ("inv 1x3", lambda: L.inv(ones(1, 3)), ShapeError, "(1, 3)"),
    ("det 1x2", lambda: L.det(ones(1, 2)), ShapeError, "(1, 2)"),
    ("svdvals 1-d", lambda: L.svdvals(ones(3)), ShapeError, "(3,)"),
    ("pinv 1-d", lambda: L.pinv(ones(3)), ShapeError, "(3,)"),
]
K_RULES = [
    ("diag k=1.5", lambda: ivy.diag(ones(3), k=1.5), "1.5"),
    ("diag k='1'", lambda: ivy.diag(ones(3), k="1"), "'1'"),
    ("diag k=True", lambda: ivy.diag(ones(3), k=True), "True"),
    ("tril k=1.5", lambda: ivy.tril(ones(3, 3), k=1.5), "1.5"),
    ("triu k=nan", lambda: ivy.triu(ones(3, 3), k=float("nan")), "nan"),
    ("triu k=None", lambda: ivy.triu(ones(3, 3), k=None), "None"),
]


def _function_of(case_id):
    return case_id.split(" ")[0]


@pytest.mark.parametrize(("case_id", "call", "cls", "shape"), NDIM_RULES, ids=[c[0] for c in NDIM_RULES])
def test_a_shape_the_function_does_not_take_is_a_shape_error_at_the_call(backend, case_id, call, cls, shape):
    _raises(cls, call, names=(f"{_function_of(case_id)} (backend '{backend}')", shape))


@pytest.mark.parametrize(("case_id", "call", "value"), K_RULES, ids=[c[0] for c in K_RULES])
def test_a_diagonal_offset_that_is_no_int_is_an_argument_type_error(backend, case_id, call, value):
    _raises(ArgumentTypeError, call, names=(f"{_function_of(case_id)} (backend '{backend}')", "k", value))


def test_the_checked_functions_still_compute_what_numpy_does(backend):
    a = np.arange(12, dtype=np.float64).reshape(3, 4)
    x = ivy.asarray(a)
    v = ivy.asarray(a[0])
    for k in (np.int64(1), 0, -2):
        np.testing.assert_array_equal(ivy.to_numpy(ivy.diag(x, k=k)), np.diag(a, int(k)))
        np.testing.assert_array_equal(ivy.to_numpy(ivy.diag(v, k=k)), np.diag(a[0], int(k)))
        np.testing.assert_array_equal(ivy.to_numpy(ivy.tril(x, k=k)), np.tril(a, int(k)))
        np.testing.assert_array_equal(ivy.to_numpy(ivy.triu(x, k=k)), np.triu(a, int(k)))
    np.testing.assert_array_equal(ivy.to_numpy(L.outer(v, v)), np.outer(a[0], a[0]))
    np.testing.assert_array_equal(ivy.to_numpy(ivy.matrix_transpose(x)), a.T)
    sq = np.array([[2.0, 1.0], [0.0, 3.0]])
    np.testing.assert_allclose(ivy.to_numpy(L.matrix_power(ivy.asarray(sq), 0)), np.eye(2))
    np.testing.assert_allclose(
        ivy.to_numpy(L.matrix_power(ivy.asarray(sq), 3)), np.linalg.matrix_power(sq, 3)
    )


# (id, call, class, what the message names besides the function and backend)
AXIS_RULES = [
    ("sort 0-d axis=1", lambda: ivy.sort(ones(), axis=1), AxisError, "axis 1"),
    ("argsort 0-d axis=-2", lambda: ivy.argsort(ones(), axis=-2), AxisError, "axis -2"),
    ("sort axis=2", lambda: ivy.sort(ones(3, 2), axis=2), AxisError, "axis 2"),
    ("argsort axis=-3", lambda: ivy.argsort(ones(3, 2), axis=-3), AxisError, "axis -3"),
    ("softmax 0-d", lambda: ivy.softmax(ones()), AxisError, "axis -1"),
    ("softmax 0-d axis=0", lambda: ivy.softmax(ones(), axis=0), AxisError, "axis 0"),
    ("softmax axis=2", lambda: ivy.softmax(ones(3, 2), axis=2), AxisError, "axis 2"),
    ("cumulative_sum 0-d", lambda: ivy.cumulative_sum(ones()), ArgumentValueError, "axis=None"),
    (
        "cumulative_prod 2-d axis=None",
        lambda: ivy.cumulative_prod(ones(2, 2)),
        ArgumentValueError,
        "axis=None",
    ),
    ("cumulative_sum 0-d axis=0", lambda: ivy.cumulative_sum(ones(), axis=0), AxisError, "axis 0"),
    ("cumulative_prod axis=-3", lambda: ivy.cumulative_prod(ones(2, 2), axis=-3), AxisError, "axis -3"),
]


@pytest.mark.parametrize(("case_id", "call", "cls", "value"), AXIS_RULES, ids=[c[0] for c in AXIS_RULES])
def test_an_axis_the_function_does_not_take_is_refused_at_the_call(backend, case_id, call, cls, value):
    _raises(cls, call, names=(f"{_function_of(case_id)} (backend '{backend}')", value))


def test_the_axis_checked_functions_still_compute_what_numpy_does(backend):
    a = np.array([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]])
    x = ivy.asarray(a)
    for axis in (0, 1, -1, -2):
        np.testing.assert_array_equal(ivy.to_numpy(ivy.sort(x, axis=axis)), np.sort(a, axis=axis))
        np.testing.assert_array_equal(
            ivy.to_numpy(ivy.argsort(x, axis=axis)), np.argsort(a, axis=axis, stable=True)
        )
        np.testing.assert_allclose(ivy.to_numpy(ivy.cumulative_sum(x, axis=axis)), np.cumsum(a, axis=axis))
        e = np.exp(a - a.max(axis=axis, keepdims=True))
        np.testing.assert_allclose(
            ivy.to_numpy(ivy.softmax(x, axis=axis)), e / e.sum(axis=axis, keepdims=True), rtol=1e-6
        )
    np.testing.assert_allclose(ivy.to_numpy(ivy.cumulative_prod(ivy.asarray(a[0]))), np.cumprod(a[0]))
    for axis in (0, -1):  # a 0-d array sorts as its one element
        assert ivy.to_numpy(ivy.sort(ivy.asarray(2.5), axis=axis)) == 2.5
        assert ivy.to_numpy(ivy.argsort(ivy.asarray(2.5), axis=axis)) == 0


MOVEAXIS_RULES = [
    (
        "moveaxis repeated source",
        lambda: ivy.moveaxis(ones(1, 3), (0, 0), (0, 1)),
        ArgumentValueError,
        "(0, 0)",
    ),
    (
        "moveaxis repeated destination",
        lambda: ivy.moveaxis(ones(1, 3), (0, 1), (1, -1)),
        ArgumentValueError,
        "(1, -1)",
    ),
    ("moveaxis lengths", lambda: ivy.moveaxis(ones(1, 3), (0, 1), 0), ArgumentValueError, "(0, 1)"),
    ("moveaxis source=2", lambda: ivy.moveaxis(ones(1, 3), 2, 0), AxisError, "2"),
    ("moveaxis destination=-3", lambda: ivy.moveaxis(ones(1, 3), (0,), (-3,)), AxisError, "-3"),
    ("moveaxis 0-d", lambda: ivy.moveaxis(ones(), 0, 0), AxisError, "0"),
]


@pytest.mark.parametrize(
    ("case_id", "call", "cls", "value"), MOVEAXIS_RULES, ids=[c[0] for c in MOVEAXIS_RULES]
)
def test_moveaxis_takes_one_destination_per_source_axis_each_named_once(backend, case_id, call, cls, value):
    _raises(cls, call, names=(f"moveaxis (backend '{backend}')", value))


def test_moveaxis_still_moves_axes_as_numpy_does(backend):
    a = np.arange(24.0).reshape(2, 3, 4)
    for source, destination in [(0, -1), ((0, 1), (-1, 0)), ([2], [0]), ((), ())]:
        got = ivy.to_numpy(ivy.moveaxis(ivy.asarray(a), source, destination))
        np.testing.assert_array_equal(got, np.moveaxis(a, source, destination))


@pytest.mark.parametrize("step", [0, 0.0, np.int64(0), np.float32(0.0)], ids=repr)
def test_arange_refuses_a_zero_step_of_any_number_type(backend, step):
    # TensorFlow's arange divided by a NumPy zero (a RuntimeWarning, then its own error).
    _raises(
        ArgumentValueError,
        lambda: ivy.arange(0, 5, step),
        names=(f"arange (backend '{backend}')", repr(step)),
    )
    assert ivy.to_numpy(ivy.arange(0, 5, np.int64(2))).tolist() == [0, 2, 4]


# A 0-d array has no axis: numpy's sum/max/argmax/all/count_nonzero/squeeze and
# torch's sum/max/flip took axis 0 of one, the other backends refused it.
ZERO_D_AXIS = {
    "sum": lambda x: ivy.sum(x, axis=0),
    "max": lambda x: ivy.max(x, axis=-1),
    "mean": lambda x: ivy.mean(x, axis=0),
    "std": lambda x: ivy.std(x, axis=0),
    "argmax": lambda x: ivy.argmax(x, axis=0),
    "argmin": lambda x: ivy.argmin(x, axis=-1),
    "all": lambda x: ivy.all(x, axis=0),
    "count_nonzero": lambda x: ivy.count_nonzero(x, axis=0),
    "flip": lambda x: ivy.flip(x, axis=0),
    "squeeze": lambda x: ivy.squeeze(x, axis=0),
}


@pytest.mark.parametrize("name", list(ZERO_D_AXIS))
def test_an_int_axis_of_a_0d_array_is_an_axis_error_on_every_backend(backend, name):
    _raises(AxisError, lambda: ZERO_D_AXIS[name](ones()), names=(f"{name} (backend '{backend}')", "0-d"))
    assert ZERO_D_AXIS[name](ones(1, 1)).ndim in (0, 1, 2)  # the same call on an array with that axis
