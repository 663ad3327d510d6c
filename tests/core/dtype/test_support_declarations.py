"""Support declarations without a backend: PEP 440 versions and range keys
(``_version``), range selection, the declaration decorators, resolution
against a fake backend's valid dtypes, superset (``computed_in``) checks and
the dtype each casting mode picks (``_casting``). Needs no framework."""

from __future__ import annotations

import random
from importlib import metadata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ivy_core._base import _state
from ivy_core._dtype import _casting, _dtypes, _support
from ivy_core._dtype._casting import cast_target, find_cast
from ivy_core._dtype._support import (
    ATTR,
    Declaration,
    DeclarationError,
    FunctionSupport,
    computed_in,
    expand_dtypes,
    resolve,
    select_range,
    with_supported_device_and_dtypes,
    with_supported_devices,
    with_supported_dtypes,
    with_unsupported_device_and_dtypes,
    with_unsupported_devices,
    with_unsupported_dtypes,
)
from ivy_core._dtype._version import InvalidVersion, Version, VersionRange, parse_range, parse_version

import ivy_core as ivy

V = parse_version
ALL = _dtypes.CATEGORIES["all_dtypes"]
#: A fake backend lacking uint16, uint32 and uint64 (as torch did).
NO_BIG_UINTS = tuple(d for d in ALL if d not in ("uint16", "uint32", "uint64"))


def fresh():
    """A new undecorated function (decorators record on the function)."""

    def fn(x):
        return x

    return fn


def dts(*names: str) -> frozenset:
    return frozenset(_dtypes.as_dtype(n) for n in names)


# =============================================================================
# 1. PEP 440 versions
# =============================================================================

ORDERED_CHAIN = (
    "0.9",
    "1.0.dev0",
    "1.0a1.dev1",
    "1.0a1",
    "1.0a2",
    "1.0b1",
    "1.0rc1",
    "1.0",
    "1.0+abc",
    "1.0+abc.5",
    "1.0+5",
    "1.0.post1.dev1",
    "1.0.post1",
    "1.0.1",
    "2.1.0.dev20240101",
    "2.1.0a1",
    "2.1.0b2",
    "2.1.0rc1",
    "2.1.0",
    "2.1.0.post1",
    "2.5.0rc1",
    "2.5.0",
    "10.0",
    "1!0.1",
)


@pytest.mark.parametrize(
    ("lower", "higher"),
    [
        ("2.5.0rc1", "2.5.0"),
        ("2.1.0.dev20240101", "2.1.0a1"),
        ("2.1.0a1", "2.1.0b2"),
        ("2.1.0b2", "2.1.0rc1"),
        ("2.1.0rc1", "2.1.0"),
        ("2.1.0", "2.1.0.post1"),
        ("2.1.0.dev1", "2.1.0.dev2"),
        ("2.1.0a1.dev1", "2.1.0a1"),
        ("2.1.0.post1.dev1", "2.1.0.post1"),
        ("2.1.0", "2.1.0.post1.dev1"),
        ("2.1.0rc1", "2.1.0.post1"),
        ("1.9", "1.10"),  # numeric, not lexicographic
        ("1.0", "1.0.1"),
        ("1.0.0", "1.0.0.1"),
        ("2.0", "1!0.1"),
        ("999.0", "1!0.1"),
        ("1!1.0", "2!0.0"),
    ],
)
def test_pep440_ordering(lower: str, higher: str) -> None:
    a, b = V(lower), V(higher)
    assert a < b and a <= b and b > a and b >= a
    assert not (a > b) and not (a >= b) and not (b < a) and not (b <= a)
    assert a != b


def test_the_whole_chain_sorts_in_pep440_order() -> None:
    shuffled = list(ORDERED_CHAIN)
    random.Random(0).shuffle(shuffled)
    assert [str(v) for v in sorted(V(s) for s in shuffled)] == list(ORDERED_CHAIN)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("1.0", "1.0.0"),
        ("1", "1.0.0.0"),
        ("0!1.0", "1.0"),
        ("01.002", "1.2"),
        ("2.0.0-rc.1", "2.0.0rc1"),
        ("2.0.0.RC1", "2.0.0rc1"),
        ("2.0.0_rc_1", "2.0.0rc1"),
        ("2.0c1", "2.0rc1"),
        ("2.0pre1", "2.0rc1"),
        ("2.0preview1", "2.0rc1"),
        ("2.0alpha1", "2.0a1"),
        ("2.0-beta.2", "2.0b2"),
        ("2.0a", "2.0a0"),
        ("v2.0", "2.0"),
        ("V2.0", "2.0"),
        ("  2.0  ", "2.0"),
        ("1.0-1", "1.0.post1"),
        ("1.0.rev1", "1.0.post1"),
        ("1.0-r1", "1.0.post1"),
        ("1.0.post", "1.0.post0"),
        ("1.0.dev", "1.0.dev0"),
        ("1.0-DEV-3", "1.0.dev3"),
        ("1.0+CPU", "1.0+cpu"),
        ("1.0+ubuntu-1", "1.0+ubuntu.1"),
        ("1.0+ubuntu_1", "1.0+ubuntu.1"),
        ("1.0+01", "1.0+1"),
    ],
)
def test_equal_spellings_compare_and_hash_equal(a: str, b: str) -> None:
    va, vb = V(a), V(b)
    assert va == vb and not (va != vb)
    assert va <= vb and va >= vb and not (va < vb) and not (va > vb)
    assert hash(va) == hash(vb)
    assert len({va, vb}) == 1


def test_version_attributes() -> None:
    v = V("  v1!2.13.0rc2.post3.dev4+CPU.7  ")
    assert v.epoch == 1
    assert v.release == (2, 13)  # trailing zeros dropped
    assert v.pre == ("rc", 2)
    assert v.post == 3 and v.dev == 4
    assert v.local == "cpu.7"
    assert str(v) == "v1!2.13.0rc2.post3.dev4+CPU.7"  # as written, stripped
    assert repr(v) == "Version('v1!2.13.0rc2.post3.dev4+CPU.7')"
    plain = V("2.13.0")
    assert (plain.epoch, plain.release, plain.pre, plain.post, plain.dev, plain.local) == (
        0,
        (2, 13),
        None,
        None,
        None,
        None,
    )


