"""A mistake raises at the call on every backend, Dask's lazy arrays
included (issue 30, item 5): Dask's own functions find a bad flag or
``correction`` only when the result is computed, so its entries check what
a failed call's arguments are checked for (``_failure.make_precheck``), and
``broadcast_to`` refuses negative sizes in the core for every backend."""

from __future__ import annotations

import pytest

import ivy_core as ivy


@pytest.mark.parametrize(
    ("call", "cls", "message"),
    [
        (lambda: ivy.std(ivy.ones(3), correction="1"), TypeError, r"ivy_core\.std .*'correction' must be int or float"),
        (lambda: ivy.var(ivy.ones(3), correction=[1]), TypeError, r"ivy_core\.var .*'correction'"),
        (lambda: ivy.sum(ivy.ones(3), keepdims="y"), TypeError, r"ivy_core\.sum .*'keepdims'"),
        (lambda: ivy.cumulative_sum(ivy.ones(3), include_initial="no"), TypeError, r"ivy_core\.cumulative_sum .*'include_initial'"),
        (lambda: ivy.broadcast_to(ivy.ones(1), (-3,)), ValueError, r"ivy_core\.broadcast_to .*negative size"),
        (lambda: ivy.broadcast_to(ivy.ones(1), (2, -1)), ValueError, r"ivy_core\.broadcast_to .*negative size"),
    ],
)
def test_the_mistake_raises_at_the_call(backend, call, cls, message):
    with pytest.raises(cls, match=message):
        call()


def test_valid_calls_with_the_forms_hooks_take_still_run(backend):
    """What the check leaves to the hooks: an int shape, a 0-d sort's axis."""
    assert ivy.reshape(ivy.arange(6), 6).shape == (6,)
    assert ivy.to_numpy(ivy.std(ivy.asarray([1.0, 3.0]), correction=1)).item() == pytest.approx(2**0.5)
    assert ivy.sort(ivy.asarray(3.0)).shape == ()
    assert ivy.broadcast_to(ivy.ones(1), (0, 3)).shape == (0, 3)
