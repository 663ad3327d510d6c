"""The device model on every backend (docs/devices.rst): where arrays are
created, that results stay on their inputs' device, that one call never
mixes devices, the default-device settings, moving, DLPack, and compiling
and tracing on a device other than the default.

JAX and TensorFlow run here with four CPU devices (conftest.py); the tests
that need two devices skip on a backend with one, and
``test_the_session_has_several_devices`` makes sure they do not skip where
they must run.
"""

from __future__ import annotations

import threading

import numpy as np
import pytest

import ivy_core as ivy

#: Backends that get several CPU devices in this suite.
MULTI = ("jax", "tensorflow")


def _devices() -> list[str]:
    return ivy.__array_namespace_info__().devices()


@pytest.fixture
def other(backend):
    """A device other than the default: the backend's second device, else skip."""
    devices = _devices()
    if len(devices) < 2:
        pytest.skip(f"backend {backend!r} has one device here ({devices})")
    return devices[2 if len(devices) > 2 else 1]


@pytest.fixture
def third(backend, other):
    devices = [d for d in _devices() if d != other and d != _devices()[0]]
    if not devices:
        pytest.skip("needs three devices")
    return devices[0]


def _host(x):
    return np.asarray(ivy.to_numpy(x))


# --- what devices there are ---------------------------------------------------------


def test_the_session_has_several_devices(backend):
    devices = _devices()
    assert devices[0] == ivy.__array_namespace_info__().default_device() == ivy.default_device()
    assert len(set(devices)) == len(devices)
    if backend in MULTI:
        assert devices == ["cpu", "cpu:1", "cpu:2", "cpu:3"]
    else:
        assert devices == ["cpu"]


def test_cpu_and_cpu0_are_the_same_device(backend):
    assert ivy.zeros((2,), device="cpu").device == "cpu"
    assert ivy.zeros((2,), device="cpu:0").device == "cpu"


@pytest.mark.parametrize("device", ["cpu:7", "gpu:0", "cuda:3", "tpu:9"])
def test_a_device_the_backend_lacks_is_refused_with_a_typed_error(backend, device):
    with pytest.raises(
        ivy.UnsupportedDeviceError, match=rf"ivy_core\.ones \(backend '{backend}'\).*{device}"
    ):
        ivy.ones((2,), device=device)
    x = ivy.ones((2,))
    with pytest.raises(ivy.UnsupportedDeviceError, match="to_device"):
        x.to_device(device)


@pytest.mark.parametrize("device", [3, 1.5, b"cpu", True])
def test_a_device_of_the_wrong_type_is_refused(backend, device):
    with pytest.raises(ivy.ArgumentTypeError, match="device"):
        ivy.zeros((2,), device=device)
    with pytest.raises(ivy.ArgumentTypeError, match="set_default_device"):
        ivy.set_default_device(device)


def test_an_unknown_spelling_is_refused(backend):
    with pytest.raises(ivy.UnsupportedDeviceError, match="'warp:0'"):
        ivy.asarray([1.0], device="warp:0")


# --- creating and following ---------------------------------------------------------


CREATORS = {
    "zeros": lambda d: ivy.zeros((2, 3), device=d),
    "ones": lambda d: ivy.ones((2, 3), device=d),
    "empty": lambda d: ivy.empty((2, 3), device=d),
    "full": lambda d: ivy.full((2, 3), 1.5, device=d),
    "arange": lambda d: ivy.arange(6, device=d),
    "linspace": lambda d: ivy.linspace(0.0, 1.0, 5, device=d),
    "eye": lambda d: ivy.eye(3, device=d),
    "asarray list": lambda d: ivy.asarray([[1.0, 2.0], [3.0, 4.0]], device=d),
    "asarray scalar": lambda d: ivy.asarray(2.5, device=d),
}


@pytest.mark.parametrize("name", list(CREATORS))
def test_creation_goes_to_the_device_given(backend, other, name):
    assert CREATORS[name](other).device == other


def test_results_stay_on_their_inputs_device(backend, other):
    x = ivy.asarray([[1.0, -2.0, 3.0], [4.0, 5.0, -6.0]], device=other)
    y = ivy.ones((3, 2), device=other)
    results = {
        "unary": ivy.exp(x),
        "binary": ivy.add(x, x),
        "operator": x * x - x,
        "python scalar": x + 1.0,
        "reduction": ivy.sum(x, axis=0),
        "matmul": x @ y,
        "concat": ivy.concat([x, x]),
        "stack": ivy.stack([x, x]),
        "where scalar": ivy.where(x > 0, x, 0.0),
        "astype": ivy.astype(x, ivy.float64 if "float64" in map(str, ivy.valid_dtypes) else ivy.float16),
        "reshape": ivy.reshape(x, (3, 2)),
        "softmax": ivy.softmax(x, axis=-1) if hasattr(ivy, "softmax") else ivy.exp(x),
        "vector_norm": ivy.linalg.vector_norm(x),
        "var": ivy.var(x),
        "argsort": ivy.argsort(x),
        "zeros_like": ivy.zeros_like(x),
        "full_like": ivy.full_like(x, 2.0),
        "index int": x[0],
        "index slice": x[:, 1:],
        "index mask": x[x > 0],
        "index array": x[ivy.asarray([1, 0], device=other)],
    }
    wrong = {k: r.device for k, r in results.items() if r.device != other}
    assert not wrong, f"results left {other}: {wrong}"


