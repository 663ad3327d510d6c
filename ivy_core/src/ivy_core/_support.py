"""Per-function dtype and device support, and the dtype casting modes.

Backend authors declare what a function cannot do with the decorators below
(seed 000, "Supported and Unsupported Data Types")::

    from ivy_core.plugin import with_unsupported_dtypes

    @with_unsupported_dtypes({"2.0.1 and below": ("float16",), "2.1.0 and above": ()})
    def cumsum(x, axis, ...): ...

A declaration maps version ranges of the framework (``"X and below"``,
``"X and above"``, ``"X to Y"``, an exact ``"X"``; PEP 440 versions) to dtype
names and dtype classes (``valid``, ``numeric``, ``float``, ``integer``,
``unsigned``, ``complex``). The decorator only records it; when the backend
loads, each declaration is resolved once against the installed framework
version and turned into the set of native dtypes the composed function
checks (see ``_backend.py``). Nothing is looked up per call.

Which range applies: an exact version wins over ranges; otherwise the range
holding the installed version; when none holds it, the "last known" range:
the newest range that ends before the installed version, or, for a version
older than every range, the oldest range. Two ranges that overlap are a
declaration error.

Casting modes (``upcast_data_types`` and friends) decide what happens when a
call meets a declared-unsupported dtype: raise (the default) or cast the
argument to a nearby supported dtype and compute in that dtype.
"""

from __future__ import annotations

import contextvars
import sys

from . import _dtypes
from ._errors import DeclarationError

# ``_version`` is imported where a declaration is made or resolved, not by
# ``import ivy_core``.

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from typing import Any

    from ._version import Version, VersionRange

__all__ = [
    "with_supported_dtypes", "with_unsupported_dtypes",
    "with_supported_devices", "with_unsupported_devices",
    "with_supported_device_and_dtypes", "with_unsupported_device_and_dtypes",
    "computed_in",
    "upcast_data_types", "downcast_data_types", "crosscast_data_types", "cast_data_types",
    "casting_modes",
]  # fmt: skip

#: Attribute holding a function's declarations: {"dtypes": Declaration, ...}.
ATTR = "__ivy_support__"
#: Attribute holding a ``computed_in`` mapping.
SUPERSET_ATTR = "__ivy_computed_in__"

_WHATS = ("dtypes", "devices", "device_and_dtypes")


def _v() -> Any:
    from . import _version

    return _version


class Declaration:
    """One decorator's arguments, as written; resolved at backend load."""

    __slots__ = ("kind", "what", "table", "version", "reason")

    def __init__(
        self, kind: str, what: str, table: Mapping[str, Any], version: str | None, reason: str | None
    ) -> None:
        self.kind = kind  # "supported" | "unsupported"
        self.what = what  # "dtypes" | "devices" | "device_and_dtypes"
        self.table = dict(table)
        self.version = version
        self.reason = reason

    def __repr__(self) -> str:
        return f"with_{self.kind}_{self.what}({self.table!r}, {self.version!r})"


