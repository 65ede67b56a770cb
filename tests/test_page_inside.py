"""gsd/page/inside/panel.py: one step's inside, stage by stage (draft forwards, prompt lookup, unroll, mask, verify,
accept), on hand-built steps with their expected mask written out, and on real runs of tiny random models."""

from __future__ import annotations

import random
from dataclasses import replace

import plotly.graph_objects as go
import pytest

from gsd.config import DecodeConfig
from gsd.page import look
from gsd.page.inside import panel as inside
from gsd.page.look import COLORS
from gsd.page.run.session import accepted_path_only
from gsd.page.step import dag, dag_layout
from gsd.trace import (ACCEPTED, END_OF_TEXT, PRUNED, REJECTED, ROOT, STOPPED, Counters, Node, Position, StepTrace,
                       TokenGraph, Verdict)
from helpers import ar_step, random_step

PREFIX = 10  # the root's position id: 10 committed tokens before it


def answer(node: int, parent: int, depth: int, token: int, text: str, p: float, accepted: bool = False) -> Position:
    return Position(node, parent, PREFIX + depth, token, text, p, 1.5, accepted)


def make(nodes, positions, accepted, bonus, counters, step=1) -> StepTrace:
    """A step from its nodes and positions; committed: the accepted nodes' tokens and the bonus token."""
    path = tuple(nodes[i].token for i in accepted[1:]) + (bonus[0],)
    texts = tuple(nodes[i].text for i in accepted[1:]) + (bonus[1],)
    return StepTrace(step, TokenGraph(tuple(nodes)), Verdict(tuple(accepted), bonus[0], bonus[1], 0.5), path, texts,
                     counters, {}, tuple(positions))


def chain_step() -> StepTrace:
    """root 'Hi' → ' the' → ' sky', one per draft forward, both accepted; bonus ' is'."""
    nodes = [Node(1, "Hi", (), 0, 1.0, ROOT, ran=1),
             Node(2, " the", (0,), 1, 0.9, ACCEPTED, p=0.8, stages=(1,), ran=2),
             Node(3, " sky", (1,), 2, 0.7, ACCEPTED, p=0.6, stages=(2,))]
    positions = [answer(0, -1, 0, 2, " the", 0.8, True), answer(1, 0, 1, 3, " sky", 0.6, True),
                 answer(2, 1, 2, 7, " is", 0.5, True)]
    return make(nodes, positions, (0, 1, 2), (7, " is"), Counters(2, 2, 0, 3, 0))


def fork_step() -> StepTrace:
    """root → ' the' (accepted) / ' a' (rejected: the target wanted ' the'); bonus ' sky'."""
    nodes = [Node(1, "Hi", (), 0, 1.0, ROOT, ran=1),
             Node(2, " the", (0,), 1, 0.6, ACCEPTED, p=0.61, stages=(1,)),
             Node(3, " a", (0,), 1, 0.3, REJECTED, p=0.2, stages=(1,))]
    positions = [answer(0, -1, 0, 2, " the", 0.61, True), answer(1, 0, 1, 3, " sky", 0.7, True),
                 answer(2, 0, 1, 4, " day", 0.4)]
    return make(nodes, positions, (0, 1), (3, " sky"), Counters(1, 1, 0, 3, 0))


def diamond_step() -> StepTrace:
    """Forward 1: ' the', ' a'. Forward 2 runs both: ' sky' under ' the', and ' sky' under ' a' merges into it.
    Forward 3 runs ' sky': ' is' (θ_prob stops it) and '<b>' (θ_sib prunes it). Unrolled, ' sky' and ' is' have two
    positions each. The target wants ' the', ' sky', then ' blue': ' is' is rejected, ' blue' is the bonus."""
    nodes = [Node(1, "Hi", (), 0, 1.0, ROOT, ran=1),
             Node(2, " the", (0,), 1, 0.6, ACCEPTED, p=0.7, stages=(1,), ran=2),
             Node(3, " a", (0,), 1, 0.3, REJECTED, p=0.1, stages=(1,), ran=2),
             Node(4, " sky", (1, 2), 2, 0.8, ACCEPTED, p=0.9, stages=(2, 2), ran=3),
             Node(5, " is", (3,), 3, 0.2, STOPPED, p=0.3, branch_end=True, stages=(3,)),
             Node(6, "<b>", (3,), 3, 0.01, PRUNED, stages=(3,))]
    positions = [answer(0, -1, 0, 2, " the", 0.7, True), answer(1, 0, 1, 4, " sky", 0.9, True),
                 answer(2, 0, 1, 4, " sky", 0.8), answer(3, 1, 2, 8, " blue", 0.55, True),
                 answer(3, 2, 2, 5, " is", 0.6), answer(4, 3, 3, 9, ".", 0.5), answer(4, 4, 3, 9, ".", 0.5)]
    return make(nodes, positions, (0, 1, 3), (8, " blue"), Counters(3, 4, 2, 7, 1))


