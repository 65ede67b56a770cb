"""`python -m gsd distill`: build the embedded draft model by distilling the embedded target.

Three stages, each resumable from the work folder (default ~/.cache/gsd/distill, outside git):
1. corpus (`gsd.corpus`): chat prompts from two prompt sets (topics.txt × templates.txt, and the slot
   templates of requests.txt: specific requests of many kinds; seeded orders, each set in its own folder)
   are answered by the target in large left-padded batches at several temperatures; each shard stores the
   token ids and, at every response position, the target's top-k next-token log-probabilities (free: the
   sampler already computed them), so training needs no further target forward.
2. train: a small LlamaForCausalLM sharing the target's tokenizer (embedding initialised from the target's,
   projected onto its top principal directions; layers initialised from the target's first layers,
   projected the same way) learns the target's top-k distribution (soft cross-entropy) on the responses.
   With --init it continues a saved draft instead, grown first when --layers asks for more layers.
3. save + eval (`gsd.quality`): the draft goes to --out as bfloat16 safetensors with its config and
   tokenizer, with the list of tokens its output head keeps (the target's most frequent in the corpus:
   `models.TrimmedHead`; `--stage head` writes that list alone for a saved draft); its top-1 and top-k
   agreement with the target's greedy answers to two held-out sets (assets/prompts.jsonl and
   assets/distill/held_out.txt, never used in training) and its forward cost relative to the target's
   are measured on the saved draft, printed, and written into its recipe and model card.

On a CPU the corpus and the training are split over --procs single-thread processes (hours for a few million
tokens); with --device cuda (or auto where a GPU is visible) one process does both on the GPU, answering
batches of a thousand prompts or more and training on batches of tens of thousands of tokens (minutes). The
figures written into the recipe are measured on the CPU either way, where the engine's CPU choices apply.

This module owns the draft's recipe only; loading pairs and decoding live in `models` and `engine`.
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import torch
from tqdm import tqdm
from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer, LlamaConfig, LlamaForCausalLM

from gsd.corpus import (TEMPERATURES, WIDER_HELD_OUT, build_corpus, corpus_folder, corpus_rank, frequent_tokens,
                        shards_used)
from gsd.models import (EMBEDDED_DRAFT, HEAD_TOKENS, ModelError, cache_dir, embedded_target_path, resolve_device,
                        trim_head_from)
from gsd.model_card import model_card
from gsd.quality import cost_ratios, evaluate, held_out_answers, report

log = logging.getLogger(__name__)


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


@torch.no_grad()
def grow_draft(draft: LlamaForCausalLM, layers: int) -> LlamaForCausalLM:
    """Deepen a trained draft to `layers` without changing what it computes: each new layer, appended after
    the last, copies the last layer with its two residual outputs (attention o_proj, MLP down_proj) zeroed,
    so it adds nothing until training moves it. A trained draft keeps what it learnt and gains capacity."""
    have = draft.config.num_hidden_layers
    if layers <= have:
        return draft
    config = LlamaConfig.from_dict({**draft.config.to_dict(), "num_hidden_layers": layers})
    grown = LlamaForCausalLM(config).to(draft.dtype)
    missing, unexpected = grown.load_state_dict(draft.state_dict(), strict=False)
    assert not unexpected and all(".layers." in name for name in missing), (missing, unexpected)
    for new in grown.model.layers[have:]:
        new.load_state_dict(draft.model.layers[-1].state_dict())
        new.self_attn.o_proj.weight.zero_()
        new.mlp.down_proj.weight.zero_()
    log.info("draft grown from %d to %d layers, %.1fM parameters", have, layers,
             sum(p.numel() for p in grown.parameters()) / 1e6)
    return grown


# ---- 3. training --------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Example:
    """One answered prompt: inputs = prompt + response minus its last token; the loss is taken at the
    positions from prompt_len - 1 on, each against the target's top-k (ids, log-probabilities)."""

    ids: torch.Tensor  # (P + R,) int32
    prompt_len: int
    top_ids: torch.Tensor  # (R, top_k) int32
    top_logp: torch.Tensor  # (R, top_k) float16


