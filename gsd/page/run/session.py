"""What one visitor's page holds, and the checks on what it accepts.

The page's one engine (`EngineSlot`: loaded in the background, read-only afterwards), each visitor's
`Session` (a `gr.State`: the run on show, its Stop flags, the ar baseline, the last comparison), and the
gates in front of the engine and the replay: `make_config` turns the controls (or whatever a caller sent
straight to the API) into a `DecodeConfig` or a message naming the setting, and `check_replayable` refuses a
trace the page could not draw within its bounds. What a session keeps is bounded: each step's graph by the
node budget (at most `MAX_STEP_NODES` nodes), a run's graphs by `MAX_KEPT_NODES` (older steps are cut to
their accepted path by `accepted_path_only`; a comparison shares that bound among its runs), so an exported
trace stays far below `gsd.trace.MAX_TRACE_BYTES` and can always be uploaded again. No Gradio and no torch
here.
"""

from __future__ import annotations

import logging
import os
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ...config import MAX_DEPTH, MAX_K, MAX_MERGE_N, MAX_NEW_TOKENS, MAX_NODE_BUDGET, ConfigError, DecodeConfig
from ...trace import Run, RunSummary, StepTrace, TokenGraph, TraceError
from ..look import plural

log = logging.getLogger(__name__)

DEFAULTS = DecodeConfig()
MERGE_CHOICES = ["off"] + [str(n) for n in range(MAX_MERGE_N + 1)]
# Bounds on what one visitor's session holds. A step's graph: every expanded node (at most the node budget
# plus the root) adds at most k children, and the prompt-lookup branch at most max depth more, so at most
# 1 + k * (budget + 1) + max depth nodes (pruned ones included).
MAX_STEP_NODES = 1 + MAX_K * (MAX_NODE_BUDGET + 1) + MAX_DEPTH
MAX_POSITIONS = 1 + MAX_NODE_BUDGET + MAX_DEPTH  # a verify forward: the root, the budget, the prompt-lookup branch
# A run's graphs: the newest steps keep their whole graph and verify positions up to this many nodes and
# positions in all; older steps keep their root and accepted path only, and the positions along it (text, verdict
# and counters stay whole). A run at the page's limits keeps at most MAX_KEPT_NODES + 4 * MAX_NEW_TOKENS nodes
# and positions, whose trace JSON stays well under MAX_TRACE_BYTES
# (tests/test_reliability.py, test_a_long_run_keeps_a_bounded_trace, checks both).
MAX_KEPT_NODES = 20_000
DRAFT_CONTROLS = ("k", "theta_prob", "theta_sib", "theta_path", "merge_n", "max_depth", "node_budget", "lookup",
                  "lookup_first", "sized")


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
            raise RuntimeError(f"the models could not be loaded, so only trace replay works. {short(self.error)}")
        return self.engine

    def status(self) -> str:
        if not self.loaded.is_set():
            return (f"Loading {self.label}… ({time.monotonic() - self.started:.0f} s). "
                    "The panels show a recorded example meanwhile.")
        if self.engine is None:
            return f"⚠ **The models could not be loaded** (trace replay still works): {short(self.error)}"
        prepared = getattr(self.engine, "prepared", "")
        return f"✓ Models ready{f' ({prepared})' if prepared else ''}."

    def describe(self) -> str:
        """The models by name and size, what the draft is and where the target runs (the line under the page's
        title); while they load, or where they could not, what the status line says."""
        if not self.loaded.is_set() or self.engine is None:
            return f"Models: {self.label}."
        sizes = getattr(self.engine, "sizes", {})

        def size(role: str) -> str:
            return f" ({sizes[role] / 1e6:.0f}M parameters)" if role in sizes else ""
        draft = self.engine.draft_name
        if draft == "embedded draft":  # what it is, where a reader would guess "a smaller model of the family"
            config = getattr(getattr(getattr(self.engine, "pair", None), "draft", None), "config", None)
            layers, width = getattr(config, "num_hidden_layers", None), getattr(config, "hidden_size", None)
            kind = f"a {layers}-layer, {width}-wide transformer, " if layers and width else ""
            draft = f"this project's own: {kind}distilled from the target"
        head = " · and a feature head" if self.engine.has_head else ""
        runs_on = getattr(self.engine, "runs_on", "")
        if runs_on.startswith("CPU") and hasattr(os, "sched_getaffinity"):
            runs_on = runs_on.replace("CPU", f"{plural(len(os.sched_getaffinity(0)), 'CPU core')}", 1)
        where = f" · both run on **{runs_on}** (the target's precision)" if runs_on else ""
        if "bfloat16" in runs_on:
            where += " (faster, but output can part from plain decoding's)"
        return (f"**Target** {self.engine.target_name}{size('target')} · **draft** {draft}{size('draft')}{head}"
                f"{where}.")


