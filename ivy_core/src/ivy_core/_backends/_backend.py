"""A loaded backend: its description, runtime, dtype maps, resolved dtype
support and its entries (one per API function, built by the ``build_entry``
the loader gives it: ``_dispatch._entries.build``, a layer above this one)."""

from __future__ import annotations

import functools
import numbers
from collections.abc import Callable
from typing import Any

from .._base import _state
from .._base._errors import ArgumentTypeError
from .._dtype import _dtypes, _modes, _support
from .._spec._api import API
from . import _calls


class Backend:
    """A loaded backend: its description, runtime, dtypes and function table."""

    def __init__(
        self,
        info: Any,
        spec: Any,
        runtime: Any,
        impls: dict[str, Callable[..., Any]],
        origins: dict[str, str],
        find_backend: Callable[[type], Any],
        build_entry: Callable[..., Callable[..., Any]],
    ) -> None:
        self.info = info
        self.spec = spec
        self.name: str = spec.name
        self.runtime = runtime
        self.framework_version: str = runtime.VERSION
        self.array_types: tuple[type, ...] = tuple(runtime.ARRAY_TYPES)
        self.array_type: type = self.array_types[0]
        native = dict(runtime.DTYPES)
        unknown = sorted(set(native) - set(_dtypes.DTYPE_NAMES))
        if unknown or not native:
            raise ValueError(
                f"its runtime DTYPES has the keys {sorted(native)}; they must be ivy_core dtype "
                f"names, at least one ({', '.join(_dtypes.DTYPE_NAMES)})"
            )
        #: ivy dtype name -> native dtype
        self.to_native: dict[_dtypes.Dtype, Any] = {_dtypes.as_dtype(k): v for k, v in native.items()}
        #: native dtype -> ivy Dtype
        self.from_native: dict[Any, _dtypes.Dtype] = {v: _dtypes.as_dtype(k) for k, v in native.items()}
        #: The types of the native dtypes.
        self.native_dtype_types = frozenset(type(v) for v in native.values())
        self.valid_dtypes: tuple[_dtypes.Dtype, ...] = tuple(
            d for d in _dtypes.CATEGORIES["all_dtypes"] if d in self.to_native
        )
        self.invalid_dtypes: tuple[_dtypes.Dtype, ...] = tuple(
            d for d in _dtypes.CATEGORIES["all_dtypes"] if d not in self.to_native
        )
        self.impls = impls
        self.origins = origins
        #: Native int and bool dtypes (cast to float by ``float_inputs``).
        self.int_natives = frozenset(
            v for k, v in self.to_native.items() if k.kind in ("signed", "unsigned", "bool")
        )
        #: type -> the loaded backend whose array type it is, or None (the
        #: registry's lookup; used to name another backend in errors).
        self.find_backend = find_backend
        #: Whether the entries keep each call on one device (``_devices.needs_guard``; None: not asked yet).
        self.several_devices: bool | None = None
        #: The framework's exception types for bad argument values
        #: (``VALUE_ERRORS``): raised as ArgumentValueError (``_failure``).
        self.value_errors: tuple[type[BaseException], ...] = tuple(runtime.VALUE_ERRORS)
        #: The binary functions that may take arrays of two dtypes uncast (``MIXED_DTYPES``).
        self.mixed_dtypes: frozenset[str] = frozenset(runtime.MIXED_DTYPES)
        #: The dtypes a request for which the runtime checks each time
        #: (``CHECKED_DTYPES``, ``check_dtype``): JAX's 64-bit dtypes, which
        #: exist only while ``jax_enable_x64`` is on. Others cost a set lookup.
        self.checked_dtypes: frozenset[_dtypes.Dtype] = frozenset(
            _dtypes.as_dtype(d) for d in runtime.CHECKED_DTYPES
        )
        own = runtime.scalar_operand
        #: ``scalar_operand(value, like)``: a Python scalar as an operand next
        #: to the native array ``like``, in its dtype and on its device (the
        #: runtime's own when it has one, else through ``asarray``).
        self.scalar_operand: Callable[[Any, Any], Any] = own if own is not None else self._scalar_operand
        #: API name -> what its implementation supports, resolved for the
        #: installed framework version (declarations are read once, here).
        self.support: dict[str, _support.FunctionSupport] = {
            name: _support.resolve(impl, name, self.framework_version, self.valid_dtypes, spec.framework)
            for name, impl in impls.items()
        }
        #: API name -> the implementation as the plugin gives it, of each
        #: function whose results are indices (``ApiFunction.indices``), which
        #: ``impls`` holds behind :func:`indexing`'s cast.
        self.unindexed: dict[str, Callable[..., Any]] = {}
        for name, impl in impls.items():
            if API[name].indices:
                self.unindexed[name] = impl
                impls[name] = indexing(self, impl, API[name])
        #: Whether arrays are lazy (``LAZY``: Dask): ivy_core never computes
        #: one on its own (``_lazy``).
        self.lazy: bool = bool(runtime.LAZY)
        if self.lazy:
            _state.lazy_loaded.append(self)
        #: API name -> why the backend does not implement it (``UNSUPPORTED``).
        self.unsupported: dict[str, str] = dict(runtime.UNSUPPORTED)
        #: ``is_weak(native)``: whether a native array is weakly typed (JAX's
        #: ``jnp.asarray(1.0)``), read by the JAX promotion modes; None: never.
        self.runtime_is_weak: Callable[[Any], bool] | None = runtime.is_weak
        #: Mode name -> the inference entries under it (made on first use).
        self._inference_entries: dict[str, dict[str, Callable[..., Any]]] = {}
        #: ``build_entry(backend, api, fallback=None, rules=None)``: the
        #: per-call path of one API function on this backend
        #: (``_dispatch._entries.build``).
        self.build_entry = build_entry
        #: Whether every table of entries is built whole when made: a
        #: framework whose compiler traces Python bytecode (the runtime has
        #: ``trace_constants``: torch.compile) cannot trace the building of
        #: an entry on its first call; others build each on first use.
        self.eager: bool = runtime.trace_constants is not None
        #: API name -> this backend's entry (what ``_state.calls`` points
        #: to while this backend is in force), built on first use.
        self.entries: _calls.Entries = self._table(lambda name: build_entry(self, API[name]))
        #: Promotion mode -> the entries under it: ``entries`` for ivy_core's
        #: own, a framework mode's made on first use by :meth:`entries_in`.
        self.by_mode: dict[str, dict[str, Callable[..., Any]]] = {_modes.DEFAULT: self.entries}

    def entries_in(self, mode: str) -> dict[str, Callable[..., Any]]:
        """The entries under promotion mode ``mode`` (``entries`` for
        ivy_core's own): the functions the mode governs get entries built
        with its rules, the others share ``entries``'; made on first use."""
        found = self.by_mode.get(mode)
        if found is None:
            rules = _modes.MODES[mode]

            def make(name: str) -> Callable[..., Any]:
                api = API[name]
                return self.build_entry(self, api, rules=rules) if _modes.op_class(api) else self.entries[name]

            found = self.by_mode[mode] = self._table(make)
        return found

    def inference_entries(
        self, inferring: dict[str, Callable[..., Any]], mode: str = _modes.DEFAULT
    ) -> dict[str, Callable[..., Any]]:
        """The entries ``calls`` holds while no backend is set and this one
        was inferred last: the fast paths of ``entries_in(mode)``, whose
        every other case goes to ``inferring`` (the inference entries of the
        mode); made on first use."""
        found = self._inference_entries.get(mode)
        if found is None:
            rules = _modes.MODES.get(mode)
            found = self._inference_entries[mode] = self._table(
                lambda name: self.build_entry(self, API[name], inferring[name], rules)
            )
        return found

    def _table(self, make: Callable[[str], Callable[..., Any]]) -> _calls.Entries:
        """A table of entries made by ``make``, built whole when :attr:`eager`."""
        table = _calls.Entries(make)
        return table.fill() if self.eager else table

    def _scalar_operand(self, value: Any, like: Any) -> Any:
        device = self.runtime.device_of(like)
        return self.impls["asarray"](value, dtype=like.dtype, device=device, copy=None)

    def __repr__(self) -> str:
        return f"<ivy_core backend {self.name!r} ({self.spec.framework} {self.framework_version})>"

    def __getattr__(self, name: str) -> Any:
        # current_backend().add(...) calls ivy_core.add on this backend.
        if name in API and "entries" in self.__dict__:
            function = API[name].spec
            backend = self

            def call(*args: Any, **kwargs: Any) -> Any:
                with _calls.local_backend(backend):
                    return function(*args, **kwargs)

            call.__name__ = name
            return call
        raise AttributeError(f"backend {self.__dict__.get('name')!r} has no attribute {name!r}")

    def dtype_of(self, x: Any) -> _dtypes.Dtype:
        return self.from_native[x.dtype]

    def native_dtype(self, dtype: Any, where: str) -> Any:
        """The native dtype for an ivy dtype, its name or a native dtype."""
        if type(dtype) is _dtypes.Dtype or isinstance(dtype, str):
            d = _dtypes.as_dtype(dtype, where=where)
            try:
                n = self.to_native[d]
            except KeyError:
                raise ArgumentTypeError(
                    f"{where}: dtype {d} is invalid for backend {self.name!r} "
                    f"(valid: {', '.join(self.valid_dtypes)}); choose a valid dtype"
                ) from None
            if d in self.checked_dtypes:
                self.runtime.check_dtype(d, where)
            return n
        if not isinstance(dtype, type) and (
            isinstance(dtype, numbers.Number) or hasattr(dtype, "__array_interface__") or hasattr(dtype, "__dlpack__")
        ):  # np.dtype(np.float32(7)) is float32; a TensorFlow dtype equals the number of its enum
            raise ArgumentTypeError(
                f"{where}: dtype={dtype!r:.60} is a value, not a dtype; pass a dtype such as "
                "ivy_core.float32 (x.dtype for the dtype of an array x)"
            )
        try:
            known = self.from_native.get(dtype)
        except TypeError:  # unhashable: not a native dtype
            known = None
        if known is None:
            c = self.runtime.canonical_dtype(dtype)
            if c is not None and c in self.from_native:
                known = self.from_native[c]
        if known is not None:
            if known in self.checked_dtypes:
                self.runtime.check_dtype(known, where)
            return self.to_native[known]
        raise ArgumentTypeError(
            f"{where}: {dtype!r} is not a dtype of backend {self.name!r}; "
            f"pass an ivy_core dtype such as ivy_core.float32"
        )


