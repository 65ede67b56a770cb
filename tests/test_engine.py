"""The invariant and its neighbours on tiny random models: greedy speculative output equals greedy plain
output for every mode and graph shape; the tree forward equals sequential forwards; merges skip draft
work; limits and EOS are respected; bad input gets a clear error."""

import pytest
import torch
from transformers import AutoModelForCausalLM

from gsd import models
from gsd import forward as model_forward
from gsd.forward.kernels import packing
from gsd.config import MODES, ConfigError, DecodeConfig
from gsd.engine.draft import ModelDrafter, Proposal
from gsd.prompts import PromptError
from gsd.engine.graph import GraphBuilder, ancestor_mask, positions, unroll

from conftest import EOS, PROMPTS, ended_at, first_parent_path, plain, tokens
from helpers import ScriptedDrafter


def test_tree_forward_equals_sequential_forwards(tiny_engine):
    model = tiny_engine.pair.target
    prefix = [5, 6, 7, 8]
    builder = GraphBuilder(tuple(prefix), 0)
    a, _ = builder.add(0, 10, 0.5)
    b, _ = builder.add(0, 11, 0.5)
    c, _ = builder.add(a, 12, 0.5)
    builder.add(b, 12, 0.5)  # merged: verified under both a and b
    builder.add(c, 13, 0.5)
    tree = unroll(builder.build(str), budget=16)
    cache = model_forward.new_cache(model)
    with torch.inference_mode():
        model_forward.forward(model, torch.tensor(prefix[:-1]), cache, torch.arange(3), None)
        visible = torch.cat([torch.ones(len(tree), 3, dtype=torch.bool), ancestor_mask(tree.parents)], dim=1)
        logits = model_forward.forward(model, torch.tensor(tree.tokens), cache, positions(tree.depths, 3), visible)
        for position in range(len(tree)):
            path, here = [], position
            while here >= 0:
                path.append(tree.tokens[here])
                here = tree.parents[here]
            sequence = prefix[:-1] + path[::-1]
            reference = model_forward.forward(model, torch.tensor(sequence), model_forward.new_cache(model),
                                       torch.arange(len(sequence)), None)[-1]
            torch.testing.assert_close(logits[position], reference, rtol=1e-4, atol=1e-4)

SHAPES = [
    dict(mode="ssd", max_depth=5),
    dict(mode="tsd", k=3, node_budget=20, max_depth=4),
    dict(mode="gsd"),
    dict(mode="gsd", k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, merge_n=0, node_budget=64, max_depth=5),
    dict(mode="gsd", k=2, theta_sib=0.5, theta_prob=0.1, merge_n=2, node_budget=3),
    dict(mode="gsd", k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.02, merge_n=0, node_budget=64, max_depth=5),
    dict(mode="dyspec", k=4, node_budget=24),
    dict(mode="dyspec", k=1, node_budget=1, max_depth=1),
    dict(mode="gsd", lookup=False),
    dict(mode="gsd", lookup_first=False),
    dict(mode="dyspec", lookup_first=False),
]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "-".join(f"{k}={v}" for k, v in s.items()))
@pytest.mark.parametrize("which", ["random_draft", "self_draft"])
def test_greedy_speculative_equals_greedy_plain(shape, which, tiny_engine, self_engine):
    engine = tiny_engine if which == "random_draft" else self_engine
    mode = shape["mode"]
    settings = {k: v for k, v in shape.items() if k != "mode"}
    for prompt in PROMPTS:
        ids = engine.encode(prompt, chat=False)
        config = DecodeConfig.for_mode(mode, max_new_tokens=30, **settings)
        assert tokens(engine.decode(ids, config)) == plain(engine, ids, 30), (mode, prompt)


