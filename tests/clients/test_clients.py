"""Client libraries on ivy_core Arrays (issue 30, item 15): each case of
_cases.py on ivy_core Arrays of every installed backend among numpy, torch
and jax, compared with the same call on NumPy input. Known failures are
marked from _known.py: the library's own limits apart from ivy_core's
defects (strict, so that a fix shows)."""

from __future__ import annotations

import functools
import os
from typing import Any

import numpy as np
import pytest
from _cases import CASES, Case
from _known import marks
from _run import compare, installed_backends, ivy_ctx, numpy_ctx

import ivy_core as ivy

BACKENDS = installed_backends()


@functools.cache
def _reference(index: int) -> Any:
    return CASES[index].run(numpy_ctx())


def _params() -> list[Any]:
    return [
        pytest.param(i, backend, id=f"{c.library}-{backend}-{c.name}", marks=marks(c.library, c.name, backend))
        for i, c in enumerate(CASES)
        for backend in BACKENDS
    ]


@pytest.mark.parametrize(("index", "backend"), _params())
def test_client_case(index: int, backend: str, request: pytest.FixtureRequest) -> None:
    case: Case = CASES[index]
    # For the summary table (conftest.py), whatever the outcome.
    request.node.user_properties.append(("client", (case.library, backend)))
    ref = _reference(index)
    notes: list[str] = []
    got = case.run(ivy_ctx(backend))
    compare(ref, got, rtol=case.rtol, atol=case.atol, array_type=ivy.Array, notes=notes)
    if notes:
        request.node.user_properties.append(("ivy_default_dtype", "; ".join(notes)))


def test_every_backend_of_the_session_is_installed() -> None:
    """The nox session installs ivy-numpy, ivy-torch and ivy-jax and names
    them (IVY_CLIENTS_BACKENDS): a plugin that fails to register would
    otherwise drop its cases silently."""
    expected = os.environ.get("IVY_CLIENTS_BACKENDS")
    if not expected:
        pytest.skip("outside the clients session: the cases run on the backends installed")
    assert BACKENDS == expected.split(","), ivy.backends()


def test_scipy_array_api_is_on() -> None:
    from scipy._lib._array_api import SCIPY_ARRAY_API, array_namespace

    assert SCIPY_ARRAY_API
    ivy.set_backend("numpy")
    assert array_namespace(ivy.asarray(np.ones(2))) is ivy.asarray(np.ones(2)).__array_namespace__()
