"""The backend handler (see ivy_core/_select/_handler.py): the global stack,
using_backend, function identity, thread locality, inference by type, mixed
backends and backend-dependent attributes. Needs ivy-numpy; the tests that
need a second backend use the ``thirdparty`` fixture when it is installed."""

from __future__ import annotations

import asyncio
import threading
from importlib.metadata import entry_points

import pytest

import ivy_core as ivy


def installed_backends() -> set[str]:
    """Backend names in the entry point metadata (nothing is imported)."""
    return {ep.name for ep in entry_points(group="ivy_core.backends")}


if "numpy" not in installed_backends():
    pytest.skip("needs the ivy-numpy plugin installed", allow_module_level=True)

import numpy as np  # noqa: E402

HAS_TP = "thirdparty" in installed_backends()
needs_tp = pytest.mark.skipif(
    not HAS_TP, reason="needs the ivy-fixture-thirdparty distribution (tests/fixtures)"
)


def tp_native(values, dtype="int32"):
    with ivy.using_backend("thirdparty"):
        return ivy.asarray(values, dtype=dtype).data


# --- the global stack -----------------------------------------------------------


def test_nothing_set_initially() -> None:
    assert ivy.backend_stack() == ()
    assert ivy.previous_backend() is None
    # no backend set: NumPy is the default
    assert ivy.current_backend_str() == "numpy"


def test_set_backend_pushes() -> None:
    ivy.set_backend("numpy")
    assert ivy.backend_stack() == ("numpy",)
    assert ivy.current_backend_str() == "numpy"
    ivy.set_backend("numpy")
    assert ivy.backend_stack() == ("numpy", "numpy")
    assert ivy.previous_backend() == "numpy"
    assert ivy.backend_stack() == ("numpy",)
    assert ivy.previous_backend() is None
    assert ivy.backend_stack() == ()
    assert ivy.previous_backend() is None  # popping an empty stack is harmless


@needs_tp
def test_previous_backend_returns_to_the_one_before() -> None:
    ivy.set_backend("numpy")
    ivy.set_backend("thirdparty")
    assert ivy.backend_stack() == ("numpy", "thirdparty")
    assert ivy.current_backend_str() == "thirdparty"
    assert type(ivy.zeros(2).data).__name__ == "TPArray"
    assert ivy.previous_backend() == "numpy"
    assert ivy.current_backend_str() == "numpy"
    assert type(ivy.zeros(2).data) is np.ndarray
    ivy.set_backend("thirdparty")
    ivy.set_backend("thirdparty")
    ivy.unset_backend()
    assert ivy.backend_stack() == ()


def test_unset_backend_clears_the_stack() -> None:
    for _ in range(3):
        ivy.set_backend("numpy")
    ivy.unset_backend()
    assert ivy.backend_stack() == ()
    ivy.unset_backend()  # nothing set: no error
    assert ivy.backend_stack() == ()


def test_set_backend_rejects_non_names() -> None:
    with pytest.raises(TypeError):
        ivy.set_backend(np)  # type: ignore[arg-type]
    assert ivy.backend_stack() == ()


def test_set_backend_accepts_a_backend_object() -> None:
    b = ivy.current_backend()
    ivy.set_backend(b)
    assert ivy.backend_stack() == ("numpy",)


def test_unknown_backend_lists_installed_and_hints_pip() -> None:
    with pytest.raises(ivy.BackendNotFoundError) as info:
        ivy.set_backend("no_such_backend")
    msg = str(info.value)
    assert isinstance(info.value, ImportError)
    assert "'no_such_backend'" in msg
    installed = msg.split("installed: ")[1].split(")")[0].split(", ")
    assert installed == sorted(installed_backends())
    assert "numpy" in installed
    assert ivy.backend_stack() == ()


@pytest.mark.skipif("torch" in installed_backends(), reason="ivy-torch is installed")
def test_known_missing_backend_gives_pip_install() -> None:
    for call in (lambda: ivy.set_backend("torch"), lambda: ivy.using_backend("torch").__enter__()):
        with pytest.raises(ivy.BackendNotFoundError) as info:
            call()
        assert "./plugins/ivy-torch" in str(info.value)
        assert "numpy" in str(info.value)


# --- function identity -------------------------------------------------------------


def test_function_identity_never_changes() -> None:
    names = ("add", "asarray", "sum", "matmul", "astype", "zeros")
    before = {n: getattr(ivy, n) for n in names}
    ivy.set_backend("numpy")
    assert all(getattr(ivy, n) is before[n] for n in names)
    with ivy.using_backend("numpy"):
        assert all(getattr(ivy, n) is before[n] for n in names)
    ivy.unset_backend()
    assert all(getattr(ivy, n) is before[n] for n in names)
    if HAS_TP:
        with ivy.using_backend("thirdparty"):
            assert all(getattr(ivy, n) is before[n] for n in names)
    from ivy_core import elementwise

    assert ivy.add is elementwise.add


