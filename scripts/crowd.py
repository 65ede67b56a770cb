"""A crowd at the door: N page loads at once, then N visitors at once, on the page served with the embedded pair.
A benchmark to run by hand, not a test; its figures are in docs/memory.md ("A crowd at the door").

    .venv/bin/python scripts/crowd.py --crowds 5,20,50 --json out/crowd.json

Starts the page (`python app.py --port P`, HF_HUB_OFFLINE=1) as scripts/soak.py does, waits for the models, runs
each visitor's prompt once alone (the text each must get in the crowd), then for each N:

1. loads: N threads each fetch the page (`GET /`, what a browser's first request gets: the page with its config)
   released together: the median and the worst seconds to the whole answer.
2. visitors: N threads each open a new gradio_client Client (it reads /config, as a page does) and run Generate
   on their own prompt (the Fast preset, --max-new-tokens), released together: seconds to connect, to their
   first step (the wait in line included) and to the end; the place in the queue and the wait Gradio told them
   (the queue's rank and estimate, what the page shows over its panels while a run waits); whether their text
   equals their prompt's run alone.

The server's resident memory (RSS) is read idle before each phase and at its peak during it (VmHWM, reset at the
phase's start where the kernel allows, and a reading every 10 ms).
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

import httpx  # noqa: E402

from gsd import trace_file  # noqa: E402
from gsd.config import PROMPTS, read_prompts  # noqa: E402
from soak import (MB, Driver, Server, free_port, named, proc_status, reset_peak, rss_bytes,  # noqa: E402
                  wait_until_ready)


class Peak:
    """The server's highest RSS while the block runs: VmHWM (reset at the start where allowed) and a reading
    every 10 ms."""

    def __init__(self, pid: int):
        self.pid = pid

    def __enter__(self):
        self.reset = reset_peak(self.pid)
        self.idle = rss_bytes(self.pid) / MB
        self.most, self.done = self.idle, threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)
        self.thread.start()
        return self

    def _watch(self):
        while not self.done.wait(0.01):
            self.most = max(self.most, rss_bytes(self.pid) / MB)

    def __exit__(self, *exc):
        self.done.set()
        self.thread.join()
        hwm = proc_status(self.pid).get("VmHWM", 0) / MB if self.reset else 0
        self.most = max(self.most, hwm)


def at_once(count: int, work) -> list:
    """`work(i)` for i in range(count), each in its own thread, released together; each one's result (or the
    exception it raised, as text)."""
    results: list = [None] * count
    start = threading.Barrier(count)

    def run(i: int):
        start.wait()
        try:
            results[i] = work(i)
        except Exception as error:  # counted in the table
            results[i] = f"{type(error).__name__}: {error}"

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def committed_text(result: dict) -> str | None:
    value = result.get("download")
    value = getattr(value, "value", value)
    if isinstance(value, dict):
        value = value.get("value") or value.get("path")
    if not value or not Path(str(value)).exists():
        return None
    steps, _, _ = trace_file.load(str(value))
    return "".join(text for step in steps for text in step.committed_text)


def loads(url: str, count: int) -> dict:
    def load(_):
        began = time.perf_counter()
        answer = httpx.get(url, timeout=600)
        return {"s": time.perf_counter() - began, "ok": answer.status_code == 200 and "gradio_config" in answer.text}
    got = at_once(count, load)
    seconds = sorted(item["s"] for item in got if isinstance(item, dict))
    return {"answered": sum(isinstance(item, dict) and item["ok"] for item in got),
            "median_s": statistics.median(seconds) if seconds else None, "worst_s": max(seconds, default=None),
            "errors": [item for item in got if isinstance(item, str)][:3]}


def visitors(driver: Driver, count: int, prompts: list[str], alone: dict[str, str]) -> dict:
    def visit(i: int) -> dict:
        prompt = prompts[i % len(prompts)]
        began = time.perf_counter()
        client = driver.client()
        connected = time.perf_counter() - began
        try:
            job = client.submit(prompt, *driver.settings.values(), api_name="/generate")
            rank = eta = first = None
            while not job.done():
                status = job.status()
                if status.rank is not None and (rank is None or status.rank > rank):
                    rank, eta = status.rank, status.eta
                if first is None and job.outputs():
                    first = time.perf_counter() - began
                time.sleep(0.02)
            result = named(job.result(), driver.names)
            ended = time.perf_counter() - began
        finally:
            client.close()
        return {"connect_s": connected, "first_step_s": first if first is not None else ended, "end_s": ended,
                "rank": rank, "eta_s": eta, "exact": committed_text(result) == alone[prompt],
                "ok": str(result.get("status") or "").startswith("✓")}
    got = at_once(count, visit)
    done = [item for item in got if isinstance(item, dict)]
    firsts = sorted(item["first_step_s"] for item in done)
    told = [item for item in done if item["rank"]]
    return {"runs_ok": sum(item["ok"] for item in done), "exact": sum(item["exact"] for item in done),
            "connect_median_s": statistics.median(item["connect_s"] for item in done) if done else None,
            "first_step_median_s": statistics.median(firsts) if firsts else None,
            "last_first_step_s": max(firsts, default=None), "last_end_s": max((i["end_s"] for i in done), default=None),
            "told_their_place": len(told), "most_ahead": max((item["rank"] for item in told), default=0),
            "errors": [item for item in got if isinstance(item, str)][:3]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--crowds", default="5,20,50", help="the N to try, in order")
    parser.add_argument("--max-new-tokens", type=int, default=24)
    parser.add_argument("--preset", default="fast")
    parser.add_argument("--settle", type=float, default=2.0, help="seconds before an idle reading")
    parser.add_argument("--ready-timeout", type=float, default=900)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    args.time_limit = None
    crowds = [int(n) for n in args.crowds.split(",")]
    work = Path(tempfile.mkdtemp(prefix="gsd-crowd-"))
    server = Server(free_port(), work / "server.log", {})
    driver = Driver(server, args, work / "downloads")
    rows = []
    try:
        ready_s = wait_until_ready(driver, args.ready_timeout)
        prompts = read_prompts(PROMPTS)
        lone = driver.client()
        alone = {}
        for prompt in prompts:  # each prompt's text alone, a conversation of its own: what its visitor must get
            lone.predict(api_name="/new_conversation")
            alone[prompt] = committed_text(named(lone.predict(prompt, *driver.settings.values(),
                                                              api_name="/generate"), driver.names))
        lone.close()
        print(f"models ready in {ready_s:.0f} s; {len(prompts)} prompts run alone", flush=True)
        for count in crowds:
            time.sleep(args.settle)
            with Peak(server.pid) as peak:
                loaded = loads(server.url, count)
            time.sleep(args.settle)
            with Peak(server.pid) as busy:
                visited = visitors(driver, count, prompts, alone)
            row = {"n": count, "idle_mb": peak.idle, "loads": loaded, "loads_peak_mb": peak.most,
                   "visitors": visited, "visitors_idle_mb": busy.idle, "visitors_peak_mb": busy.most}
            rows.append(row)
            print(json.dumps(row), flush=True)
    finally:
        server.stop()
    print("\n| N | page load median / worst | RSS idle → peak (loads) | runs exact | connect median | first step "
          "median / last | told their place (most ahead) | RSS peak (runs) |")
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        lo, vi = row["loads"], row["visitors"]
        print(f"| {row['n']} | {lo['median_s']:.2f} / {lo['worst_s']:.2f} s ({lo['answered']}/{row['n']}) | "
              f"{row['idle_mb']:.0f} → {row['loads_peak_mb']:.0f} MB "
              f"(+{row['loads_peak_mb'] - row['idle_mb']:.0f}) | "
              f"{vi['exact']}/{row['n']} | {vi['connect_median_s']:.2f} s | {vi['first_step_median_s']:.1f} / "
              f"{vi['last_first_step_s']:.1f} s | {vi['told_their_place']} ({vi['most_ahead']}) | "
              f"{row['visitors_peak_mb']:.0f} MB (+{row['visitors_peak_mb'] - row['visitors_idle_mb']:.0f}) |")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"ready_s": ready_s, "settings": driver.settings, "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
