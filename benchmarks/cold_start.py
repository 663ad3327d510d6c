"""Cold start (issue 28): what ``import ivy_core`` and the first use of a
backend cost in a fresh interpreter, in an environment with many installed
distributions.

The benchmark builds that environment itself: a temporary directory of
``--dists`` fake distributions (``<name>-<version>.dist-info`` folders with a
METADATA, a RECORD and, for about a third, an ``entry_points.txt`` of
ordinary groups, never ``ivy_core.backends``), prepended on ``PYTHONPATH`` of
every subprocess, so ``importlib.metadata`` (and any other scanner walking
``sys.path``) sees them next to the installed ones. Every measurement runs in
a fresh ``sys.executable``, timed inside with ``time.perf_counter``:

- ``python -c pass`` (the interpreter's start, wall clock) next to a run that
  imports ivy_core (wall clock, and the import itself), which must import no
  framework (how many of ivy_core's own modules it loads is printed too);
- per backend, after ``import`` of the framework: ``import ivy_core``, then
  the first use, either set (``set_backend``, ``asarray`` of a small list,
  one ``add``, one ``reshape``, a ``sum`` turned into a float) or inferred (no
  backend set: the array made natively, then the same ivy_core calls), and
  in a separate run the same calls written natively. ``beyond framework`` is
  the ivy_core first use minus the native first calls (JAX compiles its
  first ops, TensorFlow builds its first kernels: that cost is not ours).

Each figure is the median (and min) over ``--repeat`` runs, in ms; the runs
are interleaved, after an untimed run per backend that warms the caches.

    python benchmarks/cold_start.py                          # every installed backend, 250 fake dists
    python benchmarks/cold_start.py --backends numpy,torch --repeat 3
    python benchmarks/cold_start.py --dists 0                # the plain environment
    python benchmarks/cold_start.py --importtime             # and the slowest imports under ivy_core

Targets (issue 28): ``import ivy_core`` at most 15 ms beyond the
interpreter's start, importing no framework; the first use of numpy, torch,
jax and tensorflow, set or inferred, at most 30 ms beyond the framework's own
import (here: beyond its native first calls) with 200+ distributions
installed. Dask is reported, with no target. Numbers are printed, never
asserted.
"""

from __future__ import annotations

import argparse
import ast
import importlib.metadata
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

KNOWN = ("numpy", "torch", "jax", "tensorflow", "dask")
TARGETS = {"numpy": 30.0, "torch": 30.0, "jax": 30.0, "tensorflow": 30.0}
DATA = "[1.0, 2.0, 3.0, 4.0]"
# per backend: the framework's import, a native array from DATA, the native calls on ``a``
NATIVE = {
    "numpy": ("import numpy as fw", f"fw.asarray({DATA})", "float((a + a).reshape(2, 2).sum())"),
    "torch": ("import torch as fw", f"fw.tensor({DATA})", "float((a + a).reshape(2, 2).sum())"),
    "jax": ("import jax, jax.numpy as fw", f"fw.asarray({DATA})", "float((a + a).reshape(2, 2).sum())"),
    "tensorflow": (
        "import tensorflow as fw",
        f"fw.constant({DATA})",
        "float(fw.reduce_sum(fw.reshape(a + a, (2, 2))))",
    ),
    "dask": ("import dask.array as fw", f"fw.asarray({DATA})", "float((a + a).reshape(2, 2).sum())"),
}
IVY_OPS = "ivy.sum(ivy.reshape(ivy.add(a, a), (2, 2)))"
# the result as a Python float: lazy (Dask) arrays are computed explicitly, as ivy_core asks
FORCE = {"dask": "float(ivy.compute({})[0])"}
GROUPS = {
    "console_scripts": "{mod} = {mod}.cli:main",
    "pytest11": "{mod} = {mod}.pytest_plugin",
    "flake8.extension": "X{n:03d} = {mod}.checker:Checker",
    "sphinx.html_themes": "{mod} = {mod}.theme",
}


