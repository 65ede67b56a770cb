"""The GSD demo page: Gradio layout and event wiring only. `python app.py` starts it.

Reading order: the engine slot and the per-visitor session, the handlers (`Page`), the layout
(`build_demo`), then the command line. The engine comes in as a parameter (an engine, or a function that
builds one in a background thread), so the tests run the page with a fake engine. Everything a visitor
changes lives in their `Session` (a `gr.State`); the engine is shared and read-only; the model runs one
request at a time (the "model" concurrency group). Figures, token HTML and stats come from `gsd.viz`.

Reliability, in one place: every setting is checked by `make_config` (the generate event skips Gradio's own
preprocessing, so a value sent straight to the API gets the same message naming the setting as the page's
controls); the prompt is checked by the engine before its first step; a failure mid-run keeps the steps so
far, shows one line to the visitor and logs the traceback with the run's id, prompt size and config. What a
session keeps is bounded: each step's graph by the node budget (at most `MAX_STEP_NODES` nodes), a run's
graphs by `MAX_KEPT_NODES` (older steps are cut to their accepted path), so an exported trace stays far below
`gsd.trace.MAX_TRACE_BYTES` and can always be uploaded again.
"""

from __future__ import annotations

import argparse
import json
import logging
import tempfile
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path

import gradio as gr

from gsd import trace as gsd_trace
from gsd import viz
from gsd.config import MAX_DEPTH, MAX_K, MAX_MERGE_N, MAX_NEW_TOKENS, MAX_NODE_BUDGET, MODES, ConfigError, DecodeConfig
from gsd.trace import MAX_TRACE_BYTES, RunSummary, StepTrace, TraceError

try:  # Hugging Face ZeroGPU: the decorator asks for a GPU per call; elsewhere it is not installed
    import spaces
except ImportError:
    spaces = None

log = logging.getLogger("gsd.app")

ASSETS = Path(__file__).resolve().parent / "assets"
EXAMPLE_TRACE = ASSETS / "example_trace.json"
PROMPTS = ASSETS / "prompts.jsonl"
CSS = ASSETS / "style.css"
DEFAULTS = DecodeConfig()
MERGE_CHOICES = ["off"] + [str(n) for n in range(MAX_MERGE_N + 1)]
# Bounds on what one visitor's session holds. A step's graph: every expanded node (at most the node budget
# plus the root) adds at most k children, so at most 1 + k * (budget + 1) nodes (pruned ones included).
MAX_STEP_NODES = 1 + MAX_K * (MAX_NODE_BUDGET + 1)
# A run's graphs: the newest steps keep their whole graph up to this many nodes in all; older steps keep their
# root and accepted path only (text, verdict and counters stay whole). A run at the page's limits keeps at most
# MAX_KEPT_NODES + 2 * MAX_NEW_TOKENS nodes: about 5 MB of Python objects (~250 bytes a node) and 3.4 MB of
# trace JSON (measured in tests/test_reliability.py), well under MAX_TRACE_BYTES.
MAX_KEPT_NODES = 20_000
TRACE_FILE_TTL_S = 600        # the page's own trace files are removed once Gradio has long copied them
MAX_SESSIONS = 1000           # visitors whose state the server holds at once (least recently used dropped)
DRAFT_CONTROLS = ("k", "theta_prob", "theta_sib", "merge_n", "max_depth", "node_budget")
MODE_HELP = {
    "gsd": "**gsd**, the paper: top-k drafts pruned by θ_sib and θ_prob, recurring n-grams merged into a DAG.",
    "tsd": "**tsd**, tree speculative decoding: top-k tree; θ_sib, θ_prob and merging are off.",
    "ssd": "**ssd**, sequence speculative decoding: one chain (k = 1); no pruning, no merging.",
    "dyspec": "**dyspec**: best-first expansion under the node budget; θ_sib, θ_prob and merging are off.",
    "ar": "**ar**: the target alone, one token per forward (the baseline); the draft settings do not apply.",
}


# ---- the engine and the visitor's session -------------------------------------------------------------

