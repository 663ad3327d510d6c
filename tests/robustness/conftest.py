"""The robustness suite (issue 9): generated bad calls over the whole API.

Backends are picked the way tests/api picks them: every installed backend
among numpy, torch, jax, tensorflow and dask (one in a plugin's session,
numpy and dask in the ``dask`` session, the four eager ones in the ``all``
session). ``IVY_CORE_ROBUSTNESS_BACKENDS=torch,jax`` narrows the choice
further.
"""

from __future__ import annotations

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

from selection import selected_backends  # noqa: E402


def pytest_report_header(config):
    return f"ivy_core robustness suite backends: {', '.join(selected_backends()) or 'none'}"
