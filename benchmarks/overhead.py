"""Per-call overhead of ivy_core next to the native framework call.

For each installed backend, times ivy_core calls on float32 ``Array``s of
shape (4,) and (512, 512) against the same native call on the wrapped arrays, interleaved in one process, and prints the median
per-call time, the overhead in microseconds and the ratio. Also times
``import ivy_core`` in fresh interpreters.

    python benchmarks/overhead.py                 # every installed backend
    python benchmarks/overhead.py numpy torch     # some of them

Cases: ``add``, ``sum``, ``matmul`` (functions), ``x+y`` (an operator),
``x+1.0`` and ``2*x`` (an array with a Python scalar), and, marked ``*``,
``add``/``x+1.0`` with no backend set (inferred from the arguments).

Targets (issue 10): at most +0.3 us on NumPy and PyTorch for the functions
on small arrays; an array with a Python scalar at most +0.5 us; operators
within 0.1 us of the function; no backend set within 0.1 us of a set one; at
most 1.02x on JAX, TensorFlow and every large array; import under 30 ms.
Numbers are printed, never asserted.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import ivy_core as ivy


def _natives(backend: str) -> dict[str, Callable[..., Any]]:
    """The native call a user would write instead of each ivy_core call."""
    if backend == "numpy":
        import numpy as np

        return {"add": np.add, "sum": np.sum, "matmul": np.matmul, "sync": lambda r: r}
    if backend == "torch":
        import torch

        return {"add": torch.add, "sum": torch.sum, "matmul": torch.matmul, "sync": lambda r: r}
    if backend == "jax":
        import jax.numpy as jnp

        return {
            "add": jnp.add, "sum": jnp.sum, "matmul": jnp.matmul,
            "sync": lambda r: r.block_until_ready(),
        }  # fmt: skip
    if backend == "tensorflow":
        import tensorflow as tf

        return {"add": tf.add, "sum": tf.reduce_sum, "matmul": _tf_matmul(tf), "sync": lambda r: r}
    raise ValueError(backend)


def _tf_matmul(tf: Any) -> Callable[..., Any]:
    def matmul(a: Any, b: Any) -> Any:
        # tf.matmul needs rank >= 2; 1-D @ 1-D is a dot product natively.
        if len(a.shape) == 1:
            return tf.tensordot(a, b, 1)
        return tf.linalg.matmul(a, b)

    return matmul


def _time_pair(
    ivy_call: Callable[[], Any], native_call: Callable[[], Any], sync: Callable[[Any], Any], budget_s: float
) -> tuple[float, float]:
    """Median seconds per call of each, measured in alternating batches."""
    for _ in range(3):  # warm up (jit caches, allocator)
        sync(ivy_call())
        sync(native_call())
    t0 = time.perf_counter()
    sync(native_call())
    once = max(time.perf_counter() - t0, 1e-7)
    number = max(1, min(20000, int(0.01 / once)))
    ivy_times: list[float] = []
    native_times: list[float] = []
    deadline = time.perf_counter() + budget_s
    while time.perf_counter() < deadline or len(ivy_times) < 7:
        for call, out in ((ivy_call, ivy_times), (native_call, native_times)):
            t0 = time.perf_counter()
            for _ in range(number):
                r = call()
            sync(r)
            out.append((time.perf_counter() - t0) / number)
    return statistics.median(ivy_times), statistics.median(native_times)


def bench_backend(backend: str, budget_s: float) -> list[tuple[str, str, float, float]]:
    rows = []
    nat = _natives(backend)
    sync = nat["sync"]

    def run(name: str, shape: tuple[int, ...], ivy_call: Callable[[], Any], native_call: Callable[[], Any]) -> None:
        unwrap = lambda r, s=sync: s(r.data if isinstance(r, ivy.Array) else r)  # noqa: E731
        ti, tn = _time_pair(ivy_call, native_call, unwrap, budget_s)
        rows.append((name, "x".join(map(str, shape)), ti, tn))

    ivy.set_backend(backend)  # the global backend: the common way to run
    try:
        for shape in ((4,), (512, 512)):
            x = ivy.ones(shape, dtype="float32")
            y = ivy.ones(shape, dtype="float32")
            nx, ny = x.data, y.data
            add, total, matmul = nat["add"], nat["sum"], nat["matmul"]
            # Both sides call a function bound to a local name: the same
            # cost of getting to the call.
            run("add", shape, lambda x=x, y=y, f=ivy.add: f(x, y), lambda a=nx, b=ny, f=add: f(a, b))
            run("sum", shape, lambda x=x, f=ivy.sum: f(x), lambda a=nx, f=total: f(a))
            run("matmul", shape, lambda x=x, y=y, f=ivy.matmul: f(x, y), lambda a=nx, b=ny, f=matmul: f(a, b))
            if shape == (4,):
                # Operators, and an array with a Python scalar (native: the
                # framework's own operator on its own array).
                run("x+y", shape, lambda x=x, y=y: x + y, lambda a=nx, b=ny: a + b)
                run("x+1.0", shape, lambda x=x: x + 1.0, lambda a=nx: a + 1.0)
                run("2*x", shape, lambda x=x: 2 * x, lambda a=nx: 2 * a)
    finally:
        ivy.previous_backend()
    # No backend set: the backend is inferred from the arguments per call.
    with ivy.using_backend(backend):
        x = ivy.ones((4,), dtype="float32")
        y = ivy.ones((4,), dtype="float32")
    nx, ny = x.data, y.data
    run("add*", (4,), lambda x=x, y=y, f=ivy.add: f(x, y), lambda a=nx, b=ny, f=nat["add"]: f(a, b))
    run("x+1.0*", (4,), lambda x=x: x + 1.0, lambda a=nx: a + 1.0)
    return rows


def import_time(runs: int = 9) -> float:
    """Median ms of ``import ivy_core`` in a fresh interpreter (bytecode cached)."""
    code = "import time; t = time.perf_counter(); import ivy_core; print(time.perf_counter() - t)"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True)
    times = [
        float(subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True).stdout)
        for _ in range(runs)
    ]
    return statistics.median(times) * 1e3


_FIRST_USE = """
import importlib, sys, time
name = sys.argv[1]
import ivy_core as ivy
info = ivy.backends()
plugin = importlib.import_module(next(i.module for i in info if i.name == name))
spec = plugin.ivy_core_backend()
t0 = time.perf_counter()
for m in (spec.runtime_module, *spec.implementation_modules):
    importlib.import_module(m)  # the framework and the plugin's own code
