"""The program corpus (``corpus_programs.py``) run through every path, and
the program x backend x path matrix of outcomes.

Run as a script to print the matrix::

    python tests/api/corpus_matrix.py [backend ...] [--program NAME]... [--path NAME]...

(the backends default to those ``IVY_API_BACKENDS`` keeps, else every
installed one). ``test_program_corpus.py`` runs the same cells as tests.

A cell's outcome is one of:

- ``ok``: every call gave what eager code gives on the same backend (same
  structure, dtype, shape and values; for random programs shape, dtype,
  distribution and fresh draws), and the caller's arrays hold what eager
  code leaves in them;
- ``refused(<class>)``: the path refused the program clearly: ivy_core's
  ``TraceError`` or ``GuardError``, ivy_core's ``NotImplementedError`` for a
  missing tracer, or the framework's documented error for what its compiler
  cannot take (``_framework_refusals``). Any other ivy_core error on a path
  where eager code took the same inputs is an ``error``;
- ``WRONG``: a call returned something other than eager code (or left the
  caller's arrays otherwise): never allowed;
- ``error(<class>: message)``: any other exception: never allowed;
- ``rule``: the cell follows a documented rule other than eager code's
  for the program's state (:data:`RULES`: what a saved graph or a
  framework's compiler applied directly does with an Array read from
  outside, or with an Array argument given a new value), and gave exactly
  what that rule says: results against eager code run on the state as it
  was when the function was traced, or the caller's arrays left as they
  were;
- ``skip``: the path does not exist on that backend (NumPy has no compiler;
  Dask has no tracer).
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

from corpus_programs import N_CALLS, PROGRAMS, Case, Program  # noqa: E402

import ivy_core as ivy  # noqa: E402

#: The ways a function is run, in the matrix's order.
PATHS = ("eager", "compile", "native", "trace", "trace_compiled", "trace_loaded", "trace_ivy")

#: (rtol, atol) for float32 results: compiled code may fuse and reorder.
RTOL, ATOL = 1e-4, 1e-5


class Skip(Exception):
    """The path does not exist on this backend."""


@dataclass
class Outcome:
    status: str  # ok, refused, WRONG, error, skip
    detail: str = ""
    #: The exception's class, for refused and error.
    cls: str = ""

    def cell(self) -> str:
        return f"{self.status}({self.cls})" if self.cls else self.status


#: (program, path) -> (the backends, the rule's kind, the rule) of the cells
#: whose state follows a documented rule other than eager code's (README,
#: "Compiling and tracing: what each path keeps"). Kinds: ``"frozen"``, the
#: Arrays read from outside keep the values they had when the function was
#: traced; ``"copy"``, a new value given to an Array argument stays inside.
RULES: dict[tuple[str, str], tuple[frozenset[str], str, str]] = {
    ("closure_weight", "trace_loaded"): (
        frozenset(("numpy", "torch", "jax", "tensorflow")), "frozen",
        "a saved graph holds the Arrays its function read from outside with their values at saving "
        "(the loaded graph has no function to read them from)",
    ),
    ("closure_weight", "native"): (
        frozenset(("jax", "tensorflow")), "frozen",
        "jax.jit and tf.function applied directly keep what the function reads from outside as "
        "constants of the compiled code (ivy_core.compile reads them at each call)",
    ),
    ("update_argument", "native"): (
        frozenset(("jax",)), "copy",
        "under jax.jit applied directly an Array argument is a copy jax rebuilt from its leaves, and a "
        "new value given to it stays inside (ivy_core.compile writes it back)",
    ),
}


# -- the paths ---------------------------------------------------------------------


def _torch_reset() -> None:
    import torch

    torch._dynamo.reset()


def _native(fn: Callable[..., Any], backend: str) -> Callable[..., Any]:
    """The framework's own compiler applied to the ivy_core function."""
    if backend == "jax":
        import jax

        return jax.jit(fn)
    if backend == "torch":
        import torch

        _torch_reset()
        return torch.compile(fn, fullgraph=True, backend="eager")
    if backend == "tensorflow":
        import tensorflow as tf

        return tf.function(fn, jit_compile=True)
    raise Skip(f"backend {backend!r} has no compiler of its own")


def _needs_tracer(backend: str) -> None:
    if ivy.current_backend().runtime.trace is None:
        raise Skip(f"backend {backend!r} provides no tracer (no 'trace' hook in its runtime)")


