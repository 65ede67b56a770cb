"""gsd/lean.py: a causal run (a prompt's prefill) goes through the layers in chunks of a few sizes (PREFILL_CHUNK,
then powers of two), and gives what one pass gives: the same logits, the same cache, the hidden states of every
position."""

import pytest
import torch
from transformers import LlamaConfig

from gsd import forward as model_forward, lean
from test_lean import SHAPE, tiny


@pytest.mark.parametrize("count, last", [(23, 1), (23, 0), (16, 3), (7, 1)])
def test_a_chunked_prefill_gives_what_one_pass_gives(monkeypatch, count, last):
    model = tiny(LlamaConfig(**SHAPE))
    ids = torch.randint(0, SHAPE["vocab_size"], (count,), generator=torch.Generator().manual_seed(count))
    positions = torch.arange(count)
    with torch.inference_mode():
        whole = lean.Cache(model, capacity=4)
        one = model_forward.forward(model, ids, whole, positions, None, last)
        monkeypatch.setattr(lean, "PREFILL_CHUNK", 5)  # 23 positions: chunks of 5, 5, 5, 5, 2 and 1
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
    assert lean.chunks(2830) == [256] * 11 + [8, 4, 2] and sum(lean.chunks(2830)) == 2830
    assert lean.chunks(256) == [256] and lean.chunks(300) == [256, 32, 8, 4] and lean.chunks(1) == [1]
    sizes = {size for count in range(1, 5000) for size in lean.chunks(count)}
    assert sizes == {256, 128, 64, 32, 16, 8, 4, 2, 1}  # 9 shapes for every prompt length
