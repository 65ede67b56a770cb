"""What every stage of the Inside panel (`panel`) shares: the stage's view, its sizes and colours, the Markdown
helpers that write a step's tokens, and the plotly pieces its figures are made of (line segments, labelled points, a
graph's layout, a message in place of a figure).

Reads `StepTrace`s only: no models, no torch, no Gradio.
"""

from __future__ import annotations

import html
import math
import re
from dataclasses import dataclass

import plotly.graph_objects as go

from ...trace import StepTrace
from ..charts import plain_figure
from ..look import visible_text
from ..step.dag_layout import LABEL_FONT, LABEL_HALO

DRAFTED = "#6366f1"   # a drafted node before the target judged it: no status colour applies yet (not grey: pruned is)
DIMMED = "#e5e7eb"    # what an earlier stage made, or a position the walk dropped
MARGIN = {"l": 16, "r": 16, "t": 16, "b": 96}  # the legend sits under the x axis
MIN_HEIGHT_PX, MAX_HEIGHT_PX, MAX_MASK_PX = 260, 1600, 1400
MASK_COLUMN_TICKS = 12
FONT_PX = 10.0


@dataclass(frozen=True)
class StageView:
    figure: go.Figure  # the #inside-plot figure for this stage
    text: str          # Markdown: what happened in this stage, with the step's own tokens and numbers


def recorded(step: StepTrace) -> bool:
    """Whether the step records how its graph grew (schema 2): its drafted nodes name their draft stages."""
    return any(node.stages for node in step.graph.nodes[1:])


def depths(step: StepTrace) -> list[int]:
    """Each verify position's depth in the tree (the root's 0)."""
    found = [0] * len(step.positions)
    for i, position in enumerate(step.positions[1:], start=1):
        found[i] = found[position.parent] + 1
    return found


def cut_note(step: StepTrace) -> str:
    """A note for a step whose positions the page cut to its accepted path (it keeps older steps that way)."""
    total = step.counters.target_tree_size
    if total > len(step.positions) and all(p.accepted for p in step.positions):
        return f"\n\nOnly the accepted path of this step is kept: {len(step.positions)} of its {total} positions."
    return ""


# ---- Markdown ----------------------------------------------------------------------------------------------

def tok(text: str) -> str:
    """A token in the Markdown text: whitespace made visible, Markdown's punctuation escaped, in quotes."""
    return "‘" + re.sub(r"([\\`*_{}\[\]()#+\-.!|~<>&])", r"\\\1", visible_text(text)) + "’"


def listed(items: list[str], most: int = 8) -> str:
    return ", ".join(items[:most]) + (f" and {len(items) - most} more" if len(items) > most else "")


def bullets(lines: list[str], most: int = 12) -> str:
    return "\n".join([f"- {line}" for line in lines[:most]] + ([f"- and {len(lines) - most} more"]
                                                                if len(lines) > most else []))


def numbered(index: int) -> str:
    """A verify position as every tree stage and its text number it: '#3' (#0 is the root)."""
    return f"#{index}"


# ---- figures -----------------------------------------------------------------------------------------------

def message(text: str) -> go.Figure:
    return plain_figure([], {"height": MIN_HEIGHT_PX, "margin": {**MARGIN, "b": 16}, "xaxis": {"visible": False},
                        "yaxis": {"visible": False},
                        "annotations": [{"text": html.escape(text), "showarrow": False, "x": 0.5, "y": 0.5,
                                         "xref": "paper", "yref": "paper", "font": {"size": 14, "color": "#6b7280"}}]})


def lines(name: str, pairs: list[tuple], color: str, width: float, dash: str = "solid", legend: bool = False) -> dict:
    """One trace of line segments, each (x0, y0, x1, y1)."""
    return {"type": "scatter", "mode": "lines", "name": name, "hoverinfo": "skip", "showlegend": legend,
            "x": [v for x0, _, x1, _ in pairs for v in (x0, x1, None)],
            "y": [v for _, y0, _, y1 in pairs for v in (y0, y1, None)],
            "line": {"color": color, "width": width, "dash": dash}}


def points(name: str, xy: list[tuple[float, float]], marker: dict, texts: list[str] | None = None,
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


def graph_layout(top: float, bottom: float, row_px: float, x_range: tuple, ticks: list[str]) -> dict:
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
