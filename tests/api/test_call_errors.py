"""Invalid calls that some framework would accept silently (or fail on with
an unrelated error) raise the same typed error on every backend, naming the
function (issue 9): the checks are the spec's ``normalize=`` hooks."""

from __future__ import annotations

import operator

import pytest

import ivy_core as ivy

TYPE_ERRORS = {
    "zeros": lambda: ivy.zeros("3"),
    "ones": lambda: ivy.ones("3"),
    "empty": lambda: ivy.empty(("2", 3)),
    "full": lambda: ivy.full("3", 1.0),
    "astype": lambda: ivy.astype(ivy.asarray([1.0]), None),
    "where": lambda: ivy.where(ivy.asarray([1.0, 0.0]), ivy.asarray([1, 2]), ivy.asarray([3, 4])),
    "repeat": lambda: ivy.repeat(ivy.asarray([1, 2]), 1.5),
    "tile": lambda: ivy.tile(ivy.asarray([1, 2]), (1.5,)),
}
REDUCTIONS = [
    "sum", "prod", "mean", "max", "min", "std", "var", "all", "any", "argmax", "argmin", "count_nonzero",
]  # fmt: skip


@pytest.mark.parametrize("op", list(TYPE_ERRORS))
def test_invalid_argument_is_a_type_error_naming_the_call(backend, op):
    with pytest.raises(TypeError, match=rf"ivy_core\.{op} \(backend '{backend}'\)"):
        TYPE_ERRORS[op]()


def test_full_rejects_a_non_scalar_fill_value(backend):
    with pytest.raises(TypeError, match=r"ivy_core\.full .*fill value.*None"):
        ivy.full((2,), None)
    assert ivy.full((2,), 1.5).tolist() == [1.5, 1.5]


@pytest.mark.parametrize("op", REDUCTIONS)
@pytest.mark.parametrize("axis", ["0", 0.0, ("0",), True])
def test_reduction_axis_must_be_ints(backend, op, axis):
    x = ivy.asarray([[1.0, 2.0], [3.0, 4.0]])
    with pytest.raises(TypeError, match=rf"ivy_core\.{op} \(backend '{backend}'\).*axis"):
        getattr(ivy, op)(x, axis=axis)


@pytest.mark.parametrize("op", ["sum", "max", "any", "std"])
def test_reduction_valid_axes_still_work(backend, op):
    x = ivy.asarray([[1.0, 2.0], [3.0, 4.0]])
    f = getattr(ivy, op)
    assert f(x, axis=0).shape == (2,)
    assert f(x, axis=[0, 1]).shape == ()
    assert f(x, axis=(1,)).shape == (2,)
    assert f(x, axis=None).shape == ()


def test_tile_rejects_a_negative_count(backend):
    with pytest.raises(ValueError, match=rf"ivy_core\.tile \(backend '{backend}'\).*negative"):
        ivy.tile(ivy.asarray([1, 2]), (-1,))
    assert ivy.tile(ivy.asarray([1, 2]), (0,)).shape == (0,)


def test_valid_calls_are_unchanged(backend):
    assert ivy.zeros(3).shape == (3,)
    assert ivy.ones([2, 1]).shape == (2, 1)
    assert ivy.where(ivy.asarray([True, False]), 1, 2).tolist() == [1, 2]
    assert ivy.repeat(ivy.asarray([1, 2]), 2).tolist() == [1, 1, 2, 2]
    assert ivy.repeat(ivy.asarray([1, 2]), ivy.asarray([1, 2])).tolist() == [1, 2, 2]
    assert ivy.astype(ivy.asarray([1.5]), "int32").tolist() == [1]


# -- the framework's errors, raised as one class per mistake (``_failure``) ------------

M = lambda: ivy.reshape(ivy.arange(6, dtype="float32"), (2, 3))  # noqa: E731

