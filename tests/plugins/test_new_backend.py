"""``python -m ivy_core new-backend NAME``: the distribution it writes lists
the whole contract (every runtime hook with its meaning, every API function),
claims no function it has not written, installs, loads as generated, and the
conformance kit runs on it and names what is missing."""

from __future__ import annotations

import ast
import importlib.util
import inspect
import os
import re
import subprocess
import sys
import textwrap
from importlib.metadata import version
from pathlib import Path

import pytest
from ivy_core._plugins._contract import HOOKS, Runtime
from ivy_core._spec._api import API
from ivy_core._tools import _template, _template_by_name

from ivy_core import __main__ as cli


def _module_names(text: str) -> dict[str, ast.AST]:
    """Module-level names a file defines (assignments and functions)."""
    names: dict[str, ast.AST] = {}
    for node in ast.parse(text).body:
        if isinstance(node, ast.FunctionDef):
            names[node.name] = node
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] = node
        elif isinstance(node, ast.Assign):
            names.update({t.id: node for t in node.targets if isinstance(t, ast.Name)})
    return names


def _all(text: str) -> list[str]:
    node = _module_names(text)["__all__"]
    assert isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None
    return list(ast.literal_eval(node.value))


# --- what the files say -------------------------------------------------------------------


def test_contract_reads_every_hook_of_runtime_with_its_meaning() -> None:
    hooks = _template.contract()
    assert [h.name for h in hooks] == list(HOOKS)
    for hook in hooks:
        assert hook.meaning and hook.summary, hook.name
        assert hook.meaning.startswith(hook.summary)
        if callable(getattr(Runtime, hook.name)) and hook.signature:
            # the parameters are the method's, without self
            params = list(inspect.signature(getattr(Runtime(), hook.name)).parameters)
            assert re.findall(r"(\w+):", hook.signature.split("->")[0]) == params, hook.name
    assert {h.name for h in hooks if h.required} == set(Runtime.REQUIRED)


def test_runtime_defines_the_required_hooks_and_shows_every_other_one() -> None:
    files = _template.render("mylib", "numpy")
    text = files["src/ivy_mylib/_runtime.py"]
    public = {n for n in _module_names(text) if not n.startswith("_")}
    # the required hooks, and the optional ones the template fills in for
    # the common case (as_native: NumPy-like scalars)
    assert public == set(Runtime.REQUIRED) | set(_template._SUGGESTED_BODIES)
    flat = " ".join(line.lstrip("#: ").strip() for line in text.splitlines())
    for hook in _template.contract():
        if not hook.required and hook.name not in public:  # commented out, with its default
            shown = f"# def {hook.name}(" if hook.signature else f"# {hook.name}: {hook.annotation} = "
            assert shown in text, hook.name
        # the contract's own words, whatever the wrapping
        assert " ".join(hook.summary.split()[:8]) in flat, hook.name


def test_every_api_function_is_listed_in_its_area_and_none_is_claimed() -> None:
    files = _template.render("mylib", "numpy")
    areas = {p.rsplit("/", 1)[-1][:-3]: t for p, t in files.items() if p.startswith("src/ivy_mylib/")}
    plugin = files["src/ivy_mylib/plugin.py"]
    for name, fn in API.items():
        area = fn.spec.__module__.rsplit(".", 1)[-1]
        assert f'"ivy_mylib.{area}"' in plugin
        assert re.search(rf"^# def {name}\(", areas[area], re.M), f"{name} not listed in {area}.py"
    for area in {fn.spec.__module__.rsplit(".", 1)[-1] for fn in API.values()}:
        assert _all(areas[area]) == []  # nothing is written yet, so nothing is claimed


def test_implementation_signatures_drop_out_and_keep_the_rest() -> None:
    text = _template.render("mylib", "numpy")["src/ivy_mylib/statistical.py"]
    assert "# def sum(x, /, *, axis=None, dtype=None, keepdims=False):" in text
    assert "out=" not in text.split('"""', 2)[2]  # past the module docstring


def test_array_api_form_names_the_namespace_and_writes_no_runtime() -> None:
    files = _template.render("strictish", array_api="array_api_strict")
    assert "src/ivy_strictish/_runtime.py" not in files
    assert not any(p.startswith("src/ivy_strictish/") and p.endswith("elementwise.py") for p in files)
    plugin = files["src/ivy_strictish/plugin.py"]
    assert 'array_api="array_api_strict"' in plugin and 'framework="array_api_strict"' in plugin
    assert _all(files["src/ivy_strictish/gaps.py"]) == []


# --- the command --------------------------------------------------------------------------


