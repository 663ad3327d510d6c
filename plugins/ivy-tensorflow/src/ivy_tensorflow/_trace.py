"""``ivy_core.trace_graph`` on TensorFlow: the runtime's ``trace`` hook.

The function runs once under ``tf.function`` (TensorFlow's own tracing:
``get_concrete_function`` on ``TensorSpec`` of the inputs, AutoGraph off, so
a Python branch on a tensor raises instead of being converted). Every op of
the resulting ``FuncGraph``, in creation order, is reported to the recorder:

- ``Placeholder`` ops of the arguments are the inputs; captured eager tensors
  (closures, cached constants, variables' handles) and ``Const`` ops are
  constants (eager tensors);
- ``Identity``/``IdentityN`` alias their input, ``NoOp`` is dropped;
- every other op is a call of its eager raw op, ``tf.raw_ops.<type>``, with
  its inputs as keywords named after the op definition's input arguments
  and the attributes the raw op takes (those not inferred from the inputs,
  left out when they equal their default); a multi-output op's outputs are
  parts of its result (``ref[i]`` or ``ref[arg][i]``).

Random draws are ``random`` calls. Variable reads and generator draws change
their resource (never cached); other stateful ops (writes, ``Assert``,
``tf.print``, stateful functions) are effects, kept and run at each replay as
eagerly. Function attrs (``tf.cond``, ``tf.while_loop``, a nested
``tf.function``) are the graph's functions, held by the replay. An ivy_core
draw without ``seed=`` takes its seed from the backend's Python state: that
constant replays as ``ivy_tensorflow.random.next_seed()``, so each replay
draws afresh and ``ivy_core.seed`` reproduces it.

A traced tensor turned into a Python value (``bool``, ``int``, ``float``,
``len``, ``.numpy()``, ``np.asarray``) raises inside ``tf.function``; that
becomes a ``TraceError`` naming the user's line. Shapes are static (they are
part of the graph cache's key), so reading them needs no check.
"""

from __future__ import annotations

import inspect
import re
import traceback
from typing import Any

from ivy_core.plugin import Ref

from ivy_core import TraceError

from . import random as _random
from ._framework import DEFAULT_DEVICE, EagerTensor, tf

__all__ = ["trace", "describe", "literal", "is_array", "on_device", "Function"]

_ALIASES = frozenset(("Identity", "IdentityN", "Snapshot"))
#: Stateful ops that only read a resource.
_READS = frozenset(("ReadVariableOp", "VarIsInitializedOp", "VariableShape"))
_SYMBOLIC = re.compile(r"symbolic\W*(tf\.)?tensor", re.IGNORECASE)
_IVY_FUNCTION = re.compile(r"ivy_core\.[\w.]+")


def describe(value: Any) -> str:
    """``"float32[4, 3]"`` for a tensor or variable (``?`` for a size not
    known while tracing), ``""`` for anything else."""
    if not isinstance(value, (tf.Tensor, tf.Variable)):
        return ""
    shape = value.shape
    if shape.rank is None:
        return f"{value.dtype.name}[*]"
    return f"{value.dtype.name}[{', '.join('?' if d is None else str(d) for d in shape)}]"


def literal(value: Any) -> str | None:
    """Source text for a dtype (``tensorflow.float32``) or a TensorShape."""
    if isinstance(value, tf.dtypes.DType):
        return f"tensorflow.{value.name}"
    if isinstance(value, tf.TensorShape):
        return f"tensorflow.TensorShape({None if value.rank is None else value.as_list()!r})"
    return None


def is_array(value: Any) -> bool:
    return isinstance(value, (tf.Tensor, tf.Variable))


def on_device(device: str, op: Any, **kwargs: Any) -> Any:
    """``op(**kwargs)`` placed on ``device``: an op the function ran under
    ``tf.device``."""
    with tf.device(device):
        return op(**kwargs)


class Function:
    """A function-valued attr of an op (``then_branch``, ``body``, ``f``):
    TensorFlow reads its ``name``; ``functions`` keep it and the functions
    it calls registered with the eager context."""

    __slots__ = ("name", "functions")

    def __init__(self, name: str, functions: tuple[Any, ...]) -> None:
        self.name = name
        self.functions = functions

    def __repr__(self) -> str:
        return f"<TensorFlow function {self.name}>"


# -- what each op type takes ---------------------------------------------------------


