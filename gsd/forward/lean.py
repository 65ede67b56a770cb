"""The engine's own forward for Llama-family decoders on a CPU: transformers' modules and weights, one plain
loop over the layers, and a key/value cache preallocated as one tensor.

Written by hand because transformers' forward spends a tenth of a one-token target forward, and a fifth of a
draft forward, outside the matrix products (mask preparation, per-layer cache concatenation, module hooks),
and its `DynamicCache` copies every layer's keys and values on each call (docs/performance.md has the
figures). The layers' own modules (projections, norms' weights, rotary embedding) are
used as they are, in the order `gsd.forward.layer` describes (with its fused projections), so what this computes
is what transformers computes, to float rounding: `tests/test_families.py` compares the two on every family.

Attention is torch's, except for a float32 model's step forward (any step's tree, or one token)
where the engine's own kernels run (`calls.attends`): there `calls.attend` runs each row over the positions it
sees (those every row sees read once for all of them), after `calls.rope_store` rotated its queries and keys
and wrote the cache. A float32 model's norms and MLP activation run the kernels of `layer.c` wherever those are
used (`calls.layer_kernels`). Where the kernels hold every part of a step's forward (its layers, head and
embedding: `_model_steps`), the whole forward is one C call (`calls.step_model`), bit for bit what the parts give.

Only models `layer.run` reproduces and `layer.prepare` has seen are taken (`supports`); any other model, and
every model on a GPU, runs transformers' own forward through `gsd.forward` (or the static path, `static`).
"""

from __future__ import annotations

import copy
import functools

import torch
import torch.nn.functional as F

from . import layer as layer_desc
from .kernels import calls, packing


def supports(model) -> bool:
    """A CPU model whose layers `layer.run` reproduces (`layer.supports`), made ready by `layer.prepare`."""
    return hasattr(model, "lean_layers") and model.device.type == "cpu" and layer_desc.supports(model)


HEAD_SPARE = 256  # positions a copied cache (`Cache.head`) has room for after the copied ones
# A prompt runs through the layers in chunks of at most PREFILL_CHUNK positions (`hidden`): at 4,230 tokens, the
# embedded target's run peaked 443 MB above its start when its prefill ran at once (the cache itself is 46 KB a
# token), 392 MB in chunks of 1,024; at 6,700 tokens, 416 MB in chunks of 1,024 and 370 MB in chunks of 256, the
# prefill taking as long (21 s on two cores) either way. Where oneDNN multiplies, the last chunk is padded up to a
# multiple of PREFILL_STEP (`chunks`): oneDNN builds and keeps a kernel for every new shape it multiplies, and a
# conversation's prompts, one length after another, held 5.5 MB more for each, so a few shapes serve every
# length. Padding, not smaller chunks: every pass reads all the weights, and a 55-token prompt took 203 ms as
# 32 + 16 + 4 + 2 + 1 positions against 82 ms as one pass of 64 (two cores), 814 tokens 961 ms against 822.
# The engine's own kernels keep nothing by shape, and there a padded position costs what a real one does: their
# chunks are not padded (`padded`). The wide set's prompts (39-49 tokens) took 77 ms padded to 64 and 52 ms as
# they are (the embedded target, two Zen 4 cores, median).
PREFILL_CHUNK = 256
PREFILL_STEP = 32
PREFILL_SMALL = 16  # up to this many positions run at once whatever their count (a step's own sizes are as few)


