"""Which backends the robustness suite runs on."""

from __future__ import annotations

import os

import ivy_core as ivy

#: The backends this project publishes; others that are installed are ignored.
KNOWN_BACKENDS = ("numpy", "torch", "jax", "tensorflow", "dask")


def installed_backends() -> list[str]:
    return [b.name for b in ivy.backends() if b.name in KNOWN_BACKENDS]


def selected_backends() -> list[str]:
    """The installed backends, narrowed by ``IVY_CORE_ROBUSTNESS_BACKENDS``."""
    installed = installed_backends()
    wanted = os.environ.get("IVY_CORE_ROBUSTNESS_BACKENDS", "").strip()
    if not wanted:
        return installed
    names = [n.strip() for n in wanted.split(",") if n.strip()]
    missing = [n for n in names if n not in installed]
    if missing:
        raise RuntimeError(f"IVY_CORE_ROBUSTNESS_BACKENDS names backends not installed: {missing}")
    return names
