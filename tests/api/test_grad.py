"""``ivy_core.grad``, ``value_and_grad`` and ``stop_gradient`` (issue 23).

On each backend whose framework differentiates (JAX, PyTorch, TensorFlow),
the gradients ``ivy_core.grad`` gives equal the framework's own autodiff
(``jax.grad``, ``torch.autograd.grad``, ``tf.GradientTape``) applied to the
same function, on a polynomial, transcendental functions, an MLP loss, a
softmax cross-entropy, tuples of argnums, dicts of parameters, aux data,
``stop_gradient`` and second derivatives; the rules are JAX's on every
backend (a 0-d real floating output, real floating inputs), broken with
typed errors; NumPy and Dask refuse with ``NotImplementedError``. ``grad``
composes with ``ivy_core.compile``, ``ivy_core.trace_graph`` and the
frameworks' own transformations.

The frameworks' own autodiff on a function written with ivy_core (item 7):
``torch.autograd.grad`` and ``tf.GradientTape`` take ``Array`` outputs;
``jax.grad`` and ``torch.func.grad`` differentiate a native output only, so
there the function returns ``.data`` (or ``ivy_core.grad`` is used); see
``test_jax_grad_of_a_function_returning_an_array`` for why.
"""

from __future__ import annotations

import collections
import contextvars

import numpy as np
import pytest
from api_helpers import installed_backends

import ivy_core as ivy

BACKENDS = installed_backends()
AUTODIFF = [b for b in BACKENDS if b in ("jax", "torch", "tensorflow")]


@pytest.fixture(params=AUTODIFF or [pytest.param(None, marks=pytest.mark.skip(reason="no autodiff backend"))])
def autodiff(request):
    """Each installed backend with autodiff, in force for the test body."""
    with ivy.using_backend(request.param):
        yield request.param


def rng(seed: int = 0) -> np.random.Generator:
    return np.random.default_rng(seed)


def native_grads(backend: str, fn, arrays: list[np.ndarray]) -> list[np.ndarray]:
    """The framework's own gradient of ``fn(*arrays)`` (an ivy_core function
    returning a 0-d Array) with respect to every array: ``jax.grad``,
    ``torch.autograd.grad`` or ``tf.GradientTape`` on the native value."""
    if backend == "jax":
        import jax
        import jax.numpy as jnp

        def value(*xs):
            return fn(*(ivy.Array(x) for x in xs)).data

        grads = jax.grad(value, argnums=tuple(range(len(arrays))))(*(jnp.asarray(a) for a in arrays))
        return [np.asarray(g) for g in grads]
    if backend == "torch":
        import torch

        ts = [torch.tensor(a, requires_grad=True) for a in arrays]
        out = fn(*(ivy.Array(t) for t in ts)).data
        return [g.numpy() for g in torch.autograd.grad(out, ts)]
    import tensorflow as tf

    vs = [tf.constant(a) for a in arrays]
    with tf.GradientTape() as tape:
        tape.watch(vs)
        out = fn(*(ivy.Array(v) for v in vs)).data
    return [g.numpy() for g in tape.gradient(out, vs, unconnected_gradients=tf.UnconnectedGradients.ZERO)]


def close(got, want, rtol: float = 1e-10) -> None:
    # A NumPy array as it is (the NumPy backend may not be installed).
    value = got if isinstance(got, np.ndarray) else ivy.to_numpy(got)
    np.testing.assert_allclose(value, want, rtol=rtol, atol=1e-12)


# --- the cases ----------------------------------------------------------------------


def polynomial(x):
    return ivy.sum(3.0 * x**3 - 2.0 * x**2 + x - 5.0)


def transcendental(x):
    return ivy.sum(ivy.exp(ivy.tanh(x)) * ivy.log(1.0 + x * x) + ivy.sqrt(ivy.abs(x) + 1.0))


def mlp_loss(w1, b1, w2, x, y):
    h = ivy.tanh(ivy.matmul(x, w1) + b1)
    return ivy.mean((ivy.matmul(h, w2) - y) ** 2)


