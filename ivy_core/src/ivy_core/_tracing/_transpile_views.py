"""Which in-place changes of a recorded program ``ivy_core.transpile``
can replay through the frontends.

The source framework's arrays share memory: a view (``x[0]``, ``x.T``,
``x.view(-1)``, and in torch ``x.to(x.dtype)``, which is ``x`` itself) sees
an in-place change of its base, and the base one of the view. The
frontends' arrays share nothing, so a change reaches only the array it is
made on. The change is refused where another array that shares the
memory is read afterwards (or is an input, or an array from outside the
function, which the caller would see changed); where nothing else reads
the memory it replays exactly. Which calls make views is each source's
``makes_view``.
"""

from __future__ import annotations

from ._record import Ref

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._graph import Program
    from ._record import Node

__all__ = ["problems"]


def problems(n: Node, program: Program, mapping: Any, label: str) -> list[str]:
    """Why the in-place call ``n`` cannot be replayed by the frontends (an
    empty list when it can)."""
    nodes = program.nodes
    where = f"{label} at {n.line or '?'}"
    later = {r.node for m in program.emitted if m.id > n.id for r in m.refs()}
    later |= {r.node for r in program.outputs if type(r) is Ref}
    found: list[str] = []
    for t in n.mutates:
        chain = _chain(nodes[t.node], nodes, mapping)
        base = nodes[chain[-1]]
        if n.outside or base.kind in ("input", "constant"):
            found.append(
                f"{where} changes an input or an array from outside the function in place; "
                "work on a copy and return it"
            )
            continue
        # Everything sharing the memory, but the changed array and what is made
        # from it after the change (which the frontends' arrays see changed too).
        shared = [
            m
            for m in program.emitted
            if base.id in (c := _chain(m, nodes, mapping))
            and m.id != t.node
            and not (t.node in c and m.id > n.id)
        ]
        read = [m for m in [base, *shared] if m.id != t.node and m.id in later]
        if read:
            m = read[0]
            what = f"the result of {mapping.label(m)}" if m.kind == "call" else "an array"
            found.append(
                f"{where} changes memory it shares with {what} at {m.line or '?'} (views share memory "
                f"in {mapping.NAME}), which is read afterwards; take a copy"
            )
    return found


def _chain(v: Node, nodes: list[Node], mapping: Any) -> list[int]:
    """``v`` and the arrays it is a view of, down to the one that owns the memory."""
    chain = [v.id]
    while v.kind == "call" and mapping.makes_view(v) and v.refs():
        v = nodes[v.refs()[0].node]
        chain.append(v.id)
    return chain
