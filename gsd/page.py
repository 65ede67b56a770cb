"""The page's handlers: what happens when a visitor presses a button, moves the step slider or uploads a
trace. `app.py` lays the page out and wires these handlers to its components; `gsd.session` holds what each
visitor's page keeps and checks what it accepts.

The engine is shared and read-only, and the model runs one request at a time (the "model" concurrency
group); figures, token HTML and stats come from `gsd.viz`. Reliability: bad settings or an empty or too long
prompt are refused before the engine runs, with a message naming what to change; a failure mid-run keeps the
steps so far, shows one line to the visitor and logs the traceback with the run's id, prompt size and
config; Stop ends a run after its current step, and also reaches a run that still waits for the model
(`Page.enqueue` hands it its flag when Generate is pressed).
"""

from __future__ import annotations

import json
import logging
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import asdict, fields, replace
from pathlib import Path

import gradio as gr

from . import trace as gsd_trace
from . import viz
from .config import MODES, ConfigError, DecodeConfig
from .session import (DEFAULTS, DRAFT_CONTROLS, MAX_KEPT_NODES, EngineSlot, Session, check_replayable, fixed_by_mode,
                      make_config, short)
from .trace import RunSummary, StepTrace, TraceError

try:  # Hugging Face ZeroGPU: the decorator asks for a GPU per call; elsewhere it is not installed
    import spaces
except ImportError:
    spaces = None

log = logging.getLogger("gsd.page")

ASSETS = Path(__file__).resolve().parents[1] / "assets"
EXAMPLE_TRACE = ASSETS / "example_trace.json"
PROMPTS = ASSETS / "prompts.jsonl"
TRACE_FILE_TTL_S = 600        # the page's own trace files are removed once Gradio has long copied them
ENDED_BY = {"eos": "end of text", "max_new_tokens": "max new tokens reached", "stop": "Stop pressed"}
SETTLE_S = 30.0               # how long a Stop waits for the running run to close before it leaves the status be
MODE_HELP = {
    "gsd": "**gsd**, the paper: top-k drafts pruned by θ_sib and θ_prob, recurring n-grams merged into a DAG.",
    "tsd": "**tsd**, tree speculative decoding: top-k tree; θ_sib, θ_prob and merging are off.",
    "ssd": "**ssd**, sequence speculative decoding: one chain (k = 1); no pruning, no merging.",
    "dyspec": "**dyspec**: best-first expansion under the node budget; θ_sib, θ_prob and merging are off.",
    "ar": "**ar**: the target alone, one token per forward (the baseline); the draft settings do not apply.",
}


def _stream(engine, prompt: str, config: DecodeConfig, chat: bool, stop: threading.Event) -> Iterator[StepTrace]:
    """The engine's steps (the only call that needs the GPU)."""
    yield from engine.generate(prompt, config, chat=chat, stop=stop)


if spaces is not None:
    _stream = spaces.GPU(_stream)


class _Timed:
    """Iterate `steps`, adding up the seconds spent inside the engine (not in the page between steps)."""

    def __init__(self, steps: Iterator[StepTrace]):
        self.steps, self.seconds = steps, 0.0

    def __iter__(self) -> Iterator[StepTrace]:
        while True:
            start = time.perf_counter()
            try:
                step = next(self.steps)
            except StopIteration:
                return
            finally:
                self.seconds += time.perf_counter() - start
            yield step


