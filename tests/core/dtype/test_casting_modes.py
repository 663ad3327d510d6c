"""Casting modes as plain code, without a backend: the process-wide setters
(``upcast_data_types`` and friends) and the ``casting_mode`` context manager,
its scoping (block, thread, async task), however the ``with`` is written."""

from __future__ import annotations

import asyncio
import contextlib
import threading

import pytest
from ivy_core._base import _state
from ivy_core._dtype import _casting, _dtypes

import ivy_core as ivy

NONE = {"crosscast": False, "upcast": False, "downcast": False}
ALL = {"crosscast": True, "upcast": True, "downcast": True}


def modes(**on: bool) -> dict[str, bool]:
    return {**NONE, **on}


@pytest.fixture(autouse=True)
def _no_casting_modes():
    _state.casting.reset()
    yield
    _state.casting.reset()


def run_in_thread(fn):
    """``fn()`` run in a new thread: its result, or its exception raised here."""
    out: list = []

    def target() -> None:
        try:
            out.append((True, fn()))
        except Exception as exc:
            out.append((False, exc))

    t = threading.Thread(target=target)
    t.start()
    t.join()
    ok, value = out[0]
    if not ok:
        raise value
    return value


# --- the process-wide setters ------------------------------------------------------


@pytest.mark.parametrize(
    ("setter", "expected"),
    [
        (ivy.upcast_data_types, modes(upcast=True)),
        (ivy.downcast_data_types, modes(downcast=True)),
        (ivy.crosscast_data_types, modes(crosscast=True)),
        (ivy.cast_data_types, ALL),
    ],
)
def test_setter_sets_the_process_wide_modes_and_val_false_unsets(setter, expected) -> None:
    assert ivy.casting_modes() == NONE
    assert setter() is None
    assert ivy.casting_modes() == expected
    assert _casting.active_modes() == _state.casting.value
    # Process-wide: another thread sees it too.
    assert run_in_thread(ivy.casting_modes) == expected
    assert setter(val=False) is None
    assert ivy.casting_modes() == NONE
    assert run_in_thread(ivy.casting_modes) == NONE


def test_setters_combine_and_unset_one_mode_at_a_time() -> None:
    ivy.upcast_data_types()
    ivy.downcast_data_types(True)
    assert ivy.casting_modes() == modes(upcast=True, downcast=True)
    ivy.upcast_data_types(False)
    assert ivy.casting_modes() == modes(downcast=True)
    ivy.cast_data_types()
    ivy.crosscast_data_types(val=False)
    assert ivy.casting_modes() == modes(upcast=True, downcast=True)
    ivy.cast_data_types(val=False)
    assert _state.casting.value == frozenset()


@pytest.mark.parametrize(
    "name", ["upcast_data_types", "downcast_data_types", "crosscast_data_types", "cast_data_types"]
)
@pytest.mark.parametrize("val", ["yes", 1, None])
def test_setter_val_must_be_a_bool(name: str, val: object) -> None:
    with pytest.raises(TypeError, match=f"ivy_core.{name}: val must be True or False"):
        getattr(ivy, name)(val)
    assert ivy.casting_modes() == NONE


def test_setter_is_a_plain_call_whatever_the_call_site() -> None:
    # Called through a variable, a lambda or in an expression: all the same.
    setter = ivy.downcast_data_types
    _ = [setter()]
    assert ivy.casting_modes() == modes(downcast=True)
    (lambda: ivy.upcast_data_types())()
    assert ivy.casting_modes() == modes(upcast=True, downcast=True)
    run_in_thread(lambda: ivy.cast_data_types(val=False))  # from another thread too
    assert ivy.casting_modes() == NONE
    # The result (None) is no context manager: the old ``with
    # ivy.upcast_data_types():`` fails loudly instead of meaning something else.
    with pytest.raises((TypeError, AttributeError)):
        with ivy.upcast_data_types():
            pass
    assert ivy.casting_modes() == modes(upcast=True)  # the call itself ran


# --- casting_mode: the block form ----------------------------------------------------


