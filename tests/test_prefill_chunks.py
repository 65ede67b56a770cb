"""gsd/lean.py: a long causal run (a long prompt's prefill) goes through the layers in chunks of PREFILL_CHUNK
positions, and gives what one pass gives: the same logits, the same cache, the hidden states of every position."""

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
        monkeypatch.setattr(lean, "PREFILL_CHUNK", 5)  # 23 positions: chunks of 5, 5, 5, 5 and 3
        chunked = lean.Cache(model, capacity=4)
        parts = model_forward.forward(model, ids, chunked, positions, None, last)
        features = lean.hidden(model, model.model.embed_tokens(ids[None]), lean.Cache(model), positions, None)
    torch.testing.assert_close(parts, one, rtol=1e-5, atol=1e-5)
    assert parts.shape[0] == (last or count) and features.shape[1] == count
    assert chunked.length == whole.length == count
    torch.testing.assert_close(chunked.keys[..., :count, :], whole.keys[..., :count, :], rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(chunked.values[..., :count, :], whole.values[..., :count, :], rtol=1e-5, atol=1e-5)
