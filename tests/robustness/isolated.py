"""Cases run in a child process (gigantic sizes: some frameworks abort the
interpreter, JAX with SIGABRT, instead of raising).

Run as a script, ``python isolated.py BACKEND CASE_ID...`` runs the cases
one after the other and prints ``START <id>`` before each and ``RESULT
<json>`` after it. :func:`run_isolated` drives it from the parent: a case
that started and has no result died with the process (a crash, with the
signal or exit status); the cases after it run in a fresh process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from checks import Outcome  # noqa: E402

#: Seconds one child may take for all its cases (a hang counts as a crash).
TIMEOUT = 240


def run_isolated(backend: str, case_ids: list[str], timeout: float = TIMEOUT) -> dict[str, Outcome]:
    results: dict[str, Outcome] = {}
    pending = list(case_ids)
    while pending:
        proc = subprocess.Popen(
            [sys.executable, os.path.join(HERE, "isolated.py"), backend, *pending],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            stdout, stderr = proc.communicate(timeout=timeout)
            status = f"exit status {proc.returncode}"
        except subprocess.TimeoutExpired:
            proc.kill()
            stdout, stderr = proc.communicate()
            status = f"no answer in {timeout:.0f} s (killed)"
        if proc.returncode is not None and proc.returncode < 0:
            status = f"killed by signal {-proc.returncode}"
        started = None
        for line in stdout.splitlines():
            if line.startswith("START "):
                started = line[6:]
            elif line.startswith("RESULT "):
                data = json.loads(line[7:])
                results[data["case_id"]] = Outcome(**data)
                started = None
        pending = [c for c in pending if c not in results]
        if not pending:
            break
        # The child died: in the case it started, or before any (an import failure).
        victim = started if started in pending else pending[0]
        tail = stderr.strip().splitlines()[-3:]
        results[victim] = Outcome(
            victim, backend, "crash", error=" | ".join(tail), reasons=[f"the process died: {status}"]
        )
        pending.remove(victim)
    return results


def main(backend: str, case_ids: list[str]) -> None:
    from checks import run_case
    from corpus import corpus
    from selection import installed_backends

    by_id = {c.id: c for c in corpus(installed_backends())}
    for case_id in case_ids:
        print(f"START {case_id}", flush=True)
        outcome = run_case(by_id[case_id], backend)
        print("RESULT " + json.dumps(outcome.__dict__), flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
