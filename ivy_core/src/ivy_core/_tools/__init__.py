"""Tools around the library: which dtypes a function supports and why not
(``_introspect``), the support matrix and its rendering (``_matrix``,
``_matrix_render``) and the backend template (``_template``, for
``python -m ivy_core new-backend``).

Layer 10, the top. Imports anything below; imported by
``ivy_core/__init__.py`` (``_introspect``) and ``__main__`` (the rest,
when a command needs them).
"""
