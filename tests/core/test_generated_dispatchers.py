"""``_dispatchers.py`` is generated from the API spec (``python -m
ivy_core._regen``) so that ``import ivy_core`` loads the dispatchers from the
bytecode cache instead of compiling them; it must match the spec."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from ivy_core import _api, _dispatchers


def test_generated_module_is_up_to_date() -> None:
    on_disk = Path(_dispatchers.__file__).read_text()
    assert on_disk == _api.generated_module(), (
        "ivy_core/_dispatchers.py is out of date with the API spec: run `python -m ivy_core._regen`"
    )


def test_every_core_function_has_an_up_to_date_generated_dispatcher() -> None:
    for name, api in _api.API.items():
        assert _dispatchers.KEYS.get(name) == _api.dispatcher_key(api), name
        assert api.dispatcher is getattr(_dispatchers, name)


def test_import_compiles_nothing() -> None:
    code = "import ivy_core, ivy_core._api as a; print(a._counter[0])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd="/")
    assert out.stdout.strip() == "0", out.stdout + out.stderr


def test_a_stale_or_new_entry_is_compiled_from_the_spec() -> None:
    """A dispatcher whose key no longer matches its spec (a spec edited
    without regenerating), or a function declared after import, is compiled
    afresh; in a fresh interpreter, since this rebinds ivy_core.add."""
    code = """
import ivy_core, ivy_core._api as a, ivy_core._dispatchers as d
api = a.API["add"]
old = api.dispatcher
d.KEYS["add"] = ("stale",)
api.dispatcher = None

@a.primary(arrays=("x",))
def brand_new(x, /, *, flag=False):
    "A function declared after import."

a.build_dispatchers()
assert a._counter[0] == 1, a._counter
assert api.dispatcher is not old and ivy_core.elementwise.add is api.dispatcher
assert a.API["brand_new"].dispatcher.__name__ == "brand_new"
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd="/")
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stdout + out.stderr