def test_command_writes_the_distribution_and_never_overwrites(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["new-backend", "mylib", "--framework", "numpy", "--output", str(tmp_path)]) == 0
    root = tmp_path / "ivy-mylib"
    for rel in (
        "pyproject.toml",
        "README.md",
        "src/ivy_mylib/plugin.py",
        "src/ivy_mylib/_runtime.py",
        "tests/test_kit.py",
    ):
        assert (root / rel).is_file(), rel
    assert 'mylib = "ivy_mylib.plugin"' in (root / "pyproject.toml").read_text()
    # a plugin module imports no framework
    assert "import numpy" not in (root / "src/ivy_mylib/plugin.py").read_text()
    before = (root / "src/ivy_mylib/_runtime.py").read_text()
    (root / "src/ivy_mylib/_runtime.py").write_text(before + "# my work\n")
    assert cli.main(["new-backend", "mylib", "--output", str(tmp_path)]) == 1
    assert "exists" in capsys.readouterr().err
    assert (root / "src/ivy_mylib/_runtime.py").read_text().endswith("# my work\n")


@pytest.mark.parametrize(
    "argv, words",
    [
        (["new-backend", "My-Lib"], ["'My-Lib'", "lower-case"]),
        (["new-backend", "numpy"], ["'numpy'", "ivy-numpy", "another name"]),
        (["new-backend", "mylib", "--framework", "my lib"], ["'my lib'", "module name"]),
        (["new-backend", "mylib", "--array-api", "1xp"], ["'1xp'", "module name"]),
    ],
)
def test_command_refuses_bad_names(
    argv: list[str], words: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exc:
        cli.main([*argv, "--output", str(tmp_path)])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert all(w in err for w in words), err
    assert not any(tmp_path.iterdir())


# --- installed as generated -----------------------------------------------------------------


def _install(tmp_path: Path, *roots: Path) -> dict[str, str]:
    """pip install -e the distributions into a prefix of their own (the
    running environment is left alone); the environment that sees them."""
    prefix = tmp_path / "prefix"
    command = [sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-index",
               "--no-deps", "--no-build-isolation", "--prefix", str(prefix)]  # fmt: skip
    for root in roots:
        command += ["-e", str(root)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    (site,) = {p.parent for p in prefix.rglob("*.dist-info")}
    paths = [str(site)]
    for pth in site.glob("*.pth"):  # what the editable installs add to sys.path
        lines = pth.read_text().splitlines()
        assert not any(line.startswith("import") for line in lines), f"{pth.name} needs site processing"
        paths += [line for line in lines if line.strip() and not line.startswith("#")]
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    env["PYTHONPATH"] = os.pathsep.join([*paths, *filter(None, [env.get("PYTHONPATH")])])
    return env


def _run(env: dict[str, str], code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, env=env, check=False
    )


#: The three functions the kit builds every input with, written the way the
#: generated modules ask: defined, and named in ``__all__``.
_BASICS = {
    "creation.py": ("asarray", """
        def asarray(obj, /, *, dtype=None, device=None, copy=None):
            return np.array(obj, dtype=dtype, copy=True) if copy else np.asarray(obj, dtype=dtype)
    """),
    "data_type.py": ("astype", """
        def astype(x, dtype, /, *, copy=True, device=None):
            return x.astype(dtype, copy=copy)
    """),
    "manipulation.py": ("reshape", """
        def reshape(x, /, shape, *, copy=None):
            return np.reshape(x, shape)
    """),
}  # fmt: skip


def _write_basics(package: Path) -> None:
    for module, (name, code) in _BASICS.items():
        path = package / module
        text = path.read_text()
        assert "__all__: list[str] = []" in text
        written = f"import numpy as np\n\n__all__: list[str] = [{name!r}]\n\n\n{textwrap.dedent(code)}"
        path.write_text(text.replace("__all__: list[str] = []", written, 1))


def _can_install_editable() -> bool:
    """pip, and setuptools able to build an editable wheel without build
    isolation: 70.1 and later have bdist_wheel, older ones need wheel."""
    if importlib.util.find_spec("pip") is None or importlib.util.find_spec("setuptools") is None:
        return False
    major, minor = (int(p) for p in version("setuptools").split(".")[:2])
    return (major, minor) >= (70, 1) or importlib.util.find_spec("wheel") is not None


@pytest.mark.skipif(
    not _can_install_editable(),
    reason="installing a generated distribution needs pip and setuptools>=70.1 (or wheel) here",
)
def test_generated_distributions_install_load_and_run_the_kit(tmp_path: Path) -> None:
    has_strict = importlib.util.find_spec("array_api_strict") is not None
    roots = [_template.generate("tmplnp", framework="numpy", output=tmp_path)]
    if has_strict:
        roots.append(_template.generate("tmplstrict", array_api="array_api_strict", output=tmp_path))
    env = _install(tmp_path, *roots)

    done = _run(
        env,
        """
        import ivy_core as ivy
        names = [b.name for b in ivy.backends()]
        assert "tmplnp" in names, names
        ivy.set_backend("tmplnp")            # loads as generated: runtime and every module
        try:
            ivy.asarray([1.0, 2.0])
        except NotImplementedError as exc:   # nothing written yet, and it says so
            print("missing:", exc)
        else:
            raise AssertionError("asarray worked on a backend that has not written it")
        if "tmplstrict" in names:             # the Array API form works as generated
            ivy.set_backend("tmplstrict")
            x = ivy.asarray([1.0, 2.0])
            print("strict:", ivy.to_numpy(ivy.add(x, x)).tolist(), x.backend)
        """,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"missing: .*asarray.*not implemented.*tmplnp", done.stdout), done.stdout
    if has_strict:
        assert "strict: [2.0, 4.0] tmplstrict" in done.stdout, done.stdout

    # With the three functions the kit builds inputs with written, the
    # generated runtime passes the kit's basics as it is, and the generated
    # test runs the kit, which fails naming the functions not written yet
    # (and not the three that are).
    _write_basics(roots[0] / "src" / "ivy_tmplnp")
    kit = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-s", "-q", str(roots[0] / "tests")],
        capture_output=True,
        text=True,
        env={**env, "IVY_KIT_ARGS": "-k implemented"},
        check=False,
    )
    out = kit.stdout + kit.stderr
    assert kit.returncode == 1, out[-5000:]  # tests failed (not a usage or collection error)
    for name in ("abs", "matmul", "sum"):
        assert re.search(rf"\b{name}\b", out), out[-5000:]
    assert not re.search(r"\b(asarray|astype|reshape)\b", out), out[-5000:]


# --- the by-name form (--namespace) ------------------------------------------------------------


def test_namespace_form_names_the_namespace_with_empty_tables() -> None:
    files = _template_by_name.render("npbyname", "numpy")
    plugin = files["src/ivy_npbyname/plugin.py"]
    for words in ('namespace="numpy"', "names=NAMES", "keywords=KEYWORDS", "gaps=GAPS", '"numpy.ndarray"'):
        assert words in plugin, words
    names = _module_names(plugin)
    for table in ("NAMES", "KEYWORDS", "GAPS"):
        node = names[table]
        assert isinstance(node, ast.AnnAssign) and node.value is not None
        assert ast.literal_eval(node.value) == {}, table
    assert "import numpy" not in plugin  # a plugin module imports no framework
    # the route reads the runtime: its module defines no hook until the author writes one
    assert not [n for n in _module_names(files["src/ivy_npbyname/_runtime.py"]) if not n.startswith("_")]
    assert not any(p.endswith("elementwise.py") for p in files)
    written = files["src/ivy_npbyname/written.py"]
    assert _all(written) == []
    # what numpy has under no name of ivy_core's is listed there, what it has is not
    listed = set(re.findall(r"^# def (\w+)\(", written, re.M))
    assert "abs" not in listed and "concat" not in listed
    assert listed and all(API[n].kind == "primary" for n in listed), listed


def test_command_takes_namespace_and_refuses_it_with_array_api(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["new-backend", "npbyname", "--namespace", "numpy", "--output", str(tmp_path)]) == 0
    assert (tmp_path / "ivy-npbyname" / "src" / "ivy_npbyname" / "written.py").is_file()
    with pytest.raises(SystemExit) as exc:
        cli.main(["new-backend", "other", "--namespace", "numpy", "--array-api", "numpy", "-o", str(tmp_path)])
    assert exc.value.code == 2
    assert "--namespace" in capsys.readouterr().err and not (tmp_path / "ivy-other").exists()


@pytest.mark.skipif(
    not _can_install_editable(),
    reason="installing a generated distribution needs pip and setuptools>=70.1 (or wheel) here",
)
def test_the_namespace_form_installs_loads_and_the_kit_runs_on_it(tmp_path: Path) -> None:
    root = _template_by_name.generate("tmplbyname", "numpy", output=tmp_path)
    env = _install(tmp_path, root)
    done = _run(
        env,
        """
        import ivy_core as ivy
        ivy.set_backend("tmplbyname")        # loads as generated: numpy bound by name
        x = ivy.asarray([1.0, 2.0])
        print("by name:", ivy.to_numpy(ivy.add(x, x)).tolist(), x.backend)
        """,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "by name: [2.0, 4.0] tmplbyname" in done.stdout, done.stdout
    # The generated test runs the kit: its basics pass as generated, and a
    # function numpy has under ivy_core's name passes its tests.
    def kit(select: str) -> tuple[int, str]:
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-s", "-q", str(root / "tests")],
            capture_output=True,
            text=True,
            env={**env, "IVY_KIT_ARGS": f"-k '{select}'"},
            check=False,
        )
        return done.returncode, done.stdout + done.stderr

    code, out = kit("negative-")
    assert code == 0, out[-5000:]
    assert re.search(r"\b[1-9]\d* passed", out), out[-5000:]
    # numpy.linalg refuses float16: for a function bound by name, the kit asks
    # for an entry of the plugin's gaps table (the pair form, computed in float32).
    code, out = kit("qr-float16")
    assert code == 1, out[-5000:]
    assert 'in the gaps table of ivy_tmplbyname.plugin: "qr(float16)"' in out, out[-5000:]
    assert '"qr(float16->float32)"' in out, out[-5000:]
