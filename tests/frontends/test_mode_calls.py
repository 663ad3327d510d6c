"""``_common.call``: a frontend's call of a primary ivy_core function runs the
promotion mode's entry directly, without a ``promotion_mode`` block, and
gives what the block gives; other functions still run inside the block."""

from __future__ import annotations

import ivy_core.frontends.numpy as fnp
import ivy_core.frontends.torch as ftorch
import numpy
import pytest
from ivy_core._base import _state
from ivy_core.frontends import _common

import ivy_core as ivy

torch = pytest.importorskip("torch")


def _opened_blocks(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The modes of the ``promotion_mode`` blocks opened from now on."""
    opened: list[str] = []
    real = _common.promotion_mode

    def spy(mode: str) -> object:
        opened.append(mode)
        return real(mode)

    monkeypatch.setattr(_common, "promotion_mode", spy)
    return opened


CASES = [
    ("numpy", ivy.add, lambda: (ivy.asarray([1, 2], dtype="int8"), 3.5), {}),
    ("numpy", ivy.add, lambda: (ivy.asarray([1, 2], dtype="uint8"), ivy.asarray(3, dtype="int16")), {}),
    ("numpy", ivy.sum, lambda: (ivy.asarray([[1, 2]], dtype="int8"),), {"axis": 1}),
    ("torch", ivy.multiply, lambda: (ivy.asarray([1, 2], dtype="int32"), ivy.asarray(2.0, dtype="float64")), {}),
    ("torch", ivy.matmul, lambda: (ivy.asarray([[1, 2]], dtype="uint8"), ivy.asarray([[1], [2]], dtype="uint8")), {}),
    ("torch", ivy.argmax, lambda: (ivy.asarray([[1, 5, 2]], dtype="float32"),), {"axis": 1, "keepdims": True}),
]  # fmt: skip


@pytest.mark.parametrize(("mode", "fn", "args", "kwargs"), CASES)
def test_direct_call_is_the_block_call(backend, monkeypatch, mode, fn, args, kwargs):
    with ivy.promotion_mode(mode):
        want = fn(*args(), **kwargs)
    opened = _opened_blocks(monkeypatch)
    got = _common.call(mode, fn, *args(), **kwargs)
    assert opened == []  # no block: the mode's entry ran directly
    assert got.dtype == want.dtype and got.shape == want.shape
    assert numpy.array_equal(ivy.to_numpy(got), ivy.to_numpy(want))


@pytest.mark.parametrize("name", ["numpy", "torch"])
def test_direct_call_with_no_backend_set_infers_it(monkeypatch, name):
    if name not in {b.name for b in ivy.backends()}:
        pytest.skip(f"the {name} backend is not installed")
    with ivy.using_backend(name):
        x = ivy.asarray([1, 2], dtype="int8")
    assert _state.current_backend() is None
    opened = _opened_blocks(monkeypatch)
    got = _common.call("numpy", ivy.add, x, 1.5)
    assert opened == [] and got.dtype == ivy.float64 and ivy.to_numpy(got).tolist() == [2.5, 3.5]
    assert got.backend == name


def test_compositional_and_private_functions_run_in_the_block(backend, monkeypatch):
    opened = _opened_blocks(monkeypatch)
    x = ivy.asarray([1, 2, 3], dtype="int8")
    _common.call("numpy", ivy.diff, x)  # compositional: its body's calls need the mode
    _common.call("numpy", lambda a: ivy.add(a, 1), x)
    assert opened == ["numpy", "numpy"]


def test_a_wrong_call_raises_as_the_public_function_does(backend):
    x = ivy.asarray([1.0, 2.0])
    with pytest.raises(TypeError):
        _common.call("numpy", ivy.add, x)
    with pytest.raises(TypeError):
        _common.call("numpy", ivy.add, x, x, bogus=1)
    with pytest.raises(TypeError):
        _common.call("numpy", ivy.sum, x, 0)  # axis is keyword-only


def test_frontend_calls_open_no_block(backend, monkeypatch):
    opened = _opened_blocks(monkeypatch)
    a = fnp.asarray(numpy.arange(6, dtype="int16").reshape(2, 3))
    t = ftorch.tensor(torch.arange(6, dtype=torch.int16).reshape(2, 3))
    assert fnp.add(a, 300).dtype == ivy.int16
    assert fnp.sum(a).dtype == ivy.int64
    assert (t + 0.5).dtype == ivy.float32
    assert ftorch.matmul(t, t.T).dtype == ivy.int16
    assert t.sum(1).dtype == ivy.int64
    assert opened == []
