"""The explaining panels: the page's title and one-paragraph intro (`#intro`), and "How GSD works" (`#how`): one
step in five stages, each mark of the graph keyed where it is named, and a real merging step of the recorded
example (`merge_figure`).
"""

from __future__ import annotations

from typing import Any

import gradio as gr

from ..trace import StepTrace
from .look import COLORS, merges_text
from .step.dag import dag_figure, merge_example

INTRO = ("# Speculative decoding, seen step by step\n"
         "A small **draft** model proposes a graph of likely next tokens; the **target** model checks the whole graph "
         "(unrolled into a tree) in one forward pass and keeps the longest path it agrees with, plus one token of its own: **draft → unroll "
         "→ verify → accept → commit**, and the text is exactly the target's.")

HOW_IT_WORKS = """
<div class="gsd-how">
<p>Speculative decoding lets a small <b>draft</b> model guess several tokens that the large <b>target</b>
model then checks in <b>one</b> forward pass. Graph-structured speculative decoding (Gong et al., Findings of ACL 2024)
drafts a whole <i>graph</i> of guesses. One step:</p>
<ol>
<li><b>Draft.</b> From the <span class="sw" style="background:{root}"></span> root (the last committed
token) the draft proposes its top-<i>k</i> next tokens, layer by layer, one draft forward per layer. The
prompt-lookup branch adds <span class="sw ring square" style="border-color:{lookup}"></span> what followed the
latest words where they occurred before, with no model run.</li>
<li><b>Prune.</b> A child far less likely than its best sibling (q, the draft's probability of a token:
q &lt; θ_sib · q_best) is pruned by θ_sib: crossed out <span style="color:{pruned}">⊗</span> and never
verified. So is a child whose path is unlikely as a whole: the product of q from the root below θ_path. A child with
q &lt; θ_prob is kept but stopped by θ_prob (not grown further): an amber rim
<span class="sw ring" style="border-color:{stopped}"></span>.</li>
<li><b>Merge.</b> When a new token repeats a node of another branch at the same depth with the same <i>n</i>
tokens before it (a recurring n-gram; with n = 0, as the See the graph preset has it, the token alone), no
node is made: a <span class="sw-line" style="border-color:{merged}"></span>
merge edge points to the existing node (ringed <span class="sw ring" style="border-color:{merged}"></span>,
every edge into it dashed; where the merged branches share more than the token, their n-gram
<span class="sw" style="background:{ngram}"></span> is haloed), and the draft is not run for it.</li>
<li><b>Verify.</b> The graph is unrolled into a tree (a merged node, with all that grew under it, copied under
each parent) and the target scores every node at once, with a tree attention mask (it keeps each position's keys
and values, its cache, so that later tokens need not compute them again; only the accepted positions' stay); a node
with no copy inside the node budget gets a pink rim
<span class="sw ring" style="border-color:{unverified}"></span>: not verified.</li>
<li><b>Accept.</b> Walk from the root while the target agrees: the
<span class="sw" style="background:{accepted}"></span> accepted path. A node the walk reached whose token the
target did not want is <span class="sw" style="background:{rejected}"></span> rejected; a node the walk never
reached (under a rejected node, pruned, or over the budget) is
<span class="sw ring" style="border-color:{outline}"></span> hollow: the walk never reached it (the target may have
scored it, but that verdict does not count). The target's own
next token, the <span class="sw" style="background:{bonus}"></span> bonus token, is always committed too, so each
target forward commits τ ≥ 1 tokens and greedy output equals the target's own.</li>
</ol>
<p>In the graph a node's <b>fill</b> is the target's verdict (root, accepted, rejected, bonus, hollow) and the
<b>marks</b> on it say how drafting left it (amber rim, cross, pink rim, ring, halo, square), so a node can be
rejected and stopped at once: <span class="sw ring" style="background:{rejected};border-color:{stopped}"></span>.</p>
<p><b>After a run</b>, moving a drafting setting drafts and verifies the step on show again with it (a
<i>what-if</i>): a table above the graph sets its figures beside the recorded step's; under greedy decoding the
committed tokens never change, only what it cost to find them.</p>
<p>Modes: <b>gsd</b> is the graph above, <b>ssd</b> a single chain, <b>tsd</b> a top-k tree, <b>dyspec</b> grows the
most promising nodes first, <b>ar</b> is the target alone (the baseline for the speed-up).</p>
</div>
""".format(**COLORS)


def build_intro() -> dict[str, Any]:
    return {"intro": gr.Markdown(INTRO, elem_id="intro")}


def build_how(example: tuple[list[StepTrace], str] | None) -> dict[str, Any]:
    """How GSD works (in the section the layout opened); with a merging step of `example` (its steps and prompt)
    when it has one."""
    with gr.Column(elem_id="how") as how:
        gr.HTML(HOW_IT_WORKS)
        shown = None if example is None else merge_figure(*example)
        if shown is not None:
            figure, caption = shown
            gr.Markdown(caption, elem_id="how-caption")
            gr.Plot(figure, elem_id="how-dag", show_label=False)
    return {"how": how}


def merge_figure(steps: list[StepTrace], prompt: str) -> tuple[Any, str] | None:
    """A step of a recorded run that shows merging (`dag.merge_example`), drawn, and its caption; None if no
    step merged."""
    index = merge_example(steps)
    if index is None:
        return None
    step = steps[index]
    title = f"Step {index + 1} of {len(steps)} of the example · {merges_text(step)}"
    caption = (f"A real step from the recorded example (“{prompt}”). A branch drafted a token that another branch "
               "had already drafted at the same depth, so it points to that node instead of running the draft again: "
               "a ringed node has more than one parent, and every edge into it is dashed (the line above the graph "
               "names them). Where merged branches share more than the token, their n-gram is haloed.")
    return dag_figure(step, title=title, legend=False), caption  # How GSD works keys the colours in its text