def test_lookup_drafter_is_lossless_and_accepts_repeats(tiny_engine):
    ids = tiny_engine.encode("w30 w31 w30 w31 w30 w31 w30", chat=False)
    config = DecodeConfig.for_mode("gsd", drafter="lookup", max_new_tokens=40)
    steps = list(tiny_engine.decode(ids, config))
    assert tokens(steps) == plain(tiny_engine, ids, 40)


@pytest.mark.parametrize("mode", ["tsd", "gsd", "dyspec"])
def test_the_lookup_branch_is_exact_and_taken_where_the_text_repeats(mode, cycling_engine):
    """A random draft rarely agrees with the target, but the target's greedy text repeats: the grafted
    prompt-lookup nodes are then accepted, in runs of several tokens a step, and the output stays the plain
    one. Without the branch no step has a lookup node, and the run takes about a step a token."""
    engine, n = cycling_engine, 60
    for prompt in PROMPTS:
        ids = engine.encode(prompt, chat=False)
        config = DecodeConfig.for_mode(mode, max_new_tokens=n)
        steps = list(engine.decode(ids, config))
        off = list(engine.decode(ids, config.replace(lookup=False)))
        assert tokens(steps) == tokens(off) == plain(engine, ids, n), (mode, prompt)
        accepted = sum(node.lookup and node.status == "accepted" for s in steps for node in s.graph.nodes)
        assert accepted >= n // 2 and len(steps) <= n // 2, (mode, prompt, accepted, len(steps))
        # the branch is verified whole, on top of the node budget (which tsd's and dyspec's trees fill)
        assert all(node.p is not None for s in steps for node in s.graph.nodes if node.lookup), (mode, prompt)
        assert not any(node.lookup for s in off for node in s.graph.nodes) and len(off) > n // 2


@pytest.mark.parametrize("mode", ["ssd", "tsd", "gsd", "dyspec"])
def test_always_right_and_always_wrong_drafts(mode, tiny_engine):
    ids = tiny_engine.encode("w5 w6 w7 w8", chat=False)
    n = 24
    reference = plain(tiny_engine, ids, n)
    start = len(ids)

    def right(context):
        return [reference[len(context) - start:]]

    def wrong(context):
        truth = reference[len(context) - start:] or [3]
        return [[(t + 1) % 48 + 3 for t in truth], [(t + 7) % 45 + 3 for t in truth]]

    config = DecodeConfig.for_mode(mode, max_new_tokens=n, max_depth=6)
    good = list(tiny_engine.decode(ids, config, drafter=ScriptedDrafter(right)))
    bad = list(tiny_engine.decode(ids, config, drafter=ScriptedDrafter(wrong)))
    assert tokens(good) == reference == tokens(bad)
    assert len(reference) == ended_at(reference, n)
    assert all(step.accepted_draft_tokens == 0 for step in bad)
    assert len(bad) == len(reference)  # a wrong draft: one token (the bonus) a step
    # a right draft: max depth + the bonus a step, until the text ends (at n tokens or on EOS)
    assert [len(step.committed) for step in good] == [min(7, len(reference) - i * 7) for i in range(len(good))]


def test_merges_skip_draft_forwards(tiny_engine):
    context = tuple(tiny_engine.encode("w5 w6 w7 w8", chat=False))
    base = dict(k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, node_budget=256, max_depth=3)
    with torch.inference_mode():
        merged = ModelDrafter(tiny_engine.pair.draft).propose(context, DecodeConfig.for_mode("gsd", merge_n=0, **base))
        tree = ModelDrafter(tiny_engine.pair.draft).propose(context, DecodeConfig.for_mode("tsd", **base))
    assert merged.merges > 0
    layers = {d: sum(1 for n in merged.graph.nodes if n.depth == d) for d in (1, 2)}
    # catch-up over the context, then one forward per layer over the distinct (not merged) nodes only
    assert merged.draft_forwards == tree.draft_forwards == 3
    assert merged.draft_tokens == len(context) + layers[1] + layers[2]
    assert tree.draft_tokens == len(context) + 8 + 64
    assert len(unroll(merged.graph, 256)) == len(unroll(tree.graph, 256))  # the target sees the same tree size


