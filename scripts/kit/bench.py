"""The measuring stages: `bench` (every mode on each forward and dtype), `page` (the page's own Generate beside the
bench's captured rows), `profile` (torch.profiler over ar and gsd captured, and a verify step's cost by its rows,
`verify_costs`)."""

from __future__ import annotations

import argparse
import json
import time

from .common import PAGE_ROWS, PAGE_WITHIN, Status, log


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
        base = DecodeConfig.from_preset("fast", "gsd", max_new_tokens=args.max_new_tokens)  # the rows' `gsd`: Fast
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
    from gsd.page.run.handlers import Page
    from gsd.page.run.session import EngineSlot, Session

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
                                             c.node_budget, c.lookup, c.lookup_first, c.sized, c.max_new_tokens, 0.0,
                                             0, False))
            summary = session.summary
            if summary is None:
                raise RuntimeError(f"the page's {mode} run gave no summary: {updates[-1].status}")
            if number:
                runs[mode].append((summary.new_tokens, summary.wall_s, summary.text))
    page_rate = {mode: sum(n for n, _, _ in done) / sum(s for _, s, _ in done) for mode, done in runs.items()}
    exact = sum(a[2] == g[2] for a, g in zip(runs["ar"], runs["gsd"]))
    base = DecodeConfig.from_preset("fast", "gsd", max_new_tokens=args.max_new_tokens)  # what the page's gsd ran
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
    from torch.profiler import ProfilerActivity
    from torch.profiler import profile as profiler

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
