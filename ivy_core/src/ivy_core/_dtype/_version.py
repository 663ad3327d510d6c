"""PEP 440 versions and the version ranges of support declarations.

Only what the declarations need: parse a version (``2.13.0``, ``2.5.0rc1``,
``2.1.0.dev20240101``, ``1.0.post2``, ``2.13.0+cpu``, ``v1.2``) into a key
that sorts in PEP 440 order, and parse a range key
(``"2.0.1 and below"``, ``"1.12.1 and above"``, ``"1.11.0 to 2.0.1"`` or an
exact version). As in PEP 440 specifiers without a local label, a local
label (``+cpu``) is ignored when comparing against a range, and dropped
from a range's bounds. The ``re`` module is imported only when a
declaration is resolved, never by ``import ivy_core``.
"""

from __future__ import annotations

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = ["Version", "VersionRange", "parse_version", "parse_range", "InvalidVersion"]


class InvalidVersion(ValueError):
    """A string that is not a PEP 440 version (or not a valid range key)."""


_PATTERN: Any = None
# Sort keys are tuples of ints only (mixing str and float in one key position
# would make ``2.5.0rc1 < 2.5.0`` raise TypeError). Pre-release letters rank
# a < b < rc; a missing pre-release sorts after any pre-release (or before
# every one for a bare dev release), a missing dev release after any dev
# release, a missing post release before any post release (PEP 440 ordering).
_PRE_RANK = {"a": 0, "b": 1, "rc": 2}


def _pattern() -> Any:
    global _PATTERN
    if _PATTERN is None:
        import re

        _PATTERN = re.compile(
            r"""^\s*v?
            (?:(?P<epoch>[0-9]+)!)?
            (?P<release>[0-9]+(?:\.[0-9]+)*)
            (?:[-_.]?(?P<pre_l>a|b|c|rc|alpha|beta|pre|preview)[-_.]?(?P<pre_n>[0-9]+)?)?
            (?:(?:-(?P<post_n1>[0-9]+))|(?:[-_.]?(?P<post_l>post|rev|r)[-_.]?(?P<post_n2>[0-9]+)?))?
            (?:[-_.]?(?P<dev_l>dev)[-_.]?(?P<dev_n>[0-9]+)?)?
            (?:\+(?P<local>[a-z0-9]+(?:[-_.][a-z0-9]+)*))?
            \s*$""",
            re.VERBOSE | re.IGNORECASE,
        )
    return _PATTERN


def _plain(text: str) -> tuple[list[str], str | None] | None:
    """The release numbers and local label of ``2.13.0`` or ``2.13.0+cpu``
    (what framework versions and declarations mostly are); None for any
    other form, which the regular expression reads."""
    public, plus, local = text.partition("+")
    parts = public.split(".")
    if not all(p.isascii() and p.isdigit() for p in parts):
        return None
    if not plus:
        return parts, None
    segments = local.replace("-", ".").replace("_", ".").split(".")
    if not all(seg.isascii() and seg.isalnum() for seg in segments):
        return None
    return parts, local.lower()


_PRE_NAMES = {
    "a": "a",
    "alpha": "a",
    "b": "b",
    "beta": "b",
    "c": "rc",
    "rc": "rc",
    "pre": "rc",
    "preview": "rc",
}


