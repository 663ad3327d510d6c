"""One broken plugin never affects another backend (issue 9).

Fixture distributions under tests/fixtures, next to ivy-numpy:

- ``ivy-fixture-dict-spec``: its hook answers with a dict, not a BackendSpec;
- ``ivy-fixture-none-types``: a BackendSpec with ``native_array_types=None``;
- ``ivy-fixture-claims-ndarray``: a valid description claiming
  ``numpy.ndarray`` (and the ``numpy`` module root) for a backend whose
  framework does not import;
- ``ivy-fixture-clash-numpy``: a second distribution registering ``numpy``
  (its plugin module raises if it is ever imported).

Install them with ``pip install tests/fixtures/ivy-fixture-*``. The checks
that depend on nothing being loaded yet run in a fresh interpreter.
"""

from __future__ import annotations

import gc
import json
import subprocess
import sys
import textwrap
import weakref
from importlib.metadata import entry_points
from typing import Any

import pytest
from ivy_core._base import _state
from ivy_core._plugins import _entry_points, _registry

import ivy_core as ivy

NEW_FIXTURES = {
    "dict_spec": "ivy-fixture-dict-spec",
    "none_types": "ivy-fixture-none-types",
    "claims_ndarray": "ivy-fixture-claims-ndarray",
}
CLASH_DIST = "ivy-fixture-clash-numpy"


def _registered() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for ep in entry_points(group="ivy_core.backends"):
        out.setdefault(ep.name, set()).add(ep.dist.metadata["Name"] if ep.dist else "?")
    return out


_regs = _registered()
_missing = [d for n, d in NEW_FIXTURES.items() if d not in _regs.get(n, set())]
_missing += [d for d in ("ivy-numpy", CLASH_DIST) if d not in _regs.get("numpy", set())]
if _missing:
    pytest.skip(
        f"needs ivy-numpy and the fixture distributions installed (missing: {sorted(_missing)}); "
        "pip install tests/fixtures/ivy-fixture-*",
        allow_module_level=True,
    )

import numpy as np  # noqa: E402

BAD_SPECS = {
    # backend: words its error must contain
    "dict_spec": ["ivy-fixture-dict-spec", "answered ivy_core_backend with {", "not an ivy_core.plugin.BackendSpec"],
    "none_types": ["ivy-fixture-none-types", "native_array_types=None", "tuple of non-empty str"],
}


def run_python(code: str) -> Any:
    proc = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


# --- a bad description is refused before it takes part in type lookup ----------------------


def test_bad_specs_do_not_break_numpy_in_a_fresh_process() -> None:
    got = run_python(
        """
        import json
        import numpy as np
        import ivy_core as ivy

        def status():
            return {i.name: [i.status, i.error] for i in ivy.backends()}

        out = {"fresh": status()}
        # nothing set: every one of these looks types up in the registry
        out["Array"] = ivy.Array([1, 2]).tolist()
        x = ivy.asarray([1, 2])
        out["x"] = [str(x.dtype), x.tolist(), x.backend]
        out["inferred"] = ivy.add(np.ones(2, dtype=np.float32), 1).tolist()
        out["scalar"] = str(ivy.asarray(np.float32(1.5)).dtype)
        out["after_use"] = status()
        ivy.set_backend("numpy")
        y = ivy.Array([1, 2])
        out["set"] = [str(y.dtype), y.tolist(), (y * 2).tolist()]
        errors = {}
        for name in ("dict_spec", "none_types"):
            try:
                ivy.set_backend(name)
            except ivy.BackendLoadError as exc:
                errors[name] = [type(exc).__name__, exc.distribution, str(exc)]
        out["errors"] = errors
        out["final"] = status()
        out["still"] = ivy.sum(ivy.asarray([1.0, 2.0])).tolist()
        print(json.dumps(out))
        """
    )
    for name in BAD_SPECS:
        assert got["fresh"][name] == ["not loaded", None]  # metadata only, nothing imported
    assert got["Array"] == [1, 2]
    assert got["x"] == ["int32", [1, 2], "numpy"]
    assert got["inferred"] == [2.0, 2.0]
    assert got["scalar"] == "float32"
    assert got["set"] == ["int32", [1, 2], [2, 4]]
    assert got["still"] == 3.0
    for name, words in BAD_SPECS.items():
        # the type lookup read the description, refused it and recorded why
        status, error = got["after_use"][name]
        assert status == "failed"
        for w in words:
            assert w in error, (name, w)
        cls, dist, msg = got["errors"][name]
        assert cls == "PluginError" and dist == NEW_FIXTURES[name]
        assert msg == error == got["final"][name][1]


