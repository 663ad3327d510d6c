"""A backend's entries: the per-call path of every API function.

When a backend loads, :func:`build` makes one *entry* per API function from
what the spec declares (``_api.ApiFunction``) and what the backend provides.
An entry takes the public function's parameters positionally, in signature
order, and returns what the public function returns. A fast family
handles the common case inline (arrays of this backend, bare or in an
``Array``; one dtype; nothing declared about that dtype; no ``out=``;
Python values of the usual types), running the function's ``normalize=``
hook where it has one:

- ``_families``: :func:`unary`, :func:`reduction`, :func:`one_array`
  (``reshape``, ``flip``, ``expand_dims``, ``clip``...) and :func:`binary`
  (``add``, ``matmul``..., ``x + 1.0``, and two dtypes: ``x + i``), with
  what they decide inline in ``_inline``;
- ``_casts``: :func:`cast` (``astype``) and :func:`several_results`
  (``nonzero``, ``unique_*``);
- ``_several``: :func:`several` (``where``, ``take``, ``vecdot``...) and
  :func:`sequence` (``concat``, ``stack``);
- ``_creation``: :func:`creation` (``zeros``, ``full``, ``arange``,
  ``eye``...);
- ``_creation_like``: :func:`creation_like` (``zeros_like``...) and
  :func:`filled_like` (``full_like``);
- ``_asarray``: :func:`convert` (``asarray`` of an array or of Python numbers).

Every other call goes to the function's general entry (``_general.py``),
which the functions no fast family covers use directly; it is also where
the ``__ivy_array_function__`` protocol is looked for, so that costs
nothing on the fast paths.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._backends import _devices, _failure
from .._dtype import _modes
from .._spec._api import API, KEYWORD_ONLY, POSITIONAL_ONLY, POSITIONAL_OR_KEYWORD, ApiFunction, axis_args
from . import _mode_entries
from ._asarray import convert
from ._casts import cast, several_results
from ._creation import creation
from ._creation_like import creation_like, filled_like
from ._families import binary, one_array, reduction, unary
from ._general import compositional, general, not_implemented
from ._several import sequence, several
from ._shared import REDUCTIONS, keyword_call

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend
    from .._dtype._rules import Rules

__all__ = ["build"]


def build(
    b: Backend, api: ApiFunction, fallback: Callable[..., Any] | None = None, rules: Rules | None = None
) -> Callable[..., Any]:
    """The entry of ``api`` on backend ``b``. With ``fallback``, the entry
    for inference (no backend set): the fast paths of ``b``, and
    ``fallback`` for every other call and function. With ``rules``, the
    entry under that framework promotion mode (``_modes``): the fast paths
    keep only the dtypes whose calls the mode does not change, and the
    general entry first applies the mode's rules (``_mode_entries``). On a
    lazy backend (Dask) the entry then checks the arguments as a failed
    call's are checked (``_failure.make_precheck``), before the lazy result
    is handed out: its framework would find the mistake only when the
    result is computed. On a backend with several devices the entry keeps
    each call on one device (``_backends._devices``)."""
    entry = _build(b, api, fallback, rules)
    if entry is not fallback and _devices.needs_guard(b):
        # A function the backend implements creates no array through ivy_core.
        entry = _devices.guard(b, api.public_name, api.name, entry, settle=api.name not in b.impls)
    if not b.lazy or entry is fallback or api.name not in b.impls:
        return entry
    precheck = _failure.make_precheck(b, api)

    def checked(*args: Any) -> Any:
        result = entry(*args)  # its own checks (``normalize=`` hooks) first, with their messages
        precheck(args)
        return result

    checked.__name__ = api.name
    checked.__wrapped__ = getattr(entry, "__wrapped__", entry)  # type: ignore[attr-defined]
    return checked


def _build(
    b: Backend, api: ApiFunction, fallback: Callable[..., Any] | None, rules: Rules | None
) -> Callable[..., Any]:
    impl = b.impls.get(api.name)
    if impl is None:
        if fallback is not None:
            return fallback
        if api.body is not None:
            body = compositional(b, api)
            if api.name == "full_like" and rules is None:  # its body's common case, inline
                return filled_like(b, api, API["full"], body)
            return body
        return not_implemented(b, api)
    slow = general(b, api, impl) if fallback is None else fallback
    mode_special: frozenset[Any] = frozenset()
    if rules is not None:
        op = _modes.op_class(api)
        if fallback is None:
            slow = _mode_entries.wrap(b, api, rules, slow)
        if op is not None:
            mode_special = frozenset(b.to_native[d] for d in _modes.special_dtypes(rules, op, b.to_native))  # type: ignore[index]
    positional = [p.name for p in api.params if p.kind in (POSITIONAL_ONLY, POSITIONAL_OR_KEYWORD)]
    keywords = tuple(p.name for p in api.params if p.kind == KEYWORD_ONLY and p.name != "out")
    if api.unwrap == ("obj",) and positional == ["obj"] and keywords == ("dtype", "device", "copy") and not b.lazy:
        # Python values have no backend to infer: with none set, only an
        # array of ``b`` takes the fast path (the fallback picks the default).
        return convert(b, api, impl, slow, mode_special, values=fallback is None)
    if api.device and "dtype" in keywords and "device" in keywords and api.returns == "array" and positional:
        if not (api.sequences or api.unwrap or api.has_out or b.lazy):
            # No array to infer a backend from: with no backend set, the
            # inference entry (``fallback``) picks the default one.
            if not api.arrays and api.dtype in ("infer", "float") and fallback is None:
                return creation(b, api, impl, slow, keyword_call(len(positional) - 1, keywords), mode_special)
            if api.arrays == (positional[0],) == tuple(positional) and api.dtype == "optional":
                return creation_like(b, api, impl, slow, keyword_call(0, keywords), mode_special)
    # A reduction's ``axis_args`` hook checks only what the fast entries send
    # to the general one (an axis other than None or an int); any other
    # ``normalize=`` hook runs in the fast entry of one array (``hook``).
    hook = api.normalize if api.normalize is not None and api.normalize is not axis_args else None
    if api.dtype == "given" and api.arrays == ("x",) and positional == ["x", "dtype"] and keywords == ("copy", "device"):
        return cast(b, api, impl, slow, mode_special)
    plain = not (api.sequences or api.unwrap or api.device or api.returns != "array")
    plain = plain and api.dtype in (None, "sum") and not (api.has_out and api.params[-1].name != "out")
    if plain and hook is None and len(positional) == 2 and api.arrays == tuple(positional) and api.promote == api.arrays:
        if api.dtype is None and not keywords:
            return binary(b, api, impl, slow, mode_special, rules)
    if plain and positional and api.arrays == (positional[0],) and not api.promote:
        if hook is None and len(positional) == 1 and api.has_out and keywords in REDUCTIONS:
            return reduction(b, api, impl, slow, mode_special)
        if hook is None and len(positional) == 1 and api.has_out and not keywords:
            return unary(b, api, impl, slow, mode_special)
        if hook is None or api.dtype is None:
            return one_array(b, api, impl, slow, keyword_call(len(positional) - 1, keywords), mode_special, hook)
    # Parameters ``unwrap``ped in the general entry (clip's bounds): the fast
    # closure of one array takes them when no Array is among them.
    unwrapped = plain or not (api.sequences or api.device or api.returns != "array" or api.dtype is not None)
    if unwrapped and hook is not None and api.unwrap and positional and api.arrays == (positional[0],):
        if not api.promote and not api.flags and 1 <= len(api.params) - 1 - api.has_out <= 3:
            return one_array(b, api, impl, slow, keyword_call(len(positional) - 1, keywords), mode_special, hook, True)
    if api.returns == "arrays" and len(api.params) == 1 and api.arrays == (api.params[0].name,) and not api.unwrap:
        return several_results(b, api, impl, slow, mode_special)
    seq_plain = not (api.arrays or api.unwrap or api.device or api.returns != "array" or api.dtype is not None)
    if seq_plain and positional and api.sequences == (positional[0],) == api.promote and not b.lazy:
        return sequence(b, api, impl, slow, keyword_call(len(positional) - 1, keywords), mode_special, hook, rules is None)
    if plain and api.dtype is None and len(api.arrays) > 1 and set(api.arrays) <= set(positional):
        return several(b, api, impl, slow, keyword_call(len(positional) - 1, keywords), mode_special, hook, rules is None)
    return slow  # the general entry (or, for inference, the fallback)
