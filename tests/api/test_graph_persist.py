"""``Graph.save`` and ``ivy_core.load_graph`` on every installed backend with
a tracer: a saved graph is data (``graph.json`` and ``constants.npz``);
loading runs nothing from the directory (``graph.py`` is for reading), only
names of the graph's allow-list are called, a malformed directory raises
``ArgumentValueError`` naming the file, and a loaded graph replays as the
traced one did (graphs of native calls and of ivy_core calls)."""

from __future__ import annotations

import json
import re

import numpy as np
import pytest

import ivy_core as ivy
from ivy_core import ArgumentValueError


def arr(values, dtype="float32"):
    return ivy.asarray(values, dtype=dtype)


def npy(x):
    return np.asarray(x if isinstance(x, ivy.Array) else ivy.Array(x))


def same(a, b):
    """Equal results: Arrays (values, dtype, shape), containers of them, Python values."""
    if isinstance(a, ivy.Array) or isinstance(b, ivy.Array):
        a, b = npy(a), npy(b)
        return a.dtype == b.dtype and a.shape == b.shape and np.array_equal(a, b, equal_nan=True)
    if isinstance(a, (tuple, list)):
        return type(a) is type(b) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return a == b


_W = np.array([1.0, -2.0, 0.5], dtype=np.float32)


def _programs():
    """name -> (function, example arguments); tracing them needs a backend."""

    def indexed(x):
        y = x * 1.0
        y[0] = 5.0
        return y[1:] + ivy.sum(x, axis=0)

    def layout(x, i):
        return {"taken": ivy.take(x, i, axis=0) * 2.0, "pair": (ivy.astype(x, "float64"), 3)}

    return {
        "closure": (lambda x: ivy.exp(x) * arr(_W), lambda: (arr([0.0, 1.0, 2.0]),)),
        "matmul": (lambda x, y: ivy.matmul(ivy.diag(x), y) - 1.0,
                   lambda: (arr([1.0, 2.0, 3.0]), arr(np.arange(9.0).reshape(3, 3)))),
        "indexed": (indexed, lambda: (arr([1.0, 2.0, 3.0]),)),
        "layout": (layout, lambda: (arr([1.0, 2.0, 3.0]), arr([2, 0], "int64"))),
        "random": (lambda x: x + ivy.random_uniform(shape=(3,)), lambda: (ivy.zeros((3,)),)),
    }


PROGRAMS = _programs()


def _trace(fn, args, to):
    try:
        return ivy.trace_graph(fn, *args, to=to)
    except ivy.BackendNotFoundError:
        pytest.skip("tracing ivy_core calls here needs the NumPy backend (this backend's tracer is not live)")
    except ivy.TraceError as exc:
        pytest.skip(f"not traceable on this backend: {exc}")


def _saved(tmp_path, fn=None, args=None, to=None):
    fn = fn or PROGRAMS["closure"][0]
    args = args or PROGRAMS["closure"][1]()
    g = _trace(fn, args, to)
    g(*args)
    g.save(str(tmp_path))
    return g, args


@pytest.mark.parametrize("to", [None, "ivy_core"])
@pytest.mark.parametrize("name", list(PROGRAMS))
def test_a_loaded_graph_replays_as_the_traced_one(needs_tracer, backend, tmp_path, name, to):
    fn, make = PROGRAMS[name]
    args = make()
    g = _trace(fn, args, to)
    g.save(str(tmp_path))
    loaded = ivy.load_graph(str(tmp_path))
    # The source is written again from the data: the same as graph.py.
    assert loaded.source == (tmp_path / "graph.py").read_text()
    ivy.seed(7)
    want = g(*args)
    ivy.seed(7)  # a random draw takes the same generator state in both
    assert same(loaded(*args), want)
    again = tmp_path / "again"  # a loaded graph saves again
    loaded.save(str(again))
    ivy.seed(7)
    assert same(ivy.load_graph(str(again))(*args), want)


def test_a_numpy_scalar_constant_saves(needs_tracer, backend, tmp_path):
    """Issue 23 item 10: NumPy's random_uniform scales its draw by a
    ``numpy.float32`` operand, which a graph holds as a constant."""
    x = ivy.zeros((3,))
    g = _trace(lambda x: x + ivy.random_uniform(shape=(3,)), (x,), None)
    g.save(str(tmp_path))
    loaded = ivy.load_graph(str(tmp_path))
    ivy.seed(1)
    want = g(x)
    ivy.seed(1)
    assert same(loaded(x), want)


