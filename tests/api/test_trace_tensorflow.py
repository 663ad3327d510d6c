"""``ivy_core.trace_graph`` on TensorFlow: the function runs once under
``tf.function`` and the ops of its graph replay as eager raw ops
(``tensorflow.raw_ops.<Op>``), one per line.

Covered: the seed's examples, native TensorFlow code, refusals naming the
user's line (a branch on data, ``.numpy()``, Python conversions), constants
and variables, random draws (fresh per replay, following ``ivy_core.seed``),
caching, effects (asserts, variable writes), control flow, a broad sample of
ivy_core's API replayed on new inputs against eager, the tensorflow module
left unchanged, and another thread running eager ops meanwhile.
"""

from __future__ import annotations

import inspect
import os
import sys
import threading

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")

from trace_programs import clean, ivy_func, unclean  # noqa: E402

import ivy_core as ivy  # noqa: E402
from ivy_core import TraceError  # noqa: E402

HERE = "test_trace_tensorflow.py"


@pytest.fixture(autouse=True)
def _tensorflow():
    """Every test under the tensorflow backend (skipped without its plugin)."""
    try:
        block = ivy.using_backend("tensorflow")
        block.__enter__()
    except Exception as exc:  # pragma: no cover - the plugin is not installed
        pytest.skip(f"backend tensorflow unavailable: {exc}")
    try:
        yield
    finally:
        block.__exit__(None, None, None)


def arr(values, dtype="float32"):
    return ivy.asarray(np.asarray(values), dtype=dtype)


def same(got, want, rtol=1e-5):
    got = np.asarray(got)
    want = np.asarray(want, dtype=got.dtype) if isinstance(want, list) else np.asarray(want)
    assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, want.dtype, got.shape, want.shape)
    np.testing.assert_allclose(got, want, rtol=rtol, atol=1e-6, equal_nan=True)


def sources(g):
    return [n.source for n in g.program.emitted]


# -- the seed's examples ------------------------------------------------------------


def test_ivy_func_is_a_graph_of_tensorflow_raw_ops():
    x, y = arr([1.0, 2.0, 3.0]), arr(np.arange(9.0).reshape(3, 3))
    g = ivy.trace_graph(ivy_func, x, y)
    assert sources(g) == ["tensorflow.raw_ops.MatrixDiagV3", "tensorflow.raw_ops.MatMul"]
    body = str(g).split('"""')[-1]
    assert "ivy_core" not in body and "ivy_tensorflow" not in body and "import tensorflow" in body
    x2, y2 = arr([0.5, -1.0, 4.0]), arr(np.arange(9.0).reshape(3, 3) - 4)
    out = g(x2, y2)
    assert type(out) is ivy.Array
    same(out, ivy_func(x2, y2))
    assert g.program.emitted[-1].meta == "float32[3, 3]"
    first = inspect.getsourcelines(ivy_func)[1]  # the lines of ivy_func's body (after its docstring)
    where = os.path.basename(inspect.getsourcefile(ivy_func))
    assert [n.line.rsplit("/", 1)[-1] for n in g.program.emitted] == [
        f"{where}:{first + 2}",
        f"{where}:{first + 3}",
    ]


def test_unclean_is_pruned_to_clean(capsys):
    x, w, b = arr([1.0, 2.0, 3.0]), arr(np.ones((3, 3))), arr([0.0, 1.0, 2.0])
    g_clean = ivy.trace_graph(clean, x, w, b)
    g = ivy.trace_graph(unclean, x, w, b)
    assert capsys.readouterr().out.count("message") == 1  # Python's print runs at the trace only
    assert "print" not in str(g).lower()
    assert sources(g) == sources(g_clean) == ["tensorflow.raw_ops.Mul", "tensorflow.raw_ops.AddV2"]
    same(g(x * 2, w, b), clean(x * 2, w, b))
    assert capsys.readouterr().out == ""


