"""ivy_core with no backend installed: discovery finds nothing, asking for a
backend says what to install, and the dtype model still works in full.

Runs only where the environment promises no plugin is installed (the nox
``core`` session sets IVY_CORE_EXPECT_NO_BACKENDS=1)."""

from __future__ import annotations

import os
from importlib.metadata import entry_points

import pytest

import ivy_core as ivy

pytestmark = pytest.mark.skipif(
    os.environ.get("IVY_CORE_EXPECT_NO_BACKENDS") != "1",
    reason="needs an environment without any ivy_core backend (IVY_CORE_EXPECT_NO_BACKENDS=1)",
)


def test_environment_really_has_no_backend() -> None:
    assert list(entry_points(group="ivy_core.backends")) == []


def test_backends_is_empty() -> None:
    assert ivy.backends() == []
    assert ivy.backends(refresh=True) == []
    assert ivy.backend_stack() == ()


@pytest.mark.parametrize(
    ("name", "dist"),
    [("torch", "ivy-torch"), ("numpy", "ivy-numpy"), ("jax", "ivy-jax"),
     ("tensorflow", "ivy-tensorflow")],
)  # fmt: skip
def test_set_backend_says_what_to_install(name: str, dist: str) -> None:
    with pytest.raises(ivy.BackendNotFoundError) as info:
        ivy.set_backend(name)
    assert isinstance(info.value, ImportError)
    assert isinstance(info.value, ivy.IvyError)
    msg = str(info.value)
    assert repr(name) in msg
    assert "installed: none" in msg
    assert f"./plugins/{dist}" in msg and "not on a package index" in msg
    assert ivy.backend_stack() == ()


def test_unknown_backend_name() -> None:
    with pytest.raises(ivy.BackendNotFoundError) as info:
        ivy.set_backend("mxnet")
    msg = str(info.value)
    assert "'mxnet'" in msg and "installed: none" in msg
    assert "plugins/ivy-" not in msg  # no made-up distribution name


def test_using_backend_raises_too() -> None:
    with pytest.raises(ivy.BackendNotFoundError, match="plugins/ivy-torch"):
        with ivy.using_backend("torch"):
            pass  # pragma: no cover


@pytest.mark.parametrize(
    "make",
    [
        lambda: ivy.asarray([1.0, 2.0]),
        lambda: ivy.zeros((2, 3)),
        lambda: ivy.arange(5),
        lambda: ivy.add(1, 2),
        lambda: ivy.Array([1, 2]),
        lambda: ivy.current_backend(),
    ],
)
def test_creating_an_array_names_the_default_backend(make) -> None:
    with pytest.raises(ivy.BackendNotFoundError) as info:
        make()
    msg = str(info.value)
    assert "'numpy'" in msg
    assert "ivy-numpy" in msg
    assert isinstance(info.value, ImportError)


def test_dtype_model_works() -> None:
    assert len(ivy.all_dtypes) == 15
    assert ivy.valid_dtypes == ivy.all_dtypes
    assert ivy.invalid_dtypes == ()
    assert ivy.valid_float_dtypes == ivy.all_float_dtypes
    assert ivy.uint16 == "uint16"
    assert ivy.bfloat16 == "bfloat16"
    assert ivy.native_float32 == "float32"
    assert ivy.NativeArray.__module__ == "ivy_core._select._namespace"  # a placeholder type
    assert ivy.promote_types("int32", "float32") == "float64"
    assert ivy.promote_types("uint64", "int64") == "float64"
    assert ivy.result_type("int8", 1.5) == "float32"
    assert ivy.result_type("float64", 1j) == "complex128"
    assert ivy.can_cast("int8", "int16")
    assert not ivy.can_cast("int16", "int8")
    assert ivy.is_float_dtype("bfloat16")
    assert ivy.default_float_dtype() == "float32"
    with ivy.using_default_dtypes(float="float64"):
        assert ivy.default_float_dtype() == "float64"
        assert ivy.result_type("int8", 1.5) == "float64"
    ivy.set_default_int_dtype("int64")
    assert ivy.default_dtype(item=3) == "int64"
    ivy.unset_default_int_dtype()
    with ivy.using_precise_mode(False):
        assert ivy.promote_types("int32", "float32") == "float32"
