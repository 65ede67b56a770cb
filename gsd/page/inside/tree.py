"""The tree stages of the Inside panel (`panel`): the verify forward's positions drawn as a tree (unroll, verify,
accept), and its attention mask as a heatmap.

Every position is numbered one way, its index in the verify forward: #0 is the root, each position after its parent.
The tree's labels, the mask's rows and columns, and the stages' texts all use it (a position's id, where its token
sits in the sequence, is in its hover and the mask's text only). Each tree figure holds ONE scatter trace named
"positions" whose point i is position i (the page restyles its `selectedpoints` to light up a mask row's
ancestors), and the mask figure carries the positions' parents in `layout.meta`.

Reads `StepTrace`s only: no models, no torch, no Gradio.
"""

from __future__ import annotations

import html
import math
from collections import Counter

import plotly.graph_objects as go

from ...trace import ACCEPTED, REJECTED, ROOT, UNVERIFIED, StepTrace
from ..charts import plain_figure
from ..look import BONUS, COLORS, LABELS, LOOKUP, MERGED, NOT_REACHED, visible_text
from ..step.dag_layout import (CHAR_EM, COLUMN_GAP_PX, LABEL_FONT, LINE_EM, MARKER_PX, MIN_FONT_PX, MIN_PLOT_WIDTH_PX,
                         ROW_PAD_PX, TEXT_GAP_PX, X_LEFT_PAD, X_RIGHT_PAD, truncate)
from .common import (DIMMED, DRAFTED, FONT_PX, MARGIN, MASK_COLUMN_TICKS, MAX_HEIGHT_PX, MAX_MASK_PX,
                            MIN_HEIGHT_PX, graph_layout, lines, listed, message, numbered, points)
from .common import depths as position_depths


def _rows(parents: list[int]) -> list[float]:
    """A row per position, no edges crossing: leaves on consecutive rows in depth-first order, each parent midway
    between its first and last child. Parents come before children. (A tree's tidy layout in a dozen lines: no
    library the page uses draws one, networkx's layered layout spaces each layer evenly instead.)"""
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


def tree_figure(step: StepTrace, key: str) -> go.Figure:
    """The verify forward's positions as a tree (x the depth, two label lines a row), painted for stage `key`. The
    rows leave room for the bonus token (a last child of the last accepted position) and, under the tree, for the
    drafted nodes the node budget left out, so every tree stage has the same layout."""
    positions, nodes = step.positions, step.graph.nodes
    depths, parents = position_depths(step), [p.parent for p in positions]
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
    data = [lines("edges", [at(parents[i]) + at(i) for i in range(1, len(positions))], COLORS["edge"], 1.2),
            lines("accepted edges", [at(a) + at(b) for a, b in zip(path, path[1:])], COLORS[ACCEPTED], 3.0),
            points("copies of a merged node", [at(i) for i, p in enumerate(positions) if copies[p.node] > 1],
                    {"size": MARKER_PX + 7, "symbol": "circle-open", "color": COLORS[MERGED],
                     "line": {"width": 2, "color": COLORS[MERGED]}}),
            points("positions", [at(i) for i in range(len(positions))],
                    {"size": MARKER_PX, "color": colors, "line": {"width": [2 if o else 1 for o in hollow],
                                                                   "color": "white"},
                     "symbol": [("square" if nodes[p.node].lookup else "circle") + ("-open" if o else "")
                                for p, o in zip(positions, hollow)]},
                    labels, [f"position {numbered(i)} · node {p.node} · position id {p.position_id} · "
                             f"{html.escape(visible_text(texts[i]))}{hovers[i]}" for i, p in enumerate(positions)],
                    font, showlegend=False, customdata=list(range(len(positions))),
                    unselected={"marker": {"opacity": 0.25}, "textfont": {"color": "#d1d5db"}})]
    if spare:
        data.append(points(LABELS[UNVERIFIED], [(float(nodes[i].depth), -r) for i, r in zip(spare, spare_rows)],
                            {"size": MARKER_PX, "color": COLORS[NOT_REACHED],  # hollow, the DAG's budget rim
                             "line": {"width": 2, "color": COLORS[UNVERIFIED]}},
                            [html.escape(truncate(visible_text(nodes[i].text), cells)) for i in spare],
                            [f"node {i} · {html.escape(visible_text(nodes[i].text))}<br>over the node budget: no "
                             "position, never verified" for i in spare], font, "#9ca3af"))
    if path:  # the bonus token, after the last accepted position
        bonus = (float(depths[walk[-1]] + 1), -rows[-1])
        data.append(lines("bonus edge", [at(walk[-1]) + bonus], COLORS[BONUS], 2.0, "dot"))
        data.append(points(LABELS[BONUS], [bonus], {"size": MARKER_PX + 2, "symbol": "star", "color": COLORS[BONUS]},
                            [html.escape(truncate(visible_text(step.verdict.bonus_text), cells))],
                            [f"bonus token: {html.escape(visible_text(step.verdict.bonus_text))} · "
                             f"p {step.verdict.bonus_p:.2f}"], font))
    shown = ({"circle"} | ({"circle-open"} if any(hollow) else set())  # no key for what the figure does not draw
             | ({"square"} if any(nodes[p.node].lookup for p in positions) else set()))
    data += [points(name, [(None, None)], {"color": color, "size": 10, "symbol": symbol,
                                            "line": {"width": 2 if symbol.endswith("-open") else 0}})
             for name, color, symbol in KEYS[key] if symbol in shown]  # the legend
    ticks = ["root"] + [str(d) for d in range(1, deepest + 1)]  # the depth; positions are numbered on the tree
    return plain_figure(data, graph_layout(0, count - 1, row_px, x_range, ticks))


