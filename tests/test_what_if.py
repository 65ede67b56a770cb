"""The what-if (`Engine.step_again`): one step of a run drafted and verified again with other settings.

The proof that it is real: greedy, whatever the settings, the step commits the tokens the run committed from
that point on (the target's greedy continuation does not depend on the draft), while what it drafted changes.
"""

import pytest

from gsd import forward as model_forward
from gsd.engine import draft
from gsd.config import DecodeConfig
from gsd.engine.loop import Engine
from gsd.engine.kept import KeptPrefixes, Prefix
from gsd.models import load_pair

from conftest import PROMPTS, tokens

RUN = DecodeConfig.for_mode("gsd", max_new_tokens=24)
AGAIN = [
    DecodeConfig.for_mode("gsd", k=2, theta_sib=0.5, max_new_tokens=24),
    DecodeConfig.for_mode("gsd", k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, merge_n=0, node_budget=40,
                          max_new_tokens=24),
    DecodeConfig.for_mode("ssd", max_depth=6, max_new_tokens=24),
    DecodeConfig.for_mode("tsd", k=3, node_budget=12, lookup=False, max_new_tokens=24),
    DecodeConfig.for_mode("dyspec", k=4, node_budget=16, max_new_tokens=24),
    DecodeConfig.for_mode("ar", max_new_tokens=24),
]


def prefix_at(ids: list[int], steps, index: int) -> list[int]:
    """The tokens before step `index`'s draft: the prompt and everything committed before it."""
    return list(ids) + tokens(steps[:index])


