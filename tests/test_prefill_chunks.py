"""gsd/forward/lean.py: a causal run (a prompt's prefill) goes through the layers in chunks of a few sizes (PREFILL_CHUNK,
then the rest padded up to a multiple of PREFILL_STEP), and gives what one pass gives: the same logits, the
same cache, the hidden states of every position."""

import pytest
import torch
from transformers import LlamaConfig

from gsd import forward as model_forward
from gsd.forward import lean
from test_lean import SHAPE, tiny


@pytest.mark.parametrize("count, last", [(23, 1), (23, 0), (16, 3), (7, 1)])
def test_a_chunked_prefill_gives_what_one_pass_gives(monkeypatch, count, last):
    model = tiny(LlamaConfig(**SHAPE))
    ids = torch.randint(0, SHAPE["vocab_size"], (count,), generator=torch.Generator().manual_seed(count))
    positions = torch.arange(count)
    with torch.inference_mode():
        whole = lean.Cache(model, capacity=4)
        one = model_forward.forward(model, ids, whole, positions, None, last)
        monkeypatch.setattr(lean, "PREFILL_CHUNK", 5)  # 23 positions: chunks of 5, 5, 5, 5 and 3 padded to 4
        monkeypatch.setattr(lean, "PREFILL_STEP", 2)
        monkeypatch.setattr(lean, "PREFILL_SMALL", 2)
        chunked = lean.Cache(model, capacity=4)
        parts = model_forward.forward(model, ids, chunked, positions, None, last)
        features = lean.hidden(model, model.model.embed_tokens(ids[None]), lean.Cache(model), positions, None)
    torch.testing.assert_close(parts, one, rtol=1e-5, atol=1e-5)
    assert parts.shape[0] == (last or count) and features.shape[1] == count
    assert chunked.length == whole.length == count
    torch.testing.assert_close(chunked.keys[..., :count, :], whole.keys[..., :count, :], rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(chunked.values[..., :count, :], whole.values[..., :count, :], rtol=1e-5, atol=1e-5)


def test_a_chunked_prefill_hands_over_every_positions_layer_outputs(monkeypatch):
    """A multi-layer feature head's states through the chunks: the layers' outputs at every position, as one
    pass gives them, and the same logits."""
    model = tiny(LlamaConfig(**SHAPE))
    ids = torch.randint(0, SHAPE["vocab_size"], (23,), generator=torch.Generator().manual_seed(1))
    layers = (1, 0)
    with torch.inference_mode():
        one, whole = model_forward.forward(model, ids, lean.Cache(model), torch.arange(23), None, 1, features=layers)
        monkeypatch.setattr(lean, "PREFILL_CHUNK", 5)
        monkeypatch.setattr(lean, "PREFILL_SMALL", 2)
        parts, chunked = model_forward.forward(model, ids, lean.Cache(model), torch.arange(23), None, 1,
                                               features=layers)
    assert chunked.shape == (23, 2 * SHAPE["hidden_size"]) and parts.shape[0] == 1
    torch.testing.assert_close(chunked, whole, rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(parts, one, rtol=1e-5, atol=1e-5)


def test_the_chunks_are_few_sizes_whatever_the_length():
    assert lean.chunks(2830) == [256] * 11 + [32] and lean.chunks(2816) == [256] * 11
    assert lean.chunks(300) == [256, 64] and lean.chunks(55) == [64] and lean.chunks(1) == [32]
    for count in range(1, 5000):  # the padding is less than one step
        assert 0 <= sum(lean.chunks(count)) - count < lean.PREFILL_STEP
    sizes = {size for count in range(1, 5000) for size in lean.chunks(count)}
    assert sizes == set(range(32, 257, 32))  # 8 shapes for every prompt length


def test_a_padded_prefill_leaves_the_cache_at_the_prompts_length_and_goes_on_exactly(monkeypatch):
    """A prompt whose last chunk is padded: the cache holds the prompt's positions alone, and the next tokens
    read what one unpadded pass left (the padding's keys, past the end, are written over)."""
    model = tiny(LlamaConfig(**SHAPE))
    ids = torch.randint(0, SHAPE["vocab_size"], (29,), generator=torch.Generator().manual_seed(2))
    with torch.inference_mode():
        whole = lean.Cache(model, capacity=4)
        model_forward.forward(model, ids[:20], whole, torch.arange(20), None, 1)
        monkeypatch.setattr(lean, "PREFILL_SMALL", 2)
        monkeypatch.setattr(lean, "PREFILL_STEP", 8)  # 20 positions: one pass of 24, 4 of them padding
        padded = lean.Cache(model, capacity=4)
        model_forward.forward(model, ids[:20], padded, torch.arange(20), None, 1)
        assert padded.length == whole.length == 20
        after = [model_forward.forward(model, ids[20:], cache, torch.arange(20, 29),
                                       torch.ones(9, 29, dtype=torch.bool).tril(20), 0) for cache in (whole, padded)]
    torch.testing.assert_close(after[1], after[0], rtol=1e-5, atol=1e-5)
