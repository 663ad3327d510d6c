"""The JAX backend's tracer for ``ivy_core.trace_graph`` (the runtime's
``trace`` hook): the function becomes a jaxpr (``jax.make_jaxpr``, JAX's own
interception), and each equation of the jaxpr a recorded call.

What each equation replays as:

- A primitive is called through :data:`jitted`, ``jax.jit`` of the
  primitive's ``bind`` with its parameters static:
  ``ivy_jax._runtime.jitted.sin_p(v0, accuracy=None)`` computes what
  ``jax.lax.sin_p.bind(v0, accuracy=None)`` does. Eagerly, ``bind`` goes
  through JAX's Python dispatch (about 12 us a call on CPU); a jitted
  function takes JAX's C++ fast path (about 5 us, what a ``jax.numpy``
  function costs), so a graph replays at the speed of hand-written
  ``jax.numpy`` code.
- ``jit``, ``closed_call``, ``custom_jvp_call``, ``custom_vjp_call`` and
  ``checkpoint`` are inlined: the graph shows the operations inside
  (``jnp.diag`` is a ``jit`` of pad, iota, eq and select_n). The custom
  derivative rules are not kept: differentiating a replay differentiates the
  primal operations.
- A literal (``2.0:f32[]``) becomes a constant array of its dtype (an
  argument that is already a device array costs the jitted call nothing; a
  Python or NumPy scalar would be converted at each call).
- A random draw of ``ivy_core.random_*`` without ``seed=`` takes the next key
  at replay (``ivy_jax._keys``: its primitive, recorded as
  ``ivy_jax.random._next_key()``): each replay draws fresh numbers, the same
  as the eager function would after the same ``ivy_core.seed``.

A traced value turned into Python (a branch on data, ``float(x)``, NumPy on
a traced array) cannot be recorded in a jaxpr; JAX's error becomes a
``TraceError`` naming the user's line. A graph traced on arrays replays
inside ``jax.jit``, ``grad`` and ``vmap`` (the runtime's ``trace_key`` leaves
the input's class out); a first trace inside one is refused.
"""

from __future__ import annotations

import enum
import inspect
import os
import sys
import threading
import traceback
from typing import Any

import jax
import jax.extend.core
import jax.extend.core.primitives
import jax.numpy as jnp
import numpy as np

from ivy_core import TraceError

from . import _keys

__all__ = ["trace", "jitted"]

#: Where a primitive may have a public name, searched in this order.
_PUBLIC = ("jax.lax", "jax.lax.linalg", "jax.random", "jax.extend.core.primitives")
#: Where the types of parameters (enums, dimension numbers) may have one.
_TYPE_HOMES = ("jax.lax", "jax.lax.linalg", "jax.numpy", "jax", "jax.sharding", "jax.random")
#: Primitives whose sub-jaxpr is inlined (the parameter that holds it).
_INLINE = {"jit": "jaxpr", "pjit": "jaxpr", "closed_call": "call_jaxpr", "core_call": "call_jaxpr",
           "custom_jvp_call": "call_jaxpr", "custom_vjp_call": "call_jaxpr",
           "custom_vjp_call_jaxpr": "fun_jaxpr", "checkpoint": "jaxpr", "remat": "jaxpr", "remat2": "jaxpr"}
#: Primitives that draw random numbers or make or change keys.
_RANDOM = frozenset(("random_bits", "random_seed", "random_split", "random_fold_in", "random_wrap",
                     "random_unwrap", "threefry2x32", "rng_bit_generator", "rng_uniform", "random_gamma",
                     "random_clone"))
#: The errors of a traced value used as a Python value.
_CONVERSION_ERRORS = (
    jax.errors.ConcretizationTypeError,
    jax.errors.TracerBoolConversionError,
    jax.errors.TracerIntegerConversionError,
    jax.errors.TracerArrayConversionError,
    jax.errors.NonConcreteBooleanIndexError,
)
_Literal = jax.extend.core.Literal
_ShapedArray = jax.core.ShapedArray
_ARRAYS = (jax.Array, _ShapedArray, np.ndarray)


# -- primitives under jax.jit ---------------------------------------------------

_names: dict[str, Any] = {}  # public name -> primitive
_homes: dict[int, tuple[str, str]] = {}  # id(primitive) -> (module, name)
_types: dict[int, str] = {}  # id(class) -> dotted public name
_lock = threading.Lock()


