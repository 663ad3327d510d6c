"""A saved graph's ``graph.json`` back to a ``Program``, and its
``constants.npz`` back to checked arrays (``ivy_core.load_graph``).

Everything is checked before the replay source is written from it, since
the writer (``_graph_source``) puts names, keywords and comments into
Python source: each value has one of the forms ``_persist_graph`` writes;
names are identifiers and resolve through the graph's allow-list
(``_graph_names``); comments are single lines; each reference points to a
node that exists and is computed before it is read; constants are arrays
of ``constants.npz`` read without pickle, of the dtype and shape
``graph.json`` records. What fails raises ``ArgumentValueError`` naming
the file and the place.
"""

from __future__ import annotations

import keyword
import operator

from .._base._errors import ArgumentValueError
from ._graph import Program, Slot
from ._record import Guard, Node, Ref

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._graph_names import Names

__all__ = ["program", "constants", "checked"]

#: More nodes than a trace records; refused before a list of them is made.
_MAX_NODES = 10_000_000
#: Where the writer puts text into the source's comments: one line each.
_LINE_BREAKS = frozenset("\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029\x00")


class _Input:
    """An input's shape and dtype, as the replay checks them."""

    __slots__ = ("shape", "dtype")

    def __init__(self, shape: tuple[Any, ...], dtype: Any) -> None:
        self.shape = shape
        self.dtype = dtype


_PRUNED = Node(-1, "pruned")


def program(meta: dict[str, Any], names: Names, constants: dict[str, Any]) -> tuple[Any, ...]:
    """The program of ``meta`` (its source not written yet), the values of
    its constant and cached nodes by id, the result's layout, the rebound
    arguments and the call signature."""
    r = _Reader(names, constants)
    prog = Program()
    prog.name = r.get(meta, "name", str, "the graph")
    if not prog.name.isidentifier() or keyword.iskeyword(prog.name):
        raise names.fail("'name'", f"{prog.name!r:.60} is not a Python name")
    nodes = r.get(meta, "nodes", list, "the graph")
    ids = [r.get(d, "id", int, "a node") for d in nodes if r.is_dict(d, "a node")]
    if len(set(ids)) != len(ids) or any(i < 0 or i >= _MAX_NODES for i in ids):
        raise names.fail("'nodes'", "node ids must be distinct and between 0 and 10**7")
    r.kinds = {i: r.get(d, "kind", str, f"node {i}") for i, d in zip(ids, nodes, strict=True)}
    emitted = r.ids(meta, "emitted")
    cached = r.ids(meta, "cached")
    if set(emitted) & set(cached):
        raise names.fail("'cached'", "a call is either replayed (emitted) or computed once (cached)")
    replayed, once = set(emitted), set(cached)
    by_id = {i: r.node(d, i in replayed, i in once) for i, d in zip(ids, nodes, strict=True)}
    # One placeholder for every pruned node: an id far out costs a pointer each.
    prog.nodes = [by_id.get(i, _PRUNED) for i in range(max(ids, default=-1) + 1)]
    prog.emitted = [by_id[i] for i in emitted]
    prog.cached = [by_id[i] for i in cached]
    prog.guards = [r.guard(g, k) for k, g in enumerate(r.get(meta, "guards", list, "the graph"))]
    prog.outputs = [r.value(o, f"output {k}") for k, o in enumerate(r.get(meta, "outputs", list, "the graph"))]
    prog.n_inputs = sum(1 for n in by_id.values() if n.kind == "input")
    r.check_order(prog)
    sig = r.signature(meta.get("signature"))
    if sorted(n.index for n in by_id.values() if n.kind == "input") != list(range(len(sig[2]))):
        raise names.fail("'nodes'", "the inputs must be numbered 0, 1, ... as the arrays of 'signature'")
    template = r.template(meta.get("result"), len(prog.outputs))
    rebound = r.rebound(meta.get("rebound"), len(sig[2]), len(prog.outputs))
    return prog, r.values, template, rebound, sig


