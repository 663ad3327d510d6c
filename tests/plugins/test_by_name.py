"""Binding by name (issue 26): a backend from a framework namespace, a
rename table and a few knobs (``BackendSpec(namespace=..., names=...,
keywords=..., index_dtype=..., gaps=...)``, ``ivy_core/_plugins/_by_name.py``).

The route's pieces run against NumPy's namespace and a small fake one that
records its calls; one test loads a by-name backend through the loader, and
one runs the conformance kit on a function bound to the wrong name, which
the kit must catch (nothing is assumed right by name alone).
"""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
import textwrap
import types
from typing import Any

import pytest

np = pytest.importorskip("numpy")

from ivy_core._backends._backend import Backend  # noqa: E402
from ivy_core._plugins import _by_name, _by_name_runtime, _loader, _registry  # noqa: E402
from ivy_core.plugin import BACKEND_GROUP, PLUGIN_API_VERSION, BackendSpec  # noqa: E402

import ivy_core as ivy  # noqa: E402

from ivy_core._base._errors import BackendLoadError, UnsupportedDtypeError  # noqa: E402  # isort: skip

if "numpy" not in _registry.discover():
    pytest.skip("needs ivy-numpy installed", allow_module_level=True)


def _spec(name: str = "numpy_by_name", **kw: Any) -> BackendSpec:
    return BackendSpec(
        name=name,
        framework="numpy",
        plugin_api=PLUGIN_API_VERSION,
        native_array_types=("numpy.ndarray",),
        devices=("cpu",),
        namespace="numpy",
        **kw,
    )


def _impls(spec: BackendSpec, ns: Any = np) -> dict[str, Any]:
    _by_name.check_tables(spec)
    return _by_name.implementations_for(spec, ns, np.ndarray)


def _backend(spec: BackendSpec) -> Backend:
    """A by-name backend over NumPy, put together as the loader does, under
    ivy-numpy's registration (its array type stays ivy-numpy's)."""
    base = _registry.load("numpy", "test")
    impls = _impls(spec)
    runtime = _by_name_runtime.runtime_for(spec, np, np.__version__, impls)
    _by_name.declare(spec, impls, runtime.VERSION)
    origins = dict.fromkeys(impls, "test")
    return Backend(base.info, spec, runtime, impls, origins, base.find_backend, base.build_entry)


class _Recorder:
    """A fake framework namespace whose functions record their arguments."""

    __name__ = "fake"

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)

        def fn(*args: Any, **kwargs: Any) -> Any:
            self.calls.append((name, args, kwargs))
            return ("result", name)

        return fn


# --- the rename table --------------------------------------------------------------------


def test_the_rename_table_binds_the_namespace_function():
    """``concat`` -> ``np.concatenate`` and ``permute_dims`` -> ``np.transpose``,
    bound as they are (no knob applies, so no wrapper)."""
    impls = _impls(_spec(names={"concat": "concatenate", "permute_dims": "transpose"}))
    assert impls["concat"] is np.concatenate
    assert impls["permute_dims"] is np.transpose
    assert impls["sin"] is np.sin  # found by its own name


def test_a_function_missing_from_the_namespace_is_not_bound():
    """A primary function the namespace lacks under its name is left out
    (the kit lists it as missing); compositional ones are ivy_core's."""
    ns = types.SimpleNamespace(__name__="fake", sin=np.sin, cumsum=np.cumsum)
    impls = _by_name.implementations_for(_spec(), ns, np.ndarray)
    assert impls == {"sin": np.sin}  # cumsum is compositional: not taken by name unless names maps it
    assert (
        _by_name.implementations_for(_spec(names={"cumsum": "cumsum"}), ns, np.ndarray)["cumsum"] is np.cumsum
    )


def test_a_name_the_namespace_lacks_fails_naming_the_function():
    with pytest.raises(
        ValueError, match=r"names\['permute_dims'\] is 'permut', but numpy has no function 'permut'"
    ):
        _impls(_spec(names={"permute_dims": "permut"}))


def test_a_typo_in_the_tables_fails_naming_the_entry():
    with pytest.raises(ValueError, match="names has 'permute_dim', which is no ivy_core API function"):
        _by_name.check_tables(_spec(names={"permute_dim": "transpose"}))
    with pytest.raises(ValueError, match="keywords has 'sum.axes'"):
        _by_name.check_tables(_spec(keywords={"sum.axes": "dim"}))
    with pytest.raises(ValueError, match=r"gaps has 'sort\(complex64'"):
        _by_name.check_tables(_spec(gaps={"sort(complex64": "why"}))


