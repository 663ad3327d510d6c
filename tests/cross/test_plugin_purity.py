"""Each installed plugin's entry point module imports no framework, and
listing backends imports no plugin module (run in a subprocess each)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import ivy_core

FRAMEWORKS = ("numpy", "torch", "jax", "jaxlib", "tensorflow", "ml_dtypes")
INSTALLED = [b.name for b in ivy_core.backends()]


def _run(code: str) -> dict:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("backend", INSTALLED)
def test_plugin_module_imports_no_framework(backend: str) -> None:
    result = _run(
        "import json, sys\n"
        "from importlib.metadata import entry_points\n"
        f"ep = [e for e in entry_points(group='ivy_core.backends') if e.name == {backend!r}][0]\n"
        "module = ep.load()\n"
        "spec = module.ivy_core_backend()\n"
        f"print(json.dumps({{'name': spec.name, 'loaded': [m for m in {FRAMEWORKS!r} if m in sys.modules]}}))\n"
    )
    assert result["name"] == backend
    assert result["loaded"] == []


def test_listing_backends_imports_no_plugin_module() -> None:
    result = _run(
        "import json, sys, ivy_core\n"
        "names = [b.name for b in ivy_core.backends()]\n"
        "mods = [m for m in sys.modules if m.startswith('ivy_') and m != 'ivy_core' and not m.startswith('ivy_core.')]\n"
        f"print(json.dumps({{'names': names, 'mods': mods, 'fw': [m for m in {FRAMEWORKS!r} if m in sys.modules]}}))\n"
    )
    assert sorted(result["names"]) == sorted(INSTALLED)
    assert result["mods"] == []
    assert result["fw"] == []


def test_all_four_backends_installed_here() -> None:
    # The "all" session installs every plugin; a missing one means the
    # cross-backend tests silently covered less.
    assert {"numpy", "torch", "jax", "tensorflow"} <= set(INSTALLED)
