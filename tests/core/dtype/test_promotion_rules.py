"""The framework promotion rules (``ivy_core._dtype._rules_*``) against every cell of
the committed golden grids, with no backend: the rules alone, including the
operands no backend call can make (JAX weak values on NumPy, NumPy scalars).

``tests/api/test_promotion_modes.py`` replays the same grids through real
calls on each backend; ``tests/promotion/test_grid_current.py`` regenerates
the grids from the installed frameworks.
"""

from __future__ import annotations

import os
import sys

import pytest
from ivy_core._dtype import _modes
from ivy_core._spec._api import API

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "promotion"))
import replay  # noqa: E402

GRIDS = replay.latest_grids()
_KINDS = {
    "bool": "bool", "float16": "float", "bfloat16": "float", "float32": "float", "float64": "float",
    "complex64": "complex", "complex128": "complex",
}  # fmt: skip


def _kind(dtype: str) -> str:
    return _KINDS.get(dtype, "unsigned" if dtype.startswith("uint") else "signed")


def _refused_by_spec(key: str, predicted: str) -> bool:
    """A framework refusal ivy_core's spec makes too, in every mode and on every
    backend (``InvalidDtypeError``): the function is not defined for the
    kind of the dtype the operands promote to (bitwise on floats)."""
    op = key.split()[0]
    kinds = API[op].kinds if op in API else frozenset()
    return bool(kinds) and not predicted.startswith("!") and _kind(predicted) not in kinds


def test_every_mode_has_a_committed_grid():
    assert set(GRIDS) == set(_modes.MODES), f"grids: {sorted(GRIDS)}; modes: {sorted(_modes.MODES)}"


@pytest.mark.parametrize("mode", sorted(GRIDS))
def test_the_rules_give_every_cell(mode):
    """Each cell is the rules' answer, or one of the documented differences:
    a torch kernel gap (the rules name the promoted dtype), a dtype ivy_core
    lacks (torch's complex32), a Python int that the framework wraps around
    (ivy_core raises OverflowError), a refusal ivy_core's spec makes."""
    rules = _modes.MODES[mode]
    cells = replay.read(GRIDS[mode])
    wrong = []
    for key, expected in cells.items():
        predicted = replay.predict(rules, key)
        want = expected.split("/")[0]
        if expected.startswith("!"):
            want = "!OverflowError" if expected == "!OverflowError" else "!TypeError"
        if predicted == want:
            continue
        if expected == "!NotImplementedError" and (predicted != "!OverflowError" or "py:int=" in key):
            continue  # torch promotes, then has no kernel for the dtype
        if expected == "complex32" and predicted == "!TypeError":
            continue
        if predicted == "!OverflowError" and "py:int=" in key and not expected.startswith("!"):
            continue  # the framework wraps an int that does not fit; ivy_core refuses
        if want == "!TypeError" and _refused_by_spec(key, predicted):
            continue
        wrong.append(f"{key}: {mode} gives {expected}, the rules {predicted}")
    assert not wrong, f"{len(wrong)} of {len(cells)} cells:\n" + "\n".join(wrong[:40])


def test_numpy_scalars_are_as_strong_as_0d_arrays():
    """Why the API replay may build a NumPy-scalar operand as a 0-d array."""
    cells = replay.read(GRIDS["numpy"])
    pairs = [(k, k.replace("np:", "0d:")) for k in cells if "np:" in k]
    assert len(pairs) > 1000
    differ = [k for k, k0 in pairs if k0 in cells and cells[k] != cells[k0]]
    assert not differ, differ[:20]


@pytest.mark.parametrize("mode", sorted(GRIDS))
def test_the_grid_covers_what_the_issue_names(mode):
    cells = replay.read(GRIDS[mode])
    ops = {k.split()[0] for k in cells}
    assert {"add", "subtract", "divide", "less", "where", "concat", "stack", "sqrt", "sum", "mean"} <= ops
    assert any("py:int=" in k for k in cells) and any("py:float=" in k for k in cells)
    if mode in ("torch", "numpy"):
        assert {"iadd", "itruediv", "add.out", "divide.out"} <= ops
    if mode.startswith("jax"):
        assert any("weak:" in k for k in cells)
