"""The feature head (`gsd.engine.head`): exact with a head that is mostly wrong and with one that is always right;
what it computes in the engine equals what training computes; the hidden states the engine hands it are the
target's; a bad head folder gets a clear message."""

import json
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file
from transformers import AutoModelForCausalLM

from gsd import forward as model_forward
from gsd.forward import lean
from gsd.config import DecodeConfig
from gsd.engine.loop import Engine
from gsd.engine.graph import GraphBuilder
from gsd.engine.head import FeatureHead, HeadDrafter, load_head, save_head, target_rows
from gsd.models import ModelError, load_pair
from gsd.train.head import run_head, run_steps

from conftest import EOS, PROMPTS, VOCAB, plain, save_bigram, save_tiny, tokens

SHAPES = [dict(mode="ssd", max_depth=5), dict(mode="tsd", k=3, node_budget=20, max_depth=4), dict(mode="gsd"),
          dict(mode="gsd", k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, merge_n=0, node_budget=64, max_depth=5),
          dict(mode="dyspec", k=4, node_budget=24)]


def _save(head: FeatureHead, folder) -> str:
    save_head(head, torch.arange(VOCAB), folder)
    return str(folder)


# A head of several layers reads outputs of layers before the last (the last one's is the final state, which
# transformers hands over normed): a three-layer tiny target, its layers 1 and 0 in that order.
LAYERS = (1, 0)


@pytest.fixture(scope="module")
def deep_target(tmp_path_factory):
    return save_tiny(tmp_path_factory.mktemp("deep") / "target", seed=0, layers=3)


@pytest.fixture(scope="module")
def random_head_engine(tiny_paths, random_head):
    return Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu", head=random_head))


@pytest.fixture(scope="module")
def bigram_engine(tiny_paths, tmp_path_factory):
    """A target whose layers add nothing (each token's logits depend on that token alone) and a head that
    computes exactly its next hidden state: the head is always right, at every depth."""
    root = tmp_path_factory.mktemp("bigram")
    target = AutoModelForCausalLM.from_pretrained(save_bigram(tiny_paths["target"], root / "target"))
    head = FeatureHead(target.config)
    hidden = target.config.hidden_size
    with torch.no_grad():
        head.fc.weight.copy_(torch.cat([torch.eye(hidden), torch.zeros(hidden, hidden)], 1))  # the token alone
        head.model.layers[0].self_attn.o_proj.weight.zero_()
        head.model.layers[0].mlp.down_proj.weight.zero_()
        head.model.norm.weight.copy_(target.model.norm.weight)
    folder = _save(head, root / "head")
    return Engine(load_pair(str(root / "target"), None, device="cpu", with_draft=False, head=folder))


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "-".join(f"{k}={v}" for k, v in s.items()))
def test_a_mostly_wrong_head_is_exact(shape, random_head_engine):
    engine = random_head_engine
    settings = {k: v for k, v in shape.items() if k != "mode"}
    for prompt in PROMPTS:
        ids = engine.encode(prompt, chat=False)
        config = DecodeConfig.for_mode(shape["mode"], max_new_tokens=30, drafter="head", **settings)
        assert tokens(engine.decode(ids, config)) == plain(engine, ids, 30), (shape, prompt)


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "-".join(f"{k}={v}" for k, v in s.items()))
def test_the_draft_and_the_head_drafting_together_are_exact(shape, random_head_engine):
    """`--drafter both`: every round runs the draft model and the head over the same nodes; a one-token prompt's
    first step, before the head has a hidden state to read, drafts with the model alone."""
    engine = random_head_engine
    settings = {k: v for k, v in shape.items() if k != "mode"}
    for prompt in PROMPTS:
        ids = engine.encode(prompt, chat=False)
        config = DecodeConfig.for_mode(shape["mode"], max_new_tokens=30, drafter="both", lookup_first=False,
                                       **settings)
        steps = list(engine.decode(ids, config))
        assert tokens(steps) == plain(engine, ids, 30), (shape, prompt)
        assert sum(step.counters.draft_forwards for step in steps) > 0


