"""An array of a backend that failed to load, passed to another backend's
call (or to a call with no backend set), raises that backend's
``BackendLoadError`` naming the argument, not an ``ArgumentTypeError`` that
tells the user to wrap an array they cannot wrap."""

from __future__ import annotations

from importlib.metadata import entry_points

import pytest
from ivy_core._plugins import _registry
from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec

import ivy_core as ivy

if "numpy" not in {ep.name for ep in entry_points(group="ivy_core.backends")}:
    pytest.skip("needs the ivy-numpy plugin installed", allow_module_level=True)


class Tensor:
    """The array type of a framework whose backend failed to load."""


Tensor.__module__ = "brokenfw.core"


@pytest.fixture
def broken(monkeypatch: pytest.MonkeyPatch) -> None:
    spec = BackendSpec(
        name="brokenfw", framework="brokenfw", plugin_api=PLUGIN_API_VERSION,
        native_array_types=("brokenfw.core.Tensor",), devices=("cpu",),
    )  # fmt: skip
    error = ivy.BackendLoadError(
        "ivy_core: backend 'brokenfw' from distribution ivy-brokenfw 1.0 failed to import its framework",
        distribution="ivy-brokenfw",
    )
    monkeypatch.setitem(_registry._specs, "brokenfw", spec)
    monkeypatch.setitem(_registry._failed, "brokenfw", error)


def test_an_array_of_a_failed_backend_names_the_failure(broken: None) -> None:
    with ivy.using_backend("numpy"):
        with pytest.raises(ivy.BackendLoadError) as info:
            ivy.add(Tensor(), 1.0)
    message = str(info.value)
    assert message.startswith("ivy_core.add (backend 'numpy'): argument 'x1' is a brokenfw.core.Tensor")
    assert "failed to import its framework" in message and "ivy_core.backends()" in message
    assert info.value.distribution == "ivy-brokenfw"
    assert isinstance(info.value.__cause__, ivy.BackendLoadError)


def test_with_no_backend_set_too(broken: None) -> None:
    assert not ivy.backend_stack()  # the backend is inferred from the arguments
    with pytest.raises(ivy.BackendLoadError, match="argument 'x1' is a brokenfw.core.Tensor"):
        ivy.multiply(Tensor(), Tensor())


def test_other_wrong_types_still_raise_argument_type_error(broken: None) -> None:
    with ivy.using_backend("numpy"):
        with pytest.raises(ivy.ArgumentTypeError, match="must be an array or a Python scalar"):
            ivy.add(object(), 1.0)
        with pytest.raises(ivy.ArgumentTypeError):
            ivy.add("text", 1.0)


def test_without_the_failure_it_is_an_argument_type_error() -> None:
    with ivy.using_backend("numpy"):
        with pytest.raises(ivy.ArgumentTypeError, match="must be an array or a Python scalar"):
            ivy.add(Tensor(), 1.0)