DIAMOND_MASK = [  # the prefix column, then positions 0-6: each sees the prefix, its ancestors and itself
    [1, 1, 0, 0, 0, 0, 0, 0],
    [1, 1, 1, 0, 0, 0, 0, 0],
    [1, 1, 0, 1, 0, 0, 0, 0],
    [1, 1, 1, 0, 1, 0, 0, 0],
    [1, 1, 0, 1, 0, 1, 0, 0],
    [1, 1, 1, 0, 1, 0, 1, 0],
    [1, 1, 0, 1, 0, 1, 0, 1],
]


def lookup_step() -> StepTrace:
    """Forward 1: ' the', ' a'; forward 2 runs both: ' sky' under ' the'. Then prompt lookup (stage 3, no model)
    follows ' a', meets ' sky' under it (merged into the node forward 2 made) and adds ' blue'."""
    nodes = [Node(1, "Hi", (), 0, 1.0, ROOT, ran=1),
             Node(2, " the", (0,), 1, 0.6, ACCEPTED, p=0.7, stages=(1,), ran=2),
             Node(3, " a", (0,), 1, 0.3, REJECTED, p=0.1, stages=(1,), ran=2),
             Node(4, " sky", (1, 2), 2, 0.8, REJECTED, p=0.2, stages=(2, 3)),
             Node(5, " blue", (3,), 3, 1.0, REJECTED, p=0.1, lookup=True, stages=(3,))]
    positions = [answer(0, -1, 0, 2, " the", 0.7, True), answer(1, 0, 1, 6, " sun", 0.5, True),
                 answer(2, 0, 1, 4, " sky", 0.5), answer(3, 1, 2, 9, ".", 0.5), answer(3, 2, 2, 5, " blue", 0.5),
                 answer(4, 3, 3, 9, ".", 0.5), answer(4, 4, 3, 9, ".", 0.5)]
    return make(nodes, positions, (0, 1), (6, " sun"), Counters(2, 3, 3, 7, 1))


def v2_ar_step() -> StepTrace:
    return replace(ar_step(1, 3), positions=(answer(0, -1, 0, 3, " blue", 0.9, True),))


def keys(step: StepTrace) -> list[str]:
    return [stage.key for stage in inside.stages(step)]


def by_name(figure: go.Figure) -> dict:
    return {trace.name: trace for trace in figure.data}


def drawn_nodes(figure: go.Figure) -> set[int]:
    return {i for trace in figure.data if trace.mode == "markers+text" for i in trace.customdata}


def valid(figure: go.Figure) -> go.Figure:
    go.Figure(figure.to_plotly_json())  # plotly's own validation of everything the figure holds
    return figure


def test_the_stages_of_each_kind_of_step():
    tail = ["unroll", "mask", "verify", "accept"]
    assert keys(chain_step()) == ["draft-1", "draft-2"] + tail
    assert keys(fork_step()) == ["draft-1"] + tail
    assert keys(diamond_step()) == ["draft-1", "draft-2", "draft-3"] + tail
    assert keys(lookup_step()) == ["draft-1", "draft-2", "lookup"] + tail
    assert keys(v2_ar_step()) == tail
    labels = [stage.label for stage in inside.stages(lookup_step())]
    assert labels == ["Draft 1", "Draft 2", "Prompt lookup", "Unroll", "Mask", "Verify", "Accept"]
    assert all(stage.available for stage in inside.stages(diamond_step()))


def test_a_version_1_step_shows_its_graph_at_once_and_says_what_it_cannot_show():
    step = random_step(1, 12, seed=3)  # no stages, no positions
    found = inside.stages(step)
    assert [(s.key, s.label, s.available) for s in found] == [
        ("draft-1", "Draft", True), ("unroll", "Unroll", False), ("mask", "Mask", False),
        ("verify", "Verify", False), ("accept", "Accept", True)]
    draft = inside.stage_view(step, "draft-1")
    assert drawn_nodes(valid(draft.figure)) == set(range(len(step.graph.nodes)))
    assert "does not record the order" in draft.text
    for key in ("unroll", "mask", "verify"):
        view = inside.stage_view(step, key)
        assert "version 1: it does not record the verify forward's positions" in view.text
        valid(view.figure)
    assert "Target cache" in inside.stage_view(step, "accept").text
    assert not [t for t in valid(inside.mask_figure(step)).data]  # a message, no heatmap
    assert keys(ar_step(1, 3)) == ["unroll", "mask", "verify", "accept"]


