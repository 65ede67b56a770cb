"""The run chart panel (`#steps-plot`): each step's accepted draft tokens and bonus token as a bar, with its draft and
verify milliseconds as lines; the step on show outlined. A click on a bar shows that step: the page's listener
(`JS`) sends the bar's step number to the step slider, as a drag would.
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from ...trace import ACCEPTED, ROOT, STOPPED, StepTrace
from ..charts import EMPTY_HEIGHT_PX, message_figure, plain_figure
from ..look import BONUS, COLORS
from ..run.shown import Shown

NAMES = ("steps_plot",)

STEPS_HEIGHT_PX = 210
PHASES = (("draft", "draft ms", COLORS[STOPPED]), ("verify", "verify ms", COLORS[ROOT]))  # step.ms keys, drawn as lines


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
                       "y0": 0, "y1": 1, "fillcolor": COLORS["selected_band"], "opacity": 0.6, "line": {"width": 0},
                       "layer": "below"})
        # the step's bar outlined by a shape, not by the bars' own marker lines: a legend swatch draws its trace's
        # first bar's line, so step 1 chosen would outline the legend's swatches
        height = len(steps[selected - 1].committed)
        shapes.append({"type": "rect", "xref": "x", "yref": "y", "x0": selected - 0.4, "x1": selected + 0.4,
                       "y0": 0, "y1": height, "line": {"width": 2.5, "color": COLORS["selected"]}})
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


def build() -> dict[str, Any]:
    import gradio as gr  # only the page builds the panel: what it draws needs no Gradio

    return {"steps_plot": gr.Plot(steps_figure([]), elem_id="steps-plot", show_label=False, label="run chart")}


def draw(shown: Shown) -> dict[str, Any]:
    return {"steps_plot": steps_figure(list(shown.steps), shown.number)}


# A click on a bar of the run's chart shows that step: plotly's click gives the bar's x (the step's number),
# which goes into the step slider's range input with an `input` event, as a drag would, so that the slider's
# own `input` event (the scrub handler) runs. Gradio redraws a plot with Plotly.react on the same element,
# which keeps its listeners; the observer attaches the listener to any new plot element.
JS = """
() => {
  window.gsdShowStep = (number) => {
    const range = document.querySelector('#step input[type=range]');
    if (!range || range.disabled) return false;
    range.value = String(number);
    range.dispatchEvent(new Event('input', {bubbles: true}));
    return true;
  };
  const clicked = (event) => {
    const point = event && event.points && event.points[0];
    if (point) window.gsdShowStep(point.x);
  };
  const attach = () => {
    const plot = document.querySelector('#steps-plot .js-plotly-plot');
    if (plot && typeof plot.on === 'function' && !plot.gsdStepClick) {
      plot.on('plotly_click', clicked);
      plot.gsdStepClick = true;
    }
  };
  new MutationObserver(attach).observe(document.querySelector('#steps-plot') || document.body,
                                       {childList: true, subtree: true});
  attach();
}
"""
