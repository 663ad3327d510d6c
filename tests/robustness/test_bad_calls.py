"""Every generated bad call (corpus.py) raises the class of its kind with a
message naming the function, the backend and the value, and leaves the
global state alone, on each selected backend.

Failures here are findings: the report script (report.py) lists them all.
"""

from __future__ import annotations

import pytest
from checks import run_case, weak
from corpus import API, base_call, corpus, public, resolve
from selection import installed_backends, selected_backends

import ivy_core as ivy

BACKENDS = selected_backends()
INSTALLED = installed_backends()
CASES = {c.id: c for c in corpus(INSTALLED)}
IN_PROCESS = [
    pytest.param(b, cid, id=f"{b}-{cid}")
    for b in BACKENDS
    for cid, c in CASES.items()
    if not c.subprocess and b not in c.needs
]
NO_BACKEND = pytest.mark.skip(reason="no backend installed")


@pytest.mark.parametrize(("backend", "case_id"), IN_PROCESS or [pytest.param(None, None, marks=NO_BACKEND)])
def test_bad_call_raises_a_clear_typed_error(backend, case_id):
    outcome = run_case(CASES[case_id], backend)
    assert outcome.outcome == "clean", outcome.describe()


@pytest.mark.parametrize("backend", BACKENDS or [pytest.param(None, marks=NO_BACKEND)])
@pytest.mark.parametrize("name", sorted(API))
def test_base_calls_are_valid(backend, name):
    """The call every case spoils works as given (else a case tests nothing)."""
    args, kwargs = base_call(name)
    with ivy.using_backend(backend):
        public(name)(*resolve(list(args)), **{k: resolve(v) for k, v in kwargs.items()})


def test_the_corpus_covers_every_public_function():
    named = {c.function for c in CASES.values()}
    assert set(API) - named == set()
    assert {"__getitem__", "__setitem__", "set_backend", "using_backend"} <= named


def test_the_corpus_has_every_kind_of_mistake():
    kinds = {c.kind for c in CASES.values()}
    assert kinds >= {
        "axis",
        "shape",
        "value",
        "type",
        "dtype",
        "dtype_kind",
        "memory",
        "overflow",
        "index",
        "key_type",
        "backend",
    }
    assert 500 <= len(CASES) <= 4000


def test_a_weak_value_is_judged_by_its_parameter():
    """A case whose value a message holds by chance (``None``, ``0``, ``-1``)
    knows the parameter the message must name it by (checks.names_near)."""
    missing = [c.id for c in CASES.values() if c.tokens and all(weak(t) for t in c.tokens) and not c.param]
    assert missing == []
