"""gsd/page/view.py and gsd/page/run/shown.py: every panel draws its own fields from one `Shown` (here of the recorded
example trace, with no visitor and no event), the composition asks each panel once and sends exactly what an event
is wired to, and an update names only fields some panel (or the handlers) own. No models, no browser."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from gsd import trace_file
from gsd.page import view
from gsd.page.inside import panel as inside
from gsd.page.run.session import Session, WhatIf
from gsd.page.run.shown import of_run, shown
from gsd.page.step import step_graph, text
from helpers import skipped

EXAMPLE = Path(__file__).parents[1] / "assets" / "example_trace.json"


@pytest.fixture(scope="module")
def example():
    steps, summary, prompt = trace_file.from_dict(trace_file.read(str(EXAMPLE)))
    return steps, summary, prompt


@pytest.mark.parametrize("panel", view.PANELS, ids=lambda panel: panel.__name__.removeprefix("gsd.page."))
def test_each_panel_draws_only_its_own_fields_from_a_recorded_run(panel, example):
    steps, summary, prompt = example
    for seen in (of_run(steps, summary, 2, prompt=prompt), of_run([])):
        drawn = panel.draw(seen)
        assert drawn and set(drawn) <= set(panel.NAMES), panel.__name__


def test_the_panels_own_distinct_fields_and_every_event_names_owned_ones():
    owned = view.names(*view.PANELS)
    assert len(owned) == len(set(owned))
    for wanted in (view.RUN, view.LOAD, view.UPLOAD, view.COMPARE, view.REPLAY, view.SCRUB, view.WHAT_IF, view.LIVE,
                   view.INSIDE, view.MODEL_STATUS, view.NEW_CONVERSATION):
        assert set(wanted) <= view.FIELDS and len(wanted) == len(set(wanted))
    with pytest.raises(TypeError, match="no panel owns"):
        view.PageUpdate(dags="a typo")


def test_compose_asks_each_panel_once_and_sends_what_the_event_names(example, monkeypatch):
    steps, summary, prompt = example
    calls = []
    for panel in view.PANELS:
        monkeypatch.setattr(panel, "draw", lambda seen, draw=panel.draw, name=panel.__name__: calls.append(name)
                            or draw(seen))
    update = view.compose(of_run(steps, summary, 3, prompt=prompt), view.SCRUB)
    assert sorted(calls) == sorted({panel.__name__ for panel in view.PANELS if set(panel.NAMES) & set(view.SCRUB)})
    assert set(update.fields) <= set(view.SCRUB) and {"output", "dag", "steps_plot", "inside_plot"} <= set(update.fields)
    assert "stats" not in update.fields and skipped(update.stats)


def test_the_step_on_show_is_its_what_if_and_the_line_is_sent_hidden_once(example):
    steps, summary, prompt = example
    session = Session()
    session.show(steps, summary, prompt)
    seen = shown(session, 99)
    assert seen.number == len(steps) and seen.step is steps[-1] and seen.totals.new_tokens == summary.new_tokens
    session.what_if = WhatIf(2, steps[5], "**What-if at step 2**")
    assert shown(session, 2).step is steps[5] and shown(session, 3).step is steps[2]
    drawn = view.draw(session, view.WHAT_IF, 2)
    assert drawn.what_if.value == "**What-if at step 2**" and session.what_if_line
    hidden = view.draw(session, view.WHAT_IF, 3)  # another step: the line goes out hidden, once
    assert hidden.what_if.visible is False and not session.what_if_line
    assert "what_if" not in view.draw(session, view.WHAT_IF, 4).fields


def test_a_run_that_ended_rests_on_its_newest_step_with_a_tree(example):
    """A run's last token is a plain step (the root alone, no graph to show): once the run has ended the page shows
    the newest step that verified a tree; while it streams, the newest; a run of plain steps alone, its newest."""
    steps, summary, prompt = example
    plain_tail = replace(steps[-1], counters=replace(steps[-1].counters, target_tree_size=1, draft_forwards=0))
    session = Session()
    session.show([*steps[:-1], plain_tail], summary, prompt)
    assert steps[-2].counters.target_tree_size > 1
    assert shown(session).number == len(steps) - 1 and shown(session, live=True).number == len(steps)
    assert shown(session, len(steps)).step is plain_tail  # asked for, it is shown
    session.show([plain_tail] * 3, summary, prompt)
    assert shown(session).number == 3


def test_a_panel_reads_the_run_on_show_only_through_shown(example):
    steps, summary, prompt = example
    seen = of_run(steps, summary, 1, prompt=prompt)
    assert 'gsd-selected' in text.draw(seen)["output"]
    assert step_graph.draw(seen)["dag"].layout.title.text.startswith("Step 1/30 · ")
    assert inside.draw(seen)["inside_text"].startswith("**Step 1 · ")
