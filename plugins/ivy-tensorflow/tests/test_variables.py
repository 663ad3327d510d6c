"""An ``Array`` holding a ``tf.Variable`` goes through every function that
takes one array, as an ``Array`` of a tensor does (a variable has no
``ndim``: the core's argument checks read its shape instead)."""

from __future__ import annotations

import inspect

import numpy as np
import pytest
import tensorflow as tf
from ivy_core._spec._api import API

import ivy_core as ivy


@pytest.fixture(autouse=True)
def _tf() -> None:
    ivy.set_backend("tensorflow")


A = np.arange(12, dtype=np.float32).reshape(3, 4) + 1


def _one_array_functions() -> list[str]:
    names = []
    for name in sorted(API):
        fn = getattr(ivy, name, None)
        if not inspect.isfunction(fn):  # (fft names a module of ivy_core as well)
            continue
        required = [
            p.name for p in inspect.signature(fn).parameters.values()
            if p.default is inspect.Parameter.empty and p.kind is not p.VAR_POSITIONAL
        ]  # fmt: skip
        if required == ["x"]:
            names.append(name)
    return names


@pytest.mark.parametrize("name", _one_array_functions())
def test_a_variable_behaves_as_its_value(name: str) -> None:
    fn = getattr(ivy, name)

    def outcome(x: ivy.Array) -> object:
        try:
            r = fn(x)
        except Exception as exc:  # the same class of refusal either way
            return type(exc)
        return [ivy.to_numpy(v) for v in r] if isinstance(r, (tuple, list)) else ivy.to_numpy(r)

    got = outcome(ivy.asarray(tf.Variable(A)))
    want = outcome(ivy.asarray(tf.constant(A)))
    if isinstance(want, type):
        assert got is want, name
    elif isinstance(want, list):
        assert isinstance(got, list) and len(got) == len(want)
        for g, w in zip(got, want, strict=True):
            np.testing.assert_array_equal(g, w)
    else:
        np.testing.assert_array_equal(got, want)


def test_matrix_functions_and_moveaxis_of_a_variable() -> None:
    v = ivy.asarray(tf.Variable(A))
    np.testing.assert_array_equal(ivy.to_numpy(ivy.tril(v, k=1)), np.tril(A, 1))
    np.testing.assert_array_equal(ivy.to_numpy(ivy.triu(v, k=-1)), np.triu(A, -1))
    np.testing.assert_array_equal(ivy.to_numpy(ivy.diag(v)), np.diag(A))
    np.testing.assert_array_equal(ivy.to_numpy(ivy.moveaxis(v, 0, 1)), np.moveaxis(A, 0, 1))
    with pytest.raises(ivy.ShapeError, match="pass a matrix"):
        ivy.tril(ivy.asarray(tf.Variable(A[0])))
