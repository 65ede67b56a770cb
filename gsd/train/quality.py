"""How good a draft is: its agreement with the target on held-out answers, and its forward cost.

`python -m gsd distill` prints both after training (and alone with `--stage eval`); the model card and
distill.json record them. Two held-out sets, never used in training: the benchmark's prompts
(assets/prompts.jsonl) and a wider set of other styles of request (assets/distill/held_out.txt), larger,
whose score moves less from one draft to the next for reasons of chance.

This module measures a draft it is given; it neither trains nor saves one.
"""

from __future__ import annotations

import copy
import time
from dataclasses import dataclass
from pathlib import Path

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from ..forward import forward, new_cache
from ..forward.kernels.packing import prepare_for_cpu
from ..models import load_model, model_dtype
from .corpus import chat_ids, sample_batch
from .prompt_sets import HELD_OUT, held_out_prompts

ANSWER_TOKENS = 128  # the longest of the target's held-out answers that a draft is scored on


@dataclass(frozen=True)
class Quality:
    """The draft against the target's greedy answers to held-out prompts (teacher-forced on those answers).

    top1/top4: how often the target's token is the draft's first / among its first four. chain_tau: τ of a
    greedy chain of `depth` drafted tokens (1 + the run of agreeing positions, capped). tree_tau: the same for
    a full top-4 tree (what an unpruned tree of that shape would reach; GSD's pruned DAG reaches less)."""

    prompts: int
    tokens: int
    top1: float
    top4: float
    chain_tau: float
    tree_tau: float


def held_out_answers(work: Path, target_path: str, max_new: int, prompts_path: Path = HELD_OUT,
                     device: str = "cpu") -> list[tuple[torch.Tensor, int]]:
    """The target's greedy answers to a held-out set's prompts (float32), cached in the work folder."""
    prompts = held_out_prompts(prompts_path)
    name = "held_out" if prompts_path == HELD_OUT else f"held_out_{prompts_path.stem}_{len(prompts)}"
    path = work / f"{name}_{max_new}.pt"
    if path.exists():
        return torch.load(path)
    tokenizer = AutoTokenizer.from_pretrained(target_path)
    target = AutoModelForCausalLM.from_pretrained(target_path, dtype=torch.float32).to(device).eval()
    prompts = [chat_ids(tokenizer, p) for p in prompts]
    rows = sample_batch(target, prompts, 0.0, max_new, 1, tokenizer.eos_token_id, torch.Generator(device))
    answers = [(row["ids"].long(), row["prompt_len"]) for row in rows]
    path.parent.mkdir(parents=True, exist_ok=True)
    torch.save(answers, path)
    return answers


def _runs(hit: torch.Tensor, depth: int) -> float:
    """Mean over start positions of 1 + the number of consecutive hits from there (capped at depth)."""
    total = 0
    for start in range(len(hit)):
        run = 0
        while run < depth and start + run < len(hit) and hit[start + run]:
            run += 1
        total += 1 + run
    return total / max(1, len(hit))


@torch.inference_mode()
def evaluate(draft, answers: list[tuple[torch.Tensor, int]], depth: int = 6) -> Quality:
    """The draft's Quality on the target's answers, each fed whole (teacher-forced), τ counted to `depth`."""
    hits1, hits4, chain, tree, n = 0, 0, 0.0, 0.0, 0
    for ids, prompt_len in answers:
        inputs = ids[None, :-1].to(draft.device)
        logits = draft(input_ids=inputs).logits[0, prompt_len - 1:].float().cpu()  # (R, V)
        truth = ids[prompt_len:]  # (R,)
        top4 = logits.topk(4, -1).indices  # (R, 4)
        hit1 = top4[:, 0] == truth
        hit4 = (top4 == truth[:, None]).any(-1)
        hits1 += int(hit1.sum())
        hits4 += int(hit4.sum())
        chain += _runs(hit1, depth) * len(truth)
        tree += _runs(hit4, depth) * len(truth)
        n += len(truth)
    return Quality(len(answers), n, hits1 / n, hits4 / n, chain / n, tree / n)


@torch.inference_mode()
def forward_cost(model, context: int, new: int, reps: int) -> float:
    """Median seconds of one forward of `new` tokens over a cache of `context` tokens, through the engine's
    own call (`gsd.forward.forward`)."""
    ids = torch.randint(100, 1000, (context + new,))
    times = []
    for _ in range(reps + 2):
        cache = new_cache(model)
        forward(model, ids[:context], cache, torch.arange(context), None, last=1)
        t0 = time.perf_counter()
        forward(model, ids[context:], cache, torch.arange(context, context + new), None)
        times.append(time.perf_counter() - t0)
    return sorted(times[2:])[len(times[2:]) // 2]


def cost_ratios(draft, target_path: str, reps: int = 15) -> dict[str, float]:
    """Draft forward time over target forward time on CPU over a 100-token cache, each model in the
    precision, kernels and forward the engine gives it there (models.model_dtype, kernels.prepare_for_cpu,
    the lean forward)."""
    cpu = torch.device("cpu")
    target = load_model(target_path, cpu, "target")
    draft = prepare_for_cpu(copy.deepcopy(draft).to(model_dtype(cpu, "draft")).eval(), "draft")
    out = {}
    for new in (1, 16):
        d, t = forward_cost(draft, 100, new, reps), forward_cost(target, 100, new, reps)
        out[f"draft_ms_{new}"], out[f"target_ms_{new}"], out[f"ratio_{new}"] = d * 1e3, t * 1e3, d / t
    return out


def report(quality: Quality, costs: dict[str, float] | None, wider: Quality | None = None) -> str:
    """The figures as the command line prints them."""
    lines = []
    for name, q in (("benchmark prompts", quality), ("wider held-out set", wider)):
        if q is not None:
            lines += [f"{name}: {q.prompts} prompts, {q.tokens} tokens of the target's greedy answers",
                      f"  agreement with the target: top-1 {q.top1:.3f}, top-4 {q.top4:.3f}",
                      f"  estimated tau (depth 6): chain {q.chain_tau:.2f}, full top-4 tree {q.tree_tau:.2f}"]
    if costs:
        lines.append(f"forward cost, CPU, 100-token cache: 1 token {costs['draft_ms_1']:.1f} ms vs "
                     f"{costs['target_ms_1']:.1f} ms (ratio {costs['ratio_1']:.3f}); 16 tokens "
                     f"{costs['draft_ms_16']:.1f} ms vs {costs['target_ms_16']:.1f} ms (ratio {costs['ratio_16']:.3f})")
    return "\n".join(lines)
