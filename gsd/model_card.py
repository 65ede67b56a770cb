"""The embedded draft's model card (assets/draft/README.md), written from its recipe (distill.json).

A continued or grown draft keeps the recipe of the draft it started from under training.init, so the card
tells the whole chain of runs."""

from __future__ import annotations


def model_card(recipe: dict) -> str:
    c, d, t, q, f = (recipe[k] for k in ("corpus", "draft", "training", "quality", "forward_cost"))
    return f"""# Embedded draft for SmolLM2-135M-Instruct

Built by `python -m gsd distill` (gsd/distill.py); the numbers below are in distill.json.

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
            "gives every other token -inf\n  (models.TrimmedHead). The quality above is measured with it.")


def _sets(corpus: dict) -> str:
    """The prompt sets a corpus drew from, with their shares."""
    sources = {"topics": "assets/distill topics × templates", "requests": "assets/distill requests with their slots"}
    sets = corpus.get("sets") or {"topics": corpus}
    if len(sets) == 1:
        return f"Prompts from {sources[next(iter(sets))]}"
    return "Prompts: " + "; ".join(f"{c['prompts']} from {sources[name]} ({c['response_tokens']} response tokens)"
                                  for name, c in sets.items())


def _wider(quality: dict | None) -> str:
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
