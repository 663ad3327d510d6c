"""Entry point module of the TensorFlow backend: describes it, imports nothing heavy."""

from __future__ import annotations

from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl


@hookimpl
def ivy_core_backend() -> BackendSpec:
    return BackendSpec(
        name="tensorflow",
        framework="tensorflow",
        plugin_api=PLUGIN_API_VERSION,
        # The concrete eager tensor type first, then what else may hold an
        # array: graph/symbolic tensors and variables (ResourceVariable).
        native_array_types=(
            "tensorflow.python.framework.ops.EagerTensor",
            "tensorflow.python.framework.ops._EagerTensorBase",
            "tensorflow.python.framework.tensor.Tensor",
            "tensorflow.python.ops.resource_variable_ops.ResourceVariable",
            "tensorflow.python.ops.resource_variable_ops.BaseResourceVariable",
            "tensorflow.python.ops.variables.Variable",
        ),
        devices=("cpu", "gpu"),
        implementation_modules=(
            "ivy_tensorflow.activations",
            "ivy_tensorflow.creation",
            "ivy_tensorflow.data_type",
            "ivy_tensorflow.elementwise",
            "ivy_tensorflow.fft",
            "ivy_tensorflow.gradients",
            "ivy_tensorflow.indexing",
            "ivy_tensorflow.linalg",
            "ivy_tensorflow.manipulation",
            "ivy_tensorflow.random",
            "ivy_tensorflow.searching",
            "ivy_tensorflow.sets",
            "ivy_tensorflow.sorting",
            "ivy_tensorflow.statistical",
            "ivy_tensorflow.utility",
        ),
        runtime_module="ivy_tensorflow._runtime",
        notes=(
            "dtypes TensorFlow has no kernel for are emulated exactly; "
            "sets TF_CPP_MIN_LOG_LEVEL=2 unless already set"
        ),
    )
