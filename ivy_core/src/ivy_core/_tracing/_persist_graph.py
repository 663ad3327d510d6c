"""``Graph.save`` and ``ivy_core.load_graph``: a traced graph on disk as
data, loaded without running anything from the directory.

A saved graph is a directory of three files:

- ``graph.json``: the program as data: each node (an input's shape and
  dtype, a constant, a call: its callee by dotted name, its arguments as
  references to earlier nodes, constants and JSON values), the guards, the
  outputs, the result's layout and what a call must look like (shapes,
  dtypes, static values);
- ``constants.npz``: its arrays and NumPy scalars (``numpy.savez``, read
  back with ``allow_pickle=False``; object and structured arrays are
  refused);
- ``graph.py``: the source the loaded graph replays, for a person to
  read (``print(graph)``'s, but for the Arrays the function reads from
  outside its arguments: inputs of a trace, constants of a saved graph,
  with their values at saving). Loading never reads it.

Loading checks the data (``_graph_read``), resolves every name against the
graph's allow-list (``_graph_names``) and writes the replay source again
from the checked nodes with the same writer a trace uses
(``_graph_source``): nothing from the directory is imported, evaluated or
unpickled, and the loaded graph replays at the speed of a traced one. A
graph holding a Python object with no data form (a callable of no
importable name, an object that is not an array) cannot be saved, and says
which.
"""

from __future__ import annotations

import math
import os

from .._arrays._array import Array
from .._base import _state
from .._base._errors import ArgumentValueError, TraceError
from .._select import _handler
from ..creation import asarray
from . import _graph, _graph_names, _graph_read, _graph_source, _trace_ivy
from ._record import Node, Recorder, Ref

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = ["save", "load", "signature", "FORMAT"]

#: 1: ``graph.py`` was imported at load. 2: the program is data (``nodes``).
FORMAT = 2


def signature(spec: str, statics: tuple[Any, ...], natives: list[Any], settings: tuple[Any, ...] = ()) -> list[Any]:
    """What a call must match to replay a loaded graph: the argument layout,
    the static values, each array's shape and dtype, and the settings that
    change results (``_dtypes.settings_key``), as JSON values."""
    return [spec, [v if t is float or t is complex else repr(v) for t, v in statics],  # (a number's repr already)
            [[list(_dims(x.shape)), str(Array(x).dtype)] for x in natives],
            [sorted(v) if isinstance(v, frozenset) else str(v) if isinstance(v, str) else v for v in settings]]


# -- saving ---------------------------------------------------------------------


