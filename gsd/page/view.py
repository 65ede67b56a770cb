"""What a visitor's page shows: the panels' updates, built from their `Session` and named.

A handler returns a `PageUpdate`: one field per component it may change, `gr.skip()` (leave it as it is)
for the rest. Gradio wants a tuple in the order of the outputs an event is wired to; those orders are named
once, here (`RUN`, `LOAD`, `UPLOAD`, `REPLAY`, `SCRUB`, `WHAT_IF`, `COMPARE`, `MODEL_STATUS`,
`NEW_CONVERSATION`, `MODE`, `PRESET`, `CUSTOM`), `app.py` picks the components by these names, and `as_outputs`
turns a handler's updates into the tuples. `run_panels` composes the run on show's update from the panels'
modules (text, DAG and what-if, run chart, Inside, stats, depth, calibration, cost).
Also here: the run's totals for the stats panel (added up by `gsd.trace.summarize`, the one totals path), the
trace file behind the download button, the look of a setting the chosen mode fixes, and what choosing a preset
sets.
"""

from __future__ import annotations

import functools
import inspect
import logging
import tempfile
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import gradio as gr

from .. import trace as gsd_trace
from ..config import MODES, PRESETS
from ..trace import RunSummary, StepTrace, summarize
from . import calibration, conversation, cost, inside
from .depth import depth_figure
from .run_chart import steps_figure
from .dag import dag_figure, empty_figure, merge_example
from .look import MODE_HELP, merges_text, plural, step_caption
from .stats import stats_markdown
from .text import tokens_html
from .session import DRAFT_CONTROLS, MAX_KEPT_NODES, Session, fixed_by_mode

log = logging.getLogger(__name__)

TRACE_FILE_TTL_S = 600        # the page's own trace files are removed once Gradio has long copied them


def _skip() -> Any:
    return gr.skip()


@dataclass(frozen=True)
class PageUpdate:
    """What one handler call sends to the page, by component; a field left at its default leaves that
    component as it is."""

    output: Any = field(default_factory=_skip)     # the committed text (HTML)
    dag: Any = field(default_factory=_skip)        # the step's DAG (a plotly figure)
    step: Any = field(default_factory=_skip)       # the step slider
    stats: Any = field(default_factory=_skip)      # the stats table (Markdown)
    status: Any = field(default_factory=_skip)     # the status line (Markdown)
    download: Any = field(default_factory=_skip)   # the download button with the run's trace file
    upload: Any = field(default_factory=_skip)     # the trace upload box (None empties it)
    session: Any = field(default_factory=_skip)    # the visitor's Session, given back to its gr.State
    timer: Any = field(default_factory=_skip)      # the timer that polls the models' loading
    steps_plot: Any = field(default_factory=_skip)     # the run's chart, a bar per step (a plotly figure)
    compare_table: Any = field(default_factory=_skip)  # the comparison's table (a Dataframe)
    compare_plot: Any = field(default_factory=_skip)   # the comparison's chart (a plotly figure)
    compare_open: Any = field(default_factory=_skip)   # the selector that puts a compared run on show
    depth_plot: Any = field(default_factory=_skip)     # acceptance by depth, for the run on show or each compared run
    inside_stage: Any = field(default_factory=_skip)   # "Inside this step": the stage control
    inside_text: Any = field(default_factory=_skip)    # what happened in that stage (Markdown)
    inside_plot: Any = field(default_factory=_skip)    # the graph or tree at that stage (a plotly figure)
    mask_plot: Any = field(default_factory=_skip)      # the step's tree attention mask (a plotly heatmap)
    conversation: Any = field(default_factory=_skip)   # the turns before the run on show (HTML)
    new_conversation: Any = field(default_factory=_skip)  # the New conversation button (live when there is one)
    calibration_plot: Any = field(default_factory=_skip)  # share accepted by the draft's q (a plotly figure)
    calibration_text: Any = field(default_factory=_skip)  # what it says, in numbers from the run (Markdown)
    cost_plot: Any = field(default_factory=_skip)      # verify and draft milliseconds per step (a plotly figure)
    cost_text: Any = field(default_factory=_skip)      # what they say, in numbers from the run (Markdown)
    what_if: Any = field(default_factory=_skip)        # the line above the graph on a what-if (Markdown)
    what_if_back: Any = field(default_factory=_skip)   # its button back to the recorded step

    def values(self, names: tuple[str, ...]) -> tuple:
        """The fields named by `names`, in that order (an event's outputs)."""
        return tuple(getattr(self, name) for name in names)


