"""What a visitor's page shows, in one pass: the panels, which of them each event redraws, and the composition.

Every panel is one module that builds its components, draws them from the one `Shown` of the run on show, and
names the fields it owns (`NAMES`): `PANELS` lists them. An event redraws some panels: `compose` asks each of them
for its part once and returns a `PageUpdate` of exactly the fields the event is wired to; `draw` does that for a
visitor's `Session` (the handlers' only way to the panels). Gradio wants a tuple in the order of the outputs an
event is wired to; those orders are named here (`RUN`, `GENERATE`, `REST`, `LOAD`, `UPLOAD`, `REPLAY`, `SCRUB`, `WHAT_IF`, `INSIDE`,
`COMPARE`, `COMPARE_PANELS`, `MODEL_STATUS`, `NEW_CONVERSATION`), `app.py` picks the components by these names, and
`as_outputs` turns a handler's updates into the tuples.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Iterable
from typing import Any

import gradio as gr

from .compare import panel as compare_panel
from .compare import race
from .evidence import calibration, cost, depth, projection, run_chart, stats, timing
from .inside import panel as inside
from .run import turns
from .run.session import MAX_KEPT_NODES, Session
from .run.shown import Shown, shown
from .step import headline, step_graph, step_slider, text

# The panels of the run on show, top to bottom as the page lays them out (`app.py` builds them in this order),
# then the comparison's, under them.
RUN_PANELS = (turns, headline, text, step_graph, step_slider, inside, run_chart, depth, calibration, cost, projection,
              timing, stats)
PANELS = RUN_PANELS + (compare_panel, race)


def names(*panels) -> tuple[str, ...]:
    """The fields the `panels` own, in order."""
    return tuple(name for panel in panels for name in panel.NAMES)


OWN = ("models", "status", "download", "upload", "session", "timer")  # the fields the handlers set themselves
FIELDS = frozenset(names(*PANELS) + OWN)


class PageUpdate:
    """What one handler call sends to the page, by field name (a component's name in `app.py`); a field not given
    leaves that component as it is (`gr.skip()`)."""

    __slots__ = ("fields",)

    def __init__(self, **fields: Any):
        unknown = fields.keys() - FIELDS
        if unknown:
            raise TypeError(f"no panel owns {', '.join(sorted(unknown))}")
        self.fields = fields

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name == "fields":
            raise AttributeError(name)
        return self.fields.get(name, gr.skip())

    def values(self, wanted: tuple[str, ...]) -> tuple:
        """The fields named by `wanted`, in that order (an event's outputs)."""
        return tuple(self.fields[name] if name in self.fields else gr.skip() for name in wanted)

    def but(self, **changes: Any) -> PageUpdate:
        """This update with `changes` (a field set to `gr.skip()` leaves its component as it is)."""
        return PageUpdate(**{**self.fields, **changes})

    def __repr__(self) -> str:
        return f"PageUpdate({', '.join(self.fields)})"


# The outputs each event is wired to, in order (app.py looks the components up by these names).
STEP = names(step_graph, inside)                                   # the step on show: its graph, what-if line, inside
INSIDE = inside.NAMES                                              # a stage chosen, or Play
WHAT_IF = STEP                                                     # a what-if drawn, or the recorded step again
SCRUB = names(text, step_graph, run_chart, inside)                 # the step slider moved
LIVE = names(headline, text, step_graph, step_slider, stats)     # a streamed step (the rest: at its end)
RUN = names(*RUN_PANELS) + ("status", "download")                  # a run put on show: every panel of it
# Generate: the panels a run streams to and its closing update (the first view's, the stats, the trace file); once
# it has ended, a second event (`REST`, which holds no model) draws the panels of the sections under the first view
GENERATE = names(turns, headline, text, step_graph, step_slider, stats) + ("status", "download")
REST = tuple(name for name in names(*RUN_PANELS) if name not in GENERATE)
LOAD = RUN + ("models", "session")                                  # the page opened
COMPARE_PANELS = names(compare_panel, race)
UPLOAD = RUN + ("upload",) + COMPARE_PANELS                         # a trace uploaded
COMPARE = RUN + COMPARE_PANELS                                      # modes compared
REPLAY = SCRUB + step_slider.NAMES + ("status",)
MODEL_STATUS = ("models", "status", "timer")
NEW_CONVERSATION = ("status", "new_conversation")                   # New conversation pressed


def compose(seen: Shown, wanted: Iterable[str]) -> PageUpdate:
    """The fields `wanted` of the page that shows `seen`: each panel owning one of them draws once."""
    wanted = tuple(wanted)
    fields: dict[str, Any] = {}
    for panel in PANELS:
        if any(name in wanted for name in panel.NAMES):
            fields.update(panel.draw(seen))
    return PageUpdate(**{name: value for name, value in fields.items() if name in wanted})


def draw(session: Session, wanted: Iterable[str], number: int | None = None, *, live: bool = False,
         stage: str | None = None, max_kept_nodes: int = MAX_KEPT_NODES) -> PageUpdate:
    """The fields `wanted` of `session`'s page at step `number` (1-based; None: the newest, or once the run has ended
    its newest step with a tree, `shown.resting`) and Inside's `stage` (None: the visitor's). `live`: the run is
    still streaming. The one way from a visitor to the panels."""
    wanted = tuple(wanted)
    seen = shown(session, number, live=live, stage=stage, max_kept_nodes=max_kept_nodes)
    update = compose(seen, wanted)
    if "what_if" in wanted:  # the page now shows the what-if line exactly when the step on show is a what-if
        session.what_if_line = seen.what_if is not None
    return update


def as_outputs(handler: Callable, wanted: tuple[str, ...]) -> Callable:
    """`handler` as Gradio calls it: each update it returns (or yields) as the tuple of `wanted`. Keeps the
    handler's name and signature, and closes a streaming handler when Gradio stops reading it (Stop, or the
    visitor left), so that its own cleanup runs at once. A stream's value for a component it left as it was
    earlier in the stream goes out as an update of the value (`settled`)."""
    if inspect.isgeneratorfunction(handler):
        @functools.wraps(handler)
        def stream(*args):
            updates = handler(*args)
            left: set[int] = set()
            try:
                for update in updates:
                    yield settled(update.values(wanted), left)
            finally:
                updates.close()
        return stream

    @functools.wraps(handler)
    def call(*args):
        return handler(*args).values(wanted)
    return call


def settled(values: tuple, left: set[int]) -> tuple:
    """`values`, each bare value (a figure, a string) for an output the stream has left as it was (`left`: their
    indices, kept up to date) sent as an update of the component's value.

    Gradio keeps a copy of a component for the session once an update changes its properties (`gr.skip()` is such
    an update), and files that copy again, under the copy's own id, when a bare value reaches the component next:
    a run that left its whole-run charts as they were while it streamed and drew them at its end held one more
    copy of each chart for every run. An update of the value replaces the copy instead."""
    out = []
    for index, value in enumerate(values):
        if isinstance(value, (dict, gr.components.Component)):  # a property update (gr.skip() too)
            left.add(index)
        elif index in left:
            value = {"__type__": "update", "value": value}
        out.append(value)
    return tuple(out)
