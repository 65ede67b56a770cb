"""The feature head (`gsd.head`): exact with a head that is mostly wrong and with one that is always right;
what it computes in the engine equals what training computes; the hidden states the engine hands it are the
target's; a bad head folder gets a clear message."""

import json

import pytest
import torch
from safetensors.torch import load_file
from transformers import AutoModelForCausalLM

from gsd import forward as model_forward, lean
from gsd.config import DecodeConfig
from gsd.engine import Engine
from gsd.graph import GraphBuilder
from gsd.head import FeatureHead, HeadDrafter, save_head, target_rows
from gsd.models import ModelError, load_pair
from gsd.train.head import run_head

from conftest import PROMPTS, VOCAB, ended_at, plain, save_bigram, tokens

SHAPES = [dict(mode="ssd", max_depth=5), dict(mode="tsd", k=3, node_budget=20, max_depth=4), dict(mode="gsd"),
          dict(mode="gsd", k=8, theta_sib=0.0, theta_prob=0.0, merge_n=0, node_budget=64, max_depth=5),
          dict(mode="dyspec", k=4, node_budget=24)]


def _save(head: FeatureHead, folder) -> str:
    save_head(head, torch.arange(VOCAB), folder)
    return str(folder)


@pytest.fixture(scope="module")
def random_head(tiny_paths, tmp_path_factory):
    """An untrained head for the tiny target, saved: its guesses are mostly wrong."""
    target = AutoModelForCausalLM.from_pretrained(tiny_paths["target"])
    torch.manual_seed(3)
    return _save(FeatureHead(target.config), tmp_path_factory.mktemp("head"))


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
    trained = FeatureHead(head.config)
    trained.load_state_dict({k: v.float() for k, v in load_file(f"{folder}/head.safetensors").items()}, strict=False)
    return trained.bind(*target_rows(AutoModelForCausalLM.from_pretrained(target_path)), head.lm_head.tokens)


def test_the_drafter_reads_each_position_as_training_does(tiny_paths, tmp_path):
    """q at the root and at a depth-1 node equal what training's forward gives for the same positions: the
    root's row reads (f_{n-2}, x_{n-1}) at position n - 1, a node its parent's predicted state and its own
    token at the next. The head's attention is made sharp, so that its positions matter."""
    target = AutoModelForCausalLM.from_pretrained(tiny_paths["target"]).eval()
    torch.manual_seed(5)
    sharp = FeatureHead(target.config)
    with torch.no_grad():
        for projection in (sharp.model.layers[0].self_attn.q_proj, sharp.model.layers[0].self_attn.k_proj):
            projection.weight.mul_(8.0)
    folder = _save(sharp, tmp_path)
    engine = Engine(load_pair(tiny_paths["target"], None, device="cpu", with_draft=False, head=folder))
    head = engine.pair.head
    trained = _as_trained(folder, head, tiny_paths["target"])
    ids = engine.encode(PROMPTS[3], chat=False)
    with torch.inference_mode():
        feats = target.model(input_ids=torch.tensor([ids])).last_hidden_state[0]  # (n, H)
        drafter = HeadDrafter(head)
        drafter.observe(feats[:-1])
        q_root = drafter._catch_up(tuple(ids))
        child = int(drafter.vocabulary[q_root.argmax()])
        builder = GraphBuilder(tuple(ids), None)
        node, _ = builder.add(0, child, float(q_root.max()))
        q_child = drafter._run_nodes(builder, [node], {})[0]
        g = run_head(trained, torch.tensor([ids[1:]]), feats[None, :-1])[0]  # rows j = 0 .. n - 2
        deeper = run_head(trained, torch.tensor([ids[1:] + [child]]), torch.cat([feats[:-1], g[-1:]])[None])[0]
        expected_root = torch.softmax(trained.lm_head.kept(g[-1]), -1)
        expected_child = torch.softmax(trained.lm_head.kept(deeper[-1]), -1)
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


def test_bad_head_folders_are_refused_with_a_message(tiny_paths, tmp_path):
    with pytest.raises(ModelError, match="does not hold a feature head"):
        load_pair(tiny_paths["target"], None, device="cpu", with_draft=False, head=str(tmp_path))
    wide = AutoModelForCausalLM.from_pretrained(tiny_paths["target"]).config
    wide.hidden_size *= 2
    _save(FeatureHead(wide), tmp_path / "wide")
    with pytest.raises(ModelError, match="hidden size 128"):
        load_pair(tiny_paths["target"], None, device="cpu", with_draft=False, head=str(tmp_path / "wide"))
    with pytest.raises(ModelError, match="embedded feature head"):
        load_pair(tiny_paths["target"], None, device="cpu", with_draft=False, head="embedded")


def test_the_head_drafter_needs_a_head(tiny_engine):
    with pytest.raises(ModelError, match="no feature head"):
        tiny_engine.generate("w5 w6", DecodeConfig.for_mode("gsd", drafter="head"), chat=False)


