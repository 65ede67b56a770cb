"""`python -m gsd distill`: build the embedded draft model by distilling the embedded target.

Three stages, each resumable from the work folder (default ~/.cache/gsd/distill, outside git):
1. corpus: chat prompts built from assets/distill/topics.txt × templates.txt (seeded order) are answered
   by the target in large left-padded batches at several temperatures; each shard stores the token ids and,
   at every response position, the target's top-k next-token log-probabilities (free: the sampler already
   computed them), so training needs no further target forward.
2. train: a small LlamaForCausalLM sharing the target's tokenizer (embedding initialised from the target's,
   projected onto its top principal directions; layers initialised from the target's first layers,
   projected the same way) learns the target's top-k distribution (soft cross-entropy) on the responses.
3. save + eval: the draft goes to --out as bfloat16 safetensors with its config and tokenizer; its top-1 and
   top-k agreement with the target's greedy answers to held-out prompts (assets/prompts.jsonl, never used
   in training) and its forward cost relative to the target's are printed.

This module owns the draft's recipe only; loading pairs and decoding live in `models` and `engine`.
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import random
import time
from dataclasses import dataclass
from pathlib import Path

import torch
import torch.nn.functional as F
from tqdm import tqdm
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, LlamaConfig, LlamaForCausalLM

from gsd.models import ASSETS, EMBEDDED_DRAFT, cache_dir, embedded_target_path, load_model, model_dtype

log = logging.getLogger(__name__)

PROMPT_DIR = ASSETS / "distill"
HELD_OUT = ASSETS / "prompts.jsonl"
TEMPERATURES = (0.0, 0.7, 0.0, 1.0, 0.0, 0.5)  # by shard index: half greedy, as decoding mostly is


# ---- 1. corpus --------------------------------------------------------------------------------------------

def held_out_prompts(path: Path = HELD_OUT) -> list[str]:
    if not path.exists():
        return []
    return [json.loads(line)["prompt"] for line in path.read_text().splitlines() if line.strip()]


def training_prompts(seed: int) -> list[str]:
    """Every topic × template prompt, minus the held-out ones, in a seeded order."""
    topics = [t.strip() for t in (PROMPT_DIR / "topics.txt").read_text().splitlines() if t.strip()]
    templates = [t.strip() for t in (PROMPT_DIR / "templates.txt").read_text().splitlines() if t.strip()]
    held = {p.strip().lower() for p in held_out_prompts()}
    prompts = [tpl.format(topic=topic) for topic in topics for tpl in templates]
    prompts = [p for p in prompts if p.strip().lower() not in held]
    random.Random(seed).shuffle(prompts)
    return prompts


def chat_ids(tokenizer, prompt: str) -> list[int]:
    text = tokenizer.apply_chat_template([{"role": "user", "content": prompt}], add_generation_prompt=True,
                                         tokenize=False)
    return tokenizer(text, add_special_tokens=False).input_ids


@torch.inference_mode()
def sample_batch(target, prompts: list[list[int]], temperature: float, max_new: int, top_k: int, eos: int,
                 generator: torch.Generator) -> list[dict]:
    """Answer a batch of tokenized prompts with the target (left padding, one shared cache).

    Returns per prompt: ids (prompt + response, int32), prompt_len, and at each response position the
    target's top_k token ids (int32) and log-probabilities at temperature 1 (float16): (R, top_k) each.
    """
    batch, width = len(prompts), max(len(p) for p in prompts)
    input_ids = torch.full((batch, width), eos, dtype=torch.long)
    attention = torch.zeros((batch, width), dtype=torch.long)
    for row, ids in enumerate(prompts):
        input_ids[row, width - len(ids):] = torch.tensor(ids)
        attention[row, width - len(ids):] = 1
    positions = (attention.cumsum(-1) - 1).clamp(min=0)
    cache = DynamicCache(config=target.config)
    logits = target(input_ids=input_ids, attention_mask=attention, position_ids=positions, past_key_values=cache,
                    use_cache=True, logits_to_keep=1).logits[:, -1].float()  # (B, V)
    live = torch.arange(batch)  # batch rows still generating; finished rows leave the cache
    tokens, top_ids, top_logp = [[] for _ in range(batch)], [[] for _ in range(batch)], [[] for _ in range(batch)]
    for _ in range(max_new):
        logp = torch.log_softmax(logits, -1)  # (b, V)
        values, indices = logp.topk(top_k, -1)  # (b, top_k)
        if temperature == 0:
            nxt = logits.argmax(-1)
        else:
            nxt = torch.multinomial(torch.softmax(logits / temperature, -1), 1, generator=generator)[:, 0]
        for i, row in enumerate(live.tolist()):
            tokens[row].append(int(nxt[i]))
            top_ids[row].append(indices[i].int())
            top_logp[row].append(values[i].half())
        going = nxt != eos  # (b,)
        if not going.any():
            break
        if not going.all():
            keep = going.nonzero()[:, 0]
            live, nxt, attention, positions = live[keep], nxt[keep], attention[keep], positions[keep]
            for layer in cache.layers:
                layer.keys, layer.values = layer.keys[keep], layer.values[keep]
        attention = torch.cat([attention, torch.ones((len(live), 1), dtype=torch.long)], -1)
        positions = positions[:, -1:] + 1
        logits = target(input_ids=nxt[:, None], attention_mask=attention, position_ids=positions,
                        past_key_values=cache, use_cache=True).logits[:, -1].float()
    rows = []
    for row, ids in enumerate(prompts):  # the response includes the EOS when it came
        rows.append({"ids": torch.tensor(ids + tokens[row], dtype=torch.int32), "prompt_len": len(ids),
                     "top_ids": torch.stack(top_ids[row]), "top_logp": torch.stack(top_logp[row]),
                     "temperature": temperature})
    return rows


def corpus_tokens(folder: Path) -> tuple[int, int]:
    """(response tokens, shards) in the shards 0, 1, ... that exist without a gap."""
    tokens, index = 0, 0
    while (meta := folder / f"shard_{index:05d}.json").exists():
        tokens += json.loads(meta.read_text())["tokens"]
        index += 1
    return tokens, index


def build_corpus(work: Path, tokens: int, batch: int, max_new: int, top_k: int, seed: int, dtype: str = "bfloat16",
                 worker: int = 0, workers: int = 1) -> None:
    """Write shards under work/corpus until shards 0..n hold `tokens` response tokens; resumes where it
    stopped. Shard i answers prompts [i·batch, (i+1)·batch) of the seeded order at TEMPERATURES[i % 6] with
    its own seed, so any split over `workers` processes (worker w writes shards w, w + workers, ...) yields
    the same corpus. The target samples in `dtype`: on a CPU with bfloat16 units that is about 1.4x faster
    than float32 at batch 64 (measured), and the top-k log-probabilities differ only in far decimals."""
    folder = work / "corpus"
    folder.mkdir(parents=True, exist_ok=True)
    have, _ = corpus_tokens(folder)
    if have >= tokens:
        log.info("corpus complete: %d response tokens", have)
        return
    path = embedded_target_path()
    tokenizer = AutoTokenizer.from_pretrained(path)
    target = AutoModelForCausalLM.from_pretrained(path, dtype=getattr(torch, dtype), attn_implementation="sdpa").eval()
    prompts = training_prompts(seed)
    eos = tokenizer.eos_token_id
    bar = tqdm(total=tokens, initial=min(have, tokens), unit="tok", desc="corpus", smoothing=0.05,
               disable=worker != 0)
    index = worker
    while True:
        have, done = corpus_tokens(folder)
        bar.update(min(have, tokens) - bar.n)
        if have >= tokens:
            break
        shard = folder / f"shard_{index:05d}.pt"
        if shard.with_suffix(".json").exists():
            index += workers
            continue
        start = (index * batch) % len(prompts)
        chunk = [prompts[(start + i) % len(prompts)] for i in range(batch)]
        temperature = TEMPERATURES[index % len(TEMPERATURES)]
        generator = torch.Generator().manual_seed(seed * 1_000_003 + index)
        t0 = time.perf_counter()
        rows = sample_batch(target, [chat_ids(tokenizer, p) for p in chunk], temperature, max_new, top_k, eos,
                            generator)
        for row, prompt in zip(rows, chunk):
            row["prompt"] = prompt
        torch.save(rows, shard.with_suffix(".tmp"))
        shard.with_suffix(".tmp").replace(shard)
        shard.with_suffix(".json").write_text(json.dumps(
            {"tokens": sum(len(r["top_ids"]) for r in rows), "prompts": len(rows), "temperature": temperature,
             "seconds": round(time.perf_counter() - t0, 1)}))
        bar.set_postfix(shards=done, temp=temperature)
        index += workers
    bar.close()


def _corpus_rank(rank: int, procs: int, corpus: tuple) -> None:
    torch.set_num_threads(1)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    build_corpus(*corpus, worker=rank, workers=procs)


# ---- 2. the draft model -------------------------------------------------------------------------------------

def draft_config(target_config, hidden: int, layers: int) -> LlamaConfig:
    """A narrow, shallow Llama with the target's vocabulary, heads and rotary settings.

    The attention and MLP keep the target's inner widths (heads × head_dim, intermediate size), so each draft
    layer can start from a target layer with only its residual-stream side projected to `hidden`."""
    t = target_config
    return LlamaConfig(
        vocab_size=t.vocab_size, hidden_size=hidden, intermediate_size=t.intermediate_size,
        num_hidden_layers=layers, num_attention_heads=t.num_attention_heads,
        num_key_value_heads=t.num_key_value_heads, head_dim=t.head_dim, hidden_act=t.hidden_act,
        max_position_embeddings=t.max_position_embeddings, rms_norm_eps=t.rms_norm_eps,
        rope_parameters=dict(t.rope_parameters), tie_word_embeddings=True, bos_token_id=t.bos_token_id,
        eos_token_id=t.eos_token_id, pad_token_id=t.pad_token_id, attention_bias=False, mlp_bias=False,
        architectures=["LlamaForCausalLM"])


@torch.no_grad()
def init_draft(target, hidden: int, layers: int) -> LlamaForCausalLM:
    """Start the draft from the target: every residual-stream weight is projected onto the top `hidden`
    principal directions P (576 → hidden) of the target's embedding; layer i copies the target's layer i.
    The final norm starts at 0.3 of the projected one: the projection leaves the residual stream with less
    energy, and at full scale the first logits are far too sharp."""
    embed = target.model.embed_tokens.weight.float()  # (V, D)
    _, _, vh = torch.linalg.svd(embed, full_matrices=False)
    proj = vh[:hidden].T.contiguous()  # (D, hidden), orthonormal columns
    draft = LlamaForCausalLM(draft_config(target.config, hidden, layers)).float()
    draft.model.embed_tokens.weight.copy_(embed @ proj)
    depth = len(target.model.layers)
    picks = list(range(min(layers, depth)))  # consecutive layers compose; spaced ones measured worse

    def norm(weight: torch.Tensor) -> torch.Tensor:  # the diagonal of Pᵀ diag(w) P
        return (proj.square() * weight.float()[:, None]).sum(0)

    for mine, pick in zip(draft.model.layers, picks):
        theirs = target.model.layers[pick]
        for name in ("q_proj", "k_proj", "v_proj"):
            getattr(mine.self_attn, name).weight.copy_(getattr(theirs.self_attn, name).weight.float() @ proj)
        mine.self_attn.o_proj.weight.copy_(proj.T @ theirs.self_attn.o_proj.weight.float())
        mine.mlp.gate_proj.weight.copy_(theirs.mlp.gate_proj.weight.float() @ proj)
        mine.mlp.up_proj.weight.copy_(theirs.mlp.up_proj.weight.float() @ proj)
        mine.mlp.down_proj.weight.copy_(proj.T @ theirs.mlp.down_proj.weight.float())
        mine.input_layernorm.weight.copy_(norm(theirs.input_layernorm.weight))
        mine.post_attention_layernorm.weight.copy_(norm(theirs.post_attention_layernorm.weight))
    draft.model.norm.weight.copy_(0.3 * norm(target.model.norm.weight))
    log.info("draft initialised from target layers %s, %.1fM parameters", picks,
             sum(p.numel() for p in draft.parameters()) / 1e6)
    return draft


# ---- 3. training --------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Example:
    """One answered prompt: inputs = prompt + response minus its last token; the loss is taken at the
    positions from prompt_len - 1 on, each against the target's top-k (ids, log-probabilities)."""

    ids: torch.Tensor  # (P + R,) int32
    prompt_len: int
    top_ids: torch.Tensor  # (R, top_k) int32
    top_logp: torch.Tensor  # (R, top_k) float16


