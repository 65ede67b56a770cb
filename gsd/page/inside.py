"""Inside one decoding step, stage by stage: what each draft forward proposed, the prompt-lookup branch, the tree
the target verified (unroll), its attention mask, the target's answers (verify) and the walk that commits (accept).
Each stage is a figure and a few lines of Markdown made of the step's own tokens and numbers.

Reads `StepTrace`s only: no models, no torch, no Gradio. The draft stages draw the graph as it stood after each
stage, where `gsd.page.dag.layout_step` puts the finished graph, so no node moves from stage to stage. The other
stages draw the verify forward's positions (`StepTrace.positions`, schema 2) as a tree; each of those figures holds
ONE scatter trace named "positions" whose point i is position i (the page restyles its `selectedpoints` to light up
a mask row's ancestors), and the mask figure carries the positions' parents in `layout.meta`.
"""

from __future__ import annotations

import html
import math
import re
from collections import Counter
from dataclasses import dataclass

import plotly.graph_objects as go

from ..trace import ACCEPTED, PRUNED, REJECTED, ROOT, STOPPED, UNVERIFIED, StepTrace
from .charts import plain_figure
from .dag import (CHAR_EM, COLUMN_GAP_PX, LABEL_FONT, LABEL_HALO, LINE_EM, MARKER_PX, MIN_FONT_PX, MIN_PLOT_WIDTH_PX,
                  ROW_PAD_PX, TEXT_GAP_PX, X_LEFT_PAD, X_RIGHT_PAD, dag_figure, layout_step, truncate)
from .panels import BONUS, COLORS, LABELS, LOOKUP, MERGED, NGRAM, plural, visible_text

DRAFTED = "#6366f1"   # a drafted node before the target judged it: no status colour applies yet (not grey: pruned is)
DIMMED = "#e5e7eb"    # what an earlier stage made, or a position the walk dropped
MARGIN = {"l": 16, "r": 16, "t": 16, "b": 96}  # the legend sits under the x axis
MIN_HEIGHT_PX, MAX_HEIGHT_PX, MAX_MASK_PX = 260, 1600, 1400
MASK_COLUMN_TICKS = 12
FONT_PX = 10.0


@dataclass(frozen=True)
class Stage:
    key: str         # "draft-1", "draft-2", …, "lookup", "unroll", "mask", "verify", "accept"
    label: str       # what the stage control shows
    available: bool  # False where the step's data cannot show it (a version-1 trace has no positions)


@dataclass(frozen=True)
class StageView:
    figure: go.Figure  # the #inside-plot figure for this stage
    text: str          # Markdown: what happened in this stage, with the step's own tokens and numbers


def _recorded(step: StepTrace) -> bool:
    """Whether the step records how its graph grew (schema 2): its drafted nodes name their draft stages."""
    return any(node.stages for node in step.graph.nodes[1:])


def stages(step: StepTrace) -> list[Stage]:
    """The step's stages in order: one per draft stage found in its nodes (the stages after the last draft
    forward, which ran no model, are one "Prompt lookup" stage), then unroll, mask, verify and accept."""
    found: list[Stage] = []
    if len(step.graph.nodes) > 1 and not _recorded(step):
        found.append(Stage("draft-1", "Draft", True))  # version 1: the whole graph at once
    numbers = sorted({s for node in step.graph.nodes[1:] for s in node.stages})
    found += [Stage(f"draft-{s}", f"Draft {s}", True) for s in numbers if s <= step.counters.draft_forwards]
    if any(s > step.counters.draft_forwards for s in numbers):
        found.append(Stage("lookup", "Prompt lookup", True))
    seen = bool(step.positions)
    return found + [Stage("unroll", "Unroll", seen), Stage("mask", "Mask", seen), Stage("verify", "Verify", seen),
                    Stage("accept", "Accept", True)]


def stage_view(step: StepTrace, key: str, *, greedy: bool = True) -> StageView:
    """The figure and text of stage `key` of `step`, or a view that says why there is none. `greedy` says how the
    run accepted (a step does not record its temperature): under sampling the target's token on the accepted
    positions is the one the walk drew, elsewhere its most likely one."""
    stage = next((s for s in stages(step) if s.key == key), None)
    if stage is None:
        return StageView(_message(f"Step {step.step} has no stage {key!r}"), f"Step {step.step} has no such stage.")
    if not stage.available:
        return StageView(_message(f"{stage.label}: not recorded in this trace"), VERSION_1)
    if key.startswith("draft-") or key == "lookup":
        return _draft_view(step, key)
    if not step.positions:  # accept, version 1: the accepted path on the graph
        return StageView(dag_figure(step), _accept_text(step))
    text = _verify_text(step, greedy) if key == "verify" else {"unroll": _unroll_text, "mask": _mask_text,
                                                                 "accept": _accept_text}[key](step)
    return StageView(_tree_figure(step, key), text)