def test_training_lowers_the_heads_losses_on_the_targets_own_states(tiny_paths):
    """The data builder's rows (the target's states and top-k) and a few training steps on them: both
    losses fall and the head comes to agree with the target more often."""
    from gsd.train.features import target_features
    from gsd.train.head import batches, collate, init_head, losses

    target = AutoModelForCausalLM.from_pretrained(tiny_paths["target"]).eval().requires_grad_(False)
    generator = torch.Generator().manual_seed(0)
    texts = [torch.randint(3, VOCAB, (int(n),), generator=generator) for n in torch.randint(12, 30, (24,))]
    kept = torch.arange(VOCAB)
    rows = [{"ids": ids, "prompt_len": 4, **f} for ids, f in zip(texts, target_features(target, texts, kept, 4))]
    assert rows[0]["feats"].shape == (len(texts[0]), target.config.hidden_size) and rows[0]["top_ids"].shape[1] == 4
    head = init_head(target, kept)
    for module in (head.embed, head.lm_head):
        module.requires_grad_(False)
    params = [p for p in head.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=3e-3)
    whole = collate(rows)
    with torch.no_grad():
        before = losses(head, whole, 0.0)
    for _ in range(15):
        for group in batches(rows, 128, 0):
            state, token, _ = losses(head, collate([rows[i] for i in group]), 0.05)
            opt.zero_grad()
            (state + 0.5 * token).backward()
            opt.step()
    with torch.no_grad():
        after = losses(head, whole, 0.0)
    assert after[0] < 0.8 * before[0] and after[1] < 0.8 * before[1], (before, after)
    assert after[2] > before[2] + 0.1, (before, after)


def test_the_head_data_keeps_one_writer_to_a_folder(tmp_path):
    """A folder of the draft's answers is not topped up with the target's (or the other way round), and an
    unknown writer is refused, before any model loads."""
    from gsd.train.features import FeatureConfig, build, shard_writer

    assert shard_writer(tmp_path) is None
    (tmp_path / "shard_00000.json").write_text(json.dumps({"tokens": 10, "prompts": 1, "temperature": 0.0}))
    assert shard_writer(tmp_path) == "draft"  # shards from before the field were the draft's
    with pytest.raises(ValueError, match="written by the draft"):
        build(tmp_path, 100, FeatureConfig(writer="target"))
    with pytest.raises(ValueError, match="unknown writer 'human'"):
        build(tmp_path, 100, FeatureConfig(writer="human"))
    (tmp_path / "shard_00000.json").write_text(json.dumps({"tokens": 10, "writer": "target"}))
    assert shard_writer(tmp_path) == "target"


def test_train_head_refuses_a_folder_of_the_other_writer_even_when_full(tmp_path, capsys):
    from gsd.train.head import main

    (tmp_path / "shard_00000.json").write_text(json.dumps({"tokens": 10**6, "writer": "draft"}))
    with pytest.raises(SystemExit):
        main(["--work", str(tmp_path), "--writer", "target", "--out", str(tmp_path / "head")])
    assert "written by the draft" in capsys.readouterr().err
    assert not (tmp_path / "head").exists()


def test_the_bench_runs_a_mode_with_the_head_beside_the_draft(tiny_paths, random_head, tmp_path, capsys):
    from gsd.__main__ import main

    prompts = tmp_path / "p.jsonl"
    prompts.write_text('{"prompt": "w5 w6 w7"}\n{"prompt": "w30 w31 w30"}\n')
    common = ["--prompts", str(prompts), "--target", tiny_paths["target"], "--draft", tiny_paths["draft"],
              "--head", random_head, "--device", "cpu", "--no-chat", "--max-new-tokens", "12"]
    out = tmp_path / "b.json"
    modes = "ar,gsd,gsd:head,gsd:nolookup,gsd:head:nolookup,hf-assisted"
    assert main(["bench", "--modes", modes, "--json", str(out), *common]) == 0
    rows = json.loads(out.read_text())["modes"]
    assert set(rows) == set(modes.split(","))
    assert all(row["exact_vs_ar"] for row in rows.values())
    assert rows["gsd:head"]["draft_tokens"] != rows["gsd"]["draft_tokens"]  # another drafter drafted
    assert rows["gsd"]["lookup"] and not rows["gsd:head:nolookup"]["lookup"] and not rows["ar"]["lookup"]
    assert rows["gsd:head:nolookup"]["drafter"] == "feature head" and rows["ar"]["drafter"] == "none"
    for bad in ("ar:head", "hf-assisted:head", "gsd:bogus", "ar:nolookup", "gsd:head:model", "gsd:nolookup:nolookup"):
        assert main(["bench", "--modes", f"ar,{bad}", *common]) == 2
        assert f"unknown mode {bad};" in capsys.readouterr().err
