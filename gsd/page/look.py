"""The page's shared vocabulary, in words and colours: the node categories and their colours, labels and marks (the
DAG's legend, the text, Inside and the page's explanation share them), the mode help, token text made visible,
plurals, and the step caption. Every panel draws with these; none of them draws anything itself.

Reads `StepTrace`s only: no models, no torch, no Gradio.
"""

from __future__ import annotations

import re
import unicodedata

from ..trace import ACCEPTED, END_OF_TEXT, PRUNED, REJECTED, ROOT, STOPPED, UNVERIFIED, StepTrace

# ---- categories and colours ------------------------------------------------------------------------------

BONUS = "bonus"        # the target's own token after the last accepted node (not a graph node)
MERGED = "merged"      # a node with more than one parent
NGRAM = "ngram"        # a node of a recurring n-gram (a merged node and the matching tokens before it)
LOOKUP = "lookup"      # a node the prompt-lookup branch added (what followed the same words earlier)
RETRIEVED = "retrieved"  # a node from the datastore (what followed the same words in the target's earlier answers)
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
    RETRIEVED: "#b45309",
    "edge": "#c4c9d2",
    "outline": "#9ca3af",    # the outline of a hollow node
    "selected": "#111827",   # the step on show, in the text and the run's chart: no graph mark's colour
    "selected_band": "#e5e7eb",
}
LABELS = {
    ROOT: "root (last committed token)",
    ACCEPTED: "accepted path",
    BONUS: "bonus token (target)",
    REJECTED: "rejected by the target",
    PRUNED: "pruned by θ_sib or θ_path",
    STOPPED: "stopped by θ_prob",
    UNVERIFIED: "over the node budget (not verified)",
    MERGED: "merged node (>1 parent)",
    NGRAM: "recurring n-gram",
    LOOKUP: "from prompt lookup",
    RETRIEVED: "from the datastore",
    "merge_edge": "merge edge",
}
# The DAG's two questions, each with its own mark. The fill says what the target decided (VERDICTS); the marks on
# and around a node say how drafting left it (DRAFT_MARKS). MARKS words each mark for the legend, once (the merge
# edges under the ring's entry).
VERDICTS = (ROOT, ACCEPTED, BONUS, REJECTED, NOT_REACHED)
DRAFT_MARKS = (STOPPED, PRUNED, UNVERIFIED, MERGED, NGRAM, LOOKUP, RETRIEVED, "merge_edge")
MARKS = {
    ROOT: "root: the last committed token",
    ACCEPTED: "accepted by the target",
    BONUS: "bonus token: the target's own",
    REJECTED: "rejected by the target",
    NOT_REACHED: "hollow: the walk never reached it",
    STOPPED: "amber rim: stopped by θ_prob",
    PRUNED: "crossed: pruned by θ_sib or θ_path",
    UNVERIFIED: "pink rim: over the node budget",
    MERGED: "ring, dashed edges: merged node (2+ parents)",
    NGRAM: "halo: tokens the merged branches share",
    LOOKUP: "square: from prompt lookup",
    RETRIEVED: "diamond: from the datastore",
    "merge_edge": "dashed: merge edge",
}

# what each mode is, in a word, beside its name on the Mode control (MODE_HELP says more of the chosen one)
MODE_LABELS = {"ar": "ar (target alone)", "ssd": "ssd (a chain)", "tsd": "tsd (a tree)", "gsd": "gsd (a graph)",
               "dyspec": "dyspec (best-first)"}

MODE_HELP = {
    "gsd": "**gsd**, graph-structured speculative decoding (Gong et al., Findings of ACL 2024): top-k drafts, weak siblings pruned by θ_sib and weak branches stopped by θ_prob, "
           "recurring n-grams merged into a DAG; here also unlikely paths pruned by θ_path.",
    "tsd": "**tsd**, tree speculative decoding: top-k tree; θ_sib, θ_prob, θ_path and merging are off.",
    "ssd": "**ssd**, sequence speculative decoding: one chain (k = 1); no pruning, no merging, no lookup branch.",
    "dyspec": "**dyspec**, dynamic tree speculative decoding (DySpec): best-first expansion under the node budget; θ_sib, θ_prob, θ_path and merging are off.",
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
    """'2 merges saved 5 draft tokens (12 run, 17 without merging)' (merges: the merge edges, one per extra parent;
    the saving: further copies of merged nodes the draft ran, `Counters.draft_tokens_saved`);
    'no merge' for a drafted
    step without one; '' for a step with no draft (ar)."""
    merges = len(step.graph.merge_edges)
    if merges:
        ran, saved = step.counters.draft_tokens, step.counters.draft_tokens_saved
        if not saved:  # merged nodes the draft never ran: their copies are verified, nothing is drafted under them
            return f"{plural(merges, 'merge')}, sparing the draft nothing (nothing was drafted under them)"
        return (f"{plural(merges, 'merge')} saved {plural(saved, 'draft token')} ({ran} run, {ran + saved} without "
                "merging)")
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
    retrieved = sum(node.retrieved for node in step.graph.nodes)
    looked_up = sum(node.lookup for node in step.graph.nodes) - retrieved
    bonus = visible_text(step.verdict.bonus_text)
    sources = ", ".join(f"{count} from {source}" for count, source in
                        ((looked_up, "prompt lookup"), (retrieved, "the datastore")) if count)
    nodes = plural(drafted, "drafted node") + (f" ({sources})" if sources else "")
    kept = "" if step.bonus_committed else " (not kept)"  # the run ended inside the step: the line under says why
    parts = [label, nodes, merges_text(step), f"accepted {step.accepted_draft_tokens} + bonus {bonus}{kept}"]
    notes = [f"Sized by this machine's costs: {step.sized.reason}" if step.sized is not None else "",
             ended_inside(step),
             f"Drafted on past {END_LABEL}: drafting does not stop at an end of text, and nothing after one is kept"
             if drafted_past_end(step) else ""]
    return "\n".join([" · ".join(part for part in parts if part)] + [note for note in notes if note])


def draft_stopped(step: StepTrace, config: dict) -> str:
    """Why a step's draft stopped growing: the machine's costs' reason where they sized it, else the limit it met
    (the node budget, the depth limit) or its branches ending."""
    if step.sized is not None:
        return step.sized.reason
    drafted = [node for node in step.graph.nodes[1:] if not node.lookup]
    if not drafted:
        return "nothing drafted (the prompt-lookup branch alone)" if step.graph.nodes[1:] else "nothing drafted"
    kept = [node for node in drafted if node.status != PRUNED]
    budget, depth = config.get("node_budget"), config.get("max_depth")
    if budget is not None and step.counters.target_tree_size - 1 >= budget:
        return (f"the node budget ({budget}) was full: it counts the positions to verify, a merged node once per "
                "parent, pruned nodes not")
    if depth is not None and max(node.depth for node in drafted) >= depth:
        return f"the depth limit ({depth} layers)"
    return "every branch ended (θ_prob, pruning or a merge)" if kept else "every node was pruned"
