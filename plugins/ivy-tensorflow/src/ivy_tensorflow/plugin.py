"""Entry point module of the TensorFlow backend: describes it, imports nothing heavy."""

from __future__ import annotations

from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl

_DTYPES = {
    "int8": "tensorflow.int8", "int16": "tensorflow.int16", "int32": "tensorflow.int32",
    "int64": "tensorflow.int64", "uint8": "tensorflow.uint8", "uint16": "tensorflow.uint16",
    "uint32": "tensorflow.uint32", "uint64": "tensorflow.uint64",
    "bfloat16": "tensorflow.bfloat16", "float16": "tensorflow.float16",
    "float32": "tensorflow.float32", "float64": "tensorflow.float64",
    "complex64": "tensorflow.complex64", "complex128": "tensorflow.complex128",
    "bool": "tensorflow.bool",
}  # fmt: skip


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
        native_dtype_type="tensorflow.python.framework.dtypes.DType",
        native_device_type="builtins.str",
        dtypes=_DTYPES,
        invalid_dtypes=(),
        devices=("cpu", "gpu"),
        implementation_modules=(
            "ivy_tensorflow.activations",
            "ivy_tensorflow.creation",
            "ivy_tensorflow.data_type",
            "ivy_tensorflow.elementwise",
            "ivy_tensorflow.fft",
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
