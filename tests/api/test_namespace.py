"""The namespace as a user meets it, under every backend: ``from ivy_core
import *``, type hints and signatures of the public functions and methods."""

from __future__ import annotations

import inspect
import subprocess
import sys

import pytest
from ivy_core._spec._api import API
from ivy_core._spec._argtypes import type_hints

import ivy_core as ivy


def test_star_import_gives_what_the_backend_has(backend):
    names = ivy.__all__
    for name in names:
        getattr(ivy, name)  # every advertised name exists here
    b = ivy.current_backend()
    for d in b.invalid_dtypes:
        assert str(d) not in names
    for d in b.valid_dtypes:
        assert ("bool" if d == "bool" else str(d)) in names


@pytest.mark.parametrize("name", ["numpy", "torch", "jax", "tensorflow"])
def test_star_import_in_a_fresh_interpreter(name):
    installed = {b.name for b in ivy.backends()}
    if name not in installed:
        pytest.skip(f"{name} is not installed")
    code = (
        "import ivy_core\n"
        f"ivy_core.set_backend({name!r})\n"
        "from ivy_core import *\n"
        "print(float(sum(asarray([1.0, 2.0]))), float32)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["3.0", "float32"]


@pytest.mark.parametrize("name", sorted(API))
def test_type_hints_resolve(name, backend):
    # with a backend loaded, as when a failed call's arguments are checked
    hints = type_hints(API[name].spec)
    assert "return" in hints
    for p in API[name].params:
        assert p.name in hints, p.name


def test_methods_show_the_function_signature(backend):
    x = ivy.asarray([1.0, 2.0])
    sig = inspect.signature(x.sum)
    assert list(sig.parameters) == ["axis", "dtype", "keepdims", "out"]
    assert "__fn" not in str(inspect.signature(ivy.Array.sum))
    for name in ("matmul", "reshape", "astype"):
        method = getattr(ivy.Array, name)
        params = list(inspect.signature(method).parameters)
        assert params == [p.name for p in API[name].params], name


def test_help_of_a_function_is_its_docstring():
    doc = ivy.add.__doc__
    assert doc is not None
    for section in ("Args:", "Returns:", "Example:"):
        assert section in doc
