"""``ivy_core.trace_graph`` on every installed backend: the seed's examples,
lazy graphs and their cache, generators and caching, guards, printing,
drawing, saving and loading. Framework-specific programs (native calls,
in-place updates, NumPy inside torch) are in ``test_trace_<backend>.py``;
the corpus of sharp bits in ``test_trace_corpus.py``."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import is_lazy
from trace_programs import clean, ivy_func, unclean

import ivy_core as ivy
from ivy_core import GuardError, TraceError


def arr(values, dtype="float32"):
    return ivy.asarray(values, dtype=dtype)


def npy(x):
    """The values of an Array or a native array, as NumPy."""
    if not isinstance(x, ivy.Array):
        x = ivy.Array(x)
    return np.asarray(x)


def close(a, b):
    a, b = npy(a), npy(b)
    return a.dtype == b.dtype and a.shape == b.shape and np.allclose(a, b, equal_nan=True)


def test_a_backend_without_a_tracer_refuses_clearly(backend):
    if ivy.current_backend().runtime.trace is not None:
        pytest.skip(f"backend {backend!r} has a tracer")
    g = ivy.trace_graph(ivy.sin)  # lazy: traced at the first call
    for call in (lambda: ivy.trace_graph(ivy.sin, arr([1.0])), lambda: g(arr([1.0]))):
        with pytest.raises(NotImplementedError, match=rf"backend '{backend}' .*provides no tracer"):
            call()


def test_seed_ivy_func_gives_a_graph_of_the_backends_calls(needs_tracer, backend):
    x, y = arr([1.0, 2.0, 3.0]), arr(np.arange(9.0).reshape(3, 3))
    g = ivy.trace_graph(ivy_func, x, y)
    src = str(g)
    assert "ivy_core" not in src.split('"""')[-1], src  # only native calls replay
    assert len(g.program.emitted) >= 2
    x2, y2 = arr([0.5, -1.0, 4.0]), arr(np.arange(9.0).reshape(3, 3) - 4)
    assert close(g(x2, y2), ivy_func(x2, y2))
    assert type(g(x2, y2)) is ivy.Array


def test_unclean_prunes_the_print_and_the_unused_product(needs_tracer, backend, capsys):
    x, w, b = arr([1.0, 2.0, 3.0]), arr(np.ones((3, 3))), arr([0.0, 1.0, 2.0])
    g_clean = ivy.trace_graph(clean, x, w, b)
    g = ivy.trace_graph(unclean, x, w, b)
    assert capsys.readouterr().out.count("message") == 1  # at the trace only
    assert "print" not in str(g)
    assert [n.name for n in g.program.emitted] == [n.name for n in g_clean.program.emitted]
    assert close(g(x * 2, w, b), clean(x * 2, w, b))
    assert capsys.readouterr().out == ""


def test_every_recorded_node_describes_its_eager_value(needs_tracer, backend):
    x = arr([[1.0, 2.0], [3.0, 4.0]])
    g = ivy.trace_graph(lambda x: ivy.sum(ivy.exp(x) * 2.0, axis=0), x)
    out = g(x)
    # the last node is the output: its comment is the eager dtype and shape
    last = g.program.emitted[-1]
    assert last.meta == f"{out.dtype}[{', '.join(map(str, out.shape))}]"
    for line in str(g).splitlines():
        if line.startswith("        v") and " = " in line:  # the replayed calls
            assert "  # " in line, line


def test_a_lazy_graph_traces_at_its_first_call_and_again_for_new_shapes(needs_tracer, backend):
    traced = []

    def f(x):
        traced.append(x.shape)
        return ivy.sin(x) + 1.0

    g = ivy.trace_graph(f)
    assert "not traced" in repr(g)
    x = arr([0.0, 1.0])
    assert close(g(x), f(x))
    n = len(traced)
    g(arr([2.0, 3.0]))
    assert len(traced) == n  # same shape and dtype: replayed, not traced
    y = arr([[0.0, 1.0, 2.0]])
    assert close(g(y), ivy.sin(y) + 1.0)
    assert len(traced) > n


def test_static_arguments_key_the_cache(needs_tracer, backend):
    def f(x, power):
        return x**power

    g = ivy.trace_graph(f, static_argnums=1)
    x = arr([1.0, 2.0, 3.0])
    assert close(g(x, 2), x**2)
    assert close(g(x, 3), x**3)
    gk = ivy.trace_graph(lambda x, k: x * k, static_argnames="k")
    assert close(gk(x, k=2.0), x * 2.0)
    assert close(gk(x, k=-1.0), -x)