@pytest.mark.parametrize(
    ("text", "pre"),
    [
        ("2.5.0rc1", True),
        ("2.1.0.dev1", True),
        ("2.1.0a1.post1", True),
        ("2.1.0.post1", False),
        ("2.1+cpu", False),
    ],
)
def test_is_prerelease(text: str, pre: bool) -> None:
    assert V(text).is_prerelease is pre


def test_local_versions_equal_public_part_and_order_labels() -> None:
    cpu = V("2.13.0+cpu")
    assert cpu != V("2.13.0")
    assert cpu > V("2.13.0")
    assert cpu < V("2.13.0.post1") < V("2.13.1")
    assert cpu.public == V("2.13.0")
    assert cpu.public.local is None
    plain = V("2.13.0")
    assert plain.public is plain
    # Alphanumeric segments compare as strings; numeric ones as numbers and
    # after every alphanumeric one; a longer label after its prefix.
    labels = ["+abc", "+abd", "+cpu", "+cpu.1", "+cpu.2", "+cpu.10", "+cu118", "+1", "+2", "+10", "+10.a"]
    versions = [V("2.13.0" + lab) for lab in labels]
    shuffled = list(versions)
    random.Random(1).shuffle(shuffled)
    assert sorted(shuffled) == versions
    assert V("2.13.0+cpu") < V("2.13.0+cu118")
    assert V("2.13.0+cpu") == V("2.13.0+CPU")


def test_parse_version_accepts_version_objects_and_rejects_non_strings() -> None:
    v = V("1.2")
    assert type(v) is Version
    assert parse_version(v) is v
    assert Version("1.2") == v
    for bad in (None, 1.0, 2, b"1.0", ["1.0"]):
        with pytest.raises(InvalidVersion, match="must be a string"):
            parse_version(bad)


def test_comparing_with_a_non_version_is_a_type_error() -> None:
    assert V("1.0") != "1.0"
    assert not (V("1.0") == "1.0")
    with pytest.raises(TypeError):
        V("1.0") < "2.0"  # noqa: B015
    with pytest.raises(TypeError):
        V("1.0") >= 1  # noqa: B015


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "abc",
        "x1.0",
        "1.0.",
        ".1",
        "1..0",
        "1.0+",
        "1.0+cpu+gpu",
        "1.0+cp u",
        "1.0 2.0",
        ">=1.0",
        "==1.0",
        "1.0-",
        "1.0a1a2",
        "1!",
        "1.0.post1.post2",
        "1.0.dev1.dev2",
        "1.0_",
        "vv1.0",
        "1,0",
    ],
)
def test_invalid_versions_raise_a_clear_error(text: str) -> None:
    with pytest.raises(InvalidVersion) as info:
        parse_version(text)
    assert isinstance(info.value, ValueError)
    assert str(info.value) == f"{text!r} is not a PEP 440 version"


# --- property test against packaging ---------------------------------------------

_PRE_SPELLINGS = {"a": ("a", "alpha"), "b": ("b", "beta"), "rc": ("rc", "c", "pre", "preview")}
_SEP = st.sampled_from(["", ".", "-", "_"])


@st.composite
def pep440_versions(draw: st.DrawFn) -> str:
    """A random valid version string, in various legal spellings; small
    components so that equal and near-equal versions are common."""
    out = []
    if draw(st.booleans()) and draw(st.booleans()):
        out.append(f"{draw(st.integers(0, 2))}!")
    release = draw(st.lists(st.integers(0, 3), min_size=1, max_size=4))
    out.append(".".join(str(p) for p in release))
    if draw(st.booleans()):
        letter = draw(st.sampled_from(sorted(_PRE_SPELLINGS)))
        spelled = draw(st.sampled_from(_PRE_SPELLINGS[letter]))
        if draw(st.booleans()):
            spelled = spelled.upper()
        num = draw(st.one_of(st.just(""), st.integers(0, 2).map(str)))
        out.append(draw(_SEP) + spelled + (draw(_SEP) + num if num else ""))
    if draw(st.booleans()):
        n = draw(st.integers(0, 2))
        if draw(st.booleans()):
            out.append(f"-{n}")  # implicit post release
        else:
            out.append(draw(_SEP) + draw(st.sampled_from(["post", "rev", "r"])) + draw(_SEP) + str(n))
    if draw(st.booleans()):
        out.append(draw(_SEP) + "dev" + str(draw(st.integers(0, 2))))
    if draw(st.booleans()):
        segments = draw(
            st.lists(
                st.one_of(st.sampled_from(["cpu", "cu118", "abc", "ab", "z"]), st.integers(0, 11).map(str)),
                min_size=1,
                max_size=3,
            )
        )
        seps = [draw(st.sampled_from(".-_")) for _ in segments[1:]]
        label = segments[0] + "".join(s + seg for s, seg in zip(seps, segments[1:], strict=True))
        out.append("+" + label)
    prefix = draw(st.sampled_from(["", "", "v"]))
    return prefix + "".join(out)


def _sign(a: object, b: object) -> int:
    return (a > b) - (a < b)  # type: ignore[operator]


@settings(max_examples=600, deadline=None)
@given(pep440_versions(), pep440_versions())
def test_ordering_matches_packaging(a: str, b: str) -> None:
    pv = pytest.importorskip("packaging.version")
    pa, pb = pv.Version(a), pv.Version(b)
    va, vb = V(a), V(b)
    assert _sign(va, vb) == _sign(pa, pb), (a, b)
    assert (va == vb) is (pa == pb), (a, b)
    if va == vb:
        assert hash(va) == hash(vb)
    assert va.is_prerelease is pa.is_prerelease
    assert va.public == V(pa.public)
    assert (va.local is None) is (pa.local is None)


# =============================================================================
# 2. parse_range
# =============================================================================


def test_parse_range_and_below() -> None:
    r = parse_range("2.0.1 and below")
    assert isinstance(r, VersionRange)
    assert r.low is None and r.high == V("2.0.1") and r.exact is False
    assert r.newest == V("2.0.1")
    assert r.text == "2.0.1 and below"


def test_parse_range_and_above() -> None:
    r = parse_range("1.12.1 and above")
    assert r.low == V("1.12.1") and r.high is None and r.exact is False
    assert r.newest is None


def test_parse_range_to() -> None:
    r = parse_range("1.11.0 to 2.0.1")
    assert (r.low, r.high, r.exact) == (V("1.11.0"), V("2.0.1"), False)
    same = parse_range("2.0 to 2.0.0")  # a one-version range, still not "exact"
    assert same.low == same.high == V("2.0") and same.exact is False


