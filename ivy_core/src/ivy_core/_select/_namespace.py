"""Attributes of ``ivy_core`` that depend on the backend in force, served by
the package's module ``__getattr__`` so they are looked up when read."""

from __future__ import annotations

from .._base import _state
from .._dtype import _dtypes

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

_DTYPE_ATTRS = {("bool" if n == "bool" else n): _dtypes._INTERNED[n] for n in _dtypes.DTYPE_NAMES}
_CATEGORY_SUFFIXES = tuple(k[len("all_") :] for k in _dtypes.CATEGORIES)  # "dtypes", "numeric_dtypes", ...


class NativeArray:
    """Placeholder for the native array type while no backend is in force."""


class NativeDtype:
    """Placeholder for the native dtype type while no backend is in force."""


class NativeDevice:
    """Placeholder for the native device type while no backend is in force."""


def install(namespace: dict[str, Any]) -> None:
    """Make the dtype attributes (``ivy_core.float32``) plain globals of the
    package ``namespace``, read at the cost of any module attribute rather
    than through ``__getattr__`` (about 1 us a read). A dtype stays a global
    while every loaded backend has it; once one that lacks it loads (torch:
    ``uint16`` to ``uint64``), it is read through :func:`lookup` again,
    which refuses it under that backend."""
    namespace.update(_DTYPE_ATTRS)

    def loaded(b: Any) -> None:
        for name, d in _DTYPE_ATTRS.items():
            if d not in b.to_native:
                namespace.pop(name, None)

    for b in list(_state.loaded.values()):
        loaded(b)
    _state.on_load.append(loaded)


def names() -> list[str]:
    out = list(_DTYPE_ATTRS) + ["NativeArray", "NativeDtype", "NativeDevice"]
    out += [f"native_{n}" for n in _DTYPE_ATTRS]
    out += [f"{p}_{s}" for p in ("valid", "invalid") for s in _CATEGORY_SUFFIXES]
    return out


def available(name: str) -> bool:
    """Whether ``name`` (one of :func:`names`) exists under the backend in force."""
    try:
        lookup(name)
    except AttributeError:
        return False
    return True


def lookup(name: str) -> Any:
    b = _state.current_backend()
    if name in _DTYPE_ATTRS:
        if b is not None and name not in b.to_native:
            raise AttributeError(
                f"ivy_core.{name} is not available under backend {b.name!r}: "
                f"{b.spec.framework} has no {name} dtype (valid: {', '.join(b.valid_dtypes)})"
            )
        return _DTYPE_ATTRS[name]
    if name.startswith("native_") and name[7:] in _DTYPE_ATTRS:
        d = _DTYPE_ATTRS[name[7:]]
        if b is None:
            return d
        if d not in b.to_native:
            raise AttributeError(
                f"ivy_core.{name} is not available under backend {b.name!r}: "
                f"{b.spec.framework} has no {d} dtype"
            )
        return b.to_native[d]
    if name in ("NativeArray", "NativeDtype", "NativeDevice"):
        if b is None:
            return {"NativeArray": NativeArray, "NativeDtype": NativeDtype, "NativeDevice": NativeDevice}[
                name
            ]
        return {
            "NativeArray": b.array_type,
            "NativeDtype": b.runtime.DTYPE_TYPE,
            "NativeDevice": b.runtime.DEVICE_TYPE,
        }[name]
    for prefix in ("valid_", "invalid_"):
        if name.startswith(prefix) and name[len(prefix) :] in _CATEGORY_SUFFIXES:
            everything = _dtypes.CATEGORIES["all_" + name[len(prefix) :]]
            if b is None:
                return everything if prefix == "valid_" else ()
            if prefix == "valid_":
                return tuple(d for d in everything if d in b.to_native)
            return tuple(d for d in everything if d not in b.to_native)
    raise AttributeError(f"module 'ivy_core' has no attribute {name!r}")
