"""pytest plugin of the conformance kit: the ``--ivy-backend`` and
``--ivy-profile`` options and the hypothesis profiles. Loaded by every
pytest run where ivy-core is installed, so it imports nothing heavy."""

from __future__ import annotations

from typing import Any

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


def pytest_configure(config: Any) -> None:
    config.addinivalue_line("markers", "ivy_conformance: a test of the ivy_core conformance kit")
