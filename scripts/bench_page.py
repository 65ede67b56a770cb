"""The page as visitors get it: how fast the text reaches a visitor against how fast the engine made it.

    .venv/bin/python scripts/bench_page.py [--prompts 4] [--max-new-tokens 128] [--crowd 8] [--json out/bench-page.json]

Serves `app.py` (the embedded pair, HF_HUB_OFFLINE=1) on a free port, waits for its models, then plays visitors
through gradio_client's `/generate`, each run from a fresh client, as a script or a browser tab would:

1. alone: every prompt (the first `--prompts` of assets/prompts-wide.jsonl, which no setting was chosen on) in
   each mode (`ar`; `gsd` at the page's default preset, *See the graph*; `gsd` at *Fast*): the visitor's seconds
   from submit to the last update, the engine's own seconds (the run's trace file: `RunSummary.wall_s`), their
   ratio, the seconds to the first streamed text and the updates the visitor received;
2. a crowd: `--crowd` visitors submit `ar` runs at once: when the last one finished, against the engine seconds
   of all of them summed.

Gradio's own timings of the visitors' events alone (`GRADIO_PROFILING=1` in the server, read at
/gradio_api/profiling/summary): each phase's median and total per run, to tell the engine's time from Gradio's.

Every text is checked against the prompt's `ar` text (greedy: they must be equal). A benchmark to run by hand
(`make bench-page`), not a test: its rows are in docs/benchmarks.md ("The page at the engine's speed").
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from gsd import trace_file  # noqa: E402
from gsd.config import ASSETS, read_prompts  # noqa: E402
from soak import Server, api_settings, free_port, named, run_outputs  # noqa: E402

MODES = (("ar", "ar", "fast"), ("gsd, See the graph (the page's default)", "gsd", "graph"), ("gsd, Fast", "gsd", "fast"))
POLL_S = 0.005  # how often a visitor looks for a new update (gradio_client collects them in its own thread)


def settings_for(mode: str, preset: str, max_new_tokens: int) -> dict:
    return {**api_settings(preset, max_new_tokens), "mode": mode}


class Visitor:
    """One run through the API from a fresh client: when each update arrived, and the run's trace file."""

    def __init__(self, url: str, downloads: Path):
        from gradio_client import Client

        self.client = Client(url, verbose=False, analytics_enabled=False, download_files=str(downloads))

    def run(self, prompt: str, settings: dict, names: tuple[str, ...], released: float | None = None) -> dict:
        began = time.perf_counter() if released is None else released
        job = self.client.submit(prompt, *settings.values(), api_name="/generate")
        first_text = None
        seen = 0
        while not job.done():
            outputs = job.outputs()
            if len(outputs) > seen:
                seen = len(outputs)
                if first_text is None and any(_has_text(named(o, names)) for o in outputs):
                    first_text = time.perf_counter() - began
            time.sleep(POLL_S)
        result = named(job.result(), names)
        finished = time.perf_counter() - began
        updates = len(job.outputs())
        if first_text is None:
            first_text = finished
        summary, status = _summary(result.get("download")), str(result.get("status") or "")
        if summary is None:
            raise SystemExit(f"a run ended without a trace file: {status}")
        return dict(prompt=prompt, visitor_s=finished, engine_s=summary.wall_s, first_text_s=first_text,
                    updates=updates, tokens=summary.new_tokens, steps=summary.steps, tau=summary.tau,
                    text=summary.text, status=status)


def _has_text(result: dict) -> bool:
    """An update whose text panel holds a committed token (the empty panel says so in a `gsd-empty` div)."""
    value = result.get("output")
    value = value.get("value") if isinstance(value, dict) else value
    return isinstance(value, str) and 'class="gsd-tok' in value


def _summary(download):
    value = getattr(download, "value", download)
    if isinstance(value, dict):
        value = value.get("value") or value.get("path")
    if not value or not Path(str(value)).exists():
        return None
    try:
        return trace_file.load(str(value))[1]
    finally:
        Path(str(value)).unlink(missing_ok=True)


