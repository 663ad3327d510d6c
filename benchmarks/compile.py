"""ivy_core inside the frameworks' compilers, next to the native compiler.

A 20-op elementwise function (sin, cos, mul, add, exp, sub, tanh, sqrt,
abs, sigmoid, div, relu, log1p) written once with ivy_core and once natively
per framework, on float32 arrays of shape (4,), (8,) (batch 8: the per-call
cost, where the compilers' own dispatch dominates) and (512, 512). Prints,
per backend and shape, the time per call of:

- eager ivy_core next to the eager native function (ratio);
- ``ivy_core.compile`` of the ivy_core function next to the framework's
  compiler applied to the native function (``jax.jit``, ``torch.compile``,
  ``tf.function(jit_compile=True)``); target at most 1.05x. NumPy has no
  compiler (``ivy_core.compile`` returns the function): its row compares
  eager code.

Both sides of a row are timed in alternating rounds and each keeps its
fastest round (the machine's noise only ever adds time).

    python benchmarks/compile.py                 # every installed backend
    python benchmarks/compile.py jax torch       # some of them

Numbers are printed, never asserted.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import ivy_core as ivy

KNOWN = ("numpy", "torch", "jax", "tensorflow")
SHAPES = ((4,), (8,), (512, 512))


def ivy_fn(x: Any, y: Any) -> Any:
    """20 elementwise ops written with ivy_core."""
    a = ivy.sin(x) * ivy.cos(y)
    b = ivy.exp(-ivy.abs(a)) + ivy.tanh(x - y)
    c = ivy.sqrt(ivy.abs(b) + 1.0)
    d = ivy.sigmoid(c) / (ivy.relu(a) + 1.0)
    e = ivy.log1p(ivy.abs(d * b)) - ivy.tanh(c)
    return ivy.relu(e) * 0.5 + ivy.sin(d)


def native_fn(backend: str) -> tuple[Callable[..., Any], Callable[..., Any], Callable[[Any], Any]]:
    """(native function, native compiler, block until done) of ``backend``."""
    if backend == "numpy":

        def f(x: Any, y: Any) -> Any:
            a = np.sin(x) * np.cos(y)
            b = np.exp(-np.abs(a)) + np.tanh(x - y)
            c = np.sqrt(np.abs(b) + np.float32(1.0))
            d = (1 / (1 + np.exp(-c))) / (np.maximum(a, 0) + np.float32(1.0))
            e = np.log1p(np.abs(d * b)) - np.tanh(c)
            return np.maximum(e, 0) * np.float32(0.5) + np.sin(d)

        return f, lambda g: g, lambda r: r
    if backend == "torch":
        import torch

        def f(x: Any, y: Any) -> Any:
            a = torch.sin(x) * torch.cos(y)
            b = torch.exp(-torch.abs(a)) + torch.tanh(x - y)
            c = torch.sqrt(torch.abs(b) + 1.0)
            d = torch.sigmoid(c) / (torch.relu(a) + 1.0)
            e = torch.log1p(torch.abs(d * b)) - torch.tanh(c)
            return torch.relu(e) * 0.5 + torch.sin(d)

        return f, torch.compile, lambda r: r
    if backend == "jax":
        import jax
        import jax.numpy as jnp

        def f(x: Any, y: Any) -> Any:
            a = jnp.sin(x) * jnp.cos(y)
            b = jnp.exp(-jnp.abs(a)) + jnp.tanh(x - y)
            c = jnp.sqrt(jnp.abs(b) + 1.0)
            d = jax.nn.sigmoid(c) / (jax.nn.relu(a) + 1.0)
            e = jnp.log1p(jnp.abs(d * b)) - jnp.tanh(c)
            return jax.nn.relu(e) * 0.5 + jnp.sin(d)

        return f, jax.jit, lambda r: r.block_until_ready()
    if backend == "tensorflow":
        import tensorflow as tf

        def f(x: Any, y: Any) -> Any:
            a = tf.sin(x) * tf.cos(y)
            b = tf.exp(-tf.abs(a)) + tf.tanh(x - y)
            c = tf.sqrt(tf.abs(b) + 1.0)
            d = tf.sigmoid(c) / (tf.nn.relu(a) + 1.0)
            e = tf.math.log1p(tf.abs(d * b)) - tf.tanh(c)
            return tf.nn.relu(e) * 0.5 + tf.sin(d)

        return f, lambda g: tf.function(g, jit_compile=True), lambda r: r
    raise ValueError(backend)


def _per_call_us(fns: tuple[Callable[[], Any], ...], budget: float) -> list[float]:
    """The fastest time per call of each of ``fns`` over rounds that
    alternate between them for about ``budget`` seconds."""
    inner = []
    for fn in fns:
        fn()
        n, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < 0.02:
            fn()
            n += 1
        per = (time.perf_counter() - t0) / max(1, n)
        inner.append(max(1, int(0.005 / max(per, 1e-9))))
    best = [float("inf")] * len(fns)
    end = time.perf_counter() + budget
    rounds = 0
    while time.perf_counter() < end or rounds < 5:
        for i, fn in enumerate(fns):
            t = time.perf_counter()
            for _ in range(inner[i]):
                fn()
            best[i] = min(best[i], (time.perf_counter() - t) / inner[i])
        rounds += 1
    return [b * 1e6 for b in best]


def run(backend: str, budget: float) -> None:
    native, compiler, sync = native_fn(backend)
    ivy.set_backend(backend)
    try:
        compiled_ivy = ivy.compile(ivy_fn)
        compiled_native = compiler(native)
        rng = np.random.default_rng(0)
        for shape in SHAPES:
            xs = [ivy.asarray(rng.uniform(0.1, 1.0, shape).astype(np.float32)) for _ in range(2)]
            nx, ny = (a.data for a in xs)
            x, y = xs
            np.testing.assert_allclose(
                np.asarray(compiled_ivy(x, y)), np.asarray(compiled_native(nx, ny)), rtol=1e-5, atol=1e-6
            )
            rows = (
                ("eager", ivy_fn, native),
                ("compiled", compiled_ivy, compiled_native),
            )
            for mode, ours, natives in rows:

                def mine(f: Any = ours, x: Any = x, y: Any = y) -> Any:
                    return sync(f(x, y).data)

                def theirs(f: Any = natives, x: Any = nx, y: Any = ny) -> Any:
                    return sync(f(x, y))

                a, b = _per_call_us((mine, theirs), 2 * budget)
                size = "x".join(map(str, shape))
                print(f"{backend:<11}{mode:<10}{size:<10}{a:>12.2f}{b:>12.2f}{a / b:>9.3f}", flush=True)
    finally:
        ivy.unset_backend()


def main(argv: list[str], runner: Callable[[str, float], None] = run, extra: str = "") -> None:
    """Run ``runner(backend, budget)`` for the backends named in ``argv``
    (every installed one by default) under a header ending in ``extra``
    (``benchmarks/trace.py`` shares this)."""
    budget = 0.5 if "--quick" in argv else 1.5
    installed = {b.name for b in ivy.backends()}
    wanted = [a for a in argv if not a.startswith("-")] or [b for b in KNOWN if b in installed]
    print(f"{'backend':<11}{'mode':<10}{'shape':<10}{'ivy us':>12}{'native us':>12}{'ratio':>9}{extra}")
    for backend in wanted:
        if backend not in installed:
            print(f"{backend}: not installed, skipped")
            continue
        runner(backend, budget)


if __name__ == "__main__":
    main(sys.argv[1:])
