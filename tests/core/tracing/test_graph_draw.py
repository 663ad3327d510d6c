"""Drawing a traced graph (``ivy_core/_tracing/_graph_draw.py``): the DOT text and the
SVG drawn without Graphviz hold one box per replayed value, one edge per
traced argument, output and guard, and escape what labels hold. Programs are
built from a ``Recorder`` fed plain Python callables: no backend is needed."""

from __future__ import annotations

import math
import operator
import random
import re
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from ivy_core._tracing import _graph, _graph_draw
from ivy_core._tracing._graph import Program, Variant
from ivy_core._tracing._record import Recorder, Ref
from ivy_core._tracing._trace import Graph

from ivy_core import TraceError

SVG = "{http://www.w3.org/2000/svg}"
NODE_LINE = re.compile(r'^  (\w+) \[label="((?:[^"\\]|\\.)*)", tooltip="((?:[^"\\]|\\.)*)", (.*)\];$')
EDGE_LINE = re.compile(r"^  (\w+) -> (\w+) \[(.*)\];$")


def build(rec: Recorder, name: str = "sample") -> Program:
    return _graph.build(rec, name=name, include_generators=True, array_caching=True)


def sample() -> Program:
    """Two inputs (one unused), a constant read only by a cached call, an
    in-place call, a random draw, a multi-output call, two guards and a
    Python output."""
    rec = Recorder("python")
    rec.describe = lambda v: "float32[4, 3]"
    x = rec.input(0, 1.0)  # v0
    rec.input(1, 2.0)  # v1, unused
    c = rec.constant(3.0)  # v2: read only by the cached sin
    s = rec.call(math.sin, (c,))  # v3: cached
    a = rec.call(operator.add, (x, s))  # v4
    d = rec.call(divmod, (a, 2.0))  # v5: two results
    q = rec.call(math.floor, (d[0],))  # v6
    r = rec.call(random.random, (), random=True)  # v7
    n = rec.call(operator.neg, (x,))  # v8
    m = rec.call(operator.iadd, (n, r), mutates=(n,))  # v9
    rec.call(print, (a,))  # v10: pruned
    rec.guard(a, bool, True)
    rec.guard(x, "shape", (4, 3), attr=True)
    rec.output([q, m, a, 7])
    return build(rec)


def expected_edges(p: Program) -> int:
    return sum(len(n.refs()) for n in p.emitted) + sum(type(o) is Ref for o in p.outputs) + len(p.guards)


def parse_dot(text: str) -> tuple[dict[str, tuple[str, str, str]], list[tuple[str, str, str]]]:
    """Node statements (key -> label, tooltip, attributes) and edges; every
    line must be one known statement."""
    lines = text.splitlines()
    assert lines[0].startswith("digraph ") and lines[0].endswith("{") and lines[-1] == "}"
    nodes: dict[str, tuple[str, str, str]] = {}
    edges: list[tuple[str, str, str]] = []
    for line in lines[1:-1]:
        if (m := NODE_LINE.match(line)) is not None:
            assert m.group(1) not in nodes
            nodes[m.group(1)] = (m.group(2), m.group(3), m.group(4))
        elif (m := EDGE_LINE.match(line)) is not None:
            edges.append((m.group(1), m.group(2), m.group(3)))
        else:
            assert re.match(r"^  (graph|node|edge) \[.*\];$|^  \{ rank=\w+; [\w; ]+ \}$", line), line
    for a, b, _ in edges:
        assert a in nodes and b in nodes
    return nodes, edges


def svg_parts(svg: str) -> tuple[ET.Element, list[ET.Element], list[ET.Element]]:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    groups = [g for g in root.iter(f"{SVG}g") if g.get("class", "").startswith("node")]
    paths = [p for p in root.iter(f"{SVG}path") if p.get("class", "").startswith("edge")]
    return root, groups, paths


def box(g: ET.Element) -> tuple[float, float, float, float]:
    """x0, y0, x1, y1 of a node's rect or polygon."""
    rect = g.find(f"{SVG}rect")
    if rect is not None:
        x, y = float(rect.get("x")), float(rect.get("y"))
        return x, y, x + float(rect.get("width")), y + float(rect.get("height"))
    pts = [tuple(map(float, p.split(","))) for p in g.find(f"{SVG}polygon").get("points").split()]
    return min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts), max(p[1] for p in pts)


