"""Gigantic sizes raise MemoryError (ivy_core.OutOfMemoryError) naming the
call, instead of killing the interpreter or hanging. Each backend's cases
run in child processes (isolated.py), one process per backend while none
dies."""

from __future__ import annotations

import pytest
from corpus import corpus
from isolated import run_isolated
from selection import installed_backends, selected_backends

BACKENDS = selected_backends()
GIGANTIC = [c.id for c in corpus(installed_backends()) if c.subprocess]


@pytest.fixture(scope="module")
def outcomes():
    """Backend -> case id -> Outcome, computed on first use per backend."""
    cache: dict[str, dict] = {}

    def get(backend: str) -> dict:
        if backend not in cache:
            cache[backend] = run_isolated(backend, GIGANTIC)
        return cache[backend]

    return get


@pytest.mark.parametrize("case_id", GIGANTIC)
@pytest.mark.parametrize(
    "backend", BACKENDS or [pytest.param(None, marks=pytest.mark.skip(reason="no backend"))]
)
def test_gigantic_size_raises_memory_error(outcomes, backend, case_id):
    outcome = outcomes(backend)[case_id]
    assert outcome.outcome == "clean", outcome.describe()
