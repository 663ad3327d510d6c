"""How the conformance kit guides a backend's author (issue 15): superset
support (``computed_in``) on functions with keyword parameters, the basics
checked before any test, the typed error asked for instead of a framework's
own, missing functions listed once, and the report (a table and one failure
per function, no tracebacks unless asked).

The kit runs in a subprocess against ivy-numpy broken on purpose by the
plugin in tests/kit/breaks.py (``IVY_KIT_BREAK``), so these tests need
ivy-numpy installed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("hypothesis")

from ivy_core._backends._backend import Backend  # noqa: E402
from ivy_core._plugins import _registry  # noqa: E402
from ivy_core.plugin import computed_in  # noqa: E402

import ivy_core as ivy  # noqa: E402

if "numpy" not in _registry.discover():
    pytest.skip("needs ivy-numpy installed", allow_module_level=True)

BREAKS = Path(__file__).resolve().parents[1] / "kit"


# --- computed_in on functions with keyword parameters ------------------------------------------


def _variant(name: str, fn):
    base = _registry.load("numpy", "test")
    table = dict(base.impls)
    table[name] = fn
    return Backend(base.info, base.spec, base.runtime, table, dict(base.origins), base.find_backend, base.build_entry)


def _computed(name: str, pairs: dict[str, str]):
    """The numpy implementation of ``name`` under ``computed_in(pairs)``,
    failing like a framework without the key dtypes, and the dtypes it saw."""
    impl = _registry.load("numpy", "test").impls[name]
    refused = {np.dtype(k) for k in pairs}
    seen = []

    def f(x, /, *args, **kwargs):
        if x.dtype in refused:
            raise TypeError(f"no {x.dtype} kernel for {name}")
        seen.append((x.dtype, sorted(kwargs)))
        return impl(x, *args, **kwargs)

    f.__name__ = name
    return computed_in(pairs, reason="test")(f), seen


@pytest.mark.parametrize(
    "name,pairs,call,kwargs",
    [
        (
            "sum",
            {"float16": "float32"},
            lambda x: ivy.sum(x, axis=1, keepdims=True),
            ["axis", "dtype", "keepdims"],
        ),
        ("max", {"int16": "int32"}, lambda x: ivy.max(x, axis=0), ["axis", "keepdims"]),
        (
            "cumulative_sum",
            {"float16": "float32"},
            lambda x: ivy.cumulative_sum(x, axis=1),
            ["axis", "dtype", "include_initial"],
        ),
        (
            "sort",
            {"int16": "int32"},
            lambda x: ivy.sort(x, axis=0, descending=True),
            ["axis", "descending", "stable"],
        ),
        ("flip", {"int16": "int32"}, lambda x: ivy.flip(x, axis=1), ["axis"]),
    ],
)
def test_computed_in_passes_keyword_arguments(name, pairs, call, kwargs):
    """A function with keyword parameters runs in the wider dtype, gets its
    keywords, and answers in the dtype asked for, as a native kernel would."""
    fn, seen = _computed(name, pairs)
    [(narrow, wide)] = pairs.items()
    a = np.array([[3, -1, 2], [5, 0, -4]], dtype=narrow)
    with ivy.using_backend(_variant(name, fn)):
        got = call(ivy.asarray(a))
    with ivy.using_backend("numpy"):
        want = call(ivy.asarray(a))
    assert seen == [(np.dtype(wide), kwargs)]
    assert got.dtype == want.dtype == narrow
    assert np.asarray(got).tolist() == np.asarray(want).tolist()


def test_computed_in_casts_a_scalar_result_back():
    """A 0-d result NumPy gives as a scalar goes back to the input's dtype too."""
    fn, _ = _computed("var", {"float16": "float32"})
    with ivy.using_backend(_variant("var", fn)):
        r = ivy.var(ivy.asarray(np.array([1.0, 2.0, 4.0], dtype=np.float16)))
    assert r.dtype == ivy.float16


def test_computed_in_leaves_index_results_alone():
    """Index results keep the default int, even when it is the wider dtype."""
    fn, _ = _computed("argsort", {"int16": "int32"})
    with ivy.using_backend(_variant("argsort", fn)):
        r = ivy.argsort(ivy.asarray(np.array([3, 1, 2], dtype=np.int16)))
    assert r.dtype == ivy.default_int_dtype()


