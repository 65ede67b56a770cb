"""Stage 3 of `python -m gsd distill`: a draft's folder. Its weights, the tokens its head keeps, its recipe
(distill.json: how it was made and what it measured) and its model card (README.md, written from the recipe).

The draft goes to its folder as bfloat16 safetensors with its config and the target's tokenizer. A continued
or grown draft keeps the recipe of the draft it started from under training.init, so the card tells the whole
chain of runs. This module writes and reads the folder; it measures nothing itself (`quality`).
"""

from __future__ import annotations

import json
from pathlib import Path

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LlamaForCausalLM

from ..models import HEAD_TOKENS, trim_head_from
from .corpus import TEMPERATURES, CorpusConfig, corpus_folder, frequent_tokens, shards_used
from .trainer import TrainConfig

RECIPE = "distill.json"  # in a draft's folder: how it was made and what it measured


# ---- the weights and the head ------------------------------------------------------------------------------

def save_draft(draft, target_path: str, out: Path) -> None:
    """bfloat16 safetensors, config and the target's tokenizer files, in place of what `out` held."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*"):
        old.unlink()
    draft.to(torch.bfloat16).save_pretrained(out)
    draft.float()
    AutoTokenizer.from_pretrained(target_path).save_pretrained(out)


def saved_draft(out: Path):
    """The draft in `out` in float32 with its trimmed head, as `models.load_model` gives it (before packing)."""
    draft = AutoModelForCausalLM.from_pretrained(out, dtype=torch.float32).eval()
    trim_head_from(draft, out)
    return draft


def write_head(out: Path, work: Path, tokens: dict[str, int], vocab_size: int, size: int) -> dict | None:
    """The `size` tokens the draft's output head keeps: the target's most frequent in the shards training read
    (`tokens`: response tokens per prompt set). 0 or the whole vocabulary: no file. Returns the recipe's entry."""
    (out / HEAD_TOKENS).unlink(missing_ok=True)
    if not size or size >= vocab_size:
        return None
    kept, coverage = frequent_tokens(work, tokens, vocab_size, size)
    (out / HEAD_TOKENS).write_text(json.dumps({"tokens": kept}) + "\n")
    return {"tokens": len(kept), "corpus_coverage": round(coverage, 4)}


# ---- the recipe --------------------------------------------------------------------------------------------

def read_recipe(folder: Path) -> dict | None:
    """The recipe saved with the draft in `folder`, or None for a draft saved without one."""
    path = folder / RECIPE
    return json.loads(path.read_text()) if path.exists() else None


def write_recipe(out: Path, recipe: dict) -> None:
    """The recipe with its measured quality (distill.json) and the model card written from it."""
    (out / RECIPE).write_text(json.dumps(recipe, indent=2) + "\n")
    (out / "README.md").write_text(model_card(recipe))


def new_recipe(work: Path, train: TrainConfig, corpus: CorpusConfig, draft: LlamaForCausalLM, seconds: float,
               previous: dict | None) -> dict:
    """How a draft just trained was made: its corpus (per prompt set, from the shards' metadata), its shape and
    its training. `seconds`: the training's wall time; `previous`: the recipe of the draft it continued.
    Measured quality is added later (the command line's `measure`)."""
    sets = {}
    for prompt_set, tokens in train.tokens_per_set().items():
        metas = shards_used(corpus_folder(work, prompt_set), tokens)
        sets[prompt_set] = {"prompts": sum(m["prompts"] for m in metas),
                            "response_tokens": sum(m["tokens"] for m in metas),
                            "process_seconds": round(sum(m["seconds"] for m in metas))}
    return {
        "target": "SmolLM2-135M-Instruct (embedded)",
        "corpus": {"prompts": sum(c["prompts"] for c in sets.values()),
                   "response_tokens": sum(c["response_tokens"] for c in sets.values()),
                   "temperatures": TEMPERATURES, "max_new_tokens": corpus.max_new_tokens, "top_k": corpus.top_k,
                   "process_seconds": sum(c["process_seconds"] for c in sets.values()),
                   "workers": train.procs, "sets": sets, "device": device_name(train.device)},
        "draft": {"hidden": draft.config.hidden_size, "layers": draft.config.num_hidden_layers,
                  "parameters": sum(p.numel() for p in draft.parameters())},
        "training": {"epochs": train.epochs, "steps": train.steps, "batch_tokens": train.batch_tokens,
                     "lr": train.lr, "seed": train.seed, "procs": train.procs, "dtype": train.train_dtype,
                     "device": device_name(train.device), "seconds": round(seconds), "init": previous},
    }


def device_name(device: str) -> str:
    """The device as a recipe records it: "cpu", or "cuda (<the GPU's name>)"."""
    return f"cuda ({torch.cuda.get_device_name()})" if device == "cuda" else "cpu"


# ---- the model card ----------------------------------------------------------------------------------------

