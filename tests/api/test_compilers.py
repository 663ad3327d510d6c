"""ivy_core inside the frameworks' compilers, and ``ivy_core.compile``.

With no backend set, a traced value (a JAX tracer, a tensor Dynamo traces,
a TensorFlow symbolic tensor) is an array of its framework; an ``Array``
holding one has its attributes, indexing and item assignment; turning one
into a Python value raises the framework's own error, naming ivy_core's
method. ``torch.compile(fullgraph=True)`` traces ivy_core code with no graph
break, with a backend set, without one and inside ``using_backend``.
Each backend's tests run in its own nox session; the compilations are few
(torch.compile is slow).
"""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import installed_backends

import ivy_core as ivy

BACKENDS = installed_backends()


def needs(name: str) -> pytest.MarkDecorator:
    return pytest.mark.skipif(name not in BACKENDS, reason=f"backend {name!r} is not installed")


def f(x, w):
    """The issue's example, written once with ivy_core."""
    return ivy.sum(ivy.tanh(ivy.matmul(x, w) + 1.0) ** 2, axis=-1)


def chain(x, w):
    """Elementwise, reduction, manipulation and linalg functions, operators,
    Python scalars and compositional functions (cumsum, diff) in one trace."""
    y = ivy.sin(x) * ivy.cos(x) + ivy.exp(-ivy.abs(x)) - ivy.sqrt(ivy.abs(x) + 1.0)
    y = ivy.sigmoid(y) / (ivy.relu(y) + 2.0) + ivy.log1p(ivy.abs(y))
    y = ivy.reshape(ivy.permute_dims(y, (1, 0)), (4, 3))
    y = ivy.concat([y, ivy.flip(y, axis=0)], axis=0)
    m = ivy.matmul(ivy.matrix_transpose(y), y)
    m = m + ivy.full_like(m, 0.5) + ivy.ones_like(m)
    s = ivy.mean(m, axis=0) + ivy.max(m, axis=1) + ivy.var(m, axis=0)
    s = ivy.cumsum(s, axis=0) + ivy.where(s > 0.0, s, -s)
    return ivy.sum(ivy.diff(s) ** 2) + ivy.vector_norm(m) + f(x, w)[0]


def data():
    rng = np.random.default_rng(0)
    x = rng.uniform(-1, 1, (3, 4)).astype(np.float32)
    w = rng.uniform(-1, 1, (4, 2)).astype(np.float32)
    return x, w


# --- JAX -------------------------------------------------------------------------


@needs("jax")
def test_jax_transformations_without_a_backend():
    import jax
    import jax.numpy as jnp

    x, w = (jnp.asarray(a) for a in data())

    def native(x, w):
        return jnp.sum(jnp.tanh(jnp.matmul(x, w) + 1.0) ** 2, axis=-1)

    def loss(fn):
        return lambda x, w: jnp.sum(jnp.asarray(fn(x, w)))

    def ivy_loss(x, w):
        return f(x, w).sum().data

    want = native(x, w)
    np.testing.assert_allclose(np.asarray(jax.jit(f)(x, w)), want, rtol=1e-6)
    np.testing.assert_allclose(np.asarray(jax.vmap(f, (0, None))(x, w)), jax.vmap(native, (0, None))(x, w), rtol=1e-6)
    g = jax.grad(ivy_loss, argnums=(0, 1))(x, w)
    g_native = jax.grad(loss(native), argnums=(0, 1))(x, w)
    for a, b in zip(g, g_native, strict=True):
        np.testing.assert_allclose(a, b, rtol=1e-5)
    nested = jax.jit(jax.vmap(jax.grad(ivy_loss), (0, None)))(x, w)
    nested_native = jax.jit(jax.vmap(jax.grad(loss(native)), (0, None)))(x, w)
    np.testing.assert_allclose(nested, nested_native, rtol=1e-5)
    assert ivy.backend_stack() == ()


@needs("jax")
def test_jax_array_is_a_pytree():
    import jax

    with ivy.using_backend("jax"):
        a = ivy.asarray([1.0, 2.0, 3.0])
    out = jax.jit(lambda t: t * 2.0)(a)
    assert type(out) is ivy.Array and out.tolist() == [2.0, 4.0, 6.0]
    grad = jax.grad(lambda t: ivy.sum(t * t).data)(a)
    assert type(grad) is ivy.Array and grad.tolist() == [2.0, 4.0, 6.0]
    batched = jax.vmap(lambda t: t + 1.0)(a)
    assert type(batched) is ivy.Array and batched.tolist() == [2.0, 3.0, 4.0]
    leaves, tree = jax.tree_util.tree_flatten({"w": a, "b": (a, 1)})
    assert len(leaves) == 3 and leaves[1] == 1  # keys in order: b, then w
    assert isinstance(leaves[0], jax.Array) and isinstance(leaves[2], jax.Array)
    back = jax.tree_util.tree_unflatten(tree, leaves)
    assert type(back["w"]) is ivy.Array and back["b"][1] == 1


