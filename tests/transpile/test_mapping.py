"""Every function and method a frontend implements is one ``transpile``
maps a recorded call to: the tables are built from the frontends' own
lists, so a name the frontend covers and the framework has must be found."""

from __future__ import annotations

import operator

import pytest
from ivy_core._tracing import _transpile_numpy, _transpile_torch
from ivy_core._tracing._record import Node


def _node(fn, source=None, args=()):
    n = Node(0, "call")
    n.fn = fn
    n.source = source
    n.args = args
    n.name = getattr(fn, "__name__", "")
    return n


def _resolve(root, dotted):
    for part in dotted.split("."):
        root = getattr(root, part, None)
    return root


def test_every_numpy_function_and_method_of_the_frontend_is_mapped():
    np = pytest.importorskip("numpy")
    from ivy_core.frontends import numpy as fnp

    checked = 0
    for name in fnp.COVERED:
        native = _resolve(np, name)
        if not callable(native) or isinstance(native, type):
            continue  # a dtype class (numpy.dtype) or a name NumPy lacks
        assert _transpile_numpy.lookup(_node(native)) is _resolve(fnp, name), name
        checked += 1
    for name in dir(fnp.ndarray):
        native = getattr(np.ndarray, name, None)
        if name.startswith("_") or native is None or not callable(getattr(fnp.ndarray, name)):
            continue
        assert _transpile_numpy.lookup(_node(native)) is getattr(fnp.ndarray, name), name
        checked += 1
    assert checked >= len(fnp.COVERED) // 2
    assert _transpile_numpy.lookup(_node(operator.getitem)) is operator.getitem
    assert _transpile_numpy.lookup(_node(np.add.reduce)) is not None
    assert _transpile_numpy.lookup(_node(np.add.outer)) is None


def test_every_torch_function_and_method_of_the_frontend_is_mapped():
    torch = pytest.importorskip("torch")
    from ivy_core.frontends import torch as ftorch

    checked = 0
    for name in ftorch.COVERED:
        native = _resolve(torch, name)
        front = _resolve(ftorch, name)
        if not callable(native) or isinstance(native, type) or not callable(front):
            continue
        assert _transpile_torch.lookup(_node(native, f"torch.{name}")) is front, name
        checked += 1
    for name in dir(ftorch.Tensor):
        front = getattr(ftorch.Tensor, name)
        if name.startswith("_") or not hasattr(torch.Tensor, name):
            continue
        source = f"torch.Tensor.{name}" + (".__get__" if isinstance(front, property) else "")
        assert _transpile_torch.lookup(_node(getattr(torch.Tensor, name), source)) is not None, name
        checked += 1
    assert checked >= len(ftorch.COVERED) // 2
    assert _transpile_torch.lookup(_node(torch.cdist, "torch.cdist")) is None or "cdist" in ftorch.COVERED
