"""Kit cases: searching, sorting, sets, cumulative functions, the remaining
elementwise functions, activations and random numbers."""

from __future__ import annotations

from typing import Any

import numpy as np
from hypothesis import strategies as st

from ._case import REAL, Case, custom


def _axis_call(gen: Any, d: str, *, min_side: int = 0, **array_kw: Any) -> Any:
    """``(x,), {"axis": a}`` for an array of ``d`` with at least one dimension."""
    return gen.shape(min_dims=1, min_side=min_side).flatmap(
        lambda s: st.tuples(
            st.tuples(gen.array(d, s, **array_kw)),
            st.fixed_dictionaries({"axis": gen.axis(len(s), none=False)}),
        )
    )


def _sorted_unique(got: list[Any], ref: Any, args: Any, kwargs: Any) -> str | None:
    values, counts = got
    want_values, want_counts = np.unique(args[0], return_counts=True)
    order = np.argsort(values, kind="stable")
    if not np.array_equal(values[order], want_values.astype(values.dtype)):
        return f"unique values {values.tolist()} differ from {want_values.tolist()}"
    if not np.array_equal(counts[order], want_counts):
        return f"counts {counts.tolist()} differ from {want_counts.tolist()}"
    return None


CASES: list[Case] = [
    custom(
        "argmax",
        lambda x, axis: np.argmax(x, axis=axis),
        "index",
        kinds=REAL,
        args=lambda gen, d: _axis_call(gen, d, min_side=1),
    ),
    custom(
        "unique_counts",
        None,
        ("same", "index"),
        kinds=REAL | {"bool"},
        args=lambda gen, d: gen.array(d, gen.shape(max_dims=2)).map(lambda x: ((x,), {})),
        check=_sorted_unique,
    ),
]
