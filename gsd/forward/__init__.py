"""Forwards and caches: the few calls that touch transformers' masks and caches.

The engine and the drafters call `forward`, `new_cache`, `keep_cache`, `crop_cache`, `cache_length` and
`cache_bytes`; this module hands a model `lean` runs (Llama-family decoders on a CPU) to `lean`'s forward and
cache, a `static.Cache` (the static path, on any device) to its own forward, and every other model to
transformers' forward and `DynamicCache`. It is the only module that knows how
transformers takes a custom 4D attention mask and how its cache stores keys and values.
"""

from __future__ import annotations

import copy

import torch
from transformers import DynamicCache, PreTrainedModel

from . import lean, static
from .kernels.packing import TrimmedHead


def attention_span(model: PreTrainedModel) -> int:
    """How many positions `model` attends to in full: its position limit, or less where a layer attends to a
    sliding window or a chunk. Within it a windowed layer sees what a full one does, so the engine keeps every
    layer's whole cache (keep and crop move positions by index, which a windowed cache could not take)."""
    config = model.config.get_text_config(decoder=True)
    span = int(getattr(config, "max_position_embeddings", None) or 2048)
    types = getattr(config, "layer_types", None)
    window = getattr(config, "sliding_window", None)
    if window and (types is None or any("sliding" in kind for kind in types)):
        span = min(span, int(window))
    chunk = getattr(config, "attention_chunk_size", None)
    if chunk and (types is None or "chunked_attention" in types):
        span = min(span, int(chunk))
    return span


def new_cache(model: PreTrainedModel, capacity: int = 256) -> DynamicCache | lean.Cache:
    """The cache `forward` takes for this model: the engine's own where `lean` runs the model (room for `capacity`
    positions before it grows), else a transformers cache whose every layer keeps all its positions (see
    `attention_span`)."""
    return lean.Cache(model, capacity) if lean.supports(model) else DynamicCache()


def cache_length(cache: DynamicCache | lean.Cache) -> int:
    return cache.length if isinstance(cache, lean.Cache) else cache.get_seq_length()


def cache_bytes(cache: DynamicCache | lean.Cache) -> int:
    """The memory a cache's keys and values hold (allocated, not only filled)."""
    if isinstance(cache, lean.Cache):
        return cache.keys.nbytes + cache.values.nbytes
    return sum(tensor.nbytes for layer in cache.layers for tensor in (layer.keys, layer.values)
               if isinstance(tensor, torch.Tensor))


def head_bytes(cache: DynamicCache | lean.Cache, length: int) -> int:
    """What `cache_head(cache, length)` would hold, before making it."""
    if isinstance(cache, lean.Cache):
        per_position = cache.keys[..., :1, :].nbytes + cache.values[..., :1, :].nbytes
        return per_position * (length + lean.HEAD_SPARE)
    filled = cache_length(cache)
    return cache_bytes(cache) * length // filled if filled else 0


def is_layered(cache) -> bool:
    """Whether `cache` keeps every layer's keys and values in one tensor pair (`lean.Cache`, the static path's)."""
    return isinstance(cache, lean.Cache)


def copy_head(source: lean.Cache, target: lean.Cache, length: int) -> None:
    """Fill the empty `target` with `source`'s first `length` positions (converted to its dtype and device)."""
    target.reserve(length)
    target.keys[..., :length, :] = source.keys[..., :length, :]
    target.values[..., :length, :] = source.values[..., :length, :]
    target.length = length


def cache_head(cache: DynamicCache | lean.Cache, length: int) -> DynamicCache | lean.Cache:
    """A new cache holding a copy of `cache`'s first `length` positions, with little room to spare."""
    if isinstance(cache, lean.Cache):
        return cache.head(length)
    copied = copy.deepcopy(cache)
    crop_cache(copied, length)
    return copied


def head_vocabulary(model: PreTrainedModel) -> torch.Tensor | None:
    """The token ids `forward(..., kept=True)` gives logits for, in order; None for the whole vocabulary."""
    head = model.get_output_embeddings()
    return head.tokens if isinstance(head, TrimmedHead) else None


