"""The invariant and its neighbours on tiny random models: greedy speculative output equals greedy plain
output for every mode and graph shape; the tree forward equals sequential forwards; merges skip draft
work; limits and EOS are respected; bad input gets a clear error."""

import pytest
import torch
from transformers import AutoModelForCausalLM, DynamicCache

from gsd import forward as model_forward, kernels, models
from gsd.config import MODES, ConfigError, DecodeConfig
from gsd.draft import ModelDrafter, ScriptedDrafter
from gsd.engine import PromptError
from gsd.graph import GraphBuilder, ancestor_mask, positions, unroll

from conftest import EOS

PROMPTS = ["w5 w6 w7 w8", "w30 w31 w30 w31 w30", "w12", "w40 w3 w9 w22 w17 w11 w6"]


def tokens(steps):
    return [t for step in steps for t in step.committed]


def plain(engine, ids, n):
    return tokens(engine.decode(ids, DecodeConfig.for_mode("ar", max_new_tokens=n)))


def ended_at(out: list[int], n: int) -> int:
    """How long a run of at most n new tokens must be: through its first EOS, else n."""
    return out.index(EOS) + 1 if EOS in out else n


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


def test_cpu_runs_the_target_in_float32_and_the_draft_as_fast_as_it_may(tiny_paths):
    """The target decides every token, so it keeps float32 (through oneDNN's packed kernels where torch has
    them); the draft only proposes, so it may run in bfloat16 where the CPU supports it."""
    pair = models.load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu")
    assert pair.target.dtype == torch.float32
    onednn = torch.backends.mkldnn.is_available()
    assert isinstance(pair.target.lm_head, kernels.PackedLinear) == onednn
    plain = [m for model in (pair.target, pair.draft) for m in model.modules() if isinstance(m, torch.nn.Linear)]
    assert (not plain) == onednn  # every Linear of both models is packed
    assert pair.draft.dtype == (torch.bfloat16 if torch.bfloat16 in kernels.onednn_dtypes() else torch.float32)
    half = pair.draft.dtype == torch.float32 and kernels.half_weights()  # float16 weights where fbgemm runs
    assert any(isinstance(m, kernels.HalfLinear) for m in pair.draft.modules()) == half
    assert not any(isinstance(m, kernels.HalfLinear) for m in pair.target.modules())
    assert kernels.weights_dtype(pair.target) == torch.float32
    assert kernels.weights_dtype(pair.draft) == (torch.float16 if half else pair.draft.dtype)
    assert models.model_dtype(torch.device("cuda"), "target") == torch.bfloat16
    plain_model = AutoModelForCausalLM.from_pretrained(tiny_paths["target"], dtype=torch.float32).eval()
    ids = torch.tensor([[5, 6, 7, 8, 9]])
    with torch.inference_mode():
        torch.testing.assert_close(pair.target(input_ids=ids).logits, plain_model(input_ids=ids).logits,
                                   rtol=1e-4, atol=1e-4)


def _two_layers(dtype: torch.dtype):
    """Two linear layers (one with a bias) with 2D and 3D inputs, and what they compute unpacked."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(24, 40), torch.nn.SiLU(), torch.nn.Linear(40, 8, bias=False))
    model = model.to(dtype).eval().requires_grad_(False)
    inputs = [torch.randn(5, 24, dtype=dtype), torch.randn(1, 7, 24, dtype=dtype)]
    return model, inputs, [model(x) for x in inputs]


def test_packed_linears_compute_what_the_plain_layers_do():
    """PackedLinear keeps each layer's weight, bias and shapes: the same outputs for 2D and 3D inputs, in
    float32 and (where the CPU has bfloat16 units) bfloat16; without oneDNN the model is left as it was."""
    onednn = torch.backends.mkldnn.is_available()
    for dtype in kernels.onednn_dtypes() or (torch.float32,):
        model, inputs, expected = _two_layers(dtype)
        kernels.pack_linears(model)
        assert isinstance(model[0], kernels.PackedLinear) == onednn
        assert isinstance(model[2], kernels.PackedLinear) == onednn
        tolerance = 1e-5 if dtype == torch.float32 else 2e-2
        for x, want in zip(inputs, expected):
            torch.testing.assert_close(model(x), want, rtol=tolerance, atol=tolerance)


@pytest.mark.skipif(not kernels.half_weights(), reason="fbgemm's float16 kernel needs an x86 CPU with AVX2")
def test_half_linears_compute_what_the_plain_layers_do_to_float16_rounding():
    model, inputs, expected = _two_layers(torch.float32)
    kernels.pack_linears(model, half=True)
    assert isinstance(model[0], kernels.HalfLinear) and isinstance(model[2], kernels.HalfLinear)
    for x, want in zip(inputs, expected):
        got = model(x)
        assert got.dtype == torch.float32 and got.shape == want.shape
        torch.testing.assert_close(got, want, rtol=2e-3, atol=2e-3)


def test_without_fbgemm_the_draft_keeps_float32_weights_and_output_stays_exact(tiny_paths, monkeypatch):
    """Where torch no longer has fbgemm's float16 kernel (or the CPU is not x86 with AVX2), the draft's
    linear layers are packed in float32 like the target's."""
    monkeypatch.setattr(kernels, "half_weights", lambda: False)
    pair = models.load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu")
    assert not any(isinstance(m, kernels.HalfLinear) for m in pair.draft.modules())
    from gsd.engine import Engine
    engine = Engine(pair)
    for prompt in PROMPTS[:2]:
        ids = engine.encode(prompt, chat=False)
        assert tokens(engine.decode(ids, DecodeConfig.for_mode("gsd", max_new_tokens=20))) == plain(engine, ids, 20)


