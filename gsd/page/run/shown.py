"""What the page shows, as one plain object: the run on show, the step on show, its stage, the settings.

Every panel draws from a `Shown` alone (`gsd.page.view.compose` hands the same one to each), so a panel can be
drawn and tested from a recorded trace with no visitor, no Gradio event and no engine. `shown` takes one from a
visitor's `Session`; `of_run` makes one from a run's steps directly. No Gradio here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property

from ...trace import Run, RunSummary, StepTrace, summarize
from .session import MAX_KEPT_NODES, Session, StreamedRun, WhatIf


@dataclass(frozen=True)
class Shown:
    """The run on show and what of it the page shows now."""

    steps: tuple[StepTrace, ...] = ()      # the run on show, as recorded
    number: int | None = None              # the step on show (1-based); None: no step
    what_if: WhatIf | None = None          # the step on show drafted again (`settings.what_if`), when there is one
    live: bool = False                     # the run is still streaming: its newest step is not outlined in the text
    follow: bool = True                    # the step slider follows the newest step
    stage: str = "draft-1"                 # the stage "Inside this step" shows (the nearest the step has)
    greedy: bool = True
    trimmed: int = 0                       # steps[:trimmed] keep their accepted path only
    max_kept_nodes: int = MAX_KEPT_NODES
    prompt: str = ""
    earlier: tuple[dict, ...] = ()         # the conversation before the prompt
    turns: int = 0                         # turns in the visitor's conversation so far
    summary: RunSummary | None = None      # the run's own summary (a trace may have none)
    wall_s: float | None = None            # the run's engine seconds
    streamed_s: float | None = None        # seconds from the run's start to the page's last update of it (None: a
                                           # recorded run, not streamed to this page)
    baseline: RunSummary | None = None     # the ar baseline on the same input, for the speed-up
    runs: tuple[Run, ...] = ()             # the last comparison's runs (or an uploaded one's)
    runs_input: tuple | None = None        # the comparison's prompt and conversation before it (None: unknown)
    streamed: StreamedRun | None = None    # the visitor's last run streamed to the page whole
    compared: bool = False                 # the run on show is one of `runs`
    what_if_line: bool = False             # the page shows the what-if line now
    config: dict = field(default_factory=dict)  # the run's settings (its summary's)

    @property
    def step(self) -> StepTrace | None:
        """The step on show as drawn: its what-if when there is one."""
        if self.number is None:
            return None
        return self.what_if.step if self.what_if is not None else self.steps[self.number - 1]

    @cached_property
    def totals(self) -> RunSummary | None:
        """The run added up from its steps by `gsd.trace.summarize` (the one totals path). The engine seconds
        are the run's, else its summary's, else the steps' phase times; the text is the summary's when there is
        one (decoded the way the ar baseline's is, for comparing the two)."""
        if not self.steps:
            return None
        stored = self.summary
        if self.wall_s is not None:
            wall_s = self.wall_s
        elif stored is not None:
            wall_s = stored.wall_s
        else:
            wall_s = sum(sum(step.ms.values()) for step in self.steps) / 1000
        totals = summarize(list(self.steps), config=stored.config if stored is not None else {}, wall_s=wall_s)
        return totals if stored is None else replace(totals, text=stored.text)

    @property
    def runs_on_show(self) -> list[tuple[str, list[StepTrace]]]:
        """Every run of the comparison when a compared run is on show, else the run on show, as (label, steps)."""
        if self.compared and self.runs:
            return [(run.label, run.steps) for run in self.runs]
        return [(str(self.config.get("mode") or "this run"), list(self.steps))]

    @property
    def step_config(self) -> dict:
        """The settings the step on show was drafted with: its what-if's, else its run's."""
        return self.what_if.config if self.what_if is not None and self.what_if.config else self.config

    @property
    def undrawn(self) -> Run | None:
        """Compare's run of the visitor's last streamed run (`streamed`) again, undrawn (the engine alone): same
        prompt and settings but the seed (a comparison runs on the conversation so far, which may hold the streamed
        run's own answer: `undrawn_same_input` says); None where the comparison holds none."""
        streamed = self.streamed
        if streamed is None or self.runs_input is None or self.runs_input[0] != streamed.prompt:
            return None
        settings = {key: value for key, value in streamed.config.items() if key != "seed"}
        return next((run for run in self.runs if run.summary is not None
                     and {key: value for key, value in run.summary.config.items() if key != "seed"} == settings), None)

    @property
    def undrawn_same_input(self) -> bool:
        """The comparison ran on the streamed run's own input (the same conversation before the prompt)."""
        return self.streamed is not None and self.runs_input == (self.streamed.prompt, self.streamed.earlier)

    @property
    def timed_beside_drawing(self) -> bool:
        """The run on show was timed while the page drew each step beside the engine (streamed here; a comparison's
        runs and a trace's are not)."""
        return bool(self.streamed_s) and not self.compared

    @property
    def streamed_on_show(self) -> bool:
        """The run on show is the visitor's last streamed run."""
        return (bool(self.streamed_s) and not self.compared and self.streamed is not None
                and self.summary is not None and self.summary.config == self.streamed.config
                and (self.prompt, self.earlier) == (self.streamed.prompt, self.streamed.earlier))

    @property
    def compared_label(self) -> str | None:
        """The label of the compared run on show, if it is one of `runs`."""
        if self.summary is None:
            return None
        return next((run.label for run in self.runs if run.summary == self.summary), None)


def shown(session: Session, number: int | None = None, *, live: bool = False, stage: str | None = None,
          max_kept_nodes: int = MAX_KEPT_NODES) -> Shown:
    """What `session` shows at step `number` (1-based, clamped; None: the newest while `live`, else `resting`), at
    Inside's `stage` (None: the one the visitor chose last)."""
    count = len(session.steps)
    if count:
        number = (count if live else resting(session.steps)) if number is None else min(max(int(number), 1), count)
    else:
        number = None
    what_if = session.what_if if session.what_if is not None and session.what_if.number == number else None
    comparison = session.comparison
    return Shown(steps=tuple(session.steps), number=number, what_if=what_if, live=live, follow=session.follow,
                 stage=session.stage if stage is None else stage, greedy=session.greedy, trimmed=session.trimmed,
                 max_kept_nodes=max_kept_nodes, prompt=session.prompt, earlier=session.earlier,
                 turns=len(session.conversation) // 2, summary=session.summary, wall_s=session.wall_s,
                 streamed_s=session.streamed_s,
                 baseline=session.matching_baseline(), runs=comparison.runs if comparison is not None else (),
                 runs_input=(comparison.prompt, tuple(comparison.earlier)) if comparison is not None else None,
                 streamed=session.streamed,
                 compared=session.compared, what_if_line=session.what_if_line,
                 config=session.summary.config if session.summary is not None else {})


def resting(steps: list[StepTrace] | tuple[StepTrace, ...]) -> int:
    """The step (1-based) a run that ended is shown at: its newest, unless that verified its root alone (a run that
    reached its token limit with one token left ends with such a plain step, which has no graph to show), then the
    newest before it that verified a tree; a run of plain steps alone (`ar`), its newest."""
    for number in range(len(steps), 0, -1):
        if steps[number - 1].counters.target_tree_size > 1:
            return number
    return len(steps)


def of_run(steps: list[StepTrace], summary: RunSummary | None = None, number: int | None = None, **changes) -> Shown:
    """A run shown on its own (a recorded trace, a test): at step `number` (None: the newest)."""
    number = (len(steps) if number is None else number) if steps else None
    config = summary.config if summary is not None else {}
    return Shown(steps=tuple(steps), number=number, summary=summary, config=config,
                 greedy=config.get("temperature", 0) == 0, **changes)