@dataclass(frozen=True)
class ComparedRuns:
    """A comparison of modes: the runs, each whole (`gsd.trace.Run`), on one prompt (after the conversation
    `earlier`) and chat setting (None: unknown, as in a trace file)."""

    prompt: str
    chat: bool | None
    runs: tuple[Run, ...]
    earlier: tuple[dict, ...] = ()

    @property
    def labels(self) -> list[str]:
        return [run.label for run in self.runs]


@dataclass(frozen=True)
class WhatIf:
    """A step of the run on show drafted again with other settings: its number (1-based), the new step and the
    line that sets it against the recorded one."""

    number: int
    step: StepTrace
    line: str
    config: dict = field(default_factory=dict)  # the settings it was drafted with


@dataclass(frozen=True)
class StreamedRun:
    """The visitor's last run streamed to the page, as its headline gave it: what Compare's run of the same
    settings on the same input (undrawn, the engine alone) is set beside (`Shown.undrawn`)."""

    prompt: str
    earlier: tuple[dict, ...]
    config: dict
    tokens_per_s: float          # the engine's, while the page drew each step
    screen_tokens_per_s: float   # the text's as it reached the page


@dataclass
class Session:
    """One visitor's data (a `gr.State`): the run on show, the ar baseline, the Stop flags of their runs."""

    id: str = field(default_factory=lambda: uuid.uuid4().hex)  # names what the engine keeps for them
    steps: list[StepTrace] = field(default_factory=list)
    summary: RunSummary | None = None
    prompt: str = ""
    earlier: tuple[dict, ...] = ()            # the conversation before the prompt of the run on show
    conversation: tuple[dict, ...] = ()       # the visitor's conversation so far: what a follow-up continues
    conversation_number: int = 0              # counts New conversation presses: a run adds its turn to its own only
    wall_s: float | None = None               # engine seconds of the run on show
    streamed_s: float | None = None           # seconds from its start to the page's last update of it (a live run)
    greedy: bool = True
    chat: bool | None = None                  # the run's chat template setting (None: unknown, e.g. a trace)
    baseline: RunSummary | None = None        # the last ar run, for the speed-up
    baseline_key: tuple | None = None         # what it was run on
    follow: bool = True                       # the step slider follows the newest step
    queued: deque[threading.Event] = field(default_factory=deque)  # Stop flags of runs waiting for the model
    stops: set[threading.Event] = field(default_factory=set)        # Stop flags of runs queued or running
    closing: str = ""                         # the closing status line of the visitor's last run
    asked: int = 0                            # runs the visitor asked for (Generate, Compare), queued or not
    trimmed: int = 0                          # steps[:trimmed] keep their accepted path only (MAX_KEPT_NODES)
    kept_nodes: int = 0                       # graph nodes and verify positions held by steps[trimmed:]
    comparison: ComparedRuns | None = None    # the last comparison of modes (or an uploaded one's)
    compared: bool = False                    # the run on show is one of its runs (its trace file holds them all)
    stage: str = "draft-1"                    # the stage "Inside this step" shows (`gsd.page.inside`), kept across steps
    opening: str = ""                         # the load's note on what it shows (the example), until a run replaces it
    what_if: WhatIf | None = None             # the step on show drafted again (`gsd.page.settings.what_if`)
    what_if_asked: tuple | None = None        # the settings of the newest what-if asked for (the last one wins)
    what_if_line: bool = False                # the page shows the what-if line (sent hidden only when it is not)
    streamed: StreamedRun | None = None       # the last run streamed to the page whole (kept while others are on show)

    def step_on_show(self, number: int) -> StepTrace:
        """Step `number` (1-based) as the page draws it: its what-if when there is one, else the recorded step."""
        if self.what_if is not None and self.what_if.number == number:
            return self.what_if.step
        return self.steps[number - 1]

    def matching_baseline(self) -> RunSummary | None:
        """The ar baseline, if it ran on the same input as the run on show (and that run is not ar itself)."""
        if (self.summary is None or self.baseline is None or self.chat is None
                or self.summary.config.get("mode") == "ar"):
            return None
        key = baseline_key(self.prompt, self.chat, self.summary.config, self.earlier)
        return self.baseline if self.baseline_key == key else None

    def show(self, steps: list[StepTrace], summary: RunSummary | None, prompt: str,
             max_nodes: int = MAX_KEPT_NODES, *, compared: bool = False, earlier: tuple[dict, ...] = ()) -> None:
        """Put a run on show (a new run starts with no steps and grows through `add`); `compared`: it is one
        of `comparison`'s runs; `earlier`: the conversation before its prompt."""
        self.steps, self.summary, self.prompt, self.chat, self.earlier = [], summary, prompt, None, tuple(earlier)
        self.trimmed, self.kept_nodes, self.follow, self.compared = 0, 0, True, compared
        self.opening, self.what_if, self.streamed_s = "", None, None
        for step in steps:
            self.add(step, max_nodes)

    def join_queue(self) -> threading.Event:
        """Generate was pressed: the run gets its Stop flag now, while it may still wait for the model."""
        flag = threading.Event()
        self.asked += 1
        self.queued.append(flag)
        self.stops.add(flag)
        return flag

    def start_run(self) -> threading.Event:
        """The Stop flag of the run that starts now: the one `join_queue` gave it (already set if Stop was
        pressed while it waited), or a new one for a call straight to the API."""
        if self.queued:
            flag = self.queued.popleft()
        else:
            flag, self.asked = threading.Event(), self.asked + 1
        self.stops.add(flag)
        return flag

    def end_run(self, flag: threading.Event) -> None:
        self.stops.discard(flag)

    def running(self) -> set[threading.Event]:
        """The Stop flags of the visitor's runs that hold the model now (not the ones still waiting)."""
        return self.stops - set(self.queued)

    def request_stop(self) -> bool:
        """Set the Stop flag of every run of this visitor's, queued or running; False if there is none."""
        for flag in self.stops:
            flag.set()
        return bool(self.stops)

    def add(self, step: StepTrace, max_nodes: int = MAX_KEPT_NODES) -> None:
        """Append a step; while the whole graphs hold more than `max_nodes` nodes, cut the oldest whole one to
        its accepted path. The newest step always keeps its whole graph."""
        self.steps.append(step)
        self.kept_nodes += len(step.graph.nodes) + len(step.positions)
        while self.kept_nodes > max_nodes and self.trimmed < len(self.steps) - 1:
            old = self.steps[self.trimmed]
            self.steps[self.trimmed] = accepted_path_only(old)
            self.kept_nodes -= len(old.graph.nodes) + len(old.positions)
            self.trimmed += 1