def test_parse_range_exact() -> None:
    r = parse_range("2.1.0")
    assert (r.low, r.high, r.exact) == (V("2.1.0"), V("2.1.0"), True)
    assert repr(r) == "VersionRange('2.1.0')"


@pytest.mark.parametrize(
    ("key", "low", "high", "text"),
    [
        ("2.0.1 AND BELOW", None, "2.0.1", "2.0.1 AND BELOW"),
        ("  2.0.1\tand   Below  ", None, "2.0.1", "2.0.1 and Below"),
        ("1.12.1 And Above", "1.12.1", None, "1.12.1 And Above"),
        ("1.11.0   TO\n2.0.1", "1.11.0", "2.0.1", "1.11.0 TO 2.0.1"),
        (" v2.0 ", "2.0", "2.0", "v2.0"),
        ("2.0.0-RC.1 to 2.0.0", "2.0.0rc1", "2.0.0", "2.0.0-RC.1 to 2.0.0"),
    ],
)
def test_parse_range_tolerates_whitespace_and_case(
    key: str, low: str | None, high: str | None, text: str
) -> None:
    r = parse_range(key)
    assert r.low == (None if low is None else V(low))
    assert r.high == (None if high is None else V(high))
    assert r.text == text


def test_parse_range_rejects_a_range_that_ends_before_it_starts() -> None:
    with pytest.raises(InvalidVersion, match="ends before it starts") as info:
        parse_range("2.0 to 1.9")
    assert "'2.0 to 1.9'" in str(info.value)
    with pytest.raises(InvalidVersion, match="ends before it starts"):
        parse_range("2.5.0 to 2.5.0rc1")


#: Versions as the frameworks report them (``torch.__version__``, ``jax.__version__``,
#: ``tf.__version__``, NumPy's): releases, local builds, nightlies, release candidates.
REPORTED = [
    "2.13.0+cpu", "2.4.1+cu121", "2.6.0.dev20241112+cpu", "2.5.0a0+git1234abc",  # torch
    "0.10.2", "0.4.36.dev20241105", "0.4.23+cuda12.cudnn89",  # jax, jaxlib
    "2.21.0", "2.19.0-dev20241101", "2.16.0-rc0",  # tensorflow, tf-nightly
    "2.3.0.dev0+git20250101.abcdef0", "2.2.0rc1", "1.0.post2",  # numpy and others
]  # fmt: skip


@pytest.mark.parametrize("reported", REPORTED)
def test_a_range_keyed_by_a_reported_version_holds_that_version(reported: str) -> None:
    """A key the kit suggests ("<installed version> and below") or an author
    pastes from ``__version__`` parses and holds the version it names."""
    v = V(reported)
    for key in (f"{reported} and below", f"{reported} and above", reported, f"0.0.1 to {reported}"):
        assert parse_range(key).contains(v), key
    assert not parse_range(f"{reported} and below").contains(V("9999.0"))
    assert not parse_range(f"{reported} and above").contains(V("0.0.1"))


@pytest.mark.parametrize("dist", ["torch", "jax", "jaxlib", "tensorflow", "tensorflow-cpu", "numpy"])
def test_the_installed_frameworks_versions_make_range_keys(dist: str) -> None:
    try:
        reported = metadata.version(dist)
    except metadata.PackageNotFoundError:
        pytest.skip(f"{dist} is not installed here")
    assert parse_range(f"{reported} and below").contains(V(reported))


def test_a_local_label_in_a_range_key_covers_every_build_of_its_version() -> None:
    """Ranges compare public versions: ``2.13.0+cpu and below`` is ``2.13.0
    and below``, which holds the CUDA build of 2.13.0 as well."""
    for key in ("2.13.0+cpu and below", "2.13.0+cpu", "1.0 to 2.13.0+cu118"):
        r = parse_range(key)
        assert r.text == key and r.high == V("2.13.0") and r.high.local is None
        for build in ("2.13.0", "2.13.0+cpu", "2.13.0+cu121"):
            assert r.contains(V(build)), (key, build)
        assert not r.contains(V("2.13.1+cpu"))
    assert parse_range("2.13.0+cpu and above").low == V("2.13.0")
    with pytest.raises(DeclarationError, match="name the same version"):
        select_range({"2.13.0+cpu": 1, "2.13.0+cu121": 2}, V("2.13.0"), "where")


@pytest.mark.parametrize(
    "key",
    [
        "",
        "   ",
        "and below",
        "2.0 or below",
        "2.0 below",
        "below 2.0",
        "2.0 and below and above",
        "to 2.0",
        "1.0 to",
        "1.0 to 2.0 to 3.0",
        "1.0 - 2.0",
        ">=2.0",
        "2.x",
        "latest",
    ],
)
def test_parse_range_rejects_garbage(key: str) -> None:
    with pytest.raises(InvalidVersion) as info:
        parse_range(key)
    msg = str(info.value)
    assert repr(key) in msg
    assert "'X and below'" in msg and "'X to Y'" in msg


@pytest.mark.parametrize("key", [None, 2.0, 2, ("2.0",)])
def test_parse_range_rejects_non_strings(key: object) -> None:
    with pytest.raises(InvalidVersion, match="must be a string"):
        parse_range(key)


@pytest.mark.parametrize(
    ("key", "version", "inside"),
    [
        ("2.13.0 and below", "2.13.0+cpu", True),
        ("2.13.0", "2.13.0+cpu", True),
        ("2.13.0", "2.13.0+cu118.post", True),
        ("2.13.0 and above", "2.13.0+cpu", True),
        ("2.12 to 2.13.0", "2.13.0+cpu", True),
        ("2.13.0 and below", "2.13.1+cpu", False),
        ("2.13.0", "2.13.1", False),
        ("2.13.0", "2.13", True),
        ("2.4.9 to 2.5.0", "2.5.0rc1", True),
        ("2.5.0 and above", "2.5.0rc1", False),
        ("2.5.0 and above", "2.5.0.dev1", False),
        ("2.5.0 and below", "2.5.0rc1", True),
        ("2.5.0 and below", "2.5.0.post1", False),
        ("2.5.0", "2.5.0rc1", False),
        ("2.5.0", "2.5.0.post1", False),
        ("2.5.0 and above", "2.5.0.post1", True),
        ("1.0 to 2.0", "1.0", True),
        ("1.0 to 2.0", "2.0", True),
        ("1.0 to 2.0", "0.9.9", False),
        ("1.0 to 2.0", "2.0.0.1", False),
        ("2.0 and above", "1!0.1", True),
        ("99 and below", "1!0.1", False),
    ],
)
def test_contains(key: str, version: str, inside: bool) -> None:
    assert parse_range(key).contains(V(version)) is inside


