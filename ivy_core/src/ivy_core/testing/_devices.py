"""The kit's device cases: what a backend's devices must do (docs/devices.rst).

:func:`device_problems` checks one backend on the devices it reports
(``__array_namespace_info__().devices()``, from the runtime's ``devices``
hook) and returns what is wrong, one sentence each. With one device it
checks the refusals; with several it checks, on every device but the
default, that creation lands there, that results stay there with the values
they have on the default device, that indexing and item assignment stay,
that arrays on two devices are refused with ``MixedDeviceError``, and that
``to_device`` moves both ways.

JAX gets several CPU devices from
``XLA_FLAGS=--xla_force_host_platform_device_count=4`` and TensorFlow from
``tf.config.set_logical_device_configuration`` before it starts; a plugin
author can test the rules without a GPU that way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

import ivy_core as ivy

__all__ = ["device_problems"]

_DATA = np.array([[1.5, -2.0, 0.25], [4.0, 0.5, -6.0]], dtype="float32")

#: Name -> a call on one array (of _DATA's values) whose result must stay on that array's device.
CALLS: dict[str, Callable[[Any], Any]] = {
    "exp": lambda x: ivy.exp(x),
    "add": lambda x: ivy.add(x, x),
    "x * 2.0": lambda x: x * 2.0,
    "sum(axis=0)": lambda x: ivy.sum(x, axis=0),
    "matmul": lambda x: ivy.matmul(x, ivy.matrix_transpose(x)),
    "concat": lambda x: ivy.concat([x, x]),
    "where(x > 0, x, 0.0)": lambda x: ivy.where(x > 0, x, 0.0),
    "reshape": lambda x: ivy.reshape(x, (3, 2)),
    "argsort": lambda x: ivy.argsort(x, axis=1),
    "zeros_like": lambda x: ivy.zeros_like(x),
    "x[0]": lambda x: x[0],
    "x[:, 1:]": lambda x: x[:, 1:],
    "x[x > 0]": lambda x: x[x > 0],
}


def device_problems(backend: Any) -> list[str]:
    """What is wrong with ``backend``'s devices (a name or a Backend); empty
    when nothing is."""
    problems: list[str] = []
    with ivy.using_backend(backend):
        name = ivy.current_backend_str()
        info = ivy.__array_namespace_info__()
        devices = info.devices()
        default = info.default_device()
        if not devices or devices[0] != default:
            problems.append(
                f"devices() is {devices}: it must list every device, the default {default!r} first"
            )
            return problems
        for bad in ("cpu:97", "warp:0"):
            try:
                ivy.zeros((1,), device=bad)
            except ivy.UnsupportedDeviceError:
                pass
            except Exception as exc:
                problems.append(
                    f"zeros(device={bad!r}) raised {type(exc).__name__}, not UnsupportedDeviceError: "
                    "native_device must raise ValueError for a device the backend does not have"
                )
            else:
                problems.append(
                    f"zeros(device={bad!r}) was accepted; native_device must refuse it with ValueError"
                )
        for device in devices[1:]:
            problems += _on(name, device, default)
    return problems


def _on(name: str, device: str, default: str) -> list[str]:
    problems: list[str] = []
    where = f"on {device!r}"
    makers: dict[str, Callable[[], Any]] = {
        "zeros": lambda: ivy.zeros((2,), device=device),
        "asarray": lambda: ivy.asarray([1.0, 2.0], device=device),
        "arange": lambda: ivy.arange(3, device=device),
        "full": lambda: ivy.full((2,), 3.0, device=device),
    }
    for label, make in makers.items():
        got = make().device
        if got != device:
            problems.append(f"{label}(device={device!r}) made an array on {got!r}")
    x = ivy.asarray(_DATA, device=device)
    here = ivy.asarray(_DATA, device=default)
    for label, call in CALLS.items():
        try:
            r, expected = call(x), call(here)
        except Exception as exc:
            problems.append(f"{label} {where} raised {type(exc).__name__}: {exc}")
            continue
        if r.device != device:
            problems.append(
                f"{label} {where} gave a result on {r.device!r}: results stay on their inputs' device"
            )
        elif not np.allclose(ivy.to_numpy(r), ivy.to_numpy(expected), rtol=1e-6, equal_nan=True):
            problems.append(f"{label} {where} computed other values than on {default!r}")
    y = ivy.zeros((2, 3), device=device)
    y[0] = 1.0
    if y.device != device:
        problems.append(f"item assignment {where} moved the array to {y.device!r}")
    try:
        ivy.add(x, here)
    except ivy.MixedDeviceError:
        pass
    except Exception as exc:
        problems.append(
            f"add of arrays on {device!r} and {default!r} raised {type(exc).__name__}, not MixedDeviceError"
        )
    else:
        problems.append(
            f"add of arrays on {device!r} and {default!r} was computed: one call must not mix devices "
            f"(set DEVICES_CHECKED only when {name}'s framework refuses such calls itself)"
        )
    back = x.to_device(default)
    if back.device != default or x.to_device(device).device != device:
        problems.append(f"to_device between {default!r} and {device!r} did not move the array")
    elif not np.array_equal(ivy.to_numpy(back), _DATA):
        problems.append(f"to_device from {device!r} changed the values")
    return problems