def save(variant: Any, sig: list[Any], directory: str, held: list[Any] | tuple[Any, ...] = ()) -> None:
    """Write ``variant`` (a ``_graph.Variant``) to ``directory``. ``held``:
    the ``Array``s the function reads from outside its arguments, the last
    inputs of its traces (``_reads``); the saved graph holds them as
    constants, with the values they have now."""
    prog = variant.program
    b = variant.backend
    ivy_level = prog.level == "ivy_core"
    n_args = len(sig[2]) - len(held)
    if signature("", (), [h._data for h in held])[2] != sig[2][n_args:]:
        raise TraceError(
            f"Graph.save: the Arrays graph {prog.name!r} reads from outside its arguments have changed "
            "shape or dtype since its latest call; call it once more, then save it"
        )
    w = _Writer(prog, b)
    kept = set(prog.emitted) | set(prog.cached)
    emitted = {n.id for n in prog.emitted}
    nodes = []
    for n in prog.nodes:
        if n.kind == "input" and n.index >= n_args:
            h = held[n.index - n_args]
            nodes.append(w.outside(n, h if ivy_level else h._data))
        elif n.kind in ("input", "constant") or n in kept:
            nodes.append(w.node(n, n.id in emitted))
    meta = {
        "format": FORMAT,
        "backend": "ivy_core" if ivy_level else b.name,
        "name": prog.name,
        "signature": [sig[0], sig[1], sig[2][:n_args], sig[3]],
        "result": _encode(variant.out_template),
        "rebound": [list(pair) for pair in variant.rebound if pair[0] < n_args],
        "nodes": nodes,
        "emitted": [n.id for n in prog.emitted],
        "cached": [n.id for n in prog.cached],
        "guards": [w.guard(g) for g in prog.guards],
        "outputs": [w.value(o, "an output") for o in prog.outputs],
        "constants": w.specs,
    }
    if w.bad:
        raise TraceError(
            f"Graph.save: graph {prog.name!r} on {b.name} holds Python objects with no source form: "
            f"{'; '.join(w.bad[:5])}; it replays in this process but cannot be written without pickle"
        )
    # Read back now, as load_graph will: graph.py is the source the loaded
    # graph replays, and what load_graph would refuse is not written.
    names = _graph_names.names_for(b, ivy_level, f"graph {prog.name!r}")
    try:
        arrays = {k: _graph_read.checked(a, w.specs[k], k, "constants.npz") for k, a in w.arrays.items()}
        source = _program(meta, arrays, b, ivy_level, names)[0].source
    except ArgumentValueError as exc:
        raise TraceError(f"Graph.save: graph {prog.name!r} on {b.name} would not load back: {exc}") from exc
    import json

    import numpy

    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "graph.py"), "w", encoding="utf-8") as f:
        f.write(source)
    numpy.savez(os.path.join(directory, "constants.npz"), **w.arrays)
    with open(os.path.join(directory, "graph.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, indent=1, allow_nan=False)


class _Writer:
    """A program's nodes, guards and values as JSON data; its arrays and
    NumPy scalars as named arrays for ``constants.npz``; what has no data
    form, in ``bad``."""

    def __init__(self, prog: _graph.Program, backend: Any) -> None:
        self.prog = prog
        self.backend = backend
        self.arrays: dict[str, Any] = {}
        self.specs: dict[str, dict[str, Any]] = {}
        self.bad: list[str] = []
        self._named: dict[int, str] = {}

    def node(self, n: Node, emitted: bool) -> dict[str, Any]:
        d: dict[str, Any] = {
            "id": n.id, "kind": n.kind, "name": n.name, "meta": n.meta, "line": n.line, "index": n.index,
            "random": n.random, "mutates": [_ref(r) for r in n.mutates],
        }  # fmt: skip
        x = n.value
        if n.kind == "input" and hasattr(x, "shape") and hasattr(x, "dtype"):
            d["shape"] = _dims(x.shape)
            d["dtype"] = self.value(x.dtype, f"the dtype of input {n.index}")
        if n.id in self.prog.values:
            d["value"] = self.array(self.prog.values[n.id], f"v{n.id}")
        if n.kind != "call":
            return d
        callee = n.source or _graph_source.dotted(n.fn)
        if not emitted:  # computed once: its value is saved; its call is for drawing
            d.update(source=callee, reads=[_ref(r) for r in n.refs()])
            return d
        if not callee:
            self.bad.append(f"v{n.id} = {n.name}(...): the callable {n.fn!r:.60}")
        d.update(
            callee=callee, into=n.into, outside=n.outside,
            args=[self.value(a, f"an argument of v{n.id}") for a in n.args],
            kwargs=[[k, self.value(v, f"argument {k} of v{n.id}")] for k, v in n.kwargs.items()],
        )  # fmt: skip
        return d

    def outside(self, n: Node, value: Any) -> dict[str, Any]:
        """An input that stands for an Array read from outside the
        arguments: a constant of the saved graph."""
        return {"id": n.id, "kind": "constant", "name": "constant", "meta": n.meta, "line": n.line, "index": -1,
                "random": False, "mutates": [], "value": self.array(value, f"v{n.id}")}

    def guard(self, g: Any) -> dict[str, Any]:
        how: Any = None
        if g.attr:
            how = {"attr": g.how}
        elif g.how is not None:
            name = _graph_source.dotted(g.how) or _method_name(g.how)
            if name:
                how = {"name": name}
            elif type(g.how).__name__ == "methodcaller":  # NumPy's x.item(): the method's name
                _, (method, *args) = g.how.__reduce__()
                how = {"method": [method, [self.value(a, f"guard {g.what}") for a in args]]}
            else:
                self.bad.append(f"the check {g.what} ({g.how!r:.60})")
        return {"ref": _ref(g.ref), "after": g.after, "what": g.what, "line": g.line, "how": how,
                "expected": self.value(g.expected, f"the value of check {g.what}")}

    def value(self, x: Any, what: str) -> Any:
        """``x`` as JSON, as ``_graph_source`` writes it as source: the same
        cases in the same order (a literal before a dotted name, an array
        or a NumPy scalar last)."""
        t = type(x)
        if t is Ref:
            return {"ref": _ref(x)}
        if x is None or t is bool or t is int or t is str:
            return x
        if x is Ellipsis:
            return {"ellipsis": True}
        if t is float:
            return x if math.isfinite(x) else {"float": repr(x)}
        if t is complex:
            return {"complex": [self.value(x.real, what), self.value(x.imag, what)]}
        if t is tuple or t is list:
            return {t.__name__: [self.value(v, what) for v in x]}
        if t is dict:
            return {"dict": [[self.value(k, what), self.value(v, what)] for k, v in x.items()]}
        if t is slice:
            return {"slice": [self.value(v, what) for v in (x.start, x.stop, x.step)]}
        text = self.prog.literal(x)
        if text is not None:
            return {"literal": text}
        if isinstance(x, type) or callable(x):
            name = _graph_source.dotted(x)
            if name:
                return {"name": name}
        return {"array": self.array(x, what)}

    def array(self, value: Any, what: str) -> str:
        """The name in ``constants.npz`` of an array or a NumPy scalar."""
        name = self._named.get(id(value))
        if name is not None:
            return name
        try:
            kind, data = _host(value, self.backend)
        except Exception as exc:  # the framework's own refusal (a TensorFlow resource handle)
            self.bad.append(f"{what} = {value!r:.80} ({type(exc).__name__}: {str(exc)[:80]})")
            return ""
        if data is None or data.dtype.kind == "O" or data.dtype.names is not None:
            self.bad.append(f"{what} = {value!r:.80}")
            return ""
        name = self._named[id(value)] = f"a{len(self.arrays)}"
        spec: dict[str, Any] = {"kind": kind, "dtype": str(data.dtype), "shape": list(data.shape)}
        if data.dtype.kind == "V":  # ml_dtypes' types (bfloat16): the bits, typed by name
            data = data.view(f"u{data.dtype.itemsize}")
            spec["bits"] = True
        self.arrays[name] = data
        self.specs[name] = spec
        return name


def _host(value: Any, b: Any) -> tuple[str, Any]:
    """How to restore ``value`` and its data as a NumPy array: ``"scalar"``
    (a NumPy scalar, the operand of a ufunc), ``"ivy"`` (an Array of a graph
    of ivy_core calls), ``"array"`` (an array of the backend), ``"numpy"``
    (a NumPy array held by another backend's graph: a jaxpr's constant)."""
    import numpy

    if isinstance(value, numpy.generic):
        return "scalar", numpy.asarray(value)
    if type(value) is Array:
        return "ivy", numpy.asarray(value._backend().runtime.to_numpy(value._data))
    if isinstance(value, b.array_types):
        return "array", numpy.asarray(b.runtime.to_numpy(value))
    if isinstance(value, numpy.ndarray):
        return "numpy", numpy.asarray(value)  # a subclass (jax's TypedNdArray) as a plain array
    return "", None


def _method_name(fn: Any) -> str | None:
    """``torch.Tensor.item`` for a method descriptor, which has no module
    (its class may be a private base: ``torch._C.TensorBase``)."""
    owner = getattr(fn, "__objclass__", None)
    name = getattr(fn, "__name__", None)
    if not isinstance(owner, type) or not isinstance(name, str):
        return None
    for cls in (owner, *owner.__subclasses__()):
        base = _graph_source.dotted(cls)
        if base and getattr(cls, name, None) is fn:
            return f"{base}.{name}"
    return None


def _ref(r: Ref) -> list[Any]:
    return [r.node, list(r.path)]


def _dims(shape: Any) -> list[Any]:
    return [None if d is None else int(d) for d in shape]


def _encode(template: Any) -> Any:
    t = type(template)
    if t is _graph.Slot:
        return {"slot": template.index, "array": template.array}
    if isinstance(template, (tuple, list)):  # a namedtuple is saved as a tuple
        return {"list" if t is list else "tuple": [_encode(v) for v in template]}
    if t is dict and all(type(k) in (str, int, float, bool, type(None)) for k in template):
        return {"dict": [[k, _encode(v)] for k, v in template.items()]}
    raise TraceError(f"Graph.save: a result of type {t.__name__} cannot be described")


# -- loading --------------------------------------------------------------------


def load(directory: str) -> tuple[Any, list[Any]]:
    """The variant saved in ``directory`` and its call signature."""
    path = os.path.join(directory, "graph.json")
    meta = _read_json(directory, path)
    if meta.get("format") != FORMAT:
        raise ArgumentValueError(
            f"ivy_core.load_graph: {path!r} holds a graph of format {meta.get('format')!r}, written by "
            f"another version of ivy_core; this one reads format {FORMAT} (a program loaded as data, "
            "running nothing from the directory): trace the function again and save it with Graph.save"
        )
    backend = meta.get("backend")
    if type(backend) is not str:
        raise ArgumentValueError(f"ivy_core.load_graph: {path!r} names no backend (key 'backend')")
    ivy_level = backend == "ivy_core"
    b = _handler.resolve(_holder() if ivy_level else backend, "ivy_core.load_graph")
    names = _graph_names.names_for(b, ivy_level, repr(path))
    specs = meta.get("constants")
    if type(specs) is not dict:
        raise names.fail("'constants'", "it must map the names of constants.npz to their dtype and shape")
    arrays = _graph_read.constants(os.path.join(directory, "constants.npz"), specs, names)
    prog, template, rebound, sig = _program(meta, arrays, b, ivy_level, names)
    if ivy_level:
        replay = _trace_ivy.replayer(_graph.load_module(prog.source), prog.constants)
    else:
        replay = _graph.load_source(prog.source, prog.constants)
    return _graph.Variant(prog, replay, b, template, rebound), sig


def _program(meta: dict[str, Any], arrays: dict[str, Any], b: Any, ivy_level: bool, names: Any) -> tuple[Any, ...]:
    """The program ``meta`` describes, its source written again from the
    checked nodes by the writer a trace uses (what replays is what the data
    says, at native speed); its result layout, rebound arguments and call
    signature."""
    with _handler.using_backend(b):
        constants = {k: _restore(meta["constants"][k]["kind"], v, ivy_level) for k, v in arrays.items()}
    prog, values, template, rebound, sig = _graph_read.program(meta, names, constants)
    prog.level = "ivy_core" if ivy_level else "native"
    prog.backend = "ivy_core" if ivy_level else b.name
    prog.literal = _literal_text
    rec = Recorder(prog.backend)
    rec.literal = _literal_text
    prog.source = _graph_source.write(prog, rec, values)
    return prog, template, rebound, sig


def _literal_text(value: Any) -> str | None:
    return value.text if type(value) is _graph_names.Literal else None


def _read_json(directory: str, path: str) -> dict[str, Any]:
    import json

    try:
        with open(path, encoding="utf-8") as f:
            meta = json.load(f)
    except FileNotFoundError:
        raise ArgumentValueError(
            f"ivy_core.load_graph: {directory!r} holds no saved graph (no file {path!r}); "
            "give the directory a Graph.save wrote"
        ) from None
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ArgumentValueError(f"ivy_core.load_graph: {path!r} is not a JSON file Graph.save wrote "
                                 f"({type(exc).__name__}: {exc})") from None
    if type(meta) is not dict:
        raise ArgumentValueError(f"ivy_core.load_graph: {path!r} holds a {type(meta).__name__}, "
                                 "not the object Graph.save writes")
    return meta


def _restore(kind: str, data: Any, ivy_level: bool) -> Any:
    """A saved constant as the graph held it (in a ``using_backend`` block
    of the graph's backend)."""
    if kind == "scalar":
        return data[()]
    if kind == "numpy":
        return data
    return asarray(data) if kind == "ivy" or ivy_level else asarray(data)._data


def _holder() -> str:
    """The backend to hold a graph of ivy_core calls' constants on until a
    call converts them: the one in force, else NumPy, else any installed."""
    b = _state.current_backend()
    if b is not None:
        return str(b.name)
    names = [i.name for i in _handler.backends()]
    return "numpy" if "numpy" in names or not names else names[0]
