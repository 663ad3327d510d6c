"""``ivy_core.trace_graph`` on the JAX backend (``ivy_jax._trace``).

A function is traced once into a jaxpr; its equations replay as jitted JAX
primitives, one per line. Every replay below is compared with the eager
function on other inputs (same type, dtype, shape and values). A traced
value turned into Python, or NumPy on a traced array, is a ``TraceError``
naming this file; random draws are fresh at each replay and follow
``ivy_core.seed``; a trace changes no attribute of jax and nothing another
thread can see.
"""

from __future__ import annotations

import inspect
import os
import subprocess
import sys
import threading

import pytest

jax = pytest.importorskip("jax")

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from trace_programs import clean, ivy_func, unclean  # noqa: E402

import ivy_core as ivy  # noqa: E402
from ivy_core import TraceError  # noqa: E402


@pytest.fixture(autouse=True)
def _jax():
    with ivy.using_backend("jax"):
        yield


def arr(values, dtype="float32"):
    return ivy.asarray(values, dtype=dtype)


def leaves(out):
    if isinstance(out, (tuple, list)):
        return [v for o in out for v in leaves(o)]
    if isinstance(out, dict):
        return [v for k in sorted(out) for v in leaves(out[k])]
    return [out]


def same(got, want, rtol=1e-5, atol=1e-6):
    """The same layout, types, dtypes and shapes, and close values."""
    g_all, w_all = leaves(got), leaves(want)
    assert len(g_all) == len(w_all)
    for g, w in zip(g_all, w_all, strict=True):
        assert type(g) is type(w), (type(g), type(w))
        g = g._data if isinstance(g, ivy.Array) else g
        w = w._data if isinstance(w, ivy.Array) else w
        if isinstance(w, jax.Array):
            assert g.dtype == w.dtype and g.shape == w.shape, (g.dtype, g.shape, w.dtype, w.shape)
            np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=rtol, atol=atol, equal_nan=True)
        else:
            assert g == w


def line_of(marker):
    """``test_trace_jax.py:<n>`` of the line holding ``marker``."""
    with open(__file__, encoding="utf-8") as f:
        for n, text in enumerate(f, 1):
            if marker in text and "line_of(" not in text:
                return f"{os.path.basename(__file__)}:{n}"
    raise AssertionError(marker)


# -- the seed's examples ------------------------------------------------------------


def test_ivy_func_is_a_graph_of_jax_primitives_and_replays_like_eager():
    x, y = arr([1.0, 2.0, 3.0]), arr(np.arange(9.0).reshape(3, 3))
    g = ivy.trace_graph(ivy_func, x, y)
    body = str(g).split("def make")[1]
    assert "ivy_core" not in body
    assert g.program.emitted and all(
        n.source.startswith("ivy_jax._runtime.jitted.") or n.source.startswith("jax.")
        for n in g.program.emitted
    ), str(g)
    assert "dot_general" in [n.name for n in g.program.emitted]
    assert g.program.emitted[-1].meta == "float32[3, 3]"
    for a, b in [(x, y), (arr([0.5, -1.0, 4.0]), arr(np.arange(9.0).reshape(3, 3) - 4))]:
        same(g(a, b), ivy_func(a, b))
    # the nodes point at the user's lines, not at jax or ivy_core
    where = inspect.getsourcefile(ivy_func)  # each call's line is in ivy_func, the user's code
    assert all(n.line.startswith(where) for n in g.program.emitted), [n.line for n in g.program.emitted]


def test_unclean_is_pruned_to_clean(capsys):
    x, w, b = arr([1.0, 2.0, 3.0]), arr(np.ones((3, 3))), arr([0.0, 1.0, 2.0])
    g_clean = ivy.trace_graph(clean, x, w, b)
    g = ivy.trace_graph(unclean, x, w, b)
    assert capsys.readouterr().out.count("message") == 1
    assert "print" not in str(g)
    names = [n.name for n in g.program.emitted]
    assert names == [n.name for n in g_clean.program.emitted]
    assert names.count("mul") == 1 and names.count("add") == 1 and set(names) <= {"mul", "add", "broadcast_in_dim"}
    same(g(x * 2, w - 1, b), unclean(x * 2, w - 1, b))
    capsys.readouterr()
    g(x, w, b)
    assert capsys.readouterr().out == ""


