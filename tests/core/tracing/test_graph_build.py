"""The framework-free half of ``trace_graph``: recorded nodes become pruned,
cached, guarded Python source (``_record`` and ``_graph``), checked here
with plain Python callables standing for a framework's functions."""

from __future__ import annotations

import math
import operator

import pytest
from ivy_core._tracing._graph import GuardFailed, build, load_source
from ivy_core._tracing._record import Recorder

from ivy_core import TraceError


class Box:
    """A tiny mutable "array" (a list of floats) for the tests."""

    def __init__(self, values):
        self.values = list(values)

    def __repr__(self):
        return f"Box({self.values})"


def box_add(a, b):
    return Box(x + y for x, y in zip(a.values, b.values, strict=False))


def box_scale(a, k):
    return Box(x * k for x in a.values)


def box_sum(a):
    return sum(a.values)


def box_full(n, v):
    return Box([v] * n)


def box_fill_(a, v):
    a.values[:] = [v] * len(a.values)
    return a


def box_add_(a, b):
    a.values[:] = [x + y for x, y in zip(a.values, b.values, strict=False)]
    return a


draws = iter(range(1000))


def box_draw(n):
    return Box(float(next(draws)) for _ in range(n))


def recorder():
    rec = Recorder("test", ())
    rec.describe = lambda v: f"box[{len(v.values)}]" if isinstance(v, Box) else ""
    return rec


def replay(rec, **options):
    options = {"include_generators": True, "array_caching": True, **options}
    prog = build(rec, name="f", **options)
    return prog, load_source(prog.source, prog.constants)


def test_unused_calls_are_pruned_and_the_rest_replays_in_order():
    rec = recorder()
    x = rec.input(0, Box([1, 2]))
    y = rec.call(box_add, (x, x), result=Box([2, 4]))
    rec.call(box_scale, (y, 10.0), result=Box([20, 40]))  # unused
    z = rec.call(box_scale, (y, 0.5), result=Box([1, 2]))
    rec.output([z])
    prog, f = replay(rec)
    assert [n.name for n in prog.emitted] == ["box_add", "box_scale"]
    assert "10.0" not in prog.source
    (out,) = f(Box([3, 4]))
    assert out.values == [3.0, 4.0]
    assert "# box[2]" in prog.source


def test_input_free_calls_are_computed_once_with_caching_only():
    calls = []

    def counted_full(n, v):
        calls.append(n)
        return box_full(n, v)

    def program():
        rec = recorder()
        x = rec.input(0, Box([1, 2]))
        ones = rec.call(counted_full, (2, 1.0), result=Box([1, 1]))
        twos = rec.call(box_scale, (ones, 2.0), result=Box([2, 2]))
        rec.output([rec.call(box_add, (x, twos), result=Box([3, 4]))])
        return rec

    prog, f = replay(program(), include_generators=False)
    assert [n.name for n in prog.cached] == ["counted_full", "box_scale"]
    assert [n.name for n in prog.emitted] == ["box_add"]
    calls.clear()
    assert f(Box([0, 0]))[0].values == [2.0, 2.0]
    assert calls == []  # replay reads the cached constant
    prog, f = replay(program(), include_generators=True)  # creation is not random: still cached
    assert [n.name for n in prog.cached] == ["counted_full", "box_scale"]
    prog, f = replay(program(), include_generators=False, array_caching=False)
    assert prog.cached == [] and len(prog.emitted) == 3


def test_random_calls_replay_with_generators_only():
    def program():
        rec = recorder()
        x = rec.input(0, Box([0, 0]))
        r = rec.call(box_draw, (2,), result=Box([0, 1]), random=True)
        rec.output([rec.call(box_add, (x, r), result=Box([0, 1]))])
        return rec

    prog, f = replay(program(), include_generators=True)
    assert prog.cached == []
    first, second = f(Box([0, 0]))[0].values, f(Box([0, 0]))[0].values
    assert first != second
    prog, f = replay(program(), include_generators=False)
    assert [n.name for n in prog.cached] == ["box_draw"]
    assert f(Box([0, 0]))[0].values == f(Box([0, 0]))[0].values


