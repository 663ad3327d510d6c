"""The same bad call raises the same exception class on every installed
backend (run where several plugins are installed: the ``all`` session)."""

from __future__ import annotations

import pytest
from checks import run_case
from corpus import corpus
from ivy_core._select import _handler
from selection import installed_backends, selected_backends

BACKENDS = selected_backends()
CASES = [c for c in corpus(installed_backends()) if not c.subprocess and c.kind != "mixed"]
if len(BACKENDS) < 2:
    CASES = [pytest.param(None, marks=pytest.mark.skip(reason="needs two backends or more"))]


@pytest.mark.parametrize("case", CASES, ids=lambda c: getattr(c, "id", "none"))
def test_same_class_on_every_backend(case):
    classes = {}
    for backend in BACKENDS:
        outcome = run_case(case, backend)
        _handler.reset()
        classes[backend] = (
            "(returned a value)" if outcome.outcome == "silent" else outcome.error.split(":", 1)[0]
        )
    assert len(set(classes.values())) == 1, f"{case.id}: {classes}"
