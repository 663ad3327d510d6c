"""Loading a backend holds the cyclic garbage collector back (``_base._longlived``):
everything a load makes stays alive, so collections meanwhile free nothing,
and after a large framework's import the cascade of young collections would
end in the full collection the import left due (about 100 ms after torch's).
The first use therefore runs at most a young collection or two, whether the
backend is set or inferred from a native array, and it leaves the collector
as it found it: on when it was on, off when the program turned it off, on
again after a load that failed; code the load runs (a framework's import)
sees it as the program left it. Each case runs in a fresh interpreter, where
the framework is imported (unless the case says not) and the backend not
loaded yet."""

from __future__ import annotations

import gc
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
thresholds = gc.get_threshold()
seen_at_import = []  # gc.isenabled() whenever a module of the framework is first looked up


class Watch:  # an import finder that only records, and leaves the finding to the others
    def find_spec(self, fullname, path=None, target=None):
        if fullname.split(".")[0] == name:
            seen_at_import.append(gc.isenabled())
        return None


if how != "set, framework not imported":
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
sys.meta_path.insert(0, Watch())
if how.startswith("set"):
    ivy.set_backend(name)
    x = ivy.asarray([1.0, 2.0])
else:  # inferred from the native array, no backend set
    x = native
y = ivy.add(x, x)
gc.callbacks.remove(count)
# With no collection meanwhile: the net objects the first use left tracked.
made = gc.get_count()[0] - before if sum(counts) == 0 else None
out = {{"counts": counts, "enabled": gc.isenabled(), "made": made, "thresholds kept": gc.get_threshold() == thresholds}}
# Calls after the load: indexing runs Dask's slicing, whose decorator turns
# the collector off and back on if it was on when ``dask.array`` was
# imported (inside the load, when the program had not imported it).
z = (y[0], y[1:], ivy.reshape(y, (2, 1))[0, 0])
out["enabled after indexing"] = gc.isenabled()
out["seen at import"] = sorted(set(seen_at_import))
print(json.dumps(out))
"""


def _run(name: str, how: str, collector: str) -> dict:
    env = {**os.environ, "PYTHONWARNINGS": "ignore"}
    program = _PROGRAM.format(native=textwrap.indent(_NATIVE[name], "    "))
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
    assert out["enabled"] and out["enabled after indexing"], out
    assert out["thresholds kept"], out


def test_a_framework_imported_by_the_load_sees_the_collector_on(backend):
    # The load imports the framework itself: code it runs at import sees the
    # collector on (Dask's slicing, reading it then, left it off for good
    # after the first ``x[i]`` when the load turned it off to pause it).
    out = _run(backend, "set, framework not imported", "on")
    assert out["seen at import"] == [True], out  # the framework's modules were imported, all seeing it on
    assert out["enabled"] and out["enabled after indexing"], out
    assert out["thresholds kept"], out


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


def test_the_hold_leaves_the_collector_on_and_runs_no_collection():
    """Code running inside a load (a framework's import) sees the collector
    as the program left it; no automatic collection runs until the
    outermost hold ends, and then the thresholds are the program's."""
    from ivy_core._base._longlived import long_lived

    thresholds = gc.get_threshold()
    runs = []

    def count(phase, info):
        if phase == "start":
            runs.append(info["generation"])

    gc.collect()
    gc.callbacks.append(count)
    try:
        with long_lived():
            inside = gc.isenabled()
            with long_lived():
                kept = [[i] for i in range(20 * thresholds[0])]  # 20 young collections' worth
            after_inner = gc.get_threshold()
            runs_inside = len(runs)
        assert runs_inside == 0
        assert inside and after_inner != thresholds  # the inner hold did not end the outer one
        assert gc.get_threshold() == thresholds
        more = [[i] for i in range(2 * thresholds[0])]
        assert runs  # collections run again once the hold ends
    finally:
        gc.callbacks.remove(count)
    assert gc.isenabled() and len(kept) and len(more)


def test_the_hold_leaves_a_collector_the_program_turned_off_off():
    from ivy_core._base._longlived import long_lived

    gc.disable()
    try:
        with long_lived():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()
