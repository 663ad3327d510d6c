"""``ivy_core.trace_graph`` on the NumPy backend (``ivy_numpy._trace``).

A function traced once on proxies replays as plain NumPy calls; every replay
below is compared with the eager function on other inputs (same type,
dtype, shape and values, bit for bit: the replay makes the same NumPy
calls). Data-dependent Python values are guarded, leaving the graph is a
``TraceError`` naming this file, creation and random calls re-run, in-place
changes carry nothing from one call to the next, and a trace changes
nothing another thread can see.
"""

from __future__ import annotations

import threading

import numpy as np
import pytest
from trace_programs import ivy_func, unclean

import ivy_core as ivy
from ivy_core import TraceError

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

if "numpy" not in {b.name for b in ivy.backends()}:
    pytest.skip("the NumPy backend (ivy-numpy) is not installed", allow_module_level=True)


@pytest.fixture(autouse=True)
def _numpy():
    with ivy.using_backend("numpy"):
        yield


def same(got, want):
    """``got`` equals ``want``: the same container layout, array types,
    dtypes, shapes and values (NaN equal to NaN)."""
    if isinstance(want, (tuple, list)):
        assert type(got) is type(want) and len(got) == len(want)
        for g, w in zip(got, want, strict=True):
            same(g, w)
        return
    assert type(got) is type(want), (type(got), type(want))
    g = got._data if isinstance(got, ivy.Array) else got
    w = want._data if isinstance(want, ivy.Array) else want
    assert type(g) is type(w), (type(g), type(w))
    if isinstance(w, (np.ndarray, np.generic)):
        assert g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_array_equal(g, w)
    else:
        assert g == w or (g != g and w != w)


# -- input makers: each takes a numpy Generator and gives one ivy_core array -------


def f32(*shape, lo=-2.0, hi=2.0):
    return lambda r: ivy.asarray(r.uniform(lo, hi, shape).astype(np.float32))


def f64(*shape):
    return lambda r: ivy.asarray(r.uniform(-2.0, 2.0, shape))


def i32(*shape, lo=-5, hi=6):
    return lambda r: ivy.asarray(r.integers(lo, hi, shape).astype(np.int32))


def b(*shape):
    return lambda r: ivy.asarray(r.random(shape) > 0.5)


def spd(n):
    def make(r):
        a = r.normal(size=(n, n))
        return ivy.asarray((a @ a.T + n * np.eye(n)).astype(np.float32))

    return make


def c64(*shape):
    return lambda r: ivy.asarray((r.normal(size=shape) + 1j * r.normal(size=shape)).astype(np.complex64))


def _unary(name):
    return lambda x: getattr(ivy, name)(x)


def _binary(name):
    return lambda x, y: getattr(ivy, name)(x, y)


X, Y, P, U = f32(3, 4), f32(3, 4), f32(3, 4, lo=0.1, hi=3.0), f32(3, 4, lo=-0.9, hi=0.9)
V, M, N = f32(4), f32(3, 3), f32(4, 3)

