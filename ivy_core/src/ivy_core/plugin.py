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
from ._plugins._entry_points import BACKEND_GROUP, EXTENSION_GROUP
from ._plugins._hooks import PLUGIN_API_VERSION, BackendSpec, HookSpecs, hookimpl, hookspec
from ._tracing._record import Ref

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
    "Ref",
]
