"""Where every node of a step's token DAG goes (`layout_step`), and how big the figure and its labels are.

x is the depth, y is a row within the layer. Layers are ordered parent by parent (each node follows its first
parent's rank, siblings by q, best first), so the first-parent edges never cross; within a layer each node sits as
close as it can to its parent's row while keeping one row between neighbours (a least-squares fit, solved exactly
by pool-adjacent-violators). The figure's height grows with the number of rows, the font shrinks when the graph is
tall, and labels are cut to the width of a depth column, so no two labels overlap at `MIN_PLOT_WIDTH_PX` or wider.
Reads `StepTrace`s only.

The layout is the project's own: networkx's layouts for a layered DAG (`multipartite_layout`) space a layer's
nodes evenly in insertion order, so first-parent edges cross and a node lands far from its parent; graphviz's `dot`
orders layers to cut crossings but is a system package a Space cannot count on, and neither sizes rows to labels.
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass

from ...trace import StepTrace
from ..look import visible_text

# ---- sizes (pixels) ---------------------------------------------------------------------------------

MIN_PLOT_WIDTH_PX = 600     # labels are cut so that they fit a depth column at this plot width
FONT_PX = 11                # label font at the default size
MIN_FONT_PX = 7             # below this, only the accepted path and the bonus token keep a label
CHAR_EM = 0.62              # advance of one monospace character, in em (DejaVu Sans Mono: 0.602)
LINE_EM = 1.3               # height of one label line, in em
ROW_PAD_PX = 6              # free space between two rows
MARKER_PX = 12
TEXT_GAP_PX = 4             # from the marker's edge to its label (plotly puts a text 'middle right' ~3 px out)
COLUMN_GAP_PX = 6           # from a label's end to the next column's marker
MARGIN = {"l": 16, "r": 16, "t": 44, "b": 96}  # the legend sits under the axis (lower when it needs more rows)
LEGEND_TOP_PX = 40          # from the plot's bottom edge to the legend (under the tick labels and the axis title)
LEGEND_ROW_PX = 28          # one row of legend entries at 11 px
LEGEND_CHAR_PX = 5.8        # the advance of one legend character at 11 px (a proportional font), generously
LEGEND_ENTRY_PX = 48        # an entry's swatch and gaps
TITLE_PX = 13               # the caption above the graph
TITLE_LINE_PX = 17          # each line of its notes, under it (a caption's notes start new lines: see step_caption)
AXIS_ONLY_BOTTOM_PX = 44                        # the bottom margin of a figure without its legend
MIN_HEIGHT_PX = 360
MAX_HEIGHT_PX = 2400
X_LEFT_PAD = 0.35           # depth units left of the root
X_RIGHT_PAD = 1.0           # depth units right of the deepest column (its labels)
LABEL_FONT = "DejaVu Sans Mono, Menlo, Consolas, monospace"
LABEL_HALO = "0 0 2px white, 0 0 2px white, 0 0 3px white"  # keeps a label readable where an edge crosses it


def text_width(label: str) -> int:
    """Width of `label` in monospace cells (wide East Asian characters take two)."""
    return sum(2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in label)


def truncate(label: str, cells: int) -> str:
    """`label` cut to at most `cells` monospace cells, with '…' marking a cut."""
    if text_width(label) <= cells:
        return label
    out, used = [], 0
    for char in label:
        width = text_width(char)
        if used + width > cells - 1:
            break
        out.append(char)
        used += width
    return "".join(out) + "…"


# ---- layout -------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class DagLayout:
    """Where every drawn node goes. Index len(graph.nodes) is the bonus token."""

    x: tuple[float, ...]
    y: tuple[float, ...]          # rows: 0 is the root's row, down is positive (the figure flips it)
    labels: tuple[str, ...]       # "" where a node is drawn without a label
    font_px: float
    marker_px: float
    row_px: float
    height_px: int
    x_range: tuple[float, float]
    y_range: tuple[float, float]  # in figure coordinates (already flipped)


def _fit_rows(desired: list[float]) -> list[float]:
    """Rows closest to `desired` (least squares) with each row at least 1 below the one before:
    y_i = i + z_i with z non-decreasing, z the isotonic regression of desired_i - i (pool adjacent violators)."""
    blocks: list[list[float]] = []  # [mean, count]
    for i, want in enumerate(desired):
        blocks.append([want - i, 1.0])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            mean, count = blocks.pop()
            blocks[-1] = [(blocks[-1][0] * blocks[-1][1] + mean * count) / (blocks[-1][1] + count),
                          blocks[-1][1] + count]
    rows: list[float] = []
    for mean, count in blocks:
        rows.extend([mean] * int(count))
    return [z + i for i, z in enumerate(rows)]


def layout_step(step: StepTrace) -> DagLayout:
    """Positions, labels and sizes of `step`'s DAG plus its bonus token (see the module docstring)."""
    nodes = step.graph.nodes
    n = len(nodes)
    last = step.verdict.accepted[-1]
    parent = [node.parents[0] if node.parents else -1 for node in nodes] + [last]
    depth = [node.depth for node in nodes] + [nodes[last].depth + 1]
    q = [node.q for node in nodes] + [-1.0]  # the bonus token comes after its drafted siblings

    children: list[list[int]] = [[] for _ in range(n + 1)]
    for i in range(1, n + 1):
        children[parent[i]].append(i)
    for kids in children:
        kids.sort(key=lambda i: (-q[i], i))

    y = [0.0] * (n + 1)
    layer = [0]
    while layer:
        following = [child for index in layer for child in children[index]]
        desired = []
        for index in layer:
            kids = children[index]
            desired.extend(y[index] + j - (len(kids) - 1) / 2 for j in range(len(kids)))
        for child, row in zip(following, _fit_rows(desired)):
            y[child] = row
        layer = following

    deepest = max(depth)
    top, bottom = min(y), max(y)
    rows = bottom - top + 1

    # Vertical: one row per label line; shrink the font when the figure would get too tall.
    font = float(FONT_PX)
    row_px = font * LINE_EM + ROW_PAD_PX
    if rows * row_px > MAX_HEIGHT_PX - MARGIN["t"] - MARGIN["b"]:
        row_px = (MAX_HEIGHT_PX - MARGIN["t"] - MARGIN["b"]) / rows
        font = (row_px - ROW_PAD_PX) / LINE_EM
    marker = min(float(MARKER_PX), max(4.0, row_px - 4))
    height = int(math.ceil(max(MIN_HEIGHT_PX, rows * row_px + MARGIN["t"] + MARGIN["b"])))
    plot_px = height - MARGIN["t"] - MARGIN["b"]
    half_rows = plot_px / row_px / 2
    middle = (top + bottom) / 2

    # Horizontal: a label fits in its depth column at the narrowest plot width we plan for.
    x_range = (-X_LEFT_PAD, deepest + X_RIGHT_PAD)
    column_px = (MIN_PLOT_WIDTH_PX - MARGIN["l"] - MARGIN["r"]) / (x_range[1] - x_range[0])
    cells = int((column_px - marker / 2 - TEXT_GAP_PX - COLUMN_GAP_PX) // (font * CHAR_EM))
    texts = [node.text for node in nodes] + [step.verdict.bonus_text]
    keep_all = font >= MIN_FONT_PX and cells >= 2
    font = max(font, float(MIN_FONT_PX))
    on_path = set(step.verdict.accepted) | {n}
    labels = tuple(truncate(visible_text(text), max(cells, 2)) if keep_all or i in on_path else ""
                   for i, text in enumerate(texts))
    return DagLayout(x=tuple(float(d) for d in depth), y=tuple(y), labels=labels, font_px=font,
                     marker_px=marker, row_px=row_px, height_px=height, x_range=x_range,
                     y_range=(-(middle + half_rows), -(middle - half_rows)))
