"""What the fast entries share: the dtypes that need the general entry,
the parts every fast closure of one array takes, and how an entry calls an
implementation with keyword-only parameters (``keyword_call``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .._backends import _failure
from .._backends._backend import index_fix
from .._spec._api import ApiFunction
from . import _convert

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend

__all__ = ["REDUCTIONS", "Call", "fast_parts", "keyword_call", "needs_general", "results", "special_dtypes"]


#: How an entry calls an implementation with the call's arguments ``a``
#: (the array first, then the rest in signature order): ``call(impl, a)``.
Call = Callable[[Callable[..., Any], Sequence[Any]], Any]

# Calls of implementations that take keyword-only parameters after the
# array and ``npos`` more positional ones, by (npos, keyword names): a call
# with fixed names costs a fraction of one whose keywords are built per call.
_KEYWORD_CALLS: dict[tuple[int, tuple[str, ...]], Call] = {
    (0, ("axis",)): lambda f, a: f(a[0], axis=a[1]),
    (0, ("k",)): lambda f, a: f(a[0], k=a[1]),
    (0, ("axis", "keepdims")): lambda f, a: f(a[0], axis=a[1], keepdims=a[2]),
    (0, ("axis", "correction", "keepdims")): lambda f, a: f(a[0], axis=a[1], correction=a[2], keepdims=a[3]),
    (0, ("axis", "descending", "stable")): lambda f, a: f(a[0], axis=a[1], descending=a[2], stable=a[3]),
    (0, ("axis", "dtype", "include_initial")): lambda f, a: f(a[0], axis=a[1], dtype=a[2], include_initial=a[3]),
    (1, ("copy",)): lambda f, a: f(a[0], a[1], copy=a[2]),
    (1, ("axis",)): lambda f, a: f(a[0], a[1], axis=a[2]),
    (1, ("axis", "keepdims")): lambda f, a: f(a[0], a[1], axis=a[2], keepdims=a[3]),
    (0, ("dtype", "device")): lambda f, a: f(a[0], dtype=a[1], device=a[2]),
    (1, ("dtype", "device")): lambda f, a: f(a[0], a[1], dtype=a[2], device=a[3]),
    (2, ("dtype", "device")): lambda f, a: f(a[0], a[1], a[2], dtype=a[3], device=a[4]),
    (1, ("k", "dtype", "device")): lambda f, a: f(a[0], a[1], k=a[2], dtype=a[3], device=a[4]),
    (2, ("dtype", "device", "endpoint")): lambda f, a: f(a[0], a[1], a[2], dtype=a[3], device=a[4], endpoint=a[5]),
    (0, ("axis", "keepdims", "ord")): lambda f, a: f(a[0], axis=a[1], keepdims=a[2], ord=a[3]),
    (0, ("keepdims", "ord")): lambda f, a: f(a[0], keepdims=a[1], ord=a[2]),
    (0, ("n", "axis", "norm")): lambda f, a: f(a[0], n=a[1], axis=a[2], norm=a[3]),
    (0, ("s", "axes", "norm")): lambda f, a: f(a[0], s=a[1], axes=a[2], norm=a[3]),
    (0, ("axes",)): lambda f, a: f(a[0], axes=a[1]),
    (1, ("axes",)): lambda f, a: f(a[0], a[1], axes=a[2]),
    (0, ("rtol",)): lambda f, a: f(a[0], rtol=a[1]),
    (0, ("upper",)): lambda f, a: f(a[0], upper=a[1]),
    (0, ("offset", "axis1", "axis2")): lambda f, a: f(a[0], offset=a[1], axis1=a[2], axis2=a[3]),
    (0, ("axis", "n", "prepend", "append")): lambda f, a: f(a[0], axis=a[1], n=a[2], prepend=a[3], append=a[4]),
}


def keyword_call(npos: int, keywords: tuple[str, ...]) -> Call | None:
    """How a fast entry calls its implementation with the call's arguments
    ``a`` (the array, ``npos`` more positional ones, then ``keywords``):
    None for all positional, a call from :data:`_KEYWORD_CALLS`, or one
    that builds the keywords on each call."""
    if not keywords:
        return None
    known = _KEYWORD_CALLS.get((npos, keywords))
    if known is not None:
        return known

    def call(f: Callable[..., Any], a: Sequence[Any]) -> Any:
        return f(*a[: npos + 1], **dict(zip(keywords, a[npos + 1 :], strict=True)))

    return call


def special_dtypes(b: Backend, api: ApiFunction, params: tuple[str, ...]) -> frozenset[Any]:
    """The native dtypes of ``params`` for which a call needs the general
    entry: outside the spec's kinds, declared unsupported (or computed in a
    wider dtype), or integers that ``float_inputs`` casts."""
    special: set[Any] = set()
    if api.kinds and any(p in api.kinds_of for p in params):
        special |= {v for d, v in b.to_native.items() if d.kind not in api.kinds}
    support = b.support.get(api.name)
    if support is not None:
        special |= {b.to_native[d] for d in support.any_unsupported}
        special |= {b.to_native[d] for d in support.computed_in}
    if any(p in api.float_inputs for p in params):
        special |= b.int_natives
    return frozenset(special)


def needs_general(b: Backend, api: ApiFunction) -> bool:
    support = b.support.get(api.name)
    return bool(support is not None and support.unsupported_devices)


# Reductions: (x, axis, keepdims, out), and (x, axis, dtype, keepdims, out)
# under the standard's sum/prod dtype rule.
REDUCTIONS = (("axis", "keepdims"), ("axis", "dtype", "keepdims"))


def fast_parts(
    b: Backend, api: ApiFunction, mode_special: frozenset[Any]
) -> tuple[Any, frozenset[Any], Any, Any]:
    """What the fast closures of one array share: the native type, the
    dtypes that need the general entry (``mode_special``: those a promotion
    mode changes), the translation of the framework's errors (``_failure``)
    and the fix of a non-array result."""
    return (
        b.array_type,
        special_dtypes(b, api, (api.arrays[0],)) | mode_special,
        _failure.make_fail(b, api),
        _convert.make_fix_output(b, api.public_name),
    )


class _NoResult:
    """The type of no result: a fast closure whose results all need its fix
    compares their type with this class (see :func:`results`)."""


def results(
    b: Backend, api: ApiFunction, impl: Callable[..., Any], fix: Callable[[Any], Any]
) -> tuple[Any, Callable[..., Any], Callable[[Any], Any]]:
    """``(R, impl, fix)`` of a fast closure of one array, which sends a
    result whose type is not ``R`` to ``fix``: the native type, ``impl`` and
    ``fix`` as they are; for a function whose result is indices (``argmax``,
    ``argsort``...), the plugin's implementation without :func:`indexing`'s
    wrapper and a fix that casts every result to the default int dtype
    (``index_fix``): one frame less, and no keywords forwarded."""
    raw = b.unindexed.get(api.name)
    if raw is None or api.indices is not True or impl is not b.impls.get(api.name):
        return b.array_type, impl, fix
    return _NoResult, raw, index_fix(b, fix)