def test_native_tensorflow_code_is_traced():
    def f(x, w):
        h = tf.nn.relu(tf.matmul(x, w) + 1.0)
        return tf.reduce_sum(tf.math.tanh(h) ** 2, axis=-1), tf.shape(h)

    x = tf.constant(np.random.default_rng(0).uniform(-1, 1, (3, 4)).astype(np.float32))
    w = tf.constant(np.random.default_rng(1).uniform(-1, 1, (4, 2)).astype(np.float32))
    g = ivy.trace_graph(f, x, w)
    assert all(s.startswith("tensorflow.raw_ops.") for s in sources(g))
    x2 = x * 3.0 - 1.0
    (s, shape), (s_want, shape_want) = g(x2, w), f(x2, w)
    assert isinstance(s, tf.Tensor) and not isinstance(s, ivy.Array)
    same(s, s_want)
    same(shape, shape_want)


def test_ivy_and_native_calls_mixed():
    def f(x):
        y = ivy.exp(x) * 2.0
        return ivy.sum(tf.math.log1p(y.data), axis=0)

    x = arr(np.linspace(-1, 1, 6).reshape(2, 3))
    g = ivy.trace_graph(f, x)
    same(g(x * 0.5), f(x * 0.5))


def test_multi_output_ops():
    def f(x):
        values, indices = tf.math.top_k(x, k=2)
        a, b = tf.unstack(tf.reshape(x, (2, 3)))
        return values, indices, a - b, tf.split(x, 3)[1]

    x = tf.constant([3.0, 1.0, 4.0, 1.0, 5.0, 9.0])
    g = ivy.trace_graph(f, x)
    x2 = tf.constant([2.0, 7.0, 1.0, 8.0, 2.0, 8.0])
    for got, want in zip(g(x2), f(x2), strict=True):
        same(got, want)


# -- refused: a traced tensor turned into a Python value -------------------------------


def test_a_branch_on_data_is_a_trace_error_naming_the_line():
    def f(x):
        line = sys._getframe().f_lineno + 1
        if ivy.sum(x) > 0:
            return x * 2.0, line
        return x - 1.0, line

    line = f(arr([1.0]))[1]
    with pytest.raises(TraceError, match=rf"{HERE}:{line}\b"):
        ivy.trace_graph(f, arr([1.0, 2.0]))


def test_numpy_inside_is_a_trace_error():
    def f(x):
        return x * float(x.numpy().sum())

    with pytest.raises(TraceError, match=HERE) as info:
        ivy.trace_graph(f, tf.constant([1.0, 2.0]))
    assert "numpy" in str(info.value)


@pytest.mark.parametrize(
    "leave",
    [
        lambda x: bool(tf.reduce_any(x > 0)),
        lambda x: int(ivy.sum(ivy.Array(x))),
        lambda x: float(tf.reduce_sum(x)),
        lambda x: [1, 2, 3][tf.cast(x[0], tf.int32)],
        lambda x: len(x),
        lambda x: np.asarray(x),
        lambda x: ivy.Array(x).tolist(),
        lambda x: ivy.to_numpy(ivy.Array(x)),
    ],
    ids=["bool", "int", "float", "index", "len", "np.asarray", "tolist", "to_numpy"],
)
def test_python_conversions_are_trace_errors(leave):
    with pytest.raises(TraceError, match=HERE):
        ivy.trace_graph(lambda x: leave(x) and x, tf.constant([1.0, 2.0]))


def test_an_error_of_the_function_itself_is_raised_as_is():
    def f(x):
        raise ValueError("the user's own error")

    with pytest.raises(ValueError, match="the user's own error"):
        ivy.trace_graph(f, arr([1.0]))