def test_python_values_are_static_by_default(needs_tracer, backend):
    g = ivy.trace_graph(lambda x, k: x + k)
    x = arr([1.0, 2.0])
    assert close(g(x, 1.0), x + 1.0)
    assert close(g(x, 5.0), x + 5.0)


def test_containers_in_and_out(needs_tracer, backend):
    def f(d):
        return {"s": d["a"] + d["b"], "p": [d["a"] * 2.0]}

    a, b = arr([1.0, 2.0]), arr([3.0, 4.0])
    g = ivy.trace_graph(f, {"a": a, "b": b})
    out = g({"a": b, "b": a})
    assert set(out) == {"s", "p"} and close(out["s"], a + b) and close(out["p"][0], b * 2.0)


def test_generators_draw_fresh_numbers_and_follow_the_seed(needs_tracer, backend):
    def noisy(x):
        return x + ivy.random_uniform(low=0.0, high=1.0, shape=(4,), dtype="float32")

    x = arr(np.zeros(4))
    g = ivy.trace_graph(noisy, x)
    first, second = npy(g(x)), npy(g(x))
    assert not np.array_equal(first, second)
    ivy.seed(seed_value=7)
    a = npy(g(x))
    ivy.seed(seed_value=7)
    assert np.array_equal(a, npy(g(x)))


def test_without_generators_a_draw_is_made_once(needs_tracer, backend):
    def noisy(x):
        return x + ivy.random_uniform(low=0.0, high=1.0, shape=(4,), dtype="float32")

    x = arr(np.zeros(4))
    g = ivy.trace_graph(noisy, x, include_generators=False)
    assert np.array_equal(npy(g(x)), npy(g(x)))


def test_array_caching_computes_input_free_work_once(needs_tracer, backend):
    def f(x):
        return x + ivy.ones((3,), dtype="float32") * 2.0

    x = arr([1.0, 2.0, 3.0])
    cached = ivy.trace_graph(f, x, include_generators=False)
    uncached = ivy.trace_graph(f, x, include_generators=False, array_caching=False)
    assert len(cached.program.cached) >= 1
    assert not uncached.program.cached
    assert len(uncached.program.emitted) > len(cached.program.emitted)
    assert close(cached(x), f(x)) and close(uncached(x), f(x))


def test_a_branch_on_data_is_never_replayed_wrongly(needs_tracer, backend):
    """Either a guard (the other branch is traced when it is taken) or a
    TraceError naming this file: never the traced branch's result."""

    def f(x):
        if ivy.sum(x) > 0:
            return x * 2.0
        return x - 1.0

    pos, neg = arr([1.0, 2.0]), arr([-1.0, -2.0])
    try:
        g = ivy.trace_graph(f, pos)
    except TraceError as exc:
        assert "test_trace.py:" in str(exc)
        return
    assert close(g(pos), pos * 2.0)
    assert close(g(neg), neg - 1.0)
    assert close(g(pos * 3.0), pos * 6.0)


def test_the_printed_graph_is_runnable_python(needs_tracer, backend):
    x = arr([1.0, 2.0])
    g = ivy.trace_graph(lambda x: ivy.tanh(x) * 3.0, x)
    src = str(g)
    namespace: dict = {}
    exec(compile(src, "graph.py", "exec"), namespace)  # as a user reading it would
    run = namespace["make"](g.program.constants, None)
    (out,) = run(x._data)
    assert close(ivy.asarray(out), ivy.tanh(x) * 3.0)


def test_dot_and_svg(needs_tracer, backend, tmp_path):
    g = ivy.trace_graph(ivy_func, arr([1.0, 2.0]), arr(np.ones((2, 2))))
    dot = g.to_dot()
    assert dot.lstrip().startswith("digraph") and "->" in dot
    path = tmp_path / "g.svg"
    svg = g.to_svg(str(path))
    assert path.read_text() == svg and "<svg" in svg


def test_save_and_load_without_the_function(needs_tracer, backend, tmp_path):
    const = arr([10.0, 20.0, 30.0])

    def f(x):
        return ivy.exp(x) + const

    x = arr([0.0, 1.0, 2.0])
    g = ivy.trace_graph(f, x)
    try:
        g.save(str(tmp_path))
    except TraceError as exc:  # a graph holding objects without a source form says so
        pytest.skip(f"not savable on {backend}: {exc}")
    assert {p.name for p in tmp_path.iterdir()} >= {"graph.py", "constants.npz", "graph.json"}
    loaded = ivy.load_graph(str(tmp_path))
    y = arr([3.0, -1.0, 0.5])
    assert close(loaded(y), f(y))
    assert loaded.to_dot().count("->") == g.to_dot().count("->")  # drawn from graph.json
    with pytest.raises(GuardError):
        loaded(arr([1.0, 2.0]))