@pytest.mark.parametrize(
    ("a", "b", "overlap"),
    [
        ("1.0 and below", "1.0 and above", True),
        ("1.0 and below", "1.0.post1 and above", False),
        ("1.0 to 2.0", "2.0 to 3.0", True),
        ("1.0 to 2.0", "2.0.1 and above", False),
        ("1.0 to 2.0", "1.5 to 1.6", True),
        ("1.0 and below", "0.5 and below", True),
        ("2.0 and above", "3.0 and above", True),
        ("1.0 to 2.0", "0.1 to 0.9", False),
    ],
)
def test_overlaps_is_symmetric(a: str, b: str, overlap: bool) -> None:
    ra, rb = parse_range(a), parse_range(b)
    assert ra.overlaps(rb) is overlap
    assert rb.overlaps(ra) is overlap


# =============================================================================
# 3. select_range
# =============================================================================

SEED_TABLE = {"1.11.0 and below": ("uint8", "bfloat16", "float16"), "1.12.1": ()}


@pytest.mark.parametrize(
    ("version", "key", "fallback"),
    [
        ("1.10", "1.11.0 and below", False),
        ("1.11.0", "1.11.0 and below", False),
        ("1.11.0+cpu", "1.11.0 and below", False),
        ("1.12.1", "1.12.1", False),
        ("1.12.1+cu113", "1.12.1", False),
        # Between the ranges: the newest that ends before it.
        ("1.12.0", "1.11.0 and below", True),
        # Newer than everything: the last known, "1.12.1".
        ("2.13.0+cpu", "1.12.1", True),
        ("1.12.2rc1", "1.12.1", True),
    ],
)
def test_select_range_seed_example(version: str, key: str, fallback: bool) -> None:
    got = select_range(SEED_TABLE, V(version), "torch.add")
    assert got == (key, SEED_TABLE[key], fallback)


def test_exact_version_beats_the_range_holding_it() -> None:
    table = {"1.0 to 3.0": "range", "2.0": "exact"}
    assert select_range(table, V("2.0.0"), "w") == ("2.0", "exact", False)
    assert select_range(table, V("2.0+cpu"), "w") == ("2.0", "exact", False)
    assert select_range(table, V("2.0.1"), "w") == ("1.0 to 3.0", "range", False)
    assert select_range(table, V("2.0rc1"), "w") == ("1.0 to 3.0", "range", False)
    # Order of the keys does not matter.
    rev = {"2.0": "exact", "1.0 to 3.0": "range"}
    assert select_range(rev, V("2.0"), "w") == ("2.0", "exact", False)


@pytest.mark.parametrize(
    "table",
    [
        {"1.0 to 2.5": 1, "2.0 and above": 2},
        {"2.0 and below": 1, "2.0 and above": 2},
        {"1.0 and below": 1, "0.5 and below": 2},
        {"1.0 to 2.0": 1, "3.0 and above": 2, "1.5 to 1.6": 3},
    ],
)
def test_overlapping_ranges_are_an_error(table: dict) -> None:
    with pytest.raises(DeclarationError, match="overlap") as info:
        select_range(table, V("9.0"), "torch.cumsum")
    msg = str(info.value)
    assert msg.startswith("torch.cumsum: ")
    assert sum(repr(k) in msg for k in table) == 2


def test_duplicate_exact_versions_are_an_error() -> None:
    with pytest.raises(DeclarationError, match="name the same version") as info:
        select_range({"2.0": 1, "2.0.0": 2}, V("2.0"), "where")
    assert "'2.0'" in str(info.value) and "'2.0.0'" in str(info.value)
    with pytest.raises(DeclarationError, match="name the same version"):
        select_range({"v1.0": 1, "1": 2, "3.0 and above": 3}, V("5.0"), "where")


def test_ranges_touching_but_not_overlapping_are_fine() -> None:
    table = {"1.0 and below": "a", "1.0.post1 to 2.0": "b", "2.0.1 and above": "c"}
    assert select_range(table, V("1.0"), "w")[1] == "a"
    assert select_range(table, V("1.0.post1"), "w")[1] == "b"
    assert select_range(table, V("2.0"), "w")[1] == "b"
    assert select_range(table, V("2.0.1rc1"), "w") == ("1.0.post1 to 2.0", "b", True)
    assert select_range(table, V("2.0.1"), "w")[1] == "c"


def test_fallback_to_the_newest_range_ending_before_a_newer_version() -> None:
    table = {"1.0 and below": "A", "1.5 to 2.0": "B", "2.2": "E", "3.0 and above": "C"}
    assert select_range(table, V("0.5"), "w") == ("1.0 and below", "A", False)
    assert select_range(table, V("1.2"), "w") == ("1.0 and below", "A", True)
    assert select_range(table, V("2.1"), "w") == ("1.5 to 2.0", "B", True)
    assert select_range(table, V("2.2"), "w") == ("2.2", "E", False)
    assert select_range(table, V("2.5+cpu"), "w") == ("2.2", "E", True)
    assert select_range(table, V("3.0rc1"), "w") == ("2.2", "E", True)
    assert select_range(table, V("7.0"), "w") == ("3.0 and above", "C", False)
    table2 = {"1.0 and below": "A", "1.5 to 2.0": "B"}
    assert select_range(table2, V("3.0"), "w") == ("1.5 to 2.0", "B", True)


def test_fallback_for_a_version_older_than_every_range() -> None:
    table = {"3.0 and above": "C", "1.5 to 2.0": "B", "1.2": "D"}
    assert select_range(table, V("1.0"), "w") == ("1.2", "D", True)
    assert select_range(table, V("1.2rc1"), "w") == ("1.2", "D", True)
    table2 = {"3.0 and above": "C", "1.5 to 2.0": "B"}
    assert select_range(table2, V("0.1"), "w") == ("1.5 to 2.0", "B", True)
    assert select_range({"3.0 and above": "C"}, V("2.9"), "w") == ("3.0 and above", "C", True)


def test_select_range_reports_bad_keys_as_declaration_errors() -> None:
    with pytest.raises(DeclarationError) as info:
        select_range({"2.0 or so": ()}, V("1.0"), "jax.sort")
    assert str(info.value).startswith("jax.sort: ")
    assert "'2.0 or so'" in str(info.value)


