"""The conformance kit's report: a table with a row per function (tests
passed, failed and skipped, and the first failure's reason), then the first
failure of each failing function in full, with the script that reproduces
it. It replaces pytest's traceback per failing test, which for a backend
early in its life means hundreds of tracebacks of one mistake.

Imports nothing but pytest: the plugin module imports it in every pytest run.
"""

from __future__ import annotations

from typing import Any

import pytest

#: user_properties keys the kit's reports carry (they cross xdist as strings).
ROW = "ivy_kit_row"
FAILURE = "ivy_kit_failure"

#: First failures printed in full; the table names every one.
SHOWN = 20
#: Characters of a failure's first line in the table.
REASON = 110


class Row:
    """One function's tests."""

    __slots__ = ("passed", "failed", "skipped", "reason", "failure")

    def __init__(self) -> None:
        self.passed = self.failed = self.skipped = 0
        self.reason = ""  # the first failure's first line, else the first skip's reason
        self.failure = ""  # the first failure in full


def row_of(item: Any) -> str:
    """The table row of a test: its case's id, or the test's name."""
    case = getattr(getattr(item, "callspec", None), "params", {}).get("case")
    return str(getattr(case, "id", None) or item.originalname)


def failure_text(exc: BaseException) -> str:
    """What a failure says, without traceback: the kit's own messages as
    they are (they carry the reproducing script), others with their class."""
    while isinstance(getattr(exc, "exceptions", None), tuple) and exc.exceptions:  # type: ignore[attr-defined]
        exc = exc.exceptions[0]  # type: ignore[attr-defined]  # an exception group: its first
    text = str(exc).strip()
    if isinstance(exc, (AssertionError, pytest.fail.Exception)) and text:
        return text
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _first_line(text: str) -> str:
    return next((line.strip() for line in text.splitlines() if line.strip()), "")


class KitReport:
    """pytest hooks of a kit run: label each report with its row, gather the
    rows, print the table at the end (in the process that reports)."""

    def __init__(self, config: Any) -> None:
        self.config = config
        self.rows: dict[str, Row] = {}

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: Any, call: Any) -> Any:
        report = yield
        props = [(ROW, row_of(item))]
        if report.failed and call.excinfo is not None:
            props.append((FAILURE, failure_text(call.excinfo.value)))
        # A new list: pytest hands every phase's report the item's own list.
        report.user_properties = [*report.user_properties, *props]
        return report

    def pytest_runtest_logreport(self, report: Any) -> None:
        props = dict(report.user_properties)
        name = props.get(ROW)
        if name is None:
            return
        row = self.rows.setdefault(name, Row())
        if report.failed:
            row.failed += 1
            if not row.failure:
                row.failure = props.get(FAILURE) or report.longreprtext or "failed"
                row.reason = _first_line(row.failure)
        elif report.skipped:
            row.skipped += 1
            if not row.failed and not row.reason:
                row.reason = _skip_reason(report)
        elif report.when == "call":
            row.passed += 1

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if not self.rows:
            return
        tr = terminalreporter
        backend = self.config.getoption("--ivy-backend")
        tr.section(f"ivy_core conformance kit: backend {backend!r}", sep="=")
        for line in table(self.rows, tr.config.get_verbosity() > 0):
            tr.write_line(line)
        # The kit's own tests (the list of missing functions) first.
        failing = sorted(
            ((n, r) for n, r in self.rows.items() if r.failed),
            key=lambda nr: (not nr[0].startswith("test_"), nr[0]),
        )
        if not failing:
            return
        tr.section("first failure of each function", sep="-")
        for name, row in failing[:SHOWN]:
            tr.write_line(f"--- {name} ({row.failed} failed)", bold=True)
            tr.write_line(row.failure)
            tr.write_line("")
        if len(failing) > SHOWN:
            rest = ", ".join(n for n, _ in failing[SHOWN:])
            tr.write_line(f"{len(failing) - SHOWN} more functions fail ({rest}): run them with -k")
        tr.write_line(
            "pytest -k 'NAME' runs one function's tests again; --ivy-tracebacks shows tracebacks; "
            "--ivy-shrink asks hypothesis for the smallest failing input."
        )


def _skip_reason(report: Any) -> str:
    if hasattr(report, "wasxfail"):
        return f"xfail: {report.wasxfail}"
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2]).removeprefix("Skipped: ")
    return _first_line(str(longrepr))


def table(rows: dict[str, Row], every: bool) -> list[str]:
    """The table's lines: the rows with a failure or a skip (all of them
    with ``every``), failing ones first, and a line for the rest."""
    shown = sorted(
        ((n, r) for n, r in rows.items() if every or r.failed or r.skipped),
        key=lambda nr: (not nr[1].failed, nr[0]),
    )
    name_w = min(max([len("function")] + [len(n) for n, _ in shown]), 28)
    head = f"{'function':<{name_w}}  passed  failed  skipped  first failure (or skip)"
    lines = [head, "-" * len(head)]
    for name, r in shown:
        reason = r.reason if len(r.reason) <= REASON else r.reason[: REASON - 3] + "..."
        if len(name) > name_w:  # a long name gets a line of its own
            lines.append(name)
            name = ""
        lines.append(f"{name:<{name_w}}  {r.passed:>6}  {r.failed:>6}  {r.skipped:>7}  {reason}")
    rest = [r for r in rows.values() if not (every or r.failed or r.skipped)]
    if rest:
        tests = sum(r.passed for r in rest)
        lines.append(f"... and {len(rest)} functions whose {tests} tests all passed (-v lists them)")
    failed = sum(1 for r in rows.values() if r.failed)
    lines.append(f"{len(rows)} functions: {failed} with failures, {len(rows) - failed} without")
    return lines