def corpus_examples(work: Path, tokens: dict[str, int]) -> list[Example]:
    """The first shards of each prompt set's corpus, in order, up to its number of response tokens."""
    examples = []
    for prompt_set, wanted in tokens.items():
        folder = corpus_folder(work, prompt_set)
        for index in range(len(shards_used(folder, wanted))):
            for row in torch.load(folder / f"shard_{index:05d}.pt"):
                examples.append(Example(row["ids"], row["prompt_len"], row["top_ids"], row["top_logp"]))
    return examples


def corpus_tokens_wanted(args: argparse.Namespace) -> dict[str, int]:
    """Response tokens per prompt set, as the command line asks (a set asked for 0 is left out)."""
    wanted = {"topics": args.tokens, "requests": args.request_tokens}
    return {name: tokens for name, tokens in wanted.items() if tokens > 0}


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
    requests = f"_r{args.request_tokens}" if args.request_tokens else ""
    ckpt = work / "train" / (f"h{args.hidden}_l{args.layers}_t{args.tokens}{requests}_e{args.epochs}_n{args.steps}"
                             f"_b{args.batch_tokens}_lr{args.lr:g}_s{args.seed}_{args.train_dtype}"
                             f"{'_init' if args.init else ''}.pt")  # one file per recipe
    ckpt.parent.mkdir(parents=True, exist_ok=True)
    if args.procs > 1:
        ckpt.with_suffix(".rendezvous").unlink(missing_ok=True)
        torch.multiprocessing.spawn(_train_rank, (args.procs, work, target_path, args, ckpt), nprocs=args.procs)
    else:
        _train_rank(0, 1, work, target_path, args, ckpt)
    state = torch.load(ckpt, map_location="cpu")
    draft = LlamaForCausalLM(LlamaConfig.from_dict(state["config"])).float()
    draft.load_state_dict(state["model"])
    draft.train_seconds = state.get("seconds")  # wall time of the whole training, over all resumed runs
    return draft.eval()


def _train_rank(rank: int, procs: int, work: Path, target_path: str, args: argparse.Namespace,
                ckpt: Path) -> None:
    torch.set_num_threads(1 if procs > 1 else args.threads)
    device = torch.device(args.device)
    if procs > 1:
        torch.distributed.init_process_group("gloo", init_method=f"file://{ckpt.with_suffix('.rendezvous')}",
                                             rank=rank, world_size=procs)
    examples = corpus_examples(work, corpus_tokens_wanted(args))
    if rank == 0:
        log.info("training on %d answers, %d response tokens", len(examples),
                 sum(len(e.top_ids) for e in examples))
    pad = AutoTokenizer.from_pretrained(target_path).eos_token_id
    per_epoch = make_batches(examples, args.batch_tokens, args.seed)
    steps = args.steps or args.epochs * len(per_epoch)
    torch.manual_seed(args.seed)
    state = torch.load(ckpt, map_location=device) if args.resume and ckpt.exists() else None
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
        draft = grow_draft(draft, args.layers)
    else:
        target = AutoModelForCausalLM.from_pretrained(target_path, dtype=torch.float32)
        draft = init_draft(target, args.hidden, args.layers)
        del target
        start = 0
    draft.to(device)
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
            inputs, where, top_ids, top_p = (t.to(device) for t in collate(mine[rank::procs], pad))
            with torch.autocast(device.type, dtype=torch.bfloat16, enabled=args.train_dtype == "bfloat16"):
                loss, agree = distill_loss(draft, inputs, where, top_ids, top_p)
            (loss * share).backward()  # weighted so that the sum over processes is the mean over positions
        else:
            loss = agree = torch.zeros((), device=device)
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
        if step % 10 == 0 or step + 1 == steps:  # reading the loss waits for the GPU: not every step
            bar.set_postfix(loss=f"{loss.item():.3f}", top1=f"{agree.item():.3f}", epoch=epoch)
        if rank == 0 and ((step + 1) % args.save_every == 0 or step + 1 == steps):
            seconds = (state or {}).get("seconds", 0.0) + time.perf_counter() - t0
            weights = {name: value.cpu() for name, value in draft.state_dict().items()}
            torch.save({"config": draft.config.to_dict(), "model": weights, "opt": opt.state_dict(),
                        "step": step + 1, "seconds": seconds}, ckpt.with_suffix(".tmp"))
            ckpt.with_suffix(".tmp").replace(ckpt)
    bar.close()
    if rank == 0:
        log.info("trained %d steps in %.0f s", steps - start, time.perf_counter() - t0)
    if procs > 1:
        torch.distributed.barrier()
        torch.distributed.destroy_process_group()


