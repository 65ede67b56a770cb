"""The page's what-if (`gsd.page.settings.what_if`): moving a drafting setting while a step is on show drafts that step
again. With a fake engine: what it is asked (the prefix, the settings), what the page shows and hides, the last
one wins, and the refusals. With the real tiny engine: the greedy invariant through the page's handler."""

from __future__ import annotations

import html
from dataclasses import asdict, replace

import pytest

from gsd.config import DecodeConfig
from gsd.engine.loop import Engine
from gsd.models import load_pair
from gsd.page.run.session import EngineSlot, Session
from gsd.page.settings.what_if import WhatIfEvents, compare_line, figures
from gsd.trace import ACCEPTED, ROOT, Counters, Node, StepTrace, TokenGraph, Verdict
from helpers import FakeEngine, page, random_step, run, skipped, value

# the what-if event's inputs after the session: the step slider, the mode and the drafting controls
SETTINGS = dict(mode="gsd", k=4, theta_prob=0.3, theta_sib=0.2, theta_path=0.0, merge="1", max_depth=6, node_budget=32,
                lookup=True, lookup_first=True, sized=False)


def what_if(events: WhatIfEvents, session: Session, number: int, **changes):
    settings = {**SETTINGS, **changes}
    events.ask(session, number, *settings.values())
    return events.run(session, number, *settings.values())


def test_a_what_if_drafts_the_step_on_show_again_and_back_restores_it():
    engine = FakeEngine(steps=6)
    handlers, session = page(engine), Session()
    run(handlers, session, "Why is the sky blue?")
    recorded = [step.committed for step in session.steps]
    events = WhatIfEvents(handlers)
    scrubbed = handlers.scrub(session, 3)
    assert skipped(scrubbed.what_if)  # nothing asked yet: the line stays hidden, unsent

    update = what_if(events, session, 3, k=8, theta_sib=0.5)
    prefix, index, config = engine.again[-1]
    assert index == 2 and (config.k, config.theta_sib) == (8, 0.5)
    assert prefix == engine.encode("Why is the sky blue?") + [t for c in recorded[:2] for t in c]
    assert update.what_if.visible and update.what_if_back.visible
    line = value(update.what_if)
    assert line.startswith("**What-if at step 3**, k 8 instead of 4, θ_sib 0.5 instead of 0.2:")
    assert "instead of" in line and "Generate" in line
    again = session.what_if.step
    assert len(value(update.dag).data) and "What-if" in update.dag.layout.title.text
    assert [step.committed for step in session.steps] == recorded  # the run is left as it was
    assert session.step_on_show(3) is again and session.step_on_show(2) is session.steps[1]
    assert update.inside_text.startswith("**Step 3")

    back = events.back(session, 3)
    assert back.what_if.visible is False and session.what_if is None
    assert "What-if" not in back.dag.layout.title.text
    assert back.dag.to_dict() == handlers.scrub(session, 3).dag.to_dict()  # the recorded figure again


def test_moving_theta_path_drafts_the_step_again_with_it():
    engine = FakeEngine(steps=4)
    handlers, session = page(engine), Session()
    run(handlers, session, "Why is the sky blue?")
    handlers.scrub(session, 2)
    line = value(what_if(WhatIfEvents(handlers), session, 2, theta_path=0.3).what_if)
    assert engine.again[-1][2].theta_path == 0.3
    assert line.startswith("**What-if at step 2**, θ_path 0.3 instead of 0:")


def test_the_line_says_why_a_lookup_first_step_did_not_change():
    """A step that verified the prompt-lookup branch alone (its context repeats, no draft forward) stays so
    whatever the drafting settings: the line says why. A drafted step, or lookup first off, gets no such words."""
    root = Node(token=0, text="", parents=(), depth=0, q=1.0, status=ROOT)
    branch = [Node(token=5 + i, text=f" w{i}", parents=(i,), depth=i + 1, q=1.0, status=ACCEPTED, p=0.9,
                   lookup=True, stages=(1,)) for i in range(2)]
    alone = StepTrace(step=3, graph=TokenGraph((root, *branch)), verdict=Verdict((0, 1, 2), 9, " w9", 0.8),
                      committed=(5, 6, 9), committed_text=(" w0", " w1", " w9"),
                      counters=Counters(target_tree_size=3), ms={"verify": 4.0})
    config = DecodeConfig(k=8)
    why = "untick **Lookup first** to see this step drafted"
    line = compare_line(3, alone, alone, config, asdict(DecodeConfig()), [5, 6, 9], 0.1)
    assert line.startswith("**What-if at step 3**, k 8 instead of 4:") and why in line
    off = compare_line(3, alone, alone, replace(config, lookup_first=False), asdict(DecodeConfig()), [5, 6, 9], 0.1)
    assert off.startswith("**What-if at step 3**, k 8 instead of 4, lookup first off instead of on:") and why not in off
    drafted = random_step(3, 12)
    assert "lookup first" not in compare_line(3, drafted, drafted, config, asdict(DecodeConfig()),
                                              list(drafted.committed), 0.1)


