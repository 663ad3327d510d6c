"""Running one bad call and judging what came out of it.

Outcomes:

- ``clean``: it raised the builtin family (and, for axis/shape/backend/mixed
  mistakes, the ivy_core class) of its kind, with a message naming the
  function, the backend and the offending value, and left ivy_core's global
  state as it found it;
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


def names_function(message: str, function: str) -> bool:
    """``message`` names ``function`` as ivy_core's (``ivy_core.sum``,
    ``ivy_core.fft.fft``, ``Array.__getitem__``, a bare ``sum``), not as a
    framework's (``torch.sum``)."""
    pattern = rf"(?:^|[^\w.]|ivy_core\.(?:fft\.|linalg\.)?|Array\.){re.escape(function)}(?!\w)"
    return re.search(pattern, message) is not None


def names_token(message: str, token: str) -> bool:
    if re.fullmatch(r"-?\w+", token):
        return re.search(rf"(?<![\w-]){re.escape(token)}(?!\w)", message) is not None
    return token in message


def judge(case: Case, backend: str, error: BaseException | None, state_changed: bool) -> Outcome:
    if error is None:
        return Outcome(case.id, backend, "silent", reasons=["returned a value instead of raising"])
    message = str(error)
    out = Outcome(case.id, backend, "clean", error=f"{type(error).__name__}: {message}")
    family, ivy_class = EXPECTED[case.kind]
    if not isinstance(error, family):
        out.reasons.append(f"class {type(error).__name__} is not a {family.__name__} ({case.kind})")
    elif ivy_class is not None and not isinstance(error, ivy_class):
        out.reasons.append(f"class {type(error).__name__} is not ivy_core.{ivy_class.__name__}")
    if case.kind == "axis" and not isinstance(error, ValueError):
        out.reasons.append("an axis error must also be a ValueError")
    if not names_function(message, case.function):
        out.reasons.append(f"message does not name the function {case.function!r}")
    if case.names_backend and not names_token(message, backend):
        out.reasons.append(f"message does not name the backend {backend!r}")
    if case.tokens and not any(names_token(message, t) for t in case.tokens):
        out.reasons.append(f"message does not name the value (any of {list(case.tokens)})")
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
