"""Training the feature head (`gsd.engine.head`) on the target's own hidden states (`python -m gsd train-head`,
`head_cli`).

Data: the corpus `python -m gsd distill --stage corpus --feature-layers 2,15,27` writes (`gsd.train.corpus`):
the target's answers to the prompt sets, with the outputs of those target layers at every position it
read and its top-k next tokens at every answer position. The sampling forward computes the states anyway, so
the data costs no more than the draft's corpus.

The head follows EAGLE-3 (Li et al., 2025): it reads a low, a middle and a high layer of the target, fused
into one state, and it learns only the target's next-token distribution (soft cross-entropy over the head's
tokens; no regression onto the target's states). It is trained on its own drafts ("training-time test"):
step 1 reads the target's states at every position; step k reads, at each position, the state step k - 1
predicted there and the token k - 1 places on, and attends to the target-read rows before it and to its own
rows of the earlier steps at that position, as a node k deep in a step's graph does at run time. Step k's
loss weighs `decay ** (k - 1)`. What each choice gave: docs/draft.md, "The feature head".
"""

from __future__ import annotations

import itertools
import json
import logging
import math
import random
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import torch
import torch.nn.functional as F
from transformers import AutoModelForCausalLM
from transformers.models.llama.modeling_llama import apply_rotary_pos_emb

from ..engine.head import FeatureHead, HeadError, read_saved, save_head, target_rows
from ..models import EMBEDDED_DRAFT, HEAD_TOKENS, cache_dir, embedded_target_path, head_tokens
from .corpus import corpus_folder, shard_rows
from .prompt_sets import PROMPT_SETS

log = logging.getLogger(__name__)

DATA = cache_dir() / "head-data"  # the default work folder: a corpus written with --feature-layers
LAYERS = (2, 15, 27)  # of the embedded target's 30: low, middle, high (EAGLE-3's choice, scaled)


@dataclass(frozen=True)
class HeadTrainConfig:
    tokens: int = 0  # answer tokens to read from each prompt set's corpus (0: all there is)
    epochs: int = 2
    batch_tokens: int = 4096  # padded positions a step
    lr: float = 1.5e-3
    depth: int = 3  # training-time test steps
    decay: float = 0.8  # step k's loss weight: decay ** (k - 1)
    seed: int = 0
    # bfloat16: autocast over float32 weights (a GPU, or a CPU with bfloat16 units); float32 on a CPU without
    # them, where autocast emulates bfloat16 and a step takes minutes
    train_dtype: str = "bfloat16"
    # the draft model's share of q when the head learns to draft beside it (`--drafter both`, which drafts with
    # the mean of the two's q): the loss is then the mean's, not the head's own; 0: the head alone
    partner: float = 0.0


def init_head(target, tokens: torch.Tensor, layers: tuple[int, ...], seed: int = 0,
              init: Path | None = None) -> FeatureHead:
    """Small random weights (N(0, 0.02), seeded) for its linear layers, the target's final norm, and norms of
    one for the fused layers; with `init`, the weights of the head saved there (`save_head`) instead, to train
    on from where it stopped (it must read the same layers)."""
    torch.manual_seed(seed)
    head = FeatureHead(target.config, layers)
    with torch.no_grad():
        for module in head.modules():
            if isinstance(module, torch.nn.Linear):
                module.weight.normal_(0.0, 0.02)
        head.model.norm.weight.copy_(target.model.norm.weight)
    if init is not None:
        try:
            _, saved, _, state = read_saved(init)
        except HeadError as error:
            raise ValueError(str(error)) from None
        if saved != tuple(layers):
            raise ValueError(f"the head in {init} reads layers {list(saved)}, not {list(layers)}: pass --layers "
                             f"{','.join(map(str, saved))}")
        head.load_state_dict({name: value.float() for name, value in state.items()}, strict=False)
    return head.bind(*target_rows(target), tokens)


# ---- the data --------------------------------------------------------------------------------------------------

