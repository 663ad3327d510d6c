"""The conformance kit's report: a table with a row per function (tests
passed, failed and skipped, the dtypes that failed, and the first failure's
reason in full), then every failing function: its first failure in full,
with the script that reproduces it, and a line for each other dtype that
failed; then the declarations the failures ask for, one per function with
every dtype whose framework error went through. It replaces pytest's
traceback per failing test, which for a backend early in its life means
hundreds of tracebacks of one mistake.

Imports nothing but pytest: the plugin module imports it in every pytest run.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

#: user_properties keys the kit's reports carry (they cross xdist as strings).
ROW = "ivy_kit_row"
FAILURE = "ivy_kit_failure"
DTYPE = "ivy_kit_dtype"
#: A declaration a failure asks for: "where\tversion" (the dtype is DTYPE's).
DECLARE = "ivy_kit_declare"

#: A suggestion that is no failure: "dtype\twider", a declared dtype the
#: framework computes correctly in a wider one (``computed_in``).
SUGGEST = "ivy_kit_suggest"

#: A remark on a test that is no failure (a declaration that also refuses index arrays).
NOTE = "ivy_kit_note"

#: Width the table's reasons are wrapped to (they are never cut).
WIDTH = 120


class Row:
    """One function's tests."""

    __slots__ = (
        "passed",
        "failed",
        "skipped",
        "reason",
        "failure",
        "by_dtype",
        "declare",
        "suggest",
        "notes",
    )

    def __init__(self) -> None:
        self.passed = self.failed = self.skipped = 0
        self.reason = ""  # the first failure's first line, else the first skip's reason
        self.failure = ""  # the first failure in full
        #: dtype -> the first failure of that dtype in full ("" for a test without one).
        self.by_dtype: dict[str, str] = {}
        #: (where, version) -> the dtypes whose framework error asks for a declaration there.
        self.declare: dict[tuple[str, str], list[str]] = {}
        #: dtype -> a wider dtype that computes it (suggested ``computed_in``).
        self.suggest: dict[str, str] = {}
        #: Remarks of its tests (each once).
        self.notes: dict[str, None] = {}


def row_of(item: Any) -> str:
    """The table row of a test: its case's id, or the test's name."""
    case = getattr(getattr(item, "callspec", None), "params", {}).get("case")
    return str(getattr(case, "id", None) or item.originalname)


def dtype_of(item: Any) -> str:
    """The dtype a test of the kit runs (its ``dtype`` parameter), or ""."""
    return str(getattr(getattr(item, "callspec", None), "params", {}).get("dtype") or "")


def _innermost(exc: BaseException) -> BaseException:
    while isinstance(getattr(exc, "exceptions", None), tuple) and exc.exceptions:  # type: ignore[attr-defined]
        exc = exc.exceptions[0]  # type: ignore[attr-defined]  # an exception group: its first
    return exc


