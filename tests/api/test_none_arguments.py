"""None for a parameter whose annotation allows no None. NumPy and JAX
read ``sort(x, axis=None)`` as a sort of the flattened array,
``squeeze(x, axis=None)`` as "every axis of size one" (Dask too),
``arange(0, 5, step=None)`` as step 1 and ``vector_norm(x, ord=None)`` as
the 2-norm, where torch and TensorFlow refused them: the same mistake gave a
value on some backends and an error on others. Each now raises
:class:`ivy_core.ArgumentTypeError` on every backend, naming the function,
the backend, the parameter and None, before the framework is called (no
framework exception is chained). The robustness corpus
(tests/robustness/corpus.py, ``gen_none``) tries every such parameter."""

from __future__ import annotations

import pytest

import ivy_core as ivy


def _v():
    return ivy.asarray([0.5, 2.5, 1.5], dtype="float32")


def _m():
    return ivy.asarray([[2.0, 1.0], [1.0, 3.0]], dtype="float32")


CASES = {
    "arange/step": ("arange", "step", lambda: ivy.arange(0, 5, step=None)),
    "arange/step positional": ("arange", "step", lambda: ivy.arange(0, 5, None)),
    "arange/start": ("arange", "start", lambda: ivy.arange(None, 5)),
    "sort/axis": ("sort", "axis", lambda: ivy.sort(_v(), axis=None)),
    "sort/axis descending": ("sort", "axis", lambda: ivy.sort(_v(), axis=None, descending=True)),
    "argsort/axis": ("argsort", "axis", lambda: ivy.argsort(_v(), axis=None)),
    "softmax/axis": ("softmax", "axis", lambda: ivy.softmax(_v(), axis=None)),
    "squeeze/axis": ("squeeze", "axis", lambda: ivy.squeeze(ivy.ones((1, 3)), axis=None)),
    "squeeze/axis positional": ("squeeze", "axis", lambda: ivy.squeeze(ivy.ones((1, 3)), None)),
    "vector_norm/ord": ("vector_norm", "ord", lambda: ivy.vector_norm(_v(), ord=None)),
    "vector_norm/ord with axis": ("vector_norm", "ord", lambda: ivy.vector_norm(_m(), axis=0, ord=None)),
    "matrix_norm/ord": ("matrix_norm", "ord", lambda: ivy.matrix_norm(_m(), ord=None)),
    "logspace/base": ("logspace", "base", lambda: ivy.logspace(0.0, 1.0, 5, base=None)),
    "random_uniform/low": ("random_uniform", "low", lambda: ivy.random_uniform(low=None, shape=(2,))),
    "random_uniform/high": ("random_uniform", "high", lambda: ivy.random_uniform(high=None, shape=(2,))),
    "random_normal/mean": ("random_normal", "mean", lambda: ivy.random_normal(mean=None, shape=(2,))),
    "random_normal/std": ("random_normal", "std", lambda: ivy.random_normal(std=None, shape=(2,))),
    "fft/norm": ("fft.fft", "norm", lambda: ivy.fft.fft(ivy.ones((4,), dtype="complex64"), norm=None)),
    "fftfreq/d": ("fft.fftfreq", "d", lambda: ivy.fft.fftfreq(4, d=None)),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_none_where_the_annotation_allows_none_is_an_argument_type_error(backend, case):
    name, param, call = CASES[case]
    with pytest.raises(ivy.ArgumentTypeError) as info:
        call()
    message = str(info.value)
    assert message.startswith(f"ivy_core.{name} (backend '{backend}'): argument '{param}' must be "), message
    assert "not NoneType None" in message
    # Refused by ivy_core before the framework ran: no framework error converted
    # (logspace chains the error of its own check, raised in its body).
    cause = info.value.__cause__
    assert cause is None or type(cause) is ivy.ArgumentTypeError, cause


def test_the_valid_values_still_work(backend):
    with ivy.implicit_compute():  # Dask's values, read below
        _valid_values()


def _valid_values():
    v = _v()
    assert ivy.sort(v).tolist() == [0.5, 1.5, 2.5]
    assert ivy.sort(v, axis=0, descending=True).tolist() == [2.5, 1.5, 0.5]
    assert ivy.argsort(v, axis=-1).tolist() == [0, 2, 1]
    assert ivy.squeeze(ivy.ones((1, 3)), 0).shape == (3,)
    assert ivy.squeeze(ivy.ones((1, 3, 1)), (0, 2)).shape == (3,)
    assert ivy.softmax(v, axis=0).shape == (3,)
    assert ivy.arange(0, 5, 2).tolist() == [0, 2, 4]
    assert ivy.arange(0.0, 1.0, 0.5).tolist() == [0.0, 0.5]
    assert float(ivy.vector_norm(ivy.asarray([3.0, 4.0]), ord=2)) == pytest.approx(5.0)
    assert float(ivy.vector_norm(ivy.asarray([3.0, 4.0]))) == pytest.approx(5.0)
    assert float(ivy.matrix_norm(ivy.eye(2), ord="fro")) == pytest.approx(2**0.5)
    assert ivy.logspace(0.0, 2.0, 3, base=10.0).tolist() == pytest.approx([1.0, 10.0, 100.0])