def corpus_examples(work: Path, tokens: int) -> list[Example]:
    """The first shards of the corpus, in order, up to `tokens` response tokens."""
    examples, have = [], 0
    _, shards = corpus_tokens(work / "corpus")
    for index in range(shards):
        if have >= tokens:
            break
        for row in torch.load(work / "corpus" / f"shard_{index:05d}.pt"):
            examples.append(Example(row["ids"], row["prompt_len"], row["top_ids"], row["top_logp"]))
            have += len(row["top_ids"])
    return examples


def make_batches(examples: list[Example], batch_tokens: int, seed: int) -> list[list[int]]:
    """Group examples of similar length into batches of about `batch_tokens` padded tokens (seeded order)."""
    order = sorted(range(len(examples)), key=lambda i: (len(examples[i].ids), i))
    batches, current, width = [], [], 0
    for i in order:
        width = max(width, len(examples[i].ids) - 1)
        if current and width * (len(current) + 1) > batch_tokens:
            batches.append(current)
            current, width = [], len(examples[i].ids) - 1
        current.append(i)
    if current:
        batches.append(current)
    random.Random(seed).shuffle(batches)
    return batches


def collate(examples: list[Example], pad: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """Right-padded inputs (B, T), the flat indices (N,) of loss positions in B × T, and their top-k targets
    (N, top_k) ids and probabilities (renormalised over the top-k)."""
    width = max(len(e.ids) - 1 for e in examples)
    inputs = torch.full((len(examples), width), pad, dtype=torch.long)
    where, ids, logp = [], [], []
    for row, e in enumerate(examples):
        inputs[row, :len(e.ids) - 1] = e.ids[:-1].long()
        start = row * width + e.prompt_len - 1
        where.append(torch.arange(start, start + len(e.top_ids)))
        ids.append(e.top_ids.long())
        logp.append(e.top_logp.float())
    return inputs, torch.cat(where), torch.cat(ids), torch.softmax(torch.cat(logp), -1)


def distill_loss(draft: LlamaForCausalLM, inputs: torch.Tensor, where: torch.Tensor, top_ids: torch.Tensor,
                 top_p: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Soft cross-entropy between the target's top-k distribution and the draft's, at the loss positions.

    Returns the loss and the draft's top-1 agreement with the target's most likely token."""
    hidden = draft.model(input_ids=inputs).last_hidden_state  # (B, T, H)
    hidden = hidden.flatten(0, 1)[where]  # (N, H)
    logq = torch.log_softmax(draft.lm_head(hidden).float(), -1)  # (N, V)
    loss = -(top_p * logq.gather(-1, top_ids)).sum(-1).mean()
    agree = (logq.argmax(-1) == top_ids[:, 0]).float().mean()
    return loss, agree


def train(work: Path, target_path: str, args: argparse.Namespace) -> LlamaForCausalLM:
    """Train the draft on the corpus (resumable from work/train) and return it.

    With --procs > 1 the work is split data-parallel over that many single-thread processes (gloo): on a
    small shared CPU, one thread per process wastes far less time waiting than several threads in one."""
    ckpt = work / "train" / (f"h{args.hidden}_l{args.layers}_t{args.tokens}_e{args.epochs}_n{args.steps}"
                             f"_b{args.batch_tokens}_lr{args.lr:g}_s{args.seed}_{args.train_dtype}"
                             f"{'_init' if args.init else ''}.pt")  # one file per recipe
    ckpt.parent.mkdir(parents=True, exist_ok=True)
    if args.procs > 1:
        ckpt.with_suffix(".rendezvous").unlink(missing_ok=True)
        torch.multiprocessing.spawn(_train_rank, (args.procs, work, target_path, args, ckpt), nprocs=args.procs)
    else:
        _train_rank(0, 1, work, target_path, args, ckpt)
    state = torch.load(ckpt)
    draft = LlamaForCausalLM(LlamaConfig.from_dict(state["config"])).float()
    draft.load_state_dict(state["model"])
    draft.train_seconds = state.get("seconds")  # wall time of the whole training, over all resumed runs
    return draft.eval()


def _train_rank(rank: int, procs: int, work: Path, target_path: str, args: argparse.Namespace,
                ckpt: Path) -> None:
    torch.set_num_threads(1 if procs > 1 else args.threads)
    if procs > 1:
        torch.distributed.init_process_group("gloo", init_method=f"file://{ckpt.with_suffix('.rendezvous')}",
                                             rank=rank, world_size=procs)
    examples = corpus_examples(work, args.tokens)
    if rank == 0:
        log.info("training on %d answers, %d response tokens", len(examples),
                 sum(len(e.top_ids) for e in examples))
    pad = AutoTokenizer.from_pretrained(target_path).eos_token_id
    per_epoch = make_batches(examples, args.batch_tokens, args.seed)
    steps = args.steps or args.epochs * len(per_epoch)
    torch.manual_seed(args.seed)
    state = torch.load(ckpt) if args.resume and ckpt.exists() else None
    if state is not None:
        draft = LlamaForCausalLM(LlamaConfig.from_dict(state["config"])).float()
        draft.load_state_dict(state["model"])
        start = state["step"]
        if rank == 0:
            log.info("resuming from %s at step %d", ckpt, start)
    elif args.init is not None:
        draft = LlamaForCausalLM.from_pretrained(args.init, dtype=torch.float32)
        start = 0
        if rank == 0:
            log.info("continuing from the draft in %s", args.init)
    else:
        target = AutoModelForCausalLM.from_pretrained(target_path, dtype=torch.float32)
        draft = init_draft(target, args.hidden, args.layers)
        del target
        start = 0
    params = list(draft.parameters())
    for p in params:
        p.grad = torch.zeros_like(p)
    opt = torch.optim.AdamW(params, lr=args.lr, betas=(0.9, 0.95), weight_decay=0.0)
    if state is not None:
        opt.load_state_dict(state["opt"])
    warmup = max(1, min(20, steps // 10))

    def rate(step: int) -> float:  # linear warm-up, then cosine down to a tenth
        if step < warmup:
            return (step + 1) / warmup
        return 0.1 + 0.45 * (1 + math.cos(math.pi * (step - warmup) / max(1, steps - warmup)))

    draft.train()
    bar = tqdm(total=steps, initial=start, unit="step", desc="train", smoothing=0.1, disable=rank != 0)
    t0 = time.perf_counter()
    for step in range(start, steps):
        epoch, index = divmod(step, len(per_epoch))
        batches = per_epoch if epoch == 0 else make_batches(examples, args.batch_tokens, args.seed + epoch)
        mine = [examples[i] for i in batches[index]]
        share = sum(len(e.top_ids) for e in mine[rank::procs]) / sum(len(e.top_ids) for e in mine)
        for group in opt.param_groups:
            group["lr"] = args.lr * rate(step)
        opt.zero_grad(set_to_none=False)
        if mine[rank::procs]:
            inputs, where, top_ids, top_p = collate(mine[rank::procs], pad)
            with torch.autocast("cpu", dtype=torch.bfloat16, enabled=args.train_dtype == "bfloat16"):
                loss, agree = distill_loss(draft, inputs, where, top_ids, top_p)
            (loss * share).backward()  # weighted so that the sum over processes is the mean over positions
        else:
            loss = agree = torch.zeros(())
        if procs > 1:
            flat = torch.cat([p.grad.flatten() for p in params])
            torch.distributed.all_reduce(flat)
            offset = 0
            for p in params:
                p.grad.copy_(flat[offset:offset + p.numel()].view_as(p))
                offset += p.numel()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
        bar.update(1)
        bar.set_postfix(loss=f"{loss.item():.3f}", top1=f"{agree.item():.3f}", epoch=epoch)
        if rank == 0 and ((step + 1) % args.save_every == 0 or step + 1 == steps):
            seconds = (state or {}).get("seconds", 0.0) + time.perf_counter() - t0
            torch.save({"config": draft.config.to_dict(), "model": draft.state_dict(), "opt": opt.state_dict(),
                        "step": step + 1, "seconds": seconds}, ckpt.with_suffix(".tmp"))
            ckpt.with_suffix(".tmp").replace(ckpt)
    bar.close()
    if rank == 0:
        log.info("trained %d steps in %.0f s", steps - start, time.perf_counter() - t0)
    if procs > 1:
        torch.distributed.barrier()
        torch.distributed.destroy_process_group()


# ---- 4. evaluation and saving -------------------------------------------------------------------------------

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


def held_out_answers(work: Path, target_path: str, max_new: int) -> list[tuple[torch.Tensor, int]]:
    """The target's greedy answers to the held-out prompts, cached in the work folder."""
    path = work / f"held_out_{max_new}.pt"
    if path.exists():
        return torch.load(path)
    tokenizer = AutoTokenizer.from_pretrained(target_path)
    target = AutoModelForCausalLM.from_pretrained(target_path, dtype=torch.float32).eval()
    prompts = [chat_ids(tokenizer, p) for p in held_out_prompts()]
    rows = sample_batch(target, prompts, 0.0, max_new, 1, tokenizer.eos_token_id, torch.Generator())
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
    hits1, hits4, chain, tree, n = 0, 0, 0.0, 0.0, 0
    for ids, prompt_len in answers:
        logits = draft(input_ids=ids[None, :-1]).logits[0, prompt_len - 1:].float()  # (R, V)
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
    """Median seconds of one forward of `new` tokens over a cache of `context` tokens."""
    ids = torch.randint(100, 1000, (1, context + new))
    times = []
    for _ in range(reps + 2):
        cache = DynamicCache(config=model.config)
        model(input_ids=ids[:, :context], past_key_values=cache, use_cache=True)
        t0 = time.perf_counter()
        model(input_ids=ids[:, context:], past_key_values=cache, use_cache=True)
        times.append(time.perf_counter() - t0)
    return sorted(times[2:])[len(times[2:]) // 2]


def cost_ratios(draft, target_path: str, reps: int = 15) -> dict[str, float]:
    """Draft forward time over target forward time on CPU over a 100-token cache, each model in the
    precision and kernels the engine gives it there (models.model_dtype)."""
    cpu = torch.device("cpu")
    target = load_model(target_path, cpu, "target")
    draft = draft.to(model_dtype(cpu, "draft")).eval()
    out = {}
    for new in (1, 16):
        d, t = forward_cost(draft, 100, new, reps), forward_cost(target, 100, new, reps)
        out[f"draft_ms_{new}"], out[f"target_ms_{new}"], out[f"ratio_{new}"] = d * 1e3, t * 1e3, d / t
    draft.float()
    return out


def save_draft(draft, target_path: str, out: Path, recipe: dict) -> None:
    """bfloat16 safetensors, config, the target's tokenizer files and the recipe with its measured quality."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*"):
        old.unlink()
    draft.to(torch.bfloat16).save_pretrained(out)
    draft.float()
    AutoTokenizer.from_pretrained(target_path).save_pretrained(out)
    (out / "distill.json").write_text(json.dumps(recipe, indent=2) + "\n")
    (out / "README.md").write_text(model_card(recipe))


def model_card(recipe: dict) -> str:
    c, d, t, q, f = (recipe[k] for k in ("corpus", "draft", "training", "quality", "forward_cost"))
    return f"""# Embedded draft for SmolLM2-135M-Instruct

Built by `python -m gsd distill` (gsd/distill.py); the numbers below are in distill.json.

- Architecture: LlamaForCausalLM, {d['layers']} layers, hidden {d['hidden']}, the target's heads, MLP width and
  tokenizer (vocabulary 49152), tied embeddings, {d['parameters'] / 1e6:.1f}M parameters, stored in bfloat16.
- Initialisation: embedding = the target's embedding projected onto its top {d['hidden']} principal directions;
  layers = the target's first {d['layers']} layers projected the same way.
- Corpus: {c['prompts']} chat prompts (assets/distill topics × templates, held-out prompts excluded) answered by
  the target at temperatures {sorted(set(c['temperatures']))} (half greedy), up to {c['max_new_tokens']} tokens:
  {c['response_tokens']} response tokens, each with the target's top-{c['top_k']} log-probabilities
  ({c['process_seconds'] / 60:.0f} minutes of sampling, summed over the shards).
- Training: soft cross-entropy to the target's top-{c['top_k']} distribution, AdamW lr {t['lr']}, {t['epochs']} epochs,
  {t['batch_tokens']} padded tokens per step, seed {t['seed']}, {t['procs']} data-parallel processes,
  {t['seconds'] / 60:.0f} minutes.{_continued(t.get('init'))}
- Quality on the target's greedy answers to assets/prompts.jsonl ({q['tokens']} tokens, never trained on):
  top-1 agreement {q['top1']:.3f}, top-4 agreement {q['top4']:.3f}.
- Forward cost (CPU, 100-token cache, each model as the engine runs it there): draft/target =
  {f['ratio_1']:.3f} for 1 token, {f['ratio_16']:.3f} for 16 tokens.
"""


def _continued(previous: dict | None) -> str:
    """The model card's line for a draft that continued an earlier one (--init)."""
    if not previous:
        return ""
    c, t = previous["corpus"], previous["training"]
    return (f"\n  It continued an earlier draft of the same recipe trained {t['epochs']} epochs on the first "
            f"{c['response_tokens']} response tokens ({t['seconds'] / 60:.0f} minutes){_continued(t.get('init'))}.")


# ---- command line -------------------------------------------------------------------------------------------

def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m gsd distill", description=(
        "Build the embedded draft: sample a corpus from the target, train a small draft on it, save it with its "
        "measured quality. Every stage resumes from --work."))
    parser.add_argument("--out", type=Path, default=EMBEDDED_DRAFT, help="where the draft is saved")
    parser.add_argument("--work", type=Path, default=None, help="corpus and checkpoints (default: cache/distill)")
    parser.add_argument("--stage", choices=("all", "corpus", "train", "eval"), default="all",
                        help="eval: measure the draft in --out only")
    parser.add_argument("--tokens", type=int, default=230_000, help="response tokens in the corpus")
    parser.add_argument("--batch", type=int, default=64, help="prompts answered together")
    parser.add_argument("--max-new-tokens", type=int, default=256, help="longest answer in the corpus")
    parser.add_argument("--top-k", type=int, default=20, help="target log-probabilities kept per position")
    parser.add_argument("--dtype", choices=("bfloat16", "float32"), default="bfloat16",
                        help="the target's precision while it writes the corpus")
    parser.add_argument("--hidden", type=int, default=252, help="draft width (a multiple of the target's heads)")
    parser.add_argument("--layers", type=int, default=3, help="draft depth")
    parser.add_argument("--epochs", type=int, default=2)
    parser.add_argument("--steps", type=int, default=0, help="training steps (0: --epochs over the corpus)")
    parser.add_argument("--batch-tokens", type=int, default=2048, help="padded tokens per training step")
    parser.add_argument("--lr", type=float, default=1.5e-3)
    parser.add_argument("--init", type=Path, default=None,
                        help="continue training this saved draft instead of starting from the target's layers")
    parser.add_argument("--train-dtype", choices=("bfloat16", "float32"), default="bfloat16",
                        help="matmul precision while training (bfloat16: autocast over float32 weights)")
    parser.add_argument("--save-every", type=int, default=20, help="checkpoint every this many steps")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--resume", action=argparse.BooleanOptionalAction, default=True,
                        help="continue from the checkpoints in --work (default) or start training afresh")
    parser.add_argument("--procs", type=int, default=2,
                        help="processes for sampling and (data-parallel) training, one thread each")
    parser.add_argument("--threads", type=int, default=1, help="CPU threads of a single process")
    return parser.parse_args(argv)