class _Reader:
    def __init__(self, names: Names, constants: dict[str, Any]) -> None:
        self.names = names
        self.constants = constants
        #: node id -> kind, of every node saved
        self.kinds: dict[int, str] = {}
        #: node id -> the saved value of a constant or cached node
        self.values: dict[int, Any] = {}

    def fail(self, at: str, message: str) -> ArgumentValueError:
        return self.names.fail(at, message)

    # -- shapes of data ----------------------------------------------------------

    def is_dict(self, d: Any, at: str) -> bool:
        if type(d) is not dict:
            raise self.fail(at, f"{d!r:.60} is not an object")
        return True

    def get(self, d: Any, key: str, t: type, at: str) -> Any:
        self.is_dict(d, at)
        if key not in d:
            raise self.fail(at, f"the key {key!r} is missing")
        v = d[key]
        if type(v) is not t:
            raise self.fail(at, f"{key!r} is {type(v).__name__} {v!r:.40}, not {t.__name__}")
        return v

    def text(self, d: Any, key: str, at: str) -> str:
        """A string the source shows in a comment: one line."""
        s: str = self.get(d, key, str, at)
        if any(c in _LINE_BREAKS for c in s):
            raise self.fail(at, f"{key!r} must be one line of text")
        return s

    def ids(self, meta: Any, key: str) -> list[int]:
        ids: list[int] = self.get(meta, key, list, "the graph")
        if not all(type(i) is int and self.kinds.get(i) == "call" for i in ids) or ids != sorted(set(ids)):
            raise self.fail(f"{key!r}", "it must list call nodes by increasing id")
        return ids

    def name(self, x: Any, at: str) -> str | None:
        """A keyword argument's name, or ``into``'s: a Python name."""
        if x is None:
            return None
        if type(x) is not str or not x.isidentifier() or keyword.iskeyword(x):
            raise self.fail(at, f"{x!r:.40} is not a Python name")
        return x

    # -- nodes, guards, values ---------------------------------------------------

    def node(self, d: dict[str, Any], emitted: bool, cached: bool) -> Node:
        i = d["id"]
        at = f"node {i}"
        n = Node(i, self.kinds[i])
        if n.kind not in ("input", "constant", "call"):
            raise self.fail(at, f"kind {n.kind!r:.40} is not input, constant or call")
        n.name, n.meta, n.line = self.text(d, "name", at), self.text(d, "meta", at), self.text(d, "line", at)
        n.index = self.get(d, "index", int, at)
        n.random = self.get(d, "random", bool, at)
        n.mutates = tuple(self.ref(r, at) for r in self.get(d, "mutates", list, at))
        if "value" in d:
            if not (n.kind == "constant" or cached):
                raise self.fail(at, "only a constant or a cached call has a saved value")
            self.values[i] = self.constant(d["value"], at)
        if n.kind == "input" and "shape" in d:
            shape = self.get(d, "shape", list, at)
            if not all(s is None or (type(s) is int and s >= 0) for s in shape):
                raise self.fail(at, "an input's shape must list sizes")
            n.value = _Input(tuple(shape), self.value(d.get("dtype"), at))
        if n.kind != "call":
            return n
        if not emitted:  # a cached call, or one drawn only: its callee is not called
            n.source = self.get(d, "source", str, at) if d.get("source") is not None else None
            n.args = tuple(self.ref(r, at) for r in self.get(d, "reads", list, at))
            return n
        n.source = self.get(d, "callee", str, at)
        n.fn = self.names.callee(n.source, at)
        n.args = tuple(self.value(a, at) for a in self.get(d, "args", list, at))
        for pair in self.get(d, "kwargs", list, at):
            if type(pair) is not list or len(pair) != 2:
                raise self.fail(at, "'kwargs' must list [name, value] pairs")
            n.kwargs[str(self.name(pair[0], at))] = self.value(pair[1], at)
        n.into = self.name(d.get("into"), at)
        n.outside = self.get(d, "outside", bool, at)
        if n.source in ("builtins.getattr", "builtins.setattr"):  # NumPy's x.T: a public attribute
            attr = n.args[1] if len(n.args) > 1 else None
            self.names.step(attr, f"{n.source} of {attr!r:.40}", at)
        return n

    def guard(self, g: Any, k: int) -> Guard:
        at = f"guard {k}"
        ref = self.ref(self.get(g, "ref", list, at), at)
        after = self.get(g, "after", int, at)
        how, attr = g.get("how"), False
        if how is not None:
            self.is_dict(how, at)
            if "attr" in how:
                how, attr = how["attr"], True
                if how not in ("shape", "nbytes", "strides", "tolist()", "item()"):
                    raise self.fail(at, f"a check of attribute {how!r:.40} is refused")
            elif "name" in how:
                how = self.names.callee(how["name"], at)
            elif "method" in how and type(how["method"]) is list and len(how["method"]) == 2:
                method, args = how["method"]
                if method not in ("item", "tolist") or type(args) is not list or not all(type(a) is int for a in args):
                    raise self.fail(at, f"a check by method {method!r:.40} is refused")
                how = operator.methodcaller(method, *args)
            else:
                raise self.fail(at, f"'how' {how!r:.60} is not a saved check")
        return Guard(ref, how, attr, self.value(g.get("expected"), at), self.text(g, "what", at),
                     self.text(g, "line", at), after)

    def ref(self, x: Any, at: str) -> Ref:
        if (type(x) is not list or len(x) != 2 or type(x[0]) is not int or type(x[1]) is not list
                or not all(type(p) in (int, str) for p in x[1])):
            raise self.fail(at, f"{x!r:.60} is not a reference [node, path]")
        if x[0] not in self.kinds:
            raise self.fail(at, f"node {x[0]} is not in the graph")
        return Ref(x[0], tuple(x[1]))

    def constant(self, name: Any, at: str) -> Any:
        if type(name) is not str or name not in self.constants:
            raise self.fail(at, f"constant {name!r:.40} is not in constants.npz")
        return self.constants[name]

    def value(self, x: Any, at: str) -> Any:
        """A value as ``_persist_graph._Writer.value`` wrote it."""
        t = type(x)
        if x is None or t is bool or t is int or t is str or t is float:
            return x
        if t is not dict or len(x) != 1:
            raise self.fail(at, f"{x!r:.60} is not a saved value")
        ((tag, v),) = x.items()
        if tag == "ref":
            return self.ref(v, at)
        if tag in ("tuple", "list", "slice", "dict", "complex") and type(v) is not list:
            raise self.fail(at, f"{tag} {v!r:.40} is not a list")
        if tag == "tuple":
            return tuple(self.value(e, at) for e in v)
        if tag == "list":
            return [self.value(e, at) for e in v]
        if tag == "slice" and len(v) == 3:
            return slice(*(self.value(e, at) for e in v))
        if tag == "complex" and len(v) == 2 and all(type(self.value(e, at)) in (int, float) for e in v):
            return complex(self.value(v[0], at), self.value(v[1], at))
        if tag == "dict":
            return dict(self.item(p, at) for p in v)
        if tag == "float" and v in ("nan", "inf", "-inf"):
            return float(v)
        if tag == "ellipsis" and v is True:
            return Ellipsis
        if tag == "literal":
            return self.names.literal(v, at)
        if tag == "name":
            return self.names.value(v, at)
        if tag == "array":
            return self.constant(v, at)
        raise self.fail(at, f"{x!r:.60} is not a saved value")

    def item(self, p: Any, at: str) -> tuple[Any, Any]:
        if type(p) is not list or len(p) != 2 or type(p[0]) not in (str, int, bool, float, type(None)):
            raise self.fail(at, f"{p!r:.60} is not a [key, value] pair")
        return p[0], self.value(p[1], at)

    # -- the whole -----------------------------------------------------------------

    def check_order(self, prog: Program) -> None:
        """Each value is read after it is made: an input, a saved constant,
        or an earlier call of the replay; each guard runs after the call it
        reads (or first, for an input or a constant)."""
        done: set[int] = set()

        def ready(r: Ref, at: str) -> None:
            kind = self.kinds[r.node]
            if not (kind == "input" or r.node in self.values or r.node in done):
                raise self.fail(at, f"v{r.node} is read before it is computed (or has no saved value)")

        for n in prog.emitted:
            for r in (*n.refs(), *n.mutates):
                ready(r, f"node {n.id}")
            done.add(n.id)
        for k, g in enumerate(prog.guards):
            ready(g.ref, f"guard {k}")
            call = self.kinds[g.ref.node] == "call"
            if g.after != (g.ref.node if call else -1):
                raise self.fail(f"guard {k}", f"'after' is {g.after}, not the node it reads")
        for r in (o for o in prog.outputs if type(o) is Ref):
            ready(r, "the outputs")

    def signature(self, sig: Any) -> list[Any]:
        ok = (type(sig) is list and len(sig) == 4 and type(sig[0]) is str and type(sig[1]) is list
              and all(type(s) is str for s in sig[1]) and type(sig[2]) is list and type(sig[3]) is list
              and all(type(v) in (str, bool) or (type(v) is list and all(type(c) is str for c in v))
                      for v in sig[3]))
        for a in sig[2] if ok else ():
            ok = ok and type(a) is list and len(a) == 2 and type(a[0]) is list and type(a[1]) is str
        if not ok:
            raise self.fail("'signature'", "it must be [layout, statics, [[shape, dtype], ...], settings]")
        return sig  # type: ignore[no-any-return]

    def template(self, x: Any, n_outputs: int) -> Any:
        at = "'result'"
        self.is_dict(x, at)
        if set(x) == {"slot", "array"}:
            if type(x["slot"]) is not int or not 0 <= x["slot"] < n_outputs or type(x["array"]) is not bool:
                raise self.fail(at, f"slot {x!r:.40} is not one of the {n_outputs} outputs")
            return Slot(x["slot"], x["array"])
        if len(x) != 1 or next(iter(x)) not in ("tuple", "list", "dict") or type(next(iter(x.values()))) is not list:
            raise self.fail(at, f"{x!r:.60} is not a saved result layout")
        ((tag, v),) = x.items()
        if tag == "dict":
            if not all(type(p) is list and len(p) == 2 and type(p[0]) in (str, int, bool, float) for p in v):
                raise self.fail(at, "a dict result must list [key, layout] pairs")
            return {p[0]: self.template(p[1], n_outputs) for p in v}
        parts = [self.template(t, n_outputs) for t in v]
        return parts if tag == "list" else tuple(parts)

    def rebound(self, x: Any, n_leaves: int, n_outputs: int) -> tuple[tuple[int, int], ...]:
        if type(x) is not list or not all(
            type(p) is list and len(p) == 2 and all(type(i) is int for i in p)
            and 0 <= p[0] < n_leaves and 0 <= p[1] < n_outputs for p in x
        ):
            raise self.fail("'rebound'", "it must list [argument, output] pairs of the graph")
        return tuple((p[0], p[1]) for p in x)