AXIS_OUT_OF_RANGE = {
    "sum": lambda: ivy.sum(M(), axis=2),
    "max": lambda: ivy.max(M(), axis=-3),
    "argmax": lambda: ivy.argmax(M(), axis=2),
    "flip": lambda: ivy.flip(M(), axis=5),
    "sort": lambda: ivy.sort(M(), axis=2),
    "argsort": lambda: ivy.argsort(M(), axis=-3),
    "cumulative_sum": lambda: ivy.cumulative_sum(M(), axis=2),
    "concat": lambda: ivy.concat([M(), M()], axis=2),
    "stack": lambda: ivy.stack([M(), M()], axis=4),
    "squeeze": lambda: ivy.squeeze(ivy.ones((1, 2)), axis=3),
    "roll": lambda: ivy.roll(M(), 1, axis=2),
    "moveaxis": lambda: ivy.moveaxis(M(), 0, 2),
    "permute_dims": lambda: ivy.permute_dims(M(), (0, 2)),
    "take": lambda: ivy.take(M(), ivy.asarray([0]), axis=2),
    "expand_dims": lambda: ivy.expand_dims(M(), 3),
}


@pytest.mark.parametrize("op", list(AXIS_OUT_OF_RANGE))
def test_axis_out_of_range_is_one_axis_error_everywhere(backend, op):
    with pytest.raises(ivy.AxisError) as info:
        AXIS_OUT_OF_RANGE[op]()
    assert isinstance(info.value, IndexError) and isinstance(info.value, ValueError)
    message = str(info.value)
    assert message.startswith(f"ivy_core.{op} (backend '{backend}'): ")
    assert "range" in message


def test_a_translated_error_names_the_arguments_and_quotes_the_framework(backend):
    with pytest.raises(ivy.ShapeError) as info:
        ivy.add(ivy.ones((2, 3)), ivy.ones((4,)))
    message = str(info.value)
    assert "(2, 3) and (4,) do not broadcast" in message
    assert "x1=Array(float32, shape=(2, 3)), x2=Array(float32, shape=(4,))" in message
    assert " said: " in message  # the framework's own words, cut to one line
    assert info.value.__cause__ is not None and not isinstance(info.value.__cause__, ivy.IvyError)


SHAPE_MISTAKES = {
    "inv": lambda: ivy.linalg.inv(ivy.ones((2, 3))),
    "det": lambda: ivy.linalg.det(ivy.ones((3,))),
    "tensordot": lambda: ivy.tensordot(ivy.ones((2, 3)), ivy.ones((4, 5)), axes=1),
    "vecdot": lambda: ivy.vecdot(ivy.ones((2, 3)), ivy.ones((2, 4))),
    "where": lambda: ivy.where(ivy.asarray([True, False]), ivy.ones((3,)), ivy.ones((2,))),
    "multiply": lambda: ivy.ones((2, 3)) * ivy.ones((3, 2)),
}


@pytest.mark.parametrize("op", list(SHAPE_MISTAKES))
def test_shapes_that_do_not_fit_are_a_shape_error(backend, op):
    with pytest.raises(ivy.ShapeError, match=rf"ivy_core\.(linalg\.)?{op} \(backend '{backend}'\)"):
        SHAPE_MISTAKES[op]()


def test_an_argument_of_the_wrong_type_is_an_argument_type_error(backend):
    with pytest.raises(ivy.ArgumentTypeError, match=r"argument 'shape' must be .*not str 'abc'"):
        ivy.reshape(ivy.ones((6,)), "abc")
    with pytest.raises(ivy.ArgumentTypeError, match=r"argument 'k' must be int"):
        ivy.tril(ivy.ones((2, 2)), k="1")


def test_a_value_outside_a_literal_is_an_argument_value_error(backend):
    with pytest.raises(ivy.ArgumentValueError, match=r"'mode' must be one of 'reduced', 'complete', not 'raw'"):
        ivy.linalg.qr(ivy.ones((2, 2)), mode="raw")


def test_a_duplicate_axis_is_a_value_error_everywhere(backend):
    with pytest.raises(ValueError, match=rf"ivy_core\.sum \(backend '{backend}'\)"):
        ivy.sum(M(), axis=(0, 0))


def test_item_assignment_of_a_value_that_does_not_fit_is_a_shape_error(backend):
    x = ivy.zeros((2, 3))
    with pytest.raises(ivy.ShapeError, match=r"__setitem__.*shape \(4,\) does not broadcast .*\(3,\)"):
        x[0] = ivy.ones((4,))
    assert x.tolist() == [[0.0] * 3] * 2  # unchanged