def make_dists(root: str, n: int) -> None:
    """``n`` fake distributions in ``root``, laid out as pip installs them."""
    for i in range(n):
        name, version = f"cs-fake-pkg-{i:03d}", f"{i % 7}.{i % 13}.{i % 5}"
        mod = name.replace("-", "_")
        info = os.path.join(root, f"{mod}-{version}.dist-info")
        os.makedirs(info)
        with open(os.path.join(info, "METADATA"), "w") as f:
            f.write(
                f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
                f"Summary: Fake distribution {i} of the cold-start benchmark\n"
                f"Home-page: https://example.invalid/{name}\nAuthor: Nobody\nLicense: MIT\n"
                "Classifier: Programming Language :: Python :: 3\nRequires-Python: >=3.8\n"
                f"Requires-Dist: cs-fake-pkg-{(i + 1) % n:03d}\nDescription-Content-Type: text/markdown\n\n"
                f"# {name}\n\nNothing here.\n"
            )
        with open(os.path.join(info, "INSTALLER"), "w") as f:
            f.write("pip\n")
        record = [f"{mod}/{x},sha256={'A' * 43},{100 + i}" for x in ("__init__.py", "core.py")]
        record += [f"{os.path.basename(info)}/{x},," for x in ("METADATA", "INSTALLER", "RECORD")]
        with open(os.path.join(info, "RECORD"), "w") as f:
            f.write("\n".join(record) + "\n")
        if i % 3 == 0:
            groups = list(GROUPS)[: 1 + i % len(GROUPS)]
            with open(os.path.join(info, "entry_points.txt"), "w") as f:
                f.writelines(f"[{g}]\n{GROUPS[g].format(mod=mod, n=i)}\n\n" for g in groups)


# Seconds the cyclic garbage collector ran, summed (gc.callbacks): after a
# large framework's import, one full collection of its objects can take
# 100 ms and falls in whatever allocates enough next (ivy_core pauses the
# collector while it loads a backend, so its first use is not that).
GC_CLOCK = """
import gc
_gc = [0.0, 0.0]
def _gc_clock(phase, info):
    if phase == "start":
        _gc[1] = time.perf_counter()
    else:
        _gc[0] += time.perf_counter() - _gc[1]
gc.callbacks.append(_gc_clock)
"""


def child_code(steps: list[tuple[str, str]]) -> str:
    """A program timing each step (name, statement) and printing the ms per
    step, the ms of garbage collection in each (``gc_<name>``) and the
    frameworks it holds at the end, as a dict literal."""
    lines = ["import sys, time", GC_CLOCK, "_t = [time.perf_counter()]", "_g = [0.0]"]
    for _, stmt in steps:
        lines += [stmt, "_t.append(time.perf_counter())", "_g.append(_gc[0])"]
    names = [n for n, _ in steps]
    lines += [
        f"_r = {{n: (b - a) * 1e3 for n, a, b in zip({names!r}, _t, _t[1:])}}",
        f"_r.update({{'gc_' + n: (b - a) * 1e3 for n, a, b in zip({names!r}, _g, _g[1:])}})",
        f"_r['frameworks'] = [m for m in {KNOWN!r} if m in sys.modules]",
        "_r['own_modules'] = sum(m == 'ivy_core' or m.startswith('ivy_core.') for m in sys.modules)",
        "print(repr(_r))",
    ]
    return "\n".join(lines)


def programs(backend: str) -> dict[str, str]:
    """The subprocesses of one backend: ivy_core set, inferred, and native;
    and ``warm``, untimed, which goes through the paths of all three."""
    fw_import, new, native = NATIVE[backend]
    ops = FORCE.get(backend, "float({})").format(IVY_OPS)
    imp = [("fw", fw_import), ("ivy", "import ivy_core as ivy")]
    return {
        f"{backend}/set": child_code(
            imp + [("set", f"ivy.set_backend({backend!r})"), ("ops", f"a = ivy.asarray({DATA}); {ops}")]
        ),
        f"{backend}/inferred": child_code(imp + [("ops", f"a = {new}; {ops}")]),
        f"{backend}/native": child_code([("fw", fw_import), ("ops", f"a = {new}; {native}")]),
        f"{backend}/warm": child_code(
            imp
            + [
                ("n", f"a = {new}; {native}; {ops}"),
                ("s", f"ivy.set_backend({backend!r}); a = ivy.asarray({DATA}); {ops}"),
            ]
        ),
    }


