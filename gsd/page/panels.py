"""What the page writes in words and colours: the category colours and labels (the DAG's legend, the text and
the page's explanation share them), token text made visible, the step caption, the committed text as HTML,
the stats table and the mode help.

Reads `StepTrace`s and `RunSummary`s only: no models, no torch, no Gradio. The run's totals come from
`gsd.trace.summarize`; this module only lays them out.
"""

from __future__ import annotations

import html
import unicodedata
from dataclasses import dataclass

from ..trace import ACCEPTED, PRUNED, REJECTED, ROOT, STOPPED, RunSummary, StepTrace

# ---- categories and colours ------------------------------------------------------------------------------

BONUS = "bonus"        # the target's own token after the last accepted node (not a graph node)
MERGED = "merged"      # a node with more than one parent
NGRAM = "ngram"        # a node of a recurring n-gram (a merged node and the matching tokens before it)

COLORS = {
    ROOT: "#374151",
    ACCEPTED: "#16a34a",
    BONUS: "#2563eb",
    REJECTED: "#dc2626",
    PRUNED: "#9ca3af",
    STOPPED: "#f59e0b",
    MERGED: "#9333ea",
    NGRAM: "#e9d5ff",
    "edge": "#c4c9d2",
}
LABELS = {
    ROOT: "root (last committed token)",
    ACCEPTED: "accepted path",
    BONUS: "bonus token (target)",
    REJECTED: "rejected by the target",
    PRUNED: "pruned by θ_sib",
    STOPPED: "stopped by θ_prob",
    MERGED: "merged node (>1 parent)",
    NGRAM: "recurring n-gram",
    "merge_edge": "merge edge",
}
NODE_CATEGORIES = (ROOT, ACCEPTED, BONUS, REJECTED, STOPPED, PRUNED)

MODE_HELP = {
    "gsd": "**gsd**, the paper: top-k drafts pruned by θ_sib and θ_prob, recurring n-grams merged into a DAG.",
    "tsd": "**tsd**, tree speculative decoding: top-k tree; θ_sib, θ_prob and merging are off.",
    "ssd": "**ssd**, sequence speculative decoding: one chain (k = 1); no pruning, no merging.",
    "dyspec": "**dyspec**: best-first expansion under the node budget; θ_sib, θ_prob and merging are off.",
    "ar": "**ar**: the target alone, one token per forward (the baseline); the draft settings do not apply.",
}

_VISIBLE = {" ": "␣", "\n": "↵", "\t": "⇥", "\r": "␍"}


