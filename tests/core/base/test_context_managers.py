"""The ``with`` forms of the settings (issue 9): ``using_default_dtypes``,
``using_precise_mode`` and ``casting_mode``. Like ``decimal.localcontext()``,
each ``with`` is independent: one manager object may be shared by several
threads or async tasks at once and nested in itself, every block sees its
own value, and leaving every block restores what was in force, with no open
block counted anywhere. (``using_backend``: tests/plugins/test_using_backend_shared.py.)

No backend is needed: the settings are read with pure functions."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any

import pytest
from ivy_core._base import _state

import ivy_core as ivy


class Kind:
    """One kind of manager: how to make it, what shows it is in force."""

    def __init__(
        self, make: Callable[[], Any], read: Callable[[], object], inside: object, outside: object, setting: Any
    ) -> None:
        self.make, self.read, self.inside, self.outside, self.setting = make, read, inside, outside, setting


def _casting() -> object:
    return ivy.casting_modes()["upcast"]


KINDS = {
    "using_default_dtypes": Kind(
        lambda: ivy.using_default_dtypes(float="float64", int="int64"),
        lambda: (str(ivy.default_float_dtype()), str(ivy.default_int_dtype())),
        ("float64", "int64"),
        ("float32", "int32"),
        _state.default_dtypes,
    ),
    "using_precise_mode": Kind(
        lambda: ivy.using_precise_mode(False), ivy.precise_mode, False, True, _state.precise
    ),
    "casting_mode": Kind(lambda: ivy.casting_mode("upcast"), _casting, True, False, _state.casting),
}

kinds = pytest.mark.parametrize("kind", list(KINDS.values()), ids=list(KINDS))


def _settled(kind: Kind) -> None:
    assert kind.read() == kind.outside
    assert kind.setting.overrides == 0
    assert kind.setting.local() is _state._UNSET


@kinds
def test_one_object_nested_in_itself(kind: Kind) -> None:
    m = kind.make()
    other = kind.make()
    with m:
        assert kind.read() == kind.inside
        with m:
            assert kind.read() == kind.inside
            with other, m, m:
                assert kind.read() == kind.inside
                assert kind.setting.overrides == 5
            assert kind.read() == kind.inside
        assert kind.read() == kind.inside
        assert kind.setting.overrides == 1
    _settled(kind)


@kinds
def test_one_object_entered_again_after_an_error(kind: Kind) -> None:
    m = kind.make()
    for _ in range(3):
        with pytest.raises(KeyError):
            with m:
                with m:
                    raise KeyError("boom")
        _settled(kind)


@kinds
def test_one_object_shared_by_threads(kind: Kind) -> None:
    """Eight threads enter one object (twice, nested) at the same time, and
    leave it in an order unrelated to the order they entered it."""
    m = kind.make()
    n = 8
    all_in = threading.Barrier(n + 1, timeout=30)
    half_out = threading.Barrier(n + 1, timeout=30)
    errors: list[str] = []

    def worker(i: int) -> None:
        try:
            with m:
                with m:
                    all_in.wait()
                    if kind.read() != kind.inside:
                        errors.append(f"{i}: {kind.read()!r} inside")
                    if i % 2 == 0:  # the even ones stay inside until the odd ones left
                        half_out.wait()
                if kind.read() != kind.inside:
                    errors.append(f"{i}: {kind.read()!r} in the outer block")
            if i % 2:
                half_out.wait()
            if kind.read() != kind.outside:
                errors.append(f"{i}: {kind.read()!r} after the blocks")
            for _ in range(200):  # then enter and leave it in a loop, all at once
                with m:
                    if kind.read() != kind.inside:
                        errors.append(f"{i}: {kind.read()!r} in the loop")
                        return
                if kind.read() != kind.outside:
                    errors.append(f"{i}: {kind.read()!r} between loop blocks")
                    return
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(f"{i}: {type(exc).__name__}: {exc}")
            all_in.abort()
            half_out.abort()

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    main_inside: object = None
    try:
        all_in.wait()
        main_inside = kind.read()  # this thread entered nothing
        half_out.wait()
    except threading.BrokenBarrierError:  # a worker failed: its error is in errors
        pass
    for t in threads:
        t.join(timeout=60)
    assert not any(t.is_alive() for t in threads)
    assert errors == []
    assert main_inside == kind.outside
    _settled(kind)


@kinds
def test_one_object_shared_by_async_tasks(kind: Kind) -> None:
    m = kind.make()

    async def task(i: int, gate: asyncio.Event) -> list[object]:
        seen = []
        with m:
            seen.append(kind.read())
            await asyncio.sleep(0)
            with m:
                await gate.wait()
                seen.append(kind.read())
            await asyncio.sleep(0.001 * (i % 3))
            seen.append(kind.read())
        seen.append(kind.read())
        return seen

    async def main() -> tuple[list[list[object]], object]:
        gate = asyncio.Event()
        tasks = [asyncio.ensure_future(task(i, gate)) for i in range(10)]
        await asyncio.sleep(0.01)  # every task is inside now
        outside = kind.read()
        gate.set()
        return list(await asyncio.gather(*tasks)), outside

    results, outside = asyncio.run(main())
    assert outside == kind.outside
    assert results == [[kind.inside, kind.inside, kind.inside, kind.outside]] * 10
    _settled(kind)


@kinds
def test_a_block_left_in_another_thread_is_an_error_and_leaks_nothing(kind: Kind) -> None:
    m = kind.make()
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
        assert "not entered here" in str(box[0])
        assert kind.read() == kind.inside
        assert kind.setting.overrides == 1
    finally:
        m.__exit__(None, None, None)
    _settled(kind)
    with pytest.raises(RuntimeError, match="not entered here"):
        m.__exit__(None, None, None)  # no block is open here any more
    _settled(kind)


def test_process_wide_changes_are_seen_outside_blocks_only() -> None:
    m = ivy.using_default_dtypes(float="float64")
    with m:
        ivy.set_default_float_dtype("float16")
        assert ivy.default_float_dtype() == "float64"
        with m:
            assert ivy.default_float_dtype() == "float64"
    assert ivy.default_float_dtype() == "float16"
    ivy.unset_default_float_dtype()
    _settled(KINDS["using_default_dtypes"])


def test_using_default_dtypes_blocks_merge_with_the_enclosing_one() -> None:
    outer = ivy.using_default_dtypes(int="int64")
    inner = ivy.using_default_dtypes(float="float64")
    with outer, inner:
        assert (ivy.default_int_dtype(), ivy.default_float_dtype()) == ("int64", "float64")
        with outer:  # the outer object again: its kinds over what is in force here
            assert (ivy.default_int_dtype(), ivy.default_float_dtype()) == ("int64", "float64")
    with inner:
        assert (ivy.default_int_dtype(), ivy.default_float_dtype()) == ("int32", "float64")
    _settled(KINDS["using_default_dtypes"])


@kinds
def test_a_block_left_in_a_copied_context_is_an_error_and_leaks_nothing(kind: Kind) -> None:
    m = kind.make()

    async def main() -> tuple[BaseException | None, object, int]:
        m.__enter__()
        caught: BaseException | None = None

        async def leave() -> None:  # a task runs in a copy of the context that entered m
            m.__exit__(None, None, None)

        try:
            await asyncio.ensure_future(leave())
        except BaseException as exc:  # noqa: BLE001 - checked below
            caught = exc
        state = (caught, kind.read(), kind.setting.overrides)
        m.__exit__(None, None, None)
        return state

    caught, value, overrides = asyncio.run(main())
    assert isinstance(caught, RuntimeError)  # today a raw ValueError from contextvars
    assert value == kind.inside
    assert overrides == 1  # today 0 while the block is still open
    _settled(kind)


@kinds
def test_blocks_left_out_of_order_restore_everything(kind: Kind) -> None:
    a, b = kind.make(), kind.make()
    a.__enter__()
    b.__enter__()
    a.__exit__(None, None, None)
    assert kind.read() == kind.inside  # b is still open
    b.__exit__(None, None, None)
    _settled(kind)  # today a's value stays in force with no block open
