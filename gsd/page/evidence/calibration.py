"""Why pruning by q works: does the draft know when it is right? The share of drafted positions the target
accepted, by the draft's q of their token (`calibration`), drawn against the diagonal of a perfectly calibrated
draft (`calibration_figure`) and said in one sentence (`calibration_text`), with one more on the positions whose
path probability (`path_outcomes`) was under what θ_path prunes by default.

Reads `StepTrace`s only: no models, no torch, no Gradio. A position counts when the target reached its parent
(the parent position is on the accepted walk; the root always is): the target then chose a token there, and the
position was accepted when that token is the node's (under greedy decoding the target's argmax; under sampling
what the walk committed). The positions are read, not the graph's statuses, so a merged node counts once per
copy, each with its own answer; its q is the draft's at its first parent. Prompt-lookup nodes are left out: their
q is the share of earlier occurrences that the continuation followed, not a draft probability (a run whose
drafter is prompt lookup itself flags no node as lookup: leave such a run out). Steps with no positions (a
trace from before schema 2) and steps cut to their accepted path (`gsd.page.run.session.accepted_path_only`, which
would leave only accepted positions) are skipped.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

import plotly.graph_objects as go

from ...config import PRESETS, DecodeConfig
from ...trace import ACCEPTED, PRUNED, ROOT, STOPPED, Node, StepTrace
from ..charts import EMPTY_HEIGHT_PX, RUN_COLORS, message_figure, plain_figure
from ..look import COLORS, plural
from ..run.shown import Shown

NAMES = ("calibration_plot", "calibration_text")

BINS = 10                   # bins of q: [0, 0.1), [0.1, 0.2), ..., [0.9, 1.0]
CLOSE = 0.05                # a mean q within this of the accepted share: close to calibrated
PATH_CUT = DecodeConfig.theta_path  # the sentence's cut in path probability: what θ_path prunes by default
CALIBRATION_HEIGHT_PX = 380
MIN_MARKER_PX = 6           # a bin's marker grows with the square root of its count, up to MAX_MARKER_PX
MAX_MARKER_PX = 22
BAND_OPACITY = 0.18         # the θ_sib band's shade
TITLE_GAP_PX = 32           # plot top to the title's first line: room for its second line and θ_prob's label
TITLE = "Does the draft know when it is right? Share accepted by q"
NOTE = ("Marker size: positions. Prompt-lookup nodes are left out: their q is a share of earlier matches, "
        "not a draft probability.")


@dataclass(frozen=True)
class Bin:
    """Drafted positions whose q lies in [low, high) (the last bin holds 1.0 too) and whose parent the target
    reached: how many, and how many of them the target accepted."""

    low: float
    high: float
    count: int
    accepted: int

    @property
    def share(self) -> float | None:
        """The share accepted; None for an empty bin."""
        return self.accepted / self.count if self.count else None


def trimmed(step: StepTrace) -> bool:
    """Whether `step` was cut to its accepted path: every position accepted, and fewer positions than its verify
    forward ran (the cut keeps the counters), so a fully accepted chain is not mistaken for one."""
    return (all(position.accepted for position in step.positions)
            and len(step.positions) < step.counters.target_tree_size)


def _measured(steps: list[StepTrace]) -> list[StepTrace]:
    """The steps whose verify positions are all there."""
    return [step for step in steps if step.positions and not trimmed(step)]


def _reached(step: StepTrace) -> list[tuple[int, Node, bool]]:
    """Each non-root position of `step` whose parent position the target reached: its index, its node, and whether
    the target accepted it (chose its token at the parent)."""
    reached = []
    for index, position in enumerate(step.positions[1:], start=1):
        parent = step.positions[position.parent]
        if parent.accepted or parent.is_root:
            node = step.graph.nodes[position.node]
            reached.append((index, node, parent.target_token == node.token))
    return reached


def path_outcomes(steps: list[StepTrace]) -> list[tuple[float, bool]]:
    """(path probability, accepted) of every drafted position that counts and has no prompt-lookup position above
    it: the product of q along its copy's path from the root, the value θ_path prunes by."""
    found = []
    for step in _measured(steps):
        reach: list[float | None] = [1.0]  # per position, in order (a parent comes before its children)
        for position in step.positions[1:]:
            node, above = step.graph.nodes[position.node], reach[position.parent]
            reach.append(None if above is None or node.lookup else above * node.q)
        found += [(reach[index], accepted) for index, _, accepted in _reached(step) if reach[index] is not None]
    return found


def _outcomes(steps: list[StepTrace]) -> list[tuple[float, bool]]:
    """(q, accepted) of every drafted position that counts (see the module's docstring)."""
    return [(node.q, accepted) for step in _measured(steps) for _, node, accepted in _reached(step)
            if not node.lookup]