def cross_entropy(w, x, onehot):
    logits = ivy.matmul(x, w)
    top = ivy.max(logits, axis=-1, keepdims=True)
    logp = logits - top - ivy.log(ivy.sum(ivy.exp(logits - top), axis=-1, keepdims=True))
    return -ivy.mean(ivy.sum(onehot * logp, axis=-1))


def softmax_loss(w, x, onehot):
    return -ivy.mean(ivy.sum(onehot * ivy.log(ivy.softmax(ivy.matmul(x, w), axis=-1)), axis=-1))


def _onehot(n: int, k: int) -> np.ndarray:
    return np.eye(k)[rng(3).integers(0, k, n)]


#: name -> (function, its arguments, argnums)
CASES = {
    "polynomial": (polynomial, lambda: [rng().uniform(-2, 2, (3, 4))], 0),
    "exp_log_tanh": (transcendental, lambda: [rng().uniform(-2, 2, (5,))], 0),
    "mlp": (
        mlp_loss,
        lambda: [rng(1).normal(size=s) for s in ((4, 8), (8,), (8, 2), (6, 4), (6, 2))],
        (0, 1, 2),
    ),
    "cross_entropy": (
        cross_entropy,
        lambda: [rng(2).normal(size=(4, 3)), rng(4).normal(size=(5, 4)), _onehot(5, 3)],
        0,
    ),
    "softmax": (
        softmax_loss,
        lambda: [rng(2).normal(size=(4, 3)), rng(4).normal(size=(5, 4)), _onehot(5, 3)],
        0,
    ),
    "argnums_reversed": (
        mlp_loss,
        lambda: [rng(5).normal(size=s) for s in ((4, 8), (8,), (8, 2), (6, 4), (6, 2))],
        (2, 0),
    ),
}


@pytest.mark.parametrize("case", list(CASES))
def test_grad_equals_the_frameworks_own(autodiff, case):
    fn, make, argnums = CASES[case]
    arrays = make()
    xs = [ivy.asarray(a) for a in arrays]
    got = ivy.grad(fn, argnums=argnums)(*xs)
    want = native_grads(autodiff, fn, arrays)
    if isinstance(argnums, int):
        assert isinstance(got, ivy.Array) and got.backend == autodiff
        assert got.shape == xs[argnums].shape and got.dtype == ivy.float64
        close(got, want[argnums])
    else:
        assert isinstance(got, tuple) and len(got) == len(argnums)
        for g, i in zip(got, argnums, strict=True):
            assert g.shape == xs[i].shape
            close(g, want[i])


def test_value_and_grad(autodiff):
    fn, make, argnums = CASES["mlp"]
    arrays = make()
    xs = [ivy.asarray(a) for a in arrays]
    value, grads = ivy.value_and_grad(fn, argnums=argnums)(*xs)
    assert isinstance(value, ivy.Array) and value.shape == ()
    close(value, float(fn(*xs)))
    want = native_grads(autodiff, fn, arrays)
    for g, i in zip(grads, argnums, strict=True):
        close(g, want[i])


def test_polynomial_against_its_derivative(autodiff):
    x = rng().uniform(-2, 2, (3, 4))
    close(ivy.grad(polynomial)(ivy.asarray(x)), 9 * x**2 - 4 * x + 1)


def test_float32_keeps_its_dtype(autodiff):
    x = np.array([0.5, -1.0, 2.0], dtype=np.float32)
    g = ivy.grad(polynomial)(ivy.asarray(x))
    assert g.dtype == ivy.float32
    np.testing.assert_allclose(ivy.to_numpy(g), 9 * x**2 - 4 * x + 1, rtol=1e-6)


