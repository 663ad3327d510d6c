"""Every client case on ivy_core Arrays and on the framework's own arrays,
side by side: the survey that _known.py's outcomes come from. Run it in the
``clients`` session's virtualenv after a library or ivy_core change:

    SCIPY_ARRAY_API=1 ~/.cache/ivy-core/nox/clients/bin/python tests/clients/survey.py [backend ...]

A case that fails on ivy_core but passes on the framework's own arrays is an
ivy_core defect; one that fails on both is the library's limit.
"""

from __future__ import annotations

import os
import sys
import time
import traceback

os.environ.setdefault("SCIPY_ARRAY_API", "1")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np  # noqa: E402
from _cases import CASES  # noqa: E402
from _run import compare, installed_backends, ivy_ctx, native_ctx, numpy_ctx  # noqa: E402


def _try(case, ctx, ref):  # type: ignore[no-untyped-def]
    try:
        compare(ref, case.run(ctx), rtol=case.rtol, atol=case.atol, array_type=type(ctx.a(np.zeros(1))))
    except Exception as e:  # noqa: BLE001 - a survey records every failure
        tb = traceback.extract_tb(e.__traceback__)[-1]
        return f"{type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''} @ {tb.filename.split('site-packages/')[-1]}:{tb.lineno}"
    return "ok"


TIMES: list[tuple[float, float, str, str]] = []


def main() -> None:
    ivy_only = "--ivy-only" in sys.argv
    backends = [a for a in sys.argv[1:] if not a.startswith("-")] or installed_backends()
    for case in CASES:
        try:
            ref = case.run(numpy_ctx())
        except Exception as e:  # noqa: BLE001
            print(f"{case.library}\t{case.name}\t-\tREFERENCE FAILS {type(e).__name__}: {e}")
            continue
        for b in backends:
            import ivy_core as ivy

            t0 = time.perf_counter()
            got_ivy = _try(case, ivy_ctx(b), ref)
            ivy.unset_backend()
            t1 = time.perf_counter()
            got_native = "not run" if ivy_only else _try(case, native_ctx(b), ref)
            t2 = time.perf_counter()
            TIMES.append((t1 - t0, t2 - t1, case.name, b))
            if got_ivy != "ok" or got_native != "ok":
                print(f"{case.library}\t{case.name}\t{b}\tivy: {got_ivy}\tnative: {got_native}", flush=True)
    print("cases:", len(CASES))
    for b in backends:
        ivy_s, native_s = (sum(t[i] for t in TIMES if t[3] == b) for i in (0, 1))
        print(f"{b}: ivy_core {ivy_s:.1f}s, native {native_s:.1f}s")
    for t in sorted(TIMES, reverse=True)[:10]:
        print(f"slowest: ivy_core {t[0]:.2f}s native {t[1]:.2f}s {t[2]} on {t[3]}")


if __name__ == "__main__":
    main()
