"""Loading the backend leaves out what only some functions need (issue 28):
numpy.random, which ``import numpy`` does not import, comes with the first
draw; the module generator is made then, and one ``seed`` set is kept."""

from __future__ import annotations

import subprocess
import sys
import threading

import numpy as np

import ivy_core as ivy

_LOAD = """
import sys
import numpy
import ivy_core
ivy_core.set_backend("numpy")
print("numpy.random" in sys.modules)
x = ivy_core.random_uniform(shape=(3,))
print("numpy.random" in sys.modules, x.shape)
"""


def test_load_imports_no_numpy_random() -> None:
    out = subprocess.run([sys.executable, "-c", _LOAD], capture_output=True, text=True, check=True)
    assert out.stdout.split("\n")[:2] == ["False", "True (3,)"]


def test_module_generator_made_at_first_draw_and_seed_kept() -> None:
    from ivy_numpy import random as r

    r._state.clear()
    ivy.set_backend("numpy")
    a = ivy.random_normal(shape=(4,)).data
    assert a.shape == (4,) and "rng" in r._state
    ivy.seed(3)
    b = ivy.random_uniform(shape=(5,)).data
    ivy.seed(3)
    assert np.array_equal(ivy.random_uniform(shape=(5,)).data, b)


def test_module_generator_is_one_across_threads() -> None:
    from ivy_numpy import random as r

    r._state.clear()
    got: list[object] = []
    threads = [threading.Thread(target=lambda: got.append(r._module_rng())) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(got) == 8 and all(g is got[0] for g in got) and r._state["rng"] is got[0]
