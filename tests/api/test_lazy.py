"""Lazy backends (issue 14): ivy_core never computes a lazy array on its own;
``compute``/``persist`` compute several in one pass; ``implicit_compute``
opts in, counted by ``compute_count``. On eager backends the same calls
cost nothing and change nothing."""

from __future__ import annotations

import operator

import numpy as np
import pytest

import ivy_core as ivy


def _lazy(backend: str) -> bool:
    return bool(ivy.current_backend().lazy)


def test_eager_backends_pass_through(backend):
    if _lazy(backend):
        pytest.skip("a lazy backend")
    x = ivy.asarray([1.0, 2.0])
    before = ivy.compute_count()
    (y,) = ivy.compute(x)
    assert y is x and float(ivy.sum(x)) == 3.0
    (z,) = ivy.persist(x)
    assert z is x and ivy.compute_count() == before


def test_compute_rejects_what_is_not_an_array(backend):
    with pytest.raises(TypeError, match="ivy_core.compute: argument 0 is a list"):
        ivy.compute([1, 2])


def test_python_values_of_a_lazy_array_are_refused(backend):
    if not _lazy(backend):
        pytest.skip("an eager backend")
    x = ivy.sum(ivy.asarray([1.0, 2.0]))
    before = ivy.compute_count()
    for convert, name in ((bool, "__bool__"), (int, "__int__"), (float, "__float__"), (operator.index, "__index__")):
        with pytest.raises(ValueError, match=rf"Array\.{name} \(backend '{backend}'\): the array is lazy"):
            convert(ivy.astype(x, "int64") if convert is operator.index else x)
    assert ivy.compute_count() == before  # nothing was computed


def test_compute_and_persist_run_one_pass(backend):
    if not _lazy(backend):
        pytest.skip("an eager backend")
    x = ivy.asarray(np.arange(6.0))
    total, top = ivy.sum(x), ivy.max(x)
    before = ivy.compute_count()
    s, m = ivy.compute(total, top)
    assert ivy.compute_count() == before + 1
    assert float(s) == 15.0 and float(m) == 5.0  # in memory now: no further compute
    assert ivy.compute_count() == before + 1
    (kept,) = ivy.persist(x)
    assert type(kept.data) is type(x.data) and ivy.compute_count() == before + 2


def test_a_convergence_loop_computes_once_per_iteration(backend):
    """20 iterations with an explicit compute of the stopping test: 20 computes."""
    if not _lazy(backend):
        pytest.skip("an eager backend")
    x = ivy.asarray(np.full(8, 100.0))
    before = ivy.compute_count()
    steps = 0
    for _ in range(20):
        x = x / 2.0 + 1.0
        (err,) = ivy.compute(ivy.max(ivy.abs(x - 2.0)))
        steps += 1
        if float(err) < 1e-12:
            break
    assert ivy.compute_count() - before == steps == 20


def test_implicit_compute_is_opt_in_and_counted(backend):
    if not _lazy(backend):
        pytest.skip("an eager backend")
    x = ivy.sum(ivy.asarray([1.0, 2.0]))
    before = ivy.compute_count()
    with ivy.implicit_compute():
        assert float(x) == 3.0 and bool(x)
    assert ivy.compute_count() == before + 2
    with pytest.raises(ValueError, match="lazy"):
        float(x)


@pytest.mark.parametrize(
    "make",
    [
        lambda x: ivy.take(x, ivy.asarray([7]), axis=1),
        lambda x: x[ivy.asarray([5])],
        lambda x: ivy.take_along_axis(x, ivy.asarray([[0], [9]]), axis=1),
    ],
    ids=["take", "getitem", "take_along_axis"],
)
def test_an_index_out_of_range_is_invalid_index_error_on_every_backend(backend, make):
    """On a lazy backend the values of an index array are known at compute
    only: the error comes then, of the class the errors table promises
    (issue 30, item 5), not a builtin IndexError."""
    x = ivy.reshape(ivy.arange(6, dtype="float32"), (2, 3))
    with pytest.raises(ivy.InvalidIndexError, match="out of"):
        ivy.compute(make(x))
