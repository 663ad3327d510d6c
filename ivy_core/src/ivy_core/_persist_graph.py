"""``Graph.save`` and ``ivy_core.load_graph``: a traced graph on disk without
pickle.

A saved graph is a directory of three files:

- ``graph.py``: the replay source, exactly as ``print(graph)`` shows it;
- ``constants.npz``: its arrays (``numpy.savez``, read back with
  ``allow_pickle=False``);
- ``graph.json``: the backend, what the inputs must be (shapes and dtypes,
  the argument layout, the static values), the layout of the result, and
  the guards for a person to read.

Loading imports ``graph.py`` and nothing else executable: the function it
was traced from is not needed. A graph holding a Python object with no
source form (a callable of no importable name, an object that is not an
array) cannot be saved, and says which.
"""

from __future__ import annotations

import os

from . import _graph, _graph_source, _handler, _state, _trace_ivy
from ._array import Array
from ._errors import TraceError
from ._record import Node, Ref
from .creation import asarray

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["save", "load", "signature"]

FORMAT = 1


def signature(spec: str, statics: tuple[Any, ...], natives: list[Any]) -> list[Any]:
    """What a call must match to replay a loaded graph: the argument layout,
    the static values and each array's shape and dtype, as JSON values."""
    return [spec, [repr(v) for _, v in statics],
            [[list(_dims(x.shape)), str(Array(x).dtype)] for x in natives]]


