"""Command line: ``python -m ivy_core <command>``.

Commands:

``support-matrix``
    Which dtypes every API function supports on each installed backend, and
    why not, generated from the backends' declarations::

        python -m ivy_core support-matrix                     # text, every backend
        python -m ivy_core support-matrix --backend numpy --format html --output matrix.html
        python -m ivy_core support-matrix --format json --device gpu

Nothing here imports a framework until a command loads a backend.
"""

from __future__ import annotations

import argparse
import os
import sys

from . import _matrix, _matrix_render
from ._errors import BackendNotFoundError

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
    return parser


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