def test_shape_reads_are_static():
    def f(x):
        n = x.shape[0]  # a Python int: shapes are part of the cache key
        return ivy.reshape(x, (n // 2, 2)) * float(len(x))

    g = ivy.trace_graph(f)
    x4, x6 = arr(np.arange(4.0)), arr(np.arange(6.0))
    same(g(x4), f(x4))
    same(g(x6), f(x6))
    assert len(g._variants) == 2


# -- constants and variables ---------------------------------------------------------


def test_constants():
    closure_ivy = arr([10.0, 20.0, 30.0])
    closure_tf = tf.constant([1.0, 2.0, 3.0])

    def f(x):
        return ivy.exp(x) + closure_ivy + closure_tf * 2.0 + ivy.asarray([0.5, 0.5, 0.5])

    x = arr([0.0, 1.0, 2.0])
    g = ivy.trace_graph(f, x)
    assert any(n.kind == "constant" and n.value is closure_tf for n in g.program.nodes)
    y = arr([3.0, -1.0, 0.5])
    same(g(y), f(y))
    returned = ivy.trace_graph(lambda x: (x + 1.0, closure_tf, 3), x)
    out = returned(y)
    assert out[1] is closure_tf and out[2] == 3


def test_a_closed_over_variable_is_read_at_each_replay():
    v = tf.Variable([1.0, 2.0])

    def f(x):
        return x * v

    x = tf.constant([3.0, 4.0])
    for caching in (True, False):
        for generators in (True, False):
            v.assign([1.0, 2.0])
            g = ivy.trace_graph(f, x, array_caching=caching, include_generators=generators)
            same(g(x), [3.0, 8.0])
            v.assign([-1.0, 0.5])
            same(g(x), [-3.0, 2.0])


def test_a_variable_write_runs_at_each_replay():
    v = tf.Variable([0.0, 0.0])

    def f(x):
        v.assign_add(x)
        return v.read_value() * 2.0

    x = tf.constant([1.0, 2.0])
    g = ivy.trace_graph(f, x)
    assert v.numpy().tolist() == [0.0, 0.0]  # tracing runs nothing
    same(g(x), [2.0, 4.0])
    same(g(x), [4.0, 8.0])
    assert v.numpy().tolist() == [2.0, 4.0]


# -- random draws, creation, caching ----------------------------------------------------


def noisy(x):
    return (
        x + ivy.random_uniform(low=0.0, high=1.0, shape=(4,), dtype="float32") + ivy.random_normal(shape=(4,))
    )


def test_generators_draw_afresh_and_follow_the_seed():
    x = arr(np.zeros(4))
    g = ivy.trace_graph(noisy, x)
    assert "next_seed" in str(g)
    first, second = np.asarray(g(x)), np.asarray(g(x))
    assert not np.array_equal(first, second)
    ivy.seed(seed_value=7)
    a = np.asarray(g(x))
    ivy.seed(seed_value=7)
    b = np.asarray(g(x))
    ivy.seed(seed_value=7)
    eager = np.asarray(noisy(x))
    assert np.array_equal(a, b) and np.array_equal(a, eager)


def test_an_explicit_seed_draws_the_same_as_eagerly():
    def f(x):
        return x + ivy.random_uniform(shape=(3,), seed=11)

    x = arr(np.zeros(3))
    g = ivy.trace_graph(f, x)
    same(g(x), f(x))
    same(g(x), f(x))


def test_without_generators_a_draw_is_made_once():
    x = arr(np.zeros(4))
    g = ivy.trace_graph(noisy, x, include_generators=False)
    assert np.array_equal(np.asarray(g(x)), np.asarray(g(x)))


def test_native_stateful_draws_are_fresh():
    def f(x):
        return x + tf.random.uniform((4,)) + tf.random.normal((4,))

    x = tf.zeros(4)
    g = ivy.trace_graph(f, x)
    assert not np.array_equal(g(x).numpy(), g(x).numpy())
    once = ivy.trace_graph(f, x, include_generators=False)
    assert np.array_equal(once(x).numpy(), once(x).numpy())


def test_array_caching():
    def f(x):
        return x + ivy.ones((3,), dtype="float32") * 2.0 + ivy.exp(ivy.arange(3, dtype="float32"))

    x = arr([1.0, 2.0, 3.0])
    cached = ivy.trace_graph(f, x)
    uncached = ivy.trace_graph(f, x, array_caching=False)
    assert len(cached.program.cached) >= 1 and not uncached.program.cached
    assert len(uncached.program.emitted) > len(cached.program.emitted)
    same(cached(x), f(x))
    same(uncached(x), f(x))


# -- effects and control flow -------------------------------------------------------------


def test_asserts_and_index_checks_run_at_each_replay():
    def f(x):
        tf.debugging.assert_positive(x)
        return x * 2.0

    g = ivy.trace_graph(f, tf.constant([1.0, 2.0]))
    same(g(tf.constant([3.0, 4.0])), [6.0, 8.0])
    with pytest.raises(tf.errors.InvalidArgumentError):
        g(tf.constant([-1.0, 2.0]))
    x = arr(np.arange(12.0).reshape(3, 4))
    take = ivy.trace_graph(lambda x, i: ivy.take(x, i, axis=1), x, arr([0, -1, 2], "int64"))
    same(take(x, arr([3, -4, 1], "int64")), ivy.take(x, arr([3, -4, 1], "int64"), axis=1))
    with pytest.raises(tf.errors.InvalidArgumentError, match="out of bounds"):
        take(x, arr([0, 4, 1], "int64"))


def test_a_graph_with_checks_saves_and_loads(tmp_path):
    x = arr(np.arange(12.0).reshape(3, 4))
    g = ivy.trace_graph(lambda x, i: ivy.take(x, i, axis=1) * 2.0, x, arr([0, -1], "int64"))
    g.save(str(tmp_path))
    loaded = ivy.load_graph(str(tmp_path))
    same(loaded(x, arr([1, -2], "int64")), ivy.take(x, arr([1, -2], "int64"), axis=1) * 2.0)
    with pytest.raises(tf.errors.InvalidArgumentError):
        loaded(x, arr([1, 9], "int64"))


def test_control_flow_and_nested_functions():
    @tf.function
    def inner(a):
        return a * 3.0

    def f(x):
        y = tf.cond(tf.reduce_sum(x) > 0, lambda: x * 2.0, lambda: x - 1.0)
        z = tf.while_loop(lambda i, v: i < 3, lambda i, v: (i + 1, v * 2.0), (0, y))[1]
        return inner(z)

    g = ivy.trace_graph(f, tf.constant([1.0, 2.0, 3.0]))
    for x in (tf.constant([1.0, 2.0, 3.0]), tf.constant([-4.0, 0.0, 1.0])):
        same(g(x), f(x))


# -- a broad sample of the API: replayed on new inputs, equal to eager ---------------------


def _f32(*shape, lo=-2.0, hi=2.0):
    return lambda k: np.random.default_rng(k).uniform(lo, hi, shape).astype(np.float32)


def _i32(*shape, lo=-5, hi=6):
    return lambda k: np.random.default_rng(k).integers(lo, hi, shape).astype(np.int32)


def _spd(n):
    def make(k):
        a = np.random.default_rng(k).uniform(-1, 1, (n, n))
        return (a @ a.T + n * np.eye(n)).astype(np.float32)

    return make


_P = _f32(4, lo=0.5, hi=3.0)
_M = _f32(3, 4)
_C = ivy.complex64
CASES = {
    "elementwise": (lambda x: ivy.log1p(ivy.abs(ivy.sin(x) * ivy.cos(x))) + ivy.sqrt(ivy.exp(-x)), [_M]),
    "trig": (lambda x: ivy.atan2(ivy.tanh(x), ivy.cosh(x)) + ivy.asinh(x) + ivy.acos(ivy.cos(x) * 0.5), [_M]),
    "rounding": (lambda x: ivy.round(x * 3) + ivy.floor(x) - ivy.ceil(x) + ivy.trunc(x) + ivy.sign(x), [_M]),
    "binary": (
        lambda x, y: ivy.pow(ivy.abs(x) + 1, y) / (ivy.maximum(x, y) + 3) - ivy.remainder(x, 1.5),
        [_M, _M],
    ),
    "logaddexp_hypot": (lambda x, y: ivy.logaddexp(x, y) + ivy.hypot(x, y) + ivy.nextafter(x, y), [_M, _M]),
    "where_compare": (lambda x, y: ivy.where(ivy.logical_and(x > y, ivy.isfinite(x)), x, -y), [_M, _M]),
    "ints": (lambda a, b: (a + b) * 3 - a // 2 + abs(b) + a % 3 + ivy.bitwise_xor(a, b), [_i32(5), _i32(5)]),
    "small_ints": (
        lambda a: ivy.astype(a, ivy.uint8) * 3 + ivy.astype(ivy.astype(a, ivy.int8), ivy.uint8),
        [_i32(5, lo=0)],
    ),
    "unsigned_neg_abs": (lambda a: -ivy.abs(ivy.astype(a, ivy.uint16)), [_i32(5, lo=0)]),
    "bool_add": (lambda x, y: (x > 0) + (y > 0), [_M, _M]),
    "half": (
        lambda x: (
            ivy.exp(ivy.astype(x, ivy.float16)) * 2 + ivy.astype(ivy.astype(x, ivy.bfloat16), ivy.float16)
        ),
        [_M],
    ),
    "complex": (lambda x: ivy.abs(ivy.astype(x, _C) * 1j + 2) + ivy.real(ivy.conj(ivy.astype(x, _C))), [_M]),
    "reductions": (
        lambda x: ivy.sum(x, axis=0) + ivy.mean(x, axis=0) * ivy.var(x, axis=0) - ivy.max(x, axis=0),
        [_M],
    ),
    "more_reductions": (
        lambda x: ivy.prod(x, axis=1) + ivy.std(x) + ivy.min(x) + ivy.vector_norm(x, axis=1),
        [_M],
    ),
    "cumulative": (
        lambda x: (
            ivy.cumsum(x, axis=1) + ivy.cumulative_prod(x, axis=1) + ivy.diff(x, axis=1, prepend=x[:, :1])
        ),
        [_M],
    ),
    "bool_reductions": (
        lambda x: ivy.count_nonzero(x > 0, axis=0) + ivy.astype(ivy.all(x > -1, axis=0), ivy.int64),
        [_M],
    ),
    "search_sort": (
        lambda x: (
            ivy.argmax(x, axis=1)
            + ivy.argsort(x, axis=1)[:, 0]
            + ivy.astype(ivy.sort(x)[:, -1] > 0, ivy.int64)
        ),
        [_M],
    ),
    "searchsorted": (lambda a, v: ivy.searchsorted(ivy.sort(a), v), [_P, _f32(3)]),
    "manipulation": (
        lambda x: ivy.permute_dims(
            ivy.reshape(ivy.flip(ivy.roll(x, 1, axis=1), axis=0), (2, 3, 2)), (2, 0, 1)
        ),
        [_M],
    ),
    "concat_stack": (
        lambda x, y: ivy.stack([ivy.concat([x, y], axis=0), ivy.concat([y, x], axis=0)]),
        [_M, _M],
    ),
    "tile_repeat": (lambda x: ivy.repeat(ivy.tile(ivy.expand_dims(x, axis=0), (2, 1, 1)), 2, axis=2), [_M]),
    "split_unstack": (lambda x: (ivy.split(x, num_or_size_splits=2, axis=1), ivy.unstack(x, axis=0)), [_M]),
    "broadcast": (
        lambda x: ivy.broadcast_to(ivy.squeeze(x[:1], axis=0), (2, 4)) + ivy.moveaxis(x, 0, 1)[:, :2].T,
        [_M],
    ),
    "indexing": (lambda x: x[1:, ::2] * 2.0 + x[0, 0] + x[None, ..., -1][0, :2, None], [_M]),
    "take": (
        lambda x, i: ivy.take(x, i, axis=1) + ivy.take_along_axis(x, ivy.argsort(x, axis=1), axis=1)[:, :1],
        [_M, _i32(5, lo=-4, hi=4)],
    ),
    "linalg": (
        lambda x, y: (
            ivy.matmul(x, ivy.matrix_transpose(y))
            + ivy.tensordot(x, y, axes=([1], [1]))
            + ivy.outer(x[0, :3], y[0, :3])
        ),
        [_M, _M],
    ),
    "vecdot_cross": (lambda x, y: ivy.vecdot(x, y) + ivy.cross(x[:, :3], y[:, :3])[:, 0], [_M, _M]),
    "solve": (lambda a, b: ivy.solve(a, b) + ivy.inv(a) @ b, [_spd(3), _f32(3, 2)]),
    "decompositions": (
        lambda a: (ivy.cholesky(a), ivy.det(a), ivy.eigvalsh(a), ivy.svdvals(a), ivy.qr(a)[1][0, 0]),
        [_spd(3)],
    ),
    "slogdet": (lambda a: ivy.slogdet(a), [_spd(3)]),
    "matrix_functions": (
        lambda a: ivy.matrix_power(a, 3) + ivy.pinv(a) + ivy.trace(a) + ivy.matrix_norm(a),
        [_spd(3)],
    ),
    "activations": (lambda x: ivy.softmax(ivy.relu(x) + ivy.sigmoid(x), axis=-1), [_M]),
    "creation": (
        lambda x: (
            x
            + ivy.arange(4, dtype="float32")
            + ivy.linspace(0.0, 1.0, 4)
            + ivy.eye(3, 4)
            + ivy.full((4,), 2.0)
        ),
        [_M],
    ),
    "creation_like": (
        lambda x: (
            ivy.zeros_like(x)
            + ivy.ones_like(x) * 3.0
            + ivy.full_like(x, 0.5)
            + ivy.tril(x)
            - ivy.triu(x, k=1)
        ),
        [_M],
    ),
    "meshgrid": (lambda x, y: ivy.meshgrid(x, y)[0] * 2.0 + ivy.meshgrid(x, y, indexing="ij")[1].T, [_P, _P]),
    "fft": (lambda x: ivy.abs(ivy.fft.fft(ivy.astype(x, _C))) + ivy.fft.irfft(ivy.fft.rfft(x), n=4), [_M]),
    "dynamic_shapes": (
        lambda x: (ivy.nonzero(x > 0)[0], ivy.unique_all(ivy.round(x)), x[x > 0] * 2.0),
        [_f32(8)],
    ),
    "astype_clip": (lambda x: ivy.astype(ivy.clip(x, -1.0, 1.0) * 100, ivy.int32), [_M]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_api_sample_replays_like_eager(name):
    fn, makers = CASES[name]
    g = ivy.trace_graph(fn, *[ivy.asarray(m(0)) for m in makers])
    assert all(s and s.startswith("tensorflow.raw_ops.") for s in sources(g)), sources(g)
    new = [ivy.asarray(m(100)) for m in makers]
    got_leaves, want_leaves = _leaves(g(*new)), _leaves(fn(*new))
    assert len(got_leaves) == len(want_leaves)
    for got, want in zip(got_leaves, want_leaves, strict=True):
        same(got, want)


def _leaves(out):
    if isinstance(out, (tuple, list)):
        return [leaf for v in out for leaf in _leaves(v)]
    return [out]


# -- the framework is left alone -------------------------------------------------------------


_EAGER = type(tf.constant(0.0))


def _snapshot():
    spaces = [tf, tf.math, tf.raw_ops, tf.random, tf.linalg, tf.Tensor, _EAGER, tf.Variable]
    return [dict(vars(s)) for s in spaces]


def test_no_attribute_of_tensorflow_changes_during_a_trace():
    before = _snapshot()
    during = []

    def f(x):
        during.append(_snapshot())
        return ivy.sin(x) * 2.0 + tf.exp(x.data)

    ivy.trace_graph(f, arr([1.0, 2.0]))
    after = _snapshot()
    for a, b, c in zip(before, during[0], after, strict=True):
        assert a.keys() == b.keys() == c.keys()
        assert all(a[k] is b[k] is c[k] for k in a)


def test_another_thread_runs_eagerly_meanwhile():
    seen = {}

    def other():
        y = tf.constant([1.0, 2.0]) * 3.0
        with ivy.using_backend("tensorflow"):
            z = ivy.sin(ivy.asarray([0.0, 1.0]))
        seen.update(eager=tf.executing_eagerly(), y=y.numpy().tolist(), z=np.asarray(z).tolist())

    def f(x):
        t = threading.Thread(target=other)
        t.start()
        t.join()
        return x + 1.0

    g = ivy.trace_graph(f, arr([1.0, 2.0]))
    assert seen["eager"] and seen["y"] == [3.0, 6.0]
    np.testing.assert_allclose(seen["z"], np.sin([0.0, 1.0]), rtol=1e-6)
    same(g(arr([5.0, 6.0])), [6.0, 7.0])


def test_tracing_in_threads_at_once():
    results = {}

    def work(k):
        # (each thread's graph has its own source: see the report on
        # _graph.load_module writing a shared file without an atomic rename)
        op = (ivy.exp, ivy.sin, ivy.cos, ivy.tanh)[k]
        x = arr(np.full(3, float(k)))
        g = ivy.trace_graph(lambda x: op(x) * 2.0, x)
        results[k] = np.asarray(g(x)).tolist() == np.asarray(op(x) * 2.0).tolist()

    def run(k):
        with ivy.using_backend("tensorflow"):
            work(k)

    threads = [threading.Thread(target=run, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == {0: True, 1: True, 2: True, 3: True}