def read_rows(work: Path, tokens: int = 0) -> list[dict]:
    """The answered prompts of each prompt set's corpus under `work` that carry the target's layer outputs, up
    to `tokens` answer tokens a set (0: all), the sets interleaved."""
    sets = []
    for prompt_set in PROMPT_SETS:
        sets.append([row for row in shard_rows(corpus_folder(work, prompt_set), tokens or math.inf) if "feats" in row])
    return [row for group in itertools.zip_longest(*sets) for row in group if row is not None]


def batches(rows: list[dict], batch_tokens: int, seed: int) -> list[list[int]]:
    """Rows grouped by length into batches of about `batch_tokens` padded tokens, in a seeded order."""
    order = sorted(range(len(rows)), key=lambda i: len(rows[i]["ids"]))
    groups, group, width = [], [], 0
    for i in order:
        width = max(width, len(rows[i]["ids"]))
        if group and width * (len(group) + 1) > batch_tokens:
            groups.append(group)
            group, width = [], len(rows[i]["ids"])
        group.append(i)
    groups.append(group)
    random.Random(seed).shuffle(groups)
    return groups


def collate(rows: list[dict], kept: torch.Tensor, depth: int) -> dict[str, torch.Tensor]:
    """Right-padded tensors of a batch, L the longest row. feats (B, L - 1, layers × H): the target's states at
    positions 0 .. L - 2; ids (B, L + depth); at every position p (B, L + depth, ...), the target's top-k next
    tokens as indices into the head's `kept` tokens with their probabilities (0 where not kept), and `has`
    where p is an answer position."""
    width = max(len(r["ids"]) for r in rows)
    size, k = rows[0]["feats"].shape[1], rows[0]["top_ids"].shape[1]
    index_of = torch.full((int(kept.max()) + 1,), -1, dtype=torch.long)
    index_of[kept] = torch.arange(len(kept))
    ids = torch.zeros(len(rows), width + depth, dtype=torch.long)
    feats = torch.zeros(len(rows), width - 1, size, dtype=torch.float16)
    top = torch.full((len(rows), width + depth, k), -1, dtype=torch.long)
    prob = torch.zeros(len(rows), width + depth, k)
    has = torch.zeros(len(rows), width + depth, dtype=torch.bool)
    for i, r in enumerate(rows):
        n, start = len(r["ids"]), r["prompt_len"] - 1  # the first answer token is predicted at prompt_len - 1
        ids[i, :n] = r["ids"].long()
        feats[i, : n - 1] = r["feats"]
        answer = r["top_ids"].long()
        known = answer < len(index_of)
        top[i, start:start + len(answer)] = torch.where(known, index_of[answer.clamp(max=len(index_of) - 1)], -1)
        prob[i, start:start + len(answer)] = r["top_logp"].float().exp()
        has[i, start:start + len(answer)] = True
    prob = prob * (top >= 0)
    prob = prob / prob.sum(-1, keepdim=True).clamp(min=1e-9)
    return {"ids": ids, "feats": feats, "top": top.clamp(min=0), "prob": prob, "has": has}


# ---- the forward of training: every step at once --------------------------------------------------------------

def _step_mask(rows: int, step: int) -> torch.Tensor:
    """(rows, step × rows): a step-`step` row r sees step 1's rows up to r and its own row of each later step."""
    causal = torch.ones(rows, rows, dtype=torch.bool).tril()
    return torch.cat([causal] + [torch.eye(rows, dtype=torch.bool)] * (step - 1), dim=1)


