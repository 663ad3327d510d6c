"""Entry point module of the JAX backend: describes it, imports nothing heavy
(in particular not jax)."""

from __future__ import annotations

from ivy_core.plugin import PLUGIN_API_VERSION, BackendSpec, hookimpl


@hookimpl
def ivy_core_backend() -> BackendSpec:
    return BackendSpec(
        name="jax",
        framework="jax",
        plugin_api=PLUGIN_API_VERSION,
        # The concrete array type's dotted name moved between jaxlib releases
        # (jaxlib.xla_extension -> jaxlib._jax); all known spellings are listed
        # and "array_module_roots" below catches future moves. jax.Array is the
        # public base class (its __module__ is "jax").
        native_array_types=(
            "jaxlib._jax.ArrayImpl",
            "jaxlib.xla_extension.ArrayImpl",
            "jax.Array",
            "jax.jaxlib._jax.Array",
            "jax.jaxlib.xla_extension.Array",
            # The base class of the values jax.jit, grad and vmap trace with.
            "jax._src.core.Tracer",
            "jax.core.Tracer",
        ),
        devices=("cpu", "gpu", "tpu"),
        implementation_modules=(
            "ivy_jax.activations",
            "ivy_jax.creation",
            "ivy_jax.data_type",
            "ivy_jax.elementwise",
            "ivy_jax.fft",
            "ivy_jax.gradients",
            "ivy_jax.indexing",
            "ivy_jax.linalg",
            "ivy_jax.manipulation",
            "ivy_jax.random",
            "ivy_jax.searching",
            "ivy_jax.sets",
            "ivy_jax.sorting",
            "ivy_jax.statistical",
            "ivy_jax.utility",
        ),
        runtime_module="ivy_jax._runtime",
        # DECISION: the runtime module turns on jax_enable_x64 (process-wide)
        # so that int64/uint64/float64/complex128 are real 64-bit dtypes and
        # never silently come back as 32-bit ones.
        notes=(
            "turns on jax.config jax_enable_x64 when the backend loads (process-wide), "
            "so 64-bit dtypes are real; reshape(copy=False) raises unless the shape "
            "is unchanged (jax arrays have no views)"
        ),
        array_module_roots=("jaxlib",),
    )
