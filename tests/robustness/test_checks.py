"""The judge itself: what counts as naming the function, the backend and
the value, and how outcomes are told apart."""

from __future__ import annotations

from checks import judge, names_function, names_token, run_case, snapshot
from corpus import Case, call, tokens_of
from selection import selected_backends

import ivy_core as ivy


def _case(kind="type", function="sum", tokens=("'abc'",)):
    return Case("self-test", kind, function, call(lambda: None), tokens)


def test_names_function_accepts_ivy_core_spellings_only():
    assert names_function("ivy_core.sum (backend 'numpy'): bad", "sum")
    assert names_function("ivy_core.fft.fft: n must be positive", "fft")
    assert names_function("ivy_core.Array.__getitem__ (backend 'jax'): index", "__getitem__")
    assert names_function("sum: axis 5 out of range", "sum")
    assert not names_function("torch.sum: expected a Tensor", "sum")
    assert not names_function("ivy_core.cumsum: bad", "sum")
    assert not names_function("ivy_core.cumulative_sum: bad", "cumsum")


def test_names_token_respects_word_boundaries():
    assert names_token("axis 10 is out of range", "10")
    assert not names_token("axis 100 is out of range", "10")
    assert not names_token("got -10", "10")
    assert names_token("got -10", "-10")
    assert names_token("got 'abc' (str)", "'abc'")


def test_tokens_of_spell_values_the_usual_ways():
    assert "'float33'" in tokens_of("float33") and "float33" in tokens_of("float33")
    assert "NoneType" in tokens_of(None)
    assert "nan" in tokens_of(float("nan"))


def test_judge_tells_the_outcomes_apart():
    case = _case()
    assert judge(case, "numpy", None, False).outcome == "silent"
    good = TypeError("ivy_core.sum (backend 'numpy'): axis must be an int, got 'abc'")
    assert judge(case, "numpy", good, False).outcome == "clean"
    assert judge(case, "numpy", good, True).reasons == ["global state changed"]
    assert judge(case, "numpy", ValueError(str(good)), False).outcome == "unclear"
    raw = TypeError("unsupported operand 'abc'")
    reasons = judge(case, "numpy", raw, False).reasons
    assert any("function" in r for r in reasons) and any("backend" in r for r in reasons)


def test_judge_wants_the_ivy_class_for_axis_errors():
    case = _case("axis", tokens=("5",))
    plain = IndexError("ivy_core.sum (backend 'numpy'): axis 5 out of range")
    assert judge(case, "numpy", plain, False).outcome == "unclear"
    typed = ivy.AxisError(str(plain))
    assert judge(case, "numpy", typed, False).outcome == "clean"


def test_run_case_sees_a_state_change():
    backend = selected_backends()[0]
    leak = Case("leak", "value", "set_precise_mode", call(ivy.set_precise_mode, False), names_backend=False)
    before = snapshot()
    outcome = run_case(leak, backend)
    assert outcome.outcome == "silent"  # it returned; the state check is in judge
    assert snapshot() == before  # run_case put the state back