@pytest.mark.parametrize("name", list(BAD_SPECS))
def test_bad_spec_is_a_plugin_error_naming_its_distribution(name: str) -> None:
    for call in (lambda: ivy.set_backend(name), lambda: ivy.using_backend(name)):
        with pytest.raises(ivy.PluginError) as info:
            call()
        assert isinstance(info.value, ivy.BackendLoadError)
        assert info.value.distribution == NEW_FIXTURES[name]
        for w in BAD_SPECS[name]:
            assert w in str(info.value)
    assert {i.name: i.status for i in ivy.backends()}[name] == "failed"
    assert ivy.backend_stack() == ()
    x = ivy.Array([1, 2])
    assert x.dtype == "int32" and x.tolist() == [1, 2] and x.backend == "numpy"


def _numpy_spec() -> Any:
    ivy.set_backend("numpy")
    spec = ivy.current_backend().spec
    ivy.unset_backend()
    return spec


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("native_array_types", None),
        ("native_array_types", "numpy.ndarray"),  # a str is not a tuple of names
        ("native_array_types", (1,)),
        ("native_array_types", ("",)),
        ("native_array_types", ("builtins.object",)),  # would claim every type
        ("native_array_types", ("ndarray",)),  # not a dotted name
        ("array_module_roots", None),
        ("array_module_roots", ("builtins",)),
        ("devices", "cpu"),
        ("implementation_modules", None),
        ("name", None),
        ("framework", 3),
        ("runtime_module", None),
        ("notes", None),
    ],
)
def test_every_spec_field_is_validated(field: str, value: object) -> None:
    from ivy_core._plugins import _loader

    spec = _numpy_spec().replace(**{field: value})
    info = _entry_points.BackendInfo("numpy", "some-dist", "1.0", "some_dist.plugin")
    with pytest.raises(ivy.PluginError) as err:
        _loader._validate(info, spec)
    assert err.value.distribution == "some-dist"
    assert "some-dist" in str(err.value) and field in str(err.value)


def test_the_numpy_spec_itself_is_valid() -> None:
    from ivy_core._plugins import _loader

    info = _entry_points.BackendInfo("numpy", "ivy-numpy", "0.1.0", "ivy_numpy.plugin")
    _loader._validate(info, _numpy_spec())  # no error


def test_a_spec_is_immutable_and_replace_gives_a_changed_copy() -> None:
    import copy
    import pickle

    spec = _numpy_spec()
    with pytest.raises(AttributeError, match="immutable"):
        spec.name = "other"  # type: ignore[misc]
    with pytest.raises(AttributeError, match="immutable"):
        del spec.notes
    changed = spec.replace(notes="changed", names={"cat": "concat"})
    assert (changed.notes, changed.names, spec.names) == ("changed", {"cat": "concat"}, {})
    assert changed.name == spec.name and changed.devices == spec.devices and changed != spec
    with pytest.raises(TypeError, match="no field 'nmae'"):
        spec.replace(nmae="x")
    # equal when every field is; the copies a process hands on (pickle, copy) stay equal
    assert spec.replace() == spec and hash(spec.replace()) == hash(spec)
    assert pickle.loads(pickle.dumps(spec)) == spec and copy.copy(spec) == spec
    # the three tables default to a dict of each spec's own; None is kept, for the loader to refuse
    assert spec.replace(names={}).names is not ivy.plugin.BackendSpec(
        name="x", framework="x", plugin_api=2, native_array_types=("x.X",), devices=("cpu",)
    ).names
    assert spec.replace(gaps=None).gaps is None
    assert repr(spec).startswith("BackendSpec(name='numpy', framework='numpy', plugin_api=")


