"""Dtype casting modes: what a call does with a dtype the function does not
support (see ``_support.py`` for how support is declared).

Without a mode such a call raises. Under a mode the argument is cast to a
nearby dtype the function supports and the function computes (and returns)
in that dtype:

- ``up``: the next larger supported dtype of the same group;
- ``down``: the next smaller one (among 16-bit floats bfloat16 first);
- ``cross``: integers to the default float dtype, floats to the default int
  dtype.

The modes in force are ``_state.casting``: a process-wide frozenset set by
the four functions ``upcast_data_types`` and friends (plain calls, they
return nothing), under a per-thread/per-task override opened by
``with casting_mode(...)``.
"""

from __future__ import annotations

import _thread

from .._base import _state
from . import _dtypes

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = [
    "upcast_data_types", "downcast_data_types", "crosscast_data_types", "cast_data_types",
    "casting_mode", "casting_modes",
]  # fmt: skip

#: The modes, in the order ``find_cast`` tries them.
_MODES = ("cross", "up", "down")
#: Public mode name -> the modes it stands for.
_NAMES: dict[str, frozenset[str]] = {
    "crosscast": frozenset({"cross"}),
    "upcast": frozenset({"up"}),
    "downcast": frozenset({"down"}),
    "cast": frozenset(_MODES),
}
#: Mode -> the process-wide setter that turns it on (for error messages).
MODE_FUNCTIONS = {"cross": "crosscast_data_types", "up": "upcast_data_types", "down": "downcast_data_types"}

_set_lock = _thread.allocate_lock()


def active_modes() -> frozenset[str]:
    """The modes in force here (this block's, else the process-wide ones)."""
    modes: frozenset[str] = _state.casting.get()
    return modes


def casting_modes() -> dict[str, bool]:
    """Which casting modes are in force here: ``{"crosscast": ...,
    "upcast": ..., "downcast": ...}``."""
    modes = active_modes()
    return {"crosscast": "cross" in modes, "upcast": "up" in modes, "downcast": "down" in modes}


def _apply(current: frozenset[str], modes: frozenset[str], val: bool) -> frozenset[str]:
    return frozenset(current | modes) if val else frozenset(current - modes)


def _check_val(where: str, val: object) -> None:
    if not isinstance(val, bool):
        raise TypeError(f"ivy_core.{where}: val must be True or False, got {val!r}")


def _set(name: str, modes: frozenset[str], val: bool) -> None:
    _check_val(name, val)
    with _set_lock:
        _state.casting.value = _apply(_state.casting.value, modes, val)


def upcast_data_types(val: bool = True) -> None:
    """Process-wide: cast an argument whose dtype a function does not
    support to the next larger supported dtype of its group (``int8 ->
    int16 -> int32 -> int64``, ``float16``/``bfloat16 -> float32 ->
    float64``, ``complex64 -> complex128``, the unsigned ints likewise); no
    cast when there is none. ``val=False`` turns the mode off. For one block
    only, use ``with ivy_core.casting_mode("upcast"): ...``."""
    _set("upcast_data_types", _NAMES["upcast"], val)


def downcast_data_types(val: bool = True) -> None:
    """Process-wide: cast an unsupported dtype to the next smaller supported
    dtype of its group (``float32`` -> ``bfloat16`` before ``float16``,
    keeping range); no cast when there is none. ``val=False`` turns the mode
    off; ``casting_mode("downcast")`` is the block form."""
    _set("downcast_data_types", _NAMES["downcast"], val)


def crosscast_data_types(val: bool = True) -> None:
    """Process-wide: cast an unsupported integer dtype to the default float
    dtype and an unsupported float dtype to the default int dtype, when the
    function supports that dtype. ``val=False`` turns the mode off;
    ``casting_mode("crosscast")`` is the block form."""
    _set("crosscast_data_types", _NAMES["crosscast"], val)


def cast_data_types(val: bool = True) -> None:
    """Process-wide: all three modes (a call tries a cross-cast, then an
    upcast, then a downcast). ``val=False`` turns all three off;
    ``casting_mode("cast")`` is the block form."""
    _set("cast_data_types", _NAMES["cast"], val)