@pytest.mark.parametrize("merged", [False, True], ids=["first-parent path", "through a merge"])
def test_the_draft_keeps_the_accepted_nodes_keys_and_values(tiny_engine, merged):
    """After a step, the draft keeps what it computed for the accepted nodes instead of running them again:
    its cache then equals a fresh drafter's over the same tokens, and catching up runs only the rest. A node
    reached through a merge is run again: its keys and values were computed under its first parent."""
    context = tuple(tiny_engine.encode("w5 w6 w7 w8", chat=False))
    config = DecodeConfig.for_mode("gsd", k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, merge_n=0,
                                   node_budget=256, max_depth=4)
    drafter, fresh = ModelDrafter(tiny_engine.pair.draft), ModelDrafter(tiny_engine.pair.draft)
    with torch.inference_mode():
        drafter.propose(context, config)
        builder, columns = drafter.drafted
        path = first_parent_path(builder, columns, merged)
        assert path and len(path) >= 2
        accepted = context + tuple(builder.nodes[n].token for n in path) + (3,)  # then a bonus token
        before = drafter.tokens
        root = drafter._catch_up(accepted)
        reused = 1 if merged else len(path)  # through a merge: the node before it only
        assert drafter.tokens - before == len(accepted) - len(context) - reused
        torch.testing.assert_close(root, fresh._catch_up(accepted), rtol=1e-4, atol=1e-5)
        for mine, theirs in ((drafter.cache.keys, fresh.cache.keys), (drafter.cache.values, fresh.cache.values)):
            torch.testing.assert_close(mine[..., : len(accepted), :], theirs[..., : len(accepted), :],
                                       rtol=1e-4, atol=1e-5)
        assert drafter.cache.length == fresh.cache.length == len(accepted)


def test_the_draft_catches_up_over_accepted_lookup_nodes(tiny_engine):
    """Nodes of the prompt-lookup branch were never run by the draft: when the target accepts them, the draft
    keeps what it ran (none of them) and runs them in its next catch-up; its cache and root logits then equal a fresh
    drafter's over the same tokens."""
    context = tuple(tiny_engine.encode("w4 w5 w6 w7 w8 w9 w4 w5 w6 w7", chat=False))  # a 4-token repeat
    config = DecodeConfig.for_mode("gsd", k=2, max_depth=4, lookup_depth=4, lookup_first=False)  # drafted, and
    # the branch grafted
    drafter, fresh = ModelDrafter(tiny_engine.pair.draft), ModelDrafter(tiny_engine.pair.draft)
    with torch.inference_mode():
        proposal = drafter.propose(context, config)
        nodes = proposal.graph.nodes
        assert [nodes[n].token for n in proposal.lookup_path] == list(context[4:8])  # w8 w9 w4 w5
        assert any(nodes[n].lookup for n in proposal.lookup_path[:2])
        accepted = context + tuple(nodes[n].token for n in proposal.lookup_path[:2]) + (3,)
        root = drafter._catch_up(accepted)
        torch.testing.assert_close(root, fresh._catch_up(accepted), rtol=1e-4, atol=1e-5)
        for mine, theirs in ((drafter.cache.keys, fresh.cache.keys), (drafter.cache.values, fresh.cache.values)):
            torch.testing.assert_close(mine[..., : len(accepted), :], theirs[..., : len(accepted), :],
                                       rtol=1e-4, atol=1e-5)