def test_methods_properties_flags_and_result_items():
    impls = _impls(
        _spec(
            names={
                "astype": ".astype",
                "matrix_transpose": ".T",
                "nonzero": "nonzero",
                "sort": "sort[0]",
                "unique_counts": "unique(return_counts=True)",
            }
        )
    )
    x = np.array([[3, 1], [2, 0]])
    assert impls["astype"](x, np.float32).dtype == np.float32
    assert impls["matrix_transpose"](x).tolist() == [[3, 2], [1, 0]]
    assert impls["sort"](x, axis=1).tolist() == [1, 3]  # item 0 of the result: np.sort's first row
    values, counts = impls["unique_counts"](np.array([2, 1, 2]))
    assert values.tolist() == [1, 2] and counts.tolist() == [1, 2]


# --- the knobs ---------------------------------------------------------------------------------


def test_keyword_renames_for_every_function_and_for_one():
    ns = _Recorder()
    spec = _spec(
        names={"sum": "sum", "roll": "roll"},
        keywords={"axis": "dim", "keepdims": "keepdim", "roll.axis": "dims"},
    )
    impls = _by_name.implementations_for(spec, ns, np.ndarray)
    impls["sum"]("x", axis=1, dtype=None, keepdims=True)
    impls["roll"]("x", 2, axis=0)
    assert ns.calls == [
        ("sum", ("x",), {"dim": 1, "dtype": None, "keepdim": True}),
        ("roll", ("x", 2), {"dims": 0}),
    ]
    # A positional parameter renamed goes by that keyword; a keyword renamed to "" is dropped.
    x = np.ones(2, dtype=np.float64)
    impls = _impls(
        _spec(names={"astype": ".astype"}, keywords={"astype.dtype": "dtype", "astype.device": ""})
    )
    assert impls["astype"](x, np.float32, copy=True, device=None).dtype == np.float32


def test_a_dropped_copy_keyword_still_copies():
    impls = _impls(_spec(keywords={"reshape.copy": ""}))
    x = np.arange(4.0)
    y = impls["reshape"](x, (2, 2), copy=True)
    y[0, 0] = 9.0
    assert x[0] == 0.0
    assert np.shares_memory(impls["reshape"](x, (2, 2), copy=None), x)


def test_index_arrays_are_cast_to_the_index_dtype():
    seen = []

    def take_along_dim(x, indices, /, *, axis):
        seen.append(indices.dtype)
        return np.take_along_axis(x, indices, axis)

    ns = types.SimpleNamespace(__name__="fake", take_along_dim=take_along_dim, int64=np.int64)
    spec = _spec(names={"take_along_axis": "take_along_dim", "astype": ""}, index_dtype="int64")
    impls = _by_name.implementations_for(spec, ns, np.ndarray)
    impls["astype"] = lambda x, dtype, /, *, copy=True: x.astype(dtype, copy=copy)
    got = impls["take_along_axis"](np.array([5, 6, 7]), np.array([2, 0], dtype=np.int32), axis=0)
    assert seen == [np.dtype(np.int64)] and got.tolist() == [7, 5]


def test_gaps_leave_out_dtypes_and_functions_and_declare_dtypes():
    spec = _spec(
        gaps={
            "uint16": "no uint16 here",
            "unique_all": "not bound in this test",
            "cos tan(float32)": "no float32 kernel",
            "sin(float16->float32)": "no half-precision sin",
        },
        names={"bitwise_invert": "invert"},
    )
    b = _backend(spec)
    assert "uint16" not in b.runtime.DTYPES and "uint32" in b.runtime.DTYPES
    assert b.runtime.UNSUPPORTED == {"unique_all": "not bound in this test"}
    with ivy.using_backend(b):
        with pytest.raises(UnsupportedDtypeError, match="no float32 kernel"):
            ivy.tan(ivy.asarray(np.array([0.5], dtype=np.float32)))
        with pytest.raises(NotImplementedError, match="not bound in this test"):
            ivy.unique_all(ivy.asarray([1]))
        r = ivy.sin(ivy.asarray(np.array([0.5], dtype=np.float16)))
        assert r.dtype == ivy.float16
        assert ivy.cos(ivy.asarray(np.array([0.0]))).tolist() == [1.0]  # float64 is not declared


