"""Whole programs written with ivy_core, next to the same programs written
natively, eagerly and as traced graphs.

Four programs, each written once with ivy_core functions and once by hand
with the framework's own (NumPy, PyTorch), on float32 data:

- ``mlp``: a 3-layer perceptron forward, 64 -> 128 -> 128 -> 10 (matmul,
  add, relu);
- ``attention``: single-head attention ``softmax(q k^T / sqrt(d)) v`` over
  16 positions of width 32 (softmax written out: max, exp, sum, divide);
- ``layernorm``: ``(x - mean) / sqrt(var + eps) * g + b`` over 256 features;
- ``kmeans``: one k-means step over points of 8 features and 4 centroids
  (squared distances, argmin, one-hot, per-centroid means).

Each runs at batch 8 and 256, eager ivy_core and native calls interleaved in
one process per backend (frameworks loaded together compete for threads).
Times are the minimum over alternating batches of calls (the machine is
shared: the minimum is the least disturbed). Printed per program, backend
and batch:

- ``eager``: the ivy_core program on ``Array``s (backend set globally)
  next to the native one on native arrays;
- ``graph``: the program traced with ``ivy_core.trace_graph`` and called
  with the same ``Array``s, next to the native one; and ``graph call
  overhead``: the graph call minus its replayed body (the generated replay
  function called directly on the native arrays).

    python benchmarks/programs.py                 # numpy and torch
    python benchmarks/programs.py numpy           # some of them
    python benchmarks/programs.py --quick

Targets (issue 24): eager programs at most 1.15x native at batch 8; a
graph call at most 0.5 us over its replayed body, so a replay at most 1.01x
the hand-written function at batch 8. Numbers are printed, never asserted.
"""

from __future__ import annotations

import math
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import ivy_core as ivy

KNOWN = ("numpy", "torch")
BATCHES = (8, 256)
EPS = 1e-5


# -- the programs, written once with ivy_core -------------------------------------


def mlp(x: Any, w1: Any, b1: Any, w2: Any, b2: Any, w3: Any, b3: Any) -> Any:
    h = ivy.relu(ivy.matmul(x, w1) + b1)
    h = ivy.relu(ivy.matmul(h, w2) + b2)
    return ivy.matmul(h, w3) + b3


def attention(q: Any, k: Any, v: Any) -> Any:
    s = ivy.matmul(q, ivy.matrix_transpose(k)) * (1.0 / math.sqrt(q.shape[-1]))
    e = ivy.exp(s - ivy.max(s, axis=-1, keepdims=True))
    return ivy.matmul(e / ivy.sum(e, axis=-1, keepdims=True), v)


def layernorm(x: Any, g: Any, b: Any) -> Any:
    mu = ivy.mean(x, axis=-1, keepdims=True)
    var = ivy.var(x, axis=-1, keepdims=True)
    return (x - mu) / ivy.sqrt(var + EPS) * g + b


def kmeans(x: Any, c: Any) -> Any:
    # New axes by indexing, as the native versions add them (``expand_dims``
    # is a function call where ``x[:, None]`` is a view).
    d = ivy.sum((x[:, None, :] - c[None, :, :]) ** 2, axis=-1)
    assign = ivy.argmin(d, axis=1)
    onehot = ivy.astype(assign[:, None] == ivy.arange(c.shape[0]), ivy.float32)
    counts = ivy.maximum(ivy.sum(onehot, axis=0), 1.0)
    return assign, (onehot.mT @ x) / counts[:, None]


PROGRAMS: dict[str, Callable[..., Any]] = {
    "mlp": mlp,
    "attention": attention,
    "layernorm": layernorm,
    "kmeans": kmeans,
}


def data(name: str, batch: int) -> list[np.ndarray]:
    """The program's arguments as NumPy arrays."""
    rng = np.random.default_rng(0)
    shapes = {
        "mlp": [(batch, 64), (64, 128), (128,), (128, 128), (128,), (128, 10), (10,)],
        "attention": [(batch, 16, 32)] * 3,
        "layernorm": [(batch, 256), (256,), (256,)],
        "kmeans": [(batch, 8), (4, 8)],
    }[name]
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