def _tables() -> None:
    if _names:
        return
    import importlib

    with _lock:
        for modname in _PUBLIC:
            mod = importlib.import_module(modname)
            for attr, obj in vars(mod).items():
                if attr.endswith("_p") and isinstance(obj, jax.extend.core.Primitive):
                    _homes.setdefault(id(obj), (modname, attr))
                    _names.setdefault(attr, obj)
        for modname in _TYPE_HOMES:
            for attr, obj in vars(importlib.import_module(modname)).items():
                if isinstance(obj, type) and not attr.startswith("_"):
                    _types.setdefault(id(obj), f"{modname}.{attr}")


def _binder(prim: Any, static: tuple[str, ...]) -> Any:
    """``jax.jit`` of ``prim.bind`` with the parameters ``static``."""

    def bind(*args: Any, **params: Any) -> Any:
        return prim.bind(*args, **params)

    kinds = [inspect.Parameter("args", inspect.Parameter.VAR_POSITIONAL)]
    kinds += [inspect.Parameter(p, inspect.Parameter.KEYWORD_ONLY) for p in static]
    bind.__signature__ = inspect.Signature(kinds)  # type: ignore[attr-defined]
    bind.__name__ = bind.__qualname__ = prim.name
    return jax.jit(bind, static_argnames=static)


class _Jitted:
    """Each public JAX primitive, as ``jax.jit`` of its ``bind`` with every
    parameter static: ``jitted.add_p(x, y)``, ``jitted.reduce_sum_p(x,
    axes=(0,), out_sharding=None)``. An attribute is made on first use (its
    static parameters learnt from the first call's keywords, which are the
    same for every call of a primitive) and kept."""

    def __init__(self) -> None:
        self._static: dict[str, tuple[str, ...]] = {}
        self._private: dict[tuple[Any, tuple[str, ...]], Any] = {}

    def __getattr__(self, name: str) -> Any:
        _tables()
        prim = _names.get(name)
        if prim is None:
            raise AttributeError(f"jax has no public primitive {name!r}")

        def first_call(*args: Any, **params: Any) -> Any:
            return self.get(prim, name, tuple(params))(*args, **params)

        return first_call

    def get(self, prim: Any, name: str | None, static: tuple[str, ...]) -> Any:
        """The jitted ``bind`` of ``prim`` (public as ``name``, or None)."""
        if name is None:
            key = (prim, static)
            fn = self._private.get(key)
            if fn is None:
                fn = self._private[key] = _binder(prim, static)
            return fn
        have = self._static.get(name)
        if have is None or not set(static) <= set(have):
            have = tuple(dict.fromkeys((*(have or ()), *static)))
            setattr(self, name, _binder(prim, have))
            self._static[name] = have
        return self.__dict__[name]


#: The primitives under ``jax.jit`` that traced graphs call.
jitted = _Jitted()


# -- the hook -------------------------------------------------------------------


def trace(call: Any, inputs: list[Any], recorder: Any) -> None:
    """Record ``call(inputs)`` (the runtime's ``trace`` hook)."""
    _tables()
    if any(isinstance(x, jax.core.Tracer) for x in inputs):
        # What the graph computes once (array caching) would be computed
        # inside that transformation and leak out of it.
        raise TraceError(
            f"ivy_core.trace_graph (backend {recorder.backend!r}): the graph is traced inside a jax "
            "transformation (jax.jit, grad, vmap: its inputs are tracers); call it once outside "
            "with arrays of the same shapes and dtypes, then use it inside"
        )
    recorder.describe = describe
    recorder.literal = literal
    recorder.is_array = is_array
    refs = [recorder.input(i, x) for i, x in enumerate(inputs)]
    python: dict[int, Any] = {}

    def traced(*xs: Any) -> list[Any]:
        arrays = []
        for i, out in enumerate(call(list(xs))):
            if isinstance(out, jax.Array):
                arrays.append(out)
            elif any(isinstance(v, jax.core.Tracer) for v in jax.tree_util.tree_leaves(out)):
                raise TraceError(
                    f"ivy_core.trace_graph (backend {recorder.backend!r}): output {i} is a "
                    f"{type(out).__name__} holding traced arrays, which the graph cannot return "
                    "as one value; return its fields (a tuple, list or dict of arrays)"
                )
            else:
                python[i] = out  # a Python value made while tracing: replayed as it is
        return arrays

    was = getattr(_keys.tracing, "on", False)
    _keys.tracing.on = True
    try:
        closed = jax.make_jaxpr(traced)(*inputs)
    except _CONVERSION_ERRORS as exc:
        raise TraceError(_message(recorder, exc)) from exc
    finally:
        _keys.tracing.on = was
    walk = _Walk(recorder)
    outs = iter(walk.run(closed.jaxpr, closed.consts, refs, ""))
    n = len(python) + len(closed.jaxpr.outvars)
    recorder.output([python[i] if i in python else next(outs) for i in range(n)])