def text_of(g: ET.Element) -> list[str]:
    return [t.text or "" for t in g.iter(f"{SVG}tspan")]


# -- DOT ----------------------------------------------------------------------------


def test_dot_has_every_replayed_value_and_one_edge_per_reference() -> None:
    p = sample()
    assert [n.id for n in p.cached] == [3] and 10 not in {n.id for n in p.emitted}
    text = _graph_draw.to_dot(p)
    nodes, edges = parse_dot(text)
    # inputs, the cached sin (not the constant only it reads), emitted calls, outputs, guards
    assert set(nodes) == {"n0", "n1", "n3", "n4", "n5", "n6", "n7", "n8", "n9",
                          "o0", "o1", "o2", "o3", "g0", "g1"}
    assert len(edges) == expected_edges(p) == 2 + 1 + 1 + 0 + 1 + 2 + 3 + 2
    assert text.count("->") == len(edges)
    assert nodes["n0"][0] == "input 0\\nfloat32[4, 3]"
    assert nodes["n3"][0].startswith("cached math.sin") and "shape=note" in nodes["n3"][2]
    assert nodes["n4"][0] == "operator.add\\nfloat32[4, 3]"
    assert nodes["n5"][0].startswith("builtins.divmod\\n")
    assert nodes["n7"][0].startswith("random (random)")
    assert nodes["n9"][0].startswith("operator.iadd (in place)") and "bold" in nodes["n9"][2]
    assert nodes["o3"][0] == "output 3 = 7"
    assert nodes["g0"][0] == "bool() == True" and "hexagon" in nodes["g0"][2]
    assert nodes["g1"][0] == ".shape == (4, 3)"
    assert "v4 = operator.add(v0, v3)" in nodes["n4"][1]
    got = [(a, b) for a, b, _ in edges]
    assert got.count(("n4", "n5")) == 1 and ("n3", "n4") in got and ("n0", "n4") in got
    assert ("n4", "g0") in got and ("n0", "g1") in got
    assert ("n6", "o0") in got and ("n9", "o1") in got and ("n4", "o2") in got
    by_pair = {(a, b): attrs for a, b, attrs in edges}
    assert 'label="[0]"' in by_pair[("n5", "n6")]  # a part of a multi-output result
    assert "penwidth=2" in by_pair[("n8", "n9")] and "penwidth" not in by_pair[("n7", "n9")]
    assert "dashed" in by_pair[("n4", "g0")]
    assert text == _graph_draw.to_dot(p) == _graph_draw.to_dot(sample())  # deterministic


def test_repeated_argument_gives_one_edge_per_use() -> None:
    rec = Recorder("python")
    x = rec.input(0, 1.0)
    y = rec.call(operator.mul, (x, x))
    rec.output([y, y])
    _, edges = parse_dot(_graph_draw.to_dot(build(rec)))
    assert [(a, b) for a, b, _ in edges] == [("n0", "n1"), ("n0", "n1"), ("n1", "o0"), ("n1", "o1")]


def test_labels_are_escaped() -> None:
    nasty = 'a "q" <b> & c\\d'
    rec = Recorder("python")
    rec.describe = lambda v: nasty
    x = rec.input(0, 1.0)
    y = rec.call(lambda v: v, (x,), name=nasty)
    rec.guard(y, bool, nasty, what="x<y & \"z\"")
    rec.output([y, nasty])
    p = build(rec, name="g")
    text = _graph_draw.to_dot(p)
    nodes, _ = parse_dot(text)  # every quoted string closes where it should
    quoted = 'a \\"q\\" <b> & c\\\\d'
    assert nodes["n0"][0] == f"input 0\\n{quoted}"
    assert nodes["n1"][0] == f"{quoted}\\n{quoted}"
    assert nodes["g0"][0] == "x<y & \\\"z\\\" == " + repr(nasty).replace("\\", "\\\\").replace('"', '\\"')
    root, groups, _ = svg_parts(_graph_draw.to_svg(p, graphviz=False))
    by_id = {g.get("id"): text_of(g) for g in groups}
    assert by_id["n0"] == ["input 0", nasty]
    assert by_id["n1"] == [nasty, nasty]
    assert by_id["o1"] == [f"output 1 = {nasty!r}"]
    assert by_id["g0"] == [f'x<y & "z" == {nasty!r}']


