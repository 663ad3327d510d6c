"""``ivy_core.compile``'s hook on PyTorch: ``torch.compile`` of the function
``ivy_core.compile`` hands over, with two things Dynamo needs told.

Dynamo keeps its compiled code per code object, guarded on every Python
value the traced code read. ``ivy_core.compile`` makes one function per
backend and settings in force (and per value its function reads from
outside), all from one piece of code:

- each gets a code object of its own here, so that each has its own cache
  (they would otherwise share one, and the eighth compilation of a process
  would reach Dynamo's ``recompile_limit`` and run uncompiled);
- the guards on ivy_core's and this plugin's own state (the entries
  ``calls`` holds, their closures, the modules they read, the builtins
  their code looks up, the keyword defaults of ivy_core's functions, the
  traced function's own free variables: about 170 checks for a 20-op
  function, some evaluated in Python) are left out: that state
  is fixed for one key of ``ivy_core.compile``'s cache (backend, backend in
  force, settings), which ``ivy_core.compile`` checks before each call. The
  guards on what the user's code reads (its globals, closures, defaults,
  arguments), on tensors, on torch's global state and every guard of a
  kind not listed in :data:`_DROPPABLE` stay.
"""

from __future__ import annotations

import os
import re
import types
from typing import Any

import torch

import ivy_core

__all__ = ["compile"]

#: The top-level packages whose state a key of ``ivy_core.compile`` fixes.
LIBRARY = frozenset(("ivy_core", __name__.partition(".")[0]))

#: The kinds of guard that check a Python object's identity, type or value
#: (never a tensor's, never a graph input's): those on library state go.
_DROPPABLE = frozenset((
    "ID_MATCH", "CLASS_MATCH", "MODULE_MATCH", "CLOSURE_MATCH", "BUILTIN_MATCH", "FUNCTION_MATCH",
    "CONSTANT_MATCH", "EQUALS_MATCH", "TYPE_MATCH", "NONE_MATCH", "NOT_NONE_MATCH", "BOOL_MATCH",
    "SEQUENCE_LENGTH", "TUPLE_ITERATOR_LEN", "SET_CONTAINS", "SET_NOT_CONTAINS", "DICT_CONTAINS",
    "DICT_NOT_CONTAINS", "DICT_KEYS_MATCH", "DICT_VERSION", "MAPPING_KEYS_CHECK", "HASATTR",
    "NOT_PRESENT_IN_GENERIC_DICT", "DUPLICATE_INPUT",
))  # fmt: skip

#: The global a guard's source starts from: ``G['name']``, possibly inside
#: calls such as ``list(...)`` or ``___odict_getitem(...)``.
_ROOT = re.compile(r"^(?:[\w.]+\()*G\['([^']+)'\]")
#: Dynamo's name for a module it reached from another module's code.
_IMPORTED = "__import_"
#: Dynamo's name for the builtins of the code it traced (``G['__builtins_dict___0']['type']``).
_BUILTINS = "__builtins_dict__"
#: A guard on a local of the compiled function itself or on its items
#: (``types``, ``types[0]``; not ``fn.__self__.bias``): the local's name.
_LOCAL = re.compile(r"^(?!G\[)([A-Za-z_]\w*)(?:\[\d+\])*$")
#: The folders of ivy_core's and this plugin's code, and of torch's own.
_LIBRARY_DIRS = (os.path.dirname(os.path.abspath(ivy_core.__file__)) + os.sep,
                 os.path.dirname(os.path.abspath(__file__)) + os.sep)
_TORCH = os.path.dirname(os.path.abspath(torch.__file__)) + os.sep


def compile(
    fn: Any, static_argnums: tuple[int, ...], static_argnames: tuple[str, ...], options: dict[str, Any]
) -> Any:
    """See ``_runtime.compile``."""
    options = dict(options)
    if "compiler_backend" in options:
        options["backend"] = options.pop("compiler_backend")
    own = types.FunctionType(
        fn.__code__.replace(co_name=fn.__name__, co_qualname=fn.__qualname__),
        fn.__globals__, fn.__name__, fn.__defaults__, fn.__closure__,
    )  # fmt: skip
    own.__kwdefaults__ = fn.__kwdefaults__
    library = _library_module(fn.__globals__.get("__name__"))
    # ivy_core's traced function keeps in its free variables the user's
    # function and its own tuples and flags, all fixed for one compilation.
    _filter_guards(options, library, frozenset(fn.__code__.co_freevars) if library else frozenset())
    return torch.compile(own, **options)