class _Walk:
    """Equations to recorded calls, sub-jaxprs inlined."""

    def __init__(self, rec: Any) -> None:
        self.rec = rec
        self.literals: dict[Any, Any] = {}

    def run(self, jaxpr: Any, consts: Any, args: list[Any], line: str) -> list[Any]:
        env: dict[Any, Any] = {}
        for v, c in zip(jaxpr.constvars, consts, strict=True):
            # A constant jax keeps as host data (its TypedNdArray, a NumPy
            # array) is a jax array of the graph, as the traced code saw it.
            env[v] = self.rec.constant(c if isinstance(c, jax.Array) else jax.device_put(c))
        env.update(zip(jaxpr.invars, args, strict=True))

        def read(atom: Any) -> Any:
            return self.literal(atom) if type(atom) is _Literal else env[atom]

        for eqn in jaxpr.eqns:
            where = line or _eqn_line(eqn)
            args_in = [read(a) for a in eqn.invars]
            sub = _INLINE.get(eqn.primitive.name)
            inner = eqn.params.get(sub) if sub else None
            if inner is not None:
                body, inner_consts = (inner.jaxpr, inner.consts) if hasattr(inner, "consts") else (inner, ())
                outs = self.run(body, inner_consts, args_in, where)
            else:
                outs = self.call(eqn, args_in, where)
            env.update(zip(eqn.outvars, outs, strict=True))
        return [read(v) for v in jaxpr.outvars]

    def call(self, eqn: Any, args: list[Any], line: str) -> list[Any]:
        prim = eqn.primitive
        avals = [v.aval for v in eqn.outvars]
        if prim is _keys.primitive():
            ref = self.rec.call(_keys.next_key, (), result=avals[0], name="next_key", random=True,
                               source="ivy_jax.random._next_key")
            self._locate(ref, line)
            return [ref]
        params = dict(eqn.params)
        module, name = _homes.get(id(prim), (None, None))
        try:
            hash(tuple(params.values()))
        except TypeError:  # a parameter jax.jit cannot hold as static: the eager bind
            fn, source = prim.bind, f"{module}.{name}.bind" if name else None
        else:
            fn = jitted.get(prim, name, tuple(params))
            source = f"ivy_jax._runtime.jitted.{name}" if name else None
        result = avals if prim.multiple_results else avals[0]
        # A call with effects (io_callback) runs at every replay, as a draw does.
        ref = self.rec.call(fn, tuple(args), params, result=result, name=prim.name, source=source,
                            random=prim.name in _RANDOM or bool(eqn.effects))
        self._locate(ref, line)
        return [ref[i] for i in range(len(avals))] if prim.multiple_results else [ref]

    def literal(self, atom: Any) -> Any:
        """A literal as a constant array of its dtype (one per value)."""
        dtype = atom.aval.dtype
        if jax.dtypes.issubdtype(dtype, jax.dtypes.extended):
            return self.rec.constant(atom.val)
        host = np.asarray(atom.val, dtype=dtype)
        key = (str(dtype), host.shape, host.tobytes())
        ref = self.literals.get(key)
        if ref is None:
            ref = self.literals[key] = self.rec.constant(jax.device_put(host))
        return ref

    def _locate(self, ref: Any, line: str) -> None:
        # The user's line of the equation (the recorder's own guess is the
        # line of the trace_graph call: the jaxpr is walked after tracing).
        if line:
            self.rec.nodes[ref.node].line = line


# -- what the recorder asks -----------------------------------------------------


def describe(value: Any) -> str:
    """``"float32[4, 3]"`` for an array or an abstract value, else ``""``."""
    if not isinstance(value, _ARRAYS):
        return ""
    return f"{value.dtype.name}[{', '.join(str(d) for d in value.shape)}]"


def is_array(value: Any) -> bool:
    return isinstance(value, _ARRAYS)


