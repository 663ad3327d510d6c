"""The spec's flag and axis checks (``_spec/_api.py``: ``flag_arg``,
``axis_args``, ``ApiFunction.flags``), without a backend (issue 30, items 7
and 8). The calls on every backend are in tests/api/test_flags.py."""

from __future__ import annotations

import numpy as np
import pytest
from ivy_core._spec._api import API, axis_args, flag_arg

import ivy_core as ivy


class _Shaped:
    shape = (2, 3)


def test_flags_are_the_parameters_with_a_bool_default():
    assert API["sort"].flags == ("descending", "stable")
    assert API["sum"].flags == ("keepdims",)
    assert API["astype"].flags == ("copy",)
    assert API["reshape"].flags == ()  # copy=None: None or a bool, checked by its normalize
    assert API["add"].flags == ()


@pytest.mark.parametrize("value", [True, False, np.True_, np.False_])
def test_flag_arg_takes_bools_and_numpy_bools(value):
    got = flag_arg("ivy_core.f", "keepdims", value)
    assert type(got) is bool and got == bool(value)


@pytest.mark.parametrize("value", ["no", "False", 0, 1, 1.0, None, [True], np.int64(1), np.array([True])])
def test_flag_arg_refuses_everything_else(value):
    with pytest.raises(
        ivy.ArgumentTypeError, match=r"^ivy_core\.f: argument 'keepdims' must be a bool"
    ) as info:
        flag_arg("ivy_core.f", "keepdims", value)
    assert f"not {type(value).__name__} {repr(value)[:30]}" in str(info.value)


@pytest.mark.parametrize("axis", [True, False, np.True_, (0, True), [True]])
def test_axis_args_refuses_a_bool(axis):
    with pytest.raises(
        ivy.ArgumentTypeError, match=r"^ivy_core\.sum \(backend 'b'\): argument 'axis' must be"
    ):
        axis_args("ivy_core.sum (backend 'b')", _Shaped(), axis, None, False)


def test_axis_args_follows_the_annotation_of_axis():
    x = _Shaped()
    assert axis_args("ivy_core.sum (backend 'b')", x, [0, np.int64(1)], None, False) == (
        x,
        (0, 1),
        None,
        False,
    )
    assert axis_args("ivy_core.flip (backend 'b')", x, None) == (x, None)
    with pytest.raises(ivy.ArgumentTypeError, match="must be an int, not tuple"):
        axis_args("ivy_core.sort (backend 'b')", x, (0,), False, True)  # sort's axis: int
    with pytest.raises(ivy.ArgumentTypeError, match="must be an int, not NoneType"):
        axis_args("ivy_core.softmax (backend 'b')", x, None)
    with pytest.raises(ivy.ArgumentTypeError, match="argument 'descending' must be a bool"):
        axis_args("ivy_core.sort (backend 'b')", x, np.int64(0), "no", True)
    assert axis_args("ivy_core.sort (backend 'b')", x, np.int64(0), np.True_, True) == (x, 0, True, True)
    with pytest.raises(ivy.ArgumentTypeError, match="argument 'keepdims' must be a bool"):
        axis_args("ivy_core.var (backend 'b')", x, (0,), 1, "y")