def test_both_drafts_with_the_mean_of_the_two_drafters_q(random_head_engine):
    """At a step's root the ensemble's q is the mean of the draft model's and the head's, over every token."""
    engine = random_head_engine
    ids = engine.encode(PROMPTS[3], chat=False)
    dense = {}
    for drafter in ("model", "head", "both"):
        config = DecodeConfig.for_mode("gsd", drafter=drafter, lookup=False)
        made = engine.prefilled(ids[:-1], drafter, config).drafter
        with torch.inference_mode():
            scores = made._catch_up(tuple(ids))  # a drafter's logits; the ensemble's, its q (their mean)
        q = scores if drafter == "both" else torch.softmax(scores, dim=-1)
        columns = made.vocabulary if made.vocabulary is not None else torch.arange(len(q))
        dense[drafter] = torch.zeros(VOCAB).index_put_((columns,), q)
    assert not torch.allclose(dense["model"], dense["head"])  # two drafters that disagree
    torch.testing.assert_close(dense["both"], 0.5 * dense["model"] + 0.5 * dense["head"])


@pytest.mark.parametrize("mode", ["ssd", "tsd", "gsd", "dyspec"])
def test_an_always_right_head_is_exact_and_fills_every_step(mode, bigram_engine):
    engine, n = bigram_engine, 40
    for prompt in PROMPTS:
        ids = engine.encode(prompt, chat=False)
        reference = plain(engine, ids, n)
        config = DecodeConfig.for_mode(mode, max_new_tokens=n, max_depth=6, drafter="head", lookup=False)
        steps = list(engine.decode(ids, config))
        assert tokens(steps) == reference, (mode, prompt)
        # every step accepts the whole chain of the head's first choices (the head's alone: no lookup branch), then the bonus (float16 weights in the
        # head may flip a near tie); after a one-token prompt the head has no hidden state to read yet, and
        # the first step is plain
        drafted = steps[1:-1] if len(ids) == 1 else steps[:-1]
        if len(ids) == 1:
            assert len(steps[0].committed) == 1 and steps[0].counters.draft_forwards == 0
        assert drafted
        full = sum(len(step.committed) == _first_choices(step.graph) + 1 for step in drafted)
        assert full >= 0.9 * len(drafted), [len(step.committed) for step in steps]


def _first_choices(graph) -> int:
    """How deep the chain of each node's most likely child goes."""
    children, node, depth = graph.children(), 0, 0
    while children[node]:
        node, depth = max(children[node], key=lambda child: graph.nodes[child].q), depth + 1
    return depth


def test_the_head_computes_in_the_engine_what_training_computes(random_head_engine, random_head, tiny_paths):
    """Drafting runs the head's layer incrementally over its cache (the engine's `lean` loop); training runs
    the layer's own forward over whole sequences. Fed the same inputs, both give the same states."""
    head = random_head_engine.pair.head
    trained = _as_trained(random_head, head, tiny_paths["target"])
    torch.manual_seed(0)
    ids, feats = torch.randint(3, VOCAB, (12,)), torch.randn(12, head.config.hidden_size)
    with torch.inference_mode():
        whole = run_head(trained, ids[None], feats[None])[0]
        cache = lean.Cache(head)
        first, _ = head(ids[:7], feats[:7], cache, torch.arange(1, 8), None)
        rest, _ = head(ids[7:], feats[7:], cache, torch.arange(8, 13), None)
    torch.testing.assert_close(torch.cat([first, rest]), whole, rtol=2e-2, atol=2e-2)  # the head holds float16 weights


def _as_trained(folder, head: FeatureHead, target_path: str) -> FeatureHead:
    """The saved head in float32 with transformers' modules, bound to an unswapped copy of the target: as
    training runs it."""
    trained = FeatureHead(head.config, head.feature_layers)
    trained.load_state_dict({k: v.float() for k, v in load_file(f"{folder}/head.safetensors").items()}, strict=False)
    return trained.bind(*target_rows(AutoModelForCausalLM.from_pretrained(target_path)), head.lm_head.tokens)


