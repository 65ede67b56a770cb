"""`python -m gsd train-head`: train the feature head (`gsd.head`) on the target's own hidden states.

Data (`gsd.train.features`): chat answers with the target's final hidden state f at every position and its
top-k next tokens. At each position j the head reads (f_j, x_{j+1}) and is trained to predict f_{j+1}
(smooth L1) and the target's next-token distribution there (soft cross-entropy over the head's tokens), the
two losses of EAGLE. Its input states get a little noise, since deeper in a step's graph it reads its own
predictions instead. It starts as the target's last layer and final norm, with `fc` adding the token's
embedding to the state.
"""

from __future__ import annotations

import argparse
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

from ..head import EMBEDDED_HEAD, FeatureHead, save_head, target_rows
from ..models import EMBEDDED_DRAFT, HEAD_TOKENS, embedded_target_path, head_tokens
from . import features as feature_data

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class HeadTrainConfig:
    tokens: int = 400_000  # answer tokens of the data to read
    epochs: int = 2
    batch_tokens: int = 4096
    lr: float = 5e-4
    token_weight: float = 0.1  # of the token loss, against 1 for the state loss (EAGLE's weights)
    noise: float = 0.05  # std of the noise on input states, relative to each state's RMS
    seed: int = 0


def init_head(target, tokens: torch.Tensor) -> FeatureHead:
    """The target's last layer and final norm; fc = [I I]: the token's embedding added to the state."""
    head = FeatureHead(target.config)
    head.model.layers[0].load_state_dict(target.model.layers[-1].state_dict())
    head.model.norm.load_state_dict(target.model.norm.state_dict())
    hidden = target.config.hidden_size
    with torch.no_grad():
        head.fc.weight.copy_(torch.cat([torch.eye(hidden), torch.eye(hidden)], 1))
    return head.bind(*target_rows(target), tokens)


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


def collate(rows: list[dict]) -> dict[str, torch.Tensor]:
    """Inputs (f_j, x_{j+1}) for j < L - 1 and targets at j + 1, right-padded; `where` marks the positions
    whose next token is an answer token."""
    width = max(len(r["ids"]) for r in rows) - 1
    size, k = rows[0]["feats"].shape[1], rows[0]["top_ids"].shape[1]
    batch = len(rows)
    tokens = torch.zeros(batch, width, dtype=torch.long)
    feats = torch.zeros(batch, width, size)
    target = torch.zeros(batch, width, size)
    top_ids = torch.zeros(batch, width, k, dtype=torch.long)
    top_logp = torch.full((batch, width, k), -1e4)
    where = torch.zeros(batch, width, dtype=torch.bool)
    for i, r in enumerate(rows):
        n = len(r["ids"]) - 1
        tokens[i, :n] = r["ids"][1:].long()
        feats[i, :n] = r["feats"][:-1].float()
        target[i, :n] = r["feats"][1:].float()
        top_ids[i, :n] = r["top_ids"][1:].long()
        top_logp[i, :n] = r["top_logp"][1:].float()
        where[i, max(r["prompt_len"] - 2, 0):n] = True
    return {"tokens": tokens, "feats": feats, "target": target, "top_ids": top_ids, "top_logp": top_logp,
            "where": where}


def run_head(head: FeatureHead, tokens: torch.Tensor, feats: torch.Tensor) -> torch.Tensor:
    """The head over whole sequences with causal attention (training's forward): (B, L) -> (B, L, H)."""
    x = head.fc(torch.cat([head.embed(tokens), feats], -1))
    positions = torch.arange(1, tokens.shape[1] + 1)[None].expand(tokens.shape[0], -1)
    cos_sin = head.model.rotary_emb(x, positions)
    x = head.model.layers[0](x, position_embeddings=cos_sin)
    return head.model.norm(x)