# ---- 4. saving -------------------------------------------------------------------------------------------

def save_draft(draft, target_path: str, out: Path) -> None:
    """bfloat16 safetensors, config and the target's tokenizer files, in place of what `out` held."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*"):
        old.unlink()
    draft.to(torch.bfloat16).save_pretrained(out)
    draft.float()
    AutoTokenizer.from_pretrained(target_path).save_pretrained(out)


def saved_draft(out: Path):
    """The draft in `out` in float32 with its trimmed head, as `models.load_model` gives it (before packing)."""
    draft = AutoModelForCausalLM.from_pretrained(out, dtype=torch.float32).eval()
    trim_head_from(draft, out)
    return draft


RECIPE = "distill.json"  # in a draft's folder: how it was made and what it measured


def read_recipe(folder: Path) -> dict | None:
    """The recipe saved with the draft in `folder`, or None for a draft saved without one."""
    path = folder / RECIPE
    return json.loads(path.read_text()) if path.exists() else None


def write_recipe(out: Path, recipe: dict) -> None:
    """The recipe with its measured quality (distill.json) and the model card written from it."""
    (out / RECIPE).write_text(json.dumps(recipe, indent=2) + "\n")
    (out / "README.md").write_text(model_card(recipe))


def write_head(out: Path, work: Path, args: argparse.Namespace, vocab_size: int) -> dict | None:
    """The tokens the draft's output head keeps (--head-tokens of them; 0: the whole vocabulary, no file)."""
    (out / HEAD_TOKENS).unlink(missing_ok=True)
    if not args.head_tokens or args.head_tokens >= vocab_size:
        return None
    kept, coverage = frequent_tokens(work, corpus_tokens_wanted(args), vocab_size, args.head_tokens)
    (out / HEAD_TOKENS).write_text(json.dumps({"tokens": kept}) + "\n")
    return {"tokens": len(kept), "corpus_coverage": round(coverage, 4)}


# ---- command line -------------------------------------------------------------------------------------------