class CastingMode:
    """The context manager :func:`casting_mode` returns. Each ``with`` on it
    starts from the modes in force at that moment and adds (or, with
    ``val=False``, removes) its modes, for the calling thread or async task
    only; the object holds no per-entry state, so it may be nested in itself
    and entered by several threads at once."""

    __slots__ = ("names", "modes", "val")

    def __init__(self, names: tuple[str, ...], modes: frozenset[str], val: bool) -> None:
        self.names = names
        self.modes = modes
        self.val = val

    def __enter__(self) -> CastingMode:
        _state.casting.enter(self, _apply(_state.casting.get(), self.modes, self.val))
        return self

    def __exit__(self, *exc: object) -> None:
        _state.casting.exit(self)

    def __repr__(self) -> str:
        args = ", ".join(map(repr, self.names))
        return f"ivy_core.casting_mode({args}{'' if self.val else ', val=False'})"


def casting_mode(*names: str, val: bool = True) -> CastingMode:
    """A context manager that turns casting modes on (``val=False``: off) for
    its block, in the calling thread or async task only::

        with ivy_core.casting_mode("upcast"): ...
        with ivy_core.casting_mode("upcast", "downcast"): ...
        with ivy_core.casting_mode("cast", val=False): ...   # none in here

    The names are ``"upcast"``, ``"downcast"``, ``"crosscast"`` and ``"cast"``
    (all three). The process-wide modes are left as they are; they are set
    with :func:`upcast_data_types` and friends."""
    _check_val("casting_mode", val)
    valid = ", ".join(map(repr, _NAMES))
    if not names:
        raise ValueError(f"ivy_core.casting_mode: name at least one mode ({valid})")
    modes: frozenset[str] = frozenset()
    for n in names:
        if isinstance(n, bool):
            shown = ", ".join(repr(x) for x in names if isinstance(x, str) and x in _NAMES) or "..."
            raise TypeError(f"ivy_core.casting_mode: val is keyword-only: casting_mode({shown}, val={n})")
        got = _NAMES.get(n) if isinstance(n, str) else None
        if got is None:
            raise ValueError(f"ivy_core.casting_mode: unknown mode {n!r}; the modes are {valid}")
        modes |= got
    return CastingMode(names, modes, val)


# --- which dtype a mode picks ------------------------------------------------------

_GROUPS: dict[str, tuple[_dtypes.Dtype, ...]] = {
    "signed": (_dtypes.int8, _dtypes.int16, _dtypes.int32, _dtypes.int64),
    "unsigned": (_dtypes.uint8, _dtypes.uint16, _dtypes.uint32, _dtypes.uint64),
    "float": (_dtypes.float16, _dtypes.bfloat16, _dtypes.float32, _dtypes.float64),
    "complex": (_dtypes.complex64, _dtypes.complex128),
}


def cast_target(dtype: _dtypes.Dtype, ok: Callable[[_dtypes.Dtype], bool], mode: str) -> _dtypes.Dtype | None:
    """The dtype ``mode`` (``cross``/``up``/``down``) casts ``dtype`` to, given
    which dtypes the function supports (``ok``); ``None`` if none fits."""
    kind = dtype.kind
    if mode == "cross":
        if kind in ("signed", "unsigned"):
            target = _dtypes.get_default("float")
        elif kind == "float":
            target = _dtypes.get_default("int")
        else:
            return None
        return target if ok(target) else None
    group = _GROUPS.get(kind)
    if group is None:
        return None
    if mode == "up":
        for d in group:
            if d.bits > dtype.bits and ok(d):
                return d
        return None
    lower = [d for d in group if d.bits < dtype.bits]
    # Next smaller size first; among 16-bit floats bfloat16 first (float32's range).
    lower.sort(key=lambda d: (-d.bits, d != _dtypes.bfloat16))
    for d in lower:
        if ok(d):
            return d
    return None


def find_cast(
    dtype: _dtypes.Dtype, ok: Callable[[_dtypes.Dtype], bool], modes: Any
) -> tuple[_dtypes.Dtype, str] | None:
    """The first cast the active modes allow, in the order cross, up, down."""
    for m in _MODES:
        if m in modes:
            t = cast_target(dtype, ok, m)
            if t is not None:
                return t, m
    return None
