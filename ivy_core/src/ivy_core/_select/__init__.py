"""Choosing the backend: the global backend stack, ``using_backend`` and
inference from argument types (``_handler``), attributes of ``ivy_core``
that follow the backend in force (``_namespace``) and
``__array_namespace_info__`` (``_info``).

Layer 7. Imports every layer below. Imported by the public namespace, the
tracing layer and the tools.
"""
