"""Loading the backend compiles nothing (issue 28): the first compile (and
the import of jax's MLIR dialects with it) comes with the first call that
computes, as it does in native jax; the concrete array type the runtime
and the implementation modules share is jax's."""

from __future__ import annotations

import subprocess
import sys

import jax
import jax.numpy as jnp

_LOAD = """
import logging
import jax, jax.numpy
import ivy_core
jax.config.update("jax_log_compiles", True)
seen = []
class Note(logging.Handler):
    def emit(self, record):
        seen.append(record.getMessage())
logging.getLogger("jax").addHandler(Note())
logging.getLogger("jax").setLevel(logging.WARNING)
ivy_core.set_backend("jax")
print(sum(m.startswith("Finished XLA compilation") for m in seen))
ivy_core.add(ivy_core.asarray([1.0, 2.0]), ivy_core.asarray([3.0, 4.0]))
print(sum(m.startswith("Finished XLA compilation") for m in seen) > 0)
"""


def test_load_compiles_nothing() -> None:
    out = subprocess.run([sys.executable, "-c", _LOAD], capture_output=True, text=True, check=True)
    assert out.stdout.split("\n")[:2] == ["0", "True"]


_SPECIAL = """
import sys
import ivy_core
ivy_core.set_backend("jax")
x = ivy_core.asarray([1.0, 4.0])
ivy_core.sqrt(x), ivy_core.exp(x), ivy_core.tanh(x)
print("ivy_jax._special" in sys.modules)
print(complex(ivy_core.sqrt(ivy_core.asarray([complex(-4.0, -0.0)]))[0]))
print("ivy_jax._special" in sys.modules)
"""


def test_complex_fixes_are_made_on_the_first_complex_input() -> None:
    # Making _special's jitted fix-ups costs about 1 ms: the backend's first
    # use on real input does without them.
    out = subprocess.run([sys.executable, "-c", _SPECIAL], capture_output=True, text=True, check=True)
    assert out.stdout.split("\n")[:3] == ["False", "-2j", "True"]


def test_concrete_type_is_jax_arrays_type() -> None:
    from ivy_jax import _runtime, creation, elementwise, indexing

    concrete = type(jnp.zeros(()))
    assert _runtime.ARRAY_TYPES[0] is concrete
    assert creation._CONCRETE is elementwise._Concrete is indexing._Concrete is concrete
    assert type(jax.device_put(jnp.ones((2, 3), jnp.int8))) is concrete