# --- a broken plugin claiming numpy.ndarray ---------------------------------------------------


def test_a_broken_plugin_claiming_ndarray_does_not_break_numpy() -> None:
    got = run_python(
        """
        import json
        import numpy as np
        import ivy_core as ivy
        from ivy_core._plugins import _registry

        # Put the claiming plugin first in discovery order, so that only the
        # registry's ranking keeps numpy.ndarray with ivy-numpy.
        infos = _registry.discover()
        items = sorted(infos.items(), key=lambda kv: kv[0] != "claims_ndarray")
        infos.clear()
        infos.update(items)
        assert next(iter(infos)) == "claims_ndarray"

        out = {}
        a = np.arange(3, dtype=np.float32)
        out["add"] = ivy.add(a, 1).tolist()
        out["backend"] = ivy.current_backend(a).name
        out["Array"] = [str(ivy.Array(a).dtype), ivy.Array(a).backend]
        out["sum"] = ivy.sum(a).tolist()
        out["numpy_scalar"] = str(ivy.asarray(np.float64(2.0)).dtype)
        try:
            ivy.set_backend("claims_ndarray")
        except ivy.BackendLoadError as exc:
            out["error"] = [type(exc).__name__, exc.distribution, str(exc)]
        ivy.set_backend("numpy")
        out["set"] = (ivy.asarray(a) * 2).tolist()
        out["status"] = {i.name: i.status for i in ivy.backends()}
        print(json.dumps(out))
        """
    )
    assert got["add"] == [1.0, 2.0, 3.0]
    assert got["backend"] == "numpy"
    assert got["Array"] == ["float32", "numpy"]
    assert got["sum"] == 3.0
    assert got["numpy_scalar"] == "float64"
    cls, dist, msg = got["error"]
    assert cls == "BackendLoadError" and dist == "ivy-fixture-claims-ndarray"
    assert "simulated missing framework" in msg
    assert got["set"] == [0.0, 2.0, 4.0]
    assert got["status"]["claims_ndarray"] == "failed"
    assert got["status"]["numpy"] == "loaded"


def test_numpy_calls_after_the_claiming_plugin_failed() -> None:
    with pytest.raises(ivy.BackendLoadError, match="ivy-fixture-claims-ndarray"):
        ivy.set_backend("claims_ndarray")
    a = np.ones(2, dtype=np.int64)
    assert ivy.multiply(a, 3).tolist() == [3, 3]
    assert ivy.Array(a).dtype == "int64"
    ivy.set_backend("numpy")
    assert ivy.asarray(a).backend == "numpy"
    assert _state.array_backends[np.ndarray].name == "numpy"


@pytest.mark.skipif("thirdparty" not in _regs, reason="needs the ivy-fixture-thirdparty distribution")
@pytest.mark.parametrize("first", ["thirdparty", "numpy"])
def test_a_loaded_backend_never_takes_ndarray_from_numpy(first: str) -> None:
    # thirdparty's runtime is made to list numpy.ndarray among its array
    # types: whichever loads first, numpy.ndarray ends up with ivy-numpy.
    got = run_python(
        f"""
        import json
        import numpy as np
        import ivy_fixture_thirdparty._runtime as rt
        rt.ARRAY_TYPES = (rt.TPArray, np.ndarray)
        import ivy_core as ivy
        from ivy_core._base import _state

        order = ["{first}", "thirdparty" if "{first}" == "numpy" else "numpy"]
        for name in order:
            ivy.set_backend(name)
        ivy.unset_backend()
        a = np.ones(2, dtype=np.float32)
        print(json.dumps([_state.array_backends[np.ndarray].name, ivy.Array(a).backend,
                          ivy.add(a, 1).backend, str(ivy.Array(a).dtype)]))
        """
    )
    assert got == ["numpy", "numpy", "numpy", "float32"]