def calibration(steps: list[StepTrace]) -> list[Bin]:
    """The `BINS` bins of q, lowest first, with the drafted positions of `steps` that fall in each."""
    counts, accepted = [0] * BINS, [0] * BINS
    for q, ok in _outcomes(steps):
        index = min(int(q * BINS), BINS - 1)
        counts[index] += 1
        accepted[index] += ok
    return [Bin(i / BINS, (i + 1) / BINS, counts[i], accepted[i]) for i in range(BINS)]


def _run_trace(label: str, bins: list[Bin], color: str, largest: int) -> dict:
    """A run's line: a marker per filled bin at its centre, sized by its count against the `largest` bin's."""
    filled = [b for b in bins if b.count]
    sizes = [MIN_MARKER_PX + (MAX_MARKER_PX - MIN_MARKER_PX) * (b.count / largest) ** 0.5 for b in filled]
    return {"type": "scatter", "mode": "lines+markers", "name": label, "x": [(b.low + b.high) / 2 for b in filled],
            "y": [b.share for b in filled], "customdata": [[b.low, b.high, b.count, b.accepted] for b in filled],
            "line": {"color": color, "width": 1.5}, "marker": {"size": sizes, "color": color},
            "hovertemplate": f"{html.escape(label)}: q %{{customdata[0]:.1f}}–%{{customdata[1]:.1f}}, "
                             "%{customdata[3]} of %{customdata[2]} positions accepted (%{y:.0%})<extra></extra>"}


def calibration_figure(runs: list[tuple[str, list[StepTrace]]], theta_prob: float | None,
                       theta_sib: float | None) -> go.Figure:
    """The share accepted per bin of q at the bin's centre, a line per run (`runs`: (label, steps); a run with
    nothing to count, such as ar, has none), the marker's size growing with the bin's count; the diagonal of a
    perfectly calibrated draft, dashed; θ_prob as a vertical line (a node with q below it is not grown).

    θ_sib prunes a child whose q is below θ_sib times its best sibling's q, so it has no single threshold on
    this axis; but since no sibling's q exceeds 1, it can prune only below q = θ_sib and never above. That
    faithful part is drawn: a shaded band over q < θ_sib, where pruning can happen (the pruned nodes are never
    verified, so the band shows the ones it kept). A θ that is None or 0 (off) is not drawn."""
    runs = [(label, steps) for label, steps in runs if steps]  # as `depth.depth_figure`: the same run colours
    found = [(label, number, calibration(steps)) for number, (label, steps) in enumerate(runs)]
    found = [(label, number, bins) for label, number, bins in found if any(b.count for b in bins)]
    if not found:
        return message_figure("How often the target accepted each q of the draft appears here once drafted tokens "
                        "are verified.", EMPTY_HEIGHT_PX)
    largest = max(b.count for _, _, bins in found for b in bins)
    data = []
    if theta_sib:
        data.append({"type": "scatter", "mode": "lines", "x": [0, theta_sib, theta_sib, 0, 0], "y": [0, 0, 1, 1, 0],
                     "fill": "toself", "fillcolor": COLORS[PRUNED], "opacity": BAND_OPACITY, "line": {"width": 0},
                     "hoverinfo": "skip", "name": f"q < θ_sib = {theta_sib:.2f}: the only q θ_sib can prune "
                                                  "(below θ_sib × the best sibling's q)"})
    data.append({"type": "scatter", "mode": "lines", "x": [0, 1], "y": [0, 1], "name": "perfectly calibrated",
                 "line": {"color": COLORS[ROOT], "width": 1, "dash": "dash"}, "hoverinfo": "skip"})
    if theta_prob:
        data.append({"type": "scatter", "mode": "lines", "x": [theta_prob, theta_prob], "y": [0, 1],
                     "name": f"θ_prob = {theta_prob:.2f}: a node with q below it is not grown",
                     "line": {"color": COLORS[STOPPED], "width": 1.5, "dash": "dot"}, "hoverinfo": "skip"})
    for label, number, bins in found:
        color = RUN_COLORS[number % len(RUN_COLORS)] if len(runs) > 1 else COLORS[ACCEPTED]
        data.append(_run_trace(label, bins, color, largest))
    # θ_prob's label above the plot, θ_sib's inside its band at the top: apart even when the two are equal
    marks = [{"text": "θ_prob", "x": theta_prob, "y": 1, "yref": "paper", "yanchor": "bottom", "showarrow": False,
              "font": {"size": 11, "color": COLORS[STOPPED]}}] if theta_prob else []
    marks += [{"text": "θ_sib", "x": theta_sib / 2, "y": 1, "yref": "paper", "yanchor": "top", "showarrow": False,
               "font": {"size": 11, "color": COLORS[ROOT]}}] if theta_sib else []
    note = f'<br><span style="font-size:11px;color:#6b7280">{html.escape(NOTE)}</span>'
    return plain_figure(data, {
        "height": CALIBRATION_HEIGHT_PX, "margin": {"l": 56, "r": 16, "t": 72, "b": 96}, "hovermode": "closest",
        "dragmode": False, "annotations": marks,
        "title": {"text": TITLE + note, "x": 0.01, "xanchor": "left", "yref": "paper", "y": 1, "yanchor": "bottom",
                  "pad": {"b": TITLE_GAP_PX}, "font": {"size": 12}},  # anchored above the plot: both lines show
        "legend": {"orientation": "h", "x": 0, "y": -0.2, "yanchor": "top", "font": {"size": 11}},
        "xaxis": {"title": {"text": "q, the draft's probability of the token", "standoff": 2}, "range": [0, 1],
                  "dtick": 1 / BINS, "fixedrange": True, "showgrid": False, "zeroline": False},
        "yaxis": {"title": {"text": "accepted by the target"}, "range": [0, 1.04], "tickformat": ".0%",
                  "fixedrange": True, "gridcolor": "#f1f3f5", "zeroline": False},
        "hoverlabel": {"font": {"size": 12}},
    })


