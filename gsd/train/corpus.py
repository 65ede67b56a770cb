"""Stage 1 of `python -m gsd distill`: the training corpus, sampled from the target, and reading it back.

Chat prompts from a prompt set (`prompt_sets`: in a seeded order, minus the held-out sets) are answered by the
target in large left-padded batches, each shard at its own temperature. Each shard stores the token ids and, at
every response position, the target's top-k next-token log-probabilities (free: the sampler already computed
them), so training needs no further target forward. Shards are written atomically and any split over worker
processes yields the same corpus, so a stopped run resumes where it was.

A chats shard answers the first turns of its two-turn prompts first (those answers are training rows too), then
the prompts built from them, all in the same shard; an own shard first has the target write its user turns,
sampling from the chat template's opening of a user turn (Magpie: Xu et al., 2024), then answers them. Either
way the recipe rebuilds everything from the seed alone.

Training reads the first shards of each set, in order, up to the response tokens it asks for
(`shards_used`); the examples it trains on and the head's frequent tokens both come from those shards.
"""
from __future__ import annotations

import json
import logging
import math
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import torch
from tqdm import tqdm
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

from ..models import embedded_target_path
from .prompt_sets import SET_SEEDS, Chat, held_out_texts, training_prompts

log = logging.getLogger(__name__)

TEMPERATURES = (0.0, 0.7, 0.0, 1.0, 0.0, 0.5)  # by shard index: half greedy, as decoding mostly is
FIRST_TURN_TOKENS = 160  # longest first-turn answer in the chats set (a quoted passage or an earlier turn)
OWN_PROMPT_TOKENS = 96  # longest user turn the target writes for the own set; one not finished by then is dropped
OWN_PROMPT_TEMPERATURE = 1.0  # as Magpie samples them: lower gives fewer odd prompts but far fewer kinds


@dataclass(frozen=True)
class CorpusConfig:
    """How the target answers the training prompts: the command line's corpus flags of the same names.

    dtype: the target's precision while it samples; on a CPU with bfloat16 units bfloat16 is faster than
    float32 and the top-k log-probabilities differ only in far decimals (see docs/draft.md)."""

    seed: int  # the run's seed (TrainConfig.seed), shared with training
    batch: int = 64  # prompts answered together: one shard
    max_new_tokens: int = 256  # longest answer
    top_k: int = 20  # target log-probabilities kept per position
    dtype: str = "bfloat16"
    # the target's layers whose outputs are stored at every position too (float16), joined: the multi-layer
    # feature head's data (`gsd.train.head`); () stores none. They cost no extra forward: sampling runs them.
    feature_layers: tuple[int, ...] = ()



@dataclass(frozen=True)
class Example:
    """One answered prompt: inputs = prompt + response minus its last token; the loss is taken at the
    positions from prompt_len - 1 on, each against the target's top-k (ids, log-probabilities)."""

    ids: torch.Tensor  # (P + R,) int32
    prompt_len: int
    top_ids: torch.Tensor  # (R, top_k) int32
    top_logp: torch.Tensor  # (R, top_k) float16


def chat_ids(tokenizer, prompt: str | list[dict]) -> list[int]:
    """A prompt (one user message, or a whole chat of messages) through the tokenizer's chat template, ready
    for the assistant's answer."""
    messages = [{"role": "user", "content": prompt}] if isinstance(prompt, str) else prompt
    text = tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
    return tokenizer(text, add_special_tokens=False).input_ids


def whole_sentences(text: str, finished: bool) -> str:
    """An answer as a later prompt quotes it: cut after its last full sentence when it was cut short."""
    text = text.strip()
    if finished:
        return text
    end = max(text.rfind(mark) for mark in (". ", "! ", "? ", ".\n", "\n\n"))
    return text[:end + 1].strip() if end > len(text) // 3 else text


# ---- sampling ----------------------------------------------------------------------------------------------

