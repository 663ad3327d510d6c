"""``python -m ivy_core backends`` with backends installed: ivy-numpy and the
fixture distributions under tests/fixtures (broken ones among them), as the
``numpy`` session installs them. Each run is a fresh process."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib.metadata import entry_points
from typing import Any

import pytest

import ivy_core as ivy

FIXTURES = {"broken_import", "wrong_api", "inconsistent", "thirdparty"}
_installed = {ep.name for ep in entry_points(group="ivy_core.backends")}
if not {"numpy", *FIXTURES} <= _installed:
    pytest.skip(
        f"needs ivy-numpy and the fixture distributions installed (missing: "
        f"{sorted({'numpy', *FIXTURES} - _installed)}); pip install tests/fixtures/ivy-fixture-*",
        allow_module_level=True,
    )


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ivy_core", *args], capture_output=True, text=True, timeout=300
    )


def rows(*args: str) -> tuple[int, dict[str, dict[str, Any]]]:
    proc = run_cli("backends", "--format", "json", *args)
    assert proc.returncode in (0, 1), proc.stderr
    return proc.returncode, {r["name"]: r for r in json.loads(proc.stdout)}


def test_every_backend_has_a_row_and_broken_ones_do_not_stop_the_others() -> None:
    rc, by_name = rows()
    assert set(by_name) == _installed
    assert rc == 1  # some fixtures fail to load
    numpy = by_name["numpy"]
    assert numpy["distribution"] == "ivy-numpy"
    assert numpy["status"] == "loaded" and numpy["error"] is None
    assert numpy["framework"] == "numpy"
    assert numpy["installed"].startswith("numpy ")
    assert any(r.startswith("numpy") for r in numpy["requires"])
    assert "./plugins/ivy-numpy" in numpy["install"]
    assert by_name["thirdparty"]["status"] == "loaded"
    assert by_name["thirdparty"]["distribution"] == "ivy-fixture-thirdparty"
    broken = by_name["broken_import"]
    assert broken["status"] == "failed"
    assert "simulated missing dependency 'not_a_real_module'" in broken["error"]
    assert broken["framework"] is None  # its plugin module does not import
    assert by_name["wrong_api"]["status"] == "failed"
    assert "plugin API version 999" in by_name["wrong_api"]["error"]
    assert by_name["inconsistent"]["status"] == "failed"


def test_the_report_agrees_with_ivy_core_backends() -> None:
    _, by_name = rows()
    for info in ivy.backends():
        row = by_name[info.name]
        assert (row["distribution"], row["version"]) == (info.distribution, info.version)


def test_text_output() -> None:
    proc = run_cli("backends")
    assert proc.returncode == 1, proc.stderr
    out = proc.stdout
    header = out.splitlines()[0].split()
    assert header == ["backend", "distribution", "version", "status", "framework"]
    table = {line.split()[0]: line for line in out.split("\n\n")[0].splitlines()[1:]}
    assert set(table) == _installed
    assert "ivy-numpy" in table["numpy"] and " loaded " in table["numpy"]
    assert " failed" in table["broken_import"]
    assert "numpy:\n  needs:   numpy (numpy" in out
    assert "  install: from the root of a clone of ivy-core" in out
    assert "broken_import:\n  error:   ivy_core: backend 'broken_import'" in out


def test_one_backend() -> None:
    rc, by_name = rows("--backend", "numpy")
    assert rc == 0
    assert list(by_name) == ["numpy"]
    rc, by_name = rows("-b", "broken_import", "-b", "numpy")
    assert rc == 1
    assert sorted(by_name) == ["broken_import", "numpy"]


def test_no_load_imports_no_framework() -> None:
    code = (
        "import sys, contextlib, io\n"
        "from ivy_core.__main__ import main\n"
        "out = io.StringIO()\n"
        "with contextlib.redirect_stdout(out):\n"
        "    rc = main(['backends', '--no-load', '--backend', 'numpy', '--format', 'json'])\n"
        "print(rc, 'numpy' in sys.modules)\n"
        "print(out.getvalue())\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    first, _, rest = proc.stdout.partition("\n")
    assert first == "0 False"
    (row,) = json.loads(rest)
    assert row["status"] == "not loaded"
    assert row["framework"] == "numpy" and row["installed"].startswith("numpy ")


def test_misspelled_backend_name() -> None:
    proc = run_cli("backends", "--backend", "nupmy")
    assert proc.returncode == 2
    assert "no backend named 'nupmy' is installed" in proc.stderr
    assert "did you mean 'numpy'?" in proc.stderr
    with pytest.raises(ivy.BackendNotFoundError, match=r"did you mean 'numpy'\?$"):
        ivy.set_backend("nupmy")
    with pytest.raises(ivy.BackendNotFoundError, match="did you mean 'thirdparty'"):
        with ivy.using_backend("thirdpraty"):
            pass  # pragma: no cover


def test_support_matrix_suggests_too() -> None:
    proc = run_cli("support-matrix", "--backend", "nmupy")
    assert proc.returncode == 2
    assert "did you mean 'numpy'?" in proc.stderr
