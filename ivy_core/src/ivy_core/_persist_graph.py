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

from . import _graph, _handler, _state, _trace_ivy
from ._array import Array
from ._errors import TraceError
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
        "guards": [{"what": g.what, "expected": repr(g.expected), "line": g.line} for g in prog.guards],
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
    return _graph.Variant(prog, replay, b, _decode(meta["result"])), meta["signature"]


def _holder() -> str:
    """The backend to hold a graph of ivy_core calls' constants on until a
    call converts them: the one in force, else NumPy, else any installed."""
    b = _state.current_backend()
    if b is not None:
        return str(b.name)
    names = [i.name for i in _handler.backends()]
    return "numpy" if "numpy" in names or not names else names[0]


class _SavedGuard:
    """A guard as ``graph.json`` describes it (for ``GuardError`` messages)."""

    def __init__(self, g: dict[str, str]) -> None:
        self.what = g["what"]
        self.expected = g["expected"]
        self.line = g["line"]


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