def test_fallback_tie_between_exact_and_range_prefers_the_exact_entry() -> None:
    newer = {"1.0 to 2.0": "range", "2.0": "exact"}
    assert select_range(newer, V("2.1"), "w") == ("2.0", "exact", True)
    older = {"2.0 to 3.0": "range", "2.0": "exact"}
    assert select_range(older, V("1.0"), "w") == ("2.0", "exact", True)


# =============================================================================
# 4. Decorators and resolve()
# =============================================================================

DECORATORS = [
    (with_supported_dtypes, "supported", "dtypes"),
    (with_unsupported_dtypes, "unsupported", "dtypes"),
    (with_supported_devices, "supported", "devices"),
    (with_unsupported_devices, "unsupported", "devices"),
    (with_supported_device_and_dtypes, "supported", "device_and_dtypes"),
    (with_unsupported_device_and_dtypes, "unsupported", "device_and_dtypes"),
]


@pytest.mark.parametrize(("deco", "kind", "what"), DECORATORS)
def test_decorators_record_a_declaration(deco, kind: str, what: str) -> None:
    table = {"2.0 and below": ("float16",), "2.1 and above": ()}
    fn = fresh()
    out = deco(table, "1.5", reason="why")(fn)
    assert out is fn
    decl = getattr(fn, ATTR)[what]
    assert isinstance(decl, Declaration)
    assert (decl.kind, decl.what, decl.table, decl.version, decl.reason) == (kind, what, table, "1.5", "why")
    assert list(getattr(fn, ATTR)) == [what]
    assert repr(decl) == f"with_{kind}_{what}({table!r}, '1.5')"
    assert deco.__name__ == f"with_{kind}_{what}"
    table["3.0"] = ("int8",)  # the declaration keeps its own copy
    assert "3.0" not in decl.table


def test_decorators_are_exported_from_the_package() -> None:
    assert ivy.with_unsupported_dtypes is with_unsupported_dtypes
    assert ivy.with_supported_device_and_dtypes is with_supported_device_and_dtypes


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (with_supported_dtypes, with_unsupported_dtypes),
        (with_unsupported_dtypes, with_supported_dtypes),
        (with_unsupported_dtypes, with_unsupported_dtypes),
        (with_supported_devices, with_unsupported_devices),
        (with_unsupported_device_and_dtypes, with_supported_device_and_dtypes),
    ],
)
def test_two_declarations_of_the_same_kind_on_one_function_are_an_error(first, second) -> None:
    fn = first({"1.0 and above": ("int8",)})(fresh())
    with pytest.raises(DeclarationError, match="use only one of") as info:
        second({"1.0 and above": ("int16",)})(fn)
    assert "fn" in str(info.value)


def test_dtypes_and_devices_declarations_combine() -> None:
    fn = fresh()
    fn = with_unsupported_dtypes({"1.0 and above": ("float16",)}, reason="no half")(fn)
    fn = with_unsupported_devices({"1.0 and above": ("tpu",)}, reason="no tpu")(fn)
    fn = with_unsupported_device_and_dtypes({"1.0 and above": {"gpu": ("int8",)}})(fn)
    assert sorted(getattr(fn, ATTR)) == ["device_and_dtypes", "devices", "dtypes"]
    s = resolve(fn, "ivy.fn", "2.0", ALL, "torch")
    assert s.unsupported_dtypes == dts("float16")
    assert s.unsupported_devices == frozenset({"tpu"})
    assert s.by_device == {"gpu": dts("int8")}
    assert s.any_unsupported == dts("float16", "int8")
    assert s.reason == "no half; no tpu"
    assert s.source.count("for torch 2.0") == 3


@pytest.mark.parametrize("deco", [d for d, _, _ in DECORATORS])
@pytest.mark.parametrize("key", ["2.0 or below", "2.0+", "3.0 to 2.0", "latest"])
def test_bad_keys_raise_at_decoration_time(deco, key: str) -> None:
    with pytest.raises(InvalidVersion) as info:
        deco({"1.0 and below": (), key: ()})
    assert repr(key) in str(info.value)


@pytest.mark.parametrize("table", [{}, None, [("1.0 and above", ("int8",))], "1.0 and above"])
def test_a_table_must_be_a_non_empty_mapping(table: object) -> None:
    with pytest.raises(DeclarationError, match="non-empty mapping"):
        with_unsupported_dtypes(table)


def test_the_version_argument_must_be_a_string() -> None:
    with pytest.raises(DeclarationError, match="must be a string"):
        with_unsupported_dtypes({"1.0 and above": ("int8",)}, 2.0)


def test_decorating_something_without_attributes_is_an_error() -> None:
    with pytest.raises(DeclarationError, match="cannot annotate"):
        with_unsupported_dtypes({"1.0 and above": ("int8",)})(len)


def test_resolve_without_declarations_supports_everything() -> None:
    s = resolve(fresh(), "ivy.fn", "1.0", ALL, "numpy")
    assert isinstance(s, FunctionSupport)
    assert s.unsupported_dtypes == frozenset() and s.unsupported_devices == frozenset()
    assert s.by_device == {} and s.computed_in == {}
    assert s.source == "" and s.reason is None
    assert repr(s) == "<support of ivy.fn: everything valid>"


def test_unsupported_dtype_classes_expand_against_the_valid_dtypes() -> None:
    fn = with_unsupported_dtypes({"2.0 and above": ("integer",)})(fresh())
    s = resolve(fn, "torch.add", "2.1.0+cpu", NO_BIG_UINTS, "torch")
    assert s.unsupported_dtypes == dts("int8", "int16", "int32", "int64", "uint8")
    assert s.source == "with_unsupported_dtypes for torch 2.1.0+cpu (range '2.0 and above')"


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        (("unsigned",), ("uint8",)),
        (("float",), ("bfloat16", "float16", "float32", "float64")),
        (("complex", "bool"), ("complex64", "complex128", "bool")),
        (("numeric",), tuple(d for d in NO_BIG_UINTS if d != "bool")),
        (("valid",), NO_BIG_UINTS),
        (("float16", "float", "float16"), ("bfloat16", "float16", "float32", "float64")),
        ((), ()),
    ],
)
def test_expand_dtypes(names: tuple, expected: tuple) -> None:
    got, invalid = expand_dtypes(names, NO_BIG_UINTS, "w")
    assert got == dts(*expected)
    assert invalid == []


