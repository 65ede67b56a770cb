"""The named pairs (`gsd.options.PAIRS`, `--pair`): each names a target and a draft of its tokenizer, and the
families they are (Qwen2 with its biased projections, Llama 3 with its scaled rotary embedding) load from folders
and decode exactly through every forward the engine has on a CPU. Tiny random models of those families, saved
with the tests' tiny tokenizer: no network."""

from __future__ import annotations

import argparse

import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM, Qwen2Config, Qwen2ForCausalLM

from conftest import EOS, VOCAB, tiny_tokenizer
from gsd.config import DecodeConfig
from gsd.engine.loop import Engine
from gsd.models import load_pair
from gsd.options import PAIRS, check_model_flags, model_flags

SHAPE = dict(vocab_size=VOCAB, intermediate_size=128, num_attention_heads=4, num_key_value_heads=2,
             max_position_embeddings=256, bos_token_id=1, eos_token_id=EOS, pad_token_id=0, tie_word_embeddings=False)
FAMILIES = {  # the families of the pairs offered: (config class, model class, the family's own settings)
    "qwen2.5": (Qwen2Config, Qwen2ForCausalLM, {}),
    "llama-3": (LlamaConfig, LlamaForCausalLM, {"rope_scaling": {"rope_type": "llama3", "factor": 8.0,
                                                                 "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                                                                 "original_max_position_embeddings": 64}}),
}


def save(folder, family: str, seed: int, layers: int, hidden: int) -> str:
    config_class, model_class, own = FAMILIES[family]
    torch.manual_seed(seed)
    model = model_class(config_class(**SHAPE, **own, hidden_size=hidden, num_hidden_layers=layers,
                                     initializer_range=0.25))
    if family == "qwen2.5":
        assert model.model.layers[0].self_attn.q_proj.bias is not None  # the family's biased projections
    model.generation_config.eos_token_id = EOS
    model.save_pretrained(folder)
    tiny_tokenizer().save_pretrained(folder)
    return str(folder)


def test_each_named_pair_has_a_target_and_a_draft_and_the_flags_take_them():
    parser = argparse.ArgumentParser()
    model_flags(parser)
    for name, pair in PAIRS.items():
        args = parser.parse_args(["--pair", name])
        check_model_flags(parser, args)
        assert (args.target, args.draft is None) == (pair.target, pair.target is None), name
        assert pair.why
    args = parser.parse_args(["--pair", "qwen2.5-7b", "--target", "some/folder", "--draft", "other/folder"])
    check_model_flags(parser, args)
    assert (args.target, args.draft) == ("some/folder", "other/folder")  # given flags win


@pytest.mark.parametrize("family", FAMILIES)
def test_a_pair_of_each_offered_family_loads_and_decodes_exactly(family, tmp_path):
    target = save(tmp_path / "target", family, seed=0, layers=3, hidden=64)
    draft = save(tmp_path / "draft", family, seed=1, layers=1, hidden=32)
    engine = Engine(load_pair(target, draft, device="cpu"))
    engine.eos = set()  # every run as long as max new tokens
    ids = [8, 9, 10, 11, 12]  # token ids: transformers gives a Qwen2 folder its own tokenizer class, not the tiny one's
    plain = engine.decode(ids, DecodeConfig.for_mode("ar", max_new_tokens=24))
    expected = [t for step in plain for t in step.committed]
    assert len(expected) == 24
    for static in ("off", "eager"):  # the engine's own CPU forward, and the static path's
        for mode in ("gsd", "tsd"):
            config = DecodeConfig.from_preset("graph", mode, max_new_tokens=24)
            steps = list(engine.decode(ids, config, static=static))
            assert [t for step in steps for t in step.committed] == expected, (family, static, mode)