def test_values_on_another_device_are_the_values_on_the_default(backend, other):
    data = np.arange(12, dtype="float32").reshape(3, 4) / 7
    here = ivy.asarray(data)
    there = ivy.asarray(data, device=other)
    for f in (
        lambda a: ivy.sum(a * a, axis=1),
        lambda a: a @ ivy.matrix_transpose(a),
        lambda a: ivy.cumulative_sum(a, axis=0),
    ):
        np.testing.assert_allclose(_host(f(there)), _host(f(here)), rtol=1e-6)


def test_item_assignment_keeps_the_device(backend, other):
    x = ivy.zeros((2, 3), device=other)
    x[0] = 1.0
    x[1, 1:] = ivy.ones((2,), device=other)
    assert x.device == other
    assert _host(x).tolist() == [[1.0, 1.0, 1.0], [0.0, 1.0, 1.0]]


# --- one call, one device -------------------------------------------------------------


MIXED = {
    "add": lambda a, b: ivy.add(a, b),
    "operator": lambda a, b: a + b,
    "matmul": lambda a, b: ivy.matmul(ivy.reshape(a, (2, 2)), ivy.reshape(b, (2, 2))),
    "concat": lambda a, b: ivy.concat([a, b]),
    "stack": lambda a, b: ivy.stack([a, b]),
    "where": lambda a, b: ivy.where(a > 0, a, b),
    "maximum": lambda a, b: ivy.maximum(a, b),
}


@pytest.mark.parametrize("name", list(MIXED))
def test_arrays_on_two_devices_are_refused_naming_both(backend, other, name):
    a = ivy.ones((4,), device=other)
    b = ivy.ones((4,))  # the default device
    with pytest.raises(ivy.MixedDeviceError) as info:
        MIXED[name](a, b)
    text = str(info.value)
    assert f"backend {backend!r}" in text and repr(other) in text and "'cpu'" in text and "to_device" in text


def test_two_devices_other_than_the_default_are_refused(backend, other, third):
    with pytest.raises(ivy.MixedDeviceError, match=rf"'{other}' and '{third}'"):
        ivy.add(ivy.ones((2,), device=other), ivy.ones((2,), device=third))


def test_assigning_a_value_from_another_device_is_refused(backend, other):
    x = ivy.zeros((3,), device=other)
    with pytest.raises(ivy.MixedDeviceError, match="__setitem__"):
        x[0] = ivy.ones((), device="cpu")
    assert _host(x).tolist() == [0.0, 0.0, 0.0]


def test_mixed_device_error_is_a_value_error(backend):
    assert issubclass(ivy.MixedDeviceError, ValueError) and issubclass(ivy.MixedDeviceError, ivy.IvyError)


# --- moving ------------------------------------------------------------------------


def test_to_device_and_asarray_move_and_keep_values(backend, other):
    x = ivy.asarray([1.0, 2.0, 3.0])
    y = x.to_device(other)
    z = ivy.asarray(y, device="cpu")
    assert (x.device, y.device, z.device) == ("cpu", other, "cpu")
    assert _host(y).tolist() == _host(z).tolist() == [1.0, 2.0, 3.0]
    assert y.to_device(other).device == other


def test_from_dlpack_keeps_the_device(backend, other):
    x = ivy.arange(4, device=other)
    assert x.__dlpack_device__()[0] == 1  # kDLCPU: every device here is a CPU
    y = ivy.from_dlpack(x)
    assert y.device == other
    assert _host(y).tolist() == [0, 1, 2, 3]


# --- the default device -----------------------------------------------------------------


def test_using_device_sets_where_creation_goes_in_its_block(backend, other):
    with ivy.using_device(other):
        assert ivy.default_device() == other
        assert ivy.zeros((2,)).device == other
        assert ivy.asarray([1.0, 2.0]).device == other
        assert ivy.arange(3).device == other
        x = ivy.ones((2,))
        assert (x + 1.0).device == other
        with ivy.using_device("cpu"):
            assert ivy.zeros((2,)).device == "cpu"
            assert ivy.zeros_like(x).device == other  # follows its array, not the block
        assert ivy.zeros((2,)).device == other
    assert ivy.zeros((2,)).device == "cpu"
    assert ivy.default_device() == "cpu"


def test_using_device_is_local_to_its_thread(backend, other):
    seen = []
    inside = threading.Event()
    done = threading.Event()

    def worker():
        inside.wait(10)
        seen.append(ivy.zeros((1,)).device)
        done.set()

    with ivy.using_backend(backend):
        t = threading.Thread(target=lambda: _in_backend(backend, worker))
        t.start()
        with ivy.using_device(other):
            inside.set()
            done.wait(10)
            assert ivy.zeros((1,)).device == other
        t.join(10)
    assert seen == ["cpu"]


