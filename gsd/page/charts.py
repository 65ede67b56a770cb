"""The page's charts (plotly): the run on show, step by step (`steps_figure`), a comparison of runs on one
prompt (`compare_figure`), and how deep drafts are accepted, for one run or each compared run (`depth_figure`).

Reads `StepTrace`s and the comparison's `ComparedRun`s only: no models, no torch, no Gradio. Colours come
from `gsd.page.panels`, like the DAG's. The step chart's bars carry the step number as x, which the page's
click listener (app.py) sends to the step slider.
"""

from __future__ import annotations

import html

import plotly.graph_objects as go

from ..trace import ACCEPTED, ROOT, STOPPED, StepTrace, accept_rate_by_depth, accepted_length_histogram
from .panels import BONUS, COLORS, MERGED, NGRAM, ComparedRun

STEPS_HEIGHT_PX = 210
COMPARE_HEIGHT_PX = 320
DEPTH_HEIGHT_PX = 250
RUN_COLORS = ("#2563eb", "#16a34a", "#d97706", "#9333ea", "#dc2626", "#0891b2", "#4b5563")  # a line per compared run
EMPTY_HEIGHT_PX = 120     # a chart with nothing to show yet
PHASES = (("draft", "draft ms", COLORS[STOPPED]), ("verify", "verify ms", COLORS[ROOT]))  # step.ms keys, drawn as lines


def plain_figure(data: list[dict], layout: dict) -> go.Figure:
    """A figure from plain dicts without plotly's per-property validation (the tests validate what the page's
    modules build), on white, and no default template (as in `gsd.page.dag`). Used by `gsd.page.inside` too."""
    return go.Figure({"data": data, "layout": {"template": {}, "plot_bgcolor": "white", "paper_bgcolor": "white",
                                               "font": {"color": "#111827"}, **layout}}, _validate=False)


def message_figure(text: str, height: int) -> go.Figure:
    return plain_figure([], {"height": height, "margin": {"l": 16, "r": 16, "t": 16, "b": 16},
                        "xaxis": {"visible": False}, "yaxis": {"visible": False},
                        "annotations": [{"text": html.escape(text), "showarrow": False, "x": 0.5, "y": 0.5,
                                         "xref": "paper", "yref": "paper", "font": {"size": 13, "color": "#6b7280"}}]})


def steps_figure(steps: list[StepTrace], selected: int | None = None) -> go.Figure:
    """One stacked bar per step (x = the step's number, 1-based): the accepted draft tokens it committed and
    its bonus token; on a second axis, a line per phase with the step's draft and verify milliseconds (a
    phase no step timed, as in older traces, is left out). `selected` (1-based) is shaded and outlined."""
    if not steps:
        return message_figure("Each step's tokens and milliseconds appear here.", EMPTY_HEIGHT_PX)
    numbers = list(range(1, len(steps) + 1))
    bonus = [1 if step.bonus_committed else 0 for step in steps]
    accepted = [len(step.committed) - kept for step, kept in zip(steps, bonus)]

    def bars(name: str, values: list[int], color: str) -> dict:
        return {"type": "bar", "name": name, "x": numbers, "y": values,
                "hovertemplate": f"%{{y}} {name}<extra></extra>", "marker": {"color": color}}

    data = [bars("accepted draft tokens", accepted, COLORS[ACCEPTED]), bars("bonus token", bonus, COLORS[BONUS])]
    for key, name, color in PHASES:
        values = [step.ms.get(key) for step in steps]
        if any(value is not None for value in values):
            data.append({"type": "scatter", "mode": "lines+markers" if len(steps) <= 64 else "lines", "name": name,
                         "x": numbers, "y": values, "yaxis": "y2", "connectgaps": False,
                         "line": {"color": color, "width": 1.5}, "marker": {"size": 4, "color": color},
                         "hovertemplate": f"%{{y:.1f}} {name}<extra></extra>"})
    shapes = []
    if selected is not None and 1 <= selected <= len(steps):
        shapes.append({"type": "rect", "xref": "x", "yref": "paper", "x0": selected - 0.5, "x1": selected + 0.5,
                       "y0": 0, "y1": 1, "fillcolor": COLORS[NGRAM], "opacity": 0.6, "line": {"width": 0},
                       "layer": "below"})
        # the step's bar outlined by a shape, not by the bars' own marker lines: a legend swatch draws its trace's
        # first bar's line, so step 1 chosen would outline the legend's swatches
        height = len(steps[selected - 1].committed)
        shapes.append({"type": "rect", "xref": "x", "yref": "y", "x0": selected - 0.4, "x1": selected + 0.4,
                       "y0": 0, "y1": height, "line": {"width": 2.5, "color": COLORS[MERGED]}})
    return plain_figure(data, {
        "height": STEPS_HEIGHT_PX, "margin": {"l": 44, "r": 52, "t": 54, "b": 36}, "barmode": "stack",
        "bargap": 0.2, "hovermode": "x", "dragmode": False, "shapes": shapes,
        "title": {"text": "Each step's tokens (bars) and milliseconds (lines): click a bar to see that step",
                  "x": 0.01, "xanchor": "left", "y": 1 - 6 / STEPS_HEIGHT_PX, "yanchor": "top", "font": {"size": 12}},
        "legend": {"orientation": "h", "x": 0, "xanchor": "left", "y": 1.0, "yanchor": "bottom", "font": {"size": 11},
                   "traceorder": "normal"},
        "xaxis": {"title": {"text": "step", "standoff": 2}, "range": [0.5, len(steps) + 0.5], "fixedrange": True,
                  "showgrid": False, "zeroline": False},
        "yaxis": {"title": {"text": "tokens"}, "rangemode": "tozero", "fixedrange": True, "gridcolor": "#f1f3f5",
                  "tickformat": "d"},
        "yaxis2": {"title": {"text": "ms"}, "overlaying": "y", "side": "right", "rangemode": "tozero",
                   "fixedrange": True, "showgrid": False},
        "hoverlabel": {"font": {"size": 12}},
    })