class EngineSlot:
    """The page's one engine. Given ready-made, or built once by `factory` in a background thread so that
    the page opens at once; read-only afterwards. A failed load keeps its message (it names the fix)."""

    def __init__(self, source, label: str = "the models"):
        self.label = label
        self.engine = None
        self.error: str | None = None
        self.loaded = threading.Event()
        self.started = time.monotonic()
        if callable(source):
            threading.Thread(target=self._load, args=(source,), name="gsd-load-models", daemon=True).start()
        else:
            self.engine = source
            self.loaded.set()

    def _load(self, factory: Callable[[], object]) -> None:
        try:
            self.engine = factory()
        except Exception as error:  # ModelError (names the fix), or anything else the loader hit
            log.exception("loading the models failed")
            self.error = f"{type(error).__name__}: {error}"
        finally:
            self.loaded.set()

    def get(self):
        """The engine, or a RuntimeError saying why there is none yet."""
        if not self.loaded.is_set():
            raise RuntimeError(f"{self.label} are still loading ({time.monotonic() - self.started:.0f} s so far); "
                               "try again in a moment. Meanwhile you can scrub the example or upload a trace.")
        if self.engine is None:
            raise RuntimeError(f"the models could not be loaded, so only trace replay works. {self.error}")
        return self.engine

    def status(self) -> str:
        if not self.loaded.is_set():
            return (f"Loading {self.label}… ({time.monotonic() - self.started:.0f} s). "
                    "The panels show a recorded example meanwhile.")
        if self.engine is None:
            return f"⚠ **The models could not be loaded** (trace replay still works): {self.error}"
        return f"✓ Models ready: target **{self.engine.target_name}** · draft **{self.engine.draft_name}**."


@dataclass
class Session:
    """One visitor's data (a `gr.State`): the run on show, the ar baseline, the Stop flag."""

    steps: list[StepTrace] = field(default_factory=list)
    summary: RunSummary | None = None
    prompt: str = ""
    wall_s: float | None = None               # engine seconds of the run on show
    greedy: bool = True
    baseline: RunSummary | None = None        # the last ar run, for the speed-up
    baseline_key: tuple | None = None         # what it was run on
    follow: bool = True                       # the step slider follows the newest step
    queued: deque[threading.Event] = field(default_factory=deque)  # Stop flags of runs waiting for the model
    stops: set[threading.Event] = field(default_factory=set)        # Stop flags of runs queued or running
    trimmed: int = 0                          # steps[:trimmed] keep their accepted path only (MAX_KEPT_NODES)
    kept_nodes: int = 0                       # graph nodes held by steps[trimmed:]

    def show(self, steps: list[StepTrace], summary: RunSummary | None, prompt: str,
             max_nodes: int = MAX_KEPT_NODES) -> None:
        """Put a run on show (a new run starts with no steps and grows through `add`)."""
        self.steps, self.summary, self.prompt = [], summary, prompt
        self.trimmed, self.kept_nodes, self.follow = 0, 0, True
        for step in steps:
            self.add(step, max_nodes)

    def stop_flag(self) -> threading.Event:
        """The Stop flag of the run that starts now: the one `Page.enqueue` gave it when it joined the queue
        (already set if Stop was pressed while it waited), or a new one for a call straight to the API."""
        flag = self.queued.popleft() if self.queued else threading.Event()
        self.stops.add(flag)
        return flag

    def add(self, step: StepTrace, max_nodes: int = MAX_KEPT_NODES) -> None:
        """Append a step; while the whole graphs hold more than `max_nodes` nodes, cut the oldest whole one to
        its accepted path. The newest step always keeps its whole graph."""
        self.steps.append(step)
        self.kept_nodes += len(step.graph.nodes)
        while self.kept_nodes > max_nodes and self.trimmed < len(self.steps) - 1:
            old = self.steps[self.trimmed]
            self.steps[self.trimmed] = viz.accepted_path_only(old)
            self.kept_nodes -= len(old.graph.nodes)
            self.trimmed += 1


def new_session() -> Session:
    return Session()


