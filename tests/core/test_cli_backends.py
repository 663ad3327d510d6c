"""``python -m ivy_core backends`` and the "did you mean" of a backend name
not found, on ivy-core alone (the ``core`` session has no backend
installed; the tests that need one are in tests/plugins/test_cli_backends.py)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from ivy_core._plugins import _registry

import ivy_core as ivy


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ivy_core", *args], capture_output=True, text=True, timeout=300
    )


@pytest.mark.parametrize(
    ("name", "installed", "expected"),
    [
        ("torhc", ["numpy", "torch"], "torch"),      # a typo of an installed one
        ("Numpy", ["numpy"], "numpy"),               # the case
        (" numpy ", ["numpy"], "numpy"),
        ("np", ["numpy", "torch"], "numpy"),         # an alias
        ("pytorch", ["numpy", "torch"], "torch"),
        ("tf", [], "tensorflow"),                    # a project's backend not installed
        ("jaxx", ["numpy"], "jax"),
        ("nmupy", ["numpy", "mylib"], "numpy"),
        ("mylbi", ["numpy", "mylib"], "mylib"),      # a third party's, installed
        ("mxnet", ["numpy"], None),                  # nothing close
        ("", ["numpy"], None),
        (3, ["numpy"], None),                        # not a name at all
    ],
)  # fmt: skip
def test_suggest(name: object, installed: list[str], expected: str | None) -> None:
    assert _registry.suggest(name, installed) == expected


def test_suggest_prefers_an_installed_backend() -> None:
    # 'dusk' is as close to 'dask' (not installed) as to 'duck' (installed)
    assert _registry.suggest("dusk", ["duck"]) == "duck"
    assert _registry.suggest("dusk", []) == "dask"


def test_not_found_message_suggests(monkeypatch: pytest.MonkeyPatch) -> None:
    from ivy_core._plugins._entry_points import BackendInfo

    infos = {n: BackendInfo(n, f"ivy-{n}", "0.1.0", f"ivy_{n}.plugin") for n in ("numpy", "torch")}
    monkeypatch.setattr(_registry, "discover", lambda refresh=False: infos)
    msg = str(_registry.not_found("torhc"))
    assert msg.startswith("ivy_core.set_backend: no backend named 'torhc' is installed")
    assert "(installed: numpy, torch); did you mean 'torch'?" in msg
    assert "to add it" not in msg  # the name was mistyped, nothing to install
    msg = str(_registry.not_found("jaxx", "ivy_core.using_backend"))
    assert msg.startswith("ivy_core.using_backend: no backend named 'jaxx'")
    assert "did you mean 'jax'? It is not installed either; to add it" in msg
    assert "./plugins/ivy-jax" in msg
    msg = str(_registry.not_found("mxnet"))
    assert "did you mean" not in msg and "install a distribution providing the 'mxnet' backend" in msg


def test_set_backend_suggests_a_name() -> None:
    installed = [b.name for b in ivy.backends()]
    wanted = "numpy" if "numpy" in installed or not installed else installed[0]
    typo = wanted[1] + wanted[0] + wanted[2:]  # two letters swapped
    with pytest.raises(ivy.BackendNotFoundError, match=f"did you mean {wanted!r}"):
        ivy.set_backend(typo)
    assert ivy.backend_stack() == ()


def test_difflib_is_imported_only_for_a_name_not_found() -> None:
    code = (
        "import sys, ivy_core\n"
        "ivy_core.backends()\n"
        "assert 'difflib' not in sys.modules, 'imported early'\n"
        "try:\n"
        "    ivy_core.set_backend('no_such_backend_xyz')\n"
        "except ivy_core.BackendNotFoundError:\n"
        "    pass\n"
        "print('difflib' in sys.modules)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "True"


def test_cli_with_no_backend_installed() -> None:
    if ivy.backends():
        pytest.skip("needs an environment without any ivy_core backend (the core session)")
    proc = run_cli("backends")
    assert proc.returncode == 0, proc.stderr
    assert "no ivy_core backend is installed" in proc.stdout
    assert "./plugins/ivy-numpy" in proc.stdout
    proc = run_cli("backends", "--format", "json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == []


def test_cli_backend_name_not_found_suggests() -> None:
    proc = run_cli("backends", "--backend", "torhc")
    assert proc.returncode == 2
    assert "--backend: no backend named 'torhc' is installed" in proc.stderr
    assert "did you mean 'torch'?" in proc.stderr
    assert proc.stdout == ""


def test_cli_help_lists_the_command() -> None:
    proc = run_cli("--help")
    assert proc.returncode == 0
    assert "backends" in proc.stdout
    proc = run_cli("backends", "--help")
    assert proc.returncode == 0
    assert "--no-load" in proc.stdout and "--format" in proc.stdout
