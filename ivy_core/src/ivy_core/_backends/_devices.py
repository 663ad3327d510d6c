"""One call, one device: the arrays a call is given must live on one device,
and the result lives there too.

The Array API standard leaves mixing devices to the library; ivy_core
refuses it on every backend with :class:`MixedDeviceError`, naming the
function and both devices, and never copies an array to another device on
its own. Frameworks differ in what they do by themselves:

- PyTorch refuses (``RuntimeError``) and computes on its inputs' device: a
  failed call is explained by :func:`mixed_devices` (``_failure.make_fail``
  asks it first), which costs nothing on calls that succeed. Its runtime
  sets ``DEVICES_CHECKED``.
- JAX refuses arrays placed on two devices explicitly, but moves an array
  left on the default device to the other one without a word; TensorFlow
  copies every input to its default device and computes there. For these,
  on a machine where the backend has more than one device, each entry is
  wrapped by :func:`guard`: it finds the device of the call's arrays,
  refuses two, and runs the call with that device as the default device
  (``using_device``), inside the runtime's ``on_device`` context where the
  framework needs one to compute there (``tf.device``).

A backend with one device (NumPy, Dask, any framework on a machine with one
CPU and no accelerator) gets no guard: its calls cost what they cost.
"""

from __future__ import annotations

from .._base import _state
from .._base._errors import MixedDeviceError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from ._backend import Backend

__all__ = ["guard", "mixed_devices", "needs_guard", "run"]


def _placements(b: Backend, args: tuple[Any, ...]) -> list[Any]:
    """The distinct devices of the native arrays of ``b`` among ``args``
    (bare, in an ``Array``, or in a list or tuple: ``concat``'s arrays) that
    have one (a value traced by a compiler has none)."""
    types = b.array_types
    placement = b.runtime.placement
    found: list[Any] = []
    for a in args:
        t = type(a)
        if t is list or t is tuple:
            for v in a:
                v = getattr(v, "_data", v)
                if type(v) in types and (d := placement(v)) is not None and d not in found:
                    found.append(d)
            continue
        a = getattr(a, "_data", a)
        if type(a) in types and (d := placement(a)) is not None and d not in found:
            found.append(d)
    return found


def _refusal(b: Backend, where: str, devices: list[Any]) -> MixedDeviceError:
    shown = " and ".join(repr(b.runtime.device_string_of(d)) for d in devices)
    return MixedDeviceError(
        f"{where} (backend {b.name!r}): the arrays are on different devices ({shown}); ivy_core does "
        "not copy between devices on its own: move them to one device first with x.to_device(device)"
    )


def mixed_devices(b: Backend, where: str, args: tuple[Any, ...]) -> MixedDeviceError | None:
    """The error for a failed call whose arrays are on different devices, or
    None (a failed call only: it reads every argument's device)."""
    try:
        devices = _placements(b, args)
    except Exception:  # an argument whose device cannot be read: not this mistake
        return None
    return _refusal(b, where, devices) if len(devices) > 1 else None


def needs_guard(b: Backend) -> bool:
    """Whether ``b``'s entries check and place devices themselves: the
    framework does not (``DEVICES_CHECKED`` unset) and the backend has more
    than one device here. Asked once per backend, when its first entry is
    built."""
    found = b.several_devices
    if found is None:
        rt = b.runtime
        found = b.several_devices = not rt.DEVICES_CHECKED and len(rt.devices()) > 1
    return found


def run(
    b: Backend,
    where: str,
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    settle: bool = True,
) -> Any:
    """``fn(*args, **kwargs)`` on the one device of the arrays among the
    arguments (bare, in an ``Array``, or in a list or tuple): refused with
    :class:`MixedDeviceError` (``where`` names the call) when they are on
    two; run inside the runtime's ``on_device`` context when the framework
    needs telling; and with ``settle``, with that device as the default
    device (``using_device``), so that the arrays ``fn`` creates through
    ivy_core (a compositional function's temporaries) go there too."""
    devices = _placements(b, (*args, *kwargs.values()) if kwargs else args)
    if not devices:
        if b.runtime.on_device is not None and (_state.device.overrides or _state.device.value is not None):
            return _on_default(b, fn, args, kwargs)
        return fn(*args, **kwargs)
    if len(devices) > 1:
        raise _refusal(b, where, devices)
    here = devices[0]
    rt = b.runtime
    # The framework computes where it is told only inside on_device, when
    # it has one; its own default device needs no telling.
    placed = rt.on_device is None or here == rt.native_device(None)
    owner = None
    if settle:
        try:
            default = rt.native_device(_state.device_request())
        except (TypeError, ValueError):  # a default device this backend lacks: the creations report it
            default = None
        if here != default:
            owner = object()
    if placed and owner is None:
        return fn(*args, **kwargs)
    if owner is not None:
        _state.device.enter(owner, here)
    try:
        if placed:
            return fn(*args, **kwargs)
        with rt.on_device(here):
            return fn(*args, **kwargs)
    finally:
        if owner is not None:
            _state.device.exit(owner)


def _on_default(b: Backend, fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """``fn`` given no array, under a default device set by ``using_device``
    or ``set_default_device``: run in the runtime's ``on_device`` context,
    so that what a compiled function creates lands there (a compiler places
    the arrays it makes from nothing on the framework's default device)."""
    rt = b.runtime
    try:
        target = rt.native_device(_state.device_request())
    except (TypeError, ValueError):  # a default device this backend lacks: the creations report it
        return fn(*args, **kwargs)
    if target == rt.native_device(None):
        return fn(*args, **kwargs)
    with rt.on_device(target):
        return fn(*args, **kwargs)


def guard(
    b: Backend, where: str, name: str, entry: Callable[..., Any], settle: bool = True
) -> Callable[..., Any]:
    """``entry`` (an API function's entry, a compiled function, a graph's
    replay: ``where`` names it in errors) run by :func:`run`; ``settle``:
    whether ``entry`` may create arrays through ivy_core (an entry of a
    function the backend implements itself does not)."""

    def guarded(*args: Any, **kwargs: Any) -> Any:
        return run(b, where, entry, args, kwargs, settle)

    guarded.__name__ = name
    guarded.__wrapped__ = getattr(entry, "__wrapped__", entry)  # type: ignore[attr-defined]
    return guarded
