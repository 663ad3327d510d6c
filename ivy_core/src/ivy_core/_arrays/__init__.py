"""``ivy_core.Array`` (``_array``) with its operators and methods
(``_methods``), index keys (``_keys``), lazy arrays (``_lazy``), pickling
(``_persist``) and the type aliases of the API signatures (``_typing``).

Layer 4. Imports ``_base``, ``_dtype``, ``_spec`` and ``_backends``. An
Array's methods reach the API through ``_state.calls``, never by importing
the per-call path. Imported by ``_dispatch`` and every layer above.
"""
