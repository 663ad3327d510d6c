"""Run the whole generated corpus per backend and count what happened.

    python tests/robustness/report.py [backends...] [--details] [--json FILE]

With no backend named, every installed one (see selection.py). Per backend:
calls tried, clean typed errors (the right class, a message naming function,
backend and value, the state untouched), unclear (raised, but not as
required), silent (returned a value), crashes (the child process running a
gigantic-size case died); then, with ``--details``, every call that was not
clean, grouped by what went wrong.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from checks import Outcome, run_case  # noqa: E402
from corpus import corpus  # noqa: E402
from isolated import run_isolated  # noqa: E402
from ivy_core._select import _handler  # noqa: E402
from selection import installed_backends  # noqa: E402

COLUMNS = ("tried", "clean", "unclear", "silent", "crash", "broken")


def run_backend(backend: str, installed: list[str]) -> list[Outcome]:
    cases = [c for c in corpus(installed) if backend not in c.needs]
    results = []
    for case in cases:
        if not case.subprocess:
            results.append(run_case(case, backend))
            _handler.reset()
    isolated = run_isolated(backend, [c.id for c in cases if c.subprocess])
    results.extend(isolated.values())
    return results


def summarize(outcomes: list[Outcome]) -> dict[str, int]:
    counts = Counter(o.outcome for o in outcomes)
    return {"tried": len(outcomes), **{k: counts.get(k, 0) for k in COLUMNS[1:]}}


def details(outcomes: list[Outcome]) -> str:
    groups: dict[str, list[Outcome]] = defaultdict(list)
    for o in outcomes:
        if o.outcome != "clean":
            groups[f"{o.outcome}: {'; '.join(o.reasons)}"].append(o)
    lines = []
    for reason, items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        lines.append(f"  {len(items):4d} x {reason}")
        for o in items[:400]:
            lines.append(f"         {o.case_id}  ->  {o.error[:160]!r}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("backends", nargs="*")
    parser.add_argument("--details", action="store_true", help="list every call that was not clean")
    parser.add_argument("--json", help="write every outcome to this file")
    args = parser.parse_args(argv)
    installed = installed_backends()
    backends = args.backends or installed
    missing = [b for b in backends if b not in installed]
    if missing:
        parser.error(f"not installed: {missing} (installed: {installed})")
    table = {}
    everything = []
    for backend in backends:
        start = time.perf_counter()
        outcomes = run_backend(backend, installed)
        table[backend] = summarize(outcomes)
        table[backend]["seconds"] = round(time.perf_counter() - start, 1)
        everything.extend(outcomes)
        if args.details:
            print(f"== {backend}")
            print(details(outcomes))
    print(f"{'backend':<12}" + "".join(f"{c:>9}" for c in (*COLUMNS, "seconds")))
    for backend, row in table.items():
        print(f"{backend:<12}" + "".join(f"{row[c]:>9}" for c in (*COLUMNS, "seconds")))
    if args.json:
        with open(args.json, "w") as f:
            json.dump([o.__dict__ for o in everything], f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
