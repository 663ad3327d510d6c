"""Entry point module of the NumPy backend: describes it, imports nothing heavy."""

from __future__ import annotations

from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl

_DTYPES = {
    "int8": "numpy.int8", "int16": "numpy.int16", "int32": "numpy.int32", "int64": "numpy.int64",
    "uint8": "numpy.uint8", "uint16": "numpy.uint16", "uint32": "numpy.uint32",
    "uint64": "numpy.uint64", "bfloat16": "ml_dtypes.bfloat16", "float16": "numpy.float16",
    "float32": "numpy.float32", "float64": "numpy.float64", "complex64": "numpy.complex64",
    "complex128": "numpy.complex128", "bool": "numpy.bool_",
}  # fmt: skip


@hookimpl
def ivy_core_backend() -> BackendSpec:
    return BackendSpec(
        name="numpy",
        framework="numpy",
        plugin_api=PLUGIN_API_VERSION,
        native_array_types=("numpy.ndarray", "ivy_numpy._trace.TracedArray"),
        native_dtype_type="numpy.dtype",
        native_device_type="builtins.str",
        dtypes=_DTYPES,
        invalid_dtypes=(),
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