class Version:
    """A parsed PEP 440 version; compares in PEP 440 order."""

    __slots__ = ("text", "epoch", "release", "pre", "post", "dev", "local", "_key")

    def __init__(self, text: str) -> None:
        self.text = text.strip()
        plain = _plain(self.text)
        if plain is not None:  # a release, perhaps with a local label: no regular expression
            parts, self.local = plain
            self.epoch, self.pre, self.post, self.dev = 0, None, None, None
        else:
            m = _pattern().match(text)
            if m is None:
                raise InvalidVersion(f"{text!r} is not a PEP 440 version")
            parts = m["release"].split(".")
            self.epoch = int(m["epoch"] or 0)
            self.pre = (_PRE_NAMES[m["pre_l"].lower()], int(m["pre_n"] or 0)) if m["pre_l"] else None
            post = m["post_n1"] or (m["post_n2"] or "0" if m["post_l"] else None)
            self.post = int(post) if post is not None else None
            self.dev = int(m["dev_n"] or 0) if m["dev_l"] else None
            self.local = m["local"].lower() if m["local"] else None
        release = tuple(int(p) for p in parts)
        while len(release) > 1 and release[-1] == 0:  # 1.0.0 == 1.0 == 1
            release = release[:-1]
        self.release = release
        self._key = self._make_key(with_local=True)

    def _make_key(self, *, with_local: bool) -> tuple[Any, ...]:
        if self.pre is None and self.post is None and self.dev is not None:
            pre: tuple[int, ...] = (-1, 0, 0)  # 1.0.dev1 sorts before 1.0a1
        elif self.pre is None:
            pre = (1, 0, 0)  # 1.0 sorts after 1.0rc1
        else:
            pre = (0, _PRE_RANK[self.pre[0]], self.pre[1])
        post = (0, 0) if self.post is None else (1, self.post)
        dev = (1, 0) if self.dev is None else (0, self.dev)
        local: tuple[Any, ...] = ()
        if with_local and self.local is not None:
            # Numeric segments sort after alphanumeric ones (PEP 440).
            local = tuple(
                (1, int(s), "") if s.isdigit() else (0, 0, s)
                for s in self.local.replace("-", ".").replace("_", ".").split(".")
            )
        return (self.epoch, self.release, pre, post, dev, local)

    @property
    def public(self) -> Version:
        """This version without its local label (``2.13.0+cpu`` -> ``2.13.0``)."""
        if self.local is None:
            return self
        return Version(self.text.split("+", 1)[0])

    @property
    def is_prerelease(self) -> bool:
        return self.pre is not None or self.dev is not None

    def __repr__(self) -> str:
        return f"Version({self.text!r})"

    def __str__(self) -> str:
        return self.text

    def __hash__(self) -> int:
        return hash(self._key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Version) and self._key == other._key

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Version):
            return NotImplemented
        return self._key < other._key

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Version):
            return NotImplemented
        return self._key <= other._key

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Version):
            return NotImplemented
        return self._key > other._key

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Version):
            return NotImplemented
        return self._key >= other._key


def parse_version(text: Any) -> Version:
    if isinstance(text, Version):
        return text
    if not isinstance(text, str):
        raise InvalidVersion(f"a version must be a string, got {type(text).__name__} {text!r}")
    return Version(text)


class VersionRange:
    """One key of a support declaration: ``low``/``high`` bounds (inclusive,
    ``None`` for open) and whether it names one exact version."""

    __slots__ = ("text", "low", "high", "exact")

    def __init__(self, text: str, low: Version | None, high: Version | None, exact: bool) -> None:
        self.text = text
        self.low = low
        self.high = high
        self.exact = exact

    def __repr__(self) -> str:
        return f"VersionRange({self.text!r})"

    def contains(self, version: Version) -> bool:
        v = version.public
        if self.low is not None and v < self.low:
            return False
        if self.high is not None and v > self.high:
            return False
        return True

    def overlaps(self, other: VersionRange) -> bool:
        lo = max((b for b in (self.low, other.low) if b is not None), default=None)
        hi = min((b for b in (self.high, other.high) if b is not None), default=None)
        return lo is None or hi is None or lo <= hi

    @property
    def newest(self) -> Version | None:
        """The highest version in the range (``None``: unbounded above)."""
        return self.high


def parse_range(key: Any) -> VersionRange:
    """Parse ``"X and below"``, ``"X and above"``, ``"X to Y"`` or ``"X"``.

    A bound's local label is dropped (``"2.13.0+cpu and below"`` is
    ``"2.13.0 and below"``): ranges compare public versions, so a key written
    as the framework reports its version (``torch.__version__``) holds every
    build of that version, the one it names included."""
    if not isinstance(key, str):
        raise InvalidVersion(f"a version range must be a string, got {type(key).__name__} {key!r}")
    text = " ".join(key.split())
    lowered = text.lower()
    try:
        if lowered.endswith(" and below"):
            low, high, exact = None, Version(text[: -len(" and below")]), False
        elif lowered.endswith(" and above"):
            low, high, exact = Version(text[: -len(" and above")]), None, False
        elif " to " in lowered:
            i = lowered.index(" to ")
            low, high, exact = Version(text[:i]).public, Version(text[i + 4 :]).public, False
            if high < low:
                raise InvalidVersion(f"version range {key!r} ends before it starts")
        else:
            v = Version(text)
            low, high, exact = v, v, True
    except InvalidVersion as exc:
        raise InvalidVersion(
            f"{key!r} is not a version range: write 'X and below', 'X and above', "
            f"'X to Y' or an exact version X, with PEP 440 versions ({exc})"
        ) from None
    low, high = (None if b is None else b.public for b in (low, high))
    return VersionRange(text, low, high, exact)
