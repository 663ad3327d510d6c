"""``import ivy_core`` is cheap and inert: it imports no framework (nor pluggy
or ml_dtypes), writes no file, leaves warning filters and the standard library
alone. ``ivy_core.backends()`` reads metadata only. Each check runs in a fresh
interpreter, since this test process has long imported everything."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

HEAVY = ("numpy", "torch", "jax", "jaxlib", "tensorflow", "ml_dtypes", "pluggy")
#: Standard library modules ``import ivy_core`` leaves for later (type hints
#: are read by type checkers; these load when a backend does, if at all).
SLOW_STDLIB = (
    "typing", "re", "enum", "collections", "contextlib", "dataclasses", "inspect", "email", "ast",
    "numbers", "operator", "math",
)  # fmt: skip


def run_python(code: str, tmp_path: Path) -> dict:
    """Run ``code`` in a new interpreter with an empty HOME, cwd and TMPDIR
    under ``tmp_path``; the code prints one JSON object as its last line."""
    home, cwd, tmp = tmp_path / "home", tmp_path / "cwd", tmp_path / "tmp"
    for d in (home, cwd, tmp):
        d.mkdir()
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("XDG_") and k not in ("HOME", "TMPDIR", "TEMP", "TMP")
    }
    env.update(HOME=str(home), TMPDIR=str(tmp), TEMP=str(tmp), TMP=str(tmp), PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    for d in (home, cwd, tmp):
        leftover = sorted(str(p.relative_to(tmp_path)) for p in d.rglob("*"))
        assert leftover == [], f"files written under {d.name}: {leftover}"
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_import_imports_no_framework(tmp_path: Path) -> None:
    got = run_python(
        f"""
        import sys
        before = set(sys.modules)
        import ivy_core
        heavy = {HEAVY!r}
        new = sorted(set(sys.modules) - before)
        import json
        print(json.dumps({{
            "heavy": sorted(m for m in sys.modules if m.split(".")[0] in heavy),
            "ivy": [m for m in new if m.startswith("ivy_")],
            "foreign": [m for m in new if not m.startswith("ivy_core")],
        }}))
        """,
        tmp_path,
    )
    assert got["heavy"] == []
    # no plugin module (ivy_numpy, fixtures, ...) is imported either
    assert all(m == "ivy_core" or m.startswith("ivy_core.") for m in got["ivy"]), got["ivy"]
    # nor the standard library's slow imports (issue 28: ``typing`` alone pulls in
    # ``re``, ``enum``, ``collections``, ``contextlib``: half the import's time)
    slow = {m for m in got["foreign"] if m.split(".")[0] in SLOW_STDLIB}
    assert not slow, sorted(slow)


def test_import_writes_no_file_and_keeps_warning_filters(tmp_path: Path) -> None:
    got = run_python(
        """
        import json, warnings
        before = [repr(f) for f in warnings.filters]
        import ivy_core
        ivy_core.promote_types("int8", "float16")
        ivy_core.backends()
        print(json.dumps({"same": before == [repr(f) for f in warnings.filters]}))
        """,
        tmp_path,
    )
    assert got["same"] is True


def test_import_patches_nothing(tmp_path: Path) -> None:
    got = run_python(
        """
        import builtins, json, sys
        import collections, contextlib, contextvars, dataclasses, importlib
        import importlib.metadata, linecache, threading, types, warnings

        def snapshot():
            return {
                "builtins": {k: id(v) for k, v in vars(builtins).items()},
                "sys": {k: id(getattr(sys, k)) for k in (
                    "excepthook", "displayhook", "settrace", "setprofile", "audit",
                    "unraisablehook", "breakpointhook", "stdout", "stderr")},
                "meta_path": [id(f) for f in sys.meta_path],
                "path_hooks": [id(f) for f in sys.path_hooks],
                "stdlib": {
                    f"{m.__name__}.{k}": id(getattr(m, k))
                    for m in (importlib, importlib.metadata, contextvars, threading,
                              warnings, linecache, contextlib, dataclasses, types,
                              collections)
                    for k in dir(m) if not k.startswith("__")
                },
                "modules": {k: id(v) for k, v in sys.modules.items()},
            }

        before = snapshot()
        import ivy_core
        after = snapshot()
        changed = {}
        for section in ("builtins", "sys"):
            changed[section] = sorted(
                k for k in set(before[section]) | set(after[section])
                if before[section].get(k) != after[section].get(k)
            )
        # a new submodule attribute (importlib.util after importing it) is no
        # patch; a replaced or removed attribute is
        changed["stdlib"] = sorted(
            k for k, v in before["stdlib"].items() if after["stdlib"].get(k) != v
        )
        changed["meta_path"] = before["meta_path"] != after["meta_path"]
        changed["path_hooks"] = before["path_hooks"] != after["path_hooks"]
        changed["modules"] = sorted(
            k for k, v in before["modules"].items() if after["modules"].get(k) != v
        )
        print(json.dumps(changed))
        """,
        tmp_path,
    )
    assert got == {
        "builtins": [],
        "sys": [],
        "stdlib": [],
        "meta_path": False,
        "path_hooks": False,
        "modules": [],
    }


def test_backends_reads_metadata_only(tmp_path: Path) -> None:
    got = run_python(
        f"""
        import json, sys
        import ivy_core
        infos = ivy_core.backends()
        again = ivy_core.backends(refresh=True)
        heavy = {HEAVY!r}
        print(json.dumps({{
            "infos": [[i.name, i.distribution, i.version, i.module, i.status] for i in infos],
            "again": [i.name for i in again],
            "heavy": sorted(m for m in sys.modules if m.split(".")[0] in heavy),
            "plugins": sorted(
                m for m in sys.modules
                if any(m == i.module or m.split(".")[0] == i.module.split(".")[0] for i in infos)
            ),
        }}))
        """,
        tmp_path,
    )
    assert got["heavy"] == []
    assert got["plugins"] == []
    assert got["again"] == [name for name, *_ in got["infos"]]
    assert got["again"] == sorted(got["again"])
    for name, dist, version, module, status in got["infos"]:
        assert status == "not loaded", name
        assert dist and version and module


def test_dtype_model_imports_nothing(tmp_path: Path) -> None:
    # Pure dtype functions must work without loading any backend.
    got = run_python(
        f"""
        import json, sys
        import ivy_core as ivy
        r = [ivy.result_type("int32", 1.5), ivy.promote_types("uint64", "int8"),
             ivy.can_cast("int8", "int16"), ivy.default_float_dtype(), str(ivy.uint16),
             list(ivy.valid_dtypes)]
        heavy = {HEAVY!r}
        print(json.dumps({{
            "r": r,
            "heavy": sorted(m for m in sys.modules if m.split(".")[0] in heavy),
            "plugins": sorted(m for m in sys.modules if m.startswith("ivy_") and not m.startswith("ivy_core")),
        }}))
        """,
        tmp_path,
    )
    assert got["r"][:5] == ["float32", "float64", True, "float32", "uint16"]
    assert len(got["r"][5]) == 15
    assert got["heavy"] == []
    assert got["plugins"] == []


#: ivy_core's modules that ``import ivy_core`` leaves for their first use
#: (issue 28), by the statement of ``test_modules_left_for_first_use`` that
#: first needs them.
ON_FIRST_USE = {
    "promotion modes": (
        "ivy_core._dtype._rules", "ivy_core._dtype._rules_torch", "ivy_core._dtype._rules_numpy",
        "ivy_core._dtype._rules_jax",
    ),
    "support declarations": (
        "ivy_core._dtype._support", "ivy_core._dtype._version", "ivy_core._dtype._lossless",
    ),
    "device settings": ("ivy_core._select._info",),
    "lazy arrays": ("ivy_core._arrays._lazy",),
}


def test_modules_left_for_first_use(tmp_path: Path) -> None:
    # Not imported by ``import ivy_core``, imported by the first use, and what
    # they give is right: the frameworks' own answers, a working declaration.
    got = run_python(
        f"""
        import json, sys
        import ivy_core as ivy
        lazy = {ON_FIRST_USE!r}
        loaded = lambda: {{k: [m for m in v if m in sys.modules] for k, v in lazy.items()}}
        out = {{"at import": loaded()}}
        out["modes"] = [str(ivy.result_type("int16", "float16", mode=m)) for m in ("numpy", "torch", "jax")]
        out["after modes"] = loaded()

        @ivy.with_unsupported_dtypes({{"2.0 and above": ("float16",)}}, "numpy", reason="test")
        def f(x):
            return x

        out["declared"] = [[d.kind, d.what] for d in f.__ivy_support__.values()]
        out["device"] = repr(ivy.using_device("cpu"))
        out["computes"] = ivy.compute_count()
        out["after all"] = loaded()
        print(json.dumps(out))
        """,
        tmp_path,
    )
    assert got["at import"] == {k: [] for k in ON_FIRST_USE}
    # int16 with float16: NumPy computes in float32, torch and JAX keep float16
    assert got["modes"] == ["float32", "float16", "float16"]
    assert got["after modes"]["promotion modes"] == list(ON_FIRST_USE["promotion modes"])
    assert got["declared"] == [["unsupported", "dtypes"]]
    assert got["device"] == "ivy_core.using_device('cpu')"
    assert got["computes"] == 0
    assert got["after all"] == {k: list(v) for k, v in ON_FIRST_USE.items()}


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX paths")
def test_helper_notices_a_written_file(tmp_path: Path) -> None:
    # The purity checks above rely on run_python catching writes; prove it does.
    with pytest.raises(AssertionError, match="files written"):
        run_python(
            """
            import json
            open("stray.txt", "w").write("x")
            print(json.dumps({}))
            """,
            tmp_path,
        )
