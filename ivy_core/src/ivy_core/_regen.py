"""Regenerate ``_dispatchers.py`` from the API spec:

python -m ivy_core._regen          # write it
python -m ivy_core._regen --check  # exit 1 if it is out of date
"""

from __future__ import annotations

import sys
from pathlib import Path

import ivy_core  # noqa: F401  (declares every API function)

from . import _api


def main(argv: list[str]) -> int:
    path = Path(__file__).with_name("_dispatchers.py")
    text = _api.generated_module()
    current = path.read_text() if path.exists() else ""
    if "--check" in argv:
        if current != text:
            print(f"{path} is out of date: run python -m ivy_core._regen", file=sys.stderr)
            return 1
        return 0
    if current != text:
        path.write_text(text)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