def visible_text(text: str) -> str:
    """A token's text with whitespace made visible (space ␣, newline ↵, tab ⇥) and control characters
    spelled as escapes, so that every token has a printable label."""
    if not text:
        return "∅"
    out = []
    for char in text:
        if char in _VISIBLE:
            out.append(_VISIBLE[char])
        elif unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp"):
            out.append(f"\\x{ord(char):02x}" if ord(char) < 256 else f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return "".join(out)


def step_caption(step: StepTrace, number: int | None = None, total: int | None = None) -> str:
    """'Step 3/12 · 14 drafted nodes · accepted 2 + bonus ␣the', and what was kept of them when the run ended
    inside the step."""
    label = f"Step {step.step if number is None else number}" + ("" if total is None else f"/{total}")
    drafted = len(step.graph.nodes) - 1
    bonus = visible_text(step.verdict.bonus_text)
    caption = (f"{label} · {drafted} drafted node{'s' if drafted != 1 else ''} · "
               f"accepted {step.accepted_draft_tokens} + bonus {bonus}")
    if not step.bonus_committed:
        caption += f" · the run ended after {len(step.committed)} of them; the bonus was not kept"
    return caption


# ---- the committed text -------------------------------------------------------------------------------

TOKENS_CSS = f"""
.gsd-text {{ white-space: pre-wrap; word-break: break-word; line-height: 1.9; font-size: 15px; padding: 8px 4px; }}
.gsd-empty {{ color: #6b7280; font-style: italic; }}
.gsd-step {{ border-bottom: 2px solid transparent; padding: 1px 0; }}
.gsd-step:nth-of-type(odd) {{ border-bottom-color: #d1d5db; }}
.gsd-step:nth-of-type(even) {{ border-bottom-color: #9ca3af; }}
.gsd-step.gsd-selected {{ outline: 2px solid {COLORS[MERGED]}; outline-offset: 1px; border-radius: 3px; }}
.gsd-tok {{ border-radius: 3px; padding: 1px 0; }}
.gsd-draft {{ background: {COLORS[ACCEPTED]}2e; }}
.gsd-bonus {{ background: {COLORS[BONUS]}2e; }}
.gsd-legend {{ font-size: 13px; color: #4b5563; margin-bottom: 4px; }}
.gsd-legend span {{ margin-right: 12px; }}
"""


def tokens_html(steps: list[StepTrace], *, selected: int | None = None) -> str:
    """The committed text, one <span> per step holding one <span> per token, coloured by origin (accepted
    draft token or bonus token) with a title naming the step. `selected` (1-based) outlines one step."""
    legend = ('<div class="gsd-legend"><span class="gsd-tok gsd-draft">accepted draft token</span>'
              '<span class="gsd-tok gsd-bonus">bonus token (target)</span>'
              '<span>· underline = one step</span></div>')
    if not steps:
        return legend + '<div class="gsd-text gsd-empty">The generated text will appear here, token by token.</div>'
    parts = [legend, '<div class="gsd-text">']
    for number, step in enumerate(steps, start=1):
        chosen = " gsd-selected" if number == selected else ""
        drafted = step.accepted_draft_tokens
        parts.append(f'<span class="gsd-step{chosen}" data-step="{number}" title="step {number}">')
        for j, text in enumerate(step.committed_text):
            if j == drafted:  # a step the run ended inside has no bonus token in its text
                kind, origin = "gsd-bonus", "bonus token (target)"
            else:
                kind, origin = "gsd-draft", f"accepted draft token {j + 1} of {drafted}"
            parts.append(f'<span class="gsd-tok {kind}" title="step {number}: {origin}">{html.escape(text)}</span>')
        parts.append("</span>")
    parts.append("</div>")
    return "".join(parts)


# ---- the stats table ------------------------------------------------------------------------------------

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


def stats_markdown(summary: RunSummary | None, *, baseline: RunSummary | None = None, greedy: bool = True) -> str:
    """The run's totals (from `gsd.trace.summarize`) as a small Markdown table (what the page shows), with
    the speed-up over `baseline` when there is one."""
    if summary is None or summary.steps == 0:
        return "No run yet."
    rows = [
        ("τ (tokens per target forward)", f"**{summary.tau:.2f}**"),
        ("tokens/s", f"**{summary.tokens_per_s:.1f}** ({summary.new_tokens} tokens in {summary.wall_s:.2f} s)"),
        ("target forwards", f"{summary.target_forwards}"),
        ("draft forwards · draft tokens", f"{summary.draft_forwards} · {summary.draft_tokens}"),
        ("draft tokens saved by merges", f"{summary.draft_tokens_saved} ({summary.saved_share:.0%})"),
        ("target tree size (mean per step)", f"{summary.target_tree_size / summary.steps:.1f}"),
    ]
    if summary.accept_by_depth:
        shares = " · ".join(f"d{d}: {share:.0%}" for d, share in enumerate(summary.accept_by_depth[:8], start=1))
        rows.append(("steps that accepted ≥ d draft tokens", shares))
    versus = None if baseline is None else versus_ar(summary, baseline)
    if versus is not None and versus.speedup is not None:
        same = ""
        if greedy and versus.same_text is not None:
            same = " · same text as ar ✓" if versus.same_text else " · text differs from ar ✗"
        rows.append(("speed-up vs ar", f"**{versus.speedup:.2f}×** (ar: {versus.tokens_per_s:.1f} tokens/s){same}"))
    return "| statistic | value |\n|---|---|\n" + "\n".join(f"| {name} | {value} |" for name, value in rows)