VERSION_1 = ("This trace is version 1: it does not record the verify forward's positions, so **Unroll**, **Mask** "
             "and **Verify** cannot be shown for its steps. **Accept** shows the accepted path on the graph.")


# ---- shared pieces -----------------------------------------------------------------------------------------

def _tok(text: str) -> str:
    """A token in the Markdown text: whitespace made visible, Markdown's punctuation escaped, in quotes."""
    return "‘" + re.sub(r"([\\`*_{}\[\]()#+\-.!|~<>&])", r"\\\1", visible_text(text)) + "’"


def _listed(items: list[str], most: int = 8) -> str:
    return ", ".join(items[:most]) + (f" and {len(items) - most} more" if len(items) > most else "")


def _bullets(lines: list[str], most: int = 12) -> str:
    return "\n".join([f"- {line}" for line in lines[:most]] + ([f"- and {len(lines) - most} more"]
                                                                if len(lines) > most else []))


def _message(text: str) -> go.Figure:
    return plain_figure([], {"height": MIN_HEIGHT_PX, "margin": {**MARGIN, "b": 16}, "xaxis": {"visible": False},
                        "yaxis": {"visible": False},
                        "annotations": [{"text": html.escape(text), "showarrow": False, "x": 0.5, "y": 0.5,
                                         "xref": "paper", "yref": "paper", "font": {"size": 14, "color": "#6b7280"}}]})


def _lines(name: str, pairs: list[tuple], color: str, width: float, dash: str = "solid", legend: bool = False) -> dict:
    """One trace of line segments, each (x0, y0, x1, y1)."""
    return {"type": "scatter", "mode": "lines", "name": name, "hoverinfo": "skip", "showlegend": legend,
            "x": [v for x0, _, x1, _ in pairs for v in (x0, x1, None)],
            "y": [v for _, y0, _, y1 in pairs for v in (y0, y1, None)],
            "line": {"color": color, "width": width, "dash": dash}}


def _points(name: str, xy: list[tuple[float, float]], marker: dict, texts: list[str] | None = None,
            hovers: list[str] | None = None, font: float = FONT_PX, color: str = "#111827", **extra) -> dict:
    """Markers at `xy`, labelled on their right with `texts` (escaped already) when given."""
    trace = {"type": "scatter", "mode": "markers", "name": name, "x": [x for x, _ in xy], "y": [y for _, y in xy],
             "marker": marker, "hoverinfo": "skip" if hovers is None else "text", **extra}
    if hovers is not None:
        trace["hovertext"] = hovers
    if texts is not None:
        trace.update(mode="markers+text", text=texts, textposition="middle right",
                     textfont={"family": LABEL_FONT, "size": font, "shadow": LABEL_HALO, "color": color})
    return trace


def _layout(top: float, bottom: float, row_px: float, x_range: tuple, ticks: list[str]) -> dict:
    """The layout of a graph figure: x the depth (`ticks` name each), rows `top`..`bottom` (row r drawn at y = -r)
    centred in the plot, `row_px` pixels apart; as tall as they need."""
    height = int(math.ceil(max(MIN_HEIGHT_PX, (bottom - top + 1) * row_px + MARGIN["t"] + MARGIN["b"])))
    plot_px = height - MARGIN["t"] - MARGIN["b"]
    half, middle = plot_px / row_px / 2, (top + bottom) / 2
    below = 34 + 14 * ticks[0].count("<br>")  # the legend goes under the tick labels and the axis title
    return {"height": height, "margin": {**MARGIN, "autoexpand": False}, "showlegend": True, "hovermode": "closest",
            "dragmode": "pan", "hoverlabel": {"font": {"family": LABEL_FONT, "size": 12}, "align": "left"},
            "legend": {"orientation": "h", "x": 0, "xanchor": "left", "y": -below / plot_px, "yanchor": "top",
                       "font": {"size": 11}, "itemsizing": "constant"},
            "xaxis": {"range": list(x_range), "tickmode": "array", "tickvals": list(range(len(ticks))),
                      "ticktext": ticks, "title": {"text": "depth", "standoff": 2}, "gridcolor": "#f1f3f5",
                      "zeroline": False},
            "yaxis": {"range": [-(middle + half), -(middle - half)], "visible": False}}


