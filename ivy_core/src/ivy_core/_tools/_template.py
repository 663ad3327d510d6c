"""``python -m ivy_core new-backend NAME``: write a ready backend distribution.

The files come from the text templates in ``ivy_core/templates`` (``$name``
placeholders, filled in with :class:`string.Template`) and from the contract
itself: the runtime module lists every hook of :class:`~ivy_core.plugin.Runtime`
with the meaning and the default its class gives, and the implementation
modules every function of :data:`~ivy_core._spec._api.API`, so the template follows
the contract of the ivy_core that writes it.

Two forms here: the full one (a runtime module and one implementation module
per API area, every function listed as not written yet) and, with
``array_api``, the short one for a library whose namespace follows the Array
API standard (ivy_core's adapter gives the runtime and the functions;
``gaps.py`` holds the overrides). The by-name form is ``_template_by_name``'s.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import keyword
import re
import string
import textwrap
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from .. import __version__
from .._dtype import _dtypes
from .._plugins import _adapter
from .._plugins._contract import HOOKS, Runtime
from .._plugins._entry_points import KNOWN_DISTRIBUTIONS
from .._spec._api import API

__all__ = ["Hook", "contract", "render", "generate", "check_name", "common", "finish", "write"]

_NAME = re.compile(r"[a-z][a-z0-9_]*\Z")
_DOTTED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*\Z")
_SECTION = re.compile(r"\s*# -+ (.+?) -+\s*\Z")
_WIDTH = 88

#: Bodies of the required hooks that work for a CPU-only framework whose
#: namespace has ``asarray`` (``$name``: the backend, ``$dist``: the
#: framework's distribution). A required hook not listed gets a body that
#: raises ``NotImplementedError`` saying what to fill in.
_REQUIRED_BODIES: dict[str, str] = {
    # The distribution's name, which may differ from the import name.
    "VERSION": 'VERSION: str = version("$dist")  # the distribution (paddlepaddle for paddle)',
    "ARRAY_TYPES": "ARRAY_TYPES: tuple[type, ...] = (type(framework.asarray(0)),)",
    "DTYPES": '''\
_DTYPE_NAMES = $dtype_names


def _native_dtypes() -> dict[str, Any]:
    """Each ivy dtype name the framework has -> the dtype its arrays of it report;
    left out where it makes another dtype instead (JAX's int64 without x64)."""
    found: dict[str, Any] = {}
    for name in _DTYPE_NAMES:
        spelling = getattr(framework, name, None) or getattr(framework, name + "_", None)
        if spelling is None:
            continue
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                native = framework.asarray(0, dtype=spelling).dtype
        except Exception:  # the framework names the dtype but makes no arrays of it
            continue
        if str(native).rsplit(".", 1)[-1] in (name, name + "_"):
            found[name] = native
    return found


DTYPES: dict[str, Any] = _native_dtypes()''',
    "native_device": """\
    # A CPU-only backend. For an accelerator, return the framework's device for
    # "gpu" and "gpu:0" and add "gpu" to BackendSpec.devices in plugin.py.
    if device is None or device == "cpu":
        return "cpu"
    raise ValueError(f"device {device!r} is not available on the $name backend; its arrays live on 'cpu'")""",
    "device_of": '    return "cpu"',
    "device_string": '    return "cpu"',
    "to_numpy": "    return np.asarray(x)  # copy from the accelerator first where arrays live on one",
}

#: Optional hooks the template defines all the same, since the common case
#: needs them: NumPy-like frameworks give scalars for ``x[1, 2]`` and 0-d
#: reductions.
_SUGGESTED_BODIES: dict[str, str] = {
    "as_native": """\
    # Optional (the default returns None); kept because NumPy-like frameworks give a
    # scalar with a dtype, not an array, for x[1, 2] and for 0-d reductions.
    return framework.asarray(value) if hasattr(value, "dtype") else None""",
}


@dataclass(frozen=True)
class Hook:
    """One hook of :class:`~ivy_core.plugin.Runtime`, as its class source gives it."""

    name: str
    #: The ``# --- dtypes ---`` heading it stands under.
    section: str
    #: Its documentation (the docstring, or the ``#:`` comment of an attribute).
    meaning: str
    #: A method's parameters and return, ``"(device: Any) -> Any"``; "" for an attribute.
    signature: str
    #: An attribute's annotation.
    annotation: str
    #: The default: an attribute's value, or the statements of a method's body.
    default: tuple[str, ...]

    @property
    def required(self) -> bool:
        return self.name in Runtime.REQUIRED

    @property
    def summary(self) -> str:
        """The first sentence of :attr:`meaning`."""
        found = re.match(r"(.+?\.)(\s+(?=[A-Z`(])|\Z)", self.meaning)
        return found.group(1) if found else self.meaning


def contract() -> list[Hook]:
    """Every hook of :class:`~ivy_core.plugin.Runtime`, in the class's order."""
    source = textwrap.dedent(inspect.getsource(Runtime))
    lines = source.splitlines()
    cls = ast.parse(source).body[0]
    assert isinstance(cls, ast.ClassDef)
    found: dict[str, Hook] = {}
    for node in cls.body:
        section = "hooks"
        for line in lines[: node.lineno - 1]:
            heading = _SECTION.match(line)
            if heading:
                section = heading.group(1)
        if isinstance(node, ast.FunctionDef) and node.name in HOOKS:
            found[node.name] = _method(node, section)
        elif (
            isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id in HOOKS
        ):
            comment: list[str] = []
            i = node.lineno - 2
            while i >= 0 and lines[i].strip().startswith("#:"):
                comment.insert(0, lines[i].strip()[2:].strip())
                i -= 1
            value = "None" if node.value is None else ast.unparse(node.value)
            found[node.target.id] = Hook(
                node.target.id, section, _plain(" ".join(comment)), "", ast.unparse(node.annotation), (value,)
            )
    missing = [name for name in HOOKS if name not in found]
    if missing:  # a contract the template cannot read: ivy_core's own mistake
        raise RuntimeError(f"ivy_core.plugin.Runtime hooks {missing} are neither annotated names nor methods")
    return [found[name] for name in HOOKS]


def _method(node: ast.FunctionDef, section: str) -> Hook:
    args = node.args
    args.posonlyargs, args.args = (
        (args.posonlyargs[1:], args.args) if args.posonlyargs else ([], args.args[1:])
    )
    returns = "" if node.returns is None else f" -> {ast.unparse(node.returns)}"
    doc = ast.get_docstring(node) or ""
    body = [s for s in node.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    code = tuple(line.replace("self.", "") for s in body for line in ast.unparse(s).splitlines())
    if code == ("raise NotImplementedError",):
        code = ()
    signature = f"({ast.unparse(args)}){returns}"
    return Hook(node.name, section, _plain(" ".join(doc.split())), signature, "", code or ("pass",))


def _plain(text: str) -> str:
    """Sphinx roles (``:meth:`check_dtype```) as literals."""
    return re.sub(r":\w+:`~?([^`]+)`", r"``\1``", text)


def check_name(name: str) -> str | None:
    """Why ``name`` cannot name a new backend, or None when it can."""
    if not _NAME.match(name):
        return (
            f"backend name {name!r} must start with a lower-case letter and hold only lower-case "
            "letters, digits and underscores (it becomes the package name ivy_NAME)"
        )
    if name in KNOWN_DISTRIBUTIONS:
        return (
            f"backend name {name!r} belongs to this project's {KNOWN_DISTRIBUTIONS[name]}, which wins "
            "over any other distribution registering it; choose another name"
        )
    return None


def _fill(template: str, **values: str) -> str:
    text = resources.files("ivy_core").joinpath("templates", template).read_text(encoding="utf-8")
    return string.Template(text).substitute(values)


def _comment(text: str, indent: str = "") -> list[str]:
    return textwrap.wrap(text, _WIDTH - len(indent), initial_indent="# ", subsequent_indent="# ") or ["#"]


def _heading(title: str) -> str:
    return f"# --- {title} ".ljust(_WIDTH, "-")


def _runtime_hooks(hooks: list[Hook], values: dict[str, str]) -> list[str]:
    """The hooks' part of the runtime module: the required ones (and the
    suggested ones) defined, the others commented out with their default."""
    out: list[str] = []
    section = ""
    for hook in hooks:
        if hook.section != section:
            section = hook.section
            out += ["", "", _heading(section), ""]
            if not hook.required:
                out += ["# Optional: define one of these to replace its default (shown).", ""]
        if hook.signature and (hook.required or hook.name in _SUGGESTED_BODIES):
            body = (
                _REQUIRED_BODIES.get(hook.name)
                or _SUGGESTED_BODIES.get(hook.name)
                or (
                    f'    raise NotImplementedError("fill in {hook.name} in ivy_$name._runtime: '
                    f'see ivy_core.plugin.Runtime.{hook.name}")'
                )
            )
            doc = textwrap.wrap(f'"""{hook.summary}"""', _WIDTH - 4)
            out += ["", f"def {hook.name}{hook.signature}:", *(f"    {line}" for line in doc), body, "", ""]
        elif hook.required:
            text = _REQUIRED_BODIES.get(hook.name) or (
                f"{hook.name}: {hook.annotation} = {hook.default[0]}  # TODO: fill in"
            )
            *helpers, last = text.split("\n")
            out += [*helpers, *("#:" + line[1:] for line in _comment(hook.summary)), last, ""]
        else:
            out += _comment(f"{hook.name}: {hook.summary}")
            if hook.signature:
                shown = (
                    hook.default
                    if len(hook.default) <= 4
                    else (f"...  # see ivy_core.plugin.Runtime.{hook.name}",)
                )
                out += [f"# def {hook.name}{hook.signature}:", *(f"#     {line}" for line in shown)]
            else:
                out.append(f"# {hook.name}: {hook.annotation} = {hook.default[0]}")
            out.append("")
    text = re.sub(r"\n{4,}", "\n\n\n", "\n".join(out))  # at most two blank lines in a row
    return [string.Template(line).safe_substitute(values) for line in text.split("\n")]


def _implementation(name: str) -> list[str]:
    """An API function's implementation signature (without ``out=``, no
    annotations: it takes native arrays) and summary, commented out."""
    spec = API[name].spec
    sig = inspect.signature(spec)
    params = [
        p.replace(annotation=inspect.Parameter.empty) for p in sig.parameters.values() if p.name != "out"
    ]
    shown = sig.replace(parameters=params, return_annotation=inspect.Signature.empty)
    summary = (inspect.getdoc(spec) or "").split("\n\n")[0].replace("\n", " ")
    return [
        f"# def {name}{shown}:",
        *("#     " + line[2:] for line in _comment(f'"""{summary}"""', "    ")),
        "#",
    ]


def _areas() -> dict[str, list[str]]:
    """API area (``elementwise``) -> its function names, in declaration order."""
    areas: dict[str, list[str]] = {}
    for name, fn in API.items():
        areas.setdefault(fn.spec.__module__.rsplit(".", 1)[-1], []).append(name)
    return dict(sorted(areas.items()))


def _area_module(names: list[str]) -> str:
    """The function listing of one implementation module: every primary
    function as not written yet, the compositional ones as optional."""
    out: list[str] = []
    blocks = (
        ("primary", "not written yet: each is reported missing until its name is in __all__"),
        ("compositional", "optional: ivy_core composes these from other functions; write one to override it"),
    )
    for kind, title in blocks:
        chosen = [n for n in names if API[n].kind == kind]
        if chosen:
            out += ["", "", _heading(title), "#"]
            for n in chosen:
                out += _implementation(n)
            out.pop()  # the "#" after the last one
    return "\n".join(out)


def _array_note(module_name: str) -> dict[str, str]:
    """The plugin's ``array_type``: the type ``asarray(0)`` of ``module_name``
    returns (this imports it), with a note saying so, or a TODO when it
    cannot be imported or has no ``asarray``."""
    try:
        t = type(importlib.import_module(module_name).asarray(0))
    except Exception:  # not installed, or not array-shaped: the template says what to write
        return {
            "array_type": f"{module_name}.Array",
            "array_note": f"TODO: {module_name} had no asarray or was not installed when this file was written",
        }
    found = f"found as type({module_name}.asarray(0)) when this file was written"
    return {"array_type": f"{t.__module__}.{t.__qualname__}", "array_note": found}


def _adapter_gaps(namespace: str) -> str:
    """The comment of gaps.py listing the API functions ``namespace`` lacks."""
    try:
        found = _adapter.implementations_for(_adapter.namespace(namespace), "0", ())
    except Exception:  # not installed here: the kit finds them
        return f"\n# {namespace} could not be imported when this file was written: run the kit to find\n# the API functions it lacks."
    lacking = [
        n for n, fn in API.items() if fn.kind == "primary" and n not in found and n not in _adapter.LEFT_OUT
    ]
    out = ["", "", _heading("what the namespace lacks"), "#"]
    out += _comment(
        f"The adapter leaves out {', '.join(sorted(_adapter.LEFT_OUT))} (listed as unsupported: "
        "the standard has no random numbers); write them here to add them."
    )
    if not lacking:
        out += ["#", f"# {namespace} has every other API function."]
    else:
        out += ["#", *_comment(f"{namespace} lacks these (reported missing until written here):"), "#"]
        for n in lacking:
            out += _implementation(n)
    return "\n".join(out).rstrip("#\n")


def _dependencies(*names: str) -> str:
    major, minor = __version__.split(".")[:2]
    deps = [f"ivy-core>={major}.{minor},<{major}.{int(minor) + 1}"]
    deps += [n for n in dict.fromkeys(names) if n]
    return ", ".join(f'"{d}"' for d in deps)


def common(name: str, framework: str, namespace: str = "") -> tuple[dict[str, str], dict[str, str]]:
    """The values every form fills its templates with (``namespace``: the
    ``--array-api`` or ``--namespace`` module) and the files every form has
    (the package's ``__init__.py``, the kit's test). ``ValueError`` for a
    name that cannot be used."""
    for why in (check_name(name), *(_check_dotted(m) for m in (framework, namespace) if m)):
        if why:
            raise ValueError(why)
    dist = _distribution(framework.split(".", 1)[0])
    values = {"name": name, "framework": framework, "namespace": namespace, "dist": dist}
    files = {
        f"src/ivy_{name}/__init__.py": _fill("__init__.py.tmpl", **values),
        "tests/test_kit.py": _fill("test_kit.py.tmpl", **values),
    }
    return values, files


def finish(files: dict[str, str], values: dict[str, str], layout: str) -> dict[str, str]:
    """``files`` with the README (saying ``layout``) and ``pyproject.toml``."""
    files["README.md"] = _fill("README.md.tmpl", **values, layout="\n".join(textwrap.wrap(layout, 76)))
    files["pyproject.toml"] = _fill(
        "pyproject.toml.tmpl", **values, dependencies=_dependencies(values["dist"], "numpy")
    )
    return files


def render(name: str, framework: str | None = None, array_api: str | None = None) -> dict[str, str]:
    """The files of the distribution ``ivy-<name>``: path relative to its
    root -> text. Imports ``framework`` (or ``array_api``) when installed,
    to name its array type. ``ValueError`` for a name that cannot be used."""
    framework = framework or array_api or name
    values, files = common(name, framework, array_api or "")
    pkg = f"src/ivy_{name}"
    if array_api:
        values |= _array_note(array_api)
        files[f"{pkg}/plugin.py"] = _fill("plugin_array_api.py.tmpl", **values)
        files[f"{pkg}/gaps.py"] = _fill("gaps.py.tmpl", **values, missing=_adapter_gaps(array_api))
        layout = (
            f"`{array_api}` follows the Array API standard: ivy_core's adapter gives the runtime and "
            f"every function it has; `src/ivy_{name}/gaps.py` holds the overrides."
        )
    else:
        values |= _array_note(framework)
        areas = _areas()
        modules = "\n".join(f'            "ivy_{name}.{area}",' for area in areas)
        files[f"{pkg}/plugin.py"] = _fill("plugin.py.tmpl", **values, modules=modules)
        files[f"{pkg}/_runtime.py"] = _runtime_module(values)
        for area, names in areas.items():
            files[f"{pkg}/{area}.py"] = _fill(
                "area.py.tmpl", **values, area=area, functions=_area_module(names)
            )
        layout = (
            f"`src/ivy_{name}/_runtime.py` holds the runtime hooks, one module per API area the "
            "functions, each listed there until it is written."
        )
    return finish(files, values, layout)


def _distribution(top: str) -> str:
    """The distribution that installs the import package ``top`` (``paddle``
    comes from ``paddlepaddle``, ``sklearn`` from ``scikit-learn``); ``top``
    itself when none installed here does."""
    from importlib.metadata import packages_distributions

    found = packages_distributions().get(top) or [top]
    return found[0]


def _check_dotted(module_name: str) -> str | None:
    if _DOTTED.match(module_name) and not any(keyword.iskeyword(p) for p in module_name.split(".")):
        return None
    return (
        f"{module_name!r} is not an importable module name (dotted Python identifiers: 'torch', 'jax.numpy')"
    )


def _runtime_module(values: dict[str, str]) -> str:
    imports = sorted({("numpy", "np"), (values["framework"], "framework")})
    names = textwrap.wrap(", ".join(f'"{n}"' for n in _dtypes.DTYPE_NAMES) + ",", _WIDTH - 4)
    values = {**values, "dtype_names": "(\n" + "".join(f"    {line}\n" for line in names) + ")  # fmt: skip"}
    return _fill(
        "runtime.py.tmpl",
        **values,
        imports="\n".join(f"import {module} as {alias}" for module, alias in imports),
        hooks="\n".join(_runtime_hooks(contract(), values)).strip("\n"),
    )


def generate(
    name: str, *, framework: str | None = None, output: str | Path = ".", array_api: str | None = None
) -> Path:
    """Write the distribution ``ivy-<name>`` into the folder ``output`` and
    return its root. ``ValueError`` for a bad name, ``FileExistsError`` when
    the root exists and is not empty (nothing is overwritten). The by-name
    form is ``_template_by_name.generate``."""
    return write(render(name, framework, array_api), Path(output) / f"ivy-{name}")


def write(files: dict[str, str], root: Path) -> Path:
    """Write ``files`` (relative path -> text) under ``root``, absent or empty."""
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise FileExistsError(f"{root} exists and is not empty; remove it or choose another --output")
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root
