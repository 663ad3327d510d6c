"""Shared fixtures: every test starts and ends with ivy_core's global state at
its defaults (no backend set, precise mode on, built-in default dtypes)."""

from __future__ import annotations

from collections.abc import Iterator
from importlib.metadata import entry_points

import pytest

import ivy_core as ivy
from ivy_core import _dtypes, data_type


def _reset() -> None:
    ivy.unset_backend()
    ivy.set_precise_mode(True)
    for stack in _dtypes._global_defaults.values():
        stack.clear()
    data_type._set_kinds.clear()


@pytest.fixture(autouse=True)
def clean_ivy_state() -> Iterator[None]:
    _reset()
    yield
    _reset()


def installed_backends() -> set[str]:
    """Backend names registered in the entry point metadata (nothing imported)."""
    return {ep.name for ep in entry_points(group="ivy_core.backends")}


#: The fixture distributions under tests/fixtures, by backend name.
FIXTURE_BACKENDS = {
    "broken_import": "ivy-fixture-broken-import",
    "wrong_api": "ivy-fixture-wrong-api",
    "inconsistent": "ivy-fixture-inconsistent",
    "thirdparty": "ivy-fixture-thirdparty",
}
