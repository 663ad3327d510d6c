"""Recording the torch calls of a function for ``ivy_core.trace_graph``
(the ``trace`` hook of ``ivy_torch._runtime``).

The function runs once, eagerly, on the real input tensors, inside a
``torch.overrides.TorchFunctionMode``: every torch function, ``Tensor``
method, operator and attribute read on a tensor reaches the mode, which runs
it and reports it to the ``Recorder``. The mode stack is per thread, so
another thread running torch meanwhile is not seen, and nothing of the
``torch`` module changes.

Tensors are known by identity: each input and each call's result gets the
``Ref`` of its node (all are kept alive until the trace ends, so no ``id`` is
reused); any other tensor met in arguments (a closure's, a module's
parameter, ivy_torch's cached scalar operands) is a constant, held by
reference. What a call changes in place is found exactly from the version
counters of its tensor arguments.

Where the function takes a Python value from a tensor (``bool``, ``int``,
``float``, ``.item()``, ``.tolist()``, ``x in t``, ``torch.equal``...) the
value becomes a guard checked at replay; shapes are part of the graph's cache
key, so only the shapes of data-dependent results (``nonzero``, a boolean
mask...) are guarded. Leaving torch (``.numpy()``, ``__array__``, DLPack,
raw pointers and storages, pickling, ``backward``) is a ``TraceError``.

A call made with autograd switched the other way than when the trace began
(in a ``torch.no_grad()`` block) replays in the same mode.

Limits: tensors made outside torch's function API during the trace
(``torch.from_numpy``, ``torch.from_dlpack``, the legacy ``torch.Tensor(...)``
constructors) are not seen being made and replay as constants; printing a
tensor (``repr``, ``format``) is not a guard; the same tensor passed as two
inputs is recorded as the later one (which is right: ivy_core keys a graph
on which arguments are the same array, and traces such a call on its own).
"""

from __future__ import annotations

import operator
import sys
from typing import Any

import torch
from torch.overrides import TorchFunctionMode

import ivy_core

from . import _scalars
from . import random as _random

__all__ = ["trace", "describe", "literal", "is_array"]

_Tensor = torch.Tensor
_Generator = torch.Generator

#: Python value taken from a tensor -> the check replay makes.
_CONVERT: dict[str, Any] = {
    "__bool__": bool, "__int__": int, "__float__": float, "__complex__": complex,
    "__index__": operator.index, "item": _Tensor.item, "tolist": _Tensor.tolist,
}  # fmt: skip
#: Reads of metadata fixed by the inputs' shapes and dtypes (the cache key);
#: the first group reads a shape, guarded on a data-dependent result.
_SHAPE_READS = frozenset(("size", "numel", "nelement", "__len__"))
_META = _SHAPE_READS | frozenset((
    "dim", "ndimension", "element_size", "is_floating_point", "is_complex", "is_signed", "get_device",
    "is_inference", "is_tensor", "result_type", "promote_types", "can_cast", "__hash__",
))  # fmt: skip
_SHAPE_ATTRIBUTES = frozenset(("shape", "nbytes"))
#: Shown to a person, not used in a computation: run, not recorded.
_DISPLAY = frozenset(("__repr__", "__str__", "__format__"))
#: What takes a tensor out of torch, or changes state a replay cannot redo.
_NUMPY, _MEMORY = "turns a traced tensor into a NumPy array", "reads a traced tensor's memory"
_LEAVE: dict[str, str] = {
    "numpy": _NUMPY, "__array__": _NUMPY, "__dlpack__": "exports a traced tensor through DLPack",
    "data_ptr": _MEMORY, "untyped_storage": _MEMORY, "storage": _MEMORY, "_typed_storage": _MEMORY,
    "__reduce_ex__": "pickles a traced tensor", "__setstate__": "unpickles into a traced tensor",
    "backward": "computes gradients into .grad (use torch.autograd.grad, whose result is traced)",
    "register_hook": "registers a gradient hook",
}  # fmt: skip
#: Calls that draw random numbers (also any call given ``generator=``).
_RANDOM = frozenset((
    "rand", "rand_like", "randn", "randn_like", "randint", "randint_like", "randperm", "normal",
    "bernoulli", "multinomial", "poisson", "binomial", "uniform_", "normal_", "bernoulli_", "random_",
    "exponential_", "geometric_", "log_normal_", "cauchy_", "dropout", "dropout_", "alpha_dropout",
    "alpha_dropout_", "feature_dropout", "feature_dropout_", "feature_alpha_dropout",
    "feature_alpha_dropout_", "native_dropout", "dropout1d", "dropout2d", "dropout3d", "rrelu", "rrelu_",
    "gumbel_softmax", "trunc_normal_", "xavier_uniform_", "xavier_normal_", "kaiming_uniform_",
    "kaiming_normal_", "orthogonal_", "sparse_",
))  # fmt: skip
#: Calls whose result's shape depends on the values of their arguments.
_DYNAMIC = frozenset(("nonzero", "argwhere", "masked_select", "unique", "unique_consecutive", "_unique",
                      "_unique2", "bincount"))  # fmt: skip
