"""Running one bad call and judging what came out of it.

Outcomes:

- ``clean``: it raised exactly the class of its kind (``corpus.EXPECTED``,
  an ivy_core class), with a message naming the function (``ivy_core.sum``),
  the backend and the offending value in its diagnosis (not only in the dump
  of every argument that follows it), a weak value (``None``, ``0``) next to
  the parameter's name, and left ivy_core's global state as it found it;
- ``unclear``: it raised, but the class, the message or the state is not as
  required (``reasons`` says which);
- ``silent``: it returned a value;
- ``crash``: the process running it died (gigantic sizes, in a child process);
- ``broken``: the case itself failed before the call (its operands).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from corpus import EXPECTED, Case

import ivy_core as ivy


@dataclass
class Outcome:
    case_id: str
    backend: str
    outcome: str
    error: str = ""  # "ClassName: message" of what was raised
    reasons: list[str] = field(default_factory=list)

    def describe(self) -> str:
        why = "; ".join(self.reasons)
        return f"[{self.backend}] {self.case_id}: {self.outcome} ({why})\n    raised: {self.error[:600]}"


def snapshot() -> tuple[Any, ...]:
    """ivy_core's global state, as a user sees it."""
    return (
        ivy.backend_stack(),
        ivy.current_backend_str(),
        ivy.default_float_dtype(),
        ivy.default_int_dtype(),
        ivy.default_uint_dtype(),
        ivy.default_complex_dtype(),
        tuple(sorted(ivy.casting_modes().items())),
        ivy.precise_mode(),
    )


#: How a message names a function unambiguously: ``ivy_core.sum``,
#: ``ivy_core.fft.fft``, ``Array.__getitem__``, or a call ``sum(``. A bare
#: ``all`` or ``min`` is an ordinary word of a sentence, not a name.
def names_function(message: str, function: str) -> bool:
    """``message`` names ``function`` as ivy_core's, not as a framework's
    (``torch.sum``) and not as a word of the text ("all arguments")."""
    name = re.escape(function)
    qualified = rf"(?<![\w.])(?:ivy_core\.(?:fft\.|linalg\.)?|ivy_core\.Array\.|Array\.){name}(?!\w)"
    called = rf"(?<![\w.]){name}\("
    return re.search(qualified, message) is not None or re.search(called, message) is not None


def names_token(message: str, token: str) -> bool:
    if re.fullmatch(r"-?\w+", token):
        return re.search(rf"(?<![\w-]){re.escape(token)}(?!\w)", message) is not None
    return token in message


#: Where the diagnosis of a converted framework error ends: _failure.py
#: appends every argument of the call ("Called with x=..., axis=5") and the
#: framework's own text ("torch said: ..."); a value found only there is not
#: named as the offending one.
_DUMP = re.compile(r"\. Called with |(?:^|\. )[\w.+ -]* said: ")


def diagnosis(message: str) -> str:
    """The part of ``message`` that says what was wrong: the text before the
    argument dump and the framework's message."""
    found = _DUMP.search(message)
    return message if found is None else message[: found.start()]


def weak(token: str) -> bool:
    """A spelling of a value that a message holds by chance (``None``,
    ``True``, ``0``, ``-1``, ``'a'``, ``''``): found alone it names nothing."""
    core = token.strip("'\"-")
    return len(core) <= 2 or core in ("None", "NoneType", "True", "False")


#: How far apart (characters) a parameter's name and its value may be: the
#: name first (``axis 10 is out of range``, ``argument 'x' must be an
#: array, got NoneType None``), or the value just before the name
#: (``'' is not an ivy_core dtype``).
_AFTER, _BEFORE = 60, 30
#: Another name a message may give a parameter by (one axis of ``axes``).
_ALIASES = {"axes": ("axis",)}


def names_near(text: str, param: str, token: str) -> bool:
    """``text`` gives ``token`` as the value of ``param`` (or an alias):
    ``axis=5``, ``argument 'axis' must be an int, not NoneType None``,
    ``ord None is not ...``, ``'' is not an ivy_core dtype``."""
    value = re.escape(token)
    if re.fullmatch(r"-?\w+", token):
        value = rf"(?<![\w-]){value}(?!\w)"
    for p in (param, *_ALIASES.get(param, ())):
        name = rf"(?<![\w.]){re.escape(p)}(?![\w(])"
        if re.search(rf"{name}.{{0,{_AFTER}}}?{value}|{value}.{{0,{_BEFORE}}}?{name}", text, re.DOTALL):
            return True
    return False


def names_param(text: str, param: str) -> bool:
    """``text`` names the parameter ``param`` (or an alias) as a word; an
    empty ``param`` (a case that does not know it) counts as named."""
    names = (param, *_ALIASES.get(param, ())) if param else ()
    return not param or any(re.search(rf"(?<![\w.]){re.escape(p)}(?![\w(])", text) for p in names)


def names_value(text: str, case: Case) -> bool:
    """``text`` (a diagnosis) names the offending value of ``case``: a
    distinctive spelling anywhere in it, a weak one (:func:`weak`) next to
    the name of the spoiled parameter (``case.param``)."""
    strong = [t for t in case.tokens if not weak(t)]
    if any(names_token(text, t) for t in strong):
        return True
    weak_tokens = [t for t in case.tokens if weak(t)]
    if not case.param:
        return any(names_token(text, t) for t in weak_tokens)
    return any(names_near(text, case.param, t) for t in weak_tokens)


def judge(case: Case, backend: str, error: BaseException | None, state_changed: bool) -> Outcome:
    if error is None:
        return Outcome(case.id, backend, "silent", reasons=["returned a value instead of raising"])
    message = str(error)
    out = Outcome(case.id, backend, "clean", error=f"{type(error).__name__}: {message}")
    allowed = EXPECTED[case.kind]
    if type(error) not in allowed:
        names = " or ".join(c.__name__ for c in allowed)
        out.reasons.append(f"class {type(error).__name__} is not {names} ({case.kind})")
    if not names_function(message, case.function):
        out.reasons.append(f"message does not name the function {case.function!r}")
    if case.names_backend and not names_token(message, backend):
        out.reasons.append(f"message does not name the backend {backend!r}")
    said = diagnosis(message)
    if case.tokens and not names_value(said, case):
        where = f"next to {case.param!r} " if case.param and all(weak(t) for t in case.tokens) else ""
        out.reasons.append(
            f"the diagnosis does not name the value {where}(any of {list(case.tokens)}): {said[-160:]!r}"
        )
    if state_changed:
        out.reasons.append("global state changed")
    if out.reasons:
        out.outcome = "unclear"
    return out


def run_case(case: Case, backend: str) -> Outcome:
    """Make the call of ``case`` under ``backend`` (in this process) and judge it."""
    with ivy.using_backend(backend):
        try:
            fn, args, kwargs = case.build(backend)
        except Exception as exc:  # the case's operands, not the call under test
            return Outcome(
                case.id, backend, "broken", f"{type(exc).__name__}: {exc}", ["the case's setup failed"]
            )
        before = snapshot()
        error: BaseException | None = None
        try:
            fn(*args, **kwargs)
        except Exception as exc:
            error = exc
        after = snapshot()
    changed = before != after
    if changed:
        # Put it back so that one leak does not spoil the cases after it.
        restore(before)
    return judge(case, backend, error, changed)


def restore(state: tuple[Any, ...]) -> None:
    from ivy_core._select import _handler

    _handler.reset()
