"""The page's conversation with a fake engine: a follow-up continues it (the engine is asked every earlier turn,
the page shows them above the answer, the trace records them), New conversation starts afresh, and what
should not add a turn does not. The engine's own exactness on a conversation: tests/test_conversation.py."""

from __future__ import annotations

import json

import pytest

from gsd import trace_file
from gsd.page import view
from gsd.page.compare.runs import RUNS, Compare
from gsd.page.run import conversation
from gsd.page.run.conversation import earlier_html
from gsd.page.run.session import Session
from helpers import SETTINGS, FakeEngine, Gate, page, run, skipped, value

FIRST, SECOND, THIRD = "Why is the sky blue?", "And at sunset?", "<b>Shorter</b>, please & thanks"


def answer_of(update) -> str:
    """The answer of the run whose last update this is, as its trace file records it."""
    return trace_file.load(value(update.download))[1].text


def test_a_follow_up_asks_every_earlier_turn_and_shows_them_above_the_answer():
    engine = FakeEngine(steps=4)
    handlers, session = page(engine), Session()
    first = run(handlers, session, FIRST)[-1]
    assert engine.calls[-1][0] == FIRST  # the first prompt is asked alone
    assert not value(first.conversation) and first.conversation.visible is False
    assert first.new_conversation.interactive and first.new_conversation.value == "New conversation (1 turn so far)"
    assert "follows up" in first.status
    one = answer_of(first)
    assert one and session.conversation == ({"role": "user", "content": FIRST}, {"role": "assistant", "content": one})

    second = run(handlers, session, SECOND)
    asked = [{"role": "user", "content": FIRST}, {"role": "assistant", "content": one},
             {"role": "user", "content": SECOND}]
    assert engine.calls[-1][0] == asked
    # The earlier turns go above the answer with its first step and stay while it streams (sent once), and after.
    assert all(skipped(update.conversation) for update in second[1:-1])
    for update in (second[0], second[-1]):
        shown = value(update.conversation)
        assert update.conversation.visible and shown.index(FIRST) < shown.index(one) < shown.index(SECOND)
    two = answer_of(second[-1])
    assert second[-1].new_conversation.value == "New conversation (2 turns so far)"

    third = run(handlers, session, THIRD)[-1]
    assert engine.calls[-1][0] == [*asked, {"role": "assistant", "content": two}, {"role": "user", "content": THIRD}]
    shown = value(third.conversation)
    assert "&lt;b&gt;Shorter&lt;/b&gt;, please &amp; thanks" in shown and "<b>Shorter" not in shown  # escaped
    assert "2 earlier turns" in shown
    # The trace file records the whole conversation, ending with the prompt it answered.
    recorded = json.loads(open(value(third.download), encoding="utf-8").read())
    assert recorded["prompt"] == THIRD and recorded["conversation"] == engine.calls[-1][0]
    assert trace_file.earlier_of(recorded) == tuple(engine.calls[-1][0][:-1])


def test_new_conversation_starts_afresh_and_the_run_on_show_keeps_its_turns():
    engine = FakeEngine(steps=3)
    handlers, session = page(engine), Session()
    run(handlers, session, FIRST)
    followed = run(handlers, session, SECOND)[-1]
    pressed = handlers.new_conversation(session)
    assert pressed.status.startswith("New conversation") and pressed.new_conversation.interactive is False
    assert session.conversation == () and session.earlier  # the follow-up on show still has its earlier turns
    assert skipped(handlers.scrub(session, 1).conversation)  # scrubbing leaves the turns on show as they are
    shown = view.draw(session, view.RUN).conversation
    assert shown.visible and value(shown) == value(followed.conversation) and FIRST in value(shown)
    fresh = run(handlers, session, THIRD)[-1]
    assert engine.calls[-1][0] == THIRD and fresh.conversation.visible is False
    assert "conversation" not in json.loads(open(value(fresh.download), encoding="utf-8").read())


def test_a_refused_or_failed_follow_up_adds_no_turn_and_says_how_to_start_afresh():
    engine = FakeEngine(steps=3)
    engine.max_prompt_tokens = 12
    handlers, session = page(engine), Session()
    run(handlers, session, FIRST)
    kept = session.conversation
    with pytest.warns(UserWarning) as warned:  # gr.Warning outside a request
        refused = run(handlers, session, "w " * 10)  # fits alone, not after the first turn
    status = refused[-1].status
    assert status.startswith("⚠ the prompt is longer than 12 tokens, with the conversation so far: press New")
    assert str(warned[0].message) in status and session.conversation == kept
    for alone_refused in ("w " * 13, "   "):  # too long alone, or empty: New conversation would not help
        with pytest.warns(UserWarning):
            status = run(handlers, session, alone_refused)[-1].status
        assert status.startswith("⚠") and "New conversation" not in status, status
    with pytest.warns(UserWarning):
        status = run(handlers, session, SECOND, k=99)[-1].status
    assert "k must be" in status and "New conversation" not in status and session.conversation == kept
    handlers, session = page(BreaksMidRun(steps=5)), Session()
    session.conversation = kept
    with pytest.warns(UserWarning):
        failed = run(handlers, session, SECOND)
    assert "failed after 2 steps" in failed[-1].status and session.conversation == kept