#: Methods that change a tensor's autograd state (no version bump).
_FLAGS = frozenset(("requires_grad_", "retain_grad"))
_MASK_DTYPES = (torch.bool, torch.uint8)
#: Namespaces searched for a callable's public name, in order.
_NAMESPACES = (
    ("torch", torch), ("torch.Tensor", _Tensor), ("torch.nn.functional", torch.nn.functional),
    ("torch.linalg", torch.linalg), ("torch.fft", torch.fft), ("torch.special", torch.special),
)  # fmt: skip
#: ``Tensor`` methods replayed as the ``torch`` function of the same name:
#: each takes ``(self, other)`` or ``(self)`` as the function takes
#: ``(input, other)`` or ``(input)``, with the same keywords, and runs the
#: same ATen operator (``where``, whose method form moves ``self``, is not
#: one of them).
_AS_FUNCTION = frozenset((
    "add", "sub", "mul", "div", "true_divide", "floor_divide", "remainder", "pow", "matmul",
    "neg", "positive", "abs", "eq", "ne", "lt", "le", "gt", "ge", "bitwise_and", "bitwise_or",
    "bitwise_xor", "bitwise_not", "logical_and", "logical_or", "logical_xor", "logical_not",
    "rsub",
))  # fmt: skip
#: ``Tensor``'s Python operators -> the ``torch`` function each returns
#: (``__rsub__`` is ``rsub(self, other)``), and whether it takes the two
#: operands the other way round (``__rpow__`` is ``pow(other, self)``).
_OPERATORS = {
    "__rsub__": ("rsub", False), "__floordiv__": ("floor_divide", False),
    "__rfloordiv__": ("floor_divide", True), "__rpow__": ("pow", True),
    "__rmod__": ("remainder", True), "__rmatmul__": ("matmul", True), "__pow__": ("pow", False),
}  # fmt: skip
_OPERATOR_OF = {getattr(_Tensor, k): v for k, v in _OPERATORS.items()}
#: ``Tensor`` dunders replayed through ``operator`` (the same slot runs).
_AS_OPERATOR = {
    "__getitem__": "getitem", "__setitem__": "setitem", "__eq__": "eq", "__and__": "and_",
    "__or__": "or_", "__xor__": "xor", "__invert__": "invert", "__lshift__": "lshift",
    "__rshift__": "rshift", "__iand__": "iand", "__ior__": "ior", "__ixor__": "ixor",
    "__ilshift__": "ilshift", "__irshift__": "irshift",
}  # fmt: skip
_callees: dict[Any, tuple[Any, str | None]] = {}
#: id(public torch callable) -> (it, its dotted name), filled at first need.
_public: dict[int, tuple[Any, str]] = {}


def trace(call: Any, inputs: list[Any], recorder: Any) -> None:
    """Run ``call`` on the input tensors under a torch function mode and
    report its torch calls to ``recorder`` (see ``ivy_core._tracing._record``)."""
    recorder.describe = describe
    recorder.literal = literal
    recorder.is_array = is_array
    mode = _Mode(recorder)
    for i, x in enumerate(inputs):
        mode.refs[id(x)] = recorder.input(i, x)
        mode.keep.append(x)
    with mode:
        leaves = call(list(inputs))
    # The tensors are real: the first call of a lazy graph returns them.
    recorder.output([mode.leaf(v) for v in leaves], concrete=list(leaves))