def native_mix(x, y):
    m = jnp.mean(x, axis=0)
    s = jnp.sum(x * y)
    z = jnp.where(x > 0.5, x, -y)
    n = jnp.linalg.norm(z, axis=-1)
    u = x.at[0, 1].set(7.0)
    return jax.nn.softmax(m + s) * n.sum() + jax.nn.relu(u).max(), jnp.cumsum(y, axis=1)


def native_control_flow(x):
    y = jax.lax.cond(x.sum() > 0, lambda v: v * 2.0, lambda v: v - 1.0, x)
    return jax.lax.fori_loop(0, 3, lambda i, v: v * 0.5 + i, y)


@pytest.mark.parametrize("fn", [native_mix, native_control_flow])
def test_native_jax_code_is_traced(fn):
    rng = np.random.default_rng(0)
    make = lambda: jnp.asarray(rng.uniform(-1, 1, (3, 4)).astype(np.float32))  # noqa: E731
    args = (make(), make())[: fn.__code__.co_argcount]
    g = ivy.trace_graph(fn, *args)
    for _ in range(3):
        new = (make(), make())[: fn.__code__.co_argcount]
        same(g(*new), fn(*new))
    if fn is native_control_flow:  # the other branch of the cond, at replay
        neg = -jnp.abs(make())
        same(g(neg), fn(neg))


@jax.custom_vjp
def _clipped_sin(x):
    return jnp.sin(x) * 2.0


_clipped_sin.defvjp(lambda x: (_clipped_sin(x), x), lambda r, g: (jnp.clip(g, -1.0, 1.0),))


def higher_order(x):
    y = jax.checkpoint(lambda v: jnp.exp(v) * v)(x)
    s = jax.lax.scan(lambda c, v: (c + v * x[0], c * v), 0.0, x)[1]
    w = jax.lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1] * 1.5), (0, x))[1]
    jax.debug.print("not replayed {}", x)
    return _clipped_sin(x) + y + s + w


def test_custom_derivatives_and_checkpoints_are_inlined_and_loops_kept(capsys):
    x = jnp.asarray([0.1, 0.2, 0.3], dtype=jnp.float32)
    g = ivy.trace_graph(higher_order, x)
    names = {n.name for n in g.program.emitted}
    assert {"sin", "exp", "scan", "while"} <= names
    assert not names & {"custom_vjp_call", "custom_jvp_call", "remat2", "checkpoint", "jit", "pjit"}
    capsys.readouterr()
    same(g(x * 3.0), higher_order(x * 3.0))
    assert capsys.readouterr().out.count("not replayed") == 1  # the eager call's only


def test_mixed_ivy_and_native_calls_give_one_graph():
    def mix(x):
        y = ivy.mean(x)
        z = jnp.sum(x.data)
        return ivy.concat([ivy.cos(ivy.Array(z))[None], ivy.sin(y)[None], jnp.tan(y.data)[None]], axis=0)

    x = arr([[1.0, 2.0, 3.0]])
    g = ivy.trace_graph(mix, x)
    same(g(x * 3.0), mix(x * 3.0))


# -- what cannot be recorded ------------------------------------------------------------


def branch_on_data(x):
    if x.sum() > 0:  # MARK-branch
        return x * 2.0
    return x


def leaves_jax(x):
    return jnp.asarray(np.asarray(x) + 1.0)  # MARK-numpy


def python_float(x):
    return x * float(x[0])  # MARK-float


def boolean_mask(x):
    return x.data[x.data > 1.0]  # MARK-mask


@pytest.mark.parametrize(
    ("fn", "marker", "native"),
    [
        (branch_on_data, "MARK-branch", False),
        (leaves_jax, "MARK-numpy", True),
        (python_float, "MARK-float", False),
        (boolean_mask, "MARK-mask", False),
    ],
)
def test_a_traced_value_turned_into_python_is_a_trace_error_naming_the_line(fn, marker, native):
    x = arr([1.0, 2.0, 3.0])
    with pytest.raises(TraceError) as info:
        ivy.trace_graph(fn, x.data if native else x)
    assert line_of(marker) in str(info.value), str(info.value)
    assert "backend 'jax'" in str(info.value)


