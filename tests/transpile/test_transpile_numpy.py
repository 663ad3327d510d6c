"""``ivy_core.transpile`` of NumPy code: real NumPy programs, transpiled to
every installed backend, against the NumPy function itself on the same
inputs (values and dtypes); the graph compiles, prints, saves and loads;
calls with no frontend function are all named in one ``TranspileError``."""

from __future__ import annotations

import inspect
import os
import sys

import pytest

np = pytest.importorskip("numpy")

_API = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "api")
if _API not in sys.path:
    sys.path.insert(0, _API)

from api_helpers import installed_backends  # noqa: E402

import ivy_core as ivy  # noqa: E402

INSTALLED = installed_backends()
TARGETS = [b for b in ("numpy", "jax", "torch", "tensorflow") if b in INSTALLED]
pytestmark = pytest.mark.skipif(
    "numpy" not in INSTALLED, reason="the NumPy backend (the source's tracer) is absent"
)

# --- the programs: plain NumPy ---------------------------------------------------------


def mlp(x, w1, b1, w2, b2):
    h = np.maximum(x @ w1 + b1, 0.0)
    return np.tanh(h @ w2 + b2)


def attention(q, k, v):
    scores = q @ k.swapaxes(-1, -2) / np.sqrt(q.shape[-1])
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights /= weights.sum(axis=-1, keepdims=True)
    return weights @ v, weights


def layer_norm(x, gamma, beta):
    mean = x.mean(axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-5) * gamma + beta


def kmeans_step(points, centers):
    d = ((points[:, None, :] - centers[None, :, :]) ** 2).sum(axis=-1)
    assign = np.argmin(d, axis=1)
    onehot = (assign[:, None] == np.arange(centers.shape[0])[None, :]).astype(points.dtype)
    counts = np.maximum(onehot.sum(axis=0), 1.0)
    return (onehot.T @ points) / counts[:, None], assign


ROWS = np.array([4, 0, 2, 2])


def indexing_and_reductions(x):
    rows = x[ROWS]  # integer-array indexing (an index array from outside: TensorFlow's tracer cannot
    # index with a traced one)
    top = x[::2, 1:].T
    clipped = np.clip(np.where(x > 0, x, 0.1 * x), -1.0, 1.0)
    y = np.zeros_like(x)
    y[:, 0] = x.argmax(axis=1)  # item assignment (a copy: no view is changed)
    stats = np.stack([x.std(axis=0), np.cumsum(x, axis=0)[-1], np.abs(x).max(axis=0)])
    return rows.sum(axis=1), top, clipped.mean(), y, stats, np.concatenate([x, clipped], axis=0)


