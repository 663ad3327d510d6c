"""``ivy_core.grad`` and ``ivy_core.value_and_grad``: a function written with
ivy_core, differentiated by the backend's own autodiff.

The differentiation comes from the backend's runtime module (its optional
``value_and_grad(fn, argnums, has_aux)`` hook: ``jax.value_and_grad``,
``torch.func.grad_and_value``, ``tf.GradientTape``); nothing here knows a
framework. What is common to every backend is done here, the same way on
each, by JAX's rules: the arguments differentiated hold real floating
arrays, the function returns a 0-d real floating array, ``Array``s are
unwrapped on the way in and wrapped again inside the function and on the
way out, and a backend without autodiff (NumPy, Dask) refuses with
``NotImplementedError``.
"""

from __future__ import annotations

import functools

from .._arrays._array import Array
from .._base import _state
from .._base._errors import (
    ArgumentTypeError,
    ArgumentValueError,
    InvalidDtypeError,
    MixedBackendError,
    ShapeError,
)
from .._plugins._entry_points import install_hint
from .._select import _handler
from ._compile_args import tree, unwrap, wrap

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["grad", "value_and_grad"]


def grad(
    fn: Callable[..., Any], /, argnums: int | tuple[int, ...] = 0, has_aux: bool = False
) -> Callable[..., Any]:
    """The gradient of ``fn``, by the backend's own autodiff.

    ``jax.grad`` on JAX, ``torch.func.grad`` on PyTorch, ``tf.GradientTape``
    on TensorFlow. NumPy and Dask have no autodiff and refuse. The result
    takes ``fn``'s arguments and returns the gradient of its output with
    respect to the positional arguments at ``argnums``: an ``Array`` (or a
    tuple, list or dict of them) shaped like each. It runs inside a
    function given to :func:`compile` and is compiled by it, runs inside
    the frameworks' own compilers and transformations (``jax.vmap`` of it
    gives per-example gradients), composes with itself (``grad(grad(f))``
    for a second derivative), and is recorded by :func:`trace_graph` on
    JAX and TensorFlow (on PyTorch, take the gradient of the graph).

    The rules are JAX's, on every backend: ``fn`` returns a 0-d real
    floating array (``ivy.sum(...)``, not shape ``(1,)``); the arguments
    differentiated hold real floating arrays (integer, bool and complex
    inputs are refused, where PyTorch and TensorFlow would differ); other
    arguments, and keyword arguments, pass through as constants. Inside
    ``fn`` every array argument is an ``Array``.

    Args:
        fn: the function to differentiate, written with ivy_core.
        argnums: the position of the argument to differentiate with respect
            to, or a tuple of positions (then a tuple of gradients).
        has_aux: ``fn`` returns ``(value, aux)``: ``value`` is
            differentiated and the gradient function returns
            ``(gradient, aux)``.

    Returns:
        The gradient function (``functools.wraps`` of ``fn``).

    Raises:
        NotImplementedError: the backend has no autodiff (NumPy, Dask).
        InvalidDtypeError: a differentiated argument, or the output, is not
            real floating.
        ShapeError: the output is not 0-d.
        ArgumentTypeError: ``argnums`` names a position the call does not
            pass, a differentiated argument holds something other than
            arrays of the backend, or ``fn`` returns something other than
            an array (with ``has_aux``: other than a pair).

    >>> import ivy_core as ivy
    >>> def loss(w, x):
    ...     return ivy.sum(ivy.tanh(x @ w) ** 2)
    >>> dloss_dw = ivy.grad(loss)  # on jax, torch or tensorflow: dloss_dw(w, x) is shaped like w
    """
    vg = _differentiated(fn, argnums, has_aux, "ivy_core.grad")

    @functools.wraps(fn)
    def gradient(*args: Any, **kwargs: Any) -> Any:
        out, g = vg(*args, **kwargs)
        return (g, out[1]) if has_aux else g

    return gradient