def _shares_storage(changed: Any, outside: list[Any]) -> bool:
    """Whether a changed tensor shares its storage with an input or an
    outside tensor (is a view of one)."""
    ptrs = {o.untyped_storage().data_ptr() for o in outside if isinstance(o, _Tensor)}
    ptrs.discard(0)  # empty storages
    return any(t.untyped_storage().data_ptr() in ptrs for t in changed)


def describe(value: Any) -> str:
    """``"float32[4, 3]"`` for a tensor (ivy_core dtype names), else ``""``."""
    if not isinstance(value, _Tensor):
        return ""
    dtype = str(value.dtype).removeprefix("torch.")
    return f"{dtype}[{', '.join(str(s) for s in value.shape)}]"


def literal(value: Any) -> str | None:
    """Source that rebuilds a torch object found in a call's arguments."""
    if isinstance(value, (torch.dtype, torch.layout, torch.memory_format)):
        return str(value)
    if isinstance(value, torch.device):
        return f"torch.device({str(value)!r})"
    if isinstance(value, torch.Size):
        return f"torch.Size({list(value)!r})"
    return None


def is_array(value: Any) -> bool:
    return isinstance(value, _Tensor)


class _Mode(TorchFunctionMode):
    """Runs and records each torch call of the traced function."""

    def __init__(self, recorder: Any) -> None:
        super().__init__()
        self.rec = recorder
        #: id(tensor or multi-output result) -> its Ref.
        self.refs: dict[int, Any] = {}
        #: Everything ``refs`` names, kept alive (ids stay unique).
        self.keep: list[Any] = []
        self.generators: dict[int, Any] = {}
        self.grad = torch.is_grad_enabled()

    def __torch_function__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
        if ivy_core.Array in types:
            return NotImplemented  # the Array's own __torch_function__ unwraps it
        kwargs = kwargs or {}
        name = getattr(func, "__name__", "")
        if name == "__get__" or name == "__set__":
            return self._attribute(func, name, args, kwargs)
        how = _CONVERT.get(name)
        if how is not None and args and isinstance(args[0], _Tensor):
            value = func(*args, **kwargs)
            self.rec.guard(self.ref(args[0]), how, value)
            return value
        if name in _LEAVE and _caller(ivy_core.Array.__repr__.__code__) is None:
            self.rec.fail(f"Tensor.{name} {_LEAVE[name]}, which a graph of torch calls cannot replay")
        if name in _DISPLAY or name in _LEAVE:  # printing an Array goes through NumPy
            return func(*args, **kwargs)
        if name in _META:
            value = func(*args, **kwargs)
            if name in _SHAPE_READS and args:
                self._guard_shape(args[0])
            return value
        if name == "__deepcopy__":
            args = (args[0], {})  # the memo is the caller's; a replay starts afresh
        return self._run(func, name, args, kwargs)

    # -- recording ---------------------------------------------------------------

    def _run(self, func: Any, name: str, args: Any, kwargs: Any) -> Any:
        tensors: list[Any] = []
        _tensors((args, kwargs), tensors)
        versions = [_version(t) for t in tensors]
        result = func(*args, **kwargs)
        changed = [t for t, v in zip(tensors, versions, strict=True) if v is not None and _version(t) != v]
        if name in _FLAGS and args:
            changed.append(args[0])
        found: list[Any] = []
        _tensors(result, found)
        if not found and not changed:
            if tensors and type(result) in _GUARDED:
                ref = self._record(func, name, args, kwargs, result, ())
                plain = tuple(result) if type(result) is torch.Size else result
                self.rec.guard(ref, _GUARDED[type(result)], plain, what=f"{name}()")
            return result
        if name == "tensor" and not tensors and _caller(_scalars.scalar_operand.__code__) is not None:
            self.refs[id(result)] = self.rec.constant(result)  # ivy_torch's cached operand
            self.keep.append(result)
            return result
        ref = self._record(func, name, args, kwargs, result, tuple(self.ref(t) for t in changed),
                           outside=bool(changed) and _shares_storage(changed, self.rec.outside_values()))
        self._name_result(result, ref)
        if isinstance(result, (tuple, list)):
            for t in tensors:  # how many parts may depend on a data-dependent shape
                self._guard_shape(t)
        return result

    def _record(self, func: Any, name: str, args: Any, kwargs: Any, result: Any, mutates: tuple[Any, ...],
                outside: bool = False) -> Any:
        random = name in _RANDOM or kwargs.get("generator") is not None
        fn, source = _callee(func)
        if source is not None and _OPERATOR_OF.get(func, ("", False))[1] and len(args) == 2 and not kwargs:
            args = (args[1], args[0])  # __rpow__(self, other) is pow(other, self)
        if torch.is_grad_enabled() is not self.grad:
            fn, source = _GradMode(fn, not self.grad), None
        return self.rec.call(
            fn, self.arg(args), self.arg(kwargs), result=result, name=name, source=source,
            random=random, mutates=mutates, dynamic=name in _DYNAMIC or _dynamic_call(name, args, kwargs),
            outside=outside,
        )  # fmt: skip

    def _attribute(self, func: Any, kind: str, args: Any, kwargs: Any) -> Any:
        """A tensor attribute read (``x.shape``, ``x.T``) or write."""
        attr = func.__self__.__name__
        if kind == "__set__":
            self.rec.fail(f"setting Tensor.{attr} of a traced tensor is not a torch call a graph can replay")
        value = func(*args, **kwargs)
        if isinstance(value, _Tensor):  # a view or a derived tensor: .T, .mT, .real, .grad
            ref = self.rec.call(func, self.arg(args), result=value, name=attr,
                                source=f"torch.Tensor.{attr}.__get__")
            self._name_result(value, ref)
        elif attr in _SHAPE_ATTRIBUTES and args:
            self._guard_shape(args[0])
        return value

    def _guard_shape(self, x: Any) -> None:
        """Guard the shape of ``x`` where it depends on the data."""
        if isinstance(x, _Tensor):
            ref = self.ref(x)
            if self.rec.nodes[ref.node].dynamic:
                self.rec.guard(ref, "shape", tuple(x.shape), what=".shape", attr=True)

    def _name_result(self, result: Any, ref: Any) -> None:
        if isinstance(result, _Tensor):
            if id(result) not in self.refs:  # an in-place call returns its argument
                self.refs[id(result)] = ref
                self.keep.append(result)
            return
        if isinstance(result, (tuple, list)):
            self.refs[id(result)] = ref
            self.keep.append(result)
            for i, part in enumerate(result):
                self._name_result(part, ref[i])

    # -- arguments -----------------------------------------------------------------

    def ref(self, x: Any) -> Any:
        """The ``Ref`` of a tensor: its node's, else a new constant."""
        r = self.refs.get(id(x))
        if r is None:
            r = self.refs[id(x)] = self.rec.constant(x)
            self.keep.append(x)
        return r

    def arg(self, x: Any) -> Any:
        """``x`` with each tensor replaced by its ``Ref``."""
        t = type(x)
        if isinstance(x, _Tensor):
            return self.ref(x)
        if t is tuple or t is list or t is torch.Size:
            return (list if t is list else tuple)(self.arg(v) for v in x)
        if t is dict:
            return {k: self.arg(v) for k, v in x.items()}
        if t is slice:
            return slice(self.arg(x.start), self.arg(x.stop), self.arg(x.step))
        if t is _Generator:
            return self._generator(x)
        if t is ivy_core.Array:  # in a named tuple of results (unique_all)
            return self.ref(x._data)
        if isinstance(x, tuple):  # a named tuple
            return tuple(self.arg(v) for v in x)
        return x

    def leaf(self, x: Any) -> Any:
        """An output leaf: a ``Ref`` for a tensor or a recorded result."""
        r = self.refs.get(id(x))
        if r is not None:
            return r
        if isinstance(x, _Tensor):
            return self.ref(x)
        if isinstance(x, (tuple, list)):
            return self.arg(x)
        return x

    def _generator(self, g: Any) -> Any:
        """ivy_torch's generators are looked up at replay (``ivy_core.seed``
        replaces them); one made for ``seed=`` is made again; a user's own
        generator is held by reference (its state advances)."""
        r = self.generators.get(id(g))
        if r is not None:
            return r
        if _random._generators.get(g.device) is g:
            seed = None
        else:
            seed = _seeded(g)
            if seed is None:
                return g
        r = self.rec.call(_random._generator, (seed, g.device), result=g, name="generator",
                          source="ivy_torch.random._generator", random=True)
        self.generators[id(g)] = r
        self.keep.append(g)
        return r