def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m gsd distill", description=(
        "Build the embedded draft: sample a corpus from the target, train a small draft on it, save it with its "
        "measured quality. Every stage resumes from --work."))
    parser.add_argument("--out", type=Path, default=EMBEDDED_DRAFT, help="where the draft is saved")
    parser.add_argument("--work", type=Path, default=None, help="corpus and checkpoints (default: cache/distill)")
    parser.add_argument("--stage", choices=("all", "corpus", "train", "head", "eval"), default="all",
                        help="head: write the head tokens of the draft in --out only; eval: measure it only (and "
                             "record the figures in its distill.json)")
    parser.add_argument("--tokens", type=int, default=230_000,
                        help="response tokens of the topics × templates prompt set in the corpus")
    parser.add_argument("--request-tokens", type=int, default=0,
                        help="response tokens of the requests prompt set (requests.txt with its slots)")
    parser.add_argument("--batch", type=int, default=64, help="prompts answered together")
    parser.add_argument("--max-new-tokens", type=int, default=256, help="longest answer in the corpus")
    parser.add_argument("--top-k", type=int, default=20, help="target log-probabilities kept per position")
    parser.add_argument("--dtype", choices=("bfloat16", "float32"), default="bfloat16",
                        help="the target's precision while it writes the corpus")
    parser.add_argument("--hidden", type=int, default=252, help="draft width (a multiple of the target's heads)")
    parser.add_argument("--layers", type=int, default=3,
                        help="draft depth (with --init: grow the draft to this depth if it is shallower)")
    parser.add_argument("--head-tokens", type=int, default=16384,
                        help="rows kept in the draft's output head: the tokens the target chose most often in the "
                             "corpus (0: the whole vocabulary)")
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
    parser.add_argument("--device", choices=("auto", "cpu", "cuda"), default="auto",
                        help="where the target samples and the draft trains (auto: a GPU when there is one; "
                             "on a GPU one process does it all, --procs is ignored)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        args.device = resolve_device(args.device).type
    except ModelError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if args.device == "cuda":
        args.procs = 1
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    torch.set_num_threads(args.threads)
    work = args.work or cache_dir() / "distill"
    target_path = embedded_target_path()
    answers = held_out_answers(work, target_path, 128, device=args.device)
    wider = held_out_answers(work, target_path, 128, WIDER_HELD_OUT, device=args.device)
    if args.stage == "eval":  # measured again here, and recorded in the draft's recipe when it has one
        if (recipe := read_recipe(args.out)) is not None:
            measure(recipe, args.out, target_path, answers, wider)
        else:
            draft = saved_draft(args.out)
            print(report(evaluate(draft, answers), cost_ratios(draft, target_path), evaluate(draft, wider)))
        return 0
    if args.stage == "head":
        recipe = json.loads((args.out / RECIPE).read_text())
        recipe["head"] = write_head(args.out, work, args, AutoConfig.from_pretrained(args.out).vocab_size)
        measure(recipe, args.out, target_path, answers, wider)
        return 0
    for prompt_set, tokens in corpus_tokens_wanted(args).items():
        corpus = (work, tokens, args.batch, args.max_new_tokens, args.top_k, args.seed, args.dtype)
        if args.procs > 1:
            torch.multiprocessing.spawn(corpus_rank, (args.procs, corpus, prompt_set), nprocs=args.procs)
        else:
            build_corpus(*corpus, prompt_set=prompt_set, device=args.device)
    if args.stage == "corpus":
        return 0
    # the recipe of the draft this one continues, kept so the chain stays on record
    previous = read_recipe(args.init) if args.init is not None else None
    started = time.perf_counter()
    draft = train(work, target_path, args)
    train_s = time.perf_counter() - started
    sets = {}
    for prompt_set, tokens in corpus_tokens_wanted(args).items():
        metas = shards_used(corpus_folder(work, prompt_set), tokens)
        sets[prompt_set] = {"prompts": sum(m["prompts"] for m in metas),
                            "response_tokens": sum(m["tokens"] for m in metas),
                            "process_seconds": round(sum(m["seconds"] for m in metas))}
    recipe = {
        "target": "SmolLM2-135M-Instruct (embedded)",
        "corpus": {"prompts": sum(c["prompts"] for c in sets.values()),
                   "response_tokens": sum(c["response_tokens"] for c in sets.values()),
                   "temperatures": TEMPERATURES, "max_new_tokens": args.max_new_tokens, "top_k": args.top_k,
                   "process_seconds": sum(c["process_seconds"] for c in sets.values()),
                   "workers": args.procs, "sets": sets, "device": device_name(args.device)},
        "draft": {"hidden": draft.config.hidden_size, "layers": draft.config.num_hidden_layers,
                  "parameters": sum(p.numel() for p in draft.parameters())},
        "training": {"epochs": args.epochs, "steps": args.steps, "batch_tokens": args.batch_tokens, "lr": args.lr,
                     "seed": args.seed, "procs": args.procs, "dtype": args.train_dtype,
                     "device": device_name(args.device), "seconds": round(draft.train_seconds or train_s),
                     "init": previous},
    }
    save_draft(draft, target_path, args.out)
    recipe["head"] = write_head(args.out, work, args, draft.config.vocab_size)
    measure(recipe, args.out, target_path, answers, wider)
    print(f"saved to {args.out}")
    return 0


def device_name(device: str) -> str:
    return f"cuda ({torch.cuda.get_device_name()})" if device == "cuda" else "cpu"


def measure(recipe: dict, out: Path, target_path: str, answers: list, wider: list) -> None:
    """Measure the draft saved in `out` as the engine will load it (bfloat16 weights, trimmed head), print
    the figures and write them into its recipe and model card."""
    saved = saved_draft(out)
    quality, quality_wider = evaluate(saved, answers), evaluate(saved, wider)
    costs = cost_ratios(saved, target_path)
    recipe.update(quality=quality.__dict__, quality_wider=quality_wider.__dict__, forward_cost=costs)
    write_recipe(out, recipe)
    print(report(quality, costs, quality_wider))


if __name__ == "__main__":
    raise SystemExit(main())