# --- using_backend ----------------------------------------------------------------


def test_using_backend_scopes_and_restores() -> None:
    with ivy.using_backend("numpy") as b:
        assert b.name == "numpy"
        assert ivy.current_backend() is b
        assert ivy.NativeArray is np.ndarray
        assert ivy.backend_stack() == ()  # the global stack is untouched
    assert ivy.NativeArray is not np.ndarray


def test_using_backend_restores_after_an_error() -> None:
    with pytest.raises(RuntimeError):
        with ivy.using_backend("numpy"):
            raise RuntimeError("boom")
    assert ivy.NativeArray is not np.ndarray


def test_using_backend_wins_over_global() -> None:
    if not HAS_TP:
        pytest.skip("needs the thirdparty fixture")
    ivy.set_backend("thirdparty")
    with ivy.using_backend("numpy"):
        assert ivy.current_backend_str() == "numpy"
        assert type(ivy.asarray([1]).data) is np.ndarray
        with ivy.using_backend("thirdparty"):
            assert ivy.current_backend_str() == "thirdparty"
        assert ivy.current_backend_str() == "numpy"
    assert ivy.current_backend_str() == "thirdparty"


def test_using_backend_is_local_to_the_thread() -> None:
    seen: dict[str, object] = {}

    def other() -> None:
        seen["native"] = ivy.NativeArray
        seen["stack"] = ivy.backend_stack()

    with ivy.using_backend("numpy"):
        assert ivy.NativeArray is np.ndarray
        t = threading.Thread(target=other)
        t.start()
        t.join(timeout=10)
    assert seen["native"] is not np.ndarray  # the other thread has no backend in force
    assert seen["stack"] == ()


@needs_tp
def test_using_backend_in_a_thread_does_not_leak() -> None:
    barrier = threading.Barrier(2, timeout=10)
    seen: list[str] = []

    def worker() -> None:
        with ivy.using_backend("thirdparty"):
            seen.append(ivy.current_backend_str())
            barrier.wait()
            barrier.wait()

    t = threading.Thread(target=worker)
    t.start()
    barrier.wait()
    seen.append(ivy.current_backend_str())
    seen.append(type(ivy.asarray([1, 2]).data).__name__)
    barrier.wait()
    t.join(timeout=10)
    assert seen == ["thirdparty", "numpy", "ndarray"]


def test_using_backend_is_local_to_the_async_task() -> None:
    other = "thirdparty" if HAS_TP else "numpy"

    async def task(name: str, gate: asyncio.Event, go: asyncio.Event) -> list[object]:
        with ivy.using_backend(name):
            gate.set()
            await go.wait()
            return [ivy.current_backend_str(), ivy.backend_stack()]

    async def main() -> list[list[object]]:
        g1, g2, go = asyncio.Event(), asyncio.Event(), asyncio.Event()
        t1 = asyncio.create_task(task("numpy", g1, go))
        t2 = asyncio.create_task(task(other, g2, go))
        await g1.wait()
        await g2.wait()
        outside = ivy.NativeArray
        go.set()
        res = await asyncio.gather(t1, t2)
        assert outside is not np.ndarray
        return res

    assert asyncio.run(main()) == [["numpy", ()], [other, ()]]


def _stress(name: str, float_dtype: str, n: int, errors: list[str], barrier: threading.Barrier) -> None:
    expected_type = np.ndarray if name == "numpy" else None
    try:
        with ivy.using_backend(name), ivy.using_default_dtypes(float=float_dtype):
            barrier.wait()
            for i in range(n):
                x = ivy.asarray([i, 1, 2])
                y = ivy.add(x, i)
                z = ivy.multiply(y, 2)
                f = ivy.zeros(2)
                if z.tolist() != [4 * i, 2 * i + 2, 2 * i + 4]:
                    errors.append(f"{name}: wrong values {z.tolist()} at {i}")
                if z.dtype != "int32" or f.dtype != float_dtype:
                    errors.append(f"{name}: dtypes {z.dtype}, {f.dtype} at {i}")
                if z.backend != name or ivy.current_backend_str() != name:
                    errors.append(f"{name}: backend {z.backend} at {i}")
                if expected_type is not None and type(z.data) is not expected_type:
                    errors.append(f"{name}: native type {type(z.data)} at {i}")
                if errors:
                    return
    except Exception as exc:  # noqa: BLE001 - reported by the test
        errors.append(f"{name}: {type(exc).__name__}: {exc}")


def test_threaded_stress() -> None:
    n = 2000
    if HAS_TP:
        jobs = [("numpy", "float32"), ("thirdparty", "float64")]
    else:
        jobs = [("numpy", "float32"), ("numpy", "float64")]
    errors: list[str] = []
    barrier = threading.Barrier(len(jobs), timeout=30)
    threads = [threading.Thread(target=_stress, args=(b, f, n, errors, barrier)) for b, f in jobs]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert not any(t.is_alive() for t in threads)
    assert errors == []
    assert ivy.backend_stack() == ()


