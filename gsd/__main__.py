"""The command line: `python -m gsd generate | bench | what-if | sweep | distill | train-head`. Errors print one line,
never a traceback."""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys

from .config import MAX_MERGE_N, MODES, PRESETS, PROMPTS, SIZED, DecodeConfig, read_conversation, read_prompts
from .options import check_model_flags, load_engine, model_flags


def _decode_flags(parser: argparse.ArgumentParser) -> None:
    d = DecodeConfig()
    parser.add_argument("--preset", choices=list(PRESETS), default="fast",
                        help="; ".join(f"{p.name}: {p.blurb}" for p in PRESETS.values())
                        + " (an explicit --k, --theta-prob, --theta-sib, --theta-path, --merge or --[no-]lookup-first"
                          " overrides it)")
    parser.add_argument("--k", type=int, help="max out-degree (top-k children per node)")
    parser.add_argument("--theta-prob", type=float, help="branch-end threshold on q")
    parser.add_argument("--theta-sib", type=float, help="sibling threshold (ratio to best q)")
    parser.add_argument("--theta-path", type=float, help="path threshold (product of q from the root)")
    parser.add_argument("--merge", type=str.lower, choices=["off", "none"] + [str(n) for n in range(MAX_MERGE_N + 1)],
                        help="merge n-gram order (off: no merging)")
    parser.add_argument("--max-depth", type=int, default=d.max_depth)
    parser.add_argument("--node-budget", type=int, default=d.node_budget)
    parser.add_argument("--fill", type=int,
                        help=f"verify pruned branches too while the tree holds fewer positions (0: never; default "
                             f"{d.fill}; a sized step never does)")
    parser.add_argument("--sized", action=argparse.BooleanOptionalAction,
                        help="size each step by this machine's own costs: a layer drafted and a node verified only "
                             "where its expected tokens pay for their milliseconds, a plain step where none does "
                             "(the preset's choice unless given: fast on, graph off; --sized also sets the θ's to 0, "
                             "the rule alone, unless given; docs/performance.md)")
    parser.add_argument("--lookup", action=argparse.BooleanOptionalAction, default=d.lookup,
                        help="graft the prompt-lookup branch onto the draft's graph (ssd: always off)")
    parser.add_argument("--lookup-first", action=argparse.BooleanOptionalAction,
                        help="a step whose context repeats verifies the prompt-lookup branch alone, without "
                             "drafting (the preset's choice unless given: fast on, graph off)")
    parser.add_argument("--lookup-depth", type=int, default=d.lookup_depth,
                        help="the most tokens of the prompt-lookup branch a step verifies")
    parser.add_argument("--max-new-tokens", type=int, default=d.max_new_tokens)
    parser.add_argument("--no-chat", action="store_true", help="feed the prompt as raw text, no chat template")


def _config(args, mode: str, **extra) -> DecodeConfig:
    """The preset's settings, overridden by the flags given explicitly."""
    given = {"k": args.k, "theta_prob": args.theta_prob, "theta_sib": args.theta_sib,
             "theta_path": args.theta_path, "lookup_first": args.lookup_first}
    chosen = {name: value for name, value in given.items() if value is not None}
    if args.merge is not None:
        chosen["merge_n"] = None if args.merge in ("off", "none") else int(args.merge)
    sized = {} if args.sized is None else SIZED if args.sized else {"sized": False}
    if args.fill is not None:
        chosen["fill"] = args.fill
    return DecodeConfig.from_preset(args.preset, mode, **{**sized, **chosen}, max_depth=args.max_depth,
                                    node_budget=args.node_budget, lookup=args.lookup,
                                    lookup_depth=args.lookup_depth,
                                    max_new_tokens=args.max_new_tokens, drafter=args.drafter, **extra)


