"""Every common call, next to the call a user would write natively.

The three calls of ``overhead.py`` are the fast families' showcase; this
benchmark times the rest of what users touch: creation, manipulation,
indexing and item assignment, searching, sorting, statistics, linear
algebra and activations. Each ivy_core call is timed against its native
counterpart on the same native arrays, interleaved in one process (one
process per backend), and the table gives the per-call microseconds of
each, the overhead and the ratio, then a summary line per backend and size.

    python benchmarks/breadth.py                    # numpy, torch, jax and tensorflow, both sizes
    python benchmarks/breadth.py torch --small      # one backend, small arrays
    python benchmarks/breadth.py numpy --only "reshape|x[3]"   # names split on |

The last category, ``everyday``, is the spellings the fast families once
sent to the general entry: two dtypes in one call, an int scalar, a tuple
of axes, a dtype by name, a Python value, ints past the small ones.

Small arrays are float32 (8, 16); large ones (512, 512). The timing is the
minimum over alternating batches (the least disturbed run of each side).

Targets (issue 24), on small arrays: no call over +1.0 us; a median of at
most +0.5 us; basic indexing and item assignment at most +0.5 us; creation
with a shape at most +0.7 us. Compositional functions (``softmax``, ``var``,
``vector_norm``, ``linspace``) at most 1.2x the same composition written
natively. Numbers are printed, never asserted.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import ivy_core as ivy

Case = tuple[str, str, Callable[[], Any], Callable[[], Any]]


def _cases_numpy(shape: tuple[int, int], jax: bool = False) -> list[Case]:
    """NumPy's calls; with ``jax``, the same calls of ``jax.numpy`` (item
    assignment as ``.at[...].set``, what JAX code writes)."""
    if jax:
        import jax.nn as nn
        import jax.numpy as np
    else:
        import numpy as np

    x = ivy.asarray(np.linspace(-1, 1, shape[0] * shape[1], dtype=np.float32).reshape(shape))
    y = ivy.asarray(np.linspace(1, 2, shape[0] * shape[1], dtype=np.float32).reshape(shape))
    nx, ny = x.data, y.data
    n0, n1 = shape
    mask, nmask = x > 0, nx > 0
    idx = ivy.asarray(np.arange(0, n0, 2))
    nidx = idx.data
    row = ivy.asarray(np.ones(n1, dtype=np.float32))
    nrow = row.data
    sq = ivy.asarray(np.eye(8, dtype=np.float32) * 2 + 1)
    nsq = sq.data
    v, nv = x[0], nx[0]
    bx, bnx = ivy.reshape(x, (1, n0, n1)), nx.reshape(1, n0, n1)
    f32 = ivy.float32
    data = [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]
    xi = ivy.asarray(np.arange(n0 * n1, dtype=np.int32).reshape(shape))
    # JAX without x64 has no float64: its other float there is float16.
    wide = ivy.float16 if jax and not np.zeros(1, dtype="float64").dtype == np.dtype("float64") else ivy.float64
    x64 = ivy.astype(x, wide)
    nxi, nx64 = xi.data, x64.data

    def nsoftmax(a: Any) -> Any:
        e = np.exp(a - a.max(axis=-1, keepdims=True))
        return e / e.sum(axis=-1, keepdims=True)

    def setitem_ivy() -> Any:
        x[:2] = 0.0
        return x

    def setitem_np() -> Any:
        nonlocal nx
        if jax:
            nx = nx.at[:2].set(0.0)
        else:
            nx[:2] = 0.0
        return nx

    def setrow_ivy() -> Any:
        x[3] = row
        return x

    def setrow_np() -> Any:
        nonlocal nx
        if jax:
            nx = nx.at[3].set(nrow)
        else:
            nx[3] = nrow
        return nx

    return [
        # creation
        ("creation", "zeros(shape)", lambda: ivy.zeros(shape), lambda: np.zeros(shape)),
        ("creation", "zeros(shape, dtype)", lambda: ivy.zeros(shape, dtype=f32), lambda: np.zeros(shape, dtype=np.float32)),
        ("creation", "ones(shape)", lambda: ivy.ones(shape), lambda: np.ones(shape)),
        ("creation", "empty(shape)", lambda: ivy.empty(shape), lambda: np.empty(shape)),
        ("creation", "full(shape, 1.5)", lambda: ivy.full(shape, 1.5), lambda: np.full(shape, 1.5)),
        ("creation", "arange(100)", lambda: ivy.arange(100), lambda: np.arange(100)),
        ("creation", "eye(8)", lambda: ivy.eye(8), lambda: np.eye(8)),
        # float32, as ivy_core's default float dtype gives (NumPy's default is float64)
        ("creation", "linspace(0, 1, 50)", lambda: ivy.linspace(0, 1, 50), lambda: np.linspace(0, 1, 50, dtype=np.float32)),
        ("creation", "asarray(list)", lambda: ivy.asarray(data), lambda: np.asarray(data)),
        ("creation", "asarray(native)", lambda: ivy.asarray(nx), lambda: np.asarray(nx)),
        ("creation", "zeros_like", lambda: ivy.zeros_like(x), lambda: np.zeros_like(nx)),
        ("creation", "full_like", lambda: ivy.full_like(x, 2.0), lambda: np.full_like(nx, 2.0)),
        ("creation", "tril", lambda: ivy.tril(x), lambda: np.tril(nx)),
        # manipulation
        ("manipulation", "reshape", lambda: ivy.reshape(x, (n1, n0)), lambda: np.reshape(nx, (n1, n0))),
        ("manipulation", "x.reshape", lambda: x.reshape((n1, n0)), lambda: nx.reshape((n1, n0))),
        ("manipulation", "expand_dims", lambda: ivy.expand_dims(x, axis=0), lambda: np.expand_dims(nx, 0)),
        ("manipulation", "squeeze", lambda: ivy.squeeze(bx, axis=0), lambda: np.squeeze(bnx, axis=0)),
        ("manipulation", "permute_dims", lambda: ivy.permute_dims(x, (1, 0)), lambda: np.transpose(nx, (1, 0))),
        ("manipulation", "x.T", lambda: x.T, lambda: nx.T),
        ("manipulation", "concat", lambda: ivy.concat([x, y]), lambda: np.concatenate([nx, ny])),
        ("manipulation", "stack", lambda: ivy.stack([x, y]), lambda: np.stack([nx, ny])),
        ("manipulation", "flip", lambda: ivy.flip(x, axis=0), lambda: np.flip(nx, axis=0)),
        ("manipulation", "roll", lambda: ivy.roll(x, 1, axis=0), lambda: np.roll(nx, 1, axis=0)),
        ("manipulation", "broadcast_to", lambda: ivy.broadcast_to(v, shape), lambda: np.broadcast_to(nv, shape)),
        ("manipulation", "astype", lambda: ivy.astype(x, ivy.float64), lambda: nx.astype(np.float64)),
        ("manipulation", "clip", lambda: ivy.clip(x, -0.5, 0.5), lambda: np.clip(nx, -0.5, 0.5)),
        # indexing
        ("indexing", "x[3]", lambda: x[3], lambda: nx[3]),
        ("indexing", "x[1:5, ::2]", lambda: x[1:5, ::2], lambda: nx[1:5, ::2]),
        ("indexing", "x[..., 0]", lambda: x[..., 0], lambda: nx[..., 0]),
        ("indexing", "x[None]", lambda: x[None], lambda: nx[None]),
        ("indexing", "x[mask]", lambda: x[mask], lambda: nx[nmask]),
        ("indexing", "x[idx]", lambda: x[idx], lambda: nx[nidx]),
        ("indexing", "take", lambda: ivy.take(x, idx, axis=0), lambda: np.take(nx, nidx, axis=0)),
        ("indexing", "x[:2] = 0.", setitem_ivy, setitem_np),
        ("indexing", "x[3] = row", setrow_ivy, setrow_np),
        # searching and sorting
        ("searching", "where(m, x, y)", lambda: ivy.where(mask, x, y), lambda: np.where(nmask, nx, ny)),
        ("searching", "where(m, x, 0.)", lambda: ivy.where(mask, x, 0.0), lambda: np.where(nmask, nx, np.float32(0.0))),
        ("searching", "argmax", lambda: ivy.argmax(x, axis=1), lambda: np.argmax(nx, axis=1)),
        ("searching", "nonzero", lambda: ivy.nonzero(mask), lambda: np.nonzero(nmask)),
        ("sorting", "sort", lambda: ivy.sort(x, axis=-1), lambda: np.sort(nx, axis=-1)),
        ("sorting", "argsort", lambda: ivy.argsort(x, axis=-1), lambda: np.argsort(nx, axis=-1, stable=True)),
        # statistics and elementwise
        ("statistics", "sum", lambda: ivy.sum(x), lambda: np.sum(nx)),
        ("statistics", "mean(axis=0)", lambda: ivy.mean(x, axis=0), lambda: np.mean(nx, axis=0)),
        ("statistics", "max(axis=1)", lambda: ivy.max(x, axis=1), lambda: np.max(nx, axis=1)),
        ("statistics", "var", lambda: ivy.var(x), lambda: np.var(nx)),
        ("statistics", "cumulative_sum", lambda: ivy.cumulative_sum(x, axis=1), lambda: np.cumsum(nx, axis=1)),
        ("elementwise", "add", lambda: ivy.add(x, y), lambda: np.add(nx, ny)),
        ("elementwise", "x + 1.0", lambda: x + 1.0, lambda: nx + 1.0),
        ("elementwise", "exp", lambda: ivy.exp(x), lambda: np.exp(nx)),
        ("elementwise", "maximum", lambda: ivy.maximum(x, y), lambda: np.maximum(nx, ny)),
        ("elementwise", "x > 0", lambda: x > 0, lambda: nx > 0),
        # linear algebra and activations
        ("linalg", "matmul", lambda: ivy.matmul(x, y.T), lambda: np.matmul(nx, ny.T)),
        ("linalg", "matrix_transpose", lambda: ivy.matrix_transpose(x), lambda: np.swapaxes(nx, -1, -2)),
        ("linalg", "vecdot", lambda: ivy.vecdot(x, y), lambda: np.vecdot(nx, ny)),
        ("linalg", "vector_norm", lambda: ivy.vector_norm(x), lambda: np.linalg.vector_norm(nx)),
        ("linalg", "inv", lambda: ivy.inv(sq), lambda: np.linalg.inv(nsq)),
        # JAX code calls jax.nn's activations (custom derivatives, and a cost of their own).
        ("activations", "softmax", lambda: ivy.softmax(x, axis=-1), lambda: nn.softmax(nx, axis=-1) if jax else nsoftmax(nx)),
        ("activations", "relu", lambda: ivy.relu(x), lambda: nn.relu(nx) if jax else np.maximum(nx, 0)),
        # everyday spellings: two dtypes, int scalars, axis tuples, dtype names, Python values
        ("everyday", "x + int32 array", lambda: x + xi, lambda: nx + nxi),
        ("everyday", f"x + {wide.name} array", lambda: x + x64, lambda: nx + nx64),
        ("everyday", "where(m, x, 0)", lambda: ivy.where(mask, x, 0), lambda: np.where(nmask, nx, np.float32(0))),
        ("everyday", "sum(axis=(0, 1))", lambda: ivy.sum(x, axis=(0, 1)), lambda: np.sum(nx, axis=(0, 1))),
        ("everyday", "sum(int32 array)", lambda: ivy.sum(xi), lambda: np.sum(nxi, dtype=np.int32)),
        ("everyday", "astype(x, 'float64')", lambda: ivy.astype(x, "float64"), lambda: nx.astype("float64")),
        ("everyday", "zeros(shape, 'int32')", lambda: ivy.zeros(shape, dtype="int32"), lambda: np.zeros(shape, dtype="int32")),
        ("everyday", "asarray(3.0)", lambda: ivy.asarray(3.0), lambda: np.asarray(3.0, dtype=np.float32)),
        ("everyday", "arange(1000)", lambda: ivy.arange(1000), lambda: np.arange(1000, dtype=np.int32)),
        ("everyday", "full(shape, 1000)", lambda: ivy.full(shape, 1000), lambda: np.full(shape, 1000, dtype=np.int32)),
    ]  # fmt: skip


def _cases_torch(shape: tuple[int, int]) -> list[Case]:
    import torch

    x = ivy.asarray(torch.linspace(-1, 1, shape[0] * shape[1]).reshape(shape))
    y = ivy.asarray(torch.linspace(1, 2, shape[0] * shape[1]).reshape(shape))
    nx, ny = x.data, y.data
    n0, n1 = shape
    mask, nmask = x > 0, nx > 0
    idx = ivy.asarray(torch.arange(0, n0, 2))
    nidx = idx.data
    row = ivy.asarray(torch.ones(n1))
    nrow = row.data
    sq = ivy.asarray(torch.eye(8) * 2 + 1)
    nsq = sq.data
    v, nv = x[0], nx[0]
    bx, bnx = ivy.reshape(x, (1, n0, n1)), nx.reshape(1, n0, n1)
    f32 = ivy.float32
    data = [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]
    xi = ivy.asarray(torch.arange(n0 * n1, dtype=torch.int32).reshape(shape))
    x64 = ivy.astype(x, ivy.float64)
    nxi, nx64 = xi.data, x64.data

    def setitem_ivy() -> Any:
        x[:2] = 0.0
        return x

    def setitem_torch() -> Any:
        nx[:2] = 0.0
        return nx

    def setrow_ivy() -> Any:
        x[3] = row
        return x

    def setrow_torch() -> Any:
        nx[3] = nrow
        return nx

    return [
        ("creation", "zeros(shape)", lambda: ivy.zeros(shape), lambda: torch.zeros(shape)),
        ("creation", "zeros(shape, dtype)", lambda: ivy.zeros(shape, dtype=f32), lambda: torch.zeros(shape, dtype=torch.float32)),
        ("creation", "ones(shape)", lambda: ivy.ones(shape), lambda: torch.ones(shape)),
        ("creation", "empty(shape)", lambda: ivy.empty(shape), lambda: torch.empty(shape)),
        ("creation", "full(shape, 1.5)", lambda: ivy.full(shape, 1.5), lambda: torch.full(shape, 1.5)),
        ("creation", "arange(100)", lambda: ivy.arange(100), lambda: torch.arange(100)),
        ("creation", "eye(8)", lambda: ivy.eye(8), lambda: torch.eye(8)),
        ("creation", "linspace(0, 1, 50)", lambda: ivy.linspace(0, 1, 50), lambda: torch.linspace(0, 1, 50)),
        ("creation", "asarray(list)", lambda: ivy.asarray(data), lambda: torch.asarray(data)),
        ("creation", "asarray(native)", lambda: ivy.asarray(nx), lambda: torch.asarray(nx)),
        ("creation", "zeros_like", lambda: ivy.zeros_like(x), lambda: torch.zeros_like(nx)),
        ("creation", "full_like", lambda: ivy.full_like(x, 2.0), lambda: torch.full_like(nx, 2.0)),
        ("creation", "tril", lambda: ivy.tril(x), lambda: torch.tril(nx)),
        ("manipulation", "reshape", lambda: ivy.reshape(x, (n1, n0)), lambda: torch.reshape(nx, (n1, n0))),
        ("manipulation", "x.reshape", lambda: x.reshape((n1, n0)), lambda: nx.reshape((n1, n0))),
        ("manipulation", "expand_dims", lambda: ivy.expand_dims(x, axis=0), lambda: torch.unsqueeze(nx, 0)),
        ("manipulation", "squeeze", lambda: ivy.squeeze(bx, axis=0), lambda: torch.squeeze(bnx, 0)),
        ("manipulation", "permute_dims", lambda: ivy.permute_dims(x, (1, 0)), lambda: torch.permute(nx, (1, 0))),
        ("manipulation", "x.T", lambda: x.T, lambda: nx.T),
        ("manipulation", "concat", lambda: ivy.concat([x, y]), lambda: torch.cat([nx, ny])),
        ("manipulation", "stack", lambda: ivy.stack([x, y]), lambda: torch.stack([nx, ny])),
        ("manipulation", "flip", lambda: ivy.flip(x, axis=0), lambda: torch.flip(nx, (0,))),
        ("manipulation", "roll", lambda: ivy.roll(x, 1, axis=0), lambda: torch.roll(nx, 1, 0)),
        ("manipulation", "broadcast_to", lambda: ivy.broadcast_to(v, shape), lambda: torch.broadcast_to(nv, shape)),
        ("manipulation", "astype", lambda: ivy.astype(x, ivy.float64), lambda: nx.to(torch.float64)),
        ("manipulation", "clip", lambda: ivy.clip(x, -0.5, 0.5), lambda: torch.clamp(nx, -0.5, 0.5)),
        ("indexing", "x[3]", lambda: x[3], lambda: nx[3]),
        ("indexing", "x[1:5, ::2]", lambda: x[1:5, ::2], lambda: nx[1:5, ::2]),
        ("indexing", "x[..., 0]", lambda: x[..., 0], lambda: nx[..., 0]),
        ("indexing", "x[None]", lambda: x[None], lambda: nx[None]),
        ("indexing", "x[mask]", lambda: x[mask], lambda: nx[nmask]),
        ("indexing", "x[idx]", lambda: x[idx], lambda: nx[nidx]),
        ("indexing", "take", lambda: ivy.take(x, idx, axis=0), lambda: torch.index_select(nx, 0, nidx)),
        ("indexing", "x[:2] = 0.", setitem_ivy, setitem_torch),
        ("indexing", "x[3] = row", setrow_ivy, setrow_torch),
        ("searching", "where(m, x, y)", lambda: ivy.where(mask, x, y), lambda: torch.where(nmask, nx, ny)),
        ("searching", "where(m, x, 0.)", lambda: ivy.where(mask, x, 0.0), lambda: torch.where(nmask, nx, 0.0)),
        ("searching", "argmax", lambda: ivy.argmax(x, axis=1), lambda: torch.argmax(nx, dim=1)),
        ("searching", "nonzero", lambda: ivy.nonzero(mask), lambda: torch.nonzero(nmask, as_tuple=True)),
        ("sorting", "sort", lambda: ivy.sort(x, axis=-1), lambda: torch.sort(nx, dim=-1, stable=True).values),
        ("sorting", "argsort", lambda: ivy.argsort(x, axis=-1), lambda: torch.argsort(nx, dim=-1, stable=True)),
        ("statistics", "sum", lambda: ivy.sum(x), lambda: torch.sum(nx)),
        ("statistics", "mean(axis=0)", lambda: ivy.mean(x, axis=0), lambda: torch.mean(nx, dim=0)),
        ("statistics", "max(axis=1)", lambda: ivy.max(x, axis=1), lambda: torch.amax(nx, dim=1)),
        ("statistics", "var", lambda: ivy.var(x), lambda: torch.var(nx, correction=0)),
        ("statistics", "cumulative_sum", lambda: ivy.cumulative_sum(x, axis=1), lambda: torch.cumsum(nx, dim=1)),
        ("elementwise", "add", lambda: ivy.add(x, y), lambda: torch.add(nx, ny)),
        ("elementwise", "x + 1.0", lambda: x + 1.0, lambda: nx + 1.0),
        ("elementwise", "exp", lambda: ivy.exp(x), lambda: torch.exp(nx)),
        ("elementwise", "maximum", lambda: ivy.maximum(x, y), lambda: torch.maximum(nx, ny)),
        ("elementwise", "x > 0", lambda: x > 0, lambda: nx > 0),
        ("linalg", "matmul", lambda: ivy.matmul(x, y.mT), lambda: torch.matmul(nx, ny.mT)),
        ("linalg", "matrix_transpose", lambda: ivy.matrix_transpose(x), lambda: nx.mT),
        ("linalg", "vecdot", lambda: ivy.vecdot(x, y), lambda: torch.linalg.vecdot(nx, ny)),
        ("linalg", "vector_norm", lambda: ivy.vector_norm(x), lambda: torch.linalg.vector_norm(nx)),
        ("linalg", "inv", lambda: ivy.inv(sq), lambda: torch.linalg.inv(nsq)),
        ("activations", "softmax", lambda: ivy.softmax(x, axis=-1), lambda: torch.softmax(nx, dim=-1)),
        ("activations", "relu", lambda: ivy.relu(x), lambda: torch.relu(nx)),
        # everyday spellings: two dtypes, int scalars, axis tuples, dtype names, Python values
        ("everyday", "x + int32 array", lambda: x + xi, lambda: nx + nxi),
        ("everyday", "x + float64 array", lambda: x + x64, lambda: nx + nx64),
        ("everyday", "where(m, x, 0)", lambda: ivy.where(mask, x, 0), lambda: torch.where(nmask, nx, 0.0)),
        ("everyday", "sum(axis=(0, 1))", lambda: ivy.sum(x, axis=(0, 1)), lambda: torch.sum(nx, dim=(0, 1))),
        ("everyday", "sum(int32 array)", lambda: ivy.sum(xi), lambda: torch.sum(nxi, dtype=torch.int32)),
        ("everyday", "astype(x, 'float64')", lambda: ivy.astype(x, "float64"), lambda: nx.to(torch.float64)),
        ("everyday", "zeros(shape, 'int32')", lambda: ivy.zeros(shape, dtype="int32"), lambda: torch.zeros(shape, dtype=torch.int32)),
        ("everyday", "asarray(3.0)", lambda: ivy.asarray(3.0), lambda: torch.tensor(3.0)),
        ("everyday", "arange(1000)", lambda: ivy.arange(1000), lambda: torch.arange(1000, dtype=torch.int32)),
        ("everyday", "full(shape, 1000)", lambda: ivy.full(shape, 1000), lambda: torch.full(shape, 1000, dtype=torch.int32)),
    ]  # fmt: skip


def _cases_tensorflow(shape: tuple[int, int]) -> list[Case]:
    """TensorFlow's calls (item assignment has no eager counterpart there:
    tensors are immutable, so ``tensor_scatter_nd_update`` is the native side)."""
    import tensorflow as tf

    x = ivy.asarray(tf.reshape(tf.linspace(-1.0, 1.0, shape[0] * shape[1]), shape))
    y = ivy.asarray(tf.reshape(tf.linspace(1.0, 2.0, shape[0] * shape[1]), shape))
    nx, ny = x.data, y.data
    n0, n1 = shape
    mask, nmask = x > 0, nx > 0
    idx = ivy.asarray(tf.range(0, n0, 2))
    nidx = idx.data
    sq = ivy.asarray(tf.eye(8) * 2 + 1)
    nsq = sq.data
    v, nv = x[0], nx[0]
    bx, bnx = ivy.reshape(x, (1, n0, n1)), tf.reshape(nx, (1, n0, n1))
    f32 = ivy.float32
    data = [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]
    xi = ivy.asarray(tf.reshape(tf.range(n0 * n1, dtype=tf.int32), shape))
    x64 = ivy.astype(x, ivy.float64)
    nxi, nx64 = xi.data, x64.data
    return [
        ("creation", "zeros(shape)", lambda: ivy.zeros(shape), lambda: tf.zeros(shape)),
        ("creation", "zeros(shape, dtype)", lambda: ivy.zeros(shape, dtype=f32), lambda: tf.zeros(shape, dtype=tf.float32)),
        ("creation", "ones(shape)", lambda: ivy.ones(shape), lambda: tf.ones(shape)),
        ("creation", "full(shape, 1.5)", lambda: ivy.full(shape, 1.5), lambda: tf.fill(shape, 1.5)),
        ("creation", "arange(100)", lambda: ivy.arange(100), lambda: tf.range(100)),
        ("creation", "eye(8)", lambda: ivy.eye(8), lambda: tf.eye(8)),
        ("creation", "linspace(0, 1, 50)", lambda: ivy.linspace(0, 1, 50), lambda: tf.linspace(0.0, 1.0, 50)),
        ("creation", "asarray(list)", lambda: ivy.asarray(data), lambda: tf.constant(data)),
        ("creation", "zeros_like", lambda: ivy.zeros_like(x), lambda: tf.zeros_like(nx)),
        ("creation", "full_like", lambda: ivy.full_like(x, 2.0), lambda: tf.fill(tf.shape(nx), 2.0)),
        ("creation", "tril", lambda: ivy.tril(x), lambda: tf.linalg.band_part(nx, -1, 0)),
        ("manipulation", "reshape", lambda: ivy.reshape(x, (n1, n0)), lambda: tf.reshape(nx, (n1, n0))),
        ("manipulation", "expand_dims", lambda: ivy.expand_dims(x, axis=0), lambda: tf.expand_dims(nx, 0)),
        ("manipulation", "squeeze", lambda: ivy.squeeze(bx, axis=0), lambda: tf.squeeze(bnx, axis=0)),
        ("manipulation", "permute_dims", lambda: ivy.permute_dims(x, (1, 0)), lambda: tf.transpose(nx, (1, 0))),
        ("manipulation", "x.T", lambda: x.T, lambda: tf.transpose(nx)),
        ("manipulation", "concat", lambda: ivy.concat([x, y]), lambda: tf.concat([nx, ny], 0)),
        ("manipulation", "stack", lambda: ivy.stack([x, y]), lambda: tf.stack([nx, ny])),
        ("manipulation", "flip", lambda: ivy.flip(x, axis=0), lambda: tf.reverse(nx, [0])),
        ("manipulation", "roll", lambda: ivy.roll(x, 1, axis=0), lambda: tf.roll(nx, 1, 0)),
        ("manipulation", "broadcast_to", lambda: ivy.broadcast_to(v, shape), lambda: tf.broadcast_to(nv, shape)),
        ("manipulation", "astype", lambda: ivy.astype(x, ivy.float64), lambda: tf.cast(nx, tf.float64)),
        ("manipulation", "clip", lambda: ivy.clip(x, -0.5, 0.5), lambda: tf.clip_by_value(nx, -0.5, 0.5)),
        ("indexing", "x[3]", lambda: x[3], lambda: nx[3]),
        ("indexing", "x[1:5, ::2]", lambda: x[1:5, ::2], lambda: nx[1:5, ::2]),
        ("indexing", "x[..., 0]", lambda: x[..., 0], lambda: nx[..., 0]),
        ("indexing", "x[None]", lambda: x[None], lambda: nx[None]),
        ("indexing", "x[mask]", lambda: x[mask], lambda: tf.boolean_mask(nx, nmask)),
        ("indexing", "take", lambda: ivy.take(x, idx, axis=0), lambda: tf.gather(nx, nidx, axis=0)),
        ("searching", "where(m, x, y)", lambda: ivy.where(mask, x, y), lambda: tf.where(nmask, nx, ny)),
        ("searching", "where(m, x, 0.)", lambda: ivy.where(mask, x, 0.0), lambda: tf.where(nmask, nx, 0.0)),
        ("searching", "argmax", lambda: ivy.argmax(x, axis=1), lambda: tf.argmax(nx, axis=1)),
        ("searching", "nonzero", lambda: ivy.nonzero(mask), lambda: tf.unstack(tf.where(nmask), axis=1)),
        ("sorting", "sort", lambda: ivy.sort(x, axis=-1), lambda: tf.sort(nx, axis=-1)),
        ("sorting", "argsort", lambda: ivy.argsort(x, axis=-1), lambda: tf.argsort(nx, axis=-1, stable=True)),
        ("statistics", "sum", lambda: ivy.sum(x), lambda: tf.reduce_sum(nx)),
        ("statistics", "mean(axis=0)", lambda: ivy.mean(x, axis=0), lambda: tf.reduce_mean(nx, axis=0)),
        ("statistics", "max(axis=1)", lambda: ivy.max(x, axis=1), lambda: tf.reduce_max(nx, axis=1)),
        ("statistics", "var", lambda: ivy.var(x), lambda: tf.math.reduce_variance(nx)),
        ("statistics", "cumulative_sum", lambda: ivy.cumulative_sum(x, axis=1), lambda: tf.cumsum(nx, axis=1)),
        ("elementwise", "add", lambda: ivy.add(x, y), lambda: tf.add(nx, ny)),
        ("elementwise", "x + 1.0", lambda: x + 1.0, lambda: nx + 1.0),
        ("elementwise", "exp", lambda: ivy.exp(x), lambda: tf.exp(nx)),
        ("elementwise", "maximum", lambda: ivy.maximum(x, y), lambda: tf.maximum(nx, ny)),
        ("elementwise", "x > 0", lambda: x > 0, lambda: nx > 0),
        ("elementwise", "logical_not", lambda: ivy.logical_not(mask), lambda: tf.logical_not(nmask)),
        ("linalg", "matmul", lambda: ivy.matmul(x, ivy.matrix_transpose(y)), lambda: tf.matmul(nx, ny, transpose_b=True)),
        ("linalg", "matrix_transpose", lambda: ivy.matrix_transpose(x), lambda: tf.linalg.matrix_transpose(nx)),
        ("linalg", "vecdot", lambda: ivy.vecdot(x, y), lambda: tf.reduce_sum(nx * ny, axis=-1)),
        ("linalg", "vector_norm", lambda: ivy.vector_norm(x), lambda: tf.norm(nx)),
        ("linalg", "inv", lambda: ivy.inv(sq), lambda: tf.linalg.inv(nsq)),
        ("activations", "softmax", lambda: ivy.softmax(x, axis=-1), lambda: tf.nn.softmax(nx, axis=-1)),
        ("activations", "relu", lambda: ivy.relu(x), lambda: tf.nn.relu(nx)),
        # everyday spellings (TensorFlow casts explicitly: tf.add refuses two dtypes)
        ("everyday", "x + int32 array", lambda: x + xi, lambda: tf.cast(nx, tf.float64) + tf.cast(nxi, tf.float64)),
        ("everyday", "x + float64 array", lambda: x + x64, lambda: tf.cast(nx, tf.float64) + nx64),
        ("everyday", "where(m, x, 0)", lambda: ivy.where(mask, x, 0), lambda: tf.where(nmask, nx, 0.0)),
        ("everyday", "sum(axis=(0, 1))", lambda: ivy.sum(x, axis=(0, 1)), lambda: tf.reduce_sum(nx, axis=(0, 1))),
        ("everyday", "sum(int32 array)", lambda: ivy.sum(xi), lambda: tf.reduce_sum(nxi)),
        ("everyday", "astype(x, 'float64')", lambda: ivy.astype(x, "float64"), lambda: tf.cast(nx, "float64")),
        ("everyday", "zeros(shape, 'int32')", lambda: ivy.zeros(shape, dtype="int32"), lambda: tf.zeros(shape, dtype="int32")),
        ("everyday", "asarray(3.0)", lambda: ivy.asarray(3.0), lambda: tf.constant(3.0)),
        ("everyday", "arange(1000)", lambda: ivy.arange(1000), lambda: tf.range(1000)),
        ("everyday", "full(shape, 1000)", lambda: ivy.full(shape, 1000), lambda: tf.fill(shape, 1000)),
    ]  # fmt: skip


_CASES = {
    "numpy": _cases_numpy,
    "torch": _cases_torch,
    "jax": lambda shape: _cases_numpy(shape, jax=True),
    "tensorflow": _cases_tensorflow,
}
#: What makes a result ready before the clock stops (JAX dispatches asynchronously).
_SYNC = {"jax": lambda r: r.block_until_ready() if hasattr(r, "block_until_ready") else r}


def _time_pair(
    ivy_call: Callable[[], Any], native_call: Callable[[], Any], budget_s: float, sync: Callable[[Any], Any]
) -> tuple[float, float]:
    """Minimum seconds per call of each, over alternating batches (the
    last result of a batch made ready by ``sync``)."""
    for _ in range(3):
        ivy_call()
        native_call()
    t0 = time.perf_counter()
    sync(native_call())
    once = max(time.perf_counter() - t0, 1e-7)
    number = max(1, min(2000, int(0.002 / once)))
    best_i = best_n = float("inf")
    deadline = time.perf_counter() + budget_s
    rounds = 0
    while time.perf_counter() < deadline or rounds < 5:
        rounds += 1
        for call, is_ivy in ((ivy_call, True), (native_call, False)):
            t0 = time.perf_counter()
            for _ in range(number):
                r = call()
            sync(r.data if isinstance(r, ivy.Array) else r)
            t = (time.perf_counter() - t0) / number
            if is_ivy:
                best_i = min(best_i, t)
            else:
                best_n = min(best_n, t)
    return best_i, best_n


def run_one(backend: str, sizes: list[tuple[int, int]], budget_s: float, only: set[str] | None) -> None:
    ivy.set_backend(backend)
    for shape in sizes:
        size = "x".join(map(str, shape))
        overheads: list[float] = []
        for category, name, ivy_call, native_call in _CASES[backend](shape):
            if only and name not in only:
                continue
            try:
                ti, tn = _time_pair(ivy_call, native_call, budget_s, _SYNC.get(backend, lambda r: r))
            except Exception as exc:  # a case a backend refuses: shown, not timed
                print(f"{backend:<8}{size:<9}{category:<14}{name:<22}{type(exc).__name__}: {exc}"[:160])
                continue
            overheads.append((ti - tn) * 1e6)
            print(
                f"{backend:<8}{size:<9}{category:<14}{name:<22}{ti * 1e6:>9.2f}{tn * 1e6:>10.2f}"
                f"{(ti - tn) * 1e6:>+10.2f}{ti / tn:>8.2f}",
                flush=True,
            )
        if overheads:
            over = sum(o > 1.0 for o in overheads)
            print(
                f"{backend:<8}{size:<9}summary: median overhead {statistics.median(overheads):+.2f} us, "
                f"max {max(overheads):+.2f} us, {over}/{len(overheads)} calls over +1.0 us\n",
                flush=True,
            )


def main(argv: list[str]) -> None:
    budget = 0.05 if "--quick" in argv else 0.2
    sizes = [(8, 16)] if "--small" in argv else [(8, 16), (512, 512)]
    only = set(argv[argv.index("--only") + 1].split("|")) if "--only" in argv else None
    if "--one" in argv:
        run_one(argv[argv.index("--one") + 1], sizes, budget, only)
        return
    skip = {"--one", "--only"}
    values = {argv[i + 1] for i, a in enumerate(argv[:-1]) if a in skip}
    wanted = [a for a in argv if not a.startswith("-") and a not in values] or list(_CASES)
    installed = {b.name for b in ivy.backends()}
    print(f"{'backend':<8}{'size':<9}{'category':<14}{'call':<22}{'ivy us':>9}{'native us':>10}{'over us':>10}{'ratio':>8}")
    for backend in wanted:
        if backend not in installed or backend not in _CASES:
            print(f"{backend}: not installed or no cases")
            continue
        extra = [a for a in argv if a in ("--quick", "--small")]
        if only:
            extra += ["--only", "|".join(sorted(only))]
        # One process per backend: frameworks loaded together compete for threads.
        subprocess.run([sys.executable, __file__, "--one", backend, *extra], check=True)


if __name__ == "__main__":
    main(sys.argv[1:])