def test_control_characters_and_long_labels() -> None:
    rec = Recorder("python")
    rec.describe = lambda v: "bad\x00\x07chars\nnewline " + "x" * 200
    x = rec.input(0, 1.0)
    rec.output([x])
    p = build(rec)
    _, groups, _ = svg_parts(_graph_draw.to_svg(p, graphviz=False))
    line = text_of(groups[0])[1]
    assert line.startswith("badchars newline x") and line.endswith("…") and len(line) <= 60
    assert "\\n" not in parse_dot(_graph_draw.to_dot(p))[0]["n0"][0].split("\\n", 1)[1]


# -- SVG ----------------------------------------------------------------------------


def test_svg_one_group_per_node_one_path_per_edge() -> None:
    p = sample()
    nodes, edges = parse_dot(_graph_draw.to_dot(p))
    svg = _graph_draw.to_svg(p, graphviz=False)
    root, groups, paths = svg_parts(svg)
    assert [g.get("id") for g in groups] == list(nodes)
    assert len(paths) == len(edges) == expected_edges(p)
    for g in groups:
        shapes = g.findall(f"{SVG}rect") + g.findall(f"{SVG}polygon")
        assert len(shapes) == 1
        assert g.find(f"{SVG}title") is not None
    kinds = {g.get("id"): g.get("class") for g in groups}
    assert kinds["n9"] == "node inplace" and kinds["n3"] == "node constant" and kinds["g0"] == "node guard"
    labels = {g.get("id"): text_of(g) for g in groups}
    for key, (label, _, _) in nodes.items():
        assert "\\n".join(labels[key]) == label
    assert svg == _graph_draw.to_svg(p, graphviz=False)


def check_layout(svg: str) -> None:
    """Boxes inside the canvas and apart; edges run down, from the bottom of
    their source to the top of their target."""
    root, groups, paths = svg_parts(svg)
    width, height = float(root.get("width")), float(root.get("height"))
    boxes = {g.get("id"): box(g) for g in groups}
    for x0, y0, x1, y1 in boxes.values():
        assert 0 <= x0 < x1 <= width and 0 <= y0 < y1 <= height
    rows: dict[float, list[tuple[float, float]]] = {}
    for x0, y0, x1, y1 in boxes.values():
        rows.setdefault(round((y0 + y1) / 2, 1), []).append((x0, x1))
    for spans in rows.values():
        spans.sort()
        for (_, right), (left, _) in zip(spans, spans[1:], strict=False):
            assert right < left
    for path in paths:
        numbers = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", path.get("d"))]
        assert len(numbers) == 8 and numbers[1] < numbers[7]
        src, dst = path.find(f"{SVG}title").text.split(" -> ")
        assert abs(numbers[1] - boxes[src][3]) < 0.2 and abs(numbers[7] - boxes[dst][1]) < 0.2
        assert boxes[src][0] <= numbers[0] <= boxes[src][2] and boxes[dst][0] <= numbers[6] <= boxes[dst][2]


def test_svg_layout_is_layered() -> None:
    check_layout(_graph_draw.to_svg(sample(), graphviz=False))


def big(n_calls: int = 996) -> Program:
    rng = random.Random(0)
    rec = Recorder("python")
    rec.describe = lambda v: "float32[16, 16]"
    refs = [rec.input(i, 0.0) for i in range(4)]
    unread = list(refs)  # each value is read by a later call, or is an output
    for _ in range(n_calls):
        first = unread.pop(0) if len(unread) > 8 else rng.choice(refs[-30:])
        if rng.random() < 0.3:
            new = rec.call(math.sin, (first,))
        else:
            fn = rng.choice((operator.add, operator.mul, operator.sub))
            new = rec.call(fn, (first, rng.choice(refs)))
        refs.append(new)
        unread.append(new)
    rec.guard(refs[500], bool, True)
    rec.output(unread)
    return build(rec, name="big")


def test_thousand_nodes() -> None:
    p = big()
    assert len(p.emitted) + p.n_inputs == 1000
    start = time.perf_counter()
    svg = _graph_draw.to_svg(p, graphviz=False)
    took = time.perf_counter() - start
    _, groups, paths = svg_parts(svg)
    assert len(groups) == p.n_inputs + len(p.emitted) + len(p.outputs) + len(p.guards)
    assert len(paths) == expected_edges(p)
    check_layout(svg)
    nodes, edges = parse_dot(_graph_draw.to_dot(p))
    assert len(nodes) == len(groups) and len(edges) == len(paths)
    print(f"{len(groups)} boxes, {len(paths)} edges drawn in {took:.3f}s")  # seen with -s; not asserted