class _OpInfo:
    """How to call one op type's raw op: its inputs (keyword, and the attr
    giving a list input's length), the attrs it takes explicitly (keyword,
    default), its outputs (a list's length attr, or "" for one tensor)."""

    __slots__ = ("fn", "source", "inputs", "attrs", "outputs")

    def __init__(self, op_def: Any) -> None:
        name = op_def.name
        fn = getattr(tf.raw_ops, name, None)
        if fn is None:
            raise TraceError(
                f"ivy_core.trace_graph (backend 'tensorflow'): op {name!r} has no tf.raw_ops.{name}"
            )
        params = set(inspect.signature(fn).parameters)
        renamed = _python_names(fn)
        self.fn = fn
        self.source = f"tensorflow.raw_ops.{name}"
        inferred: set[str] = set()
        self.inputs: list[tuple[str, str, str]] = []
        for a in op_def.input_arg:
            inferred.update(x for x in (a.type_attr, a.number_attr, a.type_list_attr) if x)
            self.inputs.append((_param(a.name, renamed, params, name), a.number_attr, a.type_list_attr))
        self.attrs: list[tuple[str, str, Any]] = [
            (
                _param(a.name, renamed, params, name),
                a.name,
                a.default_value if a.HasField("default_value") else None,
            )
            for a in op_def.attr
            if a.name not in inferred
        ]
        self.outputs = [(a.number_attr, a.type_list_attr) for a in op_def.output_arg]


#: The op definition's name -> the raw op's keyword, in the generated
#: wrapper's graph branch: ``_apply_op_helper("Sum", ..., reduction_indices=axis, ...)``.
_HELPER_CALL = re.compile(r'_apply_op_helper\(\s*"\w+",(.*?)\)', re.S)


def _python_names(fn: Any) -> dict[str, str]:
    """The keywords the raw op ``fn`` names its op's arguments and attrs
    (TensorFlow's API definitions rename some, e.g. Sum's
    ``reduction_indices`` is ``axis``)."""
    try:
        found = _HELPER_CALL.search(inspect.getsource(fn))
    except (OSError, TypeError):
        return {}
    return dict(re.findall(r"(\w+)=(\w+)", found.group(1))) if found else {}


def _param(arg: str, renamed: dict[str, str], params: set[str], op: str) -> str:
    for p in (renamed.get(arg, arg), arg, arg + "_"):
        if p in params:
            return p
    raise TraceError(f"ivy_core.trace_graph (backend 'tensorflow'): tf.raw_ops.{op} takes no {arg!r}")


_INFO: dict[str, _OpInfo] = {}


def _info(op: Any) -> _OpInfo:
    info = _INFO.get(op.type)
    if info is None:
        info = _INFO[op.type] = _OpInfo(op.op_def)
    return info


# -- the hook ------------------------------------------------------------------------


def trace(call: Any, inputs: list[Any], recorder: Any) -> None:
    """Record the TensorFlow ops ``call`` makes (see the module docstring)."""
    recorder.describe = describe
    recorder.literal = literal
    recorder.is_array = is_array
    out: list[list[Any]] = []

    def body(*xs: Any) -> None:
        out.append(call(list(xs)))

    specs = [tf.TensorSpec(x.shape, x.dtype) for x in inputs]
    was = getattr(_random.recording, "on", False)
    _random.recording.on = True
    try:
        graph = tf.function(body, autograph=False).get_concrete_function(*specs).graph
    except Exception as exc:
        cause = _left_the_graph(exc)
        if cause is None:
            raise
        first = (str(cause).strip() or type(cause).__name__).splitlines()[0]
        within = _IVY_FUNCTION.match(str(exc)) if cause is not exc else None
        recorder.fail(
            f"the function turned a traced tensor into a Python value or left TensorFlow "
            f"({type(cause).__name__}: {first}{', in ' + within.group(0) if within else ''}); "
            "a traced tensor has no value while tracing: use "
            "ivy_core.where (or tf.where) instead of a Python branch on data, keep data in tensors, "
            "or pass the value as a static argument",
            frames=traceback.extract_tb(exc.__traceback__),
        )
    finally:
        _random.recording.on = was
    _Walk(graph, recorder, len(inputs)).run(out[0])


def _left_the_graph(exc: BaseException | None) -> BaseException | None:
    """The innermost error, of ``exc`` and those it wraps (ivy_core chains
    the backend's), that is TensorFlow refusing a traced tensor's Python
    value (which it has only when run eagerly); None when there is none."""
    found, seen = None, set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        text = " ".join([str(exc), *getattr(exc, "__notes__", ())])
        if isinstance(exc, tf.errors.OperatorNotAllowedInGraphError) or (
            isinstance(exc, (TypeError, AttributeError, NotImplementedError, ValueError))
            and _SYMBOLIC.search(text)
        ):
            found = exc
        exc = exc.__cause__ or exc.__context__
    return found


