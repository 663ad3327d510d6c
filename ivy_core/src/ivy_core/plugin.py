"""The plugin contract: what a backend distribution declares, and the pluggy
hook specifications it answers.

A backend is a distribution that registers a module in the entry point group
``ivy_core.backends`` (the entry point's name is the backend's name). That
module imports no framework; it holds pluggy hook implementations marked with
:data:`hookimpl`, at least :func:`HookSpecs.ivy_core_backend`, which returns a
:class:`BackendSpec`.

A distribution that adds or replaces op implementations for someone else's
backend registers a module in the group ``ivy_core.extensions`` and answers
:func:`HookSpecs.ivy_core_implementations`.

None of these hooks runs on the per-op path: ivy_core calls them when a
backend loads, is set or is unset.

Implementations state what they cannot do with :func:`with_unsupported_dtypes`
and its relatives (per framework version range, resolved when the backend
loads) and superset support with :func:`computed_in`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import pluggy

from ._base._errors import DeclarationError
from ._dtype._dtypes import settings_key
from ._dtype._support import (
    computed_in,
    with_supported_device_and_dtypes,
    with_supported_devices,
    with_supported_dtypes,
    with_unsupported_device_and_dtypes,
    with_unsupported_devices,
    with_unsupported_dtypes,
)
from ._plugins._contract import Runtime

__all__ = [
    "with_supported_dtypes",
    "with_unsupported_dtypes",
    "with_supported_devices",
    "with_unsupported_devices",
    "with_supported_device_and_dtypes",
    "with_unsupported_device_and_dtypes",
    "computed_in",
    "settings_key",
    "DeclarationError",
    "PLUGIN_API_VERSION",
    "BACKEND_GROUP",
    "EXTENSION_GROUP",
    "BackendSpec",
    "Runtime",
    "hookimpl",
    "hookspec",
    "HookSpecs",
]

#: The plugin API version this ivy_core implements. A plugin states the one it
#: targets in :attr:`BackendSpec.plugin_api`; a different major number is
#: refused when the backend loads. Version 2: the dtype map lives only in the
#: runtime's ``DTYPES``; ``BackendSpec`` lost ``dtypes``, ``invalid_dtypes``,
#: ``native_dtype_type`` and ``native_device_type``.
PLUGIN_API_VERSION = 2

#: Entry point group for backends.
BACKEND_GROUP = "ivy_core.backends"
#: Entry point group for distributions contributing op implementations.
EXTENSION_GROUP = "ivy_core.extensions"

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