def wait_until_ready(server: Server, downloads: Path, names, timeout_s: float = 900) -> None:
    """The page answers and its models are loaded: a one-token run goes through."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if not server.alive():
            raise SystemExit(f"the server exited; see {server.log_path}")
        try:
            visitor = Visitor(server.url, downloads)
            settings = settings_for("ar", "fast", 1)
            result = named(visitor.client.predict("Hello", *settings.values(), api_name="/generate"), names)
            if str(result.get("status") or "").startswith("✓"):
                return
        except Exception:
            pass
        time.sleep(2)
    raise SystemExit(f"the page was not ready in {timeout_s:.0f} s; see {server.log_path}")


def profiling(server: Server, what: str) -> dict:
    """Gradio's profiling summary of the server (`what` = "summary": its event count and each phase's figures in
    ms), or clear it ("clear"); {} where profiling is off."""
    import httpx

    try:
        if what == "clear":
            httpx.post(server.url + "gradio_api/profiling/clear", timeout=10)
            return {}
        data = httpx.get(server.url + "gradio_api/profiling/summary", timeout=10).json()
    except Exception:
        return {}
    return data if isinstance(data, dict) else {}


def crowd(url: str, downloads: Path, names, prompts: list[str], count: int, max_new_tokens: int) -> dict:
    """`count` visitors submit ar runs at once (each its own client, made beforehand): when the last finished
    against the engine seconds of all of them summed."""
    visitors = [Visitor(url, downloads) for _ in range(count)]
    settings = settings_for("ar", "fast", max_new_tokens)
    results: list = [None] * count
    barrier = threading.Barrier(count + 1)
    released = [0.0]

    def go(i: int) -> None:
        barrier.wait()
        results[i] = visitors[i].run(prompts[i % len(prompts)], settings, names, released=released[0])

    threads = [threading.Thread(target=go, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    released[0] = time.perf_counter()
    barrier.wait()
    for thread in threads:
        thread.join()
    last = max(r["visitor_s"] for r in results)
    engine = sum(r["engine_s"] for r in results)
    return dict(visitors=count, last_done_s=last, engine_s_summed=engine, ratio=last / engine, runs=results)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--prompts", type=int, default=4, help="how many of assets/prompts-wide.jsonl")
    parser.add_argument("--max-new-tokens", type=int, default=128)
    parser.add_argument("--crowd", type=int, default=8, help="visitors at once (0: none)")
    parser.add_argument("--json", type=Path, default=ROOT / "out" / "bench-page.json")
    parser.add_argument("--log", type=Path, default=ROOT / "out" / "bench-page-server.log")
    args = parser.parse_args(argv)

    prompts = read_prompts(ASSETS / "prompts-wide.jsonl")[:args.prompts]
    names = run_outputs()
    server = Server(free_port(), args.log, {"GRADIO_PROFILING": "1"})
    rows, report = [], {}
    try:
        with tempfile.TemporaryDirectory() as downloads:
            wait_until_ready(server, Path(downloads), names)
            ar_text: dict[str, str] = {}
            profiling(server, "clear")
            for label, mode, preset in MODES:
                settings = settings_for(mode, preset, args.max_new_tokens)
                runs = [Visitor(server.url, Path(downloads)).run(p, settings, names) for p in prompts]
                for run in runs:
                    if mode == "ar":
                        ar_text[run["prompt"]] = run["text"]
                    run["exact"] = run["text"] == ar_text.get(run["prompt"])
                row = dict(label=label, mode=mode, preset=preset, runs=runs,
                           visitor_s=sum(r["visitor_s"] for r in runs), engine_s=sum(r["engine_s"] for r in runs),
                           tokens=sum(r["tokens"] for r in runs),
                           first_text_s=statistics.median(r["first_text_s"] for r in runs),
                           updates=statistics.median(r["updates"] for r in runs),
                           steps=statistics.median(r["steps"] for r in runs),
                           exact=sum(r["exact"] for r in runs))
                rows.append(row)
                print(line(row, len(runs)), flush=True)
            report["alone"] = rows
            phases = profiling(server, "summary")
            if phases.get("count"):
                report["gradio_phases"] = phases
                runs, events = sum(len(row["runs"]) for row in rows), phases["count"]
                print(f"Gradio's phases of the runs alone ({events} events; median per event · seconds per run):",
                      flush=True)
                for name, figures in phases["phases"].items():
                    print(f"  {name:<16} {figures['p50']:8.1f} ms · {figures['mean'] * events / 1000 / runs:6.3f} s",
                          flush=True)
            if args.crowd:
                together = crowd(server.url, Path(downloads), names, prompts, args.crowd, args.max_new_tokens)
                together["exact"] = sum(r["text"] == ar_text[r["prompt"]] for r in together["runs"])
                report["crowd"] = together
                print(f"{args.crowd} visitors at once (ar): the last done after {together['last_done_s']:.1f} s; "
                      f"their engine time summed {together['engine_s_summed']:.1f} s "
                      f"({together['ratio']:.2f}×); same text as ar alone: {together['exact']} of {args.crowd}",
                      flush=True)
    finally:
        server.stop()
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
    print(f"wrote {args.json}")
    return 0


def line(row: dict, count: int) -> str:
    return (f"{row['label']:<42} visitor {row['tokens'] / row['visitor_s']:6.1f} tokens/s · engine "
            f"{row['tokens'] / row['engine_s']:6.1f} tokens/s · visitor/engine {row['visitor_s'] / row['engine_s']:.2f}× · "
            f"first text {row['first_text_s']:.2f} s · {row['updates']:.0f} updates for {row['steps']:.0f} steps · "
            f"exact {row['exact']}/{count}")


if __name__ == "__main__":
    sys.exit(main())