def test_draft_stage_s_draws_the_nodes_of_stages_up_to_s_and_outlines_what_it_read():
    step = diamond_step()
    for s, expected in ((1, {0, 1, 2}), (2, {0, 1, 2, 3}), (3, {0, 1, 2, 3, 4, 5})):
        figure = valid(inside.stage_view(step, f"draft-{s}").figure)
        assert drawn_nodes(figure) == expected
        ring = by_name(figure)["read by this forward"]
        assert len(ring.x) == {1: 1, 2: 2, 3: 1}[s]  # the root; ' the' and ' a'; ' sky'
    found = by_name(inside.stage_view(step, "draft-3").figure)
    assert "drafted (new)" not in found  # both of forward 3's nodes were stopped or pruned
    stopped, pruned = found[look.MARKS[STOPPED]], found[look.MARKS[PRUNED]]
    assert list(stopped.customdata) == [4] and list(pruned.customdata) == [5]
    assert "q = 0.200" in stopped.hovertext[0] and "stopped by θ_prob" in stopped.hovertext[0]
    # the DAG's marks, no verdict yet: θ_prob's amber rim on a drafted node, θ_sib's cross on a hollow one
    assert list(stopped.marker.color) == [inside.DRAFTED] and list(stopped.marker.line.color) == [COLORS[STOPPED]]
    assert list(pruned.marker.symbol) == ["circle-x"] and list(pruned.marker.line.color) == [COLORS[PRUNED]]
    text = inside.stage_view(step, "draft-1").text
    assert "**Draft forward 1** read the committed text up to the root ‘Hi’" in text
    assert "‘␣the’ (q 0.60), ‘␣a’ (q 0.30)" in text
    text = inside.stage_view(step, "draft-3").text
    assert "Stopped by θ_prob (q < θ_prob: a branch end, not grown further; amber rim): ‘␣is’." in text
    assert "Pruned by θ_sib (q below θ_sib × the best sibling's; crossed): ‘\\<b\\>’." in text  # Markdown escaped


def test_a_merge_edge_shows_in_the_stage_it_formed_and_is_named():
    step = diamond_step()
    merge = by_name(inside.stage_view(step, "draft-2").figure)["merge edge, this stage"]
    assert len(merge.x) == 3 and merge.line.dash == "dash"  # one edge: ' a' → ' sky'
    text = inside.stage_view(step, "draft-2").text
    assert ("- ‘␣sky’ after ‘␣a’: already a node at this depth, so a merge edge joins it and the draft does not run "
            "it again") in text
    assert "merged" not in inside.stage_view(step, "draft-1").text

    later = lookup_step()  # the merge edge forms in the lookup stage, into a node forward 2 made
    found = by_name(inside.stage_view(later, "draft-2").figure)
    assert not found["merge edge, this stage"].x
    assert found["drafted (new)"].hovertext[0].endswith("after ␣the (1)")  # ' sky': one parent so far
    earlier = by_name(inside.stage_view(later, "lookup").figure)["earlier stages"]
    assert "after ␣the (1) + ␣a (2)" in earlier.hovertext[list(earlier.customdata).index(3)]
    view = inside.stage_view(later, "lookup")
    assert len(by_name(valid(view.figure))["merge edge, this stage"].x) == 3
    assert ("‘␣sky’ after ‘␣a’: already a node at this depth, so a merge edge joins it and the draft does not run "
            "it again") in view.text
    assert "**Prompt lookup**, no model ran" in view.text and "‘␣blue’ (q 1.00)" in view.text
    assert drawn_nodes(view.figure) == {0, 1, 2, 3, 4}
    assert "‘␣sky’" not in inside.stage_view(later, "draft-1").text


def test_a_branch_from_the_datastore_is_its_own_stage_in_diamonds():
    nodes = list(lookup_step().graph.nodes)
    nodes[4] = replace(nodes[4], retrieved=True)  # ' blue' came from the datastore: the stage's one new node
    step = replace(lookup_step(), graph=TokenGraph(tuple(nodes)))
    assert [stage.label for stage in inside.stages(step)][2] == "Datastore"
    view = inside.stage_view(step, "lookup")
    assert "**The datastore**, no model ran" in view.text and "diamonds" in view.text
    drawn = by_name(valid(view.figure))
    assert drawn[look.LABELS[look.RETRIEVED]].marker.symbol == "diamond-open"
    assert look.LABELS[look.LOOKUP] not in drawn  # no square: prompt lookup added nothing
    assert "from the datastore" in drawn["drafted (new)"].hovertext[0]


