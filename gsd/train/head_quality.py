"""How good a saved feature head is: its agreement with the target on the draft's held-out sets (at depth 1, 2 and
3, and at depth 1 beside the draft, as `--drafter both` drafts) and its forward's cost against the target's, as
`python -m gsd train-head` records them in the head's head.json."""

from __future__ import annotations

import json
import time
from pathlib import Path

import torch
from transformers import AutoModelForCausalLM

from ..engine.head import FeatureHead
from ..models import EMBEDDED_DRAFT, embedded_target_path
from .head import run_steps


@torch.inference_mode()
def evaluate(head: FeatureHead, target, answers: list[tuple[torch.Tensor, int]], depth: int = 3,
             draft=None) -> dict:
    """How often the target's greedy token is the head's first choice (top-1) or among its first four at depth
    1, reading the target's states up to the previous position, on the target's held-out answers; and top-1 at
    each depth to `depth`, each deeper step reading the head's own predicted states (the tokens the target's).
    With `draft` (a draft model), also top-1 and top-4 at depth 1 of the mean of the two's q, as `--drafter
    both` drafts."""
    hits1 = hits4 = n = 0
    both1 = both4 = 0
    by_depth, counts = [0] * depth, [0] * depth
    for ids, prompt_len in answers:
        out = target.model(input_ids=ids[None], output_hidden_states=bool(head.feature_layers))
        feats = (torch.cat([out.hidden_states[i + 1][0] for i in head.feature_layers], -1) if head.feature_layers
                 else out.last_hidden_state[0])
        states = head.fused(feats[:-1])  # positions 0 .. L - 2
        padded = torch.cat([ids, ids.new_zeros(depth)])[None]
        last = len(ids) - 2  # the last position whose next token is known
        for step, g in run_steps(head, padded, states[None], depth):
            low = prompt_len - 1 - step  # row r predicts the token after position r + step
            if last - step < low:
                continue
            kept = head.lm_head.kept(g[0, low:last - step + 1])
            truth = ids[low + step + 1:last + 2]
            best = head.lm_head.tokens[kept.topk(4, -1).indices]
            by_depth[step - 1] += int((best[:, 0] == truth).sum())
            counts[step - 1] += len(truth)
            if step == 1:
                hits1 += int((best[:, 0] == truth).sum())
                hits4 += int((best == truth[:, None]).any(-1).sum())
                n += len(truth)
                if draft is not None:  # the draft reads the same tokens: its q for position r + 2 at r + 1
                    q = torch.softmax(draft(input_ids=ids[None]).logits[0, low + 1:last + 1].float(), -1) / 2
                    q[:, head.lm_head.tokens] += torch.softmax(kept.float(), -1) / 2
                    mean = q.topk(4, -1).indices
                    both1 += int((mean[:, 0] == truth).sum())
                    both4 += int((mean == truth[:, None]).any(-1).sum())
    quality = {"prompts": len(answers), "tokens": n, "top1": round(hits1 / n, 4), "top4": round(hits4 / n, 4),
               "top1_by_depth": [round(h / max(c, 1), 4) for h, c in zip(by_depth, counts)]}
    if draft is not None:
        quality["with_draft"] = {"top1": round(both1 / n, 4), "top4": round(both4 / n, 4)}
    return quality


def held_out_quality(head: FeatureHead, target, work: Path, draft=None) -> dict[str, dict]:
    """`evaluate` on both held-out sets of the draft (the target's greedy answers, cached in `work`), with
    `draft` beside the head where given."""
    from .prompt_sets import HELD_OUT, WIDER_HELD_OUT
    from .quality import ANSWER_TOKENS, held_out_answers

    path = embedded_target_path()
    return {name: evaluate(head, target, held_out_answers(work, path, ANSWER_TOKENS, prompts), draft=draft)
            for name, prompts in (("bench prompts", HELD_OUT), ("other requests", WIDER_HELD_OUT))}


@torch.inference_mode()
def cost_ratios(folder: Path, reps: int = 15) -> dict[str, float]:
    """The saved head's forward time over the target's, as the engine runs both on this CPU (the head over a
    100-row cache, the target over a 100-token one; 1 and 16 new tokens)."""
    from ..engine.head import load_head
    from ..forward import lean
    from ..forward.kernels.packing import prepare_for_cpu
    from ..models import load_model
    from .quality import forward_cost

    cpu = torch.device("cpu")
    target = load_model(embedded_target_path(), cpu, "target", prepare=False)
    head = load_head(folder, target)  # before the target's layers are swapped: it takes their output rows
    prepare_for_cpu(target, "target")
    out = {}
    for new in (1, 16):
        times = []
        for _ in range(reps + 2):
            cache = lean.Cache(head)
            head(torch.randint(100, 1000, (100,)), torch.randn(100, head.config.hidden_size), cache,
                 torch.arange(1, 101), None, last=1)
            t0 = time.perf_counter()
            head(torch.randint(100, 1000, (new,)), torch.randn(new, head.config.hidden_size), cache,
                 torch.arange(101, 101 + new), None)
            times.append(time.perf_counter() - t0)
        h, t = sorted(times[2:])[reps // 2], forward_cost(target, 100, new, reps)
        out[f"head_ms_{new}"], out[f"target_ms_{new}"], out[f"ratio_{new}"] = h * 1e3, t * 1e3, round(h / t, 4)
    return out


def measure(work: Path, folder: Path) -> None:
    """Write the saved head's held-out quality and forward cost into its head.json, and print them."""
    from ..engine.head import CONFIG, load_head
    from .recipe import saved_draft

    target = AutoModelForCausalLM.from_pretrained(embedded_target_path(), dtype=torch.float32).eval()
    head = load_head(folder, target)  # quality is measured on the head the engine runs
    saved = json.loads((folder / CONFIG).read_text())
    draft = saved_draft(EMBEDDED_DRAFT) if (EMBEDDED_DRAFT / "config.json").exists() else None
    if draft is not None and draft.config.vocab_size != target.config.vocab_size:
        draft = None  # the embedded draft drafts for the embedded target alone
    saved["recipe"]["quality"] = held_out_quality(head, target, work, draft)  # and with the draft (--drafter both)
    saved["recipe"]["cost"] = cost_ratios(folder)
    (folder / CONFIG).write_text(json.dumps(saved, indent=1) + "\n")
    print(json.dumps({k: saved["recipe"][k] for k in ("quality", "cost")}, indent=1))