def literal(value: Any) -> str | None:
    """Python source that rebuilds a parameter after ``import numpy, jax``:
    dtypes, NumPy scalars, enums and named tuples of jax.lax; else None (the
    graph then holds the object itself)."""
    if isinstance(value, np.dtype):
        if value.type.__module__ == "numpy":  # not ml_dtypes' bfloat16
            return f"numpy.dtype({value.name!r})"
        return f"jax.numpy.dtype({value.name!r})" if _is_named(value) else None
    if isinstance(value, np.generic) and type(value).__module__ == "numpy":
        item = value.item()
        text = repr(item) if isinstance(item, (bool, int)) or np.isfinite(item) else repr(str(item))
        return f"numpy.{type(value).__name__}({text})"
    home = _types.get(id(type(value)))
    if home is None:
        return None
    if isinstance(value, enum.Enum):
        return f"{home}.{value.name}"
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        parts = [_source(getattr(value, f)) for f in value._fields]
        if any(p is None for p in parts):
            return None
        return f"{home}(" + ", ".join(f"{f}={p}" for f, p in zip(value._fields, parts, strict=True)) + ")"
    return None


def _is_named(dtype: np.dtype) -> bool:
    try:
        return bool(jnp.dtype(dtype.name) == dtype)
    except TypeError:
        return False


def _source(x: Any) -> str | None:
    """Source of a named tuple's field (plain values, tuples, literals)."""
    if x is None or type(x) in (bool, int, str):
        return repr(x)
    if type(x) is float:
        return repr(x) if np.isfinite(x) else f"float({str(x)!r})"
    if type(x) is tuple:
        parts = [_source(v) for v in x]
        if any(p is None for p in parts):
            return None
        return "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"  # type: ignore[arg-type]
    return literal(x)


# -- lines ----------------------------------------------------------------------

_ROOTS: list[str] = []


def _roots() -> tuple[str, ...]:
    """Directories whose frames are not the user's (as ``Recorder.user_line``)."""
    if not _ROOTS:
        for name in ("ivy_core", "jax", "jaxlib", __package__):
            _ROOTS.append(os.path.dirname(os.path.abspath(sys.modules[name].__file__ or "")) + os.sep)
        _ROOTS.append(os.path.dirname(os.path.abspath(os.__file__)) + os.sep)
    return tuple(_ROOTS)


def _user(frames: list[tuple[str, int]]) -> str:
    """``file:line`` of the innermost frame of ``frames`` (innermost first)
    outside ivy_core, this plugin, jax and the standard library."""
    roots = _roots()
    stdlib = roots[-1]
    for filename, lineno in frames:
        if filename.startswith("<") or filename.startswith(roots[:-1]):
            continue
        if filename.startswith(stdlib) and "-packages" not in filename:
            continue
        return f"{filename}:{lineno}"
    return ""


def _eqn_line(eqn: Any) -> str:
    tb = eqn.source_info.traceback
    if tb is None:
        return ""
    return _user([(f.file_name, f.line_num) for f in tb.frames])


def _message(rec: Any, exc: BaseException) -> str:
    """The TraceError text for JAX's error of a traced value used as Python."""
    frames = [(f.filename, f.lineno or 0) for f in reversed(traceback.extract_tb(exc.__traceback__))]
    line = _user(frames)
    where = f" at {line}" if line else ""
    if isinstance(exc, jax.errors.TracerArrayConversionError):
        what = ("the function turned a traced jax array into a NumPy array (numpy code on it, "
                "np.asarray, .to_numpy()): the graph cannot record what happens outside jax; "
                "use jax.numpy, or do that part outside the traced function")
    elif isinstance(exc, jax.errors.NonConcreteBooleanIndexError):
        what = ("a boolean mask made from data selects the elements: the result's shape depends "
                "on the values, which a jaxpr cannot record; use jax.numpy.where")
    else:
        what = ("the function turned a traced value into a Python value (a branch on data, "
                "bool/int/float of an array, .item(), .tolist()): the graph would replay that "
                "outcome for every input; compute it outside the traced function, pass it as a "
                "static argument, or use jax.numpy.where / jax.lax.cond")
    first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    inside = [n for n in getattr(exc, "__notes__", ()) if n.startswith("raised in ")]
    first += f"; {inside[0]}" if inside else ""  # the ivy_core function that needed the value
    return f"ivy_core.trace_graph (backend {rec.backend!r}){where}: {what} (jax: {first})"