@pytest.mark.skipif("thirdparty" not in _regs, reason="needs the ivy-fixture-thirdparty distribution")
@pytest.mark.parametrize("array_types", ["()", "('ivy_fixture_thirdparty.array.TPArray',)"])
def test_a_runtime_with_bad_array_types_is_a_load_error(array_types: str) -> None:
    got = run_python(
        f"""
        import json
        import numpy as np
        import ivy_fixture_thirdparty._runtime as rt
        rt.ARRAY_TYPES = {array_types}
        import ivy_core as ivy

        try:
            ivy.set_backend("thirdparty")
            err = None
        except ivy.BackendLoadError as exc:
            err = [exc.distribution, str(exc)]
        print(json.dumps({{"err": err, "numpy": ivy.add(np.ones(2), 1).tolist()}}))
        """
    )
    dist, msg = got["err"]
    assert dist == "ivy-fixture-thirdparty" and "ivy-fixture-thirdparty" in msg
    assert got["numpy"] == [2.0, 2.0]


# --- a name registered by two distributions -----------------------------------------------------


def test_name_clash_is_shown_before_anything_is_used() -> None:
    got = run_python(
        """
        import json, sys
        import ivy_core as ivy

        def numpy_info():
            i = {i.name: i for i in ivy.backends()}["numpy"]
            return [i.distribution, list(i.clash), i.status, i.error, repr(i)]

        out = {"fresh": numpy_info()}
        ivy.set_backend("numpy")
        out["used"] = (ivy.asarray([1, 2]) + 1).tolist()
        out["after"] = numpy_info()
        out["imported"] = "ivy_fixture_clash_numpy.plugin" in sys.modules
        print(json.dumps(out))
        """
    )
    dist, clash, status, error, text = got["fresh"]
    assert dist == "ivy-numpy"
    assert clash == [f"{CLASH_DIST} 0.1.0"]
    assert status == "not loaded" and error is None
    assert "ivy-numpy" in text and CLASH_DIST in text and "name clash" in text and "ivy-numpy wins" in text
    assert got["used"] == [2, 3]
    assert got["after"][:3] == ["ivy-numpy", [f"{CLASH_DIST} 0.1.0"], "loaded"]
    assert got["imported"] is False  # the losing distribution's plugin is never imported


class _EntryPoint(_entry_points.EntryPoint):
    def __init__(self, name: str, dist: str, value: str = "nowhere.plugin") -> None:
        super().__init__(name, value, _entry_points.BACKEND_GROUP, dist, "1.0")

    def load(self) -> Any:  # pragma: no cover - a clash is decided from metadata alone
        raise AssertionError(f"{self.distribution}'s plugin module was imported")


@pytest.fixture
def fake_entry_points(monkeypatch: pytest.MonkeyPatch) -> Any:
    def install(*eps: _EntryPoint) -> dict[str, _entry_points.BackendInfo]:
        monkeypatch.setattr(
            _entry_points, "scan", lambda: {_entry_points.BACKEND_GROUP: list(eps), _entry_points.EXTENSION_GROUP: []}
        )
        return _registry.discover(refresh=True)

    yield install
    monkeypatch.undo()
    _registry.discover(refresh=True)


