"""Several devices on a machine without a GPU.

Before any framework starts, this gives JAX four host devices
(``XLA_FLAGS=--xla_force_host_platform_device_count=4``) and TensorFlow
four logical CPUs, so the device rules of ``tests/devices`` run on real
placements: ``"cpu"``, ``"cpu:1"``, ``"cpu:2"``, ``"cpu:3"``. PyTorch has
one CPU here; its ``meta`` device (shapes and dtypes, no data) stands in for
a second device. NumPy and Dask have one device, whose refusals are tested.

Each plugin's nox session runs this directory in a process of its own
(the settings above must not reach the other suites).
"""

from __future__ import annotations

import importlib.util
import os
import sys

import pytest

#: How many CPU devices JAX and TensorFlow get here.
DEVICE_COUNT = int(os.environ.get("IVY_TEST_DEVICES", "4"))

_wanted = {n.strip() for n in os.environ.get("IVY_API_BACKENDS", "").split(",") if n.strip()}


def _configure() -> None:
    flag = f"--xla_force_host_platform_device_count={DEVICE_COUNT}"
    if "jax" not in sys.modules and flag not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = f"{os.environ.get('XLA_FLAGS', '')} {flag}".strip()
    if (not _wanted or "tensorflow" in _wanted) and importlib.util.find_spec("tensorflow") is not None:
        import tensorflow as tf

        cpus = tf.config.list_physical_devices("CPU")
        tf.config.set_logical_device_configuration(
            cpus[0], [tf.config.LogicalDeviceConfiguration()] * DEVICE_COUNT
        )


_configure()

_API = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "api")
if _API not in sys.path:
    sys.path.insert(0, _API)

from api_helpers import installed_backends  # noqa: E402

import ivy_core as ivy  # noqa: E402

BACKENDS = installed_backends()


def pytest_report_header(config):
    return f"ivy_core device suite backends: {', '.join(BACKENDS) or 'none'} ({DEVICE_COUNT} CPU devices for jax, tensorflow)"


@pytest.fixture(
    params=BACKENDS or [pytest.param(None, marks=pytest.mark.skip(reason="no backend installed"))]
)
def backend(request):
    """Each installed backend's name, with the test body run under it."""
    with ivy.using_backend(request.param):
        yield request.param
