"""How long a follow-up waits for its first token, with its conversation's start taken from the kept cache and
without (its whole prompt run through the target, as every follow-up was before). A benchmark to run by hand;
its figures are in docs/memory.md ("Follow-ups from the kept cache").

    .venv/bin/python scripts/follow_up.py --history 500,2000,6000 --json out/follow-up.json

For each history length N: a first turn whose prompt is about N tokens (example prompts joined and repeated) is
answered (--answer-tokens, kept for its owner, as the page keeps a visitor's run), then a follow-up question is
asked twice, each time after the same first turn: kept for the same owner (from the cache), and with nothing
kept (from scratch). The time to the follow-up's first step (its prefill and one step) is read for each, in turns,
--repeats times; the medians are printed, with whether the two gave the same tokens.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gsd.config import PROMPTS, DecodeConfig, read_prompts  # noqa: E402
from gsd.engine.loop import Engine  # noqa: E402
from gsd.models import load_pair  # noqa: E402

QUESTION = "Summarize what you said in two sentences."


def first_prompt(engine: Engine, tokens: int) -> str:
    """Example prompts joined and repeated until about `tokens` tokens."""
    text, pool = "", read_prompts(PROMPTS)
    while len(engine.tokenizer(text)["input_ids"]) < tokens:
        text += pool[len(text) % len(pool)] + "\n"
    return text


def timed_follow_up(engine: Engine, first: str, config: DecodeConfig, owner: str | None) -> tuple[float, list[int]]:
    steps = list(engine.generate(first, config.replace(max_new_tokens=ANSWER), keep=owner))
    answer = engine.summary(steps, config, 0, 1.0).text
    conversation = [{"role": "user", "content": first}, {"role": "assistant", "content": answer},
                    {"role": "user", "content": QUESTION}]
    began = time.perf_counter()
    run = engine.generate(conversation, config, keep=owner)
    first_step = next(run)
    waited = time.perf_counter() - began
    rest = list(run)
    return waited, [t for step in [first_step, *rest] for t in step.committed]


ANSWER = 32


def main(argv: list[str] | None = None) -> int:
    global ANSWER
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--history", default="500,2000,6000")
    parser.add_argument("--answer-tokens", type=int, default=32)
    parser.add_argument("--max-new-tokens", type=int, default=16)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    ANSWER = args.answer_tokens
    engine = Engine(load_pair(device="cpu"))
    config = DecodeConfig.from_preset("fast", "gsd", max_new_tokens=args.max_new_tokens)
    rows = []
    for length in (int(n) for n in args.history.split(",")):
        first = first_prompt(engine, length)
        waits: dict[str, list[float]] = {"from the cache": [], "from scratch": []}
        outputs = {}
        for repeat in range(args.repeats):
            for label, owner in (("from the cache", f"owner-{length}-{repeat}"), ("from scratch", None)):
                waited, out = timed_follow_up(engine, first, config, owner)
                waits[label].append(waited)
                outputs[label] = out
            engine.kept.clear()
        history = len(engine.encode(first)) + ANSWER  # the first turn's prompt and its answer
        row = {"history_tokens": history, **{label: round(statistics.median(w), 3) for label, w in waits.items()},
               "same_tokens": outputs["from the cache"] == outputs["from scratch"]}
        rows.append(row)
        print(json.dumps(row), flush=True)
    print("\n| history tokens | first token from the cache | from scratch | same tokens |\n|---|---|---|---|")
    for row in rows:
        print(f"| {row['history_tokens']:,} | {row['from the cache']:.2f} s | {row['from scratch']:.2f} s | "
              f"{'yes' if row['same_tokens'] else 'NO'} |")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
