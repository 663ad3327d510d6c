"""Support declarations end to end on a real backend (numpy): resolution at
load, the typed error, the casting modes and their scoping, device
declarations, superset support and introspection.

Each test builds a variant of the numpy backend whose implementations carry
the declarations under test, and runs calls under ``using_backend`` with it.
"""

from __future__ import annotations

import asyncio
import threading

import numpy as np
import pytest
from ivy_core._backends._backend import Backend
from ivy_core._dtype import _support
from ivy_core._dtype._support import DeclarationError
from ivy_core._plugins import _registry
from ivy_core.plugin import (
    computed_in,
    with_supported_dtypes,
    with_unsupported_device_and_dtypes,
    with_unsupported_devices,
    with_unsupported_dtypes,
)

import ivy_core as ivy


@pytest.fixture(autouse=True)
def _no_global_casting():
    yield
    ivy.cast_data_types(val=False)


def variant(**impls):
    """The numpy backend with some implementations replaced."""
    base = _registry.load("numpy", "test")
    table = dict(base.impls)
    table.update(impls)
    return Backend(base.info, base.spec, base.runtime, table, dict(base.origins), base.find_backend, base.build_entry)


def np_add(x1, x2, /):
    return np.add(x1, x2)


def declared(decorator, fn=np_add):
    """A fresh copy of ``fn`` carrying ``decorator``'s declaration."""

    def impl(*args, **kwargs):
        return fn(*args, **kwargs)

    impl.__name__ = fn.__name__
    return decorator(impl)


INT8_NO = declared(with_unsupported_dtypes({"1.0 and above": ("int8",)}, reason="test: no int8 kernel"))


def int8(values):
    return ivy.asarray(values, dtype="int8")


# --- the typed error ------------------------------------------------------------


def test_error_names_function_backend_version_dtype_and_cures():
    b = variant(add=INT8_NO)
    with ivy.using_backend(b):
        with pytest.raises(ivy.UnsupportedDtypeError) as info:
            ivy.add(int8([1]), int8([2]))
    msg = str(info.value)
    assert "ivy_core.add" in msg and "'numpy'" in msg
    assert f"numpy {np.__version__}" in msg
    assert "dtype int8 of argument 'x1'" in msg
    assert "test: no int8 kernel" in msg
    assert "'1.0 and above'" in msg
    # The modes that would make it run, and what they would run it in.
    assert "ivy_core.casting_mode('crosscast') (or ivy_core.crosscast_data_types() for the whole process) it would run in float32" in msg
    assert "ivy_core.casting_mode('upcast') (or ivy_core.upcast_data_types() for the whole process) it would run in int16" in msg
    assert "downcast" not in msg  # nothing below int8
    assert isinstance(info.value, TypeError)


def test_supported_dtypes_still_run_unchanged():
    b = variant(add=INT8_NO)
    with ivy.using_backend(b):
        r = ivy.add(ivy.asarray([1, 2], dtype="int16"), ivy.asarray([3, 4], dtype="int16"))
    assert r.dtype == ivy.int16
    assert np.asarray(r).tolist() == [4, 6]


def test_dtype_argument_checked_too():
    zeros = declared(
        with_unsupported_dtypes({"1.0 and above": ("float16",)}, reason="test"),
        lambda shape, *, dtype, device: np.zeros(shape, dtype=dtype),
    )
    b = variant(zeros=zeros)
    with ivy.using_backend(b):
        with pytest.raises(ivy.UnsupportedDtypeError, match="float16 of the result"):
            ivy.zeros((2,), dtype="float16")
        with ivy.casting_mode("upcast"):
            assert ivy.zeros((2,), dtype="float16").dtype == ivy.float32
        with ivy.casting_mode("downcast"), pytest.raises(ivy.UnsupportedDtypeError):
            ivy.zeros((2,), dtype="float16")  # no float smaller than 16 bits
        assert ivy.zeros((2,), dtype="float32").dtype == ivy.float32


# --- casting modes ----------------------------------------------------------------


def test_upcast_runs_in_the_next_larger_supported_dtype():
    b = variant(add=INT8_NO)
    with ivy.using_backend(b), ivy.casting_mode("upcast"):
        r = ivy.add(int8([100]), int8([100]))
    # Computed in int16, and the result stays int16 (nothing is cast back).
    assert r.dtype == ivy.int16
    assert np.asarray(r).tolist() == [200]


