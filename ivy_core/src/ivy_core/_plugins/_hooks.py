"""The pluggy side of the plugin contract: the plugin API version, the hook
markers, what a backend's plugin module describes (:class:`BackendSpec`) and
the hook specifications (:class:`HookSpecs`). Exported by ``ivy_core.plugin``,
the face plugin authors import; read by the loader (``_loader``).

Layer 6 (``_plugins``); imports pluggy, so only ``ivy_core.plugin`` and the
loader import it, never ``import ivy_core``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

import pluggy

__all__ = ["PLUGIN_API_VERSION", "BackendSpec", "HookSpecs", "hookimpl", "hookspec"]

#: The plugin API version this ivy_core implements. A plugin states the one it
#: targets in :attr:`BackendSpec.plugin_api`; a different major number is
#: refused when the backend loads. Version 2: the dtype map lives only in the
#: runtime's ``DTYPES``; ``BackendSpec`` lost ``dtypes``, ``invalid_dtypes``,
#: ``native_dtype_type`` and ``native_device_type``.
PLUGIN_API_VERSION = 2

hookspec = pluggy.HookspecMarker("ivy_core")
#: Marker for hook implementations in plugin modules.
hookimpl = pluggy.HookimplMarker("ivy_core")

#: The default of BackendSpec's three tables: each spec then gets an empty
#: dict of its own (any other value, None included, is kept as given).
_NO_ENTRIES: Mapping[str, str] = MappingProxyType({})


class BackendSpec:
    """A backend's description. Everything is a string, a tuple of strings
    or a mapping of strings to strings, so describing a backend imports
    nothing.

    Built with keywords (or positionally, in the order below); immutable once
    built: :meth:`replace` gives a copy with some fields changed. Two specs
    are equal when every field is. (A plain class, not a dataclass: a
    dataclass writes and compiles its methods' source when the class is
    made, which a backend's first use would pay, a few milliseconds.)
    """

    #: The backend's name, equal to its entry point name (``"torch"``).
    name: str
    #: Import name of the framework (``"torch"``).
    framework: str
    #: Plugin API version targeted; see :data:`PLUGIN_API_VERSION`.
    plugin_api: int
    #: Dotted names of the framework's array types; the first is the concrete
    #: type the framework's functions return. Used to recognise arrays by
    #: type without importing anything.
    native_array_types: tuple[str, ...]
    #: Device kinds the backend may place arrays on (``("cpu", "gpu")``).
    devices: tuple[str, ...]
    #: Modules holding op implementations, imported when the backend loads;
    #: each function their ``__all__`` names implements the ivy_core API
    #: function of that name. With :attr:`array_api`, they override the
    #: namespace's functions (and declare its gaps); may then be empty.
    implementation_modules: tuple[str, ...]
    #: Module holding the backend's runtime hooks, imported when the backend
    #: loads (it may import the framework); see :class:`Runtime`. Its
    #: ``DTYPES`` is the one table of the backend's dtypes. With
    #: :attr:`array_api`, its hooks override the adapter's; may then be "".
    runtime_module: str
    #: Import name of a namespace that follows the Array API standard
    #: (``"array_api_strict"``, ``"cupy"``): the generic adapter then gives
    #: the runtime and every function the namespace has (see the backend
    #: author's guide).
    array_api: str
    #: Import name of a framework namespace whose functions implement the
    #: API by name (``"torch"``, ``"paddle"``): each primary function is the
    #: namespace's function of that name, or of the name :attr:`names`
    #: gives; the runtime is read from the namespace too (see the backend
    #: author's guide, "Binding by name"). The backend's own modules
    #: override both, and the conformance kit checks every function.
    namespace: str
    #: With :attr:`namespace`: ivy_core function or dtype name -> the
    #: namespace's name for it: ``"cat"``, a path ``"linalg.vecdot"``, a
    #: method of the first argument ``".to"``, an item of the result
    #: ``"sort[0]"``, or ``""`` for none (ivy_core's own version, or the
    #: backend's implementation modules).
    names: Mapping[str, str]
    #: With :attr:`namespace`: keyword renames, ``{"axis": "dim"}`` for every
    #: bound function with an ``axis`` keyword, ``{"roll.axis": "dims"}``
    #: for one function; a rename to ``""`` drops the keyword.
    keywords: Mapping[str, str]
    #: With :attr:`namespace`: the dtype (an ivy_core name) the framework's
    #: gathers take index arrays in; integer ``indices``, ``sorter`` and
    #: ``repeats`` arrays are cast to it. ``""``: passed as they are.
    index_dtype: str
    #: With :attr:`namespace`: what the backend leaves out, and why: an API
    #: function (``"unique_all"``, unsupported), a dtype (``"uint16"``, left
    #: out of the backend's dtypes) or a function with the dtypes it lacks
    #: (``"sort(complex64, complex128)"``, declared unsupported; dtype
    #: classes such as ``complex`` allowed).
    gaps: Mapping[str, str]
    #: Top-level module names whose types count as this backend's arrays when
    #: no dotted name in :attr:`native_array_types` matches (for frameworks
    #: that move their concrete array class between releases, e.g. ``jaxlib``).
    array_module_roots: tuple[str, ...]
    #: Free-form notes (e.g. a framework setting the backend changes on load).
    notes: str

    def __init__(
        self,
        name: str,
        framework: str,
        plugin_api: int,
        native_array_types: tuple[str, ...],
        devices: tuple[str, ...],
        implementation_modules: tuple[str, ...] = (),
        runtime_module: str = "",
        array_api: str = "",
        namespace: str = "",
        names: Mapping[str, str] = _NO_ENTRIES,
        keywords: Mapping[str, str] = _NO_ENTRIES,
        index_dtype: str = "",
        gaps: Mapping[str, str] = _NO_ENTRIES,
        array_module_roots: tuple[str, ...] = (),
        notes: str = "",
    ) -> None:
        # The values are kept as given: the loader checks their types
        # (``_loader._validate``) and names the plugin when one is wrong.
        fields = self.__dict__
        fields["name"] = name
        fields["framework"] = framework
        fields["plugin_api"] = plugin_api
        fields["native_array_types"] = native_array_types
        fields["devices"] = devices
        fields["implementation_modules"] = implementation_modules
        fields["runtime_module"] = runtime_module
        fields["array_api"] = array_api
        fields["namespace"] = namespace
        fields["names"] = {} if names is _NO_ENTRIES else names
        fields["keywords"] = {} if keywords is _NO_ENTRIES else keywords
        fields["index_dtype"] = index_dtype
        fields["gaps"] = {} if gaps is _NO_ENTRIES else gaps
        fields["array_module_roots"] = array_module_roots
        fields["notes"] = notes

    def replace(self, **changes: Any) -> BackendSpec:
        """A copy of this spec with the fields ``changes`` names set to new
        values (``spec.replace(names={**spec.names, "cat": "concat"})``)."""
        unknown = sorted(set(changes).difference(self.__dict__))
        if unknown:
            raise TypeError(f"BackendSpec.replace: no field {unknown[0]!r}; the fields are {list(self.__dict__)}")
        return type(self)(**{**self.__dict__, **changes})

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"BackendSpec is immutable: cannot set {name!r}; use spec.replace({name}=...)")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"BackendSpec is immutable: cannot delete {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        # The three tables are mappings (unhashable): left out, as equal specs
        # then still hash equal.
        fields = self.__dict__
        return hash(tuple(v for k, v in fields.items() if k not in ("names", "keywords", "gaps")))

    def __repr__(self) -> str:
        return f"BackendSpec({', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())})"


class HookSpecs:
    """The hooks ivy_core calls. Implement them as module-level functions
    marked ``@hookimpl`` in the plugin module."""

    @hookspec(firstresult=True)
    def ivy_core_backend(self) -> BackendSpec:  # type: ignore[empty-body]
        """Describe the backend this plugin provides. Called once, when the
        backend is first used; must import no framework."""

    @hookspec
    def ivy_core_implementations(self, backend: str) -> Mapping[str, Callable[..., Any]] | None:
        """Extra or overriding op implementations for ``backend``.

        Called once when ``backend`` loads, after its own implementations are
        collected. Return a mapping of API function name to a function with
        the backend implementation signature, or ``None``. Import the
        framework inside this hook, only for the backend you extend.

        Order: pluggy calls ``tryfirst`` implementations first, then the
        others from the last registered to the first (extension
        distributions register in alphabetical order of their name), then
        ``trylast`` ones. The first contribution for a name wins.
        """

    @hookspec
    def ivy_core_backend_loaded(self, backend: str) -> None:
        """``backend`` finished loading (its function table is built)."""

    @hookspec
    def ivy_core_backend_set(self, backend: str) -> None:
        """``backend`` became the global backend (``set_backend``)."""

    @hookspec
    def ivy_core_backend_unset(self, backend: str) -> None:
        """``backend`` stopped being the global backend (``unset_backend``)."""
