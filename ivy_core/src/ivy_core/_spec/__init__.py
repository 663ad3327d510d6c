"""The API spec: what every public function is (``_api``: its parameters,
options and kinds), the operators behind Python's syntax (``_operators``),
the ``__ivy_array_function__`` protocol (``_protocol``), and the shape,
axis and argument-type knowledge that checks and explains a call
(``_shapes``, ``_axes``, ``_argtypes``).

Layer 2. Imports ``_base`` and ``_dtype``. Imported by the layers above
and by the public namespace modules, whose decorators fill ``_api.API``.
"""
