"""The same bad call raises the same exception class on every installed
backend, with a message that names the same function and the same
offending parameter and value (run where several plugins are installed:
the ``all`` session)."""

from __future__ import annotations

import pytest
from checks import diagnosis, names_function, names_param, names_value, run_case
from corpus import corpus
from ivy_core._select import _handler
from selection import installed_backends, selected_backends

BACKENDS = selected_backends()
CASES = [c for c in corpus(installed_backends()) if not c.subprocess and c.kind != "mixed"]
if len(BACKENDS) < 2:
    CASES = [pytest.param(None, marks=pytest.mark.skip(reason="needs two backends or more"))]


@pytest.mark.parametrize("case", CASES, ids=lambda c: getattr(c, "id", "none"))
def test_same_class_and_names_on_every_backend(case):
    seen = {}
    for backend in BACKENDS:
        outcome = run_case(case, backend)
        _handler.reset()
        if outcome.outcome == "silent":
            seen[backend] = ("(returned a value)",)
            continue
        cls, _, message = outcome.error.partition(": ")
        said = diagnosis(message)
        seen[backend] = (
            cls,
            f"names {case.function}: {names_function(message, case.function)}",
            f"names {case.param or 'the parameter'}: {names_param(said, case.param)}",
            f"names the value: {names_value(said, case)}",
        )
    assert len(set(seen.values())) == 1, f"{case.id}: {seen}"
