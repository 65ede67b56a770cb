"""`python -m gsd train-head`: train the feature head on the target's own hidden states (`head`), then measure it
(`head_quality`)."""

from __future__ import annotations

import argparse
import logging
from pathlib import Path

import torch

from ..engine.head import EMBEDDED_HEAD
from ..forward.kernels.packing import fast_precision
from .head import DATA, LAYERS, HeadTrainConfig, train
from .head_quality import measure


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gsd train-head", description=__doc__.splitlines()[0])
    parser.add_argument("--work", default=str(DATA),
                        help="the corpus written with --feature-layers (python -m gsd distill --stage corpus)")
    parser.add_argument("--out", default=str(EMBEDDED_HEAD))
    parser.add_argument("--stage", choices=("all", "eval"), default="all",
                        help="all: training, then measuring; eval: measure the saved head")
    parser.add_argument("--init", help="continue training the head saved in this folder (it reads --layers)")
    parser.add_argument("--device", default="cpu", help="where it trains (cpu, cuda); it is measured on the CPU")
    parser.add_argument("--layers", default=",".join(map(str, LAYERS)),
                        help="the target layers the head reads (those the corpus stored, in that order)")
    defaults = HeadTrainConfig()
    for name in ("tokens", "epochs", "batch_tokens", "lr", "depth", "decay", "seed"):
        parser.add_argument("--" + name.replace("_", "-"), type=type(getattr(defaults, name)),
                            default=getattr(defaults, name))
    parser.add_argument("--partner", type=float, default=defaults.partner,
                        help="train the head to draft beside the embedded draft (--drafter both): the loss is "
                             "that of the mean q, this share of it the draft's (0: the head alone)")
    parser.add_argument("--train-dtype", choices=("auto", "bfloat16", "float32"), default="auto",
                        help="matmul precision while training (bfloat16: autocast over float32 weights; auto: "
                             "bfloat16 on a GPU or a CPU with bfloat16 units, float32 on other CPUs)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    if not 0.0 <= args.partner < 1.0:
        parser.error(f"--partner is the draft's share of q, from 0 up to (not including) 1, not {args.partner}")
    args.train_dtype = fast_precision(args.train_dtype, torch.device(args.device).type)
    config = HeadTrainConfig(**{k: getattr(args, k) for k in ("tokens", "epochs", "batch_tokens", "lr", "depth",
                                                                "decay", "seed", "train_dtype", "partner")})
    work, out = Path(args.work), Path(args.out)
    if args.stage == "all":
        try:
            train(work, config, out, tuple(int(i) for i in args.layers.split(",")),
                  Path(args.init) if args.init else None, args.device)
        except ValueError as error:
            parser.error(str(error))
    measure(work, out)
    return 0