def test_dyspec_batches_of_mixed_depth_say_they_were_picked_by_estimated_acceptance():
    nodes = [Node(1, "Hi", (), 0, 1.0, ROOT, ran=1),
             Node(2, " the", (0,), 1, 0.6, REJECTED, p=0.1, stages=(1,), ran=2),
             Node(3, " a", (0,), 1, 0.3, REJECTED, p=0.1, stages=(2,)),
             Node(4, " sky", (1,), 2, 0.5, REJECTED, p=0.1, stages=(2,))]
    step = make(nodes, [answer(0, -1, 0, 9, ".", 0.5, True)], (0,), (9, "."), Counters(2, 2, 0, 1, 0))
    text = inside.stage_view(step, "draft-2").text
    assert "picked by estimated acceptance from every candidate so far (depths 1–2)" in text
    assert "picked by estimated acceptance" not in inside.stage_view(step, "draft-1").text


def test_the_tree_stages_share_one_positions_trace_point_i_position_i():
    step = diamond_step()
    figures = [valid(inside.stage_view(step, key).figure) for key in ("unroll", "mask", "verify", "accept")]
    indices = {[t.name for t in figure.data].index("positions") for figure in figures}
    assert len(indices) == 1
    for figure in figures:
        trace = by_name(figure)["positions"]
        assert list(trace.customdata) == list(range(7)) and list(trace.x) == [0, 1, 1, 2, 2, 3, 3]
    hover = by_name(figures[0])["positions"].hovertext[4]
    assert hover.startswith("position #4 · node 3 · position id 12 · ␣sky")
    assert "a copy of merged node 3: its positions #3, #4" in hover
    assert len(by_name(figures[0])["copies of a merged node"].x) == 4  # ' sky' twice, ' is' twice
    text = inside.stage_view(step, "unroll").text
    assert "tree of 7 positions" in text and "‘␣sky’ at depth 2, at #3, #4" in text
    assert "(node" not in text  # the text names nodes by token and depth: its numbers are the positions'
    assert "1 node pruned by θ_sib or θ_path" in text
    # the merged node's two parents, in the step's own tokens: made after ' the', met by the branch through ' a'
    assert ("Take ‘␣sky’ at depth 2: the draft made it after ‘␣the’; the branch through ‘␣a’ "
            "proposed the same token at the same depth" in text)
    assert "a copy under each parent, each attending to its own ancestors only" in text


def test_verify_draws_the_positions_the_walk_never_reached_hollow():
    """Under ' a' (position 2, rejected) the target answered too, but the walk never got there: positions 4 and 6
    are hollow, whether or not they agree; the legend says so. Only a step with a lookup branch keys the square."""
    figure = valid(inside.stage_view(diamond_step(), "verify").figure)
    symbols = list(by_name(figure)["positions"].marker.symbol)
    assert [i for i, symbol in enumerate(symbols) if symbol.endswith("-open")] == [4, 6]
    hollow = "hollow: never reached; rim green or red: agrees or not"
    assert hollow in by_name(figure)
    assert hollow not in by_name(inside.stage_view(fork_step(), "verify").figure)
    for step, keyed in ((diamond_step(), False), (lookup_step(), True)):
        assert ("prompt lookup (square)" in by_name(inside.stage_view(step, "unroll").figure)) is keyed


def test_the_mask_of_the_diamond():
    step = diamond_step()
    figure = valid(inside.mask_figure(step))
    heatmap = figure.data[0]
    assert [list(row) for row in heatmap.z] == DIAMOND_MASK
    assert len(heatmap.z) == len(step.positions) and list(heatmap.y) == list(range(7))
    assert figure.layout.meta == {"parents": [-1, 0, 0, 1, 2, 3, 4]}
    assert figure.layout.yaxis.autorange == "reversed"
    assert list(figure.layout.xaxis.ticktext) == ["P", "#0", "#1", "#2", "#3", "#4", "#5", "#6"]
    assert list(figure.layout.xaxis.tickvals) == [0, 1, 2, 3, 4, 5, 6, 7]  # 7 positions: a label each
    assert heatmap.text[5][0] == "position #5 ␣is may attend to the prefix (10 tokens), #0 Hi, #1 ␣the, #3 ␣sky, #5 ␣is"
    assert heatmap.text[5][3] == ""  # column 3 is position 2, ' a': not an ancestor
    text = inside.stage_view(step, "mask").text
    assert "text before the root (10 tokens, one column here: P)" in text and "10 at the root to 13" in text
    assert "A row per position, #0 to #6; blue where it may attend." in text