SHAPES = [
    dict(mode="ssd", max_depth=5),
    dict(mode="tsd", k=3, node_budget=20, max_depth=4),
    dict(mode="gsd"),
    dict(mode="gsd", k=8, theta_sib=0.0, theta_prob=0.0, merge_n=0, node_budget=64, max_depth=5),
    dict(mode="gsd", k=2, theta_sib=0.5, theta_prob=0.1, merge_n=2, node_budget=3),
    dict(mode="dyspec", k=4, node_budget=24),
    dict(mode="dyspec", k=1, node_budget=1, max_depth=1),
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
    base = dict(k=8, theta_sib=0.0, theta_prob=0.0, node_budget=256, max_depth=3)
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


def _first_parent_path(builder, columns, merged=False):
    """A path of nodes the draft ran, each the first parent of the next; with `merged`, one that reaches a
    node the draft ran through a parent other than its first."""
    if merged:
        for node in columns:
            parents = builder.nodes[node].parents
            if len(parents) > 1 and parents[1] in columns and builder.nodes[parents[1]].depth == 1:
                return [parents[1], node]
        return None
    path, node = [], 0
    while True:
        child = next((n for n in columns if builder.nodes[n].parents[0] == node), None)
        if child is None:
            return path
        path.append(child)
        node = child


@pytest.mark.parametrize("merged", [False, True], ids=["first-parent path", "through a merge"])
def test_the_draft_keeps_the_accepted_nodes_keys_and_values(tiny_engine, merged):
    """After a step, the draft keeps what it computed for the accepted nodes instead of running them again:
    its cache then equals a fresh drafter's over the same tokens, and catching up runs only the rest. A node
    reached through a merge is run again: its keys and values were computed under its first parent."""
    context = tuple(tiny_engine.encode("w5 w6 w7 w8", chat=False))
    config = DecodeConfig.for_mode("gsd", k=8, theta_sib=0.0, theta_prob=0.0, merge_n=0, node_budget=256,
                                   max_depth=4)
    drafter, fresh = ModelDrafter(tiny_engine.pair.draft), ModelDrafter(tiny_engine.pair.draft)
    with torch.inference_mode():
        drafter.propose(context, config)
        builder, columns = drafter.drafted
        path = _first_parent_path(builder, columns, merged)
        assert path and len(path) >= 2
        accepted = context + tuple(builder.nodes[n].token for n in path) + (3,)  # then a bonus token
        before = drafter.tokens
        q = drafter._catch_up(accepted)
        reused = 1 if merged else len(path)  # through a merge: the node before it only
        assert drafter.tokens - before == len(accepted) - len(context) - reused
        torch.testing.assert_close(q, fresh._catch_up(accepted), rtol=1e-4, atol=1e-5)
        for mine, theirs in ((drafter.cache.keys, fresh.cache.keys), (drafter.cache.values, fresh.cache.values)):
            torch.testing.assert_close(mine[..., : len(accepted), :], theirs[..., : len(accepted), :],
                                       rtol=1e-4, atol=1e-5)
        assert drafter.cache.length == fresh.cache.length == len(accepted)


def test_counters_report_merge_savings(tiny_engine):
    ids = tiny_engine.encode("w5 w6 w7 w8", chat=False)
    config = DecodeConfig.for_mode("gsd", k=8, theta_sib=0.0, theta_prob=0.0, merge_n=0, node_budget=64,
                                   max_new_tokens=10)
    steps = list(tiny_engine.decode(ids, config))
    assert sum(s.counters.draft_tokens_saved for s in steps) > 0
    for step in steps:
        extra_parents = sum(len(n.parents) - 1 for n in step.graph.nodes)
        assert step.counters.target_tree_size >= len([n for n in step.graph.nodes if n.status != "pruned"])
        assert (step.counters.draft_tokens_saved > 0) == (extra_parents > 0)


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


@pytest.mark.parametrize("bad", [dict(k=0), dict(theta_prob=1.5), dict(theta_sib=-0.1), dict(node_budget=0),
                                 dict(max_new_tokens=10**9), dict(seed=-1), dict(temperature=float("nan")),
                                 dict(merge_n=9), dict(mode="beam")])
def test_out_of_range_settings_are_refused_with_a_message(bad):
    with pytest.raises(ConfigError) as error:
        DecodeConfig(**bad)
    assert next(iter(bad)) in str(error.value)


def test_modes_fix_their_settings():
    assert DecodeConfig.for_mode("ssd", k=4).k == 1
    assert DecodeConfig.for_mode("tsd", theta_sib=0.3).theta_sib == 0.0
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


def test_missing_model_names_the_fix(tmp_path):
    with pytest.raises(models.ModelError, match="local folder"):
        models.load_pair(str(tmp_path / "nowhere"), None, device="cpu")


def test_draft_with_another_tokenizer_names_the_fix(tiny_paths, tmp_path):
    from tokenizers import Tokenizer, models as tk_models
    from transformers import AutoModelForCausalLM, PreTrainedTokenizerFast

    other = tmp_path / "other"
    AutoModelForCausalLM.from_pretrained(tiny_paths["draft"]).save_pretrained(other)
    vocab = {f"x{i}": i for i in range(48)}
    PreTrainedTokenizerFast(tokenizer_object=Tokenizer(tk_models.WordLevel(vocab, unk_token="x0")),
                            eos_token="x2").save_pretrained(other)
    with pytest.raises(models.ModelError, match="same model family"):
        models.load_pair(tiny_paths["target"], str(other), device="cpu")


def test_a_trimmed_draft_head_proposes_only_its_tokens_and_output_stays_exact(tiny_paths, tmp_path):
    """A draft folder with head_tokens.json gets a TrimmedHead: -inf for every other token, the same logits
    as the whole head for the kept ones (which drafting asks for alone); decoding with it still equals plain
    decoding, and every drafted token is a kept one."""
    import shutil
    folder = tmp_path / "draft"
    shutil.copytree(tiny_paths["target"], folder)  # the target as its own draft: it would propose anything
    kept = list(range(3, 48, 2))
    (folder / models.HEAD_TOKENS).write_text('{"tokens": %s}' % kept)
    pair = models.load_pair(tiny_paths["target"], str(folder), device="cpu")
    assert isinstance(pair.draft.lm_head, kernels.TrimmedHead)
    whole = models.load_model(tiny_paths["target"], torch.device("cpu"), "draft")  # the same draft, whole head
    ids = torch.tensor([5, 6, 7, 8])
    with torch.inference_mode():
        logits = [model_forward.forward(m, ids, model_forward.new_cache(m), torch.arange(4), None) for m in (pair.draft, whole)]
    others = [t for t in range(48) if t not in kept]
    assert torch.isneginf(logits[0][:, others]).all() and torch.isfinite(logits[1]).all()
    torch.testing.assert_close(logits[0][:, kept], logits[1][:, kept], rtol=1e-2, atol=1e-2)
    assert model_forward.head_vocabulary(pair.draft).tolist() == kept and model_forward.head_vocabulary(whole) is None
    with torch.inference_mode():  # kept=True: the kept tokens' logits alone, from lean's forward and transformers'
        for new_cache in (model_forward.new_cache, lambda m: DynamicCache(config=m.config)):
            full = model_forward.forward(pair.draft, ids, new_cache(pair.draft), torch.arange(4), None)
            only = model_forward.forward(pair.draft, ids, new_cache(pair.draft), torch.arange(4), None, kept=True)
            assert torch.equal(only, full[:, kept])
    from gsd.engine import Engine
    engine = Engine(pair)
    for prompt in PROMPTS:
        prompt_ids = engine.encode(prompt, chat=False)
        steps = list(engine.decode(prompt_ids, DecodeConfig.for_mode("gsd", max_new_tokens=24)))
        assert tokens(steps) == plain(engine, prompt_ids, 24)
        drafted = {n.token for s in steps for n in s.graph.nodes[1:]}
        assert drafted <= set(kept)


@pytest.mark.parametrize("text", ['{"tokens": [1, 99]}', '{"tokens": "all"}', "not json"])
def test_a_bad_head_tokens_file_is_refused_with_the_fix(tiny_paths, tmp_path, text):
    import shutil
    folder = tmp_path / "draft"
    shutil.copytree(tiny_paths["draft"], folder)
    (folder / models.HEAD_TOKENS).write_text(text)
    with pytest.raises(models.ModelError, match="head"):
        models.load_pair(tiny_paths["target"], str(folder), device="cpu")


def _engine_of(config_of, **shape) -> "Engine":
    """An engine whose target drafts for itself (always right, so every tree goes as deep as allowed), built
    from a config in memory; no EOS, so a run lasts max new tokens."""
    from conftest import VOCAB, tiny_tokenizer

    from gsd.engine import Engine

    torch.manual_seed(0)
    model = kernels.prepare_for_cpu(AutoModelForCausalLM.from_config(config_of(vocab_size=VOCAB, **shape)).eval())
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
