"""Python values given to creation functions must fit the dtype asked for:
the same error on every backend, never a silent wrap-around or dropped part."""

from __future__ import annotations

import pytest

import ivy_core as ivy


@pytest.mark.parametrize(
    ("dtype", "value"),
    [("uint8", 256), ("uint8", -1), ("int8", 128), ("int16", -(2**15) - 1), ("int32", 2**31)],
)
def test_full_rejects_an_int_outside_the_dtype(backend, dtype, value):
    with pytest.raises(OverflowError, match=rf"ivy_core.full \(backend '{backend}'\).*{value}.*{dtype}"):
        ivy.full((2,), value, dtype=dtype)


def test_full_accepts_the_dtype_bounds(backend):
    assert ivy.full((1,), 255, dtype="uint8").tolist() == [255]
    assert ivy.full((1,), -128, dtype="int8").tolist() == [-128]


def test_full_rejects_a_complex_value_for_a_real_dtype(backend):
    with pytest.raises(TypeError, match="imaginary part"):
        ivy.full((2,), 1 + 2j, dtype="float32")
    assert ivy.full((1,), 1 + 2j, dtype="complex64").dtype == "complex64"


def test_arange_rejects_bounds_outside_the_dtype(backend):
    with pytest.raises(OverflowError, match="arange"):
        ivy.arange(2**40, 2**40 + 2, dtype="int32")
    assert ivy.arange(2**40, 2**40 + 2).dtype == "int64"  # inferred wide enough


@pytest.mark.parametrize(
    "args,expected",
    [((5, -1, -1), [5, 4, 3, 2, 1, 0]), ((250, 256, 2), [250, 252, 254]), ((0, 0, -1), [])],
)
def test_arange_stop_and_step_need_not_fit_the_dtype(backend, args, expected):
    """Only the values produced must fit: the exclusive stop and the step may lie outside."""
    r = ivy.arange(*args, dtype="uint8")
    assert r.dtype == "uint8" and r.tolist() == expected
    with pytest.raises(OverflowError, match="arange"):
        ivy.arange(-1, 3, dtype="uint8")


SHAPE_MISMATCHES = {
    "add": lambda: ivy.add(ivy.ones((2,)), ivy.ones((3,))),
    "matmul": lambda: ivy.matmul(ivy.ones((2, 3)), ivy.ones((2, 3))),
    "reshape": lambda: ivy.reshape(ivy.ones((24,)), (5, 5)),
    "broadcast_to": lambda: ivy.broadcast_to(ivy.ones((3,)), (4,)),
    "concat": lambda: ivy.concat([ivy.ones((2, 2)), ivy.ones((3, 3))]),
    "stack": lambda: ivy.stack([ivy.ones((2,)), ivy.ones((3,))]),
}


@pytest.mark.parametrize("op", list(SHAPE_MISMATCHES))
def test_shapes_that_do_not_fit_are_one_shape_error_everywhere(backend, op):
    with pytest.raises(ivy.ShapeError) as info:
        SHAPE_MISMATCHES[op]()
    message = str(info.value)
    assert message.startswith(f"ivy_core.{op} (backend '{backend}'): ")
    assert "shape" in message and "Called with" in message
    assert info.value.__cause__ is not None  # the framework's own exception
    assert isinstance(info.value, ValueError)
