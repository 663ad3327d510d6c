"""The seed's programs (seed 004), shared by the graph tracing tests of every
backend (``test_trace*.py``)."""

from __future__ import annotations

import ivy_core as ivy


def ivy_func(x, y):
    """``diag`` then ``matmul``: one graph per backend, of its own calls."""
    w = ivy.diag(x)
    return ivy.matmul(w, y)


def clean(x, w, b):
    return w * x + b


def unclean(x, w, b):
    """``clean`` with a print and an unused product: both pruned."""
    y = b + w + x
    print("message")
    wx = w * x
    ret = wx + b
    temp = y * wx  # noqa: F841 (not an output: pruned)
    return ret
