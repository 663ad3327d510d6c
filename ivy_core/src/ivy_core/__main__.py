"""Command line: ``python -m ivy_core <command>``.

Commands:

``support-matrix``
    Which dtypes every API function supports on each installed backend, and
    why not, generated from the backends' declarations::

        python -m ivy_core support-matrix                     # text, every backend
        python -m ivy_core support-matrix --backend numpy --format html --output matrix.html
        python -m ivy_core support-matrix --format json --device gpu

``new-backend``
    Write a ready backend distribution ``ivy-NAME/`` (pyproject.toml with the
    entry point, the plugin module, a runtime with every hook of
    ``ivy_core.plugin.Runtime``, one implementation module per API area
    listing every function, a test running the conformance kit)::

        python -m ivy_core new-backend mylib --framework mylib --output plugins
        python -m ivy_core new-backend strict --array-api array_api_strict

Nothing here imports a framework until a command loads a backend
(``new-backend`` imports the framework when it is installed, to name its
array type).
"""

from __future__ import annotations

import argparse
import os
import sys

from ._base._errors import BackendNotFoundError
from ._tools import _matrix, _matrix_render, _template

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m ivy_core",
        description="ivy_core command line tools.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    sm = commands.add_parser(
        "support-matrix",
        help="write which dtypes each API function supports on each backend, and why not",
        description=(
            "Write, for every ivy_core API function x backend x dtype, whether the function "
            "supports the dtype on that backend and, when not, why: generated from the "
            "backends' declarations. Symbols: "
            + ", ".join(f"{sym} {meaning.split(' (')[0]}" for sym, meaning in _matrix.STATUSES.values())
            + "."
        ),
    )
    sm.add_argument(
        "--backend",
        "-b",
        action="append",
        metavar="NAME",
        dest="backends",
        help="a backend to include (repeatable; default: every installed backend)",
    )
    sm.add_argument(
        "--format",
        "-f",
        choices=("text", "html", "json"),
        default="text",
        help="output format (default: text)",
    )
    sm.add_argument("--output", "-o", metavar="FILE", help="write to FILE instead of standard output")
    sm.add_argument(
        "--device",
        default="cpu",
        help="device or device kind the support is for: cpu, gpu, tpu, cuda:0, ... (default: cpu)",
    )
    sm.set_defaults(run=_support_matrix, subparser=sm)
    nb = commands.add_parser(
        "new-backend",
        help="write a ready backend distribution ivy-NAME/ to fill in",
        description=(
            "Write the distribution ivy-NAME/: pyproject.toml with the entry point, "
            "src/ivy_NAME/plugin.py (the BackendSpec), _runtime.py (every runtime hook, the "
            "required ones with a working CPU body, the others commented out with their default), "
            "one implementation module per API area listing every function not written yet, and "
            "tests/test_kit.py, which runs the conformance kit. With --array-api, the short form "
            "for a library following the Array API standard: ivy_core's adapter gives the runtime "
            "and the functions, and gaps.py holds the overrides."
        ),
    )
    nb.add_argument("name", metavar="NAME", help="the backend's name (lower case: mylib)")
    nb.add_argument(
        "--framework",
        metavar="IMPORT_NAME",
        help="import name of the framework (default: the --array-api namespace, else NAME)",
    )
    nb.add_argument(
        "--array-api",
        metavar="NAMESPACE",
        help="import name of a namespace following the Array API standard (array_api_strict, cupy)",
    )
    nb.add_argument(
        "--output", "-o", metavar="DIR", default=".", help="folder to write ivy-NAME/ into (default: .)"
    )
    nb.set_defaults(run=_new_backend, subparser=nb)
    return parser


def _new_backend(args: argparse.Namespace) -> int:
    try:
        root = _template.generate(
            args.name, framework=args.framework, output=args.output, array_api=args.array_api
        )
    except ValueError as exc:
        args.subparser.error(str(exc))  # exits 2
    except OSError as exc:
        print(f"python -m ivy_core new-backend: {exc}", file=sys.stderr)
        return 1
    print(
        f"wrote {root}; next: pip install -e {root}[test] and run pytest {root / 'tests'} "
        f"(the conformance kit lists what is left to write)",
        file=sys.stderr,
    )
    return 0


def _support_matrix(args: argparse.Namespace) -> int:
    try:
        matrix = _matrix.collect(args.backends, device=args.device)
    except BackendNotFoundError as exc:
        args.subparser.error(str(exc))  # exits 2
    text = _matrix_render.render(matrix, args.format)
    if args.output:
        try:
            with open(args.output, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as exc:
            print(f"python -m ivy_core support-matrix: cannot write {args.output}: {exc}", file=sys.stderr)
            return 1
        loaded = sum(1 for b in matrix.backends if b.loaded)
        failed = len(matrix.backends) - loaded
        print(
            f"support matrix ({args.format}) written to {args.output}: {loaded} backend(s)"
            + (f", {failed} failed to load" if failed else ""),
            file=sys.stderr,
        )
    else:
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except BrokenPipeError:  # `... | head`: the reader has gone, which is fine
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return 2
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
