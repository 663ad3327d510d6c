"""Overrides of what ivy_core's Array API adapter gives array-api-strict.

None are needed: the adapter declares the dtypes the standard leaves out
of each function (array-api-strict refuses them) and writes the functions
the standard lacks in the namespace's own. A backend fixes its library here:
a function named in ``__all__`` replaces the adapter's (``abs = xp.abs`` to
take bool again, or a function decorated with ``with_unsupported_dtypes``).
"""

from __future__ import annotations

__all__: list[str] = []