def test_data_dependent_shapes_and_checks_are_refused():
    x = arr([1.0, -2.0, 3.0])
    for fn in (ivy.nonzero, ivy.unique_values):
        with pytest.raises(TraceError):
            ivy.trace_graph(fn, x)
    # take checks traced indices against the shape: that needs their values
    with pytest.raises(TraceError, match="raised in ivy_core.take"):
        ivy.trace_graph(lambda x, i: ivy.take(x, i), x, arr([0, 2], dtype="int64"))


def test_a_named_tuple_of_traced_arrays_as_output_keeps_its_type():
    b = np.random.default_rng(0).uniform(size=(3, 3))
    a = arr(b @ b.T + 3 * np.eye(3))
    g = ivy.trace_graph(ivy.slogdet, a)
    a2 = arr(b @ b.T + 5 * np.eye(3))
    got, want = g(a2), ivy.slogdet(a2)
    assert type(got) is type(want) and got._fields == want._fields
    for x, y in zip(got, want, strict=True):
        same(x, y)


def test_a_branch_on_a_shape_gives_one_trace_per_shape():
    def f(x):
        if x.shape[0] > 2:
            return x[:2] * 3.0
        return x - 1.0

    g = ivy.trace_graph(f)
    long, short = arr([1.0, 2.0, 3.0]), arr([4.0, 5.0])
    same(g(long), f(long))
    same(g(short), f(short))
    same(g(long + 1.0), f(long + 1.0))
    assert len(g._variants) == 2


# -- constants and Python values --------------------------------------------------------


def test_constants_python_values_and_inputs_returned_as_they_are():
    const = jnp.asarray([10.0, 20.0, 30.0], dtype=jnp.float32)
    host = np.asarray([1.0, 2.0, 3.0], dtype=np.float32)

    def f(x):
        return x + const, x * host, x.shape[0], "tag", x, const, jnp.float32(2.5)

    x = jnp.asarray([1.0, 2.0, 3.0], dtype=jnp.float32)
    g = ivy.trace_graph(f, x)
    y = jnp.asarray([-1.0, 0.5, 4.0], dtype=jnp.float32)
    out = g(y)
    same(out[:2], f(y)[:2])
    assert out[2:4] == (3, "tag")
    assert out[4] is y and out[5] is const
    same(out[6], f(y)[6])


def test_literals_keep_their_dtypes():
    def f(x, i):
        return x * 2.0 + 1, i // 3 + 2**40, (i > 2) & True

    x, i = arr([1.0, 2.0]), arr([5, 7], dtype="int64")
    g = ivy.trace_graph(f, x, i)
    same(g(x - 4.0, i * 3), f(x - 4.0, i * 3))
    x16 = arr([1.0, 2.0], dtype="bfloat16")
    g16 = ivy.trace_graph(lambda x: x * 3.0 - 0.5, x16)
    same(g16(x16 * 2.0), x16 * 2.0 * 3.0 - 0.5)


# -- random draws -----------------------------------------------------------------------


def noisy(x):
    return x + ivy.random_uniform(low=0.0, high=1.0, shape=(3,), dtype="float32"), ivy.random_normal(shape=(2,))


@pytest.mark.parametrize("compiled", [False, True])
def test_generators_draw_fresh_numbers_like_eager_under_the_seed(compiled):
    x = arr([0.0, 10.0, 20.0])
    g = ivy.trace_graph(noisy, x, backend_compile=compiled)
    assert any(n.random for n in g.program.emitted)
    first, second = g(x), g(x)
    assert not np.array_equal(np.asarray(first[0].data), np.asarray(second[0].data))
    ivy.seed(seed_value=11)
    a = g(x)
    ivy.seed(seed_value=11)
    b = g(x)
    ivy.seed(seed_value=11)
    eager = noisy(x)
    same(a, b, rtol=0, atol=0)
    same(a, eager)  # the same keys as the eager draws after the same seed