class BreaksMidRun(FakeEngine):
    """A fake engine whose runs fail after their second step."""

    def _steps(self, config, stop):
        steps = super()._steps(config, stop)
        yield next(steps)
        yield next(steps)
        raise RuntimeError("the run broke mid-way")


def test_a_stopped_answer_is_a_turn_but_not_after_new_conversation_was_pressed_mid_run():
    gate = Gate()
    engine = FakeEngine(steps=30, gate=gate)
    handlers, session = page(engine), Session()
    handlers.enqueue(session)
    updates = handlers.generate(session, FIRST, **{**SETTINGS, "max_new_tokens": 30})
    gate.release(2)
    next(updates)  # the run has begun
    assert gate.wait_for(lambda g: g.taken == 2)  # and made its two steps (the page shows them as it can)
    handlers.stop(session)
    last = list(updates)[-1]
    assert last.status.startswith("■ Stopped") and session.conversation[-1]["content"] == answer_of(last)

    for prompt in (SECOND, THIRD):  # pressed while a follow-up runs, then while a first prompt runs
        handlers.enqueue(session)
        updates = handlers.generate(session, prompt, **{**SETTINGS, "max_new_tokens": 30})
        gate.release(1)
        next(updates)
        handlers.new_conversation(session)  # the next prompt starts afresh: this run adds no turn
        gate.open()
        last = list(updates)[-1]
        gate.hold()
        assert last.status.startswith("✓ Done") and session.conversation == ()
        assert last.new_conversation.interactive is False


def test_a_comparison_runs_on_the_conversation_and_adds_no_turn():
    engine = FakeEngine(steps=3)
    handlers, session = page(engine), Session()
    run(handlers, session, FIRST)
    kept = session.conversation
    updates = list(Compare(handlers).compare(session, SECOND, True, 40, 6, 32, True))
    compared = engine.calls[-len(RUNS):]
    assert all(call[0] == [*kept, {"role": "user", "content": SECOND}] for call in compared)
    assert session.conversation == kept and value(updates[-1].conversation).count(FIRST) == 1
    runs, _ = trace_file.load_runs(value(updates[-1].download))
    assert len(runs) == len(RUNS)
    assert trace_file.earlier_of(trace_file.read(value(updates[-1].download))) == kept


def test_an_uploaded_conversation_is_shown_and_a_malformed_one_refused(tmp_path):
    handlers, session = page(FakeEngine(steps=3)), Session()
    run(handlers, session, FIRST)
    followed = run(handlers, session, SECOND)[-1]
    upload = tmp_path / "followed.json"
    upload.write_text(open(value(followed.download), encoding="utf-8").read(), encoding="utf-8")
    visitor = Session()
    loaded = handlers.upload(visitor, str(upload))
    assert loaded.status.startswith("✓ Loaded") and value(loaded.conversation) == value(followed.conversation)
    assert visitor.conversation == ()  # a replay does not become the visitor's own conversation
    good = json.loads(upload.read_text(encoding="utf-8"))
    for mangle, words in ((lambda c: c[:-1], "must end with the user's message"),
                          (lambda c: [*c[:-1], {"role": "user", "content": "another"}], "end with the trace's prompt"),
                          (lambda c: [{"role": "robot", "content": "x"}, *c], "message 1 of the conversation"),
                          (lambda c: [{"role": "user", "content": "x" * 40_000}, *c], "at most 32,000 are accepted"),
                          (lambda c: "hello", "the conversation is empty"),
                          (lambda c: [c[0]] * 300, "at most 256")):
        bad = tmp_path / "bad.json"
        bad.write_text(json.dumps({**good, "conversation": mangle(good["conversation"])}), encoding="utf-8")
        with pytest.warns(UserWarning):
            refused = handlers.upload(visitor, str(bad))
        assert refused.status.startswith("⚠ That trace cannot be replayed") and words in refused.status, refused.status
    assert value(handlers.upload(visitor, str(upload)).conversation)  # the page is still there


def test_earlier_html_is_empty_for_a_first_prompt():
    assert earlier_html((), FIRST) == ""
    shown = earlier_html(({"role": "system", "content": "Be brief."}, {"role": "user", "content": FIRST},
                          {"role": "assistant", "content": "Rayleigh."}), SECOND)
    assert [shown.index(text) for text in ("System", "Be brief.", "You", FIRST, "Model", "Rayleigh.", SECOND)] == \
        sorted(shown.index(text) for text in ("System", "Be brief.", "You", FIRST, "Model", "Rayleigh.", SECOND))


def test_compare_runs_the_prompt_on_the_conversation_before_it():
    """Compare pressed on the prompt just answered runs that turn's input again, not the question asked twice; a new
    prompt runs after the whole conversation."""
    first = conversation.answered((), "Why is the sky blue?", "Rayleigh scattering.")
    assert conversation.compared_on(first, "Why is the sky blue?") == ()
    assert conversation.compared_on(first, "And at sunset?") == first
    second = conversation.answered(first, "And at sunset?", "Longer paths.")
    assert conversation.compared_on(second, "And at sunset?") == first
    assert conversation.compared_on((), "Why is the sky blue?") == ()
