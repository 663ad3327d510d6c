"""Loading a backend pauses the cyclic garbage collector (``_base._longlived``):
everything a load makes stays alive, so collections meanwhile free nothing,
and after a large framework's import the cascade of young collections would
end in the full collection the import left due (about 100 ms after torch's).
The first use therefore runs at most a young collection or two, whether the
backend is set or inferred from a native array, and it leaves the collector
as it found it: on when it was on, off when the program turned it off, on
again after a load that failed. Each case runs in a fresh interpreter, where
the framework is imported and the backend not loaded yet."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

#: Per backend: the framework's import and a native array of it.
_NATIVE = {
    "numpy": "import numpy\nnative = numpy.asarray([1.0, 2.0])",
    "torch": "import torch\nnative = torch.tensor([1.0, 2.0])",
    "jax": "import jax.numpy\nnative = jax.numpy.asarray([1.0, 2.0])",
    "tensorflow": "import tensorflow\nnative = tensorflow.constant([1.0, 2.0])",
    "dask": "import dask.array\nnative = dask.array.from_array(__import__('numpy').asarray([1.0, 2.0]))",
}

_PROGRAM = """
import gc, json, sys
name, how, enabled = sys.argv[1], sys.argv[2], sys.argv[3] == "on"
{native}
import ivy_core as ivy

counts = [0, 0, 0]
def count(phase, info):
    if phase == "start":
        counts[info["generation"]] += 1
if not enabled:
    gc.disable()
gc.collect()
before = gc.get_count()[0]
gc.callbacks.append(count)
if how == "set":
    ivy.set_backend(name)
    x = ivy.asarray([1.0, 2.0])
else:  # inferred from the native array, no backend set
    x = native
y = ivy.add(x, x)
gc.callbacks.remove(count)
# With no collection meanwhile: the net objects the first use left tracked.
made = gc.get_count()[0] - before if sum(counts) == 0 else None
print(json.dumps({{"counts": counts, "enabled": gc.isenabled(), "made": made}}))
"""


def _run(name: str, how: str, collector: str) -> dict:
    env = {**os.environ, "PYTHONWARNINGS": "ignore"}
    program = _PROGRAM.format(native=_NATIVE[name])
    run = subprocess.run(
        [sys.executable, "-c", program, name, how, collector],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("how", ["set", "inferred"])
def test_first_use_runs_no_full_collection(backend, how):
    out = _run(backend, how, "on")
    # Unpaused, a load's 10,000-30,000 surviving objects would run 14-40
    # young collections (one per 700 net allocations), a middle one every
    # tenth, and after torch's import the full one its import left due.
    assert out["counts"][0] <= 3 and out["counts"][2] == 0, out
    assert out["enabled"]


def test_the_collector_stays_off_when_the_program_turned_it_off(backend):
    out = _run(backend, "set", "off")
    assert out["counts"] == [0, 0, 0] and not out["enabled"], out
    # The load made enough objects for several young collections: the pause is not idle.
    assert out["made"] > 5 * 700, out


def test_a_failed_load_turns_the_collector_back_on():
    program = textwrap.dedent(
        """
        import gc, json
        import ivy_core as ivy
        from ivy_core._plugins import _registry
        from ivy_core._plugins._entry_points import BackendInfo

        class Broken:  # an entry point whose plugin module fails to import
            name = "broken"
            value = "no_such_module_for_ivy_core:plugin"
            def load(self):
                raise ImportError("No module named 'no_such_module_for_ivy_core'")

        _registry.discover()["broken"] = BackendInfo(
            "broken", "ivy-broken", "0", "no_such_module_for_ivy_core", Broken()
        )
        try:
            ivy.set_backend("broken")
        except ivy.BackendLoadError as exc:
            print(json.dumps({"enabled": gc.isenabled(), "error": type(exc).__name__}))
        """
    )
    run = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out == {"enabled": True, "error": "BackendLoadError"}