def test_casting_mode_is_exported() -> None:
    assert ivy.casting_mode is _casting.casting_mode
    assert "casting_mode" in ivy.__all__ and "casting_modes" in ivy.__all__
    for name in ("upcast_data_types", "downcast_data_types", "crosscast_data_types", "cast_data_types"):
        assert getattr(ivy, name) is getattr(_casting, name)


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        (("upcast",), modes(upcast=True)),
        (("downcast",), modes(downcast=True)),
        (("crosscast",), modes(crosscast=True)),
        (("cast",), ALL),
        (("upcast", "downcast"), modes(upcast=True, downcast=True)),
        (("crosscast", "upcast", "upcast"), modes(crosscast=True, upcast=True)),
    ],
)
def test_casting_mode_is_local_to_the_block(names, expected) -> None:
    with ivy.casting_mode(*names) as cm:
        assert isinstance(cm, _casting.CastingMode)
        assert ivy.casting_modes() == expected
        assert _state.casting.value == frozenset()  # the process-wide modes are untouched
    assert ivy.casting_modes() == NONE


def test_casting_mode_val_false_turns_modes_off_in_the_block() -> None:
    ivy.cast_data_types()
    with ivy.casting_mode("upcast", val=False):
        assert ivy.casting_modes() == modes(crosscast=True, downcast=True)
        with ivy.casting_mode("downcast", "crosscast", val=False):
            assert ivy.casting_modes() == NONE
            with ivy.casting_mode("upcast"):
                assert ivy.casting_modes() == modes(upcast=True)
            assert ivy.casting_modes() == NONE
        assert ivy.casting_modes() == modes(crosscast=True, downcast=True)
    assert ivy.casting_modes() == ALL
    assert _state.casting.value == frozenset(_casting._MODES)


def test_casting_mode_starts_from_the_modes_in_force_when_entered() -> None:
    ivy.crosscast_data_types()
    m = ivy.casting_mode("upcast")  # made before the change below
    ivy.downcast_data_types()
    with m:
        assert ivy.casting_modes() == ALL
    ivy.cast_data_types(False)
    with m:
        assert ivy.casting_modes() == modes(upcast=True)


def test_casting_mode_is_restored_after_an_exception() -> None:
    ivy.downcast_data_types()
    with pytest.raises(ZeroDivisionError):
        with ivy.casting_mode("upcast"):
            assert ivy.casting_modes() == modes(upcast=True, downcast=True)
            with ivy.casting_mode("downcast", val=False):
                assert ivy.casting_modes() == modes(upcast=True)
                _ = 1 / 0
    assert ivy.casting_modes() == modes(downcast=True)
    assert _state.casting.local() is _state._UNSET
    # Usable again after the exception.
    m = ivy.casting_mode("crosscast")
    with pytest.raises(KeyError), m:
        raise KeyError("x")
    with m:
        assert ivy.casting_modes() == modes(crosscast=True, downcast=True)
    assert ivy.casting_modes() == modes(downcast=True)


def _helper(flag: bool = True):
    """A function returning the manager: the call site is not a ``with``."""
    return ivy.casting_mode("upcast") if flag else contextlib.nullcontext()


def _enter_directly(body):
    with ivy.casting_mode("upcast"):
        return body()


def _enter_conditionally(body, flag=True):
    with ivy.casting_mode("upcast") if flag else contextlib.nullcontext():
        return body()


def _enter_from_a_variable(body):
    cm = ivy.casting_mode("upcast")
    with cm:
        return body()


def _enter_through_a_helper(body):
    with _helper():
        return body()


def _enter_with_exit_stack(body):
    with contextlib.ExitStack() as stack:
        stack.enter_context(ivy.casting_mode("upcast"))
        return body()


def _enter_by_hand(body):
    cm = ivy.casting_mode("upcast")
    cm.__enter__()
    try:
        return body()
    finally:
        cm.__exit__(None, None, None)


@pytest.mark.parametrize(
    "enter",
    [
        _enter_directly,
        _enter_conditionally,
        _enter_from_a_variable,
        _enter_through_a_helper,
        _enter_with_exit_stack,
        _enter_by_hand,
    ],
)
def test_every_way_of_entering_behaves_the_same(enter) -> None:
    assert enter(ivy.casting_modes) == modes(upcast=True)
    assert ivy.casting_modes() == NONE
    assert _state.casting.value == frozenset()


def test_conditional_with_false_branch_changes_nothing() -> None:
    assert _enter_conditionally(ivy.casting_modes, flag=False) == NONE
    with _helper(False):
        assert ivy.casting_modes() == NONE
    assert ivy.casting_modes() == NONE


