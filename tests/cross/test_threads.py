"""Threads working at the same time with different real frameworks through
``using_backend`` each get correct results of their own backend."""

from __future__ import annotations

import threading

import numpy as np

import ivy_core as ivy

BACKENDS = [b for b in ("numpy", "torch", "jax", "tensorflow") if b in {i.name for i in ivy.backends()}]


def _work(name: str, n: int, errors: list[str], barrier: threading.Barrier) -> None:
    try:
        with ivy.using_backend(name):
            barrier.wait()
            native = ivy.NativeArray
            for i in range(n):
                x = ivy.asarray([float(i), 1.0, 2.0])
                y = ivy.sum(ivy.multiply(x, 2) + i)
                if not isinstance(y.data, native) or y.backend != name:
                    errors.append(f"{name}: got a {type(y.data).__name__} at {i}")
                    return
                if float(y) != 2 * (i + 3) + 3 * i or y.dtype != "float32":
                    errors.append(f"{name}: {float(y)} {y.dtype} at {i}")
                    return
    except Exception as exc:  # noqa: BLE001 - reported by the test
        errors.append(f"{name}: {type(exc).__name__}: {exc}")


def test_threads_with_different_frameworks() -> None:
    assert len(BACKENDS) >= 2
    errors: list[str] = []
    barrier = threading.Barrier(len(BACKENDS), timeout=120)
    threads = [threading.Thread(target=_work, args=(b, 300, errors, barrier)) for b in BACKENDS]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=600)
    assert not any(t.is_alive() for t in threads)
    assert errors == []
    assert ivy.backend_stack() == ()


def test_global_backend_and_local_override_in_threads() -> None:
    # One thread relies on the global backend while another overrides it.
    ivy.set_backend("numpy")
    other = next(b for b in BACKENDS if b != "numpy")
    seen: dict[str, str] = {}

    def local() -> None:
        with ivy.using_backend(other):
            seen["local"] = ivy.ones(2).backend

    t = threading.Thread(target=local)
    t.start()
    t.join()
    seen["global"] = ivy.ones(2).backend
    assert seen == {"local": other, "global": "numpy"}
    assert isinstance(ivy.ones(2).data, np.ndarray)