def run_steps(head: FeatureHead, ids: torch.Tensor, states: torch.Tensor, depth: int):
    """The head's outputs at each training-time-test step: yields (step, out (B, n, H)).

    ids (B, n + depth): the sequence; states (B, n, H): fused target states at positions 0 .. n - 1. Step k's
    row r reads token ids[r + k] at position r + k, with the target's state at r for k = 1 and the state step
    k - 1 predicted at row r after that."""
    layer = head.model.layers[0]
    attention = layer.self_attn
    batch, rows = states.shape[:2]
    heads, kv_heads = head.config.num_attention_heads, head.config.num_key_value_heads
    dim = head.config.hidden_size // heads
    keys, values = [], []
    for step in range(1, depth + 1):
        x = head.fc(torch.cat([head.embed(ids[:, step:step + rows]), states.to(head.model.norm.weight.dtype)], -1))
        positions = (torch.arange(rows, device=x.device) + step)[None].expand(batch, -1)
        h = layer.input_layernorm(x)
        q = attention.q_proj(h).view(batch, rows, heads, dim).transpose(1, 2)
        k = attention.k_proj(h).view(batch, rows, kv_heads, dim).transpose(1, 2)
        v = attention.v_proj(h).view(batch, rows, kv_heads, dim).transpose(1, 2)
        cos, sin = head.model.rotary_emb(x, positions)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        keys.append(k)
        values.append(v)
        o = F.scaled_dot_product_attention(q, torch.cat(keys, 2), torch.cat(values, 2),
                                           attn_mask=_step_mask(rows, step).to(x.device), scale=attention.scaling,
                                           enable_gqa=True)
        x = x + attention.o_proj(o.transpose(1, 2).reshape(batch, rows, -1))
        x = x + layer.mlp(layer.post_attention_layernorm(x))
        states = head.model.norm(x)
        yield step, states


def run_head(head: FeatureHead, tokens: torch.Tensor, states: torch.Tensor) -> torch.Tensor:
    """Step 1 over whole sequences (causal attention): row j reads (states[j], tokens[j]) at position j + 1.
    tokens (B, n), states (B, n, H) -> (B, n, H)."""
    ids = torch.cat([tokens[:, :1], tokens], 1)  # step 1 reads ids[r + 1]
    return next(run_steps(head, ids, states, 1))[1]


def losses(head: FeatureHead, batch: dict, depth: int, decay: float, partner=None,
           share: float = 0.5) -> tuple[torch.Tensor, list[float]]:
    """(the weighted loss, top-1 agreement of each step) over the answer positions of a batch. With `partner`
    (a draft model over the head's kept tokens), the loss and the agreement are those of the mean q that
    `--drafter both` drafts with, `share` of it the draft's: the head learns what the draft misses."""
    states = head.fused(batch["feats"])
    rows = states.shape[1]
    beside = None
    if partner is not None:  # the draft's q at every position, read over the true tokens (as an accepted path)
        with torch.no_grad():
            hidden = partner.model(input_ids=batch["ids"][:, :rows + depth]).last_hidden_state
            beside = share * torch.softmax(partner.lm_head.kept(hidden).float(), -1)  # (B, L + depth, K)
    total, agree = 0.0, []
    for step, out in run_steps(head, batch["ids"], states, depth):
        where = batch["has"][:, step:step + rows]  # row r predicts from position r + step
        logp = torch.log_softmax(head.lm_head.kept(out[where]).float(), -1)  # (N, K)
        if beside is not None:
            q = (1.0 - share) * logp.exp() + beside[:, step:step + rows][where]
            logp = q.clamp(min=1e-9).log()
        top, prob = (batch[name][:, step:step + rows][where] for name in ("top", "prob"))
        total = total + decay ** (step - 1) * -(prob * logp.gather(1, top)).sum(-1).mean()
        agree.append((logp.argmax(-1) == top[:, 0]).float().mean().item())
    return total, agree


def _on(batch: dict, device: torch.device) -> dict:
    return {name: value.to(device, non_blocking=True) for name, value in batch.items()}