def make_runner(path: str, case: Case, backend: str, workdir: str) -> Callable[..., Any]:
    """The function ``case.fn`` as run by ``path`` (tracing on call 0's
    inputs, fresh copies of them, now)."""
    fn = case.fn
    if path == "eager":
        return fn
    if path == "compile":
        if backend == "torch":
            _torch_reset()
            return ivy.compile(fn, fullgraph=True, compiler_backend="eager")
        return ivy.compile(fn)
    if path == "native":
        return _native(fn, backend)
    if path == "trace_ivy":
        try:
            return ivy.trace_graph(fn, *case.args(0), to="ivy_core")
        except ivy.BackendNotFoundError as exc:
            raise Skip(f"tracing ivy_core calls on {backend!r} needs the NumPy backend: {exc}") from None
    _needs_tracer(backend)
    if path == "trace":
        return ivy.trace_graph(fn, *case.args(0))
    if path == "trace_compiled":
        if backend == "torch":
            _torch_reset()
        return ivy.trace_graph(fn, *case.args(0), backend_compile=True)
    if path == "trace_loaded":
        graph = ivy.trace_graph(fn, *case.args(0))
        graph.save(workdir)
        return ivy.load_graph(workdir)
    raise ValueError(f"no path {path!r}")


# -- refusals ----------------------------------------------------------------------


def _framework_refusals() -> list[tuple[type, str]]:
    """The frameworks' documented errors for a program their compiler or
    tracer cannot take, as (class, message pattern); only for frameworks
    already imported."""
    out: list[tuple[type, str]] = []
    if "jax" in sys.modules:
        import jax

        for name in ("ConcretizationTypeError", "NonConcreteBooleanIndexError", "TracerArrayConversionError",
                     "TracerBoolConversionError", "TracerIntegerConversionError"):
            out.append((getattr(jax.errors, name), ""))
    if "torch" in sys.modules:
        import torch._dynamo.exc as dynamo_exc

        out.append((dynamo_exc.Unsupported, ""))
        out.append((dynamo_exc.UserError, ""))
    if "tensorflow" in sys.modules:
        import tensorflow as tf

        out.append((tf.errors.OperatorNotAllowedInGraphError, ""))
        # XLA (jit_compile=True) refuses ops of data-dependent shape.
        out.append((tf.errors.InvalidArgumentError, r"XLA|compil"))
        # tf.function refuses a function that changes its Python arguments.
        out.append((ValueError, r"should not modify its Python input arguments"))
    return out