def model_card(recipe: dict) -> str:
    """The draft's README.md (assets/draft/README.md for the embedded one), every figure from its recipe."""
    c, d, t, q, f = (recipe[k] for k in ("corpus", "draft", "training", "quality", "forward_cost"))
    return f"""# Embedded draft for SmolLM2-135M-Instruct

Built by `python -m gsd distill` (gsd/train/); the numbers below are in distill.json.

- Architecture: LlamaForCausalLM, {d['layers']} layers, hidden {d['hidden']}, the target's heads, MLP width and
  tokenizer (vocabulary 49152), tied embeddings, {d['parameters'] / 1e6:.1f}M parameters, stored in bfloat16.
- Initialisation: embedding = the target's embedding projected onto its top {d['hidden']} principal directions;
  {_layers_origin(recipe)}.
- Corpus: {c['prompts']} chat prompts (held-out prompts excluded) answered by the target
  at temperatures {sorted(set(c['temperatures']))} (half greedy), up to {c['max_new_tokens']} tokens:
  {c['response_tokens']} response tokens, each with the target's top-{c['top_k']} log-probabilities
  ({c['process_seconds'] / 60:.0f} minutes of sampling, summed over the shards).
  {_sets(c)}.
- Training: soft cross-entropy to the target's top-{c['top_k']} distribution, AdamW lr {t['lr']}, {_length(t)},
  {t['batch_tokens']} padded tokens per step, seed {t['seed']}, {_where(t)},
  {t['seconds'] / 60:.0f} minutes.{_continued(t.get('init'))}
- Quality on the target's greedy answers to assets/prompts.jsonl ({q['tokens']} tokens, never trained on):
  top-1 agreement {q['top1']:.3f}, top-4 agreement {q['top4']:.3f}.{_wider(recipe.get('quality_wider'))}
- Forward cost (CPU, 100-token cache, each model as the engine runs it there): draft/target =
  {f['ratio_1']:.3f} for 1 token, {f['ratio_16']:.3f} for 16 tokens.{_head(recipe.get('head'))}
"""


def _head(head: dict | None) -> str:
    """The line on the trimmed output head (head_tokens.json), when there is one."""
    if not head:
        return ""
    return (f"\n- Output head: the {head['tokens']:,} tokens the target chose most often in the corpus "
            f"({head['corpus_coverage']:.1%} of its choices there),\n  listed in head_tokens.json; the engine "
            "gives every other token -inf\n  (kernels.TrimmedHead). The quality above is measured with it.")


def _sets(corpus: dict) -> str:
    """The prompt sets a corpus drew from, with their shares."""
    sources = {"topics": "assets/distill topics × templates", "requests": "assets/distill requests with their slots",
               "chats": "assets/distill chats (second turns, quoted passages, translation, sums, facts, code)",
               "own": "the target's own writing (user turns it wrote, Magpie-style)"}
    sets = corpus.get("sets") or {"topics": corpus}
    if len(sets) == 1:
        return f"Prompts from {sources[next(iter(sets))]}"
    return "Prompts: " + "; ".join(f"{c['prompts']} from {sources[name]} ({c['response_tokens']} response tokens)"
                                  for name, c in sets.items())


def _wider(quality: dict | None) -> str:
    """The line on the wider held-out set, for recipes that measured it."""
    if not quality:
        return ""
    return (f"\n  On the wider held-out set, assets/distill/held_out.txt ({quality['prompts']} prompts, "
            f"{quality['tokens']} tokens): top-1 {quality['top1']:.3f}, top-4 {quality['top4']:.3f}.")


def _layers_origin(recipe: dict) -> str:
    """Where the layers came from: the target's first layers, plus any appended by growing (--layers)."""
    first = recipe
    while first["training"].get("init"):
        first = first["training"]["init"]
    have, now = first["draft"]["layers"], recipe["draft"]["layers"]
    text = f"layers = the target's first {have} layers projected the same way"
    if now > have:
        text += (f";\n  layers {have + 1}–{now} were appended to a trained draft as copies of its last layer with "
                 "zeroed outputs\n  (growing it changed nothing until training went on)")
    return text


def _where(training: dict) -> str:
    """Where a run trained: one GPU, or data-parallel CPU processes (recipes before the device was recorded)."""
    device = training.get("device", "cpu")
    if device.startswith("cuda"):  # recorded as "cuda (<the GPU's name>)"
        return "on one GPU" + device[len("cuda"):]
    return f"{training['procs']} data-parallel processes"


def _length(training: dict) -> str:
    """How long a training run was: its steps when --steps set them, else its epochs."""
    return f"{training['steps']} steps" if training.get("steps") else f"{training['epochs']} epochs"


def _continued(previous: dict | None) -> str:
    """The model card's lines for a draft that continued earlier ones (--init), newest first."""
    if not previous:
        return ""
    c, t = previous["corpus"], previous["training"]
    return (f"\n  It continued an earlier draft of the same recipe, trained {_length(t)} on the first "
            f"{c['response_tokens']} response tokens ({t['seconds'] / 60:.0f} minutes, {_where(t)})."
            f"{_continued(t.get('init'))}")
