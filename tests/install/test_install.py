"""Each distribution installs from its folder, as docs/installation.rst says,
into a new virtualenv, and runs one call on its backend.

- ivy-core with ivy-numpy is installed truly fresh (its dependencies
  resolved by pip), then ``examples/demo.py`` runs.
- The heavy frameworks are not installed again: the virtualenv of ivy-torch,
  ivy-jax, ivy-tensorflow or ivy-dask sees the frameworks of an environment
  that already has them (``IVY_INSTALL_FRAMEWORKS``: site-packages
  directories, ``os.pathsep``-separated; the ``install`` nox session points it
  at the ``all`` and ``dask`` sessions' virtualenvs) through a folder of
  links that leaves every ivy distribution out. ivy-core and the plugin are
  installed into it from their folders with ``--no-deps``, so pip never
  touches that environment, and ``pip check`` then checks that the framework
  there satisfies the range the plugin declares.

Without ``IVY_INSTALL_FRAMEWORKS`` the heavy cases skip.
"""

from __future__ import annotations

import os
import subprocess
import venv
from pathlib import Path

import pytest
import tomllib
from packaging.requirements import Requirement
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
FRAMEWORK_SITES = [Path(p) for p in os.environ.get("IVY_INSTALL_FRAMEWORKS", "").split(os.pathsep) if p]

# One call on the backend, made by the installed copies (not the checkout's).
CALL = """
import sys, ivy_core as ivy
name = sys.argv[1]
assert ivy.__file__.startswith(sys.prefix), ivy.__file__
with ivy.using_backend(name):
    x = ivy.asarray([1.0, 2.0, 3.0])
    (total,) = ivy.compute(ivy.sum(x * 2))
assert float(total) == 12.0, total
info = {b.name: b for b in ivy.backends()}[name]
assert info.status == "loaded", info
print(name, info.distribution, info.version, "framework", info.framework, "->", float(total))
"""


def _run(*cmd: str | Path, cwd: Path = ROOT) -> str:
    done = subprocess.run([str(c) for c in cmd], cwd=cwd, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{' '.join(map(str, cmd))} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def _venv(path: Path) -> Path:
    venv.EnvBuilder(with_pip=True, clear=True).create(path)
    return path / "bin"


def _site_packages(bindir: Path) -> Path:
    out = _run(bindir / "python", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])")
    return Path(out.strip())


def _is_ours(name: str) -> bool:
    low = name.lower()
    return low.startswith(("ivy", "__editable__", "pip"))


def _frameworks(framework: str, where: Path) -> Path:
    """A folder of links to the first environment of IVY_INSTALL_FRAMEWORKS
    that has ``framework``, every ivy distribution (and pip) left out."""
    sites = [s for s in FRAMEWORK_SITES if (s / framework).is_dir()]
    if not sites:
        pytest.skip(f"IVY_INSTALL_FRAMEWORKS names no environment with {framework} (nox -s install sets it)")
    view = where / "frameworks"
    view.mkdir()
    for entry in sites[0].iterdir():
        if not _is_ours(entry.name) and not entry.name.endswith(".pth"):
            (view / entry.name).symlink_to(entry)
    return view


def test_core_and_numpy_install_fresh_and_run_the_demo(tmp_path: Path) -> None:
    bindir = _venv(tmp_path / "venv")
    _run(bindir / "pip", "install", "--quiet", "./ivy_core", "./plugins/ivy-numpy")
    _run(bindir / "pip", "check")
    _run(bindir / "python", "-c", CALL, "numpy", cwd=tmp_path)
    out = _run(bindir / "python", ROOT / "examples" / "demo.py", cwd=tmp_path)
    assert "installed backends:" in out and "the backend in force: numpy" in out


@pytest.mark.parametrize(
    ("backend", "folders"),
    [
        ("torch", ["plugins/ivy-torch"]),
        ("jax", ["plugins/ivy-jax"]),
        ("tensorflow", ["plugins/ivy-tensorflow"]),
        ("dask", ["plugins/ivy-numpy", "plugins/ivy-dask"]),
    ],
)
def test_plugin_installs_from_its_folder(backend: str, folders: list[str], tmp_path: Path) -> None:
    frameworks = _frameworks(backend, tmp_path)
    bindir = _venv(tmp_path / "venv")
    # The setuptools of the framework environment (torch needs a recent one).
    _run(bindir / "pip", "uninstall", "--quiet", "--yes", "setuptools")
    (_site_packages(bindir) / "frameworks.pth").write_text(f"{frameworks}\n")
    _run(bindir / "pip", "install", "--quiet", "--no-deps", "./ivy_core", *(f"./{f}" for f in folders))
    # ivy-core and the plugin resolve against what is there: the tested framework range.
    _run(bindir / "pip", "check")
    _run(bindir / "python", "-c", CALL, backend, cwd=tmp_path)


def test_ivy_dask_declares_the_dashboard_extra() -> None:
    """``ivy-dask[dashboard]`` brings Bokeh in a range that includes the
    floor dask 2026.8 asks for its dashboard (3.1) and stops before the next
    major; the pages that tell users to install it name the extra."""
    project = tomllib.loads((ROOT / "plugins" / "ivy-dask" / "pyproject.toml").read_text())["project"]
    extra = [Requirement(r) for r in project["optional-dependencies"]["dashboard"]]
    (bokeh,) = [r for r in extra if r.name == "bokeh"]
    assert Version("3.1") in bokeh.specifier and Version("3.9.2") in bokeh.specifier, bokeh
    assert Version("3.0.3") not in bokeh.specifier and Version("4.0") not in bokeh.specifier, bokeh
    for page in ("docs/dask-cluster.rst", "docs/installation.rst", "plugins/ivy-dask/README.md"):
        assert "ivy-dask[dashboard]" in (ROOT / page).read_text(), page