def run(code: str, env: dict[str, str]) -> tuple[float, dict]:
    """Wall-clock ms of ``python -c code``, and the dict it printed."""
    t = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    wall = (time.perf_counter() - t) * 1e3
    if out.returncode:
        sys.exit(f"subprocess failed:\n{code}\n{out.stderr[-3000:]}")
    last = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else "{}"
    return wall, ast.literal_eval(last)


def child_env(fake_dir: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if fake_dir:
        env["PYTHONPATH"] = os.pathsep.join(p for p in (fake_dir, env.get("PYTHONPATH")) if p)
    env.update(TF_CPP_MIN_LOG_LEVEL="3", GRPC_VERBOSITY="ERROR", PYTHONWARNINGS="ignore")
    env.setdefault("JAX_PLATFORMS", "cpu")  # no probing for accelerators (and no warning about them)
    return env


def importtime(env: dict[str, str], top: int = 15) -> list[str]:
    """The ``top`` imports of ``import ivy_core`` by cumulative time, as lines."""
    out = subprocess.run([sys.executable, "-X", "importtime", "-c", "import ivy_core"],
                         env=env, capture_output=True, text=True)  # fmt: skip
    rows = []
    for line in out.stderr.splitlines():
        parts = line.removeprefix("import time:").split("|")
        if len(parts) == 3 and parts[0].strip().isdigit():
            rows.append((int(parts[1]), int(parts[0]), parts[2].rstrip()))
    lines = [f'\npython -X importtime -c "import ivy_core": top {top} by cumulative time']
    lines.append(f"{'cumulative ms':>14}{'self ms':>9}  module")
    lines += [
        f"{cum / 1e3:>14.2f}{own / 1e3:>9.2f}  {name}" for cum, own, name in sorted(rows, reverse=True)[:top]
    ]
    return lines


def fmt(xs: list[float]) -> str:
    return f"{statistics.median(xs):.1f} ({min(xs):.1f})" if xs else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--backends", help="comma-separated (default: every installed one of " + ", ".join(KNOWN) + ")"
    )
    parser.add_argument("--dists", type=int, default=250, help="fake distributions to add (default 250)")
    parser.add_argument("--repeat", type=int, default=7, help="runs of each measurement (default 7)")
    parser.add_argument("--importtime", action="store_true", help="also the top 15 imports under ivy_core")
    args = parser.parse_args()

    installed = {ep.name for ep in importlib.metadata.entry_points(group="ivy_core.backends")}
    wanted = args.backends.split(",") if args.backends else [b for b in KNOWN if b in installed]
    for b in [b for b in wanted if b not in installed or b not in NATIVE]:
        print(f"{b}: not installed (or not known to this benchmark), skipped")
    wanted = [b for b in wanted if b in installed and b in NATIVE]

    fake_dir = tempfile.mkdtemp(prefix="ivy_cold_start_") if args.dists else None
    try:
        if fake_dir:
            make_dists(fake_dir, args.dists)
        env = child_env(fake_dir)
        count = run("import importlib.metadata as m; print(len(list(m.distributions())))", env)[1]
        jobs = {"pass": "pass", "ivy": child_code([("ivy", "import ivy_core")])}
        for b in wanted:
            jobs.update(programs(b))
        t0 = time.perf_counter()
        for key in [
            k for k in jobs if k.endswith(("ivy", "/warm"))
        ]:  # untimed: .pyc files, the OS's file cache
            run(jobs.pop(key) if key.endswith("/warm") else jobs[key], env)
        walls: dict[str, list[float]] = {k: [] for k in jobs}
        phases: dict[str, list[dict]] = {k: [] for k in jobs}
        for _ in range(args.repeat):
            for key, code in jobs.items():
                wall, res = run(code, env)
                walls[key].append(wall)
                phases[key].append(res)
        elapsed = time.perf_counter() - t0
        imports = importtime(env) if args.importtime else []
    finally:
        if fake_dir:
            shutil.rmtree(fake_dir, ignore_errors=True)

    def ph(key: str, *names: str) -> list[float]:
        return [sum(r[n] for n in names) for r in phases[key]]

    print(f"\ncold start: {count} distributions visible ({args.dists} fake), {args.repeat} runs each "
          f"({elapsed:.0f} s), python {sys.version.split()[0]}; ms, median (min)\n")  # fmt: skip
    beyond = [w - p for w, p in zip(walls["ivy"], walls["pass"], strict=True)]
    imp_med = statistics.median(walls["ivy"]) - statistics.median(walls["pass"])
    loaded = sorted({m for r in phases["ivy"] for m in r["frameworks"]})
    for label, cell in (
        ("python -c pass (wall)", fmt(walls["pass"])),
        ('python -c "import ivy_core" (wall)', fmt(walls["ivy"])),
        ("  import ivy_core, in process", fmt(ph("ivy", "ivy"))),
        ("  frameworks it imported", ", ".join(loaded) or "none"),
        ("  ivy_core modules it imported", str(max(r["own_modules"] for r in phases["ivy"]))),
    ):
        print(f"{label:<36}{cell:>16}")
    print()

    rows = [
        ("framework import", lambda b: ph(f"{b}/set", "fw")),
        ("import ivy_core after it", lambda b: ph(f"{b}/set", "ivy")),
        ("set_backend", lambda b: ph(f"{b}/set", "set")),
        ("first use, set", lambda b: ph(f"{b}/set", "set", "ops")),
        ("first use, inferred", lambda b: ph(f"{b}/inferred", "ops")),
        ("native first calls", lambda b: ph(f"{b}/native", "ops")),
        ("  gc in first use, set", lambda b: ph(f"{b}/set", "gc_set", "gc_ops")),
        ("  gc in first use, inferred", lambda b: ph(f"{b}/inferred", "gc_ops")),
    ]
    print(f"{'':<28}" + "".join(f"{b:>16}" for b in wanted))
    for label, get in rows:
        print(f"{label:<28}" + "".join(f"{fmt(get(b)):>16}" for b in wanted))

    def over(b: str, kind: str, f: Callable[[list[float]], float], gc: bool = True) -> float:
        steps = ("set", "ops") if kind == "set" else ("ops",)
        key = f"{b}/{kind}"
        gcs = [f"gc_{s}" for s in steps]
        first = [t - (0.0 if gc else g) for t, g in zip(ph(key, *steps), ph(key, *gcs), strict=True)]
        native_gc = ph(f"{b}/native", "gc_ops")
        native = [t - (0.0 if gc else g) for t, g in zip(ph(f"{b}/native", "ops"), native_gc, strict=True)]
        return f(first) - f(native)

    for kind in ("set", "inferred"):
        cells = [f"{over(b, kind, statistics.median):.1f} ({over(b, kind, min):.1f})" for b in wanted]
        print(f"{'beyond framework, ' + kind:<28}" + "".join(f"{c:>16}" for c in cells))
    for kind in ("set", "inferred"):
        cells = [f"{over(b, kind, statistics.median, False):.1f} ({over(b, kind, min, False):.1f})" for b in wanted]
        print(f"{'  the same, gc left out':<28}" + "".join(f"{c:>16}" for c in cells))
    print("(gc: the cyclic garbage collector's share. After a large framework's import one full collection\n"
          " of its objects is due (about 100 ms after torch's) and falls in whatever allocates enough next;\n"
          " ivy_core pauses the collector while it loads a backend, whose objects all stay alive)")  # fmt: skip

    print(f"\nimport ivy_core: {imp_med:.1f} ms beyond the interpreter's start (min {min(beyond):.1f}; "
          f"target <= 15 ms), frameworks imported: {', '.join(loaded) or 'none'} (target: none)")  # fmt: skip
    for b in wanted:
        target = f"target <= {TARGETS[b]:.0f} ms" if b in TARGETS else "no target"
        s, i = over(b, "set", statistics.median), over(b, "inferred", statistics.median)
        s_gc, i_gc = over(b, "set", statistics.median, False), over(b, "inferred", statistics.median, False)
        with_imp = statistics.median(ph(f"{b}/set", "ivy"))
        print(f"{b}: first use beyond the framework: set {s:.1f} ms, inferred {i:.1f} ms ({target}); "
              f"without the garbage collector: {s_gc:.1f} and {i_gc:.1f} ms; "
              f"import ivy_core after the framework {with_imp:.1f} ms; "
              f"framework import {statistics.median(ph(f'{b}/set', 'fw')):.0f} ms")  # fmt: skip
    if imports:
        print("\n".join(imports))


if __name__ == "__main__":
    main()
