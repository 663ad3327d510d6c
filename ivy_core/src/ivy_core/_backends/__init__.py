"""A loaded backend: its description, runtime, dtype maps and support
(``_backend.Backend``), which entries ``_state.calls`` points to
(``_calls``), a framework exception raised again as ivy_core's class
(``_failure``, naming the argument at fault with ``_suspect``), and sizes refused before a framework is asked
(``_memory``).

Layer 3. Imports ``_base``, ``_dtype`` and ``_spec``. A ``Backend`` does not
build its own entries: the loader (``_plugins._loader``) gives it the
builder from ``_dispatch._entries``, so nothing here imports the per-call
path. Imported by ``_arrays`` and every layer above.
"""
