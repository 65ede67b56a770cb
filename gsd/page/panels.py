"""What the page writes in words and colours: the category colours and labels (the DAG's legend, the text and
the page's explanation share them), token text made visible, the step caption, the committed text as HTML,
the stats table, the mode help, and the comparison's table (a row per compared run).

Reads `StepTrace`s and `RunSummary`s only: no models, no torch, no Gradio. The run's totals come from
`gsd.trace.summarize`; this module only lays them out.
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass

from ..trace import ACCEPTED, END_OF_TEXT, PRUNED, REJECTED, ROOT, STOPPED, UNVERIFIED, RunSummary, StepTrace

# ---- categories and colours ------------------------------------------------------------------------------

BONUS = "bonus"        # the target's own token after the last accepted node (not a graph node)
MERGED = "merged"      # a node with more than one parent
NGRAM = "ngram"        # a node of a recurring n-gram (a merged node and the matching tokens before it)
LOOKUP = "lookup"      # a node the prompt-lookup branch added (what followed the same words earlier)
NOT_REACHED = "not_reached"  # a node the target never judged: never verified (pruned, over the node budget), or
                             # verified under a parent the target rejected, where its walk never got

COLORS = {
    ROOT: "#374151",
    ACCEPTED: "#16a34a",
    BONUS: "#2563eb",
    REJECTED: "#dc2626",
    NOT_REACHED: "#ffffff",  # hollow: a white fill inside a grey outline
    PRUNED: "#6b7280",       # the cross through a pruned node
    STOPPED: "#f59e0b",      # the rim of a node θ_prob stopped
    UNVERIFIED: "#f472b6",   # the rim of a node the node budget left out
    MERGED: "#9333ea",
    NGRAM: "#e9d5ff",
    LOOKUP: "#0e7490",
    "edge": "#c4c9d2",
    "outline": "#9ca3af",    # the outline of a hollow node
}
LABELS = {
    ROOT: "root (last committed token)",
    ACCEPTED: "accepted path",
    BONUS: "bonus token (target)",
    REJECTED: "rejected by the target",
    PRUNED: "pruned by θ_sib",
    STOPPED: "stopped by θ_prob",
    UNVERIFIED: "over the node budget (not verified)",
    MERGED: "merged node (>1 parent)",
    NGRAM: "recurring n-gram",
    LOOKUP: "from prompt lookup",
    "merge_edge": "merge edge",
}
# The DAG's two questions, each with its own mark. The fill says what the target decided (VERDICTS); the marks on
# and around a node say how drafting left it (DRAFT_MARKS). MARKS words each mark for the legend, once.
VERDICTS = (ROOT, ACCEPTED, BONUS, REJECTED, NOT_REACHED)
DRAFT_MARKS = (STOPPED, PRUNED, UNVERIFIED, MERGED, NGRAM, LOOKUP, "merge_edge")
MARKS = {
    ROOT: "root: the last committed token",
    ACCEPTED: "accepted by the target",
    BONUS: "bonus token: the target's own",
    REJECTED: "rejected by the target",
    NOT_REACHED: "hollow: the target never judged it",
    STOPPED: "amber rim: stopped by θ_prob",
    PRUNED: "crossed: pruned by θ_sib",
    UNVERIFIED: "pink rim: over the node budget",
    MERGED: "ring: merged node (>1 parent)",
    NGRAM: "halo: recurring n-gram",
    LOOKUP: "square: from prompt lookup",
    "merge_edge": "dashed: merge edge",
}

MODE_HELP = {
    "gsd": "**gsd**, the paper: top-k drafts pruned by θ_sib and θ_prob, recurring n-grams merged into a DAG.",
    "tsd": "**tsd**, tree speculative decoding: top-k tree; θ_sib, θ_prob and merging are off.",
    "ssd": "**ssd**, sequence speculative decoding: one chain (k = 1); no pruning, no merging, no lookup branch.",
    "dyspec": "**dyspec**: best-first expansion under the node budget; θ_sib, θ_prob and merging are off.",
    "ar": "**ar**: the target alone, one token per forward (the baseline); the draft settings do not apply.",
}

_VISIBLE = {" ": "␣", "\n": "↵", "\t": "⇥", "\r": "␍"}
END_LABEL = "⟨end⟩"              # an end-of-text token in the DAG, captions and hovers
END_BADGE = "⏎ end of text"      # and in the text
# What older traces (before `END_OF_TEXT`) hold for an end-of-text token: the tokenizer's special token.
_SPECIAL_END = re.compile(r"<\|[a-z_]*(end|eot|eos)[a-z_]*\|>|</s>|<eos>|<end_of_turn>", re.IGNORECASE)


def is_end_of_text(text: str) -> bool:
    """Whether a token's text stands for the end of the text: `END_OF_TEXT` (what the engine writes), or in an
    older trace a special token such as `<|im_end|>`, `<|endoftext|>` or `</s>`. Such a token is drawn as a
    marker, never as its raw text."""
    return text == END_OF_TEXT or _SPECIAL_END.fullmatch(text.strip()) is not None


def visible_text(text: str) -> str:
    """A token's text with whitespace made visible (space ␣, newline ↵, tab ⇥), control characters spelled
    as escapes and an end-of-text token as `END_LABEL`, so that every token has a printable label."""
    if not text:
        return "∅"
    if is_end_of_text(text):
        return END_LABEL
    out = []
    for char in text:
        if char in _VISIBLE:
            out.append(_VISIBLE[char])
        elif unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp"):
            out.append(f"\\x{ord(char):02x}" if ord(char) < 256 else f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return "".join(out)


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def merges_text(step: StepTrace) -> str:
    """'2 merges saved 5 draft tokens' (merges: the merge edges, one per extra parent); 'no merge' for a drafted
    step without one; '' for a step with no draft (ar)."""
    merges = len(step.graph.merge_edges)
    if merges:
        return f"{plural(merges, 'merge')} saved {plural(step.counters.draft_tokens_saved, 'draft token')}"
    return "no merge" if len(step.graph.nodes) > 1 else ""


def ended_at_end_of_text(step: StepTrace) -> bool:
    """Whether the run ended inside `step` because the target accepted an end-of-text token (else: max new
    tokens cut it). False for a step that kept its bonus token."""
    return not step.bonus_committed and bool(step.committed_text) and is_end_of_text(step.committed_text[-1])


def ended_inside(step: StepTrace) -> str:
    """What a step the run ended inside kept, and why, in a few words ('' when it kept every accepted token and its
    bonus): 'The text ended at ⟨end⟩ here: 3 of the 5 accepted tokens kept, not the bonus'."""
    if step.bonus_committed:
        return ""
    kept, accepted = len(step.committed), step.accepted_draft_tokens
    why = f"The text ended at {END_LABEL} here" if ended_at_end_of_text(step) else "The run hit max new tokens here"
    share = f"all {accepted}" if kept >= accepted else f"{kept} of the {accepted}"
    return f"{why}: {share} accepted token{'' if accepted == 1 else 's'} kept, not the bonus"


def drafted_past_end(step: StepTrace) -> list[int]:
    """The nodes drafted after an end-of-text token (the draft does not know that the text ends there)."""
    nodes = step.graph.nodes
    return [i for i, node in enumerate(nodes) if any(is_end_of_text(nodes[p].text) for p in node.parents)]


def step_caption(step: StepTrace, number: int | None = None, total: int | None = None) -> str:
    """'Step 3/12 · 14 drafted nodes (3 from prompt lookup) · 2 merges saved 5 draft tokens · accepted 2 + bonus
    ␣the'; then, each on a line of its own (after a newline), what was kept of them when the run ended inside the
    step, and that drafting past an end of text is no error."""
    label = f"Step {step.step if number is None else number}" + ("" if total is None else f"/{total}")
    drafted = len(step.graph.nodes) - 1
    looked_up = sum(node.lookup for node in step.graph.nodes)
    bonus = visible_text(step.verdict.bonus_text)
    nodes = plural(drafted, "drafted node") + (f" ({looked_up} from prompt lookup)" if looked_up else "")
    parts = [label, nodes, merges_text(step), f"accepted {step.accepted_draft_tokens} + bonus {bonus}"]
    notes = [ended_inside(step),
             f"Drafted past {END_LABEL}: the draft does not know the text ends" if drafted_past_end(step) else ""]
    return "\n".join([" · ".join(part for part in parts if part)] + [note for note in notes if note])


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
.gsd-eos {{ font-size: 11px; white-space: nowrap; border: 1px solid {COLORS[ROOT]}66; border-radius: 9px;
            padding: 0 6px; margin: 0 2px; color: {COLORS[ROOT]}; }}
"""


