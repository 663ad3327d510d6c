"""``import ivy_core`` imports no frontend, and a frontend imports no
framework: ``ivy_core.frontends.torch`` runs where torch is not installed."""

from __future__ import annotations

import subprocess
import sys

CHECK = """
import sys
import ivy_core
assert not [m for m in sys.modules if m.startswith("ivy_core.frontends")], "import ivy_core imported a frontend"
import ivy_core.frontends.numpy, ivy_core.frontends.torch
loaded = sorted(m for m in ("numpy", "torch", "jax", "tensorflow") if m in sys.modules)
assert not loaded, f"the frontends imported {loaded}"
"""


def test_frontends_are_imported_on_request_and_import_no_framework():
    done = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