def test_a_scrub_replay_or_new_run_puts_the_recorded_steps_back():
    handlers, session = page(FakeEngine(steps=5)), Session()
    run(handlers, session)
    events = WhatIfEvents(handlers)
    what_if(events, session, 2, k=2)
    assert session.what_if is not None
    assert handlers.scrub(session, 4).what_if.visible is False and session.what_if is None
    what_if(events, session, 2, k=2)
    list(page(FakeEngine(steps=5), replay_delay_s=0).replay(session))
    assert session.what_if is None
    what_if(events, session, 2, k=2)
    run(handlers, session, "Another prompt")
    assert session.what_if is None


def test_the_last_what_if_asked_is_the_one_that_runs():
    engine = FakeEngine(steps=5)
    handlers, session = page(engine), Session()
    run(handlers, session)
    events = WhatIfEvents(handlers)
    older = {**SETTINGS, "k": 2}
    newer = {**SETTINGS, "k": 7}
    events.ask(session, 2, *older.values())
    events.ask(session, 2, *newer.values())  # the slider moved on before the first what-if got the model
    stale = events.run(session, 2, *older.values())
    assert skipped(stale.dag) and skipped(stale.what_if) and not engine.again
    events.run(session, 2, *newer.values())
    assert [config.k for _, _, config in engine.again] == [7]


def test_what_ifs_that_cannot_run_say_why_in_one_line():
    handlers, session = page(FakeEngine(steps=4)), Session()
    events = WhatIfEvents(handlers)
    nothing = what_if(events, session, 1)
    assert skipped(nothing.what_if)  # no step on show: nothing to say
    run(handlers, session, temperature=0.8)
    sampled = what_if(events, session, 2)
    assert sampled.what_if.visible and "greedy runs" in value(sampled.what_if) and not sampled.what_if_back.visible
    run(handlers, session)
    with pytest.warns(UserWarning, match=r"No what-if: k must be an integer in \[1, 8\], got 99"):  # the toast
        bad = what_if(events, session, 2, k=99)
    assert "k" in value(bad.what_if) and "No what-if" in value(bad.what_if)

    loading = page(FakeEngine())
    loading.slot = EngineSlot(lambda: (_ for _ in ()).throw(RuntimeError("no weights here")))
    loading.slot.loaded.wait(10)
    replayed = Session()
    handlers.show(replayed, session.steps, session.summary, "Why is the sky blue?")
    no_model = what_if(WhatIfEvents(loading), replayed, 2)
    assert "needs the models" in value(no_model.what_if) and "could not be loaded" in value(no_model.what_if)


def test_a_trace_without_its_chat_setting_takes_the_one_of_its_prompt_length():
    engine = FakeEngine(steps=4)
    handlers, session = page(engine), Session()
    run(handlers, session, "Why is the sky blue?", chat=False)
    replayed = Session()
    handlers.show(replayed, session.steps, session.summary, "Why is the sky blue?")  # as a trace: chat unknown
    assert replayed.chat is None
    what_if(WhatIfEvents(handlers), replayed, 2, k=3)
    prefix, _, _ = engine.again[-1]
    assert prefix == engine.encode("Why is the sky blue?", chat=False) + list(session.steps[0].committed)