@torch.inference_mode()
def sample_batch(target, prompts: list[list[int]], temperature: float, max_new: int, top_k: int, eos: int,
                 generator: torch.Generator, feature_layers: tuple[int, ...] = ()) -> list[dict]:
    """Answer a batch of tokenized prompts with the target (left padding, one shared cache), on the target's
    device (`generator` must live there too).

    Returns per prompt: ids (prompt + response, int32), prompt_len, and at each response position the
    target's top_k token ids (int32) and log-probabilities at temperature 1 (float16): (R, top_k) each. With
    `feature_layers`, also feats: the outputs of those layers joined, at every position the target read
    (all but the last token), float16 (P + R - 1, layers × H).
    """
    device = target.device
    batch, width = len(prompts), max(len(p) for p in prompts)
    input_ids = torch.full((batch, width), eos, dtype=torch.long)
    attention = torch.zeros((batch, width), dtype=torch.long)
    for row, ids in enumerate(prompts):
        input_ids[row, width - len(ids):] = torch.tensor(ids)
        attention[row, width - len(ids):] = 1
    input_ids, attention = input_ids.to(device), attention.to(device)
    positions = (attention.cumsum(-1) - 1).clamp(min=0)
    cache = DynamicCache(config=target.config)
    wanted = bool(feature_layers)
    out = target(input_ids=input_ids, attention_mask=attention, position_ids=positions, past_key_values=cache,
                 use_cache=True, logits_to_keep=1, output_hidden_states=wanted)
    logits = out.logits[:, -1].float()  # (B, V)
    live = torch.arange(batch, device=device)  # batch rows still generating; finished rows leave the cache
    steps = []  # per step, on the CPU: (rows still live, their token, top-k ids, top-k log-probabilities)
    fed = [(live.cpu(), joined_layers(out, feature_layers))] if wanted else []  # (rows, their states) per forward
    for _ in range(max_new):
        logp = torch.log_softmax(logits, -1)  # (b, V)
        values, indices = logp.topk(top_k, -1)  # (b, top_k)
        if temperature == 0:
            nxt = logits.argmax(-1)
        else:
            nxt = torch.multinomial(torch.softmax(logits / temperature, -1), 1, generator=generator)[:, 0]
        # one copy to the CPU a step (not one per row): a GPU answers batches of thousands
        steps.append((live.cpu(), nxt.cpu(), indices.int().cpu(), values.half().cpu()))
        going = nxt != eos  # (b,)
        if not going.any():
            break
        if not going.all():
            keep = going.nonzero()[:, 0]
            live, nxt, attention, positions = live[keep], nxt[keep], attention[keep], positions[keep]
            for layer in cache.layers:
                layer.keys, layer.values = layer.keys[keep], layer.values[keep]
        attention = torch.cat([attention, torch.ones((len(live), 1), dtype=torch.long, device=device)], -1)
        positions = positions[:, -1:] + 1
        out = target(input_ids=nxt[:, None], attention_mask=attention, position_ids=positions,
                     past_key_values=cache, use_cache=True, output_hidden_states=wanted)
        logits = out.logits[:, -1].float()
        if wanted:
            fed.append((live.cpu(), joined_layers(out, feature_layers)))
    rows = _answers(prompts, steps, temperature)
    if wanted:
        _attach_features(rows, fed)
    return rows


def joined_layers(out, feature_layers: tuple[int, ...]) -> torch.Tensor:
    """The outputs of layers `feature_layers` (hidden_states[0] is the embedding) joined: (B, T, layers × H)."""
    return torch.cat([out.hidden_states[index + 1] for index in feature_layers], -1).half().cpu()