@dataclass(frozen=True)
class ModeUpdate:
    """What choosing a mode changes: each draft setting's update (by name in `DRAFT_CONTROLS`: greyed out
    where the mode fixes it) and the mode's help line."""

    controls: dict[str, Any]
    mode_help: str

    def values(self, names: tuple[str, ...]) -> tuple:
        fields = {**self.controls, "mode_help": self.mode_help}
        return tuple(fields[name] for name in names)


@dataclass(frozen=True)
class PresetUpdate:
    """What choosing a preset (or moving a setting a preset sets) changes: the settings' values, the preset
    shown ("custom" when the settings match none) and its line."""

    controls: dict[str, Any]
    preset: Any
    preset_help: str

    def values(self, names: tuple[str, ...]) -> tuple:
        fields = {**self.controls, "preset": self.preset, "preset_help": self.preset_help}
        return tuple(fields[name] for name in names)


# The outputs each event is wired to, in order (app.py looks the components up by these names).
INSIDE = ("inside_stage", "inside_text", "inside_plot", "mask_plot")  # the step on show, inside
CONVERSATION = ("conversation", "new_conversation")                # the run on show's earlier turns; the button
WHAT_IF_LINE = ("what_if", "what_if_back")                         # a what-if's line and its way back
EVIDENCE = ("calibration_plot", "calibration_text", "cost_plot", "cost_text")  # why pruning by q works; tree cost
WHAT_IF = ("dag",) + WHAT_IF_LINE + INSIDE                         # a what-if drawn, or the recorded step again
RUN = (("output", "dag", "step", "stats", "status", "download", "steps_plot", "depth_plot") + INSIDE + CONVERSATION
       + WHAT_IF_LINE + EVIDENCE)
LOAD = RUN + ("session",)                                           # the page opened
COMPARE_PANELS = ("compare_table", "compare_plot", "compare_open")
UPLOAD = RUN + ("upload",) + COMPARE_PANELS                         # a trace uploaded
COMPARE = RUN + COMPARE_PANELS                                      # modes compared
REPLAY = ("output", "dag", "step", "steps_plot", "status") + INSIDE + WHAT_IF_LINE
SCRUB = ("output", "dag", "steps_plot") + INSIDE + WHAT_IF_LINE
MODEL_STATUS = ("status", "timer")
NEW_CONVERSATION = ("status", "new_conversation")                   # New conversation pressed
MODE = DRAFT_CONTROLS + ("mode_help",)                              # the mode changed
PRESET_CONTROLS = ("k", "theta_prob", "theta_sib", "merge_n")       # what a preset sets
PRESET = PRESET_CONTROLS + ("preset", "preset_help")                # a preset chosen
CUSTOM = ("preset", "preset_help")                                  # one of PRESET_CONTROLS moved


def as_outputs(handler: Callable, names: tuple[str, ...]) -> Callable:
    """`handler` as Gradio calls it: each update it returns (or yields) as the tuple of `names`. Keeps the
    handler's name and signature, and closes a streaming handler when Gradio stops reading it (Stop, or the
    visitor left), so that its own cleanup runs at once."""
    if inspect.isgeneratorfunction(handler):
        @functools.wraps(handler)
        def stream(*args):
            updates = handler(*args)
            try:
                for update in updates:
                    yield update.values(names)
            finally:
                updates.close()
        return stream

    @functools.wraps(handler)
    def call(*args):
        return handler(*args).values(names)
    return call


# ---- the run's panels -------------------------------------------------------------------------------------

def totals(session: Session) -> RunSummary | None:
    """The run on show, added up from its steps by `gsd.trace.summarize`. The engine seconds are the
    session's, else the run's summary's, else the steps' phase times; the text is the summary's when there
    is one (decoded the way the ar baseline's is, for comparing the two)."""
    steps, stored = session.steps, session.summary
    if not steps:
        return None
    if session.wall_s is not None:
        wall_s = session.wall_s
    elif stored is not None:
        wall_s = stored.wall_s
    else:
        wall_s = sum(sum(step.ms.values()) for step in steps) / 1000
    summary = summarize(steps, config=stored.config if stored is not None else {}, wall_s=wall_s)
    return summary if stored is None else replace(summary, text=stored.text)


def stats(session: Session) -> str:
    """The stats table of the run on show, with the speed-up when a matching ar baseline ran."""
    return stats_markdown(totals(session), baseline=session.matching_baseline(), greedy=session.greedy)


