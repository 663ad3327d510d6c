"""Test sessions, one virtualenv each (kept under ~/.cache/ivy-core/nox and
reused, so repeat runs skip the framework installs).

- ``core``: ivy-core alone, no framework: the dtype model, promotion, import
  purity, then the broken-plugin fixtures.
- ``numpy``, ``torch``, ``jax``, ``tensorflow``: one plugin each, running the
  API tests against that backend alone (``numpy`` also runs the kit against
  the array-api-strict example of the generic adapter, ``torch`` against the
  torch example of binding by name).
- ``dask``: the lazy backend (with ivy-numpy, whose arrays its computes
  give): the lazy tests and the sort on a 2-worker ``LocalCluster``, the API
  and robustness suites, the conformance kit.
- ``all``: every plugin, the cross-backend tests.
- ``lint``: ruff and mypy.
- ``docs``: the documentation site (``docs/``, Sphinx), every warning an error.
- ``install``: each distribution installed from its folder into a new
  virtualenv, as docs/installation.rst says, and one call on its backend
  (tests/install).
- ``clients``: real client libraries (scikit-learn, SciPy, array-api-extra)
  on ivy_core Arrays of numpy, torch and jax, compared with the same call on
  NumPy input (tests/clients).
"""

from __future__ import annotations

import os
from pathlib import Path

import nox

ROOT = Path(__file__).parent
nox.options.envdir = os.path.expanduser(os.environ.get("IVY_CORE_NOX_ENVDIR", "~/.cache/ivy-core/nox"))
nox.options.reuse_venv = "yes"
nox.options.sessions = ["lint", "core", "numpy", "torch", "jax", "tensorflow", "dask", "all", "docs", "install", "clients"]
nox.options.error_on_missing_interpreters = True

PYTHON = "3.11"
TEST_DEPS = [
    "pytest>=8", "pytest-xdist>=3.5", "hypothesis>=6.100", "array-api-strict>=2.0",
    "numpy>=1.26", "ml_dtypes>=0.3",
]  # fmt: skip
# The API suite and the conformance kit run on this many worker processes.
WORKERS = str(max(1, min(4, os.cpu_count() or 1)))
# JAX compiles a kernel for every new shape and dtype; its persistent cache,
# kept beside the virtualenvs, lets repeat runs skip the compilations.
JAX_ENV = {
    "JAX_COMPILATION_CACHE_DIR": os.path.join(nox.options.envdir, "..", "jax-cache"),
    "JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS": "0",
    "JAX_PERSISTENT_CACHE_MIN_ENTRY_SIZE_BYTES": "0",
}
# Installed first in every torch session, so that no range can pull a CUDA build.
TORCH_PIN = "torch==2.13.0"
FRAMEWORK_DEPS = {
    "numpy": [],
    "torch": [TORCH_PIN],
    "jax": [],
    # The ranges the plugins declare (their pyproject.toml), CPU builds.
    "tensorflow": ["tensorflow-cpu>=2.21,<2.22"],
    "dask": ["dask[array,distributed]>=2026.8,<2026.9"],
}
# The golden promotion grids each plugin session regenerates (tests/promotion).
GRIDS = {"numpy": "numpy", "torch": "torch", "jax": "jax,jax_x64"}
FIXTURES = sorted(str(p) for p in (ROOT / "tests" / "fixtures").glob("ivy-fixture-*") if p.is_dir())


def _install_core(session: nox.Session) -> None:
    session.install(*TEST_DEPS)
    session.install("-e", str(ROOT / "ivy_core"))


def _install_plugin(session: nox.Session, name: str) -> None:
    if FRAMEWORK_DEPS[name]:
        session.install(*FRAMEWORK_DEPS[name])
    if name == "dask":  # ivy-dask depends on ivy-numpy (computed chunks are NumPy arrays)
        session.install("-e", str(ROOT / "plugins" / "ivy-numpy"))
    # ivy-dask with its dashboard extra, Bokeh: pip resolves it (tests/dask/test_dashboard.py).
    session.install("-e", str(ROOT / "plugins" / f"ivy-{name}") + ("[dashboard]" if name == "dask" else ""))


