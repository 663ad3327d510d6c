"""Binding by name: a backend for a framework whose namespace is not shaped
like the Array API standard (PyTorch, PaddlePaddle, MLX) from that
namespace, a rename table and a few declarative knobs.

A backend whose ``BackendSpec`` names ``namespace="torch"`` gets

- its implementations from :func:`implementations_for`: each primary API
  function is the namespace's function found by name (``names`` renames
  it: ``{"concat": "cat"}``; ``"linalg.cholesky"`` is a path into the
  namespace, ``".to"`` a method or property of the first argument,
  ``"nonzero(as_tuple=True)"`` a call with fixed flags, a trailing ``[0]``
  the first item of the result, ``""`` leaves the function to ivy_core or
  to the backend's implementation modules). The linalg and fft functions
  are looked for in ``namespace.linalg`` and ``namespace.fft`` first;
  ``random_uniform``/``random_normal`` map to a draw of standard values
  and ``seed`` to a seeding function (:func:`_random`). A function is
  wrapped only where a knob asks for it: ``keywords`` renames keyword
  arguments (``{"axis": "dim"}`` for every function that has an ``axis``,
  ``{"roll.axis": "dims"}`` for one; ``""`` drops it), and ``index_dtype``
  casts integer index arrays (``indices``, ``sorter``, ``repeats``) to the
  one dtype the framework's gathers take;
- its runtime from ``_by_name_runtime.runtime_for``: the array types the
  spec names, the dtypes the namespace has under ivy_core's names (or
  ``names``') as its arrays report them, devices read from an array the
  namespace makes, NumPy conversions, indexing without negative steps where
  the framework has none. The backend's ``runtime_module`` overrides it
  hook by hook;
- its gaps from ``gaps``: a dtype named there is left out of ``DTYPES``,
  a function is unsupported with that reason (and never bound), and
  ``"sort argsort(complex64)"`` declares dtypes of functions unsupported
  (``"inv(float16->float32)"``: computed in the wider dtype) through
  :func:`declare`, applied after the backend's own implementation modules
  are read, so it covers what the backend writes by hand too.

Nothing is assumed right by name alone: the conformance kit checks every
bound function like any other implementation.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping
from typing import Any

from .._dtype import _dtypes
from .._dtype._support import computed_in, with_unsupported_dtypes
from .._spec._api import API, KEYWORD_ONLY

#: Parameters that take integer index arrays, cast to ``index_dtype``.
INDEX_PARAMS = frozenset({"indices", "sorter", "repeats"})

#: Areas whose functions live in a sub-namespace of the same name.
_EXTENSIONS = ("linalg", "fft")

_TARGET = re.compile(r"(\.?)([A-Za-z_][\w.]*)(?:\(([^()]*)\))?(?:\[(-?\d+)\])?")
_FIXED = re.compile(r"\s*(\w+)\s*=\s*(True|False|None|-?\d+|'[^',]*')\s*")
_LITERALS = {"True": True, "False": False, "None": None}
_GAP = re.compile(r"([\w ]+)\(([\w, >-]+)\)")


def namespace(name: str) -> Any:
    """Import the namespace a ``BackendSpec.namespace`` names."""
    return importlib.import_module(name)


def array_type(dotted: str) -> type:
    """The class a dotted name of ``BackendSpec.native_array_types`` names
    (``"torch.Tensor"``)."""
    module, _, attr = dotted.rpartition(".")
    found = getattr(importlib.import_module(module), attr)
    if not isinstance(found, type):
        raise ValueError(f"native_array_types names {dotted!r}, which is {found!r:.60}, not a class")
    return found


def check_tables(spec: Any) -> None:
    """``ValueError`` naming the entry of ``names``, ``keywords`` or ``gaps``
    that names no ivy_core function, parameter or dtype (a typo would
    otherwise bind nothing, silently)."""
    for key, value in spec.names.items():
        if key not in API and key not in _dtypes.DTYPE_NAMES:
            raise ValueError(f"names has {key!r}, which is no ivy_core API function or dtype name")
        if not isinstance(value, str) or (value and not _TARGET.fullmatch(value)):
            raise ValueError(
                f"names[{key!r}] is {value!r:.60}; write 'fn', 'sub.fn', '.method', 'fn(flag=True)' or 'fn[0]'"
            )
    for key in spec.keywords:
        fname, _, param = key.rpartition(".")
        params = {p.name for p in API[fname].params} if fname in API else set()
        if (fname and not params) or (fname and param not in params):
            raise ValueError(f"keywords has {key!r}: {fname or key!r} has no such keyword parameter")
    for key in spec.gaps:
        m = _GAP.fullmatch(key)
        fns = m.group(1).split() if m else [key]
        if any(f not in API for f in fns) and (m or key not in _dtypes.DTYPE_NAMES):
            raise ValueError(
                f"gaps has {key!r}; a key is an API function ('unique_all'), a dtype ('uint16') "
                "or functions with the dtypes they lack ('sort argsort(complex64, complex128)')"
            )


def _find(ns: Any, path: str) -> Any:
    found = ns
    for part in path.split("."):
        found = getattr(found, part, None)
    return found


def _method(attr: str) -> Callable[..., Any]:
    def method(x: Any, /, *args: Any, **kwargs: Any) -> Any:
        return getattr(x, attr)(*args, **kwargs)

    return method


def _attribute(attr: str) -> Callable[..., Any]:
    def attribute(x: Any, /) -> Any:
        return getattr(x, attr)

    return attribute


def _fixed(name: str, text: str | None) -> dict[str, Any]:
    """The keyword arguments ``"fn(as_tuple=True)"`` always passes: each a
    bool, None, an int or a quoted str (read here, never evaluated)."""
    fixed: dict[str, Any] = {}
    for part in text.split(",") if text else ():
        m = _FIXED.fullmatch(part)
        if m is None:
            raise ValueError(
                f"names[{name!r}] passes {part.strip()!r}; write keyword=True/False/None/int/'str'"
            )
        value = m.group(2)
        fixed[m.group(1)] = (
            _LITERALS[value] if value in _LITERALS else value[1:-1] if "'" in value else int(value)
        )
    return fixed


def _target(
    ns: Any, arrays: type, name: str, value: str
) -> tuple[Callable[..., Any], dict[str, Any], int | None]:
    """The function ``names[name] = value`` binds, the keyword arguments it
    always gets and the result item it takes (``None``: the whole result)."""
    m = _TARGET.fullmatch(value)
    assert m is not None  # check_tables passed
    dot, path, fixed, item = m.groups()
    if dot:
        if not hasattr(arrays, path):
            raise ValueError(f"names[{name!r}] is {value!r}, but {arrays.__name__} has no attribute {path!r}")
        fn = _method(path) if callable(getattr(arrays, path)) else _attribute(path)
    else:
        fn = _find(ns, path)
        if not callable(fn):
            raise ValueError(
                f"names[{name!r}] is {value!r}, but {ns.__name__} has no function {path!r}; fix the "
                f"name, or map {name!r} to '' and implement it in an implementation module"
            )
    return fn, _fixed(name, fixed), None if item is None else int(item)


def implementations_for(spec: Any, ns: Any, arrays: type) -> dict[str, Callable[..., Any]]:
    """API function name -> the namespace's function bound by name (wrapped
    only where ``spec.keywords`` or ``spec.index_dtype`` apply), for every
    primary function the namespace has and every function ``spec.names``
    maps. ``ValueError`` names a mapped function the namespace lacks."""
    index_dtype = (
        getattr(ns, spec.names.get(spec.index_dtype, spec.index_dtype)) if spec.index_dtype else None
    )
    found: dict[str, Callable[..., Any]] = {}
    for name, api in API.items():
        value = "" if name in spec.gaps else spec.names.get(name)  # a gap is never bound
        fixed: dict[str, Any] = {}
        item = None
        if value is not None:
            if not value:
                continue
            fn, fixed, item = _target(ns, arrays, name, value)
        elif api.kind == "primary":
            area = api.spec.__module__.rsplit(".", 1)[-1]
            native = getattr(getattr(ns, area, None), name, None) if area in _EXTENSIONS else None
            native = native if callable(native) else getattr(ns, name, None)
            if not callable(native):
                continue
            fn = native
        else:
            continue  # compositional: ivy_core's body, unless the author maps it
        where = f"{ns.__name__}.{value or name}"
        if name in _DRAWS or name == "seed":  # the framework's draw or seeding, in ivy_core's form
            fn = _random(name, fn, found) if name in _DRAWS else _seeding(fn)
        found[name] = _wrapped(api, fn, spec.keywords, index_dtype, fixed, item, found, where)
    return found


#: The random functions ``names`` may map to a draw of standard values
#: (``"rand"``: ``draw(shape, dtype=, device=)`` in [0, 1); ``"randn"``: of
#: mean 0 and standard deviation 1): their two parameters, location first.
_DRAWS = {"random_uniform": ("low", "high"), "random_normal": ("mean", "std")}


def _random(
    name: str, draw: Callable[..., Any], found: Mapping[str, Callable[..., Any]]
) -> Callable[..., Any]:
    """``name`` from a draw of standard values: shifted and scaled by its
    parameters (Python numbers or arrays), in the requested dtype; with
    ``seed=``, the backend's ``seed`` (mapped in ``names``) seeds first."""
    import numpy as np

    first, second = _DRAWS[name]

    def random(*, shape: Any = None, dtype: Any, device: Any, seed: int | None = None, **params: Any) -> Any:
        a, b = params[first], params[second]
        if shape is None:
            shape = np.broadcast_shapes(np.shape(a), np.shape(b))
        if seed is not None:
            found["seed"](seed)
        u = draw((shape,) if isinstance(shape, int) else tuple(shape), dtype=dtype, device=device)
        return found["astype"](a + ((b - a) if name == "random_uniform" else b) * u, dtype)

    return random