def _library_module(name: object) -> bool:
    return isinstance(name, str) and name.partition(".")[0] in LIBRARY


def _filter_guards(options: dict[str, Any], own_globals: bool, cells: frozenset[str] = frozenset()) -> None:
    """Have ``torch.compile`` drop the guards on library state (see the
    module doc), after the caller's own ``guard_filter_fn`` if any. Only
    where ``options=`` can carry the filter: with ``mode=`` (which
    ``torch.compile`` takes with no ``options=``) on the default code
    generator, the mode's options are given as ``options=``; with ``mode=``
    on another code generator every guard stays."""
    mode = options.get("mode")
    inductor = options.get("backend", "inductor") == "inductor"
    extra = options.get("options")
    if mode is not None and extra is not None:
        return  # torch.compile's own error says why
    if mode is not None:
        if not inductor:
            return
        from torch._inductor import list_mode_options

        extra = dict(list_mode_options(mode, options.get("dynamic")))
        del options["mode"]
    extra = dict(extra or {})
    theirs = extra.get("guard_filter_fn")

    def keep(entries: list[Any]) -> list[bool]:
        ours = _library_functions(entries)
        kept = [not _on_library_state(e, own_globals, ours, cells) for e in entries]
        if theirs is not None:
            kept = [a and b for a, b in zip(kept, theirs(entries), strict=True)]
        return kept

    extra["guard_filter_fn"] = keep
    options["options"] = extra


def _on_library_state(entry: Any, own_globals: bool, functions: frozenset[str] = frozenset(),
                      cells: frozenset[str] = frozenset()) -> bool:
    """Whether a guard checks a Python object of ivy_core's or this
    plugin's: reached from their modules; from the globals of the compiled
    function when it is theirs; its free variables themselves and their
    items (``cells``; not what the user's function reads through them,
    ``fn.__self__.bias``); the keyword defaults of their functions (the
    user's code reaching ``ivy.sin``: ``functions``, see
    ``_library_functions``); or a builtin that only their code looked up
    (``type``, ``isinstance``...; a builtin the user's code looks up first
    keeps its guard)."""
    if entry.guard_type not in _DROPPABLE or (entry.has_value and isinstance(entry.value, torch.Tensor)):
        return False
    local = _LOCAL.match(entry.name)
    if local is not None:
        return local.group(1) in cells
    owner, defaults, _ = entry.name.partition(".__kwdefaults__[")
    if defaults and owner in functions:
        return True
    m = _ROOT.match(entry.name)
    if m is None:
        return False
    root = m.group(1)
    if root.startswith(_IMPORTED):
        return _library_module(root[len(_IMPORTED) :].replace("_dot_", "."))
    if root.startswith(_BUILTINS) and entry.name.endswith("']"):
        return _read_by_library(entry.orig_guard.user_stack)
    return own_globals and not root.startswith("__")


def _library_functions(entries: list[Any]) -> frozenset[str]:
    """The sources among ``entries`` whose guard holds a function of
    ivy_core's or this plugin's (``G['mymodule'].ivy.sin``): the guard on
    the function itself stays, those on its keyword defaults go."""
    return frozenset(
        e.name for e in entries
        if e.has_value and isinstance(e.value, types.FunctionType) and _library_module(e.value.__module__)
    )  # fmt: skip


def _read_by_library(stack: Any) -> bool:
    """Whether the innermost frame of ``stack`` (a guard's user stack) out
    of torch's own (its Python versions of builtins) is ivy_core's or this
    plugin's."""
    for frame in reversed(stack or ()):
        where = os.path.abspath(frame.filename)
        if where.startswith(_TORCH):
            continue
        return where.startswith(_LIBRARY_DIRS)
    return False