def test_a_dict_of_parameters(autodiff):
    r = rng(6)
    params = {"w": ivy.asarray(r.normal(size=(3, 2))), "b": ivy.asarray(r.normal(size=(2,)))}
    x = ivy.asarray(r.normal(size=(4, 3)))

    def loss(p, x):
        return ivy.sum(ivy.tanh(ivy.matmul(x, p["w"]) + p["b"]) ** 2)

    got = ivy.grad(loss)(params, x)
    assert isinstance(got, dict) and set(got) == {"w", "b"}
    want = native_grads(
        autodiff,
        lambda w, b, x: loss({"w": w, "b": b}, x),
        [ivy.to_numpy(params["w"]), ivy.to_numpy(params["b"]), ivy.to_numpy(x)],
    )
    close(got["w"], want[0])
    close(got["b"], want[1])
    # tuples and lists of parameters keep their type
    pair = ivy.grad(lambda p, x: loss({"w": p[0], "b": p[1]}, x))([params["w"], params["b"]], x)
    assert isinstance(pair, list)
    close(pair[0], want[0])
    named = ivy.grad(lambda p, x: loss({"w": p.w, "b": p.b}, x))(Params(params["w"], params["b"]), x)
    assert isinstance(named, Params)
    close(named.b, want[1])


Params = collections.namedtuple("Params", "w b")


def test_has_aux(autodiff):
    x = ivy.asarray(rng(7).uniform(-1, 1, (4,)))

    def loss(x):
        y = ivy.sin(x)
        return ivy.sum(y**2), {"y": y, "note": "kept"}

    g, aux = ivy.grad(loss, has_aux=True)(x)
    close(g, 2 * np.sin(ivy.to_numpy(x)) * np.cos(ivy.to_numpy(x)))
    assert isinstance(aux["y"], ivy.Array) and aux["note"] == "kept"
    close(aux["y"], np.sin(ivy.to_numpy(x)))
    (value, aux2), g2 = ivy.value_and_grad(loss, has_aux=True)(x)
    close(value, np.sum(np.sin(ivy.to_numpy(x)) ** 2))
    close(g2, ivy.to_numpy(g))
    close(aux2["y"], ivy.to_numpy(aux["y"]))


def test_keyword_and_other_arguments_are_constants(autodiff):
    x = ivy.asarray(np.array([1.0, 2.0]))
    scale = ivy.asarray(np.array([3.0, 5.0]))

    def loss(x, power, *, scale):
        return ivy.sum(scale * x**power)

    close(ivy.grad(loss)(x, 3, scale=scale), 3 * np.array([3.0, 5.0]) * np.array([1.0, 4.0]))


def test_argument_unused_by_the_value_gets_zeros(autodiff):
    x, y = ivy.asarray(np.array([1.0, 2.0])), ivy.asarray(np.array([3.0, 4.0, 5.0]))
    gx, gy = ivy.grad(lambda x, y: ivy.sum(x * x), argnums=(0, 1))(x, y)
    close(gx, [2.0, 4.0])
    close(gy, np.zeros(3))


def test_second_derivative(autodiff):
    x = rng(8).uniform(-2, 2, (5,))

    def f(x):
        return ivy.sum(ivy.sin(x) * x)

    first = ivy.grad(f)
    second = ivy.grad(lambda x: ivy.sum(first(x)))
    close(first(ivy.asarray(x)), np.cos(x) * x + np.sin(x))
    close(second(ivy.asarray(x)), -np.sin(x) * x + 2 * np.cos(x))
    # of a scalar: grad(grad(f)) directly
    s = ivy.asarray(np.array(0.7))
    close(ivy.grad(ivy.grad(lambda t: t**4))(s), 12 * 0.7**2)


def test_native_arrays_in_and_no_backend_set(autodiff):
    """With native arrays and no backend set, the arguments name the backend."""
    native = ivy.asarray(np.array([1.0, -2.0])).data
    # a fresh context: outside the fixture's using_backend block
    g = contextvars.Context().run(lambda: ivy.grad(polynomial)(native))
    assert isinstance(g, ivy.Array) and g.backend == autodiff
    close(g, 9 * np.array([1.0, 4.0]) - 4 * np.array([1.0, -2.0]) + 1)


# --- stop_gradient -------------------------------------------------------------------