def test_lookup_first_verifies_the_branch_alone_where_the_context_repeats(tiny_engine):
    """Where the context's latest n-gram occurred before, a step proposes the prompt-lookup branch alone and
    runs no draft forward; elsewhere, or with lookup_first off, it drafts. The draft, left as it was, then
    catches up on the skipped tokens: its cache and root logits equal a fresh drafter's."""
    fresh_text = tuple(tiny_engine.encode("w5 w6 w7 w8", chat=False))
    repeating = fresh_text + fresh_text  # ... w5 w6 w7 w8 again
    config = DecodeConfig.for_mode("gsd", k=2, max_depth=4, lookup_depth=4)
    drafter, fresh = ModelDrafter(tiny_engine.pair.draft), ModelDrafter(tiny_engine.pair.draft)
    with torch.inference_mode():
        drafted = drafter.propose(fresh_text, config)
        assert drafted.draft_forwards > 0 and not drafted.lookup_path
        alone = drafter.propose(repeating, config)
        nodes = alone.graph.nodes
        assert alone.draft_forwards == alone.draft_tokens == 0
        assert len(nodes) > 1 and all(node.lookup for node in nodes[1:])
        assert [nodes[n].token for n in alone.lookup_path] == list(fresh_text)
        both = ModelDrafter(tiny_engine.pair.draft).propose(repeating, config.replace(lookup_first=False))
        assert both.draft_forwards > 0 and any(not node.lookup for node in both.graph.nodes[1:])
        later = repeating + (nodes[alone.lookup_path[0]].token, 3)  # the branch's first node, then a bonus
        root = drafter._catch_up(later)
        torch.testing.assert_close(root, fresh._catch_up(later), rtol=1e-4, atol=1e-5)
        for mine, theirs in ((drafter.cache.keys, fresh.cache.keys), (drafter.cache.values, fresh.cache.values)):
            torch.testing.assert_close(mine[..., : len(later), :], theirs[..., : len(later), :], rtol=1e-4, atol=1e-5)


def test_counters_report_merge_savings(tiny_engine):
    ids = tiny_engine.encode("w5 w6 w7 w8", chat=False)
    # k 3 and a budget of 64: layers of 3, 9 and 27 nodes, so that nodes merged in the second layer are run again
    config = DecodeConfig.for_mode("gsd", k=3, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, merge_n=0, node_budget=64,
                                   max_depth=4, max_new_tokens=10)
    steps = list(tiny_engine.decode(ids, config))
    assert sum(s.counters.draft_tokens_saved for s in steps) > 0
    for step in steps:
        assert step.counters.target_tree_size >= len([n for n in step.graph.nodes if n.status != "pruned"])
        # a saving is a further copy of a merged node the draft ran: a merged leaf is verified per copy, spares nothing
        copies = [position.node for position in step.positions[1:]]
        spared = sum(copies[:i].count(node) > 0 and step.graph.nodes[node].ran > 0 for i, node in enumerate(copies))
        assert step.counters.draft_tokens_saved == spared
        assert spared <= sum(len(n.parents) - 1 for n in step.graph.nodes) * len(copies)


def test_max_new_tokens_and_eos(tiny_engine, self_engine):
    for engine in (tiny_engine, self_engine):
        for prompt in PROMPTS:
            ids = engine.encode(prompt, chat=False)
            for n in (1, 2, 5):
                out = tokens(engine.decode(ids, DecodeConfig.for_mode("gsd", max_new_tokens=n)))
                assert out == plain(engine, ids, n)
                assert len(out) == ended_at(out, n)
            steps, summary = engine.run(prompt, DecodeConfig.for_mode("gsd", max_new_tokens=200), chat=False)
            out = tokens(steps)
            assert EOS not in out[:-1]
            assert summary.stopped_by == ("eos" if out[-1] == EOS else "max_new_tokens")


