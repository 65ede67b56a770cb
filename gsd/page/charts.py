"""What every chart of the page is drawn on (plotly): a figure from plain dicts, the line where a chart has
nothing to show yet, and the colours of compared runs. Each chart is its panel's own (`evidence`'s, `compare.panel`'s,
`step.dag`'s, `inside`'s).
"""

from __future__ import annotations

import html

import plotly.graph_objects as go


RUN_COLORS = ("#2563eb", "#16a34a", "#d97706", "#9333ea", "#dc2626", "#0891b2", "#4b5563")  # a line per compared run
EMPTY_HEIGHT_PX = 120     # a chart with nothing to show yet


def plain_figure(data: list[dict], layout: dict) -> go.Figure:
    """A figure from plain dicts without plotly's per-property validation (the tests validate what the page's
    modules build), on white, and no default template (as in `gsd.page.step.dag`). Used by `gsd.page.inside` too."""
    return go.Figure({"data": data, "layout": {"template": {}, "plot_bgcolor": "white", "paper_bgcolor": "white",
                                               "font": {"color": "#111827"}, **layout}}, _validate=False)


def message_figure(text: str, height: int) -> go.Figure:
    return plain_figure([], {"height": height, "margin": {"l": 16, "r": 16, "t": 16, "b": 16},
                        "xaxis": {"visible": False}, "yaxis": {"visible": False},
                        "annotations": [{"text": html.escape(text), "showarrow": False, "x": 0.5, "y": 0.5,
                                         "xref": "paper", "yref": "paper", "font": {"size": 13, "color": "#6b7280"}}]})
