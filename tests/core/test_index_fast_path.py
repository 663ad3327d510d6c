"""The fast path of ``Array.__getitem__``/``__setitem__`` (``_keys.FAST``):
a basic key (ints, slices, None, ..., tuples of them) or one index array, and
for an assignment a value of the array's dtype or a Python scalar that keeps
it, go straight to the native array on NumPy and torch. Every key and value
gives what the checked path (``_keys.checked_getitem``/``checked_setitem``,
the path of every other backend) gives: the same result, or the same error
class and message, and the same warnings."""

from __future__ import annotations

import copy
import os
import warnings
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest
from ivy_core._arrays import _keys
from ivy_core._base import _state

import ivy_core as ivy

#: The backends whose fast path these tests compare (the others keep the
#: checked path, and are checked for the errors every backend shares).
FAST_BACKENDS = ("numpy", "torch")
ALL_BACKENDS = ("numpy", "torch", "jax", "tensorflow")


def selected(names: tuple[str, ...]) -> list[str]:
    installed = {b.name for b in ivy.backends()}
    chosen = os.environ.get("IVY_API_BACKENDS")
    wanted = {n.strip() for n in chosen.split(",")} if chosen else set(names)
    return [n for n in names if n in installed and n in wanted]


@pytest.fixture(params=selected(FAST_BACKENDS))
def fast_backend(request: pytest.FixtureRequest) -> Iterator[str]:
    ivy.set_backend(request.param)
    yield request.param


@pytest.fixture(params=selected(ALL_BACKENDS))
def any_backend(request: pytest.FixtureRequest) -> Iterator[str]:
    ivy.set_backend(request.param)
    yield request.param


