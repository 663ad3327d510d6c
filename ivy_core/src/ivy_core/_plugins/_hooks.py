"""The pluggy side of the plugin contract: the plugin API version, the hook
markers, what a backend's plugin module describes (:class:`BackendSpec`) and
the hook specifications (:class:`HookSpecs`). Exported by ``ivy_core.plugin``,
the face plugin authors import; read by the loader (``_loader``).

Layer 6 (``_plugins``); imports pluggy, so only ``ivy_core.plugin`` and the
loader import it, never ``import ivy_core``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
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


@dataclass(frozen=True)
class BackendSpec:
    """A backend's description. Everything is a string or a tuple of strings,
    so describing a backend imports nothing."""

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
    implementation_modules: tuple[str, ...] = ()
    #: Module holding the backend's runtime hooks, imported when the backend
    #: loads (it may import the framework); see :class:`Runtime`. Its
    #: ``DTYPES`` is the one table of the backend's dtypes. With
    #: :attr:`array_api`, its hooks override the adapter's; may then be "".
    runtime_module: str = ""
    #: Import name of a namespace that follows the Array API standard
    #: (``"array_api_strict"``, ``"cupy"``): the generic adapter then gives
    #: the runtime and every function the namespace has (see the backend
    #: author's guide).
    array_api: str = ""
    #: Top-level module names whose types count as this backend's arrays when
    #: no dotted name in :attr:`native_array_types` matches (for frameworks
    #: that move their concrete array class between releases, e.g. ``jaxlib``).
    array_module_roots: tuple[str, ...] = ()
    #: Free-form notes (e.g. a framework setting the backend changes on load).
    notes: str = ""


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