# --- inference by type --------------------------------------------------------------


def test_no_backend_infers_numpy_arrays() -> None:
    x = np.asarray([1.0, 2.0], dtype=np.float32)
    r = ivy.add(x, x)
    assert isinstance(r, ivy.Array)
    assert type(r.data) is np.ndarray and r.backend == "numpy"
    assert r.tolist() == [2.0, 4.0]
    assert ivy.current_backend_str(x) == "numpy"
    assert ivy.backend_stack() == ()


@needs_tp
def test_no_backend_infers_thirdparty_arrays() -> None:
    x = tp_native([1, 2, 3])
    assert ivy.backend_stack() == ()
    assert ivy.current_backend_str(x) == "thirdparty"
    r = ivy.add(x, x)
    assert r.backend == "thirdparty"
    assert type(r.data).__name__ == "TPArray"
    assert r.tolist() == [2, 4, 6]
    # an ivy Array of thirdparty, and a list holding one, infer too
    assert ivy.sum(r).backend == "thirdparty"
    assert ivy.current_backend_str([1, [r]]) == "thirdparty"
    # with nothing to infer from, NumPy
    assert type(ivy.asarray([1]).data) is np.ndarray


# --- mixing backends ------------------------------------------------------------------


@needs_tp
@pytest.mark.parametrize("wrap", [False, True], ids=["native", "Array"])
@pytest.mark.parametrize("mode", ["inferred", "global numpy", "global thirdparty"])
def test_mixing_backends_raises(wrap: bool, mode: str) -> None:
    a = np.asarray([1, 2], dtype=np.int32)
    b = tp_native([1, 2])
    if wrap:
        a, b = ivy.Array(a), ivy.Array(b)
    if mode != "inferred":
        ivy.set_backend(mode.split()[1])
    with pytest.raises(ivy.MixedBackendError) as info:
        ivy.add(a, b)
    assert isinstance(info.value, TypeError)
    msg = str(info.value)
    assert "numpy" in msg and "thirdparty" in msg
    with pytest.raises(ivy.MixedBackendError):
        ivy.add(b, a)


def test_foreign_object_is_a_type_error() -> None:
    ivy.set_backend("numpy")
    with pytest.raises(TypeError, match="x1"):
        ivy.add(object(), np.ones(2))


# --- backend-dependent attributes -------------------------------------------------------


def test_numpy_dtype_attributes_all_valid() -> None:
    ivy.set_backend("numpy")
    for name in ivy.all_dtypes:
        assert getattr(ivy, name) == name
        native = getattr(ivy, f"native_{name}")
        assert isinstance(native, np.dtype)
        assert name == "bfloat16" or native == np.dtype(name)
    assert ivy.uint16 is ivy.Dtype("uint16")
    assert ivy.valid_dtypes == ivy.all_dtypes
    assert ivy.invalid_dtypes == ()
    assert ivy.valid_uint_dtypes == ivy.all_uint_dtypes
    assert ivy.invalid_float_dtypes == ()


def test_native_types_resolve_to_numpy() -> None:
    placeholder = ivy.NativeArray
    assert placeholder is not np.ndarray
    ivy.set_backend("numpy")
    assert ivy.NativeArray is np.ndarray
    assert ivy.NativeDtype is np.dtype
    assert ivy.NativeDevice is str
    assert ivy.native_float32 == np.dtype("float32")
    assert isinstance(ivy.native_float32, np.dtype)
    assert ivy.native_int64 == np.dtype("int64")
    assert ivy.native_bool == np.dtype(np.bool_)
    import ml_dtypes

    assert ivy.native_bfloat16 == np.dtype(ml_dtypes.bfloat16)
    ivy.unset_backend()
    assert ivy.NativeArray is placeholder
    assert ivy.native_float32 == "float32"


@needs_tp
def test_invalid_dtype_is_no_attribute_under_thirdparty() -> None:
    with ivy.using_backend("thirdparty"):
        with pytest.raises(AttributeError, match="thirdparty"):
            ivy.uint16  # noqa: B018
        with pytest.raises(AttributeError, match="thirdparty"):
            ivy.native_bfloat16  # noqa: B018
        assert not hasattr(ivy, "bfloat16")
        assert ivy.uint8 == "uint8"
        assert ivy.invalid_dtypes == ("uint16", "bfloat16")
        assert ivy.valid_int_dtypes == ("int8", "int16", "int32", "int64", "uint8", "uint32", "uint64")
        assert ivy.invalid_uint_dtypes == ("uint16",)
        assert ivy.NativeArray.__name__ == "TPArray"
        with pytest.raises(TypeError, match="uint16"):
            ivy.zeros(2, dtype="uint16")
    assert ivy.uint16 == "uint16"  # valid again with no backend in force