class _Walk:
    """One pass over a FuncGraph's ops, reporting them to the recorder."""

    def __init__(self, graph: Any, recorder: Any, n_inputs: int) -> None:
        self.graph = graph
        self.rec = recorder
        self.n_inputs = n_inputs
        #: graph tensor name -> Ref (or a Python value)
        self.env: dict[str, Any] = {}

    def run(self, leaves: list[Any]) -> None:
        rec, env, graph = self.rec, self.env, self.graph
        for i, ph in enumerate(graph.inputs[: self.n_inputs]):
            env[ph.name] = rec.input(i, ph)
        for external, internal in graph.captures:
            if not isinstance(external, EagerTensor):
                raise TraceError(
                    "ivy_core.trace_graph (backend 'tensorflow'): the function captures a symbolic "
                    f"tensor ({internal.name}); trace_graph cannot run inside a tf.function"
                )
            env[internal.name] = rec.constant(external)
        with tf.init_scope():
            for op in graph.get_operations():
                self.op(op)
        rec.output([self.leaf(x) for x in leaves])

    def leaf(self, x: Any) -> Any:
        if isinstance(x, EagerTensor) or isinstance(x, tf.Variable):
            return self.rec.constant(x)
        if isinstance(x, tf.Tensor):
            ref = self.env.get(x.name) if x.graph is self.graph else None
            if ref is None:
                raise TraceError(
                    f"ivy_core.trace_graph (backend 'tensorflow'): output {x!r} is not from this trace"
                )
            return ref if type(ref) is Ref else self.rec.constant(tf.constant(ref, x.dtype))
        if _holds_tensor(x):
            raise TraceError(
                f"ivy_core.trace_graph (backend 'tensorflow'): an output of type {type(x).__name__} "
                "holds traced tensors; return them in tuples, lists or dicts"
            )
        return x

    def op(self, op: Any) -> None:
        t = op.type
        env = self.env
        if t == "Placeholder":
            if op.outputs[0].name not in env:
                raise TraceError(
                    f"ivy_core.trace_graph (backend 'tensorflow'): unknown placeholder {op.name}"
                )
            return
        if t == "Const":
            self.const(op)
            return
        if t in _ALIASES:
            for src, dst in zip(op.inputs, op.outputs, strict=True):
                env[dst.name] = env[src.name]
            return
        if t == "NoOp":
            return
        info = _info(op)
        node_def = op.node_def
        kwargs: dict[str, Any] = {}
        pos = 0
        for param, number_attr, list_attr in info.inputs:
            if number_attr or list_attr:
                n = op.get_attr(number_attr) if number_attr else len(op.get_attr(list_attr))
                kwargs[param] = [env[x.name] for x in op.inputs[pos : pos + n]]
                pos += n
            else:
                kwargs[param] = env[op.inputs[pos].name]
                pos += 1
        for param, name, default in info.attrs:
            value = node_def.attr[name]
            if default is not None and value == default:
                continue
            kwargs[param] = self.attr(op, name, value)
        mutates: tuple[Any, ...] = ()
        if op.op_def.is_stateful:
            given = _flat(kwargs[p] for p, _, _ in info.inputs)
            refs = tuple(r for r in given if type(r) is Ref)
            resources = tuple(r for r, x in zip(given, op.inputs, strict=True) if x.dtype == tf.resource)
            # A read or a draw changes its resource (a variable may change
            # between replays: never cached); any other stateful op (Assert,
            # PrintV2, a write, a stateful function) is an effect: kept and
            # run at each replay, as eagerly.
            mutates = resources if t in _READS or _is_random(t) else resources or refs
        fn: Any = info.fn
        source: str | None = info.source
        args: tuple[Any, ...] = ()
        if op.device and _placement(op.device) != _placement(DEFAULT_DEVICE):
            fn, source, args = on_device, None, (op.device, info.fn)
        ref = self.rec.call(
            fn,
            args,
            kwargs,
            result=self.result(op, info),
            name=t,
            source=source,
            random=_is_random(t),
            mutates=mutates,
            line=self.line(op),
            dynamic=not all(o.shape.is_fully_defined() for o in op.outputs),
        )
        self.bind(op, info, ref)

    def const(self, op: Any) -> None:
        value = tf.make_ndarray(op.get_attr("value"))
        name = op.name.rsplit("/", 1)[-1]
        if name.startswith(_random.SEED_NAME):
            # an ivy_core draw's seed from the backend's Python state
            ref = self.rec.call(_random.next_seed, (), result=op.outputs[0], random=True)
        elif value.dtype.kind in "SO":  # text (an Assert's message): as Python strings
            ref = _text(value.tolist())
        else:
            ref = self.rec.constant(tf.constant(value, dtype=op.get_attr("dtype")))
        self.env[op.outputs[0].name] = ref

    def attr(self, op: Any, name: str, value: Any) -> Any:
        kind = value.WhichOneof("value")
        if kind == "func":
            return self.function(op, value.func.name)
        if kind == "list" and value.list.func:
            return [self.function(op, f.name) for f in value.list.func]
        got = op.get_attr(name)
        if kind == "shape":
            return _shape(got)
        if kind == "list" and value.list.shape:
            return [_shape(s) for s in got]
        return _text(got)  # strings (padding, an einsum's equation) as str

    def function(self, op: Any, name: str) -> Function:
        """A function attr (tf.cond's branches, a nested tf.function): the
        graph's function, kept registered while the replay holds it."""
        functions = getattr(self.graph, "_functions", None) or {}
        if name not in functions:
            line = self.line(op)
            raise TraceError(
                f"ivy_core.trace_graph (backend 'tensorflow'){' at ' + line if line else ''}: op "
                f"{op.type} runs the TensorFlow function {name!r}, which this trace cannot find"
            )
        return Function(name, tuple(functions.values()))

    def line(self, op: Any) -> str:
        """The user's ``file:line`` that made ``op``."""
        line: str = self.rec.user_line(list(op.traceback))
        return line

    def _parts(self, op: Any, info: _OpInfo) -> list[tuple[tuple[int, ...], Any]]:
        """Each output tensor's path in the raw op's result."""
        parts: list[tuple[tuple[int, ...], Any]] = []
        pos = 0
        single = len(info.outputs) == 1
        for k, (number_attr, list_attr) in enumerate(info.outputs):
            head = () if single else (k,)
            if number_attr or list_attr:
                n = op.get_attr(number_attr) if number_attr else len(op.get_attr(list_attr))
                parts += [((*head, i), op.outputs[pos + i]) for i in range(n)]
                pos += n
            else:
                parts.append((head, op.outputs[pos]))
                pos += 1
        return parts

    def result(self, op: Any, info: _OpInfo) -> Any:
        """The op's outputs shaped like the raw op's result (to describe it)."""
        if len(info.outputs) == 1:
            number_attr, list_attr = info.outputs[0]
            return list(op.outputs) if number_attr or list_attr else op.outputs[0]
        outs: list[Any] = [[] if n or k else None for n, k in info.outputs]
        for path, tensor in self._parts(op, info):
            if len(path) == 1:
                outs[path[0]] = tensor
            else:
                outs[path[0]].append(tensor)
        return tuple(outs) if outs else None

    def bind(self, op: Any, info: _OpInfo, ref: Any) -> None:
        for path, tensor in self._parts(op, info):
            r = ref
            for k in path:
                r = r[k]
            self.env[tensor.name] = r