def test_explicit_seeds_replay_the_same_numbers():
    x = arr([0.0, 1.0])
    g = ivy.trace_graph(lambda x: x + ivy.random_normal(shape=(2,), seed=3), x)
    same(g(x), g(x), rtol=0, atol=0)
    same(g(x), x + ivy.random_normal(shape=(2,), seed=3))


def test_a_jitted_function_traced_inside_a_graph_still_draws_fresh_numbers_when_called_eagerly():
    @jax.jit
    def h(a):
        return (ivy.random_uniform(shape=(3,)) + ivy.Array(a)).data

    x = jnp.zeros((3,), dtype=jnp.float32)
    g = ivy.trace_graph(lambda v: h(v) * 2.0, x)
    assert not np.array_equal(np.asarray(g(x)), np.asarray(g(x)))
    assert not np.array_equal(np.asarray(h(x)), np.asarray(h(x)))  # jax reuses the trace made under the graph


def test_a_graph_replayed_inside_a_traced_function_keeps_its_draws_fresh():
    x = arr([0.0, 0.0, 0.0])
    inner = ivy.trace_graph(lambda v: v + ivy.random_uniform(shape=(3,)), x)
    outer = ivy.trace_graph(lambda v: inner(v) * 2.0, x)
    assert not np.array_equal(np.asarray(outer(x).data), np.asarray(outer(x).data))


# -- inside jax transformations ------------------------------------------------------------


def test_a_traced_graph_replays_inside_jit_grad_and_vmap():
    def f(v):
        return ivy.sum(ivy.sin(v) * v)

    x = jnp.asarray([1.0, 2.0, 3.0], dtype=jnp.float32)
    g = ivy.trace_graph(f, x)
    n = len(g._variants)
    np.testing.assert_allclose(jax.jit(lambda v: g(v).data)(x * 2.0), f(x * 2.0).data, rtol=1e-6)
    np.testing.assert_allclose(jax.grad(lambda v: g(v).data)(x), jax.grad(lambda v: f(v).data)(x), rtol=1e-6)
    batch = jnp.stack([x, -x])
    np.testing.assert_allclose(jax.vmap(lambda v: g(v).data)(batch), jax.vmap(lambda v: f(v).data)(batch), rtol=1e-6)
    assert len(g._variants) == n  # replayed on the tracers, not traced again
    noisy_g = ivy.trace_graph(lambda v: v + ivy.random_uniform(shape=(3,)), x)
    jitted = jax.jit(lambda v: noisy_g(v).data)
    assert not np.array_equal(np.asarray(jitted(x)), np.asarray(jitted(x)))


def test_a_first_trace_inside_jax_jit_is_refused():
    lazy = ivy.trace_graph(lambda v: v * 2.0)
    with pytest.raises(TraceError, match="inside a jax transformation"):
        jax.jit(lambda v: lazy(v).data)(jnp.ones((2,), dtype=jnp.float32))


# -- caching ----------------------------------------------------------------------------


def test_array_caching_computes_input_free_work_once():
    w = jnp.asarray(np.arange(6.0, dtype=np.float32).reshape(2, 3))

    def f(x):
        return x @ (jnp.exp(w) * 2.0).T + ivy.sum(ivy.Array(w)).data

    x = jnp.ones((4, 3), dtype=jnp.float32)
    cached = ivy.trace_graph(f, x)
    uncached = ivy.trace_graph(f, x, array_caching=False)
    assert len(cached.program.cached) >= 3 and not uncached.program.cached
    assert len(uncached.program.emitted) > len(cached.program.emitted)
    y = x * 3.0 - 1.0
    same(cached(y), f(y))
    same(uncached(y), f(y))


# -- a broad sample of the API ------------------------------------------------------------


def f32(*shape, lo=-2.0, hi=2.0):
    return lambda r: arr(r.uniform(lo, hi, shape))


def ints(*shape, lo=-20, hi=20, dtype="int32"):
    return lambda r: arr(r.integers(lo, hi, shape), dtype=dtype)


def spd(n):
    def make(r):
        b = r.uniform(-1, 1, (n, n))
        return arr(b @ b.T + n * np.eye(n))

    return make