def _in_backend(name, fn):
    with ivy.using_backend(name):
        fn()


def test_set_default_device_is_process_wide_and_none_restores(backend, other):
    ivy.set_default_device(other)
    try:
        assert ivy.zeros((2,)).device == other
        box = []
        t = threading.Thread(target=lambda: _in_backend(backend, lambda: box.append(ivy.ones((1,)).device)))
        t.start()
        t.join(10)
        assert box == [other]
        with ivy.using_device("cpu"):
            assert ivy.zeros((2,)).device == "cpu"
    finally:
        ivy.set_default_device(None)
    assert ivy.zeros((2,)).device == "cpu"


def test_set_default_device_checks_the_device_against_the_backend(backend):
    with pytest.raises(
        ivy.UnsupportedDeviceError, match=rf"set_default_device \(backend '{backend}'\).*cpu:9"
    ):
        ivy.set_default_device("cpu:9")
    with pytest.raises(ivy.UnsupportedDeviceError, match="using_device"):
        ivy.using_device("gpu:5")
    assert ivy.zeros((1,)).device == "cpu"


def test_a_computation_on_another_device_creates_its_temporaries_there(backend, other):
    """Compositional functions make arrays of their own (``linspace``,
    ``vector_norm``'s zeros, ``where``'s scalar): they go where the inputs are."""
    x = ivy.asarray([[3.0, 4.0], [0.0, 0.0]], device=other)
    for r in (
        ivy.linalg.vector_norm(x, axis=1),
        ivy.linalg.matrix_norm(x),
        ivy.where(x > 1, x, -1.0),
        ivy.clip(x, 0.5, 3.5),
    ):
        assert r.device == other


# --- compiling and tracing ----------------------------------------------------------------


def test_a_compiled_function_runs_on_its_inputs_device(backend, other):
    f = ivy.compile(lambda a, b: ivy.sum(a * b + 1.0, axis=0))
    x = ivy.ones((3, 2), device=other)
    r = f(x, x)
    assert r.device == other
    assert _host(r).tolist() == [6.0, 6.0]
    assert f(ivy.ones((3, 2)), ivy.ones((3, 2))).device == "cpu"


def test_a_compiled_function_refuses_inputs_on_two_devices(backend, other):
    f = ivy.compile(lambda a, b: a + b)
    with pytest.raises(ivy.MixedDeviceError, match="ivy_core.compile"):
        f(ivy.ones((2,), device=other), ivy.ones((2,)))


def test_a_graph_traced_on_the_default_device_replays_on_its_inputs_device(backend, other):
    if ivy.current_backend().runtime.trace is None:
        pytest.skip(f"backend {backend!r} has no tracer")
    g = ivy.trace_graph(lambda a: ivy.sum(a * 2.0, axis=0), ivy.ones((2, 3)))
    r = g(ivy.ones((2, 3), device=other))
    assert r.device == other
    assert _host(r).tolist() == [4.0, 4.0, 4.0]
    with pytest.raises(ivy.MixedDeviceError, match="trace_graph"):
        h = ivy.trace_graph(lambda a, b: a + b, ivy.ones((2,)), ivy.ones((2,)))
        h(ivy.ones((2,), device=other), ivy.ones((2,)))


# --- torch's meta device --------------------------------------------------------------------


def test_torch_meta_arrays_give_shapes_and_dtypes_without_data(backend):
    if backend != "torch":
        pytest.skip("the meta device is torch's")
    x = ivy.ones((4, 3), device="meta")
    w = ivy.ones((3, 5), dtype=ivy.float64, device="meta")
    r = ivy.softmax(ivy.astype(x, ivy.float64) @ w, axis=-1)
    assert (r.device, r.shape, str(r.dtype)) == ("meta", (4, 5), "float64")
    assert ivy.sum(x, axis=0).shape == (3,)
    assert x[1:, None].shape == (3, 1, 3)
    with pytest.raises(ivy.MixedDeviceError, match="'meta' and 'cpu'"):
        ivy.add(x, ivy.ones((4, 3)))
    with ivy.using_device("meta"):
        assert ivy.zeros((2,)).device == "meta"


def test_the_conformance_kit_finds_no_device_problem(backend):
    """The kit's device cases (ivy_core.testing._devices), here where JAX and
    TensorFlow have several devices (the kit's own run has one)."""
    from ivy_core.testing._devices import device_problems

    assert device_problems(backend) == []


def test_a_compiled_function_given_no_array_creates_on_the_default_device(backend, other):
    """With no array to follow, what a compiled function creates goes to the
    default device in force at each call (a compiler alone would put it on
    the framework's default)."""
    f = ivy.compile(lambda: ivy.ones((2,)) * 2.0)
    with ivy.using_device(other):
        assert f().device == other
    assert f().device == "cpu"
    ivy.set_default_device(other)
    try:
        assert f().device == other
    finally:
        ivy.set_default_device(None)
    assert f().device == "cpu"
