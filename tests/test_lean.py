"""The engine's own CPU forward (`gsd.forward.lean`) computes what transformers' forward computes, for every kind of
call the engine makes (prefill, one token, a tree with its mask, a catch-up chunk, after keeping a path),
on each family it takes; other models go to transformers."""

import pytest
import torch
from transformers import AutoModelForCausalLM, DynamicCache, GPT2Config, LlamaConfig, MistralConfig, Qwen2Config

from gsd import forward as model_forward
from gsd.forward.kernels import packing
from gsd.forward import lean

SHAPE = dict(vocab_size=40, hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
             num_key_value_heads=2, max_position_embeddings=128)


def tiny(config):
    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_config(config, attn_implementation="sdpa").eval()
    with torch.no_grad():
        for name, parameter in model.named_parameters():
            if "norm" in name or "ln" in name:  # initialised to ones: made random so the scale counts
                parameter.uniform_(0.5, 1.5)
    return packing.prepare_for_cpu(model)


FAMILIES = {
    "llama": lambda: LlamaConfig(**SHAPE, attention_bias=True),
    "mistral": lambda: MistralConfig(**SHAPE, sliding_window=None),
    "qwen2": lambda: Qwen2Config(**SHAPE),
}


def tree_mask(past: int, parents: list[int]) -> torch.Tensor:
    visible = torch.zeros(len(parents), past + len(parents), dtype=torch.bool)
    visible[:, :past] = True
    for row, parent in enumerate(parents):
        visible[row, past + row] = True
        while parent >= 0:
            visible[row, past + parent] = True
            parent = parents[parent]
    return visible


@pytest.mark.parametrize("family", FAMILIES)
def test_lean_forward_equals_transformers_forward(family):
    model = tiny(FAMILIES[family]())
    assert lean.supports(model)
    ours, theirs = lean.Cache(model, capacity=4), DynamicCache(config=model.config)  # 4: it must grow
    assert isinstance(model_forward.new_cache(model), lean.Cache)

    def both(ids, positions, visible=None, last=0):
        ids, positions = torch.tensor(ids), torch.tensor(positions)
        a = model_forward.forward(model, ids, ours, positions, visible, last)
        b = model_forward.forward(model, ids, theirs, positions, visible, last)
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-5)
        assert model_forward.cache_length(ours) == model_forward.cache_length(theirs)
        return a

    with torch.inference_mode():
        both([5, 6, 7, 8, 9], range(5))                                  # prefill, causal from an empty cache
        both([10], [5])                                                  # one token
        both([11, 12, 13], [6, 7, 8], last=1)                            # a catch-up chunk over a cache
        parents = [-1, 0, 0, 1, 2, 3]                                    # root, two branches, a chain
        depths = [0, 1, 1, 2, 2, 3]
        logits = both([14, 15, 16, 17, 18, 19], [9 + d for d in depths], tree_mask(9, parents))
        for cache in (ours, theirs):
            model_forward.keep_cache(cache, 9, torch.tensor([0, 2, 4]))         # root, then the second branch
        both([20], [12])                                                 # after the kept path
        for cache in (ours, theirs):
            model_forward.crop_cache(cache, 7)
        both([21, 22], [7, 8])
    assert logits.shape == (6, 40) and logits.dtype == torch.float32


@pytest.mark.parametrize("config", [
    MistralConfig(**SHAPE, sliding_window=16),                   # attends within a window: not this loop
    Qwen2Config(**SHAPE, use_sliding_window=True, sliding_window=16),
    GPT2Config(vocab_size=40, n_embd=64, n_layer=2, n_head=4),  # another layer altogether
], ids=["mistral-window", "qwen2-window", "gpt2"])
def test_other_models_go_to_transformers(config):
    model = tiny(config)
    assert not lean.supports(model)
    cache = model_forward.new_cache(model)
    assert isinstance(cache, DynamicCache)
    with torch.inference_mode():
        logits = model_forward.forward(model, torch.tensor([1, 2, 3]), cache, torch.arange(3), None)
    assert logits.shape == (3, 40)


@pytest.mark.parametrize("keep", [[0, 1, 2], [0], [], [0, 2, 3], [1, 2]])
def test_keeping_positions_moves_them_down_and_leaves_those_in_place_untouched(keep):
    """`Cache.keep(start, keep)` holds [0, start) and start + keep, in order, after which the cache ends: a path
    already in place (0, 1, ..., n - 1, as plain decoding's root is) only ends the cache there, any other moves its
    positions down; the positions after the end are not read again."""
    model = tiny(FAMILIES["llama"]())
    cache = lean.Cache(model, capacity=16)
    cache.reserve(10)
    cache.keys.copy_(torch.randn(cache.keys.shape))
    cache.values.copy_(torch.randn(cache.values.shape))
    cache.length = 10
    keys, values = cache.keys.clone(), cache.values.clone()
    cache.keep(5, torch.tensor(keep, dtype=torch.long))
    held = list(range(5)) + [5 + k for k in keep]
    assert cache.length == len(held)
    assert torch.equal(cache.keys[..., :len(held), :], keys[..., held, :])
    assert torch.equal(cache.values[..., :len(held), :], values[..., held, :])