@pytest.mark.parametrize("order", [0, 1])
def test_the_project_distribution_wins_a_clash_whatever_the_order(fake_entry_points: Any, order: int) -> None:
    eps = [_EntryPoint("mine", "zzz-other"), _EntryPoint("mine", "ivy-mine")]
    _entry_points.KNOWN_DISTRIBUTIONS["mine"] = "ivy-mine"
    try:
        infos = fake_entry_points(*(eps if order else eps[::-1]))
    finally:
        del _entry_points.KNOWN_DISTRIBUTIONS["mine"]
    info = infos["mine"]
    assert info.distribution == "ivy-mine" and info.clash == ("zzz-other 1.0",)
    assert info.status == "not loaded"


def test_a_clash_between_unknown_distributions_names_both(fake_entry_points: Any) -> None:
    infos = fake_entry_points(_EntryPoint("dup", "dist-b"), _EntryPoint("dup", "dist-a"), _EntryPoint("dup", "dist-a"))
    info = infos["dup"]
    assert info.status == "failed"
    assert info.clash == ("dist-b 1.0",)  # dist-a listed twice is one distribution
    assert "dist-a 1.0" in info.error and "dist-b 1.0" in info.error
    assert "dist-a" in repr(info) and "dist-b" in repr(info)
    for _ in range(2):
        with pytest.raises(ivy.PluginError) as err:
            ivy.set_backend("dup")
        assert "dist-a 1.0" in str(err.value) and "dist-b 1.0" in str(err.value)
        assert "uninstall all but one" in str(err.value)
    assert ivy.backend_stack() == ()


# --- recorded failures keep nobody's objects alive --------------------------------------------


def test_a_failed_plugin_keeps_no_caller_frames_alive() -> None:
    class Payload:
        pass

    def call(name: str) -> weakref.ref[Payload]:
        payload = Payload()  # noqa: F841 - a local the failure must not keep alive
        with pytest.raises(ivy.BackendLoadError) as err:
            ivy.set_backend(name)
        del err
        return weakref.ref(payload)

    refs = [call(name) for name in ("claims_ndarray", "dict_spec", "claims_ndarray")]
    gc.collect()
    assert [r() for r in refs] == [None, None, None]
    # the error raised again still carries the cause of the first failure
    with pytest.raises(ivy.BackendLoadError) as again:
        ivy.set_backend("claims_ndarray")
    assert isinstance(again.value.__cause__, ImportError)


def test_the_first_type_looked_up_is_not_kept_alive_by_recorded_failures() -> None:
    got = run_python(
        """
        import gc, json, weakref
        import ivy_core as ivy

        class Fresh:
            pass

        r = weakref.ref(Fresh)
        try:
            ivy.asarray(Fresh())  # the first lookup reads (and refuses) the bad descriptions
        except TypeError:
            pass
        del Fresh
        gc.collect()
        failed = sorted(i.name for i in ivy.backends() if i.status == "failed")
        print(json.dumps({"alive": r() is not None, "failed": failed}))
        """
    )
    assert got["alive"] is False
    assert {"dict_spec", "none_types"} <= set(got["failed"])


# --- a plugin that exits or raises KeyboardInterrupt while it loads (issue 30) ----------------

#: Plugin code written to a temporary folder; entry points added next to the installed ones.
_EXITING_MODULES = {
    "exits_at_import": "import sys\nsys.exit('a plugin that exits')\n",
    "interrupts_at_import": "raise KeyboardInterrupt\n",
    "exits_runtime_plugin": textwrap.dedent(
        """
        from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl

        @hookimpl
        def ivy_core_backend():
            return BackendSpec(
                name="exits_runtime", framework="nothing", plugin_api=PLUGIN_API_VERSION,
                native_array_types=("numpy.ndarray",), devices=("cpu",),
                implementation_modules=("exits_runtime_impl",), runtime_module="exits_runtime_rt",
                array_module_roots=("numpy",),
            )
        """
    ),
    "exits_runtime_rt": "import sys\nsys.exit(2)\n",
    "exits_runtime_impl": "__all__ = []\n",
    # A real Ctrl-C arriving while a plugin imports: SIGINT to this process.
    "ctrl_c_at_import": "import signal, time\nsignal.raise_signal(signal.SIGINT)\ntime.sleep(0.1)\n",
}