@needs("jax")
def test_jax_traced_array_attributes_indexing_and_errors():
    import jax

    x, _ = data()
    seen = {}

    def g(t):
        a = ivy.Array(t)
        seen.update(shape=a.shape, ndim=a.ndim, dtype=a.dtype, device=a.device, row=a[1].shape)
        a[0] = 5.0
        a[:, 1] = a[:, 2]
        return a

    out = jax.jit(g)(x)
    assert seen == {"shape": (3, 4), "ndim": 2, "dtype": ivy.float32, "device": "cpu", "row": (4,)}
    want = x.copy()
    want[0] = 5.0
    want[:, 1] = want[:, 2]
    np.testing.assert_array_equal(np.asarray(out), want)
    with pytest.raises(jax.errors.TracerBoolConversionError) as info:
        jax.jit(lambda t: 1.0 if ivy.sum(ivy.Array(t)) > 0 else 0.0)(x)
    assert any("ivy_core.Array.__bool__" in n for n in info.value.__notes__)
    with pytest.raises(jax.errors.ConcretizationTypeError) as info:
        jax.jit(lambda t: float(ivy.sum(ivy.Array(t))))(x)
    assert any("ivy_core.Array.__float__" in n for n in info.value.__notes__)


@needs("jax")
def test_compile_on_jax():
    import jax

    x, w = data()
    with ivy.using_backend("jax"):
        ax, aw = ivy.asarray(x), ivy.asarray(w)
        eager = f(ax, aw)
    compiled = ivy.compile(f, backend="jax")
    out = compiled(ax, aw)
    assert type(out) is ivy.Array and out.backend == "jax"
    np.testing.assert_allclose(np.asarray(out), np.asarray(eager), rtol=1e-6)

    # static arguments and options reach jax.jit
    def scaled(x, k, *, mode):
        return x * k if mode == "mul" else x + k

    c = ivy.compile(scaled, backend="jax", static_argnums=1, static_argnames="mode", inline=True)
    assert c(ax, 3, mode="mul").tolist() == (np.asarray(x) * 3).tolist()
    assert c(ax, 3, mode="add").tolist() == (np.asarray(x) + 3).tolist()
    with pytest.raises(TypeError, match="unexpected_option"):
        ivy.compile(f, backend="jax", unexpected_option=1)(ax, aw)

    # an error while tracing keeps jax's class and names the ivy_core function
    with pytest.raises(jax.errors.ConcretizationTypeError) as info:
        ivy.compile(lambda t: ivy.nonzero(t), backend="jax")(ax)
    assert any("in ivy_core.nonzero" in n for n in info.value.__notes__)


# --- PyTorch ---------------------------------------------------------------------


def _explain(fn, *args):
    import torch

    torch._dynamo.reset()
    return torch._dynamo.explain(fn)(*args)


@needs("torch")
def test_torch_compile_has_no_graph_break():
    import torch

    x, w = (torch.from_numpy(a) for a in data())
    with ivy.using_backend("torch"):
        want = chain(x, w)
    breaks = {}
    ivy.set_backend("torch")
    breaks["set"] = _explain(chain, x, w)
    ivy.unset_backend()
    breaks["none"] = _explain(chain, x, w)
    with ivy.using_backend("torch"):
        breaks["using"] = _explain(chain, x, w)
    assert {k: (e.graph_count, e.graph_break_count) for k, e in breaks.items()} == {
        k: (1, 0) for k in breaks
    }, {k: [str(r.reason)[:200] for r in e.break_reasons] for k, e in breaks.items()}
    torch._dynamo.reset()
    out = torch.compile(chain, fullgraph=True, backend="eager")(x, w)
    assert type(out) is ivy.Array
    np.testing.assert_allclose(np.asarray(out), np.asarray(want), rtol=1e-5)


@needs("torch")
def test_torch_trace_constants_are_what_dynamo_reads():
    """The torch plugin marks ivy_core's trace-time functions the way
    ``torch._dynamo.assume_constant_result`` does (without importing Dynamo
    when the backend loads): check that the decorator still works so."""
    import torch._dynamo
    from ivy_core._backends import _calls as _dispatch
    from ivy_core._plugins import _registry

    def probe():
        return 1

    torch._dynamo.assume_constant_result(probe)
    marker = [k for k in vars(probe) if "dynamo" in k]
    assert marker == ["_dynamo_marked_constant"]
    ivy.set_backend("torch")
    for fn in (*_dispatch.TRACE_CONSTANTS, _registry.backend_name_of_type):
        assert getattr(fn, marker[0]) is True, fn


@needs("torch")
def test_torch_traced_array_attributes():
    import torch

    seen = {}

    def g(t):
        a = ivy.Array(t)
        seen.update(shape=a.shape, ndim=a.ndim, dtype=a.dtype, device=a.device)
        a[0] = 5.0
        return a[1:] * 2.0

    torch._dynamo.reset()
    x = torch.ones(3, 4)
    out = torch.compile(g, fullgraph=True, backend="eager")(x.clone())
    assert seen == {"shape": (3, 4), "ndim": 2, "dtype": ivy.float32, "device": "cpu"}
    assert type(out) is ivy.Array and out.tolist() == [[2.0] * 4] * 2


