"""The names a saved graph may use, and the objects they stand for
(``ivy_core.load_graph``).

A saved graph names its callees (``numpy.add``, ``torch.Tensor.to``,
``ivy_jax._runtime.jitted.sin_p``) and the framework objects among its
arguments (``torch.float32``, ``numpy.dtype('float32')``,
``jax.lax.GatherScatterMode.FILL_OR_DROP``) as text in ``graph.json``. That
text comes from whoever wrote the directory, so it never runs: a name is
resolved here by walking attributes from an allowed root module, one
identifier at a time, and only what is reached that way goes into the
source the loaded graph replays (``_graph_source`` writes it again from the
checked nodes).

The allowed roots are those a trace records: the backend's framework and
its plugin package (``numpy``, which the plugins use for dtypes, and
``ml_dtypes`` too), ``operator`` and a few ``builtins`` (indexing, Python
conversions checked by guards); a graph of ivy_core calls may call the Array
API functions of ``ivy_core`` and name its dtypes, nothing else of it. A
step to a private name is refused except inside the plugin package (its own
recorded helpers: ``ivy_torch.random._generator``), a dunder step except a
final operator of a class or a property's getter (``torch.Tensor.__rpow__``,
``torch.Tensor.T.__get__``); a module or a function reached must belong to
an allowed root (``torch.os`` is ``os``: refused). Names that read or write files or load code
(``numpy.load``, ``torch.hub``, ``tf.raw_ops.WriteFile``) are refused
wherever they are reached, although a trace may record some of them: such
a graph is not worth the risk of loading one from a stranger.
"""

from __future__ import annotations

import ast
import importlib
import keyword
import sys
import types

from .._base._errors import ArgumentValueError
from .._dtype._dtypes import Dtype
from .._spec._api import API

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = ["Names", "Literal", "names_for"]

#: The builtins a graph may name: conversions a guard checks (``float(v3)``),
#: attribute access by a public name (NumPy's ``x.T``), indexing helpers.
_BUILTINS = frozenset({
    "bool", "int", "float", "complex", "str", "len", "abs", "round", "divmod", "pow", "min", "max",
    "slice", "tuple", "list", "range", "getattr", "setattr",
})  # fmt: skip
#: The special names a recorded callee may end with: an operator or a
#: Python conversion of a framework's class (the torch tracer records
#: ``torch.Tensor.__contains__``, ``torch.Tensor.__rpow__``), a property's
#: getter (``torch.Tensor.T.__get__``).
_DUNDERS = frozenset(
    [f"__{p}{op}__" for op in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "and", "or",
                               "xor", "lshift", "rshift", "divmod") for p in ("", "r", "i")]
    + [f"__{op}__" for op in ("neg", "pos", "abs", "invert", "eq", "ne", "lt", "le", "gt", "ge", "bool", "int",
                              "float", "complex", "index", "round", "floor", "ceil", "trunc", "len", "iter",
                              "reversed", "contains", "getitem", "setitem", "delitem", "copy", "deepcopy", "get")]
)
#: ``operator`` functions that call or fetch what their arguments name.
_OPERATOR_REFUSED = frozenset({"call", "attrgetter", "itemgetter", "methodcaller"})
#: Steps refused wherever they appear (by their whole name, or by a part of
#: it, in any case): file input and output, pickling, loading libraries or
#: code, calling back into Python, debugging and summary writers.
_DENIED_STEPS = frozenset({"io", "npyio", "os", "sys", "open", "hub", "package", "serialization", "testing",
                           "ctypeslib", "ctypes", "f2py", "distutils", "subprocess", "importlib"})
_DENIED_PARTS = ("file", "save", "load", "dump", "pickle", "memmap", "library", "callback", "pyfunc",
                 "py_func", "numpy_function", "system", "exec", "eval", "compile", "import", "extension",
                 "debug", "summary", "record", "snapshot", "restore", "checkpoint", "vectorize", "datasource")