def _attach_features(rows: list[dict], fed: list[tuple]) -> None:
    """Each row's feats from `sample_batch`'s forwards: its prompt's positions (the prefill, left-padded), then
    one position per forward it was still live in."""
    (_, prefill), parts = fed[0], [[] for _ in rows]
    for index, row in enumerate(rows):
        parts[index].append(prefill[index, prefill.shape[1] - row["prompt_len"]:])
    for live, states in fed[1:]:
        for i, index in enumerate(live.tolist()):
            parts[index].append(states[i])
    for row, part in zip(rows, parts):
        row["feats"] = torch.cat(part)[: len(row["ids"]) - 1]


def _answers(prompts: list[list[int]], steps: list[tuple], temperature: float) -> list[dict]:
    """The rows of `sample_batch`, gathered from its per-step records; a response includes the EOS when it came."""
    batch = len(prompts)
    tokens, top_ids, top_logp = [[] for _ in range(batch)], [[] for _ in range(batch)], [[] for _ in range(batch)]
    for rows, nxt, indices, values in steps:
        for i, row in enumerate(rows.tolist()):
            tokens[row].append(int(nxt[i]))
            top_ids[row].append(indices[i])
            top_logp[row].append(values[i])
    return [{"ids": torch.tensor(ids + tokens[row], dtype=torch.int32), "prompt_len": len(ids),
             "top_ids": torch.stack(top_ids[row]), "top_logp": torch.stack(top_logp[row]),
             "temperature": temperature}
            for row, ids in enumerate(prompts)]


# ---- the shards ----------------------------------------------------------------------------------------------

def corpus_folder(work: Path, prompt_set: str) -> Path:
    return work / ("corpus" if prompt_set == "topics" else f"corpus-{prompt_set}")


def corpus_tokens(folder: Path) -> tuple[int, int]:
    """(response tokens, shards) in the shards 0, 1, ... that exist without a gap."""
    metas = shards_used(folder, math.inf)
    return sum(meta["tokens"] for meta in metas), len(metas)


def shards_used(folder: Path, tokens: float) -> list[dict]:
    """The metadata of the first shards, in order, that hold `tokens` response tokens: what training reads."""
    metas, have = [], 0
    while have < tokens and (meta := folder / f"shard_{len(metas):05d}.json").exists():
        metas.append(json.loads(meta.read_text()))
        have += metas[-1]["tokens"]
    return metas


def shard_rows(folder: Path, tokens: float = math.inf, mmap: bool = False) -> Iterator[dict]:
    """The answers of one prompt set's folder in the shards `shards_used` names, in order (mmap: their tensors
    read from the files as they are used)."""
    for index in range(len(shards_used(folder, tokens))):
        yield from torch.load(folder / f"shard_{index:05d}.pt", mmap=mmap)


def _rows_used(work: Path, tokens: dict[str, int]) -> Iterator[dict]:
    """The answers in the shards training reads (`tokens`: response tokens per prompt set), in order."""
    for prompt_set, wanted in tokens.items():
        yield from shard_rows(corpus_folder(work, prompt_set), wanted)


def corpus_examples(work: Path, tokens: dict[str, int]) -> list[Example]:
    """The first shards of each prompt set's corpus, in order, up to its number of response tokens."""
    return [Example(row["ids"], row["prompt_len"], row["top_ids"], row["top_logp"])
            for row in _rows_used(work, tokens)]


def frequent_tokens(work: Path, tokens: dict[str, int], vocab_size: int, size: int) -> tuple[list[int], float]:
    """The `size` tokens the target chose most often (its top-1 at each response position) in the shards
    training reads (`tokens`: response tokens per prompt set), sorted by id, and the share of those positions
    they cover. Ties go to the lower id; tokens never chosen are left out."""
    counts = torch.zeros(vocab_size, dtype=torch.long)
    for row in _rows_used(work, tokens):
        counts += torch.bincount(row["top_ids"][:, 0].long(), minlength=vocab_size)
    ranked = sorted(range(vocab_size), key=lambda token: (-int(counts[token]), token))
    kept = sorted(token for token in ranked[:size] if counts[token] > 0)
    return kept, int(counts[kept].sum()) / max(int(counts.sum()), 1)


