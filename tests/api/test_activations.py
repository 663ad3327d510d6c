"""Ivy's activations: sigmoid, relu, softmax against NumPy; lstm_update
against a step-by-step NumPy LSTM (gate order i, f, g, o)."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import assert_values, kind

import ivy_core as ivy

FLOATS = ["float16", "bfloat16", "float32", "float64"]


def _tol(d):
    return {"float16": 5e-3, "bfloat16": 3e-2, "float32": 1e-5, "complex64": 1e-5}.get(str(d), 1e-12)


def _np_sigmoid(a):
    return 1 / (1 + np.exp(-a))


@pytest.mark.parametrize("dtype", [*FLOATS, "complex128"])
def test_sigmoid(backend, dtype):
    a = np.array([[-30.0, -2.5, 0.0], [0.5, 3.0, 40.0]])
    if kind(dtype) == "complex":
        a = a * 0.1 + 0.3j
    x = ivy.asarray(a, dtype=dtype)
    t = _tol(dtype)
    assert_values(
        ivy.sigmoid(x),
        _np_sigmoid(
            np.asarray(x).astype("float64" if kind(dtype) == "float" else "complex128")
            if dtype != "bfloat16"
            else a
        ),
        dtype,
        rtol=t,
        atol=t,
    )
    # integer input: the default float dtype
    assert_values(ivy.sigmoid(ivy.asarray([-1, 0, 2])), _np_sigmoid(np.array([-1.0, 0, 2])), "float32")


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int64", *FLOATS])
def test_relu(backend, dtype):
    a = np.array([[-3, 0, 2], [5, -1, 7]]) * (0.5 if kind(dtype) == "float" else 1)
    if kind(dtype) == "unsigned":
        a = np.abs(a)
    x = ivy.asarray(a, dtype=dtype)
    assert_values(ivy.relu(x), np.maximum(a, 0), dtype)


@pytest.mark.parametrize("dtype", FLOATS)
def test_softmax(backend, dtype):
    a = np.array([[[1.0, 2.0, 3.0, -1.0], [0.0, 0.0, 0.0, 0.0], [100.0, 101.0, -50.0, 99.0]]])
    x = ivy.asarray(a, dtype=dtype)
    ref = np.asarray(ivy.astype(x, "float64"))
    t = _tol(dtype)
    for axis in (-1, 1, 0):
        e = np.exp(ref - ref.max(axis=axis, keepdims=True))
        assert_values(ivy.softmax(x, axis=axis), e / e.sum(axis=axis, keepdims=True), dtype, rtol=t, atol=t)
    assert_values(ivy.softmax(ivy.asarray([1, 2])), np.exp([0.0, 1.0]) / np.exp([0.0, 1.0]).sum(), "float32")
    assert ivy.softmax(ivy.zeros((2, 0))).shape == (2, 0)
    with pytest.raises(ValueError):
        ivy.softmax(x, axis=3)
    with pytest.raises(ValueError):
        ivy.softmax(ivy.asarray(1.0))


def _np_lstm(x, h, c, k, rk, b, rb):
    hid = h.shape[-1]
    outs = []
    for t in range(x.shape[-2]):
        z = x[..., t, :] @ k + h @ rk + (0 if b is None else b) + (0 if rb is None else rb)
        i, f, g, o = (z[..., j * hid : (j + 1) * hid] for j in range(4))
        c = _np_sigmoid(f) * c + _np_sigmoid(i) * np.tanh(g)
        h = _np_sigmoid(o) * np.tanh(c)
        outs.append(h)
    return np.stack(outs, axis=-2), h, c


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("biases", [False, True])
def test_lstm_update(backend, dtype, biases):
    rng = np.random.default_rng(0)
    batch, time, inp, hid = (2,), 3, 4, 5
    x = rng.normal(size=batch + (time, inp))
    h0, c0 = rng.normal(size=batch + (hid,)), rng.normal(size=batch + (hid,))
    k, rk = rng.normal(size=(inp, 4 * hid)) * 0.5, rng.normal(size=(hid, 4 * hid)) * 0.5
    b, rb = (rng.normal(size=(4 * hid,)), rng.normal(size=(4 * hid,))) if biases else (None, None)
    args = [ivy.asarray(v, dtype=dtype) for v in (x, h0, c0, k, rk)]
    kw = (
        {"bias": ivy.asarray(b, dtype=dtype), "recurrent_bias": ivy.asarray(rb, dtype=dtype)}
        if biases
        else {}
    )
    out, (h, c) = ivy.lstm_update(*args, **kw)
    eo, eh, ec = _np_lstm(x, h0, c0, k, rk, b, rb)
    t = 1e-5 if dtype == "float32" else 1e-12
    assert_values(out, eo, dtype, rtol=t * 10, atol=t * 10)
    assert_values(h, eh, dtype, rtol=t * 10, atol=t * 10)
    assert_values(c, ec, dtype, rtol=t * 10, atol=t * 10)


def test_lstm_update_shapes_and_errors(backend):
    x = ivy.ones((2, 3, 1, 4))  # two batch axes, one time step
    h = ivy.zeros((2, 3, 5))
    out, (hn, cn) = ivy.lstm_update(x, h, h, ivy.ones((4, 20)) * 0.1, ivy.ones((5, 20)) * 0.1)
    assert out.shape == (2, 3, 1, 5) and hn.shape == (2, 3, 5) and cn.shape == (2, 3, 5)
    empty, (h0, _) = ivy.lstm_update(
        ivy.ones((2, 0, 4)), ivy.zeros((2, 5)), ivy.zeros((2, 5)), ivy.ones((4, 20)), ivy.ones((5, 20))
    )
    assert empty.shape == (2, 0, 5) and h0.shape == (2, 5)
    with pytest.raises(ValueError):
        ivy.lstm_update(
            ivy.ones((2, 3, 4)), ivy.zeros((2, 5)), ivy.zeros((2, 5)), ivy.ones((4, 16)), ivy.ones((5, 20))
        )