@pytest.fixture(scope="module")
def real_page(tiny_paths):
    return page(Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu")))


@pytest.mark.parametrize("changes", [dict(k=2, theta_sib=0.5),
                                     dict(k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, merge="0"),
                                     dict(mode="ssd", max_depth=3), dict(mode="dyspec", node_budget=8),
                                     dict(lookup=False, node_budget=4), dict(sized=True)])
def test_through_the_page_a_greedy_what_if_commits_the_runs_next_tokens(real_page, changes):
    session = Session()
    run(real_page, session, "w5 w6 w7 w8 w5 w6", chat=False, max_new_tokens=16)
    committed = [t for step in session.steps for t in step.committed]
    events = WhatIfEvents(real_page)
    for number in sorted({1, (len(session.steps) + 1) // 2, len(session.steps)}):
        update = what_if(events, session, number, **changes)
        again = session.what_if.step
        done = sum(len(step.committed) for step in session.steps[:number - 1])
        assert list(again.committed) == committed[done:done + len(again.committed)]
        assert "commits the run's own next" in value(update.what_if)


def test_unticking_lookup_first_drafts_a_step_that_verified_the_lookup_branch_alone(real_page):
    """Cause and effect on the tiny real models: a step whose context repeated verified the lookup branch alone;
    its what-if with lookup first off runs the draft and grows a graph, and still commits the run's tokens."""
    session = Session()
    run(real_page, session, "w5 w6 w7 w8 w5 w6", chat=False, max_new_tokens=16)
    committed = [t for step in session.steps for t in step.committed]
    alone = [step.step + 1 for step in session.steps if step.counters.draft_forwards == 0]
    assert alone, "the repeating prompt gives at least one lookup-first step"
    events = WhatIfEvents(real_page)
    update = what_if(events, session, alone[0], lookup_first=False)
    again = session.what_if.step
    assert again.counters.draft_forwards > 0 and any(not node.lookup for node in again.graph.nodes[1:])
    done = sum(len(step.committed) for step in session.steps[:alone[0] - 1])
    assert list(again.committed) == committed[done:done + len(again.committed)]
    assert "lookup first off instead of on" in value(update.what_if)


def test_a_run_sized_by_the_machines_costs_through_the_page_says_why_each_tree_stopped(real_page):
    """The settings' sizing box on the tiny real models: every step of the run carries the rule's reason, the step's
    graph says it under its caption, the text is the plain run's; dyspec and ar grey the box out."""
    from gsd.page.run.session import fixed_by_mode
    from gsd.page.run.shown import shown
    from gsd.page.step import dag

    session = Session()
    sized = run(real_page, session, "w5 w6 w7 w8 w5 w6", chat=False, max_new_tokens=16, sized=True)
    assert sized[-1].status.startswith("✓") and session.summary.config["sized"] is True
    assert all(step.sized is not None for step in session.steps[1:])
    text = [t for step in session.steps for t in step.committed]
    plain = Session()
    run(real_page, plain, "w5 w6 w7 w8 w5 w6", chat=False, max_new_tokens=16, mode="ar")
    assert text == [t for step in plain.steps for t in step.committed]
    figure = dag.dag_figure(shown(session, 2).step)
    notes = html.unescape(" ".join(annotation.text for annotation in figure.layout.annotations))
    assert "Sized by this machine's costs" in (figure.layout.title.text or "") + notes
    assert "sized" in fixed_by_mode("dyspec") and "sized" in fixed_by_mode("ar") and "sized" not in fixed_by_mode("gsd")


def test_the_what_if_endpoint_on_real_models(served, engine):
    """Through the page's API (gradio_client) on the tiny real models: a run, a scrub, then /what_if with other
    settings; the page's own check (the run's next tokens committed) is in the line it returns."""
    import json

    from gradio_client import Client

    from gsd.page import view
    from helpers import received
    from served import SETTINGS as SERVED

    url, _ = served
    client = Client(url, verbose=False)
    final = received(client.predict("w3 w4 w5 w3 w4", *list(SERVED.values())[:-1], False, api_name="/generate"))
    assert "Done" in final.status
    client.predict(3, api_name="/scrub")
    names = [name for name in view.WHAT_IF if name != "what_if_back"]  # gradio_client leaves a button out
    result = dict(zip(names, client.predict(3, "gsd", 8, 0.0, 0.0, 0.0, "0", 6, 40, True, True,
                                                     api_name="/what_if"),
                      strict=True))
    line = result["what_if"]["value"] if isinstance(result["what_if"], dict) else result["what_if"]
    assert line.startswith("**What-if at step 3**, k 8 instead of 4, θ_prob 0 instead of 0.3")
    assert "commits the run's own next" in line
    assert json.loads(result["dag"]["plot"])["layout"]["title"]["text"].startswith("What-if · Step 3/")


def test_the_table_sets_the_step_beside_the_recorded_one_and_bolds_what_changed():
    """The what-if text's table: a row per figure of the step (nodes, forwards, merges, positions, accepted, ms),
    the step drafted again beside the recorded one, a figure in bold where the two differ."""
    engine = FakeEngine(steps=6)
    handlers, session = page(engine), Session()
    run(handlers, session, "Why is the sky blue?")
    handlers.scrub(session, 3)
    line = value(what_if(WhatIfEvents(handlers), session, 3, k=8, theta_sib=0.5).what_if)
    again, recorded = session.what_if.step, session.steps[2]
    assert "| | what-if | recorded |" in line
    rows = [row for row in line.splitlines() if row.startswith("| ") and not row.startswith("| |")]
    assert len(rows) == len(figures(recorded)) + 1 == 9 and rows[-1].startswith("| why the draft stopped | ")
    for row, (name, new), (_, old) in zip(rows, figures(again), figures(recorded)):
        assert row == f"| {name} | {f'**{new}**' if new != old else new} | {old} |"
    assert figures(again)[0] != figures(recorded)[0] and rows[0].count("**") == 2  # k 8: another tree
    drafted = recorded.graph.nodes[1:]
    pruned = sum(node.status == "pruned" for node in drafted)
    assert figures(recorded)[:2] == [("drafted nodes: kept · pruned", f"{len(drafted) - pruned} · {pruned}"),
                                     ("deepest layer drafted", str(max(node.depth for node in drafted)))]
    assert "timed apart" in line  # the recorded step timed while streaming, the what-if alone
    assert "The milliseconds are the engine's own for this one step" in line
    assert [name for name, _ in figures(recorded)[-2:]] == ["draft ms (the engine's, this step)",
                                                            "verify ms (the engine's, this step)"]


def test_the_line_says_when_pruning_more_let_the_draft_go_deeper():
    from gsd.page.settings.what_if import _deeper
    from gsd.trace import PRUNED

    shallow = random_step(1, 14, seed=2, max_depth=2)
    deep = random_step(1, 14, seed=2, max_depth=5)
    nodes = list(deep.graph.nodes)
    nodes[-1] = replace(nodes[-1], status=PRUNED)
    nodes[-2] = replace(nodes[-2], status=PRUNED)
    deeper = replace(deep, graph=replace(deep.graph, nodes=tuple(nodes)))
    unpruned = sum(node.status == PRUNED for node in shallow.graph.nodes)
    assert sum(node.status == PRUNED for node in deeper.graph.nodes) > unpruned
    assert "Pruning more let the draft go deeper (2 → 5 layers)" in _deeper(deeper, shallow)
    assert _deeper(shallow, deeper) == ""


def test_the_table_says_why_each_draft_stopped():
    """The last row of the what-if table: the machine's costs' own reason for a sized step, else the limit the draft
    met (the node budget, the depth limit) or its branches ending."""
    from gsd.page.look import draft_stopped as stopped
    from gsd.page.settings.what_if import figures_table
    from gsd.trace import Sizing

    root = Node(token=0, text="", parents=(), depth=0, q=1.0, status=ROOT)
    chain = [Node(token=5 + i, text=f" w{i}", parents=(i,), depth=i + 1, q=0.9, status=ACCEPTED, p=0.9, stages=(i + 1,))
             for i in range(3)]
    step = StepTrace(step=2, graph=TokenGraph((root, *chain)), verdict=Verdict((0, 1, 2, 3), 9, " w9", 0.8),
                     committed=(5, 6, 7, 9), committed_text=(" w0", " w1", " w2", " w9"),
                     counters=Counters(target_tree_size=4, draft_forwards=3), ms={"verify": 4.0})
    full = "the node budget (3) was full: it counts the positions to verify, a merged node once per parent, pruned nodes not"
    assert stopped(step, {"node_budget": 3, "max_depth": 6}) == full
    assert stopped(step, {"node_budget": 32, "max_depth": 3}) == "the depth limit (3 layers)"
    assert stopped(step, {"node_budget": 32, "max_depth": 6}) == "every branch ended (θ_prob, pruning or a merge)"
    reason = "a 4th layer would add 0.20 expected tokens for 2.6 ms; a token costs 6.3 ms here"
    sized = replace(step, sized=Sizing(reason, 3.1, 0.2, 2.6, 6.3, 1.2, 1.4, 7.1, False))
    table = figures_table(sized, step, {"node_budget": 32, "max_depth": 6}, {"node_budget": 3, "max_depth": 6})
    assert table.splitlines()[-1] == f"| why the draft stopped | **{reason}** | {full} |"