def _declare(kind: str, what: str) -> Callable[..., Callable[[Callable[..., Any]], Callable[..., Any]]]:
    def decorator_factory(
        table: Mapping[str, Any], version: str | None = None, /, *, reason: str | None = None
    ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        name = f"with_{kind}_{what}"
        if not hasattr(table, "items") or not table:
            raise DeclarationError(
                f"{name}: pass a non-empty mapping from version ranges to "
                f"{'dtypes' if what != 'devices' else 'devices'}, got {table!r}"
            )
        for key in table:
            _v().parse_range(key)  # raises InvalidVersion (a ValueError) naming the key
        if version is not None and not isinstance(version, str):
            raise DeclarationError(f"{name}: the version must be a string, got {version!r}")

        def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
            existing: dict[str, Declaration] = dict(getattr(fn, ATTR, None) or {})
            if what in existing:
                raise DeclarationError(
                    f"{getattr(fn, '__qualname__', fn)!r}: both {existing[what]!r} and "
                    f"{name}(...) are declared; use only one of with_supported_{what} "
                    f"and with_unsupported_{what} per function"
                )
            existing[what] = Declaration(kind, what, table, version, reason)
            try:
                setattr(fn, ATTR, existing)
            except (AttributeError, TypeError):
                raise DeclarationError(
                    f"{name}: cannot annotate {fn!r}; decorate a Python function"
                ) from None
            return fn

        return decorate

    decorator_factory.__name__ = decorator_factory.__qualname__ = f"with_{kind}_{what}"
    decorator_factory.__doc__ = (
        f"Declare the {what.replace('_', ' ')} a backend function "
        f"{'supports (everything else is unsupported)' if kind == 'supported' else 'does not support'}, "
        "per framework version range.\n\n``table`` maps ranges (``'2.0.1 and below'``, "
        "``'1.12.1 and above'``, ``'1.11.0 to 2.0.1'``, ``'2.1.0'``) to "
        + (
            "device names (``cpu``, ``gpu``, ``tpu``)"
            if what == "devices"
            else "dtype names and classes"
            if what == "dtypes"
            else "mappings of device name to dtype names and classes"
        )
        + ". ``version`` is the framework version to resolve against (default: the "
        "installed version of the backend's framework, read when the backend "
        "loads) or, in the frontend form, a framework's distribution name "
        "(``'torch'``). ``reason`` says why, for error messages and the support matrix."
    )
    return decorator_factory


with_supported_dtypes = _declare("supported", "dtypes")
with_unsupported_dtypes = _declare("unsupported", "dtypes")
with_supported_devices = _declare("supported", "devices")
with_unsupported_devices = _declare("unsupported", "devices")
with_supported_device_and_dtypes = _declare("supported", "device_and_dtypes")
with_unsupported_device_and_dtypes = _declare("unsupported", "device_and_dtypes")


def computed_in(
    mapping: Mapping[str, str], /, *, reason: str | None = None
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Superset support: the framework lacks a dtype for this function, so
    the backend computes it in another dtype that holds every value of it
    (``{"uint16": "int32"}``) and casts the result back to the original dtype.

    The wrapper built at load casts array arguments of a key dtype to its
    value dtype, calls the implementation, and casts an array result in the
    value dtype back. Each pair is checked at load to be lossless (the value
    dtype holds every value of the key dtype), so the result is what a
    framework with native support would give.
    """
    pairs = dict(mapping)

    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        setattr(fn, SUPERSET_ATTR, (pairs, reason))
        return fn

    return decorate


# --- resolution (at backend load) ------------------------------------------------


def _ranges(table: Mapping[str, Any], where: str) -> list[tuple[VersionRange, Any]]:
    out = []
    for key, value in table.items():
        try:
            out.append((_v().parse_range(key), value))
        except _v().InvalidVersion as exc:
            raise DeclarationError(f"{where}: {exc}") from None
    plain = [r for r, _ in out if not r.exact]
    for i, a in enumerate(plain):
        for b in plain[i + 1 :]:
            if a.overlaps(b):
                raise DeclarationError(
                    f"{where}: the version ranges {a.text!r} and {b.text!r} overlap; "
                    "each version must fall in at most one range (an exact version may "
                    "sit inside a range and wins over it)"
                )
    exact = [r for r, _ in out if r.exact]
    for i, a in enumerate(exact):
        for b in exact[i + 1 :]:
            if a.low == b.low:
                raise DeclarationError(f"{where}: {a.text!r} and {b.text!r} name the same version")
    return out


def select_range(table: Mapping[str, Any], version: Version, where: str) -> tuple[str, Any, bool]:
    """The entry of ``table`` that applies to ``version``: (range text,
    value, whether it was chosen as the fallback)."""
    entries = _ranges(table, where)
    for r, value in entries:
        if r.exact and r.contains(version):
            return r.text, value, False
    for r, value in entries:
        if not r.exact and r.contains(version):
            return r.text, value, False
    v = version.public
    # On a tie an exact version wins over a range ending (or starting) there.
    older = [(r, value) for r, value in entries if r.high is not None and r.high < v]
    if older:
        r, value = max(older, key=lambda e: (e[0].high, e[0].exact))
        return r.text, value, True
    r, value = min(entries, key=lambda e: (e[0].low is not None, e[0].low or v, not e[0].exact))
    return r.text, value, True


#: Names allowed in dtype declarations besides dtype names.
DTYPE_CLASSES = ("valid", "numeric", "float", "integer", "unsigned", "complex")


def expand_dtypes(
    names: Any, valid: tuple[_dtypes.Dtype, ...], where: str
) -> tuple[frozenset[_dtypes.Dtype], list[_dtypes.Dtype]]:
    """Expand dtype names and classes against a backend's valid dtypes:
    (the dtypes, the explicitly named ones that are invalid there)."""
    if isinstance(names, str) or not hasattr(names, "__iter__"):
        raise DeclarationError(f"{where}: dtypes must be a tuple of names, got {names!r}")
    out: set[_dtypes.Dtype] = set()
    invalid: list[_dtypes.Dtype] = []
    for n in names:
        if n in DTYPE_CLASSES:
            out.update(d for d in _dtypes.DTYPE_CLASSES[n] if d in valid)
            continue
        try:
            d = _dtypes.as_dtype(n, where=where)
        except (TypeError, ValueError):
            raise DeclarationError(
                f"{where}: {n!r} is neither a dtype nor a dtype class ({', '.join(DTYPE_CLASSES)})"
            ) from None
        if d in valid:
            out.add(d)
        else:
            invalid.append(d)
    return frozenset(out), invalid


_DEVICE_KINDS = ("cpu", "gpu", "tpu")


def device_kind(device: str) -> str:
    """The kind a declaration names (``cpu``, ``gpu``, ``tpu``) of a device
    string: ``"gpu"`` for ``"cuda:1"``, ``"gpu:0"`` or TensorFlow's
    ``"/device:GPU:0"``; ``"cpu"`` for ``"cpu"``."""
    text = device.lower()
    if "cuda" in text or "gpu" in text or "rocm" in text or "mps" in text:
        return "gpu"
    if "tpu" in text:
        return "tpu"
    if "cpu" in text:
        return "cpu"
    return text.split(":", 1)[0]


class FunctionSupport:
    """What one backend function supports, resolved for the installed version."""

    __slots__ = (
        "name", "unsupported_dtypes", "unsupported_devices", "by_device", "reason",
        "source", "computed_in", "computed_reason",
    )  # fmt: skip

    def __init__(self, name: str) -> None:
        self.name = name
        #: Dtypes unsupported on every device.
        self.unsupported_dtypes: frozenset[_dtypes.Dtype] = frozenset()
        #: Device kinds (``cpu``, ``gpu``, ``tpu``) the function cannot run on.
        self.unsupported_devices: frozenset[str] = frozenset()
        #: Device kind -> dtypes unsupported on that device only.
        self.by_device: dict[str, frozenset[_dtypes.Dtype]] = {}
        self.reason: str | None = None
        #: Which declaration and range decided, for messages.
        self.source: str = ""
        #: Superset support: dtype -> the dtype it is computed in.
        self.computed_in: dict[_dtypes.Dtype, _dtypes.Dtype] = {}
        self.computed_reason: str | None = None

    @property
    def any_unsupported(self) -> frozenset[_dtypes.Dtype]:
        out = set(self.unsupported_dtypes)
        for ds in self.by_device.values():
            out |= ds
        return frozenset(out)

    def __repr__(self) -> str:
        parts = []
        if self.unsupported_dtypes:
            parts.append(f"unsupported dtypes {sorted(self.unsupported_dtypes)}")
        if self.unsupported_devices:
            parts.append(f"unsupported devices {sorted(self.unsupported_devices)}")
        if self.by_device:
            parts.append(f"by device { ({k: sorted(v) for k, v in self.by_device.items()}) }")
        if self.computed_in:
            parts.append(f"computed in {dict(self.computed_in)}")
        return f"<support of {self.name}: {'; '.join(parts) or 'everything valid'}>"


def _installed_version(framework: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(framework)
    except metadata.PackageNotFoundError:
        raise DeclarationError(
            f"the declaration is keyed to framework {framework!r}, which is not installed"
        ) from None


def _resolve_version(decl: Declaration, backend_version: str) -> Version:
    v = _v()
    if decl.version is None:
        return v.parse_version(backend_version)
    try:
        return v.parse_version(decl.version)
    except v.InvalidVersion:
        # The frontend form: a framework's distribution name.
        return v.parse_version(_installed_version(decl.version))


def resolve(
    fn: Callable[..., Any], name: str, backend_version: str, valid: tuple[_dtypes.Dtype, ...], framework: str
) -> FunctionSupport:
    """Resolve ``fn``'s declarations for one backend (called at load)."""
    support = FunctionSupport(name)
    decls: dict[str, Declaration] = getattr(fn, ATTR, None) or {}
    sources = []
    reasons = []
    for what in _WHATS:
        decl = decls.get(what)
        if decl is None:
            continue
        where = f"{decl!r} on {name}"
        version = _resolve_version(decl, backend_version)
        key, value, fallback = select_range(decl.table, version, where)
        sources.append(
            f"with_{decl.kind}_{what} for {framework} {version} "
            f"({'no range holds it; the last known range ' if fallback else 'range '}{key!r})"
        )
        if decl.reason:
            reasons.append(decl.reason)
        if what == "dtypes":
            dtypes, invalid = expand_dtypes(value, valid, where)
            _no_invalid(invalid, where)
            support.unsupported_dtypes = (
                dtypes if decl.kind == "unsupported" else frozenset(d for d in valid if d not in dtypes)
            )
        elif what == "devices":
            if isinstance(value, str) or not hasattr(value, "__iter__"):
                raise DeclarationError(f"{where}: devices must be a tuple of names, got {value!r}")
            kinds = frozenset(device_kind(d) for d in value)
            if decl.kind == "unsupported":
                support.unsupported_devices = kinds
            else:
                support.unsupported_devices = frozenset(k for k in _DEVICE_KINDS if k not in kinds)
        else:
            if not hasattr(value, "items"):
                raise DeclarationError(f"{where}: each range maps to {{device: dtypes}}, got {value!r}")
            by_device: dict[str, frozenset[_dtypes.Dtype]] = {}
            for device, names in value.items():
                dtypes, invalid = expand_dtypes(names, valid, where)
                _no_invalid(invalid, where)
                by_device[device_kind(device)] = (
                    dtypes if decl.kind == "unsupported" else frozenset(d for d in valid if d not in dtypes)
                )
            if decl.kind == "supported":
                # Everything not named is unsupported: so is any device left out.
                for k in _DEVICE_KINDS:
                    by_device.setdefault(k, frozenset(valid))
            support.by_device = by_device
    superset = getattr(fn, SUPERSET_ATTR, None)
    if superset is not None:
        pairs, reason = superset
        where = f"computed_in on {name}"
        for src, dst in pairs.items():
            try:
                s = _dtypes.as_dtype(src, where=where)
                d = _dtypes.as_dtype(dst, where=where)
            except (TypeError, ValueError) as exc:
                raise DeclarationError(f"{where}: {exc}") from None
            if s not in valid or d not in valid:
                raise DeclarationError(f"{where}: {s} -> {d} names a dtype the backend does not have")
            if not _lossless(s, d):
                raise DeclarationError(
                    f"{where}: {d} does not hold every value of {s}; superset support "
                    "must be lossless (declare the dtype unsupported instead)"
                )
            support.computed_in[s] = d
        support.computed_reason = reason
    support.source = "; ".join(sources)
    support.reason = "; ".join(reasons) or None
    return support


def _no_invalid(invalid: list[_dtypes.Dtype], where: str) -> None:
    if invalid:
        raise DeclarationError(
            f"{where}: {', '.join(invalid)} {'is' if len(invalid) == 1 else 'are'} already "
            "invalid for the whole backend (its invalid_dtypes); do not repeat "
            "backend-wide gaps in a function's declaration"
        )


def _lossless(src: _dtypes.Dtype, dst: _dtypes.Dtype) -> bool:
    """Whether every value of ``src`` is exactly representable in ``dst``."""
    if src == dst:
        return True
    ks, kd = src.kind, dst.kind
    if ks == "bool":
        return True
    if ks == "unsigned":
        return (
            (kd == "unsigned" and dst.bits >= src.bits)
            or (kd == "signed" and dst.bits > src.bits)
            or (kd in ("float", "complex") and _mantissa(dst) >= src.bits)
        )
    if ks == "signed":
        return (kd == "signed" and dst.bits >= src.bits) or (
            kd in ("float", "complex") and _mantissa(dst) >= src.bits - 1
        )
    if ks == "float":
        if kd == "float":
            return (src, dst) in {
                (_dtypes.float16, _dtypes.float32), (_dtypes.float16, _dtypes.float64),
                (_dtypes.bfloat16, _dtypes.float32), (_dtypes.bfloat16, _dtypes.float64),
                (_dtypes.float32, _dtypes.float64),
            }  # fmt: skip
        if kd == "complex":
            return _lossless(src, _dtypes.float32 if dst == _dtypes.complex64 else _dtypes.float64)
        return False
    if ks == "complex":
        return kd == "complex" and dst.bits >= src.bits
    return False


def _mantissa(d: _dtypes.Dtype) -> int:
    """Bits of integer precision a float (or complex's part) carries."""
    return {
        _dtypes.float16: 11, _dtypes.bfloat16: 8, _dtypes.float32: 24, _dtypes.float64: 53,
        _dtypes.complex64: 24, _dtypes.complex128: 53,
    }[d]  # fmt: skip


# --- casting modes ------------------------------------------------------------------
#
# The global modes are a set; a ``with`` block replaces them for its thread or
# task only. Calling ``upcast_data_types()`` as a statement changes the global
# modes; ``with upcast_data_types():`` changes them for the block only.

_MODES = ("cross", "up", "down")
_global_modes: set[str] = set()
_local_modes: contextvars.ContextVar[frozenset[str] | None] = contextvars.ContextVar(
    "ivy_core_casting_modes", default=None
)


def active_modes() -> frozenset[str] | set[str]:
    local = _local_modes.get()
    return _global_modes if local is None else local


def casting_modes() -> dict[str, bool]:
    """Which casting modes are in force here: ``{"upcast": ..., "downcast":
    ..., "crosscast": ...}`` (``cast_data_types`` turns on all three)."""
    modes = active_modes()
    return {"crosscast": "cross" in modes, "upcast": "up" in modes, "downcast": "down" in modes}


class CastingMode:
    """What the casting-mode functions return. As a statement the call has
    already changed the global modes; in a ``with`` statement the call
    changes nothing and the block gets the modes, for its thread or task."""

    __slots__ = ("_modes", "_val", "_token", "_name")

    def __init__(self, name: str, modes: tuple[str, ...], val: bool) -> None:
        self._name = name
        self._modes = modes
        self._val = val
        self._token: Any = None

    def _apply(self, current: frozenset[str] | set[str]) -> frozenset[str]:
        if self._val:
            return frozenset(current) | frozenset(self._modes)
        return frozenset(current) - frozenset(self._modes)

    def __enter__(self) -> CastingMode:
        self._token = _local_modes.set(self._apply(active_modes()))
        return self

    def __exit__(self, *exc: object) -> None:
        _local_modes.reset(self._token)

    def __repr__(self) -> str:
        return f"ivy_core.{self._name}(val={self._val})"


def _opcodes() -> tuple[int, frozenset[int], int, int]:
    import opcode

    m = opcode.opmap
    with_ops = frozenset(m[n] for n in ("BEFORE_WITH", "SETUP_WITH") if n in m)
    return m.get("CACHE", -1), with_ops, m.get("COPY", -1), m.get("LOAD_SPECIAL", -1)


_OPS: list[Any] = []


def _called_as_with(frame: Any) -> bool:
    """Whether the call being made in ``frame`` is the expression of a
    ``with`` statement (its result's ``__enter__`` comes next)."""
    if not _OPS:
        _OPS.extend(_opcodes())
    cache, with_ops, copy, load_special = _OPS
    code = frame.f_code.co_code
    i = frame.f_lasti + 2
    n = len(code)
    while i < n and code[i] == cache:
        i += 2
    if i >= n:
        return False
    if code[i] in with_ops:
        return True
    if code[i] == copy and load_special != -1:  # Python 3.14: COPY, LOAD_SPECIAL __exit__
        j = i + 2
        while j < n and code[j] == cache:
            j += 2
        return j < n and code[j] == load_special
    return False


def _switch(name: str, modes: tuple[str, ...], val: bool, frame: Any) -> CastingMode:
    if not isinstance(val, bool):
        raise TypeError(f"ivy_core.{name}: val must be True or False, got {val!r}")
    mode = CastingMode(name, modes, val)
    if not _called_as_with(frame):
        global _global_modes
        _global_modes = set(mode._apply(_global_modes))
    return mode


def upcast_data_types(val: bool = True) -> CastingMode:
    """Cast an argument whose dtype a function does not support to the next
    larger supported dtype of its group (``int8 -> int16 -> int32 -> int64``,
    ``float16``/``bfloat16 -> float32 -> float64``, ``complex64 ->
    complex128``, the unsigned ints likewise); no cast when there is none.
    ``val=False`` turns the mode off. As a statement it sets the global mode;
    ``with ivy_core.upcast_data_types(): ...`` sets it for the block, in this
    thread or task only."""
    return _switch("upcast_data_types", ("up",), val, sys._getframe(1))


def downcast_data_types(val: bool = True) -> CastingMode:
    """Cast an unsupported dtype to the next smaller supported dtype of its
    group (``float32`` -> ``bfloat16`` before ``float16``, keeping range);
    no cast when there is none. Used like :func:`upcast_data_types`."""
    return _switch("downcast_data_types", ("down",), val, sys._getframe(1))


def crosscast_data_types(val: bool = True) -> CastingMode:
    """Cast an unsupported integer dtype to the default float dtype and an
    unsupported float dtype to the default int dtype, when the function
    supports that dtype. Used like :func:`upcast_data_types`."""
    return _switch("crosscast_data_types", ("cross",), val, sys._getframe(1))


def cast_data_types(val: bool = True) -> CastingMode:
    """All three modes: try a cross-cast, then an upcast, then a downcast.
    Used like :func:`upcast_data_types`."""
    return _switch("cast_data_types", _MODES, val, sys._getframe(1))


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


MODE_FUNCTIONS = {"cross": "crosscast_data_types", "up": "upcast_data_types", "down": "downcast_data_types"}