def test_an_index_out_of_bounds_is_an_invalid_index_error(backend):
    x = ivy.zeros((2, 3))
    with pytest.raises(ivy.InvalidIndexError, match=rf"__getitem__ \(backend '{backend}'\).*index 5"):
        x[0, 5]
    with pytest.raises(IndexError, match="too many indices"):
        x[0, 0, 0]


def test_errors_of_a_compositional_function_name_it_first(backend):
    """full_like is written with full: its errors name full_like (what the
    user called), then full."""
    x = ivy.ones((3,))
    with pytest.raises(OverflowError, match=rf"^ivy_core\.full_like \(backend '{backend}'\): .*300.*ivy_core\.full,"):
        ivy.full_like(x, 300, dtype="uint8")
    with pytest.raises(TypeError, match=rf"^ivy_core\.empty_like \(backend '{backend}'\): 'float33'.*ivy_core\.empty,"):
        ivy.empty_like(x, dtype="float33")


# --- Python values of an Array (issue 30) ---------------------------------------------------------


#: case: (conversion, array, the exact class, words of the message)
CONVERSION_ERRORS = {
    "float of complex": (float, lambda: ivy.asarray(1 + 2j), ivy.ArgumentTypeError, ["__float__", "(1+2j)"]),
    "int of complex": (int, lambda: ivy.asarray(1 + 2j), ivy.ArgumentTypeError, ["__int__", "(1+2j)"]),
    "index of float": (operator.index, lambda: ivy.asarray(1.5), ivy.ArgumentTypeError, ["__index__", "1.5"]),
    "index of bool": (operator.index, lambda: ivy.asarray(True), ivy.ArgumentTypeError, ["__index__", "True"]),
    "int of two": (int, lambda: ivy.asarray([1, 2]), ivy.ArgumentTypeError, ["__int__", "shape=(2,)"]),
    "int of shape (1, 1)": (int, lambda: ivy.asarray([[3]]), ivy.ArgumentTypeError, ["__int__", "shape=(1, 1)"]),
    "float of two": (float, lambda: ivy.asarray([1.0, 2.0]), ivy.ArgumentTypeError, ["__float__", "shape=(2,)"]),
    "complex of two": (complex, lambda: ivy.asarray([1.0, 2.0]), ivy.ArgumentTypeError, ["__complex__", "(2,)"]),
    "bool of two": (bool, lambda: ivy.asarray([1, 2]), ivy.ArgumentValueError, ["__bool__", "2 elements"]),
    "bool of empty": (bool, lambda: ivy.zeros((0,)), ivy.ArgumentValueError, ["__bool__", "0 elements"]),
    "int of nan": (int, lambda: ivy.asarray(float("nan")), ivy.ArgumentValueError, ["__int__", "nan"]),
    "int of inf": (int, lambda: ivy.asarray(float("inf")), OverflowError, ["__int__", "inf"]),
}


@pytest.mark.parametrize("case", list(CONVERSION_ERRORS))
def test_a_python_value_that_does_not_exist_is_one_class_naming_method_backend_value(backend, case):
    """TensorFlow's float(asarray(1 + 2j)) gave 1.0 and bool of an empty
    tensor False, torch's operator.index of a bool tensor 1 and int of shape
    (1, 1) its element; the others passed the framework's text through, with
    a class of its choosing. Now: one class everywhere, naming the method,
    the backend and the value."""
    convert, make, cls, words = CONVERSION_ERRORS[case]
    x = make()
    # (a lazy backend computes a Python value only when allowed)
    with pytest.raises(cls) as info, ivy.implicit_compute():
        convert(x)
    assert type(info.value) is cls
    message = str(info.value)
    assert f"ivy_core.Array.{words[0]} (backend '{backend}')" in message, message
    assert all(w in message for w in words[1:]), message


@pytest.fixture
def _computed():
    """A lazy backend computes a Python value only when allowed."""
    with ivy.implicit_compute():
        yield


def test_python_values_that_exist_still_convert(backend, _computed):
    assert float(ivy.asarray(2)) == 2.0 and int(ivy.asarray(2.7)) == 2
    assert operator.index(ivy.asarray(3)) == 3 and complex(ivy.asarray(1 + 2j)) == 1 + 2j
    assert bool(ivy.asarray([0])) is False and bool(ivy.asarray(True)) is True
    assert float(ivy.asarray(2.5, dtype="float64")) == 2.5