KEYS = {  # the colours (and marker symbols) of each tree stage, for its legend
    "unroll": (("root", COLORS[ROOT], "circle"), ("drafted position", DRAFTED, "circle"),
               ("prompt lookup (square)", COLORS[LOOKUP], "square")),
    "verify": (("agrees with the target", COLORS[ACCEPTED], "circle"),
               ("rejected: the target wanted another", COLORS[REJECTED], "circle"),
               ("hollow: never reached; rim green or red: agrees or not", "#6b7280", "circle-open")),
    "accept": (("accepted: cache row kept", COLORS[ACCEPTED], "circle"), ("dropped", DIMMED, "circle")),
}
KEYS["mask"] = KEYS["unroll"]


def _paint(step: StepTrace, key: str) -> tuple[list[str], list[str], list[str], str]:
    """Per position: its colour, its second label line and its hover lines for stage `key`; the line's colour."""
    positions, nodes = step.positions, step.graph.nodes
    where: dict[int, list[int]] = {}
    for i, p in enumerate(positions):
        where.setdefault(p.node, []).append(i)
    hovers = [f"<br>a copy of merged node {p.node}: its positions {', '.join(map(numbered, where[p.node]))}"
              if p.node and len(where[p.node]) > 1 else "" for p in positions]
    hovers = [h + ("<br>spared: pruned, then verified, as the forward had room (fill)" if nodes[p.node].spared else "")
              for h, p in zip(hovers, positions)]
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
                [f"{numbered(i)} kept" if p.accepted else "" for i, p in enumerate(positions)], hovers,
                COLORS[ACCEPTED])
    return ([COLORS[ROOT] if i == 0 else COLORS[LOOKUP] if nodes[p.node].lookup else DRAFTED
             for i, p in enumerate(positions)], [numbered(i) for i in range(len(positions))], hovers, "#6b7280")


MASK_SEEN, MASK_HIDDEN = COLORS[BONUS], "#f9fafb"  # the mask's cells: may attend, masked
MASK_TITLES = ("attends to (position)", "position")   # the mask's axes: its columns, its rows
MASK_KEY = (f"<span style='color:{MASK_SEEN}'>■</span> blue = may attend · "
            "<span style='color:#9ca3af'>□</span> masked · P = the prefix")