def test_the_mask_titles_its_axes_and_keys_its_colour_in_the_figure():
    """Not behind plotly's toolbar (hidden on phones): the axes' titles and the key are in the figure's layout, the
    key at the top left, and it names the colour the mask draws."""
    figure = valid(inside.mask_figure(diamond_step()))
    assert figure.layout.xaxis.title.text == "attends to (position)" and figure.layout.yaxis.title.text == "position"
    key = figure.layout.title
    assert "blue = may attend" in key.text and key.xanchor == "left" and key.x < 0.1
    assert figure.data[0].colorscale[-1][1] == COLORS["bonus"] == "#2563eb"  # blue: what the key says
    assert figure.layout.margin.t >= 60  # room above the cells for the key, the title and the column labels


def test_every_tree_stage_and_its_text_number_the_positions_one_way():
    """#0 is the root, each position after its parent: the unrolled tree's labels, the mask's rows and columns, and
    the verify and accept texts all say #i; position ids (prefix + depth) are no label, only in hovers and the
    mask's text. The depth axis says depth, not ids."""
    step = diamond_step()
    unroll = by_name(inside.stage_view(step, "unroll").figure)["positions"]
    assert [label.split("'>")[-1].removesuffix("</span>") for label in unroll.text] == [f"#{i}" for i in range(7)]
    mask = inside.mask_figure(step)
    assert [t.split(" ")[0] for t in mask.layout.yaxis.ticktext] == [f"#{i}" for i in range(7)]
    assert list(mask.layout.xaxis.ticktext)[1:] == [f"#{i}" for i in range(7)]
    for key in ("unroll", "verify", "accept"):
        ticks = list(inside.stage_view(step, key).figure.layout.xaxis.ticktext)
        assert ticks == ["root", "1", "2", "3", "4"] and not any("id" in t for t in ticks)
    accept = by_name(inside.stage_view(step, "accept").figure)["positions"]
    assert [label.split("'>")[-1].removesuffix("</span>") for label in accept.text if "kept" in label] == [
        "#0 kept", "#1 kept", "#3 kept"]
    assert "(position #5) rejected" in inside.stage_view(step, "verify").text
    assert "‘Hi’ (#0) → ‘␣the’ (#1) → ‘␣sky’ (#3)" in inside.stage_view(step, "accept").text
    wide = inside.mask_figure(big_step(40))  # narrow columns: #0 is not labelled beside P
    assert list(wide.layout.xaxis.ticktext)[:3] == ["P", "#4", "#8"]


def test_verify_names_what_the_target_wanted_at_a_rejected_child():
    view = inside.stage_view(fork_step(), "verify")
    assert "- ‘␣a’ (position #2) rejected: the target wanted ‘␣the’ (p 0.61)" in view.text
    assert "1 of the 2 drafted positions agree" in view.text
    trace = by_name(valid(view.figure))["positions"]
    assert list(trace.marker.color)[1:] == [inside.COLORS[ACCEPTED], inside.COLORS[REJECTED]]
    assert "target: ␣the (p 0.61, margin 1.5)" in trace.hovertext[0]
    assert "rejected: the target drew ‘␣the’" in inside.stage_view(fork_step(), "verify", greedy=False).text
    diamond = inside.stage_view(diamond_step(), "verify").text
    assert "- ‘␣is’ (position #5) rejected: the target wanted ‘␣blue’ (p 0.55)" in diamond
    assert "2 positions under rejected ones" in diamond


def test_accept_walks_to_the_bonus_and_lists_the_kept_cache_rows():
    view = inside.stage_view(diamond_step(), "accept")
    assert "‘Hi’ (#0) → ‘␣the’ (#1) → ‘␣sky’ (#3), then the bonus token ‘␣blue’" in view.text
    assert "Appended to the text: ‘␣the’ ‘␣sky’ ‘␣blue’ (3 tokens)." in view.text
    assert "kept: #0, #1, #3; 4 other rows dropped." in view.text
    found = by_name(valid(view.figure))
    assert len(found["accepted edges"].x) == 6 and list(found[inside.LABELS["bonus"]].text) == ["␣blue"]
    assert "No error" not in view.text