def test_expand_dtypes_reports_named_invalid_dtypes_but_not_classes() -> None:
    got, invalid = expand_dtypes(("uint16", "unsigned", "uint64", "int8"), NO_BIG_UINTS, "w")
    assert got == dts("uint8", "int8")
    assert invalid == ["uint16", "uint64"]


@pytest.mark.parametrize("names", ["float16", 3, None])
def test_expand_dtypes_wants_a_tuple(names: object) -> None:
    with pytest.raises(DeclarationError, match="must be a tuple"):
        expand_dtypes(names, ALL, "w")


def test_supported_dtypes_give_the_complement() -> None:
    fn = with_supported_dtypes({"1.0 and above": ("float", "bool")})(fresh())
    s = resolve(fn, "f", "1.3", NO_BIG_UINTS, "jax")
    assert s.unsupported_dtypes == dts("int8", "int16", "int32", "int64", "uint8", "complex64", "complex128")
    everything = with_supported_dtypes({"1.0 and above": ("valid",)})(fresh())
    assert resolve(everything, "f", "1.3", ALL, "jax").unsupported_dtypes == frozenset()


@pytest.mark.parametrize("deco", [with_unsupported_dtypes, with_supported_dtypes])
def test_a_named_dtype_invalid_for_the_backend_is_an_error(deco) -> None:
    fn = deco({"1.0 and above": ("uint16", "int8")})(fresh())
    with pytest.raises(DeclarationError, match="invalid_dtypes") as info:
        resolve(fn, "torch.abs", "2.0", NO_BIG_UINTS, "torch")
    msg = str(info.value)
    assert "uint16 is already invalid" in msg and "torch.abs" in msg


def test_two_invalid_dtypes_are_named_together() -> None:
    fn = with_unsupported_dtypes({"1.0 and above": ("uint16", "uint32")})(fresh())
    with pytest.raises(DeclarationError, match="uint16, uint32 are already invalid"):
        resolve(fn, "f", "2.0", NO_BIG_UINTS, "torch")


@pytest.mark.parametrize("name", ["float128", "half", "ints", "Float32", ""])
def test_unknown_dtype_names_are_an_error(name: str) -> None:
    fn = with_unsupported_dtypes({"1.0 and above": (name,)})(fresh())
    with pytest.raises(DeclarationError, match="neither a dtype nor a dtype class") as info:
        resolve(fn, "f", "2.0", ALL, "torch")
    assert repr(name) in str(info.value)


def test_dtypes_resolve_per_version() -> None:
    fn = with_unsupported_dtypes(SEED_TABLE, reason="old torch")(fresh())
    old = resolve(fn, "torch.sort", "1.10.2", ALL, "torch")
    assert old.unsupported_dtypes == dts("uint8", "bfloat16", "float16")
    assert old.reason == "old torch"
    new = resolve(fn, "torch.sort", "2.13.0+cpu", ALL, "torch")
    assert new.unsupported_dtypes == frozenset()
    assert "no range holds it; the last known range '1.12.1'" in new.source
    assert "torch 2.13.0+cpu" in new.source


def test_unsupported_devices() -> None:
    fn = with_unsupported_devices({"1.0 and above": ("gpu",)})(fresh())
    assert resolve(fn, "f", "2.0", ALL, "torch").unsupported_devices == frozenset({"gpu"})
    fn2 = with_unsupported_devices({"1.0 and above": ("cuda:0", "/device:TPU:0")})(fresh())
    assert resolve(fn2, "f", "2.0", ALL, "torch").unsupported_devices == frozenset({"gpu", "tpu"})


def test_supported_devices_give_the_complement() -> None:
    fn = with_supported_devices({"1.0 and above": ("cpu",)})(fresh())
    s = resolve(fn, "f", "2.0", ALL, "torch")
    assert s.unsupported_devices == frozenset({"gpu", "tpu"})
    assert s.unsupported_dtypes == frozenset()
    fn2 = with_supported_devices({"1.0 and above": ("cpu", "gpu", "tpu")})(fresh())
    assert resolve(fn2, "f", "2.0", ALL, "torch").unsupported_devices == frozenset()


def test_devices_must_be_a_tuple() -> None:
    fn = with_unsupported_devices({"1.0 and above": "gpu"})(fresh())
    with pytest.raises(DeclarationError, match="devices must be a tuple"):
        resolve(fn, "f", "2.0", ALL, "torch")


@pytest.mark.parametrize(
    ("device", "kind"),
    [("cpu", "cpu"), ("CPU:0", "cpu"), ("cuda:1", "gpu"), ("gpu:0", "gpu"), ("/device:GPU:0", "gpu"),
     ("mps", "gpu"), ("tpu", "tpu"), ("/job:x/device:TPU:3", "tpu"), ("xla:0", "xla")],
)  # fmt: skip
def test_device_kind(device: str, kind: str) -> None:
    assert _support.device_kind(device) == kind


def test_unsupported_device_and_dtypes() -> None:
    table = {
        "1.0 and below": {"cpu": ("float16",)},
        "1.0.1 and above": {"cpu": ("float16", "bfloat16"), "cuda": ("complex",)},
    }
    fn = with_unsupported_device_and_dtypes(table)(fresh())
    old = resolve(fn, "f", "0.9", ALL, "torch")
    assert old.by_device == {"cpu": dts("float16")}
    new = resolve(fn, "f", "2.0", ALL, "torch")
    assert new.by_device == {"cpu": dts("float16", "bfloat16"), "gpu": dts("complex64", "complex128")}
    assert new.unsupported_dtypes == frozenset() and new.unsupported_devices == frozenset()


def test_supported_device_and_dtypes_give_the_complement_per_device() -> None:
    table = {"1.0 and above": {"cpu": ("float32", "float64"), "gpu": ("float",)}}
    fn = with_supported_device_and_dtypes(table)(fresh())
    s = resolve(fn, "f", "2.0", NO_BIG_UINTS, "torch")
    assert s.by_device["cpu"] == frozenset(NO_BIG_UINTS) - dts("float32", "float64")
    assert s.by_device["gpu"] == frozenset(NO_BIG_UINTS) - dts("bfloat16", "float16", "float32", "float64")


def test_supported_device_and_dtypes_leave_unlisted_devices_unsupported() -> None:
    fn = with_supported_device_and_dtypes({"1.0 and above": {"cpu": ("float32",)}})(fresh())
    s = resolve(fn, "f", "2.0", ALL, "torch")
    assert "gpu" in s.unsupported_devices or s.by_device.get("gpu") == frozenset(ALL)