def tokens_html(steps: list[StepTrace], *, selected: int | None = None) -> str:
    """The committed text, one <span> per step holding one <span> per token, coloured by origin (accepted
    draft token or bonus token) with a title naming the step. `selected` (1-based) outlines one step."""
    legend = ('<div class="gsd-legend"><span class="gsd-tok gsd-draft">accepted draft token</span>'
              '<span class="gsd-tok gsd-bonus">bonus token (target)</span>'
              '<span>· underline = one step · ␣ = a space</span></div>')
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
            if is_end_of_text(text):
                kind, shown = kind + " gsd-eos", END_BADGE
            else:
                shown = html.escape(text)
            parts.append(f'<span class="gsd-tok {kind}" title="step {number}: {origin}">{shown}</span>')
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
        ("τ", f"**{summary.tau:.2f}**", "tokens committed per target forward, the bonus token counted"),
        ("tokens/s", f"**{summary.tokens_per_s:.1f}**", f"{summary.new_tokens} tokens in {summary.wall_s:.2f} s"),
        ("target forwards", f"{summary.target_forwards}", "one per step"),
        ("draft forwards · draft tokens", f"{summary.draft_forwards} · {summary.draft_tokens}",
         "draft tokens: positions the draft model ran"),
        ("draft tokens saved by merges", f"{summary.draft_tokens_saved} ({summary.saved_share:.0%})",
         "positions the target verified that the draft never ran (copies of merged nodes)"),
        ("target tree size", f"{summary.target_tree_size / summary.steps:.1f}", "positions a verify forward ran, "
         "root included (mean per step)"),
    ]
    if summary.accept_rate_by_depth:
        shares = " · ".join(f"d{d}: {rate:.0%}" for d, rate in enumerate(summary.accept_rate_by_depth[:8], start=1))
        rows.append(("acceptance at depth d", shares, "accepted ÷ verified at depth d"))
    versus = None if baseline is None else versus_ar(summary, baseline)
    if versus is not None and versus.speedup is not None:
        same = ""
        if greedy and versus.same_text is not None:
            same = " · same text as ar ✓" if versus.same_text else " · text differs from ar ✗"
        rows.append(("speed-up vs ar", f"**{versus.speedup:.2f}×**{same}",
                     f"tokens/s over the target alone's ({versus.tokens_per_s:.1f}) on this prompt"))
    return ("| statistic | value | what it counts |\n|---|---|---|\n"
            + "\n".join(f"| {name} | {value} | {meaning} |" for name, value, meaning in rows))