def read_prompts(path: Path = PROMPTS) -> list[str]:
    """Example prompts: one JSON object with a "prompt" per line; a missing or bad file gives none."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
        return [json.loads(line)["prompt"] for line in lines if line.strip()]
    except (OSError, ValueError, KeyError, TypeError) as error:
        log.warning("no example prompts from %s: %s", path, error)
        return []


# ---- handlers --------------------------------------------------------------------------------------------

class Page:
    """The page's handlers. Holds only read-only things (the engine slot, the example trace, settings);
    everything a visitor changes goes through their `Session`."""

    def __init__(self, slot: EngineSlot, *, example: Path | None = EXAMPLE_TRACE, drafter: str = DEFAULTS.drafter,
                 replay_delay_s: float = 0.12, max_kept_nodes: int = MAX_KEPT_NODES):
        self.slot = slot
        self.drafter = drafter
        self.replay_delay_s = replay_delay_s
        self.max_kept_nodes = max_kept_nodes
        self.files = Path(tempfile.mkdtemp(prefix="gsd-traces-"))
        self.example: tuple[list[StepTrace], RunSummary | None, str] | None = None
        self.example_note = ""
        if example is not None and Path(example).exists():
            try:
                self.example = gsd_trace.load(str(example))
                check_replayable(self.example[0])
            except (TraceError, OSError) as error:
                log.warning("the example trace %s cannot be read: %s", example, error)
                self.example, self.example_note = None, f" (the example trace could not be read: {error})"

    # -- rendering a session (shared by the handlers) --
    def _view(self, session: Session, *, selected: int | None = None, live: bool = False) -> tuple:
        """(output, dag, step, stats) for the session's run, showing step `selected` (1-based; None: the
        newest)."""
        steps = session.steps
        if not steps:
            return (viz.tokens_html([]), viz.empty_figure("Generate, or upload a trace, to see each step's token DAG"),
                    gr.Slider(minimum=1, maximum=2, value=1, interactive=False), viz.stats_markdown(viz.run_stats([])))
        number = len(steps) if selected is None else min(max(int(selected), 1), len(steps))
        step = steps[number - 1]
        caption = viz.step_caption(step, number, len(steps))
        if number <= session.trimmed:
            caption += f" · accepted path only (the page keeps the newest {self.max_kept_nodes:,} nodes)"
        stats = viz.run_stats(steps, wall_s=session.wall_s, summary=session.summary,
                              baseline=self._baseline_for(session))
        return (viz.tokens_html(steps, selected=None if number == len(steps) and live else number),
                viz.dag_figure(step, title=caption),
                gr.Slider(minimum=1, maximum=_slider_max(len(steps)), value=number, interactive=True),
                viz.stats_markdown(stats, greedy=session.greedy))

    def _baseline_for(self, session: Session) -> RunSummary | None:
        if (session.summary is None or session.baseline is None or session.chat is None
                or session.summary.config.get("mode") == "ar"):
            return None
        same_run = session.baseline_key == _baseline_key(session.prompt, session.chat, session.summary.config)
        return session.baseline if same_run else None

    def _download(self, session: Session, name: str) -> gr.DownloadButton:
        """The download button holding the run on show as a trace file (Gradio copies it into its own cache
        at once; the page's copies older than TRACE_FILE_TTL_S are removed here)."""
        try:
            now = time.time()
            for old in self.files.glob("gsd-trace-*.json"):
                if now - old.stat().st_mtime > TRACE_FILE_TTL_S:
                    old.unlink(missing_ok=True)
            path = self.files / f"gsd-trace-{name}-{uuid.uuid4().hex[:8]}.json"
            path.write_text(gsd_trace.dumps(session.steps, session.summary, session.prompt), encoding="utf-8")
        except OSError:
            log.exception("the trace file could not be written to %s", self.files)
            return gr.DownloadButton(value=None, interactive=False)
        return gr.DownloadButton(value=str(path), interactive=True)

    def _nothing(self, status: str) -> tuple:
        """Leave the panels as they are and say `status`."""
        return (gr.skip(),) * 4 + (status, gr.skip())

    def _closing(self, session: Session, status: str) -> tuple:
        """A run's last update when it showed nothing: the status alone, kept for `settle`."""
        session.closing = status
        return self._nothing(status)

    def _refuse(self, error: Exception, what: str = "") -> str:
        """A refusal (bad input, models not loaded): the message the visitor sees; no traceback anywhere."""
        message = short(f"{what}{error}")
        log.info("refused: %s", message)
        gr.Warning(message)
        return f"⚠ {message}"

    def _failure(self, error: Exception, run_id: str, done_steps: int, context: dict) -> str:
        """An unexpected error: the traceback and the run's context go to the server log; the visitor gets one
        line with the run's id, so that what they report can be found in the log."""
        log.error("run %s failed after %d steps; %s", run_id, done_steps,
                  " ".join(f"{key}={value!r}" for key, value in context.items()), exc_info=error)
        first = (str(error).strip().splitlines() or [""])[0]
        message = (f"Generation failed after {done_steps} step{'s' if done_steps != 1 else ''} "
                   f"({type(error).__name__}{': ' + short(first, 160) if first else ''}). "
                   f"{'The text so far is kept. ' if done_steps else ''}The server log has the details (run {run_id}).")
        gr.Warning(message)
        return f"⚠ {message}"

    # -- events --
    def load(self, session: Session) -> tuple:
        """Page opened: show the recorded example (if any) and the models' state. The session goes back out
        so that Gradio drops it an hour after the visitor closes the page."""
        download = gr.DownloadButton(value=None, interactive=False)
        if self.example is not None:
            steps, summary, prompt = self.example
            session.show(steps, summary, prompt, self.max_kept_nodes)
            session.wall_s = summary.wall_s if summary else None
            session.greedy = summary is None or summary.config.get("temperature", 0) == 0
            download = self._download(session, "example")
        note = (f" Showing a recorded example: “{session.prompt}”." if self.example else "") + self.example_note
        return self._view(session, selected=1) + (self.slot.status() + note, download, session)

    def model_status(self) -> tuple:
        """Timer tick while the models load: the status line, and stop ticking once they are loaded."""
        return self.slot.status(), gr.Timer(active=not self.slot.loaded.is_set())

    def mode_changed(self, mode: str) -> tuple:
        """Grey out what `mode` fixes (the engine would override it anyway)."""
        fixed = fixed_by_mode(mode) if mode in MODES else set()
        return tuple(gr.update(interactive=name not in fixed, elem_classes=fixed_class(name in fixed))
                     for name in DRAFT_CONTROLS) + (MODE_HELP.get(mode, ""),)

    def generate(self, session: Session, prompt: str, chat: bool, mode: str, k, theta_prob, theta_sib, merge,
                 max_depth, node_budget, max_new_tokens, temperature, seed, with_baseline: bool) -> Iterator[tuple]:
        """Stream a run: after every step the text, the step's DAG, the slider and the stats; then, if asked,
        the ar baseline on the same prompt; then the trace file. Stop ends it after the current step.

        Bad input (settings, an empty or too long prompt) and models that are not loaded are refused before
        the engine runs. An error during the run keeps the steps so far (with their trace file)."""
        run_id = uuid.uuid4().hex[:8]
        stop = session.start_run()
        session.closing = ""
        try:
            if stop.is_set():
                yield self._closing(session, "■ Stopped before it started (Stop was pressed while the run waited "
                                             "its turn).")
                return
            try:
                if prompt is None or isinstance(prompt, str) and not prompt.strip():
                    raise ConfigError("the prompt is empty: type a question or pick an example")
                if not isinstance(prompt, str):
                    raise ConfigError(f"the prompt must be text, got {type(prompt).__name__}")
                config = make_config(mode, k, theta_prob, theta_sib, merge, max_depth, node_budget, max_new_tokens,
                                     temperature, seed, self.drafter)
                engine = self.slot.get()
                prompt_tokens = len(engine.encode(prompt, bool(chat), config.max_new_tokens))  # PromptError: too long
            except (ValueError, RuntimeError) as error:  # ConfigError, PromptError, the models not (yet) loaded
                yield self._closing(session, self._refuse(error))
                return
            context = {"prompt_chars": len(prompt), "prompt_tokens": prompt_tokens, "chat": bool(chat),
                       "config": asdict(config)}
            log.info("run %s: %s", run_id, context)
            done = tokens = 0
            failure = None
            run = _Timed(_stream(engine, prompt, config, bool(chat), stop))
            try:
                for step in run:
                    if not done:  # the first step replaces the run on show
                        session.show([], None, prompt)
                        session.greedy, session.chat = config.greedy, bool(chat)
                    session.add(step, self.max_kept_nodes)
                    session.wall_s = run.seconds
                    done, tokens = done + 1, tokens + len(step.committed)
                    yield self._live(session, f"▶ Generating… step {done}, {tokens} tokens")
                    if stop.is_set():
                        break
            except Exception as error:
                failure = self._failure(error, run_id, done, context)
            if not done:
                yield self._closing(session, failure or "■ Stopped before the first step.")
                return
            stopped_by = "error" if failure else "stop" if stop.is_set() else None
            session.summary = engine.summary(session.steps, config, prompt_tokens, run.seconds, stopped_by)
            if failure is None and config.mode == "ar":
                session.baseline = session.summary
                session.baseline_key = _baseline_key(prompt, bool(chat), asdict(config))
            elif failure is None and with_baseline and not stop.is_set():
                try:
                    yield from self._run_baseline(session, engine, prompt, bool(chat), config, prompt_tokens, stop)
                except Exception as error:
                    failure = self._failure(error, run_id, done, {**context, "during": "the ar baseline"})
            summary = session.summary
            ended = "■ Stopped" if summary.stopped_by == "stop" else "✓ Done"
            baseline_note = ("; the ar baseline was stopped, so there is no speed-up"
                             if stop.is_set() and summary.stopped_by != "stop" else "")
            status = failure or (f"{ended}: {summary.new_tokens} tokens in {summary.steps} steps "
                                 f"({ENDED_BY.get(summary.stopped_by, summary.stopped_by)}){baseline_note}. "
                                 "Scrub the step slider to see every step's graph.")
            session.closing = status
            yield self._view(session) + (status, self._download(session, config.mode))
        finally:  # from now on Stop has nothing to stop (also when Gradio cancels the run)
            session.end_run(stop)

    def _live(self, session: Session, status: str) -> tuple:
        """A streaming update: the newest step when the slider follows it, else leave the scrubbed graph."""
        output, dag, _, stats = self._view(session, live=True)
        slider = gr.Slider(minimum=1, maximum=_slider_max(len(session.steps)), interactive=True,
                           **({"value": len(session.steps)} if session.follow else {}))
        if not session.follow:
            dag, output = gr.skip(), gr.skip()
        return output, dag, slider, stats, status, gr.skip()

    def _run_baseline(self, session: Session, engine, prompt: str, chat: bool, config: DecodeConfig,
                      prompt_tokens: int, stop: threading.Event) -> Iterator[tuple]:
        key = _baseline_key(prompt, chat, asdict(config))
        if session.baseline_key == key:
            return
        ar = config.replace(mode="ar")
        steps: list[StepTrace] = []
        run = _Timed(_stream(engine, prompt, ar, chat, stop))
        for step in run:
            steps.append(step)
            if len(steps) % 8 == 1:
                yield self._nothing(f"▶ Running the ar baseline for the speed-up… {len(steps)} tokens")
        if stop.is_set():
            return
        session.baseline, session.baseline_key = engine.summary(steps, ar, prompt_tokens, run.seconds), key

    def stop(self, session: Session) -> str:
        """Stop the visitor's run after its current step (the run then shows what it has made so far)."""
        return "■ Stopping after the current step…" if session.request_stop() else "Nothing to stop."

    def settle(self, session: Session, poll_s: float = 0.05):
        """After Stop's own line: wait for the visitor's running run to close, then show its closing line again.

        Stop's "Stopping…" and the run's closing line come from two events, and on a busy server Stop's can
        reach the page second and stay there after the run has ended. This event follows Stop's, and the
        run's closing line is sent before the run lets go of its flag, so what it sends comes last. A run that
        only waits its turn has nothing to close yet (its own first update says it was stopped)."""
        running = session.running()
        deadline = time.monotonic() + SETTLE_S
        while running & session.stops and time.monotonic() < deadline:
            time.sleep(poll_s)
        if not running or running & session.stops or not session.closing:
            return gr.skip()
        return session.closing

    def enqueue(self, session: Session) -> str:
        """Generate was pressed: give the run its Stop flag now, so that a Stop pressed while it waits for the
        model (another visitor's run holds it) is remembered, and say that it waits.

        A press while the visitor's run is queued or running starts nothing: the page does not start the run
        event again while it is pending, so a flag made now would never be claimed and would stop a later run."""
        if session.stops:
            return "▶ A run is already going: press Stop to end it before starting another."
        session.join_queue()
        return "⏳ Queued: the run starts when the model is free…"

    def scrub(self, session: Session, number) -> tuple:
        """The step slider moved: that step's graph, and its tokens outlined in the text."""
        try:
            number = int(number)
        except (TypeError, ValueError, OverflowError):  # sent straight to the API: NaN, text, nothing
            return gr.skip(), gr.skip()
        if not session.steps:
            return gr.skip(), gr.skip()
        session.follow = number >= len(session.steps)
        output, dag, _, _ = self._view(session, selected=number)
        return output, dag

    def upload(self, session: Session, path: str | None) -> tuple:
        """A trace file was uploaded: replay it with no model. The run on show changes only once the new one
        has been drawn."""
        if not path:
            return self._nothing("") + (None,)
        if session.running():
            return self._nothing(self._refuse(RuntimeError("a run is going: press Stop, or wait for it to end, "
                                                           "then upload the trace again"))) + (None,)
        refused = "That trace cannot be replayed: "
        try:
            steps, summary, prompt = gsd_trace.load(path)
            check_replayable(steps)
            if summary is not None and not isinstance(summary.config, dict):
                raise TraceError("the summary's config must be an object")
        except (TraceError, OSError) as error:
            return self._nothing(self._refuse(error, refused)) + (None,)
        candidate = replace(session)
        candidate.show(steps, summary, prompt, self.max_kept_nodes)
        candidate.wall_s = summary.wall_s if summary else None
        candidate.greedy = summary is None or summary.config.get("temperature", 0) == 0
        try:
            view = self._view(candidate, selected=1)
        except Exception as error:  # a well-formed file with values the figures cannot take
            log.exception("an uploaded trace could not be drawn")
            return self._nothing(self._refuse(error, refused)) + (None,)
        for name in (f.name for f in fields(Session)):
            setattr(session, name, getattr(candidate, name))
        mode = f", mode {short(str(summary.config['mode']), 20)}" if summary and "mode" in summary.config else ""
        where = f", target {short(str(summary.target), 80)}" if summary else ""
        return view + (f"✓ Loaded a trace: {len(steps)} steps{mode}{where}. "
                       "Scrub the step slider or press Replay.", self._download(session, "replay"), None)

    def replay(self, session: Session) -> Iterator[tuple]:
        """Play the run on show again, one step at a time, with no model (not while a run is adding to it)."""
        if session.running():
            gr.Warning("A run is going: Replay works once it has ended.")
            return
        steps = list(session.steps)
        for number in range(1, len(steps) + 1):
            output, dag, slider, _ = self._view(session, selected=number)
            yield output, dag, slider
            time.sleep(self.replay_delay_s)


def fixed_class(fixed: bool) -> list[str]:
    """The CSS class that greys out a setting the mode fixes (assets/style.css)."""
    return ["gsd-fixed"] if fixed else []


def _slider_max(steps: int) -> int:
    """Gradio needs maximum > minimum: a one-step run gets a slider to 2 whose 2 shows step 1."""
    return max(steps, 2)


def _baseline_key(prompt: str, chat: bool, config: dict) -> tuple:
    """What an ar run depends on: the same key means the same ar text."""
    return (prompt, chat, config.get("max_new_tokens"), config.get("temperature"), config.get("top_p"),
            config.get("seed"))
