"""The basics the conformance kit checks before any test: what every test
builds its inputs with and reads its results through.

The kit creates each input with ``asarray`` (of a NumPy array, 0-d ones
included, or of a list with ``dtype=``), ``astype`` and ``reshape``, the deep profile fills arrays
by item assignment, and every result goes back to NumPy for the
comparison. When one of these is broken (``asarray`` of an int16 NumPy
array giving int32, ``x[..., 0]`` raising), every test fails, each blaming
its own function; so the kit checks them first, once, and stops with one
message naming what to fix (:func:`stop_reason`, called by the plugin before
the session starts).
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import numpy as np

import ivy_core as ivy
from ivy_core._select import _handler
from ivy_core._spec._api import API

from ._gen import STANDARD

__all__ = ["missing", "problems", "stop_reason"]


def stop_reason(name: str) -> str | None:
    """Why the kit cannot test backend ``name`` at all (it does not load, or
    its basics fail), as the message to stop with; None when it can."""
    try:
        backend = _handler.resolve(name, "ivy_core.testing")
    except Exception as exc:  # not installed, or its plugin fails to load: say so once
        return f"ivy_core conformance kit: cannot load backend {name!r}: {type(exc).__name__}: {exc}"
    found = missing(backend) or problems(backend)
    if not found:
        return None
    info = backend.info
    lines = [
        f"ivy_core conformance kit: nothing was tested. The basics every test builds its inputs "
        f"with fail on backend {backend.name!r} ({info.distribution} {info.version}, "
        f"{backend.spec.framework} {backend.framework_version}):",
        *[f"  - {p}" for p in found],
        "Each test creates its inputs with asarray (of NumPy arrays, and of lists with dtype=), "
        "astype and reshape, fills arrays by item assignment and reads results back through "
        "indexing and NumPy conversion: until these work, every test would fail for this reason "
        "instead of its own. Fix them (the backend's asarray, astype and reshape, and the conversion "
        "and indexing hooks of its runtime module), then run the kit again.",
    ]
    return "\n".join(lines)


#: The functions the basics are made of.
BASICS = ("asarray", "astype", "reshape")


def missing(backend: Any) -> list[str]:
    """The basics ``backend`` does not implement, one line each saying where
    to add them (every other check would fail for that reason alone)."""
    lines = []
    for name in BASICS:
        if name in backend.impls:
            continue
        area = API[name].spec.__module__.rsplit(".", 1)[-1]
        module = next((m for m in backend.spec.implementation_modules if m.rsplit(".", 1)[-1] == area), None)
        where = (
            f"write it in {module} and add {name!r} to that module's __all__ ({area}.py: the "
            "template lists its signature there, commented out)"
            if module
            else f"write it in an implementation module ({', '.join(backend.spec.implementation_modules)}) "
            "and add it to that module's __all__"
        )
        lines.append(f"{name} is not implemented by backend {backend.name!r}: {where}")
    return lines


def problems(backend: Any) -> list[str]:
    """What is wrong with the basics on ``backend``, one line each."""
    with ivy.using_backend(backend), np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return _dtype_problems(backend) + _indexing_problems(backend)


# --- creation, casting and conversion, per dtype --------------------------------------------------


def _sample(gen: str) -> Any:
    """A 2x3 NumPy array of ``gen`` with distinct values (bools alternate)."""
    values = np.arange(6).reshape(2, 3)
    return (values % 2 == 1) if gen == "bool" else values.astype(gen)


def _same(x: Any, want: Any, dtype: str) -> str | None:
    """What differs between the Array ``x`` and the NumPy array ``want`` of ``dtype``."""
    if not isinstance(x, ivy.Array):
        return f"gives {type(x).__name__}, not an ivy_core.Array"
    if str(x.dtype) != dtype:
        return f"gives {x.dtype}"
    if tuple(x.shape) != want.shape:
        return f"gives shape {tuple(x.shape)}, not {want.shape}"
    got = np.asarray(x)
    if got.shape != want.shape or not np.array_equal(got.astype(np.float64), want.astype(np.float64)):
        return f"gives the values {got.tolist()}, not {want.tolist()}"
    return None


def _attempt(check: Callable[..., str | None], *args: Any) -> str | None:
    """``check(*args)``, or what it raised."""
    try:
        return check(*args)
    except Exception as exc:
        text = " ".join(str(exc).split())
        return f"raises {type(exc).__name__}: {text:.300}"


def _from_numpy(want: Any, gen: str) -> str | None:
    return _same(ivy.asarray(want), want, gen)


def _from_numpy_0d(want: Any, gen: str) -> str | None:
    scalar = np.asarray(want[1, 2])  # a 0-d array, as reductions and x[1, 2] give
    return _same(ivy.asarray(scalar), scalar, gen)


def _from_list(want: Any, gen: str) -> str | None:
    return _same(ivy.asarray(want.tolist(), dtype=gen), want, gen)


def _reshaped(want: Any, gen: str) -> str | None:
    return _same(ivy.reshape(ivy.asarray(want.reshape(-1).tolist(), dtype=gen), want.shape), want, gen)


def _cast(want: Any, d: str) -> str | None:
    return _same(ivy.astype(ivy.asarray(want), d), want, d)


def _dtype_problems(backend: Any) -> list[str]:
    valid = [str(d) for d in backend.valid_dtypes]
    checks: dict[str, dict[str, str]] = {}  # what -> {dtype: what went wrong}
    for d in valid:
        gen = d if d in STANDARD else "float32"  # half-precision inputs are made as float32 and cast
        if gen not in valid:
            continue
        want = _sample(gen)
        made = [
            (
                "ivy.asarray of a NumPy array keeps its dtype (and np.asarray gives the values back)",
                _from_numpy,
            ),
            ("ivy.asarray of a 0-d NumPy array keeps its dtype and shape ()", _from_numpy_0d),
            ("ivy.asarray(list, dtype=d) gives dtype d", _from_list),
            ("ivy.reshape keeps the dtype and the values", _reshaped),
        ]
        for what, check in made if gen == d else []:
            wrong = _attempt(check, want, gen)
            if wrong is not None:
                checks.setdefault(what, {})[gen] = wrong
        if gen != d:
            wrong = _attempt(_cast, want, d)
            if wrong is not None:
                checks.setdefault(f"ivy.astype from {gen}", {})[d] = wrong
    return [f"{what}: " + _grouped(by_dtype) for what, by_dtype in checks.items()]


def _grouped(by_dtype: dict[str, str]) -> str:
    """``{dtype: what went wrong}`` with the dtypes that went wrong alike named together."""
    alike: dict[str, list[str]] = {}
    for d, wrong in by_dtype.items():
        alike.setdefault(wrong, []).append(d)
    return "; ".join(f"{', '.join(ds)} {wrong}" for wrong, ds in alike.items())


# --- indexing and item assignment ---------------------------------------------------------------


def _index_dtype(backend: Any) -> str | None:
    valid = [str(d) for d in backend.valid_dtypes]
    return next((d for d in ("int32", "int64", "int16", "float32", "float64") if d in valid), None)


def _indexing_problems(backend: Any) -> list[str]:
    d = _index_dtype(backend)
    if d is None:
        return []
    a = np.arange(12).reshape(3, 4).astype(d)
    found = []
    reads: list[tuple[str, Callable[[Any], Any], Any]] = [
        ("x[1:]", lambda x: x[1:], a[1:]),
        ("x[..., 0]", lambda x: x[..., 0], a[..., 0]),
        ("x[1, 2]", lambda x: x[1, 2], a[1, 2]),
        ("x[:, ::-1]", lambda x: x[:, ::-1], a[:, ::-1]),
        ("x[None, 1]", lambda x: x[None, 1], a[None, 1]),
        ("x[i] for an integer Array i = [2, 0]", lambda x: x[ivy.asarray([2, 0])], a[[2, 0]]),
    ]
    for text, read, want in reads:
        wrong = _attempt(_read, read, a, np.asarray(want), d)
        if wrong is not None:
            found.append(f"{text} (x a 3x4 {d} Array) {wrong}")
    for text, key, value in [
        ("x[0, 1] = 7", (0, 1), 7),
        ("x[1] = an Array of 4 values", 1, a[2]),
        ("x[..., 0] = 0", (Ellipsis, 0), 0),
    ]:
        wrong = _attempt(_written, a, key, value, d)
        if wrong is not None:
            found.append(f"item assignment {text} (x a 3x4 {d} Array) {wrong}")
    return found


def _read(read: Callable[[Any], Any], a: Any, want: Any, d: str) -> str | None:
    return _same(read(ivy.asarray(a)), want, d)


def _written(a: Any, key: Any, value: Any, d: str) -> str | None:
    """``x[key] = value`` on an Array of ``a``: what differs from NumPy's."""
    want = a.copy()
    want[key] = value
    x = ivy.asarray(a.copy())
    x[key] = ivy.asarray(value) if isinstance(value, np.ndarray) else value
    return _same(x, want, d)