# ---- a comparison of runs on one prompt ---------------------------------------------------------------

COMPARE_HEADERS = ("run", "tokens/s", "speed-up over ar", "τ", "target forwards", "draft forwards", "draft tokens",
                   "draft tokens saved by merges", "steps with a merge", "same text as ar")
# each column's share of the table's width, so that no header breaks inside a word ("same text as ar" holds where
# a run parts from ar)
COMPARE_WIDTHS = ("10%", "8%", "10%", "5%", "9%", "9%", "8%", "12%", "10%", "19%")
SAME_TEXT = {True: "✓", False: "✗", None: "—"}   # None: nothing to compare (no ar run, or no text)


NEAR_TIE = 0.5  # a top-two logit margin below this is a near-tie: rounding alone can flip it


@dataclass(frozen=True)
class Parting:
    """Where a run's tokens first differ from the ar run's on the same prompt."""

    token: int              # the new token's number (1-based)
    step: int               # the run's step that committed it (1-based)
    chose: str              # the run's token there
    ar_chose: str           # the ar run's
    margin: float | None    # the target's top-two logit margin where the run chose it (None: not recorded)
    ar_margin: float | None

    def __str__(self) -> str:
        chose, ar_chose = visible_text(self.chose), visible_text(self.ar_chose)
        said = f"token {self.token} (step {self.step}): ‘{chose}’, ar ‘{ar_chose}’"
        margins = [m for m in (self.margin, self.ar_margin) if m is not None]
        if not margins:
            return said
        verdict = ("a near-tie: rounding can flip it" if min(margins) < NEAR_TIE else
                   "not a near-tie: rounding alone rarely flips that, unless earlier rounding moved the context")
        return f"{said}; top-two margin {min(margins):.2f}, {verdict}"


