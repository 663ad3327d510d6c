"""Framework promotion modes (issue 13): every committed golden grid replayed
through ivy_core's real calls on each installed backend, and the behaviour
of the modes around the calls (scope, threads, errors, fast paths).

The grids (``tests/promotion/grids``) were generated from the real
frameworks by ``tests/promotion/make_grid.py``; ``tests/promotion/replay.py``
runs a cell and judges it (see ``replay.verdict`` for the categories).
"""

from __future__ import annotations

import collections
import os
import sys
import threading

import pytest
from ivy_core._dtype import _modes

import ivy_core as ivy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "promotion"))
import replay  # noqa: E402

GRIDS = replay.latest_grids()


@pytest.mark.filterwarnings("ignore::RuntimeWarning")  # float16 + 70000.0 overflows to inf, as in every framework
@pytest.mark.parametrize("mode", sorted(GRIDS))
def test_the_whole_grid_replays_with_no_mismatch(backend, mode):
    """Every cell: the framework's dtype, or its refusal; the documented
    differences (``replay.verdict``) are counted, and nothing else differs."""
    cells = replay.read(GRIDS[mode])
    rules = _modes.MODES[mode]
    verdicts: collections.Counter[str] = collections.Counter()
    mismatches = []
    with ivy.promotion_mode(mode):
        for key, expected in cells.items():
            got = replay.call(ivy, key, backend)
            v = replay.verdict(key, expected, got, replay.predict(rules, key))
            verdicts[v] += 1
            if v == "mismatch":
                mismatches.append(f"{key}: {mode} gives {expected}, ivy_core {got}")
    assert not mismatches, f"{len(mismatches)} of {len(cells)} cells differ:\n" + "\n".join(mismatches[:40])
    # Most cells run on every backend (the rest use dtypes a backend lacks).
    assert verdicts["match"] > len(cells) // 2, dict(verdicts)
    print(f"{backend} {mode}: {dict(verdicts)}")


def test_torch_mode_refuses_to_wrap_an_int_torch_would_wrap(backend):
    """The ``no-wrap`` category the replay accepts: torch gives int8 for
    ``int8 + 128`` by wrapping the value; ivy_core keeps the dtype rule and
    refuses the value."""
    x = ivy.asarray([1, 2], dtype="int8")
    with ivy.promotion_mode("torch"):
        assert (x + 127).dtype == ivy.int8
        with pytest.raises(OverflowError, match="does not fit in int8"):
            x + 128  # torch wraps it to -128; ivy_core refuses to change a value
        with pytest.raises(OverflowError, match="does not fit in int8"):
            x + (-129)


# --- operand ranks and per-operation rules, one call each ---------------------------


def test_torch_ranks(backend):
    with ivy.promotion_mode("torch"):
        zero_d = ivy.asarray(3, dtype="int32")
        assert (zero_d + 5).dtype == ivy.int32  # Ivy's frontends give int64
        assert (ivy.asarray([1, 2], dtype="bfloat16") * 0.5).dtype == ivy.bfloat16
        nd = ivy.asarray([1, 2], dtype="int8")
        assert (nd + ivy.asarray(7, dtype="int64")).dtype == ivy.int8  # a 0-d tensor of the same category
        assert (nd + ivy.asarray(7.0, dtype="float64")).dtype == ivy.float64  # a higher category counts
        assert (nd + 2.5).dtype == ivy.float32  # the default float
        assert ivy.divide(nd, nd).dtype == ivy.float32
        assert ivy.sum(nd).dtype == ivy.int64
        with pytest.raises(ivy.PromotionError, match="does not subtract two bools"):
            ivy.subtract(ivy.asarray([True]), ivy.asarray([False]))
        with pytest.raises(ivy.PromotionError, match="mean takes float"):
            ivy.mean(nd)


def test_numpy_nep50(backend):
    with ivy.promotion_mode("numpy"):
        i8 = ivy.asarray([1, 2], dtype="int8")
        assert (i8 + 1).dtype == ivy.int8
        assert (i8 + 1.5).dtype == ivy.float64
        assert (i8 + ivy.asarray(1, dtype="int16")).dtype == ivy.int16  # 0-d arrays are strong
        assert ivy.sqrt(i8).dtype == ivy.float16
        assert ivy.divide(i8, i8).dtype == ivy.float64
        assert ivy.mean(i8).dtype == ivy.float64
        with pytest.raises(OverflowError, match="300 is out of bounds for int8"):
            i8 + 300
        if "uint64" in ivy.valid_dtypes:
            u64 = ivy.asarray([1], dtype="uint64")
            assert (u64 + ivy.asarray([1], dtype="int64")).dtype == ivy.float64


def test_jax_weak_python_scalars(backend):
    f16 = ivy.asarray([1, 2], dtype="float16")
    with ivy.promotion_mode("jax"):
        assert (f16 + 1.0).dtype == ivy.float16
        assert (ivy.asarray([1], dtype="int8") + 1.5).dtype == ivy.float32
        assert ivy.sum(ivy.asarray([1], dtype="int8")).dtype == ivy.int32
        with pytest.raises(ivy.PromotionError, match="jax has no int64"):
            ivy.asarray([1], dtype="int64") + 1
    with ivy.promotion_mode("jax_x64"):
        assert (ivy.asarray([1], dtype="int8") + 1.5).dtype == ivy.float64
        assert ivy.sum(ivy.asarray([1], dtype="int8")).dtype == ivy.int64