def test_a_jaxpr_constant_saves(tmp_path):
    """Issue 23 item 10: an array made by ``jax.numpy`` inside the function
    is a NumPy constant of the jaxpr, which a JAX graph holds as it is."""
    jnp = pytest.importorskip("jax.numpy")
    if "jax" not in [b.name for b in ivy.backends()]:
        pytest.skip("needs ivy-jax")
    with ivy.using_backend("jax"):
        x = arr([1.0, 2.0, 3.0])
        w = jnp.asarray([4.0, 5.0, 6.0], dtype=jnp.float32)
        for fn in (lambda x: x * arr([4.0, 5.0, 6.0]), lambda x: ivy.Array(x.data * w),
                   lambda x: ivy.Array(x.data * jnp.asarray([1.0, 2.0, 3.0])), lambda x: ivy.Array(x.data * _W)):
            g = ivy.trace_graph(fn, x)
            want = g(x)
            g.save(str(tmp_path))
            assert same(ivy.load_graph(str(tmp_path))(x), want)


@pytest.mark.parametrize("to", [None, "ivy_core"])
def test_arrays_read_from_outside_are_saved_with_their_values(needs_tracer, backend, tmp_path, to):
    """The Arrays a function closes over are inputs of its traces (read at
    each call); a saved graph, which has no function, holds their values
    at saving."""
    w = arr([1.0, -2.0, 0.5])

    def f(x):
        return x * w + 1.0

    x = arr([1.0, 2.0, 3.0])
    g = _trace(f, (x,), to)
    g(x)
    want = f(x)
    g.save(str(tmp_path))
    w[0] = 100.0
    assert not same(f(x), want)
    assert same(ivy.load_graph(str(tmp_path))(x), want)


@pytest.mark.parametrize("to", [None, "ivy_core"])
def test_loading_runs_nothing_from_the_directory(needs_tracer, backend, tmp_path, to):
    g, args = _saved(tmp_path, to=to)
    marker = tmp_path / "ran"
    (tmp_path / "graph.py").write_text(
        f"open({str(marker)!r}, 'w').write('graph.py ran')\nraise SystemExit('graph.py was run')\n"
    )
    loaded = ivy.load_graph(str(tmp_path))
    assert same(loaded(*args), g(*args))
    assert not marker.exists()
    (tmp_path / "graph.py").unlink()  # not needed at all
    assert same(ivy.load_graph(str(tmp_path))(*args), g(*args))
    assert not marker.exists()


# -- malformed directories -----------------------------------------------------------------


def _first_call(meta):
    return next(n for n in meta["nodes"] if n["id"] == meta["emitted"][0])


def _set_callee(name):
    return lambda meta: _first_call(meta).__setitem__("callee", name)


def _first_constant(meta):
    return next(iter(meta["constants"]))


#: name -> (a change of graph.json, what the message says)
JSON_CHANGES = {
    "old format": (lambda m: m.__setitem__("format", 1), "format 1.*save it"),
    "missing key": (lambda m: m.pop("nodes"), "'nodes' is missing"),
    "wrong type": (lambda m: m.__setitem__("emitted", "0"), "'emitted' is str"),
    "node of no kind": (lambda m: _first_call(m).pop("kind"), "'kind' is missing"),
    "unknown callee": (_set_callee("numpy.no_such_function"), "does not exist"),
    "callee outside the allow-list": (_set_callee("os.system"), "outside the names"),
    "builtin outside the allow-list": (_set_callee("builtins.globals"), "not a builtin"),
    "callee that loads files": (_set_callee("numpy.load"), "reads or writes files"),
    "private callee": (_set_callee("numpy._core.multiarray.normalize_axis_index"), "private name"),
    "dunder step": (_set_callee("numpy.ndarray.__reduce_ex__"), "special name"),
    "literal that calls a function": (
        lambda m: _first_call(m)["args"].append({"literal": "numpy.asarray(1)"}), "not a class"),
    "literal of code": (
        lambda m: _first_call(m)["args"].append({"literal": "__import__('os').system('true')"}),
        "must start with a dotted name"),
    "attribute read by a dunder name": (
        lambda m: _first_call(m).update(callee="builtins.getattr", args=[{"ref": [0, []]}, "__class__"], kwargs=[]),
        "special name"),
    "comment that breaks the line": (
        lambda m: _first_call(m).__setitem__("meta", "x\nimport os"), "one line"),
    "keyword that is not a name": (
        lambda m: _first_call(m)["kwargs"].append(["a=1)#", 1]), "not a Python name"),
    "value of no known form": (lambda m: _first_call(m)["args"].append({"pickle": "..."}), "not a saved value"),
    "read before it is computed": (
        lambda m: _first_call(m)["args"].append({"ref": [max(m["emitted"]) + 0, []]}), "before it is computed"),
    "reference to no node": (lambda m: _first_call(m)["args"].append({"ref": [10**6, []]}), "not in the graph"),
    "graph name that is not a name": (lambda m: m.__setitem__("name", "g():\n pass\ndef x"), "not a Python name"),
    "unknown constant": (
        lambda m: _first_call(m)["args"].append({"array": "nope"}), "not in constants.npz"),
    "constant of another shape": (
        lambda m: m["constants"][_first_constant(m)].__setitem__("shape", [7, 7]), r"records .*\[7, 7\]"),
    "constant of another dtype": (
        lambda m: m["constants"][_first_constant(m)].__setitem__("dtype", "int8"), "records int8"),
}


