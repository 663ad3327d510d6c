"""Entry point module of the PyTorch backend: describes it, imports nothing heavy."""

from __future__ import annotations

from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl

# torch has uint16/uint32/uint64 only as "shell" dtypes without arithmetic
# kernels, so they are not valid ivy_core dtypes under torch.
_DTYPES = {
    "int8": "torch.int8", "int16": "torch.int16", "int32": "torch.int32", "int64": "torch.int64",
    "uint8": "torch.uint8", "bfloat16": "torch.bfloat16", "float16": "torch.float16",
    "float32": "torch.float32", "float64": "torch.float64", "complex64": "torch.complex64",
    "complex128": "torch.complex128", "bool": "torch.bool",
}  # fmt: skip


@hookimpl
def ivy_core_backend() -> BackendSpec:
    return BackendSpec(
        name="torch",
        framework="torch",
        plugin_api=PLUGIN_API_VERSION,
        native_array_types=("torch.Tensor",),
        native_dtype_type="torch.dtype",
        native_device_type="torch.device",
        dtypes=_DTYPES,
        invalid_dtypes=("uint16", "uint32", "uint64"),
        devices=("cpu", "cuda"),
        implementation_modules=(
            "ivy_torch.activations",
            "ivy_torch.creation",
            "ivy_torch.data_type",
            "ivy_torch.elementwise",
            "ivy_torch.fft",
            "ivy_torch.indexing",
            "ivy_torch.linalg",
            "ivy_torch.manipulation",
            "ivy_torch.random",
            "ivy_torch.searching",
            "ivy_torch.sets",
            "ivy_torch.sorting",
            "ivy_torch.statistical",
            "ivy_torch.utility",
        ),
        runtime_module="ivy_torch._runtime",
        notes="no uint16/uint32/uint64; bfloat16 to NumPy through ml_dtypes",
    )