# ---- writing the corpus ----------------------------------------------------------------------------------

def build_corpus(work: Path, prompt_set: str, tokens: int, config: CorpusConfig, device: str, worker: int = 0,
                 workers: int = 1) -> None:
    """Write shards of a prompt set's answers under its corpus folder until shards 0..n hold `tokens` response
    tokens; resumes where it stopped. Shard i answers prompts [i·batch, (i+1)·batch) of the set's seeded order
    at TEMPERATURES[i % 6] with its own seed, so any split over `workers` processes (worker w writes shards
    w, w + workers, ...) yields the same corpus. The target samples in `config.dtype` on `device`; on a GPU
    one process answers batches of a thousand prompts or more."""
    folder = corpus_folder(work, prompt_set)
    folder.mkdir(parents=True, exist_ok=True)
    have, _ = corpus_tokens(folder)
    if have >= tokens:
        log.info("corpus complete: %d response tokens", have)
        return
    path = embedded_target_path()
    tokenizer = AutoTokenizer.from_pretrained(path)
    target = AutoModelForCausalLM.from_pretrained(path, dtype=getattr(torch, config.dtype),
                                                  attn_implementation="sdpa")
    target = target.to(device).eval()
    prompts = training_prompts(config.seed, prompt_set)
    bar = tqdm(total=tokens, initial=min(have, tokens), unit="tok", desc=f"corpus {prompt_set}", smoothing=0.05,
               disable=worker != 0)
    index = worker
    while True:
        have, done = corpus_tokens(folder)
        bar.update(min(have, tokens) - bar.n)
        if have >= tokens:
            break
        shard = folder / f"shard_{index:05d}.pt"
        if not shard.with_suffix(".json").exists():
            temperature = _write_shard(shard, index, target, tokenizer, prompts, prompt_set, config, device)
            bar.set_postfix(shards=done, temp=temperature)
        index += workers
    bar.close()


def _write_shard(shard: Path, index: int, target, tokenizer, prompts: list[str], prompt_set: str,
                 config: CorpusConfig, device: str) -> float:
    """Answer shard `index`'s prompts and write them with their metadata (atomically); returns its temperature."""
    start = index * config.batch
    chunk = [prompts[(start + i) % len(prompts)] for i in range(config.batch)] if prompts else []  # own: none
    temperature = TEMPERATURES[index % len(TEMPERATURES)]
    generator = torch.Generator(device).manual_seed((config.seed + SET_SEEDS[prompt_set]) * 1_000_003 + index)
    t0 = time.perf_counter()
    if prompt_set == "chats":
        rows = _chat_rows(target, tokenizer, chunk, temperature, config, generator)
    elif prompt_set == "own":
        rows = _own_rows(target, tokenizer, temperature, config, generator)
    else:
        rows = sample_batch(target, [chat_ids(tokenizer, p) for p in chunk], temperature, config.max_new_tokens,
                            config.top_k, tokenizer.eos_token_id, generator, config.feature_layers)
        for row, prompt in zip(rows, chunk):
            row["prompt"] = prompt
    save_shard(shard, rows, temperature=temperature, seconds=round(time.perf_counter() - t0, 1))
    return temperature


def save_shard(shard: Path, rows: list[dict], **meta) -> None:
    """A shard's rows and then its metadata (the answer tokens, the prompts and `meta`), each written whole: a
    shard counts once its metadata exists, so a run stopped midway leaves none half written."""
    torch.save(rows, shard.with_suffix(".tmp"))
    shard.with_suffix(".tmp").replace(shard)
    shard.with_suffix(".json").write_text(json.dumps(
        {"tokens": sum(len(r["top_ids"]) for r in rows), "prompts": len(rows), **meta}))