def report(quality: Quality, costs: dict[str, float] | None) -> str:
    lines = [f"held-out: {quality.prompts} prompts, {quality.tokens} tokens of the target's greedy answers",
             f"agreement with the target: top-1 {quality.top1:.3f}, top-4 {quality.top4:.3f}",
             f"estimated tau (depth 6): chain {quality.chain_tau:.2f}, full top-4 tree {quality.tree_tau:.2f}"]
    if costs:
        lines.append(f"forward cost, CPU, 100-token cache: 1 token {costs['draft_ms_1']:.1f} ms vs "
                     f"{costs['target_ms_1']:.1f} ms (ratio {costs['ratio_1']:.3f}); 16 tokens "
                     f"{costs['draft_ms_16']:.1f} ms vs {costs['target_ms_16']:.1f} ms (ratio {costs['ratio_16']:.3f})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    torch.set_num_threads(args.threads)
    work = args.work or cache_dir() / "distill"
    target_path = embedded_target_path()
    answers = held_out_answers(work, target_path, 128)
    if args.stage == "eval":
        draft = AutoModelForCausalLM.from_pretrained(args.out, dtype=torch.float32).eval()
        print(report(evaluate(draft, answers), cost_ratios(draft, target_path)))
        return 0
    corpus = (work, args.tokens, args.batch, args.max_new_tokens, args.top_k, args.seed, args.dtype)
    if args.procs > 1:
        torch.multiprocessing.spawn(_corpus_rank, (args.procs, corpus), nprocs=args.procs)
    else:
        build_corpus(*corpus)
    if args.stage == "corpus":
        return 0
    previous = None  # the recipe of the draft this one continues, kept so the chain stays on record
    if args.init is not None and (args.init / "distill.json").exists():
        previous = json.loads((args.init / "distill.json").read_text())
    started = time.perf_counter()
    draft = train(work, target_path, args)
    train_s = time.perf_counter() - started
    quality = evaluate(draft, answers)
    costs = cost_ratios(draft, target_path)
    examples = corpus_examples(work, args.tokens)
    recipe = {
        "target": "SmolLM2-135M-Instruct (embedded)",
        "corpus": {"prompts": len(examples), "response_tokens": sum(len(e.top_ids) for e in examples),
                   "temperatures": TEMPERATURES, "max_new_tokens": args.max_new_tokens, "top_k": args.top_k,
                   "process_seconds": round(sum(json.loads((work / "corpus" / f"shard_{i:05d}.json").read_text())
                                                ["seconds"] for i in range(corpus_tokens(work / "corpus")[1]))),
                   "workers": args.procs},
        "draft": {"hidden": args.hidden, "layers": args.layers,
                  "parameters": sum(p.numel() for p in draft.parameters())},
        "training": {"epochs": args.epochs, "steps": args.steps, "batch_tokens": args.batch_tokens, "lr": args.lr,
                     "seed": args.seed, "procs": args.procs, "dtype": args.train_dtype,
                     "seconds": round(draft.train_seconds or train_s), "init": previous},
        "quality": quality.__dict__,
        "forward_cost": costs,
    }
    save_draft(draft, target_path, args.out, recipe)
    print(report(quality, costs))
    print(f"saved to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
