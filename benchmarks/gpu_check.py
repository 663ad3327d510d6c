"""Every backend on a CUDA GPU: a check to run on any machine that has one.

For each installed backend whose framework sees a GPU (torch's CUDA build,
``jax[cuda12]``, ``tensorflow[and-cuda]``), this creates arrays on the GPU,
computes, moves between CPU and GPU, passes arrays between frameworks with
``from_dlpack``, compiles and traces on the GPU, checks that mixing the CPU
and the GPU in one call is refused, and times ``add`` and ``matmul`` on
(4,) and (4096, 4096) float32 against the native call in the same process.
A backend without a GPU here is listed as skipped, with the reason.

    python benchmarks/gpu_check.py            # every backend that sees a GPU
    python benchmarks/gpu_check.py --backends torch,jax --repeat 50

It prints one line per check (``ok`` or ``FAIL`` with the error) and a
timing table; the exit status is 1 when a check failed. The CPU machines of
the test suite run the same rules on several CPU devices (tests/devices).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import ivy_core as ivy

FRAMEWORKS = ("torch", "jax", "tensorflow")


def gpu_of(name: str) -> str | None:
    """The first GPU device string backend ``name`` lists, or None."""
    with ivy.using_backend(name):
        return next(
            (d for d in ivy.__array_namespace_info__().devices() if d.startswith(("gpu", "cuda"))), None
        )


def sync(x: Any) -> None:
    """Wait for the GPU to finish ``x`` (GPU calls return before they end)."""
    data = x._data if isinstance(x, ivy.Array) else x
    if hasattr(data, "block_until_ready"):
        data.block_until_ready()
    elif type(data).__module__.startswith("torch"):
        import torch

        torch.cuda.synchronize()
    else:
        np.asarray(data[(0,) * len(data.shape)] if data.shape else data)


def checks(name: str, gpu: str) -> list[tuple[str, Callable[[], Any]]]:
    data = np.arange(12, dtype="float32").reshape(3, 4) / 3

    def values_match() -> None:
        x = ivy.asarray(data, device=gpu)
        r = ivy.sum(x * x, axis=1)
        assert r.device == gpu, r.device
        np.testing.assert_allclose(ivy.to_numpy(r), (data * data).sum(1), rtol=1e-5)

    def moves() -> None:
        x = ivy.ones((2, 3))
        y = x.to_device(gpu)
        assert (x.device, y.device, y.to_device("cpu").device) == ("cpu", gpu, "cpu")

    def refuses_mixing() -> None:
        try:
            ivy.add(ivy.ones((2,), device=gpu), ivy.ones((2,), device="cpu"))
        except ivy.MixedDeviceError:
            return
        raise AssertionError("a call mixing the GPU and the CPU was computed")

    def follows_inputs() -> None:
        x = ivy.ones((4, 4), device=gpu)
        for r in (
            ivy.exp(x),
            x + 1.0,
            x @ x,
            ivy.concat([x, x]),
            x[1:],
            ivy.zeros_like(x),
            ivy.where(x > 0, x, 0.0),
        ):
            assert r.device == gpu, r.device

    def default_device() -> None:
        with ivy.using_device(gpu):
            assert ivy.zeros((2,)).device == gpu
        assert ivy.zeros((2,), device="cpu").device == "cpu"

    def compiled() -> None:
        f = ivy.compile(lambda a: ivy.sum(a * 2.0))
        r = f(ivy.ones((8,), device=gpu))
        assert r.device == gpu and float(r) == 16.0

    def traced() -> None:
        g = ivy.trace_graph(lambda a: ivy.sum(a * 2.0), ivy.ones((8,), device=gpu))
        r = g(ivy.ones((8,), device=gpu))
        assert r.device == gpu and float(r) == 16.0

    def dlpack_between() -> None:
        x = ivy.arange(6, device=gpu)
        for other in FRAMEWORKS:
            if other == name or (gpu_of_cached.get(other) is None and not gpu.startswith("cpu")):
                continue
            with ivy.using_backend(other):
                y = ivy.from_dlpack(x)
                assert (y.device == "cpu") == gpu.startswith("cpu"), y.device
                assert ivy.to_numpy(y).tolist() == list(range(6))

    return [
        ("create, compute and compare values", values_match),
        ("to_device CPU <-> GPU", moves),
        ("results follow their inputs", follows_inputs),
        ("mixing CPU and GPU is refused", refuses_mixing),
        ("using_device", default_device),
        ("compile on the GPU", compiled),
        ("trace_graph on the GPU", traced),
        ("from_dlpack to the other frameworks", dlpack_between),
    ]


gpu_of_cached: dict[str, str | None] = {}


def _best(f: Callable[[], Any], g: Callable[[], Any], repeat: int) -> tuple[float, float]:
    """The fastest of ``repeat`` synchronised calls of each, interleaved, in us."""
    best = [float("inf"), float("inf")]
    for _ in range(repeat):
        for i, h in enumerate((f, g)):
            t = time.perf_counter()
            sync(h())
            best[i] = min(best[i], time.perf_counter() - t)
    return best[0] * 1e6, best[1] * 1e6


def timing(device: str, repeat: int) -> list[tuple[str, float, float]]:
    """(call, ivy us, native us) for add and matmul on (4,) and (4096, 4096)."""
    rows = []
    for shape in ((4,), (4096, 4096)):
        x = ivy.ones(shape, device=device)
        n = x._data
        rows.append((f"add {shape}", *_best(lambda x=x: ivy.add(x, x), lambda n=n: n + n, repeat)))
        rows.append((f"matmul {shape}", *_best(lambda x=x: ivy.matmul(x, x), lambda n=n: n @ n, repeat)))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backends", default=",".join(FRAMEWORKS))
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument(
        "--device",
        help="run the checks on this device instead of each backend's GPU (cpu:1 where JAX or "
        "TensorFlow have several CPU devices: a dry run of this script without a GPU)",
    )
    args = parser.parse_args()
    failed = False
    installed = {b.name for b in ivy.backends()}
    for name in args.backends.split(","):
        if name not in installed:
            print(f"{name}: skipped (not installed)")
            continue
        gpu_of_cached[name] = args.device or gpu_of(name)
    for name, gpu in gpu_of_cached.items():
        if gpu is None:
            print(f"{name}: skipped (its framework sees no GPU here)")
            continue
        print(f"{name}: GPU {gpu}")
        with ivy.using_backend(name):
            for label, check in checks(name, gpu):
                try:
                    check()
                except Exception as exc:  # report every check, then fail
                    failed = True
                    print(f"  FAIL {label}: {type(exc).__name__}: {exc}")
                else:
                    print(f"  ok   {label}")
            print(f"  {'call':24} {'ivy us':>10} {'native us':>10} {'ratio':>7}")
            for label, mine, native in timing(gpu, args.repeat):
                print(f"  {label:24} {mine:10.1f} {native:10.1f} {mine / native:7.2f}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
