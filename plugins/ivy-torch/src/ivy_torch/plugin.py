"""Entry point module of the PyTorch backend: describes it, imports nothing heavy."""

from __future__ import annotations

from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl


@hookimpl
def ivy_core_backend() -> BackendSpec:
    return BackendSpec(
        name="torch",
        framework="torch",
        plugin_api=PLUGIN_API_VERSION,
        native_array_types=("torch.Tensor",),
        devices=("cpu", "cuda"),
        implementation_modules=(
            "ivy_torch.activations",
            "ivy_torch.creation",
            "ivy_torch.data_type",
            "ivy_torch.elementwise",
            "ivy_torch.fft",
            "ivy_torch.gradients",
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
