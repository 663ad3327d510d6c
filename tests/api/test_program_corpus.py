"""Realistic programs written with ivy_core, run through every path on every
backend: the result is eager code's, or a clear refusal; never a silently
different answer.

The programs are in ``corpus_programs.py`` (an MLP and its loss, attention,
layer norm, an im2col convolution, an unrolled LSTM, a k-means step,
dropout, in-place updates of an argument, Python scalars with int and float
arrays, a closed-over weight changed between calls, boolean-mask
assignment, a softmax cross-entropy, a residual block, results that follow
the default dtypes). The paths, the comparison and the outcomes are in
``corpus_matrix.py``, which also prints the whole program x backend x path
matrix (``python tests/api/corpus_matrix.py``):

1. ``eager``: the function itself (the reference: also checked against
   itself, so that random and in-place programs are checked eagerly too);
2. ``compile``: ``ivy_core.compile(fn)`` on the backend;
3. ``native``: the framework's compiler applied to the function
   (``jax.jit``; ``torch.compile(fullgraph=True, backend="eager")``;
   ``tf.function(jit_compile=True)``); NumPy and Dask have none;
4. ``trace``: ``ivy_core.trace_graph(fn, *args)`` replayed;
5. ``trace_compiled``: the same with ``backend_compile=True``;
6. ``trace_loaded``: the graph saved and read back by ``ivy_core.load_graph``;
7. ``trace_ivy``: ``ivy_core.trace_graph(fn, *args, to="ivy_core")`` replayed.

Each runner is called three times, on the traced inputs' values and then on
new ones, and compared with eager code on the same backend: structure,
dtype, shape, values (float32 tolerance). Stateful programs check their
state as eager code has it: the caller's arrays after an in-place update, a
closed-over weight set between calls, default dtypes set around a call,
fresh random draws; where a path documents another rule for that state (a
saved graph, a framework's compiler applied directly: ``RULES``), exactly
that rule. A refusal (``TraceError``, ``GuardError``, or the
framework's documented error for what its compiler cannot take) passes and
is reported as a ``CorpusRefusal`` warning; a wrong result or any other
error fails.
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from api_helpers import installed_backends
from corpus_matrix import PATHS, run_cell
from corpus_programs import PROGRAMS, mlp_loss

import ivy_core as ivy


class CorpusRefusal(UserWarning):
    """A path refused a corpus program (allowed, and reported)."""


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("name", list(PROGRAMS))
def test_program_gives_eagers_result_or_refuses(backend, name, path, tmp_path, record_property):
    out = run_cell(PROGRAMS[name], backend, path, str(tmp_path))
    record_property("outcome", out.cell())
    if out.status == "skip":
        pytest.skip(out.detail)
    if out.status == "refused" and path != "eager":
        warnings.warn(CorpusRefusal(f"{name} on {backend}, {path}: {out.detail}"), stacklevel=1)
        return
    # "rule": the cell is one of corpus_matrix.RULES and gave exactly what
    # its documented rule says (checked there); anything else must be ok.
    assert out.status in ("ok", "rule"), f"{name} on {backend}, {path}: {out.status}: {out.detail}"


def test_the_corpus_is_big_enough():
    assert len(PROGRAMS) >= 12


@pytest.mark.skipif("torch" not in installed_backends(), reason="backend 'torch' is not installed")
def test_torch_compile_with_inductor():
    """One program through ``torch.compile``'s default code generator
    (the others use ``backend="eager"`` to keep the suite fast)."""
    import torch

    torch._dynamo.reset()
    compiled = torch.compile(mlp_loss, fullgraph=True)
    with ivy.using_backend("torch"):
        case = PROGRAMS["mlp_loss"].build()
        for i in range(2):
            args = case.args(i)
            got, want = compiled(*args), mlp_loss(*args)
            for g, w in zip(got, want, strict=True):
                assert type(g) is ivy.Array and g.dtype == w.dtype and g.shape == w.shape
                np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=1e-4, atol=1e-5)
