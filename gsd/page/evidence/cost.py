"""What a bigger tree costs on this machine: each step's verify milliseconds against the positions its target
forward verified, next to one plain forward of the target, and its draft milliseconds against the tokens the
draft model ran (`cost_figure`), said in numbers by `cost_text`.

Each count of positions shows its median and the spread of its middle half (quartiles): on a busy machine single
steps scatter, and the sentence says when the spread is larger than what a bigger tree adds (`busy`), so that the
shape is read from the medians.

Reads `StepTrace`s only: no models, no torch, no Gradio. One plain forward is the unit: timed by a compared ar
run, whose every step verifies one position (`plain_forward_ms`), else by the engine when the models loaded
(`RunSummary.plain_ms`). Without either, the run's cheapest verify stands in for it: that forward ran at least
one position, so one plain forward costs about as much or less, and the ratios to it are lower bounds.
"""

from __future__ import annotations

from dataclasses import dataclass
from statistics import median, quantiles
from typing import Any

import plotly.graph_objects as go

from ...trace import ACCEPTED, ROOT, STOPPED, StepTrace
from ..charts import EMPTY_HEIGHT_PX, message_figure, plain_figure
from ..look import BONUS, COLORS, plural
from ..run.shown import Shown

NAMES = ("cost_plot", "cost_text")

COST_HEIGHT_PX = 340
MIN_STEPS = 2                      # the sentence names position counts verified by at least this many steps
LEFT, RIGHT = [0, 0.45], [0.55, 1]  # the two panels' shares of the width
TITLE = "What a bigger tree costs on this machine: the engine's milliseconds per step"
WHY = ("Why it matters: speculative decoding gains where a target forward over many positions costs little more "
       "than over one (on a GPU, about as much); the closer these ratios stay to 1, the more a bigger tree can pay.")


@dataclass(frozen=True)
class Reference:
    """What verify times are measured against: one plain forward, or the run's cheapest verify standing in for
    it (`positions` says how many positions that verify ran)."""

    ms: float
    plain: bool
    positions: int = 1
    when: str = ""  # how a plain forward was timed, when not by this run's ar ("when the models loaded")


def _verifies(steps: list[StepTrace]) -> list[tuple[int, int, float]]:
    """(step number from 1, positions verified, verify ms) of each step that timed its verify forward."""
    return [(number, step.counters.target_tree_size, step.ms["verify"]) for number, step in enumerate(steps, start=1)
            if "verify" in step.ms and step.counters.target_tree_size > 0]


def _times(steps: list[StepTrace]) -> dict[int, list[float]]:
    """Per count of positions verified, fewest first: the verify ms of each step that verified that many."""
    times: dict[int, list[float]] = {}
    for _, positions, ms in _verifies(steps):
        times.setdefault(positions, []).append(ms)
    return {positions: times[positions] for positions in sorted(times)}


def verify_medians(steps: list[StepTrace]) -> dict[int, tuple[float, int]]:
    """Per count of positions verified, fewest first: the median verify ms and the number of steps."""
    return {positions: (median(ms), len(ms)) for positions, ms in _times(steps).items()}


def verify_quartiles(steps: list[StepTrace]) -> dict[int, tuple[float, float]]:
    """Per count of positions verified: the first and third quartile of its verify ms, between which the middle
    half of its steps lie (one step: its own time, twice)."""
    return {positions: (ms[0], ms[0]) if len(ms) == 1 else tuple(quantiles(ms, n=4, method="inclusive")[::2])
            for positions, ms in _times(steps).items()}


@dataclass(frozen=True)
class Busy:
    """Whether single steps scattered more than a bigger tree added: `spread` ms (the median, over the counts of
    positions seen at least `MIN_STEPS` times, of their quartiles' distance) against `effect` ms (the median at
    the most positions over the median at the fewest)."""

    spread: float
    effect: float
    fewest: int
    most: int

    @property
    def too_busy(self) -> bool:
        return self.spread > self.effect


def busy(steps: list[StepTrace]) -> Busy | None:
    """How noisy the run's verify times were against the shape they show; None when fewer than two counts of
    positions were each seen at least `MIN_STEPS` times (nothing to set a spread against)."""
    medians, quartiles = verify_medians(steps), verify_quartiles(steps)
    counts = [positions for positions, (_, seen) in medians.items() if seen >= MIN_STEPS]
    if len(counts) < 2:
        return None
    spread = median(quartiles[positions][1] - quartiles[positions][0] for positions in counts)
    return Busy(spread, medians[counts[-1]][0] - medians[counts[0]][0], counts[0], counts[-1])


def plain_forward_ms(steps: list[StepTrace]) -> float | None:
    """One plain forward's milliseconds: for an ar run (every step verified one position), its median verify
    time; None for any other run, or one that timed no verify."""
    times = [ms for _, _, ms in _verifies(steps)]
    if not times or any(step.counters.target_tree_size != 1 for step in steps):
        return None
    return median(times)