def train(work: Path, config: HeadTrainConfig, out: Path, layers: tuple[int, ...] = LAYERS,
          init: Path | None = None, device: str = "cpu") -> dict:
    target = AutoModelForCausalLM.from_pretrained(embedded_target_path(), dtype=torch.float32).eval()
    target.requires_grad_(False)
    kept = head_tokens(EMBEDDED_DRAFT / HEAD_TOKENS)
    head = init_head(target, kept, layers, config.seed, init)  # a head to continue is checked before the data
    rows = read_rows(work, config.tokens)
    if len(rows) < 16:
        raise ValueError(f"{work} holds {len(rows)} answers with the target's layer outputs; write more with "
                         f"`python -m gsd distill --stage corpus --work {work} --feature-layers "
                         f"{','.join(map(str, layers))}`")
    for module in (head.embed, head.lm_head):
        module.requires_grad_(False)
    watched = min(48, len(rows) // 4)
    held, rows = rows[:watched], rows[watched:]  # the first answers: never trained on, agreement watched on them
    device = torch.device(device)
    partner = None
    if config.partner:
        from .recipe import saved_draft

        partner = saved_draft(EMBEDDED_DRAFT).to(device).requires_grad_(False)
        tokens = getattr(partner.lm_head, "tokens", None)
        if tokens is None or not torch.equal(tokens.cpu(), kept):
            raise ValueError(f"the draft in {EMBEDDED_DRAFT} keeps other tokens than the head; train it alone")
    head.to(device)  # the corpus stays on the host; each batch goes over as it is used
    params = [p for p in head.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=config.lr, weight_decay=0.0)
    plan = [b for epoch in range(config.epochs) for b in batches(rows, config.batch_tokens, config.seed + epoch)]
    start = time.time()
    recipe = {"training": asdict(config), "feature_layers": list(layers), "init": init and str(init),
              "answers": len(rows), "steps": len(plan),
              "answer_tokens": sum(len(r["top_ids"]) for r in rows)}
    for step, group in enumerate(plan):
        factor = min(1.0, (step + 1) / 50) * 0.5 * (1 + math.cos(math.pi * step / len(plan)))
        for group_ in opt.param_groups:
            group_["lr"] = config.lr * factor
        with torch.autocast(device.type, dtype=torch.bfloat16, enabled=config.train_dtype == "bfloat16"):
            loss, agree = losses(head, _on(collate([rows[i] for i in group], kept, config.depth), device),
                                 config.depth, config.decay, partner, config.partner)
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
        if step % 20 == 0 or step == len(plan) - 1:
            log.info("step %d/%d  loss %.3f  top-1 by step %s  %.0fs", step, len(plan), loss.item(),
                     " ".join(f"{a:.3f}" for a in agree), time.time() - start)
        if step % 200 == 0 or step == len(plan) - 1:
            log.info("held-out answers: top-1 by step %s", held_out_agreement(head, held, kept, config.depth))
            save_head(head, kept, out, {**recipe, "steps_done": step + 1})
    recipe.update(seconds=round(time.time() - start),
                  held_out_by_step=held_out_agreement(head, held, kept, config.depth))
    save_head(head, kept, out, recipe)
    log.info("saved to %s: %s", out, json.dumps(recipe))
    return recipe


@torch.no_grad()
def held_out_agreement(head: FeatureHead, rows: list[dict], kept: torch.Tensor, depth: int) -> list[float]:
    """Top-1 agreement of each training-time-test step on answers kept out of training."""
    hits, counts = [0.0] * depth, [0] * depth
    device = next(head.parameters()).device
    for i in range(0, len(rows), 8):
        batch = _on(collate(rows[i:i + 8], kept, depth), device)
        states = head.fused(batch["feats"].float())
        for step, out in run_steps(head, batch["ids"], states, depth):
            where = batch["has"][:, step:step + states.shape[1]]
            best = head.lm_head.kept(out[where]).argmax(-1)
            top = batch["top"][:, step:step + states.shape[1]][where][:, 0]
            hits[step - 1] += float((best == top).sum())
            counts[step - 1] += int(where.sum())
    return [round(h / max(c, 1), 4) for h, c in zip(hits, counts)]