def value_and_grad(
    fn: Callable[..., Any], /, argnums: int | tuple[int, ...] = 0, has_aux: bool = False
) -> Callable[..., Any]:
    """``fn``'s value and its gradient, in one evaluation, by the backend's
    own autodiff.

    As :func:`grad`, but the function returned gives ``(value, gradient)``,
    or ``((value, aux), gradient)`` with ``has_aux`` (JAX's
    ``value_and_grad``).

    Args:
        fn: the function to differentiate, written with ivy_core.
        argnums: the position of the argument to differentiate with respect
            to, or a tuple of positions (then a tuple of gradients).
        has_aux: ``fn`` returns ``(value, aux)``.

    Returns:
        The function computing value and gradient (``functools.wraps`` of
        ``fn``), which raises what :func:`grad`'s does.
    """
    return _differentiated(fn, argnums, has_aux, "ivy_core.value_and_grad")


def _differentiated(
    fn: Callable[..., Any], argnums: Any, has_aux: bool, where: str
) -> Callable[..., tuple[Any, Any]]:
    """``fn``'s value-and-gradient function for ``where``'s public function."""
    if not callable(fn):
        raise ArgumentTypeError(f"{where}: fn must be a function, got {type(fn).__name__} {fn!r:.60}")
    nums = _positions(argnums, where)
    single = not isinstance(argnums, tuple)

    @functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> tuple[Any, Any]:
        capture = _state.captured()
        if capture is not None:  # trace_graph(to="ivy_core"): no ivy_core call stands for it
            capture.leave(f"{where} (the backend's own autodiff)")
        b = _state.current_backend()
        if b is None:  # like any ivy_core function: the arguments' backend
            b = _handler.infer(tuple(_leaves((args, kwargs))), where)
        named = f"{where} (backend {b.name!r})"
        hook = b.runtime.value_and_grad
        if hook is None:
            raise NotImplementedError(
                f"{named}: {b.info.distribution} has no automatic differentiation "
                f"({b.spec.framework} computes values only); differentiate under a backend whose "
                "framework does, such as jax, torch or tensorflow, with "
                f"ivy_core.using_backend('jax') around the call (to add jax, {install_hint('jax')})"
            )
        if nums and max(nums) >= len(args):
            raise ArgumentTypeError(
                f"{named}: argnums={argnums!r} differentiates with respect to positional argument "
                f"{max(nums)}, but the call passes {len(args)} positional argument(s)"
            )
        for i in nums:
            _check_differentiable(args[i], i, b, named)
        # Made at each call (cheap next to differentiating): ``aux`` keeps
        # this call's aux data, whose arrays alone go through the framework.
        aux: list[Any] = []
        differentiate = hook(_native_function(fn, b, has_aux, named, aux), nums, has_aux)
        args, kwargs = tree((args, kwargs), (Array,), unwrap)
        out, grads = differentiate(*args, **kwargs)
        types = b.array_types
        grads = tree(tuple(grads), types, wrap)
        if has_aux:
            arrays = iter(out[1])
            out = (wrap(out[0]), tree(aux[-1], (_Slot,), lambda _: wrap(next(arrays))))
        else:
            out = wrap(out)
        return out, (grads[0] if single else grads)

    return call


def _positions(argnums: Any, where: str) -> tuple[int, ...]:
    """``argnums`` (an int or a tuple of ints) as a tuple of positions."""
    nums = argnums if isinstance(argnums, tuple) else (argnums,)
    for n in nums:
        if isinstance(n, bool) or not isinstance(n, int):
            raise ArgumentTypeError(
                f"{where}: argnums must be an int or a tuple of ints, got {argnums!r} ({type(argnums).__name__})"
            )
        if n < 0:
            raise ArgumentValueError(f"{where}: argnums must be non-negative positions, got {argnums!r}")
    if len(set(nums)) != len(nums):
        raise ArgumentValueError(f"{where}: argnums {argnums!r} names a position twice; name each once")
    return tuple(nums)