def test_backend_compile(needs_tracer, backend):
    x = arr([0.5, 1.5])
    g = ivy.trace_graph(lambda x: ivy.sin(x) * 2.0 + 1.0, x, backend_compile=True)
    assert close(g(x), ivy.sin(x) * 2.0 + 1.0)


def test_native_arrays_in_and_out(needs_tracer, backend):
    """A function of native arrays returning the native array of an ivy_core
    result gives native arrays back; one returning ``Array``s gives those."""
    x = arr([1.0, 2.0])
    g = ivy.trace_graph(lambda x: ivy.multiply(x, 2.0).data, x._data)
    out = g(x._data)
    assert type(out) is type(x._data) and close(ivy.Array(out), x * 2.0)
    g2 = ivy.trace_graph(lambda x: ivy.multiply(x, 2.0), x._data)
    assert type(g2(x._data)) is ivy.Array


# -- to="ivy_core": a graph of ivy_core calls, replayed on any backend ------------


def _ivy_graph_or_skip(fn, *args, **options):
    try:
        return ivy.trace_graph(fn, *args, to="ivy_core", **options)
    except ivy.BackendNotFoundError:
        pytest.skip("tracing ivy_core calls here needs the NumPy backend (this backend's tracer is not live)")


def test_an_ivy_core_graph_records_ivy_core_calls(backend):
    x, y = arr([1.0, 2.0, 3.0]), arr(np.arange(9.0).reshape(3, 3))
    g = _ivy_graph_or_skip(ivy_func, x, y)
    names = [n.name for n in g.program.emitted]
    assert names == ["ivy_core.diag", "ivy_core.matmul"], names
    assert "ivy_core_diag = ivy_core.diag" in str(g)
    x2, y2 = arr([0.5, -1.0, 4.0]), arr(np.ones((3, 3)))
    out = g(x2, y2)
    assert out.backend == backend and close(out, ivy_func(x2, y2))


def test_an_ivy_core_graph_replays_on_every_installed_backend():
    from api_helpers import installed_backends

    def f(x):
        y = x * 2.0 + ivy.ones((3,), dtype="float32")
        y[0] = x[1]
        return ivy.sum(ivy.sin(y)), y[1:]

    with ivy.using_backend(installed_backends()[0]):
        x0 = arr([1.0, 2.0, 3.0])
    g = _ivy_graph_or_skip(f, x0)
    for name in installed_backends():
        with ivy.using_backend(name):
            x = arr([0.5, -0.5, 2.0])
            got, want = g(x), f(x)
        assert got[0].backend == name
        assert close(got[0], want[0]) and close(got[1], want[1])


def test_an_ivy_core_graph_guards_python_values(backend):
    def f(x):
        if ivy.sum(x) > 0:
            return x * 2.0
        return -x

    pos, neg = arr([1.0, 2.0]), arr([-1.0, -2.0])
    g = _ivy_graph_or_skip(f, pos)
    assert "fail(" in str(g)
    if is_lazy():
        # The guard needs a Python value: refused, as in f itself, unless asked for.
        with pytest.raises(ValueError, match="implicit_compute"):
            g(neg)
        with ivy.implicit_compute():
            assert close(g(pos), pos * 2.0) and close(g(neg), -neg)
        return
    assert close(g(pos), pos * 2.0) and close(g(neg), -neg)


def test_an_ivy_core_graph_refuses_native_data(backend):
    def f(x):
        return ivy.asarray(x.data) * 2.0

    with pytest.raises(TraceError, match=r"test_trace\.py:\d+"):
        _ivy_graph_or_skip(f, arr([1.0, 2.0]))


def test_an_ivy_core_graph_saves_and_loads(backend, tmp_path):
    const = arr([1.0, 2.0])
    g = _ivy_graph_or_skip(lambda x: ivy.exp(x) - const, arr([0.0, 1.0]))
    g.save(str(tmp_path))
    assert '"backend": "ivy_core"' in (tmp_path / "graph.json").read_text()
    loaded = ivy.load_graph(str(tmp_path))
    x = arr([2.0, -1.0])
    assert close(loaded(x), ivy.exp(x) - const)