def test_guard_on_cached_value_and_creation_call() -> None:
    rec = Recorder("python")
    x = rec.input(0, 1.0)
    c = rec.constant(2.0)
    s = rec.call(math.sqrt, (c,))  # cached
    z = rec.call(float, (), random=True)  # a draw: re-run at replay
    y = rec.call(operator.add, (x, z))
    rec.guard(s, int, 1)
    rec.output([y])  # (an output is never cached: each call makes it afresh)
    p = build(rec)
    assert [n.id for n in p.cached] == [2]
    nodes, edges = parse_dot(_graph_draw.to_dot(p))
    assert set(nodes) == {"n0", "n2", "n3", "n4", "o0", "g0"}
    assert [(a, b) for a, b, _ in edges] == [("n0", "n4"), ("n3", "n4"), ("n4", "o0"), ("n2", "g0")]
    check_layout(_graph_draw.to_svg(p, graphviz=False))


def test_nothing_recorded() -> None:
    rec = Recorder("python")
    rec.output([3])
    p = build(rec, name="nothing")
    nodes, edges = parse_dot(_graph_draw.to_dot(p))
    assert list(nodes) == ["o0"] and nodes["o0"][0] == "output 0 = 3" and edges == []
    _, groups, paths = svg_parts(_graph_draw.to_svg(p, graphviz=False))
    assert len(groups) == 1 and paths == []
    loaded = Program()  # as ivy_core.load_graph makes it: the source only
    loaded.source = "def make(C, fail): ..."
    with pytest.raises(TraceError, match="only its source is known"):
        _graph_draw.to_dot(loaded)


# -- Graphviz -------------------------------------------------------------------------


def fake_dot(tmp_path: Path, body: str) -> None:
    exe = tmp_path / "dot"
    exe.write_text(f"#!{sys.executable}\nimport sys, time\n{body}\n")
    exe.chmod(0o755)


def test_svg_rendered_by_dot_when_on_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake_dot(tmp_path, "text = sys.stdin.read()\n"
                       "print(f'<svg xmlns=\"http://www.w3.org/2000/svg\"><desc>{sys.argv[1:]} "
                       "{text.count(\" -> \")}</desc></svg>')")
    monkeypatch.setenv("PATH", str(tmp_path))
    p = sample()
    svg = _graph_draw.to_svg(p)
    assert ET.fromstring(svg).find(f"{SVG}desc").text == f"['-Tsvg'] {expected_edges(p)}"
    assert 'class="node' in _graph_draw.to_svg(p, graphviz=False)


@pytest.mark.parametrize("body", ["sys.exit(3)", "print('not svg')", "time.sleep(30)"])
def test_svg_falls_back_when_dot_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, body: str) -> None:
    fake_dot(tmp_path, body)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(_graph_draw, "DOT_TIMEOUT", 0.5)
    p = sample()
    assert _graph_draw.to_svg(p) == _graph_draw.to_svg(p, graphviz=False)


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz is not installed")
def test_graphviz_reads_the_dot_text() -> None:
    proc = subprocess.run(["dot", "-Tsvg"], input=_graph_draw.to_dot(sample()), capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0 and proc.stderr == ""
    root = ET.fromstring(proc.stdout)
    titles = {t.text for t in root.iter(f"{SVG}title")}
    assert {"n0", "n9", "g0", "o3", "n4->n5"} <= titles


# -- Graph ----------------------------------------------------------------------------


def test_graph_methods_draw_the_latest_trace(tmp_path: Path) -> None:
    g = Graph(None, to=None, include_generators=True, array_caching=True, static_argnums=(),
              static_argnames=(), backend_compile=False)
    p = sample()
    g._last = Variant(p, lambda *a: a, None, None)
    assert g.to_dot() == _graph_draw.to_dot(p)
    target = tmp_path / "g.svg"
    svg = g.to_svg(str(target))
    assert target.read_text(encoding="utf-8") == svg
    if shutil.which("dot") is None:
        assert svg == _graph_draw.to_svg(p, graphviz=False)