def test_a_step_the_run_ended_inside_says_why_it_kept_fewer_tokens_and_that_it_is_no_error():
    step = diamond_step()  # accepted ' the', ' sky'; bonus ' blue'
    full = replace(step, committed=step.committed[:1], committed_text=step.committed_text[:1])
    text = inside.stage_view(full, "accept").text
    assert ("The run reached max new tokens inside this step, so only 1 of the 2 accepted tokens were appended, not "
            "the 1 token after them nor the bonus ‘␣blue’. No error: the step verified more than the run had room "
            "left for.") in text
    nodes = list(step.graph.nodes)
    nodes[1] = replace(nodes[1], text=END_OF_TEXT)  # the target accepted the end of text first
    eos = replace(step, graph=TokenGraph(tuple(nodes)), committed=step.committed[:1], committed_text=(END_OF_TEXT,))
    text = inside.stage_view(eos, "accept").text
    assert ("The target accepted ‘⟨end⟩’, the end-of-text token, as accepted token 1 of 2: the text ends there, so "
            "only 1 of the 2 accepted tokens were appended, not the 1 token after it nor the bonus ‘␣blue’. No error: "
            "the draft does not know the text ends and drafts past it; the target's verdict stops the run there."
            ) in text
    last = replace(step, committed=step.committed[:2], committed_text=step.committed_text[:2])
    assert "so all 2 accepted tokens were appended, not the bonus ‘␣blue’." in inside.stage_view(last, "accept").text


def test_drafting_past_an_end_of_text_is_said_to_be_no_error():
    step = diamond_step()
    nodes = list(step.graph.nodes)
    nodes[1] = replace(nodes[1], text=END_OF_TEXT)  # forward 2 drafts ' sky' after it
    past = replace(step, graph=TokenGraph(tuple(nodes)))
    text = inside.stage_view(past, "draft-2").text
    assert ("‘␣sky’ after ‘⟨end⟩’, the end-of-text token: drafting (the draft, or prompt lookup copying earlier "
            "text) does not stop there. No error: if the target accepts ‘⟨end⟩’, the run stops there") in text
    assert "end-of-text" not in inside.stage_view(past, "draft-1").text + inside.stage_view(step, "draft-2").text


def test_a_step_cut_to_its_accepted_path_still_shows_every_stage():
    cut = accepted_path_only(diamond_step())
    assert keys(cut) == ["draft-1", "draft-2", "unroll", "mask", "verify", "accept"]
    for key in keys(cut):
        valid(inside.stage_view(cut, key).figure)
    assert "Only the accepted path of this step is kept: 3 of its 7 positions" in inside.stage_view(cut, "unroll").text
    assert [list(row) for row in inside.mask_figure(cut).data[0].z] == [[1, 1, 0, 0], [1, 1, 1, 0], [1, 1, 1, 1]]


def test_unknown_keys_and_an_ar_step_never_raise():
    view = inside.stage_view(chain_step(), "draft-9")
    assert "no such stage" in view.text
    ar = v2_ar_step()
    for key in keys(ar):
        valid(inside.stage_view(ar, key).figure)
    assert "No draft" in inside.stage_view(ar, "unroll").text
    assert [list(row) for row in inside.mask_figure(ar).data[0].z] == [[1, 1]]


def big_step(size: int = 300) -> StepTrace:
    """A random tree of `size` positions, one per node, with empty and end-of-text tokens among them."""
    rng = random.Random(size)
    texts = ["", END_OF_TEXT, " a", "\n", "<|im_end|>", " long token text"]
    nodes = [Node(1, "", (), 0, 1.0, ROOT, ran=1)]
    positions = [answer(0, -1, 0, 1, END_OF_TEXT, 0.5, True)]
    for i in range(1, size):
        parent = rng.randrange(max(0, i - 20), i)
        depth = nodes[parent].depth + 1
        nodes.append(Node(i + 1, texts[i % len(texts)], (parent,), depth, 0.5, REJECTED, p=0.1, stages=(depth,)))
        positions.append(answer(i, parent, depth, 0, "", 0.5))
    return make(nodes, positions, (0,), (0, END_OF_TEXT), Counters(max(n.depth for n in nodes), size, 0, size, 0))


@pytest.mark.parametrize("size", [1, 2, 300])
def test_big_small_and_odd_steps_render(size):
    step = big_step(size)
    for stage in inside.stages(step):
        view = inside.stage_view(step, stage.key)
        figure = valid(view.figure)
        # the draft stages draw the finished graph's layout, as tall as the step's DAG figure may be
        assert inside.MIN_HEIGHT_PX <= figure.layout.height <= max(inside.MAX_HEIGHT_PX, dag_layout.MAX_HEIGHT_PX)
        assert view.text
    mask = valid(inside.mask_figure(step))
    assert len(mask.data[0].z) == size and inside.MIN_HEIGHT_PX <= mask.layout.height <= 1400


