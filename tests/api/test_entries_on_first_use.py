"""Entries are built the first time they are called (``_calls.Entries``,
issue 28): loading a backend builds none of them, except on torch, whose
compiler cannot trace the building; ``calls`` holds a stub that builds its
entry and puts it in its own place, so the second call pays nothing; a stub
called after ``calls`` has moved to other entries runs its own entry without
taking that place back. Each case runs in a fresh interpreter: entries built
by earlier tests would hide what loading does."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

_PROGRAM = textwrap.dedent(
    """
    import json, sys
    import ivy_core as ivy
    from ivy_core._base import _state
    from ivy_core._spec._api import API

    name = sys.argv[1]
    ivy.set_backend(name)
    b = ivy.current_backend()
    out = {"eager": b.runtime.trace_constants is not None, "built": len(b.entries), "total": len(API)}
    stub = _state.calls.add
    x = ivy.asarray([1.0, 2.0])
    out["sum"] = ivy.add(x, x).tolist()
    out["was_stub"] = stub is not b.entries["add"]
    out["calls_holds_built"] = _state.calls.add is b.entries["add"]
    # A stub taken from calls, called once calls holds other entries.
    pending = _state.calls.subtract
    ivy.unset_backend()
    out["late_stub"] = ivy.to_numpy(pending(x._data, x._data, None)).tolist()
    out["calls_not_taken_back"] = _state.calls.subtract is not b.entries["subtract"]
    ivy.set_backend(name)
    out["after_return"] = _state.calls.subtract is b.entries["subtract"]
    print(json.dumps(out))
    """
)


def test_entries_are_built_on_first_use(backend):
    env = {**os.environ, "PYTHONWARNINGS": "ignore"}
    run = subprocess.run(
        [sys.executable, "-c", _PROGRAM, backend], capture_output=True, text=True, timeout=300, env=env
    )
    assert run.returncode == 0, run.stderr[-3000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["sum"] == [2.0, 4.0] and out["late_stub"] == [0.0, 0.0]
    if out["eager"]:
        assert out["built"] == out["total"] and not out["was_stub"]
    else:
        assert out["built"] < out["total"] // 4, out  # a handful (asarray's own work), not all
        assert out["was_stub"]
    assert out["calls_holds_built"]
    assert out["calls_not_taken_back"]
    assert out["after_return"]


#: Standard-library modules a backend's first use must leave unimported when
#: the program (its framework included) has not imported them (issue 28):
#: ``dataclasses`` compiles generated source for each class it makes (a few
#: ms; ``BackendSpec`` is a plain class for that reason), ``importlib.metadata``
#: pulls in ``email`` (tens of ms: discovery reads entry points itself).
_SLOW_STDLIB = ("dataclasses", "importlib.metadata", "email", "inspect", "typing")

_FIRST_USE = textwrap.dedent(
    """
    import json, sys
    name, frameworks, slow = sys.argv[1], sys.argv[2].split(","), sys.argv[3].split(",")
    for framework in frameworks:
        __import__(framework)
    before = {m for m in slow if m in sys.modules}
    import ivy_core as ivy
    ivy.set_backend(name)
    x = ivy.asarray([1.0, 2.0, 3.0, 4.0])
    total = ivy.sum(ivy.reshape(x + x, (2, 2))).tolist()  # (float() would need a compute on Dask)
    print(json.dumps({"total": total, "new": sorted(m for m in slow if m in sys.modules and m not in before)}))
    """
)


def test_first_use_imports_no_slow_stdlib_module_the_framework_left_out(backend):
    import ivy_core as ivy

    with ivy.using_backend(backend):
        framework = ivy.current_backend().spec.framework
    # ivy-dask computes on dask.distributed, whose client imports importlib.metadata itself.
    frameworks = "dask,dask.array,distributed" if framework == "dask" else framework
    run = subprocess.run(
        [sys.executable, "-c", _FIRST_USE, backend, frameworks, ",".join(_SLOW_STDLIB)],
        capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONWARNINGS": "ignore"},
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-3000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["total"] == 20.0
    assert out["new"] == [], f"the first use of {backend} imported {out['new']}"
