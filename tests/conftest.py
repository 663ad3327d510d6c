"""Shared fixtures: every test starts and ends with ivy_core's global state at
its defaults (no backend set, precise mode on, built-in default dtypes,
no casting mode)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from ivy_core._select import _handler


def _reset() -> None:
    # Every setting (_state.SETTINGS: backend, default dtypes, precise and
    # casting modes), process-wide and in this context.
    _handler.reset()


@pytest.fixture(autouse=True)
def clean_ivy_state() -> Iterator[None]:
    _reset()
    yield
    _reset()