def check_replayable(steps: list[StepTrace]) -> None:
    """Refuse (TraceError) a trace the page could not draw within its bounds, or whose stored depths do not
    follow its edges (a hostile file must not make the page lay out a graph a billion columns deep)."""
    if len(steps) > MAX_NEW_TOKENS:
        raise TraceError(f"the trace has {len(steps):,} steps; the page replays at most {MAX_NEW_TOKENS:,} "
                         "(one run of max new tokens)")
    for number, step in enumerate(steps, start=1):
        nodes = step.graph.nodes
        if len(nodes) > MAX_STEP_NODES:
            raise TraceError(f"step {number} has {len(nodes):,} nodes; a step has at most {MAX_STEP_NODES:,} "
                             f"(k = {MAX_K}, node budget = {MAX_NODE_BUDGET})")
        if nodes[0].depth != 0 or any(nodes[p].depth != node.depth - 1 for node in nodes[1:] for p in node.parents):
            raise TraceError(f"step {number}: every node must be one deeper than its parents")


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


def make_config(mode, k, theta_prob, theta_sib, merge, max_depth, node_budget, max_new_tokens, temperature, seed,
                drafter: str = DEFAULTS.drafter) -> DecodeConfig:
    """The page's controls (or whatever a caller sent straight to the API) as a `DecodeConfig`; a
    `ConfigError` naming the setting and its range for anything else."""
    def number(name: str, value, whole: bool = False):
        """A number as `DecodeConfig` checks it: numeric text is read, whole floats (3.0: JSON and the
        sliders send floats) become ints; what is not a number at all is refused here."""
        if isinstance(value, str):
            try:
                value = float(value)
            except ValueError:
                raise ConfigError(f"{name} must be a number, got {_short(repr(value), 40)}") from None
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ConfigError(f"{name} must be a number, got {_short(repr(value), 40)}")
        return int(value) if whole and isinstance(value, float) and value.is_integer() else value

    if not isinstance(merge, (str, int)) or isinstance(merge, bool) or str(merge) not in MERGE_CHOICES:
        raise ConfigError(f"merge must be one of {', '.join(MERGE_CHOICES)}, got {_short(repr(merge), 40)}")
    merge = str(merge)
    return DecodeConfig.for_mode(
        str(mode), k=number("k", k, True),
        theta_prob=number("theta_prob", theta_prob), theta_sib=number("theta_sib", theta_sib),
        merge_n=None if merge == "off" else int(merge), max_depth=number("max_depth", max_depth, True),
        node_budget=number("node_budget", node_budget, True),
        max_new_tokens=number("max_new_tokens", max_new_tokens, True), temperature=number("temperature", temperature),
        seed=number("seed", seed, True), drafter=drafter)


