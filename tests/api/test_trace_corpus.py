"""The sharp bits of graph tracing, as a corpus of small programs.

Seed 004's tracer baked data-dependent branches into the graph silently,
did not record non-framework code and cached constants that should not be.
Each program here is traced on its first inputs and then called on
perturbed ones (other values, other branches, NaN). Every call must either
equal the eager function (same dtype, shape and values), or refuse clearly:
a ``TraceError`` at trace time naming this file, or a ``GuardError`` at the
call. A silently wrong result fails the test. Which of these a program gets
is not asserted per backend: a backend may guard what another refuses. Any
other exception fails the test, except the ones ``ABSTRACT_SIZE_FAILURES``
names (class and message) for tracers of abstract values.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

import ivy_core as ivy
from ivy_core import GuardError, TraceError


def a(values, dtype="float32"):
    return ivy.asarray(values, dtype=dtype)


# -- the programs: (function, list of argument tuples; the first is traced) -----


def branch_on_sum(x):
    if ivy.sum(x) > 0:
        return x * 2.0
    return x - 1.0


def while_on_max(x):
    while ivy.max(x) > 1.0:
        x = x / 2.0
    return x


def loop_over_len(x):
    total = x[0]
    for i in range(1, len(x)):
        total = total + x[i]
    return total


def float_as_scalar(x):
    return x * float(ivy.max(x))


def int_as_index(x):
    return x[int(ivy.argmax(x))]


def branch_on_shape(x):
    if x.shape[0] > 2:
        return x[:2]
    return x * 3.0


def numpy_inside(x):
    return ivy.asarray(np.asarray(x) * 2.0)


def tolist_sum(x):
    return ivy.asarray(sum(x.tolist()), dtype="float32") + x


def branch_on_all(x):
    if ivy.all(x > 0):
        return ivy.log(x)
    return ivy.abs(x)


def count_from_nonzero(x):
    n = ivy.nonzero(x > 0)[0].shape[0]
    return ivy.ones((n,), dtype="float32")


def boolean_mask_sum(x):
    return ivy.sum(x[x > 0])


def zeros_set_in_place(x):
    z = ivy.zeros((3,), dtype="float32")
    z[0] = x[0]
    return z


def accumulate_in_place(x):
    z = ivy.zeros_like(x)
    z += x
    z += x
    return z


def item_guard(x):
    return x * float(bool(ivy.sum(x[:1]) > 2.5))


def compare_elements(x):
    if x[0] > x[1]:
        return x[0] - x[1]
    return x[1] - x[0]


def python_max_of_list(x):
    return x / max(x.tolist())


def where_no_branch(x):
    return ivy.where(x > 0, x, ivy.zeros_like(x))


def sort_first(x):
    return ivy.sort(x)[0] + x


def unique_values(x):
    return ivy.unique_values(x)


def branch_on_cumsum(x):
    c = ivy.cumulative_sum(x)
    return c if c[-1] > 1.0 else -c


def count_as_shape(x):
    k = int(ivy.sum(x > 0))
    return ivy.ones((k + 1,), dtype="float32") * ivy.mean(x)


def reshape_from_shape(x):
    return ivy.reshape(x, (x.shape[0] // 2, 2)) * 2.0


def python_math(x):
    return x / math.sqrt(float(ivy.sum(x * x)))


def near_zero_branch(x):
    if abs(float(ivy.mean(x))) < 1e-3:
        return x
    return x - ivy.mean(x)


def nan_check(x):
    if ivy.any(ivy.isnan(x)):
        return ivy.where(ivy.isnan(x), ivy.zeros_like(x), x)
    return x + 1.0


def iterate_rows(m):
    return [row * float(i) for i, row in enumerate(m)]


def key_from_data(x):
    return {("pos" if ivy.sum(x) > 0 else "neg"): x * 1.0}


def dtype_branch(x):
    if x.dtype == ivy.float32:
        return x * 2.0
    return x


def recursive_halving(x):
    return x if ivy.max(x) < 1.0 else recursive_halving(x / 2.0)


def index_from_value(x):
    i = int(x[0]) % 3
    return x[i:]


def range_from_value(x):
    return ivy.arange(int(ivy.max(x)), dtype="float32")


def truthiness_of_any(x):
    return x * (2.0 if ivy.any(x > 3.0) else 0.5)


PROGRAMS = {
    "branch_on_sum": (branch_on_sum, [[1.0, 2.0], [-1.0, -2.0], [3.0, -1.0]]),
    "while_on_max": (while_on_max, [[4.0, 1.0], [0.5, 0.2], [16.0, 3.0]]),
    "loop_over_len": (loop_over_len, [[1.0, 2.0, 3.0], [4.0, -5.0, 6.0]]),
    "float_as_scalar": (float_as_scalar, [[1.0, 2.0], [3.0, 1.0]]),
    "int_as_index": (int_as_index, [[1.0, 5.0, 2.0], [9.0, 5.0, 2.0]]),
    "branch_on_shape": (branch_on_shape, [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]),
    "numpy_inside": (numpy_inside, [[1.0, 2.0], [3.0, 4.0]]),
    "tolist_sum": (tolist_sum, [[1.0, 2.0], [3.0, 4.0]]),
    "branch_on_all": (branch_on_all, [[1.0, 2.0], [-1.0, 2.0]]),
    "count_from_nonzero": (count_from_nonzero, [[1.0, -2.0, 3.0], [1.0, 2.0, 3.0]]),
    "boolean_mask_sum": (boolean_mask_sum, [[1.0, -2.0, 3.0], [-1.0, -2.0, 3.0]]),
    "zeros_set_in_place": (zeros_set_in_place, [[1.0, 2.0, 3.0], [7.0, 8.0, 9.0], [7.0, 8.0, 9.0]]),
    "accumulate_in_place": (accumulate_in_place, [[1.0, 2.0], [1.0, 2.0], [5.0, 0.0]]),
    "item_guard": (item_guard, [[2.0, 3.0], [5.0, 3.0]]),
    "compare_elements": (compare_elements, [[3.0, 1.0], [1.0, 3.0]]),
    "python_max_of_list": (python_max_of_list, [[1.0, 4.0], [2.0, 8.0]]),
    "where_no_branch": (where_no_branch, [[1.0, -1.0], [-3.0, 3.0]]),
    "sort_first": (sort_first, [[3.0, 1.0, 2.0], [0.0, 5.0, -1.0]]),
    "unique_values": (unique_values, [[1.0, 1.0, 2.0], [1.0, 2.0, 3.0]]),
    "branch_on_cumsum": (branch_on_cumsum, [[1.0, 1.0], [0.1, 0.2]]),
    "count_as_shape": (count_as_shape, [[1.0, -1.0, 2.0], [1.0, 1.0, 2.0]]),
    "reshape_from_shape": (reshape_from_shape, [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]),
    "python_math": (python_math, [[3.0, 4.0], [6.0, 8.0]]),
    "near_zero_branch": (near_zero_branch, [[1.0, -1.0], [1.0, 2.0]]),
    "nan_check": (nan_check, [[1.0, 2.0], [float("nan"), 2.0]]),
    "iterate_rows": (iterate_rows, [[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]),
    "key_from_data": (key_from_data, [[1.0, 2.0], [-1.0, -2.0]]),
    "dtype_branch": (dtype_branch, [[1.0, 2.0], [3.0, 4.0]]),
    "recursive_halving": (recursive_halving, [[3.0, 1.0], [0.5, 0.1], [9.0, 2.0]]),
    "index_from_value": (index_from_value, [[1.0, 2.0, 3.0], [2.0, 2.0, 3.0]]),
    "range_from_value": (range_from_value, [[3.0, 1.0], [5.0, 1.0]]),
    "truthiness_of_any": (truthiness_of_any, [[1.0, 4.0], [1.0, 2.0]]),
}


#: A tracer of abstract values (JAX, TensorFlow: ``TRACE_LIVE`` is False)
#: gives a size that depends on the data as None; a program that then makes
#: an array of that size fails in the function itself, at trace time, with
#: ivy_core's error for a shape that is no int. These, and no other
#: exception, may end a trace on such a backend besides a TraceError.
ABSTRACT_SIZE_FAILURES = {
    # ivy.nonzero(...)[0].shape[0] is None under tf.function (JAX refuses nonzero itself: a TraceError).
    "count_from_nonzero": (ivy.ArgumentTypeError, "ivy_core.ones", "a shape must be an int or a sequence of ints, got (None,)"),
}  # fmt: skip


def same(got, want):
    if isinstance(want, dict):
        return isinstance(got, dict) and set(got) == set(want) and all(same(got[k], want[k]) for k in want)
    if isinstance(want, (list, tuple)):
        return len(got) == len(want) and all(same(g, w) for g, w in zip(got, want, strict=False))
    g, w = np.asarray(got), np.asarray(want)
    return g.dtype == w.dtype and g.shape == w.shape and np.allclose(g, w, equal_nan=True)


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_no_program_replays_a_wrong_result(needs_tracer, backend, name):
    fn, inputs = PROGRAMS[name]
    args = [a(v) for v in inputs]
    try:
        graph = ivy.trace_graph(fn, args[0])
    except TraceError as exc:
        assert "test_trace_corpus.py:" in str(exc), exc  # names the line
        return
    except Exception as exc:
        # A tracer of real data must not fail; one of abstract values only as
        # ABSTRACT_SIZE_FAILURES says.
        if getattr(ivy.current_backend().runtime, "TRACE_LIVE", False) or name not in ABSTRACT_SIZE_FAILURES:
            raise
        cls, *fragments = ABSTRACT_SIZE_FAILURES[name]
        if not isinstance(exc, cls) or not all(f in str(exc) for f in fragments):
            raise
        return
    for x in args:
        want = fn(x)
        try:
            got = graph(x)
        except GuardError as exc:
            assert "test_trace_corpus.py" in str(exc) or "traced for" in str(exc)
            continue
        assert same(got, want), f"{name} on {backend}: graph gave {got}, eager {want}\n{graph}"


def test_random_draws_inside_are_never_cached_silently(needs_tracer, backend):
    def noisy(x):
        return x + ivy.random_normal(mean=0.0, std=1.0, shape=(3,), dtype="float32")

    x = a([0.0, 0.0, 0.0])
    try:
        graph = ivy.trace_graph(noisy, x)
    except TraceError as exc:
        assert "test_trace_corpus.py:" in str(exc)
        return
    assert not np.array_equal(np.asarray(graph(x)), np.asarray(graph(x)))


def test_the_corpus_is_big_enough():
    assert len(PROGRAMS) >= 30
