"""Fixtures of the frontend tests: ``backend`` runs the test body under each
installed backend among numpy and torch (``IVY_API_BACKENDS`` narrows them,
as for tests/api; ``IVY_FRONTEND_JAX=1`` adds jax, whose first call of each
shape and dtype compiles: 80 s for the NumPy suite on one core); the
expected values come from the real framework."""

from __future__ import annotations

import os
import sys

import pytest

_API = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "api")
if _API not in sys.path:
    sys.path.insert(0, _API)

from api_helpers import installed_backends  # noqa: E402

import ivy_core as ivy  # noqa: E402

_WANTED = ("numpy", "torch", "jax") if os.environ.get("IVY_FRONTEND_JAX") == "1" else ("numpy", "torch")
BACKENDS = [b for b in installed_backends() if b in _WANTED]


@pytest.fixture(
    params=BACKENDS or [pytest.param(None, marks=pytest.mark.skip(reason="no backend installed"))]
)
def backend(request):
    with ivy.using_backend(request.param):
        yield request.param
