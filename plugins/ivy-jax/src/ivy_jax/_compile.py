"""``ivy_core.compile``'s hook on JAX: ``jax.jit``, with the Python numbers
among the arguments compiled for, as eager code computes with them.

``jax.jit`` traces a Python number it is given (an argument, or a leaf of a
tuple, list or dict argument) as a weakly typed array of the widest dtype:
float64 with x64 on, as ivy_jax runs JAX. ivy_core takes that as an array
of its dtype, so ``x * lr`` of a float32 ``x`` would give float64 compiled
where eager code, whose Python scalars keep the array's dtype, gives float32
(a training step would turn every parameter into float64), and an int too
large for an integer array would wrap rather than raise. So every Python
number is taken out of the arguments and handed to the compiled function as
a static value (one compilation per value, as ``tf.function`` and
``torch.compile`` compile for Python numbers), put back where it was before
the function runs. A value meant to change from call to call without
compiling again is passed as an ``Array``.
"""

from __future__ import annotations

from typing import Any

import jax

__all__ = ["jit"]

#: The Python numbers compiled for (``type(v)``; NumPy scalars are arrays to JAX).
NUMBERS = (bool, int, float, complex)


def jit(
    fn: Any, static_argnums: tuple[int, ...], static_argnames: tuple[str, ...], options: dict[str, Any],
    concrete: type,
) -> Any:
    """``jax.jit(fn, static_argnums=..., static_argnames=..., **options)``,
    with the Python numbers among the arguments static (see the module's
    docstring); ``concrete``: the type of jax's arrays (a call of them
    alone goes straight to jax.jit)."""
    plain = jax.jit(fn, static_argnums=static_argnums, static_argnames=static_argnames, **options)

    def with_numbers(numbers: tuple[tuple[Any, ...], ...], *args: Any, **kwargs: Any) -> Any:
        at = {path: value for path, _, _, value in numbers}
        args = tuple(_put_back(a, (i,), at) for i, a in enumerate(args))
        kwargs = {k: _put_back(v, (k,), at) for k, v in kwargs.items()}
        return fn(*args, **kwargs)

    with_numbers.__name__ = with_numbers.__qualname__ = getattr(fn, "__name__", "compiled")
    # One argument in front (the numbers): positions counted from the start move.
    opts = dict(options)
    donate = opts.get("donate_argnums")
    if isinstance(donate, (int, tuple)):
        opts["donate_argnums"] = _moved((donate,) if isinstance(donate, int) else donate)
    numbered = jax.jit(
        with_numbers, static_argnums=(0, *_moved(static_argnums)), static_argnames=static_argnames, **opts
    )

    def call(*args: Any, **kwargs: Any) -> Any:
        for a in args:
            if type(a) is not concrete:
                break
        else:
            if not kwargs:
                return plain(*args)  # arrays only (the common call): nothing to look into
        found: list[tuple[Any, ...]] = []
        args = tuple(_take_out(a, (i,), found) for i, a in enumerate(args))
        kwargs = {k: _take_out(v, (k,), found) for k, v in kwargs.items()}
        if not found:
            return plain(*args, **kwargs)
        return numbered(tuple(found), *args, **kwargs)

    call.arrays_only = plain  # type: ignore[attr-defined]  # (``Runtime.compile``): no number to look for
    return call


def _moved(positions: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(n + 1 if n >= 0 else n for n in positions)


def _take_out(x: Any, path: tuple[Any, ...], found: list[tuple[Any, ...]]) -> Any:
    """``x`` with each Python number in it (``x`` itself, or a leaf of its
    tuples, lists and dicts) replaced by None, an empty node to JAX; each
    appended to ``found`` as ``(path, type, repr, value)``. jax.jit keeps one
    compilation per equal static value, and ``1 == 1.0 == True`` and
    ``0.0 == -0.0``: the type and the repr keep apart the numbers that compute
    differently (``x * 1.0`` of int32 is float32, ``x * 1`` int32)."""
    t = type(x)
    if t in NUMBERS:
        found.append((path, t, repr(x), x))
        return None
    if t is tuple or t is list:
        return t(_take_out(v, (*path, i), found) for i, v in enumerate(x))
    if t is dict:
        return {k: _take_out(v, (*path, k), found) for k, v in x.items()}
    if isinstance(x, tuple) and hasattr(x, "_fields"):  # a namedtuple
        return t(*(_take_out(v, (*path, i), found) for i, v in enumerate(x)))
    return x


def _put_back(x: Any, path: tuple[Any, ...], at: dict[tuple[Any, ...], Any]) -> Any:
    """``x`` with the numbers ``_take_out`` took out of it back in place."""
    if path in at:
        return at[path]
    t = type(x)
    if t is tuple or t is list:
        return t(_put_back(v, (*path, i), at) for i, v in enumerate(x))
    if t is dict:
        return {k: _put_back(v, (*path, k), at) for k, v in x.items()}
    if isinstance(x, tuple) and hasattr(x, "_fields"):
        return t(*(_put_back(v, (*path, i), at) for i, v in enumerate(x)))
    return x
