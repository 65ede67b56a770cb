"""The models' flags, shared by the page (`python app.py`) and the command line (`python -m gsd`): which target,
draft, drafter, device, forward and dtype, checked before anything loads, and the engine they make."""

from __future__ import annotations

import argparse
import gc
import os
from dataclasses import dataclass
from pathlib import Path

from .config import DEVICES, DRAFTERS, STATIC, TARGET_DTYPES, DecodeConfig

FORWARDS = ("auto", *STATIC)


@dataclass(frozen=True)
class Pair:
    """A target and a draft of its tokenizer, by Hub id (None: the embedded one), and why it is offered."""

    target: str | None
    draft: str | None
    why: str


# On a GPU drafting pays only where a target forward costs several draft forwards: on the H200 a verify step of the
# 135M target cost 2.9 ms at 1 row and 4.7 at 16 (float32), an 8B Llama's 6.3 and 7.2 (bfloat16), a 5-layer draft's
# forward 0.6 ms, a forward costing about what its layer count says (docs/benchmarks.md, "On a GPU"). So the pairs
# offered beside the embedded one have a 7-8B target and the smallest draft of its tokenizer; they need the Hub.
PAIRS = {
    "embedded": Pair(None, None, "SmolLM2-135M-Instruct and its distilled draft, shipped: runs offline, teaches, "
                                 "but on a GPU drafting does not pay for a 135M target"),
    "qwen2.5-7b": Pair("Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct",
                       "an open 7B target with the smallest model of its tokenizer (24 layers)"),
    "llama-3.1-8b": Pair("meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Llama-3.2-1B-Instruct",
                         "the 8B Llama the GPU table measured, with a 16-layer draft of its tokenizer (gated: the "
                         "Space needs an HF_TOKEN secret of an account that accepted its licence)"),
    "smollm2-1.7b": Pair("HuggingFaceTB/SmolLM2-1.7B-Instruct", None,
                         "the embedded target's larger sibling with the embedded draft (same tokenizer): about even "
                         "on a GPU"),
}


def model_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--pair", choices=list(PAIRS), default=os.environ.get("GSD_PAIR", "embedded"),
                        help="a target and draft to run (default: the GSD_PAIR variable, a Space's setting, else "
                             "embedded): " + "; ".join(f"{name}: {pair.why}" for name, pair in PAIRS.items())
                        + " (--target and --draft override either)")
    parser.add_argument("--target", help="Hub id or local folder (default: the embedded SmolLM2-135M-Instruct)")
    parser.add_argument("--draft", help="Hub id or local folder, a model of the target's tokenizer (default: the "
                                        "embedded distilled draft; with --target, required for --drafter model or "
                                        "both)")
    parser.add_argument("--drafter", choices=DRAFTERS, default=DecodeConfig.drafter,
                        help="model: the draft model; head: the feature head, reading the target's hidden states "
                             "(CPU); both: the two together, q the mean of theirs; lookup: prompt lookup, no draft "
                             "model; model+datastore: the draft model with the commonest continuation retrieved from "
                             "the target's own answers grafted on (`make datastore`)")
    parser.add_argument("--head", help="the feature head's folder, for --drafter head or both (default: the "
                                       "embedded one)")
    parser.add_argument("--datastore", help="the answers model+datastore retrieves from, an int32 .npy "
                                            "(default: assets/datastore/answers.npy, `make datastore`)")
    parser.add_argument("--device", choices=DEVICES, default="auto")
    parser.add_argument("--static", choices=FORWARDS, default="auto",
                        help="the forward. auto: graphs on a GPU, off on a CPU; off: today's (the engine's own "
                             "kernels on a CPU, transformers' elsewhere); eager: the static path (fixed bucket "
                             "sizes, one reused cache, greedy acceptance on the device); graphs: that, captured as "
                             "CUDA graphs on a GPU (eager on a CPU). A bench row mode:static=VALUE sets its own")
    parser.add_argument("--target-dtype", choices=TARGET_DTYPES, default="auto",
                        help="the target's dtype. auto: float32 on a CPU and on a GPU (greedy output equals plain "
                             "greedy output); bfloat16: faster on a GPU, but a tree forward rounds differently from "
                             "a one-token forward, so greedy output can part from ar's (the page says so)")


def check_model_flags(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Fill --target and --draft from --pair where not given; refuse, with the flag to pass, what would load and
    then fail: another target with the embedded draft."""
    if args.pair not in PAIRS:  # GSD_PAIR, which argparse does not check
        parser.error(f"GSD_PAIR={args.pair!r} names no pair; choose from {', '.join(PAIRS)}")
    pair = PAIRS[args.pair]
    if args.target is None and args.draft is None:
        args.target, args.draft = pair.target, pair.draft
        if pair.target is not None and pair.draft is None:  # the embedded draft beside another target
            from .models import EMBEDDED_DRAFT
            args.draft = str(EMBEDDED_DRAFT)
    if args.target and not args.draft and args.drafter in ("model", "both", "model+datastore"):
        parser.error(f"--target {args.target} needs --draft: a small model with the same tokenizer (the embedded "
                     "draft is the embedded target's), or --drafter lookup, which drafts by prompt lookup with no "
                     "draft model")


def forward_for(static: str, device) -> str:
    """The engine's forward for `--static` on `device` (a torch.device): auto is graphs on a GPU, off elsewhere."""
    if static != "auto":
        return static
    return "graphs" if device.type == "cuda" else "off"


def load_engine(args: argparse.Namespace, loads: str | None = None):
    """The engine the flags ask for, with what drafter `loads` needs too (the bench's `gsd:head` rows)."""
    from .engine.loop import Engine  # torch and transformers load here
    from .models import load_for

    pair = load_for(loads or args.drafter, args.target, args.draft, args.head, args.device,
                    target_dtype=args.target_dtype)
    engine = Engine(pair, static=forward_for(args.static, pair.device))
    if getattr(args, "datastore", None):
        engine.datastore_path = Path(args.datastore)
    return engine


def freeze_loaded(engine):
    """A server's engine once loaded (`app.main`): what is alive now (the models, the tokenizer, torch's and
    transformers' modules: about 390,000 objects Python's cyclic garbage collector tracks, for the embedded pair)
    lives as long as the process, so it is moved out of the collector's reach (`gc.freeze`). A full collection
    scanned it all: 185 ms on two cores, a pause in whichever visitor's run was decoding then. Returns the engine."""
    gc.collect()
    gc.freeze()
    return engine