def _short(text: str, limit: int = 300) -> str:
    """`text` cut to `limit` characters (messages echo what a visitor sent, which may be huge)."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def fixed_by_mode(mode: str) -> set[str]:
    """The draft settings `mode` overrides (all of them for ar, which has no draft)."""
    if mode == "ar":
        return set(DRAFT_CONTROLS)
    probe = {"k": 2, "theta_prob": 0.5, "theta_sib": 0.5, "merge_n": 2, "max_depth": 3, "node_budget": 9}
    config = DecodeConfig.for_mode(mode, **probe)
    return {name for name, value in probe.items() if getattr(config, name) != value}


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
        if session.summary is None or session.baseline is None or session.summary.config.get("mode") == "ar":
            return None
        same_run = session.baseline_key == _baseline_key(session.prompt, session.summary.config)
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

    def _refuse(self, error: Exception, what: str = "") -> str:
        """A refusal (bad input, models not loaded): the message the visitor sees; no traceback anywhere."""
        message = _short(f"{what}{error}")
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
                   f"({type(error).__name__}{': ' + _short(first, 160) if first else ''}). "
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
        return tuple(gr.update(interactive=name not in fixed, elem_classes=_fixed_class(name in fixed))
                     for name in DRAFT_CONTROLS) + (MODE_HELP.get(mode, ""),)

    def generate(self, session: Session, prompt: str, chat: bool, mode: str, k, theta_prob, theta_sib, merge,
                 max_depth, node_budget, max_new_tokens, temperature, seed, with_baseline: bool) -> Iterator[tuple]:
        """Stream a run: after every step the text, the step's DAG, the slider and the stats; then, if asked,
        the ar baseline on the same prompt; then the trace file. Stop ends it after the current step.

        Bad input (settings, an empty or too long prompt) and models that are not loaded are refused before
        the engine runs. An error during the run keeps the steps so far (with their trace file)."""
        run_id = uuid.uuid4().hex[:8]
        stop = session.stop_flag()
        try:
            if stop.is_set():
                yield self._nothing("■ Stopped before it started (Stop was pressed while the run waited its turn).")
                return
            try:
                if not isinstance(prompt, str) or not prompt.strip():
                    raise ConfigError("the prompt is empty: type a question or pick an example")
                config = make_config(mode, k, theta_prob, theta_sib, merge, max_depth, node_budget, max_new_tokens,
                                     temperature, seed, self.drafter)
                engine = self.slot.get()
                prompt_tokens = len(engine.encode(prompt, bool(chat), config.max_new_tokens))  # PromptError: too long
            except (ValueError, RuntimeError) as error:  # ConfigError, PromptError, the models not (yet) loaded
                yield self._nothing(self._refuse(error))
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
                        session.greedy = config.greedy
                    session.add(step, self.max_kept_nodes)
                    session.wall_s = run.seconds
                    done, tokens = done + 1, tokens + len(step.committed)
                    yield self._live(session, f"▶ Generating… step {done}, {tokens} tokens")
                    if stop.is_set():
                        break
            except Exception as error:
                failure = self._failure(error, run_id, done, context)
            if not done:
                yield self._nothing(failure or "■ Stopped before the first step.")
                return
            stopped_by = "error" if failure else "stop" if stop.is_set() else None
            session.summary = engine.summary(session.steps, config, prompt_tokens, run.seconds, stopped_by)
            if failure is None and config.mode == "ar":
                session.baseline, session.baseline_key = session.summary, _baseline_key(prompt, asdict(config))
            elif failure is None and with_baseline and not stop.is_set():
                try:
                    yield from self._run_baseline(session, engine, prompt, bool(chat), config, prompt_tokens, stop)
                except Exception as error:
                    failure = self._failure(error, run_id, done, {**context, "during": "the ar baseline"})
            summary = session.summary
            ended = "■ Stopped" if stop.is_set() else "✓ Done"
            status = failure or (f"{ended}: {summary.new_tokens} tokens in {summary.steps} steps "
                                 f"({summary.stopped_by}). Scrub the step slider to see every step's graph.")
            yield self._view(session) + (status, self._download(session, config.mode))
        finally:  # from now on Stop has nothing to stop (also when Gradio cancels the run)
            session.stops.discard(stop)

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
        key = _baseline_key(prompt, asdict(config))
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
        if not session.stops:
            return "Nothing to stop."
        for flag in session.stops:
            flag.set()
        return "■ Stopping after the current step…"

    def enqueue(self, session: Session) -> str:
        """Generate was pressed: give the run its Stop flag now, so that a Stop pressed while it waits for the
        model (another visitor's run holds it) is remembered, and say that it waits."""
        flag = threading.Event()
        session.queued.append(flag)
        session.stops.add(flag)
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
        mode = _short(str(summary.config.get("mode", "?")), 20) if summary else "?"
        where = f", target {_short(str(summary.target), 80)}" if summary else ""
        return view + (f"✓ Loaded a trace: {len(steps)} steps, mode {mode}{where}. "
                       "Scrub the step slider or press Replay.", self._download(session, "replay"), None)

    def replay(self, session: Session) -> Iterator[tuple]:
        """Play the run on show again, one step at a time, with no model."""
        steps = list(session.steps)
        for number in range(1, len(steps) + 1):
            output, dag, slider, _ = self._view(session, selected=number)
            yield output, dag, slider
            time.sleep(self.replay_delay_s)


def _fixed_class(fixed: bool) -> list[str]:
    """The CSS class that greys out a setting the mode fixes (assets/style.css)."""
    return ["gsd-fixed"] if fixed else []


def _slider_max(steps: int) -> int:
    """Gradio needs maximum > minimum: a one-step run gets a slider to 2 whose 2 shows step 1."""
    return max(steps, 2)


def _baseline_key(prompt: str, config: dict) -> tuple:
    """What an ar run depends on: the same key means the same ar text."""
    return (prompt, config.get("max_new_tokens"), config.get("temperature"), config.get("top_p"), config.get("seed"))


HOW_IT_WORKS = """
<div class="gsd-how">
<p>Speculative decoding lets a small <b>draft</b> model guess several tokens that the large <b>target</b>
model then checks in <b>one</b> forward pass. Graph-structured speculative decoding (Gong et al., ACL 2024)
drafts a whole <i>graph</i> of guesses. One step:</p>
<ol>
<li><b>Draft.</b> From the <span class="sw" style="background:{root}"></span> root (the last committed
token) the draft proposes its top-<i>k</i> next tokens, layer by layer, one draft forward per layer.</li>
<li><b>Prune.</b> A child far less likely than its best sibling (q &lt; θ_sib · q_best) is
<span class="sw" style="background:{pruned}"></span> pruned by θ_sib; a child with q &lt; θ_prob is kept but
<span class="sw" style="background:{stopped}"></span> stopped by θ_prob (not grown further).</li>
<li><b>Merge.</b> When a new token repeats a node of another branch with the same <i>n</i> tokens before
it (a recurring n-gram), no node is made: a <span class="sw-line" style="border-color:{merged}"></span>
merge edge points to the existing node (ringed <span class="sw ring" style="border-color:{merged}"></span>,
its n-gram <span class="sw" style="background:{ngram}"></span> haloed), and the draft is not run for it.</li>
<li><b>Verify.</b> The graph is unrolled into a tree and the target scores every node at once, with a
tree attention mask.</li>
<li><b>Accept.</b> Walk from the root while the target agrees: the
<span class="sw" style="background:{accepted}"></span> accepted path; the other verified nodes are
<span class="sw" style="background:{rejected}"></span> rejected. The target's own next token, the
<span class="sw" style="background:{bonus}"></span> bonus token, is always committed too, so each target
forward commits τ ≥ 1 tokens and greedy output equals the target's own.</li>
</ol>
<p>Modes: <b>ssd</b> is a single chain, <b>tsd</b> a top-k tree, <b>dyspec</b> grows the most promising
nodes first, <b>ar</b> is the target alone (the baseline for the speed-up).</p>
</div>
""".format(**viz.COLORS)


# ---- layout and wiring -------------------------------------------------------------------------------

def build_demo(engine, *, example: Path | None = EXAMPLE_TRACE, prompts: list[str] | None = None,
               drafter: str = DEFAULTS.drafter, loading_label: str = "the models",
               replay_delay_s: float = 0.12) -> gr.Blocks:
    """The page. `engine` is an engine (an object with `generate`, `encode`, `summary`, `target_name`,
    `draft_name`) or a zero-argument function that builds one; a function runs in a background thread
    while the page already shows the `example` trace."""
    page = Page(EngineSlot(engine, loading_label), example=example, drafter=drafter, replay_delay_s=replay_delay_s)
    prompts = read_prompts() if prompts is None else prompts
    fixed = fixed_by_mode(DEFAULTS.mode)
    lock = {name: {"interactive": name not in fixed, "elem_classes": _fixed_class(name in fixed)}
            for name in DRAFT_CONTROLS}

    with gr.Blocks(title="GSD: graph-structured speculative decoding", delete_cache=(3600, 3600)) as demo:
        session = gr.State(new_session)  # called once per visitor
        gr.Markdown("# Graph-structured speculative decoding, step by step\n"
                    "A small draft model proposes a graph of tokens; the target checks the whole graph in one "
                    "forward and keeps the longest path it agrees with, plus one token of its own.")
        status = gr.Markdown(page.slot.status(), elem_id="status")
        with gr.Accordion("How GSD works", open=False, elem_id="how"):
            gr.HTML(HOW_IT_WORKS)
        with gr.Row(equal_height=False):
            with gr.Column(scale=1, min_width=280, elem_id="controls"):
                mode = gr.Radio(list(MODES), value=DEFAULTS.mode, label="Mode", elem_id="mode")
                mode_help = gr.Markdown(MODE_HELP[DEFAULTS.mode], elem_id="mode-help")
                k = gr.Slider(1, MAX_K, value=DEFAULTS.k, step=1, label="k (max children per node)", elem_id="k",
                              **lock["k"])
                theta_prob = gr.Slider(0, 1, value=DEFAULTS.theta_prob, step=0.05, label="θ_prob (branch end below)",
                                       elem_id="theta-prob", **lock["theta_prob"])
                theta_sib = gr.Slider(0, 1, value=DEFAULTS.theta_sib, step=0.05, label="θ_sib (sibling threshold)",
                                      elem_id="theta-sib", **lock["theta_sib"])
                merge = gr.Radio(MERGE_CHOICES, value="off" if DEFAULTS.merge_n is None else str(DEFAULTS.merge_n),
                                 label="Merge recurring n-grams (n)", elem_id="merge", **lock["merge_n"])
                depth = gr.Slider(1, MAX_DEPTH, value=DEFAULTS.max_depth, step=1, label="Max depth", elem_id="depth",
                                  **lock["max_depth"])
                budget = gr.Slider(1, MAX_NODE_BUDGET, value=DEFAULTS.node_budget, step=1, label="Node budget",
                                   elem_id="budget", **lock["node_budget"])
                gr.Markdown("Greyed settings are fixed by the mode; the engine overrides them anyway.",
                            elem_classes=["gsd-note"])
                max_new = gr.Slider(1, MAX_NEW_TOKENS, value=DEFAULTS.max_new_tokens, step=1, label="Max new tokens",
                                    elem_id="max-new-tokens")
                temperature = gr.Slider(0, 2, value=DEFAULTS.temperature, step=0.05, elem_id="temperature",
                                        label="Temperature", info="0 = greedy: the output equals the target's own")
                seed = gr.Number(value=DEFAULTS.seed, precision=0, minimum=0, label="Seed", elem_id="seed")
                with_baseline = gr.Checkbox(value=False, label="Also run ar on the same prompt (speed-up)",
                                            elem_id="baseline")
            with gr.Column(scale=3, min_width=480):
                prompt = gr.Textbox(label="Prompt", lines=3, max_lines=12, elem_id="prompt",
                                    placeholder="Ask something, or pick an example below")
                with gr.Row():
                    chat = gr.Checkbox(value=True, label="Chat template", elem_id="chat", scale=2)
                    generate = gr.Button("Generate", variant="primary", elem_id="generate", scale=1)
                    stop = gr.Button("Stop", variant="stop", elem_id="stop", scale=1)
                if prompts:
                    gr.Examples([[p] for p in prompts], inputs=[prompt], label="Example prompts")
                output = gr.HTML(viz.tokens_html([]), elem_id="output", css_template=viz.TOKENS_CSS,
                                 min_height=80, max_height=360, autoscroll=True, padding=True, container=True)
                dag = gr.Plot(viz.empty_figure(), elem_id="dag", show_label=False)
                with gr.Row(equal_height=False):
                    step = gr.Slider(1, 2, value=1, step=1, label="Step (scrub through the run)", elem_id="step",
                                     interactive=False, scale=5)
                    replay = gr.Button("▶ Replay", elem_id="replay", scale=1, size="sm", min_width=90)
                stats = gr.Markdown(viz.stats_markdown(viz.run_stats([])), elem_id="stats")
                with gr.Row():
                    download = gr.DownloadButton("Download trace (JSON)", elem_id="trace-download", interactive=False)
                    upload = gr.File(label="Replay a trace (JSON), no model needed", file_types=[".json"],
                                     type="filepath", elem_id="trace-upload")
        timer = gr.Timer(1.0, active=not page.slot.loaded.is_set())

        view = [output, dag, step, stats]
        controls = [k, theta_prob, theta_sib, merge, depth, budget]
        demo.load(page.load, [session], view + [status, download, session], api_visibility="private",
                  concurrency_limit=None)
        timer.tick(page.model_status, None, [status, timer], api_visibility="private", concurrency_limit=None,
                   show_progress="hidden")
        mode.change(page.mode_changed, [mode], controls + [mode_help], api_visibility="private",
                    concurrency_limit=None, show_progress="hidden")
        # preprocess=False: the handler gets the values as sent and checks every one itself (make_config), so
        # that a setting out of range sent straight to the API gets a message naming it, not Gradio's.
        run = dict(fn=page.generate, inputs=[session, prompt, chat, mode, *controls, max_new, temperature, seed,
                                             with_baseline],
                   outputs=view + [status, download], concurrency_limit=1, concurrency_id="model", preprocess=False)
        # Two events per press: `enqueue` (no concurrency limit, so instant) hands the run its Stop flag,
        # then the run waits its turn for the model.
        queued = dict(fn=page.enqueue, inputs=[session], outputs=[status], concurrency_limit=None,
                      show_progress="hidden")
        generate.click(**queued, api_visibility="private").then(**run, api_name="generate")
        prompt.submit(**queued, api_visibility="private").then(**run, api_visibility="private")
        stop.click(page.stop, [session], [status], api_name="stop", concurrency_limit=None, show_progress="hidden")
        step.input(page.scrub, [session, step], [output, dag], api_name="scrub", concurrency_limit=None,
                   show_progress="hidden", trigger_mode="always_last", preprocess=False)
        upload.upload(page.upload, [session, upload], view + [status, download, upload], api_name="upload",
                      concurrency_limit=None)
        replay.click(page.replay, [session], [output, dag, step], api_name="replay",
                     concurrency_limit=None, concurrency_id="replay")
    demo.queue(default_concurrency_limit=1)
    return demo


def launch(demo: gr.Blocks, **options):
    """Start the page with its stylesheet and theme (Gradio 6 takes both at launch), at most MAX_SESSIONS
    visitors' state held at once, and uploads refused above twice the trace limit before they are stored
    (below that, the trace loader says the limit)."""
    theme = gr.themes.Soft(font=["ui-sans-serif", "system-ui", "sans-serif"], font_mono=["ui-monospace", "monospace"])
    options = {"state_session_capacity": MAX_SESSIONS, "max_file_size": 2 * MAX_TRACE_BYTES, **options}
    return demo.launch(css_paths=[CSS] if CSS.exists() else None, theme=theme, **options)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The GSD demo page.")
    parser.add_argument("--target", help="target model: a Hub id or a local folder "
                                         "(default: the embedded SmolLM2-135M-Instruct)")
    parser.add_argument("--draft", help="draft model: a Hub id or a local folder (default: the embedded draft)")
    parser.add_argument("--device", choices=["auto", "cpu", "cuda"], default="auto")
    parser.add_argument("--port", type=int, default=7860)
    parser.add_argument("--share", action="store_true", help="also serve on a public gradio.live link")
    parser.add_argument("--drafter", choices=["model", "lookup"], default=DEFAULTS.drafter,
                        help="model: the draft model proposes; lookup: n-gram lookup in the prompt (no draft model)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")

    def load_engine():
        from gsd.engine import Engine  # torch and transformers load here, in the background thread
        from gsd.models import load_pair
        return Engine(load_pair(args.target, args.draft, args.device, with_draft=args.drafter == "model"))

    label = f"{args.target or 'the embedded SmolLM2-135M-Instruct'} and its draft"
    demo = build_demo(load_engine, drafter=args.drafter, loading_label=label)
    launch(demo, server_port=args.port, share=args.share)


if __name__ == "__main__":
    main()
