"""The draft model reads a window of a long context (`gsd.engine.draft.window_start`): the last `DRAFT_WINDOW` to
2 × `DRAFT_WINDOW` - 1 tokens. Here the window is a few tokens, so that the tiny prompts and answers cross it."""

import pytest
import torch

from gsd.engine import draft
from gsd import forward as model_forward
from gsd.config import DecodeConfig
from gsd.engine.draft import ModelDrafter, window_start
from gsd.engine.loop import Engine
from gsd.models import load_pair

from conftest import PROMPTS, first_parent_path, plain, tokens

SHAPES = [
    dict(mode="ssd", max_depth=5),
    dict(mode="gsd"),
    dict(mode="gsd", k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, merge_n=0, node_budget=64, max_depth=5),
    dict(mode="dyspec", k=4, node_budget=24),
    dict(mode="gsd", lookup_first=False),
]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "-".join(f"{k}={v}" for k, v in s.items()))
@pytest.mark.parametrize("which", ["random_draft", "self_draft"])
def test_a_draft_that_reads_a_window_of_the_context_stays_exact(shape, which, tiny_engine, self_engine, monkeypatch):
    """With a window of 3 the draft reads the last 3 to 5 tokens alone, and the window moves every 3 tokens of a
    30-token answer: the output is still plain greedy's."""
    monkeypatch.setattr(draft, "DRAFT_WINDOW", 3)
    engine = tiny_engine if which == "random_draft" else self_engine
    settings = {k: v for k, v in shape.items() if k != "mode"}
    for prompt in PROMPTS:
        ids = engine.encode(prompt, chat=False)
        config = DecodeConfig.for_mode(shape["mode"], max_new_tokens=30, **settings)
        assert tokens(engine.decode(ids, config)) == plain(engine, ids, 30), (shape, prompt)


def test_window_start_depends_on_the_length_alone():
    assert [window_start(n, 4) for n in (1, 7, 8, 11, 12, 15, 16, 100)] == [0, 0, 4, 4, 8, 8, 12, 96]
    assert [window_start(n, 0) for n in (1, 10_000)] == [0, 0]  # window 0: the whole context
    assert all(4 <= n - window_start(n, 4) < 8 for n in range(8, 200))


def test_a_windowed_draft_reads_what_a_fresh_draft_reads_of_its_window(self_engine, monkeypatch):
    """Step after step, a draft with a window of 4 keeps the nodes the target accepted, catches up, and reads its
    window afresh when it moves: its logits at the root and its cache are a fresh, unwindowed draft's over the
    window's tokens alone, and it runs only what it lacks while the window stays."""
    monkeypatch.setattr(draft, "DRAFT_WINDOW", 4)
    context = tuple(self_engine.encode("w5 w6 w7 w8 w9 w10", chat=False))
    config = DecodeConfig.for_mode("gsd", k=2, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, merge_n=None, max_depth=3,
                                   lookup=False)
    drafter, starts = ModelDrafter(self_engine.pair.draft), set()
    with torch.inference_mode():
        for _ in range(6):
            drafter.propose(context, config)
            builder, columns = drafter.drafted
            path = first_parent_path(builder, columns, merged=False)
            assert path
            before, start = drafter.start, window_start(len(context) + len(path) + 1, 4)
            context = context + tuple(builder.nodes[n].token for n in path) + (3,)  # then a bonus token
            ran = drafter.tokens
            root = drafter._catch_up(context)
            ran = drafter.tokens - ran
            fresh = ModelDrafter(self_engine.pair.draft)
            fresh.window = 0
            torch.testing.assert_close(root, fresh._catch_up(context[start:]), rtol=1e-4, atol=1e-5)
            length = len(context) - start
            assert drafter.start == start and model_forward.cache_length(drafter.cache) == length
            for mine, theirs in ((drafter.cache.keys, fresh.cache.keys), (drafter.cache.values, fresh.cache.values)):
                torch.testing.assert_close(mine[..., :length, :], theirs[..., :length, :], rtol=1e-4, atol=1e-5)
            assert ran == (length if start != before else 1)  # moved: the whole window; else the new root alone
            starts.add(start)
    assert len(starts) > 2


def test_the_draft_and_the_head_together_stay_exact_with_a_window(tiny_paths, random_head, monkeypatch):
    """`--drafter both`: the draft model's part reads its window (the head reads every hidden state), and the
    nodes the target accepted are kept across the window's moves as with the draft alone."""
    monkeypatch.setattr(draft, "DRAFT_WINDOW", 3)
    engine = Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu", head=random_head))
    for prompt in PROMPTS:
        ids = engine.encode(prompt, chat=False)
        for settings in (dict(), dict(k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, merge_n=0, node_budget=64)):
            config = DecodeConfig.for_mode("gsd", drafter="both", max_new_tokens=30, **settings)
            assert tokens(engine.decode(ids, config)) == plain(engine, ids, 30), (prompt, settings)
