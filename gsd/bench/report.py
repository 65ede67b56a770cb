"""The benchmark's report: a row per mode of `rows.run_rows`'s results (tokens/s, τ, forwards, draft work,
speed-up over `ar` and over `hf-assisted`, whether the output equals `ar`'s and where it first parts from it),
the machine it ran on, and the report as a Markdown table."""

from __future__ import annotations

import platform
import statistics
from dataclasses import asdict

import torch

from ..config import DecodeConfig
from ..engine.loop import Engine
from ..forward.kernels import packing
from ..prompts import Prompt
from .rows import (COLUMNS, HF_ASSISTED, PEERS, ModeResult, mode_config, parse_row, row_cost_scale, row_static,
                   run_rows, settings_of)


def _step_ms(result: ModeResult) -> dict[str, float]:
    """Mean milliseconds a step spends drafting, verifying and committing (the rest of a step's wall time is
    the host's: the graph, the trace), over every run's steps after its first (which holds the prefill)."""
    steps = [step for run in result.runs for step in run.steps[1:]]
    if not steps:
        return {}
    wall = sum(run.wall_s - run.first_s for run in result.runs) * 1000
    phases = {phase: sum(step.ms.get(phase, 0.0) for step in steps) / len(steps)
              for phase in ("draft", "verify", "commit")}
    phases["other"] = wall / len(steps) - sum(phases.values())
    return {phase: round(ms, 3) for phase, ms in phases.items()}


def parting(outputs: list[list[int]], reference: list[list[int]]) -> list[int | None]:
    """For each prompt, the index of the first token where `outputs` differs from `reference` (None: no
    difference over the shorter of the two)."""
    return [next((i for i, (a, b) in enumerate(zip(out, ref)) if a != b), None) for out, ref in zip(outputs, reference)]


def ar_row(rows) -> str | None:
    """The row the others are measured against: `ar`, else the first plain-decoding row on another forward
    (`ar:static=graphs`, a GPU run's baseline), else none."""
    if "ar" in rows:
        return "ar"
    return next((row for row in rows if row not in PEERS and parse_row(row)[0] == "ar"), None)


def report(results: dict[str, ModeResult], engine: Engine, prompts: list[Prompt], max_new_tokens: int,
           base: DecodeConfig) -> dict:
    """Every row's figures over every prompt (`COLUMNS` and more), the machine and the settings."""
    totals = {mode: r.summary() for mode, r in results.items()}
    rate = {mode: t.tokens_per_s for mode, t in totals.items()}
    baseline = ar_row(results)
    reference = results.get(baseline)
    rows = {}
    for mode, t in totals.items():
        stepped = bool(results[mode].steps)  # a peer runs transformers' loop: no steps of ours to count
        rows[mode] = {
            "tokens_per_s": round(t.tokens_per_s, 2),  # end to end, the prefill included
            "decode_tokens_per_s": round(results[mode].decode_tokens_per_s, 2),  # after each run's first step
            # seconds to a run's first step (the prefill and that step), the mean over prompts
            "first_step_s": round(statistics.fmean(run.first_s for run in results[mode].runs), 4),
            "tau": round(t.tau, 3) if t.target_forwards else None,
            "speedup_vs_ar": round(rate[mode] / rate[baseline], 3) if rate.get(baseline) else None,
            "speedup_vs_hf": round(rate[mode] / rate[HF_ASSISTED], 3) if rate.get(HF_ASSISTED) else None,
            "accept_rate_depth1": round((t.accept_by_depth or (0.0,))[0], 3) if stepped and mode != "ar" else None,
            # of the steps that verified a node at depth d, the share that accepted it (d = 1, 2, ...)
            "accept_rate_by_depth": [round(r, 3) for r in t.accept_rate_by_depth] if stepped and mode != "ar" else None,
            "accepted_length_histogram": list(t.accepted_length_histogram) if stepped else None,  # steps by tokens
            "target_forwards": t.target_forwards,
            "draft_forwards": t.draft_forwards,
            "draft_tokens": t.draft_tokens,
            "draft_tokens_saved": t.draft_tokens_saved,
            "steps": t.steps if stepped else None,
            "steps_with_merge": t.steps_with_merge if stepped else None,
            "wall_s": round(t.wall_s, 2),
            "new_tokens": t.new_tokens,
            "exact_vs_ar": None if reference is None else results[mode].outputs == reference.outputs,
            # where each prompt's output first parts from ar's (its token index; None: the same throughout)
            "parts_from_ar": None if reference is None else parting(results[mode].outputs, reference.outputs),
            # where a step's time goes: mean milliseconds a step in each phase, the first step (prefill) left out
            "step_ms": _step_ms(results[mode]) if stepped else None,
        }
        if mode not in PEERS:  # what drafted the row, and whether the prompt-lookup branch was on
            config = mode_config(mode, base, max_new_tokens)
            grafts = config.lookup and config.mode != "ar" and config.drafter != "lookup"  # only a model grafts
            rows[mode].update(drafter=engine.drafter_name(config), lookup=grafts,
                              static=row_static(mode) or engine.static)  # the forward it ran (`gsd.forward.static`)
            if config.sized:  # the steps the machine's costs made plain, and their scale (`gsd.engine.cost`)
                sized = [step.sized for step in results[mode].steps if step.sized is not None]
                rows[mode].update(sized=True, plain_steps=sum(s.plain for s in sized),
                                  expected_tokens=round(statistics.fmean(s.expected for s in sized), 3) if sized else None,
                                  cost_scale=list(row_cost_scale(mode)))
    pair = engine.pair
    models = {role: model for role, model in (("target", pair.target), ("draft", pair.draft)) if model is not None}
    return {
        "machine": {"device": str(pair.device), "torch": torch.__version__, "cpu": cpu_name(),
                    "threads": torch.get_num_threads(),
                    "gpu": torch.cuda.get_device_name() if pair.device.type == "cuda" else None,
                    "dtypes": {role: str(packing.weights_dtype(model)).removeprefix("torch.")
                               for role, model in models.items()},
                    "layers": {role: packing.layer_kinds(model) for role, model in models.items()}},
        "target": engine.target_name, "draft": engine.draft_name, "prompts": len(prompts),
        "max_new_tokens": max_new_tokens, "settings": settings_of(base), "static": engine.static, "modes": rows,
        # what the forwards cost here, timed when a sized row first ran (`gsd.engine.cost.measure`)
        "costs": None if engine.measured.costs is None else asdict(engine.measured.costs),
    }


def cpu_name() -> str:
    """The processor's model name (Linux reports it in /proc/cpuinfo), else what the platform says: runs on
    machines with and without bfloat16 units differ by more than any change to the engine."""
    try:
        for line in open("/proc/cpuinfo", encoding="utf-8"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def table(data: dict) -> str:
    """The report as a Markdown table."""
    head = ["mode", *COLUMNS]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for mode, row in data["modes"].items():
        cells = ["—" if row[c] is None else str(row[c]) for c in COLUMNS]
        lines.append("| " + " | ".join([mode, *cells]) + " |")
    return "\n".join(lines)


def run(engine: Engine, prompts: list[Prompt], modes: list[str], max_new_tokens: int, base: DecodeConfig,
        chat: bool = True) -> dict:
    """`run_rows`, reported (`report`)."""
    results = run_rows(engine, prompts, modes, max_new_tokens, base, chat)
    return report(results, engine, prompts, max_new_tokens, base)
