"""Promotion modes: which framework's rules decide result dtypes.

The mode is a setting (``_state.promotion``): ``"ivy_core"`` (the default,
ivy_core's own table, the same on every backend) or one of :data:`MODES`'
framework modes, whose rules live in ``_rules_torch``, ``_rules_numpy`` and
``_rules_jax``: those three modules are imported on the first use of a
framework mode (:data:`MODES` reads them), not by ``import ivy_core``,
which needs only the mode names (about 1 ms less on import). A backend
builds a second set of entries per framework mode on first use
(``Backend.entries_in``); ``_dispatch`` points the public functions at them
while the mode is in force, so the default mode's calls pay nothing for the
modes' existence.

Which functions a mode governs is decided here, by :func:`op_class`: the
elementwise functions that promote, ``where``, ``concat``/``stack``,
``sum``/``prod``/``cumulative_sum``/``cumulative_prod``, ``mean``, the
float functions of one array, ``matmul``, the index dtype of ``argmax`` and
``argmin``; in-place operators and ``out=`` follow the
mode's casting rule (:func:`can_write`). Every other function keeps
ivy_core's rules in every mode.
"""

from __future__ import annotations

from _collections_abc import Mapping

from .._base import _state
from .._base._errors import ArgumentTypeError, PromotionError
from ._promotion import ND, PYTHON, UNARY, WEAK, WEAK_SCALARS, ZERO_D

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import Any, Protocol

    from ._rules import Operand, Rules

    class Declared(Protocol):
        """What :func:`op_class` reads of a function's spec (an
        ``ApiFunction`` of ``_spec._api``, a layer above this one)."""

        @property
        def name(self) -> str: ...
        @property
        def spec(self) -> Callable[..., Any]: ...
        @property
        def dtype(self) -> str | None: ...
        @property
        def promote(self) -> tuple[str, ...]: ...
        @property
        def sequences(self) -> tuple[str, ...]: ...
        @property
        def float_inputs(self) -> tuple[str, ...]: ...
        @property
        def arrays(self) -> tuple[str, ...]: ...


__all__ = [
    "DEFAULT", "MODES", "current", "rules_of", "op_class", "check_mode", "describe",
    "special_dtypes", "can_write", "inplace_result", "result_type",
]  # fmt: skip

DEFAULT = "ivy_core"

#: The framework modes, each with the module of its rules and their name there.
_RULES_AT = {
    "torch": ("_rules_torch", "RULES"),
    "numpy": ("_rules_numpy", "RULES"),
    "jax": ("_rules_jax", "RULES"),
    "jax_x64": ("_rules_jax", "RULES_X64"),
}
#: The rules of the framework modes, once their modules are imported (:func:`_load`).
_LOADED: dict[str, Rules] = {}


def _load() -> dict[str, Rules]:
    """The rules of every framework mode, importing their modules the first time."""
    if not _LOADED:
        from . import _rules_jax, _rules_numpy, _rules_torch  # the first use of a framework mode

        modules = {"_rules_jax": _rules_jax, "_rules_numpy": _rules_numpy, "_rules_torch": _rules_torch}
        _LOADED.update({mode: getattr(modules[m], attr) for mode, (m, attr) in _RULES_AT.items()})
    return _LOADED


class _Modes(Mapping[str, "Rules"]):
    """Mode name -> the framework's rules: a read-only mapping whose names are
    known at import and whose rules are imported when one is first read."""

    def __getitem__(self, mode: str) -> Rules:
        if mode not in _RULES_AT:
            raise KeyError(mode)
        return _load()[mode]

    def __contains__(self, mode: object) -> bool:
        return mode in _RULES_AT

    def __iter__(self) -> Iterator[str]:
        return iter(_RULES_AT)

    def __len__(self) -> int:
        return len(_RULES_AT)

    def __repr__(self) -> str:
        return f"<ivy_core promotion modes {', '.join(_RULES_AT)}>"


#: Mode name -> the framework's rules.
MODES: Mapping[str, Rules] = _Modes()


def check_mode(mode: Any, where: str) -> str:
    if isinstance(mode, str) and (mode == DEFAULT or mode in MODES):
        return mode
    raise ValueError(
        f"{where}: unknown promotion mode {mode!r}; choose one of "
        f"{', '.join(repr(m) for m in (DEFAULT, *MODES))}"
    )


def current() -> str:
    """The promotion mode in force here (the block's, else the process-wide one)."""
    mode: str = _state.promotion.get()
    return mode


def rules_of(mode: str) -> Rules | None:
    """The rules of a framework mode; None for ivy_core's own."""
    return MODES.get(mode)


#: API functions whose class their spec options do not tell.
_BY_NAME = {
    "subtract": "subtract", "divide": "divide", "floor_divide": "floor_divide", "pow": "pow",
    "less": "compare", "less_equal": "compare", "greater": "compare", "greater_equal": "compare",
    "equal": "compare", "not_equal": "compare",
    "bitwise_and": "bitwise", "bitwise_or": "bitwise", "bitwise_xor": "bitwise",
    "bitwise_left_shift": "bitwise", "bitwise_right_shift": "bitwise",
    "logical_and": None, "logical_or": None, "logical_xor": None,
    "negative": "negative", "where": "where", "concat": "concat", "stack": "concat",
    "sum": "sum", "prod": "sum", "cumulative_sum": "sum", "cumulative_prod": "sum", "mean": "mean",
    "matmul": "matmul", "argmax": "index", "argmin": "index",
}  # fmt: skip