def generate(args) -> int:
    from . import trace_file
    from .prompts import check_input

    config = _config(args, args.mode, temperature=args.temperature, seed=args.seed)
    prompt = args.prompt if args.conversation is None else read_conversation(args.conversation)
    check_input(prompt)
    engine = load_engine(args)
    steps, summary = engine.run(prompt, config, chat=not args.no_chat)
    if args.json:  # a conversation's trace: its last message (what the user asked) as the prompt, and all of it
        if isinstance(prompt, str):
            print(trace_file.dumps(steps, summary, prompt))
        else:
            print(trace_file.dumps(steps, summary, prompt[-1]["content"], earlier=prompt[:-1]))
    else:
        print(summary.text)
        print(f"\n[{args.mode}] {summary.new_tokens} tokens in {summary.wall_s:.2f}s "
              f"({summary.tokens_per_s:.1f} tokens/s), τ = {summary.tau:.2f}, "
              f"draft tokens saved by merges: {summary.draft_tokens_saved}", file=sys.stderr)
    return 0


def _bench_engine(args, rows: list[tuple[str, str | None, bool | None]]):
    """The engine for the bench's rows (`rows.parse_row`'s tuples): with the feature head if a row drafts
    with it, with the draft model if a row drafts with it or `hf-assisted` runs."""
    from .bench import rows as bench_rows

    needed = {drafter or args.drafter for mode, drafter, _ in rows if mode not in ("ar", *bench_rows.PEERS)}
    if any(mode == bench_rows.HF_ASSISTED for mode, _, _ in rows):
        needed.add("model")  # assisted generation runs the draft model
    # `head` and `both` load the draft model and the head
    loads = next((d for d in ("both", "head", "model") if d in needed), args.drafter)
    return load_engine(args, loads=loads)


def _spec_bench(args, modes: list[str], rows: list[tuple], base: DecodeConfig) -> tuple[dict, str]:
    """`bench --suite spec-bench`: its data and its table."""
    from .bench import specbench

    if not args.questions:
        raise ValueError("--suite spec-bench needs --questions FILE: Spec-Bench's data/spec_bench/question.jsonl")
    questions = specbench.choose(specbench.read_questions(args.questions), args.per_category, args.seed)
    specbench.check_rows(modes)
    engine = _bench_engine(args, rows)
    data = specbench.run(engine, questions, modes, args.max_new_tokens, base, turns=args.turns,
                         chat=not args.no_chat)
    data.update(per_category=args.per_category, seed=args.seed)
    if args.plot:
        _write_figure(specbench.figure(data), args.plot)
    return data, specbench.table(data)


def bench(args) -> int:
    from .bench import report
    from .bench import rows as bench_rows

    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    rows = [bench_rows.parse_row(m) for m in modes]  # a ValueError names the first unknown row
    base = _config(args, "gsd")
    if args.suite == "spec-bench":
        data, text = _spec_bench(args, modes, rows, base)
    elif args.questions or args.per_category is not None or args.plot:
        raise ValueError("--questions, --per-category and --plot go with --suite spec-bench")
    else:
        prompts = read_prompts(args.prompts)
        data = report.run(_bench_engine(args, rows), prompts, modes, args.max_new_tokens, base,
                          chat=not args.no_chat)
        text = report.table(data)
    data["preset"] = args.preset
    print(text)
    if args.json:
        os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
        with open(args.json, "w", encoding="utf-8") as file:
            json.dump(data, file, indent=2)
    return 0


def _write_figure(figure, path: str) -> None:
    if path.endswith(".html"):
        figure.write_html(path)
    else:
        figure.write_image(path)  # needs kaleido and a Chromium (BROWSER_PATH)


def what_if(args) -> int:
    from .bench import sweep as studies

    data = studies.what_if_times(load_engine(args), read_prompts(args.prompts),
                                      [int(n) for n in args.prefixes.split(",")], _config(args, "gsd"))
    for row in data["rows"]:
        print(row)
    if args.json:
        os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
        with open(args.json, "w", encoding="utf-8") as file:
            json.dump(data, file, indent=2)
    return 0


