"""The tree stages of the Inside panel (`panel`) in words: how the graph unrolled, what the mask lets each position
see, what the target answered at each position (verify) and the walk that commits (accept), each made of the step's own
tokens and numbers. Positions are named as the tree and the mask number them: #0 is the root.

Reads `StepTrace`s only: no models, no torch, no Gradio.
"""

from __future__ import annotations

from collections import Counter

from ...trace import PRUNED, UNVERIFIED, StepTrace
from ..look import END_LABEL, ended_at_end_of_text, plural
from .common import bullets, cut_note, depths, listed, numbered, tok


def unroll_text(step: StepTrace) -> str:
    positions, nodes = step.positions, step.graph.nodes
    if len(nodes) == 1:
        return "No draft (ar): the target runs on the root alone, position #0." + cut_note(step)
    copies = Counter(p.node for p in positions)
    lines = [f"The target cannot verify a DAG (a position's keys and values depend on its one prefix), so the draft "
             f"graph's {plural(len(nodes), 'node')} unroll into a tree of {plural(len(positions), 'position')}, "
             f"numbered breadth first from #0 (the root) to {numbered(len(positions) - 1)}, each after its parent: "
             "the same numbers as the mask's rows and columns."]
    merged = [f"{tok(nodes[n].text)} at depth {nodes[n].depth}, at " + listed([numbered(i) for i, p in enumerate(positions)
                                                                              if p.node == n], 8)
              for n, c in copies.items() if n and c > 1]
    if merged:
        extra = sum(c - 1 for n, c in copies.items() if n)
        shown = "; ".join(merged[:6]) + (f"; and {plural(len(merged) - 6, 'merged node')} more" if len(merged) > 6
                                         else "")
        lines.append(f"A merged node is copied under each of its parents ({extra} extra "
                     f"{'copy' if extra == 1 else 'copies'}, which the draft never ran): {shown}.")
        lines.append(_two_parents(step))
    pruned = sum(node.status == PRUNED for node in nodes)
    if pruned:
        lines.append(f"{plural(pruned, 'node')} pruned by θ_sib or θ_path: left out, never verified.")
    spared = [f"{tok(node.text)} (depth {node.depth})" for node in nodes if node.spared]
    if spared:
        lines.append(f"Pruned, but verified after all, as leaves: {listed(spared)}. The tree held fewer positions "
                     "than the fill setting, and a few more positions add little to a verify forward, which reads "
                     "the target's weights once for all of them, so the likeliest pruned branches ride along.")
    over = [f"{tok(node.text)} (depth {node.depth})" for node in nodes if node.status == UNVERIFIED]
    if over:
        lines.append(f"Over the node budget, never verified (hollow, pink rims, under the tree): {listed(over)}.")
    looked_up = sum(nodes[p.node].lookup for p in positions)
    if looked_up:
        lines.append(f"{plural(looked_up, 'position')} of the prompt-lookup branch (squares), verified on top of "
                     "the node budget.")
    return "\n\n".join(lines) + cut_note(step)


def _two_parents(step: StepTrace) -> str:
    """The first merged node's story: the branch the draft ran it on, the branch that met it, and what the tree
    does with the two (a copy under each parent, each seeing its own ancestors)."""
    nodes = step.graph.nodes
    node = next(node for node in nodes if len(node.parents) > 1)
    first, *others = node.parents
    met = " and ".join(tok(nodes[p].text) for p in others)
    return (f"Take {tok(node.text)} at depth {node.depth}: the draft made it after {tok(nodes[first].text)}; the "
            f"branch through {met} proposed the same token at the same depth, so it got an edge to "
            "this node instead of a new one, and whatever grows under it is drafted once, not once per branch. The "
            "target still "
            "sees two different texts, so the tree holds a copy under each parent, each attending to its own "
            "ancestors only (the mask shows it); whichever copy lies on the accepted walk is the one committed.")


def mask_text(step: StepTrace) -> str:
    positions, deep = step.positions, depths(step)
    prefix = positions[0].position_id
    return (f"A row per position, #0 to {numbered(len(positions) - 1)}; blue where it may attend. Each position "
            f"attends to the text before the root ({plural(prefix, 'token')}, one column here: P), its ancestors and "
            f"itself, nothing else: {sum(deep) + len(deep)} of the {len(positions)} × {len(positions)} tree cells. "
            f"Its position id (where its token sits in the sequence) is the prefix length + its depth, {prefix} at "
            f"the root to {prefix + max(deep)}, so siblings and the copies of a merged node share the id of their "
            "depth, each as if it were the only continuation. Hover (or tap) a row to light up its ancestors in the "
            "tree." + cut_note(step))


