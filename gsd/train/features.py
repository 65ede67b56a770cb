"""The feature head's training data: answers to chat prompts, with the target's hidden state at every
position and its next-token distribution over the head's tokens.

The answers are written by the embedded draft (`writer="draft"`: several times cheaper than the target on a
CPU) or by the target itself (`writer="target"`: the text the head drafts for at run time); the target then
reads each prompt + answer in one batched forward, no sampling. Each shard stores, per answered prompt: the
token ids, the target's last hidden state (after its final norm) at every position, and at every position
the target's top-k next tokens among the head's tokens with their log-probabilities (over those tokens).
Shards are written atomically, so a stopped run resumes.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path

import torch
from tqdm import tqdm
from transformers import AutoModelForCausalLM, AutoTokenizer

from ..models import EMBEDDED_DRAFT, HEAD_TOKENS, cache_dir, embedded_target_path, head_tokens
from .corpus import SET_SEEDS, chat_ids, sample_batch, training_prompts

log = logging.getLogger(__name__)

TEMPERATURES = (0.0, 0.7, 0.0, 1.0)  # by shard index
DATA = cache_dir() / "head-data"  # the default work folder


@dataclass(frozen=True)
class FeatureConfig:
    seed: int = 0
    batch: int = 48  # prompts a shard answers
    max_new_tokens: int = 192
    top_k: int = 8  # target log-probabilities kept per position
    writer: str = "draft"  # who answers the prompts: "draft" or "target"


WRITERS = ("draft", "target")


def mixed_prompts(seed: int) -> list[str]:
    """The requests and topics prompt sets (minus both held-out sets), alternating: what people type."""
    requests, topics = training_prompts(seed + 7, "requests"), training_prompts(seed + 7, "topics")
    return [p for pair in zip(requests, topics) for p in pair]


@torch.inference_mode()
def target_features(target, rows: list[torch.Tensor], kept: torch.Tensor, top_k: int) -> list[dict]:
    """The target's final hidden state at every position of each row, and its top-k next tokens (ids into
    `kept`) with log-probabilities over the kept tokens. One right-padded batch."""
    width = max(len(r) for r in rows)
    ids = torch.zeros(len(rows), width, dtype=torch.long)
    attention = torch.zeros(len(rows), width, dtype=torch.long)
    for i, row in enumerate(rows):
        ids[i, : len(row)] = row.long()
        attention[i, : len(row)] = 1
    hidden = target.model(input_ids=ids, attention_mask=attention).last_hidden_state  # (B, W, H), post-norm
    weight = target.lm_head.weight[kept]  # (K, H)
    out = []
    for i, row in enumerate(rows):
        h = hidden[i, : len(row)].float()
        logp = torch.log_softmax(h @ weight.float().T, -1)
        values, indices = logp.topk(top_k, -1)
        out.append({"feats": h.half(), "top_ids": indices.int(), "top_logp": values.half()})
    return out


def build(work: Path, tokens: int, config: FeatureConfig) -> None:
    """Write shards under `work` until they hold `tokens` answer tokens; resumes where it stopped (answers of
    one writer to a folder)."""
    check_writer(work, config.writer)
    work.mkdir(parents=True, exist_ok=True)
    path = embedded_target_path()
    tokenizer = AutoTokenizer.from_pretrained(path)
    target = AutoModelForCausalLM.from_pretrained(path, dtype=torch.float32).eval()
    writer = target if config.writer == "target" else (
        AutoModelForCausalLM.from_pretrained(str(EMBEDDED_DRAFT), dtype=torch.float32).eval())
    kept = head_tokens(EMBEDDED_DRAFT / HEAD_TOKENS)
    prompts = mixed_prompts(config.seed)
    have, index = shard_tokens(work)
    bar = tqdm(total=tokens, initial=min(have, tokens), unit="tok", desc="head data", smoothing=0.1)
    while have < tokens:
        t0 = time.perf_counter()
        chunk = prompts[index * config.batch: (index + 1) * config.batch]
        temperature = TEMPERATURES[index % len(TEMPERATURES)]
        generator = torch.Generator().manual_seed((config.seed + SET_SEEDS["requests"]) * 7919 + index)
        answers = sample_batch(writer, [chat_ids(tokenizer, p) for p in chunk], temperature, config.max_new_tokens,
                               1, tokenizer.eos_token_id, generator)
        rows = [a["ids"] for a in answers]
        feats = target_features(target, rows, kept, config.top_k)
        shard = [{"ids": a["ids"], "prompt_len": a["prompt_len"], **f} for a, f in zip(answers, feats)]
        new = sum(len(a["ids"]) - a["prompt_len"] for a in answers)
        torch.save(shard, work / "shard.tmp")
        (work / "shard.tmp").replace(work / f"shard_{index:05d}.pt")
        (work / f"shard_{index:05d}.json").write_text(json.dumps(
            {"tokens": new, "prompts": len(chunk), "temperature": temperature, "writer": config.writer,
             "seconds": round(time.perf_counter() - t0, 1)}))
        have, index = have + new, index + 1
        bar.update(new)
    bar.close()


def shard_tokens(work: Path) -> tuple[int, int]:
    """(answer tokens, shards) in the shards 0, 1, ... that exist without a gap."""
    have, index = 0, 0
    while (meta := work / f"shard_{index:05d}.json").exists():
        have += json.loads(meta.read_text())["tokens"]
        index += 1
    return have, index


def shard_writer(work: Path) -> str | None:
    """Who wrote the answers of the first shard under `work` (None: no shard yet; shards from before the
    field were the draft's)."""
    meta = work / "shard_00000.json"
    return json.loads(meta.read_text()).get("writer", "draft") if meta.exists() else None


def check_writer(work: Path, writer: str) -> None:
    """Refuse an unknown writer, or a folder that holds the other writer's answers (ValueError)."""
    if writer not in WRITERS:
        raise ValueError(f"unknown writer {writer!r}; one of {', '.join(WRITERS)}")
    written = shard_writer(work)
    if written not in (None, writer):
        raise ValueError(f"{work} holds answers written by the {written}; give another --work for the {writer}")


def read_shards(work: Path, tokens: float = float("inf")) -> list[dict]:
    """The rows of the first shards, in order, up to `tokens` answer tokens."""
    rows, have, index = [], 0, 0
    while have < tokens and (work / f"shard_{index:05d}.pt").exists():
        shard = torch.load(work / f"shard_{index:05d}.pt")
        rows += shard
        have += sum(len(r["ids"]) - r["prompt_len"] for r in shard)
        index += 1
    return rows


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", default=str(DATA))
    parser.add_argument("--tokens", type=int, default=238_180)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--writer", choices=WRITERS, default="draft")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO)
    build(Path(args.work), args.tokens, FeatureConfig(seed=args.seed, writer=args.writer))