@pytest.mark.parametrize("mode,temperature", [("gsd", 0.0), ("dyspec", 0.0), ("ar", 0.0), ("gsd", 1.0)])
def test_every_stage_of_every_step_of_a_real_run_renders(mode, temperature, tiny_engine, cycling_engine):
    """Tiny random models. The cycling target repeats itself: prompt-lookup branches, and merges on the token
    alone; dyspec picks batches by estimated acceptance; ar has no draft."""
    settings = {"max_new_tokens": 24, "temperature": temperature, "k": 3, "node_budget": 24}
    if mode == "gsd":
        settings.update(merge_n=0, theta_sib=0.0, theta_prob=0.0, theta_path=0.0)
    if mode == "dyspec":  # the prompt repeats: with lookup first its steps would verify the lookup branch alone
        settings.update(lookup_first=False)
    engine = cycling_engine if mode == "gsd" else tiny_engine
    steps, _ = engine.run("w30 w31 w30 w31 w30", DecodeConfig.for_mode(mode, **settings))
    seen = set()
    for step in steps:
        for stage in inside.stages(step):
            assert stage.available
            view = inside.stage_view(step, stage.key, greedy=temperature == 0)
            trace = by_name(valid(view.figure)).get("positions")
            if stage.key in ("unroll", "mask", "verify", "accept"):  # the page's mask hover restyles this trace
                assert len(trace.x) == len(step.positions)
            else:
                assert trace is None
            assert view.text
            seen.add(stage.key.split("-")[0])
        assert len(valid(inside.mask_figure(step)).data[0].z) == len(step.positions)
    assert seen >= ({"unroll", "mask", "verify", "accept"} | (set() if mode == "ar" else {"draft"}))
    if mode == "gsd":
        assert "lookup" in seen and any(step.graph.has_merge for step in steps)


def test_cutting_a_step_keeps_the_stage_of_the_edge_its_path_came_by():
    """A merge edge can form later than its node (here under prompt lookup, stage 3): a step cut to an accepted
    path through that edge keeps the edge's stage, not the node's first one."""
    root = Node(1, " the", (), 0, 1.0, ROOT)
    a = Node(2, " a", (0,), 1, 0.5, REJECTED, p=0.1, stages=(1,), ran=2)
    b = Node(3, " b", (0,), 1, 0.4, ACCEPTED, p=0.5, stages=(1,), ran=2)
    c = Node(4, " c", (1, 2), 2, 0.3, ACCEPTED, p=0.5, stages=(2, 3))
    positions = (Position(0, -1, 5, 3, " b", 0.5, 1.0, True), Position(1, 0, 6, 9, " z", 0.5, 1.0),
                 Position(2, 0, 6, 4, " c", 0.5, 1.0, True), Position(3, 1, 7, 9, " z", 0.5, 1.0),
                 Position(3, 2, 7, 8, " d", 0.5, 1.0, True))
    step = StepTrace(0, TokenGraph((root, a, b, c)), Verdict((0, 2, 3), 8, " d", 0.5), (3, 4, 8), (" b", " c", " d"),
                     Counters(2, 3, 1, 5, 1, 2), positions=positions)
    cut = accepted_path_only(step)
    assert [n.stages for n in cut.graph.nodes] == [(), (1,), (3,)]
    assert [(p.node, p.parent) for p in cut.positions] == [(0, -1), (1, 0), (2, 1)]


def test_a_chosen_stage_is_kept_when_a_step_lacks_it():
    """The stage the visitor chose is shown again on every step that has it; a step without it shows the
    nearest one, and the choice stays."""
    from gsd.page import view
    from gsd.page.inside.events import InsideStep
    from gsd.page.run.session import Session

    deep, shallow = big_step(12), big_step(2)
    session = Session()
    session.show([deep, shallow, deep], None, "p")
    keys = [stage.key for stage in inside.stages(deep)]
    chosen = [key for key in keys if key.startswith("draft-")][-1]
    InsideStep().choose(session, 1, chosen)
    assert session.stage == chosen
    shown = view.draw(session, view.INSIDE, 2).fields["inside_stage"]
    assert shown.value in [stage.key for stage in inside.stages(shallow)]
    assert session.stage == chosen and view.draw(session, view.INSIDE, 3).fields["inside_stage"].value == chosen
    assert InsideStep().choose(session, 1, "no such stage").inside_stage is not None  # ignored: nothing changes
    assert session.stage == chosen