# Warnings a passing run expects, kept out of its summary: NumPy's
# floating-point flags from the special-value cases (asin(2) is NaN, as the
# standard says), dask's meta inference casting complex to real, and torch's
# own use of its deprecated torch.jit.script_method. Messages only (no
# category to import), matched at their start.
QUIET = [
    "invalid value encountered", "divide by zero encountered", "overflow encountered",
    "Casting complex values to real discards the imaginary part",
    "`torch.jit.script_method` is deprecated",
]  # fmt: skip


def _pytest(session: nox.Session, *paths: str, env: dict[str, str] | None = None) -> None:
    quiet = [a for m in QUIET for a in ("-W", f"ignore:{m}")]
    args = ["-q", "-p", "no:cacheprovider", *quiet, *paths, *session.posargs]
    session.run("python", "-m", "pytest", *args, env=env or {})


@nox.session(python=PYTHON)
def core(session: nox.Session) -> None:
    """ivy-core alone: no framework, no backend."""
    _install_core(session)
    # numpy is a test dependency only (reference values); no plugin is installed.
    _pytest(session, "tests/core", env={"IVY_CORE_EXPECT_NO_BACKENDS": "1"})


#: The worked example each plugin session runs the kit on last, by its
#: distribution's folder under examples/ and its backend name. It is
#: installed only for that run: the session's other tests see the plugin alone
#: (a second backend changes which one a call with none set falls back to).
EXAMPLES = {"numpy": ("ivy-array-api-strict", "array_api_strict"), "torch": ("ivy-torch-by-name", "torch_by_name")}


def _plugin_session(name: str) -> None:
    @nox.session(python=PYTHON, name=name)
    def run(session: nox.Session) -> None:
        _install_core(session)
        _install_plugin(session, name)
        example = EXAMPLES.get(name)
        if example:  # left by an earlier run of this reused virtualenv
            session.run("python", "-m", "pip", "uninstall", "--yes", "--quiet", example[0])
        env = JAX_ENV if name == "jax" else None
        if name == "numpy":
            # The plugin-loading tests install small fixture distributions
            # (broken plugins, a third-party backend, extensions).
            if FIXTURES:
                session.install(*FIXTURES)
            _pytest(session, "tests/plugins")
            # Every docstring example, on the default backend.
            src = str(ROOT / "ivy_core" / "src" / "ivy_core")
            _pytest(session, "--doctest-modules", src, f"--ignore={src}/testing")
        _pytest(session, "-n", WORKERS, "tests/api", env=env)
        if name in ("numpy", "torch"):  # frontends against NumPy (and torch) themselves
            _pytest(session, "tests/frontends", env=env)
        # The device model, in a process of its own: JAX and TensorFlow get four
        # CPU devices there (tests/devices/conftest.py), torch its meta device.
        _pytest(session, "tests/devices", env=env)
        # Generated bad calls over the whole API (tests/robustness/README.md).
        _pytest(session, "-n", WORKERS, "tests/robustness", env=env)
        own = ROOT / "plugins" / f"ivy-{name}" / "tests"
        if own.is_dir():
            # The plugin's own tests: its fast implementations next to the
            # formulations they replaced.
            _pytest(session, str(own), env=env)
        # The conformance kit that ships with ivy-core, against this plugin alone.
        _pytest(session, "-n", WORKERS, "--pyargs", "ivy_core.testing", f"--ivy-backend={name}", env=env)
        if example:
            # numpy: the worked example of the generic Array API adapter (a
            # backend for array-api-strict in a BackendSpec); torch: that of
            # binding by name (torch without ivy-torch, from a rename table
            # and a few functions). Through the same kit, then removed again.
            session.install("-e", str(ROOT / "examples" / example[0]))
            _pytest(session, "-n", WORKERS, "--pyargs", "ivy_core.testing", f"--ivy-backend={example[1]}")
            session.run("python", "-m", "pip", "uninstall", "--yes", "--quiet", example[0])
        if name in GRIDS:
            # The framework's promotion grid generated again: a release that
            # changes a rule fails here (tests/promotion/test_grid_current.py).
            _pytest(session, "tests/promotion", env={**(env or {}), "IVY_CORE_GRIDS": GRIDS[name]})

    run.__doc__ = f"ivy-core with ivy-{name} only."


for _name in ("numpy", "torch", "jax", "tensorflow"):
    _plugin_session(_name)