V, M = f32(5), f32(3, 4)
with ivy.using_backend("jax"):
    _INDICES = ivy.asarray([0, 2, 2], dtype="int64")  # concrete: the bounds are checked while tracing
POS = f32(3, 4, lo=0.1, hi=3.0)
UNIT = f32(3, 4, lo=-0.9, hi=0.9)
API = {
    "abs": (ivy.abs, [M]), "acos": (ivy.acos, [UNIT]), "acosh": (ivy.acosh, [f32(4, lo=1.1, hi=3)]),
    "asin": (ivy.asin, [UNIT]), "asinh": (ivy.asinh, [M]), "atan": (ivy.atan, [M]), "atanh": (ivy.atanh, [UNIT]),
    "ceil": (ivy.ceil, [M]), "cos": (ivy.cos, [M]), "cosh": (ivy.cosh, [M]), "exp": (ivy.exp, [M]),
    "expm1": (ivy.expm1, [M]), "floor": (ivy.floor, [M]), "log": (ivy.log, [POS]), "log10": (ivy.log10, [POS]),
    "log1p": (ivy.log1p, [POS]), "log2": (ivy.log2, [POS]), "negative": (ivy.negative, [M]),
    "reciprocal": (ivy.reciprocal, [POS]), "round": (ivy.round, [M]), "sign": (ivy.sign, [M]),
    "sin": (ivy.sin, [M]), "sinh": (ivy.sinh, [M]), "sqrt": (ivy.sqrt, [POS]), "square": (ivy.square, [M]),
    "tan": (ivy.tan, [UNIT]), "tanh": (ivy.tanh, [M]), "trunc": (ivy.trunc, [M]),
    "sigmoid": (ivy.sigmoid, [M]), "relu": (ivy.relu, [M]), "softmax": (lambda x: ivy.softmax(x, axis=-1), [M]),
    "isfinite": (lambda x: ivy.isfinite(x / x), [M]), "signbit": (ivy.signbit, [M]),
    "add": (ivy.add, [M, M]), "subtract": (ivy.subtract, [M, f32(4)]), "multiply": (ivy.multiply, [M, M]),
    "divide": (ivy.divide, [M, POS]), "pow": (ivy.pow, [POS, M]), "maximum": (ivy.maximum, [M, M]),
    "minimum": (ivy.minimum, [M, M]), "atan2": (ivy.atan2, [M, M]), "hypot": (ivy.hypot, [M, M]),
    "logaddexp": (ivy.logaddexp, [M, M]), "remainder": (ivy.remainder, [M, POS]),
    "floor_divide": (ivy.floor_divide, [ints(6), ints(6, lo=1)]), "copysign": (ivy.copysign, [M, M]),
    "greater": (ivy.greater, [M, M]), "not_equal": (lambda a, b: ivy.not_equal(ivy.round(a), ivy.round(b)), [M, M]),
    "logical_and": (lambda a, b: ivy.logical_and(a > 0, b > 0), [M, M]),
    "bitwise_and": (ivy.bitwise_and, [ints(6, lo=0), ints(6, lo=0)]),
    "left_shift": (ivy.bitwise_left_shift, [ints(6, lo=0), ints(6, lo=0, hi=8)]),
    "int_plus_scalar": (lambda i: i * 3 + 1, [ints(6, dtype="int64")]),
    "sum": (lambda x: ivy.sum(x, axis=0), [M]), "mean": (ivy.mean, [M]), "prod": (ivy.prod, [M]),
    "std": (lambda x: ivy.std(x, axis=1), [M]), "var": (ivy.var, [M]), "max": (ivy.max, [M]),
    "min": (lambda x: ivy.min(x, axis=1, keepdims=True), [M]), "cumsum": (lambda x: ivy.cumulative_sum(x, axis=1), [M]),
    "argmax": (lambda x: ivy.argmax(x, axis=0), [M]), "argmin": (ivy.argmin, [M]),
    "all": (lambda x: ivy.all(x > -1.0), [M]), "any": (lambda x: ivy.any(x > 1.5, axis=0), [M]),
    "count_nonzero": (lambda x: ivy.count_nonzero(x > 0), [M]),
    "reshape": (lambda x: ivy.reshape(x, (2, 6)), [M]), "permute_dims": (lambda x: ivy.permute_dims(x, (1, 0)), [M]),
    "flip": (ivy.flip, [M]), "roll": (lambda x: ivy.roll(x, 2, axis=1), [M]),
    "concat": (lambda a, b: ivy.concat([a, b], axis=0), [M, M]), "stack": (lambda a, b: ivy.stack([a, b]), [M, M]),
    "expand_squeeze": (lambda x: ivy.squeeze(ivy.expand_dims(x, axis=0), axis=0), [M]),
    "tile": (lambda x: ivy.tile(x, (2, 1)), [M]), "repeat": (lambda x: ivy.repeat(x, 2, axis=0), [M]),
    "split": (lambda x: ivy.split(x, num_or_size_splits=2, axis=1), [M]), "unstack": (ivy.unstack, [M]),
    "broadcast_to": (lambda x: ivy.broadcast_to(x, (2, 5)), [V]), "where": (lambda a, b: ivy.where(a > b, a, b), [M, M]),
    "clip": (lambda x: ivy.clip(x, -0.5, 0.5), [M]), "take": (lambda x: ivy.take(x, _INDICES, axis=1), [M]),
    "getitem": (lambda x: x[1:, ::2] * x[0, -1], [M]), "setitem": (lambda x: _setitem(x), [M]),
    "sort": (lambda x: ivy.sort(x, axis=1, descending=True), [M]), "argsort": (ivy.argsort, [V]),
    "searchsorted": (lambda x, v: ivy.searchsorted(ivy.sort(x), v), [V, V]),
    "matmul": (ivy.matmul, [M, f32(4, 2)]), "tensordot": (lambda a, b: ivy.tensordot(a, b, axes=1), [M, f32(4, 2)]),
    "vecdot": (ivy.vecdot, [M, M]), "outer": (ivy.outer, [V, V]), "cross": (ivy.cross, [f32(3), f32(3)]),
    "det": (ivy.det, [spd(3)]), "inv": (ivy.inv, [spd(3)]), "solve": (ivy.solve, [spd(3), f32(3, 2)]),
    "cholesky": (ivy.cholesky, [spd(3)]), "qr": (lambda a: ivy.qr(a)[1], [spd(3)]), "svdvals": (ivy.svdvals, [M]),
    "eigvalsh": (ivy.eigvalsh, [spd(3)]), "slogdet": (lambda a: tuple(ivy.slogdet(a)), [spd(3)]), "pinv": (ivy.pinv, [M]),
    "matrix_norm": (ivy.matrix_norm, [M]), "vector_norm": (ivy.vector_norm, [V]),
    "matrix_power": (lambda a: ivy.matrix_power(a, 3), [spd(3)]), "trace": (ivy.trace, [spd(3)]),
    "diagonal": (ivy.diagonal, [M]), "tril": (ivy.tril, [M]), "triu": (lambda x: ivy.triu(x, k=1), [M]),
    "zeros_like": (lambda x: ivy.zeros_like(x) + x, [M]), "full_like": (lambda x: ivy.full_like(x, 2.0) * x, [M]),
    "arange": (lambda x: ivy.arange(4, dtype="float32") * x, [f32(4)]), "eye": (lambda x: ivy.eye(3, 4) + x, [M]),
    "linspace": (lambda x: ivy.linspace(0.0, 1.0, 5) - x, [V]), "astype": (lambda x: ivy.astype(x, "int32"), [M]),
    "fft": (ivy.fft.fft, [V]), "rfft": (ivy.fft.rfft, [V]), "ifftn": (ivy.fft.ifftn, [M]),
    "float64": (lambda x: ivy.exp(ivy.astype(x, "float64")) * 3.0, [M]),
    "complex": (lambda x: ivy.abs(ivy.fft.fft(x) * 1j), [V]),
}  # fmt: skip