def chunks(count: int, pad: bool = True) -> list[int]:
    """The passes `count` positions run in: chunks of PREFILL_CHUNK, then the rest, rounded up to a multiple of
    PREFILL_STEP where `pad` (the last pass padded past `count`: a few shapes only, whatever the prompt's length)."""
    sizes = [PREFILL_CHUNK] * (count // PREFILL_CHUNK)
    if rest := count % PREFILL_CHUNK:
        sizes.append(min(-(-rest // PREFILL_STEP) * PREFILL_STEP, PREFILL_CHUNK) if pad else rest)
    return sizes


def padded(model, x: torch.Tensor, cache: "Cache") -> bool:
    """Whether a prefill's last chunk is padded (`chunks`): unless its layers run in the engine's kernels, as
    `hidden` runs a chunk there (a float32 CPU model whose layers `calls.step_layers` takes, the engine's attention)."""
    return not (x.device.type == "cpu" and x.dtype == torch.float32 and calls.attends(cache.head_dim, PREFILL_CHUNK)
                and calls.layer_kernels(x) and _steps(model, cache) is not None)


class Cache:
    """Keys and values of every layer in one (layers, 1, kv heads, capacity, head dim) tensor pair; `length`
    positions are filled. Grows by doubling, so appending never copies the filled part on each call."""

    def __init__(self, model, capacity: int = 256):
        config = model.config
        self.heads = config.num_key_value_heads
        self.head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
        self.layer_count = config.num_hidden_layers
        self.dtype = torch.float32  # attention runs in float32 (see `forward`), so the cache holds float32
        self.length = 0
        self.keys = torch.empty(self.layer_count, 1, self.heads, 0, self.head_dim, dtype=self.dtype)
        self.values = self.keys
        self._allocate(capacity)

    def _allocate(self, capacity: int) -> None:
        keys = torch.empty(self.layer_count, 1, self.heads, capacity, self.head_dim, dtype=self.dtype)
        values = torch.empty_like(keys)
        keys[..., : self.length, :] = self.keys[..., : self.length, :]
        values[..., : self.length, :] = self.values[..., : self.length, :]
        self.keys, self.values = keys, values

    def reserve(self, extra: int) -> None:
        capacity = self.keys.shape[-2]
        if self.length + extra > capacity:
            while capacity < self.length + extra:
                capacity *= 2
            self._allocate(capacity)

    def keep(self, start: int, keep: torch.Tensor) -> None:
        """Keep positions [0, start) plus `start + keep` (increasing), moved down in place (where they are already, as
        plain decoding's root and a step's first chain of accepted nodes are, nothing moves)."""
        end = start + len(keep)
        if not len(keep) or int(keep[-1]) == len(keep) - 1:  # 0, 1, ..., n - 1: in place
            self.length = end
            return
        index = start + keep
        self.keys[..., start:end, :] = self.keys.index_select(-2, index)
        self.values[..., start:end, :] = self.values.index_select(-2, index)
        self.length = end

    def crop(self, length: int) -> None:
        self.length = min(self.length, length)

    def head(self, length: int, spare: int = HEAD_SPARE) -> "Cache":
        """A new cache holding a copy of the first `length` positions, with room for `spare` more."""
        return self.copy_into(copy.copy(self), length, spare)

    def copy_into(self, other: "Cache", length: int, spare: int, allocate=torch.Tensor.new_empty) -> "Cache":
        """`other`, given new tensors (made by `allocate`) holding a copy of this cache's first `length` positions
        and room for `spare` more."""
        shape = (*self.keys.shape[:3], length + spare, self.head_dim)
        other.keys, other.values = allocate(self.keys, shape), allocate(self.values, shape)
        other.keys[..., :length, :] = self.keys[..., :length, :]
        other.values[..., :length, :] = self.values[..., :length, :]
        other.length = length
        return other


def _rms_norm(x: torch.Tensor, norm, kernels: bool | None = None) -> torch.Tensor:
    """transformers' RMSNorm: the engine's kernel for a float32 CPU tensor where it is used
    (`calls.layer_kernels`, or `kernels` where the caller asked once for a whole forward), else torch's fused call
    (it accumulates in float32 for a bfloat16 input too)."""
    if (calls.layer_kernels(x) if kernels is None else kernels) and norm.weight.dtype == torch.float32:
        return calls.rms_norm(x, norm.weight, norm.variance_epsilon)
    return F.rms_norm(x, (x.shape[-1],), norm.weight, norm.variance_epsilon)




def _steps(model, cache: Cache) -> calls.LayerSteps | None:
    """The model's `calls.LayerSteps`, made at its first step forward (`packing.pack_linears`, which swaps layers,
    drops them), or None where a layer's products or norms are not the kernels' (its calls then run one by one).
    Made once, not checked each forward: looking the modules up again cost 0.2 ms a forward."""
    if "_layer_steps" not in model.__dict__:
        model.__dict__["_layer_steps"] = calls.layer_steps(
            layer_desc.parts(layer, fused, cache.heads, cache.head_dim) for layer, fused in layer_desc.layers(model))
    return model.__dict__["_layer_steps"]


def forward(model, input_ids: torch.Tensor, cache: Cache, positions: torch.Tensor, visible: torch.Tensor | None,
            last: int = 0, kept: bool = False, features: bool | tuple[int, ...] = False):
    """`gsd.forward.forward` for a supported model: same arguments, same float32 logits. kept: the head is a
    `packing.TrimmedHead`, and only its kept tokens' logits are wanted. features: also return the final
    hidden states (after the last norm) of every new token, (T, H), as (logits, hidden); a tuple of layer
    indices: those layers' outputs joined instead, (T, layers × H)."""
    if not features and (whole := _model_steps(model, cache, input_ids, visible, kept)) is not None:
        return _step(model, whole, input_ids, cache, positions, visible, last)
    taps = features if isinstance(features, tuple) else ()
    out = hidden(model, model.model.embed_tokens(input_ids[None]), cache, positions, visible,
                 0 if features is True else last, taps)
    x, tapped = out if taps else (out, None)
    y = x[:, -last:] if features is True else x
    logits = (model.lm_head.kept(y) if kept else model.lm_head(y))[0].float()
    if not features:
        return logits
    return logits, (tapped if taps else x)[0]


def _model_steps(model, cache: Cache, input_ids: torch.Tensor, visible: torch.Tensor | None,
                 kept: bool) -> calls.ModelSteps | None:
    """The model as `calls.step_model` runs a forward over these tokens in one call, or None where `hidden` and the head
    run it part by part: a prefill's chunk (more than PREFILL_SMALL positions in a causal run), more rows than the
    engine's attention takes, a model or head whose parts are not the kernels' (made once, as `_steps`), or a draft's
    head asked for the whole vocabulary."""
    count, inner = input_ids.shape[-1], model.model
    if (visible is None and count > PREFILL_SMALL) or input_ids.device.type != "cpu" or not calls.attends(
            cache.head_dim, count):
        return None
    head = model.lm_head
    if isinstance(head, packing.TrimmedHead) != kept:
        return None  # the whole vocabulary from a kept head (scattered), or kept tokens from a whole one
    key = "_model_steps_kept" if kept else "_model_steps"
    if key not in model.__dict__:
        embed = inner.embed_tokens.weight
        steps = _steps(model, cache) if calls.layer_kernels(embed) else None
        model.__dict__[key] = steps and calls.model_steps(embed, steps, inner.norm, head.rows if kept else head,
                                                          cache.head_dim)
    return model.__dict__[key]


def _rotary(model, end: int) -> tuple[torch.Tensor, torch.Tensor]:
    """The rotary embedding's cos and sin for positions 0 .. end - 1 at least, (positions, head dim) each: made by
    the model's own module over every position at once (a row of it is what the module gives that position alone,
    bit for bit) and made again twice as long when a run goes past it."""
    tables = model.__dict__.get("_rotary_tables")
    if tables is None or tables[0].shape[0] < end:
        size = max(end, 2 * (0 if tables is None else tables[0].shape[0]), 256)
        embed = model.model.embed_tokens.weight
        cos, sin = model.model.rotary_emb(embed[:1], torch.arange(size)[None])
        tables = model.__dict__["_rotary_tables"] = (cos[0].contiguous(), sin[0].contiguous())
    return tables


def _step(model, whole: calls.ModelSteps, input_ids: torch.Tensor, cache: Cache, positions: torch.Tensor,
          visible: torch.Tensor | None, last: int) -> torch.Tensor:
    """`forward` of a few new tokens in one call (`calls.step_model`): the logits `hidden` and the head give, bit for
    bit."""
    count, past = input_ids.shape[-1], cache.length
    cache.reserve(count)
    if visible is None and count > 1:  # a few tokens on from a cache: a causal mask as a tree's, as `hidden` makes
        visible = torch.ones(count, past + count, dtype=torch.bool).tril(past)
    cos, sin = _rotary(model, int(positions.max()) + 1)
    logits = calls.step_model(whole, input_ids.long().contiguous(), positions.long().contiguous(), cos, sin,
                              cache.keys, cache.values, past, None if visible is None else visible.contiguous(), last)
    cache.length = past + count
    return logits


def hidden(model, x: torch.Tensor, cache: Cache, positions: torch.Tensor, visible: torch.Tensor | None,
           last: int = 0, taps: tuple[int, ...] = ()):
    """The layers and the final norm over input embeddings x: (1, T, H) -> (1, T or last, H). Any module with
    `model.layers`, `model.rotary_emb`, `model.norm` and `lean_layers` runs here (the feature head too). A causal
    run (a prompt's prefill) of more than `PREFILL_SMALL` positions goes through in `chunks`. taps: also return
    the outputs of these layers at every position, joined, as (normed, (1, T, layers × H))."""
    count = x.shape[1]
    if visible is None and count > PREFILL_SMALL and (sizes := chunks(count, padded(model, x, cache))) != [count]:
        kept, tapped, start = [], [], 0
        for size in sizes:
            end = min(start + size, count)
            part, where = x[:, start:end], positions[start:end]
            if pad := start + size - end:  # the last chunk: padded after its positions, which never see the padding
                part = torch.cat([part, part[:, -1:].expand(-1, pad, -1)], dim=1)
                where = torch.cat([where, where[-1] + 1 + torch.arange(pad, device=where.device)])
            out = hidden(model, part, cache, where, None, 0, taps)
            out, states = out if taps else (out, None)
            if pad:
                cache.length -= pad  # the padding's keys and values lie past the end, written over later
                out, states = out[:, : end - start], states[:, : end - start] if taps else None
            wanted = min(end - start, max(last - (count - end), 0)) if last else end - start
            if taps:
                tapped.append(states)
            if wanted:
                kept.append(out[:, -wanted:])
            start = end
        normed = torch.cat(kept, dim=1)
        return (normed, torch.cat(tapped, dim=1)) if taps else normed
    inner = model.model
    past = cache.length
    cache.reserve(count)
    cos, sin = inner.rotary_emb(x, positions[None])
    if (visible is None and 1 < count and x.device.type == "cpu" and x.dtype == torch.float32
            and calls.attends(cache.head_dim, count)):
        # a prompt's chunk, or a few tokens on from a cache (a draft's catch-up, a new turn): a causal mask as a
        # tree's, so the engine's attention and layers take them as they take a step (a draft forward over two
        # tokens 1.49 -> 0.8 ms; a 1,000-token prefill 938 -> 792-820 ms, and 645 once attend ran many queries 16 wide)
        visible = torch.ones(count, past + count, dtype=torch.bool).tril(past)
    causal = False
    if visible is not None:
        mask = visible[None, None]
    elif count == 1:
        mask = None
    elif past == 0:
        mask, causal = None, True
    else:
        mask = torch.ones(count, past + count, dtype=torch.bool).tril(past)[None, None]
    end, dim = past + count, cache.head_dim
    # a float32 model's step forward (a tree of at most ATTEND_ROWS positions, or one token) on a CPU where the
    # engine's attention runs: each row's result its own (a bfloat16 model keeps torch's, and with it what a GPU
    # does: a tree rounds unlike one token)
    own_attention = ((visible is not None or count == 1) and x.device.type == "cpu" and x.dtype == torch.float32
                     and calls.attends(dim, count))
    kernels = calls.layer_kernels(x)  # the engine's norms and MLP activation: asked once a forward
    rows_cos, rows_sin = cos, sin  # (1, T, D)
    cos, sin = cos[:, None], sin[:, None]  # (1, 1, T, D): over every head
    tapped = {}
    steps = _steps(model, cache) if own_attention and kernels else None
    if steps is not None:  # the layers in one call (`calls.step_layers`): the same calls, made from C
        x = x.float().contiguous().clone()  # updated in place, layer by layer
        tapped = calls.step_layers(x, steps, cache.keys, cache.values, rows_cos.contiguous(), rows_sin.contiguous(),
                                     past, None if visible is None else visible.contiguous(), taps)
    norm = functools.partial(_rms_norm, kernels=kernels)
    gated = (lambda gate_up, fused: calls.silu_mul(gate_up)) if kernels else layer_desc.gated

    def attend(index: int, qkv: torch.Tensor) -> torch.Tensor:
        """Layer `index`'s rotary embedding, cache writes and attention: (1, T, heads × D)."""
        keys, values = cache.keys[index], cache.values[index]
        if own_attention:  # the rotary embedding and the cache writes in one call, then the engine's attention
            q = calls.rope_store(qkv, cache.heads, dim, rows_cos, rows_sin, keys, values, past)
            return calls.attend(q, keys, values, end, visible, inner.layers[index].self_attn.scaling)
        q, k, v = layer_desc.rotated(qkv, model.lean_layers[index], cache.heads, dim, cos, sin)
        keys[:, :, past:end] = k
        values[:, :, past:end] = v
        # In float32 for a bfloat16 model too: torch's CPU attention over a few new tokens is several times slower
        # in bfloat16.
        o = F.scaled_dot_product_attention(q.float(), keys[:, :, :end], values[:, :, :end], attn_mask=mask,
                                           is_causal=causal, scale=inner.layers[index].self_attn.scaling,
                                           enable_gqa=True)
        return o.transpose(1, 2).reshape(1, count, -1)

    for index, (layer, fused) in enumerate(layer_desc.layers(model) if steps is None else ()):
        x = layer_desc.run(x, layer, fused, functools.partial(attend, index), norm, gated)
        if index in taps:
            tapped[index] = x
    cache.length = end
    normed = _rms_norm(x if not last else x[:, -last:], inner.norm, kernels)
    return (normed, torch.cat([tapped[index] for index in taps], -1)) if taps else normed