def _chat_rows(target, tokenizer, chunk: list[Chat], temperature: float, config: CorpusConfig,
               generator: torch.Generator) -> list[dict]:
    """A chats shard's rows: the target's answers to the first turns of its two-turn prompts (up to
    FIRST_TURN_TOKENS), then its answers to every prompt, the two-turn ones built from those first answers."""
    eos, rows = tokenizer.eos_token_id, []
    answers: dict[int, str] = {}
    twos = [i for i, chat in enumerate(chunk) if chat.then]
    if twos:
        firsts = sample_batch(target, [chat_ids(tokenizer, chunk[i].first) for i in twos], temperature,
                              min(FIRST_TURN_TOKENS, config.max_new_tokens), config.top_k, eos, generator,
                              config.feature_layers)
        for i, row in zip(twos, firsts):
            response = row["ids"][row["prompt_len"]:].tolist()
            finished = bool(response) and response[-1] == eos
            answers[i] = whole_sentences(tokenizer.decode(response, skip_special_tokens=True), finished)
            row.update(prompt=chunk[i].first, kind="first")
            rows.append(row)
    chats = [chunk[i].messages(answers.get(i)) for i in range(len(chunk))]
    finals = sample_batch(target, [chat_ids(tokenizer, chat) for chat in chats], temperature,
                          config.max_new_tokens, config.top_k, eos, generator, config.feature_layers)
    for chat, messages, row in zip(chunk, chats, finals):
        row.update(prompt=messages[-1]["content"], kind="quote" if chat.quote else "follow" if chat.then else "single")
        rows.append(row)
    return rows


def user_turn_opening(tokenizer) -> list[int]:
    """The chat template up to where a user's first message begins (its default system turn included)."""
    marker = "\x00"
    text = tokenizer.apply_chat_template([{"role": "user", "content": marker}], tokenize=False)
    return tokenizer(text[:text.index(marker)], add_special_tokens=False).input_ids


def own_prompts(rows: list[dict], tokenizer, held: list[str]) -> list[str]:
    """The user turns the target wrote (`sample_batch` rows from `user_turn_opening`) worth answering: finished
    within OWN_PROMPT_TOKENS, of three words or more, each once, none holding a held-out prompt (`held`,
    lower-cased)."""
    prompts = []
    for row in rows:
        response = row["ids"][row["prompt_len"]:].tolist()
        if not response or response[-1] != tokenizer.eos_token_id:
            continue
        text = tokenizer.decode(response, skip_special_tokens=True).strip()
        if len(text.split()) >= 3 and text not in prompts and not any(h in text.lower() for h in held):
            prompts.append(text)
    return prompts


def _own_rows(target, tokenizer, temperature: float, config: CorpusConfig, generator: torch.Generator) -> list[dict]:
    """An own shard's rows: `config.batch` user turns written by the target (at OWN_PROMPT_TEMPERATURE), then its
    answers (at the shard's temperature) to those `own_prompts` keeps. Only the answers are rows."""
    opening = user_turn_opening(tokenizer)
    written = sample_batch(target, [opening] * config.batch, OWN_PROMPT_TEMPERATURE, OWN_PROMPT_TOKENS, 1,
                           tokenizer.eos_token_id, generator)
    prompts = own_prompts(written, tokenizer, held_out_texts())
    rows = sample_batch(target, [chat_ids(tokenizer, p) for p in prompts], temperature, config.max_new_tokens,
                        config.top_k, tokenizer.eos_token_id, generator, config.feature_layers) if prompts else []
    for row, prompt in zip(rows, prompts):
        row.update(prompt=prompt, kind="own")
    return rows


def corpus_rank(rank: int, procs: int, work: Path, prompt_set: str, tokens: int, config: CorpusConfig) -> None:
    """One of `procs` single-thread CPU processes writing a prompt set's corpus (torch.multiprocessing.spawn)."""
    torch.set_num_threads(1)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    build_corpus(work, prompt_set, tokens, config, "cpu", worker=rank, workers=procs)
