"""One description of a decoder layer, which every forward of the engine's own follows: the CPU forward
(`lean.hidden`), the C step that runs a step's layers in one call (`kernels/layer.c`'s `step_layers`, handed this
module's `parts`), and the fixed-shape path (`static.Cache._compute`).

A layer of the families it takes (`FAMILIES`: pre-norm attention with rotary embedding over grouped key/value heads,
then a SiLU-gated MLP, each added to the residual) runs as `run` says:

    h = norm₁(x);  qkv = [q k v](h);  o = attend(qkv)          (rotary, the cache's writes, attention: the path's)
    x = x + o_proj(o);  x = x + down(silu(gate) · up)(norm₂(x))  ([gate up] one product)

q, k and v run as one product and gate and up as another (`FusedLayer`, made once by `prepare`: 2 calls a layer
instead of 5). A path supplies its own attention (a CPU step's kernels, torch's attention over a preallocated
cache, a masked attention over fixed buffers), its norm and its gated activation; the order and the products are
this module's. A new family, or a change to a layer (a bias, a norm, rope scaling), is made here and in
`layer.c`'s loop, which `tests/test_families.py` holds to transformers' own forward on every path.
"""

from __future__ import annotations

from typing import Callable

import torch
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import rotate_half

FAMILIES = ("llama", "mistral", "qwen2")  # transformers' model types whose layers `run` reproduces


def supports(model) -> bool:
    """Whether `run` reproduces the model's layers, on any device: a family above, SiLU, full attention in every
    layer (no sliding window)."""
    config = model.config
    if config.model_type not in FAMILIES or config.hidden_act != "silu":
        return False
    if any(kind != "full_attention" for kind in getattr(config, "layer_types", None) or ()):
        return False
    windowed = getattr(config, "use_sliding_window", config.model_type == "mistral")
    return not (windowed and getattr(config, "sliding_window", None))


class FusedLayer(torch.nn.Module):
    """One layer's q, k, v projections as one Linear, and its gate and up projections as another; `split` says
    where each output divides (q and k from v; gate from up)."""

    def __init__(self, layer):
        super().__init__()
        attention, mlp = layer.self_attn, layer.mlp
        self.qkv = _joined(attention.q_proj, attention.k_proj, attention.v_proj)
        self.gate_up = _joined(mlp.gate_proj, mlp.up_proj)
        self.split = (attention.q_proj.out_features + attention.k_proj.out_features, mlp.gate_proj.out_features)


def _joined(*linears: torch.nn.Linear) -> torch.nn.Linear:
    weight = torch.cat([linear.weight.detach() for linear in linears])
    joined = torch.nn.Linear(weight.shape[1], weight.shape[0], bias=any(l.bias is not None for l in linears),
                             device=weight.device, dtype=weight.dtype)
    joined.weight = torch.nn.Parameter(weight, requires_grad=False)
    if joined.bias is not None:
        joined.bias = torch.nn.Parameter(torch.cat([
            linear.bias.detach() if linear.bias is not None else weight.new_zeros(linear.out_features)
            for linear in linears]), requires_grad=False)
    return joined


def prepare(model):
    """Give a supported model its fused projections, once, on its device (on a CPU before its weights are packed:
    `kernels.packing.prepare_for_cpu`); a no-op for any other model. The separate projections stay for
    transformers' forward, which the benchmark's assisted generation runs, so those weights are held twice."""
    if supports(model) and not hasattr(model, "lean_layers"):
        model.lean_layers = torch.nn.ModuleList(FusedLayer(layer) for layer in model.model.layers)
    return model


def layers(model):
    """The model's decoder layers, each with its fused projections (`prepare` must have run)."""
    return zip(model.model.layers, model.lean_layers)


def run(x: torch.Tensor, layer, fused: FusedLayer, attend: Callable[[torch.Tensor], torch.Tensor],
        norm: Callable[[torch.Tensor, torch.nn.Module], torch.Tensor],
        gated: Callable[[torch.Tensor, FusedLayer], torch.Tensor]) -> torch.Tensor:
    """One decoder layer over x (1, T, H): `attend` takes the joined q, k, v projection's output (1, T, (heads + 2
    kv heads) × D) and returns attention's (1, T, heads × D); `norm` is an RMSNorm (x, the norm module); `gated`
    silu(gate) · up from the joined gate and up projection's output."""
    o = attend(fused.qkv(norm(x, layer.input_layernorm)))
    x = x + layer.self_attn.o_proj(o.to(x.dtype))
    return x + layer.mlp.down_proj(gated(fused.gate_up(norm(x, layer.post_attention_layernorm)), fused))


def rotated(qkv: torch.Tensor, fused: FusedLayer, kv_heads: int, dim: int, cos: torch.Tensor, sin: torch.Tensor):
    """torch's rotary embedding of the queries and keys in a joined q, k, v output (1, T, ...), cos and sin
    (1, 1, T, D): (q (1, heads, T, D), k (1, kv heads, T, D), v (1, kv heads, T, D))."""
    count = qkv.shape[1]
    qk = qkv[..., : fused.split[0]].view(1, count, -1, dim).transpose(1, 2)  # (1, heads + kv heads, T, D)
    qk = qk * cos + rotate_half(qk) * sin  # queries and keys at once
    v = qkv[..., fused.split[0]:].view(1, count, -1, dim).transpose(1, 2)
    return qk[:, : qk.shape[1] - kv_heads], qk[:, qk.shape[1] - kv_heads:], v


def gated(gate_up: torch.Tensor, fused: FusedLayer) -> torch.Tensor:
    """torch's silu(gate) · up from the joined gate and up projection's output."""
    gate, up = gate_up.split(fused.split[1], dim=-1)
    return F.silu(gate) * up


def parts(layer, fused: FusedLayer, kv_heads: int, dim: int) -> tuple:
    """The layer as `layer.c`'s `step_layers` runs it, in `run`'s order: (norm₁, norm₂, qkv, o, gate_up, down,
    heads, kv heads, head dim, attention's scale) (`kernels.calls.layer_steps`)."""
    return (layer.input_layernorm, layer.post_attention_layernorm, fused.qkv, layer.self_attn.o_proj, fused.gate_up,
            layer.mlp.down_proj, fused.qkv.out_features // dim - 2 * kv_heads, kv_heads, dim, layer.self_attn.scaling)