def test_gaps_of_a_function_the_backend_lacks_fail():
    with pytest.raises(ValueError, match="gaps declares dtypes of 'unique_all'"):
        _backend(_spec(names={"unique_all": ""}, gaps={"unique_all(bool)": "why"}))


def test_the_runtime_read_from_the_namespace():
    b = _backend(_spec())
    rt = b.runtime
    assert rt.ARRAY_TYPES == (np.ndarray,)
    # As arrays report them; the namespace's own spellings stay valid.
    assert rt.DTYPES["float32"] == np.dtype("float32") and rt.DTYPES["bool"] == np.dtype("bool")
    assert rt.canonical_dtype(np.float32) is rt.DTYPES["float32"]
    assert rt.native_device(None) == rt.native_device("cpu") == rt.native_device("CPU:0")
    with pytest.raises(ValueError, match="'gpu' is not available"):
        rt.native_device("gpu")
    assert rt.device_string(np.zeros(2)) == "cpu"
    assert rt.to_numpy(np.arange(3)).tolist() == [0, 1, 2]


def test_positive_steps_for_a_framework_without_negative_ones():
    """A framework that refuses ``x[::-1]`` (torch) indexes through the
    positive slice and the backend's flip, reading and writing."""
    flips = []

    def flip(x, /, *, axis=None):
        flips.append(axis)
        return np.flip(x, axis)

    impls = {"flip": flip, "broadcast_to": lambda x, shape: np.broadcast_to(x, shape)}
    rt = ivy.plugin.Runtime()
    _by_name_runtime._index_with_positive_steps(rt, impls)
    x = np.arange(12).reshape(3, 4)
    for key in [
        (slice(None), slice(None, None, -1)),
        (Ellipsis, slice(3, 0, -2)),
        (1, slice(None, None, -1)),
    ]:
        assert rt.getitem(x, key).tolist() == x[key].tolist(), key
    assert flips
    y = x.copy()
    rt.setitem(y, (0, slice(None, None, -1)), np.array([1, 2, 3, 4]))
    assert y[0].tolist() == [4, 3, 2, 1]


# --- through the loader ------------------------------------------------------------------------

_PLUGIN = """
from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl


@hookimpl
def ivy_core_backend():
    return BackendSpec(
        name={name!r}, framework="numpy", plugin_api=PLUGIN_API_VERSION, native_array_types=("numpy.ndarray",),
        devices=("cpu",), namespace="numpy", names={names!r},
    )
"""


def _load(tmp_path, monkeypatch, name: str, names: dict[str, str]) -> Backend:
    module = f"_by_name_plugin_{name}"
    (tmp_path / f"{module}.py").write_text(textwrap.dedent(_PLUGIN.format(name=name, names=names)))
    monkeypatch.syspath_prepend(str(tmp_path))
    ep = importlib.metadata.EntryPoint(name=name, value=module, group=BACKEND_GROUP)
    info = _registry.BackendInfo(name, "ivy-test-by-name", "0.1", module, ep)
    return _loader.load_backend(info, _registry.backend_of_type, _registry.backend_name_of_type)


def test_a_backend_loads_by_name_and_computes(tmp_path, monkeypatch):
    b = _load(tmp_path, monkeypatch, "np_by_name_ok", {"concat": "concatenate", "permute_dims": "transpose"})
    with ivy.using_backend(b):
        x = ivy.asarray([[1, 2], [3, 4]])
        assert ivy.permute_dims(x, (1, 0)).tolist() == [[1, 3], [2, 4]]
        assert ivy.concat([x, x], axis=0).shape == (4, 2)


def test_a_missing_name_fails_the_load_naming_distribution_and_function(tmp_path, monkeypatch):
    with pytest.raises(BackendLoadError, match=r"ivy-test-by-name .*names\['permute_dims'\] is 'permut'"):
        _load(tmp_path, monkeypatch, "np_by_name_bad", {"permute_dims": "permut"})


# --- the kit checks what is bound by name ------------------------------------------------------

_SWAP = """
import numpy as np
from ivy_core._backends._backend import Backend
from ivy_core._plugins import _by_name, _registry
from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec


def pytest_configure(config):
    base = _registry.load("numpy", "kit test")
    spec = BackendSpec(name="numpy", framework="numpy", plugin_api=PLUGIN_API_VERSION,
                       native_array_types=("numpy.ndarray",), devices=("cpu",), namespace="numpy",
                       names={{"sin": {target!r}}})
    table = dict(base.impls)
    table["sin"] = _by_name.implementations_for(spec, np, np.ndarray)["sin"]
    _registry._loaded["numpy"] = Backend(base.info, base.spec, base.runtime, table, dict(base.origins),
                                         base.find_backend, base.build_entry)
"""