def test_stop_gradient_zeroes_a_path(autodiff):
    x = rng(9).uniform(-2, 2, (4,))
    xs = ivy.asarray(x)
    close(ivy.grad(lambda t: ivy.sum(t * ivy.stop_gradient(t)))(xs), x)  # not 2x
    close(ivy.grad(lambda t: ivy.sum(ivy.stop_gradient(t) ** 2))(xs), np.zeros(4))
    close(ivy.grad(lambda t: ivy.sum(t * t.stop_gradient()))(xs), x)  # the method
    want = native_grads(autodiff, lambda t: ivy.sum(t * ivy.stop_gradient(t)), [x])
    close(want[0], x)


def test_stop_gradient_keeps_the_value(backend):
    x = ivy.asarray([1.0, 2.5])
    y = ivy.stop_gradient(x)
    assert isinstance(y, ivy.Array) and y.backend == backend
    assert y.tolist() == [1.0, 2.5] and y.dtype == x.dtype
    i = ivy.stop_gradient(ivy.asarray([1, 2]))  # any dtype
    assert i.tolist() == [1, 2]
    if backend in ("numpy", "dask"):  # no autodiff: nothing to stop
        assert y is x


# --- errors ----------------------------------------------------------------------------


def test_backends_without_autodiff_refuse(backend):
    if backend in AUTODIFF:
        pytest.skip(f"{backend} differentiates")
    x = ivy.asarray([1.0, 2.0])
    for public, fn in (("grad", ivy.grad), ("value_and_grad", ivy.value_and_grad)):
        with pytest.raises(
            NotImplementedError,
            match=rf"ivy_core\.{public} \(backend '{backend}'\).*no automatic "
            r"differentiation.*jax, torch or tensorflow",
        ):
            fn(polynomial)(x)


def test_a_non_scalar_output_is_refused(autodiff):
    x = ivy.asarray(np.array([1.0, 2.0, 3.0]))
    with pytest.raises(ivy.ShapeError, match=rf"ivy_core\.grad \(backend '{autodiff}'\).*0-d.*shape \(3,\)"):
        ivy.grad(lambda t: t * t)(x)
    with pytest.raises(ivy.ShapeError, match=r"shape \(1,\)"):  # size 1 is not 0-d, as in jax
        ivy.grad(lambda t: ivy.sum(t, keepdims=True))(x)
    with pytest.raises(ivy.ShapeError, match=rf"ivy_core\.value_and_grad \(backend '{autodiff}'\)"):
        ivy.value_and_grad(lambda t: t * t)(x)


@pytest.mark.parametrize("dtype", ["int32", "int64", "bool", "complex128"])
def test_inputs_that_are_not_real_floating_are_refused(autodiff, dtype):
    x = ivy.asarray(np.array([1, 0, 1]).astype(dtype))
    with pytest.raises(
        ivy.InvalidDtypeError, match=rf"ivy_core\.grad \(backend '{autodiff}'\): argument 0 has dtype {dtype}"
    ):
        ivy.grad(lambda t: ivy.sum(ivy.astype(t, ivy.float64)))(x)
    # not differentiated: any dtype passes through
    g = ivy.grad(
        lambda w, t: ivy.sum(w * ivy.astype(ivy.real(t) if dtype == "complex128" else t, ivy.float64))
    )(ivy.asarray(np.ones(3)), x)
    close(g, [1.0, 0.0, 1.0])


def test_an_output_that_is_not_real_floating_is_refused(autodiff):
    x = ivy.asarray(np.array([1.5, 2.5]))
    with pytest.raises(ivy.InvalidDtypeError, match=r"returns dtype int64"):
        ivy.grad(lambda t: ivy.sum(ivy.astype(t, ivy.int64)))(x)


