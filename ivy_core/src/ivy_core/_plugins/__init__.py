"""Plugins: the runtime contract (``_contract``), discovery through entry
points and loading (``_registry``, ``_loader``), and the generic adapter
for a library whose namespace follows the Array API standard
(``_adapter``), and binding a framework's namespace by name with a rename
table (``_by_name``, ``_by_name_runtime``).

Layer 6. Imports every layer below (``_loader`` builds a ``Backend`` and
its entries). Imported by ``_select``, the public namespace,
``ivy_core.plugin`` and the tools.
"""
