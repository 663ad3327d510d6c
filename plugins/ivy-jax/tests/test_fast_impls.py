"""The cheap paths of ivy_jax's implementations (issue 24) give what the
formulations they replaced give: values, dtypes, errors and derivatives,
eagerly, under jax.jit and in a traced graph."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import ivy_core as ivy


@pytest.fixture(autouse=True)
def _jax() -> None:
    ivy.set_backend("jax")


def _impl(name: str):  # type: ignore[no-untyped-def]
    from ivy_core._base import _state

    return _state.current_backend().impls[name]


def _same(got: object, want: object) -> None:
    got, want = np.asarray(got), np.asarray(want)
    assert got.dtype == want.dtype and got.shape == want.shape
    if got.dtype == jnp.bfloat16:  # NumPy compares NaNs of ml_dtypes' type as unequal
        got, want = got.astype(np.float32), want.astype(np.float32)
    np.testing.assert_array_equal(got, want)
    if got.dtype.kind == "f":
        np.testing.assert_array_equal(np.signbit(got), np.signbit(want))


# --- clip: bounds cached, max/min in one jitted call ------------------------------------

X = np.array([-3.0, -0.0, 0.0, 0.25, 1.0, np.nan, np.inf, -np.inf], dtype=np.float32)


def _old_clip(x, lo, hi):  # type: ignore[no-untyped-def]
    r = x
    if lo is not None:
        r = jnp.maximum(r, jnp.asarray(lo, dtype=x.dtype))
    if hi is not None:
        r = jnp.minimum(r, jnp.asarray(hi, dtype=x.dtype))
    return r


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64"])
@pytest.mark.parametrize(
    "lo, hi",
    [
        (-0.5, 0.5),
        (0.0, 1.0),
        (-0.0, 0.0),
        (None, 0.1),
        (1 / 3, None),
        (None, None),
        (2, 3),
        (float("nan"), 1.0),
        (-1e39, 1e39),
    ],
)
def test_clip_float(dtype: str, lo: object, hi: object) -> None:
    x = jnp.asarray(X).astype(dtype)
    for _ in range(2):  # the second time from the cache of bounds
        _same(_impl("clip")(x, lo, hi), _old_clip(x, lo, hi))


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int32", "int64", "uint64"])
def test_clip_int_and_array_bounds(dtype: str) -> None:
    x = jnp.asarray(np.arange(0, 100, 7)).astype(dtype)
    lo, hi = jnp.asarray(np.full(x.shape, 10)).astype(dtype), jnp.asarray(50).astype(dtype)
    for a, b in ((3, 60), (lo, hi), (None, hi), (lo, 70), (0, None)):
        _same(_impl("clip")(x, a, b), _old_clip(x, a, b))


def test_clip_public_and_traced() -> None:
    x = ivy.asarray(X)
    _same(ivy.clip(x, -0.5, 0.5).data, _old_clip(x.data, -0.5, 0.5))
    graph = ivy.trace_graph(lambda a: ivy.clip(a, 0.0, 1.0))
    _same(graph(x).data, _old_clip(x.data, 0.0, 1.0))
    jitted = jax.jit(lambda a: _impl("clip")(a, -1.0, 2.0))
    _same(jitted(x.data), _old_clip(x.data, -1.0, 2.0))
    g = jax.grad(lambda a: _impl("clip")(a, -1.0, 0.5).sum())(jnp.asarray([-2.0, 0.0, 0.5, 3.0]))
    _same(g, jax.grad(lambda a: _old_clip(a, -1.0, 0.5).sum())(jnp.asarray([-2.0, 0.0, 0.5, 3.0])))


# --- arange: a unit step left out -------------------------------------------------------


@pytest.mark.parametrize(
    "dtype", ["int8", "uint8", "int32", "int64", "float16", "bfloat16", "float32", "float64", "complex64"]
)
@pytest.mark.parametrize(
    "args",
    [
        (100,),
        (0, 17),
        (3, 40),
        (-5, 5),
        (0.5, 9.5),
        (2048, 2100),
        (-3, 7, 2),
        (10, 0, -3),
        (0, 1, 0.1),
        (1.5, 3000),
    ],
)
def test_arange(dtype: str, args: tuple) -> None:
    d = jnp.dtype(dtype)
    if d.kind in "iu" and any(type(a) is float for a in args):
        return
    if d.kind == "u" and any(a < 0 for a in args):
        return
    if d.kind in "iu" and any(a > 127 for a in args) and d.itemsize == 1:
        return
    start, stop, step = (
        (0, args[0], 1) if len(args) == 1 else (args[0], args[1], 1) if len(args) == 2 else args
    )
    want = jnp.arange(start, stop, step, dtype=d)  # the call the implementation made before
    _same(_impl("arange")(*args, dtype=d, device=jax.devices()[0]), want)


def test_arange_bounds_outside_the_dtype() -> None:
    dev = jax.devices()[0]
    _same(
        _impl("arange")(250, 256, dtype=jnp.dtype("uint8"), device=dev), np.arange(250, 256, dtype=np.uint8)
    )
    with pytest.raises(OverflowError, match="out of bounds for int8"):
        _impl("arange")(200, 210, dtype=jnp.dtype("int8"), device=dev)


# --- take: the bounds check on the host, remembered per array ---------------------------

T = np.arange(8 * 5, dtype=np.float32).reshape(8, 5)


@pytest.mark.parametrize("dtype", ["int64", "int32", "int8", "uint8"])
@pytest.mark.parametrize("indices", [[0, 2, 7], [7, 0, 0], [], [-1, 3], [-8, 7], [[1, 2], [3, -4]], 5, -3])
@pytest.mark.parametrize("axis", [0, None])
def test_take_matches_numpy(dtype: str, indices: object, axis: int | None) -> None:
    idx = np.asarray(indices, dtype=np.int64)
    if dtype == "uint8" and (idx < 0).any():
        return
    i = ivy.asarray(idx.astype(dtype))
    for _ in range(2):  # the second time with the remembered bounds
        got = ivy.take(ivy.asarray(T), i, axis=axis)
        _same(got.data, np.take(T, idx, axis=axis))


@pytest.mark.parametrize("bad", [8, -9, 100])
def test_take_out_of_range(bad: int) -> None:
    idx = ivy.asarray(np.array([0, bad]))
    for _ in range(2):
        with pytest.raises(IndexError, match=f"index {bad} is out of bounds for an axis of size 8"):
            ivy.take(ivy.asarray(T), idx, axis=0)
    with pytest.raises(IndexError, match=f"index {bad} is out of bounds for an axis of size 8"):
        ivy.take_along_axis(ivy.asarray(T), ivy.asarray(np.array([[0] * 5, [bad] * 5])), axis=0)


def test_take_empty_axis_and_fresh_arrays() -> None:
    x = ivy.zeros((0, 3))
    assert ivy.take(x, ivy.asarray(np.array([], dtype=np.int64)), axis=0).shape == (0, 3)
    with pytest.raises(IndexError, match="out of bounds for an axis of size 0"):
        ivy.take(x, ivy.asarray(np.array([0])), axis=0)
    for k in range(600):  # arrays come and go: ids reused, the cache cleared
        i = ivy.asarray(np.array([k % 8, (k * 3) % 8]))
        _same(ivy.take(ivy.asarray(T), i, axis=0).data, T[[k % 8, (k * 3) % 8]])
    with pytest.raises(IndexError):
        ivy.take(ivy.asarray(T), ivy.asarray(np.array([8])), axis=0)


def test_take_traced_and_jitted() -> None:
    x = ivy.asarray(T)
    for idx in ([1, -1], [0, 3], [-8, 2]):
        i = ivy.asarray(np.array(idx))  # a constant of the graph: checked as it is traced
        graph = ivy.trace_graph(lambda a, i=i: ivy.take(a, i, axis=0))
        _same(graph(x).data, np.take(T, idx, axis=0))
    bad = ivy.asarray(np.array([0, 8]))
    with pytest.raises(IndexError, match="index 8 is out of bounds"):
        ivy.trace_graph(lambda a: ivy.take(a, bad, axis=0))(x)
    # Traced indices have no values to check: refused, as before.
    with pytest.raises(ivy.TraceError):
        ivy.trace_graph(lambda a, i: ivy.take(a, i, axis=0))(x, ivy.asarray(np.array([1])))
    const = jnp.asarray([1, 9])
    with pytest.raises(IndexError, match="index 9 is out of bounds"):
        jax.jit(lambda a: _impl("take")(a, const, axis=0))(jnp.asarray(T))
    # Under jax.jit (ivy_core.compile) traced indices have no values either, and
    # compiled code cannot raise: clamped as x[i] is there, negatives from the end.
    got = jax.jit(lambda a, i: _impl("take")(a, i, axis=0))(jnp.asarray(T), jnp.asarray([1, -1, 9]))
    _same(got, np.take(T, [1, -1, len(T) - 1], axis=0))


# --- matrix_transpose, relu, argsort, argmax ---------------------------------------------


def test_matrix_transpose() -> None:
    x = jnp.asarray(np.arange(24.0).reshape(2, 3, 4))
    _same(_impl("matrix_transpose")(x), jnp.linalg.matrix_transpose(x))
    with pytest.raises(ValueError, match="matrix_transpose requires at least 2 dimensions"):
        _impl("matrix_transpose")(jnp.arange(3))


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64", "int8", "uint8", "int64"])
def test_relu(dtype: str) -> None:
    x = jnp.asarray(X if dtype[0] in "fb" else np.array([-3, 0, 4])).astype(dtype)
    _same(_impl("relu")(x), jax.nn.relu(x))
    _same(jax.jit(_impl("relu"))(x), jax.nn.relu(x))
    if dtype[0] in "fb":
        _same(jax.grad(lambda a: _impl("relu")(a).sum())(x), jax.grad(lambda a: jax.nn.relu(a).sum())(x))
    graph = ivy.trace_graph(ivy.relu)
    _same(graph(ivy.asarray(x)).data, jax.nn.relu(x))


V = np.array(
    [[3.0, 1.0, 2.0, 1.0, np.nan, -0.0, 0.0], [5.0, 5.0, -1.0, 5.0, 2.0, np.inf, -np.inf]], dtype=np.float32
)


@pytest.mark.parametrize("axis", [0, 1, -1])
@pytest.mark.parametrize("descending", [False, True])
@pytest.mark.parametrize("default_int", ["int32", "int64", "int16"])
def test_argsort_and_argmax(axis: int, descending: bool, default_int: str) -> None:
    ivy.set_default_int_dtype(default_int)
    d = jnp.dtype(default_int)
    x = jnp.asarray(V)
    want = jnp.argsort(x, axis=axis, descending=descending, stable=True).astype(d)
    _same(_impl("argsort")(x, axis=axis, descending=descending), want)
    for name, fn in (("argmax", jnp.argmax), ("argmin", jnp.argmin)):
        for keepdims in (False, True):
            _same(_impl(name)(x, axis=axis, keepdims=keepdims), fn(x, axis=axis, keepdims=keepdims).astype(d))
        _same(_impl(name)(x), fn(x).astype(d))
    _same(ivy.argsort(ivy.asarray(V), axis=axis, descending=descending).data, want)


def test_argmax_errors_and_jit() -> None:
    with pytest.raises(ValueError, match="empty sequence"):
        _impl("argmax")(jnp.zeros((0, 3)), axis=0)
    x = jnp.asarray(V)
    _same(jax.jit(lambda a: _impl("argmax")(a, axis=1))(x), jnp.argmax(x, axis=1).astype(jnp.int32))
    graph = ivy.trace_graph(lambda a: ivy.argmax(a, axis=1))
    _same(graph(ivy.asarray(V)).data, jnp.argmax(x, axis=1).astype(jnp.int32))


def test_functions_taking_two_dtypes_uncast_are_jax_numpy_s_own() -> None:
    """The runtime's MIXED_DTYPES names functions ivy_core hands two dtypes
    uncast (or with one cast): each must be jax.numpy's function itself,
    which promotes inside the computation; a pair whose result has the
    promoted dtype then gives the bits of casting first, under jax.jit too."""
    from ivy_jax import _runtime, elementwise

    assert _runtime.MIXED_DTYPES
    for name in _runtime.MIXED_DTYPES - {"pow"}:
        f = getattr(elementwise, name)
        assert any(f is getattr(jnp, k, None) for k in dir(jnp) if not k.startswith("_")), name
    # pow is jnp.power behind the refusal of negative integer exponents: its bits for two dtypes.
    for a, b in [
        (jnp.asarray([2, -3, 4], jnp.int8), jnp.asarray([3, 2, 0], jnp.int32)),
        (jnp.asarray([2, -3, 4], jnp.int32), jnp.asarray([0.5, -1.5, 2.0], jnp.float32)),
        (jnp.asarray([2.5, -3.0, 4.0], jnp.float32), jnp.asarray([-1, 2, -3], jnp.int8)),
        (jnp.asarray([2, 3], jnp.uint8), jnp.asarray([1, 2], jnp.int16)),
    ]:
        got, want = elementwise.pow(a, b), jnp.power(a, b)
        assert got.dtype == want.dtype and np.asarray(got).tobytes() == np.asarray(want).tobytes()
    x = ivy.asarray(jnp.asarray([1.5, -2.25, 3.0], dtype=jnp.float32))
    i = ivy.asarray(jnp.asarray([2, 3, -4], dtype=jnp.int32))
    to = ivy.result_type(x, i)
    want = ivy.atan2(ivy.astype(x, to), ivy.astype(i, to))
    for _ in range(3):
        got = ivy.atan2(x, i)
        assert got.dtype == to and np.asarray(got).tobytes() == np.asarray(want).tobytes()
    jitted = jax.jit(lambda a, b: ivy.atan2(ivy.asarray(a), ivy.asarray(b)).data)
    assert np.asarray(jitted(x.data, i.data)).tobytes() == np.asarray(want).tobytes()


# --- astype: a concrete array is converted by a jitted conversion ------------------------

_CAST_VALUES = [0.0, 1.0, -1.0, 2.5, -2.5, 127.9, 300.7, -0.0, np.inf, -np.inf, np.nan, 1e10, -1e10, 65504.0, 1e-8]


def _source(name: str) -> jax.Array:
    d = jnp.dtype(name)
    values = np.array(_CAST_VALUES, dtype=np.float64)
    if d.kind == "c":
        return jnp.asarray(values + 1j * np.where(np.isnan(values), 1.0, values / 3), dtype=d)
    if d.kind == "b":
        return jnp.asarray(values != 0)
    with np.errstate(all="ignore"):
        return jnp.asarray(values.astype(d))


def test_astype_converts_as_jax_astype_for_every_pair_of_dtypes(monkeypatch: pytest.MonkeyPatch) -> None:
    from ivy_jax import data_type

    monkeypatch.setattr(data_type, "_CONVERT", {})  # counted below: only this test's conversions
    names = [str(d) for d in ivy.valid_dtypes]
    for a in names:
        x = _source(a)
        for b in names:
            d = jnp.dtype(b)
            with np.errstate(all="ignore"):
                want = x.astype(d)
                got = _impl("astype")(x, d, copy=False)
            assert got.dtype == want.dtype and got.weak_type == want.weak_type, (a, b)
            # bit for bit (NaN payloads, signed zeros, wrapped integers alike)
            assert np.asarray(got).tobytes() == np.asarray(want).tobytes(), (a, b)
    jitted = [k for k, f in data_type._CONVERT.items() if f is not None]
    assert len(jitted) >= len(names) * (len(names) - 1) // 2  # the jitted conversions were the ones used


def test_astype_of_complex_to_real_warns_at_every_call_as_jax_astype() -> None:
    import warnings

    z = jnp.asarray([1 + 2j], dtype=jnp.complex64)
    f32 = jnp.dtype("float32")
    for _ in range(2):  # a jitted conversion would warn only as it traces
        with warnings.catch_warnings(record=True) as want:
            warnings.simplefilter("always")
            z.astype(f32)
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            r = _impl("astype")(z, f32, copy=False)
        assert [w.category for w in got] == [w.category for w in want] != []
        _same(r, np.asarray([1.0], dtype=np.float32))


def test_astype_of_a_traced_value_is_jax_astype() -> None:
    # Inside jax.jit the value is a tracer: the conversion is traced as astype traces it.
    f32 = jnp.dtype("float32")
    jaxpr = jax.make_jaxpr(lambda v: _impl("astype")(v, f32, copy=False))(jnp.arange(3))
    assert [e.primitive.name for e in jaxpr.eqns] == ["convert_element_type"]
    _same(jax.jit(lambda v: _impl("astype")(v, f32, copy=False))(jnp.arange(3)), np.arange(3, dtype=np.float32))


# --- zeros, ones, empty, full: jitted with the shape and dtype static ---------------------

_FILLS = [0, 1, -1, 7, 127, 255, 1000, 2**31 - 1, -(2**31), 2**40, 0.1, 1 / 3, 2.5, -0.0, 1e-8, 65504.0, 65520.0,
          3.4e38, 1e39, 1e300, float("inf"), float("nan"), True, False, 1 + 2j]  # fmt: skip


def _same_or_same_error(got: object, want: object) -> None:
    if isinstance(want, Exception):
        assert type(got) is type(want), (got, want)
        return
    assert not isinstance(got, Exception), (got, want)
    assert got.dtype == want.dtype and got.weak_type == want.weak_type and got.shape == want.shape
    assert np.asarray(got).tobytes() == np.asarray(want).tobytes()


def _outcome(f):  # type: ignore[no-untyped-def]
    try:
        with np.errstate(all="ignore"):
            return f()
    except Exception as exc:
        return exc


def _default_device():  # type: ignore[no-untyped-def]
    from ivy_jax._runtime import native_device

    return native_device(None)  # what ivy_core passes for device=None


def test_creation_gives_the_bits_of_jnp_for_every_dtype_and_fill(monkeypatch: pytest.MonkeyPatch) -> None:
    from ivy_jax import creation

    ran = {"zeros": 0, "full": 0}
    for name in ran:
        jitted = getattr(creation, f"_{name}")

        def counted(*args, _name=name, _jitted=jitted, **kwargs):  # type: ignore[no-untyped-def]
            ran[_name] += 1
            return _jitted(*args, **kwargs)

        monkeypatch.setattr(creation, f"_{name}", counted)
    for name in [str(d) for d in ivy.valid_dtypes]:
        d = jnp.dtype(name)
        for shape in [(2, 3), (0,), (), 4]:
            _same_or_same_error(creation.zeros(shape, dtype=d, device=_default_device()), jnp.zeros(shape, dtype=d))
            _same_or_same_error(creation.ones(shape, dtype=d, device=_default_device()), jnp.ones(shape, dtype=d))
            _same_or_same_error(creation.empty(shape, dtype=d, device=_default_device()), jnp.zeros(shape, dtype=d))
            for like in (jnp.ones(shape, jnp.float32), jnp.ones(shape, d)):
                for to in (d, None):  # None: x's dtype
                    want = jnp.zeros_like(like, to)
                    _same_or_same_error(creation.zeros_like(like, dtype=to, device=_default_device()), want)
                    want = jnp.ones_like(like, to)
                    _same_or_same_error(creation.ones_like(like, dtype=to, device=_default_device()), want)
        for n, m, k in [(3, None, 0), (3, 5, 1), (4, 2, -1), (0, None, 0), (3, 3, 7)]:
            _same_or_same_error(creation.eye(n, m, k=k, dtype=d, device=_default_device()), jnp.eye(n, m, k=k, dtype=d))
        for v in _FILLS:
            want = _outcome(lambda: jnp.full((2, 3), v, dtype=d))  # noqa: B023
            if isinstance(want, Exception) or (type(v) is int and d.kind in "iu"):
                # an int that does not fit the dtype raises OverflowError, as before
                continue
            _same_or_same_error(_outcome(lambda: creation.full((2, 3), v, dtype=d, device=_default_device())), want)  # noqa: B023
    assert ran["zeros"] > 0 and ran["full"] > 0  # the jitted paths are the ones compared


def test_creation_inside_jit_and_a_traced_graph() -> None:
    f = jax.jit(lambda v: v + ivy.full((3,), 2.5).data + ivy.zeros((3,)).data + ivy.ones(3).data)
    _same(f(jnp.ones(3, jnp.float32)), np.full(3, 4.5, np.float32))
    g = ivy.trace_graph(lambda x: x + ivy.full((3,), 2.5) + ivy.ones((3,)), ivy.ones(3))
    _same(g(ivy.ones(3)).data, np.full(3, 4.5, np.float32))


# --- indexing by ints, slices, None and ...: jitted ---------------------------------------


def _count_calls(monkeypatch: pytest.MonkeyPatch, name: str) -> list[object]:
    """The layouts ``ivy_jax._runtime.<name>`` is called with from now on."""
    from ivy_jax import _runtime

    ran: list[object] = []
    jitted = getattr(_runtime, name)

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        ran.append(kwargs["layout"])
        return jitted(*args, **kwargs)

    monkeypatch.setattr(_runtime, name, counted)
    return ran


def test_basic_indexing_gives_what_jnp_indexing_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    ran = _count_calls(monkeypatch, "_jit_get")
    E = Ellipsis
    keys = [3, -1, 0, (1, 2), (-8, -16), (slice(1, 5), slice(None, None, 2)), (E, 0), None, (None, 3),
            slice(None, None, -1), (slice(-3, None), -2), (E,), (), (3, E, None), slice(7, 2, -2), slice(0, 0),
            (slice(2, 100),), (slice(-100, 3), slice(None, None, 5)), (None, E, None)]  # fmt: skip
    for name in ("float32", "int32", "bool", "bfloat16", "complex64"):
        x = jnp.arange(128).reshape(8, 16).astype(name)
        for key in keys:
            want, got = x[key], ivy.asarray(x)[key].data
            assert got.dtype == want.dtype and got.shape == want.shape and got.weak_type == want.weak_type, key
            assert np.asarray(got).tobytes() == np.asarray(want).tobytes(), key
    assert len(ran) == len(keys) * 5  # every one took the jitted path
    # An int is an argument: every x[i] shares one compilation.
    x = ivy.asarray(jnp.arange(10.0))
    assert [float(x[i]) for i in range(-10, 10)] == [float(v) for v in np.r_[np.arange(10.0), np.arange(10.0)]]


def test_indexing_by_arrays_and_traced_indexing_keep_jnp_indexing() -> None:
    x = ivy.asarray(jnp.arange(12, dtype=jnp.float32).reshape(3, 4))
    _same(x[ivy.asarray(jnp.asarray([2, 0]))].data, np.arange(12.0, dtype=np.float32).reshape(3, 4)[[2, 0]])
    _same(x[x > 5.0].data, np.arange(6.0, 12.0, dtype=np.float32))
    f = jax.jit(lambda v: (ivy.asarray(v)[1, ::2]).data)
    _same(f(jnp.arange(12, dtype=jnp.float32).reshape(3, 4)), np.array([4.0, 6.0], dtype=np.float32))


def test_basic_item_assignment_gives_what_jnp_at_set_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    from ivy_jax import _runtime

    ran = _count_calls(monkeypatch, "_jit_set")
    E = Ellipsis
    keys = [3, -1, (1, 2), (slice(1, 5), slice(None, None, 2)), (E, 0), slice(None, None, -1), (slice(-3, None), -2),
            (E,), slice(0, 0), (None, 3)]  # fmt: skip
    values = [0.0, -0.0, 1.5, 1e39, float("nan"), 7, 2**31 - 1, True]
    for name in ("float32", "int32", "bool", "bfloat16", "uint8"):
        base = jnp.arange(128).reshape(8, 16).astype(name)
        for key in keys:
            for value in [*values, base[key] if base[key].ndim else base[0, 0]]:
                with np.errstate(all="ignore"):
                    try:
                        want = base.at[key].set(value)
                    except Exception as exc:  # the same refusal
                        with pytest.raises(Exception) as got:
                            _runtime.setitem(base, key, value)
                        assert type(got.value) is type(exc)
                        continue
                    got = _runtime.setitem(base, key, value)
                assert got.dtype == want.dtype and got.shape == want.shape and got.weak_type == want.weak_type
                assert np.asarray(got).tobytes() == np.asarray(want).tobytes(), (name, key, value)
    assert len(ran) > len(keys) * 5  # the jitted path gave them
    x = ivy.asarray(jnp.zeros(4, jnp.float32))
    x[1] = 2.5
    x[2:] = 1.0
    _same(x.data, np.array([0.0, 2.5, 1.0, 1.0], dtype=np.float32))


# --- data movement on concrete arrays: jitted -----------------------------------------------


def _movements(x):  # type: ignore[no-untyped-def]
    """(name of the jitted function, ivy_core call, the jnp call it replaces) on x of shape (2, 3, 4)."""
    return [
        ("_reshape", lambda: ivy.reshape(ivy.asarray(x), (4, 6)), lambda: jnp.reshape(x, (4, 6))),
        ("_reshape", lambda: ivy.reshape(ivy.asarray(x), [-1, 3]), lambda: jnp.reshape(x, (-1, 3))),
        ("_expand_dims", lambda: ivy.expand_dims(ivy.asarray(x), axis=-1), lambda: jnp.expand_dims(x, -1)),
        ("_transpose", lambda: ivy.permute_dims(ivy.asarray(x), (2, 0, 1)), lambda: jnp.transpose(x, (2, 0, 1))),
        ("_broadcast_to", lambda: ivy.broadcast_to(ivy.asarray(x), (5, 2, 3, 4)), lambda: jnp.broadcast_to(x, (5, 2, 3, 4))),
        ("_concat", lambda: ivy.concat([ivy.asarray(x), ivy.asarray(x)], axis=1), lambda: jnp.concatenate([x, x], axis=1)),
        ("_concat", lambda: ivy.concat([ivy.asarray(x)] * 3, axis=None), lambda: jnp.concatenate([x] * 3, axis=None)),
        ("_stack", lambda: ivy.stack([ivy.asarray(x), ivy.asarray(x)], axis=-1), lambda: jnp.stack([x, x], axis=-1)),
        ("_flip", lambda: ivy.flip(ivy.asarray(x)), lambda: jnp.flip(x)),
        ("_flip", lambda: ivy.flip(ivy.asarray(x), axis=(0, 2)), lambda: jnp.flip(x, (0, 2))),
        ("_squeeze", lambda: ivy.squeeze(ivy.asarray(x[:1]), axis=0), lambda: jnp.squeeze(x[:1], 0)),
    ]  # fmt: skip


def test_data_movement_gives_the_bits_of_jnp_for_every_dtype(monkeypatch: pytest.MonkeyPatch) -> None:
    from ivy_jax import manipulation

    ran: list[str] = []
    for name in ("_reshape", "_expand_dims", "_transpose", "_broadcast_to", "_concat", "_stack", "_flip", "_squeeze"):
        jitted = getattr(manipulation, name)
        monkeypatch.setattr(manipulation, name, lambda *a, _n=name, _j=jitted, **k: ran.append(_n) or _j(*a, **k))
    cases = 0
    for dtype in [str(d) for d in ivy.valid_dtypes]:
        x = (jnp.arange(24) - 11).reshape(2, 3, 4).astype(dtype)
        for name, ours, theirs in _movements(x):
            got, want = ours().data, theirs()
            assert got.dtype == want.dtype and got.shape == want.shape and got.weak_type == want.weak_type, name
            assert np.asarray(got).tobytes() == np.asarray(want).tobytes(), (dtype, name)
            assert ran[-1] == name  # the jitted path gave it
            cases += 1
    assert cases == len(ivy.valid_dtypes) * 11


def test_data_movement_traced_differentiated_and_refused() -> None:
    x = jnp.arange(24, dtype=jnp.float32).reshape(2, 3, 4)
    f = jax.jit(lambda v: ivy.concat([ivy.permute_dims(ivy.asarray(v), (2, 0, 1)), ivy.flip(ivy.asarray(v), axis=0).mT], axis=None).data)
    want = jnp.concatenate([jnp.transpose(x, (2, 0, 1)), jnp.swapaxes(jnp.flip(x, 0), -1, -2)], axis=None)
    _same(f(x), want)
    g = jax.grad(lambda v: ivy.sum(ivy.reshape(ivy.stack([ivy.asarray(v), ivy.asarray(v) * 2.0]), (-1,)) ** 2).data)
    _same(g(x), 10 * x)
    graph = ivy.trace_graph(lambda a: ivy.expand_dims(ivy.broadcast_to(a, (3, 2, 3, 4)), axis=0), ivy.asarray(x))
    _same(graph(ivy.asarray(x)).data, jnp.broadcast_to(x, (1, 3, 2, 3, 4)))
    with pytest.raises(ValueError, match="reshape"):
        ivy.reshape(ivy.asarray(x), (5, 5))
    with pytest.raises(ValueError, match="broadcast"):
        ivy.broadcast_to(ivy.asarray(x), (3, 4))


@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16", "complex64", "int32", "int8"])
def test_vecdot_and_matrix_transpose_give_the_bits_of_jnp(dtype: str) -> None:
    rng = np.random.default_rng(3)
    a = jnp.asarray(rng.standard_normal((3, 5, 7)) * 40).astype(dtype)
    b = jnp.asarray(rng.standard_normal((5, 7)) * 40).astype(dtype)
    for axis in (-1, -2):
        _same(ivy.vecdot(ivy.asarray(a), ivy.asarray(b), axis=axis).data, jnp.linalg.vecdot(a, b, axis=axis))
    _same(ivy.vecdot(ivy.asarray(a[:, :, 0]), ivy.asarray(b[:, 0])).data, jnp.linalg.vecdot(a[:, :, 0], b[:, 0]))
    _same(ivy.matrix_transpose(ivy.asarray(a)).data, jnp.swapaxes(a, -1, -2))
    f = jax.jit(lambda u, v: ivy.vecdot(ivy.asarray(u), ivy.asarray(v)).data)
    _same(f(a, b), jnp.linalg.vecdot(a, b))


def test_integer_array_keys_give_what_jnp_indexing_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    got_ran = _count_calls(monkeypatch, "_jit_get")
    set_ran = _count_calls(monkeypatch, "_jit_set")
    a = jnp.asarray
    keys = [a([0, 2, 4, 6]), (a([1, -1]), a([3, 4])), (slice(None), a([[0, 1], [2, 3]])), (a([1, 2]), slice(2, 5)),
            (None, a([7]), Ellipsis), a([0, 2], dtype=jnp.uint8), a(3), (a([5, 5, 0]), 2), a([], dtype=jnp.int32),
            (Ellipsis, a([-16, 15]))]  # fmt: skip
    for name in ("float32", "int8", "bool", "bfloat16", "complex64"):
        x = jnp.arange(128).reshape(8, 16).astype(name)
        for key in keys:
            ikey = tuple(ivy.asarray(k) if isinstance(k, jax.Array) else k for k in key) if type(key) is tuple else ivy.asarray(key)
            want, got = x[key], ivy.asarray(x)[ikey].data
            assert got.dtype == want.dtype and got.shape == want.shape and got.weak_type == want.weak_type, key
            assert np.asarray(got).tobytes() == np.asarray(want).tobytes(), key
            y = ivy.asarray(x)
            y[ikey] = True if name == "bool" else 7
            want = x.at[key].set(True if name == "bool" else 7)
            assert np.asarray(y.data).tobytes() == np.asarray(want).tobytes(), key
    assert len(got_ran) == len(set_ran) == len(keys) * 5  # every one took the jitted paths
    x = ivy.asarray(jnp.arange(12.0).reshape(3, 4))
    with pytest.raises(IndexError, match="out of bounds"):
        x[ivy.asarray(jnp.asarray([0, 3]))]  # checked by ivy_core first: jax would clamp
    f = jax.jit(lambda v, i: ivy.asarray(v)[ivy.asarray(i)].data)
    _same(f(jnp.arange(12.0).reshape(3, 4), jnp.asarray([2, 0])), np.arange(12.0).reshape(3, 4)[[2, 0]])