def test_misuse_is_named(autodiff):
    x = ivy.asarray(np.array([1.0, 2.0]))
    with pytest.raises(ivy.ArgumentTypeError, match="must return a 0-d floating array"):
        ivy.grad(lambda t: 1.0)(x)
    with pytest.raises(ivy.ArgumentTypeError, match=r"has_aux=True.*pair"):
        ivy.grad(lambda t: ivy.sum(t), has_aux=True)(x)
    with pytest.raises(ivy.ArgumentTypeError, match="positional argument 1.*passes 1"):
        ivy.grad(lambda t, u: ivy.sum(t), argnums=1)(x)
    with pytest.raises(ivy.ArgumentTypeError, match="must hold arrays"):
        ivy.grad(lambda t: t * 2.0)(1.0)
    with pytest.raises(ivy.ArgumentTypeError, match="argnums must be an int or a tuple"):
        ivy.grad(polynomial, argnums="x")
    with pytest.raises(ivy.ArgumentValueError, match="non-negative"):
        ivy.grad(polynomial, argnums=-1)
    with pytest.raises(ivy.ArgumentTypeError, match="fn must be a function"):
        ivy.grad(3)


# --- composition ------------------------------------------------------------------------


def test_compile_of_a_grad_function(autodiff):
    x = rng(10).uniform(-2, 2, (5,))
    g = ivy.compile(ivy.grad(transcendental))
    want = native_grads(autodiff, transcendental, [x])[0]
    close(g(ivy.asarray(x)), want)
    y = x + 0.25  # a second call, same shapes
    close(g(ivy.asarray(y)), native_grads(autodiff, transcendental, [y])[0])


def test_grad_inside_a_compiled_function(autodiff):
    fn, make, argnums = CASES["mlp"]
    arrays = make()
    want = native_grads(autodiff, fn, arrays)

    def step(w1, b1, w2, x, y):
        g1, gb, g2 = ivy.grad(fn, argnums=argnums)(w1, b1, w2, x, y)
        return w1 - 0.1 * g1, b1 - 0.1 * gb, w2 - 0.1 * g2

    new = ivy.compile(step)(*(ivy.asarray(a) for a in arrays))
    for got, i in zip(new, argnums, strict=True):
        close(got, arrays[i] - 0.1 * want[i])


def test_grad_of_a_compiled_function(autodiff):
    x = rng(11).uniform(-2, 2, (5,))
    got = ivy.grad(ivy.compile(transcendental))(ivy.asarray(x))
    close(got, native_grads(autodiff, transcendental, [x])[0])


def test_grad_of_a_traced_graph(autodiff):
    x = rng(12).uniform(-2, 2, (5,))
    graph = ivy.trace_graph(transcendental, ivy.asarray(x))
    g = ivy.grad(graph)
    close(g(ivy.asarray(x)), native_grads(autodiff, transcendental, [x])[0])
    y = x - 0.5
    close(g(ivy.asarray(y)), native_grads(autodiff, transcendental, [y])[0])


def test_trace_graph_of_a_grad_function(autodiff):
    x = rng(13).uniform(-2, 2, (5,))
    if autodiff == "torch":  # autograd's backward pass is below what the torch tracer records
        with pytest.raises(
            ivy.TraceError, match=r"cannot record a gradient on torch.*ivy_core.grad\(graph\)"
        ):
            ivy.trace_graph(ivy.grad(transcendental), ivy.asarray(x))
        return
    graph = ivy.trace_graph(ivy.grad(transcendental), ivy.asarray(x))
    close(graph(ivy.asarray(x)), native_grads(autodiff, transcendental, [x])[0])
    y = x * 0.5
    close(graph(ivy.asarray(y)), native_grads(autodiff, transcendental, [y])[0])


def test_a_graph_of_ivy_core_calls_cannot_hold_a_gradient(autodiff):
    if not ivy.current_backend().runtime.TRACE_LIVE and "numpy" not in [b.name for b in ivy.backends()]:
        pytest.skip("a graph of ivy_core calls is traced on NumPy for this backend; ivy-numpy is not installed")
    x = ivy.asarray(np.array([1.0, 2.0]))
    with pytest.raises(ivy.TraceError, match=r"ivy_core\.grad.*to=None"):
        ivy.trace_graph(ivy.grad(polynomial), x, to="ivy_core")


