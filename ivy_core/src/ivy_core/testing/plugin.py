"""pytest plugin of the conformance kit: its options and what it changes in
a kit run. Loaded by every pytest run where ivy-core is installed (the
``pytest11`` entry point), so it imports nothing heavy and does nothing
unless ``--ivy-backend`` is given.

A kit run (``--ivy-backend=NAME``):

- first checks the basics every test builds its inputs with (``asarray``
  keeping each dtype, indexing, item assignment; :mod:`ivy_core.testing._basics`)
  and stops with one message when they fail, before any test runs;
- reports failures as one table, a row per function, then every failing
  function dtype by dtype with the script that reproduces its first
  failure, and the declarations the failures ask for
  (:mod:`ivy_core.testing._report`), instead of a traceback per test:
  ``--ivy-tracebacks`` gives pytest's own report back.
"""

from __future__ import annotations

from typing import Any

import pytest

from ._report import KitReport

#: Examples per (function, dtype) in each profile.
PROFILES = {"fast": 4, "deep": 150}


def pytest_addoption(parser: Any) -> None:
    group = parser.getgroup("ivy_core", "ivy_core conformance kit")
    group.addoption(
        "--ivy-backend",
        action="store",
        default=None,
        help="backend the conformance kit (pytest --pyargs ivy_core.testing) tests",
    )
    group.addoption(
        "--ivy-profile",
        action="store",
        default="fast",
        choices=sorted(PROFILES),
        help="fast: a few examples per function and dtype (CI); deep: many (release)",
    )
    group.addoption(
        "--ivy-tracebacks",
        action="store_true",
        default=False,
        help="report each failure with pytest's traceback (default: the kit's table and "
        "each failing function's failures, dtype by dtype)",
    )
    group.addoption(
        "--ivy-shrink",
        action="store_true",
        default=False,
        help="let hypothesis shrink a failing example to a smaller one (slower: minutes per "
        "failing test at worst)",
    )


@pytest.hookimpl(tryfirst=True)  # before the terminal reporter reads --tb and -r
def pytest_configure(config: Any) -> None:
    config.addinivalue_line("markers", "ivy_conformance: a test of the ivy_core conformance kit")
    if config.getoption("--ivy-backend", default=None) is None:
        return
    if not config.getoption("--ivy-tracebacks"):
        # The kit's table replaces tracebacks and the one-line summary of
        # each failure, unless the command line asks for them.
        if config.option.tbstyle == "auto":
            config.option.tbstyle = "no"
        if config.option.reportchars == "fE":
            config.option.reportchars = ""
    config.pluginmanager.register(KitReport(config), "ivy_core-kit-report")


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: Any) -> None:
    """Load the backend and check the basics once, in the process that
    reports (not in each xdist worker); stop the run when they fail."""
    config = session.config
    name = config.getoption("--ivy-backend", default=None)
    if name is None or hasattr(config, "workerinput"):
        return
    from . import _basics  # imports ivy_core and numpy: only for a kit run

    problem = _basics.stop_reason(name)
    if problem is not None:
        reporter = config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write_line(problem, red=True)
            problem = "the conformance kit stopped before its first test (see above)"
        pytest.exit(problem, returncode=pytest.ExitCode.TESTS_FAILED)
