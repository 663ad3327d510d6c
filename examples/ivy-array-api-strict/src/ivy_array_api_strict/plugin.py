"""Entry point module: describes the backend; imports no framework."""

from __future__ import annotations

from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl


@hookimpl
def ivy_core_backend() -> BackendSpec:
    return BackendSpec(
        name="array_api_strict",
        framework="array_api_strict",
        plugin_api=PLUGIN_API_VERSION,
        native_array_types=("array_api_strict._array_object.Array",),
        devices=("cpu",),
        array_api="array_api_strict",
        implementation_modules=("ivy_array_api_strict.gaps",),
    )
