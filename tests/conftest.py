"""Shared fixtures: every test starts and ends with ivy_core's global state at
its defaults (no backend set, precise mode on, built-in default dtypes)."""

from __future__ import annotations

from collections.abc import Iterator

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
