"""Data that must never be lost or changed (issue 9): pickles into a fresh
interpreter, arrays from DLPack on immutable-array backends, copies,
from_dlpack's dtype check, arange values that do not fit, sizes no machine
can hold, and JAX's 64-bit dtypes when x64 is turned off. Cases that could
kill an interpreter run in a subprocess, one per backend."""

from __future__ import annotations

import copy
import json
import os
import pickle
import subprocess
import sys

import numpy as np
import pytest
from api_helpers import installed_backends, kind

import ivy_core as ivy

#: Backends whose arrays are immutable: an Array handed out there never changes.
IMMUTABLE = ("jax", "tensorflow")


def _run(code: str, data: bytes = b"", timeout: int = 300) -> subprocess.CompletedProcess[bytes]:
    """Run ``code`` in a fresh interpreter of this environment."""
    return subprocess.run(
        [sys.executable, "-c", code], input=data, capture_output=True, timeout=timeout, env=dict(os.environ)
    )


def _extreme_values(dtype) -> list:
    """Values that a 32-bit (or otherwise narrowed) rebuild would change."""
    d, k = str(dtype), kind(dtype)
    if k == "bool":
        return [True, False, True]
    if k in ("signed", "unsigned"):
        info = np.iinfo(d)
        return [int(info.max), int(info.min), 2**40 if info.bits == 64 else 3]
    if k == "float":
        big = {"float64": 1e300, "float32": 3e38, "float16": 6e4, "bfloat16": 3e38}[d]
        tiny = {"float64": 1e-300, "float32": 1e-30, "float16": 1e-3, "bfloat16": 1e-30}[d]
        return [big, -tiny, 0.5]
    big = 1e300 if d == "complex128" else 3e38
    return [complex(big, -1.5), complex(-0.25, big), 1j]


# --- pickling ---------------------------------------------------------------------------------


def test_pickle_round_trips_into_a_fresh_interpreter(backend):
    """Every valid dtype keeps its dtype, values, shape, backend and device
    when unpickled in a new process (JAX: int64 2**40 once came back int32 0,
    float64 1e300 float32 inf, because x64 was off while unpickling)."""
    arrays = {}
    for d in ivy.valid_dtypes:
        x = ivy.asarray(_extreme_values(d), dtype=d)
        arrays[str(d)] = x
        arrays[f"{d}-2d"] = ivy.reshape(x, (3, 1))
        arrays[f"{d}-0d"] = x[0]
    expected = {k: [str(v.dtype), v.backend, v.device, list(v.shape), repr(v.tolist())] for k, v in arrays.items()}
    # The child imports nothing itself: unpickling must load ivy_core and the backend.
    code = (
        "import json, pickle, sys\n"
        "a = pickle.loads(sys.stdin.buffer.read())\n"
        "print(json.dumps({k: [str(v.dtype), v.backend, v.device, list(v.shape), repr(v.tolist())]"
        " for k, v in a.items()}))\n"
    )
    out = _run(code, pickle.dumps(arrays))
    assert out.returncode == 0, out.stderr.decode()[-2000:]
    got = json.loads(out.stdout.decode().strip().splitlines()[-1])
    assert got == expected


def test_pickle_in_process_gives_a_new_array(backend):
    x = ivy.asarray([1, 2, 3], dtype="int64" if "int64" in ivy.valid_dtypes else "int32")
    y = pickle.loads(pickle.dumps(x))
    assert type(y) is ivy.Array and y is not x
    assert (y.dtype, y.backend, y.device, y.tolist()) == (x.dtype, x.backend, x.device, x.tolist())


# --- from_dlpack on immutable-array backends ----------------------------------------------------