def _setitem(x):
    y = x * 1.0
    y[0] = y[1] * 2.0
    return y


@pytest.mark.parametrize("name", sorted(API))
def test_the_api_replays_like_eager_on_other_inputs(name):
    fn, makers = API[name]
    rng = np.random.default_rng(sum(map(ord, name)))
    g = ivy.trace_graph(fn, *[m(rng) for m in makers])
    for _ in range(2):
        args = [m(rng) for m in makers]
        same(g(*args), fn(*args), rtol=2e-5, atol=2e-6)
    for n in g.program.emitted:  # every replayed line is a jax primitive
        assert n.source is None or n.source.startswith(("ivy_jax._runtime.jitted.", "ivy_jax.random.", "jax.")), n.source


# -- what a trace leaves alone --------------------------------------------------------------


def _attributes():
    return {m.__name__: {k: id(v) for k, v in vars(m).items()} for m in (jax, jnp, jax.lax, jax.random)}


def test_no_attribute_of_jax_changes_during_a_trace():
    x = arr([1.0, 2.0])
    ivy.trace_graph(lambda v: v + 1.0, x)  # the tracer's own first import (jax.extend) happens here
    seen = []

    def f(v):
        seen.append(_attributes())
        return jnp.sin(v.data) + ivy.random_uniform(shape=(2,)).data

    before = _attributes()
    g = ivy.trace_graph(f, x)
    g(x)
    assert seen[0] == before
    assert _attributes() == before


