"""Bool parameters take bools, and a bool is no axis (issue 30, items 7 and 8).

A flag (``keepdims``, ``descending``, ``stable``, ``include_initial``,
``exclusive``, ``upper``, ``full_matrices``, ``endpoint``, ``copy``...) given
``"no"``, ``1`` or ``None`` is never read as true or false: it raises
``ivy_core.ArgumentTypeError`` naming the function, the parameter and the
value, on every backend. ``numpy.bool_`` is accepted (it is what NumPy code
computes). ``axis=True`` is not axis 1: the same error wherever an axis is
taken (``sum`` refused it already; ``flip``, ``sort``, ``argsort``...
did not).
"""

from __future__ import annotations

import functools
import inspect

import numpy as np
import pytest
from ivy_core._spec._api import API

import ivy_core as ivy


def _m():
    return ivy.asarray([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]])


def _spd():
    return ivy.asarray([[4.0, 1.0], [1.0, 3.0]])


def _reduce(name, **k):
    return getattr(ivy, name)(_m(), **k)


#: A valid call of every API function that has a flag, given keyword overrides.
FLAG_CALLS = {
    "astype": lambda **k: ivy.astype(_m(), "float64", **k),
    "linspace": lambda **k: ivy.linspace(0.0, 1.0, 3, **k),
    "logspace": lambda **k: ivy.logspace(0.0, 1.0, 3, **k),
    "split": lambda **k: ivy.split(ivy.arange(6), num_or_size_splits=2, **k),
    "cholesky": lambda **k: ivy.linalg.cholesky(_spd(), **k),
    "svd": lambda **k: ivy.linalg.svd(_m(), **k),
    "matrix_norm": lambda **k: ivy.linalg.matrix_norm(_m(), **k),
    "vector_norm": lambda **k: ivy.linalg.vector_norm(_m(), **k),
    "argsort": lambda **k: ivy.argsort(_m(), **k),
    "sort": lambda **k: ivy.sort(_m(), **k),
    "cumulative_sum": lambda **k: ivy.cumulative_sum(_m(), **{"axis": 1, **k}),
    "cumulative_prod": lambda **k: ivy.cumulative_prod(_m(), **{"axis": 1, **k}),
    "cumsum": lambda **k: ivy.cumsum(_m(), 1, **k),
    **{
        name: functools.partial(_reduce, name)
        for name in (
            "sum",
            "prod",
            "mean",
            "var",
            "std",
            "max",
            "min",
            "all",
            "any",
            "argmax",
            "argmin",
            "count_nonzero",
        )  # fmt: skip
    },
}
FLAGS = [
    (name, p.name)
    for name, api in sorted(API.items())
    for p in inspect.signature(api.spec).parameters.values()
    if type(p.default) is bool
]
BAD_FLAGS = ["no", 1, 0, None, 1.0]

def test_every_flag_of_the_api_is_tested():
    assert {name for name, _ in FLAGS} == set(FLAG_CALLS)
    assert FLAGS == [(name, flag) for name, api in sorted(API.items()) for flag in api.flags]


@pytest.mark.parametrize(("name", "flag"), FLAGS)
def test_a_flag_takes_true_false_and_numpy_bools(backend, name, flag):
    for value in (True, False):
        FLAG_CALLS[name](**{flag: value})
    # A NumPy bool becomes a Python bool in normalize (a fast entry sends a
    # flag that is not a Python bool to the general entry, which runs it).
    for value in (np.True_, np.False_):
        FLAG_CALLS[name](**{flag: value})


def _refused(name, flag, value, backend, **more):
    with pytest.raises(ivy.ArgumentTypeError) as info:
        FLAG_CALLS[name](**{flag: value}, **more)
    assert type(info.value) is ivy.ArgumentTypeError  # the same class on every backend
    message = str(info.value)
    public = API[name].public_name
    assert message.startswith(f"{public} (backend '{backend}'): argument {flag!r} must be a bool"), message
    assert repr(value) in message


@pytest.mark.parametrize("value", BAD_FLAGS, ids=repr)
@pytest.mark.parametrize(("name", "flag"), FLAGS)
def test_a_flag_refuses_anything_but_a_bool(backend, name, flag, value):
    _refused(name, flag, value, backend)


def test_flags_keep_their_meaning(backend):
    x = _m()
    # (an axis that is not a plain int: fast entries pass a NumPy bool to the framework as it is)
    assert (
        ivy.sort(x, axis=np.int64(1), descending=np.True_).tolist() == ivy.sort(x, descending=True).tolist()
    )
    assert ivy.sum(x, axis=(1,), keepdims=np.True_).shape == (2, 1)
    assert ivy.linspace(0.0, 1.0, 2, endpoint=np.False_).tolist() == [0.0, 0.5]
    assert ivy.cumsum(ivy.asarray([1, 2, 3]), exclusive=np.True_).tolist() == [0, 1, 3]