def _is_random(op_type: str) -> bool:
    """Whether a stateful op type draws random numbers."""
    if op_type == "StatefulPartitionedCall":
        return False
    return op_type.startswith(("Stateful", "Rng")) or any(
        w in op_type for w in ("Random", "Multinomial", "TruncatedNormal")
    )


def _text(value: Any) -> Any:
    """Bytes as str, where they are ASCII (in lists too)."""
    if isinstance(value, list):
        return [_text(v) for v in value]
    return value.decode() if isinstance(value, bytes) and value.isascii() else value


def _flat(values: Any) -> list[Any]:
    return [r for v in values for r in (v if isinstance(v, list) else [v])]


def _holds_tensor(x: Any) -> bool:
    """Whether a Python value holds a tensor (in a named tuple, an Array...)."""
    if isinstance(x, (tf.Tensor, tf.Variable)):
        return True
    if isinstance(x, (tuple, list)):
        return any(_holds_tensor(v) for v in x)
    if isinstance(x, dict):
        return any(_holds_tensor(v) for v in x.values())
    data = getattr(x, "_data", None)
    return data is not None and _holds_tensor(data)


def _placement(device: str) -> tuple[Any, Any]:
    spec = tf.DeviceSpec.from_string(device)
    return (spec.device_type, spec.device_index or 0)


def _shape(proto: Any) -> Any:
    shape = tf.TensorShape(proto)
    return None if shape.rank is None else [-1 if d is None else d for d in shape.as_list()]