@pytest.mark.parametrize("target,caught", [("cos", True), ("sin", False)])
def test_the_kit_catches_a_function_bound_to_the_wrong_name(tmp_path, target, caught):
    """``sin`` bound to ``np.cos`` by a wrong rename: the kit reports wrong
    values for it; bound to ``np.sin``, the same run passes."""
    (tmp_path / "swap_by_name.py").write_text(_SWAP.format(target=target))
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    env["PYTHONPATH"] = os.pathsep.join([str(tmp_path), *filter(None, [env.get("PYTHONPATH")])])
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "swap_by_name", "-q"]
    command += ["--pyargs", "ivy_core.testing", "--ivy-backend=numpy", "-k", "[sin-float64]"]
    run = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    out = run.stdout + run.stderr
    if caught:
        assert run.returncode == 1, out
        assert "--- sin (1 failed: float64)" in out, out
    else:
        assert run.returncode == 0, out
        assert "1 passed" in out, out


# --- compiler and autodiff: the backend's runtime module, as for any backend ---------------------


def _torch_compile(fn, static_argnums, static_argnames, options):
    # torch.compile specializes on every Python value of a call: static arguments need nothing.
    options = dict(options)  # ivy_core.compile's backend= is ivy_core's: torch's is compiler_backend=
    if "compiler_backend" in options:
        options["backend"] = options.pop("compiler_backend")
    return _torch().compile(fn, **options)


def _torch_value_and_grad(fn, argnums, has_aux):
    grad_and_value = _torch().func.grad_and_value(fn, argnums=argnums, has_aux=has_aux)

    def run(*args, **kwargs):
        grads, out = grad_and_value(*args, **kwargs)  # torch gives them the other way round
        return out, grads

    return run


def _torch():
    import torch

    return torch


def test_compile_and_grad_hooks_of_a_by_name_backend_are_its_runtime_modules(monkeypatch):
    """The route binds no compiler or autodiff (each framework's API for them
    differs); the two hooks as docs/backend-guide/by-name.rst shows them for
    torch make ivy_core.compile and ivy_core.grad work on torch_by_name."""
    pytest.importorskip("torch")
    if "torch_by_name" not in _registry.discover():
        pytest.skip("needs examples/ivy-torch-by-name installed")
    b = _registry.load("torch_by_name", "test")
    with ivy.using_backend(b):
        x = ivy.asarray([0.5, 1.0, 2.0])
        with pytest.raises(NotImplementedError):
            ivy.grad(lambda v: ivy.sum(v * v))(x)
        monkeypatch.setattr(b.runtime, "compile", _torch_compile)
        monkeypatch.setattr(b.runtime, "value_and_grad", _torch_value_and_grad)

        def f(v):
            return ivy.sum(ivy.sin(v) * v)

        expected = ivy.to_numpy(ivy.cos(x) * x + ivy.sin(x))
        np.testing.assert_allclose(ivy.to_numpy(ivy.grad(f)(x)), expected, rtol=1e-6)
        compiled = ivy.compile(f, compiler_backend="eager")  # Dynamo's graph, run without code generation
        np.testing.assert_allclose(ivy.to_numpy(compiled(x)), ivy.to_numpy(f(x)), rtol=1e-6)
    # With autodiff, stop_gradient (compositional: the identity) is mapped too: ".detach" for torch.
    import torch

    spec = b.spec.replace(names={**b.spec.names, "stop_gradient": ".detach"})
    _by_name.check_tables(spec)
    impls = {**b.impls, "stop_gradient": _by_name.implementations_for(spec, torch, torch.Tensor)["stop_gradient"]}
    detached = Backend(b.info, b.spec, b.runtime, impls, dict(b.origins), b.find_backend, b.build_entry)
    with ivy.using_backend(detached):
        x = ivy.asarray([0.5, 1.0, 2.0])
        grads = ivy.grad(lambda v: ivy.sum(v * ivy.stop_gradient(v)))(x)  # v, not 2 v
        np.testing.assert_allclose(ivy.to_numpy(grads), [0.5, 1.0, 2.0])