def _chosen(steps: list[StepTrace]) -> list[tuple[int, str, int, float | None]]:
    """Each committed token of a run: (token, text, its step's number, the target's top-two margin where it
    was chosen: at the step's accepted positions, in order; None where the trace has no positions)."""
    chosen = []
    for number, step in enumerate(steps, start=1):
        walk = [position.margin for position in step.positions if position.accepted]
        for offset, (token, text) in enumerate(zip(step.committed, step.committed_text)):
            chosen.append((token, text, number, walk[offset] if offset < len(walk) else None))
    return chosen


def parting(steps: list[StepTrace], ar_steps: list[StepTrace]) -> Parting | None:
    """Where `steps` first commits another token than the ar run `ar_steps`; None if one run's tokens begin the
    other's."""
    pairs = zip(_chosen(steps), _chosen(ar_steps))
    for index, ((token, text, number, margin), (ar_token, ar_text, _, ar_margin)) in enumerate(pairs, start=1):
        if token != ar_token:
            return Parting(index, number, text, ar_text, margin, ar_margin)
    return None


@dataclass(frozen=True)
class ComparedRun:
    """One run of a comparison: its label, its totals (a `RunSummary`), how it fares against the comparison's
    ar run (None when there is none) and where its tokens part from the ar run's (None: they do not)."""

    label: str
    summary: RunSummary
    versus: VersusAr | None
    parts: Parting | None = None


def compared(runs: list[tuple[str, RunSummary]], steps: list[list[StepTrace]] | None = None) -> list[ComparedRun]:
    """Each labelled run against the first ar run among them; with each run's `steps`, where a greedy run parts
    from a greedy ar run (sampled runs part by design)."""
    modes = [summary.config.get("mode") for _, summary in runs]
    ar = modes.index("ar") if "ar" in modes else None
    greedy = [summary.config.get("temperature", 0) == 0 for _, summary in runs]
    rows = []
    for index, (label, summary) in enumerate(runs):
        versus = None if ar is None else versus_ar(summary, runs[ar][1])
        exact = ar is not None and steps is not None and index != ar and greedy[index] and greedy[ar]
        parts = parting(steps[index], steps[ar]) if exact else None
        rows.append(ComparedRun(label, summary, versus, parts))
    return rows


def compare_rows(runs: list[ComparedRun]) -> list[list[str]]:
    """The comparison's table, one row of `COMPARE_HEADERS` per run."""
    rows = []
    for run in runs:
        summary, versus = run.summary, run.versus
        speedup = "—" if versus is None or versus.speedup is None else f"{versus.speedup:.2f}×"
        same = SAME_TEXT[None if versus is None else versus.same_text]
        if run.parts is not None:  # the tokens part: say where, and whether the target was torn there
            same = f"{SAME_TEXT[False]} at {run.parts}"
        rows.append([run.label, f"{summary.tokens_per_s:.1f}", speedup, f"{summary.tau:.2f}",
                     str(summary.target_forwards), str(summary.draft_forwards), str(summary.draft_tokens),
                     f"{summary.draft_tokens_saved} ({summary.saved_share:.0%})",
                     f"{summary.steps_with_merge} of {summary.steps}", same])
    return rows