def test_exit_stack_unwinds_several_managers_in_order() -> None:
    with contextlib.ExitStack() as stack:
        stack.enter_context(ivy.casting_mode("upcast"))
        stack.enter_context(ivy.casting_mode("downcast"))
        assert ivy.casting_modes() == modes(upcast=True, downcast=True)
        inner = stack.pop_all()
    # pop_all moved the callbacks: the modes stay until that stack closes.
    assert ivy.casting_modes() == modes(upcast=True, downcast=True)
    inner.close()
    assert ivy.casting_modes() == NONE


def test_the_same_object_nested_in_itself() -> None:
    m = ivy.casting_mode("upcast")
    with m:
        with ivy.casting_mode("upcast", val=False):
            assert ivy.casting_modes() == NONE
            with m:
                assert ivy.casting_modes() == modes(upcast=True)
                with m, m:
                    assert ivy.casting_modes() == modes(upcast=True)
                assert ivy.casting_modes() == modes(upcast=True)
            assert ivy.casting_modes() == NONE
        assert ivy.casting_modes() == modes(upcast=True)
    assert ivy.casting_modes() == NONE
    assert _state.casting.local() is _state._UNSET


def test_the_same_object_entered_by_two_threads_at_once() -> None:
    m = ivy.casting_mode("upcast")
    ivy.crosscast_data_types()  # the process-wide modes the threads start from
    entered = threading.Barrier(3)
    first_out = threading.Barrier(3)
    done = threading.Barrier(3)
    seen: dict[str, list] = {"a": [], "b": []}
    errors: list[BaseException] = []

    def a() -> None:
        try:
            with m:
                entered.wait()
                seen["a"].append(ivy.casting_modes())
            # a leaves first, while b is still inside
            seen["a"].append(ivy.casting_modes())
            first_out.wait()
            done.wait()
        except Exception as exc:
            errors.append(exc)
            for bar in (entered, first_out, done):
                bar.abort()

    def b() -> None:
        try:
            with ivy.casting_mode("downcast"), m:
                entered.wait()
                seen["b"].append(ivy.casting_modes())
                first_out.wait()
                seen["b"].append(ivy.casting_modes())  # a's exit did not touch b's modes
            seen["b"].append(ivy.casting_modes())
            done.wait()
        except Exception as exc:
            errors.append(exc)
            for bar in (entered, first_out, done):
                bar.abort()

    threads = [threading.Thread(target=a), threading.Thread(target=b)]
    for t in threads:
        t.start()
    entered.wait()
    main_while_inside = ivy.casting_modes()
    first_out.wait()
    done.wait()
    for t in threads:
        t.join()
    assert not errors, errors
    assert seen["a"] == [modes(crosscast=True, upcast=True), modes(crosscast=True)]
    assert seen["b"] == [ALL, ALL, modes(crosscast=True)]
    assert main_while_inside == modes(crosscast=True)
    assert _state.casting.value == frozenset({"cross"})
    assert _state.casting.overrides == 0


def test_a_block_does_not_follow_process_wide_changes_made_inside_it() -> None:
    with ivy.casting_mode("upcast"):
        ivy.downcast_data_types()  # process-wide: other threads see it at once
        assert run_in_thread(ivy.casting_modes) == modes(downcast=True)
        assert ivy.casting_modes() == modes(upcast=True)  # the block keeps its modes
    assert ivy.casting_modes() == modes(downcast=True)


def test_a_new_thread_starts_from_the_process_wide_modes() -> None:
    ivy.downcast_data_types()
    with ivy.casting_mode("cast", val=False):
        assert ivy.casting_modes() == NONE
        assert run_in_thread(ivy.casting_modes) == modes(downcast=True)


# --- async tasks --------------------------------------------------------------------


def test_async_tasks_do_not_see_each_others_modes() -> None:
    async def task(name: str, mine: asyncio.Event, other: asyncio.Event) -> list:
        seen = []
        with ivy.casting_mode(name):
            mine.set()
            await other.wait()  # the other task is inside its own block now
            seen.append(ivy.casting_modes())
            await asyncio.sleep(0)
        seen.append(ivy.casting_modes())
        return seen

    async def bystander(both_in: asyncio.Event) -> dict:
        await both_in.wait()
        return ivy.casting_modes()

    async def main() -> tuple:
        up_in, down_in, both_in = asyncio.Event(), asyncio.Event(), asyncio.Event()

        async def watch() -> None:
            await up_in.wait()
            await down_in.wait()
            both_in.set()

        return await asyncio.gather(
            task("upcast", up_in, down_in), task("downcast", down_in, up_in), bystander(both_in), watch()
        )

    up, down, by, _ = asyncio.run(main())
    assert up == [modes(upcast=True), NONE]
    assert down == [modes(downcast=True), NONE]
    assert by == NONE
    assert ivy.casting_modes() == NONE