def classify(exc: BaseException) -> Outcome:
    """A refusal, or an error."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    if lines and lines[0] == "in user code:":  # tf.function: the error itself comes last
        lines = lines[-1:]
    head = lines[0][:300] if lines else ""
    text = head if head.startswith(f"{type(exc).__name__}:") else f"{type(exc).__name__}: {head}"
    if isinstance(exc, (ivy.TraceError, ivy.GuardError)):
        return Outcome("refused", text, type(exc).__name__)
    if isinstance(exc, NotImplementedError) and "ivy_core" in str(exc):
        return Outcome("refused", text, type(exc).__name__)
    for cls, pattern in _framework_refusals():
        if isinstance(exc, cls) and re.search(pattern, str(exc)):
            return Outcome("refused", text, type(exc).__name__)
    return Outcome("error", text, type(exc).__name__)


# -- comparing ---------------------------------------------------------------------


def _leaf(x: Any, path: str, backend: str) -> tuple[np.ndarray | None, str]:
    """The values of a result leaf, or what is wrong with it."""
    if isinstance(x, ivy.Array):
        if x.backend != backend:
            return None, f"an Array of backend {x.backend!r}, not {backend!r}"
        return np.asarray(x), ""
    if path == "native":  # a framework's compiler may give its own arrays back
        try:
            return np.asarray(ivy.Array(x)), ""
        except Exception as exc:  # noqa: BLE001 - reported as the difference
            return None, f"{type(x).__name__} that is not an array ({exc})"
    return None, f"a {type(x).__name__}, not an ivy_core.Array"


def difference(got: Any, want: Any, path: str, backend: str, where: str = "result") -> str:
    """How ``got`` differs from ``want`` (eager's), or ``""``."""
    if isinstance(want, (tuple, list)):
        if not isinstance(got, (tuple, list)) or len(got) != len(want):
            return f"{where}: {type(got).__name__} of {len(got) if hasattr(got, '__len__') else '?'}, " \
                   f"eager a {type(want).__name__} of {len(want)}"
        for k, (g, w) in enumerate(zip(got, want, strict=True)):
            d = difference(g, w, path, backend, f"{where}[{k}]")
            if d:
                return d
        return ""
    w = np.asarray(want)
    g, problem = _leaf(got, path, backend)
    if g is None:
        return f"{where}: {problem}"
    if g.dtype != w.dtype or g.shape != w.shape:
        return f"{where}: {g.dtype}{list(g.shape)}, eager {w.dtype}{list(w.shape)}"
    if w.dtype.kind in "fc":
        ok = np.allclose(g, w, rtol=RTOL, atol=ATOL, equal_nan=True)
    else:
        ok = np.array_equal(g, w)
    if not ok:
        return f"{where}: values {np.array2string(g.ravel()[:6], precision=4)}..., " \
               f"eager {np.array2string(w.ravel()[:6], precision=4)}..."
    return ""


def random_difference(got: Any, want: Any, x: Any, path: str, backend: str) -> str:
    """A dropout result: eager's shape and dtype, each element 0 or ``2 x``,
    about half of them 0."""
    g, problem = _leaf(got, path, backend)
    if g is None:
        return f"result: {problem}"
    w = np.asarray(want)
    if g.dtype != w.dtype or g.shape != w.shape:
        return f"result: {g.dtype}{list(g.shape)}, eager {w.dtype}{list(w.shape)}"
    xv = np.asarray(x)
    zero = g == 0
    if not np.allclose(g[~zero], 2 * xv[~zero], rtol=RTOL, atol=ATOL):
        return "result: kept elements are not 2 x"
    frac = zero.mean()
    if not 0.35 <= frac <= 0.65:
        return f"result: {frac:.2f} of the elements dropped, p = 0.5"
    return ""


# -- one cell ----------------------------------------------------------------------


def run_cell(program: Program, backend: str, path: str, workdir: str) -> Outcome:
    """``program`` on ``backend`` (in force) run by ``path``."""
    case = program.build()
    try:
        run = make_runner(path, case, backend, workdir)
    except Skip as exc:
        return Outcome("skip", str(exc))
    except Exception as exc:  # noqa: BLE001 - classified and reported
        out = classify(exc)
        out.detail = f"building: {out.detail}"
        return out
    backends, kind, rule = RULES.get((program.name, path), (frozenset(), "", ""))
    kind = kind if backend in backends else ""
    # A frozen cell is checked against eager code on the state as it was
    # when the function was traced: every reference is computed first.
    frozen = {}
    if kind == "frozen":
        for i in range(N_CALLS):
            with case.context(i):
                frozen[i] = case.fn(*case.args(i))
    for i in range(N_CALLS):
        case.before(i)
        with case.context(i):
            want_args, got_args = case.args(i), case.args(i)
            want = frozen[i] if kind == "frozen" else case.fn(*want_args)
            if kind == "copy":
                want_args = case.args(i)  # the caller's arrays stay as they were
            try:
                got = run(*got_args)
            except Exception as exc:  # noqa: BLE001 - classified and reported
                out = classify(exc)
                out.detail = f"call {i + 1}: {out.detail}"
                return out
            if case.random:
                d = random_difference(got, want, got_args[0], path, backend)
            else:
                d = difference(got, want, path, backend)
            if not d and case.mutates_args:
                d = difference(list(got_args), list(want_args), path, backend, "caller's arguments after the call")
        if d:
            return Outcome("WRONG", f"call {i + 1}: {d}")
    if case.random:
        x = case.args(0)
        try:
            first, second = run(*x), run(*x)
        except Exception as exc:  # noqa: BLE001 - classified and reported
            out = classify(exc)
            out.detail = f"calls {N_CALLS + 1} and {N_CALLS + 2}: {out.detail}"
            return out
        if np.array_equal(np.asarray(first), np.asarray(second)):
            return Outcome("WRONG", "two calls on the same input drew the same numbers")
    return Outcome("rule", rule) if kind else Outcome("ok")


def run_matrix(backends: list[str], programs: list[str], paths: list[str]) -> dict[tuple[str, str, str], Outcome]:
    results = {}
    for backend in backends:
        for name in programs:
            for path in paths:
                with tempfile.TemporaryDirectory() as d, ivy.using_backend(backend):
                    try:
                        results[(name, backend, path)] = run_cell(PROGRAMS[name], backend, path, d)
                    except Exception as exc:  # noqa: BLE001 - the eager reference itself failed
                        out = classify(exc)
                        results[(name, backend, path)] = Outcome("error", f"(eager reference) {out.detail}")
    return results


def render(results: dict[tuple[str, str, str], Outcome], backends: list[str], programs: list[str],
           paths: list[str]) -> str:
    lines = []
    width = max(len(p) for p in programs) + 2
    col = {p: 2 + max(len(p), *(len(results[(n, b, p)].cell()) for n in programs for b in backends)) for p in paths}
    for backend in backends:
        lines.append(f"== {backend}")
        lines.append(" " * width + "".join(p.ljust(col[p]) for p in paths))
        for name in programs:
            lines.append(name.ljust(width) + "".join(results[(name, backend, p)].cell().ljust(col[p]) for p in paths))
        lines.append("")
    lines.append("details (rule, refused, WRONG, error):")
    for (name, backend, path), out in results.items():
        if out.status not in ("ok", "skip"):
            lines.append(f"  {name} / {backend} / {path}: {out.status}: {out.detail}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    from api_helpers import installed_backends

    backends: list[str] = []
    programs: list[str] = []
    paths: list[str] = []
    target = backends
    for a in argv:
        if a == "--program":
            target = programs
        elif a == "--path":
            target = paths
        else:
            target.append(a)
            target = backends
    backends = backends or installed_backends()
    programs = programs or list(PROGRAMS)
    paths = paths or list(PATHS)
    with contextlib.redirect_stdout(sys.stderr):  # the programs' own output stays apart
        results = run_matrix(backends, programs, paths)
    print(render(results, backends, programs, paths))
    return 1 if any(o.status in ("WRONG", "error") for o in results.values()) else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