def outcome(call: Callable[[], Any]) -> tuple[Any, ...]:
    """What ``call`` gives: its values (NumPy), dtype and shape, or its error
    class and message; with the warning classes it emitted."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            r = call()
        except Exception as exc:
            got: tuple[Any, ...] = ("raised", type(exc), str(exc))
        else:
            values = np.asarray(ivy.to_numpy(r))
            got = ("gave", str(r.dtype), tuple(r.shape), values.tobytes())
    return (*got, sorted({w.category.__name__ for w in caught}))


def base(dtype: str = "float32") -> ivy.Array:
    values = np.arange(8 * 16).reshape(8, 16) % 7
    return ivy.asarray(values.astype(np.bool_ if dtype == "bool" else np.float64), dtype=dtype)


def some_mask() -> ivy.Array:
    return ivy.asarray(np.arange(8 * 16).reshape(8, 16) % 7 > 3)


def keys(x: ivy.Array) -> list[Any]:
    mask = some_mask()
    idx = ivy.asarray(np.array([0, 2, 7, -1]))
    return [
        3, -1, -8, 7, 8, -9, 0, 100,
        True, False, np.int64(3), np.int32(-9), np.bool_(True),
        slice(1, 5), slice(None, None, 2), slice(None, None, -1), slice(5, 1, -2), slice(None, None, 0),
        slice(-100, 100), slice(True, 3), slice(1, False), slice(None, None, True), slice(1.0, 3),
        slice(np.int64(1), 3), slice(ivy.asarray(1), 3), slice(ivy.asarray(1.5), 3),
        None, Ellipsis,
        (1, 2), (1, -17), (1, 16), (1, 2, 3), (Ellipsis, 0), (Ellipsis, 16), (0, Ellipsis), (Ellipsis, Ellipsis),
        (Ellipsis, None, Ellipsis), (None, 3, None, slice(None, None, 2)), (slice(1, 5), slice(None, None, 2)),
        (slice(1, 5), slice(None, None, -2)), (slice(True, 5), 1), (1, True), (), (Ellipsis, slice(1, False)),
        mask, mask[0], mask[:, :4], idx, ivy.asarray(np.array([0, 8])), ivy.asarray(np.array([-9])),
        ivy.astype(idx, ivy.int32), ivy.astype(idx, ivy.uint8), ivy.astype(idx, ivy.int8),
        ivy.astype(idx, ivy.float32), ivy.asarray(np.array(3)), ivy.asarray(np.array(True)),
        mask.data, idx.data, np.array([1, 2]), np.array([True] * 8), [1, 2], [True, False], "a", 1.0,
        (idx, 1), (slice(None), idx), (mask,),
    ]  # fmt: skip


def test_the_fast_path_is_taken_on_numpy_and_torch(
    fast_backend: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    x = base()
    x[0]  # the backend's array type is learnt on the checked path
    assert _keys.FAST.get(type(x.data)) is not None

    def refused(*args: Any) -> Any:
        raise AssertionError("the checked path was taken")

    monkeypatch.setattr(_keys, "checked_getitem", refused)
    monkeypatch.setattr(_keys, "checked_setitem", refused)
    for key in (3, -1, slice(1, 5), None, Ellipsis, (slice(1, 5), slice(None, None, 2)), (Ellipsis, 0)):
        x[key]
    x[x > 3]
    x[ivy.asarray(np.array([0, 2]))]
    x[:2] = 0.0
    x[3] = x[4]
    x[x > 3] = 1
    x[1, 2] = True


def test_a_replaced_runtime_hook_keeps_the_checked_path(
    fast_backend: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    x = base()
    t = type(x.data)
    b = _state.array_backends[t]
    seen: list[Any] = []
    real_get, real_set = b.runtime.getitem, b.runtime.setitem

    def getitem(data: Any, key: Any) -> Any:
        seen.append(key)
        return real_get(data, key)

    def setitem(data: Any, key: Any, value: Any) -> Any:
        seen.append(key)
        return real_set(data, key, value)

    monkeypatch.setattr(b.runtime, "getitem", getitem)
    monkeypatch.setattr(b.runtime, "setitem", setitem)
    monkeypatch.delitem(_keys.FAST, t, raising=False)
    monkeypatch.delitem(_keys.SEEN, t, raising=False)
    x[0]
    x[1] = 2.0
    x[2]
    assert seen == [0, 1, 2]
    assert t not in _keys.FAST


@pytest.mark.parametrize(
    "key",
    [True, np.int64(3), slice(True, 3), slice(1.0, 3), (Ellipsis, Ellipsis), [1, 2], (0, [1]), 8, (1, 16)],
    ids=repr,
)
def test_keys_the_fast_path_leaves_to_the_checked_path(
    fast_backend: str, key: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    x = base()
    x[0]
    seen = []
    checked = _keys.native_key

    def spy(*args: Any) -> Any:
        seen.append(args[0])
        return checked(*args)

    monkeypatch.setattr(_keys, "native_key", spy)
    try:
        x[key]
    except IndexError:
        pass
    assert seen, f"{key!r} took the fast path"


def test_getitem_is_the_checked_path(fast_backend: str) -> None:
    x = base()
    x[0]
    for key in keys(x):
        fast = outcome(lambda x=x, key=key: x[key])
        checked = outcome(lambda x=x, key=key: _keys.checked_getitem(x, key, ivy.Array))
        assert fast == checked, key


def test_getitem_of_a_0d_and_a_1d_array(fast_backend: str) -> None:
    for x in (ivy.asarray(2.5), ivy.asarray([1.0, 2.0, 3.0])):
        for key in (0, -1, 3, (), Ellipsis, None, slice(None), (None, Ellipsis), (Ellipsis, 0)):
            fast = outcome(lambda x=x, key=key: x[key])
            checked = outcome(lambda x=x, key=key: _keys.checked_getitem(x, key, ivy.Array))
            assert fast == checked, key
            if fast[0] == "gave":
                assert type(x[key].data) is type(x.data)  # NumPy's scalars come back as 0-d arrays


VALUES: list[Any] = [
    True, False, 0, 1, -1, 127, 128, 255, 256, -128, -129, 2**15, 2**31 - 1, 2**31, -(2**31) - 1,
    2**63 - 1, 2**63, 2**64 - 1, 2**64, -(2**63), -(2**63) - 1, 2**200,
    0.5, -1.5, 65504.0, 1e6, 3.5e38, 1e300, float("nan"), float("inf"), float("-inf"),
    1 + 2j, complex(1e300, 0), np.float64(2.0), np.int8(3), np.bool_(True), "a", None, [1, 2],
]  # fmt: skip
DTYPES = [
    "bool", "int8", "uint8", "int16", "int32", "int64", "uint16", "uint32", "uint64",
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
]  # fmt: skip


def assignments(x: ivy.Array, key: Any, value: Any) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """The outcome of ``x[key] = value`` by the fast and by the checked path,
    each on its own copy of ``x`` (the copy's values after, or the error)."""

    def fast() -> ivy.Array:
        y = copy.copy(x)
        y[key] = value
        return y

    def checked() -> ivy.Array:
        y = copy.copy(x)
        _keys.checked_setitem(y, key, value, ivy.Array)
        return y

    return outcome(fast), outcome(checked)


@pytest.mark.parametrize("dtype", DTYPES)
def test_setitem_of_python_scalars_is_the_checked_path(fast_backend: str, dtype: str) -> None:
    if dtype not in ivy.valid_dtypes:
        pytest.skip(f"{fast_backend} has no {dtype}")
    x = base(dtype)
    x[0]
    for key in (0, -1, slice(None, 2), (1, slice(None, None, 2)), Ellipsis, 8, (1, 16), some_mask()):
        for value in VALUES:
            fast, checked = assignments(x, key, value)
            assert fast == checked, (key, value)


@pytest.mark.parametrize(
    "dtype", ["bool", "uint8", "int32", "int64", "float16", "float32", "float64", "complex64"]
)
def test_setitem_of_arrays_is_the_checked_path(fast_backend: str, dtype: str) -> None:
    x = base(dtype)
    x[0]
    values = [
        base(d)[0] for d in ("bool", "uint8", "int32", "int64", "float16", "float32", "float64", "complex64")
    ]
    values += [v[:4] for v in values[:3]] + [
        values[5].data,
        values[1].data,
        ivy.asarray(np.ones(16, np.float32)),
    ]
    for key in keys(x):
        for value in values:
            fast, checked = assignments(x, key, value)
            assert fast == checked, (key, value)


def test_setitem_keeps_the_identity_and_writes_through_views(fast_backend: str) -> None:
    x = base()
    held = x.data
    view = x[1]
    x[1, 3] = 99.0
    x[2] = x[1]
    assert x.data is held
    assert float(view[3]) == 99.0 and float(x[2, 3]) == 99.0


@pytest.mark.parametrize("key", [8, -9, (1, 16), (0, -17), (Ellipsis, 16)], ids=repr)
def test_an_int_out_of_range_is_the_same_index_error_on_every_backend(any_backend: str, key: Any) -> None:
    x = base()
    axis, size, i = (0, 8, key) if type(key) is int else (1, 16, key[1])
    message = (
        f"ivy_core.Array.__getitem__ (backend {any_backend!r}): index {i} is out of bounds "
        f"for axis {axis} with size {size}"
    )
    with pytest.raises(IndexError) as info:
        x[key]
    assert str(info.value) == message
    with pytest.raises(IndexError) as info:
        x[key] = 1.0
    assert str(info.value) == message.replace("__getitem__", "__setitem__")


def test_setitem_refusals_keep_their_errors(any_backend: str) -> None:
    x = base("int8")
    with pytest.raises(OverflowError, match="the Python int 128 does not fit in int8"):
        x[0] = 128
    with pytest.raises(TypeError, match="a Python float cannot be stored in a int8 array"):
        x[0] = 1.5
    y = base("float32")
    with pytest.raises(TypeError, match="a Python complex cannot be stored in a float32 array"):
        y[0] = 1j
    with pytest.raises(TypeError, match="a float64 value cannot be stored in a float32 array"):
        y[0] = base("float64")[0]
    y[0] = True  # a bool keeps a float dtype
    y[1] = base("int8")[1]  # int8 promotes to float32: cast
    assert y.dtype == ivy.float32
    assert float(y[0, 0]) == 1.0 and float(y[1, 3]) == float(base("int8")[1, 3])
    z = base("bool")
    with pytest.raises(TypeError, match="a Python int cannot be stored in a bool array"):
        z[0] = 1


def test_a_recording_trace_takes_the_checked_path() -> None:
    if "numpy" not in selected(FAST_BACKENDS):
        pytest.skip("numpy is not selected")
    ivy.set_backend("numpy")
    const = ivy.asarray(np.arange(6.0).reshape(2, 3))
    const[0]

    def f(x: ivy.Array) -> ivy.Array:
        y = x + const[1]
        y[0] = 5.0
        return y[0]

    graph = ivy.trace_graph(f, ivy.asarray(np.ones(3)), to="ivy_core")
    out = graph(ivy.asarray(np.zeros(3)))
    assert float(out) == 5.0
