"""Replaying the golden grids (``grids/*.txt``, written by ``make_grid.py``)
through ivy_core: the rules alone (:func:`predict`) and real calls on a
backend (:func:`call`), with one verdict per cell (:func:`verdict`).

A cell's expected result is a dtype name (``/w`` marks a JAX weak result:
ivy_core's arrays are not weakly typed, so only the dtype is compared) or
``!Class``, what the framework raised. ivy_core raises its own classes, the
same on every backend: an ``OverflowError`` where the framework raises one,
a ``TypeError`` (``PromotionError``, ``InvalidDtypeError``...) for every
other refusal.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

GRID_DIR = Path(__file__).resolve().parent / "grids"
PY_VALUES: dict[str, Any] = {"bool": True, "int": 2, "float": 0.5, "complex": 0.5 + 1j}
BINARY = {
    "add": "arith", "subtract": "subtract", "multiply": "arith", "divide": "divide",
    "floor_divide": "floor_divide", "pow": "pow", "less": "compare", "equal": "compare",
    "bitwise_and": "bitwise", "where": "where", "matmul": "matmul",
}  # fmt: skip
UNARY = {
    "negative": "negative", "abs": None, "sqrt": "float", "sum": "sum", "prod": "sum", "mean": "mean",
    "argmax": "index",
}  # fmt: skip
INPLACE = {"iadd": "add", "isub": "subtract", "imul": "multiply", "itruediv": "divide"}


def _version_key(path: Path) -> tuple[int, ...]:
    return tuple(int(n) for n in re.findall(r"\d+", path.stem))


def latest_grids() -> dict[str, Path]:
    """Mode name (``torch``, ``numpy``, ``jax``, ``jax_x64``) -> the grid file
    of the newest framework version committed."""
    found: dict[str, list[Path]] = {}
    for path in GRID_DIR.glob("*.txt"):
        framework = path.stem.split("-", 1)[0]
        mode = "jax_x64" if path.stem.endswith("-x64") else framework
        found.setdefault(mode, []).append(path)
    return {mode: max(paths, key=_version_key) for mode, paths in sorted(found.items())}


def read(path: Path) -> dict[str, str]:
    cells = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            key, _, result = line.partition(" -> ")
            cells[key] = result
    return cells


def parse(key: str) -> tuple[str, list[tuple[str, str, Any]]]:
    """``add nd:int8 py:int=300`` -> ("add", [("nd", "int8", None), ("py", "int", 300)])."""
    op, *tokens = key.split()
    operands = []
    for token in tokens:
        kind, _, rest = token.partition(":")
        dtype, _, value = rest.partition("=")
        if kind == "py":
            v = PY_VALUES[dtype] if not value else (int(value) if dtype == "int" else float(value))
            operands.append((kind, dtype, v))
        else:
            operands.append((kind, dtype, None))
    return op, operands


def expected_class(result: str) -> str | None:
    """The ivy_core exception class name a refusal must raise (None: a dtype)."""
    if not result.startswith("!"):
        return None
    return "OverflowError" if result == "!OverflowError" else "TypeError"


# --- the rules alone --------------------------------------------------------------


def _rank(kind: str) -> int:
    return {"nd": 3, "0d": 2, "np": 2, "weak": 1, "py": 0, "out": 3}[kind]


def predict(rules: Any, key: str) -> str:
    """What the rules give for a cell: a dtype name or ``!Class``."""
    op, operands = parse(key)
    ops = [(_rank(k), d, v) for k, d, v in operands]
    try:
        if op in BINARY:
            return rules.binary(BINARY[op], ops[0], ops[1], "")[1]
        if op in UNARY:
            if UNARY[op] is None:  # abs: a complex array's magnitude is real
                rules.check_dtypes(ops, "")
                return {"complex64": "float32", "complex128": "float64"}.get(ops[0][1], ops[0][1])
            return rules.unary(UNARY[op], ops[0][1], "")[1]
        if op in ("concat", "stack"):
            rules.check_dtypes(ops, "")
            return rules.many([d for _, d, _ in ops], "")
        if op in INPLACE:
            result = rules.binary(BINARY[INPLACE[op]], ops[0], ops[1], "")[1]
            target = ops[0][1]
            if result != target and not rules.can_write(result, target):
                return "!TypeError"
            return target
        if op.endswith(".out"):
            result = rules.binary(BINARY[op[:-4]], ops[0], ops[1], "")[1]
            target = ops[2][1]
            if result != target and not rules.can_write(result, target):
                return "!TypeError"
            return target
    except OverflowError:
        return "!OverflowError"
    except TypeError:
        return "!TypeError"
    raise ValueError(f"unknown operation in cell {key!r}")


# --- real calls -------------------------------------------------------------------


def operand(ivy: Any, kind: str, dtype: str, value: Any, backend: str) -> Any:
    """The ivy_core value of a cell's operand (None: not on this backend)."""
    if kind == "py":
        return value
    element = True if dtype == "bool" else 1 if "int" in dtype else (0.5 + 1j) if "complex" in dtype else 0.5
    if kind == "nd":
        return ivy.asarray([element, element], dtype=dtype)
    if kind in ("0d", "np"):  # NumPy scalars are as strong as 0-d arrays (checked in the grid)
        return ivy.asarray(element, dtype=dtype)
    if kind == "weak":
        if backend != "jax":
            return None  # only JAX has weakly-typed values
        import jax.numpy as jnp

        weak = jnp.asarray({1: 2, 2: 0.5, 3: 0.5 + 1j}[_KIND[dtype]])
        assert weak.weak_type
        return weak
    raise ValueError(kind)