def losses(head: FeatureHead, batch: dict, noise: float) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """(state loss, token loss, top-1 agreement) over the answer positions of a batch."""
    feats = batch["feats"]
    if noise:
        rms = feats.pow(2).mean(-1, keepdim=True).sqrt()
        feats = feats + torch.randn_like(feats) * rms * noise
    g = run_head(head, batch["tokens"], feats)[batch["where"]]  # (N, H)
    state = F.smooth_l1_loss(g, batch["target"][batch["where"]])
    logp = torch.log_softmax(head.lm_head.kept(g).float(), -1)  # (N, K)
    p = torch.softmax(batch["top_logp"][batch["where"]], -1)  # the target's top-k, renormalised
    ids = batch["top_ids"][batch["where"]]
    token = -(p * logp.gather(1, ids)).sum(-1).mean()
    agree = (logp.argmax(-1) == ids[:, 0]).float().mean()
    return state, token, agree


def train(work: Path, config: HeadTrainConfig, out: Path) -> dict:
    torch.manual_seed(config.seed)
    target = AutoModelForCausalLM.from_pretrained(embedded_target_path(), dtype=torch.float32).eval()
    target.requires_grad_(False)
    tokens = head_tokens(EMBEDDED_DRAFT / HEAD_TOKENS)
    head = init_head(target, tokens)
    for module in (head.embed, head.lm_head):
        module.requires_grad_(False)
    rows = feature_data.read_shards(work, config.tokens)
    held, rows = rows[:48], rows[48:]  # the first answers: never trained on, the loss is watched on them
    params = [p for p in head.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=config.lr, weight_decay=0.0)
    plan = [b for epoch in range(config.epochs) for b in batches(rows, config.batch_tokens, config.seed + epoch)]
    start = time.time()
    for step, group in enumerate(plan):
        factor = min(1.0, (step + 1) / 50) * 0.5 * (1 + math.cos(math.pi * step / len(plan)))
        for group_ in opt.param_groups:
            group_["lr"] = config.lr * factor
        state, token, agree = losses(head, collate([rows[i] for i in group]), config.noise)
        opt.zero_grad()
        (state + config.token_weight * token).backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
        if step % 20 == 0 or step == len(plan) - 1:
            log.info("step %d/%d  state %.4f  token %.3f  top-1 %.3f  %.0fs", step, len(plan), state.item(),
                     token.item(), agree.item(), time.time() - start)
    with torch.no_grad():
        held_batches = [collate(held[i:i + 8]) for i in range(0, len(held), 8)]
        agree = sum(losses(head, b, 0.0)[2].item() * int(b["where"].sum()) for b in held_batches)
        total = sum(int(b["where"].sum()) for b in held_batches)
    recipe = {"training": asdict(config), "answers": len(rows), "steps": len(plan),
              "seconds": round(time.time() - start), "held_out_top1": round(agree / max(total, 1), 4),
              "data": "answers to the requests and topics prompts sampled by the embedded draft (gsd.train.features)"}
    save_head(head, tokens, out, recipe)
    log.info("saved to %s: %s", out, json.dumps(recipe))
    return recipe


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gsd train-head", description=__doc__.splitlines()[0])
    parser.add_argument("--work", default=str(Path.home() / ".cache" / "gsd" / "head-data"),
                        help="the training data's folder (built first when it holds fewer tokens)")
    parser.add_argument("--out", default=str(EMBEDDED_HEAD))
    defaults = HeadTrainConfig()
    for name in ("tokens", "epochs", "batch_tokens", "lr", "noise", "seed"):
        parser.add_argument("--" + name.replace("_", "-"), type=type(getattr(defaults, name)),
                            default=getattr(defaults, name))
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    config = HeadTrainConfig(**{k: getattr(args, k) for k in ("tokens", "epochs", "batch_tokens", "lr", "noise",
                                                                "seed")})
    work = Path(args.work)
    if feature_data.shard_tokens(work)[0] < config.tokens:
        feature_data.build(work, config.tokens, feature_data.FeatureConfig(seed=config.seed))
    train(work, config, Path(args.out))
    return 0
