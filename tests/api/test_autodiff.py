"""Gradients through ivy_core functions equal the framework's own.

For the conformance kit's elementwise and reduction cases with float
results, the gradient of ``sum(f(x))`` taken by the framework's autodiff
(``torch.autograd``, ``jax.grad``, ``tf.GradientTape``) through the ivy_core
function equals the gradient through the backend's native function, in
float64 on inputs drawn from the case's domain. A function the framework
does not differentiate (``tf.floor``: no gradient; torch's floor_divide:
an error) gives no gradient (the same error) through ivy_core either.
"""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import installed_backends
from ivy_core._plugins import _registry
from ivy_core.testing.cases import CASES

import ivy_core as ivy

DIFFERENTIABLE = [
    c
    for c in CASES
    if c.family in ("unary", "binary", "reduction")
    and c.result in ("same", "float", "real", "sum")
    and "float" in c.kinds
]
AUTODIFF = [b for b in installed_backends() if b in ("torch", "jax", "tensorflow")]


def _inputs(case, n: int) -> list[np.ndarray]:
    rng = np.random.default_rng(abs(hash(case.id)) % 2**32)
    lo, hi = case.domain
    lo, hi = max(lo, -3.0), min(hi, 3.0)
    out = []
    for i in range(n):
        x = rng.uniform(lo, hi, (3, 4))
        if case.nonzero_second and i == 1:
            x = np.where(np.abs(x) < 0.25, 0.5, x)
        out.append(x)
    return out


def _grads(backend: str, fn, arrays: list[np.ndarray]) -> list[np.ndarray | None]:
    """The gradient of sum(fn(*arrays)) with respect to each array."""
    if backend == "torch":
        import torch

        ts = [torch.tensor(a, requires_grad=True) for a in arrays]
        out = fn(*ts)
        out = out.data if isinstance(out, ivy.Array) else out
        grads = torch.autograd.grad(out.sum(), ts, allow_unused=True)
        return [None if g is None else g.numpy() for g in grads]
    if backend == "jax":
        import jax
        import jax.numpy as jnp

        def total(*xs):
            out = fn(*xs)
            return jnp.sum(out.data if isinstance(out, ivy.Array) else out)

        grads = jax.grad(total, argnums=tuple(range(len(arrays))))(*(jnp.asarray(a) for a in arrays))
        return [np.asarray(g) for g in grads]
    import tensorflow as tf

    vs = [tf.constant(a) for a in arrays]
    with tf.GradientTape() as tape:
        for v in vs:
            tape.watch(v)
        out = fn(*vs)
        out = tf.reduce_sum(out.data if isinstance(out, ivy.Array) else out)
    return [None if g is None else g.numpy() for g in tape.gradient(out, vs)]


@pytest.mark.parametrize("backend_name", AUTODIFF)
@pytest.mark.parametrize("case", DIFFERENTIABLE, ids=[c.id for c in DIFFERENTIABLE])
def test_gradient_equals_native(backend_name, case):
    b = _registry.load(backend_name)
    impl = b.impls.get(case.name)
    if impl is None:
        pytest.skip(f"{case.name} is compositional on {backend_name}")
    n = 2 if case.family == "binary" else 1
    arrays = _inputs(case, n)
    extra = {"axis": 0, "keepdims": False} if case.family == "reduction" else {}
    extra.update(case.kwargs)
    native_extra = dict(extra)
    if case.result == "sum":  # the implementation takes the resolved dtype
        native_extra["dtype"] = b.to_native[ivy.float64]
    public = getattr(ivy, case.name)

    def through_ivy(*xs):
        return public(*xs, **extra)

    def native(*xs):
        return impl(*xs, **native_extra)

    try:
        want = _grads(backend_name, native, arrays)
    except Exception as exc:  # the framework does not differentiate it: nor does ivy_core
        with pytest.raises(type(exc)):
            _grads(backend_name, through_ivy, arrays)
        return
    got = _grads(backend_name, through_ivy, arrays)
    for g, w in zip(got, want, strict=True):
        if w is None:  # the framework does not differentiate it
            assert g is None
            continue
        assert g is not None
        np.testing.assert_allclose(g, w, rtol=1e-12, atol=1e-12, err_msg=f"{case.id} on {backend_name}")


@pytest.mark.parametrize("backend_name", AUTODIFF)
def test_gradient_of_a_composed_function(backend_name):
    """The issue's example: matmul, a Python scalar, an operator and a
    reduction in one function, with no backend set."""
    rng = np.random.default_rng(1)
    x, w = rng.normal(size=(3, 4)), rng.normal(size=(4, 2))

    def through_ivy(x, w):
        return ivy.sum(ivy.tanh(ivy.matmul(x, w) + 1.0) ** 2, axis=-1)

    ref = (1.0 - np.tanh(x @ w + 1.0) ** 2) * 2 * np.tanh(x @ w + 1.0)
    gx, gw = _grads(backend_name, through_ivy, [x, w])
    np.testing.assert_allclose(gx, ref @ w.T, rtol=1e-10)
    np.testing.assert_allclose(gw, x.T @ ref, rtol=1e-10)