def new_session() -> Session:
    return Session()


def bounded(steps: list[StepTrace], max_nodes: int) -> list[StepTrace]:
    """`steps` as a session keeps them with at most `max_nodes` nodes in whole graphs (older steps cut to their
    accepted path)."""
    holder = Session()
    holder.show(steps, None, "", max_nodes)
    return holder.steps


def baseline_key(prompt: str, chat: bool, config: dict, earlier: tuple[dict, ...] = ()) -> tuple:
    """What an ar run depends on: the same key means the same ar text."""
    conversation = tuple((message["role"], message["content"]) for message in earlier)
    return (prompt, conversation, chat, config.get("max_new_tokens"), config.get("temperature"),
            config.get("top_p"), config.get("seed"))


def accepted_path_only(step: StepTrace) -> StepTrace:
    """`step` with its graph cut to the root and the accepted path, renumbered 0..m as a chain (what the page
    keeps of old steps of a long run), and its verify positions cut to the accepted ones. Committed tokens, bonus
    token and counters are unchanged."""
    path = step.verdict.accepted
    def edge_stage(position: int, index: int) -> tuple[int, ...]:  # the stage of the edge the path came by
        node = step.graph.nodes[index]
        return (node.stages[node.parents.index(path[position - 1])],) if position and node.stages else ()

    nodes = tuple(replace(step.graph.nodes[index], parents=(position - 1,) if position else (),
                          stages=edge_stage(position, index)) for position, index in enumerate(path))
    kept = [position for position in step.positions if position.accepted]
    positions = tuple(replace(position, node=number, parent=number - 1) for number, position in enumerate(kept))
    return replace(step, graph=TokenGraph(nodes), verdict=replace(step.verdict, accepted=tuple(range(len(path)))),
                   positions=positions)


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
        if len(step.positions) > MAX_POSITIONS:
            raise TraceError(f"step {number} has {len(step.positions):,} verify positions; a step has at most "
                             f"{MAX_POSITIONS:,} (node budget {MAX_NODE_BUDGET} + max depth {MAX_DEPTH} + the root)")
        for position in step.positions[1:]:
            node, parent = nodes[position.node], step.positions[position.parent].node
            if parent not in node.parents or node.depth > MAX_DEPTH:
                raise TraceError(f"step {number}: each verify position must copy a child of its parent position's "
                                 f"node, at most {MAX_DEPTH} deep")
        edges = sum(len(node.parents) for node in nodes)  # merge edges too: each is one of its parent's k children
        if edges > MAX_STEP_NODES - 1:
            raise TraceError(f"step {number} has {edges:,} edges; a step has at most {MAX_STEP_NODES - 1:,}")
        if nodes[0].depth != 0 or any(nodes[p].depth != node.depth - 1 for node in nodes[1:] for p in node.parents):
            raise TraceError(f"step {number}: every node must be one deeper than its parents")