def _bin_words(b: Bin) -> str:
    return f"{b.low:.1f}–{b.high:.1f}"


def calibration_text(steps: list[StepTrace]) -> str:
    """One Markdown sentence in the run's numbers: how often the lowest and the highest bins of q were accepted,
    and whether the draft is close to calibrated, over-confident (its count-weighted mean q above the share
    accepted) or under-confident; then what was left out."""
    outcomes = _outcomes(steps)
    measured = _measured(steps)
    skipped = len(steps) - len(measured)
    lookups = sum(node.lookup for step in measured for _, node, _ in _reached(step))
    left = ([plural(lookups, "prompt-lookup position")] if lookups else []) + (
        [f"{plural(skipped, 'step')} without all their verify positions (cut to the accepted path, or recorded "
         "before positions were)"] if skipped else [])
    left_out = f" Left out: {'; '.join(left)}." if left else ""
    if not outcomes:
        return "No drafted position was verified under a parent the target reached: nothing to measure." + left_out
    bins = [b for b in calibration(steps) if b.count]
    mean_q = sum(q for q, _ in outcomes) / len(outcomes)
    share = sum(ok for _, ok in outcomes) / len(outcomes)
    low, high = bins[0], bins[-1]
    if low is high:
        shares = f"all had q {_bin_words(low)} and were accepted **{low.share:.0%}** of the time"
    else:
        shares = (f"those with q {_bin_words(low)} were accepted **{low.share:.0%}** of the time "
                  f"({plural(low.count, 'position')}), {_bin_words(high)} **{high.share:.0%}** ({high.count})")
    numbers = f"mean q {mean_q:.2f}, {share:.0%} accepted"
    if abs(mean_q - share) <= CLOSE:
        verdict = f"close to calibrated ({numbers})"
    elif mean_q > share:
        verdict = f"over-confident: it expects more than the target accepts ({numbers})"
    else:
        verdict = f"under-confident: the target accepts more than it expects ({numbers})"
    return (f"Of **{len(outcomes)}** drafted positions whose parent the target reached, {shares}: the draft is "
            f"{verdict}.{_path_words(steps)}{left_out}")


def _path_words(steps: list[StepTrace]) -> str:
    """A sentence on the positions whose path probability was under PATH_CUT (what θ_path at the Fast preset prunes),
    when there were any: how often they and the others were accepted."""
    found = path_outcomes(steps)
    under = [ok for reach, ok in found if reach < PATH_CUT]
    over = [ok for reach, ok in found if reach >= PATH_CUT]
    if not under or not over:
        return ""
    return (f" By path probability (the product of q from the root, which θ_path prunes by; {PATH_CUT:g} is the "
            f"Fast preset's θ_path, {PRESETS['graph'].settings['theta_path']:g} See the graph's): under {PATH_CUT:g} "
            f"accepted **{sum(under) / len(under):.0%}** ({plural(len(under), 'position')}), {PATH_CUT:g} or more "
            f"**{sum(over) / len(over):.0%}** ({len(over)}).")


def build() -> dict[str, Any]:
    import gradio as gr  # only the page builds and draws the panel: the figures are drawn without Gradio too

    return {"calibration_plot": gr.Plot(calibration_figure([], None, None), elem_id="calibration-plot",
                                        show_label=False, label="calibration"),
            "calibration_text": gr.Markdown("", elem_id="calibration-text", label="calibration text")}


def draw(shown: Shown) -> dict[str, Any]:
    """The draft's calibration at the run's own θ_prob and θ_sib: the run on show, or every compared run after
    Compare (prompt-lookup runs left out), and the sentence for the run on show."""
    runs = [(label, steps) for label, steps in shown.runs_on_show if steps and not lookup_drafted(steps)]
    figure = calibration_figure(runs, shown.config.get("theta_prob"), shown.config.get("theta_sib"))
    return {"calibration_plot": figure, "calibration_text": calibration_text(list(shown.steps)) if shown.steps else ""}


def lookup_drafted(steps: list[StepTrace]) -> bool:
    """A run drafted by prompt lookup alone: its q is a share of earlier occurrences, not a draft's probability."""
    return all(step.counters.draft_forwards == 0 for step in steps)