class _GradMode:
    """A torch callable run with autograd on or off, as while traced."""

    def __init__(self, fn: Any, enabled: bool) -> None:
        self.fn = fn
        self.enabled = enabled
        self.__name__ = f"{getattr(fn, '__name__', 'call')}_{'with' if enabled else 'no'}_grad"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        with torch.set_grad_enabled(self.enabled):
            return self.fn(*args, **kwargs)


#: Python results taken from tensors by unlisted calls -> the replay check.
_GUARDED: dict[type, Any] = {bool: bool, int: int, float: float, complex: complex,
                             tuple: tuple, list: list, torch.Size: tuple}


def _tensors(x: Any, found: list[Any]) -> None:
    if isinstance(x, _Tensor):
        found.append(x)
    elif isinstance(x, (tuple, list)):
        for v in x:
            _tensors(v, found)
    elif type(x) is dict:
        for v in x.values():
            _tensors(v, found)
    elif type(x) is slice:
        _tensors((x.start, x.stop, x.step), found)


def _version(t: Any) -> int | None:
    try:
        return int(t._version)
    except RuntimeError:  # inference tensors keep no version counter
        return None


def _dynamic_call(name: str, args: Any, kwargs: Any) -> bool:
    """The calls whose result's shape depends on data for some arguments."""
    if name == "__getitem__" and len(args) > 1:
        key = args[1] if type(args[1]) is tuple else (args[1],)
        return any(isinstance(k, _Tensor) and k.dtype in _MASK_DTYPES for k in key)
    if name == "where":
        return len(args) + len(kwargs) == 1
    if name == "repeat_interleave":
        repeats = kwargs.get("repeats", args[1] if len(args) > 1 else None)
        return len(args) + len(kwargs) == 1 or isinstance(repeats, _Tensor)
    return False


