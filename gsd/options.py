"""The models' flags, shared by the page (`python app.py`) and the command line (`python -m gsd`): which target,
draft, drafter, device, forward and dtype, checked before anything loads, and the engine they make."""

from __future__ import annotations

import argparse

from .config import DEVICES, DRAFTERS, STATIC, TARGET_DTYPES, DecodeConfig

FORWARDS = ("auto", *STATIC)


def model_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--target", help="Hub id or local folder (default: the embedded SmolLM2-135M-Instruct)")
    parser.add_argument("--draft", help="Hub id or local folder, a model of the target's tokenizer (default: the "
                                        "embedded distilled draft; with --target, required for --drafter model or "
                                        "both)")
    parser.add_argument("--drafter", choices=DRAFTERS, default=DecodeConfig.drafter,
                        help="model: the draft model; head: the feature head, reading the target's hidden states "
                             "(CPU); both: the two together, q the mean of theirs; lookup: prompt lookup, no draft "
                             "model")
    parser.add_argument("--head", help="the feature head's folder, for --drafter head or both (default: the "
                                       "embedded one)")
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
    """Refuse, with the flag to pass, what would load and then fail: another target with the embedded draft."""
    if args.target and not args.draft and args.drafter in ("model", "both"):
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
    from .engine import Engine  # torch and transformers load here
    from .models import load_for

    pair = load_for(loads or args.drafter, args.target, args.draft, args.head, args.device,
                    target_dtype=args.target_dtype)
    return Engine(pair, static=forward_for(args.static, pair.device))