# ---- draft stages: the graph as it stood after each -------------------------------------------------------

def _at_draft(node) -> str:
    """What a node was when drafting ended, before the target judged it."""
    if node.status in (ROOT, PRUNED):
        return node.status
    return STOPPED if node.branch_end else "drafted"


AT_DRAFT_COLORS = {ROOT: COLORS[ROOT], "drafted": DRAFTED, STOPPED: COLORS[STOPPED], PRUNED: COLORS[PRUNED]}


def _draft_view(step: StepTrace, key: str) -> StageView:
    nodes, forwards = step.graph.nodes, step.counters.draft_forwards
    if not _recorded(step):
        new_stages = {0}  # version 1: every node at once, in no order
    elif key == "lookup":
        new_stages = {s for node in nodes for s in node.stages if s > forwards}
    else:
        new_stages = {int(key.removeprefix("draft-"))}
    upto = max(new_stages)
    shown = [i for i, node in enumerate(nodes) if node.stage <= upto]
    new = [i for i in shown[1:] if nodes[i].stage in new_stages]
    # The frontier draft forward s read: the nodes it ran (for s = 1 the root, with the committed text).
    frontier = [i for i, node in enumerate(nodes) if key != "lookup" and _recorded(step) and node.ran == upto]
    edges = [(parent, i, rank > 0, stage in new_stages) for i in shown for rank, (parent, stage)
             in enumerate(zip(nodes[i].parents, nodes[i].stages or (0,) * len(nodes[i].parents))) if stage <= upto]
    merges = [(parent, i) for parent, i, merge, fresh in edges if merge and fresh]

    layout = layout_step(step)

    def at(i: int) -> tuple[float, float]:
        return layout.x[i], -layout.y[i]

    data = [_lines(name, [at(p) + at(i) for p, i, merge, fresh in edges if (merge, fresh) == kind], color, width,
                   "dash" if kind[0] else "solid", legend=kind == (True, True) and bool(merges))
            for kind, color, width, name in (((False, False), DIMMED, 1.2, "earlier edge"),
                                             ((True, False), COLORS[NGRAM], 1.6, "earlier merge edge"),
                                             ((False, True), COLORS["edge"], 1.6, "new edge"),
                                             ((True, True), COLORS[MERGED], 2.6, "merge edge, this stage"))]
    ring = layout.marker_px + 8
    if frontier:
        data.append(_points("read by this forward", [at(i) for i in frontier],
                            {"size": ring, "symbol": "circle-open", "color": COLORS[ROOT], "line": {"width": 2}}))
    looked_up = [i for i in shown if nodes[i].lookup]
    if looked_up:
        square = {"size": ring, "symbol": "square-open", "color": COLORS[LOOKUP],
                  "line": {"width": 2, "color": COLORS[LOOKUP]}}
        data.append(_points(LABELS[LOOKUP], [at(i) for i in looked_up], square))
    groups = [(LABELS[ROOT], [0], True), ("earlier stages", [i for i in shown[1:] if i not in new], False)]
    groups += [(name, [i for i in new if _at_draft(nodes[i]) == category], True) for category, name
               in (("drafted", "drafted (new)"), (STOPPED, LABELS[STOPPED]), (PRUNED, LABELS[PRUNED]))]
    for name, members, bright in groups:
        marker = {"size": layout.marker_px, "color": [AT_DRAFT_COLORS[_at_draft(nodes[i])] for i in members],
                  "opacity": 1 if bright else 0.4, "line": {"width": 1, "color": "white"}}
        if members:
            data.append(_points(name, [at(i) for i in members], marker,
                                [html.escape(layout.labels[i]) for i in members],
                                [_draft_hover(step, i, upto) for i in members], layout.font_px,
                                "#111827" if bright else "#9ca3af", customdata=members))
    deepest = int(max(layout.x[:len(nodes)]))
    top, bottom = min(layout.y), max(layout.y)
    figure = plain_figure(data, _layout(top, bottom, layout.row_px, (layout.x_range[0], deepest + X_RIGHT_PAD),
                                   ["root"] + [str(d) for d in range(1, deepest + 1)]))
    return StageView(figure, _draft_text(step, key, new, frontier, merges, len(shown)))


