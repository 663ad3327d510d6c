"""Entry point module of the NumPy backend: describes it, imports nothing heavy."""

from __future__ import annotations

from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl


@hookimpl
def ivy_core_backend() -> BackendSpec:
    return BackendSpec(
        name="numpy",
        framework="numpy",
        plugin_api=PLUGIN_API_VERSION,
        native_array_types=("numpy.ndarray", "ivy_numpy._trace.TracedArray"),
        devices=("cpu",),
        implementation_modules=(
            "ivy_numpy.activations",
            "ivy_numpy.creation",
            "ivy_numpy.data_type",
            "ivy_numpy.elementwise",
            "ivy_numpy.fft",
            "ivy_numpy.indexing",
            "ivy_numpy.linalg",
            "ivy_numpy.manipulation",
            "ivy_numpy.random",
            "ivy_numpy.searching",
            "ivy_numpy.sets",
            "ivy_numpy.sorting",
            "ivy_numpy.statistical",
            "ivy_numpy.utility",
        ),
        runtime_module="ivy_numpy._runtime",
        notes="bfloat16 through ml_dtypes",
    )