def op_class(api: Declared) -> str | None:
    """The operation class (``_rules``) a mode applies to ``api``, or None:
    the function keeps ivy_core's rules in every mode."""
    if api.name in _BY_NAME:
        return _BY_NAME[api.name]
    if api.spec.__module__ != "ivy_core.elementwise" or api.dtype is not None:
        return None
    if len(api.promote) == 2 and not api.sequences:
        return "float2" if api.float_inputs else "arith"
    if api.float_inputs and len(api.arrays) == 1:
        return "float"
    return None


def describe(b: Any, native: Any) -> Operand:
    """An operand of backend ``b`` as the rules read it: a native array
    (n-d, 0-d or weakly typed) or a Python scalar."""
    t = type(native)
    if t is bool or t is int or t is float or t is complex:
        return (PYTHON, t.__name__, native)
    if len(native.shape):
        return (ND, b.from_native[native.dtype], None)
    weak = b.runtime_is_weak
    return (WEAK if weak is not None and weak(native) else ZERO_D, b.from_native[native.dtype], None)


def special_dtypes(rules: Rules, op: str, dtypes: Any) -> frozenset[str]:
    """The dtypes whose same-dtype calls (two arrays of it, or an array and a
    Python scalar that ivy_core's fast path lets keep its dtype, each array
    n-d or 0-d) do not simply keep the dtype under ``rules``: those calls
    take the mode's slow path, the others may stay on the fast one."""
    if op == "index":  # the fast path gives ivy_core's index dtype, not the framework's
        return frozenset(dtypes)
    out = set()
    for d in dtypes:
        try:
            if op in UNARY:
                answers = [rules.unary(op, d, "")]
            else:
                arrays: list[Operand] = [(ND, d, None), (ZERO_D, d, None)]
                others = arrays + [(PYTHON, t.__name__, _SAMPLE[t]) for t in WEAK_SCALARS[d.kind]]
                answers = [rules.binary(op, x, y, "") for x in arrays for y in others]
                answers += [rules.binary(op, y, x, "") for x in arrays for y in others[2:]]
            same = all(_keeps(op, d, a) for a in answers)
        except (PromotionError, OverflowError):
            same = False
        if not same:
            out.add(d)
    return frozenset(out)


#: A value of each Python scalar type, to probe the rules with.
_SAMPLE: dict[type, Any] = {bool: True, int: 1, float: 1.0, complex: 1j}


def _keeps(op: str, dtype: str, answer: tuple[str, str]) -> bool:
    compute, result = answer
    return compute == dtype and (result == dtype or (op == "compare" and result == "bool"))


def can_write(rules: Rules | None, result: str, target: str, where: str) -> None:
    """Raise unless a result of dtype ``result`` may be written into an array
    of dtype ``target`` under ``rules`` (in-place operators, ``out=``)."""
    ok = None if rules is None else rules.can_write(result, target)
    if rules is None or ok is None:
        raise PromotionError(
            f"{where}: the result is {result}, not {target}; in-place operators and out= keep "
            f"the dtype"
            + ("" if rules is None else f" ({rules.framework} has no in-place writes)")
            + ": write x = ivy_core.<function>(x, y) instead"
        )
    if not ok:
        rule = "same_kind casting" if rules.name == "numpy" else "canCast"
        raise PromotionError(
            f"{where}: {rules.framework} does not write a {result} result into a {target} "
            f"array ({rule}); cast explicitly with ivy_core.astype, or write into an array "
            "of a wider kind"
        )


def inplace_result(b: Any, name: str, result: Any, target: Any) -> Any:
    """The result of an in-place operator ``x op= y`` whose dtype is not
    ``x``'s: cast to it where the mode's framework would, else an error."""
    mode = current()
    have, want = b.from_native[result.dtype], b.from_native[target]
    if mode == DEFAULT:  # as out= of another dtype than the result
        raise ArgumentTypeError(
            f"ivy_core.Array in-place {name} (backend {b.name!r}): the result is {have}, not "
            f"this array's {want}; in-place operators keep the dtype: write "
            f"x = ivy_core.{name}(x, y) instead"
        )
    where = f"ivy_core.Array in-place {name} (backend {b.name!r}, promotion mode {mode!r})"
    can_write(MODES[mode], have, want, where)
    return b.impls["astype"](result, target, copy=False)


def result_type(mode: str, values: Any, dtype_of: Any, where: str) -> str:
    """``ivy_core.result_type(..., mode=)``: ``values`` are arrays, dtypes and
    Python scalars; ``dtype_of(v)`` reads an array's or dtype's name and
    whether it is an n-d array, a 0-d one or a dtype."""
    rules = MODES[mode]
    ops: list[Operand] = []
    for v in values:
        t = type(v)
        if t is bool or t is int or t is float or t is complex:
            ops.append((PYTHON, t.__name__, v))
        else:
            ops.append(dtype_of(v))
    if not ops:
        raise ValueError(f"{where}: at least one array, dtype or scalar is required")
    return rules.result_type(ops, where)


