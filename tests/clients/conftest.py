"""The clients suite: SciPy's Array API support switched on before SciPy is
imported, and the summary table (library x backend: tried, passed, the
library's own limits, ivy_core defects) at the end of the run."""

from __future__ import annotations

import os
import sys
from collections import Counter, defaultdict

import pytest

os.environ["SCIPY_ARRAY_API"] = "1"  # read once, when SciPy is first imported

_COUNTS: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
_DEFAULT_DTYPES: Counter[str] = Counter()


def pytest_configure(config: pytest.Config) -> None:
    if "scipy" in sys.modules:
        from scipy._lib._array_api import SCIPY_ARRAY_API

        if not SCIPY_ARRAY_API:
            raise pytest.UsageError("SciPy was imported before SCIPY_ARRAY_API=1 was set: run with it in the environment")


def _outcome(report: pytest.TestReport) -> str | None:
    if report.passed and report.when == "call":
        return "passed"
    if report.skipped:
        reason = getattr(report, "wasxfail", None)
        if reason is None:  # pytest.skip: longrepr is (file, line, "Skipped: reason")
            reason = str(report.longrepr[2]) if isinstance(report.longrepr, tuple) else ""
            reason = reason.removeprefix("Skipped: ")
        return "library" if reason.startswith("library limit") else "ivy_core" if reason.startswith("ivy_core") else "skipped"
    if report.failed:
        return "failed"
    return None


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    props = dict(report.user_properties)
    key = props.get("client")
    if key is None:
        return
    outcome = _outcome(report)
    if outcome is not None and (report.when == "call" or (report.when == "setup" and not report.passed)):
        _COUNTS[tuple(key)][outcome] += 1
        if "ivy_default_dtype" in props:
            _DEFAULT_DTYPES[key[0]] += 1


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not _COUNTS:
        return
    tr = terminalreporter
    tr.section("clients: ivy_core Arrays in client libraries, compared with NumPy input")
    head = ("library", "backend", "tried", "passed", "library limits", "ivy_core defects", "failed")
    rows = [head]
    for (library, backend), c in sorted(_COUNTS.items()):
        rows.append((library, backend, str(sum(c.values())), str(c["passed"]), str(c["library"]), str(c["ivy_core"]),
                     str(c["failed"] + c["skipped"])))  # fmt: skip
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    for r in rows:
        tr.write_line("  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)))
    if _DEFAULT_DTYPES:
        tr.write_line(
            "passed with ivy_core's default dtype (int32/float32) where NumPy gives int64/float64 "
            "(docs/dtypes.rst, Default dtypes): " + ", ".join(f"{k} {v}" for k, v in sorted(_DEFAULT_DTYPES.items()))
        )
