"""Traced graphs (``ivy_core.trace_graph``) next to hand-written native code.

The 20-op elementwise function of ``benchmarks/compile.py``, written once
with ivy_core, traced on each backend, on float32 arrays of shape (4,) and
(512, 512). Prints, per backend and shape, the time per call (alternating
rounds, the fastest round of each side, as ``benchmarks/compile.py``) of:

- ``replay``: the traced graph next to the hand-written native function
  (target at most 1.01x);
- ``eager``: eager ivy_core next to the same native function, for scale;
- ``compiled``: the graph with ``backend_compile=True`` next to the
  framework's compiler applied to the native function (target at most
  1.05x; NumPy has no compiler and has no such row);

and the time one trace takes.

    python benchmarks/trace.py                 # every installed backend
    python benchmarks/trace.py numpy torch     # some of them
    python benchmarks/trace.py --quick

Numbers are printed, never asserted.
"""

from __future__ import annotations

import sys
import time
from typing import Any

import compile
import numpy as np
from compile import SHAPES, _per_call_us, ivy_fn, native_fn

import ivy_core as ivy


def native_out(x: Any, y: Any) -> Any:
    """``ivy_fn`` returning its native array (as the native function does)."""
    return ivy_fn(x, y).data


def run(backend: str, budget: float) -> None:
    native, compiler, sync = native_fn(backend)
    rng = np.random.default_rng(0)
    with ivy.using_backend(backend):
        for shape in SHAPES:
            x, y = (ivy.asarray(rng.uniform(0.1, 1.0, shape).astype(np.float32)) for _ in range(2))
            nx, ny = x.data, y.data
            t0 = time.perf_counter()
            graph = ivy.trace_graph(native_out, nx, ny)
            trace_ms = (time.perf_counter() - t0) * 1e3
            np.testing.assert_allclose(np.asarray(graph(nx, ny)), np.asarray(native(nx, ny)), rtol=1e-5, atol=1e-6)
            rows: list[tuple[str, Any, Any]] = [("replay", graph, native)]
            rows.append(("eager", lambda a, b: ivy_fn(ivy.asarray(a), ivy.asarray(b)).data, native))
            if backend != "numpy":
                compiled = ivy.trace_graph(native_out, nx, ny, backend_compile=True)
                rows.append(("compiled", compiled, compiler(native)))
            size = "x".join(map(str, shape))
            for mode, ours, theirs_fn in rows:

                def mine(f: Any = ours, a: Any = nx, b: Any = ny) -> Any:
                    return sync(f(a, b))

                def theirs(f: Any = theirs_fn, a: Any = nx, b: Any = ny) -> Any:
                    return sync(f(a, b))

                a, b = _per_call_us((mine, theirs), 2 * budget)
                extra = f"{trace_ms:>10.1f}" if mode == "replay" else ""
                print(f"{backend:<11}{mode:<10}{size:<10}{a:>12.2f}{b:>12.2f}{a / b:>9.3f}{extra}", flush=True)


def main(argv: list[str]) -> None:
    compile.main(argv, run, f"{'trace ms':>10}")


if __name__ == "__main__":
    main(sys.argv[1:])