t1 = time.perf_counter()
ivy.set_backend(name)  # what is left: ivy_core loading the backend
t2 = time.perf_counter()
print(t2 - t1)
"""


def first_use_time(backend: str, runs: int = 5) -> float:
    """Median ms ivy_core spends loading ``backend`` (pluggy, validation,
    dtype support, building the entries), after the framework and the
    plugin's modules are imported; each run in a fresh interpreter."""
    times = [
        float(subprocess.run([sys.executable, "-c", _FIRST_USE, backend], check=True, capture_output=True, text=True).stdout)
        for _ in range(runs)
    ]
    return statistics.median(times) * 1e3


def main(argv: list[str]) -> None:
    budget = "--quick" in argv and 0.5 or 2.0
    if "--one" in argv:
        # Child process: one backend, ivy and native calls side by side.
        backend = argv[argv.index("--one") + 1]
        for name, shape, ti, tn in bench_backend(backend, budget):
            print(f"{backend:<11}{name:<8}{shape:<9}{ti * 1e6:>10.3f}{tn * 1e6:>11.3f}{(ti - tn) * 1e6:>13.3f}{ti / tn:>8.3f}")
        return
    installed = [b.name for b in ivy.backends()]
    known = [b for b in ("numpy", "torch", "jax", "tensorflow") if b in installed]
    wanted = [a for a in argv if not a.startswith("-")] or known
    print(f"import ivy_core: {import_time():.1f} ms (median of 9 fresh interpreters; target < 30 ms)\n")
    for backend in wanted:
        if backend in installed:
            print(f"first use of {backend}: {first_use_time(backend):.1f} ms beyond importing it (target <= 30 ms)")
    print()
    print(f"{'backend':<11}{'op':<8}{'shape':<9}{'ivy us':>10}{'native us':>11}{'overhead us':>13}{'ratio':>8}")
    for backend in wanted:
        if backend not in installed:
            print(f"{backend:<11}not installed")
            continue
        # One process per backend: frameworks loaded together compete for
        # threads and distort each other's timings.
        extra = ["--quick"] if "--quick" in argv else []
        out = subprocess.run(
            [sys.executable, __file__, "--one", backend, *extra],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        print(out.stdout, end="", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