def _caller(*codes: Any) -> Any:
    """The nearest frame (of a few) running one of ``codes``, or None."""
    frame = sys._getframe(1)
    for _ in range(16):
        if frame is None or frame.f_code in codes:
            return frame
        frame = frame.f_back
    return None


def _seeded(g: Any) -> int | None:
    """The ``seed=`` of the ivy_torch draw using the fresh generator ``g``
    (read in the drawing function's frame), or None."""
    frame = _caller(_random.random_uniform.__code__, _random.random_normal.__code__)
    if frame is not None and frame.f_locals.get("g") is g:
        return frame.f_locals.get("seed")  # type: ignore[no-any-return]
    return None


def _callee(func: Any) -> tuple[Any, str | None]:
    """The callable to record for ``func`` and its public dotted name
    (``torch.sin``, ``torch.Tensor.reshape``), or None for the core to find
    one. A ``Tensor`` operator replays as the call that runs it fastest
    with the same result: ``torch.add(a, b)`` for ``Tensor.add`` (the same
    ATen operator), ``operator.getitem`` for ``Tensor.__getitem__``."""
    try:
        return _callees[func]
    except KeyError:
        pass
    except TypeError:  # unhashable
        return func, None
    name = getattr(func, "__name__", None)
    fname = _OPERATOR_OF[func][0] if func in _OPERATOR_OF else name
    if fname in _AS_FUNCTION and (func in _OPERATOR_OF or getattr(_Tensor, name, None) is func):
        found: tuple[Any, str | None] = (vars(torch)[fname], f"torch.{fname}")
    elif name in _AS_OPERATOR and getattr(_Tensor, name, None) is func:
        found = (getattr(operator, _AS_OPERATOR[name]), f"operator.{_AS_OPERATOR[name]}")
    else:
        if not _public:
            for prefix, ns in _NAMESPACES:
                items = vars(ns) if ns is not _Tensor else {k: getattr(ns, k) for k in dir(ns)}
                for key, obj in items.items():
                    if callable(obj) and (not key.startswith("_") or key.startswith("__")):
                        seen = _public.get(id(obj))  # the first namespace, then the own name
                        if seen is None or (seen[1].startswith(prefix + ".") and key == obj.__name__):
                            _public[id(obj)] = (obj, f"{prefix}.{key}")
        hit = _public.get(id(func))
        found = (func, hit[1] if hit is not None and hit[0] is func else None)
    _callees[func] = found
    return found