def test_upcast_skips_unsupported_sizes():
    add = declared(with_unsupported_dtypes({"1.0 and above": ("int8", "int16")}, reason="test"))
    with ivy.using_backend(variant(add=add)), ivy.casting_mode("upcast"):
        assert ivy.add(int8([1]), int8([1])).dtype == ivy.int32


def test_crosscast_uses_the_default_float():
    b = variant(add=INT8_NO)
    with ivy.using_backend(b):
        with ivy.casting_mode("crosscast"):
            assert ivy.add(int8([1]), int8([2])).dtype == ivy.float32
            with ivy.using_default_dtypes(float="float64"):
                assert ivy.add(int8([1]), int8([2])).dtype == ivy.float64


def test_crosscast_floats_to_the_default_int():
    add = declared(with_unsupported_dtypes({"1.0 and above": ("float",)}, reason="test"))
    with ivy.using_backend(variant(add=add)), ivy.casting_mode("crosscast"):
        r = ivy.add(ivy.asarray([1.5]), ivy.asarray([2.5]))
    assert r.dtype == ivy.int32
    assert np.asarray(r).tolist() == [3]


def test_downcast_and_no_cast_when_nothing_fits():
    add = declared(with_unsupported_dtypes({"1.0 and above": ("float64",)}, reason="test"))
    with ivy.using_backend(variant(add=add)):
        x = ivy.asarray([1.5], dtype="float64")
        with ivy.casting_mode("downcast"):
            assert ivy.add(x, x).dtype == ivy.float32
        with ivy.casting_mode("upcast"), pytest.raises(ivy.UnsupportedDtypeError):
            ivy.add(x, x)  # nothing above float64


def test_cast_mode_order_is_cross_up_down():
    b = variant(add=INT8_NO)
    with ivy.using_backend(b), ivy.casting_mode("cast"):
        assert ivy.add(int8([1]), int8([2])).dtype == ivy.float32  # cross first
    add = declared(with_unsupported_dtypes({"1.0 and above": ("int8", "float")}, reason="test"))
    with ivy.using_backend(variant(add=add)), ivy.casting_mode("cast"):
        assert ivy.add(int8([1]), int8([2])).dtype == ivy.int16  # cross impossible: up


def test_setter_is_global_and_val_false_turns_it_off():
    b = variant(add=INT8_NO)
    ivy.upcast_data_types()
    assert ivy.casting_modes() == {"crosscast": False, "upcast": True, "downcast": False}
    seen = []
    t = threading.Thread(target=lambda: seen.append(ivy.casting_modes()["upcast"]))
    t.start()
    t.join()
    assert seen == [True]  # global: other threads see it
    with ivy.using_backend(b):
        assert ivy.add(int8([1]), int8([1])).dtype == ivy.int16
    ivy.upcast_data_types(val=False)
    assert not any(ivy.casting_modes().values())
    with ivy.using_backend(b), pytest.raises(ivy.UnsupportedDtypeError):
        ivy.add(int8([1]), int8([1]))


def test_casting_mode_is_local_to_the_thread():
    inside, other, after = [], [], []
    with ivy.casting_mode("cast"):
        inside.append(dict(ivy.casting_modes()))
        t = threading.Thread(target=lambda: other.append(dict(ivy.casting_modes())))
        t.start()
        t.join()
    after.append(dict(ivy.casting_modes()))
    assert all(inside[0].values())
    assert not any(other[0].values())
    assert not any(after[0].values())


def test_casting_mode_nests_and_can_turn_a_global_mode_off_locally():
    ivy.cast_data_types()
    with ivy.casting_mode("upcast", val=False):
        assert ivy.casting_modes() == {"crosscast": True, "upcast": False, "downcast": True}
        with ivy.casting_mode("downcast", val=False):
            assert ivy.casting_modes() == {"crosscast": True, "upcast": False, "downcast": False}
        assert ivy.casting_modes()["downcast"] is True
    assert all(ivy.casting_modes().values())


