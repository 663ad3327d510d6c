"""Which backend runs when none is set and no argument names one."""

from __future__ import annotations

import pytest

import ivy_core as ivy

INSTALLED = [b.name for b in ivy.backends()]


@pytest.mark.skipif("numpy" not in INSTALLED, reason="needs ivy-numpy")
def test_numpy_is_the_default() -> None:
    assert ivy.asarray([1, 2]).backend == "numpy"
    assert ivy.current_backend_str() == "numpy"


@pytest.mark.skipif(
    "numpy" in INSTALLED or len(INSTALLED) != 1,
    reason="runs where exactly one backend, not numpy, is installed (the torch/jax/tensorflow sessions)",
)
def test_the_only_installed_backend_is_the_default() -> None:
    (only,) = INSTALLED
    x = ivy.zeros(3)
    assert x.backend == only
    assert isinstance(x.data, ivy.current_backend().array_type)
