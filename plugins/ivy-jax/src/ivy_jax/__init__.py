"""JAX backend for ivy_core. Importing this package imports no framework;
jax is imported (and ``jax_enable_x64`` turned on) when ivy_core loads the
backend."""
