"""The training stages: `corpus` (target-written answers to the four prompt sets), `head` and `draft` (each
continued on that corpus), and the CPU rehearsal's tiny stand-in target (`toy_target`)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .common import ROOT, Status, home, run_logged, store

CORPUS_SETS = (("topics", "--tokens", 0.25), ("requests", "--request-tokens", 0.2), ("chats", "--chat-tokens", 0.3),
               ("own", "--own-tokens", 0.25))

CORPUS_START_S, ANSWER_S = 15.0, 0.028  # a set's start, and an answer's share of a batch's time (H200: 57 s / 2,048)


def corpus_batch(batch: int, seconds: float) -> int:
    """The answers a set samples at once: `batch`, halved until its start and one whole batch fit its `seconds`
    (no fewer than 128), since a batch cut off by the time limit writes nothing."""
    while batch > 128 and CORPUS_START_S + batch * ANSWER_S > seconds:
        batch //= 2
    return batch


def corpus_written(work: Path) -> dict[str, int]:
    from gsd.train.corpus import corpus_folder, corpus_tokens

    return {name: corpus_tokens(corpus_folder(work, name))[0] for name, _, _ in CORPUS_SETS}


def set_flags(tokens: dict[str, int]) -> list[str]:
    """distill's token flags for these counts by prompt set."""
    return [part for name, flag, _ in CORPUS_SETS for part in (flag, str(tokens.get(name, 0)))]


def corpus(args, status: Status, minutes: float) -> None:
    work = store() / "distill"
    codes = []
    for name, _, share in CORPUS_SETS:
        codes.append(run_logged([sys.executable, "-m", "gsd", "distill", "--device", args.device, "--stage", "corpus",
                                 "--work", str(work), "--seed", str(args.seed),
                                 *set_flags({name: int(args.corpus_tokens * share)}),
                                 "--batch", str(corpus_batch(args.batch, minutes * share * 60)),
                                 "--max-new-tokens", str(args.corpus_max_new),
                                 "--feature-layers", args.feature_layers],
                                args.out / "corpus.log", minutes * share))
    have = corpus_written(work)
    stopped = any(code is None for code in codes)
    state = "done" if all(code in (0, None) for code in codes) and sum(have.values()) else "failed"
    answers = keep_answers(work, args.out / "corpus-ids.pt")
    status.set("corpus", state=state, tokens=have, stopped_at_time=stopped, exit=codes, answers=answers)


def keep_answers(work: Path, path: Path) -> int:
    """The corpus's token ids alone (prompt and answer, its prompt length and temperature), by prompt set, in
    one file small enough to come back (about 4 bytes a token; the stored layer outputs stay there): a CPU
    can read the target's top-k and layers again from them with one teacher-forced pass, which costs far less
    than sampling them."""
    import torch

    from gsd.train.corpus import corpus_folder, shard_rows

    kept = {}
    for name, _, _ in CORPUS_SETS:
        kept[name] = [{"ids": row["ids"].clone(), "prompt_len": row["prompt_len"], "temperature": row["temperature"]}
                      for row in shard_rows(corpus_folder(work, name), mmap=True)]
    torch.save(kept, path)
    return sum(len(rows) for rows in kept.values())


def draft(args, status: Status, minutes: float) -> None:
    work = store() / "distill"
    have = corpus_written(work)
    if not sum(have.values()):
        status.set("draft", state="failed", problems=["no corpus shard was written"])
        return
    out = args.out / "draft"
    command = [sys.executable, "-m", "gsd", "distill", "--device", args.device, "--stage", "train", "--work",
               str(work), "--out", str(out), *set_flags(have), "--epochs", str(args.epochs)]
    if args.toy:
        command += ["--hidden", "32", "--layers", "1", "--steps", "4", "--batch-tokens", "256"]
    else:  # the shipped draft, continued on the fresh corpus (it was made this way: docs/draft.md)
        command += ["--init", str(ROOT / "assets" / "draft"), "--layers", "5", "--lr", str(args.lr),
                    "--batch-tokens", "32768"]
    code = run_logged(command, args.out / "draft.log", minutes)
    recipe = out / "distill.json"
    figures = json.loads(recipe.read_text()) if recipe.exists() else {}
    status.set("draft", state="done" if code == 0 else "failed", exit=code, tokens=have,
               quality=figures.get("quality"), forward_cost=figures.get("forward_cost"))


def head(args, status: Status, minutes: float) -> None:
    out = args.out / "head"
    command = [sys.executable, "-m", "gsd", "train-head", "--work", str(store() / "distill"), "--out", str(out),
               "--device", args.device, "--layers", args.feature_layers, "--tokens", str(args.head_tokens),
               "--epochs", str(args.head_epochs)]
    if not args.toy:  # the shipped head, continued on the fresh corpus (the toy target's size differs)
        command += ["--init", str(ROOT / "assets" / "head"), "--lr", str(args.head_lr)]
    if args.head_partner:  # the head trained beside the draft, for --drafter both (docs/draft.md)
        command += ["--partner", str(args.head_partner)]
    code = run_logged(command, args.out / "head.log", minutes)
    saved = out / "head.json"
    recipe = json.loads(saved.read_text()).get("recipe", {}) if saved.exists() else {}
    status.set("head", state="done" if code == 0 else "failed", exit=code, quality=recipe.get("quality"),
               cost=recipe.get("cost"))


def toy_target() -> None:
    """A tiny random Llama with the embedded target's tokenizer, where the kit looks for the target (GSD_CACHE):
    the CPU rehearsal's stand-in. The draft (assets/draft) shares that tokenizer."""
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    from gsd.models import EMBEDDED_DRAFT, EMBEDDED_NAME

    folder = home() / EMBEDDED_NAME
    if (folder / "model.safetensors").exists():
        return
    tokenizer = AutoTokenizer.from_pretrained(EMBEDDED_DRAFT)
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=2048,
                         tie_word_embeddings=True, bos_token_id=tokenizer.bos_token_id,
                         eos_token_id=tokenizer.eos_token_id)
    model = LlamaForCausalLM(config)
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