@needs("torch")
def test_compile_on_torch():
    import torch

    x, w = (torch.from_numpy(a) for a in data())
    torch._dynamo.reset()
    compiled = ivy.compile(f, backend="torch", fullgraph=True, compiler_backend="eager")
    out = compiled(ivy.Array(x), w)
    assert type(out) is ivy.Array and out.backend == "torch"
    with ivy.using_backend("torch"):
        np.testing.assert_allclose(np.asarray(out), np.asarray(f(x, w)), rtol=1e-6)
    with pytest.raises(TypeError, match="unexpected_option"):
        ivy.compile(f, backend="torch", unexpected_option=1)(x, w)


# --- TensorFlow ------------------------------------------------------------------


@needs("tensorflow")
def test_tf_function_without_a_backend():
    import tensorflow as tf

    x, w = (tf.constant(a) for a in data())

    def native(x, w):
        return tf.reduce_sum(tf.tanh(tf.matmul(x, w) + 1.0) ** 2, axis=-1)

    want = native(x, w).numpy()
    for jit in (False, True):
        got = tf.function(f, jit_compile=jit)(x, w)
        # An Array made inside comes out as an Array (TensorFlow's nest protocol).
        assert type(got) is ivy.Array and got.backend == "tensorflow"
        np.testing.assert_allclose(np.asarray(got), want, rtol=1e-6)
    out = ivy.compile(f)(ivy.Array(x), w)
    assert type(out) is ivy.Array and out.backend == "tensorflow"
    np.testing.assert_allclose(np.asarray(out), want, rtol=1e-6)


@needs("tensorflow")
def test_tf_symbolic_array_attributes_and_errors():
    import tensorflow as tf

    seen = {}

    def g(t):
        a = ivy.Array(t)
        seen.update(shape=a.shape, ndim=a.ndim, dtype=a.dtype, row=a[0].shape)
        a[0] = 5.0
        return a

    spec = tf.TensorSpec([None, 4], tf.float32)
    out = tf.function(g, input_signature=[spec])(tf.ones((3, 4)))
    assert seen == {"shape": (None, 4), "ndim": 2, "dtype": ivy.float32, "row": (4,)}
    np.testing.assert_array_equal(np.asarray(out), [[5.0] * 4, [1.0] * 4, [1.0] * 4])
    # (AutoGraph raises a copy of the error without its notes: the class stays.)
    with pytest.raises(TypeError) as info:
        tf.function(lambda t: float(ivy.sum(ivy.Array(t))), autograph=False)(tf.ones(3))
    assert any("ivy_core.Array.__float__" in n for n in info.value.__notes__)


# --- every backend ---------------------------------------------------------------


def test_compile_without_a_compiler_returns_the_function():
    if "numpy" not in BACKENDS:
        pytest.skip("numpy backend not installed")

    def g(x):
        return ivy.sin(x) + 1.0

    compiled = ivy.compile(g, backend="numpy")
    assert compiled is g
    with pytest.raises(NotImplementedError, match="has no compiler"):
        ivy.compile(g, backend="numpy", jit_compile=True)
    with pytest.raises(ivy.BackendNotFoundError):
        ivy.compile(g, backend="no-such-backend")


def test_compile_uses_the_backend_in_force(backend):
    x, w = data()
    ax, aw = ivy.asarray(x), ivy.asarray(w)
    want = np.asarray(f(ax, aw))
    compiled = ivy.compile(f, **({"compiler_backend": "eager"} if backend == "torch" else {}))
    if backend == "torch":
        import torch

        torch._dynamo.reset()
    out = compiled(ax, aw)
    assert type(out) is ivy.Array and out.backend == backend
    np.testing.assert_allclose(np.asarray(out), want, rtol=1e-5)


def test_compile_takes_and_returns_containers_of_arrays(backend):
    """Flat arrays take a short path; lists, dicts and namedtuples of Arrays
    are unwrapped on the way in and rebuilt, with Arrays, on the way out."""
    import collections

    Pair = collections.namedtuple("Pair", "a b")

    def g(pair, scale, extra):
        return {"sum": pair.a + pair.b * scale[0], "first": extra["v"][0] * 2.0}

    compiled = ivy.compile(g, **({"compiler_backend": "eager"} if backend == "torch" else {}))
    a, b = ivy.asarray([1.0, 2.0]), ivy.asarray([3.0, 4.0])
    out = compiled(Pair(a, b), [ivy.asarray(2.0)], {"v": [ivy.asarray([5.0])]})
    assert set(out) == {"sum", "first"}
    assert type(out["sum"]) is ivy.Array and out["sum"].tolist() == [7.0, 10.0]
    assert type(out["first"]) is ivy.Array and out["first"].tolist() == [10.0]
    flat = ivy.compile(lambda x, y: x * y, **({"compiler_backend": "eager"} if backend == "torch" else {}))
    r = flat(a, b.to_native())  # an Array and a native array, positionally
    assert type(r) is ivy.Array and r.tolist() == [3.0, 8.0]
