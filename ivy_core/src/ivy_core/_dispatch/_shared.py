"""What the fast entries share: the dtypes that need the general entry,
the parts every fast closure of one array takes, and how an entry calls an
implementation with keyword-only parameters (``keyword_call``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._backends import _failure
from .._spec._api import ApiFunction
from . import _convert

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend

__all__ = ["REDUCTIONS", "fast_parts", "keyword_call", "needs_general", "special_dtypes"]


# Calls of implementations that take keyword-only parameters after the
# array and ``npos`` more positional ones, by (npos, keyword names): a call
# with fixed names costs a fraction of one whose keywords are built per call.
_KEYWORD_CALLS: dict[tuple[int, tuple[str, ...]], Callable[[Callable[..., Any], Any, tuple[Any, ...]], Any]] = {
    (0, ("axis",)): lambda f, x, r: f(x, axis=r[0]),
    (0, ("k",)): lambda f, x, r: f(x, k=r[0]),
    (0, ("axis", "keepdims")): lambda f, x, r: f(x, axis=r[0], keepdims=r[1]),
    (0, ("axis", "correction", "keepdims")): lambda f, x, r: f(x, axis=r[0], correction=r[1], keepdims=r[2]),
    (0, ("axis", "descending", "stable")): lambda f, x, r: f(x, axis=r[0], descending=r[1], stable=r[2]),
    (0, ("axis", "dtype", "include_initial")): lambda f, x, r: f(x, axis=r[0], dtype=r[1], include_initial=r[2]),
    (1, ("copy",)): lambda f, x, r: f(x, r[0], copy=r[1]),
    (1, ("axis",)): lambda f, x, r: f(x, r[0], axis=r[1]),
    (1, ("axis", "keepdims")): lambda f, x, r: f(x, r[0], axis=r[1], keepdims=r[2]),
    (0, ("dtype", "device")): lambda f, x, r: f(x, dtype=r[0], device=r[1]),
    (1, ("dtype", "device")): lambda f, x, r: f(x, r[0], dtype=r[1], device=r[2]),
    (2, ("dtype", "device")): lambda f, x, r: f(x, r[0], r[1], dtype=r[2], device=r[3]),
    (1, ("k", "dtype", "device")): lambda f, x, r: f(x, r[0], k=r[1], dtype=r[2], device=r[3]),
    (2, ("dtype", "device", "endpoint")): lambda f, x, r: f(x, r[0], r[1], dtype=r[2], device=r[3], endpoint=r[4]),
    (0, ("axis", "keepdims", "ord")): lambda f, x, r: f(x, axis=r[0], keepdims=r[1], ord=r[2]),
    (0, ("keepdims", "ord")): lambda f, x, r: f(x, keepdims=r[0], ord=r[1]),
    (0, ("n", "axis", "norm")): lambda f, x, r: f(x, n=r[0], axis=r[1], norm=r[2]),
    (0, ("s", "axes", "norm")): lambda f, x, r: f(x, s=r[0], axes=r[1], norm=r[2]),
    (0, ("axes",)): lambda f, x, r: f(x, axes=r[0]),
    (1, ("axes",)): lambda f, x, r: f(x, r[0], axes=r[1]),
    (0, ("rtol",)): lambda f, x, r: f(x, rtol=r[0]),
    (0, ("upper",)): lambda f, x, r: f(x, upper=r[0]),
    (0, ("offset", "axis1", "axis2")): lambda f, x, r: f(x, offset=r[0], axis1=r[1], axis2=r[2]),
    (0, ("axis", "n", "prepend", "append")): lambda f, x, r: f(x, axis=r[0], n=r[1], prepend=r[2], append=r[3]),
}


def keyword_call(npos: int, keywords: tuple[str, ...]) -> Callable[[Callable[..., Any], Any, tuple[Any, ...]], Any] | None:
    """How a fast entry of one array calls its implementation with the rest
    of the arguments ``r`` (``npos`` positional ones, then ``keywords``):
    None for all positional, a call from :data:`_KEYWORD_CALLS`, or one
    that builds the keywords on each call."""
    if not keywords:
        return None
    known = _KEYWORD_CALLS.get((npos, keywords))
    if known is not None:
        return known

    def call(f: Callable[..., Any], x: Any, r: tuple[Any, ...]) -> Any:
        return f(x, *r[:npos], **dict(zip(keywords, r[npos:], strict=True)))

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
