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
        python -m ivy_core new-backend mylib --namespace mylib    # bound by name

``backends``
    Every backend the ``ivy_core.backends`` entry points name: its
    distribution and version, whether it loads (each is loaded; a broken
    plugin is reported, not fatal) and why not, the framework it needs and
    how to install it. Exits 1 when one failed to load::

        python -m ivy_core backends
        python -m ivy_core backends --backend torch --format json
        python -m ivy_core backends --no-load      # imports no framework

Nothing here imports a framework until a command loads a backend
(``new-backend`` imports the framework when it is installed, to name its
array type).
"""

from __future__ import annotations

import argparse
import os
import sys

from ._base._errors import BackendNotFoundError
from ._tools import _listing, _matrix, _matrix_render, _template, _template_by_name

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
            "and the functions, and gaps.py holds the overrides. With --namespace, the form for a "
            "framework whose functions are bound by name (BackendSpec(namespace=...)): plugin.py "
            "with empty NAMES/KEYWORDS/GAPS tables, _runtime.py and written.py."
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
        "--namespace",
        metavar="MODULE",
        help="import name of a framework namespace to bind by name (torch, paddle, mlx.core)",
    )
    nb.add_argument(
        "--output", "-o", metavar="DIR", default=".", help="folder to write ivy-NAME/ into (default: .)"
    )
    nb.set_defaults(run=_new_backend, subparser=nb)
    bk = commands.add_parser(
        "backends",
        help="list the installed backends: distribution, load status and error, framework, install command",
        description=(
            "List every backend the ivy_core.backends entry points name: its distribution and "
            "version, whether it loads and, when not, why, the framework it needs and how to "
            "install it. Each backend is loaded first (a broken plugin is reported, the others "
            "still load); --no-load reads only the metadata and the plugin descriptions. "
            "Exits 1 when a backend failed to load."
        ),
    )
    bk.add_argument(
        "--backend",
        "-b",
        action="append",
        metavar="NAME",
        dest="backends",
        help="a backend to report on (repeatable; default: every installed backend)",
    )
    bk.add_argument(
        "--format", "-f", choices=("text", "json"), default="text", help="output format (default: text)"
    )
    bk.add_argument(
        "--no-load", action="store_false", dest="load", help="do not load the backends (imports no framework)"
    )
    bk.set_defaults(run=_backends, subparser=bk)
    return parser


def _backends(args: argparse.Namespace) -> int:
    try:
        rows = _listing.collect(args.backends, load=args.load)
    except BackendNotFoundError as exc:
        args.subparser.error(str(exc))  # exits 2
    render = _listing.render_json if args.format == "json" else _listing.render_text
    _write(render(rows))
    return 1 if any(r.status == "failed" for r in rows) else 0


def _write(text: str) -> None:
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:  # `... | head`: the reader has gone, which is fine
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _new_backend(args: argparse.Namespace) -> int:
    if args.namespace and args.array_api:
        args.subparser.error("--namespace (bound by name) and --array-api are two forms; choose one")
    try:
        if args.namespace:
            root = _template_by_name.generate(
                args.name, args.namespace, framework=args.framework, output=args.output
            )
        else:
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
        _write(text)
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