def test_computed_in_keeps_the_result_dtype_rule():
    """A result whose dtype= ivy_core resolved (int16 sums to the default int) keeps it."""
    fn, _ = _computed("sum", {"int16": "int32"})
    with ivy.using_backend(_variant("sum", fn)):
        r = ivy.sum(ivy.asarray(np.array([[3, 1], [2, 0]], dtype=np.int16)), axis=1)
    assert r.dtype == ivy.int32


# --- the kit against a backend broken on purpose --------------------------------------------------


def _kit(breaks: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, IVY_KIT_BREAK=breaks, PYTHONDONTWRITEBYTECODE="1")
    env["PYTHONPATH"] = os.pathsep.join([str(BREAKS), *filter(None, [env.get("PYTHONPATH")])])
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "breaks", "-q"]
    command += ["--pyargs", "ivy_core.testing", "--ivy-backend=numpy", *args]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)


def test_broken_basics_stop_the_kit_with_one_message():
    """asarray losing int16 and item assignment raising: no test runs, and
    one message names both."""
    run = _kit("asarray,setitem")
    out = run.stdout + run.stderr
    assert run.returncode == 1, out
    assert out.count("nothing was tested") == 1, out
    assert "int16 gives int32" in out
    assert "item assignment x[0, 1] = 7" in out
    assert " passed" not in out and " failed" not in out, out


@pytest.fixture(scope="module")
def broken_run() -> subprocess.CompletedProcess[str]:
    """The kit on a backend that lets the framework's TypeError through for
    bool sum/prod/cumulative_sum, lacks three functions and adds wrongly."""
    return _kit("strict,missing,wrong", "-k", "sum or prod or add or implemented")


def test_an_undeclared_framework_error_asks_for_a_declaration(broken_run):
    out = broken_run.stdout
    assert broken_run.returncode == 1, out
    assert "ivy_core.sum on numpy raised ArgumentTypeError for bool input" in out
    assert "The error comes from numpy (TypeError)" in out
    assert '@with_unsupported_dtypes({"' in out and '("bool",)}, reason="...")' in out
    assert "declare it on ivy_numpy.statistical.sum" in out


def test_missing_functions_are_listed_once(broken_run):
    out = broken_run.stdout
    assert out.count("bitwise_left_shift, hypot, tan") == 1, out
    assert "neither implements nor declares 3 of the" in out
    assert "hypot-" not in out  # their cases are not collected


def test_failures_end_in_a_table_without_tracebacks(broken_run):
    out = broken_run.stdout
    lines = out.splitlines()
    assert any(line.startswith("function") and "first failure" in line for line in lines), out
    rows = {line.split()[0]: line.split()[1:4] for line in lines if line.split()[:1] in (["sum"], ["add"])}
    passed, failed, skipped = (int(v) for v in rows["sum"])
    assert failed == 1 and passed > 0 and skipped == 0, rows
    assert int(rows["add"][1]) > 0, rows
    # One failure per function in full, with its reproducing script.
    assert out.count("--- add (") == 1 and "r = ivy.add(x1, x2)" in out
    assert "Traceback" not in out and "\nE   " not in out and "Falsifying example" not in out


def test_tracebacks_on_request():
    run = _kit("wrong", "-k", "add-float32", "--ivy-tracebacks")
    assert run.returncode == 1, run.stdout
    assert any(
        line.startswith("E ") and "AssertionError: ivy_core.add on numpy" in line
        for line in run.stdout.splitlines()
    ), run.stdout


# --- the tolerance of pow -------------------------------------------------------------------------


def test_pow_tolerance_grows_with_the_exponent():
    """complex64 pow computed as exp(x2 * log(x1)) in single precision (as
    NumPy does) passes; an answer off by far more than that rounding fails."""
    from ivy_core.testing.cases import CASES
    from ivy_core.testing.test_conformance import _compare

    case = next(c for c in CASES if c.id == "pow")
    backend = _registry.load("numpy", "test")
    base = np.array([1j, -2.28125 + 0.125j], dtype=np.complex64)
    exponent = np.array(-3j, dtype=np.complex64)
    with ivy.using_backend(backend):
        args = (ivy.asarray(base), ivy.asarray(exponent))
        computed = ivy.asarray(np.power(base, exponent))
        off = ivy.asarray(np.power(base, exponent) * np.complex64(1 + 1e-4))
        assert _compare(case, "complex64", backend, args, {}, computed)[0] is None
        wrong, _ = _compare(case, "complex64", backend, args, {}, off)
    assert wrong is not None and "differ from the reference" in wrong