_WITH_EXITING_PLUGINS = """
import json, sys
sys.path.insert(0, {folder!r})
from ivy_core._plugins import _entry_points
real = _entry_points.scan

fakes = [_entry_points.EntryPoint(n, v, "ivy_core.backends", "fake-" + n, "1.0") for n, v in {plugins!r}]

def scan():
    found = real()
    found["ivy_core.backends"] += fakes
    return found

_entry_points.scan = scan
import numpy as np
import ivy_core as ivy
"""


def _exiting_plugins(tmp_path: Any, plugins: list[tuple[str, str]]) -> str:
    for module, source in _EXITING_MODULES.items():
        (tmp_path / f"{module}.py").write_text(source)
    return _WITH_EXITING_PLUGINS.format(folder=str(tmp_path), plugins=plugins)


def test_a_plugin_that_exits_or_interrupts_at_import_fails_alone(tmp_path: Any) -> None:
    """``sys.exit()`` or ``raise KeyboardInterrupt`` in a plugin's code made
    every inferred call raise SystemExit; now that backend fails to load (a
    BackendLoadError naming it, recorded) and every other backend works."""
    plugins = [
        ("exits", "exits_at_import"),
        ("interrupts", "interrupts_at_import"),
        ("exits_runtime", "exits_runtime_plugin"),
    ]
    code = _exiting_plugins(tmp_path, plugins) + textwrap.dedent(
        """
        out = {}
        def attempt(label, f):
            try:
                out[label] = ["returned", f()]
            except BaseException as exc:
                out[label] = [type(exc).__name__, str(exc), getattr(exc, "distribution", None)]
        attempt("inferred", lambda: ivy.add(np.ones(2), 1.0).tolist())
        attempt("inferred again", lambda: ivy.add(np.ones(2), 1.0).tolist())
        for name in ("exits", "interrupts", "exits_runtime"):
            attempt(name, lambda: ivy.set_backend(name))
        out["status"] = {i.name: i.status for i in ivy.backends()}
        print(json.dumps(out))
        """
    )
    got = run_python(code)
    assert got["inferred"] == ["returned", [2.0, 2.0]]
    assert got["inferred again"] == ["returned", [2.0, 2.0]]
    for name, said in (
        ("exits", "SystemExit('a plugin that exits')"),
        ("interrupts", "KeyboardInterrupt"),
        ("exits_runtime", "SystemExit(2)"),
    ):
        cls, message, distribution = got[name]
        assert cls == "BackendLoadError", got[name]
        assert distribution == f"fake-{name}"
        assert f"backend {name!r}" in message and said in message, message
        assert got["status"][name] == "failed"
    assert got["status"]["numpy"] == "loaded"


def test_a_ctrl_c_while_a_plugin_imports_still_interrupts(tmp_path: Any) -> None:
    """A KeyboardInterrupt from a SIGINT (the user's Ctrl-C) that arrives
    while a plugin imports is not contained: it reaches the caller."""
    code = _exiting_plugins(tmp_path, [("ctrl_c", "ctrl_c_at_import")]) + textwrap.dedent(
        """
        import signal
        # A started interpreter's own handler, whatever the parent left (a shell
        # runs a background job with SIGINT ignored).
        signal.signal(signal.SIGINT, signal.default_int_handler)
        out = {}
        try:
            ivy.set_backend("ctrl_c")
            out["set"] = "returned"
        except BaseException as exc:
            out["set"] = type(exc).__name__
        import signal
        out["handler restored"] = signal.getsignal(signal.SIGINT) is signal.default_int_handler
        print(json.dumps(out))
        """
    )
    got = run_python(code)
    assert got == {"set": "KeyboardInterrupt", "handler restored": True}