def test_bad_arguments_are_refused_clearly(backend, tmp_path):
    x = arr([1.0, 2.0])
    with pytest.raises(TypeError, match="fn must be a callable"):
        ivy.trace_graph(None)
    with pytest.raises(TypeError, match="include_generators= must be True or False"):
        ivy.trace_graph(ivy.sin, x, include_generators="yes")
    with pytest.raises(TypeError, match="static_argnums= takes ints"):
        ivy.trace_graph(ivy.sin, static_argnums="0")
    with pytest.raises(ivy.BackendNotFoundError):
        ivy.trace_graph(ivy.sin, x, to="no-such-backend")
    with pytest.raises(TraceError, match="neither an array nor a hashable"):
        ivy.trace_graph(lambda x, s: x, x, {1, 2})
    with pytest.raises(ivy.ArgumentValueError, match="ivy_core.load_graph: .* holds no saved graph"):
        ivy.load_graph(str(tmp_path))
    with pytest.raises(TraceError, match="call the graph once first"):
        ivy.trace_graph(ivy.sin).save(str(tmp_path))


def test_the_functions_own_errors_pass_through(needs_tracer, backend):
    def f(x):
        raise KeyError("mine")

    with pytest.raises(KeyError, match="mine"):
        ivy.trace_graph(f, arr([1.0]))


def test_an_array_passed_twice_and_changed_in_place(needs_tracer, backend):
    def f(a, b):
        a += 1.0
        return a + b

    x, y = arr([1.0, 2.0]), arr([10.0, 20.0])
    g = ivy.trace_graph(f)
    want = f(arr([1.0, 2.0]), arr([10.0, 20.0]))
    assert close(g(x, y), want)
    x = arr([1.0, 2.0])
    z = arr([1.0, 2.0])
    want_twice = f(z, z)  # the same array twice: a += 1 is seen through b
    assert close(g(x, x), want_twice)
    assert close(x, arr([2.0, 3.0]))  # the caller's array was changed, as eagerly


def test_a_change_through_a_view_is_never_applied_twice(needs_tracer, backend):
    """``unstack`` gives views of the input on NumPy and PyTorch: after the
    replay changed the caller's array through one, a failing guard may not
    run the graph again (the change would be made twice)."""

    def f(x):
        row = ivy.unstack(x, axis=0)[0]
        row += 1.0
        if ivy.sum(x) > 0:
            return x * 2.0
        return x - 1.0

    try:
        g = ivy.trace_graph(f, arr([[1.0, 2.0], [3.0, 4.0]]))
    except TraceError:  # JAX and TensorFlow: a branch on data is refused
        return
    x, twin = arr([[-5.0, -6.0], [-7.0, -8.0]]), arr([[-5.0, -6.0], [-7.0, -8.0]])
    want = f(twin)
    try:
        got = g(x)
    except GuardError:
        assert close(x, twin)  # changed once, as eagerly, then refused
        return
    assert close(got, want) and close(x, twin)


#: A module global that traced functions below read (a number: part of the key).
OFFSET = 1.0


def _plus_offset(x):
    return x * 2.0 + OFFSET


def test_a_graph_reading_a_global_number_keeps_its_fast_path_and_follows_it(needs_tracer, backend):
    global OFFSET
    x = arr([1.0, 2.0])
    g = ivy.trace_graph(_plus_offset, x)
    assert close(g(x), arr([3.0, 5.0]))
    assert g._fast is not None  # the call written for this trace, its read included
    try:
        for value in (10.0, 1.0, 10.0):  # a new value there: another trace, then the fast path again
            OFFSET = value
            for _ in range(2):
                assert close(g(x), _plus_offset(x))
            assert any(s is OFFSET for s in g._fast.ivy_seen)
    finally:
        OFFSET = 1.0
    assert close(g(x), arr([3.0, 5.0]))


