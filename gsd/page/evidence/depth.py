"""The acceptance-by-depth panel (`#depth-plot`): how deep the draft is accepted, for the run on show or each
compared run: acceptance at each depth, and how many steps accepted 0, 1, 2, ... draft tokens.
"""

from __future__ import annotations

import html
from typing import Any

import plotly.graph_objects as go

from ...trace import ACCEPTED, StepTrace, accept_rate_by_depth, accepted_length_histogram
from ..charts import EMPTY_HEIGHT_PX, RUN_COLORS, message_figure, plain_figure
from ..look import COLORS
from ..run.shown import Shown

NAMES = ("depth_plot",)

DEPTH_HEIGHT_PX = 250


def depth_figure(runs: list[tuple[str, list[StepTrace]]]) -> go.Figure:
    """How deep the draft is accepted, a line and a set of bars per run (`runs`: (label, steps)). Left: acceptance
    at depth d, of the steps that verified a node at depth d the share whose accepted path reached d
    (`gsd.trace.accept_rate_by_depth`). Right: the share of steps that accepted 0, 1, 2, ... draft tokens.
    Runs that draft nothing (ar) have no line, only their bar at 0."""
    runs = [(label, steps) for label, steps in runs if steps]
    if not runs:
        return message_figure("How deep each step's draft was accepted appears here.", EMPTY_HEIGHT_PX)
    data = []
    for number, (label, steps) in enumerate(runs):
        color = RUN_COLORS[number % len(RUN_COLORS)] if len(runs) > 1 else COLORS[ACCEPTED]
        rates = accept_rate_by_depth(steps)
        counts = accepted_length_histogram(steps)
        if rates:
            data.append({"type": "scatter", "mode": "lines+markers", "name": label, "legendgroup": label,
                         "x": list(range(1, len(rates) + 1)), "y": rates, "line": {"color": color, "width": 2},
                         "marker": {"size": 6, "color": color},
                         "hovertemplate": f"{html.escape(label)}: depth %{{x}} accepted in %{{y:.0%}} of the steps "
                                          "that verified it<extra></extra>"})
        data.append({"type": "bar", "name": label, "legendgroup": label, "showlegend": not rates,
                     "x": list(range(len(counts))), "y": [c / len(steps) for c in counts], "xaxis": "x2",
                     "yaxis": "y2", "marker": {"color": color}, "customdata": list(counts),
                     "hovertemplate": f"{html.escape(label)}: %{{customdata}} steps accepted %{{x}} draft tokens "
                                      "(%{y:.0%})<extra></extra>"})
    return plain_figure(data, {
        "height": DEPTH_HEIGHT_PX, "margin": {"l": 48, "r": 16, "t": 58, "b": 40}, "barmode": "group",
        "hovermode": "closest", "dragmode": False,
        "title": {"text": "Acceptance at depth d (accepted ÷ verified at d) · steps by accepted draft tokens",
                  "x": 0.01, "xanchor": "left", "y": 1 - 6 / DEPTH_HEIGHT_PX, "yanchor": "top", "font": {"size": 12}},
        "legend": {"orientation": "h", "x": 0, "y": 1.0, "yanchor": "bottom", "font": {"size": 11}},
        "xaxis": {"domain": [0, 0.45], "title": {"text": "depth", "standoff": 2}, "dtick": 1, "fixedrange": True,
                  "showgrid": False},
        "yaxis": {"range": [0, 1.05], "tickformat": ".0%", "fixedrange": True, "gridcolor": "#f1f3f5"},
        "xaxis2": {"domain": [0.55, 1], "anchor": "y2", "title": {"text": "accepted draft tokens", "standoff": 2},
                   "dtick": 1, "fixedrange": True, "showgrid": False},
        "yaxis2": {"anchor": "x2", "rangemode": "tozero", "tickformat": ".0%", "fixedrange": True,
                   "gridcolor": "#f1f3f5"},
        "hoverlabel": {"font": {"size": 12}},
    })


def build() -> dict[str, Any]:
    import gradio as gr  # only the page builds the panel: what it draws needs no Gradio

    gr.Markdown("### Evidence from the run", elem_id="evidence-title")  # the panels under it, down to the stats
    return {"depth_plot": gr.Plot(depth_figure([]), elem_id="depth-plot", show_label=False,
                                  label="acceptance by depth")}


def draw(shown: Shown) -> dict[str, Any]:
    """The run on show, or every compared run when one of them is on show."""
    return {"depth_plot": depth_figure(shown.runs_on_show)}
