"""The page's events: what happens when a visitor opens the page, presses a button, chooses a preset, moves
the step slider or uploads a trace. Each handler returns (or streams) `PageUpdate`s; `app.py` wires them to the
components. The comparison of modes has its own module (`gsd.page.compare.runs`).

The engine is shared and read-only, and the model runs one request at a time (`gsd.page.run.requests.MODEL`, in
the order asked): a run decodes on a thread of its own and holds the model only while it decodes, so the
page's drawing of one visitor's run never holds up another's. Reliability: bad settings or an empty or too long prompt are refused before the engine runs, with a
message naming what to change; a failure mid-run keeps the steps so far, shows one line to the visitor and
logs the traceback with the run's id, prompt size and config; Stop ends a run after its current step, and
also reaches a run that still waits for the model (`Page.enqueue` hands it its flag when Generate is pressed).
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import asdict, fields, replace
from pathlib import Path

import gradio as gr

from ... import trace as gsd_trace
from ... import trace_file
from ...config import ASSETS, PROMPTS, ConfigError, DecodeConfig, read_prompts
from ...trace import RunSummary, StepTrace, TraceError
from .. import trace_files, view
from ..look import plural
from ..settings import controls as settings
from ..settings.controls import ModeUpdate, PresetUpdate
from ..step import step_slider
from ..view import PageUpdate
from . import conversation, turns
from .line import Line
from .requests import LiveRun, Request, refuse, release_memory, report_failure
from .session import (DEFAULTS, MAX_KEPT_NODES, ComparedRuns, EngineSlot, Session, StreamedRun, baseline_key,
                      check_replayable, make_config, short)

log = logging.getLogger(__name__)

EXAMPLE_TRACE = ASSETS / "example_trace.json"
ENDED_BY = {"eos": "end of text", "max_new_tokens": "max new tokens reached", "stop": "Stop pressed"}
SETTLE_S = 30.0               # how long a Stop waits for the running run to close before it leaves the status be
STOPPED_WAITING = "■ Stopped before it started (Stop was pressed while the run waited its turn)."
MIN_UPDATE_S = 0.05           # a streamed run's updates: at most 20 a second, about what the eye follows
DRAW_SHARE = 1 / 3            # and the page's drawing at most this share of the time (the engine has the rest)
BASELINE_UPDATE_S = 0.5       # the status line while the ar baseline decodes


def example_prompts(path: Path = PROMPTS) -> list[str]:
    """The example prompts under the prompt box; a missing or bad file gives none (and a warning in the log)."""
    try:
        return read_prompts(path)
    except (OSError, ValueError) as error:
        log.warning("no example prompts from %s: %s", path, error)
        return []


class Page:
    """The page's handlers. Holds only read-only things (the engine slot, the example trace, settings);
    everything a visitor changes goes through their `Session`."""

    def __init__(self, slot: EngineSlot, *, example: Path | None = EXAMPLE_TRACE, drafter: str = DEFAULTS.drafter,
                 replay_delay_s: float = 0.12, max_kept_nodes: int = MAX_KEPT_NODES):
        self.slot = slot
        self.drafter = drafter
        self.replay_delay_s = replay_delay_s
        self.max_kept_nodes = max_kept_nodes
        self.files = trace_files.TraceFiles()
        self.line = Line()  # the visitors' runs waiting for the model
        self.example: tuple[list[StepTrace], RunSummary | None, str, tuple[dict, ...]] | None = None
        self.example_note = ""
        if example is not None and Path(example).exists():
            try:
                data = trace_file.read(str(example))
                self.example = (*trace_file.from_dict(data), trace_file.earlier_of(data))
                check_replayable(self.example[0])
            except (TraceError, OSError) as error:
                log.warning("the example trace %s cannot be read: %s", example, error)
                self.example, self.example_note = None, f" (the example trace could not be read: {error})"

    # -- the page and the models --
    def load(self, session: Session) -> PageUpdate:
        """Page opened: show the recorded example (if any) and the models' state; nothing but the session where the
        visitor pressed Generate before this came back (a busy server), so their run's lines stay. The session goes
        back out, so that Gradio deletes it (calling `forget`) an hour after the visitor closes the page, if
        `gsd.page.run.visitors` has not let go of it 15 s after."""
        if session.asked:
            return PageUpdate(session=session, models=self.slot.describe())
        download = trace_files.no_download()
        note = self.example_note
        if self.example is not None:
            self.show(session, *self.example)
            download = self.files.button(session, "example")
            note = f" Showing a recorded example: “{session.prompt}”." + note
        session.opening = note
        update = self._draw(session, view.RUN, 1).but(status=self.slot.status() + note, download=download,
                                                       models=self.slot.describe())
        if session.asked:  # pressed meanwhile
            return PageUpdate(session=session, models=self.slot.describe())
        return update.but(session=session)

    def model_status(self, session: Session) -> PageUpdate:
        """Timer tick while the models load: the status line, with the opening note while what it names is on
        show, and stop ticking once they are loaded. A run queued or going keeps its own line."""
        timer = gr.Timer(active=not self.slot.loaded.is_set())
        if session.stops:
            return PageUpdate(models=self.slot.describe(), timer=timer)
        return PageUpdate(models=self.slot.describe(), status=self.slot.status() + session.opening, timer=timer)

    def mode_changed(self, mode: str) -> ModeUpdate:
        """Grey out what `mode` fixes (the engine would override it anyway)."""
        return settings.mode_update(mode)

    def preset_chosen(self, name: str) -> PresetUpdate:
        """A preset chosen: its settings on k, θ_prob, θ_sib, θ_path, merge, lookup first and sized, and its line."""
        return settings.preset_update(name)

    def settings_moved(self, k, theta_prob, theta_sib, theta_path, merge, lookup_first, sized) -> PresetUpdate:
        """The visitor moved one of the settings a preset sets: the preset they now match, else Custom."""
        return settings.custom_update(k, theta_prob, theta_sib, theta_path, merge, lookup_first, sized)

    # -- a run: validate, stream, close --
    def generate(self, session: Session, prompt: str, chat: bool, mode: str, k, theta_prob, theta_sib, theta_path,
                 merge, max_depth, node_budget, lookup, lookup_first, sized, max_new_tokens, temperature, seed,
                 with_baseline: bool) -> Iterator[PageUpdate]:
        """Stream a run: the engine decodes on a thread of its own (`LiveRun`) while the page shows its newest
        step at most once per step and no more often than `MIN_UPDATE_S` (the text, the step's DAG, the slider
        and the stats); then, if asked, the ar baseline on the same prompt (in the same turn for the model); then
        the whole page and the trace file. Stop ends it after the current step.

        Bad input (settings, an empty or too long prompt) and models that are not loaded are refused before
        the engine runs. An error during the run keeps the steps so far (with their trace file)."""
        stop = self.start_run(session)
        session.closing = ""
        thread = session.conversation_number  # the conversation this run adds its turn to
        live = None
        try:
            asked = (mode, k, theta_prob, theta_sib, theta_path, merge, max_depth, node_budget, lookup, lookup_first,
                     sized, max_new_tokens, temperature, seed)
            run = self.validate(prompt, chat, asked, stop, session.conversation)
            if isinstance(run, str):
                yield self._closing(session, run)
                return
            live = LiveRun(run, session.id, self._baseline_for(session, run, with_baseline), started=self.line.start)
            yield from self._follow(session, run, live)
            if not live.steps:
                failure = live.failure and report_failure(live.failure, run.id, 0, run.context)
                never = live.holding is None  # Stop was pressed while it waited for the model
                yield self._closing(session, failure or (STOPPED_WAITING if never else "■ Stopped before the first step."))
                return
            yield from self._close(session, run, live, thread)
        finally:  # from now on Stop has nothing to stop (also when Gradio cancels the run: the visitor left)
            if live is not None:
                live.leave()
            self.end_run(session, stop)
            release_memory()

    def validate(self, prompt, chat, settings: tuple, stop: threading.Event,
                 earlier: tuple[dict, ...] = ()) -> Request | str:
        """The run to start (answering `prompt` after the conversation `earlier`), or the line that says why
        none starts: Stop was pressed while it waited, or the input is refused (ConfigError, the engine's
        PromptError, the models not (yet) loaded)."""
        if stop.is_set():
            return STOPPED_WAITING
        try:
            if prompt is None or isinstance(prompt, str) and not prompt.strip():
                raise ConfigError("the prompt is empty: type a question or pick an example")
            if not isinstance(prompt, str):
                raise ConfigError(f"the prompt must be text, got {type(prompt).__name__}")
            config = make_config(*settings, self.drafter)
            engine = self.slot.get()
            asked = conversation.asked(earlier, prompt)
            try:
                prompt_tokens = len(engine.encode(asked, bool(chat), config.max_new_tokens))  # PromptError: too long
            except ValueError as error:
                raise conversation.blamed(error, earlier, lambda: engine.encode(prompt, bool(chat),
                                                                                config.max_new_tokens)) from None
        except (ValueError, RuntimeError) as error:
            return refuse(error)
        run = Request(uuid.uuid4().hex[:8], engine, prompt, bool(chat), config, prompt_tokens, stop, earlier)
        log.info("run %s: %s", run.id, run.context)
        return run

    def _follow(self, session: Session, run: Request, live: LiveRun) -> Iterator[PageUpdate]:
        """Show the run's newest step while it decodes (the first replaces the run on show): an update once
        there is a step not yet shown and `MIN_UPDATE_S` has passed, or longer where the page's last update
        took long to draw and send (its drawing then takes at most `DRAW_SHARE` of the time, and the engine the
        rest). Returns once the run has decoded; its closing update shows the steps not shown yet."""
        shown, pace, first = 0, 0.0, True
        while True:
            live.wait(shown, pace)
            new = live.steps[shown:]
            if new and not shown:
                session.show([], None, run.prompt, earlier=run.earlier)
                session.greedy, session.chat = run.config.greedy, run.chat
            for step in new:
                session.add(step, self.max_kept_nodes)
            shown += len(new)
            session.wall_s = live.seconds
            if live.decoded:
                return
            began = time.perf_counter()
            session.streamed_s = began - live.holding
            tokens = sum(len(step.committed) for step in session.steps)
            yield self._live(session, f"▶ Generating… step {shown}, {plural(tokens, 'token')}",
                             opening=run.config.max_new_tokens if first else None)
            first = False
            took = time.perf_counter() - began  # drawn, and sent by Gradio before it asks for the next
            pace = time.perf_counter() + max(MIN_UPDATE_S, took * (1 - DRAW_SHARE) / DRAW_SHARE)

    def _close(self, session: Session, run: Request, live: LiveRun, thread: int) -> Iterator[PageUpdate]:
        """The run's summary and its turn in the conversation it began in (`thread`; none if New conversation
        was pressed since), the ar baseline if it ran (or the run's own, for an ar run), then the last
        update: the first view and the stats whole, the closing line and the trace file (`rest` draws the others)."""
        failure = None if live.failure is None else report_failure(live.failure, run.id, len(live.steps),
                                                                    run.context)
        stopped_by = "error" if failure else "stop" if run.stop.is_set() else None
        summary = run.engine.summary(session.steps, run.config, run.prompt_tokens, live.seconds, stopped_by)
        session.summary, session.wall_s = summary, live.seconds
        if failure is None and session.conversation_number == thread:
            session.conversation = conversation.answered(run.earlier, run.prompt, summary.text)
        if failure is None and run.config.mode == "ar":
            session.baseline = summary
            session.baseline_key = baseline_key(run.prompt, run.chat, asdict(run.config), run.earlier)
        elif failure is None and live.baseline is not None:
            yield from self._follow_baseline(session, live)
            if live.baseline_failure is not None:
                failure = report_failure(live.baseline_failure, run.id, summary.steps,
                                         {**run.context, "during": "the ar baseline"})
            elif not run.stop.is_set():
                session.baseline = run.engine.summary(live.baseline_steps, live.baseline, run.prompt_tokens,
                                                      live.baseline_seconds)
                session.baseline_key = baseline_key(run.prompt, run.chat, asdict(run.config), run.earlier)
        status = failure or self._ended(summary, baseline_stopped=run.stop.is_set() and summary.stopped_by != "stop")
        session.closing = status
        session.streamed_s = time.perf_counter() - live.holding
        if failure is None and summary.stopped_by != "stop" and session.streamed_s > 0:
            session.streamed = StreamedRun(run.prompt, tuple(run.earlier), summary.config, summary.tokens_per_s,
                                           summary.new_tokens / session.streamed_s)
        yield self._draw(session, view.GENERATE).but(status=status,
                                                     download=self.files.button(session, run.config.mode))

    def rest(self, session: Session) -> PageUpdate:
        """After a run: the panels of the sections under the first view (Inside, the run chart, the evidence), drawn
        apart from the run's own closing update, with no model held."""
        return self._draw(session, view.REST)

    def _baseline_for(self, session: Session, run: Request, with_baseline: bool) -> DecodeConfig | None:
        """The ar run to make after `run` for the speed-up, if asked for and none ran on the same input yet."""
        if not with_baseline or run.config.mode == "ar":
            return None
        key = baseline_key(run.prompt, run.chat, asdict(run.config), run.earlier)
        return None if session.baseline_key == key else run.config.replace(mode="ar")

    def _follow_baseline(self, session: Session, live: LiveRun) -> Iterator[PageUpdate]:
        """The status line while the ar baseline decodes (a Stop during it leaves no baseline)."""
        seen = 0
        while not live.done:
            live.wait_baseline(seen, BASELINE_UPDATE_S)
            if len(live.baseline_steps) > seen and not live.done:
                seen = len(live.baseline_steps)
                yield PageUpdate(status=f"▶ Running the ar baseline for the speed-up… {plural(seen, 'token')}")

    def new_conversation(self, session: Session) -> PageUpdate:
        """New conversation pressed: the next prompt starts afresh (the run on show stays as it is)."""
        session.conversation, session.conversation_number = (), session.conversation_number + 1
        self.forget(session)
        return PageUpdate(status="New conversation: the next prompt is asked on its own.",
                          new_conversation=turns.button(0))

    @property
    def forgetting(self) -> Callable[[Session], None]:
        """`forget` as a plain function, the gr.State's delete callback. Gradio deep-copies the page's config,
        every component's props with it, on each page load (`GET /`, `/config`); a bound method there copies its
        `Page` and so the engine and both models, while `copy.deepcopy` passes a function on as it is."""
        page = self

        def forget(session: Session) -> None:
            page.forget(session)
        return forget

    def forget(self, session: Session) -> None:
        """Drop the keys and values the engine keeps for this visitor's what-ifs (their conversation ended, or they
        left the page: Gradio then deletes their state)."""
        kept = getattr(self.slot.engine, "kept", None)
        if kept is not None:
            kept.drop(session.id)
        for flag in session.queued:  # runs that will never start now
            self.line.leave(flag)
        release_memory()

    # -- Stop --
    def stop(self, session: Session) -> str:
        """Stop the visitor's run after its current step (the run then shows what it has made so far)."""
        if not session.running():  # no run of theirs holds the model: this Stop's settle has no line to show
            session.closing = ""
        return "■ Stopping after the current step…" if session.request_stop() else "Nothing to stop."

    def settle(self, session: Session, poll_s: float = 0.05):
        """After Stop's own line: wait for the visitor's running run to close, then show its closing line again.

        Stop's "Stopping…" and the run's closing line come from two events, and on a busy server, or when the
        run closes at once, Stop's can reach the page second and stay there after the run has ended. This
        event starts once Stop's line is out, and the run's closing line is sent before the run lets go of its
        flag, so what it sends comes last. The run may have closed before this event starts: its line is
        still sent. Each closing line is sent once (a later settle leaves the status be), and none after a Stop
        that found no run holding the model (a run that only waits its turn has nothing to close yet: its own
        first update says it was stopped)."""
        running = session.running()
        deadline = time.monotonic() + SETTLE_S
        while running & session.stops and time.monotonic() < deadline:
            time.sleep(poll_s)
        if running & session.stops or not session.closing:
            return gr.skip()
        closing, session.closing = session.closing, ""
        return closing

    def enqueue(self, session: Session) -> str:
        """Generate was pressed: give the run its Stop flag now, so that a Stop pressed while it waits for the
        model (another visitor's run holds it) is remembered, and say that it waits.

        A press while the visitor's run is queued or running starts nothing: the page does not start the run
        event again while it is pending, so a flag made now would never be claimed and would stop a later run."""
        if session.stops:
            return "▶ A run is already going: press Stop to end it before starting another."
        return self.line.join(session.join_queue())

    def start_run(self, session: Session) -> threading.Event:
        """A run of the visitor's starts (it then waits its turn for the model, and tells `line` when it has
        it): its Stop flag (`Session.start_run`)."""
        return session.start_run()

    def end_run(self, session: Session, stop: threading.Event) -> None:
        session.end_run(stop)
        self.line.leave(stop)

    # -- the run on show: scrub, upload, replay --
    def scrub(self, session: Session, number) -> PageUpdate:
        """The step slider moved: that step's graph, and its tokens outlined in the text."""
        number = step_slider.number(number)
        if number is None or not session.steps:
            return PageUpdate()
        session.follow = number >= len(session.steps)
        session.what_if = None  # the visitor moved on: the recorded steps
        return self._draw(session, view.SCRUB, number)  # the text, the DAG, the chart, inside; the slider stays

    def upload(self, session: Session, path: str | None) -> PageUpdate:
        """A trace file was uploaded: replay it with no model. The run on show changes only once the new one
        has been drawn. The upload box is emptied either way."""
        if not path:
            return PageUpdate(status="", upload=None)
        if session.running():
            error = RuntimeError("a run is going: press Stop, or wait for it to end, then upload the trace again")
            return PageUpdate(status=refuse(error), upload=None)
        refused = "That trace cannot be replayed: "
        try:
            data = trace_file.read(path)
            steps, summary, prompt = trace_file.from_dict(data)
            earlier = trace_file.earlier_of(data)
            runs = [run for run in trace_file.runs_from_dict(data)[0] if run.label]  # a comparison's runs, if any
            for run in [gsd_trace.Run("", steps, summary), *runs]:
                check_replayable(run.steps)
                if run.summary is not None and not isinstance(run.summary.config, dict):
                    raise TraceError("the summary's config must be an object")
        except (TraceError, OSError) as error:
            return PageUpdate(status=refuse(error, refused), upload=None)
        candidate = replace(session, comparison=ComparedRuns(prompt, None, tuple(runs), earlier) if runs else None)
        self.show(candidate, steps, summary, prompt, earlier, compared=bool(runs))
        try:
            shown = self._draw(candidate, view.UPLOAD, 1)
        except Exception as error:  # a well-formed file with values the figures cannot take
            log.exception("an uploaded trace could not be drawn")
            return PageUpdate(status=refuse(error, refused), upload=None)
        for name in (f.name for f in fields(Session)):
            setattr(session, name, getattr(candidate, name))
        mode = f", mode {short(str(summary.config['mode']), 20)}" if summary and "mode" in summary.config else ""
        where = f", target {short(str(summary.target), 80)}" if summary else ""
        compared = f" and a comparison of {len(runs)} runs" if runs else ""
        status = (f"✓ Loaded a trace: {len(steps)} steps{mode}{where}{compared}. "
                  "Scrub the step slider or press Replay.")
        return shown.but(status=status, download=self.files.button(session, "replay"), upload=None)

    def replay(self, session: Session) -> Iterator[PageUpdate]:
        """Play the run on show again, one step at a time, with no model (not while a run is adding to it)."""
        if session.running():
            gr.Warning("A run is going: Replay works once it has ended.")
            return
        steps = list(session.steps)
        session.what_if = None
        for number in range(1, len(steps) + 1):
            frame = self._draw(session, view.REPLAY, number)
            if number == len(steps):  # the line above the page says what it shows (not an earlier warning)
                frame = frame.but(status=f"✓ Replayed {plural(len(steps), 'step')}: scrub the step slider to see "
                                         "any of them again.")
            elif number == 1:
                frame = frame.but(status=f"▶ Replaying the run on show, {plural(len(steps), 'step')}…")
            yield frame
            time.sleep(self.replay_delay_s)

    # -- shared by the handlers --
    def _draw(self, session: Session, wanted: tuple[str, ...], number: int | None = None, **options) -> PageUpdate:
        """The fields `wanted` of the visitor's page at step `number` (None: the newest): `gsd.page.view.draw`."""
        return view.draw(session, wanted, number, max_kept_nodes=self.max_kept_nodes, **options)

    def _live(self, session: Session, status: str, opening: int | None = None) -> PageUpdate:
        """A streamed update: the text, the newest step's graph (when the slider follows it, else only the slider
        and the stats: the scrubbed step stays) and the stats, as plain values. The run's first update (`opening`:
        its max new tokens) also sets the slider's range and sends the earlier turns. The run chart, Inside and
        the whole run's charts (depth, calibration, cost) wait for the run's end: a browser drawing them at every
        step on the server's own cores (a laptop running the page) slowed the run it watched."""
        if not session.follow:
            wanted = step_slider.NAMES + ("stats",)
        else:
            wanted = view.LIVE + (turns.NAMES if opening is not None else ())
        update = self._draw(session, wanted, live=True).but(status=status)
        if opening is not None:
            number = len(session.steps) if session.follow else None
            update = update.but(step=step_slider.opened(opening, number))
        return update

    def show(self, session: Session, steps: list[StepTrace], summary: RunSummary | None, prompt: str,
             earlier: tuple[dict, ...] = (), *, compared: bool = False) -> None:
        """Put a recorded run (the example, an uploaded trace, a compared run) on show in `session`."""
        session.show(steps, summary, prompt, self.max_kept_nodes, compared=compared, earlier=earlier)
        session.wall_s = summary.wall_s if summary else None
        session.greedy = summary is None or summary.config.get("temperature", 0) == 0

    def _closing(self, session: Session, status: str) -> PageUpdate:
        """A run's last update when it showed nothing: the status alone, kept for `settle`."""
        session.closing = status
        return PageUpdate(status=status)

    def _ended(self, summary: RunSummary, *, baseline_stopped: bool) -> str:
        """The closing line of a run that ended without failing."""
        ended = "■ Stopped" if summary.stopped_by == "stop" else "✓ Done"
        why = ENDED_BY.get(summary.stopped_by, summary.stopped_by)
        note = "; the ar baseline was stopped, so there is no speed-up" if baseline_stopped else ""
        return (f"{ended}: {plural(summary.new_tokens, 'token')} in {plural(summary.steps, 'step')} ({why}){note}. "
                "Scrub the step slider to see every step's graph; a new prompt follows up on this answer "
                "(New conversation starts afresh).")
