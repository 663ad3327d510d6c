"""The runtime contract (``ivy_core.plugin.Runtime``): one documented class
lists every hook; a runtime module is read into it when a backend loads, and
the core reads hooks from nowhere else."""

from __future__ import annotations

import re
import types
import typing
from pathlib import Path

import numpy as np
import pytest
from ivy_core._plugins import _contract
from ivy_core.plugin import Runtime

import ivy_core

#: The whole core package, every subpackage included.
CORE = Path(ivy_core.__file__).parent


def module(name: str = "fake_runtime", **hooks: object) -> types.ModuleType:
    m = types.ModuleType(name)
    base = {
        "VERSION": "1.0",
        "ARRAY_TYPES": (np.ndarray,),
        "DTYPES": {"float32": np.dtype("float32")},
        "native_device": lambda d: "cpu",
        "device_of": lambda x: "cpu",
        "device_string": lambda x: "cpu",
        "to_numpy": lambda x: np.asarray(x),
    }
    base.update(hooks)
    for k, v in base.items():
        if v is not None:
            setattr(m, k, v)
    return m


def test_every_hook_the_core_reads_is_on_the_class() -> None:
    read: set[str] = set()
    for path in CORE.rglob("*.py"):
        text = path.read_text()
        assert not re.search(r"getattr\([\w.]*runtime\b", text), f"{path.name} reads a hook with getattr"
        # ``b.runtime.X``, ``runtime.X``; not a file name in a string ("runtime.py.tmpl")
        read |= set(re.findall(r"(?<![\"'\w])runtime\.(\w+)", text))
    read -= {"module", "__name__"}
    assert read, "the scan found no hook reads at all"
    assert read <= set(_contract.HOOKS), sorted(read - set(_contract.HOOKS))


def test_every_hook_is_documented() -> None:
    source = Path(_contract.__file__).read_text()
    for name in _contract.HOOKS:
        attr = getattr(Runtime, name)
        if callable(attr) and not isinstance(attr, type):
            assert attr.__doc__, f"hook {name} has no docstring"
        else:  # a constant or an optional callable: a #: comment right above it
            assert re.search(rf"#:[^\n]*\n(?:    #:[^\n]*\n)*    {name}\b", source), f"hook {name} is undocumented"


def test_a_missing_required_hook_is_named() -> None:
    with pytest.raises(ValueError, match=r"lacks the required hooks \['device_of', 'to_numpy'\]"):
        _contract.runtime_from(module(device_of=None, to_numpy=None))


def test_a_near_miss_name_is_refused_with_the_hook_it_resembles() -> None:
    def dtype_of_objct(obj: object) -> None:
        return None

    dtype_of_objct.__module__ = "fake_runtime"  # defined in the runtime module, as an author's typo is
    with pytest.raises(ValueError, match="'dtype_of_objct'.*did you mean 'dtype_of_object'"):
        _contract.runtime_from(module(dtype_of_objct=dtype_of_objct))
    with pytest.raises(ValueError, match="'LAZZY'.*did you mean 'LAZY'"):
        _contract.runtime_from(module(LAZZY=True))


def test_helpers_with_other_names_are_allowed() -> None:
    rt = _contract.runtime_from(module(is_default_device=lambda d: True, np=np))
    assert rt.VERSION == "1.0"
    # names imported from elsewhere are never read as misspelt hooks
    rt = _contract.runtime_from(module(Any=typing.Any, annotations=annotations, dtype_of_objec=np.asarray))
    assert rt.VERSION == "1.0"


def test_a_function_hook_must_be_callable() -> None:
    with pytest.raises(ValueError, match="setitem = 3; it must be a function"):
        _contract.runtime_from(module(setitem=3))


def test_defaults_fill_what_the_module_leaves_out() -> None:
    rt = _contract.runtime_from(module())
    x = np.arange(3)
    assert rt.to_list(x) == [0, 1, 2]  # through the module's to_numpy
    assert rt.as_native(1.0) is None
    assert rt.compile is None and rt.trace is None and rt.LAZY is False
    assert rt.DTYPE_TYPE is np.dtype("float32").__class__
    y = np.zeros(3)
    assert rt.setitem(y, 1, 5.0) is y and y[1] == 5.0
    assert rt.module is not None and rt.__name__ == "fake_runtime"


def test_a_lazy_runtime_needs_compute_and_persist() -> None:
    with pytest.raises(ValueError, match="LAZY but lacks compute or persist"):
        _contract.runtime_from(module(LAZY=True, compute=lambda *xs: xs))


def test_the_default_dtype_of_object_names_numpy_dtypes_and_refuses_nothing_silently() -> None:
    rt = Runtime()
    assert rt.dtype_of_object(np.arange(3, dtype=np.int16)) == "int16"
    assert rt.dtype_of_object(np.float32(1)) == "float32"
    assert rt.dtype_of_object(np.zeros(2, bool)) == "bool"
    assert rt.dtype_of_object([1, 2]) is None  # no dtype: the caller infers one
    assert rt.dtype_of_object(np.array(["a"])) is None  # the caller refuses it (it has a dtype)


def test_the_module_overrides_a_base_runtime_hook_by_hook() -> None:
    base = _contract.runtime_from(module())
    override = types.ModuleType("override")
    override.device_string = lambda x: "gpu:0"  # type: ignore[attr-defined]
    rt = _contract.runtime_from(override, base)
    assert rt.device_string(None) == "gpu:0"
    assert rt.to_numpy([1]).tolist() == [1]