# -- constants.npz ---------------------------------------------------------------


def constants(path: str, specs: dict[str, Any], names: Names) -> dict[str, Any]:
    """The arrays of ``constants.npz``, each checked against ``specs`` (its
    kind, dtype and shape as ``graph.json`` records them)."""
    import zipfile

    import numpy

    where = repr(path)
    try:
        data = numpy.load(path, allow_pickle=False)
    except FileNotFoundError:
        raise ArgumentValueError(f"ivy_core.load_graph: {where} is missing; save the graph again") from None
    except (OSError, ValueError, EOFError, zipfile.BadZipFile) as exc:
        raise ArgumentValueError(f"ivy_core.load_graph: {where} is not an .npz archive Graph.save "
                                 f"wrote ({type(exc).__name__}: {exc})") from None
    if not isinstance(data, numpy.lib.npyio.NpzFile):
        raise ArgumentValueError(f"ivy_core.load_graph: {where} holds one array, not an .npz archive")
    arrays: dict[str, Any] = {}
    with data:
        for name, spec in specs.items():
            at = f"constant {name!r}"
            if (type(spec) is not dict or spec.get("kind") not in ("array", "numpy", "scalar", "ivy")
                    or type(spec.get("dtype")) is not str or type(spec.get("shape")) is not list
                    or not all(type(d) is int and d >= 0 for d in spec["shape"])):
                raise names.fail(at, "its entry in 'constants' must give kind, dtype and shape")
            if name not in data.files:
                raise ArgumentValueError(f"ivy_core.load_graph: {where} holds no array {name!r}, which "
                                         f"{names.where} names; save the graph again")
            try:
                arr = data[name]
            except (ValueError, OSError, EOFError, zipfile.BadZipFile) as exc:  # object arrays: pickle
                raise ArgumentValueError(f"ivy_core.load_graph: {where}: array {name!r} cannot be read "
                                         f"without pickle ({exc})") from None
            arrays[name] = checked(arr, spec, name, where)
    return arrays