def forward(model: PreTrainedModel, input_ids: torch.Tensor, cache: DynamicCache | lean.Cache,
            positions: torch.Tensor, visible: torch.Tensor | None, last: int = 0, kept: bool = False,
            features: bool | tuple[int, ...] = False):
    """Run `model` on new tokens over `cache` (from `new_cache`) and return their logits.

    input_ids, positions: (T,) long. visible: (T, cache_length + T) bool, True where a new token may attend
    (None: plain causal). last: compute logits for the last `last` tokens only (0: all). kept: only the
    logits of the tokens `head_vocabulary(model)` lists (all of them for a model without a TrimmedHead).
    Returns (T or last, V or kept) float32 logits; the cache grows by T positions. features: return
    (logits, hidden) instead, hidden being the final hidden states (after the last norm) of all T new tokens,
    (T, H): what a feature head drafts from; a tuple of layer indices: those layers' outputs joined instead,
    (T, layers × H), what a head of several layers drafts from.
    """
    vocabulary = head_vocabulary(model) if kept else None
    if isinstance(cache, static.Cache):  # the static path (`gsd.forward.static`): padded to a bucket, maybe replayed
        return cache.forward(input_ids, positions, visible, last, kept=vocabulary is not None, features=features)
    if isinstance(cache, lean.Cache):
        return lean.forward(model, input_ids, cache, positions, visible, last, kept=vocabulary is not None,
                            features=features)
    mask = None
    if visible is not None:
        dtype = model.dtype
        mask = torch.zeros(visible.shape, dtype=dtype, device=visible.device)
        mask.masked_fill_(~visible, torch.finfo(dtype).min)
        mask = mask[None, None]  # (1, 1, T, cache + T): transformers passes a 4D mask through as given
    inputs = dict(input_ids=input_ids[None], position_ids=positions[None], attention_mask=mask,
                  past_key_values=cache, use_cache=True)
    if features:  # the decoder alone, then the head: the hidden states are wanted too
        taps = features if isinstance(features, tuple) else ()
        out = model.get_decoder()(**inputs, output_hidden_states=bool(taps))
        hidden = out.last_hidden_state[0]
        logits = model.get_output_embeddings()(hidden[-last:])
        if taps:  # hidden_states[0] is the embedding, [i + 1] layer i's output
            hidden = torch.cat([out.hidden_states[index + 1][0] for index in taps], -1)
    else:
        hidden, logits = None, model(**inputs, logits_to_keep=last).logits[0]
    logits = (logits if vocabulary is None else logits[:, vocabulary]).float()
    return (logits, hidden) if features else logits


def keep_cache(cache: DynamicCache | lean.Cache, start: int, keep: torch.Tensor) -> None:
    """Keep cache positions [0, start) plus `start + keep` (keep: (m,) long, increasing); drop the rest.
    The kept tail is moved down in place, so the prefix is never copied."""
    if isinstance(cache, lean.Cache):
        cache.keep(start, keep)
        return
    m = len(keep)
    index = None
    for layer in cache.layers:
        if layer.keys is None or layer.keys.numel() == 0:
            continue
        if index is None or index.device != layer.keys.device:  # one copy per device, not one per layer
            index = start + keep.to(layer.keys.device)
        layer.keys[..., start:start + m, :] = layer.keys.index_select(-2, index)  # (B, H, m, D)
        layer.values[..., start:start + m, :] = layer.values.index_select(-2, index)
    crop_cache(cache, start + m)


def crop_cache(cache: DynamicCache | lean.Cache, length: int) -> None:
    """Drop every cache position from `length` on."""
    if isinstance(cache, lean.Cache):
        cache.crop(length)
        return
    extra = cache.get_seq_length() - length
    if extra > 0:
        cache.crop(-extra)  # transformers 5 takes the number of positions to remove, as a negative int