def _seeding(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``seed`` from the framework's seeding function (which may return a
    generator; ivy_core's returns None)."""

    def seed(seed_value: int = 0) -> None:
        fn(seed_value)

    return seed


def _wrapped(
    api: Any,
    fn: Callable[..., Any],
    keywords: Mapping[str, str],
    index_dtype: Any,
    fixed: dict[str, Any],
    item: int | None,
    found: Mapping[str, Callable[..., Any]],
    qualname: str,
) -> Callable[..., Any]:
    """``fn`` as the implementation of ``api``: itself where no knob
    applies, else one closure doing just the renames, casts and item
    taking that apply."""
    names = {p.name for p in api.params if p.kind == KEYWORD_ONLY}
    renames = {k: v for k, v in keywords.items() if "." not in k and k in names}
    renames.update({k.rpartition(".")[2]: v for k, v in keywords.items() if k.rpartition(".")[0] == api.name})
    # A positional parameter renamed is passed by that keyword (``x.to(dtype=...)``).
    moved = sorted(((api.index[k], v) for k, v in renames.items() if k not in names), reverse=True)
    indexed = [p.name for p in api.params if p.name in INDEX_PARAMS] if index_dtype is not None else []
    at = [api.index[p] for p in indexed if api.params[api.index[p]].kind != KEYWORD_ONLY]
    by_keyword = [p for p in indexed if api.params[api.index[p]].kind == KEYWORD_ONLY]
    # A dropped ``copy`` keyword: copy=True copies the result (the backend's asarray).
    copies = renames.get("copy") == "" and api.name != "asarray"
    pairs = tuple((k, v) for k, v in renames.items() if k in names)
    if not (renames or moved or indexed or fixed or item is not None):
        return fn

    def cast(a: Any) -> Any:
        # Only arrays of another dtype: a Python int (repeat's repeats) passes.
        if getattr(a, "dtype", index_dtype) == index_dtype:
            return a
        return found["astype"](a, index_dtype, copy=False)

    def bound(*args: Any, **kwargs: Any) -> Any:
        if at:
            args = tuple(cast(a) if i in at else a for i, a in enumerate(args))
        for k in by_keyword:
            if kwargs.get(k) is not None:
                kwargs[k] = cast(kwargs[k])
        copy = copies and kwargs.get("copy") is True
        for old, new in pairs:
            if old in kwargs:
                value = kwargs.pop(old)
                if new:
                    kwargs[new] = value
        for i, keyword in moved:
            if i < len(args):
                args, kwargs[keyword] = (*args[:i], *args[i + 1 :]), args[i]
        result = fn(*args, **kwargs, **fixed)
        result = result if item is None else result[item]
        return found["asarray"](result, copy=True) if copy else result

    bound.__name__ = api.name
    bound.__qualname__ = qualname
    return bound


def declare(spec: Any, impls: dict[str, Callable[..., Any]], version: str) -> None:
    """Apply the ``"fn(dtypes)"`` entries of ``spec.gaps`` to ``impls``
    (the bound functions and the backend's own) for the installed version:
    dtypes as ``with_unsupported_dtypes``, pairs ``"float16->float32"`` as
    ``computed_in``. A function named in several entries gets all of them."""
    lacks: dict[str, dict[str, list[str]]] = {}  # function -> reason -> dtypes (or pairs)
    for key, reason in spec.gaps.items():
        m = _GAP.fullmatch(key)
        if m is None:
            continue
        for name in m.group(1).split():
            if name not in impls:
                raise ValueError(f"gaps declares dtypes of {name!r}, which the backend does not implement")
            lacks.setdefault(name, {})[reason] = [d.strip() for d in m.group(2).split(",")]
    for name, reasons in lacks.items():
        fn = _forward(impls[name])
        out = {r: [d for d in ds if "->" not in d] for r, ds in reasons.items()}
        wide = {r: dict(d.replace(" ", "").split("->") for d in ds if "->" in d) for r, ds in reasons.items()}
        if any(out.values()):
            fn = with_unsupported_dtypes(
                {version: tuple(d for ds in out.values() for d in ds)},  # "2.13.0+cpu" holds every build
                reason="; ".join(r for r in out if out[r]),
            )(fn)
        if any(wide.values()):
            pairs = {k: v for p in wide.values() for k, v in p.items()}
            fn = computed_in(pairs, reason="; ".join(r for r in wide if wide[r]))(fn)
        impls[name] = fn


def _forward(fn: Callable[..., Any]) -> Callable[..., Any]:
    """A function of our own calling ``fn`` (a declaration is an attribute
    of the function, and the framework's are not ours to annotate)."""

    def forward(*args: Any, **kwargs: Any) -> Any:
        return fn(*args, **kwargs)

    forward.__name__ = getattr(fn, "__name__", "forward")
    forward.__qualname__ = getattr(fn, "__qualname__", forward.__name__)
    return forward
