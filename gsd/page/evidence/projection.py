"""Where GSD pays (`#projection`): the run on show's own steps priced on a GPU. Each step keeps what it did here
(the positions its verify forward ran, its draft forwards, the tokens it committed); its cost is read from a
measured table of one GPU (`assets/gpu-verify-costs-h200.json`: a verify step by its rows and a draft forward, for
target shapes from 135M to 8B, on the engine's captured static path), and set against plain decoding there (one
row a token). A projection that keeps this run's acceptance, said as one, beside what the run cost here.

Reads `StepTrace`s and the table only: no models, no torch, no Gradio.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...config import ASSETS
from ...trace import StepTrace
from ..run.shown import Shown

NAMES = ("projection",)
TABLE = ASSETS / "gpu-verify-costs-h200.json"
# The targets priced, each with the draft that would run beside it: the embedded target's own shape (float32,
# exact) with the shipped draft's, its larger sibling, and two 7-8B targets with the smallest draft of their
# tokenizer (`gsd.options.PAIRS`). (label: the pair, target row, draft row) of the table.
TARGETS = (("SmolLM2-135M (this target), float32 + this run's 20M draft", "smollm2-135m/float32", "draft-20m/bfloat16"),
           ("SmolLM2-1.7B, bfloat16 + this run's 20M draft", "smollm2-1.7b/bfloat16", "draft-20m/bfloat16"),
           ("Qwen2.5-7B, bfloat16 + Qwen2.5-0.5B draft", "qwen2.5-7b/bfloat16", "qwen2.5-0.5b/bfloat16"),
           ("Llama 8B, bfloat16 + Llama-3.2-1B draft", "llama-8b/bfloat16", "llama-3.2-1b/bfloat16"))
# Whose acceptance a row's projection keeps, said beside its numbers: this run's, whatever pair the row prices.
OWN_ACCEPTANCE = "this run's own"
OTHER_ACCEPTANCE = "this 135M run's; another pair would accept differently"


@dataclass(frozen=True)
class Priced:
    label: str
    ms_per_token: float        # these steps, priced on the GPU, per committed token
    plain_ms_per_token: float  # plain decoding there: one row a token
    speedup: float


@lru_cache(maxsize=1)
def table() -> dict:
    return json.loads(TABLE.read_text(encoding="utf-8"))


def step_ms(costs: dict[str, float], rows: int) -> float:
    """A forward of `rows` rows: the table's time at the smallest size it measured that holds them (the static
    path pads a forward to such a bucket), the largest beyond its last."""
    sizes = sorted(int(size) for size in costs)
    size = next((size for size in sizes if size >= rows), sizes[-1])
    return costs[str(size)]


def price(steps: list[StepTrace], target: str, draft: str) -> tuple[float, float] | None:
    """(ms per committed token of these steps on the table's GPU, ms per token of plain decoding there); None for
    steps that committed nothing or timed no verify."""
    rows = table()["rows"]
    verify, drafting = rows[target]["ms_by_rows"], rows[draft]["ms_by_rows"]
    tokens = sum(len(step.committed) for step in steps)
    if not tokens:
        return None
    total = 0.0
    for step in steps:
        counters = step.counters
        total += step_ms(verify, max(counters.target_tree_size, 1))
        if counters.draft_forwards:
            width = max(round(counters.draft_tokens / counters.draft_forwards), 1)  # rows a draft forward ran
            total += counters.draft_forwards * step_ms(drafting, width)
    return total / tokens, step_ms(verify, 1)


def priced(steps: list[StepTrace]) -> list[Priced]:
    out = []
    for label, target, draft in TARGETS:
        got = price(steps, target, draft)
        if got is not None:
            out.append(Priced(label, got[0], got[1], got[1] / got[0]))
    return out


def projection_markdown(steps: list[StepTrace], here_ms_per_token: float | None = None, streamed: bool = False) -> str:
    """The run's steps priced on each target of `TARGETS` as a table, with what they cost here when known
    (`here_ms_per_token`: the engine's own milliseconds a token on this machine; `streamed`: timed while the page
    drew each step beside it). Each projected cell says so, and each row whose acceptance it keeps."""
    rows = priced(steps)
    if not rows:
        return ""
    machine = table().get("machine", "a GPU")
    lines = ["**Would it pay on a GPU? This run's steps priced on one.** Each step keeps what it did here (positions "
             "verified, draft forwards, tokens committed); what a verify and a draft forward cost there is measured "
             f"({machine}, the engine's captured path, `assets/gpu-verify-costs-h200.json`). A projection that "
             "keeps this run's acceptance, not a run on that GPU.", "",
             "| on the GPU: target + draft | these steps, ms a token | plain decoding on that GPU, ms a token | "
             "speed-up | "
             "acceptance |",
             "|---|---|---|---|---|"]
    for row in rows:
        acceptance = OWN_ACCEPTANCE if row.label == TARGETS[0][0] else OTHER_ACCEPTANCE
        lines.append(f"| {row.label} | {row.ms_per_token:.2f} projected | {row.plain_ms_per_token:.2f} measured there | "
                     f"**{row.speedup:.2f}× projected** | {acceptance} |")
    kind = " as it streamed, the page drawing each step beside it (Compare times it alone)" if streamed else ""
    here = (f"Here, on this machine, the same steps took {here_ms_per_token:.1f} ms a token in the engine{kind}. "
            if here_ms_per_token else "")
    return "\n".join(lines[:1] + ["", here + verdict(steps, rows)] + lines[1:])  # the verdict before its table


def verdict(steps: list[StepTrace], rows: list[Priced]) -> str:
    """Whether these trees pay on the GPU, in the run's own numbers."""
    best = max(rows, key=lambda row: row.speedup)
    forwards = sum(step.counters.draft_forwards for step in steps) / len(steps)
    positions = sum(step.counters.target_tree_size for step in steps) / len(steps)
    tokens = sum(len(step.committed) for step in steps) / len(steps)
    shape = (f"a step here ran {forwards:.1f} draft forwards and verified {positions:.0f} positions for "
             f"{tokens:.2f} tokens")
    if best.speedup > 1:
        return (f"On a GPU a forward over many positions costs little more than over one, and one forward of a "
                f"large target costs many draft forwards: these trees would pay there, most with {best.label} "
                f"({best.speedup:.2f}× projected; {shape}).")
    largest = rows[-1]
    need = tokens / largest.speedup  # the same steps' cost, paid by more tokens a step: where it breaks even
    return (f"Even on the H200 these trees would not pay ({shape}): each draft forward costs a share of a target "
            "forward, and these steps ran too many for what they committed. Fewer, likelier branches (the Fast "
            f"preset) cost fewer. Where they would pay: with {largest.label.split(',')[0]}, steps of this size break "
            f"even at **{need:.2f} tokens a step** against these {tokens:.2f}: a draft that agrees with its target "
            "more often, not a bigger tree, is what makes them pay.")


def build() -> dict[str, Any]:
    import gradio as gr  # only the page builds the panel

    return {"projection": gr.Markdown("", elem_id="projection", label="projection")}


def draw(shown: Shown) -> dict[str, Any]:
    """The run on show priced on the GPU, beside its engine's milliseconds a token here (`Shown.wall_s`: the
    engine's seconds, the page's drawing not counted)."""
    steps = list(shown.steps)
    tokens = sum(len(step.committed) for step in steps)
    here = 1000 * shown.wall_s / tokens if shown.wall_s and tokens else None
    return {"projection": projection_markdown(steps, here, streamed=shown.timed_beside_drawing)}
