"""The support matrix: for every API function, backend and dtype, whether the
function supports the dtype there and, when not, why.

Everything is read from what the backends declare (through
:func:`ivy_core._tools._introspect.dtype_status`, the same answer
``function_supported_dtypes`` gives), never written by hand: each cell takes
the status code the introspection gives, and its text. Collected here,
rendered as a text grid, a self-contained HTML page or JSON by
:mod:`ivy_core._tools._matrix_render`, for ``python -m ivy_core support-matrix``
(see ``__main__.py``). Not imported by ``import ivy_core``.
"""

from __future__ import annotations

from .._dtype import _dtypes
from .._plugins import _registry
from .._select import _handler
from .._spec._api import API, ApiFunction
from . import _introspect

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from .._backends._backend import Backend

__all__ = ["STATUSES", "Cell", "FunctionRow", "BackendMatrix", "Matrix", "collect"]

WHERE = "python -m ivy_core support-matrix"

#: Cell status -> (symbol, meaning); the order is the legend's. The statuses
#: are the introspection's codes (:data:`ivy_core._tools._introspect.CODES`) and
#: ``"error"``, for a declaration that could not be read.
STATUSES: dict[str, tuple[str, str]] = {
    "ok": ("+", "supported"),
    "cast": ("~", "supported, computed in another dtype (float_inputs or the backend's computed_in)"),
    "unsupported": ("-", "declared unsupported by the backend"),
    "missing": ("?", "not implemented by the backend"),
    "invalid": ("x", "invalid: the backend has no such dtype at all"),
    "undefined": (".", "not defined for this dtype kind (by the Array API standard, or ivy_core for its own functions)"),
    "error": ("!", "could not be determined (the declaration could not be read)"),
}
#: Statuses whose cells the function supports (``function_supported_dtypes``).
SUPPORTED = _introspect.SUPPORTED

#: Backends this project publishes come first, in this order; others follow by name.
_ORDER = ("numpy", "torch", "jax", "tensorflow")


def dtype_names() -> list[str]:
    return [d.name for d in _dtypes.CATEGORIES["all_dtypes"]]


class Cell:
    """One function x dtype on one backend."""

    __slots__ = ("status", "text")

    def __init__(self, status: str, text: str) -> None:
        #: One of :data:`STATUSES`.
        self.status = status
        #: ``"ok"``, ``"ok (computed in float32 ...)"`` or the reason it is not supported.
        self.text = text

    @property
    def symbol(self) -> str:
        return STATUSES[self.status][0]

    @property
    def supported(self) -> bool:
        return self.status in SUPPORTED

    def __repr__(self) -> str:
        return f"<{self.symbol} {self.text}>"


class FunctionRow:
    __slots__ = ("name", "kind", "area", "implemented_by", "cells")

    def __init__(self, api: ApiFunction, implemented_by: str | None, cells: dict[str, Cell]) -> None:
        self.name = api.name
        self.kind = api.kind
        self.area = area_of(api)
        #: Distribution (or extension) whose implementation runs; ``None`` when
        #: none does (not implemented, or compositional run from its body).
        self.implemented_by = implemented_by
        #: dtype name -> Cell, in the order of ``all_dtypes``.
        self.cells = cells


class BackendMatrix:
    """The matrix of one backend, or why the backend could not be loaded."""

    def __init__(self, name: str, distribution: str, version: str) -> None:
        self.name = name
        self.distribution = distribution
        self.version = version
        self.framework: str | None = None
        self.framework_version: str | None = None
        self.devices: tuple[str, ...] = ()
        #: Why loading failed (``None`` when it loaded).
        self.error: str | None = None
        self.valid_dtypes: list[str] = []
        self.rows: dict[str, FunctionRow] = {}

    @property
    def loaded(self) -> bool:
        return self.error is None

    def counts(self) -> dict[str, int]:
        out = dict.fromkeys(STATUSES, 0)
        for row in self.rows.values():
            for cell in row.cells.values():
                out[cell.status] += 1
        return out

    def supported_dtypes(self, function: str) -> list[str]:
        return [d for d, c in self.rows[function].cells.items() if c.supported]


class Matrix:
    def __init__(self, device: str, backends: list[BackendMatrix]) -> None:
        self.device = device
        self.dtypes = dtype_names()
        self.functions = list(API)
        self.backends = backends


def area_of(api: ApiFunction) -> str:
    """The spec module a function is declared in (``creation``, ``elementwise``, ...)."""
    return str(getattr(api.spec, "__module__", "") or "").rpartition(".")[2] or "?"


def _sorted_names(names: Iterable[str]) -> list[str]:
    return sorted(names, key=lambda n: (_ORDER.index(n) if n in _ORDER else len(_ORDER), n))


def _load(name: str) -> Backend:
    return _handler.resolve(name, WHERE)


def collect(backends: Sequence[str] | None = None, device: str | None = None) -> Matrix:
    """The support matrix of ``backends`` (default: every installed backend)
    on ``device`` (a device or device kind; default ``"cpu"``).

    A backend that fails to load is reported with its error. A name that is
    not installed raises :class:`ivy_core.BackendNotFoundError`, before any
    backend is loaded.
    """
    infos = _registry.discover()
    if backends is None:
        names = _sorted_names(infos)
    else:
        names = list(dict.fromkeys(backends))
        for name in names:
            if name not in infos:
                raise _registry.not_found(name, "--backend")
    device = device or "cpu"
    out = []
    for name in names:
        info = infos[name]
        bm = BackendMatrix(name, info.distribution, info.version)
        try:
            backend = _load(name)
        except Exception as exc:  # a broken plugin is reported, not fatal
            bm.error = str(exc) if isinstance(exc, ImportError) else f"{type(exc).__name__}: {exc}"
            out.append(bm)
            continue
        _fill(bm, backend, device)
        out.append(bm)
    return Matrix(device, out)


def _fill(bm: BackendMatrix, backend: Backend, device: str) -> None:
    bm.framework = str(backend.spec.framework)
    bm.framework_version = str(backend.framework_version)
    bm.devices = tuple(backend.spec.devices)
    bm.valid_dtypes = [d.name for d in backend.valid_dtypes]
    order = _dtypes.CATEGORIES["all_dtypes"]
    for name, api in API.items():
        implemented_by = backend.origins.get(name) if backend.impls.get(name) is not None else None
        try:
            status = _introspect.dtype_status(api, backend, device)
        except Exception as exc:
            why = f"error: {type(exc).__name__}: {exc}"
            cells = {d.name: Cell("error", why) for d in order}
        else:
            cells = {}
            for d in order:
                st = status.get(d)
                if st is None:  # a dtype the introspection did not answer for
                    cells[d.name] = Cell("error", f"error: no answer for {d.name}")
                else:
                    cells[d.name] = Cell(st.code, st.text)
        bm.rows[name] = FunctionRow(api, implemented_by, cells)