def _leaves(x: Any) -> Any:
    """The values inside tuples (named ones too), lists and dicts: the
    containers the frameworks' autodiff looks into."""
    if isinstance(x, (tuple, list)):
        for v in x:
            yield from _leaves(v)
    elif isinstance(x, dict):
        for v in x.values():
            yield from _leaves(v)
    else:
        yield x


def _check_differentiable(arg: Any, i: int, b: Any, where: str) -> None:
    """Refuse a differentiated argument that is not arrays of ``b`` of a
    real floating dtype (JAX's rule, on every backend)."""
    for leaf in _leaves(arg):
        native = leaf._data if type(leaf) is Array else leaf
        if not isinstance(native, b.array_types):
            other = _state.backend_of_type(type(native))
            if other is not None:
                raise MixedBackendError(
                    f"{where}: argument {i} holds an array of backend {other.name!r}; convert it "
                    f"with ivy_core.asarray under {b.name!r}"
                )
            raise ArgumentTypeError(
                f"{where}: argument {i} is differentiated, so it must hold arrays (or tuples, lists "
                f"and dicts of them), not {type(leaf).__name__} {leaf!r:.60}; pass an array "
                "(ivy_core.asarray), or leave its position out of argnums"
            )
        dtype = b.dtype_of(native)
        if dtype.kind != "float":
            raise InvalidDtypeError(
                f"{where}: argument {i} has dtype {dtype}; gradients are taken with respect to "
                "real floating arrays only, on every backend (as jax.grad does); cast it with "
                "ivy_core.astype(x, ivy_core.float64), or leave its position out of argnums"
            )


class _Slot:
    """Where an array was in the aux data (its arrays go through the
    framework as a list, the rest stays here)."""


_SLOT = _Slot()


def _native_function(
    fn: Callable[..., Any], b: Any, has_aux: bool, where: str, aux: list[Any]
) -> Callable[..., Any]:
    """``fn`` as the backend's autodiff calls it: native arrays in (made
    ``Array``s for ``fn``), its 0-d value out as a native array; with
    ``has_aux``, ``(value, the aux data's native arrays as a list)``, the
    aux data's structure and other values kept in ``aux``."""
    types = b.array_types
    leaf_types = (Array, *types)

    @functools.wraps(fn)
    def native(*args: Any, **kwargs: Any) -> Any:
        args, kwargs = tree((args, kwargs), types, wrap)
        out = fn(*args, **kwargs)
        if not has_aux:
            return _scalar(out, b, where)
        if type(out) not in (tuple, list) or len(out) != 2:
            raise ArgumentTypeError(
                f"{where}: with has_aux=True the function must return a pair (value, aux), "
                f"got {type(out).__name__}"
            )
        arrays: list[Any] = []

        def take(a: Any) -> _Slot:
            arrays.append(a._data if type(a) is Array else a)
            return _SLOT

        aux.append(tree(out[1], leaf_types, take))
        return _scalar(out[0], b, where), arrays

    return native


def _scalar(value: Any, b: Any, where: str) -> Any:
    """The native array of ``fn``'s value, checked to be 0-d real floating."""
    native = value._data if type(value) is Array else value
    if not isinstance(native, b.array_types):
        raise ArgumentTypeError(
            f"{where}: the function must return a 0-d floating array to differentiate, got "
            f"{type(value).__name__} {value!r:.60}"
        )
    shape = tuple(native.shape)
    if shape:
        raise ShapeError(
            f"{where}: the function must return a 0-d (scalar) array to differentiate, got shape "
            f"{tuple(None if s is None else int(s) for s in shape)}; reduce it (ivy_core.sum, "
            "ivy_core.mean) or index one element"
        )
    dtype = b.dtype_of(native)
    if dtype.kind != "float":
        raise InvalidDtypeError(
            f"{where}: the function returns dtype {dtype}; only a real floating value is "
            "differentiated (as by jax.grad); cast it with ivy_core.astype, or for a complex value "
            "differentiate its real and imaginary parts separately"
        )
    return native
