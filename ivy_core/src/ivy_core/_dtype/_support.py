"""Per-function dtype and device support.

Backend authors declare what a function cannot do with the decorators below
(seed 000, "Supported and Unsupported Data Types")::

    from ivy_core.plugin import with_unsupported_dtypes

    @with_unsupported_dtypes({"2.0.1 and below": ("float16",), "2.1.0 and above": ()})
    def cumsum(x, axis, ...): ...

A declaration maps version ranges of the framework (``"X and below"``,
``"X and above"``, ``"X to Y"``, an exact ``"X"``; PEP 440 versions) to dtype
names and dtype classes (``valid``, ``numeric``, ``float``, ``integer``,
``unsigned``, ``complex``).

A dtype declaration covers every array argument, index arrays included
(``take``'s ``indices`` as well as its ``x``), and ``dtype=``;
``arguments=("x",)`` narrows it to the array arguments named. The decorator only records it; when the backend
loads, each declaration is resolved once against the installed framework
version and turned into the set of native dtypes the composed function
checks (see ``_backend.py``). Nothing is looked up per call.

Which range applies: an exact version wins over ranges; otherwise the range
holding the installed version; when none holds it, the "last known" range:
the newest range that ends before the installed version, or, for a version
older than every range, the oldest range. Two ranges that overlap are a
declaration error.

What a call does with a dtype its function does not support (raise, or cast
under a casting mode) is in ``_casting.py``.
"""

from __future__ import annotations

from .._base._errors import DeclarationError
from . import _dtypes, _version
from ._lossless import lossless as _lossless

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from typing import Any

    from ._version import Version, VersionRange

__all__ = [
    "with_supported_dtypes", "with_unsupported_dtypes",
    "with_supported_devices", "with_unsupported_devices",
    "with_supported_device_and_dtypes", "with_unsupported_device_and_dtypes",
    "computed_in",
]  # fmt: skip

#: Attribute holding a function's declarations: {"dtypes": Declaration, ...}.
ATTR = "__ivy_support__"
#: Attribute holding a ``computed_in`` mapping.
SUPERSET_ATTR = "__ivy_computed_in__"

_WHATS = ("dtypes", "devices", "device_and_dtypes")


class Declaration:
    """One decorator's arguments, as written; resolved at backend load."""

    __slots__ = ("kind", "what", "table", "version", "reason", "arguments")

    def __init__(
        self,
        kind: str,
        what: str,
        table: Mapping[str, Any],
        version: str | None,
        reason: str | None,
        arguments: tuple[str, ...] | None = None,
    ) -> None:
        self.kind = kind  # "supported" | "unsupported"
        self.what = what  # "dtypes" | "devices" | "device_and_dtypes"
        self.table = dict(table)
        self.version = version
        self.reason = reason
        #: The array arguments a dtype declaration covers (None: every one).
        self.arguments = arguments

    def __repr__(self) -> str:
        return f"with_{self.kind}_{self.what}({self.table!r}, {self.version!r})"


def _declare(kind: str, what: str) -> Callable[..., Callable[[Callable[..., Any]], Callable[..., Any]]]:
    def decorator_factory(
        table: Mapping[str, Any],
        version: str | None = None,
        /,
        *,
        reason: str | None = None,
        arguments: tuple[str, ...] | None = None,
    ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        name = f"with_{kind}_{what}"
        if arguments is not None:
            if what == "devices" or isinstance(arguments, str) or not arguments:
                raise DeclarationError(f"{name}: arguments= takes a tuple of array parameter names "
                                       f"(arguments=('x',)) in a dtype declaration, got {arguments!r}")  # fmt: skip
            arguments = tuple(arguments)
        if not hasattr(table, "items") or not table:
            raise DeclarationError(
                f"{name}: pass a non-empty mapping from version ranges to "
                f"{'dtypes' if what != 'devices' else 'devices'}, got {table!r}"
            )
        for key in table:
            _version.parse_range(key)  # raises InvalidVersion (a ValueError) naming the key
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
            existing[what] = Declaration(kind, what, table, version, reason, arguments)
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
        + (
            ""
            if what == "devices"
            else " The declaration covers every array argument of the function (index arrays "
            "such as ``take``'s ``indices`` too) and ``dtype=``; ``arguments=('x',)`` narrows "
            "it to the array arguments named."
        )
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
            out.append((_version.parse_range(key), value))
        except _version.InvalidVersion as exc:
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
        "source", "computed_in", "computed_reason", "arguments",
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
        #: The array arguments the unsupported dtypes apply to (None: every
        #: one); ``dtype=`` is always covered.
        self.arguments: tuple[str, ...] | None = None

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
    v = _version
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
        if decl.arguments is not None:
            support.arguments = decl.arguments
            sources[-1] += f" on arguments {', '.join(decl.arguments)}"
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


def covered_arguments(support: FunctionSupport, arrays: tuple[str, ...], where: str) -> tuple[str, ...]:
    """The array parameters (``arrays``) the dtype declaration of ``support``
    covers; ``DeclarationError`` for ``arguments=`` naming another."""
    if support.arguments is None:
        return arrays
    bad = [a for a in support.arguments if a not in arrays]
    if bad:
        raise DeclarationError(
            f"{support.source} on {where}: arguments= names {', '.join(bad)}, which "
            f"{'is' if len(bad) == 1 else 'are'} not among its array arguments ({', '.join(arrays)})"
        )
    return support.arguments


def _no_invalid(invalid: list[_dtypes.Dtype], where: str) -> None:
    if invalid:
        raise DeclarationError(
            f"{where}: {', '.join(invalid)} {'is' if len(invalid) == 1 else 'are'} already "
            "invalid for the whole backend (its invalid_dtypes); do not repeat "
            "backend-wide gaps in a function's declaration"
        )
