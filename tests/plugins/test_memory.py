"""Bounded memory (issue 9): what ivy_core caches per type or per sequence
length stays bounded and keeps no user class alive."""

from __future__ import annotations

import gc
import sys
import tracemalloc
import weakref
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

import pytest
from ivy_core._base import _state
from ivy_core._dispatch import _convert
from ivy_core._plugins import _registry

import ivy_core as ivy

if "numpy" not in {ep.name for ep in entry_points(group="ivy_core.backends")}:
    pytest.skip("needs the ivy-numpy plugin installed", allow_module_level=True)

import numpy as np  # noqa: E402

#: Ways a user's object reaches the per-type lookup.
CALLS: dict[str, Callable[[Any], Any]] = {
    "asarray": lambda o: ivy.asarray(o),
    "add": lambda o: ivy.add(o, 1),
    "Array": lambda o: ivy.Array(o),
    "current_backend": lambda o: ivy.current_backend(o),
    "concat": lambda o: ivy.concat([ivy.asarray([1.0]), o]),
}


def _pass_throwaway_classes(
    n: int, keep: list[weakref.ref[type]] | None, calls: tuple[str, ...] = tuple(CALLS)
) -> None:
    for i in range(n):
        cls = type(f"Throwaway{i}", (), {})
        if keep is not None:
            keep.append(weakref.ref(cls))
        obj = cls()
        for call in (CALLS[c] for c in calls):
            try:
                call(obj)
            except (TypeError, ValueError):
                pass
        del cls, obj


def _warm_up() -> None:
    # the first lookups read every installed description (and record the
    # broken ones): not what is measured
    _pass_throwaway_classes(3, None)
    ivy.add(np.ones(2), 1)


@pytest.mark.parametrize("backend", [None, "numpy"], ids=["inferred", "global numpy"])
def test_throwaway_classes_are_not_kept_alive(backend: str | None) -> None:
    if backend:
        ivy.set_backend(backend)
    _warm_up()
    refs: list[weakref.ref[type]] = []
    _pass_throwaway_classes(10_000, refs)
    gc.collect()
    alive = [r() for r in refs if r() is not None]
    assert alive == []
    # only array types are remembered strongly
    assert all(isinstance(t, type) and _state.array_backends[t] is not None for t in _state.array_backends)
    assert not any(t.__name__.startswith("Throwaway") for t in _state.array_backends)


@pytest.mark.parametrize("backend", [None, "numpy"], ids=["inferred", "global numpy"])
def test_memory_stays_flat_over_many_classes(backend: str | None) -> None:
    if backend:
        ivy.set_backend(backend)
    _warm_up()
    gc.collect()
    blocks, objects = sys.getallocatedblocks(), len(gc.get_objects())
    _pass_throwaway_classes(10_000, None, ("asarray", "add"))
    gc.collect()
    grown_blocks = sys.getallocatedblocks() - blocks
    grown_objects = len(gc.get_objects()) - objects
    # kept alive, each class would hold ~10 blocks (its dict, MRO, slots...)
    assert grown_objects < 1_000, f"{grown_objects} objects kept after 10,000 throwaway classes"
    assert grown_blocks < 5_000, f"{grown_blocks} memory blocks kept after 10,000 throwaway classes"


def test_the_not_an_array_cache_holds_types_weakly() -> None:
    cls = type("Once", (), {})
    assert _registry.backend_of_type(cls) is None
    assert cls in _registry._not_arrays
    ref = weakref.ref(cls)
    del cls
    gc.collect()
    assert ref() is None


def _promote_cache(seq: Callable[..., Any]) -> dict[int, Any]:
    closure = dict(zip(seq.__code__.co_freevars, (c.cell_contents for c in seq.__closure__ or ()), strict=True))
    cache: dict[int, Any] = closure["promote_cache"]
    return cache


def test_sequence_promoters_are_cached_for_few_lengths() -> None:
    ivy.set_backend("numpy")
    seq = _convert.make_sequence(ivy.current_backend(), "ivy_core.concat", "arrays", True, False)
    a = np.ones(1, dtype=np.float32)
    for n in range(1, 2001):  # 2,000 different lengths
        out = seq([a] * n)
        assert len(out) == n
    cache = _promote_cache(seq)
    assert 0 < len(cache) <= 32 and max(cache) < 32
    # a long sequence still promotes, and a bad element is named by its index
    mixed = seq([a] * 40 + [np.ones(1, dtype=np.float64)])
    assert {x.dtype for x in mixed} == {np.dtype(np.float64)}
    with pytest.raises(TypeError, match=r"'arrays\[37\]'"):
        seq([a] * 37 + [object()] + [a] * 5)
    with pytest.raises(TypeError, match=r"'arrays\[3\]'"):
        seq([a] * 3 + [object()])


def test_concat_of_many_lengths_keeps_memory_flat() -> None:
    ivy.set_backend("numpy")
    a = ivy.asarray([1.0], dtype="float32")
    ivy.concat([a, a])
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for n in range(200, 500):  # 300 different lengths, ~100,000 elements in all
            r = ivy.concat([a] * n)
            assert r.shape == (n,)
        del r
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    # a promoter cached per length would keep ~100,000 parameter names (~6 MiB)
    assert grown < 1 << 20, f"{grown / 2**20:.1f} MiB kept after concat of 300 lengths"
