"""A NumPy model transpiled to JAX and compiled, next to the same model
written in JAX by hand and ``jax.jit``-ed (issue 27's target: within 1.1x).

The model is a transformer-style block in plain NumPy: layer norm, single-
head self-attention (softmax with the max subtracted), a residual, and a
two-layer MLP with ReLU. ``ivy_core.transpile(block, source="numpy",
to="jax", backend_compile=True)`` gives a graph whose replay ``jax.jit``
compiles; the hand-written block is the same arithmetic in ``jax.numpy``
under ``jax.jit``. Both take and return JAX arrays. Sizes: a small one
(4 tokens of width 16: the per-call cost, where dispatch dominates) and a
larger one (128 tokens of width 256).

Both sides are timed in alternating rounds; each keeps its fastest round
(noise only ever adds time). Also printed: ``ivy_core.compile`` of the
transpiled graph (the other way to compile it), the transpiled graph
uncompiled (one jitted primitive per call), and the same block written in
torch, transpiled from torch to JAX and jitted.

    JAX_ENABLE_X64=1 python benchmarks/transpile.py [--quick]

Numbers are printed, never asserted.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import ivy_core as ivy

SIZES = ((4, 16), (128, 256))


def block_numpy(x: Any, g: Any, b: Any, wq: Any, wk: Any, wv: Any, w1: Any, w2: Any) -> Any:
    """A transformer-style block in NumPy."""
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + 1e-5) * g + b
    q, k, v = h @ wq, h @ wk, h @ wv
    s = q @ k.T / np.float32(np.sqrt(q.shape[-1]))
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    x = x + (e / e.sum(axis=-1, keepdims=True)) @ v
    return x + np.maximum(x @ w1, 0.0) @ w2


def block_torch(x: Any, g: Any, b: Any, wq: Any, wk: Any, wv: Any, w1: Any, w2: Any) -> Any:
    """The same block in torch."""
    import torch

    mu = x.mean(dim=-1, keepdim=True)
    var = ((x - mu) ** 2).mean(dim=-1, keepdim=True)
    h = (x - mu) / torch.sqrt(var + 1e-5) * g + b
    q, k, v = h @ wq, h @ wk, h @ wv
    s = q @ k.T / float(np.sqrt(q.shape[-1]))
    e = torch.exp(s - s.amax(dim=-1, keepdim=True))
    x = x + (e / e.sum(dim=-1, keepdim=True)) @ v
    return x + torch.relu(x @ w1) @ w2


def block_jax() -> Callable[..., Any]:
    """The same block in ``jax.numpy``, under ``jax.jit``."""
    import jax
    import jax.numpy as jnp

    def block(x: Any, g: Any, b: Any, wq: Any, wk: Any, wv: Any, w1: Any, w2: Any) -> Any:
        mu = x.mean(axis=-1, keepdims=True)
        var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
        h = (x - mu) / jnp.sqrt(var + 1e-5) * g + b
        q, k, v = h @ wq, h @ wk, h @ wv
        s = q @ k.T / jnp.float32(np.sqrt(q.shape[-1]))
        e = jnp.exp(s - s.max(axis=-1, keepdims=True))
        x = x + (e / e.sum(axis=-1, keepdims=True)) @ v
        return x + jnp.maximum(x @ w1, 0.0) @ w2

    return jax.jit(block)


def inputs(tokens: int, width: int) -> tuple[np.ndarray, ...]:
    r = np.random.default_rng(0)

    def f(*shape: int) -> np.ndarray:
        return (r.standard_normal(shape) / np.sqrt(shape[0])).astype(np.float32)

    return (f(tokens, width), 1 + f(width), f(width), f(width, width), f(width, width), f(width, width),
            f(width, 4 * width), f(4 * width, width))  # fmt: skip


def best(fns: list[Callable[[], Any]], rounds: int, calls: int) -> list[float]:
    """The fastest round of each function, alternating, in us per call."""
    out = [float("inf")] * len(fns)
    for _ in range(rounds):
        for i, fn in enumerate(fns):
            t = time.perf_counter()
            for _ in range(calls):
                fn()
            out[i] = min(out[i], (time.perf_counter() - t) / calls * 1e6)
    return out


def main() -> None:
    import jax

    quick = "--quick" in sys.argv
    hand = block_jax()
    print(f"jax {jax.__version__}, device {jax.devices()[0]}; us per call, fastest of alternating rounds")
    print(f"{'tokens x width':>15} {'jax.jit by hand':>16} {'transpiled+jit':>15} {'ratio':>6} "
          f"{'ivy.compile':>12} {'ratio':>6} {'uncompiled':>11} {'from torch':>11} {'ratio':>6}")  # fmt: skip
    for tokens, width in SIZES:
        args = inputs(tokens, width)
        jargs = tuple(jax.numpy.asarray(a) for a in args)
        compiled = ivy.transpile(block_numpy, source="numpy", to="jax", args=args, backend_compile=True)
        plain = ivy.transpile(block_numpy, source="numpy", to="jax", args=args)
        via_compile = ivy.compile(plain, backend="jax")
        expected = block_numpy(*args)
        for f in (hand, compiled, plain):
            np.testing.assert_allclose(np.asarray(f(*jargs)), expected, rtol=2e-3, atol=2e-3)
        via_compile(*jargs)
        from_torch = None
        if "torch" in [b.name for b in ivy.backends()]:
            import torch

            targs = tuple(torch.from_numpy(a) for a in args)
            from_torch = ivy.transpile(
                block_torch, source="torch", to="jax", args=targs, backend_compile=True
            )
            np.testing.assert_allclose(np.asarray(from_torch(*jargs)), expected, rtol=2e-3, atol=2e-3)

        def run(f: Callable[..., Any], a: tuple[Any, ...] = jargs) -> Callable[[], Any]:
            return lambda: f(*a).block_until_ready()

        def run_array(f: Callable[..., Any], a: tuple[Any, ...] = jargs) -> Callable[[], Any]:
            return lambda: f(*a)._data.block_until_ready()

        # Many short rounds: on a shared machine a round is often slowed, and
        # the fastest of many is what each side costs.
        small = width < 64
        calls = 50 if small else 5
        rounds = (40 if small else 12) // (4 if quick else 1)
        timed = [run(hand), run(compiled), run_array(via_compile)] + ([run(from_torch)] if from_torch else [])
        h, c, v, *t = best(timed, rounds, calls)
        (u,) = best([run(plain)], 3, max(calls // 4, 2))
        torch_cols = f" {t[0]:11.1f} {t[0] / h:6.2f}" if t else ""
        print(
            f"{f'{tokens} x {width}':>15} {h:16.1f} {c:15.1f} {c / h:6.2f} {v:12.1f} {v / h:6.2f} {u:11.1f}"
            + torch_cols
        )


if __name__ == "__main__":
    main()
