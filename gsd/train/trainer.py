"""Stage 2 of `python -m gsd distill`: training the draft on the corpus, resumable from its checkpoint.

The draft learns the target's top-k next-token distribution (soft cross-entropy) at every response position
of the corpus; the target itself is not run here. With `procs` > 1 the work is split data-parallel over that
many single-thread CPU processes (gloo): on a small shared CPU, one thread per process wastes far less time
waiting than several threads in one. On a GPU one process does it all.

Every setting arrives in one `TrainConfig`. This module owns the loop and its checkpoint; where the draft's
weights start lives in `architecture`, what it reads in `corpus`.
"""

from __future__ import annotations

import logging
import math
import random
import time
from dataclasses import dataclass
from pathlib import Path

import torch
from tqdm import tqdm
from transformers import AutoModelForCausalLM, AutoTokenizer, LlamaForCausalLM

from .architecture import draft_from_state, grow_draft, init_draft
from .corpus import Example, corpus_examples

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TrainConfig:
    """Every training setting and its default: the command line's flags of the same names."""

    tokens: int = 230_000  # response tokens of the topics prompt set (topics × templates)
    request_tokens: int = 0  # response tokens of the requests prompt set (0: left out)
    chat_tokens: int = 0  # response tokens of the chats prompt set (0: left out)
    own_tokens: int = 0  # response tokens of the own prompt set: prompts the target wrote (0: left out)
    hidden: int = 252  # draft width, a multiple of the target's heads
    layers: int = 3  # draft depth; with `init`, the depth a shallower saved draft is grown to
    epochs: int = 2
    steps: int = 0  # 0: `epochs` passes over the corpus
    batch_tokens: int = 2048  # padded tokens per step
    lr: float = 1.5e-3
    init: Path | None = None  # a saved draft to continue instead of starting from the target's layers
    train_dtype: str = "bfloat16"  # bfloat16: autocast over float32 weights
    save_every: int = 20  # checkpoint every this many steps
    seed: int = 0
    resume: bool = True  # continue from this recipe's checkpoint when there is one
    procs: int = 2  # data-parallel single-thread processes (1 on a GPU)
    threads: int = 1  # CPU threads of a single process
    device: str = "cpu"  # cpu or cuda (the command line resolves auto)

    def tokens_per_set(self) -> dict[str, int]:
        """Response tokens per prompt set (a set asked for 0 is left out)."""
        wanted = {"topics": self.tokens, "requests": self.request_tokens, "chats": self.chat_tokens,
                  "own": self.own_tokens}
        return {name: tokens for name, tokens in wanted.items() if tokens > 0}

    def checkpoint_name(self) -> str:
        """One checkpoint file per recipe: the settings that change what is trained, in its name."""
        requests = f"_r{self.request_tokens}" if self.request_tokens else ""
        requests += f"_c{self.chat_tokens}" if self.chat_tokens else ""
        requests += f"_o{self.own_tokens}" if self.own_tokens else ""
        return (f"h{self.hidden}_l{self.layers}_t{self.tokens}{requests}_e{self.epochs}_n{self.steps}"
                f"_b{self.batch_tokens}_lr{self.lr:g}_s{self.seed}_{self.train_dtype}"
                f"{'_init' if self.init else ''}.pt")


@dataclass(frozen=True)
class Trained:
    """A trained draft (float32, eval mode) and the wall time of its whole training, over all resumed runs
    (None for a checkpoint written before that was recorded)."""

    draft: LlamaForCausalLM
    seconds: float | None


# ---- batches and the loss ------------------------------------------------------------------------------------

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


