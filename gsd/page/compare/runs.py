"""The Compare button: the prompt run with every mode, one run after the other, inside the model's queue.

The runs (`RUNS`): ar, ssd, tsd, dyspec, gsd at the `fast` preset, and gsd at the `graph` preset with merging off
and on (the pair that shows what merging alone buys), all greedy, with the page's max new tokens, max depth, node
budget, prompt-lookup branch, chat setting and drafter; lookup first is each preset's. ssd, tsd and dyspec fix the
thresholds and merging the two presets differ in, so they run once, at `fast`. Each run is timed like a generated one (engine
seconds only) and added up by the engine's summary (`gsd.trace.summarize`, the one totals path); its row
streams into the table as it ends. Stop ends the comparison after the current step: the runs done stay, the
stopped one is left out (its figures would not compare). The comparison's trace file holds every run
(`gsd.trace.Run`), and the selector puts any of them on show as if it had just run.

What a comparison keeps is bounded like one run: the runs share the page's `max_kept_nodes`.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, replace
from typing import TYPE_CHECKING

import gradio as gr

from ... import trace as gsd_trace
from ...config import PRESETS, ConfigError, DecodeConfig
from .. import view
from ..run import conversation
from ..run.requests import MODEL, Request, Timed, refuse, release_memory, report_failure, stream_steps
from ..run.session import DEFAULTS, ComparedRuns, Session, baseline_key, bounded
from ..settings.controls import merge_choice
from ..view import PageUpdate

# How often a comparison says how far its run has come. Each line is an update the server prepares and the
# visitor's browser lays out while the engine decodes (on a small server, beside it on the same cores): every few
# steps of a fast run was 25 a second.
STATUS_EVERY_S = 0.5

if TYPE_CHECKING:
    from ..run.handlers import Page

log = logging.getLogger(__name__)

MAX_NEW_TOKENS = 512   # a comparison holds the model for seven runs: each runs at most this many tokens


@dataclass(frozen=True)
class Planned:
    """One run of the comparison: its label (the table's row) and what it runs with."""

    label: str
    mode: str
    preset: str
    merge: bool = True  # False: the preset with merging off, the one change (`MERGE_OFF`)


GRAPH = f"gsd · {PRESETS['graph'].label}"  # named as the Preset control names it
MERGE_OFF = f"{GRAPH} · merge off"  # the same settings but merging: the pair that shows what merging buys
RUNS = (Planned("ar", "ar", "fast"), Planned("ssd", "ssd", "fast"), Planned("tsd", "tsd", "fast"),
        Planned("dyspec", "dyspec", "fast"), Planned(f"gsd · {PRESETS['fast'].label}", "gsd", "fast"),
        Planned(MERGE_OFF, "gsd", "graph", merge=False), Planned(GRAPH, "gsd", "graph"))

class Compare:
    """The comparison's handlers, beside the page's (`Page`), whose engine, checks and trace files it uses."""

    def __init__(self, page: Page):
        self.page = page

    def enqueue_comparison(self, session: Session) -> str:
        """Compare was pressed: like Generate's (the run's Stop flag now), but a press while a run of the
        visitor's is going starts nothing (the error ends the event chain before the comparison)."""
        if session.stops:
            raise gr.Error("A run is going: press Stop to end it, then Compare again.", print_exception=False)
        return self.page.line.join(session.join_queue(), "comparison")

    def compare(self, session: Session, prompt: str, chat: bool, max_new_tokens, max_depth,
                node_budget, lookup=DEFAULTS.lookup) -> Iterator[PageUpdate]:
        """Run `RUNS` on the prompt, one after the other; a table row and a bar per run as it ends, then the
        last run on show with a trace file of every run."""
        stop = self.page.start_run(session)
        session.closing = ""
        try:
            plan = self._plan(prompt, chat, max_new_tokens, max_depth, node_budget, lookup, stop,
                              conversation.compared_on(session.conversation, prompt))
            if isinstance(plan, str):
                session.closing = plan
                yield PageUpdate(status=plan)
                return
            yield from self._run(session, plan)
        finally:  # from now on Stop has nothing to stop
            self.page.end_run(session, stop)
            release_memory()

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
        status = f"Showing the compared run **{label}**: scrub the step slider to see its graphs."
        return view.draw(session, view.RUN, max_kept_nodes=self.page.max_kept_nodes).but(
            status=status, download=self.page.files.button(session, "compare"))

    def _plan(self, prompt, chat, max_new_tokens, max_depth, node_budget, lookup, stop,
              earlier: tuple[dict, ...]) -> list[tuple[str, Request]] | str:
        """Each run's request (on the visitor's conversation before the prompt, `conversation.compared_on`, which a
        comparison does not add to), or
        the line that says why none runs (the page's checks, on the ar run's settings)."""
        fast = PRESETS["fast"].settings
        merge = merge_choice(fast["merge_n"])
        first = self.page.validate(prompt, chat, ("ar", fast["k"], fast["theta_prob"], fast["theta_sib"],
                                                  fast["theta_path"], merge, max_depth, node_budget, lookup,
                                                  fast["lookup_first"], False, max_new_tokens, 0.0, 0), stop, earlier)
        if isinstance(first, str):
            return first
        if first.config.max_new_tokens > MAX_NEW_TOKENS:
            return refuse(ConfigError(f"a comparison runs each mode for at most {MAX_NEW_TOKENS} new tokens; "
                                      f"lower max new tokens (now {first.config.max_new_tokens})"))
        shared = {name: getattr(first.config, name) for name in
                  ("max_depth", "node_budget", "lookup", "max_new_tokens", "temperature", "seed", "drafter")}
        return [(planned.label, replace(first, config=DecodeConfig.from_preset(
                    planned.preset, planned.mode, **shared, **({} if planned.merge else {"merge_n": None}))))
                for planned in RUNS]

    def _run(self, session: Session, plan: list[tuple[str, Request]]) -> Iterator[PageUpdate]:
        """The planned runs, one after the other, until one is stopped or fails; then the closing update."""
        done: list[gsd_trace.Run] = []
        first = plan[0][1]
        problem = None
        with MODEL.turn(first.stop) as granted:  # the runs hold the model; the closing drawing does not
            if granted:
                self.page.line.start(first.stop)
            else:
                problem = "■ Stopped before it started (Stop was pressed while the comparison waited its turn)."
                plan = []
            for number, (label, request) in enumerate(plan, start=1):
                steps, said = [], 0.0
                timed = Timed(stream_steps(request.engine, request.asked, request.config, request.chat, request.stop,
                                          session.id))
                try:
                    for step in timed:
                        steps.append(step)
                        if time.perf_counter() - said >= STATUS_EVERY_S:
                            said = time.perf_counter()
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
                yield view.draw(session, view.COMPARE_PANELS).but(
                    status=f"▶ Comparing modes: {label} done ({number} of {len(plan)}).")
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
        yield view.draw(session, view.COMPARE, max_kept_nodes=self.page.max_kept_nodes).but(
            status=status, download=self.page.files.button(session, "compare"))