def test_casting_mode_is_local_to_the_task():
    async def task(mode_on: bool) -> bool:
        if mode_on:
            with ivy.casting_mode("upcast"):
                await asyncio.sleep(0.01)
                return ivy.casting_modes()["upcast"]
        await asyncio.sleep(0.005)
        return ivy.casting_modes()["upcast"]

    async def main():
        return await asyncio.gather(task(True), task(False))

    assert asyncio.run(main()) == [True, False]


def test_val_must_be_a_bool():
    with pytest.raises(TypeError, match="upcast_data_types: val must be True or False"):
        ivy.upcast_data_types("yes")
    with pytest.raises(TypeError, match="casting_mode: val must be True or False"):
        ivy.casting_mode("upcast", val=1)


# --- resolution at load ---------------------------------------------------------------


def test_the_range_for_the_installed_version_applies():
    add = declared(
        with_unsupported_dtypes({"1.0 to 1.26.4": ("float64",), "2.0.0 and above": ("int8",)}, reason="test")
    )
    b = variant(add=add)
    assert b.support["add"].unsupported_dtypes == {ivy.int8}
    assert "'2.0.0 and above'" in b.support["add"].source


def test_an_explicit_version_is_used_instead_of_the_installed_one():
    add = declared(
        with_unsupported_dtypes({"1.0 to 1.26.4": ("float64",), "2.0.0 and above": ("int8",)}, "1.5")
    )
    assert variant(add=add).support["add"].unsupported_dtypes == {ivy.float64}


def test_frontend_form_reads_the_named_framework_version():
    # "numpy" is a distribution name, not a version: its installed version decides.
    add = declared(
        with_unsupported_dtypes({"1.0 to 1.26.4": ("float64",), "2.0 and above": ("int16",)}, "numpy")
    )
    assert variant(add=add).support["add"].unsupported_dtypes == {ivy.int16}


def test_a_newer_version_falls_back_to_the_last_known_range():
    add = declared(
        with_unsupported_dtypes({"1.20 and below": ("int8",), "1.21 to 1.26": ("int16",)}, reason="t")
    )
    support = variant(add=add).support["add"]
    assert support.unsupported_dtypes == {ivy.int16}
    assert "last known range '1.21 to 1.26'" in support.source


def test_declarations_are_resolved_once_not_per_call(monkeypatch):
    b = variant(add=INT8_NO)

    def boom(*a, **k):
        raise AssertionError("resolved during a call")

    monkeypatch.setattr(_support, "select_range", boom)
    monkeypatch.setattr(_support, "resolve", boom)
    with ivy.using_backend(b):
        assert ivy.add(ivy.asarray([1]), ivy.asarray([2])).dtype == ivy.int32
        with pytest.raises(ivy.UnsupportedDtypeError):
            ivy.add(int8([1]), int8([1]))


def test_supported_dtypes_with_classes_expand_against_valid_dtypes():
    add = declared(with_supported_dtypes({"1.0 and above": ("float", "bool")}, reason="test"))
    support = variant(add=add).support["add"]
    assert support.unsupported_dtypes == set(ivy.valid_dtypes) - set(ivy.all_float_dtypes) - {ivy.bool}


def test_bad_declarations_fail_the_load():
    bad = declared(with_unsupported_dtypes({"1.0 and above": ("int7",)}))
    with pytest.raises(DeclarationError, match="int7"):
        variant(add=bad)
    overlapping = declared(with_unsupported_dtypes({"1.0 to 2.5": ("int8",), "2.0 and above": ("int16",)}))
    with pytest.raises(DeclarationError, match="overlap"):
        variant(add=overlapping)


def test_both_decorators_on_one_function_are_refused():
    with pytest.raises(DeclarationError, match="only one"):

        @with_supported_dtypes({"1.0 and above": ("float",)})
        @with_unsupported_dtypes({"1.0 and above": ("int8",)})
        def add(x1, x2, /):
            return np.add(x1, x2)


# --- devices ------------------------------------------------------------------------------


def test_unsupported_device_raises_a_typed_error():
    add = declared(with_unsupported_devices({"1.0 and above": ("cpu",)}, reason="test: gpu only"))
    with ivy.using_backend(variant(add=add)):
        with pytest.raises(ivy.UnsupportedDeviceError) as info:
            ivy.add(ivy.asarray([1.0]), ivy.asarray([2.0]))
    msg = str(info.value)
    assert "ivy_core.add" in msg and "device cpu" in msg and "test: gpu only" in msg
    assert isinstance(info.value, ValueError)