def lr_factor(step: int, steps: int) -> float:
    """The learning rate's multiplier: a linear warm-up over the first tenth of the steps (at most 20), then
    a cosine down to a tenth."""
    warmup = max(1, min(20, steps // 10))
    if step < warmup:
        return (step + 1) / warmup
    return 0.1 + 0.45 * (1 + math.cos(math.pi * (step - warmup) / max(1, steps - warmup)))


# ---- the loop ------------------------------------------------------------------------------------------------

def train(work: Path, target_path: str, config: TrainConfig) -> Trained:
    """Train the draft on the corpus in `work` (resumable from work/train) and return it."""
    ckpt = work / "train" / config.checkpoint_name()
    ckpt.parent.mkdir(parents=True, exist_ok=True)
    if config.procs > 1:
        ckpt.with_suffix(".rendezvous").unlink(missing_ok=True)
        torch.multiprocessing.spawn(_train_rank, (config, work, target_path, ckpt), nprocs=config.procs)
    else:
        _train_rank(0, config, work, target_path, ckpt)
    state = torch.load(ckpt, map_location="cpu")
    return Trained(draft_from_state(state).eval(), state.get("seconds"))


def _train_rank(rank: int, config: TrainConfig, work: Path, target_path: str, ckpt: Path) -> None:
    """One training process (rank 0 of 1 on a GPU): join the group, start or resume, train, leave."""
    torch.set_num_threads(1 if config.procs > 1 else config.threads)
    if config.procs > 1:
        torch.distributed.init_process_group("gloo", init_method=f"file://{ckpt.with_suffix('.rendezvous')}",
                                             rank=rank, world_size=config.procs)
    examples = corpus_examples(work, config.tokens_per_set())
    if rank == 0:
        log.info("training on %d answers, %d response tokens", len(examples),
                 sum(len(e.top_ids) for e in examples))
    torch.manual_seed(config.seed)
    state = torch.load(ckpt, map_location=config.device) if config.resume and ckpt.exists() else None
    draft, start = _starting_draft(state, config, target_path, rank)
    if state is not None and rank == 0:
        log.info("resuming from %s at step %d", ckpt, start)
    draft.to(config.device)
    params = list(draft.parameters())
    for p in params:
        p.grad = torch.zeros_like(p)  # up front: a process with no answer in a batch still sums its zeros
    opt = torch.optim.AdamW(params, lr=config.lr, betas=(0.9, 0.95), weight_decay=0.0)
    if state is not None:
        opt.load_state_dict(state["opt"])
    pad = AutoTokenizer.from_pretrained(target_path).eos_token_id
    _loop(rank, config, draft, opt, examples, pad, start, ckpt, (state or {}).get("seconds", 0.0))
    if config.procs > 1:
        torch.distributed.barrier()
        torch.distributed.destroy_process_group()


def _starting_draft(state: dict | None, config: TrainConfig, target_path: str,
                    rank: int) -> tuple[LlamaForCausalLM, int]:
    """The draft training starts from, and its first step: this recipe's checkpoint when resuming, else the
    saved draft in `config.init` (grown to `config.layers`), else a new draft projected from the target."""
    if state is not None:
        return draft_from_state(state), state["step"]
    if config.init is not None:
        if rank == 0:
            log.info("continuing from the draft in %s", config.init)
        draft = LlamaForCausalLM.from_pretrained(config.init, dtype=torch.float32)
        return grow_draft(draft, config.layers), 0
    target = AutoModelForCausalLM.from_pretrained(target_path, dtype=torch.float32)
    return init_draft(target, config.hidden, config.layers), 0


def _loop(rank: int, config: TrainConfig, draft: LlamaForCausalLM, opt: torch.optim.Optimizer,
          examples: list[Example], pad: int, start: int, ckpt: Path, seconds_before: float) -> None:
    """Steps `start`, ..., the last: each epoch in its own seeded batch order, a checkpoint every
    `config.save_every` steps and after the last (written by rank 0)."""
    per_epoch = make_batches(examples, config.batch_tokens, config.seed)
    steps = config.steps or config.epochs * len(per_epoch)
    draft.train()
    bar = tqdm(total=steps, initial=start, unit="step", desc="train", smoothing=0.1, disable=rank != 0)
    t0 = time.perf_counter()
    for step in range(start, steps):
        epoch, index = divmod(step, len(per_epoch))
        batches = per_epoch if epoch == 0 else make_batches(examples, config.batch_tokens, config.seed + epoch)
        for group in opt.param_groups:
            group["lr"] = config.lr * lr_factor(step, steps)
        loss, agree = _step(rank, config, draft, opt, [examples[i] for i in batches[index]], pad)
        bar.update(1)
        if step % 10 == 0 or step + 1 == steps:  # reading the loss waits for the GPU: not every step
            bar.set_postfix(loss=f"{loss.item():.3f}", top1=f"{agree.item():.3f}", epoch=epoch)
        if rank == 0 and ((step + 1) % config.save_every == 0 or step + 1 == steps):
            _save_checkpoint(ckpt, draft, opt, step + 1, seconds_before + time.perf_counter() - t0)
    bar.close()
    if rank == 0:
        log.info("trained %d steps in %.0f s", steps - start, time.perf_counter() - t0)


def _step(rank: int, config: TrainConfig, draft: LlamaForCausalLM, opt: torch.optim.Optimizer,
          batch: list[Example], pad: int) -> tuple[torch.Tensor, torch.Tensor]:
    """One optimiser step on a batch; this process takes every `procs`-th answer from its rank. Returns its
    loss and top-1 agreement (zeros when it had no answer)."""
    device = torch.device(config.device)
    mine = batch[rank::config.procs]
    opt.zero_grad(set_to_none=False)
    if mine:
        share = sum(len(e.top_ids) for e in mine) / sum(len(e.top_ids) for e in batch)
        inputs, where, top_ids, top_p = (t.to(device) for t in collate(mine, pad))
        with torch.autocast(device.type, dtype=torch.bfloat16, enabled=config.train_dtype == "bfloat16"):
            loss, agree = distill_loss(draft, inputs, where, top_ids, top_p)
        (loss * share).backward()  # weighted so that the sum over processes is the mean over positions
    else:
        loss = agree = torch.zeros((), device=device)
    params = list(draft.parameters())
    if config.procs > 1:
        _sum_gradients(params)
    torch.nn.utils.clip_grad_norm_(params, 1.0)
    opt.step()
    return loss, agree


def _sum_gradients(params: list[torch.Tensor]) -> None:
    """Sum every parameter's gradient over the processes, in one all-reduce of their concatenation."""
    flat = torch.cat([p.grad.flatten() for p in params])
    torch.distributed.all_reduce(flat)
    offset = 0
    for p in params:
        p.grad.copy_(flat[offset:offset + p.numel()].view_as(p))
        offset += p.numel()


def _save_checkpoint(ckpt: Path, draft: LlamaForCausalLM, opt: torch.optim.Optimizer, step: int,
                     seconds: float) -> None:
    """The draft (on the CPU), the optimiser and the step count, written atomically; `seconds`: training's
    wall time so far, over all resumed runs."""
    weights = {name: value.cpu() for name, value in draft.state_dict().items()}
    torch.save({"config": draft.config.to_dict(), "model": weights, "opt": opt.state_dict(), "step": step,
                "seconds": seconds}, ckpt.with_suffix(".tmp"))
    ckpt.with_suffix(".tmp").replace(ckpt)
