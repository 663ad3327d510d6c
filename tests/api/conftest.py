"""Fixtures of the cross-backend API suite.

``backend`` yields the name of each installed backend among numpy, torch,
jax, tensorflow and dask and runs the test body under
``ivy.using_backend(name)``, so the same modules run in a one-plugin venv
and in the all-plugins venv. ``IVY_API_BACKENDS=dask`` (a comma-separated
list) keeps those backends only: the dask venv also holds ivy-numpy, whose
own session already runs the suite.
"""

from __future__ import annotations

import os
import sys

import pytest

# The helper module sits next to this file; make it importable whatever the
# import mode pytest runs in.
_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

from api_helpers import installed_backends  # noqa: E402

import ivy_core as ivy  # noqa: E402

BACKENDS = installed_backends()


def pytest_report_header(config):
    return f"ivy_core API suite backends: {', '.join(BACKENDS) or 'none'}"


@pytest.fixture(
    params=BACKENDS or [pytest.param(None, marks=pytest.mark.skip(reason="no backend installed"))]
)
def backend(request):
    """Each installed backend's name, with the test body run under it."""
    with ivy.using_backend(request.param):
        yield request.param


@pytest.fixture
def needs_tracer(backend):
    """Skips a test of ``trace_graph``'s native graphs on a backend whose
    runtime has no ``trace`` hook (Dask: its arrays are graphs already);
    test_trace.py checks that such a backend refuses clearly."""
    if ivy.current_backend().runtime.trace is None:
        pytest.skip(f"backend {backend!r} provides no tracer (no 'trace' hook in its runtime)")
