"""Count the NumPy and torch calls in a corpus of real code, to pick (and
publish) the functions the frontends cover first.

Usage::

    python benchmarks/frontend_corpus.py count --numpy DIR... --torch DIR... [--out FILE]
    python benchmarks/frontend_corpus.py render [--out docs/frontends_coverage.inc]

``count`` parses every ``.py`` file under the directories (test files
skipped) with :mod:`ast` and writes the counts as JSON
(``docs/frontends_counts.json`` by default). What is counted:

- calls of a module function through the names the file imported it under
  (``import numpy as np`` then ``np.sum(...)`` counts ``sum``;
  ``np.linalg.norm(...)`` counts ``linalg.norm``; ``from numpy import zeros``
  then ``zeros(...)`` counts ``zeros``; for torch, ``import torch.nn.functional
  as F`` then ``F.relu(...)`` counts ``nn.functional.relu``);
- method calls ``x.name(...)`` on anything that is not a module, for the
  names the framework's array type has (``dir(numpy.ndarray)``,
  ``dir(torch.Tensor)``) less the names of Python's list, dict, str and set
  methods, which the source alone cannot tell apart.

The framework is imported here, by this script only, to list its array
type's methods. ``render`` writes the coverage page's table from these counts
and the frontend modules' own ``__all__`` and method lists;
``tests/frontends/test_coverage.py`` checks that the committed page is what
``render`` writes now.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import sys
from collections import Counter
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
COUNTS = os.path.join(HERE, "..", "docs", "frontends_counts.json")
PAGE = os.path.join(HERE, "..", "docs", "frontends_coverage.inc")
#: Module prefixes that count as the framework, per framework.
ROOTS = {"numpy": ("numpy",), "torch": ("torch",)}
#: Method names also held by Python's containers and strings: not counted.
_PYTHON_METHODS = frozenset(n for t in (list, dict, str, set) for n in dir(t))


def _dotted(node: ast.AST) -> list[str] | None:
    """``a.b.c`` as ``["a", "b", "c"]``; None for anything else."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return parts[::-1]


def _aliases(tree: ast.Module, root: str) -> tuple[dict[str, str], dict[str, str]]:
    """Names bound to ``root`` modules (alias -> dotted module path below the
    root, '' for the root) and names imported from them (name -> path)."""
    modules: dict[str, str] = {}
    names: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name == root or a.name.startswith(root + "."):
                    below = a.name[len(root) + 1 :]
                    if a.asname:
                        modules[a.asname] = below
                    else:
                        modules[root] = ""
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            mod = node.module
            if mod == root or mod.startswith(root + "."):
                below = mod[len(root) + 1 :]
                for a in node.names:
                    path = f"{below}.{a.name}" if below else a.name
                    names[a.asname or a.name] = path
    return modules, names


def count_file(source: str, root: str, methods: frozenset[str]) -> tuple[Counter[str], Counter[str]]:
    """The module-function calls and the method calls of one file."""
    functions: Counter[str] = Counter()
    method_calls: Counter[str] = Counter()
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return functions, method_calls
    modules, names = _aliases(tree, root)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        parts = _dotted(node.func)
        if parts is None:
            if isinstance(node.func, ast.Attribute) and node.func.attr in methods:
                method_calls[node.func.attr] += 1  # (x + y).sum(), f(x).view(...)
            continue
        head = parts[0]
        if head in modules:
            path = ".".join(p for p in [modules[head], *parts[1:]] if p)
            if len(parts) > 1:
                functions[path] += 1
        elif head in names:
            functions[".".join([names[head], *parts[1:]])] += 1
        elif len(parts) > 1 and parts[-1] in methods:
            method_calls[parts[-1]] += 1
    return functions, method_calls


def _files(directory: str) -> list[str]:
    out = []
    for root, dirs, files in os.walk(directory):
        dirs[:] = sorted(d for d in dirs if d not in ("tests", "test", "testing", "benchmarks"))
        out += [
            os.path.join(root, f) for f in sorted(files) if f.endswith(".py") and not f.startswith("test")
        ]
    return out


