"""``einsum`` for both frontends, on ivy_core Arrays: each operand's own
letters summed out first, then the operands contracted two at a time as one
batched ``matmul`` (batch letters, kept letters of each side, contracted
letters), so no product of every dimension is ever built.

Not supported (refused with :class:`ivy_core.ArgumentValueError`): ``...``
and a letter repeated within one operand (a diagonal)."""

from __future__ import annotations

from typing import Any

from .._arrays._array import Array
from .._base._errors import ArgumentValueError, ShapeError
from ..linalg import matmul
from ..manipulation import permute_dims, reshape
from ..statistical import sum as sum_


def parse(subscripts: str, n: int, where: str) -> tuple[list[str], str]:
    """The operands' letter strings and the output's (implicit: the letters
    used once, in alphabetical order)."""
    s = subscripts.replace(" ", "")
    if "." in s:
        raise ArgumentValueError(
            f"{where}: '...' in {subscripts!r} is not supported; write every dimension's letter"
        )
    inputs, arrow, output = s.partition("->")
    terms = inputs.split(",")
    if len(terms) != n:
        raise ArgumentValueError(f"{where}: {subscripts!r} names {len(terms)} operands, but {n} were given")
    for t in terms:
        if len(set(t)) != len(t):
            raise ArgumentValueError(f"{where}: the repeated letter in {t!r} (a diagonal) is not supported")
        if not t.isalpha() and t:
            raise ArgumentValueError(f"{where}: {t!r} holds a character that is not a letter")
    if not arrow:
        letters = "".join(terms)
        output = "".join(sorted(c for c in set(letters) if letters.count(c) == 1))
    return terms, output


def _sum_out(x: Array, term: str, keep: set[str]) -> tuple[Array, str]:
    """Sum the letters of ``term`` that nothing else needs."""
    gone = tuple(i for i, c in enumerate(term) if c not in keep)
    if not gone:
        return x, term
    return sum_(x, axis=gone), "".join(c for c in term if c in keep)


def _pair(a: Array, ta: str, b: Array, tb: str, keep: set[str], where: str) -> tuple[Array, str]:
    """``a`` and ``b`` contracted over their shared letters that ``keep`` lacks."""
    size = dict(zip(ta, a.shape, strict=True))
    for c, d in zip(tb, b.shape, strict=True):
        if size.setdefault(c, d) != d:
            raise ShapeError(f"{where}: letter {c!r} stands for sizes {size[c]} and {d}")
    batch = [c for c in ta if c in tb and c in keep]
    summed = [c for c in ta if c in tb and c not in keep]
    left = [c for c in ta if c not in tb]
    right = [c for c in tb if c not in ta]

    def n(letters: list[str]) -> int:
        total = 1
        for c in letters:
            total *= size[c]
        return total

    a3 = reshape(
        permute_dims(a, tuple(ta.index(c) for c in batch + left + summed)), (n(batch), n(left), n(summed))
    )
    b3 = reshape(
        permute_dims(b, tuple(tb.index(c) for c in batch + summed + right)), (n(batch), n(summed), n(right))
    )
    out = matmul(a3, b3)
    letters = batch + left + right
    return reshape(out, tuple(size[c] for c in letters)), "".join(letters)


def einsum(subscripts: str, arrays: list[Array], where: str) -> Array:
    terms, output = parse(subscripts, len(arrays), where)
    for t, x in zip(terms, arrays, strict=True):
        if len(t) != len(x.shape):
            raise ShapeError(f"{where}: {t!r} names {len(t)} dimensions of an array with {len(x.shape)}")
    pending = list(zip(arrays, terms, strict=True))
    x, t = pending.pop(0)
    needed = set(output) | {c for _, tt in pending for c in tt}
    x, t = _sum_out(x, t, needed)
    while pending:
        y, ty = pending.pop(0)
        later = set(output) | {c for _, tt in pending for c in tt}
        y, ty = _sum_out(y, ty, later | set(t))
        x, t = _pair(x, t, y, ty, later, where)
    x, t = _sum_out(x, t, set(output))
    missing = set(output) - set(t)
    if missing:
        raise ArgumentValueError(f"{where}: output letters {sorted(missing)} name no operand dimension")
    return permute_dims(x, tuple(t.index(c) for c in output)) if t != output else x


def operands(args: tuple[Any, ...], where: str) -> tuple[str, list[Any]]:
    """``einsum("ij,jk", a, b)`` or ``einsum("ij,jk", [a, b])`` (torch takes both)."""
    if not args or not isinstance(args[0], str):
        raise ArgumentValueError(f"{where}: the first argument must be the subscripts string")
    rest = list(args[1:])
    if len(rest) == 1 and isinstance(rest[0], (list, tuple)):
        rest = list(rest[0])
    return args[0], rest