def run_panels(session: Session, *, selected: int | None = None, live: bool = False,
               max_kept_nodes: int = MAX_KEPT_NODES, with_stats: bool = True, with_turns: bool = True,
               with_charts: bool | None = None) -> PageUpdate:
    """The text, the DAG, the slider, the stats, the depth chart and "Inside this step" of the run on show, at
    step `selected` (1-based; None: the newest). `live`: the run is still streaming, so its newest step is not
    outlined in the text. Without `with_stats` the stats and the depth chart are left as they are (a scrub or a
    replay does not change them, and adding up the whole run for each would be wasted); without `with_turns`
    the earlier turns and the New conversation button are left as they are too; without `with_charts` (as
    `with_stats` unless given) the whole run's charts (depth, calibration, cost) are left as they are."""
    steps = session.steps
    with_charts = with_stats if with_charts is None else with_charts
    turns = {"conversation": gr.HTML(conversation.earlier_html(session.earlier, session.prompt),
                                     visible=bool(session.earlier)),
             "new_conversation": new_conversation_button(session)} if with_turns else {}
    if not steps:
        return PageUpdate(output=tokens_html([]),
                          dag=empty_figure("Generate, or upload a trace, to see each step's token DAG"),
                          step=gr.Slider(minimum=1, maximum=2, value=1, interactive=False),
                          stats=stats_markdown(None), steps_plot=steps_figure([]), depth_plot=depth_figure([]),
                          **inside_panels(session, None), **turns, **what_if_line(session, None),
                          **evidence_panels(session))
    number = len(steps) if selected is None else min(max(int(selected), 1), len(steps))
    outlined = None if number == len(steps) and live else number
    return PageUpdate(output=tokens_html(steps, selected=outlined), **step_panels(session, number, max_kept_nodes),
                      step=gr.Slider(minimum=1, maximum=slider_max(len(steps)), value=number, interactive=True),
                      stats=stats(session) if with_stats else gr.skip(), steps_plot=steps_figure(steps, number),
                      depth_plot=depth_figure(depth_runs(session)) if with_charts else gr.skip(), **turns,
                      **(evidence_panels(session) if with_charts else {}))


def evidence_panels(session: Session) -> dict[str, Any]:
    """The `EVIDENCE` fields: the draft's calibration (every compared run's after Compare) at the run's own θ_prob
    and θ_sib, and what each step's verify and draft cost, against one plain forward when an ar run timed one."""
    runs = [(label, steps) for label, steps in depth_runs(session) if steps and not _lookup_drafted(steps)]
    config = session.summary.config if session.summary is not None else {}
    theta_prob, theta_sib = config.get("theta_prob"), config.get("theta_sib")
    plain_ms = None
    if session.compared and session.comparison is not None:
        plain_ms = next((cost.plain_forward_ms(run.steps) for run in session.comparison.runs
                         if run.summary is not None and run.summary.config.get("mode") == "ar"), None)
    shown = session.steps
    return {"calibration_plot": calibration.calibration_figure(runs, theta_prob, theta_sib),
            "calibration_text": calibration.calibration_text(shown) if shown else "",
            "cost_plot": cost.cost_figure(shown, plain_ms),
            "cost_text": cost.cost_text(shown, plain_ms) if shown else ""}


def _lookup_drafted(steps: list[StepTrace]) -> bool:
    """A run drafted by prompt lookup alone: its q is a share of earlier occurrences, not a draft's probability."""
    return all(step.counters.draft_forwards == 0 for step in steps)


def step_panels(session: Session, number: int, max_kept_nodes: int = MAX_KEPT_NODES) -> dict[str, Any]:
    """The `WHAT_IF` fields of step `number` (1-based): its DAG, the what-if line and Inside, drawn from the step
    on show (its what-if when there is one)."""
    steps = session.steps
    caption = step_caption(session.step_on_show(number), number, len(steps))
    if session.what_if is not None and session.what_if.number == number:
        caption = "What-if · " + caption
    elif number <= session.trimmed:
        caption += f" · accepted path only (the page keeps the newest {max_kept_nodes:,} nodes)"
    return {"dag": dag_figure(session.step_on_show(number), title=caption), **what_if_line(session, number),
            **inside_panels(session, number)}


def what_if_line(session: Session, number: int | None) -> dict[str, Any]:
    """The `WHAT_IF_LINE` fields: the what-if's line and its button while step `number` shows one, else hidden."""
    what_if = session.what_if
    if what_if is not None and what_if.number == number:
        session.what_if_line = True
        return {"what_if": gr.Markdown(what_if.line, visible=True), "what_if_back": gr.Button(visible=True)}
    if not session.what_if_line:  # hidden already: no update (each one is a component Gradio keeps per session)
        return {}
    session.what_if_line = False
    return {"what_if": gr.Markdown("", visible=False), "what_if_back": gr.Button(visible=False)}


