"""Studies beside the benchmark: GSD's speed-up over a k × node-budget grid (`sweep`, drawn by `sweep_figure`)
and how long a what-if takes at longer and longer prefixes (`what_if_times`)."""

from __future__ import annotations

import time

import torch
from tqdm import tqdm

from ..config import DecodeConfig
from ..engine.loop import Engine
from .report import cpu_name
from .rows import ModeResult, run_engine, settings_of, settled


def sweep(engine: Engine, prompts: list[str], ks: list[int], budgets: list[int], max_new_tokens: int,
          base: DecodeConfig, chat: bool = True) -> dict:
    """GSD's speed-up over `ar` on a k × node-budget grid, every cell from the same process and prompts (ar
    and the cells take turns prompt by prompt, as in `run`)."""
    ids = [engine.encode(p, chat, max_new_tokens) for p in prompts]
    plain = DecodeConfig.for_mode("ar", max_new_tokens=max_new_tokens)
    list(engine.decode(ids[0][:16], plain.replace(max_new_tokens=8)))  # warm-up
    grid = {(k, budget): DecodeConfig.for_mode("gsd", **{**settings_of(base), "k": k, "node_budget": budget,
                                                          "max_new_tokens": max_new_tokens})
            for k in ks for budget in budgets}
    reference, results = ModeResult(), {cell: ModeResult() for cell in grid}
    progress = tqdm(total=(len(grid) + 1) * len(ids), desc="sweep", unit="run")
    with settled():  # each timed run starts with nothing old for the garbage collector to scan
        for prompt_ids in ids:
            run_engine(engine, prompt_ids, plain, reference)
            progress.update()
            for cell, config in grid.items():
                run_engine(engine, prompt_ids, config, results[cell])
                progress.update()
    progress.close()
    ar_rate = reference.summary().tokens_per_s
    cells = []
    for (k, budget), r in results.items():
        t = r.summary()
        cells.append({"k": k, "node_budget": budget, "tokens_per_s": round(t.tokens_per_s, 2), "tau": round(t.tau, 3),
                      "speedup_vs_ar": round(t.tokens_per_s / ar_rate, 3), "exact_vs_ar": r.outputs == reference.outputs})
    return {"ar_tokens_per_s": round(ar_rate, 2), "settings": settings_of(base), "max_new_tokens": max_new_tokens,
            "prompts": len(prompts), "cells": cells}


def sweep_figure(data: dict):
    """A heatmap of speed-up over `ar` by k and node budget, τ in each cell."""
    import plotly.graph_objects as go

    ks = sorted({c["k"] for c in data["cells"]})
    budgets = sorted({c["node_budget"] for c in data["cells"]})
    cell = {(c["k"], c["node_budget"]): c for c in data["cells"]}
    z = [[cell[(k, b)]["speedup_vs_ar"] for b in budgets] for k in ks]
    text = [[f"{cell[(k, b)]['speedup_vs_ar']:.2f}×<br>τ {cell[(k, b)]['tau']:.2f}" for b in budgets] for k in ks]
    figure = go.Figure(go.Heatmap(z=z, x=[str(b) for b in budgets], y=[str(k) for k in ks], text=text,
                                  texttemplate="%{text}", colorscale="Viridis", colorbar={"title": "× ar"}))
    figure.update_layout(title=f"GSD speed-up over plain decoding (ar: {data['ar_tokens_per_s']} tokens/s), "
                               f"{data['prompts']} prompts × {data['max_new_tokens']} tokens",
                         xaxis_title="node budget", yaxis_title="k (max out-degree)", width=640, height=420)
    return figure


# The what-if's settings, one after the other at the same step: the first fills the prefix's caches, the
# others reuse them (as a visitor moving sliders does).
WHAT_IF_SETTINGS = ({"theta_sib": 0.5}, {"k": 2}, {"k": 8, "theta_prob": 0.1}, {"merge_n": None})


def what_if_times(engine: Engine, prompts: list[str], lengths: list[int], base: DecodeConfig) -> dict:
    """How long a what-if takes (`Engine.step_again`) at prefixes of `lengths` tokens (text of `prompts` joined
    and repeated, raw): a run of 16 tokens from each prefix that keeps its cache, as the page's runs do, then its
    middle step drafted again with each of `WHAT_IF_SETTINGS` in turn (the first copies the prefix from the
    run's cache, the next ones reuse it), and once more with nothing kept (the prefix run through the target).
    Also checks that each commits the run's tokens."""
    text = " ".join(str(prompt) for prompt in prompts)
    ids: list[int] = []
    while len(ids) < max(lengths):
        ids += engine.encode(text, chat=False)
    rows = []
    for length in lengths:
        config = base.replace(max_new_tokens=16)
        engine.kept.clear()
        steps = list(engine.decode(ids[:length], config, keep="bench"))
        index = len(steps) // 2
        before = ids[:length] + [t for step in steps[:index] for t in step.committed]
        following = [t for step in steps[index:] for t in step.committed]
        seconds, exact = [], True
        for changes in (*WHAT_IF_SETTINGS, WHAT_IF_SETTINGS[0]):
            if len(seconds) == len(WHAT_IF_SETTINGS):
                engine.kept.clear()  # the last: nothing kept
            start = time.perf_counter()
            again = engine.step_again(before, index, config.replace(**changes))
            seconds.append(time.perf_counter() - start)
            exact &= list(again.committed) == following[:len(again.committed)]
        rows.append({"prefix_tokens": len(before), "step": index + 1, "first_s": round(seconds[0], 3),
                     "next_s": [round(s, 3) for s in seconds[1:-1]], "nothing_kept_s": round(seconds[-1], 3),
                     "recorded_step_ms": round(sum(steps[index].ms.values()), 1), "exact": exact,
                     "kept_mb": round(engine.kept.bytes / 2 ** 20, 1)})
    return {"cpu": cpu_name(), "torch_threads": torch.get_num_threads(), "preset_settings": settings_of(base),
            "rows": rows}