def compare_figure(runs: list[ComparedRun]) -> go.Figure:
    """Two bars per run, side by side: its speed-up over the ar run (left axis; a dashed line marks 1×) and its
    τ (right axis)."""
    if not runs:
        return message_figure("Press Compare modes: a bar per run appears here as it ends.", EMPTY_HEIGHT_PX)
    labels = [run.label for run in runs]
    speedups = [None if run.versus is None else run.versus.speedup for run in runs]
    taus = [run.summary.tau for run in runs]
    data = [
        {"type": "bar", "name": "speed-up over ar (left axis)", "x": labels, "y": speedups, "offsetgroup": "speed-up",
         "marker": {"color": COLORS[ACCEPTED]}, "text": ["" if s is None else f"{s:.2f}×" for s in speedups],
         "textposition": "outside", "hovertemplate": "%{x}: %{y:.2f}× ar<extra></extra>"},
        {"type": "bar", "name": "τ, tokens per target forward (right axis)", "x": labels, "y": taus, "yaxis": "y2",
         "offsetgroup": "tau", "marker": {"color": COLORS[BONUS]}, "text": [f"{t:.2f}" for t in taus],
         "textposition": "outside", "hovertemplate": "%{x}: τ = %{y:.2f}<extra></extra>"},
    ]
    top = max([s for s in speedups if s is not None] + [1.0]) * 1.2
    return plain_figure(data, {
        "height": COMPARE_HEIGHT_PX, "margin": {"l": 52, "r": 52, "t": 40, "b": 40}, "barmode": "group",
        "bargap": 0.25, "bargroupgap": 0.05, "hovermode": "closest", "dragmode": False,
        "shapes": [{"type": "line", "xref": "paper", "x0": 0, "x1": 1, "yref": "y", "y0": 1, "y1": 1,
                    "line": {"color": COLORS[ROOT], "width": 1, "dash": "dash"}}],
        "legend": {"orientation": "h", "x": 0, "y": 1.02, "yanchor": "bottom", "font": {"size": 11}},
        "xaxis": {"fixedrange": True},
        "yaxis": {"title": {"text": "speed-up over ar"}, "range": [0, top], "fixedrange": True,
                  "gridcolor": "#f1f3f5", "ticksuffix": "×"},
        "yaxis2": {"title": {"text": "τ"}, "overlaying": "y", "side": "right", "fixedrange": True, "showgrid": False,
                   "range": [0, max(taus + [1.0]) * 1.2]},
        "uniformtext": {"minsize": 9, "mode": "hide"},
    })


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