def new_conversation_button(session: Session) -> gr.Button:
    """New conversation: live once the visitor has a conversation to leave, with its length."""
    turns = len(session.conversation) // 2
    label = f"New conversation ({plural(turns, 'turn')} so far)" if turns else "New conversation"
    return gr.Button(value=label, interactive=bool(turns))


def depth_runs(session: Session) -> list[tuple[str, list[StepTrace]]]:
    """What the depth chart draws: every run of the comparison when a compared run is on show, else that run."""
    if session.compared and session.comparison is not None:
        return [(run.label, run.steps) for run in session.comparison.runs]
    mode = session.summary.config.get("mode") if session.summary is not None else None
    return [(str(mode or "this run"), session.steps)]


def inside_panels(session: Session, number: int | None, key: str | None = None) -> dict[str, Any]:
    """The `INSIDE` fields for step `number` (1-based; None: no step) at stage `key` (None: the stage the
    visitor chose last, `session.stage`, or the nearest one this step has). The mask is drawn at its own
    stage only."""
    if number is None or not session.steps:
        message = empty_figure("Generate, or upload a trace, to look inside a step")
        return {"inside_stage": gr.Radio(choices=[], value=None), "inside_text": "", "inside_plot": message,
                "mask_plot": gr.Plot(message, visible=False)}
    step = session.step_on_show(min(max(number, 1), len(session.steps)))
    stages = inside.stages(step)
    keys = [stage.key for stage in stages]
    key = key if key in keys else session.stage if session.stage in keys else _nearest(session.stage, keys)
    shown = inside.stage_view(step, key, greedy=session.greedy)
    shown.figure.update_layout(meta={**(shown.figure.layout.meta or {}), "stage": key, "step": number})
    choices = [(stage.label if stage.available else f"{stage.label} (not in this trace)", stage.key)
               for stage in stages]
    label = next(stage.label for stage in stages if stage.key == key)
    return {"inside_stage": gr.Radio(choices=choices, value=key),
            "inside_text": f"**Step {number} · {label}.** {shown.text}", "inside_plot": shown.figure,
            "mask_plot": gr.Plot(inside.mask_figure(step), visible=True) if key == "mask" else gr.Plot(visible=False)}


def _nearest(wanted: str, keys: list[str]) -> str:
    """A stage this step has in place of `wanted`: the last draft stage for a deeper draft stage it lacks (a
    step that drafted less), else the first stage."""
    if wanted.startswith("draft-") or wanted == "lookup":
        drafts = [key for key in keys if key.startswith("draft-")]
        if drafts:
            return drafts[-1]
    return keys[0]


def live(session: Session, status: str, *, max_kept_nodes: int = MAX_KEPT_NODES) -> PageUpdate:
    """A streaming update: the newest step when the slider follows it, else the scrubbed step stays. The whole
    run's charts (depth, calibration, cost) wait for the run's end: a browser drawing them at every step on the
    server's own cores (a laptop running the page) slowed the run it watched."""
    count = len(session.steps)
    follow = {"value": count} if session.follow else {}
    slider = gr.Slider(minimum=1, maximum=slider_max(count), interactive=True, **follow)
    if not session.follow:
        return PageUpdate(step=slider, stats=stats(session), status=status)
    shown = run_panels(session, live=True, max_kept_nodes=max_kept_nodes, with_turns=count == 1,  # sent once
                       with_charts=False)
    return replace(shown, step=slider, status=status)


def step_number(value) -> int | None:
    """The step slider's value as a whole number, or None for what a caller sent straight to the API that is
    none (NaN, text, nothing)."""
    try:
        return int(value)
    except (TypeError, ValueError, OverflowError):
        return None


def slider_max(steps: int) -> int:
    """Gradio needs maximum > minimum: a one-step run gets a slider to 2 whose 2 shows step 1."""
    return max(steps, 2)


class TraceFiles:
    """The trace files behind the download button, in a folder of the page's own. Gradio copies each into
    its cache at once, so the page's copies older than TRACE_FILE_TTL_S are removed as new ones come."""

    def __init__(self):
        self.folder = Path(tempfile.mkdtemp(prefix="gsd-traces-"))

    def button(self, session: Session, name: str) -> gr.DownloadButton:
        """The download button holding the run on show as a trace file (disabled if it cannot be written)."""
        try:
            now = time.time()
            for old in self.folder.glob("gsd-trace-*.json"):
                if now - old.stat().st_mtime > TRACE_FILE_TTL_S:
                    old.unlink(missing_ok=True)
            path = self.folder / f"gsd-trace-{name}-{uuid.uuid4().hex[:8]}.json"
            runs = session.comparison.runs if session.compared and session.comparison else ()
            path.write_text(gsd_trace.dumps(session.steps, session.summary, session.prompt, runs, session.earlier),
                            encoding="utf-8")
        except OSError:
            log.exception("the trace file could not be written to %s", self.folder)
            return no_download()
        return gr.DownloadButton(value=str(path), interactive=True)


