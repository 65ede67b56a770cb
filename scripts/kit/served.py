"""The `served` stage: `app.py` served on the machine and played by visitors through gradio_client, as
`make bench-page` plays them (scripts/bench_page.py): per mode the visitor's time against the engine's own, the
time to the first text and the updates sent, then a crowd at once; every text against ar's (served.json)."""

from __future__ import annotations

import json
import sys

from .common import ROOT, Status, log, run_logged

VISITOR_WITHIN = 1.5  # a visitor's time over the engine's the served page is held to on a GPU (ar, 128 tokens)


def served(args, status: Status, minutes: float) -> None:
    """scripts/bench_page.py against app.py here for at most `minutes`: served.json and its server's log under
    --out, the figures and the visitor/engine ratios in status.json and the log line."""
    report = args.out / "served.json"
    report.unlink(missing_ok=True)
    command = [sys.executable, str(ROOT / "scripts" / "bench_page.py"), "--prompts", str(args.prompts_count),
               "--max-new-tokens", str(args.served_tokens), "--crowd", str(args.crowd), "--json", str(report),
               "--log", str(args.out / "served-server.log")]
    code = run_logged(command, args.out / "served.log", minutes, env={"GRADIO_PROFILING": "1"}, group=True)
    if code != 0 or not report.is_file():
        said = (args.out / "served.log").read_text(errors="replace").strip().splitlines()[-3:]
        problem = "stopped at the time limit" if code is None else f"exit {code}"
        status.set("served", state="failed", exit=code, problems=[problem, *said])
        log(f"served: {problem}: " + " | ".join(said))
        return
    page = args.out / "page.json"
    bench = json.loads(page.read_text()).get("bench_tokens_per_s") if page.is_file() else None
    fields = summary(json.loads(report.read_text(encoding="utf-8")), bench)
    status.set("served", state="done", exit=code, **fields)
    log(f"served: {line(fields)}")


def key(row: dict) -> str:
    """A mode's row by its mode and preset: ar, gsd:graph (the page's default), gsd:fast."""
    return row["mode"] if row["mode"] == "ar" else f"{row['mode']}:{row['preset']}"


def summary(report: dict, bench: dict | None = None) -> dict:
    """bench_page.py's report as the stage's figures: per mode the visitor's and the engine's tokens/s and their
    ratio; the crowd's last finish against its engine time summed; with `bench` (the page stage's captured rows,
    page.json: assets/prompts.jsonl, the kit's --max-new-tokens), the served engine's tokens/s over the bench's
    (ar against ar, gsd at Fast against gsd, whose settings Fast's are)."""
    modes = {}
    for row in report["alone"]:
        modes[key(row)] = dict(visitor_tokens_per_s=round(row["tokens"] / row["visitor_s"], 1),
                               engine_tokens_per_s=round(row["tokens"] / row["engine_s"], 1),
                               visitor_over_engine=round(row["visitor_s"] / row["engine_s"], 3),
                               first_text_s=round(row["first_text_s"], 3), updates=row["updates"], steps=row["steps"],
                               exact=f"{row['exact']}/{len(row['runs'])}")
    fields: dict = {"modes": modes}
    if "ar" in modes:
        fields["ar_within"] = modes["ar"]["visitor_over_engine"] <= VISITOR_WITHIN
    crowd = report.get("crowd")
    if crowd:
        fields["crowd"] = dict(visitors=crowd["visitors"], last_done_s=round(crowd["last_done_s"], 2),
                               engine_s_summed=round(crowd["engine_s_summed"], 2), ratio=round(crowd["ratio"], 3),
                               exact=f"{crowd['exact']}/{crowd['visitors']}")
    if bench:
        pairs = {"ar": "ar", "gsd:fast": "gsd"}
        fields["engine_over_bench"] = {mode: round(modes[mode]["engine_tokens_per_s"] / bench[row], 3)
                                       for mode, row in pairs.items() if mode in modes and bench.get(row)}
    return fields


def line(fields: dict) -> str:
    """The stage's status line: visitor/engine by mode, the crowd's, the engine against the bench, exactness."""
    modes = fields["modes"]
    parts = ["visitor/engine " + ", ".join(f"{mode} {row['visitor_over_engine']:.2f}×" for mode, row in modes.items())]
    parts.append("engine tokens/s " + ", ".join(f"{mode} {row['engine_tokens_per_s']}" for mode, row in modes.items()))
    crowd = fields.get("crowd")
    if crowd:
        parts.append(f"{crowd['visitors']} visitors at once: the last done after {crowd['last_done_s']:.1f} s for "
                     f"{crowd['engine_s_summed']:.1f} s of engine time ({crowd['ratio']:.2f}×)")
    if fields.get("engine_over_bench"):
        parts.append("engine over the bench's captured rows " + ", ".join(
            f"{mode} {ratio:.2f}×" for mode, ratio in fields["engine_over_bench"].items()))
    exact = [f"{mode} {row['exact']}" for mode, row in modes.items()] + ([f"crowd {crowd['exact']}"] if crowd else [])
    parts.append("equal to ar's text: " + ", ".join(exact))
    return "; ".join(parts)
