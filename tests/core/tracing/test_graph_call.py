"""The fast path of a ``Graph`` call (``_graph_call``): written for the
latest trace, it answers only the calls that trace fits and hands every
other to the general path, so a call never replays a trace made for other
arguments, settings or another backend."""

from __future__ import annotations

import collections

import numpy as np
import pytest
from ivy_core._tracing._trace import Graph

import ivy_core as ivy
from ivy_core import GuardError

BACKENDS = [b.name for b in ivy.backends() if b.name in ("numpy", "torch")]


def values(x):
    return np.asarray(x.data.cpu() if hasattr(x.data, "cpu") else x.data) if isinstance(x, ivy.Array) else np.asarray(x)


@pytest.fixture(params=BACKENDS)
def backend(request):
    with ivy.using_backend(request.param):
        yield request.param


def f(x, y):
    return ivy.matmul(x, y) * 2.0 + 1.0


def test_the_fast_path_gives_what_eager_code_gives(backend):
    x, y = ivy.ones((2, 3)), ivy.ones((3, 4))
    g = ivy.trace_graph(f, x, y)
    assert g._fast is not None and type(g).__call__ is g._fast
    for _ in range(3):
        np.testing.assert_array_equal(values(g(x, y)), values(f(x, y)))
    assert isinstance(g, Graph) and repr(g).startswith("<ivy_core Graph")
    assert "matmul" in g.source


def test_other_shapes_dtypes_and_arities_take_the_general_path(backend):
    g = ivy.trace_graph(f, ivy.ones((2, 3)), ivy.ones((3, 4)))
    a, b = ivy.ones((5, 3)), ivy.full((3, 2), 3.0)
    np.testing.assert_array_equal(values(g(a, b)), values(f(a, b)))
    x, y = ivy.ones((2, 3)), ivy.ones((3, 4))
    for _ in range(2):  # back and forth between two traces
        np.testing.assert_array_equal(values(g(x, y)), values(f(x, y)))
        np.testing.assert_array_equal(values(g(a, b)), values(f(a, b)))
    d = ivy.ones((2, 3), dtype="float64"), ivy.ones((3, 4), dtype="float64")
    assert values(g(*d)).dtype == np.float64
    np.testing.assert_array_equal(values(g(x, y=y)), values(f(x, y)))  # a keyword
    with pytest.raises(TypeError):
        g(x)  # as the function itself refuses one argument
    with pytest.raises(TypeError):
        g(x, y, x)


def test_a_setting_or_a_backend_changed_after_the_trace_is_seen(backend):
    g = ivy.trace_graph(lambda n: ivy.ones((2,)) * n, ivy.ones((2,), dtype="float32"))
    x = ivy.ones((2,), dtype="float32")
    assert values(g(x)).dtype == np.float32
    with _default_float64():
        assert values(g(x)).dtype == values(ivy.ones((2,)) * x).dtype
    assert values(g(x)).dtype == np.float32
    other = next((b for b in BACKENDS if b != backend), None)
    if other is not None:
        with ivy.using_backend(other):
            out = g(x)
            assert out.data.__class__ is ivy.ones((1,)).data.__class__


class _default_float64:
    def __enter__(self):
        ivy.set_default_dtype("float64")

    def __exit__(self, *exc):
        ivy.unset_default_dtype()


def test_layouts_of_results(backend):
    Pair = collections.namedtuple("Pair", "a b")

    def many(x):
        return (x + 1.0, [x * 2.0, None], {"s": ivy.sum(x)}, Pair(x, -x))

    x = ivy.asarray([1.0, 2.0])
    g = ivy.trace_graph(many, x)
    out = g(x)
    assert type(out) is tuple and type(out[1]) is list and out[1][1] is None and type(out[3]) is Pair
    np.testing.assert_array_equal(values(out[0]), [2.0, 3.0])
    np.testing.assert_array_equal(values(out[2]["s"]), 3.0)
    np.testing.assert_array_equal(values(out[3].b), [-1.0, -2.0])
    single = ivy.trace_graph(lambda x: (x * 3.0,), x)
    assert values(single(x)[0]).tolist() == [3.0, 6.0]
    native = ivy.trace_graph(lambda a: a * 2.0, x.data)
    assert not isinstance(native(x.data), ivy.Array)


def test_a_branch_on_data_replays_only_where_it_holds(backend):
    def h(x):
        if ivy.sum(x) > 0:
            return x * 2.0
        return x - 1.0

    pos, neg = ivy.asarray([1.0, 2.0]), ivy.asarray([-1.0, -2.0])
    g = ivy.trace_graph(h, pos)
    for _ in range(2):
        assert values(g(pos)).tolist() == [2.0, 4.0]
        assert values(g(neg)).tolist() == [-2.0, -3.0]


def test_an_array_passed_twice_to_a_graph_that_changes_it_in_place(backend):
    def h(x, y):
        x[0] = 5.0
        return x + y

    a, b = ivy.asarray([1.0, 2.0]), ivy.asarray([1.0, 1.0])
    g = ivy.trace_graph(h, ivy.asarray([1.0, 2.0]), ivy.asarray([1.0, 1.0]))
    assert values(g(a, b)).tolist() == [6.0, 3.0]
    assert values(a).tolist() == [5.0, 2.0]
    c = ivy.asarray([1.0, 2.0])
    assert values(g(c, c)).tolist() == [10.0, 4.0]  # as eager code: x[0] = 5 is seen through y
    assert values(c).tolist() == [5.0, 2.0]


def test_a_guard_that_fails_after_an_in_place_change_raises(backend):
    if backend != "numpy":
        pytest.skip("the in-place order of this program is NumPy's")

    def h(x):
        x += 1.0
        if float(ivy.sum(x)) > 0:
            return x
        return -x

    g = ivy.trace_graph(h, ivy.asarray([1.0]))
    assert values(g(ivy.asarray([1.0]))).tolist() == [2.0]
    x = ivy.asarray([2.0])
    with pytest.raises(GuardError, match="float"):
        g(x)  # x changed before the guard: no retry
    assert values(x).tolist() == [3.0]