def _aligned_numpy(n: int) -> np.ndarray:
    """A float64 array whose data starts on a page boundary (so a framework
    can import it without copying)."""
    buf = np.zeros(n + 4096 // 8)
    offset = (-buf.ctypes.data % 4096) // 8
    out = buf[offset : offset + n]
    out[:] = np.arange(n)
    return out


def _sources() -> list:
    sources = [_aligned_numpy(4), _aligned_numpy(2**16)]
    try:
        import torch
    except ImportError:
        pass
    else:
        sources.append(torch.arange(2**16, dtype=torch.float64))
    return sources


def test_from_dlpack_never_changes_on_an_immutable_backend(backend):
    """A NumPy or torch producer writing to its memory after from_dlpack
    does not show through a jax or TensorFlow array (jax shared the buffer)."""
    if backend not in IMMUTABLE:
        pytest.skip("numpy and torch arrays share DLPack memory by design")
    for src in _sources():
        for copy_ in (None, True):
            r = ivy.from_dlpack(src, copy=copy_)
            src[0] = 42.0
            src[1] += 1.0
            assert ivy.to_numpy(r)[:2].tolist() == [0.0, 1.0], (type(src).__name__, copy_)
            src[0], src[1] = 0.0, 1.0
        with pytest.raises(ValueError, match="copy=False"):
            ivy.from_dlpack(src, copy=False)


def test_from_dlpack_refuses_a_dtype_the_backend_cannot_represent(backend):
    """torch imports uint16/32/64 over DLPack; the Array's dtype then raised
    KeyError. Now the call raises the typed error naming function, backend
    and dtype."""
    invalid = [d for d in ivy.invalid_dtypes if d != "bfloat16"]  # NumPy has no bfloat16 DLPack
    if not invalid:
        pytest.skip(f"every dtype is valid on {backend}")
    for d in invalid:
        with pytest.raises(ivy.InvalidDtypeError, match=rf"from_dlpack.*{backend}.*{d}"):
            ivy.from_dlpack(np.arange(3, dtype=str(d)))


# --- copy.copy / copy.deepcopy -------------------------------------------------------------------


@pytest.mark.parametrize("copier", [copy.copy, copy.deepcopy], ids=["copy", "deepcopy"])
def test_copies_own_their_buffer(backend, copier):
    """copy.copy and copy.deepcopy give an Array with its own buffer on every
    backend (copy.copy shared it on numpy and torch)."""
    for d in ivy.valid_dtypes:
        x = ivy.asarray(_extreme_values(d)[:2], dtype=d)
        before = x.tolist()
        c = copier(x)
        assert type(c) is ivy.Array and c is not x
        assert (c.dtype, c.shape, c.device, c.backend, c.tolist()) == (x.dtype, x.shape, x.device, x.backend, before)
        c[0] = x[1]  # write to the copy
        assert x.tolist() == before, d
        x[1] = x[0]  # write to the original
        assert c.tolist()[1] == before[1], d
    y = ivy.asarray([1.0, 2.0])
    c = copier(y)
    c += 1
    assert y.tolist() == [1.0, 2.0] and c.tolist() == [2.0, 3.0]
    nested = copy.deepcopy({"a": [y, y]})
    assert nested["a"][0] is nested["a"][1]  # deepcopy's memo keeps sharing within the copy
    assert nested["a"][0] is not y


# --- arange ------------------------------------------------------------------------------------------


def test_arange_values_that_do_not_fit_raise(backend):
    """arange(250, 260, dtype=uint8) wrapped around on every backend: every
    value of the range must fit the dtype, like full's fill value."""
    with pytest.raises(OverflowError, match=r"arange.*259.*uint8"):
        ivy.arange(250, 260, dtype="uint8")
    with pytest.raises(OverflowError, match=r"arange.*-1.*uint8"):
        ivy.arange(3, -2, -1, dtype="uint8")
    with pytest.raises(OverflowError, match="arange"):
        ivy.arange(120, 130, 3, dtype="int8")
    with pytest.raises(OverflowError, match="arange"):
        ivy.arange(0.5, 300.5, dtype="uint8")
    # Ranges whose values fit are unaffected, the exclusive stop may lie outside.
    assert ivy.arange(250, 256, dtype="uint8").tolist() == list(range(250, 256))
    assert ivy.arange(5, -1, -1, dtype="uint8").tolist() == [5, 4, 3, 2, 1, 0]
    assert ivy.arange(-128, 128, 51, dtype="int8").tolist() == list(range(-128, 128, 51))
    assert ivy.arange(2**62, 2**62 + 5).tolist() == list(range(2**62, 2**62 + 5))


def test_arange_never_drops_an_element(backend):
    """arange(0, 2**63 + 5, 2**62) dropped its last element on numpy and jax:
    a range is either exact or refused."""
    with pytest.raises(OverflowError, match=r"arange.*9223372036854775808.*int64"):
        ivy.arange(0, 2**63 + 5, 2**62)
    for dtype in ("uint64", "float64", None):
        if dtype is not None and dtype not in ivy.valid_dtypes:
            continue
        try:
            r = ivy.arange(0, 2**63 + 5, 2**62, dtype=dtype)
        except OverflowError as exc:
            assert "arange" in str(exc) and backend in str(exc)
        else:
            assert [int(v) for v in r.tolist()] == [0, 2**62, 2**63], dtype
    # float64 cannot hold 2**53 + 1: refused rather than repeated or dropped.
    with pytest.raises(OverflowError, match="arange"):
        ivy.arange(2**53, 2**53 + 5, dtype="float64")
    assert ivy.arange(2**53, 2**53 + 5, dtype="int64").tolist() == list(range(2**53, 2**53 + 5))
    if "uint64" in ivy.valid_dtypes:
        assert ivy.arange(2**64 - 3, 2**64, dtype="uint64").tolist() == [2**64 - 3, 2**64 - 2, 2**64 - 1]


# --- sizes no machine can hold ----------------------------------------------------------------------

GIGANTIC = {
    # name: (call, the function named, the shape named)
    "zeros": ("ivy.zeros((2**32, 2**32))", "zeros", "(4294967296, 4294967296)"),
    "ones": ("ivy.ones((10**15,), dtype='int8')", "ones", "(1000000000000000,)"),
    "empty": ("ivy.empty((10**7, 10**7))", "empty", "(10000000, 10000000)"),
    "full": ("ivy.full((10**7, 10**7), 1.5)", "full", "(10000000, 10000000)"),
    "zeros_like": ("ivy.zeros_like(ivy.zeros((10,), dtype='bool'), dtype='complex128')", None, None),
    "full_like": ("ivy.full_like(ivy.zeros((10,)), 1.0)", None, None),
    "arange": ("ivy.arange(10**15)", "arange", "(1000000000000000,)"),
    "linspace": ("repr(ivy.linspace(0, 1, 10**12))", "linspace", "(1000000000000,)"),
    "logspace": ("ivy.logspace(0, 1, 10**12)", "logspace", "(1000000000000,)"),
    "eye": ("ivy.eye(10**7)", "eye", "(10000000, 10000000)"),
    "random_uniform": ("repr(ivy.random_uniform(shape=(10**12,)))", "random_uniform", "(1000000000000,)"),
    "random_normal": ("ivy.random_normal(shape=(10**6, 10**6))", "random_normal", "(1000000, 1000000)"),
    "meshgrid": ("ivy.meshgrid(ivy.arange(10**5), ivy.arange(10**5), ivy.arange(10**5))", "meshgrid", "(100000, 100000, 100000)"),
    "broadcast_to": ("ivy.broadcast_to(ivy.ones((1,)), (2**32, 2**32))", "broadcast_to", "(4294967296, 4294967296)"),
    # Empty, but the non-zero sizes (times an element's bytes) overflow int64:
    # XLA aborted the interpreter on these (issue 30).
    "zeros, empty": ("ivy.zeros((2**62, 4, 0))", "zeros", "(4611686018427387904, 4, 0)"),
    "zeros, empty float64": ("ivy.zeros((2**61, 0), dtype='float64')", "zeros", "(2305843009213693952, 0)"),
    "full, empty": ("ivy.full((0, 2**40, 2**40), 1.0)", "full", "(0, 1099511627776, 1099511627776)"),
    "broadcast_to, empty": ("ivy.broadcast_to(ivy.ones((1, 0)), (2**62, 4, 0))", "broadcast_to", "(4611686018427387904, 4, 0)"),
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(installed_backends()) or [None])
def test_impossible_sizes_raise_memory_error(name):
    """JAX aborted the interpreter (SIGABRT) on zeros((2**32, 2**32)) and on
    repr of a 10**12-element linspace. Every backend raises MemoryError before
    the framework is asked, naming function, backend, shape and bytes. Run in
    a child process, so a regression kills the child, not pytest."""
    if name is None:
        pytest.skip("no backend installed")
    lines = [
        "import json, ivy_core as ivy",
        f"ivy.set_backend({name!r})",
        "out = {}",
    ]
    for case, (call, _, _) in GIGANTIC.items():
        lines += [
            "try:",
            f"    r = {call}",
            f"    out[{case!r}] = ['returned', str(getattr(r, 'shape', r))[:200]]",
            "except BaseException as exc:",
            f"    out[{case!r}] = [type(exc).__name__, str(exc)]",
        ]
    lines.append("print(json.dumps(out))")
    proc = _run("\n".join(lines))
    assert proc.returncode == 0, f"the child died ({proc.returncode}): {proc.stderr.decode()[-2000:]}"
    results = json.loads(proc.stdout.decode().strip().splitlines()[-1])
    for case, (_, function, shape) in GIGANTIC.items():
        cls, message = results[case]
        if function is None:  # an existing array bounds the size: these are fine
            assert cls == "returned", (case, cls, message)
            continue
        assert cls == "OutOfMemoryError", (case, cls, message)  # ivy_core's, a MemoryError
        assert f"ivy_core.{function} (backend {name!r})" in message, (case, message)
        assert shape in message, (case, message)
        assert "bytes" in message and any(ch.isdigit() for ch in message.split("bytes")[0][-24:]), message


def test_sizes_that_fit_are_unaffected(backend):
    assert ivy.zeros((0, 2**40)).shape == (0, 2**40)
    assert ivy.zeros((2**40, 0, 2**20)).shape == (2**40, 0, 2**20)
    assert ivy.ones((1000, 1000), dtype="int8").shape == (1000, 1000)
    assert ivy.broadcast_to(ivy.ones((1,)), (3, 2)).shape == (3, 2)
    assert ivy.linspace(0, 1, 5).shape == (5,)


@pytest.mark.parametrize("name", sorted(installed_backends()) or [None])
def test_reshape_to_an_empty_shape_whose_sizes_overflow_does_not_abort(name):
    """``reshape(zeros((0,)), (2**62, 0))`` killed the interpreter on JAX
    (XLA multiplies the sizes in 64-bit integers before it sees the 0). The
    core refuses such a target on every backend (OutOfMemoryError naming
    the call); no backend may abort. Run in a child process."""
    if name is None:
        pytest.skip("no backend installed")
    code = f"""
import json, ivy_core as ivy
ivy.set_backend({name!r})
out = {{}}
for case, shape in (("zero", (2**62, 0)), ("minus one", (2**62, -1))):
    try:
        out[case] = ["returned", str(ivy.reshape(ivy.zeros((0,)), shape).shape)]
    except BaseException as exc:
        out[case] = [type(exc).__name__, str(exc), isinstance(exc, ivy.IvyError)]
out["fits"] = str(ivy.reshape(ivy.zeros((0,)), (2**40, 0)).shape)
print(json.dumps(out))
"""
    proc = _run(code)
    assert proc.returncode == 0, f"the child died ({proc.returncode}): {proc.stderr.decode()[-2000:]}"
    out = json.loads(proc.stdout.decode().strip().splitlines()[-1])
    assert out.pop("fits") == "(1099511627776, 0)"
    # An empty target whose sizes overflow: the core refuses it on every backend.
    assert out["zero"][0] == "OutOfMemoryError", out["zero"]
    assert f"ivy_core.reshape (backend {name!r})" in out["zero"][1]
    result = out["minus one"]  # -1 beside 2**62 for 0 elements: refused by ivy_core, or returned
    if name == "jax":
        assert result[0] == "OutOfMemoryError" and "4611686018427387904" in result[1], result
    else:
        assert result[0] == "returned" or result[2], result


# --- JAX: x64 turned off after the backend loaded ------------------------------------------------


def test_jax_64_bit_request_raises_when_x64_is_turned_off():
    """A dtype="float64" request silently gave float32 once the user turned
    jax_enable_x64 off; now it raises, naming the function and the fix."""
    if "jax" not in installed_backends():
        pytest.skip("the jax backend is not installed")
    code = """
import json, jax, ivy_core as ivy
ivy.set_backend("jax")
assert ivy.zeros(2, dtype="float64").dtype == "float64"
# The fast entry has met int32 with float32 (a float64 result) while x64 was on.
assert ivy.add(ivy.asarray([1], dtype="int32"), ivy.asarray([1.0], dtype="float32")).dtype == "float64"
jax.config.update("jax_enable_x64", False)
out = {}
calls = {
    "zeros": lambda: ivy.zeros(2, dtype="float64"),
    "asarray": lambda: ivy.asarray([1, 2], dtype=ivy.int64),
    "astype": lambda: ivy.astype(ivy.ones(2), "complex128"),
    # An ivy_core Dtype takes the fast entry, which checks it too.
    "astype#dtype": lambda: ivy.astype(ivy.ones(2), ivy.float64),
    "sum": lambda: ivy.sum(ivy.ones(2), dtype="float64"),
    "arange": lambda: ivy.arange(3, dtype="uint64"),
    # 64-bit results of promotion: int32 with float32 is float64 (precise mode).
    "add": lambda: ivy.add(ivy.asarray([1], dtype="int32"), ivy.asarray([1.0], dtype="float32")),
}
for name, f in calls.items():
    try:
        out[name] = ["returned", str(f().dtype)]
    except Exception as exc:
        out[name] = [type(exc).__name__, str(exc)]
out["float32"] = str(ivy.zeros(2, dtype="float32").dtype)
jax.config.update("jax_enable_x64", True)
out["back_on"] = str(ivy.zeros(2, dtype="float64").dtype)
print(json.dumps(out))
"""
    proc = _run(code)
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    out = json.loads(proc.stdout.decode().strip().splitlines()[-1])
    assert out.pop("float32") == "float32" and out.pop("back_on") == "float64"
    for name, (cls, message) in out.items():
        assert cls == "UnsupportedDtypeError", (name, cls, message)
        function = name.split("#")[0]
        assert f"ivy_core.{function} (backend 'jax')" in message and "jax_enable_x64" in message, message
        assert 'jax.config.update("jax_enable_x64", True)' in message, message