@pytest.mark.parametrize("config", AGAIN, ids=lambda c: f"{c.mode}-k{c.k}-sib{c.theta_sib}")
@pytest.mark.parametrize("which", ["tiny_engine", "self_engine"])
def test_a_greedy_what_if_commits_what_the_run_committed_next(config, which, request):
    engine = request.getfixturevalue(which)
    for prompt in PROMPTS[:2]:
        ids = engine.encode(prompt, chat=False)
        steps = list(engine.decode(ids, RUN))
        after = tokens(steps)
        for index in sorted({0, len(steps) // 2, len(steps) - 1}):
            before = prefix_at(ids, steps, index)
            done = len(before) - len(ids)
            step = engine.step_again(before, index, config, room=RUN.max_new_tokens - done)
            assert list(step.committed) == after[done:done + len(step.committed)], (prompt, index)
            assert step.positions[0].position_id == len(before) - 1  # the root sits where the run's did


def test_the_same_settings_draw_the_recorded_step_again(self_engine):
    ids = self_engine.encode(PROMPTS[0], chat=False)
    steps = list(self_engine.decode(ids, RUN))
    index = len(steps) // 2
    before = prefix_at(ids, steps, index)
    again = self_engine.step_again(before, index, RUN, room=RUN.max_new_tokens - (len(before) - len(ids)))
    recorded = steps[index]
    assert [node.token for node in again.graph.nodes] == [node.token for node in recorded.graph.nodes]
    assert again.verdict.accepted == recorded.verdict.accepted
    assert again.counters.target_tree_size == recorded.counters.target_tree_size


def test_a_draft_reading_a_window_draws_the_recorded_steps_again(self_engine, monkeypatch):
    """The draft's window starts where the step's context length puts it, so a what-if from a step's prefix reads
    what the run's draft read there, before and after the window moved."""
    monkeypatch.setattr(draft, "DRAFT_WINDOW", 3)
    ids = self_engine.encode(PROMPTS[3], chat=False)
    steps = list(self_engine.decode(ids, RUN))
    for index in range(0, len(steps), 2):  # the last among them too: the room the run had there, as it had it
        before = prefix_at(ids, steps, index)
        again = self_engine.step_again(before, index, RUN, room=RUN.max_new_tokens - (len(before) - len(ids)))
        recorded = steps[index]
        assert [node.token for node in again.graph.nodes] == [node.token for node in recorded.graph.nodes], index
        assert again.verdict.accepted == recorded.verdict.accepted


def test_other_settings_draft_another_graph_and_the_run_is_left_as_it_was(tiny_engine):
    ids = tiny_engine.encode(PROMPTS[3], chat=False)
    steps = list(tiny_engine.decode(ids, RUN))
    index = len(steps) // 2
    before = prefix_at(ids, steps, index)
    wide = DecodeConfig.for_mode("gsd", k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, node_budget=40,
                                 max_new_tokens=24)
    narrow = DecodeConfig.for_mode("ssd", max_depth=2, lookup=False, max_new_tokens=24)
    big, small = tiny_engine.step_again(before, index, wide), tiny_engine.step_again(before, index, narrow)
    assert big.counters.target_tree_size > small.counters.target_tree_size
    assert len(big.graph.nodes) > len(small.graph.nodes)
    # a second what-if at the kept prefix gives what a fresh one does
    tiny_engine.kept.clear()
    fresh = tiny_engine.step_again(before, index, wide)
    assert [n.token for n in fresh.graph.nodes] == [n.token for n in big.graph.nodes]
    assert tokens(tiny_engine.decode(ids, RUN)) == tokens(steps)


def test_kept_prefixes_are_reused_and_bounded(tiny_engine):
    ids = tiny_engine.encode(PROMPTS[1], chat=False)
    steps = list(tiny_engine.decode(ids, RUN))
    tiny_engine.kept.clear()
    before = prefix_at(ids, steps, 2)
    tiny_engine.step_again(before, 2, RUN)
    assert [entry.tokens for entry in tiny_engine.kept.entries] == [tuple(before[:-1])]
    kept = tiny_engine.kept.entries[0]
    tiny_engine.step_again(before, 2, AGAIN[0])
    assert tiny_engine.kept.entries == [kept]  # the same prefix: reused, not filled again
    assert kept.bytes > 0

    each = Prefix((), "model", kept.cache, None).bytes  # the target's cache alone
    store = KeptPrefixes(max_bytes=each * 2 + 1, max_count=3)
    for number in range(5):
        store.put(Prefix((number,), "model", kept.cache, None))
    assert [entry.tokens for entry in store.entries] == [(3,), (4,)]  # bytes bound: the two newest
    store = KeptPrefixes(max_bytes=10 ** 12, max_count=3)
    for number in range(5):
        store.put(Prefix((number,), "model", kept.cache, None))
    assert [entry.tokens for entry in store.entries] == [(2,), (3,), (4,)]  # count bound


def test_a_head_what_if_commits_what_the_run_committed_next(random_head_engine_for_what_if):
    engine = random_head_engine_for_what_if
    config = RUN.replace(drafter="head")
    ids = engine.encode(PROMPTS[0], chat=False)
    steps = list(engine.decode(ids, config))
    after = tokens(steps)
    for index in (0, len(steps) // 2):
        before = prefix_at(ids, steps, index)
        done = len(before) - len(ids)
        for again in (config, config.replace(k=2, theta_sib=0.6)):
            step = engine.step_again(before, index, again, room=config.max_new_tokens - done)
            assert list(step.committed) == after[done:done + len(step.committed)]
    recorded = steps[len(steps) // 2]
    same = engine.step_again(prefix_at(ids, steps, len(steps) // 2), len(steps) // 2, config)
    assert [n.token for n in same.graph.nodes] == [n.token for n in recorded.graph.nodes]


@pytest.fixture(scope="module")
def random_head_engine_for_what_if(tiny_paths, random_head):
    """The tiny target with an untrained feature head (conftest's `random_head`: mostly wrong)."""
    return Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu", head=random_head))


def test_a_kept_run_serves_what_ifs_at_every_step_without_running_its_prefix(tiny_engine, monkeypatch):
    """A run asked to keep its cache leaves it in `kept`; a what-if at any of its steps copies the prefix's part
    (the target runs only the step), and commits what the run committed; the owner's entries go on drop."""
    tiny_engine.kept.clear()
    ids = tiny_engine.encode(PROMPTS[3], chat=False)
    steps = list(tiny_engine.decode(ids, RUN, keep="visitor"))
    after = tokens(steps)
    [run] = tiny_engine.kept.entries
    assert run.kind == "run" and run.tokens == tuple(ids + after)[:-1] and run.drafter is None
    forwards = []  # the rows of each target forward
    target, forward = tiny_engine.pair.target, model_forward.forward

    def counted(model, input_ids, *args, **kwargs):
        if model is target:
            forwards.append(input_ids.shape[-1])
        return forward(model, input_ids, *args, **kwargs)

    monkeypatch.setattr(model_forward, "forward", counted)
    for index in (0, len(steps) // 2, len(steps) - 1):
        before = prefix_at(ids, steps, index)
        done = len(before) - len(ids)
        forwards.clear()
        again = tiny_engine.step_again(before, index, AGAIN[0], owner="visitor")
        assert forwards == [again.counters.target_tree_size]  # the step's verify forward alone
        assert list(again.committed) == after[done:done + len(again.committed)]
    tiny_engine.kept.drop("visitor")
    assert all(entry.owner != "visitor" for entry in tiny_engine.kept.entries)
