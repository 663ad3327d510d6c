"""Entry point module of the Dask backend: describes it, imports nothing heavy."""

from __future__ import annotations

from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl


@hookimpl
def ivy_core_backend() -> BackendSpec:
    return BackendSpec(
        name="dask",
        framework="dask",
        plugin_api=PLUGIN_API_VERSION,
        native_array_types=("dask.array.core.Array",),
        devices=("cpu",),
        implementation_modules=(
            "ivy_dask.activations",
            "ivy_dask.creation",
            "ivy_dask.data_type",
            "ivy_dask.elementwise",
            "ivy_dask.fft",
            "ivy_dask.indexing",
            "ivy_dask.linalg",
            "ivy_dask.manipulation",
            "ivy_dask.random",
            "ivy_dask.searching",
            "ivy_dask.sets",
            "ivy_dask.sorting",
            "ivy_dask.statistical",
            "ivy_dask.utility",
        ),
        runtime_module="ivy_dask._runtime",
        notes="lazy (dask.array); chunks are NumPy arrays, bfloat16 through ml_dtypes",
    )