def _draft_hover(step: StepTrace, index: int, upto: int) -> str:
    """A node's hover after draft stage `upto`: its text, q, depth and its parents by then."""
    nodes = step.graph.nodes
    node, text = nodes[index], html.escape(visible_text(nodes[index].text))
    if index == 0:
        return f"<b>{text}</b> · root<br>the last committed token"
    parents = " + ".join(f"{html.escape(visible_text(nodes[p].text))} ({p})"
                         for p, stage in zip(node.parents, node.stages or (0,) * len(node.parents)) if stage <= upto)
    lines = [f"<b>{text}</b> · node {index} · draft stage {node.stage or '?'}",
             f"q = {node.q:.3f} · depth {node.depth} · after {parents}",
             "from prompt lookup (q: its share of the earlier occurrences)" if node.lookup else "",
             "" if _at_draft(node) == "drafted" else LABELS[_at_draft(node)]]
    return "<br>".join(line for line in lines if line)


def _draft_text(step: StepTrace, key: str, new: list[int], frontier: list[int], merges: list[tuple[int, int]],
                size: int) -> str:
    nodes = step.graph.nodes
    named = [f"{_tok(nodes[i].text)} (q {nodes[i].q:.2f})" for i in new]
    if not _recorded(step):
        head = ("This trace does not record the order in which the graph grew (version 1): here is the whole draft "
                f"graph, {plural(len(new), 'drafted node')}")
    elif key == "lookup":
        head = ("**Prompt lookup**, no model ran: the latest words occurred earlier in the text, and what followed "
                f"them there adds {plural(len(new), 'node')}")
        if any(node.lookup for node in nodes):
            head += " (squared, verified on top of the node budget)"
    else:
        s = int(key.removeprefix("draft-"))
        read = (f"the committed text up to the root {_tok(nodes[0].text)}" if s == 1 else
                f"{plural(len(frontier), 'node')} ({_listed([_tok(nodes[i].text) for i in frontier])}) in one "
                "forward, each seeing the committed text and its own ancestors")
        depths = sorted({nodes[i].depth for i in new})
        if len(depths) > 1 or any(nodes[nodes[i].parents[0]].ran != s for i in new):  # dyspec: a batch, not a layer
            head = (f"**Draft forward {s}** read {read}. Then {plural(len(new), 'new node')}, picked by estimated "
                    f"acceptance from every candidate so far (depths {depths[0]}–{depths[-1]})")
        else:
            head = f"**Draft forward {s}** read {read}. From its q, {plural(len(new), 'new node')}"
    lines = [head + (f": {_listed(named, 12)}." if named else ".")]
    pruned = [_tok(nodes[i].text) for i in new if nodes[i].status == PRUNED]
    stopped = [_tok(nodes[i].text) for i in new if nodes[i].branch_end and nodes[i].status != PRUNED]
    if pruned:
        lines.append(f"Pruned by θ_sib (q below θ_sib × the best sibling's): {_listed(pruned)}.")
    if stopped:
        lines.append(f"Stopped by θ_prob (q < θ_prob: a branch end, not grown further): {_listed(stopped)}.")
    if merges:
        lines.append(_bullets([f"{_tok(nodes[i].text)} after {_tok(nodes[p].text)} already exists: merged, no draft "
                               "position" for p, i in merges]))
    lines.append(f"The graph now holds {plural(size, 'node')}, the root included.")
    return "\n\n".join(lines) + _cut(step)


# ---- the verify forward's tree: unroll, mask, verify, accept -----------------------------------------------

def _depths(step: StepTrace) -> list[int]:
    depths = [0] * len(step.positions)
    for i, position in enumerate(step.positions[1:], start=1):
        depths[i] = depths[position.parent] + 1
    return depths


def _rows(parents: list[int]) -> list[float]:
    """A row per position, no edges crossing: leaves on consecutive rows in depth-first order, each parent midway
    between its first and last child. Parents come before children."""
    children: list[list[int]] = [[] for _ in parents]
    for i, parent in enumerate(parents[1:], start=1):
        children[parent].append(i)
    rows, leaf, stack = [0.0] * len(parents), 0, [0]
    while stack:  # depth first, without recursion (a chain can be long)
        i = stack.pop()
        stack.extend(reversed(children[i]))
        if not children[i]:
            rows[i], leaf = float(leaf), leaf + 1
    for i in reversed(range(len(parents))):
        if children[i]:
            rows[i] = (rows[children[i][0]] + rows[children[i][-1]]) / 2
    return rows