def array_methods(framework: str) -> frozenset[str]:
    """The public method names of the framework's array type, less Python's."""
    if framework == "numpy":
        import numpy

        names = dir(numpy.ndarray)
    else:
        import torch

        names = dir(torch.Tensor)
    return frozenset(n for n in names if not n.startswith("_") and n not in _PYTHON_METHODS)


def count(framework: str, directories: list[str]) -> dict[str, Any]:
    methods = array_methods(framework)
    functions: Counter[str] = Counter()
    method_calls: Counter[str] = Counter()
    n_files = 0
    for d in directories:
        for path in _files(d):
            with open(path, encoding="utf-8", errors="replace") as f:
                fn, me = count_file(f.read(), ROOTS[framework][0], methods)
            n_files += bool(fn or me)
            functions += fn
            method_calls += me
    return {
        "corpus": [os.path.basename(os.path.normpath(d)) for d in directories],
        "files": n_files,
        "functions": sorted(functions.items(), key=lambda kv: (-kv[1], kv[0])),
        "methods": sorted(method_calls.items(), key=lambda kv: (-kv[1], kv[0])),
    }


# --- the coverage page ----------------------------------------------------------------

#: How many of the most called names the page lists, per list.
TOP = 200


def _covered(framework: str) -> tuple[frozenset[str], frozenset[str]]:
    """The functions and array methods the frontend module implements."""
    sys.path.insert(0, os.path.join(HERE, "..", "ivy_core", "src"))
    if framework == "numpy":
        from ivy_core.frontends import numpy as fe

        cls: Any = fe.ndarray
    else:
        from ivy_core.frontends import torch as fe  # type: ignore[no-redef]

        cls = getattr(fe, "Tensor", None)  # not written yet
    methods = frozenset(n for n in dir(cls) if not n.startswith("_")) if cls is not None else frozenset()
    return frozenset(getattr(fe, "COVERED", ())), methods


def _is_function(name: str) -> bool:
    """A function of the API, not a class (``nn.Linear``) or a private helper."""
    last = name.rsplit(".", 1)[-1]
    return last[:1].islower() and not any(p.startswith("_") for p in name.split("."))


def render(counts: dict[str, Any]) -> str:
    lines = [
        ".. This file is written by ``python benchmarks/frontend_corpus.py render``; do not edit it.",
        "",
    ]
    for framework, title in (("numpy", "NumPy"), ("torch", "PyTorch")):
        data = counts[framework]
        functions, methods = _covered(framework)
        for kind, rows, have in (
            ("functions", data["functions"], functions),
            ("methods", data["methods"], methods),
        ):
            top = rows[:TOP]
            done = sum(1 for name, _ in top if name in have)
            heading = f"{title} {kind}: {done} of the {len(top)} most called"
            lines += [heading, "~" * len(heading), ""]
            lines += [
                f"Corpus: {', '.join(data['corpus'])} ({data['files']} files that call {title}).",
                "",
                ".. list-table::",
                "   :header-rows: 1",
                "   :widths: 10 50 15 15",
                "",
                "   * - rank",
                "     - name",
                "     - calls",
                "     - frontend",
            ]
            for rank, (name, n) in enumerate(top, 1):
                lines += [
                    f"   * - {rank}",
                    f"     - ``{name}``",
                    f"     - {n}",
                    f"     - {'yes' if name in have else '--'}",
                ]
            lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("count")
    c.add_argument("--numpy", nargs="+", required=True)
    c.add_argument("--torch", nargs="+", required=True)
    c.add_argument("--out", default=COUNTS)
    r = sub.add_parser("render")
    r.add_argument("--counts", default=COUNTS)
    r.add_argument("--out", default=PAGE)
    args = parser.parse_args(argv)
    if args.command == "count":
        result = {"numpy": count("numpy", args.numpy), "torch": count("torch", args.torch)}
        with open(args.out, "w") as f:
            json.dump(result, f, indent=1)
            f.write("\n")
    else:
        with open(args.counts) as f:
            counts = json.load(f)
        with open(args.out, "w") as f:
            f.write(render(counts))


if __name__ == "__main__":
    main()
