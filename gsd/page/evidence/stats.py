"""The stats panel (`#stats`): the run's totals (added up by `gsd.trace.summarize`, the one totals path) as a small
table, each with what it counts, and the speed-up over a plain run of the target on the same input.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


from ...trace import RunSummary
from ..run.shown import Shown

NAMES = ("stats",)

# Why a streamed run's speed-up can fall short of Compare's: the page draws the run while it decodes, on the same
# CPU (and a browser on the server's own cores, a laptop running the page, draws there too).
STREAMED = ("the page drew this run while it decoded, on the same CPU, and the ar run undrawn; Compare, which draws "
            "no mode while it runs, gives the like-with-like speed-up")


@dataclass(frozen=True)
class VersusAr:
    """A run against a plain run of the target (ar) on the same prompt."""

    tokens_per_s: float       # the ar run's
    speedup: float | None     # the run's tokens/s over the ar run's; None when the ar run has no rate
    same_text: bool | None    # the two texts agree over their common length; None when there is nothing to compare


def versus_ar(summary: RunSummary, baseline: RunSummary) -> VersusAr:
    """`summary` against `baseline`, an ar run of the same prompt. The texts compared are the summaries'
    (decoded the same way)."""
    rate = baseline.tokens_per_s
    shorter = min(len(summary.text), len(baseline.text))
    same = summary.text[:shorter] == baseline.text[:shorter] if shorter else None
    return VersusAr(tokens_per_s=rate, speedup=summary.tokens_per_s / rate if rate > 0 else None, same_text=same)


def precision_note(runs_on: str) -> str:
    """What the target's precision means for the output, said beside it."""
    if "bfloat16" in runs_on:
        return ("in bfloat16 a tree forward rounds differently from a one-token forward, so this output can part "
                "from plain decoding's (Compare names where); float32 keeps them equal")
    return "in float32 greedy output equals plain decoding's token for token"


def stats_markdown(summary: RunSummary | None, *, baseline: RunSummary | None = None, greedy: bool = True,
                   streamed_s: float | None = None) -> str:
    """The run's totals (from `gsd.trace.summarize`) as a small Markdown table (what the page shows), with
    the speed-up over `baseline` when there is one. `streamed_s`: the seconds from the run's start to the page's
    last update of it, for a run streamed to this page (its speed on screen beside the engine's)."""
    if summary is None or summary.steps == 0:
        return "No run yet."
    rows = [
        ("τ", f"**{summary.tau:.2f}**", "tokens committed per target forward, the bonus token counted"),
        ("tokens/s, engine", f"**{summary.tokens_per_s:.1f}**",
         f"{summary.new_tokens} tokens in {summary.wall_s:.2f} s inside the engine (for a streamed run, sharing the "
         "server's CPU with the page's drawing; Compare times each mode alone)"),
    ]
    if streamed_s is not None and streamed_s > 0:
        rows.append(("tokens/s, on screen", f"{summary.new_tokens / streamed_s:.1f}",
                     f"the text as it reached this page: {streamed_s:.2f} s from the run's start to the page's "
                     "last update of it, its drawing included"))
    rows += [
        ("target forwards", f"{summary.target_forwards}", "one per step"),
        ("draft forwards · draft tokens", f"{summary.draft_forwards} · {summary.draft_tokens}",
         "draft forwards: runs of the draft model, one per layer of the graph; draft tokens: positions they ran"),
        ("draft tokens saved by merges", f"{summary.draft_tokens_saved} ({summary.saved_share:.0%})",
         "positions the target verified that the draft never ran (copies of merged nodes); the share: of what "
         "the draft would have run without merging"),
        ("target tree size", f"{summary.target_tree_size / summary.steps:.1f}", "positions a verify forward ran, "
         "root included (mean per step)"),
    ]
    if summary.models:
        rows.append(("models", summary.models, "the target decides every token; the draft only proposes"))
    if summary.runs_on:
        rows.append(("target runs on", summary.runs_on, precision_note(summary.runs_on)))
    if summary.accept_rate_by_depth:
        shares = " · ".join(f"d{d}: {rate:.0%}" for d, rate in enumerate(summary.accept_rate_by_depth[:8], start=1))
        rows.append(("acceptance at depth d", shares, "steps whose accepted path reached d ÷ steps that verified "
                     "a node at depth d"))
    versus = None if baseline is None else versus_ar(summary, baseline)
    if versus is not None and versus.speedup is not None:
        same = ""
        if greedy and versus.same_text is not None:
            same = " · same text as ar ✓" if versus.same_text else " · text differs from ar ✗"
        rows.append(("speed-up vs ar", f"**{versus.speedup:.2f}×**{same}",
                     f"tokens/s over the target alone's ({versus.tokens_per_s:.1f}) on this prompt; this run "
                     f"streamed every step to the page, the ar run did not: {STREAMED}"))
    return ("| statistic | value | what it counts |\n|---|---|---|\n"
            + "\n".join(f"| {name} | {value} | {meaning} |" for name, value, meaning in rows))


def build() -> dict[str, Any]:
    import gradio as gr  # only the page builds the panel: what it draws needs no Gradio

    return {"stats": gr.Markdown(stats_markdown(None), elem_id="stats", label="stats")}


def draw(shown: Shown) -> dict[str, Any]:
    """The run's totals, with the speed-up when a matching ar baseline ran."""
    return {"stats": stats_markdown(shown.totals, baseline=shown.baseline, greedy=shown.greedy,
                                    streamed_s=shown.streamed_s)}