def test_no_step_drafts_past_the_tokens_left(tiny_engine):
    """A step commits at most its depth and the bonus token: none drafts deeper than the run has tokens left past
    its bonus token, and where one token is left the step is plain (no draft forward, the root alone verified);
    the output stays plain decoding's."""
    ids = tiny_engine.encode(PROMPTS[0], chat=False)
    for n in (1, 2, 3, 7):
        steps = list(tiny_engine.decode(ids, DecodeConfig.for_mode("ssd", max_new_tokens=n, max_depth=6)))  # a chain
        assert tokens(steps) == plain(tiny_engine, ids, n)
        done = 0
        for step in steps:
            left = n - done
            assert max(node.depth for node in step.graph.nodes) <= left - 1, (n, done)
            if left == 1:
                assert step.counters.draft_forwards == 0 and step.counters.target_tree_size == 1
            done += len(step.committed)
        if n in (2, 3):  # the chain reaches as deep as the tokens left allow, no deeper
            assert max(node.depth for node in steps[0].graph.nodes) == n - 1
    again = tiny_engine.step_again(list(ids), 0, DecodeConfig.for_mode("ssd", max_depth=6), room=1)
    assert again.counters.draft_forwards == 0 and again.counters.target_tree_size == 1  # a what-if as the run's step


def test_stop_event_ends_the_run(tiny_engine):
    import threading

    stop = threading.Event()
    ids = tiny_engine.encode("w5 w6 w7 w8", chat=False)
    seen = []
    for step in tiny_engine.decode(ids, DecodeConfig.for_mode("ssd", max_new_tokens=100), stop=stop):
        seen.append(step)
        stop.set()
    assert len(seen) == 1


def test_trace_reports_statuses_and_path(tiny_engine):
    ids = tiny_engine.encode("w30 w31 w30 w31 w30", chat=False)
    steps = list(tiny_engine.decode(ids, DecodeConfig.for_mode("gsd", max_new_tokens=12)))
    last = steps[-1]
    for step in steps:
        nodes = step.graph.nodes
        assert nodes[0].status == "root"
        assert [nodes[i].status for i in step.verdict.accepted[1:]] == ["accepted"] * step.accepted_draft_tokens
        path = tuple(nodes[i].token for i in step.verdict.accepted[1:]) + (step.verdict.bonus_token,)
        if step.bonus_committed:
            assert step.committed == path
        else:  # the run ended inside the step: on an EOS among the accepted tokens, or at max new tokens
            assert step.committed == path[:len(step.committed)]
            assert step.committed[-1] == EOS or step is last
        assert all(n.p is not None for n in nodes[1:] if n.status in ("accepted", "rejected"))
        assert all(n.branch_end for n in nodes if n.status == "stopped")
        assert all(n.text for n in nodes)


@pytest.mark.parametrize("budget", [12, 24])
def test_merged_copies_count_against_the_node_budget(tiny_engine, budget):
    """A merged subtree is copied under each of its parents when the DAG is unrolled, and the drafter counts
    those copies: on graphs that merge on most steps, the target verifies every drafted node (none is left
    unverified) within the budget, and the output stays exact."""
    ids = tiny_engine.encode("w5 w6 w7 w8", chat=False)
    config = DecodeConfig.for_mode("gsd", k=8, theta_prob=0.0, theta_sib=0.0, theta_path=0.0, merge_n=0, max_depth=3,
                                   node_budget=budget, max_new_tokens=16, lookup=False)
    steps = list(tiny_engine.decode(ids, config))
    assert any(len(step.positions) > len({p.node for p in step.positions}) for step in steps)  # copies verified
    for step in steps:
        assert step.counters.target_tree_size <= budget + 1
        for node in step.graph.nodes[1:]:
            assert node.status != "unverified" and (node.p is None) == (node.status == "pruned"), node
    plain = list(tiny_engine.decode(ids, DecodeConfig.for_mode("ar", max_new_tokens=16)))
    assert [t for s in steps for t in s.committed] == [t for s in plain for t in s.committed]


class _Overgrown:
    """Drafts the same merged diamond under every root, whatever the budget: 10 and 11, then 12 under both
    (one node, two copies), then 13 under 12 (two copies)."""

    reads_hidden_states = False

    def propose(self, context, config):
        builder = GraphBuilder(context, 0)
        ten, _ = builder.add(0, 10, 1.0)
        eleven, _ = builder.add(0, 11, 1.0)
        twelve, _ = builder.add(ten, 12, 1.0)
        builder.add(eleven, 12, 1.0)
        builder.add(twelve, 13, 1.0)
        return Proposal(builder.build(str), 0, 0, builder.merges)