@pytest.mark.parametrize("value", ["no", 1], ids=repr)
def test_copy_of_reshape_and_from_dlpack_is_none_or_a_bool(backend, value):
    x = _m()
    assert ivy.reshape(x, (6,), copy=None).shape == (6,)
    with pytest.raises(ivy.ArgumentTypeError, match=r"ivy_core\.reshape .*argument 'copy' must be a bool"):
        ivy.reshape(x, (6,), copy=value)
    with pytest.raises(
        ivy.ArgumentTypeError, match=r"ivy_core\.from_dlpack .*argument 'copy' must be a bool"
    ):
        ivy.from_dlpack(x, copy=value)


# --- flags outside the API functions ----------------------------------------------------


def test_set_precise_mode_takes_a_bool():
    for bad in ("False", 0, None):
        with pytest.raises(ivy.ArgumentTypeError, match=r"ivy_core\.set_precise_mode: argument 'on'"):
            ivy.set_precise_mode(bad)
        assert ivy.precise_mode() is True  # unchanged
        with pytest.raises(ivy.ArgumentTypeError, match=r"ivy_core\.using_precise_mode: argument 'on'"):
            ivy.using_precise_mode(bad)
    ivy.set_precise_mode(np.False_)
    assert ivy.precise_mode() is False
    with ivy.using_precise_mode(np.True_):
        assert ivy.precise_mode() is True


def test_conversion_flags_take_a_bool(backend):
    x = _m()
    for call, where in (
        (lambda v: ivy.to_numpy(x, copy=v), "to_numpy"),
        (lambda v: ivy.to_native(x, nested=v), "to_native"),
        (lambda v: ivy.dtype(x, as_native=v), "dtype"),
        (lambda v: ivy.default_dtype(as_native=v), "default_dtype"),
    ):
        call(True), call(np.False_)
        with pytest.raises(
            ivy.ArgumentTypeError, match=rf"ivy_core\.{where}: argument '\w+' must be a bool.*'no'"
        ):
            call("no")


# --- a bool is no axis ----------------------------------------------------------------

AXIS_CALLS = {
    "sum": lambda a: ivy.sum(_m(), axis=a),
    "argmax": lambda a: ivy.argmax(_m(), axis=a),
    "flip": lambda a: ivy.flip(_m(), axis=a),
    "sort": lambda a: ivy.sort(_m(), axis=a),
    "argsort": lambda a: ivy.argsort(_m(), axis=a),
    "softmax": lambda a: ivy.softmax(_m(), axis=a),
    "squeeze": lambda a: ivy.squeeze(ivy.ones((2, 1)), a),
    "cumulative_sum": lambda a: ivy.cumulative_sum(_m(), axis=a),
    "cumulative_prod": lambda a: ivy.cumulative_prod(_m(), axis=a),
    "cumsum": lambda a: ivy.cumsum(_m(), a),
    "moveaxis": lambda a: ivy.moveaxis(_m(), a, 0),
    "permute_dims": lambda a: ivy.permute_dims(_m(), (a, 0)),
    "logspace": lambda a: ivy.logspace(0.0, 1.0, 3, axis=a),
    "fft": lambda a: ivy.fft.fft(_m(), axis=a),
    "concat": lambda a: ivy.concat([_m(), _m()], axis=a),
    "stack": lambda a: ivy.stack([_m(), _m()], axis=a),
    "expand_dims": lambda a: ivy.expand_dims(_m(), axis=a),
    "take": lambda a: ivy.take(_m(), ivy.asarray([0]), axis=a),
    "roll": lambda a: ivy.roll(_m(), 1, axis=a),
    "unstack": lambda a: ivy.unstack(_m(), axis=a),
    "vector_norm": lambda a: ivy.linalg.vector_norm(_m(), axis=a),
    "diagonal": lambda a: ivy.linalg.diagonal(_m(), axis1=a),
    "split": lambda a: ivy.split(_m(), num_or_size_splits=1, axis=a),
}


@pytest.mark.parametrize("value", [True, False, np.True_, (True,)], ids=repr)
@pytest.mark.parametrize("name", list(AXIS_CALLS))
def test_a_bool_is_no_axis(backend, name, value):
    if name in ("logspace", "diagonal", "split", "concat", "stack", "take", "unstack") and isinstance(
        value, tuple
    ):
        pytest.skip("takes a single axis: a tuple is refused for being a tuple")
    with pytest.raises(ivy.ArgumentTypeError, match=r"axis|axes|source") as info:
        AXIS_CALLS[name](value)
    assert type(info.value) is ivy.ArgumentTypeError
    assert str(info.value).startswith(f"{API[name].public_name} ")


def test_an_int_axis_still_works(backend):
    assert ivy.flip(_m(), axis=np.int64(1)).tolist()[0] == [2.0, 1.0, 3.0]
    assert ivy.sort(_m(), axis=np.int64(0)).tolist()[0] == [0.0, 1.0, 2.0]
    assert ivy.moveaxis(_m(), np.int64(0), 1).shape == (3, 2)
    assert ivy.permute_dims(_m(), [1, 0]).shape == (3, 2)
    assert ivy.flip(_m(), axis=[0, 1]).tolist()[0] == [4.0, 5.0, 0.0]