def verify_text(step: StepTrace, greedy: bool) -> str:
    positions, nodes = step.positions, step.graph.nodes
    lines = [f"One target forward over the {plural(len(positions), 'position')} gave the target's answer at each, "
             "its next token (after → in the figure)" + ("." if greedy else
             ": on the accepted positions the token the sampling walk drew, elsewhere its most likely token.")]
    children = [(i, p) for i, p in enumerate(positions) if i]
    agree = {i for i, p in children if positions[p.parent].target_token == nodes[p.node].token}
    if children:
        hidden = sum(not positions[positions[i].parent].accepted for i in agree)
        beyond = "" if not hidden else (
            f" ({'all' if hidden == len(agree) else hidden} of them under a rejected position, where the walk never "
            "went)")
        lines.append(f"{len(agree)} of the {plural(len(children), 'drafted position')} agree with the target's "
                     f"answer at their parent{beyond}.")
    wanted = "wanted" if greedy else "drew"
    # The rejections the walk met (children of accepted positions); the others lie where it never went.
    decisive = [(i, p) for i, p in children if positions[p.parent].accepted and i not in agree]
    if decisive:
        lines.append(f"The walk met {plural(len(decisive), 'rejected position')}, each where the target's answer "
                     "differed:")
        lines.append(bullets([f"{tok(nodes[p.node].text)} (position {numbered(i)}) rejected: the target {wanted} "
                              f"{tok(positions[p.parent].target_text)} (p {positions[p.parent].target_p:.2f})"
                              for i, p in decisive], 8))
    unreached = sum(not positions[p.parent].accepted for _, p in children)
    if unreached:
        lines.append(f"{plural(unreached, 'position')} under rejected ones (hollow, whether or not they agree): the "
                     "target answered there too, but the walk never reached them.")
    last = max(i for i, p in enumerate(positions) if p.accepted or i == 0)
    lines.append(f"At the last accepted position ({numbered(last)}) the target's answer "
                 f"{tok(positions[last].target_text)} (p {positions[last].target_p:.2f}) is the bonus token. It led "
                 f"the target's next choice by {positions[last].margin:.1f} in logits. On this engine's CPU kernels a "
                 "tree's positions get the logits a one-token forward would, bit for bit, so every choice here is "
                 "plain decoding's; elsewhere (a GPU's wider products) float rounding can tip two choices that close, "
                 "which is why Compare checks the text against ar's token for token.")
    return "\n\n".join(lines) + cut_note(step)


def ended_text(step: StepTrace) -> str:
    """What a step the run ended inside appended, and why that is no error ('' for a step that kept its bonus)."""
    if step.bonus_committed:
        return ""
    kept, accepted, bonus = len(step.committed), step.accepted_draft_tokens, tok(step.verdict.bonus_text)
    dropped = accepted - kept
    share = (f"all {accepted} accepted tokens were appended, not the bonus {bonus}" if dropped <= 0 else
             f"only {kept} of the {accepted} accepted tokens were appended, not the {plural(dropped, 'token')} after "
             f"{'it' if ended_at_end_of_text(step) else 'them'} nor the bonus {bonus}")
    if ended_at_end_of_text(step):
        return (f"The target accepted ‘{END_LABEL}’, the end-of-text token, as accepted token {kept} of {accepted}: "
                f"the text ends there, so {share}. No error: the draft does not know the text ends and drafts past "
                "it; the target's verdict stops the run there.")
    return (f"The run reached max new tokens inside this step, so {share}. No error: the step verified more than "
            "the run had room left for.")


def accept_text(step: StepTrace) -> str:
    nodes, positions = step.graph.nodes, step.positions
    walk = [i for i, p in enumerate(positions) if p.accepted] or [0]
    if positions:
        hops = [f"{tok(nodes[positions[i].node].text)} ({numbered(i)})" for i in walk]
    else:
        hops = [f"{tok(nodes[n].text)} (node {n})" for n in step.verdict.accepted]
    bonus = tok(step.verdict.bonus_text)
    lines = [f"The walk goes from the root along the target's answers: {' → '.join(hops)}, then the bonus token "
             f"{bonus} (p {step.verdict.bonus_p:.2f}), the target's own answer after the last accepted token.",
             f"Appended to the text: {' '.join(tok(t) for t in step.committed_text) or 'nothing'} "
             f"({plural(len(step.committed_text), 'token')})."]
    if not step.bonus_committed:
        lines.append(ended_text(step))
    if positions:
        rows = ", ".join(numbered(i) for i in walk)
        lines.append(f"Target cache: the rows of the root and the accepted positions are kept: {rows}; "
                     f"{plural(len(positions) - len(walk), 'other row')} dropped." + cut_note(step))
    else:
        kept = plural(step.accepted_draft_tokens, 'accepted node')
        lines.append(f"Target cache: the rows of the root and the {kept} are kept, the others dropped.")
    return "\n\n".join(lines)