@nox.session(python=PYTHON)
def dask(session: nox.Session) -> None:
    """ivy-core with ivy-dask, on one 2-worker LocalCluster that the session
    starts (tests/dask/cluster.py) and every pytest run, each xdist worker
    included, connects to (``IVY_DASK_SCHEDULER=<address>``): the lazy
    semantics, the distributed sort, the API suite, the robustness suite
    (with NumPy beside it for the cross-backend check); then the conformance
    kit on Dask's own threads.
    The API suite, the robustness suite and the kit run on 4 xdist workers whatever the cores: on
    a cluster each of their small computes waits on round trips (about
    20 ms, half of it Dask's message batching) more than on CPU. The
    cluster stops when the session ends, failed or not."""
    import subprocess
    import tempfile
    import time

    _install_core(session)
    _install_plugin(session, "dask")
    with tempfile.TemporaryDirectory() as tmp:
        address_file = os.path.join(tmp, "address")
        cluster = subprocess.Popen(
            [os.path.join(session.bin, "python"), str(ROOT / "tests" / "dask" / "cluster.py"), "2", address_file],
            stdin=subprocess.PIPE,
        )
        try:
            deadline = time.monotonic() + 120
            while not os.path.exists(address_file):
                if cluster.poll() is not None or time.monotonic() > deadline:
                    session.error("tests/dask/cluster.py did not start the cluster (see its output above)")
                time.sleep(0.2)
            with open(address_file) as f:
                env = {"IVY_DASK_SCHEDULER": f.read().strip()}
            _pytest(session, "tests/dask", "tests/api/test_lazy.py", env=env)
            # The API suite on dask alone (ivy-numpy, installed beside it, has its own session).
            _pytest(session, "-n", "4", "tests/api", env={**env, "IVY_API_BACKENDS": "dask"})
            _pytest(session, "tests/devices", env={**env, "IVY_API_BACKENDS": "dask"})
            # Generated bad calls over the whole API on dask, each raising at the
            # call the class it raises on NumPy (test_cross_backend: the two
            # backends installed here); about 50 s on 4 workers.
            robust = {**env, "IVY_CORE_ROBUSTNESS_BACKENDS": "numpy,dask"}
            _pytest(session, "-n", "4", "tests/robustness", env=robust)
            # The kit checks values dtype by dtype: on Dask's threads (no cluster), a
            # fifth of the time on the cluster (78 s against 325 s here); the API
            # suite above has run every function on the cluster.
            _pytest(session, "-n", "4", "--pyargs", "ivy_core.testing", "--ivy-backend=dask")
        finally:
            cluster.stdin.close()  # tells the cluster to shut down
            try:
                cluster.wait(timeout=60)
            except subprocess.TimeoutExpired:
                cluster.kill()
                cluster.wait()


@nox.session(python=PYTHON, name="all")
def all_backends(session: nox.Session) -> None:
    """Every plugin in one environment: the cross-backend tests (each backend's
    own suite already ran in its session)."""
    _install_core(session)
    for name in ("torch", "numpy", "jax", "tensorflow"):
        _install_plugin(session, name)
    _pytest(
        session,
        "tests/cross",
        # NumPy code transpiled to every backend (the source's tracer needs ivy-numpy beside the target).
        "tests/transpile",
        "tests/api/test_elementwise.py::test_all_backends_agree",
        "tests/api/test_elementwise.py::test_cross_backend_known_values",
        "tests/api/test_elementwise.py::test_all_backends_agree_elementwise",
        # One bad call raises one exception class on every backend.
        "tests/robustness/test_cross_backend.py",
        # A graph of ivy_core calls replays on every backend.
        "tests/api/test_trace.py::test_an_ivy_core_graph_replays_on_every_installed_backend",
        # ... and is traced on NumPy in place of JAX and TensorFlow, whose
        # tracers are not live, closed-over arrays of theirs included.
        "tests/api/test_trace.py::test_an_ivy_core_graph_saves_and_loads",
        # With no backend set, every path mixes backends as eager code does
        # (NumPy, the default, beside JAX).
        "tests/api/test_compile_semantics.py::test_every_path_mixes_backends_as_eager_code_does",
        env=JAX_ENV,
    )


@nox.session(python=PYTHON)
def lint(session: nox.Session) -> None:
    """ruff and mypy over the core and the plugins."""
    session.install("ruff>=0.6", "mypy>=1.10", "pluggy>=1.3")
    session.run("ruff", "check", "ivy_core", "plugins", "tests", "benchmarks", "noxfile.py")
    session.run("mypy", "ivy_core/src/ivy_core")