def test_concat_where_and_out(backend):
    a = ivy.asarray([1, 2], dtype="int8")
    b = ivy.asarray([1, 2], dtype="uint8")
    with ivy.promotion_mode("torch"):
        assert ivy.concat([a, b]).dtype == ivy.int16
        assert ivy.stack([a, b]).dtype == ivy.int16
        assert ivy.where(ivy.asarray([True, False]), a, 2.5).dtype == ivy.float32
        out = ivy.zeros((2,), dtype="float64")
        assert ivy.add(a, a, out=out) is out and out.dtype == ivy.float64
        with pytest.raises(ivy.PromotionError, match="canCast"):
            ivy.divide(a, a, out=ivy.zeros((2,), dtype="int8"))


def test_in_place_operators_follow_the_mode(backend):
    with ivy.promotion_mode("torch"):
        x = ivy.asarray([1, 2], dtype="int32")
        x += ivy.asarray([1, 1], dtype="int64")  # torch casts the int64 result back
        assert x.dtype == ivy.int32 and x.tolist() == [2, 3]
        with pytest.raises(ivy.PromotionError, match="does not write a float32 result into a int32"):
            x += 1.5
    with ivy.promotion_mode("numpy"):
        y = ivy.asarray([1, 2], dtype="float32")
        y += ivy.asarray([1, 1], dtype="float64")  # same_kind
        assert y.dtype == ivy.float32
    x = ivy.asarray([1, 2], dtype="int32")
    with pytest.raises(TypeError, match="in-place operators keep the dtype"):
        x += ivy.asarray([1, 1], dtype="int64")  # ivy_core's own rule


def test_errors_name_function_backend_and_mode(backend):
    with ivy.promotion_mode("numpy"):
        with pytest.raises(OverflowError) as info:
            ivy.add(ivy.asarray([1], dtype="uint8"), -1)
    message = str(info.value)
    assert "ivy_core.add" in message and repr(backend) in message and "'numpy'" in message and "-1" in message


# --- scope -----------------------------------------------------------------------


def test_block_scope_and_process_wide_setter(backend):
    x = ivy.asarray([1], dtype="int8")
    assert ivy.current_promotion_mode() == "ivy_core"
    assert (x + 1.5).dtype == ivy.float32
    with ivy.promotion_mode("numpy"):
        assert ivy.current_promotion_mode() == "numpy"
        assert (x + 1.5).dtype == ivy.float64
        with ivy.promotion_mode("ivy_core"):
            assert (x + 1.5).dtype == ivy.float32
    assert (x + 1.5).dtype == ivy.float32
    ivy.set_promotion_mode("numpy")
    try:
        assert (x + 1.5).dtype == ivy.float64
        with ivy.promotion_mode("torch"):
            assert (x + 1.5).dtype == ivy.float32
        assert (x + 1.5).dtype == ivy.float64
    finally:
        ivy.set_promotion_mode("ivy_core")
    assert (x + 1.5).dtype == ivy.float32


def test_a_block_is_local_to_its_thread(backend):
    x = ivy.asarray([1], dtype="int8")
    inside, outside = threading.Event(), threading.Event()
    seen = []

    def other():
        inside.wait(5)
        seen.append((x + 1.5).dtype)
        outside.set()

    t = threading.Thread(target=other)
    t.start()
    with ivy.promotion_mode("numpy"):
        inside.set()
        outside.wait(5)
        assert (x + 1.5).dtype == ivy.float64
    t.join()
    assert seen == [ivy.float32]


def test_result_type_answers_without_computing(backend):
    zero_d = ivy.asarray(1, dtype="int32")
    assert ivy.result_type(zero_d, 5, mode="torch") == ivy.int32
    assert ivy.result_type("int8", 1.0, mode="numpy") == ivy.float64
    assert ivy.result_type("float16", 1.0, mode="jax") == ivy.float16
    assert ivy.result_type("int64", "uint64", mode="jax_x64") == ivy.float64
    with ivy.promotion_mode("torch"):
        assert ivy.result_type(zero_d, 5) == ivy.int32
    with pytest.raises(ValueError, match="unknown promotion mode 'tensorflow'"):
        ivy.result_type("int8", mode="tensorflow")
    with pytest.raises(ValueError, match="unknown promotion mode"):
        ivy.promotion_mode("pytorch")


def test_the_default_mode_keeps_the_fast_entries(backend):
    """The default mode's entries are the backend's own: a mode costs nothing
    until it is used."""
    b = ivy.current_backend()
    assert b.entries_in("ivy_core") is b.entries
    torch_entries = b.entries_in("torch")
    assert torch_entries["reshape"] is b.entries["reshape"]  # not governed by modes
    assert torch_entries["add"] is not b.entries["add"]


def test_compiled_functions_follow_the_mode_they_are_called_under(backend):
    """``ivy_core.compile`` compiles once per mode: a function traced under one
    mode is not reused under another."""

    def f(x, y):
        return ivy.sum(ivy.sqrt(x) + y * 2.5)

    g = ivy.compile(f)
    x = ivy.asarray([1, 4], dtype="int8")
    y = ivy.asarray([1, 2], dtype="int16")
    for mode, want in (("torch", "float32"), ("numpy", "float64"), ("torch", "float32"), ("ivy_core", "float32")):
        with ivy.promotion_mode(mode):
            assert g(x, y).dtype == want, mode
            assert f(x, y).dtype == want, mode