_KIND = {
    **dict.fromkeys(("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"), 1),
    **dict.fromkeys(("bfloat16", "float16", "float32", "float64"), 2),
    "complex64": 3, "complex128": 3,
}  # fmt: skip


def call(ivy: Any, key: str, backend: str) -> str | None:
    """Run a cell through ivy_core on the backend in force: the result's dtype,
    ``!<ivy_core exception class>``, or None when an operand cannot exist here
    (a dtype this backend lacks, a weak value off JAX)."""
    op, operands = parse(key)
    try:
        values = [operand(ivy, k, d, v, backend) for k, d, v in operands if k != "out"]
        if op.endswith(".out"):
            values.append(ivy.zeros((2,), dtype=operands[2][1]))
    except TypeError as exc:
        if "invalid for backend" in str(exc):  # a dtype this backend lacks
            return None
        raise
    if any(v is None for v in values):
        return None
    try:
        if op in BINARY and op != "where":
            r = getattr(ivy, op)(values[0], values[1])
        elif op == "where":
            r = ivy.where(ivy.asarray([True, False]), values[0], values[1])
        elif op in UNARY:
            r = getattr(ivy, op)(values[0])
        elif op in ("concat", "stack"):
            r = getattr(ivy, op)(values)
        elif op in INPLACE:
            x = values[0]
            x = {"iadd": x.__iadd__, "isub": x.__isub__, "imul": x.__imul__, "itruediv": x.__itruediv__}[op](values[1])
            r = x
        elif op.endswith(".out"):
            r = getattr(ivy, op[:-4])(values[0], values[1], out=values[2])
        else:
            raise ValueError(f"unknown operation in cell {key!r}")
    except (OverflowError, TypeError) as exc:
        return f"!{type(exc).__name__}|{exc}"
    return str(r.dtype)


def verdict(key: str, expected: str, got: str | None, predicted: str) -> str:
    """How ivy_core's call (``got``, from :func:`call`) compares with the
    framework (``expected``, the grid) on one cell; ``predicted`` is what the
    rules alone give (:func:`predict`). One of:

    - ``match``: the same dtype, or a refusal of the same class;
    - ``absent``: an operand cannot exist on this backend;
    - ``backend``: the backend cannot hold the framework's result dtype, or
      has no kernel for it, and ivy_core says so (``UnsupportedDtypeError``);
    - ``no-dtype``: the framework's result has a dtype ivy_core does not have
      (torch's complex32), and ivy_core raises ``PromotionError`` saying so;
    - ``kernel-gap``: the framework promotes but has no kernel for the
      dtype (torch: ``NotImplementedError``, "not implemented for 'UInt16'"),
      and ivy_core computes the dtype its promotion names, or refuses;
    - ``no-wrap``: torch wraps an out-of-range Python int around; ivy_core
      raises ``OverflowError`` instead (it never changes a value silently);
    - ``spec``: ivy_core's spec does not define the function for the
      dtype's kind in any mode (``InvalidDtypeError``: ``pow`` of bools);
    - ``mismatch``: anything else.
    """
    if got is None:
        return "absent"
    name, _, message = got[1:].partition("|") if got.startswith("!") else ("", "", "")
    if expected == "!NotImplementedError":
        if not name:
            return "kernel-gap" if got == predicted else "mismatch"
        return "kernel-gap" if name != "OverflowError" or "=" in key else "mismatch"
    want = expected_class(expected)
    if name:
        if want is not None:
            return "match" if (want == "OverflowError") == (name == "OverflowError") else "mismatch"
        if name == "UnsupportedDtypeError":  # the backend lacks the dtype or its kernel
            return "backend"
        if name == "PromotionError" and expected == "complex32" and "complex32" in message:
            return "no-dtype"
        if name == "OverflowError" and predicted == "!OverflowError" and "py:int=" in key:
            return "no-wrap"
        if name == "InvalidDtypeError":
            return "spec"
        return "mismatch"
    if want is not None:
        return "mismatch"
    return "match" if got == expected.split("/")[0] else "mismatch"
