"""Plugin discovery and loading with outside distributions: the fixtures under
tests/fixtures (a plugin that fails to import, one built for another plugin
API, one with an inconsistent description, a working third-party backend and
two extensions contributing kernels to it), next to ivy-numpy.

Install them with ``pip install tests/fixtures/ivy-fixture-*``."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from importlib.metadata import entry_points

import pytest
from ivy_core._plugins import _registry
from ivy_core.plugin import hookimpl

import ivy_core as ivy

#: The fixture distributions under tests/fixtures, by backend name.
FIXTURE_BACKENDS = {
    "broken_import": "ivy-fixture-broken-import",
    "wrong_api": "ivy-fixture-wrong-api",
    "inconsistent": "ivy-fixture-inconsistent",
    "thirdparty": "ivy-fixture-thirdparty",
}
EXTENSION_DISTS = {"ivy-fixture-ext-a", "ivy-fixture-ext-b"}


def installed_backends() -> set[str]:
    """Backend names in the entry point metadata (nothing is imported)."""
    return {ep.name for ep in entry_points(group="ivy_core.backends")}


def _extension_dists() -> set[str]:
    return {ep.dist.metadata["Name"] for ep in entry_points(group="ivy_core.extensions") if ep.dist}


_missing = ({"numpy", *FIXTURE_BACKENDS} - installed_backends()) | (EXTENSION_DISTS - _extension_dists())
if _missing:
    pytest.skip(
        f"needs ivy-numpy and the fixture distributions installed (missing: {sorted(_missing)}); "
        "pip install tests/fixtures/ivy-fixture-*",
        allow_module_level=True,
    )

import numpy as np  # noqa: E402

BROKEN = {
    # backend: (error class, words the message must contain)
    "broken_import": (
        ivy.BackendLoadError,
        ["ivy-fixture-broken-import", "ivy_fixture_broken_import.plugin", "ImportError",
         "simulated missing dependency 'not_a_real_module'"],
    ),
    "wrong_api": (
        ivy.PluginError,
        ["ivy-fixture-wrong-api", "plugin API version 999", "implements version 2"],
    ),
    "inconsistent": (
        ivy.PluginError,
        ["ivy-fixture-inconsistent", "describes itself as 'consistent'",
         "registered as 'inconsistent'"],
    ),
}  # fmt: skip


def run_python(code: str) -> dict:
    proc = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def tp(values, dtype=None):
    with ivy.using_backend("thirdparty"):
        return ivy.asarray(values, dtype=dtype)


# --- discovery -------------------------------------------------------------------


def test_backends_lists_each_with_distribution_and_version() -> None:
    infos = {i.name: i for i in ivy.backends()}
    assert {"numpy", *FIXTURE_BACKENDS} <= set(infos)
    assert list(infos) == sorted(infos)
    assert infos["numpy"].distribution == "ivy-numpy"
    for name, dist in FIXTURE_BACKENDS.items():
        info = infos[name]
        assert info.distribution == dist
        assert info.version == "0.1.0"
        assert info.module == f"{dist.replace('-', '_')}.plugin"
        assert info.status in ("not loaded", "loaded", "failed")
        assert name in repr(info) and dist in repr(info)


def test_status_changes_in_a_fresh_process() -> None:
    got = run_python(
        """
        import json, sys
        import ivy_core as ivy

        def status():
            return {i.name: [i.status, i.error] for i in ivy.backends()}

        out = {"fresh": status()}
        ivy.set_backend("numpy")
        out["after_numpy"] = status()
        for name in ("broken_import", "wrong_api", "inconsistent"):
            try:
                ivy.set_backend(name)
            except ivy.BackendLoadError as exc:
                out.setdefault("errors", {})[name] = str(exc)
        out["after_broken"] = status()
        out["refreshed"] = {i.name: i.status for i in ivy.backends(refresh=True)}
        out["runtime_imported"] = [
            m for m in ("ivy_fixture_wrong_api.runtime", "ivy_fixture_inconsistent.runtime")
            if m in sys.modules
        ]
        # everything else still works
        x = ivy.asarray([1.0, 2.0])
        out["numpy_result"] = (x * 2).tolist()
        ivy.set_backend("thirdparty")
        out["tp_result"] = ivy.sum(ivy.asarray([1, 2, 3])).tolist()
        out["tp_native"] = type(ivy.zeros(1).data).__name__
        out["stack"] = list(ivy.backend_stack())
        out["final"] = {i.name: i.status for i in ivy.backends()}
        print(json.dumps(out))
        """
    )
    names = ("numpy", *FIXTURE_BACKENDS)
    assert all(got["fresh"][n] == ["not loaded", None] for n in names)
    assert got["after_numpy"]["numpy"] == ["loaded", None]
    assert got["after_numpy"]["thirdparty"] == ["not loaded", None]
    for name, (_, words) in BROKEN.items():
        status, error = got["after_broken"][name]
        assert status == "failed"
        assert error == got["errors"][name]
        for w in words:
            assert w in error, (name, w)
        assert got["refreshed"][name] == "failed"  # refresh keeps what is known
    assert got["after_broken"]["thirdparty"] == ["not loaded", None]
    assert got["runtime_imported"] == []
    assert got["numpy_result"] == [2.0, 4.0]
    assert got["tp_result"] == 6
    assert got["tp_native"] == "TPArray"
    assert got["stack"] == ["numpy", "thirdparty"]
    assert got["final"]["thirdparty"] == "loaded" and got["final"]["numpy"] == "loaded"


# --- broken plugins ---------------------------------------------------------------------


@pytest.mark.parametrize("name", list(BROKEN))
def test_broken_plugin_raises_backend_load_error(name: str) -> None:
    cls, words = BROKEN[name]
    with pytest.raises(cls) as info:
        ivy.set_backend(name)
    err = info.value
    assert isinstance(err, ivy.BackendLoadError) and isinstance(err, ImportError)
    assert not isinstance(err, ivy.BackendNotFoundError)
    assert err.distribution == FIXTURE_BACKENDS[name]
    for w in words:
        assert w in str(err)
    assert ivy.backend_stack() == ()
    # asking again gives the same answer, and so does using_backend
    with pytest.raises(cls, match=FIXTURE_BACKENDS[name]):
        ivy.set_backend(name)
    with pytest.raises(cls, match=FIXTURE_BACKENDS[name]):
        with ivy.using_backend(name):
            pass  # pragma: no cover
    info_ = {i.name: i for i in ivy.backends()}[name]
    assert info_.status == "failed"
    assert info_.error == str(err)


def test_broken_import_keeps_its_cause() -> None:
    with pytest.raises(ivy.BackendLoadError) as info:
        ivy.set_backend("broken_import")
    assert isinstance(info.value.__cause__, ImportError)
    assert "not_a_real_module" in str(info.value.__cause__)


def test_broken_plugins_leave_the_others_working() -> None:
    for name in BROKEN:
        with pytest.raises(ivy.BackendLoadError):
            ivy.set_backend(name)
    # inference by type skips failed backends
    r = ivy.add(np.ones(2, dtype=np.float32), 1)
    assert r.backend == "numpy" and r.tolist() == [2.0, 2.0]
    ivy.set_backend("numpy")
    assert ivy.multiply(ivy.asarray([1, 2]), 3).tolist() == [3, 6]
    ivy.set_backend("thirdparty")
    assert ivy.add(ivy.asarray([1, 2]), 3).tolist() == [4, 5]
    assert ivy.backend_stack() == ("numpy", "thirdparty")


def test_broken_plugins_do_not_break_import() -> None:
    got = run_python(
        """
        import json
        import ivy_core as ivy
        errors = []
        for name in ("broken_import", "wrong_api", "inconsistent"):
            try:
                ivy.set_backend(name)
            except ImportError as exc:
                errors.append(type(exc).__name__)
        import importlib
        import ivy_core
        importlib.reload(ivy_core)
        ivy_core.set_backend("numpy")
        print(json.dumps({"errors": errors, "r": ivy_core.add(ivy_core.asarray([1]), 1).tolist()}))
        """
    )
    assert got == {"errors": ["BackendLoadError", "PluginError", "PluginError"], "r": [2]}


# --- the third-party backend ---------------------------------------------------------------


def test_thirdparty_is_an_ordinary_backend() -> None:
    ivy.set_backend("thirdparty")
    b = ivy.current_backend()
    assert b.name == "thirdparty"
    assert b.info.distribution == "ivy-fixture-thirdparty"
    assert b.spec.framework == "numpy"
    assert b.array_type.__module__ == "ivy_fixture_thirdparty.array"
    for fn in ("asarray", "zeros", "ones", "full", "astype", "add", "equal", "sum"):
        assert b.origins[fn] == "ivy-fixture-thirdparty", fn
    assert ivy.invalid_dtypes == ("uint16", "bfloat16")


def test_thirdparty_computes_correctly() -> None:
    ivy.set_backend("thirdparty")
    x = ivy.asarray([[1, 2], [3, 4]])
    assert type(x.data).__name__ == "TPArray"
    assert x.dtype == "int32" and x.shape == (2, 2)
    assert (x + x).tolist() == [[2, 4], [6, 8]]
    assert (x * 3).tolist() == [[3, 6], [9, 12]]
    assert (x - 1).tolist() == [[0, 1], [2, 3]]  # subtract comes from ivy-fixture-ext-b
    assert ivy.sum(x).tolist() == 10
    assert ivy.sum(x, axis=0).tolist() == [4, 6]
    assert ivy.sum(x, axis=1, keepdims=True).tolist() == [[3], [7]]
    assert ivy.zeros((2, 3)).dtype == "float32"
    assert ivy.ones(3, dtype="int8").tolist() == [1, 1, 1]
    assert ivy.full((2,), 7).tolist() == [7, 7]
    assert ivy.full_like(x, 5).tolist() == [[5, 5], [5, 5]]  # compositional, on thirdparty
    assert ivy.astype(x, "float64").dtype == "float64"
    assert ivy.equal(x, ivy.asarray([[1, 0], [3, 0]])).tolist() == [[True, False], [True, False]]
    assert float(ivy.sum(ivy.asarray([0.5, 0.25]))) == 0.75


def test_thirdparty_follows_the_promotion_table() -> None:
    ivy.set_backend("thirdparty")
    i8 = ivy.asarray([1, 2], dtype="int8")
    i16 = ivy.asarray([1, 2], dtype="int16")
    f32 = ivy.asarray([1.0, 2.0], dtype="float32")
    assert ivy.add(i8, i16).dtype == "int16"
    assert ivy.add(i8, 1).dtype == "int8"
    assert ivy.add(i8, 0.5).dtype == "float32"
    assert ivy.add(ivy.asarray([1, 2]), f32).dtype == "float64"  # precise mode
    assert ivy.multiply(f32, 1j).dtype == "complex64"
    assert ivy.sum(ivy.asarray([1, 2], dtype="uint8")).dtype == "uint32"
    with pytest.raises(OverflowError):
        ivy.add(i8, 1000)
    with ivy.using_precise_mode(False):
        assert ivy.add(ivy.asarray([1, 2]), f32).dtype == "float32"


def test_thirdparty_out_argument() -> None:
    ivy.set_backend("thirdparty")
    out = ivy.zeros(2, dtype="int32")
    native = out.data
    r = ivy.add(ivy.asarray([1, 2]), ivy.asarray([3, 4]), out=out)
    assert r is out and out.tolist() == [4, 6]
    assert out.data is native  # updated in place by the runtime's inplace_update


def test_thirdparty_missing_functions_raise_not_implemented() -> None:
    ivy.set_backend("thirdparty")
    x = ivy.asarray([1.0, 2.0])
    for call in (lambda: ivy.exp(x), lambda: ivy.matmul(x, x), lambda: ivy.arange(3)):
        with pytest.raises(NotImplementedError) as info:
            call()
        msg = str(info.value)
        assert "'thirdparty'" in msg and "ivy-fixture-thirdparty" in msg


def test_thirdparty_arrays_are_inferred_by_type() -> None:
    native = tp([1, 2, 3]).data
    assert ivy.backend_stack() == ()
    r = ivy.multiply(native, 2)
    assert r.backend == "thirdparty" and type(r.data) is type(native)
    assert r.tolist() == [2, 4, 6]
    assert ivy.dtype(native) == "int32"
    assert ivy.Array(native).backend == "thirdparty"
    assert ivy.current_backend(native).name == "thirdparty"
    # numpy is still the default for everything else
    assert ivy.asarray([1]).backend == "numpy"
    with pytest.raises(ivy.MixedBackendError):
        ivy.add(native, np.asarray([1, 2, 3], dtype=np.int32))


# --- extensions -------------------------------------------------------------------------


def test_extension_order() -> None:
    ivy.set_backend("thirdparty")
    b = ivy.current_backend()
    # ext-a's tryfirst multiply beats ext-b's plain one, registered later
    assert b.origins["multiply"] == "extension:ivy-fixture-ext-a:ext_a_first"
    assert b.impls["multiply"].ivy_fixture_origin == "ext-a:first"
    assert b.entries["multiply"].__wrapped__ is b.impls["multiply"]
    # among plain ones the later registered (ext-b, alphabetically after ext-a) wins
    assert b.origins["subtract"] == "extension:ivy-fixture-ext-b:ext_b"
    assert b.impls["subtract"].ivy_fixture_origin == "ext-b"
    # the losers' deliberate +1000 shows in no result
    x, y = ivy.asarray([2, 3]), ivy.asarray([4, 5])
    assert (x * y).tolist() == [8, 15]
    assert ivy.subtract(y, x).tolist() == [2, 2]
    # the backend's own kernels stay where nobody contributes
    assert b.origins["add"] == "ivy-fixture-thirdparty"


def test_extensions_do_not_touch_numpy() -> None:
    ivy.set_backend("numpy")
    b = ivy.current_backend()
    assert b.origins["multiply"] == "ivy-numpy"
    assert b.origins["subtract"] == "ivy-numpy"
    assert all(not o.startswith("extension:") for o in b.origins.values())
    assert b.impls["multiply"] is np.multiply
    assert (ivy.asarray([2, 3]) * ivy.asarray([4, 5])).tolist() == [8, 15]


def test_extensions_are_registered_alphabetically() -> None:
    ivy.set_backend("thirdparty")
    names = [h.plugin_name for h in _registry.plugin_manager().hook.ivy_core_implementations.get_hookimpls()]
    ours = [n for n in names if n.startswith("extension:ivy-fixture-ext-")]
    # pluggy lists plain implementations in registration order, tryfirst ones last
    assert ours == [
        "extension:ivy-fixture-ext-a:ext_a_plain",
        "extension:ivy-fixture-ext-b:ext_b",
        "extension:ivy-fixture-ext-a:ext_a_first",
    ]


# --- lifecycle hooks ----------------------------------------------------------------------


class Recorder:
    def __init__(self) -> None:
        self.events: list[tuple[str, str]] = []

    @hookimpl
    def ivy_core_backend_loaded(self, backend: str) -> None:
        self.events.append(("loaded", backend))

    @hookimpl
    def ivy_core_backend_set(self, backend: str) -> None:
        self.events.append(("set", backend))

    @hookimpl
    def ivy_core_backend_unset(self, backend: str) -> None:
        self.events.append(("unset", backend))


@pytest.fixture
def recorder():
    rec = Recorder()
    pm = _registry.plugin_manager()
    pm.register(rec)
    try:
        yield rec
    finally:
        pm.unregister(rec)


def test_set_and_unset_hooks(recorder: Recorder) -> None:
    ivy.set_backend("numpy")
    ivy.set_backend("thirdparty")
    assert ivy.previous_backend() == "numpy"
    ivy.set_backend("numpy")
    with ivy.using_backend("thirdparty"):  # local: not a global set
        pass
    ivy.unset_backend()
    events = [e for e in recorder.events if e[0] != "loaded"]
    assert events == [
        ("set", "numpy"),
        ("set", "thirdparty"),
        ("unset", "thirdparty"),
        ("set", "numpy"),
        ("unset", "numpy"),
        ("unset", "numpy"),
    ]


def test_failed_set_calls_no_hook(recorder: Recorder) -> None:
    with pytest.raises(ivy.BackendLoadError):
        ivy.set_backend("wrong_api")
    with pytest.raises(ivy.BackendNotFoundError):
        ivy.set_backend("no_such_backend")
    assert recorder.events == []


def test_loaded_hook_in_a_fresh_process() -> None:
    got = run_python(
        """
        import json
        import ivy_core as ivy
        from ivy_core._plugins import _registry
        from ivy_core.plugin import hookimpl

        events = []

        class Rec:
            @hookimpl
            def ivy_core_backend_loaded(self, backend):
                events.append(["loaded", backend])

            @hookimpl
            def ivy_core_backend_set(self, backend):
                events.append(["set", backend])

            @hookimpl
            def ivy_core_backend_unset(self, backend):
                events.append(["unset", backend])

        _registry.plugin_manager().register(Rec())
        ivy.set_backend("thirdparty")
        ivy.set_backend("thirdparty")
        with ivy.using_backend("numpy"):
            pass
        ivy.asarray([1])
        try:
            ivy.set_backend("broken_import")
        except ImportError:
            pass
        ivy.unset_backend()
        status = {i.name: i.status for i in ivy.backends()}
        print(json.dumps({"events": events, "status": status}))
        """
    )
    assert got["events"] == [
        ["loaded", "thirdparty"],
        ["set", "thirdparty"],
        ["set", "thirdparty"],
        ["loaded", "numpy"],
        ["unset", "thirdparty"],
        ["unset", "thirdparty"],
    ]
    assert got["status"]["thirdparty"] == "loaded"
    assert got["status"]["numpy"] == "loaded"
    assert got["status"]["broken_import"] == "failed"