@pytest.mark.parametrize("change", list(JSON_CHANGES))
def test_a_malformed_graph_json_is_refused(needs_tracer, backend, tmp_path, change):
    _saved(tmp_path)
    edit, message = JSON_CHANGES[change]
    path = tmp_path / "graph.json"
    meta = json.loads(path.read_text())
    edit(meta)
    path.write_text(json.dumps(meta))
    with pytest.raises(ArgumentValueError, match="ivy_core.load_graph") as info:
        ivy.load_graph(str(tmp_path))
    assert "graph.json" in str(info.value) or "constants.npz" in str(info.value)
    assert re.search(message, str(info.value)), str(info.value)


def _write_npz(tmp_path, **arrays):
    np.savez(tmp_path / "constants.npz", **arrays)


#: name -> (a change of the directory, the file the message names)
FILE_CHANGES = {
    "no graph.json": (lambda d: (d / "graph.json").unlink(), "graph.json"),
    "graph.json not JSON": (lambda d: (d / "graph.json").write_text("{not json"), "graph.json"),
    "graph.json a list": (lambda d: (d / "graph.json").write_text("[]"), "graph.json"),
    "no constants.npz": (lambda d: (d / "constants.npz").unlink(), "constants.npz"),
    "constants.npz not an archive": (lambda d: (d / "constants.npz").write_bytes(b"garbage"), "constants.npz"),
    "constant missing": (lambda d: _write_npz(d), "constants.npz"),
    "object array": (lambda d: _write_npz(d, a0=np.array([{"x": 1}, None], dtype=object)), "constants.npz"),
    "void array": (lambda d: _write_npz(d, a0=np.zeros(3, dtype="V4")), "constants.npz"),
    "array of another shape": (lambda d: _write_npz(d, a0=np.zeros((2, 2), dtype=np.float32)), "constants.npz"),
}


@pytest.mark.parametrize("change", list(FILE_CHANGES))
def test_a_malformed_directory_is_refused(needs_tracer, backend, tmp_path, change):
    _saved(tmp_path)
    edit, file = FILE_CHANGES[change]
    edit(tmp_path)
    with pytest.raises(ArgumentValueError, match="ivy_core.load_graph") as info:
        ivy.load_graph(str(tmp_path))
    assert file in str(info.value), str(info.value)


def test_a_module_reached_through_an_allowed_one_is_refused(needs_tracer, backend, tmp_path, monkeypatch):
    """A framework's attribute that is another package's module (``torch.os``)
    is outside the allow-list, whatever its name."""
    import importlib
    import shutil

    framework = ivy.current_backend().spec.framework
    monkeypatch.setattr(importlib.import_module(framework), "stranger", shutil, raising=False)
    _saved(tmp_path)
    path = tmp_path / "graph.json"
    meta = json.loads(path.read_text())
    _first_call(meta)["callee"] = f"{framework}.stranger.rmtree"
    path.write_text(json.dumps(meta))
    with pytest.raises(ArgumentValueError, match=r"ivy_core.load_graph: .*graph\.json.* is module 'shutil', outside"):
        ivy.load_graph(str(tmp_path))


def test_a_loaded_graph_of_ivy_core_calls_replays_on_every_backend(tmp_path):
    from api_helpers import installed_backends

    def f(x):
        y = x * 2.0 + ivy.ones((3,), dtype="float32")
        y[0] = x[1]
        return ivy.sum(ivy.sin(y)), y[1:]

    with ivy.using_backend(installed_backends()[0]):
        g = _trace(f, (arr([1.0, 2.0, 3.0]),), "ivy_core")
        g.save(str(tmp_path))
    loaded = ivy.load_graph(str(tmp_path))
    for name in installed_backends():
        with ivy.using_backend(name):
            x = arr([0.5, -0.5, 2.0])
            got, want = loaded(x), f(x)
        assert got[0].backend == name
        assert same(got[0], want[0]) and same(got[1], want[1])