@nox.session(python=PYTHON)
def docs(session: nox.Session) -> None:
    """The documentation site: Sphinx builds docs/ into docs/_build/html,
    failing on any warning (a broken reference included), then checks
    every internal link of the built pages (docs/_ext/check_links.py).
    Every plugin is installed because the support matrix page is generated,
    at build time, from the backends installed here."""
    session.install(TORCH_PIN)  # first, so that no range can pull a CUDA build
    session.install(
        "sphinx>=8.1,<10", "furo>=2024.8.6", "setuptools>=77",
        *FRAMEWORK_DEPS["tensorflow"], *FRAMEWORK_DEPS["dask"],
    )  # fmt: skip
    # One pip run for the six editable installs, built with the setuptools
    # installed above: a third of the time of six isolated builds.
    projects = [
        ROOT / "ivy_core",
        *(ROOT / "plugins" / f"ivy-{n}" for n in ("numpy", "torch", "jax", "tensorflow", "dask")),
    ]
    session.install("--no-build-isolation", *(a for p in projects for a in ("-e", str(p))))
    out = str(ROOT / "docs" / "_build" / "html")
    session.run(
        "sphinx-build", "-W", "--keep-going", "-n", "-E", "-q", "-b", "html", "docs", out, *session.posargs
    )
    # Every relative link and #anchor of the built pages must exist (no
    # network here: external links are not checked).
    session.run("python", str(ROOT / "docs" / "_ext" / "check_links.py"), out)


def _site_packages(session: nox.Session, python: str) -> str:
    code = "import sysconfig; print(sysconfig.get_paths()['purelib'])"
    out = session.run(python, "-c", code, silent=True, external=True)
    return str(out).strip()


@nox.session(python=PYTHON)
def install(session: nox.Session) -> None:
    """The install lines of docs/installation.rst, tested: ivy-core and
    ivy-numpy into a fresh virtualenv (then examples/demo.py), and each other
    plugin into a virtualenv of its own that sees the frameworks the ``all``
    and ``dask`` sessions installed (tests/install/test_install.py), so that
    no framework is downloaded or unpacked again. Run after those sessions;
    on its own it installs the frameworks into this session's virtualenv
    first."""
    session.install("pytest>=8")
    envdir = Path(nox.options.envdir)
    sites = []
    for name in ("all", "dask"):
        python = envdir / name / "bin" / "python"
        if python.exists():
            sites.append(_site_packages(session, str(python)))
    if len(sites) < 2:
        session.install(TORCH_PIN)  # first, so that no range can pull a CUDA build
        session.install("jax>=0.10,<0.11", *FRAMEWORK_DEPS["tensorflow"], *FRAMEWORK_DEPS["dask"])
        sites = [_site_packages(session, os.path.join(session.bin, "python"))]
    # --noconftest: tests/conftest.py needs ivy_core, which this runner environment lacks.
    _pytest(session, "--noconftest", "tests/install", env={"IVY_INSTALL_FRAMEWORKS": os.pathsep.join(sites)})


# The client libraries, from the first releases with Array API dispatch.
CLIENT_DEPS = ["scikit-learn>=1.6", "scipy>=1.15", "array-api-extra>=0.7", "array-api-compat>=1.10"]


@nox.session(python=PYTHON)
def clients(session: nox.Session) -> None:
    """Client libraries that dispatch through the Array API (scikit-learn with
    ``array_api_dispatch``, SciPy with ``SCIPY_ARRAY_API=1``, array-api-extra)
    on ivy_core Arrays of each installed backend, compared with the same call
    on NumPy input; a summary table closes the run (tests/clients)."""
    session.install(TORCH_PIN)  # first, so that no range can pull a CUDA build
    _install_core(session)
    session.install(*CLIENT_DEPS)
    session.install(*(a for n in ("numpy", "torch", "jax") for a in ("-e", str(ROOT / "plugins" / f"ivy-{n}"))))
    env = {**JAX_ENV, "SCIPY_ARRAY_API": "1", "IVY_CLIENTS_BACKENDS": "numpy,torch,jax"}
    _pytest(session, "-n", WORKERS, "tests/clients", env=env)
