"""`python -m gsd train-head`: train the feature head (`gsd.head`) on the target's own hidden states.

Data (`gsd.train.features`): chat answers with the target's final hidden state f at every position and its
top-k next tokens. At each position j the head reads (f_j, x_{j+1}) and is trained to predict f_{j+1}
(smooth L1) and the target's next-token distribution there (soft cross-entropy over the head's tokens), the
two losses of EAGLE. Its input states get a little noise, since deeper in a step's graph it reads its own
predictions instead. It starts from small random weights and the target's final norm. What each choice gave:
docs/draft.md, "The feature head".
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

WRITTEN_BY = {"draft": "embedded draft", "target": "target itself"}


@dataclass(frozen=True)
class HeadTrainConfig:
    tokens: int = 238_180  # answer tokens of the data to read (31 shards: the shipped head's)
    epochs: int = 10
    batch_tokens: int = 2048
    lr: float = 1e-3
    token_weight: float = 0.5  # of the token loss, against 1 for the state loss
    noise: float = 0.05  # std of the noise on input states, relative to each state's RMS
    seed: int = 0


def init_head(target, tokens: torch.Tensor, seed: int = 0) -> FeatureHead:
    """Small random weights (N(0, 0.02), seeded) and the target's final norm (the start docs/draft.md
    compares with the target's last layer)."""
    torch.manual_seed(seed)
    head = FeatureHead(target.config)
    with torch.no_grad():
        for parameter in head.parameters():
            if parameter.dim() == 2:
                parameter.normal_(0.0, 0.02)
        head.model.norm.weight.copy_(target.model.norm.weight)
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
    the losses are taken at: from the one whose prediction is the first answer token to the last (whose
    token target is what the target would write after the answer's final token)."""
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


@torch.no_grad()
def held_out_top1(head: FeatureHead, rows: list[dict]) -> float:
    """Top-1 agreement on answers kept out of training (the first 48 of the data)."""
    batches_ = [collate(rows[i:i + 8]) for i in range(0, len(rows), 8)]
    agree = sum(losses(head, b, 0.0)[2].item() * int(b["where"].sum()) for b in batches_)
    return agree / max(sum(int(b["where"].sum()) for b in batches_), 1)


def train(work: Path, config: HeadTrainConfig, out: Path) -> dict:
    torch.manual_seed(config.seed)
    target = AutoModelForCausalLM.from_pretrained(embedded_target_path(), dtype=torch.float32).eval()
    target.requires_grad_(False)
    tokens = head_tokens(EMBEDDED_DRAFT / HEAD_TOKENS)
    head = init_head(target, tokens, config.seed)
    for module in (head.embed, head.lm_head):
        module.requires_grad_(False)
    writer = feature_data.shard_writer(work) or "draft"
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
        if step % 250 == 0 or step == len(plan) - 1:
            log.info("held-out answers: top-1 %.3f", held_out_top1(head, held))
            save_head(head, tokens, out, {"training": asdict(config), "steps_done": step + 1})
    recipe = {"training": asdict(config), "answers": len(rows), "steps": len(plan),
              "seconds": round(time.time() - start), "held_out_top1": round(held_out_top1(head, held), 4),
              "data": f"answers to the requests and topics prompts written by the {WRITTEN_BY[writer]} "
                      "(gsd.train.features)"}
    save_head(head, tokens, out, recipe)
    log.info("saved to %s: %s", out, json.dumps(recipe))
    return recipe


@torch.inference_mode()
def evaluate(head: FeatureHead, target, answers: list[tuple[torch.Tensor, int]]) -> dict[str, float]:
    """How often the target's greedy token is the head's first choice (top-1) or among its first four, at
    depth 1 (reading the target's hidden state of the previous position), on the target's held-out answers."""
    hits1 = hits4 = n = 0
    for ids, prompt_len in answers:
        feats = target.model(input_ids=ids[None]).last_hidden_state[0]  # (L, H)
        g = run_head(head, ids[None, 1:-1], feats[None, :-2])[0]  # g_j for j = 0 .. L - 3, predicting x_{j+2}
        top4 = head.lm_head.tokens[head.lm_head.kept(g[prompt_len - 2:]).topk(4, -1).indices]  # (R, 4)
        truth = ids[prompt_len:]
        hits1 += int((top4[:, 0] == truth).sum())
        hits4 += int((top4 == truth[:, None]).any(-1).sum())
        n += len(truth)
    return {"prompts": len(answers), "tokens": n, "top1": round(hits1 / n, 4), "top4": round(hits4 / n, 4)}


def held_out_quality(head: FeatureHead, target, work: Path) -> dict[str, dict]:
    """`evaluate` on both held-out sets of the draft (the target's greedy answers, cached in `work`)."""
    from .corpus import HELD_OUT, WIDER_HELD_OUT
    from .quality import ANSWER_TOKENS, held_out_answers

    path = embedded_target_path()
    return {name: evaluate(head, target, held_out_answers(work, path, ANSWER_TOKENS, prompts))
            for name, prompts in (("bench prompts", HELD_OUT), ("other requests", WIDER_HELD_OUT))}


@torch.inference_mode()
def cost_ratios(folder: Path, reps: int = 15) -> dict[str, float]:
    """The saved head's forward time over the target's, as the engine runs both on this CPU (the head over a
    100-row cache, the target over a 100-token one; 1 and 16 new tokens)."""
    from .. import lean
    from ..head import load_head
    from ..kernels import prepare_for_cpu
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gsd train-head", description=__doc__.splitlines()[0])
    parser.add_argument("--work", default=str(feature_data.DATA),
                        help="the training data's folder (built first when it holds fewer tokens)")
    parser.add_argument("--writer", choices=feature_data.WRITERS, default="draft",
                        help="who answers the data's prompts: the draft (cheap on a CPU) or the target")
    parser.add_argument("--out", default=str(EMBEDDED_HEAD))
    parser.add_argument("--stage", choices=("all", "eval"), default="all",
                        help="all: data (what is missing), training, measuring; eval: measure the saved head")
    defaults = HeadTrainConfig()
    for name in ("tokens", "epochs", "batch_tokens", "lr", "noise", "seed"):
        parser.add_argument("--" + name.replace("_", "-"), type=type(getattr(defaults, name)),
                            default=getattr(defaults, name))
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    config = HeadTrainConfig(**{k: getattr(args, k) for k in ("tokens", "epochs", "batch_tokens", "lr", "noise",
                                                                "seed")})
    work, out = Path(args.work), Path(args.out)
    if args.stage == "all":
        try:
            feature_data.check_writer(work, args.writer)  # before training, even when the folder is full
        except ValueError as error:
            parser.error(str(error))
        if feature_data.shard_tokens(work)[0] < config.tokens:
            feature_data.build(work, config.tokens, feature_data.FeatureConfig(seed=config.seed, writer=args.writer))
        train(work, config, out)
    measure(work, out)
    return 0


def measure(work: Path, folder: Path) -> None:
    """Write the saved head's held-out quality and forward cost into its head.json, and print them."""
    from ..head import CONFIG, load_head

    target = AutoModelForCausalLM.from_pretrained(embedded_target_path(), dtype=torch.float32).eval()
    head = load_head(folder, target)  # quality is measured on the head the engine runs
    saved = json.loads((folder / CONFIG).read_text())
    saved["recipe"]["quality"] = held_out_quality(head, target, work)
    saved["recipe"]["cost"] = cost_ratios(folder)
    (folder / CONFIG).write_text(json.dumps(saved, indent=1) + "\n")
    print(json.dumps({k: saved["recipe"][k] for k in ("quality", "cost")}, indent=1))