# -- the same programs by hand ----------------------------------------------------


def natives(backend: str) -> dict[str, Callable[..., Any]]:
    if backend == "numpy":
        return _numpy_programs()
    if backend == "torch":
        return _torch_programs()
    raise ValueError(f"no hand-written programs for {backend!r}")


def _numpy_programs() -> dict[str, Callable[..., Any]]:
    def np_mlp(x: Any, w1: Any, b1: Any, w2: Any, b2: Any, w3: Any, b3: Any) -> Any:
        h = np.maximum(x @ w1 + b1, 0)
        h = np.maximum(h @ w2 + b2, 0)
        return h @ w3 + b3

    def np_attention(q: Any, k: Any, v: Any) -> Any:
        s = (q @ np.swapaxes(k, -1, -2)) * np.float32(1.0 / math.sqrt(q.shape[-1]))
        e = np.exp(s - s.max(axis=-1, keepdims=True))
        return (e / e.sum(axis=-1, keepdims=True)) @ v

    def np_layernorm(x: Any, g: Any, b: Any) -> Any:
        mu = x.mean(axis=-1, keepdims=True)
        var = x.var(axis=-1, keepdims=True)
        return (x - mu) / np.sqrt(var + np.float32(EPS)) * g + b

    def np_kmeans(x: Any, c: Any) -> Any:
        d = ((x[:, None, :] - c[None, :, :]) ** 2).sum(axis=-1)
        assign = d.argmin(axis=1)
        onehot = (assign[:, None] == np.arange(c.shape[0])).astype(np.float32)
        counts = np.maximum(onehot.sum(axis=0), np.float32(1.0))
        return assign, (onehot.T @ x) / counts[:, None]

    return {"mlp": np_mlp, "attention": np_attention, "layernorm": np_layernorm, "kmeans": np_kmeans}


def _torch_programs() -> dict[str, Callable[..., Any]]:
    import torch

    def t_mlp(x: Any, w1: Any, b1: Any, w2: Any, b2: Any, w3: Any, b3: Any) -> Any:
        h = torch.relu(x @ w1 + b1)
        h = torch.relu(h @ w2 + b2)
        return h @ w3 + b3

    def t_attention(q: Any, k: Any, v: Any) -> Any:
        s = (q @ k.transpose(-1, -2)) * (1.0 / math.sqrt(q.shape[-1]))
        e = torch.exp(s - s.amax(dim=-1, keepdim=True))
        return (e / e.sum(dim=-1, keepdim=True)) @ v

    def t_layernorm(x: Any, g: Any, b: Any) -> Any:
        mu = x.mean(dim=-1, keepdim=True)
        var = x.var(dim=-1, keepdim=True, correction=0)
        return (x - mu) / torch.sqrt(var + EPS) * g + b

    def t_kmeans(x: Any, c: Any) -> Any:
        d = ((x[:, None, :] - c[None, :, :]) ** 2).sum(dim=-1)
        assign = d.argmin(dim=1)
        onehot = (assign[:, None] == torch.arange(c.shape[0])).to(torch.float32)
        counts = torch.clamp(onehot.sum(dim=0), min=1.0)
        return assign, (onehot.T @ x) / counts[:, None]

    return {"mlp": t_mlp, "attention": t_attention, "layernorm": t_layernorm, "kmeans": t_kmeans}


# -- timing -----------------------------------------------------------------------


def _min_us(calls: list[Callable[[], Any]], budget_s: float) -> list[float]:
    """Minimum microseconds per call of each of ``calls``, measured in
    alternating batches for ``budget_s`` seconds."""
    for _ in range(3):  # warm up (allocator, caches)
        for c in calls:
            c()
    t0 = time.perf_counter()
    calls[-1]()
    once = max(time.perf_counter() - t0, 1e-7)
    number = max(1, min(5000, int(0.005 / once)))
    best = [math.inf] * len(calls)
    deadline = time.perf_counter() + budget_s
    rounds = 0
    while time.perf_counter() < deadline or rounds < 5:
        rounds += 1
        for i, c in enumerate(calls):
            t0 = time.perf_counter()
            for _ in range(number):
                c()
            best[i] = min(best[i], (time.perf_counter() - t0) / number)
    return [b * 1e6 for b in best]


