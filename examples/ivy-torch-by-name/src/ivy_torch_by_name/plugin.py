"""Entry point module: torch's functions bound by name; imports no framework."""

from __future__ import annotations

from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl

# fmt: off
NAMES = {  # ivy_core's name -> torch's, where they differ
    "array": "asarray", "astype": ".to", "bitwise_invert": "bitwise_not", "equal": "eq", "max": "amax",
    "min": "amin", "permute_dims": "permute", "expand_dims": "unsqueeze", "unstack": "unbind", "sign": "sgn",
    "broadcast_arrays": "broadcast_tensors", "repeat": "repeat_interleave", "take_along_axis": "take_along_dim",
    "sort": "sort[0]", "matrix_transpose": ".mT", "nonzero": "nonzero(as_tuple=True)", "unique_values": "unique",
    "unique_counts": "unique(return_counts=True)", "unique_inverse": "unique(return_inverse=True)",
    "random_uniform": "rand", "random_normal": "randn", "seed": "manual_seed",
}
KEYWORDS = {  # ivy_core's keyword -> torch's, for all or one ("tensordot.axes"); torch takes axis= itself
    "axes": "dim", "k": "diagonal", "astype.dtype": "dtype",
    "tensordot.axes": "dims", "diagonal.axis1": "dim1", "diagonal.axis2": "dim2", "reshape.copy": "",
}
GAPS = {  # what torch lacks, and why: a dtype, or dtypes of functions (a->b: computed in b)
    "uint16": "few torch kernels", "uint32": "few torch kernels", "uint64": "few torch kernels",
    "abs ceil floor trunc linspace(bool)": "torch has no bool kernel for it",
    "round relu argmax argmin arange searchsorted(bool, complex)": "no bool or complex torch kernel",
    "sort argsort max min greater greater_equal less less_equal softmax unique_all unique_counts "
    "unique_inverse unique_values(complex)": "torch neither orders nor sorts complex numbers",
    "matmul tensordot cross(bool)": "torch has no bool kernel for it",
    "cholesky det eigh eigvalsh inv matrix_norm matrix_power pinv qr slogdet solve svd svdvals fft ifft fftn "
    "ifftn rfft irfft rfftn irfftn hfft ihfft(float16->float32, bfloat16->float32)":
        "torch has no half-precision kernel for it on the CPU",
}
# fmt: on


@hookimpl
def ivy_core_backend() -> BackendSpec:
    return BackendSpec(
        name="torch_by_name",
        framework="torch",
        plugin_api=PLUGIN_API_VERSION,
        native_array_types=("torch.Tensor",),
        devices=("cpu",),
        namespace="torch",
        names=NAMES,
        keywords=KEYWORDS,
        index_dtype="int64",  # torch gathers with int64 indices only
        gaps=GAPS,
        runtime_module="ivy_torch_by_name.runtime",
        implementation_modules=("ivy_torch_by_name.written",),
    )
