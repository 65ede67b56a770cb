"""`python -m gsd distill --stage reread`: a corpus's shards rebuilt from its token ids alone.

What travels between machines is the token ids (`corpus-ids.pt`, about 4 bytes a token, as the GPU kit brings a
GPU's corpus back), not the shards (with the feature head's layers about 3.5 KB a token). The target reads each
answer once, teacher-forced, for what sampling stored at every response position: its top-k log-probabilities
and, with the corpus's `feature_layers`, those layers' outputs at every position it read.
"""

from __future__ import annotations

import time
from pathlib import Path

import torch
from tqdm import tqdm
from transformers import AutoModelForCausalLM

from ..models import embedded_target_path
from .corpus import CorpusConfig, corpus_folder, corpus_tokens, joined_layers, save_shard
from .prompt_sets import PROMPT_SETS


@torch.inference_mode()
def reread_rows(target, rows: list[dict], top_k: int, feature_layers: tuple[int, ...] = ()) -> list[dict]:
    """`sample_batch`'s rows again from their token ids alone: the target reads each row once, teacher-forced,
    for the top-k log-probabilities at every response position and, with `feature_layers`, those layers'
    outputs at every position it read: what sampling stored, to float rounding. Rows need ids, prompt_len
    and temperature (a shard's rows, or `corpus-ids.pt`'s)."""
    rebuilt = []
    for row in rows:
        ids, start = row["ids"].long(), row["prompt_len"]
        out = target(input_ids=ids[None].to(target.device), use_cache=False,
                     output_hidden_states=bool(feature_layers))
        logp = torch.log_softmax(out.logits[0, start - 1: len(ids) - 1].float(), -1)  # predicting ids[start:]
        values, indices = logp.topk(top_k, -1)
        made = {"ids": ids.int(), "prompt_len": start, "top_ids": indices.int().cpu(),
                "top_logp": values.half().cpu(), "temperature": row["temperature"]}
        if feature_layers:
            made["feats"] = joined_layers(out, feature_layers)[0, : len(ids) - 1]
        rebuilt.append(made)
    return rebuilt


def reread_corpus(ids_path: Path, work: Path, config: CorpusConfig, device: str = "cpu") -> dict[str, int]:
    """Each prompt set's shards under `work` rebuilt from `ids_path` ({set: rows with ids, prompt_len and
    temperature}, as `scripts/gpu_kit.py` brings a GPU's corpus back), `config.batch` rows a shard, in the
    file's order; resumable: a shard already written is kept. Returns the response tokens each set holds."""
    sets = torch.load(ids_path)
    if not isinstance(sets, dict):
        raise ValueError(f"{ids_path} holds a {type(sets).__name__}, not token ids by prompt set")
    unknown = set(sets) - set(PROMPT_SETS)
    if unknown:
        raise ValueError(f"{ids_path}: unknown prompt sets {sorted(unknown)}; expected {', '.join(PROMPT_SETS)}")
    path = embedded_target_path()
    target = AutoModelForCausalLM.from_pretrained(path, dtype=getattr(torch, config.dtype)).to(device).eval()
    for prompt_set, rows in sets.items():
        folder = corpus_folder(work, prompt_set)
        folder.mkdir(parents=True, exist_ok=True)
        chunks = range(0, len(rows), config.batch)
        for index, start in enumerate(tqdm(chunks, desc=f"reread {prompt_set}", unit="shard")):
            shard = folder / f"shard_{index:05d}.pt"
            if shard.with_suffix(".json").exists():
                continue
            t0 = time.perf_counter()
            made = reread_rows(target, rows[start: start + config.batch], config.top_k, config.feature_layers)
            save_shard(shard, made, reread=str(ids_path), seconds=round(time.perf_counter() - t0, 1))
    return {prompt_set: corpus_tokens(corpus_folder(work, prompt_set))[0] for prompt_set in sets}
