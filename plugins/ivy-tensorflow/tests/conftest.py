"""Every test starts and ends with ivy_core's global state at its defaults."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from ivy_core._select import _handler


@pytest.fixture(autouse=True)
def clean_ivy_state() -> Iterator[None]:
    _handler.reset()
    yield
    _handler.reset()
