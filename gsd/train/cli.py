"""`python -m gsd distill`: build the embedded draft model by distilling the embedded target.

Three stages, each resumable from the work folder (default ~/.cache/gsd/distill, outside git):
1. corpus (`corpus`): chat prompts from four prompt sets (topics.txt × templates.txt, the slot templates
   of requests.txt: specific requests of many kinds, chats.txt: second turns, quoted passages,
   translation, word problems, short facts, code, and `own`: user turns the target writes itself; seeded
   orders, each set in its own folder) are answered
   by the target in large left-padded batches at several temperatures; each shard stores the token ids and,
   at every response position, the target's top-k next-token log-probabilities, so training needs no
   further target forward.
2. train (`architecture`, `trainer`): a small LlamaForCausalLM sharing the target's tokenizer (embedding and
   first layers initialised from the target's, projected onto the embedding's top principal directions)
   learns the target's top-k distribution (soft cross-entropy) on the responses. With --init it continues a
   saved draft instead, grown first when --layers asks for more layers.
3. save + eval (`recipe`, `quality`): the draft goes to --out as bfloat16 safetensors with its config and
   tokenizer, with the list of tokens its output head keeps (the target's most frequent in the corpus:
   `packing.TrimmedHead`; `--stage head` writes that list alone for a saved draft); its top-1 and top-k
   agreement with the target's greedy answers to two held-out sets (assets/prompts.jsonl and
   assets/distill/held_out.txt, never used in training) and its forward cost relative to the target's
   are measured on the saved draft, printed, and written into its recipe and model card.

On a CPU the corpus and the training are split over --procs single-thread processes; with --device cuda (or
auto where a GPU is visible) one process does both on the GPU, answering batches of a thousand prompts or more
and training on batches of tens of thousands of tokens (how long each takes: see docs/draft.md). The figures
written into the recipe are measured on the CPU either way, where the engine's CPU choices apply.

This module turns flags into a `CorpusConfig` and a `TrainConfig` and runs the stages. The flags' defaults are
the configs' own; only the flags no config holds (--out, --work, --stage, --head-tokens, --device) set theirs.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import pickle
import sys
import time
from pathlib import Path

import torch
from transformers import AutoConfig

from ..config import DEVICES
from ..forward.kernels.packing import fast_precision
from ..models import EMBEDDED_DRAFT, ModelError, cache_dir, embedded_target_path, resolve_device
from .corpus import CorpusConfig, build_corpus, corpus_rank
from .prompt_sets import WIDER_HELD_OUT
from .quality import ANSWER_TOKENS, cost_ratios, evaluate, held_out_answers, report
from .recipe import RECIPE, new_recipe, read_recipe, save_draft, saved_draft, write_head, write_recipe
from .reread import reread_corpus
from .trainer import TrainConfig, train


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    t, c = TrainConfig(), CorpusConfig
    parser = argparse.ArgumentParser(prog="python -m gsd distill", description=(
        "Build the embedded draft: sample a corpus from the target, train a small draft on it, save it with its "
        "measured quality. Every stage resumes from --work."))
    parser.add_argument("--out", type=Path, default=EMBEDDED_DRAFT, help="where the draft is saved")
    parser.add_argument("--work", type=Path, default=None, help="corpus and checkpoints (default: cache/distill)")
    parser.add_argument("--stage", choices=("all", "corpus", "reread", "train", "head", "eval"), default="all",
                        help="head: write the head tokens of the draft in --out only; eval: measure it only (and "
                             "record the figures in its distill.json); reread: rebuild the corpus's shards from "
                             "the token ids in --ids alone")
    parser.add_argument("--ids", type=Path, help="for --stage reread: token ids by prompt set (corpus-ids.pt, as "
                                                 "the GPU kit brings a GPU's corpus back)")
    parser.add_argument("--tokens", type=int, default=t.tokens,
                        help="response tokens of the topics × templates prompt set in the corpus")
    parser.add_argument("--request-tokens", type=int, default=t.request_tokens,
                        help="response tokens of the requests prompt set (requests.txt with its slots)")
    parser.add_argument("--chat-tokens", type=int, default=t.chat_tokens,
                        help="response tokens of the chats prompt set (chats.txt: second turns, quoted passages, "
                             "translation, word problems, short facts, code)")
    parser.add_argument("--own-tokens", type=int, default=t.own_tokens,
                        help="response tokens of the own prompt set (each shard's user turns written by the "
                             "target itself, then answered)")
    parser.add_argument("--batch", type=int, default=c.batch, help="prompts answered together")
    parser.add_argument("--max-new-tokens", type=int, default=c.max_new_tokens, help="longest answer in the corpus")
    parser.add_argument("--top-k", type=int, default=c.top_k, help="target log-probabilities kept per position")
    parser.add_argument("--dtype", choices=("auto", "bfloat16", "float32"), default="auto",
                        help="the target's precision while it writes the corpus (auto: bfloat16 on a GPU or a CPU "
                             "with bfloat16 units, float32 on other CPUs)")
    parser.add_argument("--feature-layers", default="",
                        help="also store the target's outputs of these layers (comma-separated, 0-based) at every "
                             "position: the multi-layer feature head's data (python -m gsd train-head --work)")
    parser.add_argument("--hidden", type=int, default=t.hidden, help="draft width (a multiple of the target's heads)")
    parser.add_argument("--layers", type=int, default=t.layers,
                        help="draft depth (with --init: grow the draft to this depth if it is shallower)")
    parser.add_argument("--head-tokens", type=int, default=16384,
                        help="rows kept in the draft's output head: the tokens the target chose most often in the "
                             "corpus (0: the whole vocabulary)")
    parser.add_argument("--epochs", type=int, default=t.epochs)
    parser.add_argument("--steps", type=int, default=t.steps, help="training steps (0: --epochs over the corpus)")
    parser.add_argument("--batch-tokens", type=int, default=t.batch_tokens, help="padded tokens per training step")
    parser.add_argument("--lr", type=float, default=t.lr)
    parser.add_argument("--init", type=Path, default=t.init,
                        help="continue training this saved draft instead of starting from the target's layers")
    parser.add_argument("--train-dtype", choices=("auto", "bfloat16", "float32"), default="auto",
                        help="matmul precision while training (bfloat16: autocast over float32 weights; auto: as "
                             "--dtype)")
    parser.add_argument("--save-every", type=int, default=t.save_every, help="checkpoint every this many steps")
    parser.add_argument("--seed", type=int, default=t.seed)
    parser.add_argument("--resume", action=argparse.BooleanOptionalAction, default=t.resume,
                        help="continue from the checkpoints in --work (default) or start training afresh")
    parser.add_argument("--procs", type=int, default=t.procs,
                        help="processes for sampling and (data-parallel) training, one thread each")
    parser.add_argument("--threads", type=int, default=t.threads, help="CPU threads of a single process")
    parser.add_argument("--device", choices=DEVICES, default="auto",
                        help="where the target samples and the draft trains (auto: a GPU when there is one; "
                             "on a GPU one process does it all, --procs is ignored)")
    return parser.parse_args(argv)


def train_config(args: argparse.Namespace, device: str) -> TrainConfig:
    """The flags' TrainConfig, on the resolved `device` (cpu or cuda); a GPU trains in one process."""
    fields = {field.name: getattr(args, field.name) for field in dataclasses.fields(TrainConfig)}
    fields.update(device=device, procs=1 if device == "cuda" else args.procs,
                  train_dtype=fast_precision(args.train_dtype, device))
    return TrainConfig(**fields)


