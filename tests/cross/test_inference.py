"""With no backend set, every call runs on the backend of its arrays, even
though ``calls`` points at the fast paths of the backend inferred last."""

from __future__ import annotations

import threading

import pytest
from ivy_core._base import _state

import ivy_core as ivy

BACKENDS = [b for b in ("numpy", "torch", "jax", "tensorflow") if b in {i.name for i in ivy.backends()}]


def _arrays() -> dict[str, ivy.Array]:
    out = {}
    for name in BACKENDS:
        with ivy.using_backend(name):
            out[name] = ivy.asarray([1.0, 2.0, 3.0])
    return out


def test_calls_follow_the_arrays_in_any_order() -> None:
    assert len(BACKENDS) >= 2
    arrays = _arrays()
    order = BACKENDS + BACKENDS[::-1] + BACKENDS
    for name in order:
        x = arrays[name]
        for r in (ivy.add(x, x), x + 1.0, 2 * x, ivy.sum(x), ivy.abs(x), ivy.matmul(x, x)):
            assert r.backend == name
        assert _state.inferred.value.name == name  # the fast paths moved with it
        # No array among the arguments: the default backend, whatever ran last.
        assert ivy.zeros(2).backend == "numpy"
        assert ivy.asarray([1, 2]).backend == "numpy"
        assert ivy.full_like(x, 2.0).backend == name


def test_mixing_backends_in_one_call_still_raises() -> None:
    arrays = _arrays()
    a, b = arrays[BACKENDS[0]], arrays[BACKENDS[1]]
    ivy.add(a, a)  # a's backend is now the one inferred last
    with pytest.raises(ivy.MixedBackendError):
        ivy.add(a, b)
    with pytest.raises(ivy.MixedBackendError):
        ivy.add(b, a)


def test_threads_without_a_backend_get_their_own() -> None:
    arrays = _arrays()
    errors: list[str] = []
    barrier = threading.Barrier(len(BACKENDS), timeout=120)

    def work(name: str) -> None:
        try:
            x = arrays[name]
            barrier.wait()
            for i in range(300):
                r = ivy.sum(x * 2 + i)
                if r.backend != name or float(r) != 12 + 3 * i:
                    errors.append(f"{name}: {r!r} at {i}")
                    return
        except Exception as exc:  # noqa: BLE001 - reported by the test
            errors.append(f"{name}: {type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=work, args=(n,)) for n in BACKENDS]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=600)
    assert errors == []
