"""The feature head (`gsd.head`): exact with a head that is mostly wrong and with one that is always right;
what it computes in the engine equals what training computes; the hidden states the engine hands it are the
target's; a bad head folder gets a clear message."""

import pytest
import torch
from safetensors.torch import load_file
from transformers import AutoModelForCausalLM, AutoTokenizer

from gsd import forward as model_forward, lean
from gsd.config import DecodeConfig
from gsd.engine import Engine
from gsd.head import FeatureHead, HeadDrafter, save_head, target_rows
from gsd.models import ModelError, load_pair
from gsd.train.head import run_head

from conftest import PROMPTS, VOCAB, ended_at, plain, tokens

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
    target = AutoModelForCausalLM.from_pretrained(tiny_paths["target"])
    with torch.no_grad():
        for layer in target.model.layers:
            layer.self_attn.o_proj.weight.zero_()
            layer.mlp.down_proj.weight.zero_()
    target.save_pretrained(root / "target")
    AutoTokenizer.from_pretrained(tiny_paths["target"]).save_pretrained(root / "target")
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
        steps = list(engine.decode(ids, DecodeConfig.for_mode(mode, max_new_tokens=n, max_depth=6, drafter="head")))
        assert tokens(steps) == reference, (mode, prompt)
        assert len(reference) == ended_at(reference, n)
        # every step accepts the whole chain of the head's first choices, then the bonus (float16 weights in the
        # head may flip a near tie); after a one-token prompt the head has no hidden state to read yet, and
        # the first step is plain
        drafted = steps[1:-1] if len(ids) == 1 else steps[:-1]
        if len(ids) == 1:
            assert len(steps[0].committed) == 1 and steps[0].counters.draft_forwards == 0
        full = sum(len(step.committed) == _first_choices(step.graph) + 1 for step in drafted)
        assert full >= 0.9 * len(drafted), [len(step.committed) for step in steps]


def _first_choices(graph) -> int:
    """How deep the chain of each node's most likely child goes."""
    children, node, depth = graph.children(), 0, 0
    while children[node]:
        node, depth = max(children[node], key=lambda child: graph.nodes[child].q), depth + 1
    return depth


def test_the_head_computes_in_the_engine_what_training_computes(random_head_engine, random_head):
    """Drafting runs the head's layer incrementally over its cache (the engine's `lean` loop); training runs
    the layer's own forward over whole sequences. Fed the same inputs, both give the same states."""
    head = random_head_engine.pair.head
    trained = FeatureHead(head.config)
    saved = load_file(f"{random_head}/head.safetensors")
    trained.load_state_dict({k: v.float() for k, v in saved.items()}, strict=False)
    trained.bind(*target_rows(random_head_engine.pair.target), head.lm_head.tokens)
    torch.manual_seed(0)
    ids, feats = torch.randint(3, VOCAB, (12,)), torch.randn(12, head.config.hidden_size)
    with torch.inference_mode():
        whole = run_head(trained, ids[None], feats[None])[0]
        cache = lean.Cache(head)
        first, _ = head(ids[:7], feats[:7], cache, torch.arange(1, 8), None)
        rest, _ = head(ids[7:], feats[7:], cache, torch.arange(8, 13), None)
    torch.testing.assert_close(torch.cat([first, rest]), whole, rtol=2e-2, atol=2e-2)  # the head holds float16 weights


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