def test_nodes_the_budget_cut_are_unverified_not_rejected(tiny_engine):
    """A graph whose copies outgrow the budget is cut by unroll: a node with no copy in the verified tree has
    no p and says so (`unverified`), every node the target saw has its p, and the output stays exact."""
    ids = tiny_engine.encode("w5 w6 w7 w8", chat=False)
    config = DecodeConfig.for_mode("gsd", node_budget=4, max_new_tokens=8, lookup=False)
    steps = list(tiny_engine.decode(ids, config, drafter=_Overgrown()))
    for step in steps:
        statuses = [node.status for node in step.graph.nodes]
        assert step.counters.target_tree_size == 5 and statuses[4] == "unverified", statuses  # 13 is cut
        assert all((node.p is None) == (node.status == "unverified") for node in step.graph.nodes[1:])
    plain = list(tiny_engine.decode(ids, DecodeConfig.for_mode("ar", max_new_tokens=8)))
    assert [t for s in steps for t in s.committed] == [t for s in plain for t in s.committed]


@pytest.mark.parametrize("bad", [dict(k=0), dict(theta_prob=1.5), dict(theta_sib=-0.1), dict(theta_path=1.5),
                                 dict(node_budget=0), dict(fill=-1), dict(lookup_depth=0), dict(lookup_depth=99),
                                 dict(max_new_tokens=10**9), dict(seed=-1), dict(temperature=float("nan")),
                                 dict(merge_n=9), dict(mode="beam"), dict(lookup=1)])
def test_out_of_range_settings_are_refused_with_a_message(bad):
    with pytest.raises(ConfigError) as error:
        DecodeConfig(**bad)
    assert next(iter(bad)) in str(error.value)


def test_modes_fix_their_settings():
    assert DecodeConfig.for_mode("ssd", k=4).k == 1
    assert DecodeConfig.for_mode("tsd", theta_sib=0.3).theta_sib == 0.0
    for mode in ("ssd", "tsd", "dyspec"):  # θ_path is gsd's: the other modes are as their papers have them
        assert DecodeConfig.for_mode(mode, theta_path=0.3).theta_path == 0.0
    assert DecodeConfig.for_mode("gsd", theta_path=0.3).theta_path == 0.3
    assert DecodeConfig.for_mode("ssd", lookup=True).lookup is False and DecodeConfig.for_mode("tsd").lookup
    with pytest.raises(ConfigError, match="for_mode"):
        DecodeConfig(mode="ssd", k=3)
    assert set(MODES) == {"ar", "ssd", "tsd", "gsd", "dyspec"}


def test_bad_prompts_are_refused_with_a_message(tiny_engine):
    for empty in ("", "   \n"):
        with pytest.raises(PromptError, match="empty"):
            list(tiny_engine.generate(empty, DecodeConfig()))
    with pytest.raises(PromptError, match="context"):
        tiny_engine.generate("w5 " * 300, DecodeConfig(), chat=False)
    with pytest.raises(PromptError, match="leaves no room"):
        tiny_engine.generate("w5", DecodeConfig(max_new_tokens=300), chat=False)
    with pytest.raises(PromptError, match="characters"):
        tiny_engine.generate("w5 " * 20_000, DecodeConfig(), chat=False)


def _engine_of(config_of, **shape):
    """An engine whose target drafts for itself (always right, so every tree goes as deep as allowed), built
    from a config in memory; no EOS, so a run lasts max new tokens."""
    from conftest import VOCAB, tiny_tokenizer

    from gsd.engine.loop import Engine

    torch.manual_seed(0)
    model = packing.prepare_for_cpu(AutoModelForCausalLM.from_config(config_of(vocab_size=VOCAB, **shape)).eval())
    engine = Engine(models.ModelPair(model, model, tiny_tokenizer(), "target", "target", torch.device("cpu")))
    engine.eos = set()
    return engine