def test_what_is_changed_in_place_is_never_cached():
    """``z = full(2, 0); z += x`` must start from zeros at every replay."""
    rec = recorder()
    x = rec.input(0, Box([1, 2]))
    z = rec.call(box_full, (2, 0.0), result=Box([0, 0]))
    rec.call(box_add_, (z, x), result=Box([1, 2]), mutates=(z,))
    rec.output([z])
    prog, f = replay(rec, include_generators=False)
    assert prog.cached == []
    assert f(Box([1, 2]))[0].values == [1, 2]
    assert f(Box([1, 2]))[0].values == [1, 2]  # not [2, 4]


def test_in_place_calls_on_outside_state_are_kept():
    outside = Box([5, 5])
    rec = recorder()
    x = rec.input(0, Box([1, 1]))
    c = rec.constant(outside)
    rec.call(box_fill_, (c, 0.0), result=outside, mutates=(c,))
    rec.output([rec.call(box_scale, (x, 2.0), result=Box([2, 2]))])
    prog, f = replay(rec)
    outside.values = [7, 7]
    f(Box([1, 1]))
    assert outside.values == [0, 0]


def test_guards_fail_when_the_traced_value_differs():
    rec = recorder()
    x = rec.input(0, Box([1, 2]))
    s = rec.call(box_sum, (x,), result=3)
    rec.guard(s, operator.truth, True, what="bool()")
    rec.output([rec.call(box_scale, (x, 2.0), result=Box([2, 4]))])
    prog, f = replay(rec)
    assert "fail(0)" in prog.source
    assert f(Box([1, 1]))[0].values == [2, 2]
    with pytest.raises(GuardFailed):
        f(Box([0, 0]))


def test_nan_guard_holds_for_nan_only():
    rec = recorder()
    x = rec.input(0, Box([math.nan]))
    s = rec.call(box_sum, (x,), result=math.nan)
    rec.guard(s, float, math.nan)
    rec.output([s])
    _, f = replay(rec)
    assert math.isnan(f(Box([math.nan]))[0])
    with pytest.raises(GuardFailed):
        f(Box([1.0]))


def test_python_values_in_arguments_and_outputs_are_written_as_literals():
    rec = recorder()
    x = rec.input(0, Box([1]))
    y = rec.call(box_scale, (x, math.inf), result=Box([math.inf]))
    rec.output([y, (1, "a"), None])
    prog, f = replay(rec)
    assert "float('inf')" in prog.source
    out = f(Box([2]))
    assert out[0].values == [math.inf] and out[1:] == ((1, "a"), None)


def test_the_source_is_a_module_with_make():
    rec = recorder()
    x = rec.input(0, Box([1]))
    rec.output([rec.call(box_scale, (x, 3), result=Box([3]))])
    prog, _ = replay(rec)
    namespace: dict = {}
    exec(compile(prog.source, "graph.py", "exec"), namespace)  # the test reads the source as a user would
    fn = namespace["make"](prog.constants, None)
    assert fn(Box([2]))[0].values == [6]


def test_fail_names_the_callers_line():
    rec = recorder()
    with pytest.raises(TraceError, match=r"test_graph_build\.py:\d+: no"):
        rec.fail("no")


def test_multi_output_parts():
    rec = recorder()
    x = rec.input(0, Box([1, 2]))
    pair = rec.call(lambda b: (box_scale(b, 2), box_scale(b, 3)), (x,), result=(Box([2, 4]), Box([3, 6])))
    rec.output([pair[1]])
    prog, f = replay(rec)
    assert f(Box([1, 1]))[0].values == [3, 3]
    assert "[1]" in prog.source


def box_scale_into(a, k, out=None):
    values = [x * k for x in a.values]
    if out is None:
        return Box(values)
    out.values[:] = values
    return out


def test_a_dying_temporary_lends_its_buffer_to_the_next_call():
    def program(keep_y):
        rec = recorder()
        x = rec.input(0, Box([1, 2]))
        y = rec.call(box_scale_into, (x, 2), result=Box([2, 4]), into="out")
        z = rec.call(box_scale_into, (y, 3), result=Box([6, 12]), into="out")
        rec.output([z, y] if keep_y else [z])
        return rec

    prog, f = replay(program(False))
    assert "box_scale_into(v1, 3, out=v1)" in prog.source
    assert "out=v0" not in prog.source  # an input is never written into
    x = Box([1, 2])
    assert f(x)[0].values == [6, 12] and x.values == [1, 2]
    prog, f = replay(program(True))  # y is returned: its buffer is not lent
    assert "out=" not in prog.source
    z, y = f(Box([1, 2]))
    assert (z.values, y.values) == ([6, 12], [2, 4])