def make_config(mode, k, theta_prob, theta_sib, theta_path, merge, max_depth, node_budget, lookup, lookup_first, sized,
                max_new_tokens, temperature, seed, drafter: str = DEFAULTS.drafter) -> DecodeConfig:
    """The page's controls (or whatever a caller sent straight to the API) as a `DecodeConfig`; a
    `ConfigError` naming the setting and its range for anything else."""
    def number(name: str, value, whole: bool = False):
        """A number as `DecodeConfig` checks it: numeric text is read, whole floats (3.0: JSON and the
        sliders send floats) become ints; what is not a number at all is refused here."""
        if isinstance(value, str):
            try:
                value = float(value)
            except ValueError:
                raise ConfigError(f"{name} must be a number, got {short(repr(value), 40)}") from None
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ConfigError(f"{name} must be a number, got {short(repr(value), 40)}")
        return int(value) if whole and isinstance(value, float) and value.is_integer() else value

    if not isinstance(merge, (str, int)) or isinstance(merge, bool) or str(merge) not in MERGE_CHOICES:
        raise ConfigError(f"merge must be one of {', '.join(MERGE_CHOICES)}, got {short(repr(merge), 40)}")
    merge = str(merge)
    for name, value in (("lookup", lookup), ("lookup_first", lookup_first), ("sized", sized)):
        if not isinstance(value, bool):
            raise ConfigError(f"{name} must be true or false, got {short(repr(value), 40)}")
    return DecodeConfig.for_mode(
        str(mode), k=number("k", k, True),
        theta_prob=number("theta_prob", theta_prob), theta_sib=number("theta_sib", theta_sib),
        theta_path=number("theta_path", theta_path),
        merge_n=None if merge == "off" else int(merge), max_depth=number("max_depth", max_depth, True),
        node_budget=number("node_budget", node_budget, True), lookup=lookup, lookup_first=lookup_first,
        sized=sized and mode not in ("ar", "dyspec"), max_new_tokens=number("max_new_tokens", max_new_tokens, True), temperature=number("temperature", temperature),
        seed=number("seed", seed, True), drafter=drafter)


def short(text: str, limit: int = 300) -> str:
    """`text` on one line, cut to `limit` characters (messages echo what a visitor sent, which may be huge)."""
    text = " ".join(text.split("\n"))
    return text if len(text) <= limit else text[:limit - 1] + "…"


def fixed_by_mode(mode: str) -> set[str]:
    """The draft settings `mode` overrides (all of them for ar, which has no draft)."""
    if mode == "ar":
        return set(DRAFT_CONTROLS)
    probe = {"k": 2, "theta_prob": 0.5, "theta_sib": 0.5, "theta_path": 0.5, "merge_n": 2, "max_depth": 3,
             "node_budget": 9, "lookup": True, "lookup_first": True, "sized": True}
    config = DecodeConfig.for_mode(mode, **probe)
    fixed = {name for name, value in probe.items() if getattr(config, name) != value}
    return fixed | {"lookup_first"} if "lookup" in fixed else fixed  # no lookup branch, nothing to verify first