def checked(arr: Any, spec: dict[str, Any], name: str, where: str) -> Any:
    """``arr`` if its dtype and shape are what ``graph.json`` records
    (ml_dtypes' types, saved as their bits, viewed as the type again)."""
    import numpy

    want = spec["dtype"]
    if arr.dtype.kind in "OV" or arr.dtype.names is not None:
        raise ArgumentValueError(f"ivy_core.load_graph: {where}: array {name!r} has dtype {arr.dtype}, "
                                 "which a saved graph never holds")
    if spec.get("bits") is True and str(arr.dtype) == f"uint{8 * arr.dtype.itemsize}":
        extended = _extended_dtype(want)
        if extended is not None and extended.itemsize == arr.dtype.itemsize:
            arr = arr.view(extended)
    if str(arr.dtype) != want or list(arr.shape) != spec["shape"] or (spec["kind"] == "scalar" and arr.ndim):
        raise ArgumentValueError(
            f"ivy_core.load_graph: {where}: array {name!r} is {arr.dtype}{list(arr.shape)}, but graph.json "
            f"records {want}{spec['shape']}; save the graph again"
        )
    return numpy.ascontiguousarray(arr) if arr.ndim else arr


def _extended_dtype(name: str) -> Any:
    """The dtype of ml_dtypes named ``name`` (``bfloat16``), if installed."""
    import importlib

    import numpy

    try:
        found = getattr(importlib.import_module("ml_dtypes"), name, None) if name.isidentifier() else None
    except ImportError:
        return None
    return numpy.dtype(found) if isinstance(found, type) and issubclass(found, numpy.generic) else None