def test_device_and_dtype_declaration_applies_on_that_device_only():
    add = declared(
        with_unsupported_device_and_dtypes({"1.0 and above": {"cpu": ("float16",), "gpu": ("int8",)}})
    )
    b = variant(add=add)
    with ivy.using_backend(b):
        x = ivy.asarray([1.0], dtype="float16")
        with pytest.raises(ivy.UnsupportedDtypeError, match="on cpu"):
            ivy.add(x, x)
        assert ivy.add(int8([1]), int8([1])).dtype == ivy.int8  # int8 is a gpu-only gap
        with ivy.casting_mode("upcast"):
            assert ivy.add(x, x).dtype == ivy.float32
    assert ivy.float16 in ivy.function_unsupported_dtypes("add", b)
    assert ivy.int8 not in ivy.function_unsupported_dtypes("add", b)
    assert ivy.int8 in ivy.function_unsupported_dtypes("add", b, device="gpu")


# --- superset support ----------------------------------------------------------------------


def test_computed_in_runs_a_missing_dtype_in_a_wider_one_and_returns_the_original():
    calls = []

    def negative(x, /):
        if x.dtype == np.int8:
            raise AssertionError("the framework has no int8 kernel; computed_in must avoid it")
        calls.append(x.dtype)
        return np.negative(x)

    b = variant(negative=computed_in({"int8": "int16"}, reason="test")(negative))
    with ivy.using_backend(b):
        r = ivy.negative(int8([5, -128]))
    assert r.dtype == ivy.int8
    # The same values as a native int8 negation (modular for -128).
    assert np.asarray(r).tolist() == np.negative(np.array([5, -128], dtype=np.int8)).tolist()
    assert calls == [np.dtype("int16")]
    assert ivy.int8 in ivy.function_supported_dtypes("negative", b)


def test_computed_in_must_be_lossless():
    with pytest.raises(DeclarationError, match="lossless"):
        variant(negative=computed_in({"int64": "float64"})(lambda x, /: np.negative(x)))


# --- introspection --------------------------------------------------------------------------


def test_primary_function_support_from_the_real_plugin():
    assert ivy.function_unsupported_dtypes(ivy.subtract, "numpy") == (ivy.bool,)
    assert ivy.bool not in ivy.function_supported_dtypes(ivy.subtract, "numpy")
    assert ivy.function_supported_dtypes("add", "numpy") == tuple(ivy.all_dtypes)


def test_array_methods_and_operators():
    assert ivy.function_unsupported_dtypes(ivy.Array.subtract, "numpy") == (ivy.bool,)
    assert ivy.function_unsupported_dtypes(ivy.Array.__sub__, "numpy") == (ivy.bool,)
    assert ivy.function_unsupported_dtypes(ivy.Array.__rsub__, "numpy") == (ivy.bool,)
    assert ivy.function_unsupported_dtypes(ivy.Array.__add__, "numpy") == ()


def user_function(x):
    y = ivy.multiply(x, x)
    return -y + 1


def test_any_function_by_its_syntax_tree():
    # negative (through unary minus) refuses bool on numpy; multiply and add don't.
    assert ivy.function_unsupported_dtypes(user_function, "numpy") == (ivy.bool,)


def test_compositional_function_follows_its_callees():
    b = variant(
        full=declared(
            with_unsupported_dtypes({"1.0 and above": ("complex",)}, reason="t"),
            lambda shape, fill_value, *, dtype, device: np.full(shape, fill_value, dtype=dtype),
        )
    )
    # full_like is compositional (its body calls full): it inherits full's gap.
    assert set(ivy.function_unsupported_dtypes("full_like", b)) == {ivy.complex64, ivy.complex128}


def test_current_backend_is_the_default():
    with ivy.using_backend("numpy"):
        assert ivy.function_unsupported_dtypes("pow") == (ivy.bool,)


def test_unknown_function_name():
    with pytest.raises(ValueError, match="no function 'nope'"):
        ivy.function_supported_dtypes("nope", "numpy")