def corpus_config(args: argparse.Namespace, device: str) -> CorpusConfig:
    layers = tuple(int(index) for index in args.feature_layers.split(",") if index.strip())
    return CorpusConfig(seed=args.seed, batch=args.batch, max_new_tokens=args.max_new_tokens, top_k=args.top_k,
                        dtype=fast_precision(args.dtype, device), feature_layers=layers)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        device = resolve_device(args.device).type
    except ModelError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    config, corpus = train_config(args, device), corpus_config(args, device)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    torch.set_num_threads(config.threads)
    work = args.work or cache_dir() / "distill"
    if args.stage == "reread":
        if args.ids is None or not args.ids.is_file():
            print(f"error: --stage reread needs --ids FILE (token ids by prompt set), got {args.ids}",
                  file=sys.stderr)
            return 2
        try:
            print(json.dumps(reread_corpus(args.ids, work, corpus, device)))
        except (ValueError, KeyError, RuntimeError, pickle.UnpicklingError) as error:
            print(f"error: {args.ids} is not a corpus's token ids ({error})", file=sys.stderr)
            return 2
        return 0
    target_path = embedded_target_path()
    answers = held_out_answers(work, target_path, ANSWER_TOKENS, device=device)
    wider = held_out_answers(work, target_path, ANSWER_TOKENS, WIDER_HELD_OUT, device=device)
    if args.stage == "eval":  # measured again here, and recorded in the draft's recipe when it has one
        if (recipe := read_recipe(args.out)) is not None:
            measure(recipe, args.out, target_path, answers, wider)
        else:
            draft = saved_draft(args.out)
            print(report(evaluate(draft, answers), cost_ratios(draft, target_path), evaluate(draft, wider)))
        return 0
    if args.stage == "head":
        recipe = json.loads((args.out / RECIPE).read_text())
        recipe["head"] = write_head(args.out, work, config.tokens_per_set(),
                                    AutoConfig.from_pretrained(args.out).vocab_size, args.head_tokens)
        measure(recipe, args.out, target_path, answers, wider)
        return 0
    build_corpora(work, config, corpus)
    if args.stage == "corpus":
        return 0
    # the recipe of the draft this one continues, kept so the chain stays on record
    previous = read_recipe(config.init) if config.init is not None else None
    started = time.perf_counter()
    trained = train(work, target_path, config)
    seconds = trained.seconds or time.perf_counter() - started
    recipe = new_recipe(work, config, corpus, trained.draft, seconds, previous)
    save_draft(trained.draft, target_path, args.out)
    recipe["head"] = write_head(args.out, work, config.tokens_per_set(), trained.draft.config.vocab_size,
                                args.head_tokens)
    measure(recipe, args.out, target_path, answers, wider)
    print(f"saved to {args.out}")
    return 0


def build_corpora(work: Path, config: TrainConfig, corpus: CorpusConfig) -> None:
    """Each prompt set's corpus, up to its response tokens: over `config.procs` CPU processes, or in this one."""
    for prompt_set, tokens in config.tokens_per_set().items():
        if config.procs > 1:
            torch.multiprocessing.spawn(corpus_rank, (config.procs, work, prompt_set, tokens, corpus),
                                        nprocs=config.procs)
        else:
            build_corpus(work, prompt_set, tokens, corpus, config.device)


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