@pytest.mark.parametrize("layers", [(), LAYERS], ids=["final-state", "two-layers"])
def test_the_drafter_reads_each_position_as_training_does(deep_target, tmp_path, layers, monkeypatch):
    """q at the root and at a depth-2 node equal training's steps 1 and 2 for the same positions: the root's
    row reads (f_{n-2}, x_{n-1}) at position n - 1, a node its parent's predicted state and its own token at
    the next, seeing the target-read rows and itself. The head's attention is made sharp, so that its
    positions matter; a head of several layers reads them fused. Its weights are not rounded to 8-bit blocks
    here (GSD_GEMM=float32), which the sharp attention would magnify past the float16 tolerance."""
    monkeypatch.setenv("GSD_GEMM", "float32")
    target = AutoModelForCausalLM.from_pretrained(deep_target).eval()
    torch.manual_seed(5)
    sharp = FeatureHead(target.config, layers)
    with torch.no_grad():
        for projection in (sharp.model.layers[0].self_attn.q_proj, sharp.model.layers[0].self_attn.k_proj):
            projection.weight.mul_(8.0)
    folder = _save(sharp, tmp_path)
    engine = Engine(load_pair(deep_target, None, device="cpu", with_draft=False, head=folder))
    head = engine.pair.head
    trained = _as_trained(folder, head, deep_target)
    ids = engine.encode(PROMPTS[3], chat=False)
    with torch.inference_mode():
        out = target.model(input_ids=torch.tensor([ids]), output_hidden_states=True)
        feats = (torch.cat([out.hidden_states[i + 1][0] for i in layers], -1) if layers
                 else out.last_hidden_state[0])  # (n, H or layers × H)
        drafter = HeadDrafter(head)
        drafter.observe(feats[:-1])
        q_root = torch.softmax(drafter._catch_up(tuple(ids)), -1)  # the drafter's scores are its logits
        child = int(drafter.vocabulary[q_root.argmax()])
        builder = GraphBuilder(tuple(ids), None)
        node, _ = builder.add(0, child, float(q_root.max()))
        q_child = torch.softmax(drafter._run_nodes(builder, [node], {})[0], -1)
        states = trained.fused(feats[:-1])  # positions 0 .. n - 2
        steps = dict(run_steps(trained, torch.tensor([ids + [child, 0]]), states[None], 2))
        expected_root = torch.softmax(trained.lm_head.kept(steps[1][0, -1]), -1)
        expected_child = torch.softmax(trained.lm_head.kept(steps[2][0, -1]), -1)
    torch.testing.assert_close(q_root, expected_root, rtol=5e-2, atol=2e-3)
    torch.testing.assert_close(q_child, expected_child, rtol=5e-2, atol=2e-3)


def test_the_engine_hands_the_head_the_targets_hidden_states(bigram_engine):
    engine = bigram_engine  # a head that is always right: most steps accept several nodes
    ids = engine.encode(PROMPTS[0], chat=False)
    drafter = HeadDrafter(engine.pair.head)
    steps = list(engine.decode(ids, DecodeConfig.for_mode("ssd", max_new_tokens=20, drafter="head"), drafter=drafter))
    assert max(len(step.committed) for step in steps) > 2
    committed = ids + tokens(steps)
    target = engine.pair.target
    with torch.inference_mode():
        _, hidden = model_forward.forward(target, torch.tensor(committed), model_forward.new_cache(target),
                                          torch.arange(len(committed)), None, features=True)
    # every committed position but the last (the last step may have been cut at max new tokens after it
    # handed over its accepted nodes')
    assert len(drafter.features) >= len(committed) - 1
    torch.testing.assert_close(drafter.features[: len(committed) - 1], hidden[:-1], rtol=1e-4, atol=1e-4)


