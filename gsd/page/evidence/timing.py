"""The timing panel (`#timing-plot`, `#timing-text`): where a run's time went, per token it committed. One bar per
run (the run on show, or every compared run after Compare), split into the draft, the verify forward, the commit
and the rest (the prompt's prefill and the host's work between steps), so that a run that verifies more per
forward and a run that verifies one token at a time (ar) read on one scale.

Reads the steps' phase times (`StepTrace.ms`) and the run's engine seconds; no models. Every number is the
engine's own: a streamed run's page drawing is not in them (the stats give its speed on screen).
"""

from __future__ import annotations

import html
from typing import Any

import plotly.graph_objects as go

from ...trace import ROOT, STOPPED, StepTrace
from ..charts import EMPTY_HEIGHT_PX, message_figure, plain_figure
from ..look import BONUS, COLORS
from ..run.shown import Shown

NAMES = ("timing_plot", "timing_text")
PARTS = (("draft", "draft", COLORS[STOPPED]), ("verify", "verify (target forward)", COLORS[ROOT]),
         ("commit", "commit", COLORS[BONUS]), ("other", "prefill and between steps", "#d1d5db"))
ROW_PX = 34
TITLE = "Where the engine's time went: ms per committed token (the engine's own seconds)"


def split(steps: list[StepTrace], wall_s: float | None) -> dict[str, float] | None:
    """Milliseconds per committed token in each of `PARTS` (the rest: the run's seconds less its phases), or None
    for a run that committed nothing."""
    tokens = sum(len(step.committed) for step in steps)
    if not tokens:
        return None
    phases = {key: sum(step.ms.get(key, 0.0) for step in steps) for key, _, _ in PARTS[:-1]}
    total_ms = 1000 * wall_s if wall_s else sum(phases.values())
    phases["other"] = max(total_ms - sum(phases.values()), 0.0)
    return {key: ms / tokens for key, ms in phases.items()}


def _runs(shown: Shown) -> list[tuple[str, dict[str, float]]]:
    if shown.compared and shown.runs:
        found = [(run.label, split(run.steps, run.summary.wall_s if run.summary else None)) for run in shown.runs]
    else:
        totals = shown.totals
        found = [(str(shown.config.get("mode") or "this run"), split(list(shown.steps), totals and totals.wall_s))]
    return [(label, parts) for label, parts in found if parts is not None]


def timing_figure(runs: list[tuple[str, dict[str, float]]]) -> go.Figure:
    """A horizontal bar per run, stacked by part."""
    if not runs:
        return message_figure("Where each run's time went appears here when a run ends.", EMPTY_HEIGHT_PX)
    labels = [label for label, _ in runs][::-1]  # the first run on top
    data = [{"type": "bar", "orientation": "h", "name": name, "y": labels,
             "x": [parts[key] for _, parts in runs][::-1], "marker": {"color": color},
             "hovertemplate": f"%{{y}}: {html.escape(name)} %{{x:.1f}} ms a token<extra></extra>"}
            for key, name, color in PARTS]
    return plain_figure(data, {
        "height": 130 + ROW_PX * len(runs), "barmode": "stack", "margin": {"l": 90, "r": 16, "t": 64, "b": 44},
        "title": {"text": TITLE, "x": 0.01, "y": 0.98, "yanchor": "top", "font": {"size": 13}}, "dragmode": False,
        "legend": {"orientation": "h", "x": 0, "y": 1.0, "yanchor": "bottom", "traceorder": "normal",
                   "font": {"size": 11}},  # between the title and the bars, in the bars' order
        "xaxis": {"title": {"text": "engine ms per committed token", "standoff": 4}, "gridcolor": "#f1f3f5",
                  "fixedrange": True},
        "yaxis": {"fixedrange": True, "automargin": True}})


def timing_text(shown: Shown) -> str:
    """The run on show's split, in numbers, and the ar baseline's cost of a token when one ran on the same input."""
    totals = shown.totals
    parts = split(list(shown.steps), totals and totals.wall_s)
    if parts is None or totals is None:
        return ""
    per_token = sum(parts.values())
    said = (f"A committed token cost **{per_token:.1f} ms** in the engine: draft {parts['draft']:.1f} ms, verify "
            f"{parts['verify']:.1f} ms, commit {parts['commit']:.1f} ms, prefill (reading the prompt) and between "
            f"steps {parts['other']:.1f} ms. "
            f"Each target forward committed τ = {totals.tau:.2f} tokens.")
    baseline = shown.baseline
    if baseline is not None and baseline.new_tokens:
        said += (f" Plain decoding (ar) on the same input: {1000 * baseline.wall_s / baseline.new_tokens:.1f} ms a "
                 "token in the engine.")
    return said


def build() -> dict[str, Any]:
    import gradio as gr  # only the page builds the panel: the figure is drawn without Gradio too

    return {"timing_plot": gr.Plot(timing_figure([]), elem_id="timing-plot", show_label=False, label="timing"),
            "timing_text": gr.Markdown("", elem_id="timing-text", label="timing text")}


def draw(shown: Shown) -> dict[str, Any]:
    """Every run on show's bar, and the run on show's sentence."""
    return {"timing_plot": timing_figure(_runs(shown)), "timing_text": timing_text(shown)}