def test_one_object_shared_by_interleaved_async_tasks() -> None:
    m = ivy.casting_mode("upcast")

    async def task(inside: asyncio.Event, leave: asyncio.Event, base: str | None) -> list:
        seen = []
        with ivy.casting_mode(base) if base else contextlib.nullcontext():
            with m:
                inside.set()
                await leave.wait()
                seen.append(ivy.casting_modes())
            seen.append(ivy.casting_modes())
        return seen

    async def main() -> tuple:
        a_in, a_out, b_in, b_out = (asyncio.Event() for _ in range(4))
        ta = asyncio.ensure_future(task(a_in, a_out, None))
        tb = asyncio.ensure_future(task(b_in, b_out, "downcast"))
        await a_in.wait()
        await b_in.wait()
        a_out.set()  # a leaves m first although b entered it last
        ra = await ta
        b_out.set()
        return ra, await tb

    ra, rb = asyncio.run(main())
    assert ra == [modes(upcast=True), NONE]
    assert rb == [modes(upcast=True, downcast=True), modes(downcast=True)]
    assert _state.casting.overrides == 0


# --- errors and repr ---------------------------------------------------------------------


@pytest.mark.parametrize("bad", ["up", "Upcast", "upcast_data_types", "", 3, None])
def test_unknown_mode_names_raise_listing_the_valid_ones(bad) -> None:
    with pytest.raises(ValueError, match="unknown mode") as info:
        ivy.casting_mode("upcast", bad)
    msg = str(info.value)
    assert repr(bad) in msg
    for name in ("upcast", "downcast", "crosscast", "cast"):
        assert repr(name) in msg
    assert ivy.casting_modes() == NONE


def test_casting_mode_needs_a_name_and_a_bool_val() -> None:
    with pytest.raises(ValueError, match="name at least one mode"):
        ivy.casting_mode()
    with pytest.raises(TypeError, match="ivy_core.casting_mode: val must be True or False"):
        ivy.casting_mode("upcast", val="no")
    with pytest.raises(TypeError, match=r"val is keyword-only: casting_mode\('upcast', val=False\)"):
        ivy.casting_mode("upcast", False)


def test_repr_shows_the_call() -> None:
    assert repr(ivy.casting_mode("upcast")) == "ivy_core.casting_mode('upcast')"
    assert repr(ivy.casting_mode("cast", "upcast", val=False)) == (
        "ivy_core.casting_mode('cast', 'upcast', val=False)"
    )


def test_exiting_where_it_was_not_entered_is_an_error() -> None:
    m = ivy.casting_mode("upcast")
    with pytest.raises(RuntimeError, match="not entered here"):
        m.__exit__(None, None, None)
    m.__enter__()
    try:
        with pytest.raises(RuntimeError, match="not entered here"):
            run_in_thread(lambda: m.__exit__(None, None, None))
        assert ivy.casting_modes() == modes(upcast=True)
    finally:
        m.__exit__(None, None, None)
    assert ivy.casting_modes() == NONE


# --- the modes feed find_cast -------------------------------------------------------------


def test_active_modes_feed_find_cast() -> None:
    D = _dtypes
    ok = {
        _dtypes.as_dtype(d) for d in _dtypes.CATEGORIES["all_dtypes"] if d not in ("int8", "float32")
    }.__contains__
    assert _casting.find_cast(D.int8, ok, _casting.active_modes()) is None
    with ivy.casting_mode("upcast"):
        assert _casting.find_cast(D.int8, ok, _casting.active_modes()) == (D.int16, "up")
    ivy.cast_data_types()
    assert _casting.find_cast(D.int8, ok, _casting.active_modes()) == (D.int16, "up")  # float32 unsupported
    assert _casting.find_cast(D.float32, ok, _casting.active_modes()) == (D.int32, "cross")
    with ivy.casting_mode("crosscast", val=False):
        assert _casting.find_cast(D.float32, ok, _casting.active_modes()) == (D.float64, "up")
        with ivy.casting_mode("upcast", val=False):
            assert _casting.find_cast(D.float32, ok, _casting.active_modes()) == (D.bfloat16, "down")