def reference(steps: list[StepTrace], plain_ms: float | None, at_start: float = 0.0) -> Reference | None:
    """`plain_ms` when given (a compared ar run's), else the run's own plain forward (an ar run), else `at_start`
    (one timed when the models loaded), else the run's cheapest verify; None when there is none of them (a time
    of 0 ms, too short to measure, is none: nothing can be a multiple of it)."""
    plain_ms = plain_ms or plain_forward_ms(steps)
    if plain_ms:
        return Reference(plain_ms, True)
    if at_start > 0:
        return Reference(at_start, True, when="timed when the models loaded")
    verifies = [verify for verify in _verifies(steps) if verify[2] > 0]
    if not verifies:
        return None
    _, positions, ms = min(verifies, key=lambda verify: verify[2])
    return Reference(ms, False, positions)


def _reference_name(ref: Reference) -> str:
    if ref.plain:
        return f"one plain forward ({ref.ms:.1f} ms{', ' + ref.when if ref.when else ''})"
    return (f"the run's cheapest verify ({ref.ms:.1f} ms, {plural(ref.positions, 'position')}), standing in for one "
            "plain forward, which costs that or less")


def cost_figure(steps: list[StepTrace], plain_ms: float | None, at_start: float = 0.0) -> go.Figure:
    """Left: a faint marker per step at (positions verified, verify ms), the median per count of positions as a
    line with its quartiles as bars, and a dashed horizontal line at one plain forward (`reference`). Right: a
    marker per step that drafted, at (draft tokens run, draft ms)."""
    verifies = _verifies(steps)
    ref = reference(steps, plain_ms, at_start)
    if not verifies or ref is None:
        return message_figure("What verifying more positions costs appears here once a step is timed.", EMPTY_HEIGHT_PX)
    medians, quartiles = verify_medians(steps), verify_quartiles(steps)
    widest = max(medians)
    drafts = [(number, step) for number, step in enumerate(steps, start=1)
              if "draft" in step.ms and (step.counters.draft_forwards or len(step.graph.nodes) > 1)]
    data = [
        {"type": "scatter", "mode": "markers", "name": "a step's verify", "x": [v[1] for v in verifies],
         "y": [v[2] for v in verifies], "customdata": [v[0] for v in verifies],
         "marker": {"size": 6, "color": COLORS[ROOT], "opacity": 0.3},
         "hovertemplate": "step %{customdata}: %{x} positions verified in %{y:.1f} ms<extra></extra>"},
        {"type": "scatter", "mode": "lines+markers", "name": "median verify per count of positions (bars: middle "
         "half of its steps)", "x": list(medians), "y": [m for m, _ in medians.values()],
         "customdata": [[n, *quartiles[positions]] for positions, (_, n) in medians.items()],
         "error_y": {"type": "data", "symmetric": False, "color": COLORS[BONUS], "thickness": 1.5, "width": 4,
                     "array": [quartiles[p][1] - m for p, (m, _) in medians.items()],
                     "arrayminus": [m - quartiles[p][0] for p, (m, _) in medians.items()]},
         "line": {"color": COLORS[BONUS], "width": 2}, "marker": {"size": 6, "color": COLORS[BONUS]},
         "hovertemplate": "%{x} positions: median %{y:.1f} ms over %{customdata[0]} steps, middle half "
                          "%{customdata[1]:.1f}-%{customdata[2]:.1f} ms<extra></extra>"},
        {"type": "scatter", "mode": "lines", "name": _reference_name(ref), "x": [0, widest], "y": [ref.ms, ref.ms],
         "line": {"color": COLORS[ACCEPTED], "width": 1.5, "dash": "dash"}, "hoverinfo": "skip"},
        {"type": "scatter", "mode": "markers", "name": "a step's draft", "xaxis": "x2", "yaxis": "y2",
         "x": [step.counters.draft_tokens for _, step in drafts], "y": [step.ms["draft"] for _, step in drafts],
         "customdata": [[number, step.counters.draft_forwards] for number, step in drafts],
         "marker": {"size": 7, "color": COLORS[STOPPED], "opacity": 0.7},
         "hovertemplate": "step %{customdata[0]}: %{x} draft tokens in %{customdata[1]} forwards, %{y:.1f} ms"
                          "<extra></extra>"},
    ]

    def heading(text: str, domain: list[float]) -> dict:
        return {"text": text, "x": sum(domain) / 2, "xref": "paper", "xanchor": "center", "y": 1, "yref": "paper",
                "yanchor": "bottom", "showarrow": False, "font": {"size": 12}}

    notes = [heading("Verify: a target forward over more positions", LEFT),
             heading("Draft: more tokens through the draft model", RIGHT)]
    if not drafts:
        notes.append({**heading("No draft ran (the target alone)", RIGHT), "y": 0.5, "yanchor": "middle",
                      "font": {"size": 12, "color": "#6b7280"}})
    return plain_figure(data, {
        "height": COST_HEIGHT_PX, "margin": {"l": 52, "r": 16, "t": 56, "b": 110}, "hovermode": "closest",
        "dragmode": False, "annotations": notes,
        "title": {"text": TITLE, "x": 0.01, "xanchor": "left", "y": 1 - 6 / COST_HEIGHT_PX, "yanchor": "top",
                  "font": {"size": 12}},
        "legend": {"orientation": "h", "x": 0, "y": -0.3, "yanchor": "top", "font": {"size": 11}},
        "xaxis": {"domain": LEFT, "title": {"text": "positions verified (root included)", "standoff": 2},
                  "rangemode": "tozero", "fixedrange": True, "showgrid": False},
        "yaxis": {"title": {"text": "verify ms"}, "rangemode": "tozero", "fixedrange": True, "gridcolor": "#f1f3f5"},
        "xaxis2": {"domain": RIGHT, "anchor": "y2", "title": {"text": "draft tokens run", "standoff": 2},
                   "rangemode": "tozero", "fixedrange": True, "showgrid": False},
        "yaxis2": {"anchor": "x2", "title": {"text": "draft ms"}, "rangemode": "tozero", "fixedrange": True,
                   "gridcolor": "#f1f3f5"},
        "hoverlabel": {"font": {"size": 12}},
    })


