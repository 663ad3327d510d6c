"""One ``using_backend(...)`` object shared by threads and async tasks, and
nested in itself (issue 9): each ``with`` is independent, like
``decimal.localcontext()``; no thread is left on the wrong backend and no
open block stays counted. With the ``thirdparty`` fixture installed the
global backend is thirdparty and the blocks use numpy, so a wrong backend
shows in the arrays' types; without it, in the backend in force here."""

from __future__ import annotations

import asyncio
import threading
from importlib.metadata import entry_points
from typing import Any

import pytest
from ivy_core._base import _state

import ivy_core as ivy

_installed = {ep.name for ep in entry_points(group="ivy_core.backends")}
if "numpy" not in _installed:
    pytest.skip("needs the ivy-numpy plugin installed", allow_module_level=True)

import numpy as np  # noqa: E402

HAS_TP = "thirdparty" in _installed


@pytest.fixture
def outside() -> str | None:
    """The global backend the blocks are entered under (None: none set)."""
    if HAS_TP:
        ivy.set_backend("thirdparty")
        return "thirdparty"
    return None


def _here() -> str | None:
    """The backend in force in this thread or task (None: none set)."""
    b = _state.current_backend()
    return None if b is None else str(b.name)


def _computes_on() -> str:
    """The backend a call computes on here."""
    x = ivy.add(ivy.asarray([1, 2]), 1)
    assert x.tolist() == [2, 3]
    return x.backend


def _settled(outside: str | None) -> None:
    assert _here() == outside
    assert _state.backend.overrides == 0
    assert _state.backend.local() is _state._UNSET
    # the public functions call the global backend's entries directly again
    stack = _state.backend.value
    if stack:
        assert _state.calls.add is stack[-1].entries["add"]


def test_one_object_nested_in_itself(outside: str | None) -> None:
    m = ivy.using_backend("numpy")
    with m as b:
        assert b.name == "numpy" and _here() == "numpy"
        with m, m:
            assert _here() == "numpy"
            assert type(ivy.asarray([1]).data) is np.ndarray
            assert _state.backend.overrides == 3
        assert _here() == "numpy"
    _settled(outside)
    with pytest.raises(ZeroDivisionError):
        with m:
            with m:
                1 / 0  # noqa: B018
    _settled(outside)


def test_one_object_shared_by_threads(outside: str | None) -> None:
    m = ivy.using_backend("numpy")
    n = 8
    all_in = threading.Barrier(n + 1, timeout=30)
    half_out = threading.Barrier(n + 1, timeout=30)
    errors: list[str] = []

    def check(i: int, expected: str | None, where: str) -> bool:
        got = _here()
        if got != expected:
            errors.append(f"{i}: backend {got} {where}, expected {expected}")
            return False
        if expected is not None and _computes_on() != expected:
            errors.append(f"{i}: computed on the wrong backend {where}")
            return False
        return True

    def worker(i: int) -> None:
        try:
            with m:
                with m:
                    all_in.wait()
                    check(i, "numpy", "inside")
                    if i % 2 == 0:  # the even ones stay inside until the odd ones left
                        half_out.wait()
                check(i, "numpy", "in the outer block")
            if i % 2:
                half_out.wait()
            check(i, outside, "after the blocks")
            for _ in range(200):
                with m:
                    if not check(i, "numpy", "in the loop"):
                        return
                if not check(i, outside, "between loop blocks"):
                    return
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(f"{i}: {type(exc).__name__}: {exc}")
            all_in.abort()
            half_out.abort()

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    main_inside: Any = "not reached"
    try:
        all_in.wait()
        main_inside = _here()  # this thread entered no block
        half_out.wait()
    except threading.BrokenBarrierError:
        pass
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads)
    assert errors == []
    assert main_inside == outside
    _settled(outside)


def test_one_object_shared_by_async_tasks(outside: str | None) -> None:
    m = ivy.using_backend("numpy")

    async def task(i: int, gate: asyncio.Event) -> list[Any]:
        seen: list[Any] = []
        with m:
            seen.append(_here())
            await asyncio.sleep(0)
            with m:
                await gate.wait()
                seen.append(ivy.asarray([i]).backend)
            await asyncio.sleep(0.001 * (i % 3))
            seen.append(_here())
        seen.append(_here())
        return seen

    async def main() -> tuple[list[list[Any]], Any]:
        gate = asyncio.Event()
        tasks = [asyncio.ensure_future(task(i, gate)) for i in range(10)]
        await asyncio.sleep(0.01)
        here = _here()
        gate.set()
        return list(await asyncio.gather(*tasks)), here

    results, here = asyncio.run(main())
    assert here == outside
    assert results == [["numpy", "numpy", "numpy", outside]] * 10
    _settled(outside)


def test_a_block_left_in_another_thread_is_an_error_and_leaks_nothing(outside: str | None) -> None:
    m = ivy.using_backend("numpy")
    m.__enter__()
    try:
        box: list[BaseException] = []

        def leave() -> None:
            try:
                m.__exit__(None, None, None)
            except BaseException as exc:  # noqa: BLE001 - checked below
                box.append(exc)

        t = threading.Thread(target=leave)
        t.start()
        t.join()
        assert len(box) == 1 and isinstance(box[0], RuntimeError)
        assert _here() == "numpy" and _state.backend.overrides == 1
    finally:
        m.__exit__(None, None, None)
    _settled(outside)


def test_shared_backend_and_dtype_managers_together(outside: str | None) -> None:
    on_numpy = ivy.using_backend("numpy")
    f64 = ivy.using_default_dtypes(float="float64")
    errors: list[str] = []
    barrier = threading.Barrier(4, timeout=30)

    def worker(i: int) -> None:
        try:
            barrier.wait()
            for k in range(300):
                if (i + k) % 2:
                    with on_numpy, f64:
                        z = ivy.zeros(2)
                        if (z.backend, z.dtype) != ("numpy", "float64"):
                            errors.append(f"{i}: {z.backend} {z.dtype} inside")
                            return
                else:
                    with f64, on_numpy, f64:
                        if ivy.default_float_dtype() != "float64" or _here() != "numpy":
                            errors.append(f"{i}: wrong settings in the nested blocks")
                            return
                if ivy.default_float_dtype() != "float32" or _here() != outside:
                    errors.append(f"{i}: settings left behind")
                    return
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(f"{i}: {type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert errors == []
    _settled(outside)
    assert _state.default_dtypes.overrides == 0
