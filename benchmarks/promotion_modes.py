"""What a framework promotion mode costs per call (issue 13).

For each installed backend (one process each), times ivy_core calls on
float32 arrays of shape (4,) in ivy_core's default mode, under a
process-wide framework mode (``set_promotion_mode("torch")``) and inside a
``with promotion_mode("torch"):`` block, next to the native call, and
prints the median microseconds per call and each mode's difference from the
default. A mixed-dtype call (``int8 + float32``: the slow path, where the
mode's rules run) is timed too.

    python benchmarks/promotion_modes.py              # every installed backend
    python benchmarks/promotion_modes.py numpy torch

Target: a framework mode adds at most 0.1 us to a call the fast path takes;
the default mode's cost is ``benchmarks/overhead.py``'s, unchanged. Numbers
are printed, never asserted.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import ivy_core as ivy


def _median_us(call: Callable[[], Any], budget_s: float) -> float:
    for _ in range(200):
        call()
    number = 2000
    times = []
    deadline = time.perf_counter() + budget_s
    while time.perf_counter() < deadline or len(times) < 7:
        t0 = time.perf_counter()
        for _ in range(number):
            call()
        times.append((time.perf_counter() - t0) / number)
    return statistics.median(times) * 1e6


def bench(backend: str, mode: str, budget_s: float) -> list[tuple[str, float, float, float, float]]:
    ivy.set_backend(backend)
    x = ivy.ones((4,), dtype="float32")
    y = ivy.ones((4,), dtype="float32")
    i8 = ivy.ones((4,), dtype="int8")
    nx, ny = x.data, y.data
    native_add = type(nx).__add__
    cases: dict[str, tuple[Callable[[], Any], Callable[[], Any] | None]] = {
        "add(x, y)": (lambda f=ivy.add: f(x, y), lambda: native_add(nx, ny)),
        "x + y": (lambda: x + y, lambda: nx + ny),
        "x + 1.0": (lambda: x + 1.0, lambda: nx + 1.0),
        "sum(x)": (lambda f=ivy.sum: f(x), None),
        "sqrt(x)": (lambda f=ivy.sqrt: f(x), None),
        "i8 + x (slow)": (lambda: i8 + x, None),
    }
    rows = []
    for name, (call, native) in cases.items():
        default = _median_us(call, budget_s)
        ivy.set_promotion_mode(mode)
        try:
            process_wide = _median_us(call, budget_s)
        finally:
            ivy.set_promotion_mode("ivy_core")
        with ivy.promotion_mode(mode):
            block = _median_us(call, budget_s)
        native_us = _median_us(native, budget_s) if native is not None else float("nan")
        rows.append((name, native_us, default, process_wide, block))
    return rows


def main(argv: list[str]) -> None:
    budget = 0.3 if "--quick" in argv else 1.0
    mode = "torch"
    if "--mode" in argv:
        mode = argv[argv.index("--mode") + 1]
    if "--one" in argv:
        backend = argv[argv.index("--one") + 1]
        for name, native, default, wide, block in bench(backend, mode, budget):
            print(
                f"{backend:<11}{name:<15}{native:>9.3f}{default:>10.3f}{wide:>10.3f}{wide - default:>+8.3f}"
                f"{block:>10.3f}{block - default:>+8.3f}"
            )
        return
    installed = [b.name for b in ivy.backends()]
    wanted = [a for a in argv if not a.startswith("-") and a not in (mode,)] or [
        b for b in ("numpy", "torch", "jax", "tensorflow") if b in installed
    ]
    print(f"mode {mode!r}; microseconds per call, median (target: a mode adds <= 0.1 us on the fast path)")
    print(f"{'backend':<11}{'call':<15}{'native':>9}{'default':>10}{'set_mode':>10}{'diff':>8}{'with':>10}{'diff':>8}")
    for backend in wanted:
        if backend not in installed:
            print(f"{backend:<11}not installed")
            continue
        extra = [a for a in argv if a == "--quick"] + ["--mode", mode]
        out = subprocess.run(
            [sys.executable, __file__, "--one", backend, *extra], capture_output=True, text=True, check=True
        )
        print(out.stdout, end="", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