def test_a_graph_reading_arrays_from_outside_follows_them_on_its_fast_path(needs_tracer, backend, monkeypatch):
    from ivy_core._tracing import _trace

    slow = []
    general = _trace.Graph._call
    monkeypatch.setattr(_trace.Graph, "_call", lambda self, *a: slow.append(1) or general(self, *a))
    w = arr([1.0, 1.0])
    k = ivy.asarray([1, 2], dtype="int32")

    def f(x):
        return x * w + ivy.astype(k, ivy.float32)

    x = arr([1.0, 2.0])
    g = ivy.trace_graph(f, x)
    for _ in range(2):
        assert close(g(x), f(x))
    assert g._fast is not None
    w[0] = 5.0  # a new value in the same Array
    assert close(g(x), arr([6.0, 4.0]))
    slow.clear()
    w = arr([2.0, 3.0])  # the name bound to another Array: still the fast path
    for _ in range(2):
        assert close(g(x), arr([3.0, 8.0]))
    assert not slow
    k = ivy.asarray([7, 8], dtype="int32")  # an integer Array is a constant of its trace: traced again
    for _ in range(2):
        assert close(g(x), arr([9.0, 14.0]))
    assert close(x, arr([1.0, 2.0]))


def test_a_graph_changing_an_array_read_from_outside(needs_tracer, backend):
    acc = arr([0.0, 0.0])

    def f(x):
        acc[...] = acc + x  # the Array read from outside, given a new value
        return acc * 1.0

    x = arr([1.0, 2.0])
    g = ivy.trace_graph(f)
    for i in range(1, 4):
        assert close(g(x), arr([1.0 * i, 2.0 * i]))
        assert close(acc, arr([1.0 * i, 2.0 * i]))
    assert close(g(acc), arr([6.0, 12.0]))  # the same Array as argument and read: as eagerly
    assert close(acc, arr([6.0, 12.0]))


def test_one_array_read_at_two_places_and_then_two(needs_tracer, backend):
    a = arr([1.0, 2.0])
    b = a

    def f(x):
        return x * a + b

    x = arr([3.0, 4.0])
    g = ivy.trace_graph(f, x)
    for _ in range(2):
        assert close(g(x), f(x))
    b = arr([10.0, 10.0])  # the two places hold two Arrays now
    for _ in range(2):
        assert close(g(x), arr([13.0, 18.0]))
    a = b  # and one again
    for _ in range(2):
        assert close(g(x), arr([40.0, 50.0]))


def test_python_values_among_the_arguments_keep_the_fast_path(needs_tracer, backend, monkeypatch):
    from ivy_core._tracing import _trace

    slow = []
    general = _trace.Graph._call
    monkeypatch.setattr(_trace.Graph, "_call", lambda self, *a: slow.append(1) or general(self, *a))

    def f(x, n, mode):
        return x * float(n) if mode == "scale" else x + float(n)

    x = arr([1.0, 2.0])
    g = ivy.trace_graph(f, x, 3, "scale")
    slow.clear()
    for _ in range(2):
        assert close(g(x, 3, "scale"), arr([3.0, 6.0]))
    assert not slow  # written for this trace's values
    for n, mode, want in ((4, "scale", [4.0, 8.0]), (3, "shift", [4.0, 5.0]), (3.0, "scale", [3.0, 6.0]),
                          (True, "scale", [1.0, 2.0]), (3, "scale", [3.0, 6.0])):
        for _ in range(2):  # another value or type: traced for it, as the key tells them apart
            assert close(g(x, n, mode), arr(want))


def test_an_array_inside_a_container_argument_is_never_taken_for_an_array_argument(needs_tracer, backend):
    def f(x, t):
        return x + t[0]

    x, y = arr([1.0, 1.0]), arr([2.0, 3.0])
    g = ivy.trace_graph(f, x, (y,))
    for _ in range(3):  # the second call took the tuple for an array
        assert close(g(x, (y,)), arr([3.0, 4.0]))


def test_a_graph_follows_the_backend_of_a_using_backend_block():
    """The fast path of a graph call checks the backend in force, a
    block's too: a graph traced on NumPy, whose function creates an array,
    called in a torch block gives what a graph traced in that block gives
    (a torch result), and NumPy's again outside it."""
    from api_helpers import installed_backends

    if not {"numpy", "torch"} <= set(installed_backends()):
        pytest.skip("needs numpy and torch")

    def f(x):
        return ivy.sin(x) + ivy.ones((3,))

    x = np.ones(3, np.float32)
    with ivy.using_backend("numpy"):
        g = ivy.trace_graph(f, x)
        assert [g(x).backend for _ in range(2)] == ["numpy", "numpy"]  # the second call takes the fast path
        with ivy.using_backend("torch"):
            got = [g(x), g(x)]
            want = ivy.trace_graph(f, x)(x)
        assert [a.backend for a in got] == ["torch", "torch"] and want.backend == "torch"
        np.testing.assert_allclose(np.asarray(got[1]), np.asarray(want), rtol=1e-6)
        assert g(x).backend == "numpy"