def index_fix(b: Backend, fix: Callable[[Any], Any] | None = None) -> Callable[[Any], Any]:
    """``cast(r)``: the result ``r`` of a function whose results are indices
    or counts in ivy_core's default integer dtype (``r`` itself where it has
    it), after ``fix(r)`` where ``r`` is no native array (a fast entry's fix
    of a framework's scalar). The native default is read again only when the
    defaults change (their epoch), or on each call while a
    ``using_default_dtypes`` block is open somewhere. The fast entries of
    such functions call the unwrapped implementation (``Backend.unindexed``)
    and this on its result: one Python frame, where :func:`indexing`'s
    wrapper (which the general entry calls) also forwards the keywords."""
    astype = b.impls["astype"]
    N: Any = b.array_type
    defaults = _state.default_dtypes
    epoch = _state.epoch
    seen: list[Any] = [None, None]  # [epoch, the native default int dtype]

    def wanted() -> Any:
        if defaults.overrides:
            return b.to_native[_dtypes.get_default("int")]
        if seen[0] != epoch.value:
            seen[:] = [epoch.value, b.to_native[_dtypes.get_default("int")]]
        return seen[1]

    def cast(r: Any) -> Any:
        if type(r) is not N:
            if fix is not None:
                r = fix(r)
            elif not hasattr(r, "dtype"):  # no array: as it is
                return r
        want = seen[1] if seen[0] == epoch.value and not defaults.overrides else wanted()
        return r if r.dtype == want else astype(r, want, copy=False)

    return cast


def indexing(b: Backend, impl: Callable[..., Any], api: Any) -> Callable[..., Any]:
    """``impl`` of a function whose results are indices or counts
    (``ApiFunction.indices``), returning them in ivy_core's default integer
    dtype whatever integer dtype the framework gives (``int64`` from NumPy
    and PyTorch, ``int32`` from JAX without x64): a cast only where the
    dtypes differ (:func:`index_fix`). Several results (``nonzero``'s
    arrays, ``unique_all``'s named tuple) are cast each, or those
    ``ApiFunction.indices`` names."""
    every = api.indices is True
    positions = () if every else tuple(api.fields.index(f) for f in api.indices)
    N: Any = b.array_type
    cast = index_fix(b)

    def indexed(*args: Any, **kwargs: Any) -> Any:
        result = impl(*args, **kwargs)
        if type(result) is N or not isinstance(result, (tuple, list)):  # one array (argsort, argmax...)
            return cast(result)
        items = [cast(r) if every or i in positions else r for i, r in enumerate(result)]
        if isinstance(result, tuple) and hasattr(result, "_fields"):  # a named tuple
            return type(result)(*items)
        return type(result)(items)

    functools.update_wrapper(indexed, impl)
    return indexed