#: (id, function, input makers): a sample of the API, ivy_core calls and the
#: Array operators, methods and indexing, creation calls inside the function.
CASES = [
    *[(n, _unary(n), [X]) for n in (
        "abs", "exp", "sin", "cos", "tan", "tanh", "atan", "sinh", "cosh", "asinh", "expm1", "negative",
        "positive", "square", "sign", "floor", "ceil", "trunc", "round", "isnan", "isinf", "isfinite",
        "signbit", "sigmoid", "relu", "softmax", "real", "imag", "conj", "reciprocal",
    )],  # fmt: skip
    *[(n, _unary(n), [P]) for n in ("log", "sqrt", "log1p", "log2", "log10")],
    *[(n, _unary(n), [U]) for n in ("asin", "acos", "atanh")],
    *[(n, _binary(n), [X, Y]) for n in (
        "add", "subtract", "multiply", "divide", "maximum", "minimum", "atan2", "hypot", "copysign",
        "nextafter", "logaddexp", "remainder", "floor_divide", "equal", "not_equal", "less", "less_equal",
        "greater", "greater_equal",
    )],  # fmt: skip
    *[(n, _binary(n), [b(3, 4), b(3, 4)])
      for n in ("logical_and", "logical_or", "logical_xor")],
    *[(n, _binary(n), [i32(3, 4), i32(3, 4, lo=0, hi=4)]) for n in (
        "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift", "bitwise_right_shift",
    )],  # fmt: skip
    ("pow", lambda x, y: ivy.pow(x, y), [P, Y]),
    ("bitwise_invert", lambda x: ivy.bitwise_invert(x), [i32(5)]),
    ("logical_not", lambda x: ivy.logical_not(x), [b(5)]),
    ("acosh", lambda x: ivy.acosh(x), [f32(4, lo=1.0, hi=3.0)]),
    ("broadcast_add", lambda x, y: x + y, [f32(3, 1), V]),
    ("scalars", lambda x: (x * 2.0 - 1.0) / 3.0 + 2.0**x, [X]),
    ("operators", lambda x, y: (-x + abs(y)) * (x > y) - (x <= 0.5) + (x @ y.mT) @ y, [X, Y]),
    ("int_operators", lambda x, y: (x // (y + 5)) % 3 + (x & y) - (x | y) ^ ~y, [i32(6), i32(6, lo=0, hi=4)]),
    ("clip", lambda x: ivy.clip(x, -0.5, 0.5), [X]),
    ("clip_arrays", lambda x, lo: ivy.clip(x, lo, lo + 1.0), [X, Y]),
    ("where", lambda c, x, y: ivy.where(c, x, y), [b(3, 4), X, Y]),
    ("sum", lambda x: ivy.sum(x), [X]),
    ("sum_axis", lambda x: ivy.sum(x, axis=0), [X]),
    ("sum_int", lambda x: ivy.sum(x), [i32(3, 4)]),
    ("prod", lambda x: ivy.prod(x, axis=1, keepdims=True), [X]),
    ("mean", lambda x: ivy.mean(x), [X]),
    ("mean_axes", lambda x: ivy.mean(x, axis=(0, 1)), [X]),
    ("var", lambda x: ivy.var(x, correction=1.0), [X]),
    ("std", lambda x: ivy.std(x, axis=1), [X]),
    ("max", lambda x: ivy.max(x), [X]),
    ("min", lambda x: ivy.min(x, axis=0), [X]),
    ("argmax", lambda x: ivy.argmax(x), [X]),
    ("argmin", lambda x: ivy.argmin(x, axis=1), [X]),
    ("all", lambda x: ivy.all(x), [b(3, 4)]),
    ("any", lambda x: ivy.any(x, axis=0), [b(3, 4)]),
    ("count_nonzero", lambda x: ivy.count_nonzero(x > 0), [X]),
    ("cumulative_sum", lambda x: ivy.cumulative_sum(x, axis=1), [X]),
    ("cumulative_prod", lambda x: ivy.cumulative_prod(x, axis=0), [X]),
    ("diff", lambda x: ivy.diff(x, axis=1), [X]),
    ("reshape", lambda x: ivy.reshape(x, (4, 3)), [X]),
    ("reshape_nocopy", lambda x: ivy.reshape(x, (2, 6), copy=False), [X]),
    ("concat", lambda x, y: ivy.concat([x, y], axis=1), [X, Y]),
    ("stack", lambda x, y: ivy.stack([x, y]), [X, Y]),
    ("expand_dims", lambda x: ivy.expand_dims(x, axis=1), [X]),
    ("permute_dims", lambda x: ivy.permute_dims(x, (1, 0)), [X]),
    ("broadcast_to", lambda x: ivy.broadcast_to(x, (2, 3, 4)), [X]),
    ("broadcast_arrays", lambda x, y: ivy.broadcast_arrays(x, y), [f32(3, 1), V]),
    ("flip", lambda x: ivy.flip(x, axis=0), [X]),
    ("moveaxis", lambda x: ivy.moveaxis(x, 0, 1), [X]),
    ("repeat", lambda x: ivy.repeat(x, 2, axis=0), [X]),
    ("roll", lambda x: ivy.roll(x, 1, axis=1), [X]),
    ("squeeze", lambda x: ivy.squeeze(x, axis=0), [f32(1, 4)]),
    ("tile", lambda x: ivy.tile(x, (2, 1)), [X]),
    ("unstack", lambda x: ivy.unstack(x, axis=1), [X]),
    ("split", lambda x: ivy.split(x, num_or_size_splits=2, axis=1), [X]),
    ("matrix_transpose", lambda x: ivy.matrix_transpose(x), [X]),
    ("astype", lambda x: ivy.astype(x, "float64") + ivy.astype(x, "int32"), [X]),
    ("matmul", lambda x, y: ivy.matmul(x, y), [X, N]),
    ("tensordot", lambda x, y: ivy.tensordot(x, y, axes=1), [X, N]),
    ("vecdot", lambda x, y: ivy.vecdot(x, y), [X, Y]),
    ("outer", lambda x, y: ivy.outer(x, y), [V, V]),
    ("diag", lambda x: ivy.diag(x), [V]),
    ("diagonal", lambda x: ivy.diagonal(x), [M]),
    ("trace", lambda x: ivy.trace(x), [M]),
    ("cross", lambda x, y: ivy.cross(x, y), [f32(3), f32(3)]),
    ("cholesky", lambda x: ivy.cholesky(x), [spd(3)]),
    ("det", lambda x: ivy.det(x), [spd(3)]),
    ("inv", lambda x: ivy.inv(x), [spd(3)]),
    ("eigh", lambda x: ivy.eigh(x), [spd(3)]),
    ("eigvalsh", lambda x: ivy.eigvalsh(x), [spd(3)]),
    ("solve", lambda a, x: ivy.solve(a, x), [spd(3), f32(3, 2)]),
    ("slogdet", lambda x: ivy.slogdet(x), [spd(3)]),
    ("qr", lambda x: ivy.qr(x), [N]),
    ("svd", lambda x: ivy.svd(x, full_matrices=False), [N]),
    ("svdvals", lambda x: ivy.svdvals(x), [N]),
    ("pinv", lambda x: ivy.pinv(x), [N]),
    ("matrix_norm", lambda x: ivy.matrix_norm(x), [M]),
    ("matrix_power", lambda x: ivy.matrix_power(x, 3), [M]),
    ("matrix_rank", lambda x: ivy.matrix_rank(x), [spd(3)]),
    ("vector_norm", lambda x: ivy.vector_norm(x, axis=1), [X]),
    ("argsort", lambda x: ivy.argsort(x, axis=1, descending=True), [X]),
    ("sort", lambda x: ivy.sort(x, axis=0), [X]),
    ("searchsorted", lambda s, x: ivy.searchsorted(ivy.sort(s), x), [f32(6), V]),
    ("take", lambda x, i: ivy.take(x, i, axis=1), [X, i32(5, lo=0, hi=4)]),
    ("take_along_axis", lambda x: ivy.take_along_axis(x, ivy.argsort(x, axis=1), axis=1), [X]),
    ("fft", lambda x: ivy.fft.fft(x), [X]),
    ("ifft", lambda x: ivy.fft.ifft(x), [c64(4)]),
    ("rfft_irfft", lambda x: ivy.fft.irfft(ivy.fft.rfft(x)), [X]),
    ("fftn", lambda x: ivy.fft.fftn(x), [X]),
    ("fftshift", lambda x: ivy.fft.fftshift(x), [X]),
    ("zeros_ones", lambda x: x + ivy.zeros((3, 4)) - ivy.ones((4,)), [X]),
    ("full", lambda x: x * ivy.full((3, 4), 2.5), [X]),
    ("arange", lambda x: x + ivy.arange(4, dtype="float32"), [X]),
    ("linspace", lambda x: x + ivy.linspace(0.0, 1.0, 4), [X]),
    ("eye", lambda x: x @ ivy.eye(3), [M]),
    ("like", lambda x: ivy.zeros_like(x) + ivy.ones_like(x) * ivy.full_like(x, 3.0), [X]),
    ("asarray_list", lambda x: x + ivy.asarray([1.0, 2.0, 3.0, 4.0]), [X]),
    ("asarray_traced", lambda x: ivy.asarray(x, dtype="float64"), [X]),
    ("tril_triu", lambda x: ivy.tril(x) + ivy.triu(x, k=1), [M]),
    ("meshgrid", lambda x, y: ivy.meshgrid(x, y), [V, f32(3)]),
    ("getitem", lambda x: x[0] + x[1:, ::2].sum() + x[None, ..., -1][..., None], [X]),
    ("getitem_index_array", lambda x, i: x[i], [X, i32(4, lo=0, hi=3)]),
    ("item_scalar_ops", lambda x: x[0, 0] * 3.0 + x, [X]),
    ("methods", lambda x: x.mT @ x + x.sum() + x.reshape((4, 3)) @ x.reshape((3, 4)), [X]),
    ("lstm_like", lambda x, w: ivy.tanh(x @ w) * ivy.sigmoid(x @ w + 1.0), [X, N]),
]


@pytest.mark.parametrize("fn,makers", [pytest.param(f, m, id=i) for i, f, m in CASES])
def test_replay_equals_eager_on_other_inputs(fn, makers):
    args = [m(np.random.default_rng(0)) for m in makers]
    g = ivy.trace_graph(fn, *args)
    source = g.source
    assert "ivy_core" not in source.split('"""')[2]  # native calls only
    for seed in (1, 2, 3):
        other = [m(np.random.default_rng(seed)) for m in makers]
        same(g(*other), fn(*other))
    assert len(g._variants) == 1  # no guard failed: one trace served every call
    # Every recorded call, run again in order on other inputs: its description is its result's.
    from ivy_core._tracing._graph import _resolve
    from ivy_numpy._trace import describe

    values = {}
    other = [m(np.random.default_rng(4))._data for m in makers]
    for n in g.program.nodes:
        if n.kind == "input":
            values[n.id] = other[n.index]
        elif n.kind == "constant":
            values[n.id] = n.value
        else:
            values[n.id] = v = n.fn(*_resolve(n.args, values), **_resolve(n.kwargs, values))
            parts = v if isinstance(v, (tuple, list)) else None
            want = "(" + ", ".join(describe(p) for p in parts) + ")" if parts is not None else describe(v)
            assert n.meta == want, (n, want)


# -- the seed programs --------------------------------------------------------------


def pure_numpy(x):
    y = np.mean(x)
    z = np.sum(x)
    f = np.var(y)
    k = np.cos(z)
    m = np.sin(f)
    o = np.tan(y)
    return np.concatenate([k[None], m[None], o[None]], -1)


def calls(g):
    """The dotted names of the calls the graph replays, in order."""
    return [n.source or f"{n.fn.__module__}.{n.fn.__qualname__}" for n in g.program.emitted]


def test_seed_programs_replay_numpy_calls_only(capsys):
    r = np.random.default_rng(0)
    x, y = ivy.asarray([1.0, 2.0, 3.0]), ivy.asarray(r.normal(size=(3, 3)).astype(np.float32))
    g = ivy.trace_graph(ivy_func, x, y)
    assert calls(g) == ["numpy.diag", "numpy.ndarray.copy", "numpy.matmul"]
    x2, y2 = ivy.asarray([-1.0, 0.5, 4.0]), ivy.asarray(r.normal(size=(3, 3)).astype(np.float32))
    same(g(x2, y2), ivy_func(x2, y2))

    g = ivy.trace_graph(unclean, x, x2, x)
    assert capsys.readouterr().out == "message\n"  # once, while tracing
    assert calls(g) == ["numpy.multiply", "numpy.add"]  # the print and temp are gone
    same(g(x2, x, x2), unclean(x2, x, x2))
    assert capsys.readouterr().out == "message\n"  # the eager call's only

    xn = np.array([1.0, 2.0, 3.0], np.float32)
    g = ivy.trace_graph(pure_numpy, xn)
    assert calls(g) == ["numpy.mean", "numpy.sum", "numpy.var", "numpy.cos", "numpy.sin", "numpy.tan",
                        "operator.getitem", "operator.getitem", "operator.getitem", "numpy.concatenate"]
    assert [n.meta for n in g.program.emitted][:3] == ["float32[]"] * 3  # NumPy scalars, traced
    for v in ([4.0, -1.0, 0.5], [0.0, 0.0, 1e3]):
        same(g(np.array(v, np.float32)), pure_numpy(np.array(v, np.float32)))


# -- Python values: guards ------------------------------------------------------------


def test_a_branch_on_data_is_guarded_and_the_other_branch_traced():
    def f(x):
        if x.sum() > 0:
            return x * 2.0
        return ivy.exp(x) - 1.0

    pos, neg = ivy.asarray([1.0, 2.0, -0.5]), ivy.asarray([-1.0, -2.0, 0.5])
    g = ivy.trace_graph(f, pos)
    assert [gd.what for gd in g.program.guards] == ["bool()"]
    assert "test_trace_numpy.py" in g.program.guards[0].line
    same(g(neg), f(neg))  # the guard fails: traced again for this branch
    same(g(pos * 3.0), f(pos * 3.0))
    same(g(neg * 3.0), f(neg * 3.0))
    assert [len(v) for v in g._variants.values()] == [2]


def test_a_python_float_taken_from_data_is_guarded():
    def f(x):
        return x / float(ivy.max(x))

    x = ivy.asarray([1.0, 4.0, 2.0])
    g = ivy.trace_graph(f, x)
    assert [(gd.what, gd.expected) for gd in g.program.guards] == [("float()", 4.0)]
    same(g(ivy.asarray([4.0, 0.0, 3.0])), f(ivy.asarray([4.0, 0.0, 3.0])))  # same max: this trace
    assert [len(v) for v in g._variants.values()] == [1]
    same(g(ivy.asarray([1.0, 8.0, 3.0])), f(ivy.asarray([1.0, 8.0, 3.0])))  # another max: traced again
    assert [len(v) for v in g._variants.values()] == [2]


def test_int_index_item_tolist_and_len_of_a_data_dependent_shape():
    def f(x):
        i = int(ivy.argmax(x))
        pos = x[x > 0]
        return x[i] + x.tolist()[0] + len(pos) + pos.sum()

    x = ivy.asarray([1.0, -3.0, 2.0, 0.5])
    g = ivy.trace_graph(f, x)
    assert {gd.what for gd in g.program.guards} == {"int()", "tolist()", ".shape"}
    for v in ([1.0, -3.0, 2.0, 0.5], [1.0, -3.0, 2.5, 0.25], [1.0, 3.0, 2.0, -1.0], [1.0, -1.0, -2.0, -3.0]):
        same(g(ivy.asarray(v)), f(ivy.asarray(v)))


def test_a_nonzero_count_is_a_shape_guard():
    def f(x):
        (idx,) = ivy.nonzero(x > 0)
        return ivy.sum(ivy.take(x, idx)) / idx.shape[0]

    g = ivy.trace_graph(f, ivy.asarray([1.0, -2.0, 3.0]))
    assert [gd.what for gd in g.program.guards] == [".shape"]
    for v in ([5.0, -2.0, 3.0], [1.0, 2.0, 3.0], [-1.0, 2.0, -3.0], [4.0, -1.0, 1.0]):
        same(g(ivy.asarray(v)), f(ivy.asarray(v)))
    assert [len(v) for v in g._variants.values()] == [3]  # two, three and one positive values


# -- leaving the graph: TraceError naming the line --------------------------------------


def _line_of(text):
    with open(__file__, encoding="utf-8") as f:
        return next(i for i, line in enumerate(f, 1) if text in line and "_line_of" not in line)


@pytest.mark.parametrize("how", ["asarray", "array_of_ivy", "to_numpy", "tobytes", "dlpack", "pickle"])
def test_leaving_numpy_is_a_trace_error_naming_the_line(how):
    import pickle

    def f(x):
        if how == "asarray":
            return np.asarray(x._data) * 2.0  # leave: asarray
        if how == "array_of_ivy":
            return np.asarray(x) * 2.0  # leave: array_of_ivy
        if how == "to_numpy":
            return ivy.to_numpy(x) * 2.0  # leave: to_numpy
        if how == "tobytes":
            return x._data.tobytes()  # leave: tobytes
        if how == "dlpack":
            return np.from_dlpack(x._data)  # leave: dlpack
        return pickle.dumps(x._data)  # leave: pickle

    with pytest.raises(TraceError) as info:
        ivy.trace_graph(f, ivy.asarray([1.0, 2.0]))
    assert f"test_trace_numpy.py:{_line_of(f'# leave: {how}')}" in str(info.value)
    assert "out of the graph" in str(info.value)


# -- in place, constants, random --------------------------------------------------------


def test_in_place_changes_carry_nothing_from_one_call_to_the_next():
    def f(x):
        z = ivy.zeros(3)
        z[0] = x[0]
        z[1:] += x[1:3]
        z *= 2.0
        w = np.zeros_like(x._data)
        w += 1.0
        np.add(w, x._data, out=w)
        np.add.at(w, [0, 0], 1.0)
        return z, ivy.asarray(w)

    x = ivy.asarray([1.0, -2.0, 3.0, 0.5])
    for include in (True, False):
        g = ivy.trace_graph(f, x, include_generators=include)
        for _ in range(3):
            same(g(x), f(x))
        y = ivy.asarray([0.5, 0.25, -1.0, 2.0])
        same(g(y), f(y))


def test_arrays_from_outside_are_held_by_reference():
    w_np = np.array([1.0, 2.0, 3.0], np.float32)
    w_ivy = ivy.asarray([0.5, 0.5, 0.5])

    def f(x):
        return x * w_np + w_ivy

    x = ivy.asarray([1.0, 1.0, 2.0])
    g = ivy.trace_graph(f, x)
    # The NumPy array is a constant held by reference; the Array the
    # function reads is one more input of the graph, read at each call.
    assert len([n for n in g.program.nodes if n.kind == "constant"]) == 1
    w_np[0] = 10.0  # a later change to the closure's array is seen
    w_ivy[1] = 7.0
    same(g(x), f(x))
    w_ivy = ivy.asarray([2.0, 2.0, 2.0])  # the name bound to another Array
    same(g(x), f(x))


def test_generators_draw_fresh_numbers_that_follow_the_seed():
    def f(x):
        return x + ivy.random_uniform(shape=(4,)) + ivy.random_normal(mean=x, std=0.5)

    x = ivy.asarray([0.0, 1.0, 2.0, 3.0])
    g = ivy.trace_graph(f, x)
    assert [n.args[0] for n in g.program.emitted if n.source == "ivy_numpy.random.draw"] == [
        "random", "standard_normal"]
    a, b = g(x), g(x)
    assert not np.array_equal(a._data, b._data)  # fresh draws
    ivy.seed(7)
    a = g(x)
    ivy.seed(7)
    b = g(x)
    ivy.seed(7)
    c = f(x)
    same(a, b)
    same(a, c)  # the same draws as the eager function after the same seed
    fixed = ivy.trace_graph(f, x, include_generators=False)
    same(fixed(x), fixed(x))  # drawn once, when traced


def test_a_fixed_seed_in_the_call_gives_the_same_numbers():
    def f(x):
        return x + ivy.random_uniform(shape=(3,), seed=3)

    x = ivy.asarray([0.0, 1.0, 2.0])
    g = ivy.trace_graph(f, x)
    same(g(x), f(x))
    same(g(x + 1.0), f(x + 1.0))


# -- NumPy used directly --------------------------------------------------------------


def native(x):
    y = x.copy()
    y += 1.0
    y[0] = 5.0
    np.add(y, x, out=y)
    q, r = divmod(x, 0.7)
    u, s, vh = np.linalg.svd(x.reshape(2, 2))
    m = x[x > 0]
    rows = [row.sum() for row in x.reshape(2, 2)]
    x64 = x.astype(np.float64).real
    z = x.copy()
    z.sort()
    text = f"{x[0]:.3f}"  # a Python value: guarded
    return (y, q, r, s, m * 2, np.sum(x[np.nonzero(x)]), x.sum(), x.T, x.max(axis=0), rows, x64, -x,
            abs(x) ** 2, z, np.float32(len(text)) + x, 2.0 in x)


def test_numpy_calls_methods_and_operators_replay():
    x = np.array([1.0, -2.0, 3.0, 0.5], np.float32)
    g = ivy.trace_graph(native, x)
    for v in ([1.0, -2.0, 3.0, 0.5], [-1.0, 2.0, 3.0, -0.5], [1.0, 2.0, 3.0, 0.5], [0.0, 0.0, 0.0, 0.0]):
        same(g(np.array(v, np.float32)), native(np.array(v, np.float32)))
    iadd = g.program.emitted[1]  # y += 1.0: in place, the same array
    assert (iadd.source, iadd.args[1:], iadd.kwargs, iadd.mutates) == ("numpy.add", (1.0,), {"out": (iadd.args[0],)},
                                                                        (iadd.args[0],))


# -- thread safety ----------------------------------------------------------------------


def test_a_trace_changes_nothing_another_thread_sees():
    before = {k: id(v) for k, v in vars(np).items()}
    before_nd = {k: id(v) for k, v in vars(np.ndarray).items()}
    inside, done = threading.Event(), threading.Event()
    seen = []

    def other():
        inside.wait(10)
        with ivy.using_backend("numpy"):
            a = ivy.zeros(3) + ivy.random_uniform(shape=(3,))
            seen.append(type(a._data))
        seen.append(type(np.add(np.ones(2), 1.0)))
        seen.append(type(np.mean(np.ones(2))))
        seen.append({k: id(v) for k, v in vars(np).items()} == before)
        done.set()

    def f(x):
        inside.set()
        assert done.wait(10)
        return ivy.sin(x) + ivy.zeros(2)

    t = threading.Thread(target=other)
    t.start()
    g = ivy.trace_graph(f, ivy.asarray([1.0, 2.0]))
    t.join()
    assert seen == [np.ndarray, np.ndarray, np.float64, True]
    assert {k: id(v) for k, v in vars(np).items()} == before
    assert {k: id(v) for k, v in vars(np.ndarray).items()} == before_nd
    assert calls(g)[0] == "numpy.sin" and calls(g)[-1] == "numpy.add"
    same(g(ivy.asarray([0.5, 3.0])), ivy.sin(ivy.asarray([0.5, 3.0])) + ivy.zeros(2))


def test_a_traced_array_that_outlives_its_trace_is_refused():
    kept = []

    def f(x):
        kept.append(x._data)
        return x + 1.0

    ivy.trace_graph(f, ivy.asarray([1.0]))
    with pytest.raises(TraceError, match="after its trace ended"):
        kept[0] + 1.0


def test_a_change_through_any_view_of_an_input_is_never_applied_twice():
    """Whether an in-place call changed an input is read from memory
    (``numpy.may_share_memory``), whatever call made the view."""

    def f(x):
        v = np.atleast_2d(x)  # a view of x
        v += 1.0
        return x * 2.0 if x.sum() > 0 else x - 1.0

    g = ivy.trace_graph(f, np.array([1.0, 2.0], np.float32))
    x = np.array([-5.0, -6.0], np.float32)
    with pytest.raises(ivy.GuardError):
        g(x)
    np.testing.assert_array_equal(x, [-4.0, -5.0])  # changed once, as eagerly