def save(variant: Any, sig: list[Any], directory: str) -> None:
    """Write ``variant`` (a ``_trace._Variant``) to ``directory``."""
    prog = variant.program
    b = variant.backend
    kept = set(prog.emitted) | set(prog.cached)
    arrays: dict[str, Any] = {}
    bad: list[str] = []
    for name, value in prog.constants.items():
        if isinstance(value, b.array_types):
            arrays[name] = b.runtime.to_numpy(value)
        elif type(value) is Array:  # a graph of ivy_core calls
            arrays[name] = value._backend().runtime.to_numpy(value._data)
        else:
            bad.append(f"{name} = {value!r}")
    if bad:
        raise TraceError(
            f"Graph.save: graph {prog.name!r} on {b.name} holds Python objects with no source form: "
            f"{'; '.join(bad[:5])}; it replays in this process but cannot be written without pickle"
        )
    import json

    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "graph.py"), "w", encoding="utf-8") as f:
        f.write(prog.source)
    import numpy

    numpy.savez(os.path.join(directory, "constants.npz"), **arrays)
    meta = {
        "format": FORMAT,
        "backend": "ivy_core" if prog.level == "ivy_core" else b.name,
        "name": prog.name,
        "signature": sig,
        "result": _encode(variant.out_template),
        "rebound": [list(pair) for pair in variant.rebound],
        "guards": [{"what": g.what, "expected": repr(g.expected), "line": g.line,
                    "ref": _ref(g.ref), "after": g.after} for g in prog.guards],
        # For drawing a loaded graph: each drawn node, what it reads, its outputs.
        "nodes": [_node(n) for n in prog.nodes if n.kind != "call" or n in kept],
        "emitted": [n.id for n in prog.emitted],
        "cached": [n.id for n in prog.cached],
        "outputs": [_ref(o) if type(o) is Ref else {"value": repr(o)} for o in prog.outputs],
    }
    with open(os.path.join(directory, "graph.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, indent=1)


def load(directory: str) -> tuple[Any, list[Any]]:
    """The variant saved in ``directory`` and its call signature."""
    import json

    try:
        with open(os.path.join(directory, "graph.json"), encoding="utf-8") as f:
            meta = json.load(f)
    except FileNotFoundError:
        raise FileNotFoundError(
            f"ivy_core.load_graph: {directory!r} holds no saved graph (no graph.json); "
            "give the directory a Graph.save wrote"
        ) from None
    if meta.get("format") != FORMAT:
        raise TraceError(f"ivy_core.load_graph: {directory!r} holds format {meta.get('format')!r}, "
                         f"this ivy_core reads format {FORMAT}")
    ivy_level = meta["backend"] == "ivy_core"
    b = _handler._resolve(_holder() if ivy_level else meta["backend"], "ivy_core.load_graph")
    import numpy

    constants: dict[str, Any] = {}
    with numpy.load(os.path.join(directory, "constants.npz"), allow_pickle=False) as data:
        with _handler.using_backend(b):
            for name in data.files:
                constants[name] = asarray(data[name]) if ivy_level else asarray(data[name])._data
    path = os.path.abspath(os.path.join(directory, "graph.py"))
    with open(path, encoding="utf-8") as f:
        source = f.read()
    module = _graph.load_module(source, path)
    replay = _trace_ivy.replayer(module, constants) if ivy_level else module.make(constants, _graph.fail)
    prog = _graph.Program()
    prog.level = "ivy_core" if ivy_level else "native"
    prog.source = source
    prog.name = meta["name"]
    prog.constants = constants
    prog.guards = [_SavedGuard(g) for g in meta["guards"]]
    _restore_nodes(prog, meta)
    return _graph.Variant(prog, replay, b, _decode(meta["result"]),
                          tuple((i, k) for i, k in meta.get("rebound", ()))), meta["signature"]


def _holder() -> str:
    """The backend to hold a graph of ivy_core calls' constants on until a
    call converts them: the one in force, else NumPy, else any installed."""
    b = _state.current_backend()
    if b is not None:
        return str(b.name)
    names = [i.name for i in _handler.backends()]
    return "numpy" if "numpy" in names or not names else names[0]


class _SavedGuard:
    """A guard as ``graph.json`` describes it (for ``GuardError`` messages
    and drawing)."""

    def __init__(self, g: dict[str, Any]) -> None:
        self.what = g["what"]
        self.expected = g["expected"]
        self.line = g["line"]
        self.ref = Ref(g["ref"][0], tuple(g["ref"][1])) if "ref" in g else None
        self.after = g.get("after", -1)


def _ref(r: Ref) -> list[Any]:
    return [r.node, list(r.path)]


def _node(n: Node) -> dict[str, Any]:
    """What drawing needs of a node (its source name, not its callable)."""
    return {
        "id": n.id, "kind": n.kind, "name": n.name, "meta": n.meta, "line": n.line, "index": n.index,
        "source": n.source or (_graph_source.dotted(n.fn) if n.fn is not None else None),
        "random": n.random, "reads": [_ref(r) for r in n.refs()], "mutates": [_ref(r) for r in n.mutates],
    }  # fmt: skip


def _restore_nodes(prog: _graph.Program, meta: dict[str, Any]) -> None:
    """The recorded nodes of a saved graph, for drawing it (their arguments
    are the values they read; their callables are not loaded)."""
    if "nodes" not in meta:
        return
    by_id: dict[int, Node] = {}
    for d in meta["nodes"]:
        n = Node(d["id"], d["kind"])
        n.name, n.meta, n.line, n.index, n.source, n.random = (
            d["name"], d["meta"], d["line"], d["index"], d["source"], d["random"])
        n.args = tuple(Ref(r[0], tuple(r[1])) for r in d["reads"])
        n.mutates = tuple(Ref(r[0], tuple(r[1])) for r in d["mutates"])
        by_id[n.id] = n
    size = max(by_id, default=-1) + 1
    prog.nodes = [by_id.get(i) or Node(i, "pruned") for i in range(size)]
    prog.emitted = [by_id[i] for i in meta["emitted"]]
    prog.cached = [by_id[i] for i in meta["cached"]]
    prog.outputs = [Ref(o[0], tuple(o[1])) if isinstance(o, list) else o["value"] for o in meta["outputs"]]


def _dims(shape: Any) -> list[Any]:
    return [None if d is None else int(d) for d in shape]


def _encode(template: Any) -> Any:
    t = type(template)
    if t is _graph.Slot:
        return {"slot": template.index, "array": template.array}
    if isinstance(template, (tuple, list)):  # a namedtuple is saved as a tuple
        return {"list" if t is list else "tuple": [_encode(v) for v in template]}
    if t is dict:
        return {"dict": [[k, _encode(v)] for k, v in template.items()]}
    raise TraceError(f"Graph.save: a result of type {t.__name__} cannot be described")


def _decode(x: Any) -> Any:
    if "slot" in x:
        return _graph.Slot(x["slot"], x["array"])
    if "tuple" in x:
        return tuple(_decode(v) for v in x["tuple"])
    if "list" in x:
        return [_decode(v) for v in x["list"]]
    return {k: _decode(v) for k, v in x["dict"]}
