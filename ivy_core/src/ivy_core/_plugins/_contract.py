"""The runtime contract: every hook ivy_core reads from a backend's runtime
module, with its signature, meaning and default (:class:`Runtime`, exported
as ``ivy_core.plugin.Runtime``), and :func:`runtime_from`, which reads a
runtime module into one ``Runtime`` when the backend loads.

The core reads hooks only through the ``Runtime`` it gets here, never from
the module with ``getattr``: a hook not listed on the class does not exist.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from .._dtype import _dtypes


class Runtime:
    """What ivy_core needs from a framework at run time.

    A backend's runtime module (``BackendSpec.runtime_module``, which may
    import the framework) defines hooks as module-level names: constants in
    upper case, functions in lower case. When the backend loads, ivy_core
    reads the module into one instance of this class: each hook the module
    defines replaces the default below. Hooks listed under *Required* have
    no default; a module missing one fails to load with a message naming
    it. A public name in the module that is one typo away from a hook name
    also fails to load (``dtype_of_objct``). Other public names (helpers
    the backend's implementation modules import) are allowed and ignored;
    prefer a leading underscore for them.

    Optional hooks whose default is ``None`` switch a feature on when
    present: ivy_core tests whether such a hook is None, never ``hasattr``.

    The hooks that are values, not methods (``help()`` shows the methods'
    docstrings only; the source's ``#:`` comment above each says more):

    - ``VERSION`` (required): the framework's version string, which
      version-ranged declarations resolve against.
    - ``ARRAY_TYPES`` (required): the framework's array types, the one its
      functions return first.
    - ``DTYPES`` (required): ivy dtype name -> the framework's dtype; the
      backend's one table of valid dtypes.
    - ``DTYPE_TYPE``, ``DEVICE_TYPE``: the framework's dtype and device
      types, for annotations (defaults: the type of a ``DTYPES`` value, object).
    - ``CHECKED_DTYPES`` and ``check_dtype``: dtypes available only at some
      times (JAX's 64-bit ones), checked on each request.
    - ``is_weak(x)``: whether a native array is weakly typed (JAX).
    - ``scalar_operand(value, like)``: how a Python scalar next to an array
      reaches the implementations. Default (None): never as a Python
      scalar; ivy_core makes a 0-d array of ``like``'s dtype on its device
      with the backend's own ``asarray``, so a framework whose functions
      refuse Python scalars needs nothing here. Define it only to hand the
      framework something else (its own scalar type); every implementation
      that takes two arrays then receives what it returns.
    - ``MIXED_DTYPES``: the binary functions whose implementation takes
      two arrays of different dtypes and computes in the dtype the
      framework promotes them to, with no slower path than casting first
      (NumPy's ufuncs, JAX's functions): ivy_core then hands them over
      uncast where the framework promotes them as ivy_core does.
    - ``CHECK_INDEX_ARRAYS``: check integer index arrays' bounds before
      indexing (for frameworks that clamp or wrap silently).
    - ``DEVICES_CHECKED``: the framework itself refuses inputs on two
      devices and computes on its inputs' device (PyTorch); ``on_device(d)``:
      a context manager in which it computes on ``d`` (TensorFlow). With
      several devices and neither, ivy_core places each call
      (``_backends/_devices.py``).
    - ``VALUE_ERRORS``: the framework's exception types for bad values,
      raised as ``ArgumentValueError``.
    - ``UNSUPPORTED``: API function name -> why the backend leaves it out.
    - ``CAPABILITIES``: the ``capabilities()`` keys that differ from the
      default.
    - ``LAZY``, ``compute``, ``persist``: lazy arrays (Dask).
    - ``compile``, ``trace_constants``, ``is_tracing``, ``tracing_type``:
      the framework's compiler.
    - ``value_and_grad``: the framework's reverse-mode autodiff
      (``ivy_core.grad``).
    - ``trace``, ``trace_key``, ``TRACE_LIVE``: graph tracing
      (``ivy_core.trace_graph``).
    """

    #: Hooks a runtime module must define.
    REQUIRED: ClassVar[tuple[str, ...]] = (
        "VERSION", "ARRAY_TYPES", "DTYPES", "native_device", "device_of", "device_string", "to_numpy",
    )  # fmt: skip

    def __init__(self, module: types.ModuleType | None = None) -> None:
        #: The runtime module this was read from (None for the defaults).
        self.module = module
        #: The runtime module's name (``"ivy_numpy._runtime"``).
        self.__name__ = module.__name__ if module is not None else "ivy_core.plugin.Runtime"

    # --- required ----------------------------------------------------------------

    #: The framework's version string (``torch.__version__``); dtype support
    #: declared per version range is resolved against it.
    VERSION: str = ""
    #: The framework's array types, the concrete type its functions return
    #: first. An object of one of these types is a native array of this
    #: backend.
    ARRAY_TYPES: tuple[type, ...] = ()
    #: ivy dtype name -> the framework's dtype object (``{"float32":
    #: torch.float32, ...}``). Its keys are the backend's valid dtypes; a
    #: dtype left out is invalid on the backend (requests for it raise
    #: ``TypeError`` naming the valid ones). The one table of the backend's
    #: dtypes: ``BackendSpec`` does not repeat it.
    DTYPES: Mapping[str, Any] = {}

    def native_device(self, device: Any) -> Any:
        """The framework's device for ``device``: ``None`` (the default
        device), a device string such as ``"cpu"`` or ``"gpu:0"``, or a
        native device. Raise ``ValueError`` for a device that is not
        available, naming the ones that are."""
        raise NotImplementedError

    def device_of(self, x: Any) -> Any:
        """The native device of the native array ``x``. May receive a value
        traced inside the framework's compiler, which has no device: return
        the default device then."""
        raise NotImplementedError

    def device_string(self, x: Any) -> str:
        """``x``'s device as ivy_core shows it: ``"cpu"``, ``"gpu:0"``."""
        raise NotImplementedError

    def to_numpy(self, x: Any) -> Any:
        """The native array ``x`` as a NumPy array (``ivy_core.to_numpy``,
        ``__array__``); copies from an accelerator."""
        raise NotImplementedError

    # --- dtypes ------------------------------------------------------------------

    #: The framework's dtype type (for type annotations of
    #: ``ivy_core.NativeDtype``); None: the type of the first ``DTYPES`` value.
    DTYPE_TYPE: type | None = None
    #: The framework's device type (``builtins.str`` where devices are
    #: strings); for ``ivy_core.NativeDevice``.
    DEVICE_TYPE: type = object

    def canonical_dtype(self, dtype: Any) -> Any:
        """Another spelling of a native dtype (``np.float32`` the scalar
        type, ``"float32"``) -> the ``DTYPES`` value it means, or ``None``
        when ``dtype`` is none of the framework's dtypes."""
        return None

    def dtype_of_object(self, obj: Any) -> str | None:
        """The ivy dtype name of an object ``asarray`` (or a binary
        function) receives that is not a native array: a NumPy array or
        scalar, another framework's array. ``None`` means the object has no
        dtype (a nested list); an object that has one but whose dtype this
        hook cannot name is refused with ``TypeError``, never guessed.

        The default reads ``obj.dtype`` and matches its name (``str`` of
        it, or its ``name``, without a module prefix) against the ivy dtype
        names, which works for NumPy, PyTorch, JAX, TensorFlow, CuPy and the
        Array API libraries; override it for a framework whose dtype names
        differ."""
        dtype = getattr(obj, "dtype", None)
        if dtype is None:
            return None
        for text in (getattr(dtype, "name", None), str(dtype)):
            if isinstance(text, str):
                name = text.rsplit(".", 1)[-1]
                name = "bool" if name == "bool_" else name
                if name in _dtypes.DTYPE_NAMES:
                    return name
        return None

    #: Dtype names whose availability changes at run time (JAX's 64-bit
    #: dtypes exist only while ``jax_enable_x64`` is on): a request for one
    #: of them calls :meth:`check_dtype`; others cost a set lookup.
    CHECKED_DTYPES: tuple[str, ...] = ()

    def check_dtype(self, dtype: str, where: str) -> None:
        """Raise (``TypeError``, naming ``where``) when a dtype of
        ``CHECKED_DTYPES`` cannot be had now; return otherwise."""

    #: ``is_weak(x)``: whether the native array ``x`` is weakly typed (JAX's
    #: ``jnp.asarray(1.0)``), which the JAX promotion modes let take the
    #: other operand's dtype. None: no array is.
    is_weak: Callable[[Any], bool] | None = None

    # --- values --------------------------------------------------------------------

    def as_native(self, value: Any) -> Any:
        """A result of an implementation that is not a native array (a
        NumPy scalar from a 0-d reduction, a Python number) -> a native
        array, or ``None`` when ``value`` is not an array result."""
        return None

    #: ``scalar_operand(value, like)``: a Python scalar as an operand next
    #: to the native array ``like``, in ``like``'s dtype and on its device;
    #: by default (None) a 0-d array made with the backend's ``asarray``, so
    #: no implementation receives a Python scalar where the spec takes an
    #: array. ivy_core has checked that the value keeps that dtype and fits
    #: it; what this returns goes to the binary implementations, so all of
    #: them must accept it.
    scalar_operand: Callable[[Any, Any], Any] | None = None

    #: The binary API functions (``"add"``, ``"atan2"``...) whose
    #: implementation, given two arrays of different dtypes, computes in
    #: the dtype the framework promotes them to, at the speed of one dtype
    #: (NumPy's ufuncs cast inside their loops, JAX's functions inside the
    #: kernel; torch takes a slower kernel, TensorFlow refuses). Such a
    #: function given two dtypes gets its arrays uncast, or with one cast,
    #: where its first call of those dtypes finds that the result has the
    #: dtype ivy_core's promotion gives (``_dispatch._inline.mixed``); every
    #: other function gets both cast first. Name only functions that are
    #: the framework's own (a wrapper reading one operand's dtype would
    #: compute in it).
    MIXED_DTYPES: frozenset[str] = frozenset()

    def inplace_update(self, out: Any, value: Any) -> Any:
        """Write ``value`` (a native array of ``out``'s dtype and shape)
        into ``out`` for ``out=`` and the in-place operators, and return the
        native array the ``Array`` holds from now on. The default returns
        ``value`` (right for immutable arrays); a framework with mutable
        arrays writes into ``out`` and returns it, so views see the write."""
        return value

    def getitem(self, x: Any, key: Any) -> Any:
        """``x[key]``: ivy_core has checked the key (bounds, one ellipsis,
        index arrays of this backend) and made it native. ivy_core's own
        compositional functions (``split``, ``diff``, ...) index this way,
        NumPy-style, so the result must follow NumPy's indexing rules."""
        return x[key]

    def setitem(self, x: Any, key: Any, value: Any) -> Any:
        """``x[key] = value``; returns the native array the ``Array`` holds
        from now on (``x`` itself for mutable arrays, a new array for
        immutable ones: ``x.at[key].set(value)`` on JAX). ``value`` is a
        native array or scalar already cast to ``x``'s dtype. The default
        assigns in place and returns ``x``."""
        x[key] = value
        return x

    #: Whether ivy_core checks the bounds of integer index arrays before
    #: indexing (a framework that clamps or wraps out-of-range indices
    #: silently, like JAX, sets it: ivy_core then raises ``IndexError``).
    CHECK_INDEX_ARRAYS: bool = False

    def to_list(self, x: Any) -> Any:
        """``x`` as nested Python lists (``Array.tolist``)."""
        return self.to_numpy(x).tolist()

    def to_dlpack(self, x: Any, **kwargs: Any) -> Any:
        """A DLPack capsule of ``x`` (``Array.__dlpack__``)."""
        return x.__dlpack__(**kwargs)

    def dlpack_device(self, x: Any) -> tuple[int, int]:
        """``x``'s DLPack device, ``(device type, index)``."""
        return x.__dlpack_device__()  # type: ignore[no-any-return]

    def device_string_of(self, device: Any) -> str:
        """A native device (as :meth:`native_device` returns it) as the
        string ivy_core shows (used in error messages)."""
        return str(device)

    def devices(self) -> list[Any]:
        """Every device arrays can be created on here, as native devices,
        the backend's default first (``__array_namespace_info__().devices()``).
        The default: the default device alone."""
        return [self.native_device(None)]

    def placement(self, x: Any) -> Any:
        """The native device of the native array ``x``, or None for a value
        a compiler traces (it has no device until the compiled function
        runs). The default: :meth:`device_of`."""
        return self.device_of(x)

    #: Whether the framework itself refuses inputs on two devices and
    #: computes on its inputs' device (PyTorch). When it does not and the
    #: backend has more than one device, ivy_core checks each call's arrays
    #: and computes on their device (``_backends._devices``).
    DEVICES_CHECKED: bool = False
    #: ``on_device(native_device)``: a context manager in which the
    #: framework computes on that device (TensorFlow's ``tf.device``); None
    #: when it computes on its inputs' device by itself.
    on_device: Callable[[Any], Any] | None = None

    # --- errors --------------------------------------------------------------------

    #: The exception types the framework raises for bad argument values
    #: (``RuntimeError`` for PyTorch, ``InvalidArgumentError`` for
    #: TensorFlow): ivy_core raises them as ``ArgumentValueError`` where the
    #: arguments show no more precise mistake.
    VALUE_ERRORS: tuple[type[BaseException], ...] = ()

    def error_kind(self, exc: BaseException) -> str | None:
        """``"memory"`` for an exception that means the framework ran out of
        memory, ``"keep"`` for one that must reach the caller unchanged
        (errors about traced values), else ``None``."""
        return None

    # --- what the backend leaves out ------------------------------------------------

    #: API function name -> why the backend does not implement it; the
    #: function raises ``NotImplementedError`` with that reason. Every API
    #: function must be implemented or listed here (the kit reports the
    #: others as missing).
    UNSUPPORTED: Mapping[str, str] = {}
    #: The keys of ``__array_namespace_info__().capabilities()`` that differ
    #: from the default (``{"data-dependent shapes": False}``).
    CAPABILITIES: Mapping[str, bool] = {}

    # --- lazy backends ---------------------------------------------------------------

    #: Whether arrays are lazy (Dask): ivy_core then never computes one on
    #: its own, and ``bool()``/``float()`` of one raise unless
    #: ``ivy_core.implicit_compute`` is on.
    LAZY: bool = False
    #: ``compute(*xs)``: one pass over several native arrays, returning
    #: in-memory NumPy arrays (``ivy_core.compute``). Required when ``LAZY``.
    compute: Callable[..., tuple[Any, ...]] | None = None
    #: ``persist(*xs)``: the same arrays computed and kept on the backend
    #: (``ivy_core.persist``). Required when ``LAZY``.
    persist: Callable[..., tuple[Any, ...]] | None = None

    # --- compilers ---------------------------------------------------------------------

    #: ``compile(fn, static_argnums, static_argnames, options)``: ``fn``
    #: (which takes and returns native arrays) compiled by the framework's
    #: compiler with ``options`` passed on. None: no compiler
    #: (``ivy_core.compile`` returns the function). The function returned
    #: may carry ``arrays_only``: the same compiled function for calls with
    #: no Python number among the arguments (nor in their tuples, lists and
    #: dicts), which ivy_core then calls directly (``ivy_jax``: no look for
    #: numbers to compile for).
    compile: Callable[..., Callable[..., Any]] | None = None
    #: ``trace_constants(functions)``, for compilers that trace Python
    #: bytecode (PyTorch's Dynamo): called once at load with the ivy_core
    #: functions the compiler must call rather than trace into.
    trace_constants: Callable[[tuple[Callable[..., Any], ...]], None] | None = None
    #: ``is_tracing()``: true while the framework's compiler traces
    #: (ivy_core then leaves its caches alone).
    is_tracing: Callable[[], bool] | None = None
    #: ``tracing_type(array, context)``: the trace type of an ``Array`` of
    #: this backend given to a compiler that asks an argument for one
    #: (TensorFlow's ``__tf_tracing_type__``, so that ``tf.function``
    #: traces an ``Array`` as an ``Array``). None: the compiler treats the
    #: ``Array`` as it would without the protocol.
    tracing_type: Callable[[Any, Any], Any] | None = None

    # --- autodiff (ivy_core.grad) -------------------------------------------------------

    #: ``value_and_grad(fn, argnums, has_aux)``: the framework's reverse-mode
    #: autodiff of ``fn`` (``jax.value_and_grad``): a function taking
    #: ``fn``'s arguments (native arrays, tuples, lists and dicts of them,
    #: other values) and returning ``(out, grads)``. ``out`` is what ``fn``
    #: returned: a 0-d native array, or with ``has_aux`` ``(value, aux)``,
    #: ``aux`` a list of native arrays (returned, not differentiated).
    #: ``grads`` is a tuple with the gradient of the value with respect to
    #: each positional argument in ``argnums`` (a tuple of ints), shaped
    #: like the argument, zeros where the value does not depend on it.
    #: ``fn`` takes and returns native arrays; ivy_core has checked the
    #: differentiated arguments (real floating), and ``fn`` checks its
    #: value (0-d, real floating). It may run inside the framework's
    #: compiler and inside itself (``grad(grad(f))``). A backend that
    #: defines it also implements ``stop_gradient`` (the core's version is
    #: the identity). None: no autodiff (``ivy_core.grad`` raises
    #: ``NotImplementedError``).
    value_and_grad: Callable[[Callable[..., Any], tuple[int, ...], bool], Callable[..., Any]] | None = None

    # --- graph tracing (ivy_core.trace_graph) -----------------------------------------

    #: ``trace(call, inputs, recorder)``: records the native calls of one run
    #: of ``call`` (the contract is ``ivy_core._tracing._record``'s docstring). None:
    #: ``trace_graph`` raises ``NotImplementedError`` on this backend.
    trace: Callable[[Any, Any, Any], Any] | None = None
    #: ``trace_key(x)``: an input's cache key for traced graphs. None:
    #: ``(type(x), tuple(x.shape), x.dtype)``.
    trace_key: Callable[[Any], Any] | None = None
    #: Whether ``trace`` reports calls while the function runs (then graphs
    #: of ivy_core calls, ``trace_graph(to="ivy_core")``, work here).
    TRACE_LIVE: bool = False


#: Every hook name, in the class's order.
HOOKS: tuple[str, ...] = tuple(
    name for name in vars(Runtime) if not name.startswith("_") and name not in ("REQUIRED", "module")
)


def runtime_from(module: types.ModuleType | None, base: Runtime | None = None) -> Runtime:
    """Read the runtime module ``module`` into a :class:`Runtime`: each hook
    it defines replaces the default, or ``base``'s (the Array API adapter's
    hooks, ``_adapter.runtime_for``). ``ValueError`` names a missing required
    hook, a name one typo away from a hook, and hooks of the wrong kind."""
    if module is None:
        assert base is not None
        return base
    defined = {name: value for name, value in vars(module).items() if not name.startswith("_")}
    missing = [h for h in Runtime.REQUIRED if h not in defined] if base is None else []
    if missing:
        raise ValueError(
            f"its runtime module {module.__name__} lacks the required hooks {missing}; "
            "see ivy_core.plugin.Runtime for each hook's meaning"
        )
    hooks = set(HOOKS)
    for name, value in defined.items():
        if name in hooks or isinstance(value, types.ModuleType):
            continue
        if getattr(value, "__module__", module.__name__) != module.__name__:
            continue  # a function or class imported from elsewhere (``Any``), not a misspelt hook
        import difflib  # here: a runtime module defines only hooks and modules, mostly

        near = difflib.get_close_matches(name, HOOKS, n=1, cutoff=0.88)
        if near and near[0] not in defined:
            raise ValueError(
                f"its runtime module {module.__name__} defines {name!r}, which is not a hook; "
                f"did you mean {near[0]!r}? (the hooks are listed on ivy_core.plugin.Runtime)"
            )
    runtime = Runtime(module) if base is None else base
    if base is not None:
        runtime.module = module
    for name in HOOKS:
        if name not in defined:
            continue
        value = defined[name]
        if not name.isupper() and not callable(value):
            raise ValueError(
                f"its runtime module {module.__name__} defines {name} = {value!r:.60}; it must be a function"
            )
        setattr(runtime, name, value)
    if not isinstance(runtime.VERSION, str):
        raise ValueError(
            f"its runtime module {module.__name__} has VERSION = {runtime.VERSION!r:.60}; it must be a str"
        )
    if runtime.DTYPE_TYPE is None and runtime.DTYPES:
        runtime.DTYPE_TYPE = type(next(iter(runtime.DTYPES.values())))
    if runtime.LAZY and (runtime.compute is None or runtime.persist is None):
        raise ValueError(f"its runtime module {module.__name__} sets LAZY but lacks compute or persist")
    return runtime