def test_the_frameworks_transformations_take_a_grad_function(autodiff):
    """jax.jit and vmap, tf.function: per-example gradients by vmap."""
    x = rng(14).uniform(-2, 2, (3, 4))
    per_row = np.stack([native_grads(autodiff, transcendental, [row])[0] for row in x])
    if autodiff == "jax":
        import jax

        close(jax.jit(ivy.grad(transcendental))(ivy.asarray(x)), native_grads("jax", transcendental, [x])[0])
        close(jax.vmap(ivy.grad(transcendental))(ivy.asarray(x)), per_row)
    elif autodiff == "tensorflow":
        import tensorflow as tf

        out = tf.function(ivy.grad(transcendental))(tf.constant(x))
        close(ivy.Array(tf.convert_to_tensor(out)), native_grads("tensorflow", transcendental, [x])[0])
    else:
        import torch

        g = ivy.grad(lambda t: transcendental(t))
        close(ivy.stack([g(ivy.asarray(torch.tensor(row))) for row in x]), per_row)


# --- item 7: the frameworks' own autodiff on a function returning an Array ----------------


def test_jax_grad_of_a_function_returning_an_array():
    """``jax.grad`` differentiates a function whose output is a 0-d jax array
    only: an ``Array`` is a pytree node to jax (so that jit, vmap and grad
    take and return Arrays), not an array, and jax 0.10 refuses both a
    pytree output and ``__jax_array__`` there. The ways that work: the
    native value (``.data``), or ``ivy_core.grad``."""
    if "jax" not in BACKENDS:
        pytest.skip("jax is not installed")
    import jax
    import jax.numpy as jnp

    x = jnp.asarray([0.0, 1.0, 2.0])
    close(jax.grad(lambda t: ivy.sum(t * t).data)(x), [0.0, 2.0, 4.0])
    value, g = jax.value_and_grad(lambda t: ivy.sum(t * t).data)(x)
    close(ivy.Array(value), 5.0)
    close(ivy.grad(lambda t: ivy.sum(t * t))(x), [0.0, 2.0, 4.0])
    close(
        jax.grad(lambda t: ivy.sum(t * t).data)(ivy.asarray(x)), [0.0, 2.0, 4.0]
    )  # an Array in, an Array out
    with pytest.raises(TypeError, match="scalar-output"):  # jax's own refusal; see the docstring
        jax.grad(lambda t: ivy.sum(t * t))(x)


def test_torch_autodiff_of_a_function_returning_an_array():
    """``torch.autograd.grad`` takes an ``Array`` output (through
    ``Array.__torch_function__``); ``torch.func.grad`` checks for a tensor
    and needs ``.data`` (or ``ivy_core.grad``)."""
    if "torch" not in BACKENDS:
        pytest.skip("torch is not installed")
    import torch

    x = torch.tensor([0.0, 1.0, 2.0], dtype=torch.float64)
    close(torch.func.grad(lambda t: ivy.sum(t * t).data)(x), [0.0, 2.0, 4.0])
    xg = x.clone().requires_grad_()
    (g,) = torch.autograd.grad(ivy.sum(xg * xg), xg)
    close(ivy.Array(g), [0.0, 2.0, 4.0])
    close(ivy.grad(lambda t: ivy.sum(t * t))(x), [0.0, 2.0, 4.0])


def test_tensorflow_gradient_tape_with_arrays():
    """``tf.GradientTape`` watches and differentiates ``Array``s (through
    TensorFlow's nest protocol, which ``Array`` answers): the gradient of an
    Array source is an Array."""
    if "tensorflow" not in BACKENDS:
        pytest.skip("tensorflow is not installed")
    import tensorflow as tf

    x = ivy.asarray(tf.constant([0.0, 1.0, 2.0], dtype=tf.float64))
    with tf.GradientTape() as tape:
        tape.watch(x)
        out = ivy.sum(x * x)
    g = tape.gradient(out, x)
    assert isinstance(g, ivy.Array)
    close(g, [0.0, 2.0, 4.0])
    close(ivy.grad(lambda t: ivy.sum(t * t))(x), [0.0, 2.0, 4.0])