def sweep(args) -> int:
    from .bench import sweep as studies

    prompts = read_prompts(args.prompts)
    engine = load_engine(args)
    data = studies.sweep(engine, prompts, [int(k) for k in args.ks.split(",")],
                         [int(b) for b in args.budgets.split(",")], args.max_new_tokens, _config(args, "gsd"),
                         chat=not args.no_chat)
    for cell in data["cells"]:
        print(cell)
    os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
    with open(args.json, "w", encoding="utf-8") as file:
        json.dump(data, file, indent=2)
    if args.plot:
        _write_figure(studies.sweep_figure(data), args.plot)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gsd", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    g = commands.add_parser("generate", help="decode one prompt and print the text (or the trace as JSON)")
    asked = g.add_mutually_exclusive_group(required=True)
    asked.add_argument("--prompt")
    asked.add_argument("--conversation", metavar="FILE.json",
                       help="a JSON list of messages, {\"role\": \"system\"|\"user\"|\"assistant\", \"content\": ...}, "
                            "ending with the user's: the chat template runs over all of it (with --no-chat, or a "
                            "tokenizer with no template, their contents joined by blank lines)")
    g.add_argument("--mode", choices=MODES, default=DecodeConfig.mode)
    g.add_argument("--temperature", type=float, default=0.0)
    g.add_argument("--seed", type=int, default=0)
    g.add_argument("--json", action="store_true", help="print the run's trace as JSON")
    model_flags(g)
    _decode_flags(g)
    b = commands.add_parser("bench", help="all modes side by side on a prompt set, or on Spec-Bench")
    b.add_argument("--suite", choices=("prompts", "spec-bench"), default="prompts",
                   help="prompts: --prompts; spec-bench: Spec-Bench's questions (--questions), by category")
    b.add_argument("--prompts", default=str(PROMPTS), help="JSON lines, each with a \"prompt\"")
    b.add_argument("--questions", help="Spec-Bench's question file (data/spec_bench/question.jsonl)")
    b.add_argument("--per-category", type=int,
                   help="spec-bench: this many questions of each of its six categories, MT-bench's spread over its "
                        "own eight (default: all)")
    b.add_argument("--seed", type=int, default=0, help="spec-bench: the seed of the --per-category choice")
    b.add_argument("--turns", type=int, choices=(1, 2), default=2,
                   help="spec-bench: 2 asks MT-bench's second turn after ar's answer to the first")
    b.add_argument("--modes", default=",".join((*MODES, "hf-assisted")),
                   help="rows: modes, mode:drafter, mode:nolookup, hf-assisted, hf-lookup")
    b.add_argument("--json", help="write the results here")
    b.add_argument("--plot", help="spec-bench: a bar chart of speed-up per group (.html, or .png/.svg with kaleido)")
    model_flags(b)
    _decode_flags(b)
    s = commands.add_parser("sweep", help="GSD's speed-up over ar on a k x node-budget grid")
    s.add_argument("--prompts", default=str(PROMPTS))
    s.add_argument("--ks", default="1,2,4,8")
    s.add_argument("--budgets", default="8,16,32,64")
    s.add_argument("--json", default="out/sweep.json")
    s.add_argument("--plot", help="write the heatmap here (.html, or .png/.svg with kaleido)")
    model_flags(s)
    _decode_flags(s)
    w = commands.add_parser("what-if", help="how long the page's what-if takes at short and long prefixes")
    w.add_argument("--prompts", default=str(PROMPTS), help="their text, joined and repeated, makes the prefixes")
    w.add_argument("--prefixes", default="100,1000", help="prefix lengths in tokens")
    w.add_argument("--json", help="write the results here")
    model_flags(w)
    _decode_flags(w)
    commands.add_parser("distill", help="train the embedded draft (see --help)", add_help=False)
    commands.add_parser("train-head", help="train the embedded feature head (see --help)", add_help=False)
    args, rest = parser.parse_known_args(argv)
    if args.command == "distill":
        from .train import cli

        return cli.main(rest)
    if args.command == "train-head":
        from .train import head_cli

        return head_cli.main(rest)
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    check_model_flags(parser, args)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    from transformers.utils import logging as hf_logging

    hf_logging.disable_progress_bar()
    from .bench.llama_rows import Missing
    from .config import ConfigError
    from .models import ModelError
    from .prompts import PromptError

    try:
        return {"generate": generate, "bench": bench, "sweep": sweep, "what-if": what_if}[args.command](args)
    except (ConfigError, PromptError, ModelError, Missing, ValueError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
