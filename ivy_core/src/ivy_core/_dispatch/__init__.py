"""The per-call path: a backend's entries (``_entries`` picks, per
function, a fast family of ``_families``, ``_several`` or ``_creation``
(sharing ``_shared``) in front of the general entry of ``_general``), the slow steps as small closures
(``_convert``), refusals and their cures (``_refuse``) and the entries of
a framework promotion mode (``_mode_entries``).

Layer 5. Imports ``_base``, ``_dtype``, ``_spec``, ``_backends`` and
``_arrays``. Imported by ``_plugins`` (the loader builds entries with it),
the public namespace and the tools.
"""