def test_another_thread_runs_eager_jax_meanwhile():
    inside, finished = threading.Event(), threading.Event()
    seen = {}

    def other():
        assert inside.wait(30)
        y = jnp.arange(4.0, dtype=jnp.float32) * 2.0
        with ivy.using_backend("jax"):
            r = ivy.random_uniform(shape=(2,))
        seen["y"], seen["r"] = y, r.data
        finished.set()

    t = threading.Thread(target=other)
    t.start()

    def f(v):
        inside.set()
        assert finished.wait(30)
        return v * 2.0

    x = arr([1.0, 2.0])
    g = ivy.trace_graph(f, x)
    t.join()
    concrete = type(jnp.zeros(()))
    assert type(seen["y"]) is concrete and type(seen["r"]) is concrete
    np.testing.assert_array_equal(np.asarray(seen["y"]), [0.0, 2.0, 4.0, 6.0])
    assert [n.name for n in g.program.emitted] == ["mul"]  # the other thread's calls are not in the graph
    same(g(x + 1.0), (x + 1.0) * 2.0)


# -- saving ---------------------------------------------------------------------------------


def test_a_saved_graph_loads_in_a_new_process(tmp_path):
    rows = jnp.asarray([2, 0], dtype=jnp.int32)

    def f(a, b):
        return ivy.exp(ivy_func(a, b)) * 0.5 + b.data[rows].sum(axis=0)  # a gather: dimension numbers as source

    x, y = arr([1.0, 2.0, 3.0]), arr(np.arange(9.0).reshape(3, 3))
    g = ivy.trace_graph(f, x, y)
    assert "jax.lax.GatherDimensionNumbers(" in str(g) and "jax.lax.GatherScatterMode." in str(g)
    g.save(str(tmp_path))
    want = np.asarray(g(x * 0.1, y * 0.1).data)
    np.testing.assert_allclose(want, np.asarray(f(x * 0.1, y * 0.1).data), rtol=1e-6)
    code = (
        "import sys, numpy as np, ivy_core as ivy\n"
        "with ivy.using_backend('jax'):\n"
        f"    g = ivy.load_graph({str(tmp_path)!r})\n"
        "    x = ivy.asarray([1.0, 2.0, 3.0], dtype='float32') * 0.1\n"
        "    y = ivy.asarray(np.arange(9.0).reshape(3, 3), dtype='float32') * 0.1\n"
        "    np.save(sys.argv[1], np.asarray(g(x, y).data))\n"
    )
    out = tmp_path / "out.npy"
    subprocess.run([sys.executable, "-c", code, str(out)], check=True, env=dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path)), timeout=300)
    np.testing.assert_allclose(np.load(out), want, rtol=1e-6)


def test_a_graph_holding_jaxprs_replays_but_refuses_to_save(tmp_path):
    g = ivy.trace_graph(higher_order, jnp.asarray([0.1, 0.2, 0.3], dtype=jnp.float32))
    with pytest.raises(TraceError, match="no source form"):
        g.save(str(tmp_path))
