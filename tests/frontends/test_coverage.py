"""The coverage tables of docs/frontends.rst are what the counting script
writes now from the committed counts and the frontend modules' own lists."""

from __future__ import annotations

import importlib.util
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _script():
    spec = importlib.util.spec_from_file_location(
        "frontend_corpus", os.path.join(ROOT, "benchmarks", "frontend_corpus.py")
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_coverage_page_is_current():
    script = _script()
    with open(os.path.join(ROOT, "docs", "frontends_counts.json")) as f:
        counts = json.load(f)
    with open(os.path.join(ROOT, "docs", "frontends_coverage.inc")) as f:
        committed = f.read()
    assert committed == script.render(counts), "run: python benchmarks/frontend_corpus.py render"


def test_every_covered_name_is_a_function_of_the_frontend():
    import ivy_core.frontends.numpy as fnp

    for name in fnp.COVERED:
        obj = fnp
        for part in name.split("."):
            obj = getattr(obj, part)
        assert callable(obj), name
