"""What a visitor's page shows: the panels' updates, built from their `Session` and named.

A handler returns a `PageUpdate`: one field per component it may change, `gr.skip()` (leave it as it is)
for the rest. Gradio wants a tuple in the order of the outputs an event is wired to; those orders are named
once, here (`RUN`, `LOAD`, `UPLOAD`, `REPLAY`, `SCRUB`, `MODEL_STATUS`, `MODE`), `app.py` picks the components
by these names, and `as_outputs` turns a handler's updates into the tuples. Also here: the run's totals for
the stats panel (added up by `gsd.trace.summarize`, the one totals path), the trace file behind the download
button, and the look of a setting the chosen mode fixes.
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
from ..config import MODES
from ..trace import RunSummary, summarize
from .dag import dag_figure, empty_figure
from .panels import MODE_HELP, stats_markdown, step_caption, tokens_html
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


# The outputs each event is wired to, in order (app.py looks the components up by these names).
RUN = ("output", "dag", "step", "stats", "status", "download")   # generate
LOAD = RUN + ("session",)                                           # the page opened
UPLOAD = RUN + ("upload",)                                          # a trace uploaded
REPLAY = ("output", "dag", "step")
SCRUB = ("output", "dag")
MODEL_STATUS = ("status", "timer")
MODE = DRAFT_CONTROLS + ("mode_help",)                              # the mode changed


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
               max_kept_nodes: int = MAX_KEPT_NODES) -> PageUpdate:
    """The text, the DAG, the slider and the stats of the run on show, at step `selected` (1-based; None: the
    newest). `live`: the run is still streaming, so its newest step is not outlined in the text."""
    steps = session.steps
    if not steps:
        return PageUpdate(output=tokens_html([]),
                          dag=empty_figure("Generate, or upload a trace, to see each step's token DAG"),
                          step=gr.Slider(minimum=1, maximum=2, value=1, interactive=False),
                          stats=stats_markdown(None))
    number = len(steps) if selected is None else min(max(int(selected), 1), len(steps))
    caption = step_caption(steps[number - 1], number, len(steps))
    if number <= session.trimmed:
        caption += f" · accepted path only (the page keeps the newest {max_kept_nodes:,} nodes)"
    outlined = None if number == len(steps) and live else number
    return PageUpdate(output=tokens_html(steps, selected=outlined), dag=dag_figure(steps[number - 1], title=caption),
                      step=gr.Slider(minimum=1, maximum=slider_max(len(steps)), value=number, interactive=True),
                      stats=stats(session))


def live(session: Session, status: str, *, max_kept_nodes: int = MAX_KEPT_NODES) -> PageUpdate:
    """A streaming update: the newest step when the slider follows it, else the scrubbed step stays."""
    count = len(session.steps)
    follow = {"value": count} if session.follow else {}
    slider = gr.Slider(minimum=1, maximum=slider_max(count), interactive=True, **follow)
    if not session.follow:
        return PageUpdate(step=slider, stats=stats(session), status=status)
    return replace(run_panels(session, live=True, max_kept_nodes=max_kept_nodes), step=slider, status=status)


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
            path.write_text(gsd_trace.dumps(session.steps, session.summary, session.prompt), encoding="utf-8")
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