def _same(ours: Any, theirs: Any) -> None:
    """Check that the ivy_core program computes what the native one does."""
    ours = ours if isinstance(ours, tuple) else (ours,)
    theirs = theirs if isinstance(theirs, tuple) else (theirs,)
    for a, b in zip(ours, theirs, strict=True):
        a = np.asarray(a.data.cpu() if hasattr(a.data, "cpu") else a.data) if isinstance(a, ivy.Array) else a
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-4, atol=1e-4)


def bench_backend(backend: str, budget_s: float) -> list[tuple[str, int, float, float, float, float]]:
    """(program, batch, eager us, graph us, body us, native us) per case."""
    rows = []
    hand = natives(backend)
    ivy.set_backend(backend)  # the global backend: the common way to run
    try:
        for name, program in PROGRAMS.items():
            native = hand[name]
            for batch in BATCHES:
                arrays = [ivy.asarray(a) for a in data(name, batch)]
                nats = [a.data for a in arrays]
                graph = ivy.trace_graph(program, *arrays)
                _same(program(*arrays), native(*nats))
                _same(graph(*arrays), native(*nats))
                body = graph._last.replay  # the generated replay function itself
                eager_us, graph_us, body_us, native_us = _min_us(
                    [lambda f=program, a=arrays: f(*a), lambda f=graph, a=arrays: f(*a),
                     lambda f=body, a=nats: f(*a), lambda f=native, a=nats: f(*a)],
                    budget_s,
                )  # fmt: skip
                rows.append((name, batch, eager_us, graph_us, body_us, native_us))
    finally:
        ivy.previous_backend()
    return rows


def main(argv: list[str]) -> None:
    budget = 0.3 if "--quick" in argv else 1.5
    if "--one" in argv:
        backend = argv[argv.index("--one") + 1]
        for name, batch, e, g, body, n in bench_backend(backend, budget):
            print(f"{name},{backend},{batch},{e},{g},{body},{n}", flush=True)
        return
    installed = [b.name for b in ivy.backends()]
    wanted = [a for a in argv if not a.startswith("-")] or [b for b in KNOWN if b in installed]
    rows: list[list[Any]] = []
    for backend in wanted:
        if backend not in installed:
            print(f"{backend}: not installed")
            continue
        extra = ["--quick"] if "--quick" in argv else []
        out = subprocess.run(
            [sys.executable, __file__, "--one", backend, *extra], capture_output=True, text=True, check=True
        )
        for line in out.stdout.splitlines():
            name, b, batch, *times = line.split(",")
            rows.append([name, b, int(batch), *map(float, times)])
    head = (
        f"{'program':<11}{'backend':<8}{'batch':>6}{'ivy us':>10}{'native us':>11}{'ratio':>7}"
        f"{'graph us':>10}{'ratio':>7}{'body us':>9}{'graph call overhead us':>24}"
    )
    print(head)
    for name, b, batch, e, g, body, n in rows:
        print(
            f"{name:<11}{b:<8}{batch:>6}{e:>10.2f}{n:>11.2f}{e / n:>7.3f}{g:>10.2f}{g / n:>7.3f}{body:>9.2f}"
            f"{g - body:>24.2f}"
        )
    print()
    for b in wanted:
        mine = [r for r in rows if r[1] == b]
        if not mine:
            continue
        small = [r for r in mine if r[2] == BATCHES[0]]
        worst_eager = max(small, key=lambda r: r[3] / r[6])
        worst_graph = max(small, key=lambda r: r[4] / r[6])
        over = [r[4] - r[5] for r in mine]
        print(
            f"{b}: batch {BATCHES[0]}: eager worst {worst_eager[3] / worst_eager[6]:.3f}x ({worst_eager[0]}; "
            f"target <= 1.15x), graph worst {worst_graph[4] / worst_graph[6]:.3f}x ({worst_graph[0]}; target <= 1.01x); "
            f"graph call overhead {min(over):.2f}..{max(over):.2f} us (target <= 0.5 us)"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