class Literal:
    """A framework object of a saved graph's arguments, known by its checked
    source text only: the replayed source rebuilds it (the loaded graph's
    ``literal`` hook gives the text back to the writer)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


class Names:
    """The allow-list of one loaded graph: its root modules, the one whose
    private names may be stepped through, and how to refuse (``where``:
    the file, for the message)."""

    def __init__(self, roots: tuple[str, ...], private: str | None, where: str) -> None:
        self.roots = frozenset(roots)
        self.private = private
        self.where = where

    def fail(self, at: str, message: str) -> ArgumentValueError:
        return ArgumentValueError(
            f"ivy_core.load_graph: {self.where} is malformed at {at}: {message}; load only graphs "
            "Graph.save wrote, and save the graph again if it was edited"
        )

    def callee(self, path: Any, at: str) -> Any:
        """The callable ``path`` names (a recorded call's callee)."""
        obj = self.resolve(path, at)
        if not callable(obj) or isinstance(obj, types.ModuleType):
            raise self.fail(at, f"{path!r} is not a callable")
        return obj

    def value(self, path: Any, at: str) -> Any:
        """The object ``path`` names among a call's arguments: a class
        (``numpy.float32``) or a framework function, never a builtin or an
        ``operator`` function other than a type (they would let a callee
        call what the allow-list keeps out of the graph's own calls)."""
        obj = self.resolve(path, at)
        if isinstance(obj, types.ModuleType):
            raise self.fail(at, f"{path!r} names a module, not a value")
        if str(path).split(".", 1)[0] in ("builtins", "operator") and not isinstance(obj, type):
            raise self.fail(at, f"{path!r} may be called by a graph but not passed to a call")
        return obj

    def resolve(self, path: Any, at: str) -> Any:
        """The object the dotted ``path`` names, walked from an allowed root."""
        if type(path) is not str:
            raise self.fail(at, f"a name must be a string, got {path!r:.60}")
        parts = path.split(".")
        root = parts[0]
        if len(parts) < 2 or root not in self.roots:
            raise self.fail(at, f"{path!r:.80} is outside the names a graph may use "
                                f"(attributes of {', '.join(sorted(self.roots))})")
        for k, part in enumerate(parts):
            if part in _DUNDERS and k == len(parts) - 1 and k > 1:
                continue  # an operator of a class (torch.Tensor.__contains__), a property's getter
            self.step(part, repr(path)[:80], at, private=root == self.private or not k)
        if root == "builtins" and (len(parts) != 2 or parts[1] not in _BUILTINS):
            raise self.fail(at, f"{path!r:.80} is not a builtin a graph may use")
        if root == "operator" and (len(parts) != 2 or parts[1] in _OPERATOR_REFUSED):
            raise self.fail(at, f"{path!r:.80} is not an operator function a graph may use")
        if root == "ivy_core" and (len(parts) != 2 or not _ivy_name(parts[1])):
            raise self.fail(at, f"{path!r:.80} is not an ivy_core Array API function or dtype")
        obj = self._walk(parts, path, at)
        module = getattr(obj, "__module__", None)
        # (``_operator`` is ``operator``'s implementation)
        if isinstance(module, str) and module.split(".", 1)[0].lstrip("_") not in self.roots:
            raise self.fail(at, f"{path!r:.80} is {module}'s, outside the names a graph may use")
        return obj

    def step(self, part: Any, what: str, at: str, private: bool = False) -> None:
        """Refuse ``part`` as an attribute step of ``what``: not a name, a
        name of file input or output or of loading code, a dunder, or a
        private name (unless ``private``)."""
        if type(part) is not str or not part.isidentifier() or keyword.iskeyword(part):
            raise self.fail(at, f"{what}: {part!r:.40} is not an attribute name")
        if part in _DENIED_STEPS or any(d in part.lower() for d in _DENIED_PARTS):
            raise self.fail(at, f"{what}: {part!r} reads or writes files or loads code; refused")
        if part.startswith("__"):
            raise self.fail(at, f"{what}: the special name {part!r} is refused")
        if part.startswith("_") and not private:
            raise self.fail(at, f"{what}: the private name {part!r} is refused")

    def _walk(self, parts: list[str], path: str, at: str) -> Any:
        try:
            obj: Any = importlib.import_module(parts[0])  # an allowed root: a framework, its plugin
        except ImportError:
            raise self.fail(at, f"{path!r:.80}: module {parts[0]!r} is not installed") from None
        for k, part in enumerate(parts[1:], 2):
            try:
                obj = getattr(obj, part)
            except AttributeError:
                obj = self._submodule(obj, part)
                if obj is None:
                    raise self.fail(at, f"{path!r:.80}: {'.'.join(parts[:k])} does not exist here") from None
            name = str(getattr(obj, "__name__", "?"))
            if isinstance(obj, types.ModuleType) and name.split(".", 1)[0] not in self.roots:
                raise self.fail(at, f"{path!r:.80}: {'.'.join(parts[:k])} is module {name!r}, outside the "
                                    "names a graph may use")
        return obj

    @staticmethod
    def _submodule(obj: Any, part: str) -> Any:
        """A submodule of an allowed package not imported yet (the replayed
        source imports it, as the source at saving did)."""
        name = getattr(obj, "__name__", None)
        if not isinstance(obj, types.ModuleType) or not isinstance(name, str):
            return None
        try:
            return importlib.import_module(f"{name}.{part}")
        except ImportError:
            return None

    def literal(self, text: Any, at: str) -> Literal:
        """A framework object's source text (a plugin's ``literal`` hook:
        ``torch.float32``, ``numpy.dtype('float32')``,
        ``jax.lax.ScatterDimensionNumbers(update_window_dims=(), ...)``),
        checked: a dotted name, or a class called with constants, tuples,
        lists and such literals; written back from the parsed tree."""
        if type(text) is not str or len(text) > 10_000:
            raise self.fail(at, f"a literal must be a short string, got {text!r:.60}")
        try:
            tree = ast.parse(text, mode="eval")
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            raise self.fail(at, f"literal {text!r:.80} is not an expression") from None
        head = tree.body.func if type(tree.body) is ast.Call else tree.body
        if type(head) is not ast.Attribute or _dotted_name(head) is None:
            raise self.fail(at, f"literal {text!r:.80} must start with a dotted name")
        self._check(tree.body, text, at)
        return Literal(ast.unparse(tree))

    def _check(self, node: Any, text: str, at: str) -> None:
        t = type(node)
        if t is ast.Constant:
            if type(node.value) not in (type(None), bool, int, float, complex, str):
                raise self.fail(at, f"literal {text!r:.80} holds a constant of type {type(node.value).__name__}")
        elif t is ast.UnaryOp and type(node.op) in (ast.USub, ast.UAdd):
            self._check(node.operand, text, at)
        elif t is ast.Tuple or t is ast.List:
            for e in node.elts:
                self._check(e, text, at)
        elif t is ast.Attribute or t is ast.Name:
            self.value(self._name_of(node, text, at), at)
        elif t is ast.Call:
            func = self.value(self._name_of(node.func, text, at), at)
            if not isinstance(func, type):
                raise self.fail(at, f"literal {text!r:.80} calls {func!r:.40}, which is not a class")
            for a in node.args:
                self._check(a, text, at)
            for kw in node.keywords:
                if kw.arg is None:
                    raise self.fail(at, f"literal {text!r:.80} unpacks a mapping")
                self._check(kw.value, text, at)
        else:
            raise self.fail(at, f"literal {text!r:.80} holds a {t.__name__} expression")

    def _name_of(self, node: Any, text: str, at: str) -> str:
        name = _dotted_name(node)
        if name is None:
            raise self.fail(at, f"literal {text!r:.80} names something by more than a dotted name")
        return name


def _dotted_name(node: Any) -> str | None:
    """``a.b.c`` of an Attribute chain; a bare name is a builtin's."""
    parts: list[str] = []
    while type(node) is ast.Attribute:
        parts.append(node.attr)
        node = node.value
    if type(node) is not ast.Name:
        return None
    parts.append(node.id)
    if len(parts) == 1:
        parts.append("builtins")
    return ".".join(reversed(parts))


def _ivy_name(name: str) -> bool:
    """An Array API function of ivy_core, or one of its dtypes."""
    return name in API or isinstance(getattr(sys.modules["ivy_core"], name, None), Dtype)


def names_for(backend: Any, ivy_level: bool, where: str) -> Names:
    """The allow-list of a graph saved for ``backend`` (a graph of ivy_core
    calls: ivy_core's functions and dtypes)."""
    if ivy_level:
        return Names(("ivy_core", "operator", "builtins"), None, where)
    plugin = str(backend.runtime.__name__).split(".", 1)[0]
    roots = (backend.spec.framework, plugin, "numpy", "ml_dtypes", "operator", "builtins")
    return Names(roots, plugin, where)
