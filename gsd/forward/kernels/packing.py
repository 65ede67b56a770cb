"""The CPU's layer swaps: what a model's layers become before it decodes on a CPU.

- `BlockedLinear` (`linears`): a float32 Linear run by the engine's own kernel, on a CPU with AVX2 or AVX-512;
- `QuantLinear` (`linears`): the same for a float32 weight made of 4-bit or 8-bit blocks (a GGUF model's), held
  as those blocks;
- `PackedLinear`: a Linear whose weight oneDNN reordered once into its own blocked layout;
- `QuantLinear.rounded` (`linears`): a float32 draft's Linear with its weight rounded to 8-bit blocks, run by that
  kernel;
- `HalfLinear`: a Linear whose float16 weight fbgemm widens to float32 inside its kernel;
- `TrimmedHead`: a draft's output head cut to the tokens the target writes most.

`prepare_for_cpu` applies them (after `layer.prepare` fuses the projections the engine's forward runs). Loading lives in
`gsd.models`, forwards and caches in `gsd.forward`. What each swap gave on the machines measured is in
docs/performance.md.
"""

from __future__ import annotations

import warnings

import torch
from transformers import PreTrainedModel

from .. import layer
from . import build, linears


def onednn_dtypes() -> tuple[torch.dtype, ...]:
    """The dtypes oneDNN runs fast on this CPU: none without oneDNN, bfloat16 only with bfloat16 units."""
    if not torch.backends.mkldnn.is_available():
        return ()
    return (torch.float32, torch.bfloat16) if torch.ops.mkldnn._is_mkldnn_bf16_supported() else (torch.float32,)


def fast_precision(choice: str, device: str) -> str:
    """`choice` ("auto", "bfloat16" or "float32") made concrete for matmuls on `device` ("cpu" or "cuda"): auto
    is bfloat16 on a GPU or a CPU with bfloat16 units, float32 on a CPU without them, where bfloat16 is emulated
    and runs slower (on one such CPU: a corpus written at under half of float32's rate, a head's training
    step 30 times as long)."""
    if choice != "auto":
        return choice
    return "bfloat16" if device == "cuda" or torch.bfloat16 in onednn_dtypes() else "float32"


def prepare_for_cpu(model: PreTrainedModel, role: str = "target") -> PreTrainedModel:
    """What a CPU model gets before decoding: its fused projections (`layer.prepare`, for a model lean runs), then every
    linear layer packed (`pack_linears`): for the engine's own kernel where it is used (float32, `BlockedLinear`, or
    `QuantLinear` where the weight is 4-bit or 8-bit blocks),
    else for oneDNN in the model's dtype. A float32 draft's weights are rounded to 8-bit blocks where the engine's
    kernel is used and GSD_GEMM is not float32 (`QuantLinear.rounded`), else held as float16 where fbgemm runs
    (`HalfLinear`): the draft only proposes, so its rounding changes no output, and its small forwards wait on
    reading its weights. The
    target keeps weights of its own dtype: float32 by default, as its logits decide every token, or bfloat16
    when asked for (`--target-dtype`), never rounded, never float16."""
    layer.prepare(model)
    draft = role == "draft" and next(model.parameters()).dtype == torch.float32
    rounded = draft and build.rounds()
    return pack_linears(model, half=draft and not rounded and half_weights(), rounded=rounded)


def weights_dtype(model: PreTrainedModel) -> torch.dtype:
    """The dtype a model's linear layers hold their weights in (what a forward mostly reads): int8 for a draft
    rounded to 8-bit blocks (a target's blocks rebuild its float32 weights exactly: float32)."""
    if any(isinstance(module, HalfLinear) for module in model.modules()):
        return torch.float16
    if any(getattr(module, "is_rounded", False) for module in model.modules()):
        return torch.int8
    return next(model.parameters()).dtype


def layer_kinds(model: torch.nn.Module) -> dict[str, int]:
    """How many linear layers of each kind a model runs, e.g. {"QuantLinear (4-bit)": 270, "QuantLinear (8-bit)": 1}:
    what a benchmark's record says of the kernels behind its figures."""
    kinds: dict[str, int] = {}
    for module in model.modules():
        if isinstance(module, (torch.nn.Linear, HalfLinear, PackedLinear, linears.BlockedLinear, linears.QuantLinear)):
            name = type(module).__name__ + (f" ({module.bits}-bit)" if isinstance(module, linears.QuantLinear) else "")
            kinds[name] = kinds.get(name, 0) + 1
    return kinds


