"""gsd/forward/lean.py: a causal run (a prompt's prefill) goes through the layers in chunks of PREFILL_CHUNK, then the
rest (padded up to a multiple of PREFILL_STEP where oneDNN multiplies), and gives what one pass gives: the same
logits, the same cache, the hidden states of every position."""

import pytest
import torch
from transformers import LlamaConfig

from gsd import forward as model_forward
from gsd.forward import lean
from gsd.forward.kernels import build, calls
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


def test_the_unpadded_chunks_are_the_prompt_itself():
    assert lean.chunks(2830, pad=False) == [256] * 11 + [14] and lean.chunks(55, pad=False) == [55]
    assert lean.chunks(256, pad=False) == [256] and lean.chunks(1, pad=False) == [1]


@pytest.mark.skipif(not build.enabled(), reason="the engine's kernels do not build on this machine")
def test_a_prefill_on_the_kernels_runs_its_positions_alone(monkeypatch):
    """Where the engine's kernels run the layers, no position is padded on: a 23-token prompt is one pass of 23,
    its logits and keys bit for bit what a pass padded to 32 gives."""
    model = tiny(LlamaConfig(**SHAPE))
    rows = []
    step_layers = calls.step_layers
    monkeypatch.setattr(calls, "step_layers", lambda x, *rest: rows.append(x.shape[1]) or step_layers(x, *rest))
    ids = torch.randint(0, SHAPE["vocab_size"], (23,), generator=torch.Generator().manual_seed(3))
    with torch.inference_mode():
        cache = lean.Cache(model, capacity=4)
        assert not lean.padded(model, model.model.embed_tokens(ids[None]), cache)
        own = model_forward.forward(model, ids, cache, torch.arange(23), None, 1)
        monkeypatch.setattr(lean, "padded", lambda *args: True)  # as oneDNN's passes run: 23 padded to 32
        padded = lean.Cache(model, capacity=4)
        assert model_forward.forward(model, ids, padded, torch.arange(23), None, 1).equal(own)
        assert padded.keys[..., :23, :].equal(cache.keys[..., :23, :])
    assert rows == [23, 32]


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
