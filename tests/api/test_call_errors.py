"""Invalid calls that some framework would accept silently (or fail on with
an unrelated error) raise the same typed error on every backend, naming the
function (issue 9): the checks are the spec's ``normalize=`` hooks."""

from __future__ import annotations

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