def test_device_and_dtypes_value_must_be_a_mapping() -> None:
    fn = with_unsupported_device_and_dtypes({"1.0 and above": ("float16",)})(fresh())
    with pytest.raises(DeclarationError, match=r"maps to \{device: dtypes\}"):
        resolve(fn, "f", "2.0", ALL, "torch")


def test_device_and_dtypes_reject_invalid_named_dtypes() -> None:
    fn = with_unsupported_device_and_dtypes({"1.0 and above": {"cpu": ("uint32",)}})(fresh())
    with pytest.raises(DeclarationError, match="invalid_dtypes"):
        resolve(fn, "f", "2.0", NO_BIG_UINTS, "torch")


# --- versions given in the declaration ------------------------------------------


def test_an_explicit_version_overrides_the_backend_version() -> None:
    table = {"1.0 and below": ("int8",), "1.0.1 and above": ("float16",)}
    fn = with_unsupported_dtypes(table, "0.5")(fresh())
    s = resolve(fn, "f", "9.9", ALL, "torch")
    assert s.unsupported_dtypes == dts("int8")
    assert "torch 0.5" in s.source


@pytest.mark.parametrize("dist", ["pytest", "pluggy"])
def test_frontend_form_resolves_a_distribution_name(dist: str) -> None:
    installed = V(metadata.version(dist))
    assert installed > V("1.0")
    table = {"1.0 and below": ("int8",), "1.0.1 and above": ("float16",)}
    fn = with_unsupported_dtypes(table, dist)(fresh())
    s = resolve(fn, "f", "0.5", ALL, "torch")  # the backend version is not used
    assert s.unsupported_dtypes == dts("float16")
    assert f"torch {installed}" in s.source
    exact = with_unsupported_dtypes({str(installed): ("int16",), "0.1 and below": ()}, dist)(fresh())
    assert resolve(exact, "f", "0.5", ALL, "torch").unsupported_dtypes == dts("int16")


def test_frontend_form_with_a_distribution_that_is_not_installed() -> None:
    fn = with_unsupported_dtypes({"1.0 and above": ("int8",)}, "no-such-dist-ivy-core-test")(fresh())
    with pytest.raises(DeclarationError, match="not installed") as info:
        resolve(fn, "f", "1.0", ALL, "torch")
    assert "'no-such-dist-ivy-core-test'" in str(info.value)


def test_an_invalid_backend_version_is_an_error() -> None:
    fn = with_unsupported_dtypes({"1.0 and above": ("int8",)})(fresh())
    with pytest.raises(InvalidVersion):
        resolve(fn, "f", "not a version", ALL, "torch")


def test_overlapping_ranges_raise_at_resolve_naming_the_function() -> None:
    fn = with_unsupported_dtypes({"1.0 to 2.5": ("int8",), "2.0 and above": ("int16",)})(fresh())
    with pytest.raises(DeclarationError, match="overlap") as info:
        resolve(fn, "torch.cumsum", "2.2", ALL, "torch")
    assert "on torch.cumsum" in str(info.value)


# --- computed_in -----------------------------------------------------------------


def test_computed_in_records_and_resolves() -> None:
    fn = computed_in({"uint16": "int32", "float16": "float32"}, reason="no kernels")(fresh())
    assert getattr(fn, _support.SUPERSET_ATTR) == ({"uint16": "int32", "float16": "float32"}, "no kernels")
    s = resolve(fn, "f", "2.0", ALL, "torch")
    assert s.computed_in == {_dtypes.uint16: _dtypes.int32, _dtypes.float16: _dtypes.float32}
    assert s.computed_reason == "no kernels"
    assert "computed in" in repr(s)


@pytest.mark.parametrize(("src", "dst"), [("int32", "float32"), ("int64", "float64"), ("float32", "float16")])
def test_computed_in_rejects_lossy_pairs(src: str, dst: str) -> None:
    fn = computed_in({src: dst})(fresh())
    with pytest.raises(DeclarationError, match="lossless") as info:
        resolve(fn, "f", "2.0", ALL, "torch")
    assert f"{dst} does not hold every value of {src}" in str(info.value)


def test_computed_in_rejects_dtypes_the_backend_lacks() -> None:
    fn = computed_in({"uint16": "int32"})(fresh())
    with pytest.raises(DeclarationError, match="does not have"):
        resolve(fn, "f", "2.0", NO_BIG_UINTS, "torch")


def test_computed_in_unknown_dtype_is_a_declaration_error() -> None:
    fn = computed_in({"uint16": "int33"})(fresh())
    with pytest.raises(DeclarationError):
        resolve(fn, "f", "2.0", ALL, "torch")


@pytest.mark.parametrize(
    ("src", "dst", "ok"),
    [
        ("uint16", "int32", True),
        ("uint16", "int16", False),
        ("uint8", "uint16", True),
        ("uint32", "uint16", False),
        ("uint32", "float64", True),
        ("uint64", "float64", False),
        ("uint8", "float16", True),
        ("uint16", "float16", False),
        ("uint8", "bfloat16", True),
        ("int8", "bfloat16", True),
        ("int16", "bfloat16", False),
        ("int16", "float32", True),
        ("int32", "float32", False),
        ("int32", "float64", True),
        ("int64", "float64", False),
        ("int64", "complex128", False),
        ("int16", "complex64", True),
        ("int8", "uint8", False),
        ("int8", "int64", True),
        ("int64", "int32", False),
        ("float16", "float32", True),
        ("bfloat16", "float32", True),
        ("float16", "bfloat16", False),
        ("bfloat16", "float16", False),
        ("float32", "float64", True),
        ("float64", "float32", False),
        ("float32", "int64", False),
        ("float32", "complex64", True),
        ("float64", "complex64", False),
        ("float64", "complex128", True),
        ("float16", "complex64", True),
        ("complex64", "complex128", True),
        ("complex128", "complex64", False),
        ("complex64", "float64", False),
        ("bool", "int8", True),
        ("bool", "float16", True),
        ("int32", "bool", False),
        ("float32", "float32", True),
    ],
)
def test_lossless(src: str, dst: str, ok: bool) -> None:
    assert _support._lossless(_dtypes.as_dtype(src), _dtypes.as_dtype(dst)) is ok


# =============================================================================
# 5. Casting modes
# =============================================================================