def no_download() -> gr.DownloadButton:
    return gr.DownloadButton(value=None, interactive=False)


# ---- the settings a mode fixes ------------------------------------------------------------------------------

def locks(mode: str) -> dict[str, dict]:
    """For each draft setting, the component options that show whether `mode` fixes it: not interactive,
    and greyed out by the `gsd-fixed` class (assets/style.css)."""
    fixed = fixed_by_mode(mode) if mode in MODES else set()
    return {name: {"interactive": name not in fixed, "elem_classes": ["gsd-fixed"] if name in fixed else []}
            for name in DRAFT_CONTROLS}


def mode_update(mode: str) -> ModeUpdate:
    return ModeUpdate(controls={name: gr.update(**options) for name, options in locks(mode).items()},
                      mode_help=MODE_HELP.get(mode, ""))


# ---- presets ---------------------------------------------------------------------------------------------

CUSTOM_PRESET = "custom"
CUSTOM_HELP = "**Custom**: your own k, θ_prob, θ_sib and merge n."


def preset_help(name: str) -> str:
    preset = PRESETS.get(name)
    return CUSTOM_HELP if preset is None else f"**{preset.label}**: {preset.blurb}."


def preset_choices() -> list[tuple[str, str]]:
    """The preset control's choices, (label, name), and Custom last."""
    return [(preset.label, name) for name, preset in PRESETS.items()] + [("Custom", CUSTOM_PRESET)]


def merge_choice(merge_n: int | None) -> str:
    """A merge setting as the merge control shows it."""
    return "off" if merge_n is None else str(merge_n)


def preset_update(name: str) -> PresetUpdate:
    """Preset `name` chosen: its settings on the controls (Custom leaves them as they are)."""
    preset = PRESETS.get(name)
    if preset is None:
        return PresetUpdate({key: gr.skip() for key in PRESET_CONTROLS}, gr.skip(), CUSTOM_HELP)
    values = {**preset.settings, "merge_n": merge_choice(preset.settings["merge_n"])}
    return PresetUpdate({key: gr.update(value=values[key]) for key in PRESET_CONTROLS}, gr.skip(), preset_help(name))


def preset_of(k, theta_prob, theta_sib, merge) -> str:
    """The preset whose settings the controls show, else Custom (the values as the controls send them)."""
    shown = {"k": k, "theta_prob": theta_prob, "theta_sib": theta_sib, "merge_n": str(merge)}
    for name, preset in PRESETS.items():
        wanted = {**preset.settings, "merge_n": merge_choice(preset.settings["merge_n"])}
        if all(_same(shown[key], wanted[key]) for key in PRESET_CONTROLS):
            return name
    return CUSTOM_PRESET


def _same(shown, wanted) -> bool:
    if isinstance(wanted, str):
        return shown == wanted
    try:
        return abs(float(shown) - float(wanted)) < 1e-9
    except (TypeError, ValueError):
        return False


def custom_update(k, theta_prob, theta_sib, merge) -> PresetUpdate:
    """A setting a preset sets was moved: show which preset the controls now match (Custom if none)."""
    name = preset_of(k, theta_prob, theta_sib, merge)
    return PresetUpdate({}, gr.update(value=name), preset_help(name))


# ---- a real merge, for the page's explanation --------------------------------------------------------

def merge_figure(steps: list[StepTrace], prompt: str) -> tuple[Any, str] | None:
    """A step of a recorded run that shows merging (`dag.merge_example`), drawn, and its caption; None if no
    step merged."""
    index = merge_example(steps)
    if index is None:
        return None
    step = steps[index]
    title = f"Step {index + 1} of {len(steps)} of the example · {merges_text(step)}"
    caption = (f"A real step from the recorded example (“{prompt}”). Dashed purple edges are merges: a branch "
               "drafted a token that another branch had already drafted after the same tokens, so it points to "
               "that node instead of running the draft again. Ringed nodes have more than one parent; the haloed "
               "nodes are the shared n-gram. Hover a ringed node to see its parents.")
    return dag_figure(step, title=title, legend=False), caption  # How GSD works keys the colours in its text