def test_replay_refuses_verify_positions_no_engine_could_make():
    """An uploaded trace is drawn only within the engine's bounds: at most root + node budget + max depth
    positions a step, each copying a child of its parent position's node."""
    from gsd.page.run.session import MAX_POSITIONS, check_replayable
    from gsd.trace import TraceError

    step = big_step(40)
    check_replayable([step])
    crowded = replace(step, positions=step.positions + step.positions[1:2] * MAX_POSITIONS)
    with pytest.raises(TraceError, match=f"at most {MAX_POSITIONS}"):
        check_replayable([crowded])
    deep = next(i for i, p in enumerate(step.positions) if p.parent > 0)  # a position two or more deep
    moved = list(step.positions)
    moved[deep] = replace(moved[deep], parent=0)  # now under the root, whose child its node is not
    with pytest.raises(TraceError, match="must copy a child of its parent position's node"):
        check_replayable([replace(step, positions=tuple(moved))])


def test_a_rejected_node_names_the_token_the_target_wanted_with_or_without_positions():
    """' a' (node 2) was rejected under the root, where the target wanted ' the' (p 0.7): read from the verify
    positions, or, in a step that records none, from the accepted path."""
    step = diamond_step()
    assert "rejected (wanted ‘␣the’, p 0.70)" in dag._hover(step, 2)
    assert "rejected (wanted ‘␣the’, p 0.70)" in dag._hover(replace(step, positions=()), 2)


def test_a_step_sized_by_the_machines_costs_says_why_its_tree_stopped():
    """Where the machine's costs sized a step (`DecodeConfig.sized`), the graph's caption and Inside's last draft
    stage say why no further layer was drafted, in the rule's own words."""
    from gsd.trace import Sizing

    base = diamond_step()  # three draft forwards
    reason = "a 3rd layer would add 0.21 expected tokens for 1.6 ms; a token costs 4.3 ms here"
    step = replace(base, sized=Sizing(reason, 2.4, 0.21, 1.6, 4.3, 1.1, 0.2, 4.1))
    assert reason in look.step_caption(step) and reason not in look.step_caption(base)
    forwards = step.counters.draft_forwards
    last = inside.stage_view(step, f"draft-{forwards}").text
    assert "Why the tree stopped here" in last and reason in last
    assert forwards == 3 and reason not in inside.stage_view(step, "draft-1").text


def test_a_draft_stage_names_the_thresholds_in_force_and_why_the_draft_stopped():
    """The step's own settings in its draft stages: the θ that pruned or stopped a node with its value, and at the last
    draft forward what ended the drafting (here the depth limit); with no settings known, no values and no guess."""
    step = diamond_step()  # three draft forwards, three layers: ' is' stopped by θ_prob, '<b>' pruned by θ_sib
    config = {"theta_sib": 0.15, "theta_prob": 0.35, "theta_path": 0.05, "node_budget": 64, "max_depth": 3}
    text = inside.stage_view(step, "draft-3", config=config).text
    assert "**Why the draft stopped here**: the depth limit (3 layers)." in text
    assert "Pruned by θ_sib = 0.15 (" in text and "Stopped by θ_prob = 0.35 (" in text
    assert "draft stopped" not in inside.stage_view(step, "draft-2", config=config).text  # not the last forward
    alone = inside.stage_view(step, "draft-3").text
    assert "Why the draft stopped" not in alone and "Pruned by θ_sib (" in alone
    assert look.draft_stopped(step, {**config, "max_depth": 6}) == "every branch ended (θ_prob, pruning or a merge)"


def test_a_merge_the_draft_never_ran_under_spares_it_nothing():
    """Merged nodes the draft never ran under (a leaf at the depth limit): the target verifies each copy, but the
    caption does not call the copies saved draft tokens (the engine counts none: test_engine)."""
    step = diamond_step()
    spared = replace(step, counters=replace(step.counters, draft_tokens_saved=1))
    assert "1 merge saved 1 draft token" in look.step_caption(spared)
    leaf = replace(step, counters=replace(step.counters, draft_tokens_saved=0))
    assert "1 merge, sparing the draft nothing (nothing was drafted under them)" in look.step_caption(leaf)


def test_a_q_beside_a_threshold_shows_the_digit_that_sets_them_apart():
    """A q that two decimals would show equal to θ_prob, which it is below (stopped) or above, gets more digits."""
    from gsd.page.inside.draft import q_text

    settings = {"theta_prob": 0.1, "theta_sib": 0.3}
    assert q_text(0.0996, settings) == "0.0996" and q_text(0.104, settings) == "0.104"
    assert q_text(0.296, settings) == "0.30"  # θ_sib is compared with q over its best sibling's, not with q
    assert q_text(0.1, settings) == "0.10" and q_text(0.55, settings) == "0.55" and q_text(0.0996, {}) == "0.10"