def cost_text(steps: list[StepTrace], plain_ms: float | None, at_start: float = 0.0, streamed: bool = False) -> str:
    """One Markdown sentence in the run's numbers: the median verify at the fewest and the most positions that at
    least `MIN_STEPS` steps verified (any count, when none did), over one plain forward (`reference`; the run's
    cheapest verify when there is none, said so); a line when the machine was too busy to read (`busy`); then
    why it matters. streamed: the steps were timed while the page drew each one beside the engine."""
    medians = verify_medians(steps)
    own = ("medians of the engine's own step times, as it streamed beside the page's drawing" if streamed else
           "medians of the engine's own step times")
    ref = reference(steps, plain_ms, at_start)
    if not medians or ref is None:
        return "No step of this run timed its verify forward (a trace recorded before phase times)."
    if set(medians) == {1}:
        return (f"Every step verified one position (the target alone): one plain forward took a median "
                f"{medians[1][0]:.1f} ms here in the engine, the cost a tree's verify is measured against.")
    counts = [positions for positions, (_, steps_seen) in medians.items() if steps_seen >= MIN_STEPS] or list(medians)
    parts = []
    for number, positions in enumerate(sorted({counts[0], counts[-1]})):
        ms = medians[positions][0]
        if ref.plain:
            ratio = f"**{ms / ref.ms:.1f}**" + (" plain forwards" if number == 0 else "")
        else:
            ratio = f"**{ms / ref.ms:.1f}×**"
        parts.append(f"{plural(positions, 'position')}{' cost' if number == 0 else ''} {ratio} ({ms:.1f} ms)")
    if ref.plain:
        when = f" ({ref.when})" if ref.when else ""
        said = (f"Verifying {', '.join(parts)}: {own}, one plain forward taking "
                f"{ref.ms:.1f} ms{when}: the target's forward alone. A plain run's token costs more than that in Compare's "
                "table: its step's sampling and bookkeeping, and whatever else this server's CPU runs meanwhile (the "
                "page's drawing, other visitors).")
    else:
        said = (f"Against the run's cheapest verify ({ref.ms:.1f} ms, {plural(ref.positions, 'position')}), verifying "
                f"{', '.join(parts)} ({own}). One plain forward costs that or less, "
                "so these ratios are lower bounds; tick \"Also run plain decoding (ar)\" to time one.")
    noise = busy(steps)
    if noise is not None and noise.too_busy:
        said += (f" ⚠ **Too noisy to read step by step:** the middle half of the steps at one count of positions "
                 f"spread over {noise.spread:.1f} ms, more than the {max(noise.effect, 0):.1f} ms that "
                 f"{noise.most} positions added to {noise.fewest} (the machine was busy, or the trees barely "
                 "cost more): read the medians' line, or run again on a quiet machine.")
    return f"{said} {WHY}"


def build() -> dict[str, Any]:
    import gradio as gr  # only the page builds and draws the panel: the figures are drawn without Gradio too

    return {"cost_plot": gr.Plot(cost_figure([], None), elem_id="cost-plot", show_label=False, label="cost"),
            "cost_text": gr.Markdown("", elem_id="cost-text", label="cost text")}


def draw(shown: Shown) -> dict[str, Any]:
    """What each step of the run on show cost, against one plain forward: a compared ar run's, else the one the
    engine timed when the models loaded (the run's summary carries it)."""
    plain_ms = None
    if shown.compared:
        plain_ms = next((plain_forward_ms(run.steps) for run in shown.runs
                         if run.summary is not None and run.summary.config.get("mode") == "ar"), None)
    at_start = shown.summary.plain_ms if shown.summary is not None else 0.0
    steps = list(shown.steps)
    return {"cost_plot": cost_figure(steps, plain_ms, at_start),
            "cost_text": cost_text(steps, plain_ms, at_start, shown.timed_beside_drawing) if steps else ""}