def test_lean_and_transformers_give_the_same_hidden_states(tiny_paths):
    pair = load_pair(tiny_paths["target"], None, device="cpu", with_draft=False)
    plain_model = AutoModelForCausalLM.from_pretrained(tiny_paths["target"])
    ids = torch.tensor([5, 9, 14, 3, 22])
    with torch.inference_mode():
        logits, hidden = model_forward.forward(pair.target, ids, model_forward.new_cache(pair.target),
                                               torch.arange(5), None, last=1, features=True)
        other_logits, other = model_forward.forward(plain_model, ids, model_forward.new_cache(plain_model),
                                                    torch.arange(5), None, last=1, features=True)
    assert lean.supports(pair.target) and not lean.supports(plain_model)
    assert hidden.shape == (5, plain_model.config.hidden_size) and logits.shape == (1, VOCAB)
    torch.testing.assert_close(hidden, other, rtol=1e-4, atol=1e-4)
    torch.testing.assert_close(logits, other_logits, rtol=1e-4, atol=1e-4)


def test_lean_hands_over_the_same_layer_outputs_as_transformers(deep_target):
    """features=(layers): the outputs of those layers, joined, over a prompt and over a tree after it."""
    pair = load_pair(deep_target, None, device="cpu", with_draft=False)
    plain_model = AutoModelForCausalLM.from_pretrained(deep_target)
    ids, tree, parents = torch.tensor([5, 9, 14, 3, 22]), torch.tensor([7, 8, 9]), torch.tensor([[1, 0, 0],
                                                                                              [1, 1, 0], [1, 0, 1]])
    visible = torch.cat([torch.ones(3, 5, dtype=torch.bool), parents.bool()], 1)
    got = []
    with torch.inference_mode():
        for model in (pair.target, plain_model):
            cache = model_forward.new_cache(model)
            _, prompt = model_forward.forward(model, ids, cache, torch.arange(5), None, last=1, features=LAYERS)
            logits, step = model_forward.forward(model, tree, cache, torch.tensor([5, 6, 6]), visible,
                                                 features=LAYERS)
            got.append((prompt, step, logits))
    assert got[0][0].shape == (5, 2 * plain_model.config.hidden_size)
    for ours, theirs in zip(*got):
        torch.testing.assert_close(ours, theirs, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("static", ["off", "eager"])
def test_a_head_of_several_layers_is_exact_and_reads_the_targets_layers(static, deep_target, tmp_path):
    """Exact, and fed the target's layers at every committed position, on today's forward and on the static path
    (whose verify step hands the layers over with its verdict: the GPU's captured path)."""
    target = AutoModelForCausalLM.from_pretrained(deep_target)
    torch.manual_seed(4)
    folder = _save(FeatureHead(target.config, LAYERS), tmp_path)
    engine = Engine(load_pair(deep_target, None, device="cpu", with_draft=False, head=folder), static=static)
    for shape in SHAPES[:3]:
        settings = {k: v for k, v in shape.items() if k != "mode"}
        ids = engine.encode(PROMPTS[1], chat=False)
        config = DecodeConfig.for_mode(shape["mode"], max_new_tokens=24, drafter="head", **settings)
        drafter = HeadDrafter(engine.pair.head)
        committed = ids + tokens(engine.decode(ids, config, drafter=drafter))
        assert committed[len(ids):] == plain(engine, ids, 24), shape
        with torch.inference_mode():
            _, layers = model_forward.forward(engine.pair.target, torch.tensor(committed),
                                              model_forward.new_cache(engine.pair.target),
                                              torch.arange(len(committed)), None, features=LAYERS)
            expected = engine.pair.head.fused(layers[: len(committed) - 1])
        torch.testing.assert_close(drafter.features[: len(committed) - 1], expected, rtol=1e-3, atol=1e-3)


def test_the_head_shares_a_float32_cpu_targets_rows_and_copies_anothers(tiny_paths, tmp_path):
    """The head drafts on the CPU in float32 beside a target on any device or dtype: a float32 CPU target's
    embedding is shared (no second copy of the vocabulary's rows), another's is copied to the CPU in float32."""
    folder = Path(_save(FeatureHead(AutoModelForCausalLM.from_pretrained(tiny_paths["target"]).config), tmp_path))
    shared = AutoModelForCausalLM.from_pretrained(tiny_paths["target"])
    assert load_head(folder, shared).embed.weight.data_ptr() == shared.get_input_embeddings().weight.data_ptr()
    other = AutoModelForCausalLM.from_pretrained(tiny_paths["target"]).to(torch.bfloat16)
    head = load_head(folder, other)
    rows = head.embed.weight
    assert rows.dtype == torch.float32 and rows.device.type == "cpu"
    assert rows.data_ptr() != other.get_input_embeddings().weight.data_ptr()
    torch.testing.assert_close(rows, other.get_input_embeddings().weight.float())


def test_bad_head_folders_are_refused_with_a_message(tiny_paths, tmp_path):
    with pytest.raises(ModelError, match="does not hold a feature head"):
        load_pair(tiny_paths["target"], None, device="cpu", with_draft=False, head=str(tmp_path))
    wide = AutoModelForCausalLM.from_pretrained(tiny_paths["target"]).config
    wide.hidden_size *= 2
    _save(FeatureHead(wide), tmp_path / "wide")
    with pytest.raises(ModelError, match="hidden size 128"):
        load_pair(tiny_paths["target"], None, device="cpu", with_draft=False, head=str(tmp_path / "wide"))
    _save(FeatureHead(AutoModelForCausalLM.from_pretrained(tiny_paths["target"]).config, (0, 1)), tmp_path / "deep")
    with pytest.raises(ModelError, match=r"reads layers \[0, 1\]; this target's are 0 to 0"):
        load_pair(tiny_paths["target"], None, device="cpu", with_draft=False, head=str(tmp_path / "deep"))
    with pytest.raises(ModelError, match="embedded feature head"):
        load_pair(tiny_paths["target"], None, device="cpu", with_draft=False, head="embedded")


@pytest.mark.parametrize("drafter", ["head", "both"])
def test_the_head_drafter_needs_a_head(tiny_engine, drafter):
    with pytest.raises(ModelError, match="no feature head"):
        tiny_engine.generate("w5 w6", DecodeConfig.for_mode("gsd", drafter=drafter), chat=False)


def _layered_rows(target, layers=LAYERS, count=24):
    """The tiny target's answers to random prompts, as the corpus stores them with --feature-layers."""
    from gsd.train.corpus import sample_batch

    generator = torch.Generator().manual_seed(0)
    prompts = [torch.randint(3, VOCAB, (int(n),), generator=generator).tolist()
               for n in torch.randint(4, 9, (count,), generator=generator)]
    return sample_batch(target, prompts, 1.0, 16, 4, EOS, generator, layers)


def test_the_corpus_stores_the_layers_the_target_read(deep_target):
    """sample_batch's feats equal a plain forward's outputs of those layers at every position but the last,
    for prompts of every length in one left-padded batch."""
    target = AutoModelForCausalLM.from_pretrained(deep_target).eval()
    rows = _layered_rows(target, count=6)
    for row in rows:
        with torch.no_grad():
            out = target(input_ids=row["ids"][None].long(), output_hidden_states=True)
        expected = torch.cat([out.hidden_states[2][0], out.hidden_states[1][0]], -1)[:-1]
        assert row["feats"].shape == (len(row["ids"]) - 1, 2 * target.config.hidden_size)
        torch.testing.assert_close(row["feats"].float(), expected, rtol=2e-3, atol=2e-3)


def test_training_lowers_the_loss_and_raises_agreement_at_every_depth(deep_target):
    """A few training steps on the target's own answers and layers: the loss falls and the head agrees with
    the target more often, at depth 1 and on its own drafts at depth 2."""
    from gsd.train.head import batches, collate, init_head, losses

    target = AutoModelForCausalLM.from_pretrained(deep_target).eval().requires_grad_(False)
    rows, kept = _layered_rows(target), torch.arange(VOCAB)
    head = init_head(target, kept, LAYERS)
    for module in (head.embed, head.lm_head):
        module.requires_grad_(False)
    params = [p for p in head.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=3e-3)
    whole = collate(rows, kept, 2)
    with torch.no_grad():
        before = losses(head, whole, 2, 0.8)
    for _ in range(20):
        for group in batches(rows, 128, 0):
            loss, _ = losses(head, collate([rows[i] for i in group], kept, 2), 2, 0.8)
            opt.zero_grad()
            loss.backward()
            opt.step()
    with torch.no_grad():
        after = losses(head, whole, 2, 0.8)
    assert after[0] < 0.8 * before[0], (before, after)
    assert all(a > b + 0.1 for a, b in zip(after[1], before[1])), (before, after)


def test_training_beside_the_draft_learns_the_mean_that_both_drafts_with(deep_target, tiny_paths):
    """train-head --partner: the loss is the soft cross-entropy of the mean q (`share` of it the draft's), as
    `--drafter both` drafts. At share 0 it is the head's own loss; at share 1 the draft's alone, which the
    head cannot move; between, training lowers it and raises the mean's agreement."""
    from gsd.models import trim_head
    from gsd.train.head import batches, collate, init_head, losses

    target = AutoModelForCausalLM.from_pretrained(deep_target).eval().requires_grad_(False)
    draft = AutoModelForCausalLM.from_pretrained(tiny_paths["draft"]).eval().requires_grad_(False)
    rows, kept = _layered_rows(target), torch.arange(VOCAB)
    trim_head(draft, kept)
    head = init_head(target, kept, LAYERS)
    for module in (head.embed, head.lm_head):
        module.requires_grad_(False)
    whole = collate(rows, kept, 2)
    with torch.no_grad():
        alone, draft_alone = losses(head, whole, 2, 0.8), losses(head, whole, 2, 0.8, draft, 1.0)
        torch.testing.assert_close(losses(head, whole, 2, 0.8, draft, 0.0)[0], alone[0])
        before = losses(head, whole, 2, 0.8, draft, 0.5)
        head.fc.weight.mul_(3.0)  # another head: the draft's own loss is unchanged
        torch.testing.assert_close(losses(head, whole, 2, 0.8, draft, 1.0)[0], draft_alone[0])
        head.fc.weight.div_(3.0)
    params = [p for p in head.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=3e-3)
    for _ in range(20):
        for group in batches(rows, 128, 0):
            loss, _ = losses(head, collate([rows[i] for i in group], kept, 2), 2, 0.8, draft, 0.5)
            opt.zero_grad()
            loss.backward()
            opt.step()
    with torch.no_grad():
        after = losses(head, whole, 2, 0.8, draft, 0.5)
    assert after[0] < 0.8 * before[0], (before, after)
    assert all(a > b + 0.1 for a, b in zip(after[1], before[1])), (before, after)


def test_training_goes_on_from_a_saved_head_and_refuses_one_of_other_layers(deep_target, tmp_path):
    """train-head --init: the head starts with the saved weights (as bfloat16 keeps them), not fresh ones; a
    head that reads other layers, or a folder with no head, is refused with a message."""
    from gsd.engine.head import save_head
    from gsd.train.head import init_head

    target = AutoModelForCausalLM.from_pretrained(deep_target).eval().requires_grad_(False)
    kept = torch.arange(VOCAB)
    saved = init_head(target, kept, LAYERS, seed=1)
    save_head(saved, kept, tmp_path / "head")
    again = init_head(target, kept, LAYERS, seed=2, init=tmp_path / "head")
    fresh = init_head(target, kept, LAYERS, seed=2)
    for name, value in saved.own_state().items():
        torch.testing.assert_close(again.own_state()[name], value.to(torch.bfloat16).float())
    assert not torch.equal(fresh.own_state()["fc.weight"], again.own_state()["fc.weight"])
    with pytest.raises(ValueError, match=r"reads layers \[1, 0\], not \[0\]: pass --layers 1,0"):
        init_head(target, kept, (0,), init=tmp_path / "head")
    with pytest.raises(ValueError, match="does not hold a feature head"):
        init_head(target, kept, LAYERS, init=tmp_path / "nothing")


def test_train_head_names_the_command_that_writes_its_data(tmp_path, capsys):
    """A work folder without the target's layer outputs: a message naming the corpus command, no head."""
    from gsd.train.head_cli import main

    with pytest.raises(SystemExit):
        main(["--work", str(tmp_path), "--out", str(tmp_path / "head")])
    assert "--feature-layers 2,15,27" in capsys.readouterr().err
    assert not (tmp_path / "head").exists()


def test_the_bench_runs_a_mode_with_the_head_beside_the_draft(tiny_paths, random_head, tmp_path, capsys):
    from gsd.__main__ import main

    prompts = tmp_path / "p.jsonl"
    prompts.write_text('{"prompt": "w5 w6 w7"}\n{"prompt": "w30 w31 w30"}\n')
    common = ["--prompts", str(prompts), "--target", tiny_paths["target"], "--draft", tiny_paths["draft"],
              "--head", random_head, "--device", "cpu", "--no-chat", "--max-new-tokens", "12",
              "--no-sized"]  # the θ's alone: what each drafter drafts, not which steps this machine's timings size
    out = tmp_path / "b.json"
    modes = "ar,gsd,gsd:head,gsd:both,gsd:nolookup,gsd:head:nolookup,hf-assisted"
    assert main(["bench", "--modes", modes, "--json", str(out), *common]) == 0
    rows = json.loads(out.read_text())["modes"]
    assert set(rows) == set(modes.split(","))
    assert all(row["exact_vs_ar"] for row in rows.values())
    assert rows["gsd:head"]["draft_tokens"] != rows["gsd"]["draft_tokens"]  # another drafter drafted
    assert rows["gsd"]["lookup"] and not rows["gsd:head:nolookup"]["lookup"] and not rows["ar"]["lookup"]
    assert rows["gsd:head:nolookup"]["drafter"] == "feature head" and rows["ar"]["drafter"] == "none"
    assert rows["gsd:both"]["drafter"].endswith("and the feature head")
    for bad in ("ar:head", "hf-assisted:head", "gsd:bogus", "ar:nolookup", "gsd:head:model", "gsd:nolookup:nolookup"):
        assert main(["bench", "--modes", f"ar,{bad}", *common]) == 2
        assert f"unknown mode {bad};" in capsys.readouterr().err


def test_a_corpus_reread_from_its_token_ids_is_the_corpus_sampled(deep_target, tmp_path, monkeypatch, capsys):
    """The token ids alone travel (a GPU's corpus comes back as corpus-ids.pt): reading them again gives the
    rows sampling stored, the target's top-k and layers included, and the shards training reads."""
    from gsd.train import cli, corpus, reread

    target = AutoModelForCausalLM.from_pretrained(deep_target).eval()
    rows = _layered_rows(target, count=6)
    ids = [{"ids": row["ids"], "prompt_len": row["prompt_len"], "temperature": row["temperature"]} for row in rows]
    again = reread.reread_rows(target, ids, 4, LAYERS)
    for row, new in zip(rows, again):
        assert new["ids"].tolist() == row["ids"].tolist() and new["prompt_len"] == row["prompt_len"]
        assert new["top_ids"].shape == row["top_ids"].shape == (len(row["ids"]) - row["prompt_len"], 4)
        assert new["top_ids"][:, 0].tolist() == row["top_ids"][:, 0].tolist()
        torch.testing.assert_close(new["top_logp"].float(), row["top_logp"].float(), rtol=1e-2, atol=1e-2)
        torch.testing.assert_close(new["feats"].float(), row["feats"].float(), rtol=2e-3, atol=2e-3)

    path = tmp_path / "corpus-ids.pt"
    torch.save({"requests": ids[:4], "chats": ids[4:]}, path)
    monkeypatch.setattr(reread, "embedded_target_path", lambda: deep_target)
    work = tmp_path / "work"
    code = cli.main(["--stage", "reread", "--ids", str(path), "--work", str(work), "--batch", "3", "--top-k", "4",
                     "--dtype", "float32", "--feature-layers", ",".join(map(str, LAYERS)), "--device", "cpu"])
    assert code == 0
    tokens = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    answers = [len(row["top_ids"]) for row in rows]
    assert tokens == {"requests": sum(answers[:4]), "chats": sum(answers[4:])}
    shards = [torch.load(corpus.corpus_folder(work, "requests") / f"shard_{i:05d}.pt") for i in (0, 1)]
    assert [len(shard) for shard in shards] == [3, 1]
    assert "feats" in shards[0][0] and shards[1][0]["ids"].tolist() == rows[3]["ids"].tolist()

    (tmp_path / "bad.pt").write_text("not a tensor file")
    torch.save(torch.zeros(3), tmp_path / "tensor.pt")
    for bad in ("bad.pt", "tensor.pt"):
        assert cli.main(["--stage", "reread", "--ids", str(tmp_path / bad), "--work", str(work)]) == 2
        assert "is not a corpus's token ids" in capsys.readouterr().err
    assert cli.main(["--stage", "reread", "--work", str(work)]) == 2
    assert "needs --ids" in capsys.readouterr().err


@pytest.mark.parametrize("dtype", ["float32", "bfloat16"])
def test_train_head_trains_in_the_precision_asked(deep_target, tmp_path, monkeypatch, dtype):
    """--train-dtype float32 turns autocast off (on a CPU without bfloat16 units an emulated bfloat16 step took
    minutes); either way a head is trained on the corpus's layers, saved and recorded with its precision."""
    import json

    from gsd.train import corpus, head as head_train

    target = AutoModelForCausalLM.from_pretrained(deep_target).eval()
    rows = _layered_rows(target, count=24)
    folder = corpus.corpus_folder(tmp_path / "work", "requests")
    folder.mkdir(parents=True)
    torch.save(rows, folder / "shard_00000.pt")
    (folder / "shard_00000.json").write_text(json.dumps({"tokens": sum(len(r["top_ids"]) for r in rows)}))
    monkeypatch.setattr(head_train, "embedded_target_path", lambda: deep_target)
    monkeypatch.setattr(head_train, "head_tokens", lambda path: torch.arange(VOCAB))
    asked, autocast = [], torch.autocast

    def spy(*args, **kwargs):
        asked.append(kwargs.get("enabled", True))
        return autocast(*args, **kwargs)

    monkeypatch.setattr(torch, "autocast", spy)
    config = head_train.HeadTrainConfig(epochs=1, batch_tokens=128, train_dtype=dtype)
    recipe = head_train.train(tmp_path / "work", config, tmp_path / "head", LAYERS)
    assert asked and set(asked) == {dtype == "bfloat16"}
    assert recipe["training"]["train_dtype"] == dtype and (tmp_path / "head" / "head.json").exists()


def test_held_out_quality_with_the_draft_reads_the_position_the_head_does(bigram_engine):
    """`evaluate(..., draft=)`: the mean of the head's and a draft's q at depth 1, the draft read at the position
    whose next token the head predicts. Here both are the target's own q (the bigram target drafting for itself,
    the always-right head), so the mean's first choice is the target's greedy token."""
    from gsd.train.head_quality import evaluate

    engine = bigram_engine
    target = engine.pair.target
    answers = []
    for prompt in PROMPTS[:2] + PROMPTS[3:]:
        ids = engine.encode(prompt, chat=False)
        answers.append((torch.tensor(ids + plain(engine, ids, 20)), len(ids)))
    with torch.inference_mode():
        quality = evaluate(engine.pair.head, target, answers, depth=1, draft=target)
    assert quality["top1"] >= 0.9 and quality["with_draft"]["top1"] >= 0.95, quality
    assert quality["with_draft"]["top1"] <= quality["with_draft"]["top4"]
