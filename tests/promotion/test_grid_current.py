"""Each committed golden grid against the framework installed here: the grid
is generated again, now, and must equal the committed one. A framework
release that changes a rule fails here, naming the cells that changed.

Each plugin's nox session runs this module for its own framework
(``IVY_CORE_GRIDS=torch``, ``numpy``, ``jax,jax_x64``); without the variable,
every framework installed here is checked.
"""

from __future__ import annotations

import importlib.util
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_grid  # noqa: E402
import replay  # noqa: E402

_ASKED = os.environ.get("IVY_CORE_GRIDS")
FRAMEWORKS = _ASKED.split(",") if _ASKED else list(make_grid.FRAMEWORKS)


def _module(framework: str) -> str:
    return "jax" if framework.startswith("jax") else framework


@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_the_committed_grid_is_what_the_installed_framework_does(framework):
    if importlib.util.find_spec(_module(framework)) is None:
        if _ASKED:
            pytest.fail(f"IVY_CORE_GRIDS names {framework}, which is not installed here")
        pytest.skip(f"{_module(framework)} is not installed here")
    version = make_grid._version(framework)
    committed = make_grid.grid_path(framework, version)
    if not committed.exists():  # a new release: compare with the newest grid committed
        committed = replay.latest_grids()[framework]
    now = make_grid.cells(framework)
    _, before = make_grid.read_grid(committed)
    changed = sorted(k for k in set(now) | set(before) if now.get(k) != before.get(k))
    assert not changed, (
        f"{framework} {version} differs from {committed.name} in {len(changed)} cells "
        f"(regenerate with `python tests/promotion/make_grid.py {framework}`, then update the "
        "rules in ivy_core/_dtype/_rules_*.py until tests/core/dtype/test_promotion_rules.py passes):\n"
        + "\n".join(f"{k}: committed {before.get(k)}, now {now.get(k)}" for k in changed[:40])
    )