def promotion(i, f):
    # NumPy's own dtypes: int * float scalar is float64, int32 + int64 is
    # int64, a float32 array with a Python float stays float32 (NEP 50).
    return i * 0.5, i + i.astype(np.int64), f * 2.5, (i // 3) % 2, f.astype(np.float64).sum()


def _rng():
    return np.random.default_rng(0)


def _mlp_args():
    r = _rng()
    return (
        r.standard_normal((8, 16)).astype(np.float32),
        r.standard_normal((16, 32)).astype(np.float32),
        r.standard_normal(32).astype(np.float32),
        r.standard_normal((32, 4)).astype(np.float32),
        r.standard_normal(4).astype(np.float32),
    )


def _attention_args():
    r = _rng()
    return tuple(r.standard_normal((2, 5, 8)).astype(np.float32) for _ in range(3))


def _layer_norm_args():
    r = _rng()
    return (r.standard_normal((4, 6)), r.standard_normal(6), r.standard_normal(6))


def _kmeans_args():
    r = _rng()
    points = r.standard_normal((30, 2))
    return (points, points[:3].copy())


def _indexing_args():
    r = _rng()
    return (r.standard_normal((6, 5)).astype(np.float32),)


def _promotion_args():
    return (np.arange(6, dtype=np.int32).reshape(2, 3), np.linspace(0.0, 1.0, 6, dtype=np.float32))


PROGRAMS = {
    "mlp": (mlp, _mlp_args),
    "attention": (attention, _attention_args),
    "layer_norm": (layer_norm, _layer_norm_args),
    "kmeans_step": (kmeans_step, _kmeans_args),
    "indexing_and_reductions": (indexing_and_reductions, _indexing_args),
    "promotion": (promotion, _promotion_args),
}


def _as_numpy(x):
    return np.asarray(x)


def _target_args(to, args):
    with ivy.using_backend(to):
        return tuple(ivy.asarray(a) for a in args)


def _compare(got, expected, to, args):
    got = got if isinstance(got, tuple) else (got,)
    expected = expected if isinstance(expected, tuple) else (expected,)
    for g, e in zip(got, expected, strict=True):
        e = np.asarray(e)
        assert isinstance(g, ivy.Array) and g.backend == to
        assert str(g.dtype) == e.dtype.name, (str(g.dtype), e.dtype.name)
        # float32 anywhere in the computation: float32's rounding (summation order differs)
        tol = 1e-5 if any(a.dtype == np.float32 for a in args) else 1e-10
        np.testing.assert_allclose(_as_numpy(g), e, rtol=tol, atol=tol)


@pytest.mark.parametrize("to", TARGETS)
@pytest.mark.parametrize("program", list(PROGRAMS))
def test_a_numpy_program_runs_on_the_target_as_on_numpy(program, to):
    fn, make = PROGRAMS[program]
    args = make()
    g = ivy.transpile(fn, source="numpy", to=to, args=args)
    _compare(g(*_target_args(to, args)), fn(*args), to, args)
    # New values of the same shapes and dtypes: the graph replays, without tracing again.
    args2 = tuple(a + 1 if a.dtype.kind == "f" else a for a in args)
    _compare(g(*_target_args(to, args2)), fn(*args2), to, args2)
    assert len(g._variants) == 1


def test_the_graph_prints_the_targets_calls_not_numpys():
    if "torch" not in TARGETS:
        pytest.skip("torch is not installed")
    g = ivy.transpile(layer_norm, source="numpy", to="torch", args=_layer_norm_args())
    source = str(g)
    assert "torch" in source and "numpy.var" not in source and "def layer_norm(" in source


def test_native_arrays_in_native_arrays_out():
    g = ivy.transpile(mlp, source="numpy", to="numpy", args=_mlp_args())
    out = g(*_mlp_args())
    assert type(out) is np.ndarray
    np.testing.assert_allclose(out, mlp(*_mlp_args()), rtol=1e-6)


def test_other_shapes_raise_guard_error_naming_the_argument():
    g = ivy.transpile(mlp, source="numpy", to="numpy", args=_mlp_args())
    x, *rest = _mlp_args()
    with pytest.raises(ivy.GuardError, match="argument 0 .*transpile it again"):
        g(x[:3], *rest)


@pytest.mark.skipif("jax" not in TARGETS, reason="jax is not installed")
def test_on_jax_the_graph_compiles_both_ways():
    args = _attention_args()
    expected = attention(*args)
    compiled = ivy.transpile(attention, source="numpy", to="jax", args=args, backend_compile=True)
    _compare(compiled(*_target_args("jax", args)), expected, "jax", args)
    plain = ivy.transpile(attention, source="numpy", to="jax", args=args)
    f = ivy.compile(plain, backend="jax")
    _compare(f(*_target_args("jax", args)), expected, "jax", args)


@pytest.mark.parametrize("to", TARGETS)
def test_the_graph_saves_and_loads(tmp_path, to):
    args = _kmeans_args()
    g = ivy.transpile(kmeans_step, source="numpy", to=to, args=args)
    g.save(str(tmp_path))
    loaded = ivy.load_graph(str(tmp_path))
    _compare(loaded(*_target_args(to, args)), kmeans_step(*args), to, args)


# --- what is refused ------------------------------------------------------------------


def uses_rare_functions(x):
    y = np.kron(x, x.T)
    z = np.tensordot(y, y, axes=1)
    w = np.polyval(z[0], x)
    v = np.kron(w, w)
    return np.convolve(v.ravel(), z[0]) + x.sum()


RARE = ("kron", "tensordot", "polyval", "convolve")


def _lines_of(fn, text):
    lines, first = inspect.getsourcelines(fn)
    return [f"{__file__}:{first + i}" for i, line in enumerate(lines) if text in line]


def test_every_missing_function_is_named_with_its_line_in_one_error():
    from ivy_core.frontends import numpy as fnp

    missing = [n for n in RARE if n not in fnp.COVERED]
    if len(missing) < 2:
        pytest.skip(f"the NumPy frontend now covers {[n for n in RARE if n not in missing]}; pick rarer ones")
    x = _rng().standard_normal((3, 3))
    with pytest.raises(ivy.TranspileError) as info:
        ivy.transpile(uses_rare_functions, source="numpy", to="numpy", args=(x,))
    message = str(info.value)
    assert f"{len(missing)} numpy function(s)" in message
    for name in RARE:
        lines = _lines_of(uses_rare_functions, f"np.{name}(")
        assert lines
        for line in lines:
            assert (line in message) == (name in missing), (name, line)
    assert "sum" not in message  # covered: not listed
    assert isinstance(info.value, NotImplementedError)


def changes_its_input(x):
    x[0] = 0.0
    return x * 2


def changes_a_view(x):
    y = x * 1.0
    row = y[0]
    row += 1.0  # changes y through the view
    return y


def changes_a_view_nothing_else_reads(x):
    v = (x * 1.0).reshape(-1)
    v += 1.0  # its base is read by nobody: the frontends replay this exactly
    return v


def test_an_in_place_change_no_other_array_sees_is_replayed():
    x = np.ones((2, 3))
    g = ivy.transpile(changes_a_view_nothing_else_reads, source="numpy", to="numpy", args=(x,))
    np.testing.assert_array_equal(np.asarray(g(ivy.asarray(x))), changes_a_view_nothing_else_reads(x))


def test_in_place_changes_the_frontends_cannot_follow_are_refused():
    x = np.ones((2, 3))
    with pytest.raises(ivy.TranspileError, match="input or an array from outside"):
        ivy.transpile(changes_its_input, source="numpy", to="numpy", args=(x,))
    with pytest.raises(ivy.TranspileError, match="views share memory in numpy"):
        ivy.transpile(changes_a_view, source="numpy", to="numpy", args=(x,))


def test_bad_arguments_are_typed_errors():
    with pytest.raises(ivy.ArgumentValueError, match="source='cobol'"):
        ivy.transpile(mlp, source="cobol", to="numpy", args=_mlp_args())
    with pytest.raises(ivy.ArgumentValueError, match="to= must name a backend"):
        ivy.transpile(mlp, source="numpy", to="ivy_core", args=_mlp_args())
    with pytest.raises(ivy.ArgumentTypeError, match="fn must be a callable"):
        ivy.transpile(3, source="numpy", to="numpy", args=())
    with pytest.raises(ivy.BackendNotFoundError):
        ivy.transpile(mlp, source="numpy", to="no_such_backend", args=_mlp_args())


def summed(x, axis, scale=2.0):
    return {"total": x.sum(axis=axis) * scale, "size": x.shape[axis]}, [x.max()]


def test_python_arguments_and_containers_keep_their_place():
    x = np.arange(6.0).reshape(2, 3)
    g = ivy.transpile(summed, source="numpy", to="numpy", args=(x, 1), kwargs={"scale": 3.0})
    out, (top,) = g(ivy.asarray(x), 1, scale=3.0)
    expected, (expected_top,) = summed(x, 1, 3.0)
    np.testing.assert_array_equal(np.asarray(out["total"]), expected["total"])
    assert out["size"] == expected["size"] and float(top) == float(expected_top)
    with pytest.raises(ivy.GuardError, match=r"Python arguments \[1, 3.0\]"):
        g(ivy.asarray(x), 0, scale=3.0)


def branches_on_data(x):
    if x.sum() > 0:
        return x * 2
    return -x


@pytest.mark.parametrize("to", [t for t in ("numpy", "torch") if t in TARGETS])
def test_a_branch_on_data_holds_for_the_outcome_transpiled(to):
    x = np.arange(6.0) - 1.0
    g = ivy.transpile(branches_on_data, source="numpy", to=to, args=(x,))
    _compare(g(*_target_args(to, (x + 1,))), branches_on_data(x + 1), to, (x,))
    with pytest.raises(ivy.GuardError, match=r"bool\(\) == True .*transpile it again"):
        g(*_target_args(to, (-x,)))
