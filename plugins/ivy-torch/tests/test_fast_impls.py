"""The cheap paths of ivy_torch's implementations (issue 24) give what the
checked paths give: results, dtypes and errors, eagerly and while traced."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import ivy_core as ivy


@pytest.fixture(autouse=True)
def _torch() -> None:
    ivy.set_backend("torch")


X = np.arange(8 * 5, dtype=np.float32).reshape(8, 5)


@pytest.mark.parametrize("dtype", ["int64", "int32", "int16", "int8", "uint8"])
@pytest.mark.parametrize("indices", [[0, 2, 7], [7, 0, 0], [], [-1, 3], [-8, 7], [[1, 2], [3, -4]], 5, -3])
@pytest.mark.parametrize("axis", [0, None])
def test_take_matches_numpy(dtype: str, indices: object, axis: int | None) -> None:
    idx = np.asarray(indices, dtype=np.int64)
    if dtype == "uint8" and (idx < 0).any():
        return
    want = np.take(X, idx, axis=axis)
    got = ivy.take(ivy.asarray(X), ivy.asarray(idx.astype(dtype)), axis=axis)
    assert got.shape == want.shape and str(got.dtype) == "float32"
    np.testing.assert_array_equal(np.asarray(got), want)


@pytest.mark.parametrize("bad", [8, -9, 100])
def test_take_out_of_range(bad: int) -> None:
    idx = ivy.asarray(np.array([0, bad]))
    with pytest.raises(IndexError, match=f"index {bad} is out of bounds for an axis of size 8"):
        ivy.take(ivy.asarray(X), idx, axis=0)


def test_take_empty_axis() -> None:
    x = ivy.zeros((0, 3))
    assert ivy.take(x, ivy.asarray(np.array([], dtype=np.int64)), axis=0).shape == (0, 3)
    with pytest.raises(IndexError, match="out of bounds for an axis of size 0"):
        ivy.take(x, ivy.asarray(np.array([0])), axis=0)


def test_take_traced_negative_indices() -> None:
    graph = ivy.trace_graph(lambda x, i: ivy.take(x, i, axis=0))
    x = ivy.asarray(X)
    for idx in ([1, -1], [0, 3], [-8, 2]):
        i = ivy.asarray(np.array(idx))
        np.testing.assert_array_equal(np.asarray(graph(x, i)), np.take(X, idx, axis=0))


def test_take_under_a_function_mode() -> None:
    from torch.overrides import TorchFunctionMode

    class PassThrough(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):  # type: ignore[no-untyped-def]
            return func(*args, **(kwargs or {}))

    x, i = ivy.asarray(X), ivy.asarray(np.array([-1, 0]))
    with PassThrough():
        r = ivy.take(x, i, axis=0)
    np.testing.assert_array_equal(np.asarray(r), X[[-1, 0]])
    assert not torch._C._is_torch_function_mode_enabled()
