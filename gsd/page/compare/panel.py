"""The Compare panel (`#comparison`): a row per compared run in the table (`compare_rows`), two bars per run in the
chart (`compare_figure`), and the selector that puts a compared run on show. The runs themselves are made by the
Compare button's events (`gsd.page.compare.runs`); this module draws what they left, from the run on show's `Shown`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import gradio as gr
import plotly.graph_objects as go

from ...trace import ACCEPTED, ROOT, Run, RunSummary, StepTrace, summarize
from ..charts import EMPTY_HEIGHT_PX, message_figure, plain_figure
from ..evidence import projection
from ..evidence.stats import VersusAr, versus_ar
from ..look import BONUS, COLORS, plural, visible_text
from ..run.shown import Shown

NAMES = ("compare_table", "compare_merging", "compare_plot", "compare_open")
NOTE = ("The modes: **ar** is the target alone, one token per forward (plain decoding); **ssd** (sequence "
        "speculative decoding) drafts a chain; **tsd** (tree speculative decoding) a tree; **dyspec** (DySpec) a tree "
        "grown best-first; **gsd** (graph-structured speculative decoding) this page's graph, at both presets, and See "
        "the graph once more with merging off: that pair shows what merging alone buys. *Positions a step* is what "
        "each target forward verified: on this CPU each position costs the target's multiply-adds again. Greedy, on the prompt above, "
        "with the settings' max new tokens, max depth, node budget and prompt-lookup branch. On this server's CPU a "
        "larger verify is far from free (the cost chart), so wide trees can run slower than ar. Every speed here is "
        "the engine's alone, one timed run each: it can move by a tenth of itself from one comparison to the next; τ, the "
        "forwards and the text do not.")


def build() -> dict[str, Any]:
    with gr.Column(elem_id="comparison"):
        gr.Markdown("### Compare modes\n" + NOTE, elem_id="compare-note")
        table = gr.Dataframe(headers=list(COMPARE_HEADERS), interactive=False, elem_id="compare-table", max_height=900,
                             label="comparison", show_label=False, wrap=True, column_widths=COMPARE_WIDTHS)
        merging = gr.Markdown("", elem_id="compare-merging", label="what merging buys")
        plot = gr.Plot(compare_figure([]), elem_id="compare-plot", show_label=False, label="comparison chart")
        chosen = gr.Dropdown([], value=None, label="Show a compared run (its text, graphs and stats)",
                             elem_id="compare-open", interactive=True)
    return {"compare_table": table, "compare_merging": merging, "compare_plot": plot, "compare_open": chosen}


def draw(shown: Shown) -> dict[str, Any]:
    """The comparison's table (a row per run), its chart and the selector of its runs, on the compared run on
    show. No runs: all three empty."""
    runs = shown.runs
    rows = compared([(run.label, run_totals(run)) for run in runs], [run.steps for run in runs])
    labels = [run.label for run in runs]
    label = shown.compared_label if shown.compared else None
    return {"compare_table": gr.Dataframe(value=compare_rows(rows) or None, headers=list(COMPARE_HEADERS)),
            "compare_merging": "\n\n".join(line for line in (streamed_text(shown), merging_text(rows)) if line),
            "compare_plot": compare_figure(rows),
            "compare_open": gr.Dropdown(choices=labels, value=label if label in labels else None)}


# ---- the chart ---------------------------------------------------------------------------------------------

COMPARE_HEIGHT_PX = 320


def compare_figure(runs: list[ComparedRun]) -> go.Figure:
    """Two bars per run, side by side: its speed-up over the ar run (left axis; a dashed line marks 1×) and its
    τ (right axis)."""
    if not runs:
        return message_figure("Press Compare modes: a bar per run appears here as it ends.", EMPTY_HEIGHT_PX)
    labels = [run.label for run in runs]
    speedups = [None if run.versus is None else run.versus.speedup for run in runs]
    taus = [run.summary.tau for run in runs]
    data = [
        {"type": "bar", "name": "speed-up over ar, engine (left axis)", "x": labels, "y": speedups,
         "offsetgroup": "speed-up",
         "marker": {"color": COLORS[ACCEPTED]}, "text": ["" if s is None else f"{s:.2f}×" for s in speedups],
         "textposition": "outside", "hovertemplate": "%{x}: %{y:.2f}× ar<extra></extra>"},
        {"type": "bar", "name": "τ, tokens per target forward (right axis)", "x": labels, "y": taus, "yaxis": "y2",
         "offsetgroup": "tau", "marker": {"color": COLORS[BONUS]}, "text": [f"{t:.2f}" for t in taus],
         "textposition": "outside", "hovertemplate": "%{x}: τ = %{y:.2f}<extra></extra>"},
        {"type": "scatter", "mode": "lines", "name": "dashed: as fast as ar (1×, left axis)", "x": [None], "y": [None],
         "hoverinfo": "skip", "line": {"color": COLORS[ROOT], "width": 1, "dash": "dash"}},  # the line's key alone
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
        "yaxis2": {"title": {"text": "τ (tokens per target forward)"}, "overlaying": "y", "side": "right",
                   "fixedrange": True, "showgrid": False,
                   "range": [0, max(taus + [1.0]) * 1.2]},
        "uniformtext": {"minsize": 9, "mode": "hide"},
    })


# ---- the table's rows --------------------------------------------------------------------------------------

COMPARE_HEADERS = ("run", "tokens/s, engine", "speed-up over ar, engine", "τ", "target forwards",
                   "positions a step (verified)", "draft forwards", "draft tokens", "steps with a merge",
                   "projected on an H200: Llama 8B, Llama-3.2-1B draft, this run's acceptance", "same text as ar")
PROJECTED = projection.TARGETS[-1][1:]  # the 8B Llama and its 1B draft (`gsd.page.evidence.projection`)
# each column's share of the table's width, so that no header breaks inside a word ("same text as ar" holds where
# a run parts from ar)
COMPARE_WIDTHS = ("13%", "7%", "9%", "5%", "7%", "7%", "7%", "10%", "9%", "9%", "17%")
SAME_TEXT = {True: "✓", False: "✗", None: "—"}   # None: nothing to compare (no ar run, or no text)


NEAR_TIE = 0.5  # a top-two logit margin below this is a near-tie: rounding alone can flip it


@dataclass(frozen=True)
class Parting:
    """Where a run's tokens first differ from the ar run's on the same prompt."""

    token: int              # the new token's number (1-based)
    step: int               # the run's step that committed it (1-based)
    chose: str              # the run's token there
    ar_chose: str           # the ar run's
    margin: float | None    # the target's top-two logit margin where the run chose it (None: not recorded)
    ar_margin: float | None

    def __str__(self) -> str:
        chose, ar_chose = visible_text(self.chose), visible_text(self.ar_chose)
        said = f"token {self.token} (step {self.step}): ‘{chose}’, ar ‘{ar_chose}’"
        margins = [m for m in (self.margin, self.ar_margin) if m is not None]
        if not margins:
            return said
        verdict = ("a near-tie: rounding can flip it" if min(margins) < NEAR_TIE else
                   "not a near-tie: rounding alone rarely flips that, unless earlier rounding moved the context")
        return f"{said}; top-two margin {min(margins):.2f}, {verdict}"


def _chosen(steps: list[StepTrace]) -> list[tuple[int, str, int, float | None]]:
    """Each committed token of a run: (token, text, its step's number, the target's top-two margin where it
    was chosen: at the step's accepted positions, in order; None where the trace has no positions)."""
    chosen = []
    for number, step in enumerate(steps, start=1):
        walk = [position.margin for position in step.positions if position.accepted]
        for offset, (token, text) in enumerate(zip(step.committed, step.committed_text)):
            chosen.append((token, text, number, walk[offset] if offset < len(walk) else None))
    return chosen


def parting(steps: list[StepTrace], ar_steps: list[StepTrace]) -> Parting | None:
    """Where `steps` first commits another token than the ar run `ar_steps`; None if one run's tokens begin the
    other's."""
    pairs = zip(_chosen(steps), _chosen(ar_steps))
    for index, ((token, text, number, margin), (ar_token, ar_text, _, ar_margin)) in enumerate(pairs, start=1):
        if token != ar_token:
            return Parting(index, number, text, ar_text, margin, ar_margin)
    return None


@dataclass(frozen=True)
class ComparedRun:
    """One run of a comparison: its label, its totals (a `RunSummary`), how it fares against the comparison's
    ar run (None when there is none) and where its tokens part from the ar run's (None: they do not)."""

    label: str
    summary: RunSummary
    versus: VersusAr | None
    parts: Parting | None = None
    on_8b: float | None = None  # its steps priced on the H200 table with an 8B target: speed-up over plain there


def compared(runs: list[tuple[str, RunSummary]], steps: list[list[StepTrace]] | None = None) -> list[ComparedRun]:
    """Each labelled run against the first ar run among them; with each run's `steps`, where a greedy run parts
    from a greedy ar run (sampled runs part by design)."""
    modes = [summary.config.get("mode") for _, summary in runs]
    ar = modes.index("ar") if "ar" in modes else None
    greedy = [summary.config.get("temperature", 0) == 0 for _, summary in runs]
    rows = []
    for index, (label, summary) in enumerate(runs):
        versus = None if ar is None else versus_ar(summary, runs[ar][1])
        exact = ar is not None and steps is not None and index != ar and greedy[index] and greedy[ar]
        parts = parting(steps[index], steps[ar]) if exact else None
        on_8b = None
        if steps is not None:
            priced = projection.price(steps[index], *PROJECTED)
            on_8b = None if priced is None else priced[1] / priced[0]
        rows.append(ComparedRun(label, summary, versus, parts, on_8b))
    return rows


def positions_a_step(summary: RunSummary) -> str:
    """The positions each target forward verified on average, the root included (a plain step: 1)."""
    if not summary.target_forwards or not summary.target_tree_size:
        return "—"
    return f"{summary.target_tree_size / summary.target_forwards:.1f}"


def compare_rows(runs: list[ComparedRun]) -> list[list[str]]:
    """The comparison's table, one row of `COMPARE_HEADERS` per run."""
    rows = []
    for run in runs:
        summary, versus = run.summary, run.versus
        speedup = "—" if versus is None or versus.speedup is None else f"{versus.speedup:.2f}×"
        same = SAME_TEXT[None if versus is None else versus.same_text]
        if run.parts is not None:  # the tokens part: say where, and whether the target was torn there
            same = f"{SAME_TEXT[False]} at {run.parts}"
        rows.append([run.label, f"{summary.tokens_per_s:.1f}", speedup, f"{summary.tau:.2f}",
                     str(summary.target_forwards), positions_a_step(summary), str(summary.draft_forwards),
                     str(summary.draft_tokens), f"{summary.steps_with_merge} of {summary.steps}",
                     "—" if run.on_8b is None else f"{run.on_8b:.2f}× projected", same])
    return rows


def merge_pair(runs: list[ComparedRun]) -> tuple[ComparedRun, ComparedRun] | None:
    """Two runs whose settings differ in merging alone, (merging, not merging); None when there are none."""
    for merged in runs:
        if merged.summary.config.get("merge_n") is None:
            continue
        for alone in runs:
            same = {**merged.summary.config, "merge_n": None} == alone.summary.config
            if alone is not merged and same:
                return merged, alone
    return None


def streamed_text(shown: Shown) -> str:
    """The visitor's streamed run beside its undrawn twin in the table (`Shown.undrawn`): why one preset shows two
    speeds; '' where the table holds no twin."""
    twin, streamed = shown.undrawn, shown.streamed
    if twin is None or not (twin.summary.tokens_per_s and streamed.tokens_per_s):
        return ""
    same = shown.undrawn_same_input
    return (f"**Your streamed run** of *{twin.label}*'s settings on this prompt made **{streamed.tokens_per_s:.1f}** "
            f"tokens/s in the engine while the page drew each step beside it (the headline's figure; "
            f"{streamed.screen_tokens_per_s:.1f} reached your screen); here, undrawn, the engine alone made "
            f"**{twin.summary.tokens_per_s:.1f}**"
            + (". The same engine, settings and text" if same else
               f", as the conversation's next turn (after your run's answer: another input, so another text)")
            + ". While a run streams, the page's drawing shares the server's CPU with the decoding.")


def merging_text(runs: list[ComparedRun]) -> str:
    """What merging alone bought, in a pair of compared runs' numbers (`merge_pair`); '' without a pair."""
    pair = merge_pair(runs)
    if pair is None:
        return ""
    on, off = pair[0].summary, pair[1].summary
    fewer = off.draft_tokens - on.draft_tokens
    bought = (f"**{plural(fewer, 'draft token')} fewer**" if fewer > 0 else
              "no fewer draft tokens" if fewer == 0 else f"{plural(-fewer, 'draft token')} more")
    # the speeds are in the table: one timed run each moves by a tenth of itself, more than merging moves it
    return (f"**What merging alone buys**: *{pair[0].label}* and *{pair[1].label}* differ in merging only. Merged, "
            f"the draft ran **{on.draft_tokens}** tokens in {on.draft_forwards} forwards, against **{off.draft_tokens}** "
            f"in {off.draft_forwards} without: {bought} ({on.steps_with_merge} of {on.steps} steps merged); τ "
            f"{on.tau:.2f} against {off.tau:.2f}, and the same text: merging changes what is drafted, never what is "
            "committed. That is all it buys here: the target still verifies a merged node once per parent, so the "
            "verify costs the same, and the two runs' speeds in the table differ by less than one run's spread.")


# ---- a run's totals --------------------------------------------------------------------------------------

def run_totals(run: Run) -> RunSummary:
    """A compared run's totals: its summary, or for a file without one, its steps added up by `summarize`
    (the phases' milliseconds as its seconds)."""
    if run.summary is not None:
        return run.summary
    return summarize(run.steps, config={}, wall_s=sum(sum(step.ms.values()) for step in run.steps) / 1000)