def test_trees_never_reach_past_the_context():
    """The prompt check leaves room for max new tokens only; the last steps' trees must not place drafted
    positions beyond it (learned positions would index out of range)."""
    from transformers import GPT2Config

    engine = _engine_of(lambda **c: GPT2Config(n_embd=64, n_layer=2, n_head=4, **c), n_positions=16)
    assert engine.context_length == 16
    ids = engine.encode("w5 w6 w7 w8 w9 w10 w11 w12", chat=False, max_new_tokens=8)
    config = DecodeConfig.for_mode("ssd", max_new_tokens=8, max_depth=6)  # a chain: always as deep as allowed
    steps = list(engine.decode(ids, config))
    assert tokens(steps) == plain(engine, ids, 8)
    produced = [sum(len(s.committed) for s in steps[:i]) for i in range(len(steps))]
    depths = [max(node.depth for node in step.graph.nodes) for step in steps]
    assert all(len(ids) + done - 1 + depth <= 15 for depth, done in zip(depths, produced))  # last position: 15
    assert depths[-1] < 6 and max(depths) == 6


def test_a_windowed_model_runs_within_its_window_and_stays_exact():
    """A sliding-window layer sees what a full one does within its window: the engine caps the context there
    (a prompt that would pass it is refused) and keeps whole caches, trees larger than the window included."""
    from transformers import MistralConfig

    engine = _engine_of(lambda **c: MistralConfig(hidden_size=64, intermediate_size=96, num_hidden_layers=2,
                                                  num_attention_heads=4, num_key_value_heads=2, **c),
                        sliding_window=12, max_position_embeddings=128)
    assert model_forward.attention_span(engine.pair.target) == engine.context_length == 12
    ids = engine.encode("w5 w6 w7 w8", chat=False, max_new_tokens=8)
    for mode in ("tsd", "dyspec"):  # trees of up to 33 nodes over a window of 12
        config = DecodeConfig.for_mode(mode, max_new_tokens=8, node_budget=32)
        steps = list(engine.decode(ids, config))
        assert tokens(steps) == plain(engine, ids, 8) and max(s.counters.target_tree_size for s in steps) > 12
    with pytest.raises(PromptError, match="context of 12"):
        engine.encode("w5 w6 w7 w8 w9", chat=False, max_new_tokens=8)


@pytest.mark.parametrize("kernels", [True, False])
def test_a_drafters_top_reads_the_softmax_top_k_of_its_logits(kernels, monkeypatch):
    """`ModelDrafter._top` takes a forward's logits: the same tokens as torch's softmax and top-k and their q to float
    rounding, for one row and for several, each column mapped to its token where the head keeps a few (read once
    where the engine's kernels run, by torch's softmax elsewhere)."""
    from gsd.forward.kernels import build
    if kernels and build.library() is None:
        pytest.skip("the kernels need an x86 CPU with AVX2 and a C compiler")
    if not kernels:
        monkeypatch.setenv("GSD_GEMM", "onednn")
    logits = torch.randn(3, 40, generator=torch.Generator().manual_seed(2)) * 3
    for vocabulary in (None, torch.arange(100, 140)):
        drafter = ModelDrafter.__new__(ModelDrafter)  # its `_top` alone: no model
        drafter.vocabulary = vocabulary
        want_q, want = torch.softmax(logits, -1).topk(4, dim=-1)
        want = want if vocabulary is None else vocabulary[want]
        top_q, top = drafter._top(logits, 4)
        assert top == want.tolist()
        assert top_q == [pytest.approx(row, rel=1e-5) for row in want_q.tolist()]
        assert drafter._top(logits[1], 4) == (top_q[1], top[1])  # one row: lists of its own
