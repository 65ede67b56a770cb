"""The events of "Inside this step": a stage chosen, and Play, which walks the step on show through its stages
(draft forward by forward, the prompt-lookup branch, unroll, mask, verify, accept). What each stage shows is
`panel`'s (beside it); this module only picks the step and the stage and paces Play. No model runs here.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from .. import view
from ..run.session import Session
from ..step import step_slider
from ..view import PageUpdate
from . import panel as inside


def _number(session: Session, number) -> int | None:
    """The step on show as the slider sends it (1-based; a one-step run's slider goes to 2), or None."""
    number = step_slider.number(number)
    return min(max(number, 1), len(session.steps)) if session.steps and number is not None else None


class InsideStep:
    def __init__(self, delay_s: float = 1.2):
        self.delay_s = delay_s  # how long Play shows each stage

    def choose(self, session: Session, number, key) -> PageUpdate:
        """A stage chosen in the stage control: show it for the step on show."""
        step = _number(session, number)
        if step is None or key not in [stage.key for stage in inside.stages(session.step_on_show(step))]:
            return PageUpdate()
        session.stage = key  # the stage shown for every step from now on, where the step has it
        return view.draw(session, view.INSIDE, step)

    def play(self, session: Session, number) -> Iterator[PageUpdate]:
        """Show each stage of the step on show in turn, from its first draft forward to the accepted path, and
        stay on the last."""
        step = _number(session, number)
        if step is None:
            return
        stages = [stage.key for stage in inside.stages(session.step_on_show(step)) if stage.available]
        for index, key in enumerate(stages):
            yield view.draw(session, view.INSIDE, step, stage=key)
            if index + 1 < len(stages):
                time.sleep(self.delay_s)