class TrimmedHead(torch.nn.Module):
    """A draft's output head over the tokens the target writes most (frequency-ranked drafting, as in
    FR-Spec): logits for those, scattered back into the whole vocabulary with -inf for every other token.

    The head is most of a small draft's weights and a large share of its forward time, and a few thousand
    rows cover almost every token the target writes (docs/performance.md). The target still verifies every
    token, so output stays exact; only a rare token can no longer be proposed."""

    def __init__(self, weight: torch.Tensor, tokens: torch.Tensor):
        super().__init__()
        self.vocab_size = weight.shape[0]
        self.register_buffer("tokens", tokens)
        self.rows = torch.nn.Linear(weight.shape[1], len(tokens), bias=False, device=weight.device,
                                    dtype=weight.dtype)
        self.rows.weight = torch.nn.Parameter(weight.detach()[tokens].clone(), requires_grad=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        kept = self.rows(x)  # (..., kept tokens)
        logits = kept.new_full((*kept.shape[:-1], self.vocab_size), float("-inf"))
        return logits.index_copy_(-1, self.tokens, kept)

    def kept(self, x: torch.Tensor) -> torch.Tensor:
        """The logits of the kept tokens alone, in the order of `tokens`: what drafting needs. It skips the
        scatter into the whole vocabulary, and a softmax and top-k over all of it."""
        return self.rows(x)


class PackedLinear(torch.nn.Module):
    """A CPU Linear whose weight oneDNN has reordered once into its own blocked layout; the input and output
    stay ordinary tensors.

    Written by hand because torch only reaches this kernel through torch.compile: plain `nn.Linear` goes to
    MKL, which switches from a fast one-row kernel to a slow small-matrix one as soon as a forward has two
    tokens (every tree verification), and `torch.utils.mkldnn.to_mkldnn` converts every activation to and
    from oneDNN's layout on each call. What it gives: docs/performance.md.
    """

    def __init__(self, linear: torch.nn.Linear):
        super().__init__()
        self.in_features, self.out_features = linear.in_features, linear.out_features
        weight = linear.weight.detach()
        self.packed = torch.ops.mkldnn._reorder_linear_weight(weight, None)  # (out, in), opaque layout
        self.bias = None if linear.bias is None else linear.bias.detach()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.ops.mkldnn._linear_pointwise(x, self.packed, self.bias, "none", [], "")


class HalfLinear(torch.nn.Module):
    """A CPU Linear whose weight fbgemm holds in float16 and widens to float32 inside its kernel: input,
    output and arithmetic stay float32, and a forward reads half the bytes. For a float32 draft (a CPU
    without bfloat16 units), whose small one-token forwards wait on memory, not arithmetic.

    Written by hand because torch reaches this kernel only through its dynamic quantization
    (`quantize_dynamic(..., dtype=torch.float16)`), which torch has deprecated, as it has the two calls used
    here; where a later torch drops them, `half_weights()` is False and the draft keeps float32 weights.
    What it gives: docs/performance.md."""

    def __init__(self, linear: torch.nn.Linear):
        super().__init__()
        self.in_features, self.out_features = linear.in_features, linear.out_features
        weight = linear.weight.detach().float()
        self.bias = weight.new_zeros(self.out_features) if linear.bias is None else linear.bias.detach().float()
        with warnings.catch_warnings():  # torch warns of the deprecation once a process, on first use
            warnings.filterwarnings("ignore", message=r"fbgemm_\w+ is deprecated", category=UserWarning)
            self.packed = torch.fbgemm_pack_gemm_matrix_fp16(weight)
            self(weight.new_zeros(1, self.in_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = torch.fbgemm_linear_fp16_weight(x.reshape(-1, self.in_features), self.packed, self.bias)
        return y.view(*x.shape[:-1], self.out_features)


def half_weights() -> bool:
    """Whether fbgemm's float16-weight kernel runs here: an x86 CPU with AVX2, a torch that still has it."""
    return ("fbgemm" in torch.backends.quantized.supported_engines and hasattr(torch, "fbgemm_linear_fp16_weight")
            and torch.backends.cpu.get_cpu_capability() in ("AVX2", "AVX512"))


def pack_linears(model: torch.nn.Module, half: bool = False, rounded: bool = False) -> torch.nn.Module:
    """Replace every Linear of a CPU model in place by its weight rounded to 8-bit blocks when `rounded`
    (`linears.QuantLinear.rounded`), by a HalfLinear when `half`, else by a QuantLinear or a
    BlockedLinear for float32 weights where the engine's kernel is used (`build.enabled()`, `linears.linear_for`),
    else by a PackedLinear (a tied output
    head gets its own packed copy of the embedding). Without `half`, leaves the model as it is where neither
    kernel runs its dtype: torch lacks oneDNN, or the CPU lacks bfloat16 units for a bfloat16 model."""
    dtype = next(model.parameters()).dtype
    if rounded:
        pack = linears.QuantLinear.rounded
    elif half:
        pack = HalfLinear
    elif dtype == torch.float32 and build.enabled():
        pack = linears.linear_for
    elif dtype in onednn_dtypes():
        pack = PackedLinear
    else:
        return model
    for module in list(model.modules()):
        for name, child in list(module.named_children()):
            if isinstance(child, torch.nn.Linear):
                setattr(module, name, pack(child))
    model.__dict__.pop("_layer_steps", None)  # `lean`'s layers in one call, made from the layers it swapped
    return model