def _tree_figure(step: StepTrace, key: str) -> go.Figure:
    """The verify forward's positions as a tree (x the depth, two label lines a row), painted for stage `key`. The
    rows leave room for the bonus token (a last child of the last accepted position) and, under the tree, for the
    drafted nodes the node budget left out, so every tree stage has the same layout."""
    positions, nodes = step.positions, step.graph.nodes
    depths, parents = _depths(step), [p.parent for p in positions]
    walk = [i for i, p in enumerate(positions) if p.accepted] or [0]
    rows = _rows(parents + [walk[-1]])  # the last row: the bonus token's
    spare = [i for i, node in enumerate(nodes) if node.status == UNVERIFIED]
    stacked: Counter = Counter()
    spare_rows = []
    for i in spare:  # stacked per depth under the tree
        spare_rows.append(max(rows) + 1.5 + stacked[nodes[i].depth])
        stacked[nodes[i].depth] += 1
    count = max(rows + spare_rows) + 1
    font, row_px = FONT_PX, 2 * FONT_PX * LINE_EM + ROW_PAD_PX
    if count * row_px > MAX_HEIGHT_PX - MARGIN["t"] - MARGIN["b"]:  # too tall: smaller rows and font
        row_px = (MAX_HEIGHT_PX - MARGIN["t"] - MARGIN["b"]) / count
        font = (row_px - ROW_PAD_PX) / (2 * LINE_EM)
    deepest = max(depths + [nodes[i].depth for i in spare]) + 1  # + 1: the bonus token's column
    x_range = (-X_LEFT_PAD, deepest + X_RIGHT_PAD)
    column_px = (MIN_PLOT_WIDTH_PX - MARGIN["l"] - MARGIN["r"]) / (x_range[1] - x_range[0])
    labelled, font = font >= MIN_FONT_PX, max(font, MIN_FONT_PX)  # too small: only the accepted path keeps labels
    cells = max(2, int((column_px - MARKER_PX / 2 - TEXT_GAP_PX - COLUMN_GAP_PX) // (font * CHAR_EM)))

    def at(i: int) -> tuple[float, float]:
        return float(depths[i]), -rows[i]

    texts = [nodes[p.node].text for p in positions]
    copies = Counter(p.node for p in positions)  # the root's count is 1
    colors, notes, hovers, note_color = _paint(step, key)
    path = walk if key == "accept" else []
    # verify: a position under a rejected one is hollow (the target answered there too, but the walk never got there)
    hollow = [key == "verify" and i > 0 and not positions[p.parent].accepted for i, p in enumerate(positions)]
    labels = []
    for text, note, p in zip(texts, notes, positions):
        label = html.escape(truncate(visible_text(text), cells)) if labelled or p.accepted else ""
        note = html.escape(truncate(note, cells)) if label and note else ""
        labels.append(f"{label}<br><span style='color:{note_color}'>{note}</span>" if note else label)
    data = [_lines("edges", [at(parents[i]) + at(i) for i in range(1, len(positions))], COLORS["edge"], 1.2),
            _lines("accepted edges", [at(a) + at(b) for a, b in zip(path, path[1:])], COLORS[ACCEPTED], 3.0),
            _points("copies of a merged node", [at(i) for i, p in enumerate(positions) if copies[p.node] > 1],
                    {"size": MARKER_PX + 7, "symbol": "circle-open", "color": COLORS[MERGED],
                     "line": {"width": 2, "color": COLORS[MERGED]}}),
            _points("positions", [at(i) for i in range(len(positions))],
                    {"size": MARKER_PX, "color": colors, "line": {"width": [2 if o else 1 for o in hollow],
                                                                   "color": "white"},
                     "symbol": [("square" if nodes[p.node].lookup else "circle") + ("-open" if o else "")
                                for p, o in zip(positions, hollow)]},
                    labels, [f"position {i} · node {p.node} · position id {p.position_id} · "
                             f"{html.escape(visible_text(texts[i]))}{hovers[i]}" for i, p in enumerate(positions)],
                    font, showlegend=False, customdata=list(range(len(positions))),
                    unselected={"marker": {"opacity": 0.25}, "textfont": {"color": "#d1d5db"}})]
    if spare:
        data.append(_points(LABELS[UNVERIFIED], [(float(nodes[i].depth), -r) for i, r in zip(spare, spare_rows)],
                            {"size": MARKER_PX, "color": DIMMED, "line": {"width": 1, "color": "#9ca3af"}},
                            [html.escape(truncate(visible_text(nodes[i].text), cells)) for i in spare],
                            [f"node {i} · {html.escape(visible_text(nodes[i].text))}<br>over the node budget: no "
                             "position, never verified" for i in spare], font, "#9ca3af"))
    if path:  # the bonus token, after the last accepted position
        bonus = (float(depths[walk[-1]] + 1), -rows[-1])
        data.append(_lines("bonus edge", [at(walk[-1]) + bonus], COLORS[BONUS], 2.0, "dot"))
        data.append(_points(LABELS[BONUS], [bonus], {"size": MARKER_PX + 2, "symbol": "star", "color": COLORS[BONUS]},
                            [html.escape(truncate(visible_text(step.verdict.bonus_text), cells))],
                            [f"bonus token: {html.escape(visible_text(step.verdict.bonus_text))} · "
                             f"p {step.verdict.bonus_p:.2f}"], font))
    shown = ({"circle"} | ({"circle-open"} if any(hollow) else set())  # no key for what the figure does not draw
             | ({"square"} if any(nodes[p.node].lookup for p in positions) else set()))
    data += [_points(name, [(None, None)], {"color": color, "size": 10, "symbol": symbol,
                                            "line": {"width": 2 if symbol.endswith("-open") else 0}})
             for name, color, symbol in KEYS[key] if symbol in shown]  # the legend
    root_id = positions[0].position_id
    ticks = [f"{'root' if d == 0 else d}<br>id {root_id + d}" for d in range(deepest + 1)]
    return plain_figure(data, _layout(0, count - 1, row_px, x_range, ticks))


KEYS = {  # the colours (and marker symbols) of each tree stage, for its legend
    "unroll": (("root", COLORS[ROOT], "circle"), ("drafted position", DRAFTED, "circle"),
               ("prompt lookup (square)", COLORS[LOOKUP], "square")),
    "verify": (("agrees with the target", COLORS[ACCEPTED], "circle"),
               ("rejected: the target wanted another", COLORS[REJECTED], "circle"),
               ("hollow: under a rejected position, never reached", "#6b7280", "circle-open")),
    "accept": (("accepted: cache row kept", COLORS[ACCEPTED], "circle"), ("dropped", DIMMED, "circle")),
}
KEYS["mask"] = KEYS["unroll"]


def _paint(step: StepTrace, key: str) -> tuple[list[str], list[str], list[str], str]:
    """Per position: its colour, its second label line and its hover lines for stage `key`; the line's colour."""
    positions, nodes = step.positions, step.graph.nodes
    where: dict[int, list[int]] = {}
    for i, p in enumerate(positions):
        where.setdefault(p.node, []).append(i)
    hovers = [f"<br>a copy of merged node {p.node}: its positions {', '.join(map(str, where[p.node]))}"
              if p.node and len(where[p.node]) > 1 else "" for p in positions]
    if key == "verify":
        agree = [i == 0 or positions[p.parent].target_token == nodes[p.node].token for i, p in enumerate(positions)]
        hovers = [h + f"<br>target: {html.escape(visible_text(p.target_text))} (p {p.target_p:.2f}, margin "
                  f"{p.margin:.1f})" for h, p in zip(hovers, positions)]
        return ([COLORS[ROOT] if i == 0 else COLORS[ACCEPTED if ok else REJECTED] for i, ok in enumerate(agree)],
                [f"→ {visible_text(p.target_text)}" for p in positions], hovers, COLORS[BONUS])
    if key == "accept":
        hovers = [h + ("<br>accepted: its cache row is kept" if p.accepted else "<br>dropped")
                  for h, p in zip(hovers, positions)]
        return ([(COLORS[ROOT] if i == 0 else COLORS[ACCEPTED]) if p.accepted else DIMMED
                 for i, p in enumerate(positions)],
                [f"id {p.position_id}" if p.accepted else "" for p in positions], hovers, COLORS[ACCEPTED])
    return ([COLORS[ROOT] if i == 0 else COLORS[LOOKUP] if nodes[p.node].lookup else DRAFTED
             for i, p in enumerate(positions)], [f"#{i}" for i in range(len(positions))], hovers, "#6b7280")


def mask_figure(step: StepTrace) -> go.Figure:
    """The verify forward's attention mask as a heatmap: a row per position (0 at the top), one column for the
    committed prefix, then a column per position; 1 where the row's position sees the column. `layout.meta`
    holds the positions' parents, so the page can find a hovered row's ancestors."""
    positions = step.positions
    if not positions:
        return _message("This trace (version 1) does not record the verify forward's positions")
    size, prefix = len(positions), positions[0].position_id
    visible = [[False] * size for _ in range(size)]  # as gsd.graph.ancestor_mask: a row is its parent's, plus itself
    for i, position in enumerate(positions):
        if position.parent >= 0:
            visible[i] = list(visible[position.parent])
        visible[i][i] = True
    names = [f"{i} {visible_text(step.graph.nodes[p.node].text)}" for i, p in enumerate(positions)]
    seen = [f"position {names[i]} sees the prefix ({prefix} tokens), "
            + _listed([names[j] for j in range(i + 1) if visible[i][j]], 17) for i in range(size)]
    z = [[1] + [int(v) for v in row] for row in visible]
    height = int(min(MAX_MASK_PX, max(MIN_HEIGHT_PX, 16 * size + 110)))
    every = max(1, math.ceil(size / ((height - 110) / 11)))  # thin the tick labels so that they do not overlap
    ticks = list(range(0, size, every))
    # the columns are narrower than the rows (the mask sits beside the tree): at most MASK_COLUMN_TICKS labels,
    # upright, the prefix's column "P" (the stage's text says what P is: a title would sit under plotly's toolbar)
    across = list(range(0, size, max(every, math.ceil(size / MASK_COLUMN_TICKS))))
    gap = 1 if size <= 64 else 0
    return plain_figure([{
        "type": "heatmap", "z": z, "x": list(range(size + 1)), "y": list(range(size)),
        "text": [[html.escape(seen[i]) if cell else "" for cell in row] for i, row in enumerate(z)],
        "hovertemplate": "%{text}<extra></extra>", "zmin": 0, "zmax": 1, "showscale": False, "xgap": gap, "ygap": gap,
        "colorscale": [[0, "#f9fafb"], [1, COLORS[BONUS]]]}], {
        "height": height, "margin": {"l": 16, "r": 16, "t": 16, "b": 16},
        "meta": {"parents": [p.parent for p in positions]},
        "hoverlabel": {"font": {"family": LABEL_FONT, "size": 12}, "align": "left"},
        "xaxis": {"tickmode": "array", "side": "top", "automargin": True, "tickangle": 0, "tickfont": {"size": 10},
                  "tickvals": [0] + [t + 1 for t in across], "ticktext": ["P"] + [str(t) for t in across]},
        "yaxis": {"tickmode": "array", "tickvals": ticks, "autorange": "reversed", "automargin": True,
                  "ticktext": [html.escape(truncate(names[t].replace(" ", " · ", 1), 16)) for t in ticks]}})


# ---- the tree stages in words -----------------------------------------------------------------------------

def _cut(step: StepTrace) -> str:
    """A note for a step whose positions the page cut to its accepted path (it keeps older steps that way)."""
    total = step.counters.target_tree_size
    if total > len(step.positions) and all(p.accepted for p in step.positions):
        return f"\n\nOnly the accepted path of this step is kept: {len(step.positions)} of its {total} positions."
    return ""


def _unroll_text(step: StepTrace) -> str:
    positions, nodes = step.positions, step.graph.nodes
    if len(nodes) == 1:
        return "No draft (ar): the target runs on the root alone, position 0." + _cut(step)
    copies = Counter(p.node for p in positions)
    lines = [f"The target cannot verify a DAG (a position's keys and values depend on its one prefix), so the draft "
             f"graph's {plural(len(nodes), 'node')} unroll into a tree of {plural(len(positions), 'position')}, "
             "root included, numbered breadth first, each after its parent."]
    merged = [f"{_tok(nodes[n].text)} (node {n}) has {c} positions: "
              + ", ".join(str(i) for i, p in enumerate(positions) if p.node == n)
              for n, c in copies.items() if n and c > 1]
    if merged:
        extra = sum(c - 1 for n, c in copies.items() if n)
        lines.append(f"A merged node is copied under each of its parents ({extra} extra "
                     f"{'copy' if extra == 1 else 'copies'}, which the draft never ran): {_listed(merged, 6)}.")
    pruned = sum(node.status == PRUNED for node in nodes)
    if pruned:
        lines.append(f"{plural(pruned, 'node')} pruned by θ_sib: left out, never verified.")
    over = [f"{_tok(node.text)} (node {i})" for i, node in enumerate(nodes) if node.status == UNVERIFIED]
    if over:
        lines.append(f"Over the node budget, never verified (greyed under the tree): {_listed(over)}.")
    looked_up = sum(nodes[p.node].lookup for p in positions)
    if looked_up:
        lines.append(f"{plural(looked_up, 'position')} of the prompt-lookup branch (squares), verified on top of "
                     "the node budget.")
    return "\n\n".join(lines) + _cut(step)


def _mask_text(step: StepTrace) -> str:
    positions, depths = step.positions, _depths(step)
    prefix = positions[0].position_id
    return (f"Each position sees the committed prefix ({plural(prefix, 'token')}, one column here: P), its ancestors "
            f"and itself, nothing else: {sum(depths) + len(depths)} of the {len(positions)} × {len(positions)} tree "
            f"cells. Its position id is the prefix length + its depth, {prefix} at the root to {prefix + max(depths)}, "
            "so siblings and the copies of a merged node share the id of their depth, each as if it were the only "
            "continuation. Hover (or tap) a row to light up its ancestors in the tree." + _cut(step))


def _verify_text(step: StepTrace, greedy: bool) -> str:
    positions, nodes = step.positions, step.graph.nodes
    lines = [f"One target forward over the {plural(len(positions), 'position')} gave the target's answer at each, "
             "its next token (after → in the figure)" + ("." if greedy else
             ": on the accepted positions the token the sampling walk drew, elsewhere its most likely token.")]
    children = [(i, p) for i, p in enumerate(positions) if i]
    agree = {i for i, p in children if positions[p.parent].target_token == nodes[p.node].token}
    if children:
        lines.append(f"{len(agree)} of the {plural(len(children), 'drafted position')} agree with the target's "
                     "answer at their parent.")
    wanted = "wanted" if greedy else "drew"
    # The rejections the walk met (children of accepted positions); the others lie where it never went.
    decisive = [(i, p) for i, p in children if positions[p.parent].accepted and i not in agree]
    if decisive:
        lines.append(_bullets([f"{_tok(nodes[p.node].text)} (position {i}) rejected: the target {wanted} "
                               f"{_tok(positions[p.parent].target_text)} (p {positions[p.parent].target_p:.2f})"
                               for i, p in decisive], 8))
    unreached = sum(not positions[p.parent].accepted for _, p in children)
    if unreached:
        lines.append(f"{plural(unreached, 'position')} under rejected ones (hollow): the target answered there too, "
                     "but the walk never reached them.")
    last = max(i for i, p in enumerate(positions) if p.accepted or i == 0)
    lines.append(f"At the last accepted position ({last}) the target's answer {_tok(positions[last].target_text)} "
                 f"(p {positions[last].target_p:.2f}, margin {positions[last].margin:.1f} between its top two logits) "
                 "is the bonus token.")
    return "\n\n".join(lines) + _cut(step)


def _accept_text(step: StepTrace) -> str:
    nodes, positions = step.graph.nodes, step.positions
    walk = [i for i, p in enumerate(positions) if p.accepted] or [0]
    if positions:
        hops = [f"{_tok(nodes[positions[i].node].text)} ({i})" for i in walk]
    else:
        hops = [f"{_tok(nodes[n].text)} (node {n})" for n in step.verdict.accepted]
    bonus = _tok(step.verdict.bonus_text)
    lines = [f"The walk goes from the root along the target's answers: {' → '.join(hops)}, then the bonus token "
             f"{bonus} (p {step.verdict.bonus_p:.2f}), the target's own answer after the last accepted token.",
             f"Appended to the text: {' '.join(_tok(t) for t in step.committed_text) or 'nothing'} "
             f"({plural(len(step.committed_text), 'token')})."]
    if not step.bonus_committed:
        lines.append(f"The run ended inside this step (an end of text, or max new tokens): only these were "
                     f"appended, not the bonus {bonus}.")
    if positions:
        ids = ", ".join(f"{i} (id {positions[i].position_id})" for i in walk)
        lines.append(f"Target cache: the rows of the root and the accepted positions are kept: {ids}; "
                     f"{plural(len(positions) - len(walk), 'other row')} dropped." + _cut(step))
    else:
        kept = plural(step.accepted_draft_tokens, 'accepted node')
        lines.append(f"Target cache: the rows of the root and the {kept} are kept, the others dropped.")
    return "\n\n".join(lines)
