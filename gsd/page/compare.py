"""The Compare button: the prompt run with every mode, one run after the other, inside the model's queue.

The runs (`RUNS`): ar, ssd, tsd, dyspec, gsd at the `fast` preset and gsd at the `graph` preset, all greedy,
with the page's max new tokens, max depth, node budget, prompt-lookup branch, chat setting and drafter. ssd,
tsd and dyspec fix every setting the two presets differ in, so they run once. Each run is timed like a generated one (engine
seconds only) and added up by the engine's summary (`gsd.trace.summarize`, the one totals path); its row
streams into the table as it ends. Stop ends the comparison after the current step: the runs done stay, the
stopped one is left out (its figures would not compare). The comparison's trace file holds every run
(`gsd.trace.Run`), and the selector puts any of them on show as if it had just run.

What a comparison keeps is bounded like one run: the runs share the page's `max_kept_nodes`.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import asdict, dataclass, replace
from typing import TYPE_CHECKING, Any

import gradio as gr
import plotly.graph_objects as go

from .. import trace as gsd_trace
from ..config import PRESETS, ConfigError, DecodeConfig
from ..trace import ACCEPTED, ROOT, Run, RunSummary, StepTrace, summarize
from . import view
from .charts import EMPTY_HEIGHT_PX, message_figure, plain_figure
from .look import BONUS, COLORS, visible_text
from .requests import Request, Timed, refuse, report_failure, stream_steps
from .session import DEFAULTS, ComparedRuns, Session, baseline_key, bounded
from .stats import VersusAr, versus_ar
from .view import PageUpdate

if TYPE_CHECKING:
    from .handlers import Page

log = logging.getLogger(__name__)

MAX_NEW_TOKENS = 512   # a comparison holds the model for six runs: each runs at most this many tokens


@dataclass(frozen=True)
class Planned:
    """One run of the comparison: its label (the table's row) and what it runs with."""

    label: str
    mode: str
    preset: str


RUNS = (Planned("ar", "ar", "fast"), Planned("ssd", "ssd", "fast"), Planned("tsd", "tsd", "fast"),
        Planned("dyspec", "dyspec", "fast"), Planned("gsd · fast", "gsd", "fast"),
        Planned("gsd · graph", "gsd", "graph"))
NOTE = ("Greedy, on the prompt above (after the conversation so far, to which a comparison adds no turn), with the "
        "max new tokens, max depth, node budget and prompt-lookup branch on the left. ssd, tsd and dyspec fix "
        "θ_prob, θ_sib and merging, the settings the presets differ in, so they run once; gsd runs at both presets. "
        "Each row is one timed run on this server, which also serves the page: tokens/s and the speed-ups can move "
        "by a tenth or more from one comparison to the next; τ, the forwards and the text do not. Rows are timed "
        "without the page drawing each step (a streamed run draws them), so they compare like with like.")


class Compare:
    """The comparison's handlers, beside the page's (`Page`), whose engine, checks and trace files it uses."""

    def __init__(self, page: Page):
        self.page = page

    def enqueue_comparison(self, session: Session) -> str:
        """Compare was pressed: like Generate's (the run's Stop flag now), but a press while a run of the
        visitor's is going starts nothing (the error ends the event chain before the comparison)."""
        if session.stops:
            raise gr.Error("A run is going: press Stop to end it, then Compare again.", print_exception=False)
        session.join_queue()
        return "⏳ Queued: the comparison starts when the model is free…"

    def compare(self, session: Session, prompt: str, chat: bool, max_new_tokens, max_depth,
                node_budget, lookup=DEFAULTS.lookup) -> Iterator[PageUpdate]:
        """Run `RUNS` on the prompt, one after the other; a table row and a bar per run as it ends, then the
        last run on show with a trace file of every run."""
        stop = session.start_run()
        session.closing = ""
        try:
            plan = self._plan(prompt, chat, max_new_tokens, max_depth, node_budget, lookup, stop, session.conversation)
            if isinstance(plan, str):
                session.closing = plan
                yield PageUpdate(status=plan)
                return
            yield from self._run(session, plan)
        finally:  # from now on Stop has nothing to stop
            session.end_run(stop)

    def open(self, session: Session, label: str) -> PageUpdate:
        """A compared run chosen in the selector: put it on show, as if it had just run."""
        comparison = session.comparison
        run = None if comparison is None else next((r for r in comparison.runs if r.label == label), None)
        if run is None:
            return PageUpdate()
        if session.running():
            error = RuntimeError("a run is going: press Stop, or wait for it to end, then choose the run again")
            return PageUpdate(status=refuse(error))
        self.page.show(session, run.steps, run.summary, comparison.prompt, comparison.earlier, compared=True)
        session.chat = comparison.chat
        shown = view.run_panels(session, max_kept_nodes=self.page.max_kept_nodes)
        status = f"Showing the compared run **{label}**: scrub the step slider to see its graphs."
        return replace(shown, status=status, download=self.page.files.button(session, "compare"))

    def _plan(self, prompt, chat, max_new_tokens, max_depth, node_budget, lookup, stop,
              earlier: tuple[dict, ...]) -> list[tuple[str, Request]] | str:
        """Each run's request (on the visitor's conversation so far, which a comparison does not add to), or
        the line that says why none runs (the page's checks, on the ar run's settings)."""
        fast = PRESETS["fast"].settings
        merge = view.merge_choice(fast["merge_n"])
        first = self.page.validate(prompt, chat, ("ar", fast["k"], fast["theta_prob"], fast["theta_sib"], merge,
                                                  max_depth, node_budget, lookup, max_new_tokens, 0.0, 0), stop,
                                   earlier)
        if isinstance(first, str):
            return first
        if first.config.max_new_tokens > MAX_NEW_TOKENS:
            return refuse(ConfigError(f"a comparison runs each mode for at most {MAX_NEW_TOKENS} new tokens; "
                                      f"lower max new tokens (now {first.config.max_new_tokens})"))
        shared = {name: getattr(first.config, name) for name in
                  ("max_depth", "node_budget", "lookup", "max_new_tokens", "temperature", "seed", "drafter")}
        return [(planned.label, replace(first, config=DecodeConfig.from_preset(planned.preset, planned.mode, **shared)))
                for planned in RUNS]

    def _run(self, session: Session, plan: list[tuple[str, Request]]) -> Iterator[PageUpdate]:
        """The planned runs, one after the other, until one is stopped or fails; then the closing update."""
        done: list[gsd_trace.Run] = []
        first = plan[0][1]
        problem = None
        for number, (label, request) in enumerate(plan, start=1):
            steps = []
            timed = Timed(stream_steps(request.engine, request.asked, request.config, request.chat, request.stop,
                                      session.id))
            try:
                for step in timed:
                    steps.append(step)
                    if timed.count % 4 == 1:
                        yield PageUpdate(status=f"▶ Comparing modes: {label} ({number} of {len(plan)}), "
                                                f"step {timed.count}…")
                    if request.stop.is_set():
                        break
            except Exception as error:
                context = {**request.context, "during": f"the comparison's {label} run"}
                problem = report_failure(error, request.id, timed.count, context) + f" The comparison ended at {label}."
                break
            if request.stop.is_set():
                problem = f"■ Stopped during {label}: it is left out, the runs done before it are kept."
                break
            summary = request.engine.summary(steps, request.config, request.prompt_tokens, timed.seconds)
            budget = max(self.page.max_kept_nodes // len(plan), 1)
            done.append(gsd_trace.Run(label, bounded(steps, budget), summary))
            session.comparison = ComparedRuns(request.prompt, request.chat, tuple(done), request.earlier)
            if request.config.mode == "ar":  # the ar baseline of this prompt, for Generate's speed-up too
                session.baseline = summary
                session.baseline_key = baseline_key(request.prompt, request.chat, asdict(request.config),
                                                    request.earlier)
            yield PageUpdate(status=f"▶ Comparing modes: {label} done ({number} of {len(plan)}).",
                             **compare_panels(done))
        log.info("comparison %s: %d of %d runs done", first.id, len(done), len(plan))
        if not done:
            session.closing = problem or "■ Nothing to compare."
            yield PageUpdate(status=session.closing)
            return
        last = done[-1]
        self.page.show(session, last.steps, last.summary, first.prompt, first.earlier, compared=True)
        session.chat = first.chat
        ended = problem or f"✓ Compared {len(done)} runs on this prompt."
        status = f"{ended} Showing {last.label}; choose another run under the table."
        session.closing = status
        yield replace(view.run_panels(session, max_kept_nodes=self.page.max_kept_nodes), status=status,
                      download=self.page.files.button(session, "compare"), **compare_panels(done, last.label))


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


# ---- the table's rows --------------------------------------------------------------------------------------

COMPARE_HEADERS = ("run", "tokens/s", "speed-up over ar", "τ", "target forwards", "draft forwards", "draft tokens",
                   "draft tokens saved by merges", "steps with a merge", "same text as ar")
# each column's share of the table's width, so that no header breaks inside a word ("same text as ar" holds where
# a run parts from ar)
COMPARE_WIDTHS = ("10%", "8%", "10%", "5%", "9%", "9%", "8%", "12%", "10%", "19%")
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
        rows.append(ComparedRun(label, summary, versus, parts))
    return rows


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
                     str(summary.target_forwards), str(summary.draft_forwards), str(summary.draft_tokens),
                     f"{summary.draft_tokens_saved} ({summary.saved_share:.0%})",
                     f"{summary.steps_with_merge} of {summary.steps}", same])
    return rows


# ---- the panel's update --------------------------------------------------------------------------------------

def run_totals(run: Run) -> RunSummary:
    """A compared run's totals: its summary, or for a file without one, its steps added up by `summarize`
    (the phases' milliseconds as its seconds)."""
    if run.summary is not None:
        return run.summary
    return summarize(run.steps, config={}, wall_s=sum(sum(step.ms.values()) for step in run.steps) / 1000)


def compare_panels(runs: tuple[Run, ...] | list[Run], shown: str | None = None) -> dict[str, Any]:
    """The `PageUpdate` fields of a comparison (`COMPARE_PANELS`): its table (a row per run), its chart and
    the selector of its runs (on `shown`). No runs: all three empty."""
    rows = compared([(run.label, run_totals(run)) for run in runs], [run.steps for run in runs])
    labels = [run.label for run in runs]
    return {"compare_table": gr.Dataframe(value=compare_rows(rows) or None, headers=list(COMPARE_HEADERS)),
            "compare_plot": compare_figure(rows),
            "compare_open": gr.Dropdown(choices=labels, value=shown if shown in labels else None)}
