"""Entry point module of the Dask backend: describes it, imports nothing heavy."""

from __future__ import annotations

from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl

# Dask arrays carry NumPy dtypes (their chunks are NumPy arrays).
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
        name="dask",
        framework="dask",
        plugin_api=PLUGIN_API_VERSION,
        native_array_types=("dask.array.core.Array",),
        native_dtype_type="numpy.dtype",
        native_device_type="builtins.str",
        dtypes=_DTYPES,
        invalid_dtypes=(),
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
