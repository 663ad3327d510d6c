"""The judge itself: what counts as naming the function, the backend and
the value, and how outcomes are told apart."""

from __future__ import annotations

from checks import diagnosis, judge, names_function, names_near, names_token, run_case, snapshot, weak
from corpus import EXPECTED, Case, call, corpus, tokens_of
from selection import selected_backends

import ivy_core as ivy


def _case(kind="type", function="sum", tokens=("'abc'",), param=""):
    return Case("self-test", kind, function, call(lambda: None), tokens, param=param)


def test_names_function_accepts_ivy_core_spellings_only():
    assert names_function("ivy_core.sum (backend 'numpy'): bad", "sum")
    assert names_function("ivy_core.fft.fft: n must be positive", "fft")
    assert names_function("ivy_core.Array.__getitem__ (backend 'jax'): index", "__getitem__")
    assert names_function("use sum(x, axis=0) instead", "sum")
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
    good = ivy.ArgumentTypeError("ivy_core.sum (backend 'numpy'): axis must be an int, got 'abc'")
    assert judge(case, "numpy", good, False).outcome == "clean"
    assert judge(case, "numpy", good, True).reasons == ["global state changed"]
    assert judge(case, "numpy", ValueError(str(good)), False).outcome == "unclear"
    raw = TypeError("unsupported operand 'abc'")
    reasons = judge(case, "numpy", raw, False).reasons
    assert any("function" in r for r in reasons) and any("backend" in r for r in reasons)


def test_judge_wants_the_ivy_class_for_axis_errors():
    case = _case("axis", tokens=("5",), param="axis")
    plain = IndexError("ivy_core.sum (backend 'numpy'): axis 5 out of range")
    assert judge(case, "numpy", plain, False).outcome == "unclear"
    typed = ivy.AxisError(str(plain))
    assert judge(case, "numpy", typed, False).outcome == "clean"


def test_judge_wants_the_exact_class_of_the_kind():
    """ivy_core's classes derive from several builtins: a subclass of the
    family does not do (issue 30 item 18)."""
    text = "ivy_core.sum (backend 'numpy'): argument 'keepdims' must be a bool, got 'abc'"
    value, kind_type = _case("value"), _case("type")
    assert judge(value, "numpy", ivy.ArgumentValueError(text), False).outcome == "clean"
    for wrong in (ivy.AxisError, ivy.ShapeError, ValueError):  # all ValueErrors
        outcome = judge(value, "numpy", wrong(text), False)
        assert outcome.outcome == "unclear" and "ArgumentValueError" in outcome.reasons[0]
    assert judge(kind_type, "numpy", ivy.ArgumentTypeError(text), False).outcome == "clean"
    for wrong in (ivy.MixedBackendError, ivy.PromotionError, ivy.InvalidDtypeError, TypeError):  # all TypeErrors
        assert judge(kind_type, "numpy", wrong(text), False).outcome == "unclear"
    index = _case("index", function="__getitem__")
    axis_text = "ivy_core.Array.__getitem__ (backend 'numpy'): index 'abc' is out of bounds"
    assert judge(index, "numpy", ivy.AxisError(axis_text), False).outcome == "unclear"
    assert judge(index, "numpy", ivy.InvalidIndexError(axis_text), False).outcome == "clean"
    assert set(EXPECTED) >= {c.kind for c in corpus()}


def test_an_ordinary_word_does_not_name_a_function():
    assert not names_function("ivy_core.any (backend 'numpy'): all arguments must be arrays", "all")
    assert not names_function("the min of the range is 0", "min")
    assert names_function("ivy_core.all (backend 'numpy'): x must be an array", "all")
    assert names_function("ivy_core.fft.fft (backend 'jax'): n must be at least 1", "fft")
    assert names_function("ivy_core.Array.__setitem__ (backend 'torch'): bad", "__setitem__")
    case = _case(function="all")
    said = ivy.ArgumentTypeError("ivy_core.any (backend 'numpy'): all of them got 'abc'")
    assert "function 'all'" in judge(case, "numpy", said, False).reasons[0]


def test_a_value_only_in_the_argument_dump_is_not_named():
    """_failure.py appends every argument ("Called with ...") and the
    framework's text: the generic diagnosis before them names nothing
    (issue 30 item 17)."""
    generic = (
        "ivy_core.var (backend 'numpy'): an argument has a type the backend does not take; check the "
        "arguments against help(ivy_core.var). Called with x=Array(float32, shape=(3,)), correction='abc'. "
        "numpy 2.4 said: TypeError: unsupported operand 'abc'"
    )
    assert diagnosis(generic).endswith("help(ivy_core.var)")
    case = _case(function="var", param="correction")
    outcome = judge(case, "numpy", ivy.ArgumentTypeError(generic), False)
    assert outcome.outcome == "unclear" and "does not name the value" in outcome.reasons[0]
    named = "ivy_core.var (backend 'numpy'): argument 'correction' must be int or float, not str 'abc'"
    assert judge(case, "numpy", ivy.ArgumentTypeError(named + ". Called with x=..."), False).outcome == "clean"


def test_a_weak_value_must_stand_next_to_its_parameter():
    """``None``, ``0``, ``-1``, ``''`` turn up in any message: found alone
    they name nothing; next to the parameter's name they do."""
    assert weak("None") and weak("5") and weak("-10") and weak("''") and not weak("'abc'") and not weak("300")
    case = _case("axis", tokens=("5",), param="axis")
    far = "ivy_core.sum (backend 'numpy'): 5 dimensions is more than " + "the array has; " * 5 + "bad axis"
    assert judge(case, "numpy", ivy.AxisError(far), False).outcome == "unclear"
    assert not names_near("ivy_core.sum: keepdims must be a bool, got 5, which is neither True nor False; the axis is fine", "axis", "5")
    for text in ("axis 5 is out of range", "axis=5 is out of range", "argument 'axis' must be in [-1, 0], not 5"):
        assert names_near(text, "axis", "5"), text
        assert judge(case, "numpy", ivy.AxisError(f"ivy_core.sum (backend 'numpy'): {text}"), False).outcome == "clean"
    assert names_near("'' is not an ivy_core dtype", "dtype", "''")
    assert names_near("axis 5 is out of range", "axes", "5")  # one axis of axes


def test_run_case_sees_a_state_change():
    backend = selected_backends()[0]
    leak = Case("leak", "value", "set_precise_mode", call(ivy.set_precise_mode, False), names_backend=False)
    before = snapshot()
    outcome = run_case(leak, backend)
    assert outcome.outcome == "silent"  # it returned; the state check is in judge
    assert snapshot() == before  # run_case put the state back