def only(*names: str):
    allowed = dts(*names)
    return lambda d: d in allowed


def everything_but(*names: str):
    banned = dts(*names)
    return lambda d: d not in banned


D = _dtypes


@pytest.mark.parametrize(
    ("dtype", "ok", "mode", "expected"),
    [
        # cross: integers -> default float, floats -> default int
        ("int8", everything_but("int8"), "cross", "float32"),
        ("uint16", everything_but("uint16"), "cross", "float32"),
        ("float16", everything_but("float16"), "cross", "int32"),
        ("bfloat16", everything_but("bfloat16"), "cross", "int32"),
        ("int8", everything_but("int8", "float32"), "cross", None),  # only the default is tried
        ("complex64", everything_but("complex64"), "cross", None),
        ("bool", everything_but("bool"), "cross", None),
        # up: next larger supported of the same group
        ("int8", everything_but("int8"), "up", "int16"),
        ("int8", only("int64", "float64"), "up", "int64"),
        ("uint8", only("uint32", "int16"), "up", "uint32"),
        ("uint8", only("int16", "int32"), "up", None),  # no crossing groups
        ("float16", everything_but("float16"), "up", "float32"),
        ("float16", only("bfloat16", "float64"), "up", "float64"),  # no sideways to bfloat16
        ("bfloat16", only("float16"), "up", None),
        ("complex64", only("complex128"), "up", "complex128"),
        ("int64", everything_but("int64"), "up", None),
        ("float64", everything_but("float64"), "up", None),
        ("bool", everything_but("bool"), "up", None),
        # down: next smaller, bfloat16 before float16
        ("float32", everything_but("float32"), "down", "bfloat16"),
        ("float32", everything_but("float32", "bfloat16"), "down", "float16"),
        ("float64", everything_but("float64"), "down", "float32"),
        ("float64", only("float16", "bfloat16"), "down", "bfloat16"),
        ("int64", only("int8", "int16"), "down", "int16"),
        ("uint64", only("uint8"), "down", "uint8"),
        ("complex128", only("complex64"), "down", "complex64"),
        ("float16", everything_but("float16"), "down", None),
        ("bfloat16", everything_but("bfloat16"), "down", None),
        ("int8", everything_but("int8"), "down", None),
        ("int32", only("float16", "uint16"), "down", None),
    ],
)
def test_cast_target(dtype: str, ok, mode: str, expected: str | None) -> None:
    got = cast_target(_dtypes.as_dtype(dtype), ok, mode)
    assert got == (None if expected is None else _dtypes.as_dtype(expected))
    if got is not None:
        assert type(got) is _dtypes.Dtype and ok(got)


def test_crosscast_follows_the_default_dtypes() -> None:
    assert cast_target(D.int16, everything_but("int16"), "cross") == D.float32
    with ivy.using_default_dtypes(float="float64", int="int64"):
        assert cast_target(D.int16, everything_but("int16"), "cross") == D.float64
        assert cast_target(D.uint8, everything_but("uint8"), "cross") == D.float64
        assert cast_target(D.float32, everything_but("float32"), "cross") == D.int64
        # The default is unsupported: no cast, even though float32 would do.
        assert cast_target(D.int16, everything_but("int16", "float64"), "cross") is None
        assert find_cast(D.int16, everything_but("int16", "float64"), {"cross"}) is None
    with ivy.using_default_dtypes(float="bfloat16"):
        assert cast_target(D.int8, everything_but("int8"), "cross") == D.bfloat16
    # Back to the built-in defaults after the block.
    assert cast_target(D.float16, everything_but("float16"), "cross") == D.int32
    ivy.set_default_float_dtype("float16")  # the global stack (reset by conftest)
    assert cast_target(D.int32, everything_but("int32"), "cross") == D.float16


def test_uint_default_is_not_used_by_crosscast() -> None:
    with ivy.using_default_dtypes(uint="uint8"):
        assert cast_target(D.float32, everything_but("float32"), "cross") == D.int32


@pytest.mark.parametrize(
    ("dtype", "ok", "modes", "expected"),
    [
        ("int8", everything_but("int8"), {"cross", "up", "down"}, ("float32", "cross")),
        ("int8", everything_but("int8", "float32"), {"cross", "up", "down"}, ("int16", "up")),
        ("int16", only("int8"), {"cross", "up", "down"}, ("int8", "down")),
        ("int16", only("int8", "int64"), frozenset({"down", "up"}), ("int64", "up")),
        ("int16", only("int8", "int64"), ("down",), ("int8", "down")),
        ("float32", everything_but("float32"), {"down", "up"}, ("float64", "up")),
        ("float32", everything_but("float32"), {"down"}, ("bfloat16", "down")),
        ("float32", everything_but("float32"), {"cross"}, ("int32", "cross")),
        ("float32", everything_but("float32"), set(), None),
        ("int16", only("int8"), {"cross", "up"}, None),
        ("bool", everything_but("bool"), {"cross", "up", "down"}, None),
        ("float16", only("complex64"), {"cross", "up", "down"}, None),
    ],
)
def test_find_cast(dtype: str, ok, modes, expected) -> None:
    got = find_cast(_dtypes.as_dtype(dtype), ok, modes)
    if expected is None:
        assert got is None
    else:
        assert got == (_dtypes.as_dtype(expected[0]), expected[1])


def test_casting_mode_with_blocks_feed_find_cast() -> None:
    ok = everything_but("int8", "float32")
    global_before = _state.casting.value
    with ivy.casting_mode("cast", val=False):  # whatever the global modes, none here
        assert _casting.active_modes() == frozenset()
        assert find_cast(D.int8, ok, _casting.active_modes()) is None
        with ivy.casting_mode("downcast"):
            assert ivy.casting_modes() == {"crosscast": False, "upcast": False, "downcast": True}
            assert find_cast(D.int8, ok, _casting.active_modes()) is None
            with ivy.casting_mode("upcast"):
                assert find_cast(D.int8, ok, _casting.active_modes()) == (D.int16, "up")
            with ivy.casting_mode("cast"), ivy.casting_mode("upcast", val=False):
                assert ivy.casting_modes() == {"crosscast": True, "upcast": False, "downcast": True}
            assert ivy.casting_modes() == {"crosscast": False, "upcast": False, "downcast": True}
        assert ivy.casting_modes() == {"crosscast": False, "upcast": False, "downcast": False}
    # The with form never touches the global modes.
    assert _state.casting.value == global_before
