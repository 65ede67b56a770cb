"""The draft's architecture, and where its weights start: projected from the target, or a saved draft grown deeper.

The draft is a narrow, shallow LlamaForCausalLM sharing the target's tokenizer, heads and rotary settings, so the
engine can run it as it runs any Llama. This module builds and initialises it; it does not train it (`trainer`).
"""

from __future__ import annotations

import logging

import torch
from transformers import LlamaConfig, LlamaForCausalLM

log = logging.getLogger(__name__)

FINAL_NORM_SCALE = 0.3  # the draft's final norm starts at this share of the projected target's (see init_draft)


def draft_config(target_config, hidden: int, layers: int) -> LlamaConfig:
    """A narrow, shallow Llama with the target's vocabulary, heads and rotary settings.

    The attention and MLP keep the target's inner widths (heads × head_dim, intermediate size), so each draft
    layer can start from a target layer with only its residual-stream side projected to `hidden`."""
    t = target_config
    return LlamaConfig(
        vocab_size=t.vocab_size, hidden_size=hidden, intermediate_size=t.intermediate_size,
        num_hidden_layers=layers, num_attention_heads=t.num_attention_heads,
        num_key_value_heads=t.num_key_value_heads, head_dim=t.head_dim, hidden_act=t.hidden_act,
        max_position_embeddings=t.max_position_embeddings, rms_norm_eps=t.rms_norm_eps,
        rope_parameters=dict(t.rope_parameters), tie_word_embeddings=True, bos_token_id=t.bos_token_id,
        eos_token_id=t.eos_token_id, pad_token_id=t.pad_token_id, attention_bias=False, mlp_bias=False,
        architectures=["LlamaForCausalLM"])


def draft_from_state(state: dict) -> LlamaForCausalLM:
    """The float32 draft a training checkpoint holds (its "config" and "model" entries)."""
    draft = LlamaForCausalLM(LlamaConfig.from_dict(state["config"])).float()
    draft.load_state_dict(state["model"])
    return draft


@torch.no_grad()
def init_draft(target, hidden: int, layers: int) -> LlamaForCausalLM:
    """Start the draft from the target: every residual-stream weight is projected onto the top `hidden`
    principal directions P (the target's width D → hidden) of the target's embedding; layer i copies the
    target's layer i. The final norm starts at FINAL_NORM_SCALE of the projected one: the projection leaves
    the residual stream with less energy, and at full scale the first logits are far too sharp."""
    embed = target.model.embed_tokens.weight.float()  # (V, D)
    _, _, vh = torch.linalg.svd(embed, full_matrices=False)
    proj = vh[:hidden].T.contiguous()  # (D, hidden), orthonormal columns
    draft = LlamaForCausalLM(draft_config(target.config, hidden, layers)).float()
    draft.model.embed_tokens.weight.copy_(embed @ proj)
    depth = len(target.model.layers)
    picks = list(range(min(layers, depth)))  # consecutive layers compose; spaced ones measured worse
    for mine, pick in zip(draft.model.layers, picks):
        _project_layer(mine, target.model.layers[pick], proj)
    draft.model.norm.weight.copy_(FINAL_NORM_SCALE * _project_norm(target.model.norm.weight, proj))
    log.info("draft initialised from target layers %s, %.1fM parameters", picks,
             sum(p.numel() for p in draft.parameters()) / 1e6)
    return draft


def _project_norm(weight: torch.Tensor, proj: torch.Tensor) -> torch.Tensor:
    """The diagonal of Pᵀ diag(w) P: an RMSNorm weight (D,) carried into the projected space (hidden,)."""
    return (proj.square() * weight.float()[:, None]).sum(0)


def _project_layer(mine, theirs, proj: torch.Tensor) -> None:
    """Copy a target decoder layer into a draft layer, projecting its residual-stream side with `proj` (D, hidden)."""
    for name in ("q_proj", "k_proj", "v_proj"):
        getattr(mine.self_attn, name).weight.copy_(getattr(theirs.self_attn, name).weight.float() @ proj)
    mine.self_attn.o_proj.weight.copy_(proj.T @ theirs.self_attn.o_proj.weight.float())
    mine.mlp.gate_proj.weight.copy_(theirs.mlp.gate_proj.weight.float() @ proj)
    mine.mlp.up_proj.weight.copy_(theirs.mlp.up_proj.weight.float() @ proj)
    mine.mlp.down_proj.weight.copy_(proj.T @ theirs.mlp.down_proj.weight.float())
    mine.input_layernorm.weight.copy_(_project_norm(theirs.input_layernorm.weight, proj))
    mine.post_attention_layernorm.weight.copy_(_project_norm(theirs.post_attention_layernorm.weight, proj))


@torch.no_grad()
def grow_draft(draft: LlamaForCausalLM, layers: int) -> LlamaForCausalLM:
    """Deepen a trained draft to `layers` without changing what it computes: each new layer, appended after
    the last, copies the last layer with its two residual outputs (attention o_proj, MLP down_proj) zeroed,
    so it adds nothing until training moves it. A trained draft keeps what it learnt and gains capacity."""
    have = draft.config.num_hidden_layers
    if layers <= have:
        return draft
    config = LlamaConfig.from_dict({**draft.config.to_dict(), "num_hidden_layers": layers})
    grown = LlamaForCausalLM(config).to(draft.dtype)
    missing, unexpected = grown.load_state_dict(draft.state_dict(), strict=False)
    assert not unexpected and all(".layers." in name for name in missing), (missing, unexpected)
    for new in grown.model.layers[have:]:
        new.load_state_dict(draft.model.layers[-1].state_dict())
        new.self_attn.o_proj.weight.zero_()
        new.mlp.down_proj.weight.zero_()
    log.info("draft grown from %d to %d layers, %.1fM parameters", have, layers,
             sum(p.numel() for p in grown.parameters()) / 1e6)
    return grown
