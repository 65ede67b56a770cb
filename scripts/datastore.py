"""Write a datastore of the embedded target's own answers: its greedy answers (gsd at the Fast preset, exact) to the
draft's training prompt sets (topics, requests, and the single-message chats), taken in turn, none of them a
benchmark's prompt (the bench's, the wide bench's, the held-out set's), until --minutes have passed. The answers'
token ids go to an int32 .npy, each answer followed by -1 (`gsd.engine.datastore.SEPARATOR`), with a JSON of how
many answers and tokens and how long it took beside it.

    python scripts/datastore.py --minutes 8 --out assets/datastore/answers.npy
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gsd.config import DecodeConfig  # noqa: E402
from gsd.engine.datastore import SEPARATOR  # noqa: E402
from gsd.train.prompt_sets import WIDE_BENCH, held_out_prompts, training_prompts  # noqa: E402


def prompts(seed: int) -> list[str]:
    """The three sets' prompts in turn (topics, requests, chats' single messages), the wide bench's left out."""
    wide = {p.strip().lower() for p in held_out_prompts(WIDE_BENCH)}
    chats = [chat.first for chat in training_prompts(seed, "chats") if not chat.then]
    sets = [training_prompts(seed, "topics"), training_prompts(seed, "requests"), chats]
    mixed = [p for group in itertools.zip_longest(*sets) for p in group if p is not None]
    return [p for p in mixed if p.strip().lower() not in wide]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=8.0)
    parser.add_argument("--max-new-tokens", type=int, default=128)
    parser.add_argument("--seed", type=int, default=40, help="the prompts' order (the corpus used 0-22)")
    parser.add_argument("--out", type=Path, default=Path("assets/datastore/answers.npy"))
    args = parser.parse_args(argv)
    from gsd.engine.loop import Engine
    from gsd.models import load_pair

    engine = Engine(load_pair())
    config = DecodeConfig.from_preset("fast", max_new_tokens=args.max_new_tokens)
    began, tokens, answers = time.perf_counter(), [], 0
    for prompt in prompts(args.seed):
        if time.perf_counter() - began > args.minutes * 60:
            break
        steps = list(engine.generate(prompt, config))
        tokens += [t for step in steps for t in step.committed] + [SEPARATOR]
        answers += 1
    seconds = time.perf_counter() - began
    args.out.parent.mkdir(parents=True, exist_ok=True)
    np.save(args.out, np.array(tokens, dtype=np.int32))
    facts = {"answers": answers, "tokens": len(tokens) - answers, "seconds": round(seconds, 1),
             "max_new_tokens": args.max_new_tokens, "seed": args.seed, "preset": "fast", "bytes": args.out.stat().st_size}
    args.out.with_suffix(".json").write_text(json.dumps(facts, indent=1) + "\n")
    print(facts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
