"""The known failures of the client cases, from survey.py (ivy_core Arrays
beside the framework's own arrays, each through the library's Array API
path). Two kinds, kept apart:

- ``LIBRARY``: the library's own limit: the call fails on the framework's
  own arrays too (through array-api-compat), or the library documents it
  unsupported. A non-strict xfail whose reason starts "library limit".
- ``IVY``: fails on ivy_core Arrays only: an ivy_core defect, named; a
  strict xfail, so that the fix shows as an XPASS to remove here.

Keys: (library, case name) -> {backend or "*": reason}.
"""

from __future__ import annotations

from typing import Any

import pytest

ALL = "*"

_HIERARCHY = ("linkage(single)", "linkage(complete)", "linkage(average)", "linkage(ward)", "leaves_list",
              "cophenet", "inconsistent", "maxdists", "optimal_leaf_ordering")  # fmt: skip

LIBRARY: dict[tuple[str, str], dict[str, str]] = {
    ("scikit-learn", "contingency_matrix"): {
        ALL: "contingency_matrix returns a numpy.ndarray for every input array type (torch tensors and jax arrays "
        "through array-api-compat too), not an array of the input's namespace"
    },
    ("scikit-learn", "GaussianMixture"): {
        "jax": "GaussianMixture writes into arrays through views (covariances[k] reshaped, _add_to_diagonal): "
        "on jax arrays it raises (immutable); on ivy_core's jax Arrays the writes do not reach the viewed array "
        "(docs/backends.rst: an in-place write makes the Array hold a new array) and the fit is NaN"
    },
}

IVY: dict[tuple[str, str], dict[str, str]] = {
    **{
        ("scipy", f"cluster.hierarchy.{name}"): {
            ALL: "ivy_core.Dtype is a str subclass, so array_api_extra.lazy_apply (vendored in SciPy) takes "
            "dtype=x.dtype for a sequence of dtypes: ValueError 'Got single shape but multiple dtypes'"
        }
        for name in _HIERARCHY
    },
    ("array-api-extra", "lazy_apply"): {
        ALL: "ivy_core.Dtype is a str subclass, so lazy_apply takes dtype=xp.float64 for a sequence of dtypes: "
        "ValueError 'Got single shape but multiple dtypes'"
    },
}


def _reason(table: dict[tuple[str, str], dict[str, str]], library: str, name: str, backend: str) -> str | None:
    entry = table.get((library, name), {})
    return entry.get(backend, entry.get(ALL))


def marks(library: str, name: str, backend: str) -> list[Any]:
    lib = _reason(LIBRARY, library, name, backend)
    if lib is not None:
        return [pytest.mark.xfail(reason=f"library limit: {lib}", strict=False)]
    defect = _reason(IVY, library, name, backend)
    if defect is not None:
        return [pytest.mark.xfail(reason=f"ivy_core defect: {defect}", strict=True)]
    return []