def failure_text(exc: BaseException) -> str:
    """What a failure says, without traceback: the kit's own messages as
    they are (they carry the reproducing script), others with their class."""
    exc = _innermost(exc)
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
        props = [(ROW, row_of(item)), (DTYPE, dtype_of(item))]
        if report.failed and call.excinfo is not None:
            exc = call.excinfo.value
            props.append((FAILURE, failure_text(exc)))
            declare = getattr(_innermost(exc), "ivy_declare", None)
            if declare is not None:  # set by the kit on a framework error let through
                props.append((DECLARE, "\t".join(declare)))
        # A new list: pytest hands every phase's report the item's own list.
        report.user_properties = [*report.user_properties, *props]
        return report

    def pytest_runtest_logreport(self, report: Any) -> None:
        props = dict(report.user_properties)
        name = props.get(ROW)
        if name is None:
            return
        row = self.rows.setdefault(name, Row())
        row.suggest.update(v.split("\t") for k, v in report.user_properties if k == SUGGEST)
        row.notes.update((v, None) for k, v in report.user_properties if k == NOTE)
        if report.failed:
            row.failed += 1
            text = props.get(FAILURE) or report.longreprtext or "failed"
            if not row.failure:
                row.failure = text
                row.reason = _first_line(row.failure)
            dtype = props.get(DTYPE, "")
            row.by_dtype.setdefault(dtype, text)
            if props.get(DECLARE):
                where, version = props[DECLARE].split("\t")
                dtypes = row.declare.setdefault((where, version), [])
                if dtype and dtype not in dtypes:
                    dtypes.append(dtype)
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
        suggested = [
            f"{n}: {', '.join(r.suggest)} declared unsupported, but computed correctly in a wider dtype: "
            f"@computed_in({r.suggest!r}, reason=...) in place of the declaration answers instead of refusing"
            for n, r in sorted(self.rows.items())
            if r.suggest
        ]
        suggested += [f"{n}: {note}" for n, r in sorted(self.rows.items()) for note in r.notes]
        if suggested:
            tr.section("suggestions (no failures)", sep="-")
            for line in suggested:
                tr.write_line(line)
        if not failing:
            return
        tr.section("failures of each function, dtype by dtype", sep="-")
        for name, row in failing:
            for line in details(name, row):
                tr.write_line(line, bold=line.startswith("--- "))
        wanted = [line for name, row in failing for line in declarations(name, row)]
        if wanted:
            tr.section("declarations the failures ask for", sep="-")
            for line in wanted:
                tr.write_line(line)
        tr.write_line(
            "pytest -k 'NAME' runs one function's tests again, -k 'NAME-DTYPE' one dtype of it "
            "(-k 'take-int8'); --ivy-tracebacks shows tracebacks; --ivy-shrink asks hypothesis for "
            "the smallest failing input."
        )


def details(name: str, row: Row) -> list[str]:
    """A failing function's report: its first failure in full, then one
    line for each other dtype that failed (its failure's first line)."""
    dtypes = [d for d in row.by_dtype if d]
    head = f"--- {name} ({row.failed} failed" + (f": {', '.join(dtypes)})" if dtypes else ")")
    lines = [head, row.failure]
    others = [(d, text) for d, text in row.by_dtype.items() if text != row.failure]
    for d, text in others:
        lines.append(f"{d or 'also'}: {_first_line(text)}")
    if others:
        lines.append(f"(pytest -k '{name}-DTYPE' shows one of these in full)")
    return [*lines, ""]


def declarations(name: str, row: Row) -> list[str]:
    """The declarations ``name``'s failures ask for, each naming every dtype
    whose framework error went through undeclared: a decorator, or (no
    version: a function a backend bound by name binds) an entry of the
    plugin's gaps table."""
    lines = []
    for (where, version), dtypes in row.declare.items():
        if not version:
            lines.append(f'{name}: in the gaps table of {where}: "{name}({", ".join(dtypes)})": "..."')
            continue
        listed = ", ".join(f'"{d}"' for d in dtypes) + ("," if len(dtypes) == 1 else "")
        lines.append(
            f'{name}: on {where}: @with_unsupported_dtypes({{"{version} and below": ({listed})}}, '
            'reason="...")'
        )
    return lines


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
    indent = name_w + 26
    for name, r in shown:
        dtypes = [d for d in r.by_dtype if d]
        reason = (f"[{', '.join(dtypes)}] " if dtypes else "") + r.reason
        if len(name) > name_w:  # a long name gets a line of its own
            lines.append(name)
            name = ""
        # The reason in full (the framework's error text included), wrapped.
        wrapped = textwrap.wrap(reason, max(WIDTH - indent, 40)) or [""]
        lines.append(f"{name:<{name_w}}  {r.passed:>6}  {r.failed:>6}  {r.skipped:>7}  {wrapped[0]}")
        lines += [" " * indent + more for more in wrapped[1:]]
    rest = [r for r in rows.values() if not (every or r.failed or r.skipped)]
    if rest:
        tests = sum(r.passed for r in rest)
        lines.append(f"... and {len(rest)} functions whose {tests} tests all passed (-v lists them)")
    failed = sum(1 for r in rows.values() if r.failed)
    lines.append(f"{len(rows)} functions: {failed} with failures, {len(rows) - failed} without")
    return lines