MASK_TOP_PX = 72  # the key, the columns' title and their labels, above the cells


def mask_figure(step: StepTrace) -> go.Figure:
    """The verify forward's attention mask as a heatmap: a row per position (#0, the root, at the top), one column
    for the committed prefix (P), then a column per position; 1 (blue) where the row's position may attend to the
    column. Its axes are titled and its key sits in the figure, top left (plotly's toolbar, at the top right, is
    hidden on phones and covers titles elsewhere). `layout.meta` holds the positions' parents, so the page can find
    a hovered row's ancestors."""
    positions = step.positions
    if not positions:
        return message("This trace (version 1) does not record the verify forward's positions")
    size, prefix = len(positions), positions[0].position_id
    visible = [[False] * size for _ in range(size)]  # as gsd.engine.graph.ancestor_mask: a row is its parent's, plus itself
    for i, position in enumerate(positions):
        if position.parent >= 0:
            visible[i] = list(visible[position.parent])
        visible[i][i] = True
    names = [f"{numbered(i)} {visible_text(step.graph.nodes[p.node].text)}" for i, p in enumerate(positions)]
    seen = [f"position {names[i]} may attend to the prefix ({prefix} tokens), "
            + listed([names[j] for j in range(i + 1) if visible[i][j]], 17) for i in range(size)]
    z = [[1] + [int(v) for v in row] for row in visible]
    height = int(min(MAX_MASK_PX, max(MIN_HEIGHT_PX, 16 * size + 110 + MASK_TOP_PX)))
    every = max(1, math.ceil(size / ((height - 110 - MASK_TOP_PX) / 11)))  # thin the tick labels: no overlap
    ticks = list(range(0, size, every))
    # the columns are narrower than the rows (the mask sits beside the tree): at most MASK_COLUMN_TICKS labels,
    # upright, the prefix's column "P" (#0 unlabelled where the columns are too narrow for it beside P)
    skip = max(every, math.ceil(size / MASK_COLUMN_TICKS))
    across = list(range(0 if skip == 1 else skip, size, skip))
    gap = 1 if size <= 64 else 0
    return plain_figure([{
        "type": "heatmap", "z": z, "x": list(range(size + 1)), "y": list(range(size)),
        "text": [[html.escape(seen[i]) if cell else "" for cell in row] for i, row in enumerate(z)],
        "hovertemplate": "%{text}<extra></extra>", "zmin": 0, "zmax": 1, "showscale": False, "xgap": gap, "ygap": gap,
        "colorscale": [[0, MASK_HIDDEN], [1, MASK_SEEN]]}], {
        "height": height, "margin": {"l": 16, "r": 16, "t": MASK_TOP_PX, "b": 16},
        "meta": {"parents": [p.parent for p in positions]},
        "title": {"text": MASK_KEY, "x": 0.02, "xref": "container", "xanchor": "left", "y": 1 - 6 / height,
                  "yanchor": "top", "font": {"size": 11, "color": "#4b5563"}},
        "hoverlabel": {"font": {"family": LABEL_FONT, "size": 12}, "align": "left"},
        "xaxis": {"tickmode": "array", "side": "top", "automargin": True, "tickangle": 0, "tickfont": {"size": 10},
                  "tickvals": [0] + [t + 1 for t in across], "ticktext": ["P"] + [numbered(t) for t in across],
                  "title": {"text": MASK_TITLES[0], "standoff": 4, "font": {"size": 11}}},
        "yaxis": {"tickmode": "array", "tickvals": ticks, "autorange": "reversed", "automargin": True,
                  "ticktext": [html.escape(truncate(names[t], 16)) for t in ticks],
                  "title": {"text": MASK_TITLES[1], "standoff": 4, "font": {"size": 11}}}})
